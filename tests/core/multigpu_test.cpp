#include "core/multigpu.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

ScalingRow row(const std::string &device, Workload workload, const std::string &model,
               Precision precision, int devices, double ratio)
{
    ScalingRow r;
    r.deviceId = device;
    r.workload = workload;
    r.model = model;
    r.precision = precision;
    r.numDevices = devices;
    r.scalingRatio = ratio;
    return r;
}

ScalingRow cnn(const std::string &model, int devices, double ratio)
{
    return row("x", Workload::Cnn, model, Precision::Fp16, devices, ratio);
}

} // namespace

TEST_CASE("Multi-GPU: seed defaults by workload and device count", "[multigpu]")
{
    const Assumptions a;
    const auto [workload, devices, expected] = GENERATE(table<Workload, int, double>({
        {Workload::Cnn, 1, 1.0},
        {Workload::Cnn, 2, 1.9}, // seed §1.2
        {Workload::Cnn, 3, 2.8},
        {Workload::Cnn, 4, 3.5},
        {Workload::Cnn, 6, 5.25}, // 6 x 3.5 / 4: the 4-device efficiency 0.875 kept
        {Workload::Cnn, 8, 7.0}, // 8 x 0.875
        {Workload::Rnn, 2, 1.81}, // seed §1.3, 1 + 0.9 x 0.9
        {Workload::Rnn, 8, 6.5}, // 8 x 3.25 / 4
        {Workload::Transformer, 2, 1.5}, // seed §1.4, 1 + 1/2
        {Workload::Transformer, 4, 2.5},
        {Workload::Transformer, 5, 3.125}, // 5 x 2.5 / 4
    }));
    CAPTURE(toString(workload), devices);
    CHECK_THAT(defaultSpeedUp(workload, devices, a), WithinRel(expected, 1e-12));
    const SpeedUp s = speedUp({}, "any", workload, Precision::Fp16, devices, a);
    CHECK_THAT(s.factor, WithinRel(expected, 1e-12));
    if (devices == 1)
        CHECK(s.source == ScalingSource::SingleDevice);
    else if (devices <= 4)
        CHECK(s.source == ScalingSource::SeedDefault);
    else
        CHECK(s.source == ScalingSource::Extrapolated);
}

TEST_CASE("Multi-GPU: default explanations cite the seed", "[multigpu]")
{
    const Assumptions a;
    const SpeedUp four = speedUp({}, "x", Workload::Cnn, Precision::Fp32, 4, a);
    CHECK(four.explanation.english() == "Seed default for convnets: 3.5x on 4 devices");
    CHECK(four.explanation.rule == "§1.2");
    const SpeedUp eight = speedUp({}, "x", Workload::Transformer, Precision::Fp32, 8, a);
    CHECK(eight.explanation.english()
          == "Seed default extended beyond 4 devices at the 4-device efficiency (0.625 per "
             "device): 5x on 8 devices");
    CHECK(eight.explanation.rule == "§1.4");
    // Edited defaults are used.
    Assumptions edited;
    edited.cnnSpeedUp = {2.0, 3.0, 4.0};
    CHECK(defaultSpeedUp(Workload::Cnn, 8, edited) == 8.0);
}

TEST_CASE("Multi-GPU: measured rows replace the defaults", "[multigpu]")
{
    const Assumptions a;
    // resnet50: 1.8 / 3.4 / 6.4 (efficiency 0.9 / 0.85 / 0.8); ssd: 1.9 / 3.8 / 7.6 (0.95 flat)
    const std::vector<ScalingRow> rows{
        cnn("resnet50", 2, 1.8),
        cnn("resnet50", 4, 3.4),
        cnn("resnet50", 8, 6.4),
        cnn("ssd", 2, 1.9),
        cnn("ssd", 4, 3.8),
        cnn("ssd", 8, 7.6),
        // Rows of another precision, workload or device must not count.
        row("x", Workload::Cnn, "resnet50", Precision::Fp32, 2, 1.1),
        row("x", Workload::Rnn, "gnmt", Precision::Fp16, 2, 1.1),
        row("y", Workload::Cnn, "resnet50", Precision::Fp16, 2, 1.1),
    };
    const auto [devices, expected, source] = GENERATE(table<int, double, ScalingSource>({
        // sqrt(1.8 x 1.9) = 1.849324
        {2, 1.849324200890693, ScalingSource::Measured},
        // resnet50: efficiency 0.9 -> 0.85, at 3: 0.875 x 3 = 2.625; ssd 0.95 x 3 = 2.85;
        // sqrt(2.625 x 2.85) = 2.735187
        {3, 2.7351873793215704, ScalingSource::Interpolated},
        // resnet50: 0.85 -> 0.8 between 4 and 8, at 6: 0.825 x 6 = 4.95; ssd 5.7;
        // sqrt(4.95 x 5.7) = 5.311779
        {6, 5.311779362887732, ScalingSource::Interpolated},
        // sqrt(6.4 x 7.6) = 6.974238
        {8, std::sqrt(6.4 * 7.6), ScalingSource::Measured},
        // beyond 8: 0.8 x 16 = 12.8 and 0.95 x 16 = 15.2; sqrt(12.8 x 15.2) = 13.948477
        {16, 13.948476619330155, ScalingSource::Extrapolated},
    }));
    CAPTURE(devices);
    const SpeedUp s = speedUp(rows, "x", Workload::Cnn, Precision::Fp16, devices, a);
    CHECK_THAT(s.factor, WithinRel(expected, 1e-12));
    CHECK(s.source == source);
    CHECK(s.models == 2);
}

TEST_CASE("Multi-GPU: interpolation from one device up to the first measured count", "[multigpu]")
{
    // Only 8 devices measured (7.2x, efficiency 0.9). At 2: efficiency
    // 1 + (0.9 - 1) x (2 - 1) / (8 - 1) = 0.985714, x 2 = 1.971429.
    const SpeedUp s
        = speedUp({cnn("resnet50", 8, 7.2)}, "x", Workload::Cnn, Precision::Fp16, 2, {});
    CHECK_THAT(s.factor, WithinRel(2.0 * (1.0 + (0.9 - 1.0) / 7.0), 1e-12));
    CHECK(s.source == ScalingSource::Interpolated);
    CHECK(s.explanation.english()
          == "From measurements: 1.97x on 2 devices, interpolated between measured device counts "
             "(geometric mean, models: 1)");
}

TEST_CASE("Multi-GPU: several platforms of one model are averaged first", "[multigpu]")
{
    // 3.6 and 3.2 on two platforms: sqrt(3.6 x 3.2) = 3.394113; one model, so
    // a model with many rows does not outweigh the others.
    const SpeedUp s = speedUp({cnn("resnet50", 4, 3.6), cnn("resnet50", 4, 3.2)}, "x",
                              Workload::Cnn, Precision::Fp16, 4, {});
    CHECK_THAT(s.factor, WithinRel(3.3941125496954285, 1e-12));
    CHECK(s.models == 1);
    CHECK(s.explanation.english() == "Measured: 3.39x on 4 devices (geometric mean, models: 1)");
}

TEST_CASE("Multi-GPU: rows below 1x are failed runs and are left out", "[multigpu]")
{
    // As in the bundled rtx-2080-ti bert_large_squad fp16 rows: 0.2609 at 2, 4 and 8.
    const std::vector<ScalingRow> rows{
        row("x", Workload::Transformer, "bert_large_squad", Precision::Fp16, 2, 0.2609),
        row("x", Workload::Transformer, "bert_large_squad", Precision::Fp16, 4, 0.2609),
        row("x", Workload::Transformer, "bert_base_squad", Precision::Fp16, 2, 1.6),
    };
    const SpeedUp s = speedUp(rows, "x", Workload::Transformer, Precision::Fp16, 2, {});
    CHECK(s.factor == 1.6);
    CHECK(s.models == 1);
    CHECK(s.ignoredRows == 2);

    // Nothing usable left: the seed default, with the count of rows left out.
    const SpeedUp onlyFailed
        = speedUp({rows[0], rows[1]}, "x", Workload::Transformer, Precision::Fp16, 2, {});
    CHECK(onlyFailed.factor == 1.5);
    CHECK(onlyFailed.source == ScalingSource::SeedDefault);
    CHECK(onlyFailed.ignoredRows == 2);
}

TEST_CASE("Multi-GPU: bundled rtx-2080-ti convnet rows, fp32, 2 devices", "[multigpu]")
{
    // database/seed/scaling.csv, both platforms (PCIe and NVLink):
    const std::vector<ScalingRow> rows{
        row("rtx-2080-ti", Workload::Cnn, "maskrcnn", Precision::Fp32, 2, 1.875),
        row("rtx-2080-ti", Workload::Cnn, "maskrcnn", Precision::Fp32, 2, 1.875),
        row("rtx-2080-ti", Workload::Cnn, "resnet50", Precision::Fp32, 2, 1.8073),
        row("rtx-2080-ti", Workload::Cnn, "resnet50", Precision::Fp32, 2, 1.8109),
        row("rtx-2080-ti", Workload::Cnn, "ssd", Precision::Fp32, 2, 1.8491),
        row("rtx-2080-ti", Workload::Cnn, "ssd", Precision::Fp32, 2, 1.8491),
    };
    // maskrcnn 1.875; resnet50 sqrt(1.8073 x 1.8109) = 1.809099; ssd 1.8491;
    // cube root of 1.875 x 1.809099 x 1.8491 = 1.844200 (seed §1.2 says 1.9)
    const SpeedUp s = speedUp(rows, "rtx-2080-ti", Workload::Cnn, Precision::Fp32, 2, {});
    CHECK_THAT(s.factor, WithinRel(1.8441999664028403, 1e-9));
    CHECK(s.source == ScalingSource::Measured);
    CHECK(s.models == 3);
}

TEST_CASE("Multi-GPU: a speed-up table from 1 to N", "[multigpu]")
{
    const auto table = speedUpTable({}, "x", Workload::Cnn, Precision::Fp16, 4, {});
    REQUIRE(table.size() == 4);
    CHECK(table[0].factor == 1.0);
    CHECK(table[0].source == ScalingSource::SingleDevice);
    CHECK(table[1].factor == 1.9);
    CHECK(table[3].factor == 3.5);
    CHECK(table[3].devices == 4);
}

TEST_CASE("Multi-GPU: separate experiments give more results, not faster runs (seed §1.5)",
          "[multigpu]")
{
    const SeparateExperiments s = separateExperiments(4, 3.0);
    CHECK(s.perRunSpeedUp == 1.0);
    CHECK(s.experimentsPerDay == 12.0); // 4 x 3
    CHECK(s.explanation.english()
          == "Separate experiments on 4 devices: no run is faster, but 12 results arrive per day "
             "instead of 3");
    CHECK(s.explanation.rule == "§1.5");
}

TEST_CASE("Multi-GPU: cooling warnings by cooling type and adjacent cards (seed §5.1)",
          "[multigpu]")
{
    const auto [cooling, cards, warned] = GENERATE(table<Cooling, int, bool>({
        {Cooling::OpenAir, 2, false}, // two work with any fan
        {Cooling::OpenAir, 3, true},
        {Cooling::OpenAir, 4, true},
        {Cooling::Varies, 2, false},
        {Cooling::Varies, 3, true},
        {Cooling::Blower, 4, false},
        {Cooling::Passive, 8, false},
        {Cooling::Unknown, 4, false},
    }));
    CAPTURE(toString(cooling), cards);
    const auto warning = coolingWarning(cooling, cards);
    CHECK(warning.has_value() == warned);
    if (warning)
        CHECK(warning->rule == "§5.1");
}

namespace {

// seed §4.5c, with relative performance 2080 Ti = 1.0, 2060 = 0.6 and the
// 2019 prices $1,200 and $349.
SystemSpec fourTwentyEightyTi(double hostCost)
{
    SystemSpec s;
    s.cards = 4;
    s.hosts = 1;
    s.cardRelativePerformance = 1.0;
    s.cardPriceUsd = 1200.0;
    s.hostCostUsd = hostCost;
    s.cardTdpW = 250.0;
    s.hostWatts = 100.0;
    s.cooling = Cooling::OpenAir;
    s.speedUps = {1.0, 1.9, 2.8, 3.5};
    return s;
}

SystemSpec eightTwentySixty(double hostCost)
{
    SystemSpec s = fourTwentyEightyTi(hostCost);
    s.cards = 8;
    s.hosts = 2;
    s.cardRelativePerformance = 0.6;
    s.cardPriceUsd = 349.0;
    s.cardTdpW = 160.0;
    return s;
}

} // namespace

TEST_CASE("Multi-GPU: the seed's one host with 4 fast cards vs two hosts with 4 cheap ones",
          "[multigpu]")
{
    const SystemResult a = evaluateSystem(fourTwentyEightyTi(1600.0));
    CHECK(a.throughput == 3.5); // 1.0 x S(4)
    CHECK(a.cardsCostUsd == 4800.0); // 4 x 1200
    CHECK(a.hostsCostUsd == 1600.0);
    CHECK(a.totalCostUsd == 6400.0);
    CHECK_THAT(*a.performancePerDollar, WithinRel(3.5 / 6400.0, 1e-12)); // 5.46875e-4
    CHECK(a.powerW == 1100.0); // 4 x 250 + 100
    CHECK(a.maxHostPowerW == 1100.0);
    REQUIRE(a.warnings.size() == 1); // 4 open-air cards side by side
    CHECK(a.warnings.front().rule == "§5.1");

    const SystemResult b = evaluateSystem(eightTwentySixty(1600.0));
    CHECK_THAT(b.throughput, WithinRel(4.2, 1e-12)); // 2 hosts x 0.6 x 3.5
    CHECK(b.cardsCostUsd == 2792.0); // 8 x 349
    CHECK(b.hostsCostUsd == 3200.0); // 2 x 1600
    CHECK_THAT(*b.performancePerDollar, WithinRel(4.2 / 5992.0, 1e-12)); // 7.00935e-4
    CHECK(b.powerW == 1480.0); // 8 x 160 + 2 x 100
    CHECK(b.maxHostPowerW == 740.0); // 4 x 160 + 100
    CHECK(b.maxCardsPerHost == 4);

    // Break-even host cost: H = (T2 C1 - T1 C2) / (T1 h2 - T2 h1)
    //   = (4.2 x 4800 - 3.5 x 2792) / (3.5 x 2 - 4.2 x 1) = (20160 - 9772) / 2.8 = 3710
    const HostCostBreakEven even
        = hostCostBreakEven({"4x RTX 2080 Ti", a.throughput, a.cardsCostUsd, 1},
                            {"8x RTX 2060 in 2 machines", b.throughput, b.cardsCostUsd, 2});
    REQUIRE(even.kind == HostCostBreakEven::Kind::Crossing);
    REQUIRE(even.hostCostUsd);
    CHECK_THAT(*even.hostCostUsd, WithinRel(3710.0, 1e-12));
    CHECK(even.betterBelow == 2);
    CHECK(even.betterAbove == 1);
    CHECK(even.explanation.english()
          == "Equally cost-efficient when a host machine costs $3,710; below that 8x RTX 2060 in 2 "
             "machines gives more performance per dollar, above it 4x RTX 2080 Ti");
    CHECK(even.explanation.rule == "§4.5");

    // The ranking flips on either side of it:
    //   $3,000: 3.5 / 7800 = 4.487e-4 < 4.2 / 8792 = 4.777e-4  (two hosts win)
    //   $3,710: 3.5 / 8510 = 4.1128e-4 = 4.2 / 10212             (equal)
    //   $4,500: 3.5 / 9300 = 3.763e-4 > 4.2 / 11792 = 3.562e-4 (one host wins, as seed §4.5c says)
    const auto [hostCost, oneHostWins] = GENERATE(table<double, bool>(
        {{1600.0, false}, {3000.0, false}, {3700.0, false}, {3720.0, true}, {4500.0, true}}));
    CAPTURE(hostCost);
    const double oneHost = *evaluateSystem(fourTwentyEightyTi(hostCost)).performancePerDollar;
    const double twoHosts = *evaluateSystem(eightTwentySixty(hostCost)).performancePerDollar;
    CHECK((oneHost > twoHosts) == oneHostWins);
}

TEST_CASE("Multi-GPU: break-even without a crossing", "[multigpu]")
{
    using Kind = HostCostBreakEven::Kind;
    const auto [name, first, second, kind] = GENERATE(table<std::string, SystemCostShape,
                                                            SystemCostShape, Kind>({
        // H = (1 x 1000 - 2 x 1000) / (2 x 1 - 1 x 1) = -1000: none at H >= 0
        {"twice as fast, same cost",
         {"A", 2.0, 1000.0, 1},
         {"B", 1.0, 1000.0, 1},
         Kind::FirstAlwaysBetter},
        {"identical", {"A", 1.0, 1000.0, 1}, {"B", 1.0, 1000.0, 1}, Kind::AlwaysEqual},
        // T1 h2 - T2 h1 = 2 x 1 - 1 x 2 = 0; at H = 1: 2 x 401 - 1 x 1002 < 0
        {"parallel lines", {"A", 2.0, 1000.0, 2}, {"B", 1.0, 400.0, 1}, Kind::SecondAlwaysBetter},
    }));
    CAPTURE(name);
    const HostCostBreakEven b = hostCostBreakEven(first, second);
    CHECK(b.kind == kind);
    CHECK_FALSE(b.hostCostUsd);
    if (kind == Kind::FirstAlwaysBetter)
        CHECK(b.explanation.english()
              == "A gives more performance per dollar than B at any host machine cost");
}

TEST_CASE("Multi-GPU: cards spread unevenly over hosts", "[multigpu]")
{
    SystemSpec s = fourTwentyEightyTi(1000.0);
    s.cards = 9;
    s.hosts = 2; // 5 + 4
    const SystemResult r = evaluateSystem(s);
    CHECK(r.maxCardsPerHost == 5);
    // S(5) beyond the table: 5 x 3.5 / 4 = 4.375; plus S(4) = 3.5 -> 7.875
    CHECK_THAT(r.throughput, WithinRel(7.875, 1e-12));
    CHECK(r.totalCostUsd == 9 * 1200.0 + 2 * 1000.0);
    CHECK(r.powerW == 9 * 250.0 + 2 * 100.0); // 2450
    CHECK(r.maxHostPowerW == 5 * 250.0 + 100.0); // 1350
}

TEST_CASE("Multi-GPU: a system running separate experiments", "[multigpu]")
{
    SystemSpec s = eightTwentySixty(1600.0);
    s.mode = MultiGpuMode::SeparateExperiments;
    const SystemResult r = evaluateSystem(s);
    CHECK_THAT(r.throughput, WithinRel(4.8, 1e-12)); // 8 x 0.6: no scaling loss
    CHECK(r.explanation.english()
          == "8 cards in 2 machines running separate experiments: 4.8 times the results per day "
             "of the reference device");
}

TEST_CASE("Multi-GPU: power supply and owned hosts", "[multigpu]")
{
    SystemSpec s = fourTwentyEightyTi(1600.0);
    s.psuCapacityW = 1000.0;
    SystemResult r = evaluateSystem(s);
    CHECK(r.psuSufficient == false); // 4 x 250 + 100 = 1100 > 1000
    REQUIRE(r.warnings.size() == 2);
    CHECK(r.warnings.front().english()
          == "The busiest machine draws about 1100 W (cards at full power plus the host), more "
             "than its 1000 W power supply");

    s.psuCapacityW = 1200.0;
    s.cooling = Cooling::Blower;
    s.buyHosts = false;
    r = evaluateSystem(s);
    CHECK(r.psuSufficient == true);
    CHECK(r.warnings.empty());
    CHECK(r.hostsCostUsd == 0.0);
    CHECK(r.totalCostUsd == 4800.0);

    s.cardTdpW.reset();
    r = evaluateSystem(s);
    CHECK_FALSE(r.powerW);
    CHECK_FALSE(r.psuSufficient);
}
