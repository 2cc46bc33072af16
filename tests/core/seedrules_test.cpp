// The seed's remaining rules on the 2019 view and the over-priced rule that
// recommendations and upgrades share: seed §7.1 and §2.1 (dearer editions with
// no real advantage), §7.5 (upgrades and learners), §2.4 (TPUs), §4.5 (the
// host price and the 2019 biases) and the chart order of §4.1 and §4.4.
#include "bundleddata.h"
#include "core/chartdata.h"
#include "core/costmetrics.h"
#include "core/enginesettings.h"
#include "core/personas.h"
#include "core/recommender.h"
#include "core/costtext.h"
#include "core/pricing.h"
#include "core/session.h"
#include "core/systemplan.h"
#include "core/upgrade.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gpa;
using gpa::test::bundled;
using Catch::Matchers::Contains;
using Catch::Matchers::WithinRel;

namespace {

const int kSeedDay = dayNumber(2019, 4, 30);

Recommendation run(const RecommendationInputs &in)
{
    auto result = recommend(bundled(), gpa::test::bundledModel(), in);
    INFO((result.ok() ? std::string() : result.message()));
    REQUIRE(result.ok());
    return std::move(result).value();
}

const Device &device(const std::string &id)
{
    const Device *d = bundled().device(id);
    REQUIRE(d);
    return *d;
}

Device made(const char *id, const char *vendor, std::optional<double> memoryGb)
{
    Device d;
    d.id = id;
    d.name = id;
    d.vendor = vendor;
    d.memoryGb = memoryGb;
    return d;
}

Session seedSession(Workload workload, Precision precision)
{
    Session session(bundled(), EngineSettings {}, gpa::test::bundledModel());
    ViewOptions view = session.view();
    view.asOfDay = kSeedDay;
    view.mix = WorkloadMix::only(workload);
    view.precision = precision;
    session.setView(view);
    return session;
}

double relative(const char *id, Workload workload, Precision precision)
{
    const auto f = gpa::test::bundledModel().relative(id, workload, precision, "rtx-2080-ti",
                                                      Precision::Fp32);
    REQUIRE(f);
    return f->relative;
}

} // namespace

// ---------------------------------------------------------------- over-priced

TEST_CASE("seed §7.1, §2.1: the over-priced rule by hand", "[seedrules][overpriced]")
{
    // The card judged: 10 units of speed for $1,000 with 24 GB.
    const Device card = made("card", "NVIDIA", 24.0);
    using Row = std::tuple<std::string, double, double, std::optional<double>, std::string, int>;
    // kind: 0 none, 1 same for less, 2 nearly as fast for far less.
    const auto [what, speed, cost, memory, vendor, kind]
        = GENERATE(table<std::string, double, double, std::optional<double>, std::string, int>({
            // 11 >= 10, $1,040 <= $1,050 (5% more), 11/1040 = 0.01058 > 10/1000,
            // 24 GB >= 0.9 x 24 = 21.6 GB.
            Row {"faster, 4% dearer, same memory", 11.0, 1040.0, 24.0, "NVIDIA", 1},
            // 22 GB >= 21.6 GB still counts as nearly as much memory.
            Row {"faster, cheaper, 22 GB", 11.0, 900.0, 22.0, "NVIDIA", 1},
            // 20 GB < 21.6 GB, and $1,040 is not 60% of $1,000: no rule.
            Row {"faster, 4% dearer, 20 GB", 11.0, 1040.0, 20.0, "NVIDIA", 0},
            // 9 / 10 = 90% as fast for $600 / $1,000 = 60%: both bounds hold.
            Row {"90% as fast for 60%", 9.0, 600.0, 12.0, "NVIDIA", 2},
            Row {"89% as fast for 60%", 8.9, 600.0, 12.0, "NVIDIA", 0},
            Row {"90% as fast for 61%", 9.0, 610.0, 12.0, "NVIDIA", 0},
            // Another vendor's card is another software stack (seed §2.2).
            Row {"another vendor", 9.0, 300.0, 24.0, "AMD", 0},
            // Faster but 10% dearer: 12/1100 = 0.0109 is more per dollar, yet
            // neither 5% nor 60%: a fair price for more speed.
            Row {"faster, 10% dearer", 12.0, 1100.0, 24.0, "NVIDIA", 0},
            // Same speed and price: no more per dollar, not over-priced.
            Row {"identical", 10.0, 1000.0, 24.0, "NVIDIA", 0},
        }));
    CAPTURE(what);
    const Device other = made("other", vendor.c_str(), memory);
    const auto verdict = overpricedAgainst({&card, 10.0, 1000.0}, {&other, speed, cost});
    if (kind == 0) {
        CHECK_FALSE(verdict);
    } else {
        REQUIRE(verdict);
        CHECK(*verdict
              == (kind == 1 ? OverpricedKind::SameForLess : OverpricedKind::NearlyAsFast));
    }
}

TEST_CASE("seed §7.1: the sentence says how much of the speed for how much of the price",
          "[seedrules][overpriced]")
{
    const Device card = made("Big", "NVIDIA", 48.0);
    const Device other = made("Small", "NVIDIA", 24.0);
    // 9.5 / 10 = 95% as fast; $2,500 / $10,000 = 25% of the price.
    const Message m = overpricedSentence({&card, 10.0, 10000.0}, {&other, 9.5, 2500.0},
                                         OverpricedKind::NearlyAsFast);
    CHECK(m.rule == "§7.1");
    CHECK_THAT(m.english(), Contains("the Small is 95% as fast for 25% of its price")
                                && Contains("48 GB of memory against 24 GB")
                                && Contains("ask for more than 24 GB"));
}

TEST_CASE("seed §7.1: with no budget the fastest pick is not a Quadro bought for its name",
          "[seedrules][overpriced][seed]")
{
    RecommendationInputs in;
    in.objective = Objective::Performance;
    in.mix = WorkloadMix::only(Workload::Transformer);
    in.precision = Precision::Fp16;
    in.asOfDay = kSeedDay;
    const Recommendation r = run(in);
    REQUIRE_FALSE(r.picks.empty());
    // The Quadro RTX 8000 ($10,000 launch price) is the fastest, but the
    // Titan RTX ($2,499) is within 10% of it: 2,499 / 10,000 = 25% of the
    // price.
    const double share = relative("titan-rtx", Workload::Transformer, Precision::Fp16)
        / relative("quadro-rtx-8000", Workload::Transformer, Precision::Fp16);
    CHECK(share >= 0.9);
    CHECK(share < 1.0);
    CHECK(r.picks.front().deviceId == "titan-rtx");
    for (const Pick &p : r.picks) {
        CAPTURE(p.deviceId);
        CHECK(device(p.deviceId).segment == Segment::Consumer);
    }
    const auto quadro = std::find_if(r.excluded.begin(), r.excluded.end(),
                                     [](const Exclusion &e) { return e.deviceId == "quadro-rtx-8000"; });
    REQUIRE(quadro != r.excluded.end());
    CHECK(quadro->reason == Constraint::Overpriced);
    CHECK_THAT(quadro->message.english(), Contains("25% of its price") && Contains("NVIDIA TITAN RTX"));
    // Asked for more than 24 GB, the Quadro is what gives it.
    in.minMemoryGb = 32.0;
    const Recommendation big = run(in);
    REQUIRE_FALSE(big.picks.empty());
    CHECK(big.picks.front().deviceId == "quadro-rtx-8000");
}

// --------------------------------------------------------------------- §7.5

TEST_CASE("seed §7.5: upgrading a GTX 1070 for Transformers with no budget skips the Quadro "
          "RTX 8000",
          "[seedrules][upgrade][seed]")
{
    const Session session = seedSession(Workload::Transformer, Precision::Fp16);
    UpgradeRequest request;
    request.owned = device("gtx-1070");
    const UpgradeAdvice advice = session.upgrade(request);
    INFO(advice.reason.english());
    REQUIRE(advice.recommended);
    const UpgradeCandidate &pick = advice.candidates[*advice.recommended];
    // An RTX card, the Titan RTX: 95% of the Quadro RTX 8000's speed for
    // $2,499 against $10,000.
    CHECK(pick.device->id == "titan-rtx");
    CHECK(pick.priceUsd == 2499.0);
    for (const UpgradeCandidate &c : advice.candidates) {
        CAPTURE(c.device->id);
        CHECK(c.device->vendor == "NVIDIA");
        CHECK(c.device->segment == Segment::Consumer);
        // The rule leaves out the Titan V and Titan Xp too (seed §7.1):
        // the Titan RTX and RTX 2080 Ti are faster for about their price.
        CHECK(c.device->id != "titan-v");
        CHECK(c.device->id != "titan-xp");
    }
    const auto quadro
        = std::find_if(advice.excluded.begin(), advice.excluded.end(),
                       [](const UpgradeAdvice::Exclusion &e) { return e.deviceId == "quadro-rtx-8000"; });
    REQUIRE(quadro != advice.excluded.end());
    CHECK(quadro->reason == "overpriced");
    CHECK(quadro->message.rule == "§7.1");
}

TEST_CASE("seed §7.5: the over-priced rule holds today as well", "[seedrules][upgrade]")
{
    const Session session(bundled(), EngineSettings {}, gpa::test::bundledModel());
    Session own(session);
    ViewOptions view = own.view();
    view.mix = WorkloadMix::only(Workload::Transformer);
    own.setView(view);
    UpgradeRequest request;
    request.owned = device("gtx-1070");
    const UpgradeAdvice advice = own.upgrade(request);
    REQUIRE(advice.recommended);
    // No candidate keeps a card of its vendor that is 90% as fast for 60%
    // of its price or as fast for 5% more.
    for (const UpgradeCandidate &c : advice.candidates) {
        for (const UpgradeCandidate &o : advice.candidates) {
            CAPTURE(c.device->id, o.device->id);
            CHECK_FALSE(overpricedAgainst({c.device, c.speedUp, c.priceUsd},
                                          {o.device, o.speedUp, o.priceUsd}));
        }
    }
}

TEST_CASE("seed §7.5: just starting and learn fast get GTX 1060 6GB cards on the 2019 view",
          "[seedrules][personas][seed]")
{
    const auto [id, cards] = GENERATE(table<std::string, int>({{"just-starting", 1}, {"learn-fast", 2}}));
    CAPTURE(id);
    const Persona *p = findBuiltInPersona(id);
    REQUIRE(p);
    CHECK_THAT(std::string(p->description), Contains("Dettmers 2019, §") && Contains("7.5"));
    RecommendationInputs in = p->inputs;
    CHECK(in.gpus == cards);
    in.asOfDay = kSeedDay;
    const Recommendation r = run(in);
    REQUIRE_FALSE(r.picks.empty());
    CHECK(r.picks.front().deviceId == "gtx-1060-6gb");
    if (cards > 1) {
        // Several cards, one experiment each (seed §1.5): twice the results
        // of one card, in one desktop.
        CHECK(in.multiGpuMode == MultiGpuMode::SeparateExperiments);
        CHECK_THAT(r.picks.front().systemThroughput,
                   WithinRel(2.0 * r.picks.front().relativePerformance, 1e-9));
        CHECK(r.picks.front().hosts == 1);
    }
}

// --------------------------------------------------------------------- §2.4

TEST_CASE("seed §2.4: a TPU v2 chip is about as fast as a Tensor-Core V100 on ResNet-50",
          "[seedrules][tpu][seed]")
{
    // The bundled measurement (RiseML, April 2018, one month before the
    // article's view): 3,186 images/s on 4 TPUv2 chips and 3,128 on 4 V100,
    // per device 796.5 and 782. The TPU's only row shares its group with the
    // V100, so its figure is the V100's times 796.5 / 782 = 1.0185.
    const auto tpu = gpa::test::bundledModel().relative("tpu-v2", Workload::Cnn, Precision::Fp16,
                                                        "tesla-v100-sxm2-16gb");
    REQUIRE(tpu);
    CHECK(tpu->provenance == Provenance::Measured);
    CHECK_THAT(tpu->relative, WithinRel(796.5 / 782.0, 1e-6));
    // "~=": within 10% either way, the digest's "about as fast".
    CHECK(tpu->relative > 0.9);
    CHECK(tpu->relative < 1.1);
    // The same on the 2019 view's ranking, against its reference.
    const Session session = seedSession(Workload::Cnn, Precision::Fp16);
    double v2 = 0.0;
    double v100 = 0.0;
    for (const DeviceEvaluation &e : session.evaluations()) {
        if (e.device->id == "tpu-v2" && e.performance)
            v2 = e.performance->relative;
        if (e.device->id == "tesla-v100-sxm2-16gb" && e.performance)
            v100 = e.performance->relative;
    }
    REQUIRE(v100 > 0.0);
    CHECK_THAT(v2 / v100, WithinRel(796.5 / 782.0, 1e-6));
}

TEST_CASE("seed §2.4: the TPU suggestion names the best value per dollar, not the cheapest "
          "chip-hour",
          "[seedrules][tpu][seed]")
{
    // The bundled 2019 view offers TPU v2 at $4.50 / 4 chips = $1.125 a
    // chip-hour and TPU v3 at $8.00 / 4 = $2.00. On convnets at 16-bit,
    // relative to the RTX 2080 Ti, the v2 chip is 1.6129 (measured) and the
    // v3 chip 1.7301 (estimated): per dollar-hour 1.6129 / 1.125 = 1.434 and
    // 1.7301 / 2.00 = 0.865, so on the bundled prices the v2 is the better
    // value. Here the v3 offer costs $4.64 / 4 = $1.16 a chip-hour: still
    // the dearer chip-hour, but 1.7301 / 1.16 = 1.491 > 1.434 per dollar, so
    // it is the one named.
    DataSet data = bundled();
    const auto v3Offer = std::find_if(data.cloudOffers.begin(), data.cloudOffers.end(),
                                      [](const CloudOffer &o) { return o.id == "gcp-tpu-v3-8"; });
    REQUIRE(v3Offer != data.cloudOffers.end());
    REQUIRE(v3Offer->acceleratorCount == 4);
    v3Offer->usdPerHourOnDemand = 4.64;
    const PerformanceModel &model = gpa::test::bundledModel();

    Session session(data, EngineSettings {}, model);
    ViewOptions view = session.view();
    view.asOfDay = kSeedDay;
    view.mix = WorkloadMix::only(Workload::Cnn);
    view.precision = Precision::Fp16;
    session.setView(view);
    const DeviceEvaluation *v2 = session.evaluation("tpu-v2");
    const DeviceEvaluation *v3 = session.evaluation("tpu-v3");
    REQUIRE(v2);
    REQUIRE(v3);
    REQUIRE(v2->performance);
    REQUIRE(v3->performance);
    CAPTURE(v2->performance->relative, v3->performance->relative);
    CHECK_THAT(v2->performance->relative, WithinRel(1.6129, 1e-4));
    CHECK_THAT(v3->performance->relative, WithinRel(1.7301, 1e-4));
    // The premise: v2 is the cheaper chip-hour, v3 the better value.
    REQUIRE(v3->performance->relative / 1.16 > v2->performance->relative / 1.125);

    RecommendationInputs in;
    in.asOfDay = kSeedDay;
    in.mix = WorkloadMix::only(Workload::Cnn);
    in.precision = Precision::Fp16;
    auto result = recommend(data, model, in);
    REQUIRE(result.ok());
    const Recommendation r = std::move(result).value();
    REQUIRE(r.tpu);
    CHECK(r.tpu->rule == "§2.4");
    const std::string text = r.tpu->english();
    CHECK_THAT(text, Contains("(e.g. GCP tpu-v3-8 at $1.16 an hour per chip)"));
    CHECK_THAT(text, !Contains("tpu-v2-8"));
    // The rest of the advice is unchanged.
    CHECK_THAT(text, Contains("about as fast as a Tensor-Core V100 on ResNet-50 and more "
                              "cost-effective"));
    CHECK_THAT(text, Contains("Prototype on your own GPU, then train the final model on TPUs"));

    // On the bundled prices the v2 is both the cheaper chip-hour and the
    // better value.
    const Recommendation bundledView = run(in);
    REQUIRE(bundledView.tpu);
    CHECK_THAT(bundledView.tpu->english(), Contains("(e.g. GCP tpu-v2-8 at $1."));
}

// --------------------------------------------------------------------- §4.5

TEST_CASE("seed §4.5c: the host price is a dated, sourced figure for the view's date",
          "[seedrules][host][seed]")
{
    const auto &all = bundledHostPrices();
    REQUIRE(all.size() >= 2);
    for (const HostPrice &p : all) {
        CAPTURE(p.observed);
        CHECK(p.usd > 0.0);
        CHECK(PartialDate::parse(p.observed).has_value());
        CHECK_FALSE(p.source.empty());
        CHECK_FALSE(p.note.empty());
    }
    // The 2019 view: $6,200 for the whole workstation less three RTX 2080 Ti
    // at $1,190 = $2,630, seen 2019-01-31.
    const HostPrice &seed = hostPriceAsOf(kSeedDay);
    CHECK(seed.observed == "2019-01-31");
    CHECK(seed.usd == 6200.0 - 3.0 * 1190.0);
    // Today: Lambda's $2,125 per GPU less the $1,599 card, times four = $2,104.
    const HostPrice &today = hostPriceAsOf(std::nullopt);
    CHECK(today.observed == "2024-07-24");
    CHECK(today.usd == (2125.0 - 1599.0) * 4.0);
    // Before the first figure: the first.
    CHECK(hostPriceAsOf(dayNumber(2010, 1, 1)).observed == "2019-01-31");
    // The user's own figure wins; the default stands for "not set".
    Assumptions a;
    CHECK_FALSE(a.hostCostIsUsers());
    CHECK(a.hostCostUsd(kSeedDay) == 2630.0);
    CHECK(a.hostCostUsd(std::nullopt) == 2104.0);
    a.multiGpuHostCostUsd = 3000.0;
    CHECK(a.hostCostIsUsers());
    CHECK(a.hostCostUsd(kSeedDay) == 3000.0);
}

TEST_CASE("seed §4.5c: recommend says whether one 4x RTX 2080 Ti machine beats two 4x RTX 2060 "
          "machines at the host price, and above which price it does",
          "[seedrules][host][seed]")
{
    RecommendationInputs in = findBuiltInPersona("best")->inputs;
    in.asOfDay = kSeedDay;
    const Recommendation r = run(in);
    CHECK(r.hostCostUsd == 2630.0);
    REQUIRE(r.hostVerdict);
    REQUIRE(r.hostBreakEvenUsd);
    CHECK(r.hostVerdict->rule == "§4.5");
    // The same two systems planned by hand, at the same host price.
    const Session session = seedSession(Workload::Cnn, Precision::Fp16);
    ViewOptions view = session.view();
    view.mix = in.mix;
    view.precision = in.precision;
    view.policy = PricePolicy::NewOnly;
    SystemRequest one;
    one.deviceId = "rtx-2080-ti";
    one.cards = 4;
    one.hostCostUsd = 2630.0;
    one.host = defaultHostProfile(HostKind::Workstation);
    SystemRequest two = one;
    two.deviceId = "rtx-2060";
    two.cards = 8;
    two.hosts = 2;
    const SystemComparison c = compareSystems(bundled(), PriceBook(bundled()),
                                              gpa::test::bundledModel(), view, Assumptions {}, one,
                                              two);
    REQUIRE(c.first.result.performancePerDollar);
    REQUIRE(c.second.result.performancePerDollar);
    // T1 (C2 + 2H) = T2 (C1 + H) gives the break-even host price
    // H = (T2 C1 - T1 C2) / (2 T1 - T2); cards: 4 x $1,200 and 8 x $349.
    const double t1 = c.first.result.throughput;
    const double t2 = c.second.result.throughput;
    const double c1 = 4.0 * 1200.0;
    const double c2 = 8.0 * 349.0;
    CHECK(c.first.result.cardsCostUsd == c1);
    CHECK(c.second.result.cardsCostUsd == c2);
    const double h = (t2 * c1 - t1 * c2) / (2.0 * t1 - t2);
    CHECK_THAT(*r.hostBreakEvenUsd, WithinRel(h, 1e-9));
    // At $2,630, above the break-even, the seed's claim holds.
    CHECK(2630.0 > h);
    CHECK(t1 / (c1 + 2630.0) > t2 / (c2 + 2.0 * 2630.0));
    CHECK_THAT(r.hostVerdict->english(), Contains("the claim holds with the host at $2,630"));
    CHECK_THAT(r.hostVerdict->english(), Contains("above " + formatMoney(h, "USD")));
    // And in the notes that the text and the wizard show.
    CHECK(std::any_of(r.notes.begin(), r.notes.end(),
                      [&](const Message &m) { return m == *r.hostVerdict; }));
    // Below the break-even price it does not hold, and the sentence says so.
    Assumptions cheapHost;
    cheapHost.multiGpuHostCostUsd = std::floor(h) - 100.0;
    auto cheap = recommend(bundled(), gpa::test::bundledModel(), in, cheapHost);
    REQUIRE(cheap.ok());
    REQUIRE(cheap.value().hostVerdict);
    CHECK_THAT(cheap.value().hostVerdict->english(), Contains("the claim does not hold"));
}

TEST_CASE("seed §4.5b: the note that GTX 10 cards were over-priced shows on the 2019 view only",
          "[seedrules][seed]")
{
    RecommendationInputs in = findBuiltInPersona("best")->inputs;
    const auto hasNote = [](const Recommendation &r) {
        return std::any_of(r.notes.begin(), r.notes.end(), [](const Message &m) {
            return m.english().find("GTX 10 series cards were over-priced") != std::string::npos
                && m.rule == "§4.5";
        });
    };
    CHECK_FALSE(hasNote(run(in)));
    in.asOfDay = kSeedDay;
    CHECK(hasNote(run(in)));
}

// ------------------------------------------------------------ chart order

TEST_CASE("seed §4.1, §4.4: the 2019 charts keep the article's order for the cards it ranks",
          "[seedrules][charts][seed]")
{
    // The 2019 view at 16-bit (RTX cards assume 16-bit, seed §4.1), every
    // device, no cap.
    Session session(bundled(), EngineSettings {}, gpa::test::bundledModel());
    ViewOptions view = session.view();
    view.asOfDay = kSeedDay;
    view.precision = Precision::Fp16;
    session.setView(view);
    ChartDevices all;
    all.n = 0;
    const BarChartData perf = performanceBars(session, all);
    const BarChartData perDollar = performancePerDollarBars(session, all);
    const auto value = [](const BarChartData &bars, const char *id, Workload w) {
        const auto row = std::find_if(bars.rows.begin(), bars.rows.end(),
                                      [&](const BarRow &r) { return r.deviceId == id; });
        REQUIRE(row != bars.rows.end());
        REQUIRE(row->values[static_cast<std::size_t>(w)]);
        return row->values[static_cast<std::size_t>(w)]->value;
    };
    for (const Workload w : kAllWorkloads) {
        CAPTURE(toString(w));
        // Figure 3 (seed §4.4): the RTX 2060 before the RTX 2070, 2080 and
        // 2080 Ti in performance per cost, for CNN, RNN and Transformer ...
        const double v2060 = value(perDollar, "rtx-2060", w);
        for (const char *id : {"rtx-2070", "rtx-2080", "rtx-2080-ti"}) {
            CAPTURE(id);
            CHECK(v2060 > value(perDollar, id, w));
        }
        // ... and more than 5x the Tesla V100's.
        CHECK(v2060 > 5.0 * value(perDollar, "tesla-v100-pcie-16gb", w));
        // Figure 2 (seed §4.1): more tensor cores, more speed ("16-bit with
        // tensor cores matters more than having more tensor cores", §4.4):
        // RTX 2080 Ti > 2080 > 2070 > 2060 in performance.
        CHECK(value(perf, "rtx-2080-ti", w) > value(perf, "rtx-2080", w));
        CHECK(value(perf, "rtx-2080", w) > value(perf, "rtx-2070", w));
        CHECK(value(perf, "rtx-2070", w) > value(perf, "rtx-2060", w));
    }
}
