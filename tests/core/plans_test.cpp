// The planning tools on the bundled catalogue and on hand-made inputs:
// upgrade advice (seed §7.5), multi-GPU systems (seed §1.5, §4.5c, §5.1) and
// hybrid own-card / cloud plans (seed §2.4, §2.5, §7.6).
#include "bundleddata.h"
#include "core/hybridplan.h"
#include "core/systemplan.h"
#include "core/tableio.h"
#include "core/upgrade.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

using namespace gpa;
using gpa::test::bundled;
using Catch::Matchers::Contains;
using Catch::Matchers::WithinRel;

namespace {



const PerformanceModel &model()
{
    return gpa::test::bundledModel();
}

const PriceBook &prices()
{
    static const PriceBook book(bundled());
    return book;
}

// The seed's own view: devices and prices as of the end of April 2019.
ViewOptions view2019(Workload workload, Precision precision)
{
    ViewOptions view;
    view.mix = WorkloadMix::only(workload);
    view.precision = precision;
    view.asOfDay = dayNumber(2019, 4, 30);
    return view;
}

UpgradeRequest gtx1070Owner(std::optional<double> budget)
{
    UpgradeRequest request;
    request.owned = *bundled().device("gtx-1070");
    request.budgetUsd = budget;
    return request;
}

UpgradeAdvice advise(const ViewOptions &view, const UpgradeRequest &request,
                     const Assumptions &assumptions = {})
{
    return adviseUpgrade(bundled(), prices(), model(), view, assumptions, request);
}

const UpgradeCandidate *findCandidate(const UpgradeAdvice &advice, const std::string &id)
{
    const auto it = std::find_if(advice.candidates.begin(), advice.candidates.end(),
                                 [&](const UpgradeCandidate &c) { return c.device->id == id; });
    return it == advice.candidates.end() ? nullptr : &*it;
}

// A figure against the RTX 2080 Ti at fp32, the yardstick adviseUpgrade uses.
double fig(const char *id, Workload workload, Precision precision)
{
    const auto f = model().relative(id, workload, precision, "rtx-2080-ti", Precision::Fp32);
    REQUIRE(f);
    return f->relative;
}

} // namespace

// ------------------------------------------------------------------ upgrade

TEST_CASE("Seed §7.5 on the 2019 view: a GTX 1070 owner with $500 waits for convnets at fp32",
          "[plans][upgrade][seed]")
{
    const UpgradeAdvice advice
        = advise(view2019(Workload::Cnn, Precision::Fp32), gtx1070Owner(500.0));
    INFO(advice.reason.english());
    CHECK(advice.verdict == UpgradeVerdict::Wait);
    CHECK(advice.reason.rule == "§7.5");

    // No used quote for the GTX 1070 by April 2019: resale from the
    // depreciation curve, launch price $379 x exp(-0.09370 x age). Launched
    // 2016-06 (mid-month 2016.4575), seen 2019-04-30 (2019.3274): 2.8699
    // years, exp(-0.26890) = 0.76422, $379 x 0.76422 = $289.64.
    CHECK(advice.resale.source == ResaleSource::Depreciation);
    CHECK(advice.resale.usd == Approx(289.64).epsilon(0.001));

    // The fastest card within $500 is the GTX 1080 ($450 street price), about
    // 1.29x the GTX 1070 at fp32: net $450 - $289.64 = $160.36, so $160.36 / 0.29 per
    // 1x gained.
    REQUIRE_FALSE(advice.candidates.empty());
    const UpgradeCandidate &best = advice.candidates.front();
    CHECK(best.device->id == "gtx-1080");
    CHECK(best.withinBudget);
    CHECK_THAT(best.speedUp,
               WithinRel(fig("gtx-1080", Workload::Cnn, Precision::Fp32)
                             / fig("gtx-1070", Workload::Cnn, Precision::Fp32),
                         1e-9));
    CHECK(best.speedUp == Approx(1.29).epsilon(0.02));
    CHECK(best.priceUsd == 450.0);
    CHECK(best.netCostUsd == Approx(160.36).epsilon(0.002));
    CHECK(best.netCostPerSpeedUp == Approx(best.netCostUsd / (best.speedUp - 1.0)));
    CHECK(best.memoryGrows == false); // 8 GB like the GTX 1070
    CHECK_THAT(advice.reason.english(), Contains("1.29x") && Contains("$160 net"));

    // Every card within budget stays below the 1.5x threshold; faster cards
    // (RTX 2070 at $600 and up) cost more than $500.
    for (const UpgradeCandidate &c : advice.candidates) {
        CAPTURE(c.device->id, c.speedUp, c.priceUsd);
        CHECK(c.speedUp > 1.0);
        CHECK(c.withinBudget == (c.priceUsd <= 500.0));
        if (c.withinBudget)
            CHECK(c.speedUp < 1.5);
    }
    const UpgradeCandidate *rtx2070 = findCandidate(advice, "rtx-2070");
    REQUIRE(rtx2070);
    CHECK_FALSE(rtx2070->withinBudget);
    CHECK(rtx2070->priceUsd == 600.0);
}

TEST_CASE("Seed §7.5 on the 2019 view: a tensor-core card passes for Transformers at 16-bit",
          "[plans][upgrade][seed]")
{
    const UpgradeAdvice advice
        = advise(view2019(Workload::Transformer, Precision::Fp16), gtx1070Owner(500.0));
    INFO(advice.reason.english());
    REQUIRE(advice.verdict == UpgradeVerdict::Upgrade);
    REQUIRE(advice.recommended == std::size_t {0});
    const UpgradeCandidate &pick = advice.candidates.front();
    CHECK(pick.device->id == "rtx-2060");
    CHECK(pick.device->hasTensorCores());
    CHECK(pick.meetsThreshold);

    // The GTX 1070 is taken at its faster precision for Transformers: its
    // 16-bit figure (halved memory traffic) beats its 32-bit one.
    REQUIRE(advice.owned.size() == 1);
    CHECK(advice.owned[0].precision == Precision::Fp16);
    const double owned = std::max(fig("gtx-1070", Workload::Transformer, Precision::Fp32),
                                  fig("gtx-1070", Workload::Transformer, Precision::Fp16));
    CHECK_THAT(pick.speedUp,
               WithinRel(fig("rtx-2060", Workload::Transformer, Precision::Fp16) / owned, 1e-9));
    CHECK(pick.speedUp == Approx(1.66).epsilon(0.02));
    // $349 launch price - $289.64 resale (depreciation curve) = $59.36 net.
    CHECK(pick.netCostUsd == Approx(59.36).epsilon(0.005));
    CHECK_THAT(advice.reason.english(), Contains("GeForce RTX 2060") && Contains("$59 net"));
    // 6 GB against 8 GB: the advice says so (seed §3.3).
    CHECK(pick.memoryGrows == false);
    CHECK(std::any_of(advice.notes.begin(), advice.notes.end(),
                      [](const Message &m) { return m.rule == "§3.3"; }));
}

TEST_CASE("Upgrade at 16-bit: a Pascal card is compared at its faster precision per workload",
          "[plans][upgrade]")
{
    // For convnets the GTX 1070 gains nothing from 16-bit: it is compared at
    // fp32, so the RTX 2060 at 16-bit is set against the GTX 1070's best.
    const UpgradeAdvice cnn = advise(view2019(Workload::Cnn, Precision::Fp16), gtx1070Owner(500.0));
    REQUIRE(cnn.owned.size() == 1);
    CHECK(fig("gtx-1070", Workload::Cnn, Precision::Fp16)
          < fig("gtx-1070", Workload::Cnn, Precision::Fp32));
    CHECK(cnn.owned[0].precision == Precision::Fp32);
    const UpgradeCandidate *rtx2060 = findCandidate(cnn, "rtx-2060");
    REQUIRE(rtx2060);
    CHECK_THAT(rtx2060->speedUp,
               WithinRel(fig("rtx-2060", Workload::Cnn, Precision::Fp16)
                             / fig("gtx-1070", Workload::Cnn, Precision::Fp32),
                         1e-9));

    // A 50/50 mix: the weighted geometric mean of the two workloads' speed-ups.
    ViewOptions mixView = view2019(Workload::Cnn, Precision::Fp16);
    mixView.mix = WorkloadMix {1.0, 0.0, 1.0};
    const UpgradeAdvice mix = advise(mixView, gtx1070Owner(500.0));
    REQUIRE(mix.owned.size() == 2);
    const UpgradeAdvice transformer
        = advise(view2019(Workload::Transformer, Precision::Fp16), gtx1070Owner(500.0));
    const UpgradeCandidate *inMix = findCandidate(mix, "rtx-2060");
    const UpgradeCandidate *inTransformer = findCandidate(transformer, "rtx-2060");
    REQUIRE(inMix);
    REQUIRE(inTransformer);
    CHECK_THAT(inMix->speedUp,
               WithinRel(std::sqrt(rtx2060->speedUp * inTransformer->speedUp), 1e-9));
}

TEST_CASE("Upgrade threshold and resale are editable", "[plans][upgrade]")
{
    SECTION("a higher threshold turns the Transformer upgrade into a wait")
    {
        Assumptions strict;
        strict.upgradeThreshold = 2.0;
        const UpgradeAdvice advice
            = advise(view2019(Workload::Transformer, Precision::Fp16), gtx1070Owner(500.0), strict);
        CHECK(advice.verdict == UpgradeVerdict::Wait);
        CHECK(advice.threshold == 2.0);
        CHECK_THAT(advice.reason.english(), Contains("below the 2x threshold"));
    }
    SECTION("a lower threshold lets the GTX 1080 pass for convnets")
    {
        Assumptions lenient;
        lenient.upgradeThreshold = 1.25;
        const UpgradeAdvice advice
            = advise(view2019(Workload::Cnn, Precision::Fp32), gtx1070Owner(500.0), lenient);
        CHECK(advice.verdict == UpgradeVerdict::Upgrade);
        CHECK(advice.candidates.front().device->id == "gtx-1080");
    }
    SECTION("the user's resale value replaces the default")
    {
        UpgradeRequest request = gtx1070Owner(500.0);
        request.resaleUsd = 250.0;
        const UpgradeAdvice advice = advise(view2019(Workload::Cnn, Precision::Fp32), request);
        CHECK(advice.resale.source == ResaleSource::User);
        CHECK(advice.candidates.front().netCostUsd == Approx(450.0 - 250.0));
    }
    SECTION("an edited depreciation curve")
    {
        // No loss of value at all: the GTX 1070 sells for its $379 launch price.
        Assumptions flat;
        flat.depreciation.yearlyDecay = 0.0;
        const UpgradeAdvice advice
            = advise(view2019(Workload::Cnn, Precision::Fp32), gtx1070Owner(500.0), flat);
        CHECK(advice.resale.usd == Approx(379.0));
        CHECK(advice.candidates.front().netCostUsd == Approx(450.0 - 379.0));
    }
    SECTION("a used quote wins over the curve, and only up to the view's date")
    {
        DataSet data = bundled();
        PriceQuote used;
        used.deviceId = "gtx-1070";
        used.amount = 230.0;
        used.kind = QuoteKind::Used;
        used.observed = PartialDate::ymd(2019, 3, 15);
        data.priceQuotes.push_back(used);
        const PriceBook book(data);
        const ViewOptions view = view2019(Workload::Cnn, Precision::Fp32);
        const ResaleValue resale = defaultResale(*data.device("gtx-1070"), book, view, {});
        CHECK(resale.source == ResaleSource::UsedQuote);
        CHECK(resale.usd == 230.0);

        ViewOptions earlier = view;
        earlier.asOfDay = dayNumber(2019, 1, 31);
        const ResaleValue before = defaultResale(*data.device("gtx-1070"), book, earlier, {});
        CHECK(before.source == ResaleSource::Depreciation);
        // 2016.4575 to 2019-01-31 (2019.0836): 2.6261 years, $379 x exp(-0.24606) = $296.3.
        CHECK(before.usd == Approx(296.3).epsilon(0.002));
    }
}

TEST_CASE("Upgrade edge cases", "[plans][upgrade]")
{
    SECTION("owning the fastest card on sale already")
    {
        // For convnets at 16-bit in April 2019 the Tesla V100 PCIe is the
        // fastest priced card (1.51x an RTX 2080 Ti; the Titan RTX, measured,
        // 1.29x); only unpriced ones (the SXM2 V100s) beat it.
        UpgradeRequest request;
        request.owned = *bundled().device("tesla-v100-pcie-16gb");
        const UpgradeAdvice advice
            = advise(view2019(Workload::Cnn, Precision::Fp16), request);
        CHECK(advice.verdict == UpgradeVerdict::Wait);
        CHECK(advice.candidates.empty());
        CHECK(advice.unpricedFaster > 0);
        CHECK_THAT(advice.reason.english(), Contains("no priced card available is faster"));
    }
    SECTION("a budget below every faster card")
    {
        const UpgradeAdvice advice
            = advise(view2019(Workload::Cnn, Precision::Fp32), gtx1070Owner(300.0));
        CHECK(advice.verdict == UpgradeVerdict::Wait);
        REQUIRE_FALSE(advice.candidates.empty());
        CHECK(std::none_of(advice.candidates.begin(), advice.candidates.end(),
                           [](const UpgradeCandidate &c) { return c.withinBudget; }));
        // The cheapest faster card is the RTX 2060 at $349.
        CHECK_THAT(advice.reason.english(),
                   Contains("no faster card costs $300 or less") && Contains("GeForce RTX 2060")
                       && Contains("$349"));
        CHECK_FALSE(advice.recommended);
    }
    SECTION("no budget: every faster priced card counts, the fastest first")
    {
        const UpgradeAdvice advice
            = advise(view2019(Workload::Cnn, Precision::Fp32), gtx1070Owner({}));
        CHECK(advice.verdict == UpgradeVerdict::Upgrade);
        CHECK(std::all_of(advice.candidates.begin(), advice.candidates.end(),
                          [](const UpgradeCandidate &c) { return c.withinBudget; }));
        CHECK(std::is_sorted(advice.candidates.begin(), advice.candidates.end(),
                             [](const UpgradeCandidate &a, const UpgradeCandidate &b) {
                                 return a.speedUp > b.speedUp;
                             }));
        // TPUs cannot be bought.
        CHECK(std::none_of(
            advice.candidates.begin(), advice.candidates.end(),
            [](const UpgradeCandidate &c) { return c.device->segment == Segment::CloudOnly; }));
    }
    SECTION("an owned card the model cannot estimate")
    {
        UpgradeRequest request;
        request.owned = *bundled().device("xeon-phi-7250");
        const UpgradeAdvice advice = advise(view2019(Workload::Cnn, Precision::Fp32), request);
        CHECK(advice.verdict == UpgradeVerdict::CannotTell);
        CHECK(advice.candidates.empty());
        CHECK_THAT(advice.reason.english(), Contains("Cannot advise"));
    }
    SECTION("the user's own sheet with nothing the model can use")
    {
        UpgradeRequest request;
        request.owned.id = "my-old-card";
        request.owned.name = "My old card";
        request.owned.memoryGb = 4.0;
        const UpgradeAdvice advice = advise(view2019(Workload::Cnn, Precision::Fp32), request);
        CHECK(advice.verdict == UpgradeVerdict::CannotTell);
        REQUIRE_FALSE(advice.notes.empty());
        CHECK_THAT(advice.notes.back().english(), Contains("memory bandwidth"));
    }
    SECTION("the user's own sheet: estimated from its specifications, resale from its launch price")
    {
        UpgradeRequest request;
        request.owned = *bundled().device("gtx-1070");
        request.owned.id = "my-1070";
        request.owned.name = "My 1070";
        request.budgetUsd = 500.0;
        const UpgradeAdvice advice = advise(view2019(Workload::Cnn, Precision::Fp32), request);
        // The sheet's launch price ($379) and date (2016-06) put it on the
        // depreciation curve: $289.62 as for the catalogue's GTX 1070.
        CHECK(advice.resale.source == ResaleSource::Depreciation);
        CHECK(advice.resale.usd == Approx(289.62).epsilon(0.001));
        // The catalogue's GTX 1070 is a candidate now, at about 1x: not faster.
        const UpgradeCandidate *best = &advice.candidates.front();
        CHECK(best->device->id == "gtx-1080");
        CHECK(best->netCostUsd == Approx(450.0 - 289.62).epsilon(0.001));
        CHECK(best->speedUp == Approx(1.29).epsilon(0.02));
    }
}

// ------------------------------------------------------------------ systems

namespace {

SystemComparison compare(const ViewOptions &view, const SystemRequest &a, const SystemRequest &b,
                         const Assumptions &assumptions = {})
{
    return compareSystems(bundled(), prices(), model(), view, assumptions, a, b);
}

SystemRequest system(const char *id, int cards, int hosts, std::optional<double> hostCost = {})
{
    SystemRequest r;
    r.deviceId = id;
    r.cards = cards;
    r.hosts = hosts;
    r.hostCostUsd = hostCost;
    return r;
}

} // namespace

TEST_CASE("Seed §4.5c on the 2019 view: the host cost at which 4x RTX 2080 Ti in one machine "
          "beats 8x RTX 2060 in two",
          "[plans][system][seed]")
{
    // Convnets at 16-bit (seed §4.1 assumes 16-bit for RTX cards), as of
    // 2019-04-30, relative to one RTX 2080 Ti at 16-bit.
    //
    // A = 1 host, 4x RTX 2080 Ti at $1,200 (2018-10 street price):
    //   T_A = S(4) measured = geometric mean over models of the geometric
    //   mean of each model's 4-GPU rows (scaling.csv, rtx-2080-ti, cnn, fp16):
    //     maskrcnn sqrt(3.4444 x 3.6667) = 3.5538
    //     resnet50 sqrt(3.6217 x 3.0856) = 3.3430
    //     ssd      3.6619
    //     T_A = (3.5538 x 3.3430 x 3.6619)^(1/3) = 3.5170
    //   C_A = 4 x $1,200 = $4,800, h_A = 1
    // B = 2 hosts, 4x RTX 2060 each, $349 launch price:
    //   one RTX 2060 = 0.53454 x RTX 2080 Ti (spec-sheet estimate with the
    //   Turing effect); no scaling rows, so the seed's convnet default
    //   S(4) = 3.5 (seed §1.2)
    //   T_B = 2 x 0.53454 x 3.5 = 3.74176
    //   C_B = 8 x $349 = $2,792, h_B = 2
    // Equal performance per dollar when T_A / (C_A + h_A H) = T_B / (C_B + h_B H):
    //   H = (T_B C_A - T_A C_B) / (T_A h_B - T_B h_A)
    //     = (3.74176 x 4800 - 3.5170 x 2792) / (2 x 3.5170 - 3.74176)
    //     = (17960.4 - 9819.5) / 3.29224 = 8140.9 / 3.29224 = $2,473
    // Below it the two machines with RTX 2060s give more per dollar, above it
    // the single machine with RTX 2080 Tis (the seed's point: the host costs
    // money too). At the 2019 view's host price, $2,630 (seen 2019-01-31),
    // the single machine wins for convnets by these figures; at $1,600 the
    // RTX 2060s would.
    const ViewOptions view = view2019(Workload::Cnn, Precision::Fp16);
    const SystemComparison c = compare(view, system("rtx-2080-ti", 4, 1), system("rtx-2060", 8, 2));
    REQUIRE_FALSE(c.first.problem);
    REQUIRE_FALSE(c.second.problem);

    CHECK(c.first.cardPriceUsd == 1200.0);
    CHECK(c.second.cardPriceUsd == 349.0);
    CHECK(c.first.result.throughput == Approx(3.5170).epsilon(1e-4));
    CHECK(c.second.cardRelative == Approx(0.53454).epsilon(1e-3));
    CHECK(c.second.speedUps.back() == 3.5);
    CHECK(c.second.result.throughput == Approx(3.74176).epsilon(1e-3));
    CHECK(c.first.result.cardsCostUsd == 4800.0);
    CHECK(c.second.result.cardsCostUsd == 2792.0);

    REQUIRE(c.breakEven);
    REQUIRE(c.breakEven->kind == HostCostBreakEven::Kind::Crossing);
    const double h = *c.breakEven->hostCostUsd;
    CHECK(h == Approx(2473.0).epsilon(0.005));
    CHECK(c.breakEven->betterBelow == 2);
    CHECK(c.breakEven->betterAbove == 1); // fewer hosts win above it

    // At the view's dated host price ($6,200 workstation less three RTX
    // 2080 Ti at $1,190 = $2,630, stated with its date and source) ...
    CHECK(c.first.hostCostUsd == 2630.0);
    CHECK(c.first.hostCostSource == HostCostSource::Bundled);
    REQUIRE(c.first.hostPrice);
    CHECK(c.first.hostPrice->observed == "2019-01-31");
    CHECK_THAT(c.first.hostCostBasis.english(),
               Contains("$2,630 each, as seen on 2019-01-31")
                   && Contains(c.first.hostPrice->source));
    CHECK(c.morePerDollar == 1);

    // ... and on either side of the break-even the ranking flips.
    const auto at = [&](double hostCost) {
        return compare(view, system("rtx-2080-ti", 4, 1, hostCost),
                       system("rtx-2060", 8, 2, hostCost))
            .morePerDollar;
    };
    CHECK(at(h - 100.0) == 2);
    CHECK(at(h + 100.0) == 1);
    CHECK(at(h * 0.5) == 2);
    CHECK(at(h * 2.0) == 1);
}

TEST_CASE("Seed §4.5c: a system's host price is the one of the view's date unless the user "
          "gives one",
          "[plans][system][seed]")
{
    // 4x RTX 2080 Ti in one machine, convnets at 16-bit.
    const auto plan = [](std::optional<int> asOf, const Assumptions &assumptions,
                         std::optional<double> requested = {}) {
        ViewOptions view = view2019(Workload::Cnn, Precision::Fp16);
        view.asOfDay = asOf;
        return planSystem(bundled(), prices(), model(), view, assumptions,
                          system("rtx-2080-ti", 4, 1, requested));
    };
    const int seedDay = dayNumber(2019, 4, 30);
    SECTION("the 2019 view: $2,630, seen 2019-01-31")
    {
        const SystemPlan p = plan(seedDay, {});
        REQUIRE_FALSE(p.problem);
        CHECK(p.hostCostUsd == 2630.0);
        CHECK(p.result.hostsCostUsd == 2630.0);
        CHECK(p.hostCostSource == HostCostSource::Bundled);
        REQUIRE(p.hostPrice);
        CHECK(p.hostPrice->observed == "2019-01-31");
    }
    SECTION("today: Lambda's ($2,125 - $1,599) x 4 = $2,104, seen 2024-07-24")
    {
        const SystemPlan p = plan(std::nullopt, {});
        REQUIRE_FALSE(p.problem);
        CHECK(p.hostCostUsd == 2104.0);
        REQUIRE(p.hostPrice);
        CHECK(p.hostPrice->observed == "2024-07-24");
        CHECK_THAT(p.hostCostBasis.english(), Contains("$2,104 each, as seen on 2024-07-24"));
    }
    SECTION("the user's figure in the settings replaces it, on any date")
    {
        Assumptions users;
        users.multiGpuHostCostUsd = 1000.0;
        const SystemPlan p = plan(seedDay, users);
        CHECK(p.hostCostUsd == 1000.0);
        CHECK(p.hostCostSource == HostCostSource::Settings);
        CHECK_FALSE(p.hostPrice);
        CHECK(p.hostCostBasis.english() == "Host machine: $1,000 each, from your settings");
    }
    SECTION("the request's figure replaces both")
    {
        Assumptions users;
        users.multiGpuHostCostUsd = 1000.0;
        const SystemPlan p = plan(seedDay, users, 1500.0);
        CHECK(p.hostCostUsd == 1500.0);
        CHECK(p.hostCostSource == HostCostSource::Request);
        CHECK(p.hostCostBasis.english() == "Host machine: $1,500 each, your figure");
    }
}

TEST_CASE("Seed §4.5c for Transformers: the single machine wins from a low host cost",
          "[plans][system][seed]")
{
    // Transformers at 16-bit: T_A = measured S(4) of the RTX 2080 Ti = 3.3020
    // (bert_base_squad and transformerxlbase; bert_large rows below 1x are
    // failed runs); one RTX 2060 = 0.39855, seed default S(4) = 2.5 (§1.4):
    //   T_B = 2 x 0.39855 x 2.5 = 1.99273
    //   H = (1.99273 x 4800 - 3.3020 x 2792) / (2 x 3.3020 - 1.99273)
    //     = (9565.1 - 9219.2) / 4.61127 = $75
    // so at the default $1,600 host the RTX 2080 Ti machine is the more
    // cost-efficient one.
    const SystemComparison c = compare(view2019(Workload::Transformer, Precision::Fp16),
                                       system("rtx-2080-ti", 4, 1), system("rtx-2060", 8, 2));
    REQUIRE(c.breakEven);
    REQUIRE(c.breakEven->hostCostUsd);
    CHECK(c.first.result.throughput == Approx(3.3020).epsilon(1e-3));
    CHECK(c.second.result.throughput == Approx(1.99273).epsilon(1e-3));
    CHECK(*c.breakEven->hostCostUsd == Approx(75.0).epsilon(0.01));
    CHECK(c.breakEven->betterAbove == 1);
    CHECK(c.morePerDollar == 1);
    REQUIRE(c.verdict);
    CHECK_THAT(c.verdict->english(), Contains("4x GeForce RTX 2080 Ti / 1 host gives more"));
}

TEST_CASE("System totals, power and cooling by hand", "[plans][system]")
{
    // 8x RTX 2060 in 2 hosts at $1,600 (the request's figure): cards 8 x
    // $349 = $2,792, hosts 2 x $1,600 = $3,200, total $5,992; power 8 x 160 W
    // + 2 x 100 W = 1,480 W,
    // the busiest machine 4 x 160 + 100 = 740 W. Four open-air cards side by
    // side: the seed §5.1 warning.
    const SystemPlan plan
        = planSystem(bundled(), prices(), model(), view2019(Workload::Cnn, Precision::Fp16), {},
                     system("rtx-2060", 8, 2, 1600.0));
    REQUIRE_FALSE(plan.problem);
    CHECK(plan.hostCostSource == HostCostSource::Request);
    CHECK_FALSE(plan.hostPrice);
    CHECK(plan.result.totalCostUsd == 5992.0);
    CHECK(plan.result.hostsCostUsd == 3200.0);
    REQUIRE(plan.result.powerW);
    CHECK(*plan.result.powerW == 1480.0);
    CHECK(*plan.result.maxHostPowerW == 740.0);
    CHECK(plan.result.performancePerDollar == Approx(plan.result.throughput / 5992.0));
    CHECK(plan.psuSource == PsuSource::Unknown); // the RTX 2060 row has no PSU figure
    CHECK_FALSE(plan.result.psuSufficient);
    CHECK(std::any_of(plan.result.warnings.begin(), plan.result.warnings.end(),
                      [](const Message &m) { return m.rule == "§5.1"; }));

    // Hosts already owned: the cards alone.
    SystemRequest owned = system("rtx-2060", 8, 2);
    owned.buyHosts = false;
    const SystemPlan cardsOnly = planSystem(bundled(), prices(), model(),
                                            view2019(Workload::Cnn, Precision::Fp16), {}, owned);
    CHECK(cardsOnly.result.totalCostUsd == 2792.0);
}

TEST_CASE("A power supply too small for N cards", "[plans][system]")
{
    // TITAN RTX: 280 W, recommended power supply 650 W (one-card build).
    // 4 cards in one machine draw 4 x 280 + 100 = 1,220 W > 650 W.
    // In a server chassis (4,000 W, eight slots) the four go in; the supply
    // checked here is the one-card build's.
    const ViewOptions view = view2019(Workload::Cnn, Precision::Fp16);
    SystemRequest fourInServer = system("titan-rtx", 4, 1);
    fourInServer.host = defaultHostProfile(HostKind::Server);
    const SystemPlan four = planSystem(bundled(), prices(), model(), view, {}, fourInServer);
    REQUIRE_FALSE(four.problem);
    CHECK(four.psuSource == PsuSource::DeviceRecommendation);
    CHECK(four.psuCapacityW == 650.0);
    CHECK(*four.result.maxHostPowerW == 1220.0);
    CHECK(four.result.psuSufficient == false);
    CHECK(
        std::any_of(four.result.warnings.begin(), four.result.warnings.end(), [](const Message &m) {
            return m.english().find("1220 W") != std::string::npos;
        }));

    // One card fits its recommended supply (380 W); a 1,600 W supply holds four.
    CHECK(planSystem(bundled(), prices(), model(), view, {}, system("titan-rtx", 1, 1))
              .result.psuSufficient
          == true);
    SystemRequest big = system("titan-rtx", 4, 1);
    big.psuCapacityW = 1600.0;
    const SystemPlan withBig = planSystem(bundled(), prices(), model(), view, {}, big);
    CHECK(withBig.psuSource == PsuSource::User);
    CHECK(withBig.result.psuSufficient == true);
}

TEST_CASE("Separate experiments: N cards give N times the results whatever the scaling",
          "[plans][system]")
{
    // seed §1.5: throughput = N x one card; the data-parallel job gets S(N).
    const ViewOptions view = view2019(Workload::Transformer, Precision::Fp16);
    SystemRequest separate = system("rtx-2060", 4, 1);
    separate.mode = MultiGpuMode::SeparateExperiments;
    const SystemPlan s = planSystem(bundled(), prices(), model(), view, {}, separate);
    const SystemPlan p
        = planSystem(bundled(), prices(), model(), view, {}, system("rtx-2060", 4, 1));
    REQUIRE_FALSE(s.problem);
    CHECK(s.result.throughput == Approx(4.0 * s.cardRelative));
    CHECK(p.result.throughput == Approx(2.5 * p.cardRelative)); // seed §1.4 default
    CHECK(s.speedUpBasis.rule == "§1.5");
}

TEST_CASE("System requests that cannot be evaluated", "[plans][system]")
{
    const ViewOptions view = view2019(Workload::Cnn, Precision::Fp16);
    using Row = std::tuple<const char *, int, int>;
    const auto [id, cards, hosts] = GENERATE(table<const char *, int, int>({
        Row {"rtx-2060", 0, 1}, // no card
        Row {"rtx-2060", 2, 3}, // more machines than cards
        Row {"no-such-card", 2, 1},
        Row {"rtx-3090", 2, 1}, // released 2020: not on sale in April 2019
        Row {"tpu-v3", 2, 1}, // no purchase price
    }));
    CAPTURE(id, cards, hosts);
    const SystemPlan plan
        = planSystem(bundled(), prices(), model(), view, {}, system(id, cards, hosts));
    CHECK(plan.problem);
    const SystemComparison c = compare(view, system(id, cards, hosts), system("rtx-2060", 4, 1));
    CHECK_FALSE(c.breakEven);
    CHECK(c.morePerDollar == 0);
}

// ------------------------------------------------------------------ hybrid

namespace {

// $500 card of 200 W in a 100 W host at $0.12/kWh: 0.3 kW x $0.12 = $0.036
// an hour of use. Own card 0.5x the reference; a 4-device instance at $12/h
// ($3 a device-hour) whose device is 1.0x, with a 3.5x speed-up on 4.
HybridInput example()
{
    HybridInput in;
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
    return in;
}

} // namespace

TEST_CASE("Hybrid plans: hand-checked totals of the three kinds", "[plans][hybrid]")
{
    const HybridComparison c = compareHybridPlans(example());
    // Final training: 80 GPU-hours on 4 devices = 20 h on the instance; the
    // same work on the own card: 20 h x (1.0 x 3.5) / 0.5 = 140 h.
    // Own only:   $500 + 12 x (50 h + 140 h) x $0.036 = $500 + 12 x $6.84
    //             = $582.08
    // Cloud only: 12 x (50 h x $3 + 20 h x $12) = 12 x ($150 + $240) = $4,680
    // Hybrid:     $500 + 12 x (50 h x $0.036 + $240) = $500 + 12 x $241.80
    //             = $3,401.60
    const HybridPlanCost &own = c.plan(HybridPlanKind::OwnOnly);
    const HybridPlanCost &cloud = c.plan(HybridPlanKind::CloudOnly);
    const HybridPlanCost &hybrid = c.plan(HybridPlanKind::Hybrid);
    CHECK(own.prototypeUsdPerMonth == Approx(1.8));
    CHECK(own.trainingUsdPerMonth == Approx(5.04));
    CHECK(own.totalCostUsd == Approx(582.08));
    CHECK(own.finalTrainingWallClockHours == Approx(140.0));
    CHECK(own.ownCardHoursPerMonth == Approx(190.0));
    CHECK(cloud.prototypeUsdPerMonth == Approx(150.0));
    CHECK(cloud.trainingUsdPerMonth == Approx(240.0));
    CHECK(cloud.totalCostUsd == Approx(4680.0));
    CHECK(cloud.finalTrainingWallClockHours == Approx(20.0));
    CHECK(cloud.upfrontUsd == 0.0);
    CHECK(hybrid.monthlyUsd == Approx(241.8));
    CHECK(hybrid.totalCostUsd == Approx(3401.6));
    CHECK(hybrid.finalTrainingWallClockHours == Approx(20.0));

    CHECK(c.cheapest == HybridPlanKind::OwnOnly);
    // Cloud and hybrid train equally fast; the cheaper of the two is named.
    CHECK(c.fastest == HybridPlanKind::Hybrid);

    // Own vs cloud: $500 / ($390 - $6.84) = 1.305 months -> month 2.
    // Hybrid vs cloud: $500 / ($150 - $1.80) = 3.374 months -> month 4.
    REQUIRE(c.ownVersusCloud.months);
    CHECK(*c.ownVersusCloud.months == Approx(500.0 / 383.16));
    CHECK(c.ownVersusCloud.month == 2);
    REQUIRE(c.hybridVersusCloud.months);
    CHECK(*c.hybridVersusCloud.months == Approx(500.0 / 148.2));
    CHECK(c.hybridVersusCloud.month == 4);
    CHECK_THAT(c.hybridVersusCloud.explanation.english(), Contains("month 4"));

    // The explanations cite the seed.
    const auto cites = [&](const char *rule) {
        return std::any_of(c.explanations.begin(), c.explanations.end(),
                           [&](const Message &m) { return m.rule == rule; });
    };
    CHECK(cites("§7.7")); // own card cheapest
    CHECK(cites("§2.5")); // faster in the cloud
    CHECK(cites("§7.6"));
    CHECK(hybrid.explanation.rule == "§2.4");
}

TEST_CASE("Hybrid plans: the cloud cheapest and owning never paying off", "[plans][hybrid]")
{
    // A slow own card (0.1x) and a cheap 1-device instance at $0.20/h (1.0x):
    //   final training: 100 GPU-hours = 100 h in the cloud, 1,000 h on the card
    //   own only:   $500 + 12 x (50 + 1000) h x $0.036 = $500 + 12 x $37.80 = $953.60
    //   cloud only: 12 x (50 h x $0.20 + 100 h x $0.20) = 12 x $30 = $360
    //   hybrid:     $500 + 12 x ($1.80 + $20) = $761.60
    // Own vs cloud: $30 - $37.80 < 0: never. Hybrid vs cloud: $500 / ($10 -
    // $1.80) = 60.98 -> month 61, beyond the 12-month horizon.
    HybridInput in = example();
    in.ownThroughput = 0.1;
    in.instanceUsdPerHour = 0.2;
    in.instanceDevices = 1;
    in.instanceSpeedUp = 1.0;
    in.trainingGpuHoursPerMonth = 100.0;
    const HybridComparison c = compareHybridPlans(in);
    CHECK(c.plan(HybridPlanKind::OwnOnly).totalCostUsd == Approx(953.6));
    CHECK(c.plan(HybridPlanKind::CloudOnly).totalCostUsd == Approx(360.0));
    CHECK(c.plan(HybridPlanKind::Hybrid).totalCostUsd == Approx(761.6));
    CHECK(c.plan(HybridPlanKind::OwnOnly).finalTrainingWallClockHours == Approx(1000.0));
    CHECK(c.cheapest == HybridPlanKind::CloudOnly);
    CHECK(c.fastest == HybridPlanKind::CloudOnly); // 100 h; ties with hybrid, cheaper
    CHECK_FALSE(c.ownVersusCloud.months);
    CHECK_THAT(c.ownVersusCloud.explanation.english(), Contains("never pays off"));
    CHECK(c.hybridVersusCloud.month == 61);
    // 1,050 hours a month on the own card: more than a month has.
    CHECK(c.plan(HybridPlanKind::OwnOnly).warnings.size() == 1);
    CHECK(c.plan(HybridPlanKind::Hybrid).warnings.empty());
}

TEST_CASE("Hybrid plans: a fast own card that is already owned", "[plans][hybrid]")
{
    // Own card 2.0x against a 1-device instance of 1.0x: 80 GPU-hours = 80 h
    // in the cloud, 40 h on the own card, so the own card trains fastest.
    HybridInput in = example();
    in.ownThroughput = 2.0;
    in.instanceDevices = 1;
    in.instanceSpeedUp = 1.0;
    in.instanceUsdPerHour = 3.0;
    in.cardPriceUsd = 0.0; // already owned
    const HybridComparison c = compareHybridPlans(in);
    CHECK(c.plan(HybridPlanKind::OwnOnly).finalTrainingWallClockHours == Approx(40.0));
    CHECK(c.plan(HybridPlanKind::CloudOnly).finalTrainingWallClockHours == Approx(80.0));
    CHECK(c.fastest == HybridPlanKind::OwnOnly);
    CHECK(c.cheapest == HybridPlanKind::OwnOnly);
    CHECK(c.ownVersusCloud.month == 0);
    CHECK(c.hybridVersusCloud.month == 0);
    CHECK_THAT(c.ownVersusCloud.explanation.english(), Contains("from the start"));
}

TEST_CASE("Hybrid set-up from the catalogue", "[plans][hybrid]")
{
    ViewOptions view;
    view.mix = WorkloadMix::only(Workload::Cnn);
    view.precision = Precision::Fp16;
    HybridRequest request;
    request.deviceId = "rtx-2070";
    request.offerId = "aws-p3-8xlarge";
    request.prototypeHoursPerMonth = 40.0;
    request.trainingGpuHoursPerMonth = 100.0;
    request.months = 24;
    const Assumptions assumptions;
    const HybridSetup s = hybridSetup(bundled(), prices(), model(), view, assumptions, request);
    REQUIRE_FALSE(s.problem);
    CHECK(s.input.cardWatts == 175.0);
    CHECK(s.input.hostWatts == assumptions.hostWatts);
    CHECK(s.input.instanceUsdPerHour == 12.24);
    CHECK(s.input.instanceDevices == 4);
    const auto own = model().relative("rtx-2070", Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    const auto v100
        = model().relative("tesla-v100-sxm2-16gb", Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(own);
    REQUIRE(v100);
    CHECK(s.input.ownThroughput == Approx(own->relative));
    CHECK(s.input.deviceThroughput == Approx(v100->relative));
    CHECK(s.input.instanceSpeedUp
          == Approx(speedUp(bundled().scaling, "tesla-v100-sxm2-16gb", Workload::Cnn,
                            Precision::Fp16, 4, assumptions)
                        .factor));
    const EffectivePrice price
        = effectivePrice(bundled().priceQuotes, "rtx-2070", CurrencyTable(bundled().exchangeRates));
    REQUIRE(price.usd);
    CHECK(s.input.cardPriceUsd == Approx(*price.usd));

    SECTION("spot prices and a price paid")
    {
        HybridRequest spot = request;
        spot.spot = true;
        spot.cardPriceUsd = 0.0;
        const HybridSetup t = hybridSetup(bundled(), prices(), model(), view, assumptions, spot);
        REQUIRE_FALSE(t.problem);
        CHECK(t.input.instanceUsdPerHour == 1.7535);
        CHECK(t.input.cardPriceUsd == 0.0);
    }
    SECTION("what cannot be set up")
    {
        HybridRequest bad = request;
        const int which = GENERATE(0, 1, 2);
        if (which == 0)
            bad.deviceId = "no-such-card";
        else if (which == 1)
            bad.offerId = "no-such-offer";
        else {
            bad.offerId = "aws-p3-16xlarge"; // no spot price in the snapshot
            bad.spot = true;
        }
        CAPTURE(which);
        CHECK(hybridSetup(bundled(), prices(), model(), view, assumptions, bad).problem);
    }
}
