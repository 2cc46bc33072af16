#include "connection.h"

#include "logging.h"
#include "sql.h"

#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

namespace gpa::db {

namespace {

QString uniqueConnectionName()
{
    static std::atomic<int> counter {0};
    return QStringLiteral("gpa.database.%1").arg(++counter);
}

} // namespace

QString errorText(const QSqlQuery &query)
{
    return query.lastError().text().simplified();
}

Connection::Connection(QString name)
    : m_name(std::move(name))
{ }

std::unique_ptr<Connection> Connection::open(const QString &file, Mode mode, QString *error)
{
    std::unique_ptr<Connection> connection(new Connection(uniqueConnectionName()));
    QSqlDatabase &db = connection->m_db;
    db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection->m_name);
    db.setDatabaseName(file);
    // A writer waits a little for another process's lock instead of failing.
    db.setConnectOptions(mode == Mode::ReadOnly
                             ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                             : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        *error = db.lastError().text().simplified();
        return nullptr;
    }
    // Foreign keys are off by default in SQLite, per connection.
    if (!connection->exec(sql::kForeignKeysOn, error))
        return nullptr;
    QSqlQuery check(db);
    if (!check.exec(QString::fromLatin1(sql::kForeignKeys)) || !check.next()
        || check.value(0).toInt() != 1) {
        *error = QStringLiteral("this SQLite build does not enforce foreign keys");
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

bool Connection::exec(const char *sql, QString *error)
{
    QSqlQuery query(m_db);
    if (query.exec(QString::fromUtf8(sql)))
        return true;
    if (error)
        *error = errorText(query);
    return false;
}

Transaction::~Transaction()
{
    if (m_active)
        rollback();
}

bool Transaction::begin(Kind kind, QString *error)
{
    m_active = m_connection.exec(kind == Kind::Write ? sql::kBeginWrite : sql::kBeginRead, error);
    return m_active;
}

bool Transaction::commit(QString *error)
{
    if (!m_connection.exec(sql::kCommit, error)) {
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
