// The engine end to end on the bundled catalogue: the seed's checkable claims
// (seed §4.4) on the 2019 view, and the ranking order.
#include "bundleddata.h"
#include "core/ranking.h"
#include "core/tableio.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace gpa;
using gpa::test::bundled;

namespace {



const PerformanceModel &model()
{
    return gpa::test::bundledModel();
}

const DeviceEvaluation &find(const std::vector<DeviceEvaluation> &all, const std::string &id)
{
    const auto it = std::find_if(all.begin(), all.end(),
                                 [&](const DeviceEvaluation &e) { return e.device->id == id; });
    REQUIRE(it != all.end());
    return *it;
}

ViewOptions view2019(Workload workload)
{
    ViewOptions view;
    view.mix = WorkloadMix::only(workload);
    view.precision = Precision::Fp16;
    view.asOfDay = dayNumber(2019, 4, 30);
    return view;
}

} // namespace

TEST_CASE("Seed §4.4 on the 2019 view: RTX 2060 is the most cost-efficient RTX 20 card", "[ranking][seed]")
{
    const PriceBook prices(bundled());
    const Workload workload = GENERATE(Workload::Cnn, Workload::Transformer);
    CAPTURE(toString(workload));
    const auto all = evaluate(bundled(), prices, model(), view2019(workload), Assumptions{});

    const DeviceEvaluation &rtx2060 = find(all, "rtx-2060");
    REQUIRE(rtx2060.performancePerDollar);
    CHECK(*rtx2060.price.usd == 349.0); // launch price, the only quote by April 2019
    for (const char *other : {"rtx-2070", "rtx-2080", "rtx-2080-ti", "titan-rtx"}) {
        CAPTURE(other);
        const DeviceEvaluation &e = find(all, other);
        REQUIRE(e.performancePerDollar);
        CHECK(*rtx2060.performancePerDollar > *e.performancePerDollar);
    }
    // ... and more than 5x the Tesla V100's (the PCIe card had the 2018 list price).
    const DeviceEvaluation &v100 = find(all, "tesla-v100-pcie-16gb");
    REQUIRE(v100.performancePerDollar);
    CHECK(*rtx2060.performancePerDollar > 5.0 * *v100.performancePerDollar);
}

TEST_CASE("The 2019 view leaves out cards released later and prices as of then", "[ranking]")
{
    const PriceBook prices(bundled());
    const auto all = evaluate(bundled(), prices, model(), view2019(Workload::Cnn), Assumptions{});
    for (const DeviceEvaluation &e : all) {
        CAPTURE(e.device->id);
        CHECK(e.device->availableFrom()->lastDayNumber() <= dayNumber(2019, 4, 30));
    }
    CHECK(std::none_of(all.begin(), all.end(), [](const auto &e) { return e.device->id == "rtx-2060-super"; }));
    CHECK(*find(all, "rtx-2070").price.usd == 600.0);   // Oct 2018 street price beats the $499 MSRP
    CHECK(*find(all, "rtx-2080-ti").price.usd == 1200.0);
}

TEST_CASE("The reference device is 1.0 and per-dollar follows price", "[ranking]")
{
    const PriceBook prices(bundled());
    ViewOptions view = view2019(Workload::Cnn);
    const auto all = evaluate(bundled(), prices, model(), view, Assumptions{});
    const DeviceEvaluation &reference = find(all, "rtx-2080-ti");
    REQUIRE(reference.performance);
    CHECK(reference.performance->relative == Approx(1.0));
    CHECK(reference.performance->provenance == Provenance::Measured);
    CHECK(*reference.performancePerDollar == Approx(1.0 / 1200.0));
    // 16-bit memory: 11 GB behaves like 16.5 GB (seed §6.3).
    CHECK(*reference.effectiveMemoryGb == Approx(16.5));
}

TEST_CASE("A row without a figure says why, and a copy of the ranking says the same", "[ranking]")
{
    const PriceBook prices(bundled());
    ViewOptions view = view2019(Workload::Cnn);
    view.referenceId = "nonexistent";
    const auto all = evaluate(bundled(), prices, model(), view, Assumptions{});
    REQUIRE_FALSE(all.empty());
    const auto copy = all;
    for (std::size_t i = 0; i < all.size(); ++i) {
        CAPTURE(all[i].device->id);
        CHECK_FALSE(all[i].performance);
        REQUIRE(all[i].performanceUnavailable);
        CHECK(all[i].performanceUnavailable->english() == "The reference device nonexistent is not in the catalogue.");
        REQUIRE(copy[i].performanceUnavailable);
        CHECK(*copy[i].performanceUnavailable == *all[i].performanceUnavailable);
    }
    // With a figure, no reason.
    const auto fine = evaluate(bundled(), prices, model(), view2019(Workload::Cnn), Assumptions{});
    CHECK_FALSE(find(fine, "rtx-2080-ti").performanceUnavailable);
}

TEST_CASE("Ranking puts the best value first, unpriced devices after, unknown last", "[ranking]")
{
    const PriceBook prices(bundled());
    auto all = evaluate(bundled(), prices, model(), view2019(Workload::Cnn), Assumptions{});
    rankByValue(all);
    REQUIRE(all.size() > 10);
    bool seenUnpriced = false;
    bool seenUnknown = false;
    std::optional<double> previous;
    for (const DeviceEvaluation &e : all) {
        CAPTURE(e.device->id);
        if (!e.performance) {
            seenUnknown = true;
            continue;
        }
        CHECK_FALSE(seenUnknown);
        if (!e.performancePerDollar) {
            seenUnpriced = true;
            continue;
        }
        CHECK_FALSE(seenUnpriced);
        if (previous)
            CHECK(*e.performancePerDollar <= *previous);
        previous = e.performancePerDollar;
    }
    // The best value among NVIDIA cards in April 2019 (AMD's estimates carry
    // the software caveat of seed §2.2 and are compared separately).
    const auto firstNvidia = std::find_if(all.begin(), all.end(),
                                          [](const DeviceEvaluation &e) { return e.device->vendor == "NVIDIA"; });
    CHECK(firstNvidia->device->id == "rtx-2060");
}

TEST_CASE("Display currency converts the price, ranking stays in USD", "[ranking]")
{
    const PriceBook prices(bundled());
    ViewOptions view = view2019(Workload::Cnn);
    view.currency = "CNY";
    const auto all = evaluate(bundled(), prices, model(), view, Assumptions{});
    const DeviceEvaluation &e = find(all, "rtx-2070");
    CHECK(*e.priceInCurrency == Approx(600.0 * 7.1647)); // the bundled rate, CNY per USD
    CHECK(*e.performancePerDollar == Approx(e.performance->relative / 600.0));
}

TEST_CASE("Filters narrow the evaluations with prices in USD", "[ranking]")
{
    const PriceBook prices(bundled());
    const auto all = evaluate(bundled(), prices, model(), view2019(Workload::Cnn), Assumptions{});
    DeviceFilter filter;
    filter.maxPriceUsd = 400.0;
    filter.minMemoryGb = 6.0;
    const auto cheap = filtered(all, filter);
    // As of April 2019 under $400 with 6 GB or more: GTX 1060 6GB $250, GTX 1070
    // $380, GTX 1070 Ti $390, RTX 2060 $349.
    std::vector<std::string> ids;
    for (const auto &e : cheap)
        ids.push_back(e.device->id);
    std::sort(ids.begin(), ids.end());
    CHECK(ids == std::vector<std::string>{"gtx-1060-6gb", "gtx-1070", "gtx-1070-ti", "rtx-2060"});
}

TEST_CASE("Seed §2.2 on the 2019 view: the software maturity factor keeps AMD's estimate from leading",
          "[ranking][seed][maturity]")
{
    const PriceBook prices(bundled());
    const Workload workload = GENERATE(Workload::Cnn, Workload::Transformer);
    CAPTURE(toString(workload));
    const auto all = evaluate(bundled(), prices, model(), view2019(workload), Assumptions{});
    Assumptions off;
    off.softwareMaturity.enabled = false;
    const auto raw = evaluate(bundled(), prices, model(), view2019(workload), off);

    const DeviceEvaluation &radeon = find(all, "radeon-vii");
    const DeviceEvaluation &radeonRaw = find(raw, "radeon-vii");
    REQUIRE(radeon.performance);
    REQUIRE(radeonRaw.performance);
    // The spec-sheet estimate times ROCm's compute-bound factor, 0.48.
    CHECK(radeon.softwareFactor == 0.48);
    CHECK_THAT(radeon.performance->relative,
               Catch::Matchers::WithinRel(radeonRaw.performance->relative * 0.48, 1e-12));
    CHECK(radeonRaw.softwareFactor == 1.0);
    // Numbers only: the factor's sentence is formatted when someone looks.
    CHECK(radeon.performance->basis.empty());
    // Measured NVIDIA cards are untouched.
    CHECK(find(all, "rtx-2080-ti").performance->relative == find(raw, "rtx-2080-ti").performance->relative);

    // Ordinary users are not steered to AMD by a spec-sheet estimate: with
    // the factor the Radeon VII is no longer ahead of the RTX 2060 or 2070
    // per dollar.
    for (const char *id : {"rtx-2060", "rtx-2070"}) {
        CAPTURE(id);
        CHECK(*find(all, id).performancePerDollar > *radeon.performancePerDollar);
    }
    std::vector<DeviceEvaluation> ranked = all;
    rankByValue(ranked);
    CHECK(ranked.front().device->vendor == "NVIDIA");
}

TEST_CASE("Seed §2.2: the software maturity factor is the same whether the devices are looked up or given",
          "[ranking][maturity]")
{
    const SoftwareMaturity maturity;
    const WorkloadMix mix = WorkloadMix::only(Workload::Transformer);
    // An AMD reference carries a factor of its own; an NVIDIA one does not.
    const std::string referenceId = GENERATE(std::string("rtx-2080-ti"), std::string("radeon-vii"));
    CAPTURE(referenceId);
    const Device *reference = bundled().device(referenceId);
    REQUIRE(reference);
    int adjusted = 0;
    for (const Device &device : bundled().devices) {
        CAPTURE(device.id);
        const auto looked = relativeWithMaturity(bundled(), model(), device.id, mix, Precision::Fp16, referenceId,
                                                 maturity);
        const auto given = relativeWithMaturity(model(), &device, reference, device.id, mix, Precision::Fp16,
                                                referenceId, maturity);
        REQUIRE(looked.has_value() == given.has_value());
        if (!looked)
            continue;
        CHECK(looked->relative == given->relative);
        CHECK(looked->intervalLow == given->intervalLow);
        CHECK(looked->basis.size() == given->basis.size());
        const auto raw = model().relative(device.id, mix, Precision::Fp16, referenceId);
        REQUIRE(raw);
        if (raw->relative != given->relative)
            ++adjusted;
    }
    // The factor did apply somewhere (else the comparison proves nothing).
    CHECK(adjusted > 0);
    // Without the device, the model's figure as it is.
    const auto bare = relativeWithMaturity(model(), nullptr, reference, "radeon-vii", mix, Precision::Fp16,
                                           referenceId, maturity);
    const auto raw = model().relative("radeon-vii", mix, Precision::Fp16, referenceId);
    REQUIRE(bare);
    REQUIRE(raw);
    CHECK(bare->relative == raw->relative);
}

TEST_CASE("Seed §2.2: the software maturity factor without its basis moves the figure alike and formats nothing",
          "[ranking][maturity]")
{
    const Device *radeon = bundled().device("radeon-vii");
    REQUIRE(radeon);
    const WorkloadMix mix = WorkloadMix::only(Workload::Cnn);
    const auto raw = model().relative("radeon-vii", mix, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(raw);
    REQUIRE(raw->provenance == Provenance::Estimated);
    PerformanceFigure explained = *raw;
    PerformanceFigure bare = *raw;
    bare.basis.clear();
    const SoftwareMaturity maturity;
    // An AMD reference's own factor too (0.9 here), which adds a sentence.
    const double withText = applySoftwareMaturity(explained, *radeon, mix, 0.9, maturity);
    const double without = applySoftwareMaturity(bare, *radeon, mix, 0.9, maturity, false);
    CHECK(withText == without);
    CHECK(withText == Approx(0.48 / 0.9));
    CHECK(bare.relative == explained.relative);
    CHECK(bare.intervalLow == explained.intervalLow);
    CHECK(bare.intervalHigh == explained.intervalHigh);
    CHECK(bare.basis.empty());
    CHECK(explained.basis.size() == raw->basis.size() + 2); // the stack's factor and the reference's
}

TEST_CASE("Software support follows the view's date on the bundled catalogue", "[ranking][support]")
{
    const PriceBook prices(bundled());
    const auto then = evaluate(bundled(), prices, model(), view2019(Workload::Cnn), Assumptions{});
    ViewOptions today = view2019(Workload::Cnn);
    today.asOfDay = std::nullopt;
    const auto now = evaluate(bundled(), prices, model(), today, Assumptions{});
    for (const char *id : {"gtx-1060-6gb", "gtx-1080-ti", "titan-v", "tesla-v100-pcie-16gb", "radeon-vii"}) {
        CAPTURE(id);
        CHECK(find(then, id).supportStatus == SupportStatus::Supported);
        CHECK(find(then, id).support().status == SupportStatus::Supported);
        CHECK(find(now, id).supportStatus == SupportStatus::Ended);
        CHECK_FALSE(find(now, id).fitForNewPurchase());
        CHECK_FALSE(find(now, id).support().lastRelease.empty());
    }
    for (const char *id : {"rtx-2060", "rtx-4090", "rtx-5090", "h100-sxm", "rx-7900-xtx"}) {
        CAPTURE(id);
        CHECK(find(now, id).supportStatus == SupportStatus::Supported);
    }
}
