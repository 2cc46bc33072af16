// What the table, the charts, their footers and `rank` say about prices and
// estimates: age badges, 80% ranges (also per dollar), the price-age facts
// of a footer, and the paste-prices reader.
#include "core/chartdata.h"
#include "core/pricepaste.h"
#include "core/pricing.h"
#include "core/ranking.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace gpa;
using Catch::Matchers::WithinRel;

TEST_CASE("Price age badge: months under two years, whole years after", "[pricing][badge]")
{
    // A month is 365.25 / 12 = 30.4375 days, rounded to the nearest month.
    const auto [days, months, badge] = GENERATE(table<int, int, std::string>({
        {0, 0, "0mo"},
        {15, 0, "0mo"},      // 0.49 months
        {16, 1, "1mo"},      // 0.53 months
        {400, 13, "13mo"},   // 13.14 months
        {700, 23, "23mo"},   // 23.0 months
        {715, 23, "23mo"},   // 23.49 months
        {716, 24, "2y"},     // 23.52 months -> 24 -> 2 years
        {838, 28, "2y"},     // 27.53 months -> 28
        {1096, 36, "3y"},    // 36.01 months
        {-5, 0, "0mo"},      // a date after the view counts as fresh
    }));
    CAPTURE(days);
    CHECK(ageInMonths(days) == months);
    CHECK(shortAgeText(days) == badge);
}

namespace {

PerformanceFigure estimate(double relative, double low, double high, FigureBound bound = FigureBound::None)
{
    PerformanceFigure f;
    f.relative = relative;
    f.provenance = Provenance::Estimated;
    f.intervalLow = low;
    f.intervalHigh = high;
    f.bound = bound;
    return f;
}

} // namespace

TEST_CASE("Ranges: an estimate's 80% interval, also per 1,000 of the currency", "[ranking][range]")
{
    Device device;
    device.id = "card";
    DeviceEvaluation e;
    e.device = &device;
    e.performance = estimate(1.5, 1.2, 1.8);
    e.priceInCurrency = 500.0;

    const auto range = figureRange(*e.performance);
    REQUIRE(range);
    CHECK(range->low == 1.2);
    CHECK(range->high == 1.8);
    CHECK_FALSE(range->lowerBound);

    // Per 1,000: 1.5 / 500 * 1000 = 3.0; the ends scale alike: 1.2 * 2 = 2.4, 1.8 * 2 = 3.6.
    REQUIRE(e.perThousandInCurrency());
    CHECK_THAT(*e.perThousandInCurrency(), WithinRel(3.0, 1e-12));
    const auto perThousand = e.perThousandRange();
    REQUIRE(perThousand);
    CHECK_THAT(perThousand->low, WithinRel(2.4, 1e-12));
    CHECK_THAT(perThousand->high, WithinRel(3.6, 1e-12));

    // A lower bound: at least 1.2 (x 2 = 2.4 per 1,000), no upper end.
    e.performance = estimate(1.5, 1.2, std::numeric_limits<double>::infinity(), FigureBound::Lower);
    const auto bound = e.perThousandRange();
    REQUIRE(bound);
    CHECK(bound->lowerBound);
    CHECK_THAT(bound->low, WithinRel(2.4, 1e-12));

    // A measurement against a measured reference is a point: no range.
    PerformanceFigure measured = estimate(1.5, 1.5, 1.5);
    measured.provenance = Provenance::Measured;
    e.performance = measured;
    CHECK_FALSE(figureRange(measured));
    CHECK_FALSE(e.perThousandRange());
    // No price, no per-dollar range.
    e.performance = estimate(1.5, 1.2, 1.8);
    e.priceInCurrency.reset();
    CHECK_FALSE(e.perThousandRange());
}

TEST_CASE("Chart values carry the interval scaled with the bar", "[chartdata][range]")
{
    // A per-dollar bar of 1.5 scaled to 0.75 (factor 0.5): whisker 0.6 to 0.9.
    const ChartValue v = scaledChartValue(estimate(1.5, 1.2, 1.8), 0.75);
    CHECK_THAT(v.value, WithinRel(0.75, 1e-12));
    CHECK_THAT(v.low, WithinRel(0.6, 1e-12));
    CHECK_THAT(v.high, WithinRel(0.9, 1e-12));
    CHECK(v.hasInterval());

    const ChartValue bound = chartValue(estimate(1.5, 1.2, std::numeric_limits<double>::infinity(),
                                                 FigureBound::Lower));
    CHECK(bound.lowerBound);
    CHECK(std::isinf(bound.high));
    CHECK(bound.low == 1.2);

    PerformanceFigure point = estimate(2.0, 2.0, 2.0);
    point.provenance = Provenance::Measured;
    CHECK_FALSE(chartValue(point).hasInterval());
    // A figure without an interval at all (both 0) is a point too.
    CHECK_FALSE(chartValue(estimate(2.0, 0.0, 0.0)).hasInterval());
}

TEST_CASE("Footer facts over a view's evaluations", "[pricing][footer]")
{
    // Four devices: a fresh shop price, a launch price only, a price two
    // years old, and one without a price (not counted).
    Device devices[4];
    std::vector<DeviceEvaluation> evaluations(4);
    const int view = dayNumber(2026, 12, 1);
    for (int i = 0; i < 4; ++i) {
        devices[i].id = {'d', static_cast<char>('0' + i)}; // "d0".."d3"
        evaluations[static_cast<std::size_t>(i)].device = &devices[i];
    }
    auto &fresh = evaluations[0].price;
    fresh.usd = 999.0;
    fresh.kinds = {QuoteKind::RetailNew};
    fresh.viewDay = view;
    auto &launch = evaluations[1].price;
    launch.usd = 699.0;
    launch.kinds = {QuoteKind::Msrp};
    launch.viewDay = view;
    auto &old = evaluations[2].price;
    old.usd = 1299.0;
    old.kinds = {QuoteKind::RetailNew};
    old.olderThanWindow = true;
    old.fromUser = true;
    old.viewDay = view;

    const PriceAgeSummary summary = summarisePriceAges(evaluations);
    CHECK(summary.viewDay == view);
    CHECK(summary.priced == 3);
    CHECK(summary.olderThanWindow == 1);
    CHECK(summary.msrpOnly == 1);
    CHECK(summary.fromUser == 1);
    CHECK(priceAgeText(summary).english()
          == "prices as of 2026-12-01; 1 of 3 older than 12 months; 1 launch prices only");
}

namespace {

DataSet pasteCatalogue()
{
    DataSet data;
    Device a;
    a.id = "rtx-4090";
    a.name = "GeForce RTX 4090";
    Device b;
    b.id = "rtx-3090";
    b.name = "GeForce RTX 3090";
    data.devices = {a, b};
    data.exchangeRates = {{"USD", 1.0, "2026-11-01", "by definition"}, {"EUR", 0.5, "2026-11-01", "test rate"}};
    return data;
}

PasteOptions pasteOptions()
{
    PasteOptions options;
    options.currency = "USD";
    options.observed = PartialDate::ymd(2026, 12, 1);
    options.source = "pasted";
    return options;
}

} // namespace

TEST_CASE("Paste prices: tab or comma lines, device by id or exact name", "[paste]")
{
    const DataSet data = pasteCatalogue();
    const PastedPrices pasted = parsePastedPrices("device\tprice\n"
                                                  "rtx-4090\t$1,799\n"
                                                  "\n"
                                                  "geforce rtx 3090\t750\tUSD\tused\n"
                                                  "RTX-3090\t900\tEUR\tnew\n",
                                                  data, pasteOptions());
    INFO((pasted.problem ? pasted.problem->english() : std::string()));
    REQUIRE(pasted.ok());
    const std::vector<PriceQuote> quotes = pasted.quotes();
    REQUIRE(quotes.size() == 3);
    CHECK(quotes[0].deviceId == "rtx-4090");
    CHECK(quotes[0].amount == 1799.0); // "$1,799": the sign and the thousands separator
    CHECK(quotes[0].currency == "USD");
    CHECK(quotes[0].kind == QuoteKind::RetailNew);
    CHECK(quotes[0].origin == Origin::User);
    CHECK(quotes[0].observed.toString() == "2026-12-01");
    CHECK(quotes[1].deviceId == "rtx-3090"); // by name, whatever the case
    CHECK(quotes[1].kind == QuoteKind::Used);
    CHECK(quotes[2].currency == "EUR");
    CHECK(quotes[2].kind == QuoteKind::RetailNew);
    // Lines are counted in the pasted text (the header is line 1, a blank line 3).
    CHECK(pasted.lines[0].line == 2);
    CHECK(pasted.lines[1].line == 4);
    CHECK(pasted.lines[2].line == 5);

    const PastedPrices commas = parsePastedPrices("rtx-4090, 1799\nrtx-3090, 800, USD\n", data, pasteOptions());
    REQUIRE(commas.ok());
    CHECK(commas.quotes()[1].amount == 800.0);
}

TEST_CASE("Paste prices: every bad line is named, with its reason", "[paste]")
{
    const DataSet data = pasteCatalogue();
    const auto [text, line, reason] = GENERATE(table<std::string, int, std::string>({
        {"rtx-4090\t1799\nrtx-9999\t500\nrtx-3090\t700", 2, "no device with the id or name 'rtx-9999'"},
        {"rtx-4090\tabc", 1, "price: 'abc' is not a number"},
        {"rtx-4090\t1799\nrtx-3090\t700\tXYZ", 2, "currency: XYZ has no exchange rate in the catalogue"},
        {"rtx-4090\t1799\tUSD\tnearly-new", 1, "kind: 'nearly-new' is not one of new, retail-new, used, msrp, list, "
                                               "system-share"},
        {"rtx-4090", 1, "expected 'device, price[, currency[, kind]]', found 1 field(s)"},
        {"rtx-4090\t$1799\tEUR", 1, "currency: the price says USD but the line says EUR"},
    }));
    CAPTURE(text);
    const PastedPrices pasted = parsePastedPrices(text, data, pasteOptions());
    CHECK_FALSE(pasted.ok());
    CHECK(pasted.badLines() == 1);
    const auto bad = std::find_if(pasted.lines.begin(), pasted.lines.end(),
                                  [](const PastedLine &l) { return l.problem.has_value(); });
    REQUIRE(bad != pasted.lines.end());
    CHECK(bad->line == line);
    CHECK(bad->problem->english() == reason);
}

TEST_CASE("Paste prices: a price out of bounds, an empty block, too many lines", "[paste]")
{
    const DataSet data = pasteCatalogue();
    const PastedPrices zero = parsePastedPrices("rtx-4090\t0", data, pasteOptions());
    REQUIRE(zero.badLines() == 1);
    CHECK(zero.lines[0].problem->english().rfind("amount", 0) == 0);

    const PastedPrices empty = parsePastedPrices("\n  \n", data, pasteOptions());
    CHECK_FALSE(empty.ok());
    REQUIRE(empty.problem);

    PasteOptions small = pasteOptions();
    small.maxLines = 2;
    const PastedPrices many = parsePastedPrices("rtx-4090\t1\nrtx-4090\t2\nrtx-4090\t3\n", data, small);
    CHECK_FALSE(many.ok());
    REQUIRE(many.problem);
    CHECK(many.problem->english() == "more than 2 lines: paste fewer prices at once");
}
