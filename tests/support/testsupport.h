#pragma once

#include "database/catalogue.h"

#include <QByteArray>
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

// A catalogue in its own temporary folder, created from the bundled data.
class ScratchCatalogue
{
public:
    ScratchCatalogue();
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

// Raw SQL on a file outside the catalogue API, to build fixtures and to
// tamper with files: runs a script of statements separated by ';' (quotes
// and -- comments respected; no trigger bodies). Returns an empty string on
// success, else the failing statement and its error.
QString runSql(const QString &databasePath, const QString &script);
QString runSqlFile(const QString &databasePath, const QString &scriptPath);
// The first column of the first row of `query`, as text ("" on error).
QString queryValue(const QString &databasePath, const QString &query);

} // namespace gpa::test
