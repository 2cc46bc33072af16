// The benchmark's catalogues (tools/bench/cataloguegenerator.h): exact
// totals, synthetic rows the product accepts, the same rows every time.
#include "cataloguegenerator.h"
#include "core/date.h"
#include "testsupport.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>
#include <tuple>

using namespace gpa;
using gpa::bench::CatalogueSize;
using gpa::bench::generateCatalogue;

namespace {

struct Generated
{
    QTemporaryDir dir;
    QString path;
    CatalogueSize totals; // before `error`, which fills it
    QString error;

    explicit Generated(const CatalogueSize &size)
        : path(dir.filePath(QStringLiteral("generated.sqlite")))
        , error(generateCatalogue(path, size, &totals))
    { }
};

std::unique_ptr<db::Catalogue> open(const QString &path)
{
    auto opened = db::Catalogue::open(path);
    return opened ? std::move(opened).value() : nullptr;
}

} // namespace

TEST_CASE("bench generator: the catalogue holds exactly the totals asked", "[bench]")
{
    // Sizes relative to the bundled data (D devices, Q quotes), which grows.
    const auto bundled = test::bundledRowCounts();
    const int d = bundled.at("devices");
    const int q = bundled.at("price_quotes");
    REQUIRE(d > 0);
    REQUIRE(q > 0);
    using Row = std::tuple<int, int, int, int>;
    // asked devices, asked quotes -> devices, quotes held (offsets from D and Q;
    // -1 asks for nothing)
    const auto [devices, quotes, heldDevices, heldQuotes] = GENERATE(table<int, int, int, int>({
        // 6 synthetic devices with one quote each: Q + 6, then 24 more on the
        // bundled devices make Q + 30
        Row {6, 30, 6, 30},
        // fewer quotes asked than the 16 synthetic devices bring: Q + 16
        Row {16, -1, 16, 16},
        // nothing asked: the bundled data alone
        Row {-1, -1, 0, 0},
        // quotes only: D devices, Q + 60 quotes
        Row {-1, 60, 0, 60},
    }));
    CAPTURE(d, q, devices, quotes);
    Generated generated({devices < 0 ? 0 : d + devices, quotes < 0 ? 0 : q + quotes});
    REQUIRE(generated.error.isEmpty());
    CHECK(generated.totals.devices == d + heldDevices);
    CHECK(generated.totals.quotes == q + heldQuotes);
    const auto catalogue = open(generated.path);
    REQUIRE(catalogue);
    REQUIRE(catalogue->devices());
    CHECK(catalogue->devices()->size() == static_cast<std::size_t>(d + heldDevices));
    CHECK(catalogue->priceQuotes().size() == static_cast<std::size_t>(q + heldQuotes));
}

TEST_CASE("bench generator: synthetic devices are priced variations of bundled sheets", "[bench]")
{
    Generated generated({test::bundledRowCounts().at("devices") + 10, 0});
    REQUIRE(generated.error.isEmpty());
    const auto catalogue = open(generated.path);
    REQUIRE(catalogue);
    const std::vector<Device> devices = catalogue->devices().value();
    std::vector<const Device *> synthetic;
    for (const Device &d : devices) {
        if (d.id.starts_with("bench-"))
            synthetic.push_back(&d);
    }
    REQUIRE(synthetic.size() == 10);
    for (const Device *d : synthetic) {
        CAPTURE(d->id);
        CHECK(d->origin == Origin::User);
        // "a variation of <base id>": the base is a bundled GPU
        const std::string base = d->source.substr(d->source.rfind(' ') + 1);
        const auto shipped = catalogue->bundledDevice(QString::fromStdString(base));
        REQUIRE(shipped.has_value());
        CHECK(d->kind == DeviceKind::Gpu);
        CHECK(d->memoryGb == shipped->memoryGb);
        // every rate scaled by one factor in [0.6, 1.6)
        const double factor = *d->fp32Tflops / *shipped->fp32Tflops;
        CHECK(factor >= 0.6 - 1e-3);
        CHECK(factor < 1.6 + 1e-3);
        CHECK_THAT(*d->memoryBandwidthGbs,
                   Catch::Matchers::WithinRel(*shipped->memoryBandwidthGbs * factor, 2e-3));
        const std::vector<PriceQuote> quotes
            = catalogue->priceQuotes(QString::fromStdString(d->id));
        REQUIRE(quotes.size() == 1);
        CHECK(quotes.front().kind == QuoteKind::RetailNew);
        CHECK(quotes.front().isUsers());
        CHECK(quotes.front().currency == "USD");
        // between 0.8 and 1.2 times its launch price
        CHECK(quotes.front().amount >= 0.8 * *d->launchMsrpUsd - 0.01);
        CHECK(quotes.front().amount <= 1.2 * *d->launchMsrpUsd + 0.01);
    }
}

TEST_CASE("bench generator: price history on the bundled devices since 2019", "[bench]")
{
    Generated generated({0, test::bundledRowCounts().at("price_quotes") + 40});
    REQUIRE(generated.error.isEmpty());
    const auto catalogue = open(generated.path);
    REQUIRE(catalogue);
    int synthetic = 0;
    int used = 0;
    int euro = 0;
    for (const PriceQuote &q : catalogue->priceQuotes()) {
        if (q.source != "synthetic benchmark quote (tools/bench)")
            continue;
        ++synthetic;
        CAPTURE(q.deviceId, q.amount, q.observed.toString());
        CHECK(q.amount > 0.0);
        CHECK(q.observed.lastDayNumber() >= dayNumber(2019, 1, 1));
        CHECK(q.observed.lastDayNumber() < dayNumber(2026, 12, 1));
        CHECK((q.kind == QuoteKind::Used || q.kind == QuoteKind::RetailNew));
        CHECK(q.isUsers());
        used += q.kind == QuoteKind::Used ? 1 : 0;
        euro += q.currency == "EUR" ? 1 : 0;
    }
    // 40 added (k = 0..39): every 4th used (k = 3, 7, ..., 39: 10), every
    // 10th in euros (k = 9, 19, 29, 39: 4)
    CHECK(synthetic == 40);
    CHECK(used == 10);
    CHECK(euro == 4);
}

TEST_CASE("bench generator: the same sizes give the same rows", "[bench]")
{
    const auto bundled = test::bundledRowCounts();
    const CatalogueSize size {bundled.at("devices") + 4, bundled.at("price_quotes") + 20};
    Generated first(size);
    Generated second(size);
    REQUIRE(first.error.isEmpty());
    REQUIRE(second.error.isEmpty());
    const auto a = open(first.path);
    const auto b = open(second.path);
    REQUIRE(a);
    REQUIRE(b);
    const auto rows = [](const db::Catalogue &c) {
        std::vector<std::tuple<std::string, double, std::string, std::string>> out;
        for (const PriceQuote &q : c.priceQuotes())
            out.emplace_back(q.deviceId, q.amount, q.currency, q.observed.toString());
        return out;
    };
    CHECK(rows(*a) == rows(*b));
    const std::vector<Device> da = a->devices().value();
    const std::vector<Device> db = b->devices().value();
    REQUIRE(da.size() == db.size());
    for (std::size_t i = 0; i < da.size(); ++i) {
        CHECK(da[i].id == db[i].id);
        CHECK(da[i].fp32Tflops == db[i].fp32Tflops);
    }
}

TEST_CASE("bench generator: an existing file is refused and left as it was", "[bench]")
{
    test::ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    const QByteArray before = test::sha256(scratch.path());
    const QString error = generateCatalogue(scratch.path(), {200, 0});
    CHECK(error.contains(QStringLiteral("exists already")));
    CHECK(test::sha256(scratch.path()) == before);
}
