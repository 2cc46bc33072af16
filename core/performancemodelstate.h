#pragma once

#include "benchmarkindex.h"
#include "specmodel.h"
#include "workload.h"

#include <array>
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

namespace gpa {

// Everything PerformanceModel::calibrate() fits, as plain values: the state a
// calibration cache stores and restores (PerformanceModel::fromState). What
// is cheap to derive again from the data set (the benchmark index, the
// devices' sheets and inputs) is not part of it. Bump the version whenever a
// field or the meaning of one changes.
inline constexpr int kPerformanceModelVersion = 4;

// One variant of the spec model fitted on one fold.
struct SpecVariantState
{
    bool fitted = false;
    SpecCoefficients coefficients;
    // Per component of the fold's fixed effects: the mean of (measured effect
    // - spec log speed) over its devices, mapping the spec scale onto the
    // component's measured scale; NaN without such devices.
    std::vector<double> alignment;
    std::vector<int> alignedDevices;
    // The architecture level (per CalibrationState::architectures): the sum
    // and count of the measured devices' residuals (effect - spec - alignment).
    std::vector<double> architectureSum;
    std::vector<int> architectureCount;
    // Variance components of the residuals, in log² units: between devices of
    // one architecture (sigma²) and between architectures (tau²).
    double deviceVariance = std::numeric_limits<double>::quiet_NaN();
    double architectureVariance = 0.0;
};

// A calibration on a subset of the measured devices: all of them, all but
// one (leave-one-device-out) or all but one architecture's
// (leave-one-architecture-out).
struct FoldState
{
    bool fitted = false;
    std::vector<char> excluded; // per benchmark-index device
    FixedEffects fixedEffects;
    std::array<SpecVariantState, kVariantCount> variants;
    int anchor = -1; // the component with the most devices
};

// One left-out prediction, on the log scale.
struct HeldOutPrediction
{
    std::size_t device = 0; // index device
    bool architectureLeftOut = false; // leave-one-architecture-out, else leave-one-device-out
    SpecVariant variant = kFullVariant;
    std::size_t architecture = 0; // index into CalibrationState::architectures
    double errorLog = 0.0; // estimate - measurement
    double deviceVariance = 0.0; // sigma² of the fold
    double sdLog = 0.0;    // the model's standard deviation for it (before the interval scale)
    // Leave-one-architecture-out only: the standard deviation with the
    // extrapolation variance fitted without this architecture's predictions
    // (the check of the widening rule).
    double nestedSdLog = 0.0;
};

struct CalibrationState
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp32;
    std::vector<std::string> devices;       // the benchmark index's devices, in its order
    std::vector<std::string> architectures; // "vendor/architecture" keys, see architectureKey()
    FoldState full;
    std::vector<FoldState> leaveOneDevice;       // per index device
    std::vector<HeldOutPrediction> heldOut;
    // Per variant: the RMS of the leave-one-device-out log errors.
    std::array<double, kVariantCount> leaveOneOutRmsLog{};
    // A measured tensor-core device estimated with its vector rate standing in
    // for the tensor rate (held out): how often that falls below the
    // measurement, and the mean and variance of the log shortfall.
    int substitutionCount = 0;
    double substitutionBelowFraction = 0.0;
    double substitutionMeanLog = 0.0;
    double substitutionVarianceLog = 0.0;
};

struct PrecisionLinkState
{
    std::vector<std::pair<std::string, double>> measuredGain; // log(fp16 speed / fp32 speed)
    std::array<double, kVariantCount> kappa{};
    std::array<double, kVariantCount> uncertaintyLog{};
};

struct PerformanceModelState
{
    int version = kPerformanceModelVersion;
    // The options the state was fitted with (estimatedOnly changes no fitted
    // value and is not recorded).
    double generationCarry = 0.0;
    bool architecturePooling = true;
    std::array<CalibrationState, 6> calibrations; // by workload, then precision
    std::array<PrecisionLinkState, 3> links;      // by workload
    // Half-width of the 80% interval in model standard deviations, set so
    // that 80% of the leave-one-device-out predictions fall inside.
    double intervalScale = 1.2816;
    // omega²: the variance an estimate gains per hierarchy level it
    // extrapolates over (a new architecture: once; a new vendor: twice),
    // fitted so that 80% of the leave-one-architecture-out predictions fall
    // inside their intervals.
    double extrapolationVariance = 0.0;
};

// The key under which devices share an architecture effect: vendor and
// architecture, lower case, without a parenthesised remark ("NVIDIA",
// "Hopper (+ Grace CPU)" -> "nvidia/hopper").
std::string architectureKey(const std::string &vendor, const std::string &architecture);

} // namespace gpa
