#pragma once

#include "device.h"
#include "message.h"
#include "workload.h"

#include <array>
#include <cstddef>
#include <optional>
#include <variant>
#include <vector>

namespace gpa {

// The time-per-step model that estimates a device from its specification
// sheet (seed §4.2 scaled three benchmarked cards linearly by their specs;
// this generalises it and lets the benchmark table set the weights):
//
//   time per sample  t = 1/C + a·1/B + b·1/F + c·1/(M·B),   speed = 1/t
//
//   C  compute rate for the precision, TFLOPS (tensor cores where they apply)
//   B  memory bandwidth, TB/s
//   F  FP32 vector (CUDA-core) rate, TFLOPS: the non-matrix work
//   M  memory size, GB: batches grow with memory, and the per-step weight
//      traffic (weights read and updated once per step) is spread over them
//
// The compute coefficient is fixed to 1 (the overall scale of each benchmark
// belongs to its group offset); a, b, c >= 0 are fitted per workload and
// precision. The seed's priorities (§3.1, §3.2) are then fitted, not typed in.
enum class SpecTerm { Compute, Bandwidth, Fp32Vector, StepTraffic };
inline constexpr std::size_t kSpecTermCount = 4;
using SpecFeatures = std::array<double, kSpecTermCount>;

// Where the compute rate C comes from.
enum class ComputeSource {
    TensorCores,     // 16-bit tensor / matrix cores, FP32 accumulate (AMD matrix cores included)
    Tf32TensorCores, // fp32 on NVIDIA Ampere and later: TF32 tensor cores, half the 16-bit rate
    MatrixUnits,     // TPU MXU bf16 rate; TPUs multiply in bf16 at both precisions
    Fp16Vector,      // plain 16-bit arithmetic (no tensor cores)
    Fp32Vector,      // FP32 arithmetic (fp32, or 16-bit where it is slower, e.g. Pascal GeForce)
};

// A subset of the optional terms (FP32 vector, step traffic); compute and
// bandwidth are always present. Devices missing an input use the variant
// without that term, fitted on the same benchmarks.
using SpecVariant = unsigned;
inline constexpr SpecVariant kVariantFp32 = 1U;
inline constexpr SpecVariant kVariantTraffic = 2U;
inline constexpr SpecVariant kFullVariant = kVariantFp32 | kVariantTraffic;
inline constexpr std::size_t kVariantCount = 4;
[[nodiscard]] bool variantHasTerm(SpecVariant variant, SpecTerm term);
[[nodiscard]] std::size_t variantFreeParameters(SpecVariant variant);

// The inputs of the model for one device at one precision.
struct SpecInputs
{
    double computeTflops = 0.0;
    ComputeSource computeSource = ComputeSource::Fp32Vector;
    // The chip has tensor cores but their rate is unknown: the vector rate
    // stands in. Whether the estimate is then a lower bound is checked by the
    // performance model on measured chips (PerformanceFigure::bound).
    bool computeIsLowerBound = false;
    double bandwidthTbs = 0.0;
    std::optional<double> fp32Tflops;
    std::optional<double> memoryGb;
    std::vector<Message> notes; // how the inputs were chosen (fallbacks)

    [[nodiscard]] SpecVariant variant() const; // the optional terms the inputs allow
    [[nodiscard]] SpecFeatures features() const; // 1/C, 1/B, 1/F, 1/(M·B); 0 where unknown
};

// The inputs, or why the device cannot be estimated (never a zero standing
// in for an unknown value).
using SpecInputsOrReason = std::variant<SpecInputs, Message>;
SpecInputsOrReason specInputs(const Device &device, Precision precision);

// NVIDIA Ampere and later: PyTorch ran fp32 layers on TF32 tensor cores by
// default in the benchmark suites (see benchmarks.csv notes).
bool hasTf32TensorCores(const Device &device);

// Fitted coefficients of one variant; value[Compute] is 1, terms outside the
// variant are 0.
struct SpecCoefficients
{
    SpecVariant variant = kFullVariant;
    std::array<double, kSpecTermCount> value{1.0, 0.0, 0.0, 0.0};
};

// log(speed) on the model's own scale (only differences are meaningful).
double specLogSpeed(const SpecCoefficients &coefficients, const SpecFeatures &features);
// Each term's fraction of the step time.
std::array<double, kSpecTermCount> specTimeShares(const SpecCoefficients &coefficients,
                                                  const SpecFeatures &features);

// One measured cell for the fit: the device indexes `features`, the group
// gets a free offset.
struct SpecFitCell
{
    std::size_t device = 0;
    std::size_t group = 0;
    double logThroughput = 0.0;
    double weight = 1.0;
};

struct SpecFit
{
    SpecCoefficients coefficients;
    double cost = 0.0; // weighted sum of squared log residuals
    int iterations = 0;
};

// Nonlinear least squares in log space with the group offsets projected out
// (variable projection) and the coefficients parametrised as exp(theta), so
// they stay non-negative; Levenberg-Marquardt from several starts, or, for
// a refit near a known optimum (`start`), from it and one neutral start.
// nullopt when the cells cannot determine the variant (fewer compared
// devices than free coefficients + 2).
std::optional<SpecFit> fitSpecModel(const std::vector<SpecFitCell> &cells, std::size_t groupCount,
                                    const std::vector<SpecFeatures> &features, SpecVariant variant,
                                    const SpecCoefficients *start = nullptr);

} // namespace gpa
