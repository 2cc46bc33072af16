#include "connection.h"

#include "logging.h"
#include "sql.h"
#include "sql_pg.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

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

SqlFailure classify(const QSqlError &error, Dialect dialect)
{
    if (error.type() == QSqlError::NoError)
        return SqlFailure::None;
    if (dialect == Dialect::PostgreSQL) {
        // SQLSTATE classes (PostgreSQL manual, appendix A).
        const QString state = error.nativeErrorCode();
        if (state == QLatin1String("42501"))
            return SqlFailure::Denied; // insufficient_privilege
        if (state == QLatin1String("25006"))
            return SqlFailure::ReadOnly; // read_only_sql_transaction
        if (state == QLatin1String("40001") || state == QLatin1String("40P01")
            || state == QLatin1String("55P03"))
            return SqlFailure::Busy; // serialization failure, deadlock, lock not available
        if (state == QLatin1String("53100"))
            return SqlFailure::Full; // disk_full
        if (state.startsWith(QLatin1String("08")) || state.startsWith(QLatin1String("57P"))
            || error.type() == QSqlError::ConnectionError
            || (state.isEmpty() && error.type() != QSqlError::StatementError))
            return SqlFailure::Lost;
        return SqlFailure::Other;
    }
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

bool isServerUrl(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

std::optional<ServerAddress> ServerAddress::parse(const QString &text, QString *error)
{
    if (!isServerUrl(text)) {
        *error = QStringLiteral("'%1' is not a postgresql:// URL").arg(text.left(80));
        return std::nullopt;
    }
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid()) {
        *error = QStringLiteral("the URL is not valid: %1").arg(url.errorString());
        return std::nullopt;
    }
    ServerAddress address;
    address.host = url.host();
    address.port = url.port(0);
    address.user = url.userName();
    address.password = url.password();
    address.database = url.path().mid(1);
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        static const QStringList allowed {
            QStringLiteral("sslmode"),         QStringLiteral("sslrootcert"),
            QStringLiteral("sslcert"),         QStringLiteral("sslkey"),
            QStringLiteral("connect_timeout"), QStringLiteral("application_name"),
            QStringLiteral("target_session_attrs"), QStringLiteral("passfile")};
        if (key == QLatin1String("host")) {
            address.host = value;
        } else if (key == QLatin1String("port")) {
            bool ok = false;
            address.port = value.toInt(&ok);
            if (!ok || address.port <= 0 || address.port > 65535) {
                *error = QStringLiteral("the port '%1' is not a number from 1 to 65535").arg(value);
                return std::nullopt;
            }
        } else if (key == QLatin1String("user")) {
            address.user = value;
        } else if (key == QLatin1String("dbname")) {
            address.database = value;
        } else if (allowed.contains(key)) {
            if (value.contains(QLatin1Char(' ')) || value.contains(QLatin1Char('\''))
                || value.contains(QLatin1Char(';'))) {
                *error = QStringLiteral("the value of %1 may not contain spaces, quotes or ';'")
                             .arg(key);
                return std::nullopt;
            }
            address.options << key + QLatin1Char('=') + value;
        } else {
            *error = QStringLiteral("the URL option '%1' is not supported").arg(key);
            return std::nullopt;
        }
    }
    if (address.database.isEmpty() || address.database.contains(QLatin1Char('/'))) {
        *error = QStringLiteral("the URL names no database (postgresql://USER@HOST/DATABASE)");
        return std::nullopt;
    }
    return address;
}

QString ServerAddress::shown() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    QUrlQuery query;
    if (host.startsWith(QLatin1Char('/')))
        query.addQueryItem(QStringLiteral("host"), host);
    else
        url.setHost(host.isEmpty() ? QStringLiteral("localhost") : host);
    if (!host.startsWith(QLatin1Char('/')) && port > 0)
        url.setPort(port);
    else if (port > 0)
        query.addQueryItem(QStringLiteral("port"), QString::number(port));
    if (!user.isEmpty()) {
        if (host.startsWith(QLatin1Char('/')))
            query.addQueryItem(QStringLiteral("user"), user);
        else
            url.setUserName(user);
    }
    url.setPath(QLatin1Char('/') + database);
    for (const QString &option : options)
        query.addQueryItem(option.section(QLatin1Char('='), 0, 0),
                           option.section(QLatin1Char('='), 1));
    if (!query.isEmpty())
        url.setQuery(query);
    if (host.startsWith(QLatin1Char('/')))
        return QStringLiteral("postgresql:///") + database
            + (query.isEmpty() ? QString() : QLatin1Char('?') + query.toString(QUrl::FullyDecoded));
    return url.toString(QUrl::RemovePassword);
}

std::unique_ptr<Connection> Connection::openServer(const ServerAddress &address, QString *error,
                                                   SqlFailure *failure)
{
    std::unique_ptr<Connection> connection(new Connection(uniqueConnectionName()));
    connection->m_dialect = Dialect::PostgreSQL;
    QSqlDatabase &db = connection->m_db;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        *error = QStringLiteral("Qt's PostgreSQL driver (QPSQL) is not installed; on Debian: "
                                "apt-get install libqt6sql6-psql");
        if (failure)
            *failure = SqlFailure::Other;
        return nullptr;
    }
    db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection->m_name);
    if (!address.host.isEmpty())
        db.setHostName(address.host);
    if (address.port > 0)
        db.setPort(address.port);
    db.setDatabaseName(address.database);
    if (!address.user.isEmpty())
        db.setUserName(address.user);
    if (!address.password.isEmpty())
        db.setPassword(address.password);
    QStringList options = address.options;
    if (!std::any_of(options.cbegin(), options.cend(), [](const QString &o) {
            return o.startsWith(QLatin1String("connect_timeout="));
        }))
        options << QStringLiteral("connect_timeout=5");
    options << QStringLiteral("application_name=gpu-advisor");
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        *error = errorText(db.lastError());
        if (failure)
            *failure = SqlFailure::Lost;
        return nullptr;
    }
    if (!connection->prepareSession(error, failure))
        return nullptr;
    qCDebug(lcDatabase) << "connection" << connection->m_name << "to" << address.shown();
    return connection;
}

bool Connection::prepareSession(QString *error, SqlFailure *failure)
{
    // Times written by the server read the same for everyone; a statement
    // waiting for another's row lock gives up instead of hanging a window.
    return exec(sql::kServerSessionZone, error, failure)
        && exec(sql::kServerLockTimeout, error, failure);
}

bool Connection::reopen(QString *error)
{
    m_db.close();
    if (!m_db.open()) {
        *error = errorText(m_db.lastError());
        return false;
    }
    return m_dialect != Dialect::PostgreSQL || prepareSession(error, nullptr);
}

void Connection::moveToThread(QThread *thread)
{
    // Qt finds a named connection, and delivers its driver's notifications,
    // in the thread its driver object lives in.
    if (QSqlDriver *driver = m_db.driver())
        driver->moveToThread(thread);
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
        *failure = classify(query.lastError(), m_dialect);
    return false;
}

bool Connection::limitPageCache(QString *error)
{
    return exec(sql::kPageCache256KiB, error);
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
    // The server: a read sees one snapshot of every table; a write runs at
    // READ COMMITTED and relies on row versions and row locks (FOR UPDATE).
    const bool server = m_connection.dialect() == Dialect::PostgreSQL;
    const char *statement = kind == Kind::Write ? (server ? sql::kServerBeginWrite : sql::kBeginWrite)
                                                : (server ? sql::kServerBeginRead : sql::kBeginRead);
    m_active = m_connection.exec(statement, error, failure);
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
