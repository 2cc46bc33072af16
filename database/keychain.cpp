// The system keychain through QtKeychain, as a module of its own: QtKeychain
// brings Qt D-Bus, libdbus and libsecret's dependencies with it, which only a
// team catalogue's password needs. credentials.cpp loads this module on the
// first password asked for, so that no other command loads them.
#include "catalogue.h"
#include "credentials.h"

#include <QCoreApplication>
#include <QEventLoop>
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

} // namespace gpa::db

// The module's one entry point (credentials.cpp, kKeychainEntry): a new store
// owned by the caller, which keeps the module loaded while it lives.
extern "C" Q_DECL_EXPORT gpa::db::PasswordStore *gpa_new_keychain_store()
{
    return new gpa::db::SystemPasswordStore;
}
