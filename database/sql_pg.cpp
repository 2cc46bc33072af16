#include "sql_pg.h"

#include "sql.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlDriver>

namespace gpa::db::sql {

namespace {

// The server's form of the statements of sql.h that SQLite and PostgreSQL
// write differently. Everything else runs unchanged on both.
const QHash<const char *, const char *> &serverForms()
{
    static const QHash<const char *, const char *> forms {
        // SQLite gives a NULL INTEGER PRIMARY KEY the next id; the server
        // takes it from the column's sequence, and says which it was.
        {kInsertPriceQuote,
         "INSERT INTO price_quotes (id, device_id, amount, currency, kind, origin, observed, "
         "source, notes, entered_by, entered_at) VALUES (COALESCE(:id, "
         "nextval(pg_get_serial_sequence('price_quotes', 'id'))), :device_id, :amount, "
         ":currency, :kind, :origin, :observed, :source, :notes, :entered_by, :entered_at) "
         "RETURNING id"},
        // Text order depends on the database's collation on the server: the
        // prefix is matched instead of a range.
        {kSelectEngineSettings,
         "SELECT key, value FROM settings WHERE starts_with(key, 'engine.') "
         "ORDER BY key COLLATE \"C\""},
        // READ COMMITTED: the row is locked until the write commits, so two
        // read-modify-writes of one setting never lose each other's change.
        {kSelectSettingForUpdate, "SELECT value FROM settings WHERE key = :key FOR UPDATE"},
        {kKnownCurrencies, "SELECT currency FROM exchange_rates ORDER BY currency COLLATE \"C\""},
    };
    return forms;
}

} // namespace

QString forDialect(const char *statement, Dialect dialect)
{
    if (dialect == Dialect::PostgreSQL) {
        const auto &forms = serverForms();
        if (const auto it = forms.constFind(statement); it != forms.constEnd())
            return QString::fromUtf8(*it);
    }
    return QString::fromUtf8(statement);
}

Dialect dialectOf(const QSqlDatabase &db)
{
    return db.driver() && db.driver()->dbmsType() == QSqlDriver::PostgreSQL ? Dialect::PostgreSQL
                                                                             : Dialect::SQLite;
}

} // namespace gpa::db::sql
