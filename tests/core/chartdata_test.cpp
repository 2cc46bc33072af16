// What the charts plot: normalisation, the top N, the Pareto scatter, the
// price history and the default cloud offer for buy versus rent.
#include "bundleddata.h"
#include "core/chartdata.h"
#include "core/physicalfit.h"
#include "core/tableio.h"

#include <catch2/catch.hpp>

#include <functional>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

using namespace gpa;
using gpa::test::bundled;

namespace {



const PerformanceModel &model()
{
    return gpa::test::bundledModel();
}

// The engine session the charts read: `data` under `view`, with the model
// calibrated on the bundled data.
Session sessionOf(const DataSet &data, const ViewOptions &view)
{
    const EngineSettings defaults;
    Session session(data, defaults, model());
    session.setView(view);
    return session;
}

ViewOptions view2019()
{
    ViewOptions view;
    view.mix = WorkloadMix::only(Workload::Cnn);
    view.precision = Precision::Fp16;
    view.asOfDay = dayNumber(2019, 4, 30);
    return view;
}

const BarRow *rowOf(const BarChartData &bars, const std::string &id)
{
    for (const BarRow &row : bars.rows) {
        if (row.deviceId == id)
            return &row;
    }
    return nullptr;
}

std::size_t index(Workload w)
{
    return static_cast<std::size_t>(w);
}

ChartDevices devices(std::vector<std::string> selected, int n)
{
    ChartDevices d;
    d.selected = std::move(selected);
    d.n = n;
    return d;
}

using Values = std::vector<std::optional<double>>;
constexpr std::optional<double> none = std::nullopt;

} // namespace

TEST_CASE("normaliseToBest scales the largest value to exactly 1", "[chartdata]")
{
    using Row = std::tuple<std::string, Values, Values>;
    const auto [name, input, expected] = GENERATE(table<std::string, Values, Values>({
        Row {"plain", {2.0, 4.0, 1.0}, {0.5, 1.0, 0.25}},
        Row {"missing stays missing", {2.0, none, 8.0}, {0.25, none, 1.0}},
        Row {"ties are both 1", {3.0, 3.0, 1.5}, {1.0, 1.0, 0.5}},
        Row {"zero is kept as 0", {0.0, 5.0}, {0.0, 1.0}},
        Row {"negative and NaN dropped", {-1.0, std::nan(""), 2.0}, {none, none, 1.0}},
        Row {"nothing positive", {0.0, none, -3.0}, {none, none, none}},
        Row {"empty", {}, {}},
    }));
    CAPTURE(name);
    const Values out = normaliseToBest(input);
    REQUIRE(out.size() == expected.size());
    for (std::size_t i = 0; i < out.size(); ++i) {
        CAPTURE(i);
        REQUIRE(out[i].has_value() == expected[i].has_value());
        if (out[i])
            CHECK(*out[i] == Approx(*expected[i]));
    }
    if (!input.empty() && expected[0])
        CHECK(std::count(out.begin(), out.end(), std::optional<double>(1.0))
              >= 1); // exactly 1, not 0.999..
}

TEST_CASE("topN keeps the best and the forced devices, n long", "[chartdata]")
{
    using Ids = std::vector<std::string>;
    const Ids ranked {"a", "b", "c", "d", "e", "f", "g", "h"};
    using Row = std::tuple<int, Ids, Ids>;
    const auto [n, forced, expected] = GENERATE_REF(table<int, Ids, Ids>({
        Row {3, {}, {"a", "b", "c"}},
        Row {3, {"h"}, {"a", "b", "h"}}, // forced below the cut replaces the last place
        Row {3, {"b"}, {"a", "b", "c"}}, // forced already in: nothing changes
        Row {3, {"a", "g"}, {"a", "b", "g"}},
        Row {3, {"f", "g", "h"}, {"f", "g", "h"}},
        Row {2, {"e", "f", "g"}, {"e", "f", "g"}}, // more forced than places: all of them
        Row {3, {"zz"}, {"a", "b", "c"}}, // unknown ids are ignored
        Row {0, {"h"}, ranked}, // 0 = no cap
        Row {10, {}, ranked},
        Row {8, {"h"}, ranked},
    }));
    CAPTURE(n, forced);
    CHECK(topN(ranked, n, forced) == expected);
}

TEST_CASE("Performance bars: three workloads against the reference, fastest first, capped",
          "[chartdata]")
{
    const PriceBook prices(bundled());
    const ViewOptions view = view2019();
    const BarChartData bars
        = performanceBars(sessionOf(bundled(), view), devices({}, 5));
    REQUIRE(bars.rows.size() == 5);
    CHECK(bars.candidates > 20); // every device of April 2019 with a figure
    CHECK(bars.referenceName == "GeForce RTX 2080 Ti");

    for (std::size_t i = 1; i < bars.rows.size(); ++i)
        CHECK(bars.rows[i - 1].sortValue->value >= bars.rows[i].sortValue->value);
    const BarRow *reference = rowOf(bars, "rtx-2080-ti");
    REQUIRE(reference);
    CHECK(reference->isReference);
    for (Workload w : kAllWorkloads) {
        CAPTURE(toString(w));
        REQUIRE(reference->values[index(w)]);
        CHECK(reference->values[index(w)]->value == Approx(1.0));
        CHECK(reference->values[index(w)]->provenance == Provenance::Measured);
    }
    // A row's values are the model's figures for each workload, with the
    // software maturity factor on other vendors' estimates, as the ranking
    // has them (seed §2.2-§2.4).
    for (const BarRow &row : bars.rows) {
        for (Workload w : kAllWorkloads) {
            const auto figure = relativeWithMaturity(bundled(), model(), row.deviceId, w, Precision::Fp16,
                                                     "rtx-2080-ti", Assumptions{}.softwareMaturity);
            REQUIRE(figure.has_value() == row.values[index(w)].has_value());
            if (figure)
                CHECK(row.values[index(w)]->value == Approx(figure->relative));
        }
    }
}

TEST_CASE("Performance bars keep the reference and the selection when capped", "[chartdata]")
{
    const PriceBook prices(bundled());
    const BarChartData bars = performanceBars(sessionOf(bundled(), view2019()), devices({"gtx-1050-ti"}, 3));
    REQUIRE(bars.rows.size() == 3);
    CHECK(rowOf(bars, "rtx-2080-ti"));
    const BarRow *selected = rowOf(bars, "gtx-1050-ti");
    REQUIRE(selected);
    CHECK(selected->isSelected);
    CHECK(bars.rows.back().deviceId == "gtx-1050-ti"); // the slowest of them, last
}

TEST_CASE("Capped bar charts are the uncapped ranking's head plus the kept devices, in its order", "[chartdata]")
{
    // The capped charts rank only what they keep; they must say exactly what
    // the full ranking cut to n says: the best n - k in order, the k kept
    // (reference, selection) at their own places, the same values and ties.
    const Session session = sessionOf(bundled(), view2019());
    using Chart = std::function<BarChartData(const ChartDevices &)>;
    const Chart perf = [&](const ChartDevices &d) { return performanceBars(session, d); };
    const Chart best = [&](const ChartDevices &d) { return performancePerDollarBars(session, d, PerDollarScale::Best); };
    const Chart reference
        = [&](const ChartDevices &d) { return performancePerDollarBars(session, d, PerDollarScale::Reference); };
    for (const Chart &chart : {perf, best, reference}) {
        const BarChartData full = chart(devices({}, 0));
        REQUIRE(full.rows.size() > 10);
        const std::vector<std::string> selected {full.rows.back().deviceId, full.rows[full.rows.size() / 2].deviceId};
        const BarChartData capped = chart(devices(selected, 6));
        CHECK(capped.candidates == full.candidates);
        CHECK(capped.tiedWithLeader == full.tiedWithLeader);
        CHECK(capped.leaderId == full.leaderId);
        // Expected: walk the full ranking, keep the kept ones and the first
        // free ones (6 minus the reference and the two selected).
        std::vector<const BarRow *> expected;
        int free = 6 - 3;
        for (const BarRow &row : full.rows) {
            const bool kept = row.deviceId == "rtx-2080-ti" || row.deviceId == selected[0] || row.deviceId == selected[1];
            if (kept || free-- > 0)
                expected.push_back(&row);
        }
        REQUIRE(capped.rows.size() == expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            CAPTURE(i, expected[i]->deviceId);
            CHECK(capped.rows[i].deviceId == expected[i]->deviceId);
            CHECK(capped.rows[i].tiesWithLeader == expected[i]->tiesWithLeader);
            REQUIRE(capped.rows[i].sortValue.has_value() == expected[i]->sortValue.has_value());
            if (capped.rows[i].sortValue)
                CHECK(capped.rows[i].sortValue->value == Approx(expected[i]->sortValue->value));
            for (Workload w : kAllWorkloads) {
                REQUIRE(capped.rows[i].values[index(w)].has_value() == expected[i]->values[index(w)].has_value());
                if (capped.rows[i].values[index(w)])
                    CHECK(capped.rows[i].values[index(w)]->value == Approx(expected[i]->values[index(w)]->value));
            }
        }
        CHECK(capped.rows.back().deviceId == selected[0]); // the last of the full ranking stays last
    }
}

TEST_CASE("Performance bars follow the filter", "[chartdata]")
{
    const PriceBook prices(bundled());
    DeviceFilter filter;
    filter.maxPriceUsd = 400.0;
    filter.minMemoryGb = 6.0;
    const BarChartData bars = performanceBars(sessionOf(bundled(), view2019()), ChartDevices {filter, {}, {}, 15});
    // As in the ranking test: GTX 1060 6GB, GTX 1070, GTX 1070 Ti, RTX 2060 (the
    // reference costs $1,200 and is filtered out like any other device).
    CHECK(bars.candidates == 4);
    std::vector<std::string> ids;
    for (const BarRow &row : bars.rows)
        ids.push_back(row.deviceId);
    std::sort(ids.begin(), ids.end());
    CHECK(ids == std::vector<std::string> {"gtx-1060-6gb", "gtx-1070", "gtx-1070-ti", "rtx-2060"});
}

TEST_CASE("Charts limited to given devices show those and no other", "[chartdata]")
{
    const PriceBook prices(bundled());
    ChartDevices only = devices({}, 15);
    only.only = {"gtx-1060-6gb", "rtx-2070", "no-such-card"};
    const BarChartData bars
        = performanceBars(sessionOf(bundled(), view2019()), only);
    CHECK(bars.candidates == 2);
    REQUIRE(bars.rows.size() == 2);
    CHECK(bars.rows[0].deviceId == "rtx-2070"); // Tensor Cores at 16-bit: far ahead of a GTX 1060
    CHECK(bars.rows[1].deviceId == "gtx-1060-6gb");
    CHECK_FALSE(rowOf(bars, "rtx-2080-ti")); // the reference too is left out
    const ScatterData scatter
        = pricePerformanceScatter(sessionOf(bundled(), view2019()), only);
    CHECK(scatter.points.size() == 2);
}

TEST_CASE("Performance per dollar: the best device of each workload is 1.0 (seed §4.4)",
          "[chartdata][seed]")
{
    const PriceBook prices(bundled());
    const ViewOptions view = view2019();
    const BarChartData bars = performancePerDollarBars(sessionOf(bundled(), view), devices({}, 0)); // all of them
    REQUIRE(bars.rows.size() == static_cast<std::size_t>(bars.candidates));
    CHECK(bars.scale == PerDollarScale::Best);
    for (Workload w : kAllWorkloads) {
        CAPTURE(toString(w));
        double best = 0.0;
        for (const BarRow &row : bars.rows) {
            if (row.values[index(w)])
                best = std::max(best, row.values[index(w)]->value);
        }
        CHECK(best == 1.0);
    }
    CHECK(bars.rows.front().sortValue->value == 1.0);
    for (std::size_t i = 1; i < bars.rows.size(); ++i)
        CHECK(bars.rows[i - 1].sortValue->value >= bars.rows[i].sortValue->value);

    // Ratios between devices are those of performance / price: RTX 2060 ($349)
    // against RTX 2080 Ti ($1,200) for convnets.
    const BarRow *rtx2060 = rowOf(bars, "rtx-2060");
    const BarRow *rtx2080ti = rowOf(bars, "rtx-2080-ti");
    REQUIRE(rtx2060);
    REQUIRE(rtx2080ti);
    const double perf2060
        = model().relative("rtx-2060", Workload::Cnn, Precision::Fp16, "rtx-2080-ti")->relative;
    CHECK(rtx2060->values[0]->value / rtx2080ti->values[0]->value
          == Approx(perf2060 / 349.0 * 1200.0));
    // Seed §4.4: more than 5x the Tesla V100's cost-efficiency.
    const BarRow *v100 = rowOf(bars, "tesla-v100-pcie-16gb");
    REQUIRE(v100);
    CHECK(rtx2060->values[0]->value > 5.0 * v100->values[0]->value);
}

TEST_CASE("Performance per dollar relative to the reference device", "[chartdata]")
{
    const PriceBook prices(bundled());
    const BarChartData bars
        = performancePerDollarBars(sessionOf(bundled(), view2019()), devices({}, 15), PerDollarScale::Reference);
    CHECK(bars.scale == PerDollarScale::Reference);
    CHECK_FALSE(bars.note);
    const BarRow *reference = rowOf(bars, "rtx-2080-ti");
    REQUIRE(reference);
    for (Workload w : kAllWorkloads)
        CHECK(reference->values[index(w)]->value == Approx(1.0));
    const BarRow *rtx2060 = rowOf(bars, "rtx-2060");
    REQUIRE(rtx2060);
    const double perf2060
        = model().relative("rtx-2060", Workload::Cnn, Precision::Fp16, "rtx-2080-ti")->relative;
    CHECK(rtx2060->values[0]->value == Approx(perf2060 * 1200.0 / 349.0));

    SECTION("A reference without a price falls back to the best, with a note")
    {
        ViewOptions view = view2019();
        view.referenceId = "tpu-v2"; // cloud only: no purchase price
        const BarChartData fallback
            = performancePerDollarBars(sessionOf(bundled(), view), devices({}, 15), PerDollarScale::Reference);
        CHECK(fallback.scale == PerDollarScale::Best);
        REQUIRE(fallback.note);
        CHECK(fallback.note->english().find("TPU") != std::string::npos);
        CHECK(fallback.rows.front().sortValue->value == 1.0);
    }
}

TEST_CASE("Scatter: the whole Pareto frontier is shown and flagged", "[chartdata]")
{
    const PriceBook prices(bundled());
    ViewOptions view = view2019();
    view.currency = "EUR";
    const ScatterData scatter = pricePerformanceScatter(sessionOf(bundled(), view), devices({"gtx-1060-6gb"}, 10));
    REQUIRE_FALSE(scatter.frontier.empty());
    CHECK(scatter.points.size() >= 10);
    CHECK(scatter.candidates >= static_cast<int>(scatter.points.size()));
    for (const std::string &id : scatter.frontier) {
        CAPTURE(id);
        const auto it = std::find_if(scatter.points.begin(), scatter.points.end(),
                                     [&](const ScatterPoint &p) { return p.deviceId == id; });
        REQUIRE(it != scatter.points.end());
        CHECK(it->onFrontier);
    }
    for (std::size_t i = 1; i < scatter.points.size(); ++i)
        CHECK(scatter.points[i - 1].priceUsd <= scatter.points[i].priceUsd);
    // No shown point is both cheaper and faster than a frontier point.
    for (const ScatterPoint &f : scatter.points) {
        if (!f.onFrontier)
            continue;
        for (const ScatterPoint &p : scatter.points) {
            CAPTURE(f.deviceId, p.deviceId);
            CHECK_FALSE((p.priceUsd < f.priceUsd && p.performance.value > f.performance.value));
        }
    }
    const auto selected
        = std::find_if(scatter.points.begin(), scatter.points.end(),
                       [](const ScatterPoint &p) { return p.deviceId == "gtx-1060-6gb"; });
    REQUIRE(selected != scatter.points.end());
    CHECK(selected->isSelected);
    CHECK(selected->price == Approx(250.0 * 0.8532)); // its Oct 2018 street price, in euros
    // RTX 2060: the cheapest card with Tensor Cores in 2019 is on the frontier.
    CHECK(std::find(scatter.frontier.begin(), scatter.frontier.end(), "rtx-2060")
          != scatter.frontier.end());
}

TEST_CASE("Price history: quotes by kind, at their period's start, in the view's currency",
          "[chartdata]")
{
    DataSet data = bundled();
    ViewOptions view = view2019();
    view.currency = "CNY";

    SECTION("RTX 2070: launch price and street price, both dated 2018-10")
    {
        const PriceBook prices(data);
        const PriceHistoryData history = priceHistory(data, prices, {"rtx-2070"}, view, 5);
        REQUIRE(history.series.size() == 2);
        CHECK(history.series[0].kind == QuoteKind::Msrp);
        CHECK(history.series[1].kind == QuoteKind::RetailNew);
        REQUIRE(history.series[0].points.size() == 1);
        CHECK(history.series[0].points[0].day == dayNumber(2018, 10, 1));
        CHECK(history.series[0].points[0].amount == Approx(499.0 * 7.1647));
        CHECK(history.series[1].points[0].amount == Approx(600.0 * 7.1647));
    }
    SECTION("A new quote adds a point; a later one is hidden by the as-of date")
    {
        PriceQuote quote;
        quote.id = 90001;
        quote.deviceId = "rtx-2070";
        quote.amount = 450.0;
        quote.currency = "EUR";
        quote.kind = QuoteKind::RetailNew;
        quote.observed = PartialDate::ymd(2019, 2, 14);
        data.priceQuotes.push_back(quote);
        quote.id = 90002;
        quote.observed = PartialDate::ymd(2019, 5, 1); // after the as-of date
        data.priceQuotes.push_back(quote);
        const PriceBook prices(data);
        const PriceHistoryData history = priceHistory(data, prices, {"rtx-2070"}, view, 5);
        REQUIRE(history.series.size() == 2);
        const auto &retail = history.series[1].points;
        REQUIRE(retail.size() == 2);
        CHECK(retail[1].day == dayNumber(2019, 2, 14));
        CHECK(retail[1].amount == Approx(450.0 / 0.8532 * 7.1647));
    }
    SECTION("Devices are capped, unknown ones dropped, quote-less ones reported")
    {
        const PriceBook prices(data);
        view.asOfDay = dayNumber(2018, 9, 30); // before any RTX 2070 quote
        const PriceHistoryData history = priceHistory(
            data, prices, {"no-such-card", "rtx-2070", "gtx-1070", "gtx-1080", "rtx-2070"}, view,
            2);
        CHECK(history.requested == 3);
        CHECK(history.devices == std::vector<std::string> {"rtx-2070", "gtx-1070"});
        CHECK(history.withoutQuotes == std::vector<std::string> {"rtx-2070"});
        REQUIRE(history.series.size() == 1); // GTX 1070: its 2016 launch price only
        CHECK(history.series[0].points[0].day == dayNumber(2016, 6, 1));
    }
}

TEST_CASE("Default price history devices: the reference and the first three ranked", "[chartdata]")
{
    const PriceBook prices(bundled());
    const ViewOptions view = view2019();
    auto ranked = evaluate(bundled(), prices, model(), view, Assumptions {});
    rankByValue(ranked);
    const auto ids = defaultPriceHistoryDevices(ranked, prices, view);
    REQUIRE(ids.size() == 4);
    CHECK(ids[0] == "rtx-2080-ti");
    std::vector<std::string> expected;
    for (const DeviceEvaluation &e : ranked) {
        if (expected.size() < 3 && e.device->id != "rtx-2080-ti"
            && !prices.quotes(e.device->id).empty())
            expected.push_back(e.device->id);
    }
    CHECK(std::vector<std::string>(ids.begin() + 1, ids.end()) == expected);
}

TEST_CASE("Comparable cloud offer: the cheapest for the same work within 1.5x", "[chartdata][tco]")
{
    // Own throughput 1.0. Cost per unit of work = $/hour / throughput.
    const std::vector<CloudCandidate> offers {
        {"half", 1.0, 0.5}, // 0.5x: not comparable ($2.00 per work)
        {"b", 2.0, 1.2}, // comparable, $1.667 per work  <- the choice
        {"c", 1.5, 0.8}, // comparable, $1.875 per work
        {"triple", 3.0, 3.0}, // $1.00 per work, but 3x: not comparable
        {"no-price", std::nullopt, 1.0},
        {"no-figure", 0.1, std::nullopt},
    };
    const auto choice = chooseComparableOffer(1.0, offers);
    REQUIRE(choice);
    CHECK(choice->offerId == "b");
    CHECK(choice->comparable);
    CHECK(choice->throughputRatio == Approx(1.2));
    CHECK(choice->reason.english().find("1.5x") != std::string::npos);

    SECTION("The bounds 1/1.5 and 1.5 are comparable")
    {
        const auto low = chooseComparableOffer(3.0, {{"low", 1.0, 2.0}, {"far", 0.1, 1.9}});
        REQUIRE(low);
        CHECK(low->offerId == "low");
        CHECK(low->comparable);
        const auto high = chooseComparableOffer(2.0, {{"high", 9.0, 3.0}});
        REQUIRE(high);
        CHECK(high->comparable);
    }
    SECTION("Equal cost per work: the lower hourly rate, then the id")
    {
        const auto tie
            = chooseComparableOffer(1.0, {{"z", 1.2, 1.2}, {"y", 1.0, 1.0}, {"x", 1.0, 1.0}});
        REQUIRE(tie);
        CHECK(tie->offerId == "x");
    }
    SECTION("Nothing comparable: the nearest in ratio, said so")
    {
        const auto nearest = chooseComparableOffer(1.0, {{"x3", 1.0, 3.0}, {"x025", 0.1, 0.25}});
        REQUIRE(nearest);
        CHECK(nearest->offerId == "x3"); // |ln 3| = 1.10 < |ln 0.25| = 1.39
        CHECK_FALSE(nearest->comparable);
        CHECK(nearest->reason.english().find("nearest") != std::string::npos);
    }
    SECTION("Unknown own performance or no usable offer: no choice")
    {
        CHECK_FALSE(chooseComparableOffer(std::nullopt, offers));
        CHECK_FALSE(chooseComparableOffer(1.0, {{"no-price", std::nullopt, 1.0}}));
    }
}

TEST_CASE("Comparable cloud offer on the bundled catalogue", "[chartdata][tco]")
{
    const PriceBook prices(bundled());
    ViewOptions view; // today, cnn fp16, RTX 2080 Ti reference
    const auto candidates = cloudCandidates(bundled(), model(), view, Assumptions {});
    // Accelerator-only prices (GCP's GPUs without their VM) are no candidates.
    const auto instances = std::count_if(bundled().cloudOffers.begin(), bundled().cloudOffers.end(),
                                         [](const CloudOffer &o) { return o.priceScope == PriceScope::Instance; });
    REQUIRE(candidates.size() == static_cast<std::size_t>(instances));
    const auto choice = chooseComparableOffer(1.0, candidates); // the reference is 1.0
    REQUIRE(choice);
    CAPTURE(choice->offerId);
    CHECK(choice->comparable);
    CHECK(choice->throughputRatio >= 1.0 / 1.5);
    CHECK(choice->throughputRatio <= 1.5);
    // Lambda's Quadro RTX 6000 (the 2080 Ti's TU102 chip, fully enabled) at
    // $0.50/hour: no other single-card offer comes close per unit of work.
    CHECK(choice->offerId == "lambda-1x-rtx6000");
    const auto chosen
        = std::find_if(candidates.begin(), candidates.end(),
                       [&](const CloudCandidate &c) { return c.offerId == choice->offerId; });
    const double chosenCost = *chosen->usdPerHour / *chosen->throughput;
    for (const CloudCandidate &c : candidates) {
        if (!c.usdPerHour || !c.throughput || *c.throughput < 1.0 / 1.5 || *c.throughput > 1.5)
            continue;
        CAPTURE(c.offerId);
        CHECK(*c.usdPerHour / *c.throughput >= chosenCost);
    }
    // An 8-GPU instance counts its multi-GPU speed-up: far above one RTX 2080 Ti.
    const CloudOffer *eight = bundled().cloudOffer("lambda-8x-v100");
    REQUIRE(eight);
    const auto one
        = model().relative("tesla-v100-sxm2-16gb", view.mix, view.precision, view.referenceId);
    REQUIRE(one);
    CHECK(*instanceThroughput(bundled(), model(), *eight, view, Assumptions {})
          > 5.0 * one->relative);
}

TEST_CASE("Buy-versus-rent horizon shows the break-even", "[chartdata][tco]")
{
    using Row = std::tuple<std::optional<double>, int>;
    const auto [day, expected] = GENERATE(table<std::optional<double>, int>({
        Row {std::nullopt, 1095}, // renting stays cheaper: three years
        Row {100.0, 365}, // 150 days -> two quarters, 182, raised to a year
        Row {400.0, 637}, // 600 days -> 7 quarters
        Row {200.0, 365}, // 300 days -> 4 quarters = 364, raised to a year
        Row {243.0, 455}, // 364.5 days: 4 quarters (364) fall short, so 5
        Row {3000.0, 3650}, // capped at ten years
    }));
    CAPTURE(day);
    CHECK(buyVsRentHorizonDays(day) == expected);
}

TEST_CASE("Buy-versus-rent chart data: the tco calculation in the view's currency",
          "[chartdata][tco]")
{
    const PriceBook prices(bundled());
    ViewOptions view = view2019();
    view.currency = "EUR";
    const BuyVsRentChartData chart = buyVsRentChart(sessionOf(bundled(), view), "rtx-2080-ti", "aws-p3-2xlarge");
    REQUIRE_FALSE(chart.unavailable);
    CHECK_FALSE(chart.defaultOffer);
    CHECK(chart.deviceName == "GeForce RTX 2080 Ti");
    CHECK(chart.purchase == Approx(1200.0 * 0.8532));
    CHECK(chart.rentPerHour == Approx(3.06 * 0.8532));
    CHECK(chart.input.deviceWatts == 250.0);
    REQUIRE(chart.breakEven.day);
    CHECK(*chart.breakEven.day == Approx(*buyVsRentBreakEven(chart.input).day));
    // Where the lines cross, both have cost the same.
    REQUIRE(chart.breakEvenCost);
    CHECK(*chart.breakEvenCost == Approx(ownCostUsd(chart.input, *chart.breakEven.day) * 0.8532));
    // (found to a hundredth of a day with the depreciation curve)
    CHECK(*chart.breakEvenCost
          == Approx(rentCostUsd(chart.input, *chart.breakEven.day) * 0.8532).epsilon(1e-3));
    CHECK(chart.horizonDays == buyVsRentHorizonDays(chart.breakEven.day));
    REQUIRE(chart.curve.size() > 100);
    CHECK(chart.curve.front().day == 0);
    // Resale from the depreciation curve: launched 2018-09 at $999, bought
    // 2019-04-30 (0.62 years old), worth $999 x exp(-0.0937 x 0.62) = $942
    // on day 0, so owning starts at (1200 - 942) x 0.8532.
    REQUIRE(chart.input.resaleCurve);
    CHECK(chart.input.resaleCurve->launchUsd == 999.0);
    CHECK(chart.input.resaleUsd(0.0) == Approx(999.0 * std::exp(-0.09369518 * chart.input.resaleCurve->ageYearsAtPurchase)));
    CHECK(chart.input.resaleCurve->ageYearsAtPurchase == Approx(0.62).epsilon(0.02));
    CHECK(chart.curve.front().ownUsd == Approx((1200.0 - chart.input.resaleUsd(0.0)) * 0.8532));
    CHECK(chart.curve.front().rentUsd == 0.0);
    CHECK(chart.curve.back().day == chart.horizonDays);
    CHECK(chart.curve.back().rentUsd
          == Approx(rentCostUsd(chart.input, chart.horizonDays) * 0.8532));

    SECTION("No offer given: the default comparable one")
    {
        const BuyVsRentChartData byDefault
            = buyVsRentChart(sessionOf(bundled(), view), "rtx-2080-ti", "");
        REQUIRE_FALSE(byDefault.unavailable);
        CHECK(byDefault.defaultOffer);
        REQUIRE(byDefault.choice);
        CHECK(byDefault.offerId == byDefault.choice->offerId);
    }
    SECTION("Missing pieces are reported")
    {
        CHECK(buyVsRentChart(sessionOf(bundled(), view), "rtx-2080-ti",
                             "no-such-offer")
                  .unavailable);
        CHECK(buyVsRentChart(sessionOf(bundled(), view), "no-such-card", "")
                  .unavailable);
        const auto unpriced
            = buyVsRentChart(sessionOf(bundled(), view), "tpu-v2", "");
        REQUIRE(unpriced.unavailable);
        CHECK(unpriced.unavailable->english().find("no price") != std::string::npos);
    }
}

TEST_CASE("Price history runs: a line breaks where quotes are more than 12 months apart", "[chartdata][history]")
{
    PriceHistorySeries series;
    // Days: 0, 100 (joined), 467 (367 after: broken), 833 (366: a leap year, joined), 2000.
    for (int day : {0, 100, 467, 833, 2000})
        series.points.push_back({day, 1.0, PriceQuote {}});
    const auto runs = priceHistoryRuns(series);
    REQUIRE(runs.size() == 3);
    CHECK(runs[0].size() == 2);
    CHECK(runs[1].size() == 2);
    CHECK(runs[1].front().day == 467);
    CHECK(runs[2].size() == 1);
    CHECK(priceHistoryRuns(PriceHistorySeries {}).empty());
    // A shorter gap asked for: every point alone but none of the first two.
    CHECK(priceHistoryRuns(series, 100).size() == 4);
}

TEST_CASE("Footer sources are named as people know them", "[chartdata][footer]")
{
    const auto [source, name] = GENERATE(table<std::string, std::string>({
        {"https://www.techspot.com/article/1729-graphics-card-pricing-q4-2018/ (MSRP)", "techspot.com"},
        {"http://example.org?q=1", "example.org"},
        {"lambdal/deeplearning-benchmark:pytorch/pytorch-train-throughput-fp16.csv@aa5addb",
         "lambdal/deeplearning-benchmark"},
        {"Epoch AI \"Data on Machine Learning Hardware\"", "Epoch AI"},
        {"NVIDIA data sheet (2020), p. 2", "NVIDIA data sheet"},
        {"  ", ""},
        {"A very long source text without any bracket in it at all, really", "A very long source text without any brac..."},
    }));
    CAPTURE(source);
    CHECK(shortSourceName(source) == name);
}

TEST_CASE("Footer facts: the view's date, price basis and sources of the devices shown", "[chartdata][footer]")
{
    ViewOptions view = view2019();
    view.policy = PricePolicy::NewOnly;
    const Session session = sessionOf(bundled(), view);
    ChartDevices d = devices({}, 15);
    const BarChartData bars = performanceBars(session, d);
    std::vector<std::string> shown;
    for (const BarRow &row : bars.rows)
        shown.push_back(row.deviceId);
    const ChartFooterFacts facts = chartFooterFacts(session, d, shown);
    CHECK(facts.viewDay == dayNumber(2019, 4, 30));
    CHECK(facts.pastMarket);
    CHECK(facts.articleView); // before the article's first update, 2020-09-07
    CHECK(facts.policy == PricePolicy::NewOnly);
    CHECK(facts.freshnessMonths == 12);
    CHECK(facts.prices.viewDay == dayNumber(2019, 4, 30));
    CHECK(facts.prices.priced > 0);
    REQUIRE_FALSE(facts.sources.empty());
    // Every 2019 card shown has Lambda's benchmarks or a dated street price.
    CHECK(std::find(facts.sources.begin(), facts.sources.end(), "lambdal/deeplearning-benchmark") != facts.sources.end());
    CHECK(static_cast<int>(facts.sources.size()) <= kFooterSources);

    // Today's market: not the article's.
    const Session today = sessionOf(bundled(), ViewOptions {});
    CHECK_FALSE(chartFooterFacts(today, d, shown).articleView);
    CHECK_FALSE(chartFooterFacts(today, d, shown).pastMarket);
}

TEST_CASE("The performance chart shows what a desktop takes, other parts when asked", "[chartdata][parts]")
{
    const Session session = sessionOf(bundled(), ViewOptions {});
    ChartDevices d = devices({}, 0);
    const BarChartData every = performanceBars(session, d);
    d.fitHostOnly = true;
    const BarChartData buyable = performanceBars(session, d);
    const Assumptions &a = session.assumptions();
    REQUIRE(a.host.kind == HostKind::Desktop);
    for (const BarRow &row : buyable.rows) {
        CAPTURE(row.deviceId);
        const Device &device = *session.data().device(row.deviceId);
        CHECK(checkFit(device, 1, a.host, a.powerTransientMargin).fits);
        CHECK(device.formFactor != FormFactor::Sxm);
    }
    CHECK(buyable.leftOutUnfit > 0);
    CHECK(buyable.candidates + buyable.leftOutUnfit == every.candidates);
    CHECK(every.leftOutUnfit == 0);

    SECTION("Asked for: a segment filter naming data-centre parts, or named devices")
    {
        ChartDevices asked = d;
        asked.filter.segments = std::set<Segment> {Segment::Datacenter};
        const BarChartData datacenter = performanceBars(session, asked);
        CHECK(datacenter.leftOutUnfit == 0);
        CHECK(std::any_of(datacenter.rows.begin(), datacenter.rows.end(), [&](const BarRow &r) {
            return session.data().device(r.deviceId)->formFactor == FormFactor::Sxm;
        }));
        ChartDevices named = d;
        named.only = {"h100-sxm", "rtx-4090"};
        CHECK(performanceBars(session, named).rows.size() == 2);
    }
    SECTION("A selected part stays")
    {
        ChartDevices selected = d;
        selected.selected = {"h100-sxm"};
        const BarChartData bars = performanceBars(session, selected);
        CHECK(rowOf(bars, "h100-sxm"));
    }
}
