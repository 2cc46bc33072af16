#pragma once

#include "dataset.h"
#include "message.h"
#include "workload.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

enum class Provenance { Measured, Estimated };
std::string_view toString(Provenance provenance); // "measured", "estimated"

// A device's training throughput relative to a reference device.
struct PerformanceFigure
{
    double relative = 0.0; // 1.0 = as fast as the reference
    Provenance provenance = Provenance::Estimated;
    // ±fraction (0.12 = ±12%) from leave-one-device-out cross-validation over
    // the benchmark table; 0 for a figure measured against a measured
    // reference in the same benchmark suites.
    double uncertainty = 0.0;
    std::vector<Message> basis; // where the figure comes from, for tooltips
};

// Relative throughput of any device for a workload and precision (seed §3,
// §4). Measured benchmarks win; elsewhere the spec-sheet model estimates
// (see docs/performance-model.md and specmodel.h).
//
// calibrate() does all the fitting once (the benchmark combination, the spec
// model per workload and precision, every leave-one-device-out refit); the
// queries are then hash lookups and a few exponentials. The object is an
// immutable value, cheap to copy, safe to share between threads.
struct PerformanceModelOptions
{
    // Every device gets the spec-sheet estimate, calibrated without that
    // device's own benchmark rows (so estimates can be set against
    // measurements); the reference keeps its measured figure.
    bool estimatedOnly = false;
};

class PerformanceModel
{
public:
    using Options = PerformanceModelOptions;

    struct Coefficient
    {
        std::string term;  // "compute", "memory bandwidth", "FP32 vector", "step traffic"
        double value = 0.0; // multiplies the term's 1/rate; compute is 1
        double share = 0.0; // mean fraction of the step time over the measured devices
    };

    struct DeviceError
    {
        std::string deviceId;
        double measured = 0.0;  // relative to FitReport::referenceId, from its benchmarks
        double estimated = 0.0; // the spec estimate fitted without the device's rows
        double error = 0.0;     // estimated / measured - 1
    };

    struct FitReport
    {
        Workload workload = Workload::Cnn;
        Precision precision = Precision::Fp32;
        std::string referenceId; // what DeviceError::measured is relative to
        int measuredDevices = 0;
        int benchmarkGroups = 0;
        int components = 0; // sets of devices linked by shared suites
        bool fitted = false; // false when too few devices were measured
        std::vector<Coefficient> coefficients; // the full model
        std::vector<DeviceError> leaveOneOut;
        double medianAbsError = 0.0; // over leaveOneOut, as fractions
        double meanAbsError = 0.0;
        double rmsError = 0.0;       // root mean square of log errors, as a fraction
        double maxAbsError = 0.0;
        double uncertainty = 0.0; // attached to estimates with every input known
    };

    PerformanceModel();
    static PerformanceModel calibrate(const DataSet &data, Options options = {});

    // `referencePrecision` defaults to `precision`; a different one compares
    // across precisions (e.g. an RTX card at 16-bit against a GTX card at
    // fp32, as seed §4.1 does), through the reference's own speed-up.
    [[nodiscard]] std::optional<PerformanceFigure>
    relative(std::string_view deviceId, Workload workload, Precision precision, std::string_view referenceId,
             std::optional<Precision> referencePrecision = std::nullopt) const;
    // Weighted geometric mean over the workloads of the mix.
    [[nodiscard]] std::optional<PerformanceFigure>
    relative(std::string_view deviceId, const WorkloadMix &mix, Precision precision, std::string_view referenceId,
             std::optional<Precision> referencePrecision = std::nullopt) const;
    // The same figure without its basis sentences: for ranking thousands of
    // devices, where only the numbers are read (ask relative() for the basis
    // of the one the user looks at).
    [[nodiscard]] std::optional<PerformanceFigure>
    figure(std::string_view deviceId, const WorkloadMix &mix, Precision precision, std::string_view referenceId) const;
    // The mix's figure from each workload's own figure (indexed by
    // Workload): their weighted geometric mean, measured only when every
    // weighted workload is; nullopt when a weighted workload has none. No
    // basis sentences.
    [[nodiscard]] static std::optional<PerformanceFigure>
    combine(const WorkloadMix &mix, const std::array<std::optional<PerformanceFigure>, kWorkloadCount> &figures);

    // A device that is not (or not yet) in the calibrated data set, e.g. one
    // the user is editing: estimated from its own sheet with the fitted
    // coefficients (its id's benchmarks still win, unless estimated-only).
    [[nodiscard]] std::optional<PerformanceFigure>
    relative(const Device &device, Workload workload, Precision precision, std::string_view referenceId,
             std::optional<Precision> referencePrecision = std::nullopt) const;

    // Why relative() returned nothing (unknown device, missing specifications,
    // too few benchmarks to calibrate); nullopt when it returns a figure.
    [[nodiscard]] std::optional<Message>
    unavailableReason(std::string_view deviceId, Workload workload, Precision precision,
                      std::string_view referenceId, std::optional<Precision> referencePrecision = std::nullopt) const;

    [[nodiscard]] const FitReport &fitReport(Workload workload, Precision precision) const;
    [[nodiscard]] const Options &options() const;

    struct Impl;

private:
    [[nodiscard]] std::optional<PerformanceFigure> mixFigure(std::string_view deviceId, const WorkloadMix &mix,
                                                             Precision precision, std::string_view referenceId,
                                                             std::optional<Precision> referencePrecision,
                                                             bool withBasis) const;

    std::shared_ptr<const Impl> m_impl;
};

} // namespace gpa
