#pragma once

#include "records.h"
#include "workload.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// Weight of a benchmark row whose quality_flag marks it as an outlier
// ("outlier..."): kept, so that a device with nothing else is still measured,
// but it moves the fit a quarter as much as a clean row.
inline constexpr double kFlaggedRowWeight = 0.25;

// Throughputs compare only within one benchmark group: the same suite, the
// same software and the same model (the same card moved by up to 2x between
// software versions).
struct BenchmarkGroup
{
    std::string suite;
    std::string software;
    std::string model;
};

// One device's throughput in one group. Rows from several platforms of the
// same device are replicates: the cell holds the median of their logarithms.
struct BenchmarkCell
{
    std::size_t device = 0;
    std::size_t group = 0;
    double logThroughput = 0.0;
    double weight = 1.0; // kFlaggedRowWeight when only flagged rows were found
    int rows = 0;
};

// The single-device measurements of one workload at one precision, indexed
// by device and group.
class BenchmarkIndex
{
public:
    // Rows with num_devices = 1 and a positive throughput. Flagged rows are
    // used only when the cell has no clean replicate.
    static BenchmarkIndex build(const std::vector<Benchmark> &benchmarks, Workload workload,
                                Precision precision);

    [[nodiscard]] const std::vector<std::string> &devices() const { return m_devices; }
    [[nodiscard]] const std::vector<BenchmarkGroup> &groups() const { return m_groups; }
    [[nodiscard]] const std::vector<BenchmarkCell> &cells() const { return m_cells; }
    // Indices into cells() of one device's cells.
    [[nodiscard]] const std::vector<std::size_t> &cellsOf(std::size_t device) const
    {
        return m_cellsByDevice[device];
    }
    [[nodiscard]] std::optional<std::size_t> deviceIndex(std::string_view id) const;
    [[nodiscard]] bool empty() const { return m_cells.empty(); }

private:
    std::vector<std::string> m_devices;
    std::vector<BenchmarkGroup> m_groups;
    std::vector<BenchmarkCell> m_cells;
    std::vector<std::vector<std::size_t>> m_cellsByDevice;
};

// The two-way fixed-effects fit of the measurements, weighted least squares
// in log space:  log y[cell] = offset[group] + effect[device].
// It generalises "the geometric mean of the throughput ratios to devices
// measured in the same suite and software" to any graph of shared groups:
// with two devices measured on the same models, exp(effect a - effect b) is
// exactly that geometric mean. Devices connected through shared groups form
// a component; effects compare only within a component (each is pinned to
// mean zero over its devices).
struct FixedEffects
{
    std::vector<double> effect;       // per device; NaN for an excluded device
    std::vector<double> offset;       // per group; NaN for a group left without cells
    std::vector<int> deviceComponent; // -1 for an excluded device
    std::vector<int> groupComponent;  // -1 for a group left without cells
    std::vector<int> componentSize;   // devices per component

    [[nodiscard]] int components() const { return static_cast<int>(componentSize.size()); }
};

// Fits all devices, or all but `excluded` (leave-one-device-out).
FixedEffects fitFixedEffects(const BenchmarkIndex &index, std::optional<std::size_t> excluded = {});
// Fits all devices but those whose entry in `excluded` is non-zero (one per
// index device): leave-one-architecture-out leaves several out at once.
FixedEffects fitFixedEffects(const BenchmarkIndex &index, const std::vector<char> &excluded);

} // namespace gpa
