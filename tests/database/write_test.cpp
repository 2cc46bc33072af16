// Writes: each one transaction, validated, and a refused write changes nothing.
#include "database/catalogue.h"
#include "testsupport.h"

#include "core/tableio.h"

#include <catch2/catch.hpp>

#include <QRegularExpression>

#include <cmath>
#include <functional>
#include <limits>

using gpa::db::Catalogue;
using namespace gpa::test;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

gpa::PriceQuote usedQuote()
{
    gpa::PriceQuote quote;
    quote.deviceId = "rtx-2080-ti";
    quote.amount = 520.0;
    quote.currency = "USD";
    quote.kind = gpa::QuoteKind::Used;
    quote.origin = gpa::Origin::User;
    quote.observed = gpa::PartialDate::ymd(2026, 11, 2);
    quote.source = "eBay sold listing";
    quote.notes = "blower card, \"as new\"";
    return quote;
}

gpa::Device userDevice()
{
    gpa::Device device;
    device.id = "my-lab-gpu-2";
    device.name = "Lab GPU (custom)";
    device.vendor = "NVIDIA";
    device.kind = gpa::DeviceKind::Gpu;
    device.segment = gpa::Segment::Workstation;
    device.releaseYear = 2024;
    device.memoryGb = 48.0;
    device.memoryBandwidthGbs = 960.0;
    device.fp32Tflops = 91.1;
    device.tensorCores = true;
    device.tdpW = 300.0;
    device.source = "vendor datasheet";
    return device;
}

std::string messageOf(const gpa::Status &status)
{
    return status ? std::string() : status.message();
}

template<typename T> std::string messageOf(const gpa::Result<T> &result)
{
    return result ? std::string() : result.message();
}

// Runs a write that must be refused: the message names the problem in one
// line and the file is byte-for-byte the same dump as before.
void checkRefused(ScratchCatalogue &scratch, const std::function<std::string(Catalogue &)> &write,
                  const char *expected)
{
    const QString before = scratch->dumpText();
    const QString message = QString::fromStdString(write(scratch.catalogue()));
    CAPTURE(message.toStdString(), expected);
    CHECK(message.contains(QLatin1String(expected)));
    CHECK_FALSE(message.contains(QLatin1Char('\n')));
    CHECK(scratch->dumpText() == before);
}

// A dump without the row of one device (in devices and its shipped copy). A
// server's devices table starts with the catalogue position ("16|'id'|...").
QString withoutDevice(const QString &dump, const QString &id)
{
    const QRegularExpression row(QStringLiteral("^(\\d+\\|)?'%1'\\|").arg(QRegularExpression::escape(id)));
    QStringList lines = dump.split(QLatin1Char('\n'));
    lines.removeIf([&](const QString &line) { return row.match(line).hasMatch(); });
    return lines.join(QLatin1Char('\n'));
}

int count(const QString &path, const QString &sql)
{
    return queryValue(path, sql).toInt();
}

} // namespace

TEST_CASE("A price quote is added to the history with a new id", "[catalogue][quotes]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const std::size_t before = scratch->priceQuotes().size();

    const auto id = scratch->addPriceQuote(usedQuote());
    INFO(messageOf(id));
    REQUIRE(id);
    CHECK(*id == static_cast<std::int64_t>(before) + 1);
    const auto quotes = scratch->priceQuotes(QStringLiteral("rtx-2080-ti"));
    REQUIRE(quotes.size() == 4);
    const gpa::PriceQuote &added = quotes.back();
    CHECK(added.id == *id);
    CHECK(added.amount == 520.0);
    CHECK(added.kind == gpa::QuoteKind::Used);
    CHECK(added.condition() == gpa::Condition::Used);
    CHECK(added.origin == gpa::Origin::User);
    CHECK(added.observed == gpa::PartialDate::ymd(2026, 11, 2));
    CHECK(added.source == "eBay sold listing");
    CHECK(added.notes == "blower card, \"as new\"");
    // The older quotes are untouched: a price change adds, never overwrites.
    CHECK(quotes[0].amount == 999.0);
    CHECK(quotes[2].amount == 1928.0);

    // A partial date is fine; an id given by the caller is ignored.
    gpa::PriceQuote monthOnly = usedQuote();
    monthOnly.id = 3;
    monthOnly.observed = gpa::PartialDate::yearMonth(2026, 12);
    const auto second = scratch->addPriceQuote(monthOnly);
    REQUIRE(second);
    CHECK(*second == *id + 1);
    CHECK(scratch->priceQuotes().size() == before + 2);
}

TEST_CASE("The price history cannot be rewritten, even with raw SQL", "[catalogue][quotes]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    const QString error = runSql(
        scratch.path(), QStringLiteral("UPDATE price_quotes SET amount = 1 WHERE id = 22"));
    CHECK(error.contains(QStringLiteral("price quotes are a history")));
    CHECK(
        queryValue(scratch.path(), QStringLiteral("SELECT amount FROM price_quotes WHERE id = 22"))
            .toDouble()
        == 999.0);
}

TEST_CASE("An invalid price quote is refused and changes nothing", "[catalogue][quotes]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());

    const auto [what, edit, expected]
        = GENERATE(table<const char *, std::function<void(gpa::PriceQuote &)>, const char *>({
            {"unknown device", [](gpa::PriceQuote &q) { q.deviceId = "rtx-9999"; },
             "no device 'rtx-9999'"},
            {"empty device", [](gpa::PriceQuote &q) { q.deviceId.clear(); },
             "device_id: the id is empty"},
            {"zero", [](gpa::PriceQuote &q) { q.amount = 0.0; },
             "amount: the price must be greater than zero"},
            {"negative", [](gpa::PriceQuote &q) { q.amount = -5.0; },
             "amount: the price must be greater than zero"},
            {"not a number", [](gpa::PriceQuote &q) { q.amount = kNaN; }, "not a number"},
            {"infinite", [](gpa::PriceQuote &q) { q.amount = kInf; }, "finite number"},
            {"a billion", [](gpa::PriceQuote &q) { q.amount = 1e9; },
             "implausibly large (more than $1,000,000 for one device)"},
            // The smallest double: stored, it showed as 0.00 and ranked first.
            {"denormal", [](gpa::PriceQuote &q) { q.amount = 4.9e-324; },
             "implausibly small (less than $1.00 for one device)"},
            // 5,000,000 yuan / 7.1647 = $697,866: fine; 8e6 / 7.1647 = $1.1M is not.
            {"a million dollars in yuan",
             [](gpa::PriceQuote &q) {
                 q.currency = "CNY";
                 q.amount = 8e6;
             },
             "7,164,700 for one device"},
            {"unknown currency", [](gpa::PriceQuote &q) { q.currency = "XYZ"; },
             "'XYZ' has no exchange rate (known: CNY, EUR, USD)"},
            {"lower-case currency", [](gpa::PriceQuote &q) { q.currency = "usd"; },
             "currency code 'usd' is not three capital letters"},
            {"no date", [](gpa::PriceQuote &q) { q.observed = gpa::PartialDate(); },
             "observed: the date is missing"},
            {"30 February",
             [](gpa::PriceQuote &q) { q.observed = gpa::PartialDate::ymd(2019, 2, 30); },
             "not a real day"},
            {"month 13",
             [](gpa::PriceQuote &q) { q.observed = gpa::PartialDate::yearMonth(2019, 13); },
             "not a real day"},
            {"a source of 4001 characters",
             [](gpa::PriceQuote &q) { q.source = std::string(4001, 'x'); },
             "source: it is longer than 4000 characters"},
            {"an escape sequence in the notes",
             [](gpa::PriceQuote &q) { q.notes = "fine\x1b[2Jprint"; },
             "notes: it holds a control character"},
        }));
    CAPTURE(what);
    gpa::PriceQuote quote = usedQuote();
    edit(quote);
    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.addPriceQuote(quote)); }, expected);
    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.addPriceQuote(quote)); },
        "cannot add the price quote: ");
}

TEST_CASE("A removed price quote can be restored under its old id", "[catalogue][quotes]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const auto id = scratch->addPriceQuote(usedQuote());
    REQUIRE(id);
    const auto all = scratch->priceQuotes(QStringLiteral("rtx-2080-ti"));
    const gpa::PriceQuote removed = all.back();
    REQUIRE(removed.id == *id);
    const QString withQuote = scratch->dumpText();

    REQUIRE(scratch->removePriceQuote(*id));
    CHECK(scratch->priceQuotes(QStringLiteral("rtx-2080-ti")).size() == 3);
    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.removePriceQuote(*id)); },
        "no price quote with id");

    // Ids are never handed out again, so an undo cannot collide with a newer quote.
    const auto newer = scratch->addPriceQuote(usedQuote());
    REQUIRE(newer);
    CHECK(*newer == *id + 1);
    REQUIRE(scratch->removePriceQuote(*newer));

    REQUIRE(scratch->restorePriceQuote(removed));
    const auto restored = scratch->priceQuotes(QStringLiteral("rtx-2080-ti"));
    REQUIRE(restored.size() == 4);
    CHECK(restored.back().id == *id);
    CHECK(restored.back().amount == removed.amount);
    CHECK(restored.back().notes == removed.notes);

    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.restorePriceQuote(removed)); },
        "already exists");
    gpa::PriceQuote noId = removed;
    noId.id = 0;
    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.restorePriceQuote(noId)); }, "has no id");
    gpa::PriceQuote bad = removed;
    bad.id = 5000;
    bad.amount = -1.0;
    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.restorePriceQuote(bad)); },
        "amount: the price must be greater than zero");
}

TEST_CASE("A user's device is added with origin user", "[catalogue][devices]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const gpa::Device mine = userDevice();
    const auto added = scratch->addDevice(mine);
    INFO(messageOf(added));
    REQUIRE(added);
    const auto stored = scratch->device(QStringLiteral("my-lab-gpu-2"));
    REQUIRE(stored);
    CHECK(stored->origin == gpa::Origin::User);
    CHECK(stored->name == "Lab GPU (custom)");
    CHECK(stored->memoryGb == 48.0);
    CHECK(stored->fp32Tflops == 91.1);
    CHECK(stored->tensorCores == true);
    CHECK_FALSE(stored->l2CacheMb.has_value());
    CHECK_FALSE(scratch->bundledDevice(QStringLiteral("my-lab-gpu-2")).has_value());
    CHECK(scratch->devices().value().back().id == "my-lab-gpu-2");

    // The new device takes quotes like any other.
    gpa::PriceQuote quote = usedQuote();
    quote.deviceId = "my-lab-gpu-2";
    CHECK(scratch->addPriceQuote(quote));
}

TEST_CASE("An invalid device is refused and changes nothing", "[catalogue][devices]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const auto [what, edit, expected]
        = GENERATE(table<const char *, std::function<void(gpa::Device &)>, const char *>({
            {"upper case id", [](gpa::Device &d) { d.id = "My-GPU"; },
             "id: the id may hold only lower-case letters, digits and dashes"},
            {"space in id", [](gpa::Device &d) { d.id = "my gpu"; }, "lower-case letters"},
            {"underscore in id", [](gpa::Device &d) { d.id = "my_gpu"; }, "lower-case letters"},
            // The catalogue once took this one while the window refused it.
            {"two dashes in id", [](gpa::Device &d) { d.id = "a--b"; },
             "id: the id may not start with a dash or hold two in a row"},
            {"empty id", [](gpa::Device &d) { d.id.clear(); }, "id: the id is empty"},
            {"id taken", [](gpa::Device &d) { d.id = "rtx-2080-ti"; },
             "'rtx-2080-ti' already exists"},
            {"empty name", [](gpa::Device &d) { d.name = "  "; }, "the name is empty"},
            {"name of 201 characters", [](gpa::Device &d) { d.name = std::string(201, 'n'); },
             "name: it is longer than 200 characters"},
            // 200 characters of two bytes each are 400 bytes, and fine.
            {"a newline in the name", [](gpa::Device &d) { d.name = "two\nlines"; },
             "name: it holds a control character"},
            {"a name that is not UTF-8", [](gpa::Device &d) { d.name = "caf\xe9"; },
             "name: it is not valid UTF-8 text"},
            {"empty vendor", [](gpa::Device &d) { d.vendor.clear(); }, "the vendor is empty"},
            {"negative memory", [](gpa::Device &d) { d.memoryGb = -1.0; },
             "memory_gb: must be a number of at least 0"},
            {"1e308 GB of memory", [](gpa::Device &d) { d.memoryGb = 1e308; },
             "memory_gb: must be at most 1000000"},
            {"NaN FP32", [](gpa::Device &d) { d.fp32Tflops = kNaN; },
             "fp32_tflops: must be a number of at least 0"},
            {"infinite TDP", [](gpa::Device &d) { d.tdpW = kInf; },
             "tdp_w: must be a number of at least 0"},
            {"negative price", [](gpa::Device &d) { d.launchMsrpUsd = -999.0; }, "launch_msrp_usd"},
            {"release year 1890", [](gpa::Device &d) { d.releaseYear = 1890; },
             "release_year: the release year must be between 1990 and 2999"},
            {"release date 2024-02-30",
             [](gpa::Device &d) { d.releaseDate = gpa::PartialDate::ymd(2024, 2, 30); },
             "release_date: the date is not a real day"},
        }));
    CAPTURE(what);
    gpa::Device device = userDevice();
    edit(device);
    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.addDevice(device)); }, expected);
}

TEST_CASE("Changing a bundled device marks it modified and revert restores the shipped values",
          "[catalogue][devices]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString id = QStringLiteral("rtx-2080-ti");
    const QString pristine = scratch->dumpText();
    gpa::Device device = *scratch->device(id);
    REQUIRE(device.origin == gpa::Origin::Bundled);

    device.memoryGb = 22.0; // a modded card
    device.notes = "memory upgraded to 22 GB";
    device.l2CacheMb.reset();
    REQUIRE(scratch->updateDevice(device));
    auto changed = scratch->device(id);
    REQUIRE(changed);
    CHECK(changed->origin == gpa::Origin::Modified);
    CHECK(changed->memoryGb == 22.0);
    CHECK_FALSE(changed->l2CacheMb.has_value());
    CHECK(changed->notes == "memory upgraded to 22 GB");
    // Quotes and benchmarks of the device stay.
    CHECK(scratch->priceQuotes(id).size() == 3);

    const auto shipped = scratch->bundledDevice(id);
    REQUIRE(shipped);
    CHECK(shipped->memoryGb == 11.0);
    CHECK(shipped->l2CacheMb == 5.5);
    CHECK(shipped->origin == gpa::Origin::Bundled);

    REQUIRE(scratch->revertDevice(id));
    const auto reverted = scratch->device(id);
    REQUIRE(reverted);
    CHECK(reverted->origin == gpa::Origin::Bundled);
    CHECK(reverted->memoryGb == 11.0);
    CHECK(reverted->l2CacheMb == 5.5);
    // The revert is itself a change (schema 6): the row's version counts both
    // edits and says who made the last one; every other row is as shipped.
    CHECK(reverted->rowVersion == 3);
    CHECK(withoutDevice(scratch->dumpText(), id) == withoutDevice(pristine, id));
    CHECK(gpa::tableio::deviceFields(*reverted) == gpa::tableio::deviceFields(*shipped));

    SECTION("an edit that brings back the shipped values makes it bundled again")
    {
        device.rowVersion = reverted->rowVersion; // read again since
        REQUIRE(scratch->updateDevice(device));
        REQUIRE(scratch->updateDevice(*shipped)); // no version read: the current one
        CHECK(scratch->device(id)->origin == gpa::Origin::Bundled);
        CHECK(scratch->device(id)->rowVersion == 5);
        CHECK(withoutDevice(scratch->dumpText(), id) == withoutDevice(pristine, id));
    }

    SECTION("an edit of a row changed since it was read is refused and changes nothing")
    {
        // `device` was read at version 1; the row is at 3 (changed, reverted).
        device.notes = "a stale edit";
        checkRefused(
            scratch, [&](Catalogue &c) { return messageOf(c.updateDevice(device)); },
            "'rtx-2080-ti' was changed by ");
    }

    SECTION("an invalid edit is refused and changes nothing")
    {
        gpa::Device bad = *reverted;
        bad.memoryBandwidthGbs = -616.0;
        checkRefused(
            scratch, [&](Catalogue &c) { return messageOf(c.updateDevice(bad)); },
            "memory_bandwidth_gbs: must be a number of at least 0");
        bad = *reverted;
        bad.id = "rtx-2080-ti-x";
        checkRefused(
            scratch, [&](Catalogue &c) { return messageOf(c.updateDevice(bad)); },
            "no device 'rtx-2080-ti-x'");
    }
}

TEST_CASE("A user's device stays the user's when changed and cannot be reverted",
          "[catalogue][devices]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    gpa::Device mine = userDevice();
    REQUIRE(scratch->addDevice(mine));
    mine.tdpW = 350.0;
    REQUIRE(scratch->updateDevice(mine));
    const auto stored = scratch->device(QStringLiteral("my-lab-gpu-2"));
    REQUIRE(stored);
    CHECK(stored->origin == gpa::Origin::User);
    CHECK(stored->tdpW == 350.0);

    checkRefused(
        scratch,
        [](Catalogue &c) { return messageOf(c.revertDevice(QStringLiteral("my-lab-gpu-2"))); },
        "is the user's own device");
    checkRefused(
        scratch,
        [](Catalogue &c) { return messageOf(c.revertDevice(QStringLiteral("no-such-card"))); },
        "no device 'no-such-card'");
}

TEST_CASE("Deleting a device removes its quotes, benchmarks, scaling rows and offers at once",
          "[catalogue][devices]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString path = scratch.path();
    const auto rowsOf = [&](const char *table, const char *column) {
        return count(path,
                     QStringLiteral("SELECT count(*) FROM %1 WHERE %2 = 'tesla-v100-sxm2-16gb'")
                         .arg(QLatin1String(table), QLatin1String(column)));
    };
    const auto total = [&](const char *table) {
        return count(path, QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)));
    };
    // Hand-counted in the bundled CSV files.
    REQUIRE(rowsOf("cloud_offers", "accelerator_id") == 5);
    REQUIRE(rowsOf("price_quotes", "device_id") == 1);
    REQUIRE(rowsOf("benchmarks", "device_id") == 17); // 16, and RiseML's ResNet-50 beside the TPU v2
    REQUIRE(rowsOf("scaling", "device_id") == 48);
    const int offers = total("cloud_offers");
    const int quotes = total("price_quotes");
    const int benchmarks = total("benchmarks");
    const int scaling = total("scaling");
    const int devices = total("devices");

    REQUIRE(scratch->deleteDevice(QStringLiteral("tesla-v100-sxm2-16gb")));
    CHECK_FALSE(scratch->device(QStringLiteral("tesla-v100-sxm2-16gb")).has_value());
    CHECK(rowsOf("cloud_offers", "accelerator_id") == 0);
    CHECK(rowsOf("price_quotes", "device_id") == 0);
    CHECK(rowsOf("benchmarks", "device_id") == 0);
    CHECK(rowsOf("scaling", "device_id") == 0);
    CHECK(total("devices") == devices - 1);
    CHECK(total("cloud_offers") == offers - 5);
    CHECK(total("price_quotes") == quotes - 1);
    CHECK(total("benchmarks") == benchmarks - 17);
    CHECK(total("scaling") == scaling - 48);
    // What was shipped is still known.
    CHECK(scratch->bundledDevice(QStringLiteral("tesla-v100-sxm2-16gb")).has_value());

    checkRefused(
        scratch,
        [](Catalogue &c) {
            return messageOf(c.deleteDevice(QStringLiteral("tesla-v100-sxm2-16gb")));
        },
        "no device 'tesla-v100-sxm2-16gb'");
    checkRefused(
        scratch,
        [](Catalogue &c) {
            return messageOf(c.revertDevice(QStringLiteral("tesla-v100-sxm2-16gb")));
        },
        "no device 'tesla-v100-sxm2-16gb'");
}

TEST_CASE("Exchange rates are set, replaced and validated", "[catalogue][rates]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());

    REQUIRE(scratch->setExchangeRate({"GBP", 0.79, "2026-11-30", "Bank of England"}));
    gpa::PriceQuote quote = usedQuote();
    quote.currency = "GBP";
    CHECK(scratch->addPriceQuote(quote));

    REQUIRE(scratch->setExchangeRate({"EUR", 0.9, "2026-11-30", "typed by the user"}));
    const auto rates = scratch->exchangeRates();
    REQUIRE(rates.size() == 4);
    CHECK(rates[1].currency == "EUR");
    CHECK(rates[1].perUsd == 0.9);
    CHECK(rates[1].asOf == "2026-11-30");
    CHECK(rates[3].currency == "GBP");

    const auto [what, rate, expected]
        = GENERATE(table<const char *, gpa::ExchangeRate, const char *>({
            {"zero", {"JPY", 0.0, "", ""},
             "per_usd: the rate 0 is not a number from 0.001 to 10000000 units per US dollar"},
            {"negative", {"JPY", -150.0, "", ""}, "the rate -150 is not a number"},
            {"not a number", {"JPY", kNaN, "", ""}, "the rate nan is not a number"},
            {"infinite", {"JPY", kInf, "", ""}, "the rate inf is not a number"},
            {"denormal", {"JPY", 4.9e-324, "", ""}, "is not a number from 0.001"},
            {"lower case", {"jpy", 150.0, "", ""}, "three capital letters"},
            {"four letters", {"JPYY", 150.0, "", ""}, "three capital letters"},
            {"base currency", {"USD", 1.1, "", ""}, "USD is the base currency"},
            {"bad date", {"JPY", 150.0, "30/11/2026", ""}, "is not YYYY, YYYY-MM or YYYY-MM-DD"},
        }));
    CAPTURE(what);
    checkRefused(
        scratch, [&](Catalogue &c) { return messageOf(c.setExchangeRate(rate)); }, expected);
}

TEST_CASE("Settings are kept as text by key", "[catalogue][settings]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    CHECK(scratch->setting(QStringLiteral("price_policy"), QStringLiteral("default"))
          == QStringLiteral("default"));
    CHECK(scratch->setting(QStringLiteral("price_policy")).isNull());
    REQUIRE(scratch->setSetting(QStringLiteral("price_policy"), QStringLiteral("cheapest")));
    REQUIRE(scratch->setSetting(QStringLiteral("electricity_usd_per_kwh"), QStringLiteral("0.31")));
    REQUIRE(scratch->setSetting(QStringLiteral("price_policy"), QStringLiteral("used-only")));
    CHECK(scratch->setting(QStringLiteral("price_policy")) == QStringLiteral("used-only"));
    CHECK(scratch->setting(QStringLiteral("electricity_usd_per_kwh")) == QStringLiteral("0.31"));
    REQUIRE(scratch->setSetting(QStringLiteral("note"), QString()));
    CHECK(scratch->setting(QStringLiteral("note"), QStringLiteral("fallback")) == QString());

    checkRefused(
        scratch,
        [](Catalogue &c) { return messageOf(c.setSetting(QString(), QStringLiteral("x"))); },
        "the setting name is empty");
}

TEST_CASE("The dump tells NULL, empty text and zero apart and follows every write",
          "[catalogue][dump]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString first = scratch->dumpText();
    CHECK(first == scratch->dumpText());
    CHECK(first == dump(scratch.path()));
    // A file's dump starts with its pragmas, a server's with gpa_schema's version.
    CHECK(first.startsWith(onServer()
                               ? QStringLiteral("schema_version %1\n").arg(Catalogue::kSchemaVersion)
                               : QStringLiteral("user_version %1\napplication_id 1196441974\n")
                                     .arg(Catalogue::kSchemaVersion)));
    CHECK(first.contains(QStringLiteral("\ndata devices (")));
    CHECK(first.contains(QStringLiteral("'gtx-1060-6gb'|'GeForce GTX 1060 6GB'|'NVIDIA'")));

    REQUIRE(scratch->setSetting(QStringLiteral("empty"), QString()));
    REQUIRE(scratch->setSetting(QStringLiteral("zero"), QStringLiteral("0")));
    const QString second = scratch->dumpText();
    CHECK(second != first);
    // key|value|row_version|changed_by|changed_at
    CHECK(second.contains(QStringLiteral("\n'empty'|''|1|'")));
    CHECK(second.contains(QStringLiteral("\n'zero'|'0'|1|'")));
    CHECK(second.contains(QStringLiteral("|NULL|")));
}
