#pragma once

#include "dataset.h"
#include "llmmemory.h"
#include "llmmodel.h"

#include <optional>
#include <string>
#include <vector>

namespace gpa {

// How a device's memory behaves under the small, latency-bound reads of
// decoding, which the fitted efficiencies distinguish: graphics memory on a
// card (GDDR), stacked memory of data-centre parts (HBM), or memory shared
// with the CPU (LPDDR in a system on a chip).
enum class LlmMemoryClass { Gddr, Hbm, Unified };
std::string_view toString(LlmMemoryClass memoryClass); // "gddr", "hbm", "unified"
LlmMemoryClass llmMemoryClass(const Device &device);

// The fitted numbers of the speed formulas (docs/llm-model.md section 3).
struct LlmSpeedCoefficients
{
    // Share of the sheet's memory bandwidth that decoding reaches, per class.
    double etaGddr = 0.8;
    double etaHbm = 0.5;
    double etaUnified = 0.6;
    // Fixed cost per layer and decoding step (kernel launches, sync), ms.
    double layerOverheadMs = 0.03;
    // Model-FLOPs utilisation of the inference 16-bit rate while reading
    // prompts (and for the compute part of batched decoding), per class, and
    // of the training rate while training.
    double prefillMfuGddr = 0.5;
    double prefillMfuHbm = 0.2;
    double prefillMfuUnified = 0.3;
    double trainingMfu = 0.4;

    [[nodiscard]] double eta(LlmMemoryClass memoryClass) const;
    [[nodiscard]] double prefillMfu(LlmMemoryClass memoryClass) const;
};

// One setup on one device kind, as the formulas see it.
struct LlmRun
{
    LlmSetup setup;
    const Device *device = nullptr;
};

// The formulas with given coefficients; nullopt when a needed sheet value
// (bandwidth, compute rate) is unknown. Tokens a second of all devices and
// sequences together.
std::optional<double> decodeTokensPerS(const LlmRun &run, const LlmSpeedCoefficients &c);
std::optional<double> prefillTokensPerS(const LlmRun &run, const LlmSpeedCoefficients &c);
std::optional<double> trainingTokensPerS(const LlmRun &run, const LlmSpeedCoefficients &c);

// The 16-bit rate training uses, TFLOPS: the dense tensor rate (FP32
// accumulate) where the device has tensor cores, else the faster of the plain
// 16-bit and the FP32 rate (Pascal's 16-bit rate is 1/64 of its FP32 rate).
std::optional<double> llmComputeTflops(const Device &device);
// The 16-bit rate inference runtimes use: as above, except that NVIDIA's
// GeForce cards accumulate in 16-bit at twice their FP32-accumulate tensor
// rate (llama.cpp does so).
std::optional<double> llmInferenceTflops(const Device &device);
// Bandwidth of the link between devices, GB/s (an ESTIMATE by link kind:
// NVLink or Infinity Fabric 300, PCIe 4.0 x16 25, 5.0 50, 3.0 12, a network
// between machines 12.5).
double llmLinkGBs(const Device &device);

// The speed formulas calibrated on the bundled measurements, with the
// leave-one-device-out error of every measured row.
class LlmSpeedModel
{
public:
    struct RowError
    {
        std::size_t row = 0; // index into DataSet::llmBenchmarks
        std::string deviceId;
        std::string modelId;
        std::string format;
        LlmMetric metric = LlmMetric::Decode;
        int batch = 1;
        int count = 1;
        double measured = 0.0;
        double fitted = 0.0;    // with the coefficients fitted on all rows
        double estimated = 0.0; // fitted without this row's device
        double error = 0.0;     // estimated / measured - 1
        bool fittedRow = true;  // false: a batched decode row, only checked
    };

    // Errors of one metric over the rows the fit uses (batched decode rows
    // are reported apart, see batchedDecode()).
    struct MetricReport
    {
        LlmMetric metric = LlmMetric::Decode;
        int rows = 0;
        int devices = 0;
        double medianAbsError = 0.0; // leave-one-device-out
        double meanAbsError = 0.0;
        double rmsLogError = 0.0; // as a fraction: exp(RMS of log errors) - 1
        double maxAbsError = 0.0;
        double fittedMedianAbsError = 0.0; // in-sample, for comparison
        double uncertainty = 0.0; // attached to estimates of this metric
        // Measured on one device only: rows were left out one by one
        // instead, so the figure understates the error on other devices.
        bool leaveOneRowOut = false;
    };

    LlmSpeedModel() = default;
    // Fits the coefficients on data.llmBenchmarks (rows whose device, model
    // or format is unknown are skipped) and runs the leave-one-device-out
    // refits. Batched decode rows are not fitted: their errors test the
    // batching formula.
    static LlmSpeedModel calibrate(const DataSet &data);

    [[nodiscard]] const LlmSpeedCoefficients &coefficients() const { return m_coefficients; }
    [[nodiscard]] const std::vector<RowError> &rowErrors() const { return m_rows; }
    [[nodiscard]] const MetricReport &report(LlmMetric metric) const;
    // The batched decode rows, which test the batching formula unfitted.
    [[nodiscard]] const MetricReport &batchedDecode() const { return m_batched; }
    // Rows skipped because their device, model or format is not in the data.
    [[nodiscard]] const std::vector<std::string> &skipped() const { return m_skipped; }

private:
    LlmSpeedCoefficients m_coefficients;
    std::vector<RowError> m_rows;
    std::vector<MetricReport> m_reports{{LlmMetric::Decode}, {LlmMetric::Prefill},
                                        {LlmMetric::Training}};
    MetricReport m_batched{LlmMetric::Decode};
    std::vector<std::string> m_skipped;
};

} // namespace gpa
