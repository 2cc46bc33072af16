#include "credentials.h"

#include "catalogue.h"
#include "connection.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QUrl>
#include <qt6keychain/keychain.h>

namespace gpa::db {

namespace {

const QString kService = QStringLiteral("gpu-advisor");

// What a failed keychain job says, in one line.
QString jobError(const QKeychain::Job &job)
{
    switch (job.error()) {
    case QKeychain::NoBackendAvailable:
        return Catalogue::tr("no system keychain is available");
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return Catalogue::tr("the system keychain refused access");
    default:
        break;
    }
    // Without a keychain service QtKeychain says only "Unknown error".
    const QString text = job.errorString().simplified();
    return text.isEmpty() || text == QLatin1String("Unknown error")
        ? Catalogue::tr("no system keychain answered")
        : text;
}

// Runs a keychain job and waits for its answer. QtKeychain answers through
// the event loop (over D-Bus on Linux), so a local loop waits for it; without
// an application object there is no loop and no keychain.
bool runJob(QKeychain::Job &job, QString *error)
{
    if (!QCoreApplication::instance()) {
        if (error)
            *error = Catalogue::tr("no system keychain is available");
        return false;
    }
    job.setAutoDelete(false);
    job.setInsecureFallback(false); // never a plain-text file
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (job.error() == QKeychain::NoError)
        return true;
    if (error)
        *error = jobError(job);
    return false;
}

class SystemPasswordStore final : public PasswordStore
{
public:
    std::optional<QString> read(const QString &key, QString *error) override
    {
        QKeychain::ReadPasswordJob job(kService);
        job.setKey(key);
        if (runJob(job, error))
            return job.textData();
        if (job.error() == QKeychain::EntryNotFound && error)
            error->clear(); // nothing kept is no failure
        return std::nullopt;
    }

    bool write(const QString &key, const QString &password, QString *error) override
    {
        QKeychain::WritePasswordJob job(kService);
        job.setKey(key);
        job.setTextData(password);
        return runJob(job, error);
    }

    bool remove(const QString &key, QString *error) override
    {
        QKeychain::DeletePasswordJob job(kService);
        job.setKey(key);
        if (runJob(job, error))
            return true;
        if (job.error() == QKeychain::EntryNotFound) {
            if (error)
                error->clear();
            return true;
        }
        return false;
    }
};

} // namespace

std::unique_ptr<PasswordStore> systemPasswordStore()
{
    return std::make_unique<SystemPasswordStore>();
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
