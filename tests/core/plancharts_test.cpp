// The values the plan tools' charts draw, on hand-made results with
// hand-checked numbers: upgrade candidates (seed §7.5), two systems against
// the host machine's price (seed §4.5c), cumulative costs of the hybrid
// plans (seed §2.4, §2.5, §7.6).
#include "core/plancharts.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

CurrencyTable euroAt(double perUsd)
{
    return CurrencyTable({ExchangeRate {"EUR", perUsd, "2019-04-30", "test"}});
}

Device card(const std::string &id)
{
    Device d;
    d.id = id;
    d.name = "Card " + id;
    return d;
}

std::vector<std::string> ids(const std::vector<UpgradeChartPoint> &points)
{
    std::vector<std::string> out;
    for (const UpgradeChartPoint &p : points)
        out.push_back(p.deviceId);
    return out;
}

// Five cards against an owned card that sells for $190, budget $500, in the
// advice's order (within budget first, then fastest first):
//   a 1.29x $450 (net $260)    b 1.20x $400 (net $210)    c 1.10x $420 (net $230)
//   d 1.90x $600 (net $410)    e 1.80x $1,200 (net $1,010)
// c is beaten by b (cheaper and faster), e by d: the frontier is b, a, d.
struct UpgradeExample
{
    std::deque<Device> devices;
    UpgradeAdvice advice;

    UpgradeExample()
    {
        advice.verdict = UpgradeVerdict::Wait;
        advice.threshold = 1.5;
        advice.budgetUsd = 500.0;
        advice.resale.usd = 190.0;
        const auto add = [&](const char *id, double speedUp, double price) {
            const Device &d = devices.emplace_back(card(id));
            UpgradeCandidate c;
            c.device = &d;
            c.speedUp = speedUp;
            c.priceUsd = price;
            c.netCostUsd = price - 190.0;
            c.withinBudget = price <= 500.0;
            c.meetsThreshold = speedUp >= 1.5;
            advice.candidates.push_back(c);
        };
        add("a", 1.29, 450.0);
        add("b", 1.20, 400.0);
        add("c", 1.10, 420.0);
        add("d", 1.90, 600.0);
        add("e", 1.80, 1200.0);
    }
};

} // namespace

TEST_CASE("Upgrade chart: candidates by net cost, the frontier, the budget line", "[plans][charts]")
{
    const UpgradeExample example;
    const UpgradeChartData all = upgradeChartData(example.advice, "GTX 1070", {}, "USD", 0);
    CHECK(all.candidates == 5);
    CHECK(ids(all.points) == std::vector<std::string> {"b", "c", "a", "d", "e"});
    CHECK(all.threshold == 1.5);
    CHECK(all.resale == 190.0);
    REQUIRE(all.budgetNetCost);
    CHECK(*all.budgetNetCost == 310.0); // $500 - $190: the cards left of it are within budget
    for (const UpgradeChartPoint &p : all.points) {
        CAPTURE(p.deviceId);
        CHECK(p.withinBudget == (p.netCost <= *all.budgetNetCost));
        CHECK(p.onFrontier == (p.deviceId == "a" || p.deviceId == "b" || p.deviceId == "d"));
        CHECK_FALSE(p.recommended);
    }
    CHECK_FALSE(all.unavailable);

    using Row = std::tuple<int, std::vector<std::string>>;
    const auto [n, expected] = GENERATE(table<int, std::vector<std::string>>({
        Row {3, {"b", "a", "d"}}, // the frontier first
        Row {4, {"b", "c", "a", "d"}}, // then the cards within budget
        Row {5, {"b", "c", "a", "d", "e"}},
        Row {20, {"b", "c", "a", "d", "e"}},
    }));
    CAPTURE(n);
    CHECK(ids(upgradeChartData(example.advice, "GTX 1070", {}, "USD", n).points) == expected);
}

TEST_CASE("Upgrade chart: the recommended card is kept first, amounts in the view's currency",
          "[plans][charts]")
{
    UpgradeExample example;
    // A 2.5x card that the sale pays for: price $150, net -$40.
    const Device &f = example.devices.emplace_back(card("f"));
    UpgradeCandidate c;
    c.device = &f;
    c.speedUp = 2.5;
    c.priceUsd = 150.0;
    c.netCostUsd = -40.0;
    c.meetsThreshold = true;
    example.advice.candidates.insert(example.advice.candidates.begin(), c);
    example.advice.recommended = 0;
    example.advice.verdict = UpgradeVerdict::Upgrade;

    // f dominates every other card: alone on the frontier.
    const UpgradeChartData d = upgradeChartData(example.advice, "GTX 1070", euroAt(0.9), "EUR", 2);
    CHECK(d.currency == "EUR");
    REQUIRE(d.points.size() == 2);
    CHECK(d.points[0].deviceId == "f");
    CHECK(d.points[0].recommended);
    CHECK(d.points[0].onFrontier);
    CHECK_THAT(d.points[0].netCost, WithinRel(-36.0, 1e-12)); // -$40 x 0.9
    CHECK_THAT(d.points[0].price, WithinRel(135.0, 1e-12));
    CHECK(d.points[1].deviceId == "b"); // the cheapest card within budget after it
    CHECK_THAT(*d.budgetNetCost, WithinRel(279.0, 1e-12)); // ($500 - $190) x 0.9
    CHECK_THAT(*d.budget, WithinRel(450.0, 1e-12));

    // An unknown currency stays in dollars.
    CHECK(upgradeChartData(example.advice, "GTX 1070", {}, "XYZ").currency == "USD");
}

TEST_CASE("Upgrade chart: why nothing is drawn", "[plans][charts]")
{
    UpgradeAdvice none;
    none.verdict = UpgradeVerdict::Wait;
    const UpgradeChartData empty = upgradeChartData(none, "RTX 4090", {}, "USD");
    REQUIRE(empty.unavailable);
    CHECK(empty.unavailable->english() == "No priced card available is faster than the RTX 4090");
    CHECK(empty.unavailable->rule == "§7.5");

    UpgradeAdvice unknown;
    unknown.reason = {"Cannot advise: no figure", {}, ""};
    CHECK(upgradeChartData(unknown, "x", {}, "USD").unavailable == unknown.reason);
}

TEST_CASE("Throughput per 1,000 spent against the host machine's price", "[plans][charts]")
{
    using Row = std::tuple<double, double, int, double, double>;
    const auto [throughput, cards, hosts, hostCost, expected]
        = GENERATE(table<double, double, int, double, double>({
            Row {3.517, 4800.0, 1, 1600.0, 3.517 / 6400.0 * 1000.0}, // 0.54953
            Row {3.80634, 2792.0, 2, 1600.0, 3.80634 / 5992.0 * 1000.0}, // 0.63524
            Row {1.0, 500.0, 0, 1600.0, 2.0}, // machines owned: cards only
            Row {2.0, 0.0, 1, 1000.0, 2.0},
        }));
    CAPTURE(throughput, cards, hosts, hostCost);
    const auto value = throughputPerThousand(throughput, cards, hosts, hostCost);
    REQUIRE(value);
    CHECK_THAT(*value, WithinRel(expected, 1e-12));
    CHECK_FALSE(throughputPerThousand(1.0, 0.0, 1, 0.0)); // nothing spent
}

TEST_CASE("Round axis tops", "[plans][charts]")
{
    using Row = std::tuple<double, double>;
    const auto [value, expected] = GENERATE(table<double, double>({
        Row {5236.6, 6000.0}, // step 2,000 (5236.6 / 5 = 1047 -> 2 x 1000)
        Row {3200.0, 4000.0}, // step 1,000 (640 -> 10 x 100)
        Row {4713.0, 5000.0}, // step 1,000
        Row {100.0, 100.0}, // step 20
        Row {90.0, 100.0}, // step 20 (18 -> 2 x 10)
        Row {0.0, 0.0},
        Row {-5.0, 0.0},
    }));
    CAPTURE(value);
    CHECK_THAT(roundUpToStep(value), WithinRel(expected, 1e-12));
}

TEST_CASE("System chart: two systems, the break-even and the range", "[plans][charts]")
{
    // seed §4.5c on the 2019 figures (tests/core/plans_test.cpp): A = 4x RTX
    // 2080 Ti in 1 host, T 3.5170, cards $4,800; B = 8x RTX 2060 in 2 hosts,
    // T 3.80634, cards $2,792; host $1,600.
    //   H = (3.80634 x 4800 - 3.5170 x 2792) / (2 x 3.5170 - 3.80634) = $2,618.25
    SystemComparison c;
    const auto plan = [](const char *label, double t, double cards, int hosts) {
        SystemPlan p;
        p.label = label;
        p.request.hosts = hosts;
        p.hostCostUsd = 1600.0;
        p.result.throughput = t;
        p.result.cardsCostUsd = cards;
        p.result.hosts = hosts;
        return p;
    };
    c.first = plan("A", 3.5170, 4800.0, 1);
    c.second = plan("B", 3.80634, 2792.0, 2);
    c.breakEven = hostCostBreakEven({"A", 3.5170, 4800.0, 1}, {"B", 3.80634, 2792.0, 2});
    const double h = (3.80634 * 4800.0 - 3.5170 * 2792.0) / (2.0 * 3.5170 - 3.80634);
    REQUIRE_THAT(h, WithinRel(2618.25, 1e-4));

    const SystemChartData d = systemChartData(c, true, {}, "USD", 7);
    REQUIRE_FALSE(d.unavailable);
    REQUIRE(d.systems.size() == 2);
    REQUIRE(d.breakEvenHostCost);
    CHECK_THAT(*d.breakEvenHostCost, WithinRel(h, 1e-9));
    CHECK(d.betterBelow == 2);
    CHECK(d.betterAbove == 1);
    CHECK(d.hostCost == 1600.0);
    // 2 x $2,618 = $5,237, rounded up to a step of $2,000.
    CHECK(d.maxHostCost == 6000.0);
    CHECK(d.hostCosts == std::vector<double> {0.0, 1000.0, 2000.0, 3000.0, 4000.0, 5000.0, 6000.0});
    CHECK_THAT(d.systems[0].perThousand[0], WithinRel(3.5170 / 4800.0 * 1000.0, 1e-12));
    CHECK_THAT(d.systems[1].perThousand[2], WithinRel(3.80634 / 6792.0 * 1000.0, 1e-12));
    // Both curves meet at the break-even, where the chart marks it.
    REQUIRE(d.breakEvenPerThousand);
    CHECK_THAT(*d.breakEvenPerThousand, WithinRel(3.5170 / (4800.0 + h) * 1000.0, 1e-9));
    CHECK_THAT(*throughputPerThousand(3.80634, 2792.0, 2, h),
               WithinRel(*d.breakEvenPerThousand, 1e-9));

    SECTION("in euros at 0.9 per dollar")
    {
        const SystemChartData e = systemChartData(c, true, euroAt(0.9), "EUR", 3);
        CHECK(e.currency == "EUR");
        CHECK_THAT(e.hostCost, WithinRel(1440.0, 1e-12));
        CHECK_THAT(*e.breakEvenHostCost, WithinRel(h * 0.9, 1e-9));
        CHECK(e.maxHostCost == 5000.0); // 2 x 2356.4 = 4712.9: step 1,000
        // Per 1,000 euros: 3.5170 / (4800 x 0.9) x 1000.
        CHECK_THAT(e.systems[0].perThousand[0], WithinRel(3.5170 / 4320.0 * 1000.0, 1e-12));
    }
    SECTION("one system: no break-even, twice the host cost")
    {
        const SystemChartData one = systemChartData(c, false, {}, "USD");
        CHECK(one.systems.size() == 1);
        CHECK_FALSE(one.breakEvenHostCost);
        CHECK(one.maxHostCost == 4000.0); // 2 x $1,600 = $3,200: step 1,000
        CHECK(one.hostCosts.size() == 121);
    }
    SECTION("a system that cannot be evaluated")
    {
        SystemComparison bad = c;
        bad.second.problem = Message {"The device %1 is not in the catalogue", {"x"}, ""};
        const SystemChartData none = systemChartData(bad, true, {}, "USD");
        REQUIRE(none.unavailable);
        CHECK(none.unavailable->english() == "The device x is not in the catalogue");
        CHECK_FALSE(systemChartData(bad, false, {}, "USD").unavailable); // the first alone is fine
    }
}

TEST_CASE("Hybrid chart: cumulative costs of the three plans and where they cross",
          "[plans][charts]")
{
    // The hand-checked example of tests/core/plans_test.cpp: a $500 card of
    // 200 W, 0.5x; a 4-device instance at $12/h (1.0x each, 3.5x on 4);
    // 50 h of prototyping and 80 GPU-hours of training a month, 12 months.
    //   own only   $500 + $6.84 a month     cloud only $390 a month
    //   hybrid     $500 + $241.80 a month
    HybridSetup setup;
    Device device;
    device.id = "card";
    device.name = "Card";
    CloudOffer offer;
    offer.provider = "AWS";
    offer.instance = "p3.8xlarge";
    setup.device = &device;
    setup.offer = &offer;
    HybridInput &in = setup.input;
    in.cardPriceUsd = 500.0;
    in.cardWatts = 200.0;
    in.hostWatts = 100.0;
    in.electricityUsdPerKwh = 0.12;
    in.ownThroughput = 0.5;
    in.instanceUsdPerHour = 12.0;
    in.instanceDevices = 4;
    in.deviceThroughput = 1.0;
    in.instanceSpeedUp = 3.5;
    in.prototypeHoursPerMonth = 50.0;
    in.trainingGpuHoursPerMonth = 80.0;
    in.months = 12;
    const HybridComparison c = compareHybridPlans(in);

    CHECK_THAT(cumulativeCost(c.plan(HybridPlanKind::Hybrid), 2.5),
               WithinRel(500.0 + 2.5 * 241.8, 1e-12));

    const HybridChartData d = hybridChartData(setup, c, false, {}, "USD");
    REQUIRE_FALSE(d.unavailable);
    CHECK(d.offerName == "AWS p3.8xlarge");
    CHECK(d.deviceName == "Card");
    CHECK(d.months == 12);
    using Row
        = std::tuple<HybridPlanKind, double, double, double>; // plan, month 0, month 1, month 12
    const auto [kind, m0, m1, m12] = GENERATE(table<HybridPlanKind, double, double, double>({
        Row {HybridPlanKind::OwnOnly, 500.0, 506.84, 582.08},
        Row {HybridPlanKind::CloudOnly, 0.0, 390.0, 4680.0},
        Row {HybridPlanKind::Hybrid, 500.0, 741.8, 3401.6},
    }));
    const HybridChartSeries &s = d.plans[static_cast<std::size_t>(kind)];
    CAPTURE(toString(kind));
    CHECK(s.kind == kind);
    REQUIRE(s.cumulative.size() == 13);
    CHECK(s.cumulative[0] == Approx(m0));
    CHECK(s.cumulative[1] == Approx(m1));
    CHECK(s.cumulative[12] == Approx(m12));
    CHECK(s.total == Approx(m12));
    CHECK(d.cheapest == HybridPlanKind::OwnOnly);
    CHECK(d.fastest == HybridPlanKind::Hybrid);

    // Own only catches up after $500 / ($390 - $6.84) = 1.305 months, hybrid
    // after $500 / ($150 - $1.80) = 3.374 months; both on the chart, at the
    // cost of cloud only by then.
    REQUIRE(d.crossings.size() == 2);
    CHECK(d.crossings[0].kind == HybridPlanKind::OwnOnly);
    CHECK_THAT(d.crossings[0].months, WithinRel(500.0 / 383.16, 1e-9));
    CHECK_THAT(d.crossings[0].cost, WithinRel(390.0 * 500.0 / 383.16, 1e-9));
    CHECK(d.crossings[1].kind == HybridPlanKind::Hybrid);
    CHECK_THAT(d.crossings[1].cost, WithinRel(390.0 * 500.0 / 148.2, 1e-9));

    SECTION("a short horizon leaves the later crossing out; euros")
    {
        setup.input.months = 2;
        const HybridChartData e
            = hybridChartData(setup, compareHybridPlans(setup.input), false, euroAt(0.9), "EUR");
        REQUIRE(e.crossings.size() == 1);
        CHECK(e.crossings[0].kind == HybridPlanKind::OwnOnly);
        CHECK_THAT(e.plans[1].cumulative[2], WithinRel(780.0 * 0.9, 1e-12));
    }
    SECTION("a set-up problem is the reason")
    {
        setup.problem = Message {"The offer %1 has no spot price", {"x"}, ""};
        const HybridChartData e = hybridChartData(setup, c, true, {}, "USD");
        REQUIRE(e.unavailable);
        CHECK(e.unavailable->english() == "The offer x has no spot price");
    }
}
