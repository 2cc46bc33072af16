#include "llmspeed.h"

#include "leastsquares.h"
#include "specs.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace gpa {

namespace {

constexpr int kPromptChunk = 512; // tokens llama.cpp reads per weight pass (n_ubatch)

bool contains(std::string text, std::string_view what)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return text.find(what) != std::string::npos;
}

double formatBytes(const WeightFormat &f)
{
    return f.bitsPerWeight / 8.0;
}

// Bytes of weights one decoding step reads for `batch` sequences: all but the
// input embedding table (only one row of it is looked up). A mixture of
// experts reads its shared part and the experts the batch's tokens use; with
// k of E experts per token and uniform routing, a batch of b tokens touches
// 1 - (1 - k/E)^b of each layer's experts.
double decodeWeightBytes(const LlmModel &m, const WeightFormat &f, int batch)
{
    const double inputTable = m.tiedEmbeddings
                                  ? 0.0
                                  : static_cast<double>(m.vocabSize) * m.hiddenSize
                                        * (f.embeddings16 ? 2.0 : formatBytes(f));
    const double all = llmWeightBytes(m, f);
    if (!m.isMoe() || !m.experts || !m.activeExperts || *m.experts <= *m.activeExperts)
        return all - inputTable;
    const LlmParameterSplit split = llmParameterSplit(m);
    const double e = *m.experts;
    const double k = *m.activeExperts;
    const double expertBytes = e * split.perExpert * formatBytes(f);
    const double touched = 1.0 - std::pow(1.0 - k / e, std::max(1, batch));
    return all - expertBytes * (1.0 - touched) - inputTable;
}

double kvBytesPerSequence(const LlmModel &m, int context, double kvBytes)
{
    const int sliding = m.slidingLayers.value_or(0);
    const double windowed = m.slidingWindow ? std::min(context, *m.slidingWindow) : context;
    return m.kvValuesPerTokenLayer() * kvBytes
           * (static_cast<double>(m.layers - sliding) * context + sliding * windowed);
}

// Seconds of link latency per all-reduce: an ESTIMATE of NCCL's small-message
// latency, about 10 us over PCIe and 3 us over NVLink.
double allReduceLatencyS(const Device &d)
{
    return llmLinkGBs(d) >= 100.0 ? 3e-6 : 10e-6;
}

int effectiveCount(const LlmSetup &s)
{
    return s.count > 1 ? s.count : 1;
}

} // namespace

std::string_view toString(LlmMemoryClass memoryClass)
{
    switch (memoryClass) {
    case LlmMemoryClass::Gddr:
        return "gddr";
    case LlmMemoryClass::Hbm:
        return "hbm";
    case LlmMemoryClass::Unified:
        return "unified";
    }
    return {};
}

LlmMemoryClass llmMemoryClass(const Device &device)
{
    if (contains(device.memoryType, "hbm"))
        return LlmMemoryClass::Hbm;
    if (contains(device.memoryType, "lpddr") || device.gpuMemoryGb)
        return LlmMemoryClass::Unified;
    return LlmMemoryClass::Gddr;
}

double LlmSpeedCoefficients::prefillMfu(LlmMemoryClass memoryClass) const
{
    switch (memoryClass) {
    case LlmMemoryClass::Gddr:
        return prefillMfuGddr;
    case LlmMemoryClass::Hbm:
        return prefillMfuHbm;
    case LlmMemoryClass::Unified:
        return prefillMfuUnified;
    }
    return prefillMfuGddr;
}

double LlmSpeedCoefficients::eta(LlmMemoryClass memoryClass) const
{
    switch (memoryClass) {
    case LlmMemoryClass::Gddr:
        return etaGddr;
    case LlmMemoryClass::Hbm:
        return etaHbm;
    case LlmMemoryClass::Unified:
        return etaUnified;
    }
    return etaGddr;
}

std::optional<double> llmComputeTflops(const Device &d)
{
    const auto positive = [](const std::optional<double> &v) {
        return v && std::isfinite(*v) && *v > 0.0;
    };
    if (d.hasTensorCores() && positive(d.tensorFp16TflopsDense))
        return d.tensorFp16TflopsDense;
    // Without tensor cores a runtime computes on the faster of the 16-bit
    // and FP32 paths: Pascal's GP102/GP104 (Tesla P40, GTX 10 series) run
    // 16-bit arithmetic at 1/64 of their FP32 rate, so llama.cpp and PyTorch
    // compute in FP32 there (0.188 against 12 TFLOPS on a P40).
    if (positive(d.fp16TflopsNonTensor) && positive(d.fp32Tflops))
        return std::max(*d.fp16TflopsNonTensor, *d.fp32Tflops);
    if (positive(d.fp16TflopsNonTensor))
        return d.fp16TflopsNonTensor;
    if (positive(d.fp32Tflops))
        return d.fp32Tflops;
    return std::nullopt;
}

std::optional<double> llmInferenceTflops(const Device &d)
{
    const auto rate = llmComputeTflops(d);
    const bool geforce = d.vendor == "NVIDIA" && d.segment == Segment::Consumer
                         && d.hasTensorCores() && rate == d.tensorFp16TflopsDense;
    if (rate && geforce)
        return *rate * 2.0;
    return rate;
}

double llmLinkGBs(const Device &d)
{
    if (contains(d.interconnect, "nvlink") && !contains(d.interconnect, "c2c"))
        return 300.0;
    if (contains(d.interconnect, "infinity fabric"))
        return 300.0;
    if (llmMemoryClass(d) == LlmMemoryClass::Unified)
        return 12.5; // machines joined by a network (ConnectX-7 200 GbE, Thunderbolt)
    if (d.pcieGen) {
        if (*d.pcieGen >= 5.0)
            return 50.0;
        if (*d.pcieGen >= 4.0)
            return 25.0;
        return 12.0;
    }
    return 25.0;
}

std::optional<double> decodeTokensPerS(const LlmRun &run, const LlmSpeedCoefficients &c)
{
    const LlmSetup &s = run.setup;
    const Device &d = *run.device;
    if (!d.memoryBandwidthGbs || !(*d.memoryBandwidthGbs > 0.0))
        return std::nullopt;
    const LlmModel &m = *s.model;
    const int n = effectiveCount(s);
    const bool tensor = n > 1 && s.split == LlmSplit::Tensor;
    const double bandwidth = *d.memoryBandwidthGbs * 1e9 * c.eta(llmMemoryClass(d))
                             * (tensor ? n : 1);
    // Memory: the weights once a step plus each sequence's cache.
    const double bytes = decodeWeightBytes(m, *s.format, s.batch)
                         + s.batch * kvBytesPerSequence(m, s.context, s.kvBytes);
    double seconds = bytes / bandwidth + m.layers * c.layerOverheadMs / 1e3;
    // Compute: 2 FLOPs a parameter and token, noticeable only for big batches.
    if (const auto tflops = llmInferenceTflops(d))
        seconds += s.batch * 2.0 * m.activeB() * 1e9
                   / (c.prefillMfu(llmMemoryClass(d)) * *tflops * 1e12 * (tensor ? n : 1));
    if (tensor) {
        // Two all-reduces a layer: latency plus the bytes over the link.
        const double perStepBytes = m.layers * 2.0 * 2.0 * (n - 1.0) / n * m.hiddenSize * 2.0
                                    * s.batch;
        seconds += m.layers * 2.0 * allReduceLatencyS(d) + perStepBytes / (llmLinkGBs(d) * 1e9);
    }
    return s.batch / seconds;
}

std::optional<double> prefillTokensPerS(const LlmRun &run, const LlmSpeedCoefficients &c)
{
    const LlmSetup &s = run.setup;
    const Device &d = *run.device;
    const auto tflops = llmInferenceTflops(d);
    if (!tflops || !d.memoryBandwidthGbs || !(*d.memoryBandwidthGbs > 0.0))
        return std::nullopt;
    const LlmModel &m = *s.model;
    const int n = effectiveCount(s);
    const bool tensor = n > 1 && s.split == LlmSplit::Tensor;
    const double parallel = tensor ? n : 1.0;
    // FLOPs a token: 2 per active parameter, plus attention over the mean
    // span of a prompt of `context` tokens (QK and AV: 4 x heads x headDim x
    // span per layer, span = context / 2).
    const double nq = static_cast<double>(m.attentionHeads) * m.headDim;
    const double flops = 2.0 * m.activeB() * 1e9 + 2.0 * m.layers * nq * s.context;
    double seconds = flops / (c.prefillMfu(llmMemoryClass(d)) * *tflops * 1e12 * parallel);
    // The weights are read once per chunk of the prompt.
    const double chunk = std::min(kPromptChunk, std::max(1, s.context));
    seconds += decodeWeightBytes(m, *s.format, kPromptChunk)
               / (*d.memoryBandwidthGbs * 1e9 * c.eta(llmMemoryClass(d)) * parallel) / chunk;
    if (tensor)
        seconds += m.layers * 2.0 * 2.0 * (n - 1.0) / n * m.hiddenSize * 2.0
                   / (llmLinkGBs(d) * 1e9);
    return 1.0 / seconds;
}

std::optional<double> trainingTokensPerS(const LlmRun &run, const LlmSpeedCoefficients &c)
{
    const LlmSetup &s = run.setup;
    const Device &d = *run.device;
    const auto tflops = llmComputeTflops(d);
    if (!tflops)
        return std::nullopt;
    const LlmModel &m = *s.model;
    const int n = effectiveCount(s);
    const double nq = static_cast<double>(m.attentionHeads) * m.headDim;
    // FLOPs a token: forward 2 per parameter, backward 4 (activation and
    // weight gradients) for full training, 2 for adapters (no weight
    // gradients of the frozen base); recomputing the forward adds 2.
    // Attention over the mean span s/2: 2 x L x nq x s forward, x 3 with the
    // backward.
    const bool adapters = s.task == LlmTask::Lora || s.task == LlmTask::Qlora;
    double perParam = adapters ? 4.0 : 6.0;
    double attention = 6.0 * m.layers * nq * s.context;
    if (s.checkpointing) {
        perParam += 2.0;
        attention += 2.0 * m.layers * nq * s.context;
    }
    const double flops = perParam * m.activeB() * 1e9 + attention;
    const double perDevice = c.trainingMfu * *tflops * 1e12 / flops; // tokens/s
    if (n == 1)
        return perDevice;
    const double stepTokens = static_cast<double>(s.batch) * s.context;
    const double computeS = stepTokens / perDevice;
    const LlmMemory mem = llmMemory(s);
    double stepS = computeS;
    switch (s.split) {
    case LlmSplit::Zero3:
        // Gathers and reductions overlap the computation; the slower wins.
        stepS = std::max(computeS, mem.communicationGBPerStep / llmLinkGBs(d));
        return n * stepTokens / stepS;
    case LlmSplit::Tensor:
        // Every device works on the same tokens: n times the rate, less the
        // all-reduces.
        stepS = computeS / n + mem.communicationGBPerStep / llmLinkGBs(d)
                + m.layers * 4.0 * allReduceLatencyS(d);
        return stepTokens / stepS;
    case LlmSplit::Layer: {
        // A pipeline of n stages over `batch` micro-batches idles for
        // (n - 1) of (batch + n - 1) slots.
        const double busy = static_cast<double>(s.batch) / (s.batch + n - 1.0);
        return n * perDevice * busy;
    }
    case LlmSplit::Single:
        break;
    }
    return perDevice;
}

// Fitting ----------------------------------------------------------------------

namespace {

struct FitRow
{
    std::size_t index = 0;
    LlmRun run;
    LlmMetric metric = LlmMetric::Decode;
    double measured = 0.0;
    double weight = 1.0; // every device weighs the same within a metric
    bool fitted = true; // batched decode rows are only checked
};

using Predict = std::function<std::optional<double>(const FitRow &, const LlmSpeedCoefficients &)>;

std::optional<double> predict(const FitRow &row, const LlmSpeedCoefficients &c)
{
    switch (row.metric) {
    case LlmMetric::Decode:
        return decodeTokensPerS(row.run, c);
    case LlmMetric::Prefill:
        return prefillTokensPerS(row.run, c);
    case LlmMetric::Training:
        return trainingTokensPerS(row.run, c);
    }
    return std::nullopt;
}

// The coefficients a metric fits, as log values (positive by construction).
struct Parameters
{
    std::vector<double *> targets;
};

Parameters parametersOf(LlmMetric metric, LlmSpeedCoefficients &c)
{
    switch (metric) {
    case LlmMetric::Decode:
        return {{&c.etaGddr, &c.etaHbm, &c.etaUnified, &c.layerOverheadMs}};
    case LlmMetric::Prefill:
        return {{&c.prefillMfuGddr, &c.prefillMfuHbm, &c.prefillMfuUnified}};
    case LlmMetric::Training:
        return {{&c.trainingMfu}};
    }
    return {};
}

// Weighted least squares in log space, Levenberg-Marquardt with a numeric
// Jacobian: minimises sum w (log predicted - log measured)^2 over `rows`.
void fitMetric(LlmMetric metric, const std::vector<const FitRow *> &rows, LlmSpeedCoefficients &c)
{
    Parameters params = parametersOf(metric, c);
    const std::size_t p = params.targets.size();
    if (rows.empty() || p == 0)
        return;
    std::vector<double> theta(p);
    for (std::size_t i = 0; i < p; ++i)
        theta[i] = std::log(*params.targets[i]);
    const auto residuals = [&](const std::vector<double> &t, std::vector<double> &out) {
        for (std::size_t i = 0; i < p; ++i)
            *params.targets[i] = std::exp(t[i]);
        out.clear();
        for (const FitRow *row : rows) {
            const auto value = predict(*row, c);
            const double r = value && *value > 0.0 ? std::log(*value / row->measured) : 5.0;
            out.push_back(std::sqrt(row->weight) * r);
        }
    };
    const auto cost = [](const std::vector<double> &r) {
        double sum = 0.0;
        for (double x : r)
            sum += x * x;
        return sum;
    };
    std::vector<double> r;
    residuals(theta, r);
    double current = cost(r);
    double lambda = 1e-3;
    for (int iteration = 0; iteration < 200; ++iteration) {
        // Jacobian by forward differences.
        std::vector<std::vector<double>> jac(p);
        const double h = 1e-6;
        std::vector<double> rh;
        for (std::size_t j = 0; j < p; ++j) {
            std::vector<double> t = theta;
            t[j] += h;
            residuals(t, rh);
            jac[j].resize(r.size());
            for (std::size_t i = 0; i < r.size(); ++i)
                jac[j][i] = (rh[i] - r[i]) / h;
        }
        std::vector<double> a(p * p, 0.0);
        std::vector<double> g(p, 0.0);
        for (std::size_t j = 0; j < p; ++j) {
            for (std::size_t k = 0; k < p; ++k) {
                double sum = 0.0;
                for (std::size_t i = 0; i < r.size(); ++i)
                    sum += jac[j][i] * jac[k][i];
                a[j * p + k] = sum;
            }
            for (std::size_t i = 0; i < r.size(); ++i)
                g[j] -= jac[j][i] * r[i];
        }
        bool improved = false;
        for (int attempt = 0; attempt < 20 && !improved; ++attempt) {
            std::vector<double> damped = a;
            for (std::size_t j = 0; j < p; ++j)
                damped[j * p + j] += lambda * (a[j * p + j] + 1e-9);
            const auto step = leastsquares::solveSymmetric(damped, g);
            if (!step) {
                lambda *= 10.0;
                continue;
            }
            std::vector<double> t = theta;
            for (std::size_t j = 0; j < p; ++j)
                t[j] += std::clamp((*step)[j], -2.0, 2.0);
            std::vector<double> rt;
            residuals(t, rt);
            const double next = cost(rt);
            if (next < current) {
                const double gain = current - next;
                theta = t;
                r = rt;
                current = next;
                lambda = std::max(lambda / 10.0, 1e-9);
                improved = true;
                if (gain < 1e-12)
                    iteration = 1000;
            } else {
                lambda *= 10.0;
            }
        }
        if (!improved)
            break;
    }
    for (std::size_t i = 0; i < p; ++i)
        *params.targets[i] = std::exp(theta[i]);
}

void fitAll(const std::vector<FitRow> &rows, std::string_view leaveOut, LlmSpeedCoefficients &c)
{
    // Decode first: prefill reads its weights at the decode efficiency.
    for (const LlmMetric metric : {LlmMetric::Decode, LlmMetric::Prefill, LlmMetric::Training}) {
        std::vector<const FitRow *> chosen;
        for (const FitRow &row : rows) {
            if (row.metric == metric && row.fitted && row.run.device->id != leaveOut)
                chosen.push_back(&row);
        }
        fitMetric(metric, chosen, c);
    }
}

} // namespace

const LlmSpeedModel::MetricReport &LlmSpeedModel::report(LlmMetric metric) const
{
    for (const MetricReport &r : m_reports) {
        if (r.metric == metric)
            return r;
    }
    return m_reports.front();
}

LlmSpeedModel LlmSpeedModel::calibrate(const DataSet &data)
{
    LlmSpeedModel model;
    // Sheets with their supplements, models and formats, looked up once.
    std::map<std::string, Device, std::less<>> devices;
    for (const Device &d : data.devices)
        devices.emplace(d.id, withSupplements(d, data.specSupplements).device);
    std::map<std::string, const LlmModel *, std::less<>> models;
    for (const LlmModel &m : data.llmModels)
        models.emplace(m.id, &m);

    std::vector<FitRow> rows;
    for (std::size_t i = 0; i < data.llmBenchmarks.size(); ++i) {
        const LlmBenchmark &b = data.llmBenchmarks[i];
        const auto device = devices.find(b.deviceId);
        const auto llm = models.find(b.modelId);
        const WeightFormat *format = findWeightFormat(b.format);
        if (device == devices.end() || llm == models.end() || !format || !(b.tokensPerS > 0.0)) {
            model.m_skipped.push_back(b.deviceId + " " + b.modelId + " " + b.format);
            continue;
        }
        FitRow row;
        row.index = i;
        row.run.device = &device->second;
        row.run.setup.model = llm->second;
        row.run.setup.format = format;
        row.run.setup.task = b.task;
        row.run.setup.count = std::max(1, b.deviceCount);
        row.run.setup.split = row.run.setup.count > 1
                                  ? (b.split == LlmSplit::Single ? defaultSplit(b.task, b.deviceCount)
                                                                 : b.split)
                                  : LlmSplit::Single;
        row.run.setup.context = std::max(1, b.context);
        row.run.setup.batch = std::max(1, b.batch);
        // Full checkpointing recomputes the forward pass; selective
        // checkpointing recomputes a few cheap operations only.
        row.run.setup.checkpointing = contains(b.notes, "full activation checkpointing");
        row.metric = b.metric;
        row.measured = b.tokensPerS;
        row.fitted = !(b.metric == LlmMetric::Decode && b.batch > 1);
        rows.push_back(row);
    }
    // Each device weighs the same within a metric, however many rows it has.
    std::map<std::pair<int, std::string>, int> perDevice;
    for (const FitRow &row : rows)
        ++perDevice[{static_cast<int>(row.metric), row.run.device->id}];
    for (FitRow &row : rows)
        row.weight = 1.0 / perDevice[{static_cast<int>(row.metric), row.run.device->id}];

    fitAll(rows, {}, model.m_coefficients);

    // Leave one device out: refit without each device's rows. A metric
    // measured on a single device cannot leave it out; it leaves one row out
    // instead (and the report says so).
    std::map<LlmMetric, std::set<std::string>> devicesOf;
    for (const FitRow &row : rows)
        devicesOf[row.metric].insert(row.run.device->id);
    std::map<std::string, LlmSpeedCoefficients> without;
    for (const auto &[metric, ids] : devicesOf) {
        for (const std::string &id : ids) {
            if (without.count(id) == 0) {
                LlmSpeedCoefficients c = model.m_coefficients;
                fitAll(rows, id, c);
                without.emplace(id, c);
            }
        }
    }
    const auto leftOut = [&](const FitRow &row) {
        if (devicesOf[row.metric].size() > 1)
            return without.at(row.run.device->id);
        LlmSpeedCoefficients c = model.m_coefficients;
        std::vector<const FitRow *> others;
        for (const FitRow &other : rows) {
            if (other.metric == row.metric && other.fitted && &other != &row)
                others.push_back(&other);
        }
        fitMetric(row.metric, others, c);
        return c;
    };

    for (const FitRow &row : rows) {
        const auto fitted = predict(row, model.m_coefficients);
        const auto estimated = predict(row, leftOut(row));
        if (!fitted || !estimated)
            continue;
        const LlmBenchmark &b = data.llmBenchmarks[row.index];
        model.m_rows.push_back({row.index, b.deviceId, b.modelId, b.format, b.metric, b.batch,
                                b.deviceCount, row.measured, *fitted, *estimated,
                                *estimated / row.measured - 1.0, row.fitted});
    }

    const auto summarise = [&model](MetricReport &report, bool fittedRows) {
        std::vector<double> absErrors;
        std::vector<double> fittedErrors;
        std::set<std::string> seen;
        double sumLog2 = 0.0;
        double sumAbs = 0.0;
        for (const RowError &e : model.m_rows) {
            if (e.metric != report.metric || e.fittedRow != fittedRows)
                continue;
            absErrors.push_back(std::fabs(e.error));
            fittedErrors.push_back(std::fabs(e.fitted / e.measured - 1.0));
            seen.insert(e.deviceId);
            const double logError = std::log(e.estimated / e.measured);
            sumLog2 += logError * logError;
            sumAbs += std::fabs(e.error);
            report.maxAbsError = std::max(report.maxAbsError, std::fabs(e.error));
        }
        report.rows = static_cast<int>(absErrors.size());
        report.leaveOneRowOut = seen.size() == 1;
        report.devices = static_cast<int>(seen.size());
        if (absErrors.empty())
            return;
        report.medianAbsError = leastsquares::median(absErrors);
        report.fittedMedianAbsError = leastsquares::median(fittedErrors);
        report.meanAbsError = sumAbs / static_cast<double>(absErrors.size());
        report.rmsLogError
            = std::exp(std::sqrt(sumLog2 / static_cast<double>(absErrors.size()))) - 1.0;
        report.uncertainty = report.rmsLogError;
    };
    for (MetricReport &report : model.m_reports)
        summarise(report, true);
    summarise(model.m_batched, false);
    return model;
}

} // namespace gpa
