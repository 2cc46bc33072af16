#include "sqliteread.h"

#include "rows.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <cstring>
#include <memory>

namespace gpa::db::sqliteread {

namespace {

// The connection's sqlite3 handle; null for another driver.
sqlite3 *handleOf(QSqlDatabase &db)
{
    if (!db.isOpen() || !db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

struct Finalize
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};

template<typename Record, typename Read>
std::optional<std::vector<Record>> read(QSqlDatabase &db, const QString &select,
                                        std::size_t expected, Read readRow)
{
    sqlite3 *handle = handleOf(db);
    if (!handle || select.isEmpty())
        return std::nullopt;
    const QByteArray text = select.toUtf8();
    sqlite3_stmt *raw = nullptr;
    if (sqlite3_prepare_v2(handle, text.constData(), static_cast<int>(text.size()), &raw, nullptr)
        != SQLITE_OK)
        return std::nullopt;
    const std::unique_ptr<sqlite3_stmt, Finalize> statement(raw);
    std::vector<Record> records;
    records.reserve(expected);
    for (;;) {
        const int step = sqlite3_step(statement.get());
        if (step == SQLITE_DONE)
            return records;
        if (step != SQLITE_ROW)
            return std::nullopt; // busy, damaged, ...: Qt SQL reads again and says why
        records.push_back(readRow(statement.get()));
    }
}

} // namespace

std::optional<std::vector<Device>> devices(QSqlDatabase &db, const QString &select,
                                           std::size_t expected)
{
    return read<Device>(db, select, expected,
                        [](sqlite3_stmt *s) { return rows::readDevice(s); });
}

std::optional<std::vector<PriceQuote>> priceQuotes(QSqlDatabase &db, const QString &select,
                                                   std::size_t expected)
{
    return read<PriceQuote>(db, select, expected,
                            [](sqlite3_stmt *s) { return rows::readPriceQuote(s); });
}

} // namespace gpa::db::sqliteread
