#include "credentials.h"

#include "catalogue.h"
#include "connection.h"
#include "modules.h"

#include <QStringList>
#include <QUrl>

namespace gpa::db {

namespace {

constexpr const char *kKeychainEntry = "gpa_new_keychain_store";

// The system keychain, through the keychain module (keychain.cpp), loaded
// when a password is first read, written or forgotten.
class LoadedPasswordStore final : public PasswordStore
{
public:
    explicit LoadedPasswordStore(QStringList candidates) : m_candidates(std::move(candidates)) {}

    std::optional<QString> read(const QString &key, QString *error) override
    {
        PasswordStore *store = loaded(error);
        return store ? store->read(key, error) : std::nullopt;
    }
    bool write(const QString &key, const QString &password, QString *error) override
    {
        PasswordStore *store = loaded(error);
        return store && store->write(key, password, error);
    }
    bool remove(const QString &key, QString *error) override
    {
        PasswordStore *store = loaded(error);
        return store && store->remove(key, error);
    }

private:
    PasswordStore *loaded(QString *error)
    {
        if (!m_store) {
            using Entry = PasswordStore *(*)();
            QString reason;
            if (const auto entry = reinterpret_cast<Entry>(resolveModuleEntry(m_candidates, kKeychainEntry, &reason)))
                m_store.reset(entry());
            else if (error)
                *error = Catalogue::tr("no system keychain is available: %1").arg(reason);
        }
        return m_store.get();
    }

    QStringList m_candidates;
    std::unique_ptr<PasswordStore> m_store;
};

} // namespace

std::unique_ptr<PasswordStore> systemPasswordStore()
{
    return std::make_unique<LoadedPasswordStore>(moduleCandidates(QStringLiteral(GPA_KEYCHAIN_MODULE_NAME)));
}

std::unique_ptr<PasswordStore> systemPasswordStore(const QString &modulePath)
{
    return std::make_unique<LoadedPasswordStore>(QStringList {modulePath});
}

QString passwordKey(const QString &url)
{
    return Catalogue::shownLocation(url);
}

QString withStoredPassword(const QString &url, PasswordStore &store)
{
    if (!isServerUrl(url))
        return url;
    QUrl parsed(url, QUrl::StrictMode);
    if (!parsed.isValid() || !parsed.password().isEmpty())
        return url;
    const auto password = store.read(passwordKey(url));
    if (!password || password->isEmpty())
        return url;
    parsed.setPassword(*password);
    // Fully encoded: a space or '@' in a password would make the text an
    // invalid URL otherwise.
    return parsed.toString(QUrl::FullyEncoded);
}

} // namespace gpa::db
