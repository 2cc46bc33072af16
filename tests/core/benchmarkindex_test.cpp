#include "core/benchmarkindex.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpa;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

Benchmark row(const std::string &device, const std::string &model, double throughput,
              const std::string &suite = "suite-a", const std::string &software = "sw-1",
              const std::string &flag = "")
{
    Benchmark b;
    b.deviceId = device;
    b.workload = Workload::Cnn;
    b.model = model;
    b.precision = Precision::Fp16;
    b.throughput = throughput;
    b.suite = suite;
    b.software = software;
    b.qualityFlag = flag;
    return b;
}

double effectOf(const BenchmarkIndex &index, const FixedEffects &fit, const std::string &id)
{
    return fit.effect[*index.deviceIndex(id)];
}

} // namespace

TEST_CASE("Fixed effects: two devices on two models give the geometric mean of ratios", "[benchmarks]")
{
    // a/b = 100/50 = 2 on one model and 40/10 = 4 on the other:
    // the combined ratio is sqrt(2 * 4) = 2.828...
    const auto index = BenchmarkIndex::build({row("a", "resnet50", 100), row("b", "resnet50", 50),
                                              row("a", "ssd", 40), row("b", "ssd", 10)},
                                             Workload::Cnn, Precision::Fp16);
    const auto fit = fitFixedEffects(index);
    CHECK(fit.components() == 1);
    CHECK_THAT(std::exp(effectOf(index, fit, "a") - effectOf(index, fit, "b")), WithinRel(std::sqrt(8.0), 1e-12));
}

TEST_CASE("Fixed effects: suites link only through a device measured in both", "[benchmarks]")
{
    // x is measured only in suite A, r only in suite B; bridge is in both.
    // Suite B runs everything 3x faster (newer software): a direct
    // comparison of raw throughputs (200 vs 150) would be wrong.
    const auto index = BenchmarkIndex::build({row("x", "resnet50", 200, "A"), row("bridge", "resnet50", 100, "A"),
                                              row("bridge", "resnet50", 300, "B"), row("r", "resnet50", 150, "B")},
                                             Workload::Cnn, Precision::Fp16);
    const auto fit = fitFixedEffects(index);
    CHECK(fit.components() == 1);
    // x = 2 bridges, bridge = 2 r  =>  x = 4 r
    CHECK_THAT(std::exp(effectOf(index, fit, "x") - effectOf(index, fit, "r")), WithinRel(4.0, 1e-12));

    // Without the bridge's suite-B row the suites fall apart.
    const auto apart = BenchmarkIndex::build({row("x", "resnet50", 200, "A"), row("bridge", "resnet50", 100, "A"),
                                              row("r", "resnet50", 150, "B"), row("s", "resnet50", 100, "B")},
                                             Workload::Cnn, Precision::Fp16);
    const auto split = fitFixedEffects(apart);
    CHECK(split.components() == 2);
    CHECK(split.deviceComponent[*apart.deviceIndex("x")] != split.deviceComponent[*apart.deviceIndex("r")]);
}

TEST_CASE("Fixed effects: the same suite with another software version is another group", "[benchmarks]")
{
    const auto index = BenchmarkIndex::build({row("a", "resnet50", 100, "A", "20.01"), row("b", "resnet50", 300, "A", "20.10")},
                                             Workload::Cnn, Precision::Fp16);
    CHECK(index.groups().size() == 2);
    CHECK(fitFixedEffects(index).components() == 2);
}

TEST_CASE("Benchmark index: replicate platforms give the median, flagged rows a quarter weight", "[benchmarks]")
{
    const auto index = BenchmarkIndex::build({row("a", "resnet50", 100), row("a", "resnet50", 400), row("a", "resnet50", 200),
                                              row("a", "ssd", 10, "suite-a", "sw-1", "outlier_vs_card_median(x0.38)"),
                                              row("a", "ssd", 30),
                                              row("b", "ssd", 50, "suite-a", "sw-1", "outlier_vs_card_median(x0.4)")},
                                             Workload::Cnn, Precision::Fp16);
    REQUIRE(index.cells().size() == 3);
    for (const BenchmarkCell &c : index.cells()) {
        const std::string &device = index.devices()[c.device];
        const std::string &model = index.groups()[c.group].model;
        CAPTURE(device, model);
        if (device == "a" && model == "resnet50") {
            CHECK_THAT(c.logThroughput, WithinAbs(std::log(200.0), 1e-12));
            CHECK(c.rows == 3);
        } else if (device == "a") {
            // a clean replicate exists: the flagged row is left out
            CHECK_THAT(c.logThroughput, WithinAbs(std::log(30.0), 1e-12));
            CHECK(c.weight == 1.0);
        } else {
            CHECK_THAT(c.logThroughput, WithinAbs(std::log(50.0), 1e-12));
            CHECK(c.weight == kFlaggedRowWeight);
        }
    }
}

TEST_CASE("Benchmark index: multi-device rows, other workloads and bad throughputs are left out", "[benchmarks]")
{
    Benchmark multi = row("a", "resnet50", 800);
    multi.numDevices = 8;
    Benchmark other = row("a", "gnmt", 1000);
    other.workload = Workload::Rnn;
    Benchmark zero = row("b", "resnet50", 0);
    const auto index = BenchmarkIndex::build({multi, other, zero, row("c", "resnet50", 10)}, Workload::Cnn, Precision::Fp16);
    REQUIRE(index.devices().size() == 1);
    CHECK(index.devices().front() == "c");
}

TEST_CASE("Fixed effects: leaving a device out drops its rows and its group offsets", "[benchmarks]")
{
    const auto index = BenchmarkIndex::build({row("a", "resnet50", 100), row("b", "resnet50", 50), row("c", "resnet50", 25),
                                              row("a", "ssd", 10)},
                                             Workload::Cnn, Precision::Fp16);
    const auto fit = fitFixedEffects(index, index.deviceIndex("a"));
    CHECK(std::isnan(effectOf(index, fit, "a")));
    CHECK(fit.deviceComponent[*index.deviceIndex("a")] == -1);
    CHECK_THAT(std::exp(effectOf(index, fit, "b") - effectOf(index, fit, "c")), WithinRel(2.0, 1e-12));
    std::size_t ssd = 0;
    for (std::size_t g = 0; g < index.groups().size(); ++g) {
        if (index.groups()[g].model == "ssd")
            ssd = g;
    }
    CHECK(std::isnan(fit.offset[ssd]));
}
