#pragma once

#include "dataset.h"
#include "message.h"
#include "performancemodelstate.h"
#include "workload.h"

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

enum class Provenance { Measured, Estimated };
std::string_view toString(Provenance provenance); // "measured", "estimated"

// What kind of statement a figure is beyond its interval.
enum class FigureBound {
    None,  // a central estimate with its interval
    Lower, // the true value is at least intervalLow; the figure understates
           // (a tensor-core rate is unknown and checked to be understated)
};
std::string_view toString(FigureBound bound); // "none", "lower"

// The coverage the interval of a figure is calibrated to.
inline constexpr double kIntervalCoverage = 0.80;

// A device's training throughput relative to a reference device.
struct PerformanceFigure
{
    double relative = 0.0; // 1.0 = as fast as the reference
    Provenance provenance = Provenance::Estimated;
    // The 80% interval of `relative`: calibrated so that 80% of held-out
    // predictions (leave-one-device-out and leave-one-architecture-out) fall
    // inside. Equal to `relative` for a measurement against a measured
    // reference in the same suites. intervalHigh is +infinity for a lower
    // bound.
    double intervalLow = 0.0;
    double intervalHigh = 0.0;
    FigureBound bound = FigureBound::None;
    // ±fraction (0.12 = ±12%): the interval's half-width on the log scale,
    // relative·(1 + uncertainty) = intervalHigh and relative / (1 +
    // uncertainty) = intervalLow (for a lower bound, the lower side's).
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
    // How much of the newest earlier measured architecture's effect (of the
    // same vendor) an architecture without measured devices inherits: 0 =
    // none (the vendor's mean), 1 = all. Chosen by leave-one-architecture-out
    // error (docs/performance-model.md).
    double generationCarry = 0.0;
    // Architecture effects are pooled (partially, by the fitted variance
    // components); false estimates every device from the spec sheet alone.
    bool architecturePooling = true;
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
        std::string architecture; // the architecture key
        double measured = 0.0;  // relative to FitReport::referenceId, from its benchmarks
        double estimated = 0.0; // the spec estimate fitted without the device's rows
        double error = 0.0;     // estimated / measured - 1
        double intervalLow = 0.0; // the estimate's 80% interval
        double intervalHigh = 0.0;
        [[nodiscard]] bool covered() const { return measured >= intervalLow && measured <= intervalHigh; }
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
        // Each device estimated with its whole architecture left out (the
        // case of a new generation without a measured card).
        std::vector<DeviceError> leaveOneArchitectureOut;
        double medianAbsError = 0.0; // over leaveOneOut, as fractions
        double meanAbsError = 0.0;
        double rmsError = 0.0;       // root mean square of log errors, as a fraction
        double maxAbsError = 0.0;
        double uncertainty = 0.0; // 80% half-width of a typical estimate with every input known
        double deviceSd = 0.0;       // sigma: residual spread between devices of one architecture (log)
        double architectureSd = 0.0; // tau: spread between architectures (log)
    };

    // Coverage of the 80% intervals over the held-out predictions.
    struct Coverage
    {
        int leaveOneOutCount = 0;
        double leaveOneOut = 0.0; // fraction inside
        int leaveOneArchitectureOutCount = 0;
        double leaveOneArchitectureOut = 0.0;
        double intervalScale = 0.0; // half-width in model standard deviations
    };

    PerformanceModel();
    static PerformanceModel calibrate(const DataSet &data, Options options = {});
    // The model from a state calibrate() produced on the same data set (e.g.
    // restored from a cache): no fitting. nullopt when the state does not fit
    // the data or the options (another version, other benchmark devices or
    // architectures, other pooling options); estimatedOnly may differ.
    static std::optional<PerformanceModel> fromState(const DataSet &data, PerformanceModelState state,
                                                     Options options = {});
    // The same from a state whose leave-one-device-out folds were left
    // encoded (decodeModelState() with deferred folds, one text per
    // calibration): they are decoded when an estimated-only figure first
    // needs them.
    static std::optional<PerformanceModel> fromState(const DataSet &data, PerformanceModelState state,
                                                     std::vector<std::string> deferredFolds, Options options = {});
    // Everything calibrate() fitted, as plain values (a copy, put together
    // for the cache and tests).
    [[nodiscard]] PerformanceModelState state() const;

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
    // figure() of each of `deviceIds`, in their order, the same numbers; the
    // reference is looked up once per workload rather than once per device.
    [[nodiscard]] std::vector<std::optional<PerformanceFigure>> figures(std::span<const std::string_view> deviceIds,
                                                                        const WorkloadMix &mix, Precision precision,
                                                                        std::string_view referenceId) const;

    // What figures() looks up for each device of a list that is asked for
    // again and again (a table re-ranked for every view): made on the first
    // call for each workload and precision and kept for the next ones. A
    // row's lookup is redone when its id or the model differs; a copy
    // starts empty.
    class RowLookups
    {
    public:
        RowLookups();
        ~RowLookups();
        RowLookups(const RowLookups &other);
        RowLookups &operator=(const RowLookups &other);
        RowLookups(RowLookups &&other) noexcept;
        RowLookups &operator=(RowLookups &&other) noexcept;
        void clear();

    private:
        friend class PerformanceModel;
        struct Data;
        std::unique_ptr<Data> m_data;
    };
    // figures() of rows [firstRow, firstRow + deviceIds.size()) of a list
    // whose lookups `rows` keeps: the same numbers.
    [[nodiscard]] std::vector<std::optional<PerformanceFigure>>
    figures(std::span<const std::string_view> deviceIds, std::size_t firstRow, RowLookups &rows, const WorkloadMix &mix,
            Precision precision, std::string_view referenceId) const;
    // The mix's figure from each workload's own figure (indexed by
    // Workload): their weighted geometric mean, measured only when every
    // weighted workload is, its 80% interval from the weighted mean of their
    // log half-widths (a lower bound when one of them is); nullopt when a
    // weighted workload has none. No basis sentences.
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
    [[nodiscard]] Coverage coverage() const;
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
