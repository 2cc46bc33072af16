// The bulk reads through SQLite's own API (sqliteread.h) give the very
// records Qt SQL gives, including the awkward values a file written by other
// means can carry: NULLs, numbers in text columns, non-ASCII and invalid
// UTF-8, and text over the length any entry path accepts.
#include "database/catalogue.h"
#include "database/rows.h"
#include "database/sql.h"
#include "database/sqliteread.h"
#include "testsupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

using namespace gpa;

namespace {

template<typename Record>
std::vector<Record> throughQt(QSqlDatabase &db, const char *select, Record (*read)(const QSqlQuery &))
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    REQUIRE(query.exec(QString::fromUtf8(select)));
    std::vector<Record> records;
    while (query.next())
        records.push_back(read(query));
    return records;
}

void checkSame(const PriceQuote &a, const PriceQuote &b)
{
    CHECK(a.id == b.id);
    CHECK(a.deviceId == b.deviceId);
    CHECK(a.amount == b.amount);
    CHECK(a.currency == b.currency);
    CHECK(a.kind == b.kind);
    CHECK(a.origin == b.origin);
    CHECK(a.observed.toString() == b.observed.toString());
    CHECK(a.source == b.source);
    CHECK(a.notes == b.notes);
    CHECK(a.enteredBy == b.enteredBy);
    CHECK(a.enteredAt == b.enteredAt);
}

void checkSame(const Device &a, const Device &b)
{
    CHECK(a.id == b.id);
    CHECK(a.name == b.name);
    CHECK(a.vendor == b.vendor);
    CHECK(a.kind == b.kind);
    CHECK(a.segment == b.segment);
    CHECK(a.architecture == b.architecture);
    CHECK(a.releaseYear == b.releaseYear);
    CHECK((a.releaseDate ? a.releaseDate->toString() : "-") == (b.releaseDate ? b.releaseDate->toString() : "-"));
    CHECK(a.memoryGb == b.memoryGb);
    CHECK(a.memoryType == b.memoryType);
    CHECK(a.memoryBandwidthGbs == b.memoryBandwidthGbs);
    CHECK(a.fp32Tflops == b.fp32Tflops);
    CHECK(a.fp16TflopsNonTensor == b.fp16TflopsNonTensor);
    CHECK(a.tensorFp16TflopsDense == b.tensorFp16TflopsDense);
    CHECK(a.int8TopsDense == b.int8TopsDense);
    CHECK(a.tensorCores == b.tensorCores);
    CHECK(a.l2CacheMb == b.l2CacheMb);
    CHECK(a.tdpW == b.tdpW);
    CHECK(a.pcieGen == b.pcieGen);
    CHECK(a.interconnect == b.interconnect);
    CHECK(a.launchMsrpUsd == b.launchMsrpUsd);
    CHECK(a.typicalUsedPriceUsd == b.typicalUsedPriceUsd);
    CHECK(a.cooling == b.cooling);
    CHECK(a.source == b.source);
    CHECK(a.notes == b.notes);
    CHECK(a.boardSlots == b.boardSlots);
    CHECK(a.lengthMm == b.lengthMm);
    CHECK(a.psuRecommendedW == b.psuRecommendedW);
    CHECK(a.formFactor == b.formFactor);
    CHECK(a.powerConnectors == b.powerConnectors);
    CHECK(a.computeCapability == b.computeCapability);
    CHECK(a.rocmSupport == b.rocmSupport);
    CHECK(a.lastSupportedRelease == b.lastSupportedRelease);
    CHECK(a.platformSource == b.platformSource);
    CHECK(a.platformNotes == b.platformNotes);
    CHECK(a.origin == b.origin);
    CHECK(a.rowVersion == b.rowVersion);
}

// Every listed member of `a` and `b` is equal.
template<typename Record, typename... Member>
void checkMembers(const Record &a, const Record &b, Member Record::*...members)
{
    const auto same = [&](auto member) { CHECK(a.*member == b.*member); };
    (same(members), ...);
}

void checkSame(const CloudOffer &a, const CloudOffer &b)
{
    checkMembers(a, b, &CloudOffer::id, &CloudOffer::provider, &CloudOffer::instance,
                 &CloudOffer::acceleratorId, &CloudOffer::acceleratorCount,
                 &CloudOffer::usdPerHourOnDemand, &CloudOffer::usdPerHourSpot, &CloudOffer::region,
                 &CloudOffer::priceDate, &CloudOffer::source, &CloudOffer::notes,
                 &CloudOffer::priceScope, &CloudOffer::origin, &CloudOffer::rowVersion);
}

void checkSame(const Benchmark &a, const Benchmark &b)
{
    checkMembers(a, b, &Benchmark::id, &Benchmark::deviceId, &Benchmark::workload, &Benchmark::model,
                 &Benchmark::precision, &Benchmark::numDevices, &Benchmark::throughput,
                 &Benchmark::unit, &Benchmark::batchSize, &Benchmark::suite, &Benchmark::software,
                 &Benchmark::platform, &Benchmark::qualityFlag, &Benchmark::source);
}

void checkSame(const ScalingRow &a, const ScalingRow &b)
{
    checkMembers(a, b, &ScalingRow::id, &ScalingRow::deviceId, &ScalingRow::workload,
                 &ScalingRow::model, &ScalingRow::precision, &ScalingRow::numDevices,
                 &ScalingRow::scalingRatio, &ScalingRow::efficiencyPerDevice,
                 &ScalingRow::interconnect, &ScalingRow::platform, &ScalingRow::suite,
                 &ScalingRow::baselineMatch, &ScalingRow::flag, &ScalingRow::source);
}

void checkSame(const CloudPricePoint &a, const CloudPricePoint &b)
{
    checkMembers(a, b, &CloudPricePoint::offerId, &CloudPricePoint::usdPerHourOnDemand,
                 &CloudPricePoint::usdPerHourSpot, &CloudPricePoint::priceDate,
                 &CloudPricePoint::source, &CloudPricePoint::notes);
}

void checkSame(const ExchangeRate &a, const ExchangeRate &b)
{
    checkMembers(a, b, &ExchangeRate::currency, &ExchangeRate::perUsd, &ExchangeRate::asOf,
                 &ExchangeRate::source);
}

void checkSame(const SpecSupplement &a, const SpecSupplement &b)
{
    checkMembers(a, b, &SpecSupplement::deviceId, &SpecSupplement::field, &SpecSupplement::value,
                 &SpecSupplement::source);
}

void checkSame(const LlmModel &a, const LlmModel &b)
{
    checkMembers(a, b, &LlmModel::id, &LlmModel::name, &LlmModel::family, &LlmModel::paramsB,
                 &LlmModel::activeParamsB, &LlmModel::layers, &LlmModel::hiddenSize,
                 &LlmModel::intermediateSize, &LlmModel::attentionHeads, &LlmModel::kvHeads,
                 &LlmModel::headDim, &LlmModel::vocabSize, &LlmModel::nativeContext,
                 &LlmModel::experts, &LlmModel::activeExperts, &LlmModel::tiedEmbeddings,
                 &LlmModel::kvCacheDim, &LlmModel::slidingWindow, &LlmModel::slidingLayers,
                 &LlmModel::source, &LlmModel::notes, &LlmModel::origin);
}

void checkSame(const LlmBenchmark &a, const LlmBenchmark &b)
{
    checkMembers(a, b, &LlmBenchmark::deviceId, &LlmBenchmark::deviceCount, &LlmBenchmark::split,
                 &LlmBenchmark::modelId, &LlmBenchmark::format, &LlmBenchmark::task,
                 &LlmBenchmark::metric, &LlmBenchmark::context, &LlmBenchmark::batch,
                 &LlmBenchmark::tokensPerS, &LlmBenchmark::software, &LlmBenchmark::observed,
                 &LlmBenchmark::source, &LlmBenchmark::notes);
}

// One table read both ways: the same records, in the same order. Returns
// the bulk read's.
template<typename Record>
std::vector<Record> checkTable(QSqlDatabase &db, const char *select, Record (*read)(const QSqlQuery &))
{
    const std::vector<Record> qt = throughQt<Record>(db, select, read);
    auto bulk = db::sqliteread::read<Record>(db, QString::fromUtf8(select), 0);
    REQUIRE(bulk);
    REQUIRE(bulk->size() == qt.size());
    CHECK_FALSE(qt.empty());
    for (std::size_t i = 0; i < qt.size(); ++i) {
        CAPTURE(select, i);
        checkSame(qt[i], (*bulk)[i]);
    }
    return std::move(*bulk);
}

// A new catalogue file, and a raw connection of its own to it for tampering
// and reading outside the catalogue API.
class CatalogueFile
{
public:
    CatalogueFile() : m_path(m_dir.filePath(QStringLiteral("catalogue.sqlite")))
    {
        REQUIRE(m_dir.isValid());
        REQUIRE(db::Catalogue::open(m_path));
        m_connection.emplace(m_path);
        REQUIRE(m_connection->isOpen());
    }

    QSqlDatabase &db() { return m_connection->db(); }

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::optional<test::RawConnection> m_connection;
};

} // namespace

// [sqlite-only]: the bulk reader calls SQLite's own API on a file.
TEST_CASE("Bulk reads of every other table give the records Qt SQL gives", "[catalogue][sqliteread][sqlite-only]")
{
    CatalogueFile file;
    QSqlDatabase &db = file.db();
    // NULLs and odd text where a file written by other means has them.
    QSqlQuery edit(db);
    REQUIRE(edit.exec(QStringLiteral(
        "UPDATE benchmarks SET batch_size = NULL, software = NULL, source = '\u00E9t\u00E9' "
        "WHERE id = (SELECT min(id) FROM benchmarks)")));
    REQUIRE(edit.exec(QStringLiteral(
        "UPDATE scaling SET efficiency_per_device = NULL, flag = printf('%.300c', 'f') "
        "WHERE id = (SELECT min(id) FROM scaling)")));
    REQUIRE(edit.exec(QStringLiteral(
        "UPDATE cloud_offers SET usd_per_hour_spot = NULL, notes = CAST(X'41FF42' AS TEXT) "
        "WHERE id = (SELECT min(id) FROM cloud_offers)")));
    checkTable(db, db::sql::kSelectCloudOffers, db::rows::readCloudOffer);
    checkTable(db, db::sql::kSelectBenchmarks, db::rows::readBenchmark);
    checkTable(db, db::sql::kSelectScaling, db::rows::readScaling);
    checkTable(db, db::sql::kSelectCloudPrices, db::rows::readCloudPrice);
    checkTable(db, db::sql::kSelectExchangeRates, db::rows::readExchangeRate);
    checkTable(db, db::sql::kSelectSpecSupplements, db::rows::readSpecSupplement);
    checkTable(db, db::sql::kSelectLlmModels, db::rows::readLlmModel);
    checkTable(db, db::sql::kSelectLlmBenchmarks, db::rows::readLlmBenchmark);
}

// [sqlite-only]: the bulk reader calls SQLite's own API on a file.
TEST_CASE("Bulk reads through SQLite give the records Qt SQL gives, odd values included",
          "[catalogue][sqliteread][sqlite-only]")
{
    CatalogueFile file;
    QSqlDatabase &db = file.db();
    QSqlQuery edit(db);
    // What no entry path writes, but a file written by other means holds.
    REQUIRE(edit.exec(QStringLiteral(
        "UPDATE devices SET name = 'Karte für " "\u6DF1\u5EA6\u5B66\u4E60" "', "
        "notes = printf('%.5000c', 'n'), architecture = NULL, memory_type = 42 "
        "WHERE id = 'rtx-3090'")));
    REQUIRE(edit.exec(QStringLiteral(
        "UPDATE devices SET name = printf('%.300c', 'x') || '\u00E9' WHERE id = 'rtx-2070'")));
    // Quotes are a history (a trigger refuses updates): new rows, copied
    // from the first one, with the odd text.
    // Dates (parsed from the stored bytes) that are no date: not plain
    // ASCII, and longer than any name. Both read as no date.
    const QString datedCopy = QStringLiteral(
        "INSERT INTO price_quotes (device_id, amount, currency, kind, origin, observed, "
        "source, notes, entered_by, entered_at) SELECT device_id, amount, currency, kind, "
        "origin, %1, source, notes, entered_by, entered_at FROM price_quotes "
        "WHERE id = (SELECT min(id) FROM price_quotes)");
    REQUIRE(edit.exec(datedCopy.arg(QStringLiteral("'2024-0\u00E9'"))));
    REQUIRE(edit.exec(datedCopy.arg(QStringLiteral("'2024-05' || printf('%.300c', ' ')"))));
    const QString copy = QStringLiteral(
        "INSERT INTO price_quotes (device_id, amount, currency, kind, origin, observed, "
        "source, notes, entered_by, entered_at) SELECT device_id, amount, currency, kind, "
        "origin, observed, %1, %2, NULL, entered_at FROM price_quotes "
        "WHERE id = (SELECT min(id) FROM price_quotes)");
    REQUIRE(edit.exec(copy.arg(QStringLiteral("'\u00E9\u00E8'"),
                               QStringLiteral("CAST(X'41FF42' AS TEXT)"))));
    // An invalid byte after whole words of plain text, and one at the end
    // of the first word: both found, both decoded.
    REQUIRE(edit.exec(copy.arg(QStringLiteral("'sixteen plain ch' || CAST(X'FF' AS TEXT)"),
                               QStringLiteral("CAST(X'31323334353637FF39' AS TEXT)"))));
    REQUIRE(edit.exec(copy.arg(QStringLiteral("printf('%.4100c', 's')"), QStringLiteral("7"))));

    const std::vector<Device> bulkDevices = checkTable(db, db::sql::kSelectDevices, db::rows::readDevice);
    REQUIRE(bulkDevices.size() > 50);
    const std::vector<PriceQuote> bulkQuotes
        = checkTable(db, db::sql::kSelectPriceQuotes, db::rows::readPriceQuote);
    REQUIRE(bulkQuotes.size() > 50);

    // The shortened and the decoded values themselves, as the rows promise.
    const auto byId = [&](const std::string &id) {
        for (const Device &d : bulkDevices)
            if (d.id == id)
                return d;
        FAIL("no device " << id);
        return Device {};
    };
    CHECK(byId("rtx-3090").name == "Karte f\u00FCr \u6DF1\u5EA6\u5B66\u4E60");
    CHECK(byId("rtx-3090").memoryType == "42");
    CHECK(byId("rtx-3090").architecture.empty());
    CHECK(byId("rtx-3090").notes.size() == 3999 + std::string("\u2026").size());
    CHECK(byId("rtx-2070").name == std::string(199, 'x') + "\u2026");
    for (const std::size_t fromEnd : {std::size_t {5}, std::size_t {4}}) {
        const PriceQuote &undated = bulkQuotes[bulkQuotes.size() - fromEnd];
        CHECK_FALSE(undated.observed.isValid());
        CHECK(undated.kind == bulkQuotes.front().kind);
    }
    const PriceQuote &odd = bulkQuotes[bulkQuotes.size() - 3];
    CHECK(odd.notes == "A\uFFFDB");
    CHECK(odd.source == "\u00E9\u00E8");
    CHECK(odd.enteredBy.empty());
    const PriceQuote &invalid = bulkQuotes[bulkQuotes.size() - 2];
    CHECK(invalid.source == "sixteen plain ch\uFFFD");
    CHECK(invalid.notes == "1234567\uFFFD9");
    CHECK(bulkQuotes.back().source == std::string(3999, 's') + "\u2026");
    CHECK(bulkQuotes.back().notes == "7");
}

// [sqlite-only]: the bulk reader calls SQLite's own API on a file.
TEST_CASE("Bulk reads step aside for a statement SQLite cannot run", "[catalogue][sqliteread][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString connection = QStringLiteral("sqliteread-missing");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(dir.filePath(QStringLiteral("empty.sqlite")));
        REQUIRE(db.open());
        // No such table: nullopt, so that Qt SQL reads and says why.
        CHECK_FALSE(db::sqliteread::read<PriceQuote>(db, QString::fromUtf8(db::sql::kSelectPriceQuotes), 0));
        CHECK_FALSE(db::sqliteread::read<Device>(db, QString(), 0));
        // Placeholders it cannot bind: nullopt, not the rows of NULL values.
        CHECK_FALSE(db::sqliteread::read<Device>(db, QStringLiteral("SELECT 1 WHERE 1 = :one"), 0));
    }
    QSqlDatabase::removeDatabase(connection);
}
