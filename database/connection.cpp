#include "connection.h"

#include "logging.h"
#include "sql.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#include <atomic>

namespace gpa::db {

namespace {

QString uniqueConnectionName()
{
    static std::atomic<int> counter {0};
    return QStringLiteral("gpa.database.%1").arg(++counter);
}

// SQLite's primary result codes (sqlite3.h); the driver reports the
// connection's last code, extended or not, as the native error code.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteNotADatabase = 26;

} // namespace

SqlFailure classify(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError)
        return SqlFailure::None;
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return SqlFailure::Other;
    switch (code) {
    case kSqliteBusy:
    case kSqliteLocked:
        return SqlFailure::Busy;
    case kSqliteCorrupt:
    case kSqliteNotADatabase:
        return SqlFailure::Damaged;
    case kSqliteReadOnly:
        return SqlFailure::ReadOnly;
    case kSqliteFull:
        return SqlFailure::Full;
    default:
        return SqlFailure::Other;
    }
}

QString errorText(const QSqlError &error)
{
    // SQLite's own sentence says what happened; the driver's ("Unable to
    // fetch row") only where SQLite said nothing.
    const QString database = error.databaseText().simplified();
    return database.isEmpty() ? error.text().simplified() : database;
}

QString errorText(const QSqlQuery &query)
{
    return errorText(query.lastError());
}

Connection::Connection(QString name)
    : m_name(std::move(name))
{ }

std::unique_ptr<Connection> Connection::open(const QString &file, Mode mode, QString *error,
                                             SqlFailure *failure)
{
    std::unique_ptr<Connection> connection(new Connection(uniqueConnectionName()));
    QSqlDatabase &db = connection->m_db;
    db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection->m_name);
    // A URI names the file exactly (no character of the path is taken for
    // an option) and, with mode=rw or ro, never creates a file that has
    // disappeared since it was judged.
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
    switch (mode) {
    case Mode::ReadWrite:
    case Mode::ReadOnly:
    case Mode::Immutable:
        db.setDatabaseName(QUrl::fromLocalFile(file).toString(QUrl::FullyEncoded)
                           + (mode == Mode::ReadWrite  ? QStringLiteral("?mode=rw")
                              : mode == Mode::ReadOnly ? QStringLiteral("?mode=ro")
                                                       : QStringLiteral("?mode=ro&immutable=1")));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
        if (mode != Mode::ReadWrite)
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        break;
    case Mode::Create:
        db.setDatabaseName(file);
        break;
    case Mode::Memory:
        db.setDatabaseName(QStringLiteral(":memory:"));
        break;
    }
    db.setConnectOptions(options);
    if (!db.open()) {
        *error = errorText(db.lastError());
        if (failure)
            *failure = classify(db.lastError());
        return nullptr;
    }
    // Foreign keys are off by default in SQLite, per connection; functions
    // named in the file's views and triggers must not run with our rights.
    if (!connection->exec(sql::kForeignKeysOn, error, failure)
        || !connection->exec(sql::kTrustedSchemaOff, error, failure))
        return nullptr;
    QSqlQuery check(db);
    if (!check.exec(QString::fromLatin1(sql::kForeignKeys)) || !check.next()
        || check.value(0).toInt() != 1) {
        *error = QStringLiteral("this SQLite build does not enforce foreign keys");
        if (failure)
            *failure = SqlFailure::Other;
        return nullptr;
    }
    qCDebug(lcDatabase) << "connection" << connection->m_name << "to" << file
                        << (mode == Mode::ReadOnly ? "read-only" : "read-write");
    return connection;
}

Connection::~Connection()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

bool Connection::exec(const char *sql, QString *error, SqlFailure *failure)
{
    QSqlQuery query(m_db);
    if (query.exec(QString::fromUtf8(sql)))
        return true;
    if (error)
        *error = errorText(query);
    if (failure)
        *failure = classify(query.lastError());
    return false;
}

bool Connection::useWriteAheadLog(QString *error)
{
    QSqlQuery query(m_db);
    if (!query.exec(QString::fromLatin1(sql::kJournalModeWal)) || !query.next()) {
        *error = errorText(query);
        return false;
    }
    const QString mode = query.value(0).toString();
    const bool wal = mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
    query.finish();
    // NORMAL is safe in WAL mode against a killed process: a commit is in the
    // log before COMMIT returns; only the fsync of each commit is saved.
    if (wal && !exec(sql::kSynchronousNormal, error))
        return false;
    if (!wal)
        *error = QStringLiteral("the file stays in journal mode %1").arg(mode);
    return wal;
}

Transaction::~Transaction()
{
    if (m_active)
        rollback();
}

bool Transaction::begin(Kind kind, QString *error, SqlFailure *failure)
{
    m_active = m_connection.exec(kind == Kind::Write ? sql::kBeginWrite : sql::kBeginRead, error,
                                 failure);
    return m_active;
}

bool Transaction::commit(QString *error, SqlFailure *failure)
{
    if (!m_connection.exec(sql::kCommit, error, failure)) {
        rollback();
        return false;
    }
    m_active = false;
    return true;
}

void Transaction::rollback()
{
    QString error;
    if (!m_connection.exec(sql::kRollback, &error))
        qCWarning(lcDatabase) << "rollback failed:" << error;
    m_active = false;
}

} // namespace gpa::db
