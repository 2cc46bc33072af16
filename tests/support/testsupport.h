#pragma once

#include "database/catalogue.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>

#include <map>
#include <memory>
#include <string>

// Helpers shared by the database, ui and cli tests. Nothing here depends on
// Catch2: a helper reports trouble through its return value, and the test
// asserts on it.
namespace gpa::test {

// The repository's root folder (tests read database/seed/ and tests/fixtures/
// from the source tree, never from an installed copy).
QString sourceDir();
QString seedFile(const QString &fileName); // <source>/database/seed/<fileName>
QString fixtureFile(const QString &fileName); // <source>/tests/fixtures/<fileName>

// Rows of each bundled CSV file, keyed by table name ("devices", "cloud_offers",
// "price_quotes", "benchmarks", "scaling", "exchange_rates", "spec_supplements"),
// counted with core's CSV parser straight from database/seed/.
std::map<std::string, int> bundledRowCounts();

// Hex SHA-256 of a file's bytes; empty when it cannot be read.
QByteArray sha256(const QString &path);

QByteArray readAll(const QString &path);
bool writeAll(const QString &path, const QByteArray &bytes);

// The catalogue file's text dump (gpa::db::dumpText), or "ERROR: ..." when
// it cannot be read, so a comparison fails with the reason in view.
QString dump(const QString &path);

// The backend the catalogue tests run on. GPA_TEST_BACKEND=postgresql puts
// every scratch catalogue on the throwaway server tests/pg/with-postgres.sh
// started (GPA_TEST_PG_HOST and GPA_TEST_PG_PORT); unset or "sqlite", on
// SQLite files. A test that only makes sense for a file carries the tag
// [sqlite-only] and is left out of the server run.
enum class Backend { SQLite, PostgreSQL };
Backend backend();
inline bool onServer() { return backend() == Backend::PostgreSQL; }

// On the server: a new database holding a freshly created catalogue (a copy
// of one built once per process, CREATE DATABASE ... TEMPLATE), its URL;
// empty when the server refused. Never called for SQLite.
QString freshServerCatalogue();
// On the server: a new, empty database (no catalogue yet), its URL.
QString emptyServerDatabase();
// Drops a database freshServerCatalogue() made (its URL).
void dropServerCatalogue(const QString &url);

// A catalogue in its own temporary folder, created from the bundled data: an
// SQLite file in folder(), or on the server (backend()) a database of its
// own, path() then being its URL.
class ScratchCatalogue
{
public:
    ScratchCatalogue();
    // On the server, a catalogue created from the bundled data on an empty
    // database rather than a copy (the same as ScratchCatalogue() on SQLite).
    struct CreateNow { };
    explicit ScratchCatalogue(CreateNow);
    ~ScratchCatalogue();
    ScratchCatalogue(const ScratchCatalogue &) = delete;
    ScratchCatalogue &operator=(const ScratchCatalogue &) = delete;
    [[nodiscard]] bool ok() const { return m_catalogue != nullptr; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QString folder() const { return m_dir.path(); }
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] const db::OpenReport &report() const { return m_report; }
    db::Catalogue &catalogue() { return *m_catalogue; }
    db::Catalogue *operator->() { return m_catalogue.get(); }

    void close() { m_catalogue.reset(); }
    // Opens the file again (after close()); false with error() on failure.
    bool reopen();

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_error;
    db::OpenReport m_report;
    std::unique_ptr<db::Catalogue> m_catalogue;
};

// A short-lived raw connection with a name of its own, outside the catalogue
// API: to an SQLite file, or to a database on the test server named by its
// URL (postgresql:///DATABASE?host=FOLDER&port=N&user=ROLE).
class RawConnection
{
public:
    explicit RawConnection(const QString &path);
    ~RawConnection();
    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;

    [[nodiscard]] bool isOpen() const { return m_open; }
    QSqlDatabase &db() { return m_db; }

private:
    QString m_name;
    QSqlDatabase m_db;
    bool m_open = false;
};

// Raw SQL on a file (or a server catalogue's URL) outside the catalogue API,
// to build fixtures and to tamper with files: runs a script of statements separated by ';' (quotes
// and -- comments respected; no trigger bodies). Returns an empty string on
// success, else the failing statement and its error.
QString runSql(const QString &databasePath, const QString &script);
QString runSqlFile(const QString &databasePath, const QString &scriptPath);
// The first column of the first row of `query`, as text ("" on error).
QString queryValue(const QString &databasePath, const QString &query);

} // namespace gpa::test
