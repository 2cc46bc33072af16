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

Device readRow(sqlite3_stmt *s, const Device *) { return rows::readDevice(s); }
PriceQuote readRow(sqlite3_stmt *s, const PriceQuote *) { return rows::readPriceQuote(s); }
CloudOffer readRow(sqlite3_stmt *s, const CloudOffer *) { return rows::readCloudOffer(s); }
Benchmark readRow(sqlite3_stmt *s, const Benchmark *) { return rows::readBenchmark(s); }
ScalingRow readRow(sqlite3_stmt *s, const ScalingRow *) { return rows::readScaling(s); }
CloudPricePoint readRow(sqlite3_stmt *s, const CloudPricePoint *) { return rows::readCloudPrice(s); }
ExchangeRate readRow(sqlite3_stmt *s, const ExchangeRate *) { return rows::readExchangeRate(s); }
SpecSupplement readRow(sqlite3_stmt *s, const SpecSupplement *) { return rows::readSpecSupplement(s); }
LlmModel readRow(sqlite3_stmt *s, const LlmModel *) { return rows::readLlmModel(s); }
LlmBenchmark readRow(sqlite3_stmt *s, const LlmBenchmark *) { return rows::readLlmBenchmark(s); }

// The record its row reads, made where the vector keeps it (emplace_back()
// constructs it from the converted value in place: no finished record is
// moved into the vector).
template<typename Record> struct RowReader
{
    sqlite3_stmt *statement;
    // NOLINTNEXTLINE(google-explicit-constructor): converted by emplace_back()
    operator Record() const { return readRow(statement, static_cast<const Record *>(nullptr)); }
};

} // namespace

template<typename Record>
std::optional<std::vector<Record>> read(QSqlDatabase &db, const QString &select, std::size_t expected)
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
    // A statement with placeholders needs values this read cannot bind.
    if (sqlite3_bind_parameter_count(statement.get()) > 0)
        return std::nullopt;
    std::vector<Record> records;
    records.reserve(expected);
    for (;;) {
        const int step = sqlite3_step(statement.get());
        if (step == SQLITE_DONE)
            return records;
        if (step != SQLITE_ROW)
            return std::nullopt; // busy, damaged, ...: Qt SQL reads again and says why
        records.emplace_back(RowReader<Record> {statement.get()});
    }
}

template std::optional<std::vector<Device>> read<Device>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<PriceQuote>> read<PriceQuote>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<CloudOffer>> read<CloudOffer>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<Benchmark>> read<Benchmark>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<ScalingRow>> read<ScalingRow>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<CloudPricePoint>> read<CloudPricePoint>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<ExchangeRate>> read<ExchangeRate>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<SpecSupplement>> read<SpecSupplement>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<LlmModel>> read<LlmModel>(QSqlDatabase &, const QString &, std::size_t);
template std::optional<std::vector<LlmBenchmark>> read<LlmBenchmark>(QSqlDatabase &, const QString &, std::size_t);

} // namespace gpa::db::sqliteread
