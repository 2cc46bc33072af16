// Creating the catalogue from the bundled data, reopening it, and where it lives.
#include "core/csv.h"
#include "core/softwaresupport.h"
#include "core/tableio.h"
#include "database/catalogue.h"
#include "database/connection.h"
#include "database/sql.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QThread>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <thread>
#include <unistd.h>

using gpa::db::Catalogue;
using gpa::db::OpenReport;
using namespace gpa::test;

namespace {

gpa::csv::Table readSeedCsv(const QString &fileName)
{
    gpa::csv::Table table;
    gpa::csv::ParseError error;
    const bool parsed = gpa::csv::parse(readAll(seedFile(fileName)).toStdString(), table, error);
    REQUIRE(parsed);
    return table;
}

gpa::DataSet readSeedData()
{
    const auto text
        = [](const char *name) { return readAll(seedFile(QLatin1String(name))).toStdString(); };
    auto data = gpa::tableio::readBundledTables(text("devices.csv"), text("cloud_offers.csv"),
                                                text("price_quotes.csv"), text("benchmarks.csv"),
                                                text("scaling.csv"), text("exchange_rates.csv"),
                                                text("spec_supplements.csv"),
                                                text("cloud_price_history.csv"));
    INFO((data ? std::string() : data.message()));
    REQUIRE(data);
    return *data;
}

// Each record as text fields, for field-by-field comparison.
std::vector<std::string> fields(const gpa::CloudOffer &o)
{
    return {o.id,
            o.provider,
            o.instance,
            o.acceleratorId,
            std::to_string(o.acceleratorCount),
            gpa::tableio::formatOptional(o.usdPerHourOnDemand),
            gpa::tableio::formatOptional(o.usdPerHourSpot),
            o.region,
            o.priceDate,
            std::string(toString(o.priceScope)),
            o.source,
            o.notes};
}

std::vector<std::string> fields(const gpa::PriceQuote &q)
{
    return {q.deviceId,
            gpa::tableio::formatOptional(q.amount),
            q.currency,
            std::string(toString(q.kind)),
            std::string(toString(q.origin)),
            q.observed.toString(),
            q.source,
            q.notes};
}

std::vector<std::string> fields(const gpa::Benchmark &b)
{
    return {b.deviceId,
            std::string(toString(b.workload)),
            b.model,
            std::string(toString(b.precision)),
            std::to_string(b.numDevices),
            gpa::tableio::formatOptional(b.throughput),
            b.unit,
            b.batchSize ? std::to_string(*b.batchSize) : "",
            b.suite,
            b.software,
            b.platform,
            b.qualityFlag,
            b.source};
}

std::vector<std::string> fields(const gpa::ScalingRow &s)
{
    return {s.deviceId,
            std::string(toString(s.workload)),
            s.model,
            std::string(toString(s.precision)),
            std::to_string(s.numDevices),
            gpa::tableio::formatOptional(s.scalingRatio),
            gpa::tableio::formatOptional(s.efficiencyPerDevice),
            s.interconnect,
            s.platform,
            s.suite,
            s.baselineMatch,
            s.flag,
            s.source};
}

std::vector<std::string> fields(const gpa::ExchangeRate &e)
{
    return {e.currency, gpa::tableio::formatOptional(e.perUsd), e.asOf, e.source};
}

template<typename Record>
void checkSameRecords(const std::vector<Record> &stored, const std::vector<Record> &shipped)
{
    REQUIRE(stored.size() == shipped.size());
    for (std::size_t i = 0; i < stored.size(); ++i) {
        CAPTURE(i);
        CHECK(fields(stored[i]) == fields(shipped[i]));
    }
}

int rowCount(const QString &path, const QString &table)
{
    return queryValue(path, QStringLiteral("SELECT count(*) FROM %1").arg(table)).toInt();
}

} // namespace

TEST_CASE("A new catalogue holds every row of the bundled CSV files", "[catalogue][create]")
{
    // Created here, also on the server (where scratch catalogues are copies).
    ScratchCatalogue scratch(ScratchCatalogue::CreateNow {});
    INFO(scratch.error().toStdString());
    REQUIRE(scratch.ok());
    CHECK(scratch.report().outcome == OpenReport::Outcome::Created);
    CHECK(scratch.report().fileVersion == Catalogue::kSchemaVersion);
    CHECK(scratch.report().message().contains(scratch.path()));

    const auto counts = bundledRowCounts();
    // The bundled data is not empty, so equal counts below say something.
    REQUIRE(counts.at("devices") > 50);
    REQUIRE(counts.at("price_quotes") > 50);
    REQUIRE(counts.at("benchmarks") > 100);
    REQUIRE(counts.at("scaling") > 100);
    REQUIRE(counts.at("exchange_rates") >= 1);

    for (const auto &[table, rows] : counts) {
        CAPTURE(table);
        CHECK(rowCount(scratch.path(), QString::fromStdString(table)) == rows);
    }
    CHECK(rowCount(scratch.path(), QStringLiteral("bundled_devices")) == counts.at("devices"));
    // One setting: which release's bundled data it holds (update-data).
    CHECK(rowCount(scratch.path(), QStringLiteral("settings")) == 1);
    CHECK(scratch->setting(QStringLiteral("bundled_data_version")).size() == 16);
    CHECK_FALSE(scratch->bundledDataIsNewer());

    const gpa::DataSet data = scratch->load().value();
    CHECK(data.devices.size() == static_cast<std::size_t>(counts.at("devices")));
    CHECK(data.cloudOffers.size() == static_cast<std::size_t>(counts.at("cloud_offers")));
    CHECK(data.priceQuotes.size() == static_cast<std::size_t>(counts.at("price_quotes")));
    CHECK(data.benchmarks.size() == static_cast<std::size_t>(counts.at("benchmarks")));
    CHECK(data.scaling.size() == static_cast<std::size_t>(counts.at("scaling")));
    CHECK(data.exchangeRates.size() == static_cast<std::size_t>(counts.at("exchange_rates")));
    CHECK(data.specSupplements.size() == static_cast<std::size_t>(counts.at("spec_supplements")));
    // Read into vectors sized once, the quotes with room for a session's new
    // ones (an edit then moves no quote list).
    CHECK(data.devices.capacity() == data.devices.size());
    CHECK(data.benchmarks.capacity() == data.benchmarks.size());
    CHECK(data.priceQuotes.capacity() >= data.priceQuotes.size() + 64);
}

TEST_CASE("Every bundled value reads back exactly, in the order of the CSV files",
          "[catalogue][create]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const gpa::DataSet stored = scratch->load().value();
    const gpa::DataSet shipped = readSeedData();

    REQUIRE(stored.devices.size() == shipped.devices.size());
    for (std::size_t i = 0; i < stored.devices.size(); ++i) {
        const auto got = gpa::tableio::deviceFields(stored.devices[i]);
        const auto want = gpa::tableio::deviceFields(shipped.devices[i]);
        REQUIRE(got.size() == want.size());
        for (std::size_t f = 0; f < got.size(); ++f) {
            CAPTURE(shipped.devices[i].id, want[f].first);
            CHECK(got[f].second == want[f].second);
        }
        CHECK(stored.devices[i].origin == gpa::Origin::Bundled);
    }
    checkSameRecords(stored.cloudOffers, shipped.cloudOffers);
    checkSameRecords(stored.priceQuotes, shipped.priceQuotes);
    checkSameRecords(stored.benchmarks, shipped.benchmarks);
    checkSameRecords(stored.scaling, shipped.scaling);
    checkSameRecords(stored.exchangeRates, shipped.exchangeRates);
    for (const gpa::CloudOffer &offer : stored.cloudOffers)
        CHECK(offer.origin == gpa::Origin::Bundled);

    // Quotes are numbered 1..n in file order: the history has stable ids.
    for (std::size_t i = 0; i < stored.priceQuotes.size(); ++i)
        CHECK(stored.priceQuotes[i].id == static_cast<std::int64_t>(i + 1));
}

TEST_CASE("An empty CSV cell is NULL in the catalogue, never 0 or ''", "[catalogue][create]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());

    SECTION("a device whose L2 cache size is unknown reads it back as unknown")
    {
        const auto gtx1060 = scratch->device(QStringLiteral("gtx-1060-6gb"));
        REQUIRE(gtx1060);
        CHECK_FALSE(gtx1060->l2CacheMb.has_value());
        CHECK_FALSE(gtx1060->typicalUsedPriceUsd.has_value());
        CHECK(gtx1060->memoryGb == 6.0);
        CHECK(gtx1060->tdpW == 120.0);
        CHECK(queryValue(scratch.path(),
                         QStringLiteral("SELECT count(*) FROM devices "
                                        "WHERE id = 'gtx-1060-6gb' AND l2_cache_mb IS NULL"))
              == QStringLiteral("1"));
        CHECK(queryValue(scratch.path(),
                         QStringLiteral("SELECT count(*) FROM devices "
                                        "WHERE id = 'gtx-1060-6gb' AND interconnect IS NULL"))
              == QStringLiteral("1"));
    }

    SECTION("every column has exactly as many NULLs as its CSV column has empty cells")
    {
        for (const char *table : {"devices", "cloud_offers", "price_quotes", "benchmarks",
                                  "scaling", "exchange_rates"}) {
            const gpa::csv::Table csv = readSeedCsv(QLatin1String(table) + QStringLiteral(".csv"));
            for (std::size_t column = 0; column < csv.header.size(); ++column) {
                int empty = 0;
                for (const auto &row : csv.rows)
                    empty += row[column].empty() ? 1 : 0;
                const QString name = QString::fromStdString(csv.header[column]);
                CAPTURE(table, csv.header[column], empty);
                CHECK(queryValue(scratch.path(),
                                 QStringLiteral("SELECT count(*) FROM %1 WHERE %2 IS NULL")
                                     .arg(QLatin1String(table), name))
                          .toInt()
                      == empty);
            }
        }
    }
}

TEST_CASE("Bundled values keep their sources", "[catalogue][create]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());

    // price_quotes.csv rows 22, 23 and 65 are the RTX 2080 Ti's.
    const auto quotes = scratch->priceQuotes(QStringLiteral("rtx-2080-ti"));
    REQUIRE(quotes.size() == 3);
    CHECK(quotes[0].id == 22);
    CHECK(quotes[0].amount == 999.0);
    CHECK(quotes[0].kind == gpa::QuoteKind::Msrp);
    CHECK(quotes[0].observed == gpa::PartialDate::yearMonth(2018, 9));
    CHECK(quotes[1].id == 23);
    CHECK(quotes[1].amount == 1200.0);
    CHECK(quotes[2].id == 65);
    CHECK(quotes[2].amount == 1928.0);
    CHECK(quotes[2].observed == gpa::PartialDate::ymd(2022, 7, 1));
    CHECK(quotes[2].source
          == "lambdal/deeplearning-benchmark:pytorch/scripts/"
             "compile_results_pytorch_throughput.py@a568104449d3");

    const auto benchmarks = scratch->benchmarks();
    REQUIRE_FALSE(benchmarks.empty());
    const gpa::Benchmark &first = benchmarks.front();
    CHECK(first.deviceId == "a100-40gb-pcie");
    CHECK(first.workload == gpa::Workload::Transformer);
    CHECK(first.model == "bert_base_squad");
    CHECK(first.precision == gpa::Precision::Fp16);
    CHECK(first.throughput == 289.0);
    CHECK(first.unit == "sequences/s");
    CHECK(first.batchSize == 88);
    CHECK(first.suite == "dlb_pytorch_v0");
    CHECK(first.qualityFlag.empty());
    CHECK(
        first.source
        == "lambdal/deeplearning-benchmark:pytorch/pytorch-train-throughput-fp16.csv@a568104449d3");

    const auto scaling = scratch->scaling();
    REQUIRE_FALSE(scaling.empty());
    CHECK(scaling.front().scalingRatio == 1.9585);
    CHECK(scaling.front().efficiencyPerDevice == 0.9792);
    CHECK(scaling.front().numDevices == 2);

    const auto device = scratch->device(QStringLiteral("rtx-2080-ti"));
    REQUIRE(device);
    CHECK(device->l2CacheMb == 5.5);
    CHECK(device->tensorCores == true);
    CHECK(device->launchMsrpUsd == 999.0);
    CHECK(device->releaseDate == gpa::PartialDate::yearMonth(2018, 9));
    CHECK_FALSE(device->source.empty());
}

TEST_CASE("The schema keeps every CSV column and marks the database as a catalogue",
          "[catalogue][create]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString dump = scratch->dumpText();

    using Columns = const std::vector<std::string> &(*)();
    const auto [tableName, columns] = GENERATE(table<const char *, Columns>({
        {"devices", gpa::tableio::deviceColumns},
        {"bundled_devices", gpa::tableio::deviceColumns},
        {"cloud_offers", gpa::tableio::cloudOfferColumns},
        {"price_quotes", gpa::tableio::priceQuoteColumns},
        {"benchmarks", gpa::tableio::benchmarkColumns},
        {"scaling", gpa::tableio::scalingColumns},
        {"exchange_rates", gpa::tableio::exchangeRateColumns},
        {"spec_supplements", gpa::tableio::specSupplementColumns},
        {"cloud_price_history", gpa::tableio::cloudPriceColumns},
    }));
    CAPTURE(tableName);
    // The dump's "data <table> (n rows): col|col|..." line lists the columns.
    const QString prefix = QStringLiteral("data %1 (").arg(QLatin1String(tableName));
    QStringList stored;
    for (const QString &line : dump.split(QLatin1Char('\n'))) {
        if (line.startsWith(prefix))
            stored = line.section(QStringLiteral("): "), 1).split(QLatin1Char('|'));
    }
    REQUIRE_FALSE(stored.isEmpty());
    for (const std::string &column : columns()) {
        if (std::string_view(tableName) == "bundled_devices" && column == "origin")
            continue; // the shipped copy is bundled by definition
        CAPTURE(column);
        CHECK(stored.contains(QString::fromStdString(column)));
    }

    if (onServer()) {
        // A server has no pragmas: the version is the newest row of gpa_schema.
        CHECK(queryValue(scratch.path(), QStringLiteral("SELECT max(version) FROM gpa_schema")).toInt()
              == Catalogue::kSchemaVersion);
    } else {
        CHECK(queryValue(scratch.path(), QStringLiteral("PRAGMA user_version")).toInt()
              == Catalogue::kSchemaVersion);
        CHECK(queryValue(scratch.path(), QStringLiteral("PRAGMA application_id")).toInt()
              == Catalogue::kApplicationId);
    }
    CHECK(Catalogue::kApplicationId == 0x47504176);
}

// [sqlite-only]: the files SQLite leaves beside a catalogue.
TEST_CASE("Creating a catalogue leaves only the catalogue file in its folder",
          "[catalogue][create][sqlite-only]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    CHECK(QDir(scratch.folder()).entryList(QDir::Files | QDir::Hidden)
          == QStringList {QStringLiteral("catalogue.sqlite")});
}

TEST_CASE("Reopening a catalogue keeps its data and does not recreate it", "[catalogue][open]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    gpa::PriceQuote quote;
    quote.deviceId = "rtx-2060";
    quote.amount = 289.0;
    quote.kind = gpa::QuoteKind::Used;
    quote.origin = gpa::Origin::User;
    quote.observed = gpa::PartialDate::ymd(2026, 3, 14);
    quote.source = "local classified ad";
    const auto id = scratch->addPriceQuote(quote);
    INFO((id ? std::string() : id.message()));
    REQUIRE(id);
    REQUIRE(scratch->setSetting(QStringLiteral("reference_device"), QStringLiteral("rtx-2080-ti")));
    const QString before = scratch->dumpText();
    scratch.close();

    REQUIRE(scratch.reopen());
    CHECK(scratch.report().outcome == OpenReport::Outcome::Opened);
    CHECK(scratch.report().message().isEmpty());
    CHECK(scratch->dumpText() == before);
    const auto quotes = scratch->priceQuotes(QStringLiteral("rtx-2060"));
    REQUIRE_FALSE(quotes.empty());
    CHECK(quotes.back().id == *id);
    CHECK(quotes.back().amount == 289.0);
    CHECK(quotes.back().condition() == gpa::Condition::Used);
    CHECK(quotes.back().origin == gpa::Origin::User);
    CHECK(quotes.back().source == "local classified ad");
    CHECK(scratch->setting(QStringLiteral("reference_device")) == QStringLiteral("rtx-2080-ti"));
}

TEST_CASE("Each catalogue has its own connection, removed when it closes", "[catalogue][open]")
{
    const qsizetype before = QSqlDatabase::connectionNames().size();
    {
        ScratchCatalogue first;
        ScratchCatalogue second;
        REQUIRE(first.ok());
        REQUIRE(second.ok());
        CHECK(QSqlDatabase::connectionNames().size() == before + 2);
        REQUIRE(first->setSetting(QStringLiteral("k"), QStringLiteral("first")));
        CHECK(second->setting(QStringLiteral("k"), QStringLiteral("unset"))
              == QStringLiteral("unset"));
        first.close();
        CHECK(QSqlDatabase::connectionNames().size() == before + 1);
        CHECK(second->devices().value().size()
              == static_cast<std::size_t>(bundledRowCounts().at("devices")));
    }
    CHECK(QSqlDatabase::connectionNames().size() == before);
}

TEST_CASE("The default catalogue lives in the application data folder", "[catalogue][open]")
{
    // The test main turned QStandardPaths' test mode on: this is not the user's folder.
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    REQUIRE_FALSE(folder.isEmpty());
    CHECK(Catalogue::defaultPath() == folder + QStringLiteral("/catalogue.sqlite"));
    CHECK(QFileInfo(folder).isDir());
}

// [sqlite-only]: folders and permissions of a catalogue file.
TEST_CASE("A catalogue that cannot be created fails with a one-line reason", "[catalogue][open][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());

    SECTION("its folder would be inside a regular file")
    {
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        REQUIRE(writeAll(blocker, "not a folder"));
        const QString path = blocker + QStringLiteral("/data/catalogue.sqlite");
        OpenReport report;
        const auto opened = Catalogue::open(path, &report);
        REQUIRE_FALSE(opened);
        const QString message = QString::fromStdString(opened.message());
        CAPTURE(message.toStdString());
        CHECK(message.contains(QStringLiteral("cannot create the folder")));
        CHECK(message.contains(blocker));
        CHECK(message.contains(QStringLiteral("a part of its path is not a folder")));
        CHECK_FALSE(message.contains(QLatin1Char('\n')));
        CHECK(readAll(blocker) == "not a folder");
    }

    SECTION("a folder name longer than the file system allows")
    {
        const QString path = dir.filePath(QString(300, QLatin1Char('x')))
            + QStringLiteral("/catalogue.sqlite");
        const auto opened = Catalogue::open(path);
        REQUIRE_FALSE(opened);
        const QString message = QString::fromStdString(opened.message());
        CAPTURE(message.toStdString());
        CHECK(message.contains(QStringLiteral("cannot create the folder")));
        CHECK(message.contains(QStringLiteral("the path is too long for the file system")));
        CHECK_FALSE(message.contains(QLatin1Char('\n')));
    }

    SECTION("the path is a folder")
    {
        const auto opened = Catalogue::open(dir.path());
        REQUIRE_FALSE(opened);
        CHECK(QString::fromStdString(opened.message()).contains(QStringLiteral("is a folder")));
    }

    SECTION("the folder is not writable")
    {
        if (::geteuid() == 0) {
            WARN("running as root: permissions do not stop root, nothing to check");
            return;
        }
        const QString locked = dir.filePath(QStringLiteral("locked"));
        REQUIRE(QDir().mkpath(locked));
        REQUIRE(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
        const auto opened = Catalogue::open(locked + QStringLiteral("/catalogue.sqlite"));
        QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        REQUIRE_FALSE(opened);
        const QString message = QString::fromStdString(opened.message());
        CAPTURE(message.toStdString());
        CHECK(message.contains(QStringLiteral("cannot create a file in")));
        CHECK_FALSE(message.contains(QLatin1Char('\n')));
        CHECK(QDir(locked).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }
}

TEST_CASE("Every bundled device has its fit and support values, or says why one is unknown",
          "[catalogue][create][platform]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const std::vector<gpa::Device> devices = scratch->devices().value();
    REQUIRE(devices.size() >= 100);
    // "<column> unknown" (or "... do not apply" / "are the system's" for the
    // columns a module or a whole machine has no use for) in platform_notes.
    const auto explained = [](const gpa::Device &d, const char *column) {
        const std::string &notes = d.platformNotes;
        return notes.find(std::string(column) + " unknown") != std::string::npos
            || ((notes.find("do not apply") != std::string::npos
                 || notes.find("are the system's") != std::string::npos
                 || notes.find("are the server's") != std::string::npos
                 || notes.find("are the rack's") != std::string::npos)
                && notes.find(column) != std::string::npos);
    };
    for (const gpa::Device &d : devices) {
        CAPTURE(d.id);
        CHECK(d.formFactor != gpa::FormFactor::Unknown);
        CHECK_FALSE(d.platformSource.empty());
        CHECK_FALSE(d.platformNotes.empty());
        // Cloud-only in the segment means cloud-only in the form factor.
        if (d.segment == gpa::Segment::CloudOnly)
            CHECK(d.formFactor == gpa::FormFactor::CloudOnly);
        const bool card = d.formFactor == gpa::FormFactor::Pcie;
        const bool module = d.formFactor == gpa::FormFactor::Sxm || d.formFactor == gpa::FormFactor::Oam;
        if (card || module) {
            CHECK((d.tdpW.has_value() || explained(d, "tdp_w")));
            CHECK((!d.cooling.empty() || explained(d, "cooling")));
        }
        if (card) {
            CHECK((d.boardSlots.has_value() || explained(d, "board_slots")));
            CHECK((d.lengthMm.has_value() || explained(d, "length_mm")));
            CHECK((!d.powerConnectors.empty() || explained(d, "power_connectors")));
        } else {
            // Modules, machines and cloud devices have no card width.
            CHECK_FALSE(d.boardSlots.has_value());
        }
        // Cooling is one of the normalised values, or empty.
        if (!d.cooling.empty())
            CHECK((d.cooling == "open-air" || d.cooling == "blower" || d.cooling == "passive"
                   || d.cooling == "varies"));
        if (d.vendor == "NVIDIA")
            CHECK(d.capability().has_value());
        else
            CHECK(d.computeCapability.empty());
        if (d.vendor == "AMD")
            CHECK(d.rocmSupport != gpa::RocmSupport::Unknown);
        else
            CHECK(d.rocmSupport == gpa::RocmSupport::Unknown);
        // Where support has ended or its end is announced, the last release
        // that supports the device is recorded.
        const gpa::SupportVerdict support = gpa::softwareSupport(d);
        if (!support.fitForNewPurchase())
            CHECK_FALSE(d.lastSupportedRelease.empty());
        else
            CHECK(d.lastSupportedRelease.empty());
    }
}

TEST_CASE("The fit and support columns round-trip through the catalogue and CSV", "[catalogue][platform]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    gpa::Device d;
    d.id = "my-blower-card";
    d.name = "My blower card";
    d.vendor = "AMD";
    d.releaseYear = 2025;
    d.formFactor = gpa::FormFactor::Pcie;
    d.powerConnectors = "1x 12V-2x6";
    d.rocmSupport = gpa::RocmSupport::Maintenance;
    d.lastSupportedRelease = "ROCm 6.4";
    d.platformSource = "my own measurement";
    d.platformNotes = "length_mm unknown: not measured";
    REQUIRE(scratch->addDevice(d));
    const auto back = scratch->device(QStringLiteral("my-blower-card"));
    REQUIRE(back);
    CHECK(back->formFactor == gpa::FormFactor::Pcie);
    CHECK(back->powerConnectors == "1x 12V-2x6");
    CHECK(back->rocmSupport == gpa::RocmSupport::Maintenance);
    CHECK(back->lastSupportedRelease == "ROCm 6.4");
    CHECK(back->platformSource == d.platformSource);
    CHECK(back->platformNotes == d.platformNotes);
    CHECK(back->computeCapability.empty());

    const auto fields = gpa::tableio::deviceFields(*back);
    const auto value = [&](const std::string &column) {
        for (const auto &[name, text] : fields) {
            if (name == column)
                return text;
        }
        return std::string("?");
    };
    CHECK(value("form_factor") == "pcie");
    CHECK(value("rocm_support") == "maintenance");
    CHECK(value("compute_capability").empty());
}

TEST_CASE("An SQLite connection enforces foreign keys, trusts no schema function, and limits its page cache on request",
          "[catalogue][connection][sqlite-only]")
{
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("settings.sqlite"));
    QString error;
    const auto connection
        = gpa::db::Connection::open(path, gpa::db::Connection::Mode::Create, &error);
    REQUIRE(connection);
    const auto pragma = [&](const char *statement) {
        QSqlQuery query(connection->db());
        REQUIRE(query.exec(QString::fromLatin1(statement)));
        REQUIRE(query.next());
        return query.value(0).toInt();
    };
    CHECK(pragma(gpa::db::sql::kForeignKeys) == 1);
    CHECK(pragma("PRAGMA trusted_schema") == 0);
    // Negative: KiB. SQLite's default is -2000; the catalogue is read by scans.
    CHECK(pragma(gpa::db::sql::kPageCacheSize) == -2000);
    REQUIRE(connection->limitPageCache(&error));
    CHECK(pragma(gpa::db::sql::kPageCacheSize) == -256);
}

TEST_CASE("A connection opened on one thread and handed to another belongs to that thread",
          "[catalogue][connection][sqlite-only]")
{
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("handed.sqlite"));
    QThread *const self = QThread::currentThread();
    std::unique_ptr<gpa::db::Connection> connection;
    QString error;
    std::thread opener([&] {
        connection = gpa::db::Connection::open(path, gpa::db::Connection::Mode::Create, &error);
        if (connection)
            connection->moveToThread(self);
    });
    opener.join();
    REQUIRE(connection);
    CHECK(connection->db().driver()->thread() == self);
    // Qt finds a named connection only from the thread its driver is in.
    CHECK(QSqlDatabase::database(connection->name(), false).isValid());
    CHECK(connection->exec("CREATE TABLE handed (x INTEGER)", &error));
    QSqlQuery query(connection->db());
    CHECK(query.exec(QStringLiteral("INSERT INTO handed VALUES (1)")));
}
