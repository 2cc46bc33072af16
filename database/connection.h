#pragma once

#include <QSqlDatabase>
#include <QString>

#include <memory>

class QSqlQuery;

namespace gpa::db {

// One named Qt SQL connection to one SQLite file, removed from Qt's registry
// when destroyed. Every connection has foreign keys on. Like every
// QSqlDatabase, it must be used from the thread that opened it.
class Connection
{
public:
    enum class Mode { ReadWrite, ReadOnly };

    // Opens `file` (created by SQLite if missing and mode is ReadWrite).
    // On failure returns nullptr and sets `error` to one line.
    static std::unique_ptr<Connection> open(const QString &file, Mode mode, QString *error);

    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase &db() { return m_db; }
    [[nodiscard]] const QString &name() const { return m_name; }

    // Runs one statement without bound values (pragmas, transaction control).
    bool exec(const char *sql, QString *error);

private:
    explicit Connection(QString name);
    QString m_name;
    QSqlDatabase m_db;
};

// A transaction that rolls back unless committed.
class Transaction
{
public:
    enum class Kind { Read, Write };

    explicit Transaction(Connection &connection)
        : m_connection(connection)
    { }
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool begin(Kind kind, QString *error);
    bool commit(QString *error);
    void rollback();

private:
    Connection &m_connection;
    bool m_active = false;
};

// The query's error as one line.
QString errorText(const QSqlQuery &query);

} // namespace gpa::db
