// Opening files that are not a current catalogue: an older schema (migrated
// after a backup), a newer one (read-only), and files that are not a catalogue
// at all (set aside unchanged).
#include "database/catalogue.h"
#include "database/schema.h"
#include "database/schemacheck.h"
#include "testsupport.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <functional>

using gpa::db::Catalogue;
using gpa::db::OpenReport;
namespace schemacheck = gpa::db::schemacheck;
using namespace gpa::test;

namespace {

// The "schema ..." lines of a dump: the tables, indexes and triggers.
QStringList schemaLines(const QString &dump)
{
    QStringList lines;
    for (const QString &line : dump.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("schema ")))
            lines << line;
    }
    return lines;
}

QString dumpVersion(const QString &dump)
{
    return dump.section(QLatin1Char('\n'), 0, 0);
}

// Names a backup or set-aside file would get in the next few seconds: files
// already there must be left alone and not reused.
QStringList namesForTheNextSeconds(const QString &base)
{
    QStringList names;
    const QDateTime now = QDateTime::currentDateTime();
    for (int s = 0; s < 3; ++s)
        names << base + now.addSecs(s).toString(QStringLiteral("yyyyMMdd-HHmmss"));
    return names;
}

QString loadV1Fixture(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString error = runSqlFile(path, fixtureFile(QStringLiteral("catalogue-v1.sql")));
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    REQUIRE(queryValue(path, QStringLiteral("PRAGMA user_version")) == QStringLiteral("1"));
    return path;
}

} // namespace

// [sqlite-only]: the fixture is an SQLite catalogue of an older schema; a
// server catalogue starts at schema 6 (see database/schema_pg.cpp).
TEST_CASE("The version-1 fixture is schema 1 as the migrations define it",
          "[catalogue][migration][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString fixture = loadV1Fixture(dir);
    const QString built = dir.filePath(QStringLiteral("built.sqlite"));
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1-build"));
        db.setDatabaseName(built);
        REQUIRE(db.open());
        CHECK(gpa::db::schema::apply(db, 0, 1).isEmpty());
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1-build"));
    const QStringList expected = schemaLines(dump(built));
    REQUIRE(expected.size() >= 10);
    CHECK(schemaLines(dump(fixture)) == expected);
    CHECK(dumpVersion(dump(built)) == QStringLiteral("user_version 1"));
}

// [sqlite-only]: the fixture is an SQLite catalogue of an older schema; a
// server catalogue starts at schema 6 (see database/schema_pg.cpp).
TEST_CASE("A version-1 catalogue is migrated after a backup, with every value kept",
          "[catalogue][migration][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = loadV1Fixture(dir);
    const QString before = dump(path);
    REQUIRE(before.startsWith(QStringLiteral("user_version 1")));

    OpenReport report;
    auto opened = Catalogue::open(path, &report);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    Catalogue &catalogue = **opened;

    CHECK(report.outcome == OpenReport::Outcome::Migrated);
    CHECK(report.fileVersion == 1);
    CHECK(report.schemaVersion == Catalogue::kSchemaVersion);
    CHECK(report.backupPath.startsWith(path + QStringLiteral(".v1-backup-")));
    // A consistent copy of every row and the version-1 schema, not a byte copy
    // (which a writer elsewhere could tear).
    CHECK(dump(report.backupPath) == before);
    CHECK(report.message().contains(QDir::toNativeSeparators(report.backupPath)));
    CHECK_FALSE(catalogue.isReadOnly());
    CHECK(queryValue(path, QStringLiteral("PRAGMA user_version")) == QString::number(Catalogue::kSchemaVersion));

    const gpa::DataSet data = catalogue.load().value();
    REQUIRE(data.devices.size() == 3);
    CHECK(data.devices[0].id == "gtx-1080");
    CHECK(data.devices[1].id == "rtx-2080-ti");
    CHECK(data.devices[2].id == "tesla-v100-sxm2-16gb");
    for (const gpa::Device &device : data.devices)
        CHECK(device.origin == gpa::Origin::Bundled);

    const gpa::Device &rtx = data.devices[1];
    CHECK_FALSE(rtx.l2CacheMb.has_value()); // unknown in that release
    CHECK(rtx.tensorCores == true);
    CHECK(rtx.int8TopsDense == 227.7);
    CHECK(rtx.boardSlots == 2.0);
    CHECK(rtx.lengthMm == 267.0);
    CHECK(rtx.psuRecommendedW == 650.0);
    CHECK(rtx.notes == "Reference card; FE $1,199 (Tom's Hardware table).");
    const gpa::Device &v100 = data.devices[2];
    CHECK(v100.l2CacheMb == 6.0);
    CHECK_FALSE(v100.releaseDate.has_value());
    CHECK(v100.notes.empty());
    CHECK(v100.interconnect == "NVLink 2.0, 300 GB/s");
    CHECK(data.devices[0].tensorCores == false);

    REQUIRE(data.priceQuotes.size() == 5);
    std::vector<std::int64_t> ids;
    for (const gpa::PriceQuote &quote : data.priceQuotes)
        ids.push_back(quote.id);
    CHECK(ids == std::vector<std::int64_t> {1, 2, 3, 5, 7});
    CHECK(data.priceQuotes[4].amount == 1928.0);
    CHECK(data.priceQuotes[4].observed == gpa::PartialDate::ymd(2022, 7, 1));
    CHECK(data.priceQuotes[1].notes.empty());
    // The old kinds map forward: msrp stays, a shop's retail price is
    // retail-new, and a Lambda machine's per-GPU price is a system share.
    std::vector<gpa::QuoteKind> kinds;
    for (const gpa::PriceQuote &quote : data.priceQuotes) {
        kinds.push_back(quote.kind);
        CHECK(quote.origin == gpa::Origin::Bundled);
    }
    CHECK(kinds
          == std::vector<gpa::QuoteKind>{gpa::QuoteKind::Msrp, gpa::QuoteKind::RetailNew,
                                         gpa::QuoteKind::Msrp, gpa::QuoteKind::RetailNew,
                                         gpa::QuoteKind::SystemShare});
    // The offer says what its price pays for; it had no history.
    REQUIRE(data.cloudOffers.size() == 1);
    CHECK(data.cloudOffers[0].priceScope == gpa::PriceScope::Instance);
    CHECK(data.cloudPriceHistory.empty());

    REQUIRE(data.benchmarks.size() == 3);
    CHECK(data.benchmarks[2].qualityFlag == "outlier_vs_card_median(x0.38)");
    CHECK(data.benchmarks[2].batchSize == 256);
    REQUIRE(data.scaling.size() == 2);
    CHECK(data.scaling[0].interconnect.empty());
    CHECK(data.scaling[1].interconnect == "nvlink");
    CHECK(data.scaling[1].scalingRatio == 5.2984);
    REQUIRE(data.cloudOffers.size() == 1);
    CHECK(data.cloudOffers[0].usdPerHourSpot == 0.5197);
    CHECK(data.cloudOffers[0].origin == gpa::Origin::Bundled);
    REQUIRE(data.exchangeRates.size() == 2);
    CHECK(data.exchangeRates[1].perUsd == 0.8909);
    CHECK(data.specSupplements.empty());

    // Schema 3 filled the fit and support columns of the shipped devices
    // from this release's bundled data.
    CHECK(data.devices[0].formFactor == gpa::FormFactor::Pcie);
    CHECK(data.devices[0].computeCapability == "6.1");
    CHECK(data.devices[0].lastSupportedRelease == "CUDA 12.9");
    CHECK(data.devices[0].powerConnectors == "1x 8-pin PCIe");
    CHECK(data.devices[2].formFactor == gpa::FormFactor::Sxm);
    CHECK(data.devices[2].computeCapability == "7.0");
    CHECK_FALSE(data.devices[2].platformSource.empty());

    // What the file shipped with is what "revert" restores, not today's seed.
    const auto shipped = catalogue.bundledDevice(QStringLiteral("rtx-2080-ti"));
    REQUIRE(shipped);
    CHECK_FALSE(shipped->l2CacheMb.has_value());
    CHECK(shipped->notes == rtx.notes);
    CHECK(shipped->formFactor == gpa::FormFactor::Pcie);
    CHECK(shipped->computeCapability == "7.5");

    // The new schema works: settings, and ids continue after the highest.
    CHECK(catalogue.setting(QStringLiteral("price_policy"), QStringLiteral("none"))
          == QStringLiteral("none"));
    CHECK(catalogue.setSetting(QStringLiteral("price_policy"), QStringLiteral("latest")));
    gpa::PriceQuote quote = data.priceQuotes[0];
    quote.amount = 379.0;
    quote.kind = gpa::QuoteKind::Used;
    quote.observed = gpa::PartialDate::ymd(2026, 1, 10);
    const auto id = catalogue.addPriceQuote(quote);
    REQUIRE(id);
    CHECK(*id == 8);

    SECTION("the migrated schema is the one a new catalogue gets")
    {
        ScratchCatalogue fresh;
        REQUIRE(fresh.ok());
        CHECK(schemaLines(catalogue.dumpText()) == schemaLines(fresh->dumpText()));
    }

    SECTION("opening it again migrates nothing and takes no further backup")
    {
        opened->reset();
        OpenReport again;
        const auto reopened = Catalogue::open(path, &again);
        REQUIRE(reopened);
        CHECK(again.outcome == OpenReport::Outcome::Opened);
        CHECK(again.backupPath.isEmpty());
        CHECK(QDir(dir.path()).entryList({QStringLiteral("*backup*")}, QDir::Files).size() == 1);
    }
}

// [sqlite-only]: the fixture is an SQLite catalogue of an older schema; a
// server catalogue starts at schema 6 (see database/schema_pg.cpp).
TEST_CASE("A version-2 catalogue gets the fit and support columns, filled for shipped devices only",
          "[catalogue][migration][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v2-build"));
        db.setDatabaseName(path);
        REQUIRE(db.open());
        REQUIRE(gpa::db::schema::apply(db, 0, 2).isEmpty());
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v2-build"));
    // A shipped device the user changed, a shipped one as it came, one of
    // the user's own, and the shipped copy "revert" restores.
    const QString error = runSql(path, QStringLiteral(
        "INSERT INTO devices (id, name, vendor, kind, segment, tdp_w, origin) VALUES "
        "('rtx-2080-ti', 'GeForce RTX 2080 Ti', 'NVIDIA', 'gpu', 'consumer', 260, 'modified');"
        "INSERT INTO devices (id, name, vendor, kind, segment, origin) VALUES "
        "('h100-sxm', 'H100 SXM5', 'NVIDIA', 'gpu', 'datacenter', 'bundled');"
        "INSERT INTO devices (id, name, vendor, kind, segment, origin) VALUES "
        "('my-card', 'My card', 'NVIDIA', 'gpu', 'consumer', 'user');"
        "INSERT INTO bundled_devices (id, name, vendor, kind, segment) VALUES "
        "('rtx-2080-ti', 'GeForce RTX 2080 Ti', 'NVIDIA', 'gpu', 'consumer');"
        "PRAGMA user_version = 2"));
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());

    OpenReport report;
    auto opened = Catalogue::open(path, &report);
    REQUIRE(opened);
    CHECK(report.outcome == OpenReport::Outcome::Migrated);
    CHECK(report.fileVersion == 2);
    Catalogue &catalogue = **opened;

    const auto changed = catalogue.device(QStringLiteral("rtx-2080-ti"));
    REQUIRE(changed);
    CHECK(changed->origin == gpa::Origin::Modified);
    CHECK(changed->tdpW == 260.0); // the user's value stays
    CHECK(changed->formFactor == gpa::FormFactor::Pcie);
    CHECK(changed->computeCapability == "7.5");
    CHECK(changed->powerConnectors == "2x 8-pin PCIe");

    const auto module = catalogue.device(QStringLiteral("h100-sxm"));
    REQUIRE(module);
    CHECK(module->formFactor == gpa::FormFactor::Sxm);
    CHECK(module->computeCapability == "9.0");

    const auto own = catalogue.device(QStringLiteral("my-card"));
    REQUIRE(own);
    CHECK(own->formFactor == gpa::FormFactor::Unknown);
    CHECK(own->computeCapability.empty());

    const auto shipped = catalogue.bundledDevice(QStringLiteral("rtx-2080-ti"));
    REQUIRE(shipped);
    CHECK(shipped->formFactor == gpa::FormFactor::Pcie);
    CHECK(shipped->platformSource == changed->platformSource);

    // The new columns refuse values outside their lists.
    CHECK_FALSE(runSql(path, QStringLiteral("UPDATE devices SET form_factor = 'usb' WHERE id = 'my-card'"))
                    .isEmpty());
    CHECK_FALSE(runSql(path, QStringLiteral("UPDATE devices SET rocm_support = 'maybe' WHERE id = 'my-card'"))
                    .isEmpty());

    SECTION("the migrated schema is the one a new catalogue gets")
    {
        ScratchCatalogue fresh;
        REQUIRE(fresh.ok());
        CHECK(schemaLines(catalogue.dumpText()) == schemaLines(fresh->dumpText()));
    }
}

// [sqlite-only]: the fixture is an SQLite catalogue of an older schema; a
// server catalogue starts at schema 6 (see database/schema_pg.cpp).
TEST_CASE("A migration never overwrites an existing backup", "[catalogue][migration][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = loadV1Fixture(dir);
    const QString before = dump(path);
    const QStringList decoys = namesForTheNextSeconds(path + QStringLiteral(".v1-backup-"));
    for (const QString &decoy : decoys)
        REQUIRE(writeAll(decoy, "an older backup"));

    OpenReport report;
    const auto opened = Catalogue::open(path, &report);
    REQUIRE(opened);
    CHECK(report.outcome == OpenReport::Outcome::Migrated);
    CHECK_FALSE(decoys.contains(report.backupPath));
    CHECK(dump(report.backupPath) == before);
    for (const QString &decoy : decoys)
        CHECK(readAll(decoy) == "an older backup");
}

// [sqlite-only]: the fixture is an SQLite catalogue of an older schema; a
// server catalogue starts at schema 6 (see database/schema_pg.cpp).
TEST_CASE("A migration that cannot succeed leaves the file as it was, read-only, with no backup",
          "[catalogue][migration][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = loadV1Fixture(dir);
    // A quote of a device that is not there: written with foreign keys off,
    // it fails the check that ends the update.
    REQUIRE(runSql(path, QStringLiteral("PRAGMA foreign_keys = OFF; INSERT INTO price_quotes "
                                        "(device_id, amount, currency, source_kind, condition, "
                                        "observed) VALUES ('gone', 100, 'USD', 'retail', 'new', "
                                        "'2019-01')"))
                .isEmpty());
    const QByteArray before = sha256(path);
    const QString dumpBefore = dump(path);

    // Every start tries again and fails again: never a second copy.
    for (int start = 0; start < 3; ++start) {
        CAPTURE(start);
        OpenReport report;
        const auto opened = Catalogue::open(path, &report);
        INFO((opened ? std::string() : opened.message()));
        REQUIRE(opened);
        CHECK(report.outcome == OpenReport::Outcome::ReadOnly);
        const QString message = report.message();
        CAPTURE(message.toStdString());
        CHECK(message.contains(QStringLiteral("cannot be updated from schema version 1 to %1").arg(Catalogue::kSchemaVersion)));
        CHECK(message.contains(QStringLiteral("price_quotes refers to a missing row of devices")));
        CHECK(message.contains(QStringLiteral("unchanged")));
        CHECK(message.contains(QStringLiteral("move it away to start again from the bundled data")));
        CHECK_FALSE(message.contains(QLatin1Char('\n')));
        CHECK(report.backupPath.isEmpty());
        CHECK((*opened)->isReadOnly());
        CHECK((*opened)->readOnlyReason().contains(QStringLiteral("cannot be updated")));
        // Still readable, through the columns version 1 has.
        const auto data = (*opened)->load();
        REQUIRE(data);
        CHECK(data->devices.size() == 3);
        CHECK(data->priceQuotes.size() == 6);
        CHECK(data->devices[1].origin == gpa::Origin::Bundled); // no origin column yet
        CHECK((*opened)->setting(QStringLiteral("k"), QStringLiteral("none"))
              == QStringLiteral("none")); // no settings table yet
        gpa::PriceQuote quote = data->priceQuotes.front();
        CHECK_FALSE((*opened)->addPriceQuote(quote));
    }
    CHECK(sha256(path) == before);
    CHECK(dump(path) == dumpBefore);
    CHECK(QDir(dir.path()).entryList({QStringLiteral("*backup*")}, QDir::Files).isEmpty());
}

TEST_CASE("A catalogue written by a newer version opens read-only and refuses every write",
          "[catalogue][newer]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    // A file keeps its schema version in a pragma, a server in gpa_schema.
    const QString newer = onServer() ? QStringLiteral("INSERT INTO gpa_schema (version) VALUES (%1)")
                                     : QStringLiteral("PRAGMA user_version = %1");
    REQUIRE(runSql(scratch.path(), newer.arg(Catalogue::kSchemaVersion + 1)).isEmpty());
    const QByteArray before = sha256(scratch.path());
    const QString dumpBefore = dump(scratch.path());

    REQUIRE(scratch.reopen());
    const OpenReport &report = scratch.report();
    CHECK(report.outcome == OpenReport::Outcome::ReadOnlyNewer);
    CHECK(report.fileVersion == Catalogue::kSchemaVersion + 1);
    CHECK(report.message().contains(QStringLiteral("read-only")));
    CHECK(report.message().contains(QStringLiteral("newer version")));
    CHECK(scratch->isReadOnly());
    CHECK(scratch->readOnlyReason().contains(QStringLiteral("newer version")));
    // Reading still works.
    CHECK(scratch->devices().value().size() == static_cast<std::size_t>(bundledRowCounts().at("devices")));
    CHECK(scratch->load().value().priceQuotes.size()
          == static_cast<std::size_t>(bundledRowCounts().at("price_quotes")));

    gpa::PriceQuote quote;
    quote.id = 1000;
    quote.deviceId = "rtx-2080-ti";
    quote.amount = 700.0;
    quote.observed = gpa::PartialDate::ymd(2026, 2, 1);
    gpa::Device device = *scratch->device(QStringLiteral("rtx-2080-ti"));
    device.memoryGb = 22.0;
    gpa::Device mine = device;
    mine.id = "my-card";

    using Write = std::function<std::string(Catalogue &)>;
    const auto message
        = [](const auto &result) { return result ? std::string() : result.message(); };
    const auto [what, write] = GENERATE_COPY(table<const char *, Write>({
        {"addPriceQuote", [=](Catalogue &c) { return message(c.addPriceQuote(quote)); }},
        {"removePriceQuote", [=](Catalogue &c) { return message(c.removePriceQuote(1)); }},
        {"restorePriceQuote", [=](Catalogue &c) { return message(c.restorePriceQuote(quote)); }},
        {"addDevice", [=](Catalogue &c) { return message(c.addDevice(mine)); }},
        {"updateDevice", [=](Catalogue &c) { return message(c.updateDevice(device)); }},
        {"deleteDevice",
         [=](Catalogue &c) { return message(c.deleteDevice(QStringLiteral("rtx-2080-ti"))); }},
        {"revertDevice",
         [=](Catalogue &c) { return message(c.revertDevice(QStringLiteral("rtx-2080-ti"))); }},
        {"setExchangeRate",
         [=](Catalogue &c) {
             return message(c.setExchangeRate({"GBP", 0.79, "2026-01-01", "test"}));
         }},
        {"setSetting",
         [=](Catalogue &c) {
             return message(c.setSetting(QStringLiteral("k"), QStringLiteral("v")));
         }},
    }));
    CAPTURE(what);
    const QString error = QString::fromStdString(write(scratch.catalogue()));
    CAPTURE(error.toStdString());
    CHECK(error.contains(QStringLiteral("read-only")));
    CHECK(error.contains(QStringLiteral("newer version")));
    CHECK_FALSE(error.contains(QLatin1Char('\n')));

    scratch.close();
    if (!onServer())
        CHECK(sha256(scratch.path()) == before);
    CHECK(dump(scratch.path()) == dumpBefore);
}

namespace {

// A file at the catalogue's path that is not a valid catalogue.
struct BadFile
{
    const char *what;
    const char *reason; // expected in the report's reason
    std::function<void(const QString &path, const QString &scratchFolder)> make;
    bool check = false; // found by the integrity check only (asked for here)
};

QByteArray randomBytes(int size, quint32 seed)
{
    QRandomGenerator generator(seed);
    QByteArray bytes(size, '\0');
    for (char &byte : bytes)
        byte = static_cast<char>(generator.bounded(256));
    return bytes;
}

// Bytes of a freshly created catalogue.
QByteArray catalogueBytes(const QString &scratchFolder)
{
    const QString path = scratchFolder + QStringLiteral("/template.sqlite");
    {
        const auto created = Catalogue::open(path);
        REQUIRE(created);
    }
    return readAll(path);
}

} // namespace

// [sqlite-only]: damage to an SQLite file; a server keeps its own files.
TEST_CASE("A file that is not a valid catalogue is set aside unchanged and replaced",
          "[catalogue][corrupt][sqlite-only]")
{
    const BadFile bad = GENERATE(values<BadFile>({
        {"random bytes", "not an SQLite database",
         [](const QString &path, const QString &) {
             REQUIRE(writeAll(path, randomBytes(8192, 7)));
         }},
        {"an empty file", "empty",
         [](const QString &path, const QString &) { REQUIRE(writeAll(path, {})); }},
        {"a CSV file", "not an SQLite database",
         [](const QString &path, const QString &) {
             REQUIRE(writeAll(path, readAll(seedFile(QStringLiteral("devices.csv")))));
         }},
        {"another program's SQLite database", "another program (application id 42)",
         [](const QString &path, const QString &) {
             REQUIRE(runSql(path,
                            QStringLiteral("CREATE TABLE notes (text); INSERT INTO notes "
                                           "VALUES ('hello'); PRAGMA application_id = 42"))
                         .isEmpty());
         }},
        {"an SQLite database without an application id", "application id 0",
         [](const QString &path, const QString &) {
             REQUIRE(runSql(path, QStringLiteral("CREATE TABLE devices (id)")).isEmpty());
         }},
        {"our application id without a schema version", "no schema version",
         [](const QString &path, const QString &) {
             REQUIRE(runSql(path,
                            QStringLiteral("CREATE TABLE devices (id); "
                                           "PRAGMA application_id = 1196441974"))
                         .isEmpty());
         }},
        // SQLite compares the header's page count with the file's size at
        // its first read, under its lock.
        {"a truncated catalogue", "SQLite cannot read it: database disk image is malformed",
         [](const QString &path, const QString &scratch) {
             const QByteArray whole = catalogueBytes(scratch);
             REQUIRE(whole.size() > 8 * 4096);
             REQUIRE(writeAll(path, whole.left(whole.size() / 2 / 4096 * 4096)));
         }},
        {"a catalogue with a damaged page", "integrity check failed",
         [](const QString &path, const QString &scratch) {
             QByteArray bytes = catalogueBytes(scratch);
             const qsizetype page = 4096;
             const qsizetype start = bytes.size() / 2 / page * page;
             bytes.replace(start, page, randomBytes(static_cast<int>(page), 11));
             REQUIRE(writeAll(path, bytes));
         },
         true},
        {"a schema version no release has written", "is not one GPU Advisor has ever written",
         [](const QString &path, const QString &scratch) {
             QByteArray bytes = catalogueBytes(scratch);
             bytes[60] = '\x3c'; // user_version's high byte: 0x3c000000 + the version
             REQUIRE(writeAll(path, bytes));
         }},
    }));
    CAPTURE(bad.what);

    QTemporaryDir dir;
    QTemporaryDir scratch;
    REQUIRE(dir.isValid());
    REQUIRE(scratch.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    bad.make(path, scratch.path());
    const QByteArray before = sha256(path);
    REQUIRE_FALSE(before.isEmpty());

    OpenReport report;
    gpa::db::OpenOptions options;
    options.checkIntegrity = bad.check;
    const auto opened = Catalogue::open(path, &report, options);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    CHECK(report.outcome == OpenReport::Outcome::SetAsideAndCreated);
    CAPTURE(report.reason.toStdString());
    CHECK(report.reason.contains(QLatin1String(bad.reason)));
    CHECK(report.setAsidePath.startsWith(path + QStringLiteral(".corrupt-")));
    CHECK(sha256(report.setAsidePath) == before);
    const QString message = report.message();
    CHECK(message.contains(QDir::toNativeSeparators(report.setAsidePath)));
    CHECK(message.contains(report.reason));

    // A working catalogue from the bundled data took its place.
    CHECK_FALSE((*opened)->isReadOnly());
    CHECK((*opened)->devices().value().size()
          == static_cast<std::size_t>(bundledRowCounts().at("devices")));
    CHECK(queryValue(path, QStringLiteral("PRAGMA user_version")) == QString::number(Catalogue::kSchemaVersion));
}

// [sqlite-only]: SQLite's journal and write-ahead log files.
TEST_CASE("Setting a file aside moves its journal with it and reuses no name",
          "[catalogue][corrupt][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QByteArray garbage = randomBytes(4096, 3);
    const QByteArray journal = randomBytes(1024, 5);
    REQUIRE(writeAll(path, garbage));
    REQUIRE(writeAll(path + QStringLiteral("-journal"), journal));
    const QStringList decoys = namesForTheNextSeconds(path + QStringLiteral(".corrupt-"));
    for (const QString &decoy : decoys)
        REQUIRE(writeAll(decoy, "set aside earlier"));

    OpenReport report;
    const auto opened = Catalogue::open(path, &report);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    CHECK(report.outcome == OpenReport::Outcome::SetAsideAndCreated);
    CHECK_FALSE(decoys.contains(report.setAsidePath));
    CHECK(readAll(report.setAsidePath) == garbage);
    CHECK(readAll(report.setAsidePath + QStringLiteral("-journal")) == journal);
    CHECK_FALSE(QFileInfo::exists(path + QStringLiteral("-journal")));
    for (const QString &decoy : decoys)
        CHECK(readAll(decoy) == "set aside earlier");
    CHECK((*opened)->devices().value().size()
          == static_cast<std::size_t>(bundledRowCounts().at("devices")));
}

namespace {

// Copies a catalogue and its journal or log while a write transaction is
// under way on it: what a crash at that moment leaves behind. A cache of one
// page makes SQLite write changed pages out before the commit: into the file
// (a rollback journal keeps the old pages) or into the log (uncommitted
// frames). "delete" turns the file into one an older version wrote.
void snapshotMidTransaction(const QString &path, const QString &copy, const QStringList &statements,
                            const QString &journalMode)
{
    const QString sidecar = journalMode == QLatin1String("wal") ? QStringLiteral("-wal")
                                                                : QStringLiteral("-journal");
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("crash"));
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery query(db);
        REQUIRE(query.exec(QStringLiteral("PRAGMA journal_mode = ") + journalMode));
        REQUIRE(query.exec(QStringLiteral("PRAGMA cache_size = 1")));
        REQUIRE(query.exec(QStringLiteral("BEGIN")));
        for (const QString &statement : statements)
            REQUIRE(query.exec(statement));
        REQUIRE(QFileInfo(path + sidecar).size() > 0);
        REQUIRE(QFile::copy(path, copy));
        REQUIRE(QFile::copy(path + sidecar, copy + sidecar));
        REQUIRE(query.exec(QStringLiteral("ROLLBACK")));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("crash"));
}

} // namespace

// [sqlite-only]: a file writer killed mid-transaction; a server rolls back on its own.
TEST_CASE("A write interrupted by a crash is rolled back by SQLite, not taken for damage",
          "[catalogue][open][sqlite-only]")
{
    const QString mode = GENERATE(QStringLiteral("delete"), QStringLiteral("wal"));
    CAPTURE(mode.toStdString());
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    const QString committed = dump(scratch.path());
    const QString crashed = scratch.folder() + QStringLiteral("/crashed.sqlite");
    snapshotMidTransaction(scratch.path(), crashed,
                           {QStringLiteral("DELETE FROM scaling"),
                            QStringLiteral("DELETE FROM benchmarks"),
                            QStringLiteral("PRAGMA user_version = 1")},
                           mode);
    if (mode == QLatin1String("delete")) {
        // The uncommitted change really reached the file (else nothing is tested).
        REQUIRE(sha256(crashed) != sha256(scratch.path()));
    }

    OpenReport report;
    const auto opened = Catalogue::open(crashed, &report);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    CHECK(report.outcome == OpenReport::Outcome::Opened);
    CHECK(report.fileVersion == Catalogue::kSchemaVersion);
    // A rollback journal beside the file says a write was interrupted: the
    // integrity check runs once, after SQLite's own recovery.
    CHECK(report.checked == (mode == QLatin1String("delete")));
    CHECK((*opened)->dumpText() == committed);
    CHECK_FALSE(QFileInfo::exists(crashed + QStringLiteral("-journal")));
    CHECK(QDir(scratch.folder()).entryList({QStringLiteral("*.check-*")}, QDir::Files).isEmpty());
}

// [sqlite-only]: damage to an SQLite file and its journal.
TEST_CASE("A damaged catalogue with a journal is recovered by SQLite, found damaged and set aside",
          "[catalogue][corrupt][sqlite-only]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    const QString crashed = scratch.folder() + QStringLiteral("/crashed.sqlite");
    // A journal holding only the header page, so rolling it back cannot
    // repair the damage below.
    snapshotMidTransaction(scratch.path(), crashed, {QStringLiteral("PRAGMA user_version = 1")},
                           QStringLiteral("delete"));
    // Damage a page in the middle, as a failing disk would.
    QByteArray bytes = readAll(crashed);
    const qsizetype start = bytes.size() / 2 / 4096 * 4096;
    const QByteArray damage = randomBytes(4096, 13);
    bytes.replace(start, 4096, damage);
    REQUIRE(writeAll(crashed, bytes));

    OpenReport report;
    const auto opened = Catalogue::open(crashed, &report);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    CHECK(report.outcome == OpenReport::Outcome::SetAsideAndCreated);
    CAPTURE(report.reason.toStdString());
    CHECK(report.reason.contains(QStringLiteral("integrity check failed")));
    // Set aside as SQLite left it after its recovery: the damage is kept as
    // it was, for whoever wants to look at it.
    CHECK(readAll(report.setAsidePath).mid(start, 4096) == damage);
    CHECK_FALSE(QFileInfo::exists(crashed + QStringLiteral("-journal")));
    CHECK(QDir(scratch.folder()).entryList({QStringLiteral("*.check-*")}, QDir::Files).isEmpty());
    CHECK((*opened)->devices().value().size()
          == static_cast<std::size_t>(bundledRowCounts().at("devices")));
}

// [sqlite-only]: the fixture is an SQLite catalogue of an older schema; a
// server catalogue starts at schema 6 (see database/schema_pg.cpp).
TEST_CASE("Migrating to price kinds keeps the user's quotes, re-kinded, and never reuses an id",
          "[catalogue][migration][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = loadV1Fixture(dir);
    // Two quotes the user typed in (kind "user"), one for a used card, and a
    // removed quote 11: the next id must be 12, not 11.
    const QString error = runSql(
        path, QStringLiteral(
                  "INSERT INTO price_quotes VALUES (9, 'rtx-2080-ti', 800, 'USD', 'user', 'used', "
                  "'2019-03-01', 'eBay', NULL);"
                  "INSERT INTO price_quotes VALUES (10, 'gtx-1080', 420, 'EUR', 'user', 'new', "
                  "'2019-02-01', NULL, NULL);"
                  "INSERT INTO price_quotes VALUES (11, 'gtx-1080', 300, 'USD', 'used', 'used', "
                  "'2019-02-01', NULL, NULL);"
                  "DELETE FROM price_quotes WHERE id = 11"));
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());

    auto opened = Catalogue::open(path);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    const auto loaded = (*opened)->load();
    REQUIRE(loaded);
    const gpa::DataSet &data = *loaded;
    REQUIRE(data.priceQuotes.size() == 7);
    const gpa::PriceQuote &used = data.priceQuotes[5];
    CHECK(used.id == 9);
    CHECK(used.kind == gpa::QuoteKind::Used);
    CHECK(used.origin == gpa::Origin::User);
    CHECK(used.source == "eBay");
    const gpa::PriceQuote &fresh = data.priceQuotes[6];
    CHECK(fresh.id == 10);
    CHECK(fresh.kind == gpa::QuoteKind::RetailNew);
    CHECK(fresh.origin == gpa::Origin::User);
    CHECK(fresh.currency == "EUR");

    gpa::PriceQuote next = fresh;
    next.amount = 410.0;
    const auto id = (*opened)->addPriceQuote(next);
    REQUIRE(id);
    CHECK(*id == 12);
    // Quotes are still a history after the table was rebuilt.
    CHECK_FALSE(runSql(path, QStringLiteral("UPDATE price_quotes SET amount = 1 WHERE id = 9"))
                    .isEmpty());
}

TEST_CASE("A schema found the same is noted by its fingerprint, and any change to it is compared again",
          "[catalogue][schemacheck][sqlite-only]")
{
    // sqlite-only: the note is of a file's sqlite_schema.
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    QTemporaryDir notes;
    REQUIRE(notes.isValid());
    const auto noted = [&] {
        return QDir(notes.path()).entryList({QStringLiteral("schema-*.checked")}, QDir::Files);
    };
    const QString connectionName = QStringLiteral("schemacheck-test");
    QString same;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        db.setDatabaseName(scratch.path());
        REQUIRE(db.open());
        bool failed = true;
        const int version = Catalogue::kSchemaVersion;

        // A current catalogue is the same, and is noted under its fingerprint.
        CHECK(schemacheck::firstDifference(db, version, &failed, notes.path()).isEmpty());
        CHECK_FALSE(failed);
        same = schemacheck::fingerprint(db, version);
        REQUIRE(same.size() == 64);
        CHECK(noted() == QStringList {QStringLiteral("schema-%1.checked").arg(same)});
        // Another version's expectation is another fingerprint.
        CHECK(schemacheck::fingerprint(db, version - 1) != same);

        // A view changes sqlite_schema: compared again despite the note.
        QSqlQuery(db).exec(QStringLiteral("CREATE VIEW cheap AS SELECT * FROM price_quotes"));
        const QString withView = schemacheck::fingerprint(db, version);
        CHECK(withView != same);
        CHECK(schemacheck::firstDifference(db, version, &failed, notes.path())
              == QStringLiteral("it carries a view cheap that GPU Advisor did not create"));
        CHECK(noted().size() == 1); // a difference is never noted

        // A noted fingerprint is not compared: noting this one by hand hides
        // the view (which is why only the comparison itself notes one).
        QFile(QDir(notes.path()).filePath(QStringLiteral("schema-%1.checked").arg(withView)))
            .open(QIODevice::WriteOnly);
        CHECK(schemacheck::firstDifference(db, version, &failed, notes.path()).isEmpty());
        // Without a folder nothing is noted or trusted.
        CHECK_FALSE(schemacheck::firstDifference(db, version, &failed, QString()).isEmpty());

        // Dropped again, the schema is the noted one.
        QSqlQuery(db).exec(QStringLiteral("DROP VIEW cheap"));
        CHECK(schemacheck::fingerprint(db, version) == same);
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);

    // Opening notes it in the user's cache folder.
    const QString inCache
        = QDir(schemacheck::checkedFolder()).filePath(QStringLiteral("schema-%1.checked").arg(same));
    QFile::remove(inCache);
    REQUIRE(scratch.reopen());
    CHECK(QFileInfo::exists(inCache));
}
