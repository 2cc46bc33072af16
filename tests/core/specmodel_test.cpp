#include "core/specmodel.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

Device gpu(const std::string &vendor, const std::string &architecture, std::optional<double> fp32,
           std::optional<double> fp16, std::optional<double> tensor, std::optional<bool> tensorCores)
{
    Device d;
    d.id = "test";
    d.vendor = vendor;
    d.architecture = architecture;
    d.fp32Tflops = fp32;
    d.fp16TflopsNonTensor = fp16;
    d.tensorFp16TflopsDense = tensor;
    d.tensorCores = tensorCores;
    d.memoryBandwidthGbs = 500.0;
    d.memoryGb = 8.0;
    return d;
}

SpecInputs inputsOf(const SpecInputsOrReason &result)
{
    REQUIRE(std::holds_alternative<SpecInputs>(result));
    return std::get<SpecInputs>(result);
}

bool hasNote(const SpecInputs &in, const char *fragment)
{
    for (const Message &m : in.notes) {
        if (m.english().find(fragment) != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("Spec inputs: the compute rate follows the precision and the chip", "[specmodel]")
{
    using S = ComputeSource;
    // name, device, precision, expected source, expected TFLOPS, lower bound
    const auto [name, device, precision, source, rate, lowerBound] =
        GENERATE(table<const char *, Device, Precision, ComputeSource, double, bool>({
            {"Turing GeForce fp16: tensor cores", gpu("NVIDIA", "Turing", 13.45, 26.9, 56.9, true), Precision::Fp16, S::TensorCores, 56.9, false},
            {"Turing GeForce fp32: FP32 cores", gpu("NVIDIA", "Turing", 13.45, 26.9, 56.9, true), Precision::Fp32, S::Fp32Vector, 13.45, false},
            {"Ampere fp32: TF32 at half the 16-bit rate", gpu("NVIDIA", "Ampere", 19.5, 78.0, 312.0, true), Precision::Fp32, S::Tf32TensorCores, 156.0, false},
            {"Ada fp32: TF32", gpu("NVIDIA", "Ada Lovelace", 82.6, 82.6, 165.2, true), Precision::Fp32, S::Tf32TensorCores, 82.6, false},
            {"AMD matrix cores count as tensor cores", gpu("AMD", "CDNA 1", 23.1, std::nullopt, 184.6, true), Precision::Fp16, S::TensorCores, 184.6, false},
            {"AMD fp32 has no TF32", gpu("AMD", "CDNA 1", 23.1, std::nullopt, 184.6, true), Precision::Fp32, S::Fp32Vector, 23.1, false},
            {"P100: fast plain 16-bit", gpu("NVIDIA", "Pascal", 9.3, 18.7, std::nullopt, false), Precision::Fp16, S::Fp16Vector, 18.7, false},
            {"Tensor cores of unknown rate: lower bound", gpu("Intel", "Xe-HPG", 17.2, 34.4, std::nullopt, true), Precision::Fp16, S::Fp16Vector, 34.4, true},
            {"Ampere without a tensor figure: FP32 as lower bound", gpu("NVIDIA", "Ampere", 31.5, std::nullopt, std::nullopt, true), Precision::Fp32, S::Fp32Vector, 31.5, true},
        }));
    CAPTURE(name);
    const SpecInputs in = inputsOf(specInputs(device, precision));
    CHECK(in.computeSource == source);
    CHECK_THAT(in.computeTflops, WithinRel(rate, 1e-12));
    CHECK(in.computeIsLowerBound == lowerBound);
}

TEST_CASE("Spec inputs: Pascal GeForce 16-bit falls back to the FP32 rate", "[specmodel]")
{
    // GTX 1080 Ti: 16-bit arithmetic at 1/64 of FP32 (0.177 vs 11.34 TFLOPS).
    const Device pascal = gpu("NVIDIA", "Pascal", 11.34, 0.177, std::nullopt, false);
    const SpecInputs in = inputsOf(specInputs(pascal, Precision::Fp16));
    CHECK(in.computeSource == ComputeSource::Fp32Vector);
    CHECK(in.computeTflops == 11.34);
    CHECK_FALSE(in.computeIsLowerBound);
    CHECK(hasNote(in, "1/64 of the FP32 rate"));
}

TEST_CASE("Spec inputs: a TPU's MXU rate serves both precisions", "[specmodel]")
{
    Device tpu = gpu("Google", "TPU v3", std::nullopt, std::nullopt, 123.0, true);
    tpu.kind = DeviceKind::Tpu;
    for (Precision p : kAllPrecisions) {
        const SpecInputs in = inputsOf(specInputs(tpu, p));
        CHECK(in.computeSource == ComputeSource::MatrixUnits);
        CHECK(in.computeTflops == 123.0);
        CHECK_FALSE(in.fp32Tflops.has_value());
        CHECK(in.variant() == kVariantTraffic); // no FP32 vector term
    }
}

TEST_CASE("Spec inputs: unknown values give a reason, never a zero", "[specmodel]")
{
    Device noBandwidth = gpu("NVIDIA", "Turing", 13.45, 26.9, 56.9, true);
    noBandwidth.memoryBandwidthGbs.reset();
    auto result = specInputs(noBandwidth, Precision::Fp16);
    REQUIRE(std::holds_alternative<Message>(result));
    CHECK(std::get<Message>(result).english().find("bandwidth") != std::string::npos);

    // A zero in the sheet is no rate either.
    Device zero = gpu("NVIDIA", "Turing", 0.0, std::nullopt, std::nullopt, false);
    result = specInputs(zero, Precision::Fp32);
    REQUIRE(std::holds_alternative<Message>(result));
    CHECK(std::get<Message>(result).english() == "No FP32 compute rate is known for this device.");

    Device tpu = gpu("Google", "TPU", std::nullopt, std::nullopt, std::nullopt, true);
    tpu.kind = DeviceKind::Tpu;
    CHECK(std::holds_alternative<Message>(specInputs(tpu, Precision::Fp16)));

    // Unknown memory size: the estimate drops the batch-size term.
    Device noMemory = gpu("NVIDIA", "Turing", 13.45, 26.9, 56.9, true);
    noMemory.memoryGb.reset();
    const SpecInputs in = inputsOf(specInputs(noMemory, Precision::Fp16));
    CHECK(in.variant() == kVariantFp32);
    CHECK(in.features()[static_cast<std::size_t>(SpecTerm::StepTraffic)] == 0.0);
}

TEST_CASE("Spec fit: recovers known coefficients from a synthetic table", "[specmodel]")
{
    // Twelve devices with varied rates; throughput = exp(offset[group]) / t,
    // t = 1/C + 0.05/B + 0.2/F + 0.3/(M*B), in three groups.
    const double truth[kSpecTermCount] = {1.0, 0.05, 0.2, 0.3};
    const double c[] = {20, 35, 50, 80, 120, 160, 200, 25, 70, 300, 45, 150};
    const double b[] = {0.3, 0.45, 0.9, 0.6, 1.5, 2.0, 3.3, 0.5, 0.8, 2.0, 1.0, 0.7};
    const double f[] = {6, 8, 15, 30, 20, 60, 67, 10, 35, 40, 12, 80};
    const double m[] = {8, 11, 16, 24, 40, 80, 80, 6, 12, 48, 32, 24};
    const double offset[] = {3.0, 5.5, 1.2};
    std::vector<SpecFeatures> features;
    std::vector<SpecFitCell> cells;
    for (std::size_t d = 0; d < 12; ++d) {
        SpecInputs in;
        in.computeTflops = c[d];
        in.bandwidthTbs = b[d];
        in.fp32Tflops = f[d];
        in.memoryGb = m[d];
        features.push_back(in.features());
        const double t = 1.0 / c[d] + truth[1] / b[d] + truth[2] / f[d] + truth[3] / (m[d] * b[d]);
        for (std::size_t g = 0; g < 3; ++g) {
            if (g == 2 && d % 3 == 0)
                continue; // not every device is measured on every model
            cells.push_back({d, g, offset[g] - std::log(t), 1.0});
        }
    }
    const auto fit = fitSpecModel(cells, 3, features, kFullVariant);
    REQUIRE(fit);
    CHECK(fit->cost < 1e-16);
    for (std::size_t k = 1; k < kSpecTermCount; ++k) {
        CAPTURE(k);
        CHECK_THAT(fit->coefficients.value[k], WithinRel(truth[k], 1e-5));
    }
    // Shares add up to one; the compute term is 1/C over the total.
    const auto shares = specTimeShares(fit->coefficients, features[0]);
    CHECK_THAT(shares[0] + shares[1] + shares[2] + shares[3], WithinRel(1.0, 1e-12));
    CHECK_THAT(shares[0], WithinRel((1.0 / 20) / (1.0 / 20 + 0.05 / 0.3 + 0.2 / 6 + 0.3 / (8 * 0.3)), 1e-5));
}

TEST_CASE("Spec fit: a term the data does not need goes to zero, and too few devices fit nothing", "[specmodel]")
{
    std::vector<SpecFeatures> features;
    std::vector<SpecFitCell> cells;
    const double c[] = {10, 20, 40, 80, 15, 30};
    const double b[] = {0.4, 0.3, 1.0, 0.9, 0.6, 2.0};
    for (std::size_t d = 0; d < 6; ++d) {
        SpecInputs in;
        in.computeTflops = c[d];
        in.bandwidthTbs = b[d];
        features.push_back(in.features());
        cells.push_back({d, 0, -std::log(1.0 / c[d]), 1.0}); // pure compute scaling
    }
    const auto fit = fitSpecModel(cells, 1, features, SpecVariant{0});
    REQUIRE(fit);
    CHECK(fit->coefficients.value[1] < 1e-6);

    const std::vector<SpecFitCell> two(cells.begin(), cells.begin() + 2);
    CHECK_FALSE(fitSpecModel(two, 1, features, SpecVariant{0}));
}
