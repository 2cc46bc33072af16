#include "credentials.h"

#include "catalogue.h"
#include "connection.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>
#include <QUrl>

namespace gpa::db {

namespace {

// Where the keychain module is: beside the executable (a build) or in the
// executable's folder's GPA_KEYCHAIN_MODULE_RELDIR (an installation).
QStringList keychainModuleCandidates()
{
    const QFileInfo self(QStringLiteral("/proc/self/exe"));
    const QDir here(QFileInfo(self.symLinkTarget()).absolutePath());
    const QString name = QStringLiteral(GPA_KEYCHAIN_MODULE_NAME);
    return {here.filePath(name), here.filePath(QStringLiteral(GPA_KEYCHAIN_MODULE_RELDIR "/") + name)};
}

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
            QString reason = Catalogue::tr("%1 is not installed").arg(m_candidates.constLast());
            for (const QString &path : m_candidates) {
                if (!QFileInfo::exists(path))
                    continue;
                // Never unloaded: the store's code lives in the module.
                QLibrary library(path);
                if (const auto entry = reinterpret_cast<Entry>(library.resolve(kKeychainEntry))) {
                    m_store.reset(entry());
                    break;
                }
                reason = library.errorString();
                break;
            }
            if (!m_store && error)
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
    return std::make_unique<LoadedPasswordStore>(keychainModuleCandidates());
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
