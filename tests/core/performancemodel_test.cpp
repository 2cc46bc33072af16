#include "core/performancemodel.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

Device card(const std::string &id, double tensor, double bandwidthGbs, double fp32, double memoryGb)
{
    Device d;
    d.id = id;
    d.name = "Card " + id;
    d.vendor = "Test";
    d.architecture = "Test";
    d.tensorCores = true;
    d.tensorFp16TflopsDense = tensor;
    d.fp32Tflops = fp32;
    d.memoryBandwidthGbs = bandwidthGbs;
    d.memoryGb = memoryGb;
    return d;
}

Benchmark bench(const std::string &device, const std::string &model, double throughput, const std::string &suite = "S",
                Precision precision = Precision::Fp16, Workload workload = Workload::Cnn)
{
    Benchmark b;
    b.deviceId = device;
    b.workload = workload;
    b.model = model;
    b.precision = precision;
    b.throughput = throughput;
    b.suite = suite;
    b.software = "sw";
    return b;
}

bool mentions(const std::vector<Message> &basis, const char *fragment)
{
    for (const Message &m : basis) {
        if (m.english().find(fragment) != std::string::npos)
            return true;
    }
    return false;
}

// Twelve cards measured (cnn, fp16) exactly as the time-per-step model with
// known coefficients says, on two models.
constexpr double kTruth[] = {1.0, 0.05, 0.2, 0.3};

double modelTime(const Device &d)
{
    const double b = *d.memoryBandwidthGbs / 1000.0;
    return 1.0 / *d.tensorFp16TflopsDense + kTruth[1] / b + kTruth[2] / *d.fp32Tflops + kTruth[3] / (*d.memoryGb * b);
}

DataSet syntheticTable()
{
    DataSet data;
    const double c[] = {20, 35, 50, 80, 120, 160, 200, 25, 70, 300, 45, 150};
    const double b[] = {300, 450, 900, 600, 1500, 2000, 3300, 500, 800, 2000, 1000, 700};
    const double f[] = {6, 8, 15, 30, 20, 60, 67, 10, 35, 40, 12, 80};
    const double m[] = {8, 11, 16, 24, 40, 80, 80, 6, 12, 48, 32, 24};
    for (std::size_t i = 0; i < 12; ++i) {
        std::string id = "d"; // (not "d" + ...: GCC 12 warns falsely on it)
        id += std::to_string(i);
        const Device d = card(id, c[i], b[i], f[i], m[i]);
        data.devices.push_back(d);
        data.benchmarks.push_back(bench(d.id, "resnet50", 1000.0 / modelTime(d)));
        data.benchmarks.push_back(bench(d.id, "ssd", 300.0 / modelTime(d)));
    }
    // One card with a sheet but no benchmark.
    data.devices.push_back(card("new", 100, 1200, 40, 32));
    return data;
}

} // namespace

TEST_CASE("Performance: measured devices compare by the geometric mean of ratios", "[performance]")
{
    DataSet data;
    data.devices = {card("a", 60, 600, 15, 11), card("b", 30, 400, 8, 8)};
    data.benchmarks = {bench("a", "resnet50", 100), bench("b", "resnet50", 50), bench("a", "ssd", 40), bench("b", "ssd", 10)};
    const auto model = PerformanceModel::calibrate(data);
    const auto f = model.relative("a", Workload::Cnn, Precision::Fp16, "b");
    REQUIRE(f);
    CHECK_THAT(f->relative, WithinRel(std::sqrt(2.0 * 4.0), 1e-12));
    CHECK(f->provenance == Provenance::Measured);
    CHECK(f->uncertainty == 0.0);
    CHECK(mentions(f->basis, "Measured: ResNet-50, SSD in S (sw)."));
    CHECK(mentions(f->basis, "geometric mean"));

    const auto self = model.relative("b", Workload::Cnn, Precision::Fp16, "b");
    REQUIRE(self);
    CHECK(self->relative == 1.0);
    CHECK(self->provenance == Provenance::Measured);
}

TEST_CASE("Performance: throughputs of different suites are never compared directly", "[performance]")
{
    DataSet data;
    data.devices = {card("x", 60, 600, 15, 11), card("bridge", 30, 400, 8, 8), card("r", 40, 500, 10, 8)};
    // Suite B runs 3x faster than suite A: x (suite A only) against r (suite B only).
    data.benchmarks = {bench("x", "resnet50", 200, "A"), bench("bridge", "resnet50", 100, "A"),
                       bench("bridge", "resnet50", 300, "B"), bench("r", "resnet50", 150, "B")};
    const auto model = PerformanceModel::calibrate(data);
    const auto f = model.relative("x", Workload::Cnn, Precision::Fp16, "r");
    REQUIRE(f);
    CHECK_THAT(f->relative, WithinRel(4.0, 1e-12)); // 2 bridges x 2 r, not 200 / 150
    CHECK(f->provenance == Provenance::Measured);

    // Without a device in common the measurements cannot be compared as such.
    data.benchmarks = {bench("x", "resnet50", 200, "A"), bench("bridge", "resnet50", 100, "A"),
                       bench("r", "resnet50", 150, "B")};
    const auto apart = PerformanceModel::calibrate(data).relative("x", Workload::Cnn, Precision::Fp16, "r");
    CHECK((!apart || apart->provenance == Provenance::Estimated));
}

TEST_CASE("Performance: the spec fit recovers known coefficients through calibrate()", "[performance]")
{
    const auto model = PerformanceModel::calibrate(syntheticTable());
    const auto &report = model.fitReport(Workload::Cnn, Precision::Fp16);
    REQUIRE(report.fitted);
    REQUIRE(report.coefficients.size() == 4);
    for (std::size_t k = 0; k < 4; ++k) {
        CAPTURE(report.coefficients[k].term);
        CHECK_THAT(report.coefficients[k].value, WithinRel(kTruth[k], 1e-4));
    }
    CHECK(report.measuredDevices == 12);
    CHECK(report.leaveOneOut.size() == 12);
    CHECK(report.medianAbsError < 1e-4);

    // The unmeasured card: its estimate is the true ratio.
    const auto f = model.relative("new", Workload::Cnn, Precision::Fp16, "d3");
    REQUIRE(f);
    CHECK(f->provenance == Provenance::Estimated);
    CHECK_THAT(f->relative, WithinRel(modelTime(card("d3", 80, 600, 30, 24)) / modelTime(card("new", 100, 1200, 40, 32)), 1e-4));
    CHECK(mentions(f->basis, "Spec sheet: 100.0 tensor TFLOPS, 1200 GB/s, 40.0 FP32 TFLOPS, 32 GB."));

    // Other workloads have no benchmark: nothing to calibrate, and a reason.
    CHECK_FALSE(model.relative("new", Workload::Rnn, Precision::Fp16, "d3"));
    CHECK(model.unavailableReason("new", Workload::Rnn, Precision::Fp16, "d3").has_value());
}

TEST_CASE("Performance: measured figures win over the spec estimate", "[performance]")
{
    DataSet data = syntheticTable();
    // d5's benchmarks say it is half as fast as its sheet suggests.
    for (Benchmark &b : data.benchmarks) {
        if (b.deviceId == "d5")
            b.throughput *= 0.5;
    }
    const auto model = PerformanceModel::calibrate(data);
    const auto measured = model.relative("d5", Workload::Cnn, Precision::Fp16, "d3");
    REQUIRE(measured);
    CHECK(measured->provenance == Provenance::Measured);
    const double sheetRatio = modelTime(card("d3", 80, 600, 30, 24)) / modelTime(card("d5", 160, 2000, 60, 80));
    CHECK_THAT(measured->relative, WithinRel(0.5 * sheetRatio, 1e-9));

    // The estimated-only view shows what the sheet alone says.
    const auto estimated = PerformanceModel::calibrate(data, {true}).relative("d5", Workload::Cnn, Precision::Fp16, "d3");
    REQUIRE(estimated);
    CHECK(estimated->provenance == Provenance::Estimated);
    CHECK_THAT(estimated->relative, WithinRel(sheetRatio, 1e-3));
}

TEST_CASE("Performance: the estimated-only view never uses the device's own rows", "[performance]")
{
    DataSet data = syntheticTable();
    const auto before = PerformanceModel::calibrate(data, {true});
    for (Benchmark &b : data.benchmarks) {
        if (b.deviceId == "d8")
            b.throughput *= 10.0;
    }
    const auto after = PerformanceModel::calibrate(data, {true});
    const auto normal = PerformanceModel::calibrate(data);
    for (const char *reference : {"d2", "new"}) {
        CAPTURE(reference);
        const auto a = before.relative("d8", Workload::Cnn, Precision::Fp16, reference);
        const auto b = after.relative("d8", Workload::Cnn, Precision::Fp16, reference);
        REQUIRE(a);
        REQUIRE(b);
        CHECK_THAT(b->relative, WithinRel(a->relative, 1e-6));
        CHECK(b->provenance == Provenance::Estimated);
        CHECK(mentions(b->basis, "without Card d8's own benchmarks"));
    }
    // ... while the measured figure follows the rows.
    const auto m = normal.relative("d8", Workload::Cnn, Precision::Fp16, "d2");
    REQUIRE(m);
    CHECK(m->relative > 5.0 * before.relative("d8", Workload::Cnn, Precision::Fp16, "d2")->relative);

    // The reference keeps its measured figure: against itself, the
    // estimate shows the leave-one-out error.
    const auto self = before.relative("d2", Workload::Cnn, Precision::Fp16, "d2");
    REQUIRE(self);
    CHECK_THAT(self->relative, WithinRel(1.0, 1e-4));
}

TEST_CASE("Performance: missing specifications give no estimate, with a reason", "[performance]")
{
    DataSet data = syntheticTable();
    Device blank = card("blank", 100, 1000, 30, 16);
    blank.memoryBandwidthGbs.reset();
    Device noCompute = card("no-compute", 100, 1000, 30, 16);
    noCompute.tensorFp16TflopsDense.reset();
    noCompute.fp32Tflops.reset();
    noCompute.tensorCores = false;
    data.devices.push_back(blank);
    data.devices.push_back(noCompute);
    const auto model = PerformanceModel::calibrate(data);

    CHECK_FALSE(model.relative("blank", Workload::Cnn, Precision::Fp16, "d0"));
    auto reason = model.unavailableReason("blank", Workload::Cnn, Precision::Fp16, "d0");
    REQUIRE(reason);
    CHECK(reason->english() == "The memory bandwidth of this device is unknown.");

    CHECK_FALSE(model.relative("no-compute", Workload::Cnn, Precision::Fp16, "d0"));
    reason = model.unavailableReason("no-compute", Workload::Cnn, Precision::Fp16, "d0");
    REQUIRE(reason);
    CHECK(reason->english() == "No 16-bit or FP32 compute rate is known for this device.");

    // An unknown reference or device is no figure either.
    CHECK_FALSE(model.relative("d1", Workload::Cnn, Precision::Fp16, "nonexistent"));
    CHECK(model.unavailableReason("d1", Workload::Cnn, Precision::Fp16, "nonexistent")->english()
          == "The reference device nonexistent is not in the catalogue.");
    CHECK_FALSE(model.relative("nonexistent", Workload::Cnn, Precision::Fp16, "d1"));
    CHECK(model.unavailableReason("d1", Workload::Cnn, Precision::Fp16, "d0") == std::nullopt);
}

TEST_CASE("Performance: a device outside the data set is estimated from its own sheet", "[performance]")
{
    const DataSet data = syntheticTable();
    const auto model = PerformanceModel::calibrate(data);
    Device edited = *data.device("new");
    edited.id = "user-card";
    const auto copy = model.relative(edited, Workload::Cnn, Precision::Fp16, "d3");
    const auto original = model.relative("new", Workload::Cnn, Precision::Fp16, "d3");
    REQUIRE(copy);
    REQUIRE(original);
    CHECK_THAT(copy->relative, WithinRel(original->relative, 1e-12));

    // Doubling every rate halves the time per step: twice as fast.
    edited.tensorFp16TflopsDense = 2.0 * *edited.tensorFp16TflopsDense;
    edited.fp32Tflops = 2.0 * *edited.fp32Tflops;
    edited.memoryBandwidthGbs = 2.0 * *edited.memoryBandwidthGbs;
    // (memory unchanged: memory x bandwidth doubles with the bandwidth)
    const auto faster = model.relative(edited, Workload::Cnn, Precision::Fp16, "d3");
    REQUIRE(faster);
    CHECK_THAT(faster->relative, WithinRel(2.0 * original->relative, 1e-9));

    // A measured id keeps its measurement, whatever the edited sheet says.
    Device measured = *data.device("d4");
    measured.tensorFp16TflopsDense = 1000.0;
    const auto kept = model.relative(measured, Workload::Cnn, Precision::Fp16, "d3");
    REQUIRE(kept);
    CHECK(kept->provenance == Provenance::Measured);
    CHECK_THAT(kept->relative, WithinRel(model.relative("d4", Workload::Cnn, Precision::Fp16, "d3")->relative, 1e-12));
}

TEST_CASE("Performance: across precisions through the reference's measured speed-up", "[performance]")
{
    DataSet data;
    data.devices = {card("x", 60, 600, 15, 11), card("r", 30, 400, 8, 8)};
    data.benchmarks = {bench("x", "resnet50", 300), bench("r", "resnet50", 100),
                       bench("x", "resnet50", 120, "S", Precision::Fp32), bench("r", "resnet50", 50, "S", Precision::Fp32)};
    const auto model = PerformanceModel::calibrate(data);
    // x at fp16 against r at fp32: 300 / 50, within one suite and model.
    const auto f = model.relative("x", Workload::Cnn, Precision::Fp16, "r", Precision::Fp32);
    REQUIRE(f);
    CHECK_THAT(f->relative, WithinRel(6.0, 1e-12));
    CHECK(f->provenance == Provenance::Measured);
    CHECK(mentions(f->basis, "Card r trains cnn 2.00x as fast at fp16 as at fp32 (measured)."));
    const auto back = model.relative("r", Workload::Cnn, Precision::Fp32, "r", Precision::Fp16);
    REQUIRE(back);
    CHECK_THAT(back->relative, WithinRel(0.5, 1e-12));
}

TEST_CASE("Performance: a workload mix is the weighted geometric mean", "[performance]")
{
    DataSet data;
    data.devices = {card("x", 60, 600, 15, 11), card("r", 30, 400, 8, 8)};
    data.benchmarks = {bench("x", "resnet50", 200), bench("r", "resnet50", 100),
                       bench("x", "bert_base_squad", 80, "S", Precision::Fp16, Workload::Transformer),
                       bench("r", "bert_base_squad", 10, "S", Precision::Fp16, Workload::Transformer)};
    const auto model = PerformanceModel::calibrate(data);
    const WorkloadMix mix{1.0, 0.0, 3.0};
    const auto f = model.relative("x", mix, Precision::Fp16, "r");
    REQUIRE(f);
    // cnn 2x (weight 1/4), transformer 8x (weight 3/4): 2^0.25 * 8^0.75
    CHECK_THAT(f->relative, WithinRel(std::pow(2.0, 0.25) * std::pow(8.0, 0.75), 1e-12));
    CHECK(f->provenance == Provenance::Measured);
    // A workload with weight but no figure: no mixed figure.
    CHECK_FALSE(model.relative("x", WorkloadMix{1.0, 1.0, 1.0}, Precision::Fp16, "r"));
}

TEST_CASE("Performance: an edited sheet of a measured device in the estimated-only view", "[performance]")
{
    const DataSet data = syntheticTable();
    const auto model = PerformanceModel::calibrate(data, {true});
    Device edited = *data.device("d4");
    // Without a bandwidth the edited sheet cannot be estimated: a reason, no crash.
    edited.memoryBandwidthGbs.reset();
    CHECK_FALSE(model.relative(edited, Workload::Cnn, Precision::Fp16, "d3"));
    CHECK_FALSE(model.relative(edited, Workload::Cnn, Precision::Fp16, "d4"));
    // A faster sheet: the estimate (still without d4's rows) follows it.
    edited = *data.device("d4");
    const auto before = model.relative(edited, Workload::Cnn, Precision::Fp16, "d3");
    edited.tensorFp16TflopsDense = 2.0 * *edited.tensorFp16TflopsDense;
    const auto after = model.relative(edited, Workload::Cnn, Precision::Fp16, "d3");
    REQUIRE(before);
    REQUIRE(after);
    CHECK(after->relative > before->relative);
    CHECK(after->provenance == Provenance::Estimated);
}
