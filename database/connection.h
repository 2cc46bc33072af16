#pragma once

#include <QSqlDatabase>
#include <QString>

#include <memory>

class QSqlError;
class QSqlQuery;

namespace gpa::db {

// What an SQLite error says about the file, from its result code: only
// Damaged ever gets a file set aside, and only when SQLite reported it while
// holding its lock on the file.
enum class SqlFailure {
    None,
    Busy,     // another connection holds a lock longer than the busy timeout
    Damaged,  // SQLITE_CORRUPT or SQLITE_NOTADB
    ReadOnly, // the file, its folder or the medium refuses writes
    Full,     // the disk is full
    Other,
};

SqlFailure classify(const QSqlError &error);

// How long a statement waits for another process's lock before it fails
// with SqlFailure::Busy.
inline constexpr int kBusyTimeoutMs = 5000;

// One named Qt SQL connection to one SQLite file, removed from Qt's registry
// when destroyed. Every connection has foreign keys on and trusts nothing the
// file's schema carries (PRAGMA trusted_schema = OFF). Like every
// QSqlDatabase, it must be used from the thread that opened it.
class Connection
{
public:
    enum class Mode {
        ReadWrite,  // the file must exist
        ReadOnly,   // the file must exist
        // The file must exist and no other program may change it while it is
        // open: no lock, no write-ahead log. For a catalogue in a folder this
        // user cannot write, whose log index could not be created.
        Immutable,
        Create,     // created by SQLite if missing (a file we build ourselves)
        Memory,     // a private in-memory database
    };

    // Opens `file`. On failure returns nullptr and sets `error` to one line
    // (and `failure`, when given, to its kind).
    static std::unique_ptr<Connection> open(const QString &file, Mode mode, QString *error,
                                            SqlFailure *failure = nullptr);

    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase &db() { return m_db; }
    [[nodiscard]] const QString &name() const { return m_name; }

    // Runs one statement without bound values (pragmas, transaction control).
    bool exec(const char *sql, QString *error, SqlFailure *failure = nullptr);

    // Write-ahead logging with synchronous = NORMAL: readers never wait for a
    // writer, and a commit survives the process being killed (only a power
    // cut may lose the last commits, never the file). Changing the mode needs
    // a moment alone with the file; when another connection prevents that,
    // the file stays in its mode and false is returned.
    bool useWriteAheadLog(QString *error);

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

    bool begin(Kind kind, QString *error, SqlFailure *failure = nullptr);
    bool commit(QString *error, SqlFailure *failure = nullptr);
    void rollback();
    [[nodiscard]] bool isActive() const { return m_active; }

private:
    Connection &m_connection;
    bool m_active = false;
};

// The query's error as one line.
QString errorText(const QSqlQuery &query);
QString errorText(const QSqlError &error);

} // namespace gpa::db
