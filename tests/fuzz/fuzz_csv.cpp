// CSV files from anywhere (imports, the bundled tables): the parser, its
// writer and every table reader. Besides not crashing:
// - what parses, written back with formatRow(), parses to the same table;
// - every record a table reader returns passes core's validator (the readers
//   never hand over a row the catalogue would refuse).
#include "core/csv.h"
#include "core/tableio.h"
#include "core/validation.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

template<typename Records, typename Check>
void checkEach(const gpa::Result<Records> &records, Check check)
{
    if (!records)
        return;
    for (const auto &record : *records)
        require(check(record));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpa;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    csv::Table table;
    csv::ParseError error;
    if (!csv::parse(text, table, error)) {
        require(error.line >= 1 && !error.message.empty());
        return 0;
    }
    require(table.rows.size() == table.lineNumbers.size());

    std::string written = csv::formatRow(table.header) + "\n";
    for (const csv::Row &row : table.rows)
        written += csv::formatRow(row) + "\n";
    csv::Table again;
    require(csv::parse(written, again, error));
    require(again.header == table.header);
    require(again.rows == table.rows);

    checkEach(tableio::readDevices(table, "d.csv"),
              [](const Device &d) { return checkDevice(d).empty(); });
    checkEach(tableio::readCloudOffers(table, "o.csv"),
              [](const CloudOffer &o) { return checkCloudOffer(o).empty(); });
    checkEach(tableio::readPriceQuotes(table, "q.csv"),
              [](const PriceQuote &q) { return checkQuote(q, std::nullopt).empty(); });
    checkEach(tableio::readExchangeRates(table, "r.csv"),
              [](const ExchangeRate &r) { return checkExchangeRate(r).empty(); });
    checkEach(tableio::readBenchmarks(table, "b.csv"),
              [](const Benchmark &b) { return b.throughput > 0.0; });
    checkEach(tableio::readScaling(table, "s.csv"),
              [](const ScalingRow &s) { return s.scalingRatio > 0.0; });
    checkEach(tableio::readSpecSupplements(table, "x.csv"),
              [](const SpecSupplement &) { return true; });
    return 0;
}
