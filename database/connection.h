#pragma once

#include <QSqlDatabase>
#include <QString>

#include <QStringList>

#include <memory>
#include <optional>

class QSqlError;
class QSqlQuery;
class QThread;

namespace gpa::db {

// The two kinds of catalogue: an SQLite file (the default) and a team
// catalogue on a PostgreSQL server (Qt's QPSQL driver).
enum class Dialect { SQLite, PostgreSQL };

// What an error says about the catalogue, from SQLite's result code or the
// server's SQLSTATE: only Damaged ever gets a file set aside, and only when
// SQLite reported it while holding its lock on the file.
enum class SqlFailure {
    None,
    Busy,     // another connection holds a lock longer than the busy timeout
    Damaged,  // SQLITE_CORRUPT or SQLITE_NOTADB
    ReadOnly, // the file, its folder or the medium refuses writes
    Full,     // the disk is full
    Denied,   // the server: the user's role may not do this
    Lost,     // the server: the connection is gone
    Other,
};

SqlFailure classify(const QSqlError &error, Dialect dialect = Dialect::SQLite);

// Where a team catalogue lives, from a libpq-style URL
// postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=...&host=/socket/dir].
// A password in the URL is used but never shown; without one, libpq reads
// ~/.pgpass (or PGPASSFILE) itself.
struct ServerAddress
{
    QString host;     // a name, an address, or a folder holding the server's socket
    int port = 0;     // 0: libpq's default (5432)
    QString database;
    QString user;     // empty: libpq's default (the login name)
    QString password; // never stored or shown
    QStringList options; // further libpq keywords, "sslmode=verify-full"

    // Nothing, with `error` set to one line, when `url` is not such a URL.
    static std::optional<ServerAddress> parse(const QString &url, QString *error);
    // The URL without the password, for titles, messages and settings.
    [[nodiscard]] QString shown() const;
};

// Whether `location` names a server ("postgresql://" or "postgres://").
bool isServerUrl(const QString &location);

// How long a statement waits for another process's lock before it fails
// with SqlFailure::Busy.
inline constexpr int kBusyTimeoutMs = 5000;

// One named Qt SQL connection to one SQLite file, removed from Qt's registry
// when destroyed. Every connection has foreign keys on and trusts nothing the
// file's schema carries (PRAGMA trusted_schema = OFF). Like every
// QSqlDatabase, it must be used from the thread that opened it, or the one it
// was handed to (moveToThread()).
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
    // Connects to a PostgreSQL server through QPSQL. Every session works in
    // UTC and names itself "gpu-advisor" to the server's activity view.
    static std::unique_ptr<Connection> openServer(const ServerAddress &address, QString *error,
                                                  SqlFailure *failure = nullptr);
    // Closes and opens the server connection again (after it was lost).
    bool reopen(QString *error);

    [[nodiscard]] Dialect dialect() const { return m_dialect; }

    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase &db() { return m_db; }
    [[nodiscard]] const QString &name() const { return m_name; }

    // Hands the connection to `thread`, which uses it from now on; called
    // from the thread that uses it now, which no longer does.
    void moveToThread(QThread *thread);

    // Runs one statement without bound values (pragmas, transaction control).
    bool exec(const char *sql, QString *error, SqlFailure *failure = nullptr);

    // A page cache of 256 KiB instead of SQLite's 2,000: the catalogue is
    // read into memory once, by whole-table scans, and a write touches a few
    // pages, so a larger cache would only hold pages already copied out and
    // add to the program's peak memory (2 MB at 100,000 quotes). It reads the
    // schema, so it is asked for once the file has been judged readable.
    bool limitPageCache(QString *error);
    // Write-ahead logging with synchronous = NORMAL: readers never wait for a
    // writer, and a commit survives the process being killed (only a power
    // cut may lose the last commits, never the file). Changing the mode needs
    // a moment alone with the file; when another connection prevents that,
    // the file stays in its mode and false is returned.
    bool useWriteAheadLog(QString *error);

private:
    explicit Connection(QString name);
    bool prepareSession(QString *error, SqlFailure *failure);
    QString m_name;
    Dialect m_dialect = Dialect::SQLite;
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
