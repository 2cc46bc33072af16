#include "performancemodel.h"

#include "benchmarkindex.h"
#include "leastsquares.h"
#include "specmodel.h"
#include "specs.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

namespace gpa {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// The seed's reference card, used to express the fit report when measured.
constexpr std::string_view kReportReference = "rtx-2080-ti";

struct StringHash
{
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
template<typename T>
using StringMap = std::unordered_map<std::string, T, StringHash, std::equal_to<>>;

std::size_t slot(Workload workload, Precision precision)
{
    return static_cast<std::size_t>(workload) * kAllPrecisions.size() + static_cast<std::size_t>(precision);
}

std::size_t componentSlot(int component)
{
    return static_cast<std::size_t>(component);
}

std::string percent(double fraction)
{
    return formatFixed(100.0 * fraction, 0);
}

std::string ratio(double value)
{
    return formatFixed(value, 2);
}

std::string modelName(const std::string &model)
{
    static const std::map<std::string, std::string, std::less<>> names{
        {"resnet50", "ResNet-50"},
        {"ssd", "SSD"},
        {"maskrcnn", "Mask R-CNN"},
        {"gnmt", "GNMT"},
        {"tacotron2", "Tacotron 2"},
        {"bert_base_squad", "BERT-base SQuAD"},
        {"bert_large_squad", "BERT-large SQuAD"},
        {"transformerxlbase", "Transformer-XL base"},
        {"transformerxllarge", "Transformer-XL large"},
    };
    const auto it = names.find(model);
    return it == names.end() ? model : it->second;
}

std::string join(const std::vector<std::string> &parts, const char *separator = ", ")
{
    std::string out;
    for (const std::string &p : parts) {
        if (!out.empty())
            out += separator;
        out += p;
    }
    return out;
}

// Preferred variants for a device whose inputs allow `available`: the richest
// first.
std::vector<SpecVariant> variantsWithin(SpecVariant available)
{
    std::vector<SpecVariant> out;
    for (SpecVariant v : {kFullVariant, kVariantTraffic, kVariantFp32, SpecVariant{0}}) {
        if ((v & available) == v)
            out.push_back(v);
    }
    return out;
}

double rms(const std::vector<double> &values)
{
    if (values.empty())
        return kNaN;
    double sum = 0.0;
    for (double v : values)
        sum += v * v;
    return std::sqrt(sum / static_cast<double>(values.size()));
}

double combineLog(double a, double b)
{
    return std::sqrt(a * a + b * b);
}

// One calibration of the spec model on a set of devices: all measured
// devices, or all but one (leave-one-device-out).
struct VariantFit
{
    bool fitted = false;
    SpecCoefficients coefficients;
    // Per component of the fold's fixed-effects fit: the mean of
    // (measured effect - spec log speed) over its devices; maps the spec
    // scale onto that component's measured scale. NaN without such devices.
    std::vector<double> alignment;
    std::vector<int> alignedDevices; // how many devices each alignment rests on
};

struct Fold
{
    FixedEffects fe;
    std::array<VariantFit, kVariantCount> variants;
    int anchor = -1; // the component with the most devices
};

// What the model knows of one device for one workload and precision.
struct DeviceModel
{
    std::string id;
    std::string name;
    std::optional<SpecInputs> inputs;
    Message reason; // why there are no inputs
    SpecFeatures features{};
    std::optional<std::size_t> measured; // index into the benchmark index
    std::vector<Message> specBasis;
    std::vector<Message> measuredBasis;
    // No device of this vendor is in the benchmark table: the estimate
    // extrapolates from other vendors' chips and software.
    bool vendorUnbenchmarked = false;
};

struct LeaveOneOut
{
    bool ok = false;
    Fold fold;
    std::array<double, kVariantCount> errorLog{kNaN, kNaN, kNaN, kNaN}; // estimate - measurement
};

struct Calibration
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp32;
    BenchmarkIndex index;
    std::vector<std::optional<SpecFeatures>> indexFeatures; // per index device, when its inputs are known
    std::vector<SpecVariant> indexVariants;
    Fold full;
    std::vector<LeaveOneOut> loo; // per index device
    std::array<double, kVariantCount> uncertaintyLog{kNaN, kNaN, kNaN, kNaN};
    std::array<int, kVariantCount> looCount{};
    std::set<std::string, std::less<>> benchmarkedVendors;
    StringMap<DeviceModel> devices;
    PerformanceModel::FitReport report;
};

struct PrecisionLink
{
    StringMap<double> measuredGain; // log(speed at fp16 / speed at fp32)
    std::array<double, kVariantCount> kappa{kNaN, kNaN, kNaN, kNaN};
    std::array<double, kVariantCount> uncertaintyLog{kNaN, kNaN, kNaN, kNaN};
};

} // namespace

struct PerformanceModel::Impl
{
    Options options;
    std::array<Calibration, 6> calibrations;
    std::array<PrecisionLink, 3> links;
    std::vector<SpecSupplement> supplements;
    StringMap<std::string> names;
    PerformanceModel::FitReport emptyReport;

    [[nodiscard]] const Calibration &calibration(Workload w, Precision p) const { return calibrations[slot(w, p)]; }
    [[nodiscard]] std::string nameOf(std::string_view id) const
    {
        const auto it = names.find(id);
        return it == names.end() ? std::string(id) : it->second;
    }
};

namespace {

using Impl = PerformanceModel::Impl;

// ---------------------------------------------------------------- devices

std::string specSummary(const SpecInputs &in)
{
    std::vector<std::string> parts;
    switch (in.computeSource) {
    case ComputeSource::TensorCores:
        parts.push_back(formatFixed(in.computeTflops, 1) + " tensor TFLOPS");
        break;
    case ComputeSource::Tf32TensorCores:
        parts.push_back(formatFixed(in.computeTflops, 1) + " TF32 TFLOPS");
        break;
    case ComputeSource::MatrixUnits:
        parts.push_back(formatFixed(in.computeTflops, 1) + " bf16 MXU TFLOPS");
        break;
    case ComputeSource::Fp16Vector:
        parts.push_back(formatFixed(in.computeTflops, 1) + " FP16 TFLOPS");
        break;
    case ComputeSource::Fp32Vector:
        parts.push_back(formatFixed(in.computeTflops, 1) + " FP32 TFLOPS");
        break;
    }
    parts.push_back(formatFixed(in.bandwidthTbs * 1000.0, 0) + " GB/s");
    if (in.fp32Tflops && in.computeSource != ComputeSource::Fp32Vector)
        parts.push_back(formatFixed(*in.fp32Tflops, 1) + " FP32 TFLOPS");
    if (in.memoryGb)
        parts.push_back(formatFixed(*in.memoryGb, 0) + " GB");
    return join(parts);
}

// The supplement fields the model reads.
const std::vector<std::pair<const char *, const char *>> &modelFields()
{
    static const std::vector<std::pair<const char *, const char *>> fields{
        {"tensor_fp16_tflops_dense", "16-bit tensor rate"},
        {"fp16_tflops_nontensor", "16-bit rate"},
        {"fp32_tflops", "FP32 rate"},
        {"memory_bandwidth_gbs", "memory bandwidth"},
        {"memory_gb", "memory size"},
        {"tensor_cores", "tensor cores"},
    };
    return fields;
}

DeviceModel makeDeviceModel(const SpecSheet &sheet, const Calibration &cal)
{
    DeviceModel m;
    m.id = sheet.device.id;
    m.name = sheet.device.name.empty() ? sheet.device.id : sheet.device.name;
    auto inputs = specInputs(sheet.device, cal.precision);
    if (auto *in = std::get_if<SpecInputs>(&inputs)) {
        m.features = in->features();
        m.specBasis.push_back({QT_TRANSLATE_NOOP("core", "Spec sheet: %1."), {specSummary(*in)}, "§4.2"});
        for (const Message &note : in->notes)
            m.specBasis.push_back(note);
        for (const auto &[field, label] : modelFields()) {
            if (const SpecSupplement *s = sheet.supplement(field))
                m.specBasis.push_back({QT_TRANSLATE_NOOP("core", "The %1 comes from %2."), {label, s->source}, ""});
        }
        m.inputs = std::move(*in);
        if (!cal.benchmarkedVendors.empty() && cal.benchmarkedVendors.count(sheet.device.vendor) == 0) {
            m.vendorUnbenchmarked = true;
            m.specBasis.push_back({QT_TRANSLATE_NOOP("core", "No %1 device is in the benchmark table: this estimate extrapolates from other vendors' hardware and leaves out how mature the software is (seed §2.2-§2.4), so its uncertainty is tripled."),
                                   {sheet.device.vendor}, "§2.2"});
        }
    } else {
        m.reason = std::get<Message>(inputs);
    }
    m.measured = cal.index.deviceIndex(m.id);
    if (m.measured) {
        std::map<std::pair<std::string, std::string>, std::vector<std::string>> bySuite;
        for (std::size_t c : cal.index.cellsOf(*m.measured)) {
            const BenchmarkGroup &g = cal.index.groups()[cal.index.cells()[c].group];
            bySuite[{g.suite, g.software}].push_back(modelName(g.model));
        }
        for (const auto &[suite, models] : bySuite) {
            m.measuredBasis.push_back({QT_TRANSLATE_NOOP("core", "Measured: %1 in %2 (%3)."),
                                       {join(models), suite.first, suite.second}, ""});
        }
    }
    return m;
}

// ------------------------------------------------------------------ folds

Fold buildFold(const Calibration &cal, std::optional<std::size_t> excluded, const Fold *startFrom)
{
    Fold fold;
    fold.fe = fitFixedEffects(cal.index, excluded);
    const auto &cells = cal.index.cells();
    const std::size_t deviceCount = cal.index.devices().size();

    // Each device weighs the same in the spec fit, however many models and
    // suites measured it.
    std::vector<double> deviceWeight(deviceCount, 0.0);
    for (const BenchmarkCell &c : cells)
        deviceWeight[c.device] += c.weight;

    std::vector<SpecFeatures> features(deviceCount);
    for (std::size_t d = 0; d < deviceCount; ++d) {
        if (cal.indexFeatures[d])
            features[d] = *cal.indexFeatures[d];
    }

    for (SpecVariant v = 0; v < kVariantCount; ++v) {
        VariantFit &fit = fold.variants[v];
        const auto usable = [&](std::size_t d) {
            return (!excluded || d != *excluded) && cal.indexFeatures[d] && (cal.indexVariants[d] & v) == v;
        };
        std::vector<SpecFitCell> fitCells;
        for (const BenchmarkCell &c : cells) {
            if (usable(c.device))
                fitCells.push_back({c.device, c.group, c.logThroughput, c.weight / deviceWeight[c.device]});
        }
        const SpecCoefficients *start = startFrom && startFrom->variants[v].fitted
                                            ? &startFrom->variants[v].coefficients
                                            : nullptr;
        const auto result = fitSpecModel(fitCells, cal.index.groups().size(), features, v, start);
        if (!result)
            continue;
        fit.fitted = true;
        fit.coefficients = result->coefficients;
        const auto components = componentSlot(fold.fe.components());
        std::vector<double> sum(components, 0.0);
        fit.alignedDevices.assign(components, 0);
        for (std::size_t d = 0; d < deviceCount; ++d) {
            if (!usable(d) || fold.fe.deviceComponent[d] < 0)
                continue;
            const auto k = componentSlot(fold.fe.deviceComponent[d]);
            sum[k] += fold.fe.effect[d] - specLogSpeed(fit.coefficients, features[d]);
            ++fit.alignedDevices[k];
        }
        fit.alignment.assign(components, kNaN);
        for (std::size_t k = 0; k < components; ++k) {
            if (fit.alignedDevices[k] > 0)
                fit.alignment[k] = sum[k] / fit.alignedDevices[k];
        }
    }
    for (int k = 0; k < fold.fe.components(); ++k) {
        if (fold.anchor < 0 || fold.fe.componentSize[componentSlot(k)] > fold.fe.componentSize[componentSlot(fold.anchor)])
            fold.anchor = k;
    }
    return fold;
}

// The first variant within `available` that the fold could fit.
std::optional<SpecVariant> usableVariant(const Fold &fold, SpecVariant available)
{
    for (SpecVariant v : variantsWithin(available)) {
        if (fold.variants[v].fitted)
            return v;
    }
    return std::nullopt;
}

// Where a device's measurement sits on the spec scale of `fold` (variant v),
// from its cells in groups the fold still holds: the leave-one-out
// placement. Each group is tied to the spec scale through its component.
std::optional<double> placement(const Calibration &cal, const Fold &fold, std::size_t device, SpecVariant v)
{
    const VariantFit &fit = fold.variants[v];
    std::vector<double> values;
    std::vector<double> weights;
    for (std::size_t c : cal.index.cellsOf(device)) {
        const BenchmarkCell &cell = cal.index.cells()[c];
        const double offset = fold.fe.offset[cell.group];
        const int component = fold.fe.groupComponent[cell.group];
        if (!std::isfinite(offset) || component < 0)
            continue;
        const double alignment = fit.alignment[componentSlot(component)];
        if (!std::isfinite(alignment))
            continue;
        values.push_back(cell.logThroughput - offset - alignment);
        weights.push_back(cell.weight);
    }
    if (values.empty())
        return std::nullopt;
    return leastsquares::weightedMean(values, weights);
}

// ------------------------------------------------------------ calibration

void calibrateOne(Calibration &cal, const DataSet &data, const std::vector<SpecSheet> &sheets)
{
    cal.index = BenchmarkIndex::build(data.benchmarks, cal.workload, cal.precision);
    for (const std::string &id : cal.index.devices()) {
        if (const Device *device = data.device(id))
            cal.benchmarkedVendors.insert(device->vendor);
    }
    for (const SpecSheet &sheet : sheets)
        cal.devices[sheet.device.id] = makeDeviceModel(sheet, cal);
    const std::size_t deviceCount = cal.index.devices().size();
    cal.indexFeatures.assign(deviceCount, std::nullopt);
    cal.indexVariants.assign(deviceCount, 0);
    for (std::size_t d = 0; d < deviceCount; ++d) {
        const auto it = cal.devices.find(cal.index.devices()[d]);
        if (it != cal.devices.end() && it->second.inputs) {
            cal.indexFeatures[d] = it->second.features;
            cal.indexVariants[d] = it->second.inputs->variant();
        }
    }
    // A measured device the catalogue does not list is still measured.
    for (std::size_t d = 0; d < deviceCount; ++d) {
        const std::string &id = cal.index.devices()[d];
        if (cal.devices.find(id) == cal.devices.end()) {
            Device unlisted;
            unlisted.id = id;
            DeviceModel m = makeDeviceModel(SpecSheet{unlisted, {}}, cal);
            m.inputs.reset();
            m.reason = {QT_TRANSLATE_NOOP("core", "This device is not in the catalogue."), {}, ""};
            cal.devices[id] = std::move(m);
        }
    }

    cal.full = buildFold(cal, std::nullopt, nullptr);
    cal.loo.resize(deviceCount);
    std::array<std::vector<double>, kVariantCount> errors;
    for (std::size_t d = 0; d < deviceCount; ++d) {
        if (!cal.indexFeatures[d])
            continue;
        LeaveOneOut &loo = cal.loo[d];
        loo.fold = buildFold(cal, d, &cal.full);
        loo.ok = true;
        for (SpecVariant v : variantsWithin(cal.indexVariants[d])) {
            if (!loo.fold.variants[v].fitted)
                continue;
            const auto measured = placement(cal, loo.fold, d, v);
            if (!measured)
                continue;
            loo.errorLog[v] = specLogSpeed(loo.fold.variants[v].coefficients, *cal.indexFeatures[d]) - *measured;
            errors[v].push_back(loo.errorLog[v]);
        }
    }
    for (SpecVariant v = 0; v < kVariantCount; ++v) {
        cal.looCount[v] = static_cast<int>(errors[v].size());
        if (errors[v].size() >= 3)
            cal.uncertaintyLog[v] = rms(errors[v]);
    }
}

// ------------------------------------------------------------ the figures

struct Value
{
    double log = 0.0;     // log speed on the chosen scale
    bool measured = false; // a measurement on the reference's scale
    double uncertaintyLog = 0.0;
};

double variantUncertainty(const Calibration &cal, SpecVariant v)
{
    if (std::isfinite(cal.uncertaintyLog[v]))
        return cal.uncertaintyLog[v];
    double worst = kNaN;
    for (double u : cal.uncertaintyLog) {
        if (std::isfinite(u) && !(u <= worst))
            worst = u;
    }
    return std::isfinite(worst) ? worst : 1.0;
}

// A device's log speed on the measured scale of `component` of `fold`.
std::optional<Value> valueOn(const Calibration &cal, const Fold &fold, const DeviceModel &m, int component,
                             bool useMeasurement, std::vector<Message> &basis, Message &reason)
{
    if (useMeasurement && m.measured && fold.fe.deviceComponent[*m.measured] >= 0) {
        const int own = fold.fe.deviceComponent[*m.measured];
        const double effect = fold.fe.effect[*m.measured];
        if (own == component)
            return Value{effect, true, 0.0};
        // Measured, but in suites that share no device with the reference:
        // align both components through the spec model.
        for (SpecVariant v : variantsWithin(kFullVariant)) {
            const VariantFit &fit = fold.variants[v];
            if (!fit.fitted)
                continue;
            const double from = fit.alignment[componentSlot(own)];
            const double to = fit.alignment[componentSlot(component)];
            if (!std::isfinite(from) || !std::isfinite(to))
                continue;
            const double spread = std::sqrt(1.0 / fit.alignedDevices[componentSlot(own)]
                                            + 1.0 / fit.alignedDevices[componentSlot(component)]);
            basis.push_back({QT_TRANSLATE_NOOP("core", "%1 was measured in suites that share no device with the reference's: the two sets of measurements are aligned through the spec-sheet model."),
                             {m.name}, ""});
            return Value{effect - from + to, false, variantUncertainty(cal, v) * spread};
        }
        reason = {QT_TRANSLATE_NOOP("core", "%1 was measured only in suites that cannot be linked to the reference."), {m.name}, ""};
        return std::nullopt;
    }
    if (!m.inputs) {
        reason = m.reason;
        return std::nullopt;
    }
    const auto v = usableVariant(fold, m.inputs->variant());
    if (!v) {
        reason = {QT_TRANSLATE_NOOP("core", "Too few devices are measured for this workload and precision to calibrate the spec-sheet model."), {}, ""};
        return std::nullopt;
    }
    const VariantFit &fit = fold.variants[*v];
    const double alignment = fit.alignment[componentSlot(component)];
    if (!std::isfinite(alignment)) {
        reason = {QT_TRANSLATE_NOOP("core", "No device with a known spec sheet shares a benchmark suite with the reference."), {}, ""};
        return std::nullopt;
    }
    double u = variantUncertainty(cal, *v);
    if (m.inputs->computeIsLowerBound)
        u *= 2.0;
    // The leave-one-out error measures how well the model carries over to an
    // unseen chip of a benchmarked vendor; beyond that it is not measured.
    if (m.vendorUnbenchmarked)
        u *= 3.0;
    return Value{specLogSpeed(fit.coefficients, m.features) + alignment, false, u};
}

const DeviceModel *findDevice(const Calibration &cal, std::string_view id)
{
    const auto it = cal.devices.find(id);
    return it == cal.devices.end() ? nullptr : &it->second;
}

struct Outcome
{
    std::optional<PerformanceFigure> figure;
    Message reason;
};

// `withBasis` false skips the messages (a workload mix only needs numbers).
Outcome samePrecision(const Impl &impl, const Calibration &cal, const DeviceModel &d, const DeviceModel &ref,
                      bool withBasis)
{
    Outcome out;
    PerformanceFigure figure;
    const bool estimatedOnly = impl.options.estimatedOnly;
    const bool sameDevice = d.id == ref.id;

    if (!estimatedOnly && sameDevice) {
        if (!d.measured && !d.inputs) {
            out.reason = d.reason;
            return out;
        }
        figure.relative = 1.0;
        figure.provenance = d.measured ? Provenance::Measured : Provenance::Estimated;
        if (withBasis) {
            figure.basis = d.measured ? d.measuredBasis : d.specBasis;
            figure.basis.push_back({QT_TRANSLATE_NOOP("core", "This is the reference device."), {}, ""});
        }
        out.figure = std::move(figure);
        return out;
    }

    // Estimated-only for a measured device: its leave-one-out calibration.
    const Fold *fold = &cal.full;
    bool ownRowsExcluded = false;
    if (estimatedOnly && d.measured && cal.indexFeatures[*d.measured] && d.inputs) {
        const LeaveOneOut &loo = cal.loo[*d.measured];
        if (!loo.ok) {
            out.reason = {QT_TRANSLATE_NOOP("core", "Too few other devices are measured to estimate %1 without its own benchmarks."), {d.name}, ""};
            return out;
        }
        fold = &loo.fold;
        ownRowsExcluded = true;
    } else if (estimatedOnly && d.measured && !d.inputs) {
        out.reason = d.reason;
        return out;
    }

    if (ownRowsExcluded && sameDevice) {
        // The device is its own reference: its estimate against its own
        // measurement, placed by the other devices' benchmarks.
        const auto v = usableVariant(*fold, d.inputs->variant());
        const double error = v ? cal.loo[*d.measured].errorLog[*v] : kNaN;
        if (!std::isfinite(error)) {
            out.reason = {QT_TRANSLATE_NOOP("core", "Too few other devices are measured to estimate %1 without its own benchmarks."), {d.name}, ""};
            return out;
        }
        figure.relative = std::exp(error);
        figure.provenance = Provenance::Estimated;
        figure.uncertainty = std::exp(variantUncertainty(cal, *v)) - 1.0;
        if (withBasis) {
            figure.basis = d.specBasis;
            figure.basis.push_back({QT_TRANSLATE_NOOP("core", "Estimated-only view: calibrated without %1's own benchmarks, relative to its measured figure."), {d.name}, ""});
        }
        out.figure = std::move(figure);
        return out;
    }

    // The scale: the reference's component when it is measured, else the
    // device's, else the largest.
    int component = fold->anchor;
    const bool refMeasured = ref.measured && fold->fe.deviceComponent[*ref.measured] >= 0;
    const bool deviceMeasured = !ownRowsExcluded && !estimatedOnly && d.measured
                                && fold->fe.deviceComponent[*d.measured] >= 0;
    if (refMeasured)
        component = fold->fe.deviceComponent[*ref.measured];
    else if (deviceMeasured)
        component = fold->fe.deviceComponent[*d.measured];
    if (component < 0) {
        out.reason = {QT_TRANSLATE_NOOP("core", "No benchmark is available for this workload and precision to calibrate the model."), {}, ""};
        return out;
    }

    std::vector<Message> basis;
    const auto dv = valueOn(cal, *fold, d, component, deviceMeasured, basis, out.reason);
    if (!dv)
        return out;
    const auto rv = valueOn(cal, *fold, ref, component, true, basis, out.reason);
    if (!rv)
        return out;

    figure.relative = std::exp(dv->log - rv->log);
    const bool measured = dv->measured && rv->measured;
    figure.provenance = measured ? Provenance::Measured : Provenance::Estimated;
    figure.uncertainty = measured ? 0.0 : std::exp(combineLog(dv->uncertaintyLog, rv->uncertaintyLog)) - 1.0;
    if (!withBasis) {
        out.figure = std::move(figure);
        return out;
    }
    figure.basis = dv->measured ? d.measuredBasis : d.specBasis;
    if (measured) {
        figure.basis.push_back({QT_TRANSLATE_NOOP("core", "Compared with %1 by the geometric mean of throughput ratios between devices measured in the same suite and software."),
                                {ref.name}, ""});
    }
    if (!dv->measured && d.inputs) {
        const auto v = usableVariant(*fold, d.inputs->variant());
        const auto devices = v ? fold->variants[*v].alignedDevices : std::vector<int>{};
        int total = 0;
        for (int n : devices)
            total += n;
        figure.basis.push_back({QT_TRANSLATE_NOOP("core", "Estimated with the time-per-step model fitted to %1 measured devices (leave-one-out error ±%2%)."),
                                {std::to_string(total), percent(std::exp(dv->uncertaintyLog) - 1.0)},
                                "§4.2"});
    }
    for (Message &m : basis)
        figure.basis.push_back(std::move(m));
    if (!rv->measured) {
        figure.basis.push_back({QT_TRANSLATE_NOOP("core", "The reference %1 has no benchmark for this workload and precision: its figure is estimated from its spec sheet too."),
                                {ref.name}, ""});
    }
    if (ownRowsExcluded) {
        figure.basis.push_back({QT_TRANSLATE_NOOP("core", "Estimated-only view: calibrated without %1's own benchmarks."), {d.name}, ""});
    }
    out.figure = std::move(figure);
    return out;
}

// log(speed at fp16 / speed at fp32) of a device, measured or estimated.
struct Gain
{
    double log = 0.0;
    bool measured = false;
    double uncertaintyLog = 0.0;
};

std::optional<Gain> precisionGain(const Impl &impl, Workload workload, const std::string &id)
{
    const PrecisionLink &link = impl.links[static_cast<std::size_t>(workload)];
    if (const auto it = link.measuredGain.find(id); it != link.measuredGain.end())
        return Gain{it->second, true, 0.0};
    const Calibration &c16 = impl.calibration(workload, Precision::Fp16);
    const Calibration &c32 = impl.calibration(workload, Precision::Fp32);
    const DeviceModel *m16 = findDevice(c16, id);
    const DeviceModel *m32 = findDevice(c32, id);
    if (!m16 || !m32 || !m16->inputs || !m32->inputs)
        return std::nullopt;
    for (SpecVariant v : variantsWithin(m16->inputs->variant() & m32->inputs->variant())) {
        if (!c16.full.variants[v].fitted || !c32.full.variants[v].fitted || !std::isfinite(link.kappa[v]))
            continue;
        const double gain = specLogSpeed(c16.full.variants[v].coefficients, m16->features)
                            - specLogSpeed(c32.full.variants[v].coefficients, m32->features) + link.kappa[v];
        const double u = std::isfinite(link.uncertaintyLog[v])
                             ? link.uncertaintyLog[v]
                             : combineLog(variantUncertainty(c16, v), variantUncertainty(c32, v));
        return Gain{gain, false, u};
    }
    return std::nullopt;
}

Outcome figureFor(const Impl &impl, Workload workload, Precision precision, const DeviceModel &d,
                  std::string_view referenceId, std::optional<Precision> referencePrecision, bool withBasis = true)
{
    const Calibration &cal = impl.calibration(workload, precision);
    Outcome out;
    const DeviceModel *ref = findDevice(cal, referenceId);
    if (!ref) {
        out.reason = {QT_TRANSLATE_NOOP("core", "The reference device %1 is not in the catalogue."), {std::string(referenceId)}, ""};
        return out;
    }
    out = samePrecision(impl, cal, d, *ref, withBasis);
    if (!out.figure || !referencePrecision || *referencePrecision == precision)
        return out;

    // speed(d, p) / speed(ref, pRef) = [speed(d, p) / speed(ref, p)] · [speed(ref, p) / speed(ref, pRef)]
    const auto gain = precisionGain(impl, workload, ref->id);
    if (!gain) {
        Outcome none;
        none.reason = {QT_TRANSLATE_NOOP("core", "The speed-up of %1 from fp32 to 16-bit is neither measured nor estimable."), {ref->name}, ""};
        return none;
    }
    PerformanceFigure &f = *out.figure;
    const double factor = precision == Precision::Fp16 ? std::exp(gain->log) : std::exp(-gain->log);
    f.relative *= factor;
    const double u = combineLog(std::log1p(f.uncertainty), gain->uncertaintyLog);
    f.uncertainty = std::exp(u) - 1.0;
    if (!gain->measured)
        f.provenance = Provenance::Estimated;
    if (!withBasis)
        return out;
    f.basis.push_back({gain->measured
                           ? QT_TRANSLATE_NOOP("core", "%1 trains %2 %3x as fast at %4 as at %5 (measured).")
                           : QT_TRANSLATE_NOOP("core", "%1 trains %2 %3x as fast at %4 as at %5 (estimated)."),
                       {ref->name, std::string(toString(workload)), ratio(factor), std::string(toString(precision)),
                        std::string(toString(*referencePrecision))},
                       "§6.3"});
    return out;
}

// ----------------------------------------------------------- the links

void calibrateLink(Impl &impl, Workload workload)
{
    PrecisionLink &link = impl.links[static_cast<std::size_t>(workload)];
    const Calibration &c16 = impl.calibration(workload, Precision::Fp16);
    const Calibration &c32 = impl.calibration(workload, Precision::Fp32);

    // Measured: the same model in the same suite and software at both precisions.
    std::map<std::tuple<std::string, std::string, std::string, std::string>, std::pair<double, double>> fp32Cells;
    for (const BenchmarkCell &c : c32.index.cells()) {
        const BenchmarkGroup &g = c32.index.groups()[c.group];
        fp32Cells[{c32.index.devices()[c.device], g.suite, g.software, g.model}] = {c.logThroughput, c.weight};
    }
    std::map<std::string, std::pair<double, double>> sums;
    for (const BenchmarkCell &c : c16.index.cells()) {
        const BenchmarkGroup &g = c16.index.groups()[c.group];
        const std::string &id = c16.index.devices()[c.device];
        const auto it = fp32Cells.find({id, g.suite, g.software, g.model});
        if (it == fp32Cells.end())
            continue;
        const double w = std::min(c.weight, it->second.second);
        sums[id].first += w * (c.logThroughput - it->second.first);
        sums[id].second += w;
    }
    for (const auto &[id, s] : sums)
        link.measuredGain[id] = s.first / s.second;

    // Estimated: the two precisions' spec models plus one constant per
    // variant, fitted on the measured gains.
    for (SpecVariant v = 0; v < kVariantCount; ++v) {
        const VariantFit &f16 = c16.full.variants[v];
        const VariantFit &f32 = c32.full.variants[v];
        if (!f16.fitted || !f32.fitted)
            continue;
        struct Sample
        {
            std::size_t i16;
            std::size_t i32;
            double gain;
        };
        std::vector<Sample> samples;
        for (const auto &[id, gain] : link.measuredGain) {
            const auto i16 = c16.index.deviceIndex(id);
            const auto i32 = c32.index.deviceIndex(id);
            if (!i16 || !i32 || !c16.indexFeatures[*i16] || !c32.indexFeatures[*i32]
                || (c16.indexVariants[*i16] & v) != v || (c32.indexVariants[*i32] & v) != v)
                continue;
            samples.push_back({*i16, *i32, gain});
        }
        if (samples.empty())
            continue;
        const auto residual = [&](const Sample &s, const SpecCoefficients &a, const SpecCoefficients &b) {
            return s.gain - (specLogSpeed(a, *c16.indexFeatures[s.i16]) - specLogSpeed(b, *c32.indexFeatures[s.i32]));
        };
        double sum = 0.0;
        for (const Sample &s : samples)
            sum += residual(s, f16.coefficients, f32.coefficients);
        link.kappa[v] = sum / static_cast<double>(samples.size());

        // Leave-one-device-out: both precisions' models and the constant
        // refitted without the device.
        std::vector<double> errors;
        for (const Sample &left : samples) {
            const VariantFit &l16 = c16.loo[left.i16].fold.variants[v];
            const VariantFit &l32 = c32.loo[left.i32].fold.variants[v];
            if (!c16.loo[left.i16].ok || !c32.loo[left.i32].ok || !l16.fitted || !l32.fitted || samples.size() < 3)
                continue;
            double kappa = 0.0;
            for (const Sample &s : samples) {
                if (&s != &left)
                    kappa += residual(s, l16.coefficients, l32.coefficients);
            }
            kappa /= static_cast<double>(samples.size() - 1);
            errors.push_back(-residual(left, l16.coefficients, l32.coefficients) + kappa);
        }
        if (errors.size() >= 3)
            link.uncertaintyLog[v] = rms(errors);
    }
}

// ------------------------------------------------------------- reports

const char *termName(std::size_t k)
{
    switch (static_cast<SpecTerm>(k)) {
    case SpecTerm::Compute:
        return "compute";
    case SpecTerm::Bandwidth:
        return "memory bandwidth";
    case SpecTerm::Fp32Vector:
        return "FP32 vector";
    case SpecTerm::StepTraffic:
        return "step traffic";
    }
    return "";
}

void buildReport(Calibration &cal)
{
    PerformanceModel::FitReport &r = cal.report;
    r.workload = cal.workload;
    r.precision = cal.precision;
    r.measuredDevices = static_cast<int>(cal.index.devices().size());
    r.benchmarkGroups = static_cast<int>(cal.index.groups().size());
    r.components = cal.full.fe.components();
    const VariantFit &full = cal.full.variants[kFullVariant];
    r.fitted = full.fitted;

    // The report's reference: the seed's card when measured, else the device
    // measured on the most models.
    std::optional<std::size_t> refIndex = cal.index.deviceIndex(kReportReference);
    if (!refIndex) {
        for (std::size_t d = 0; d < cal.index.devices().size(); ++d) {
            if (!refIndex || cal.index.cellsOf(d).size() > cal.index.cellsOf(*refIndex).size())
                refIndex = d;
        }
    }
    if (!refIndex)
        return;
    r.referenceId = cal.index.devices()[*refIndex];

    if (full.fitted) {
        std::array<double, kSpecTermCount> shares{};
        int counted = 0;
        for (std::size_t d = 0; d < cal.index.devices().size(); ++d) {
            if (!cal.indexFeatures[d] || cal.indexVariants[d] != kFullVariant)
                continue;
            const auto s = specTimeShares(full.coefficients, *cal.indexFeatures[d]);
            for (std::size_t k = 0; k < kSpecTermCount; ++k)
                shares[k] += s[k];
            ++counted;
        }
        for (std::size_t k = 0; k < kSpecTermCount; ++k) {
            r.coefficients.push_back({termName(k), full.coefficients.value[k],
                                      counted > 0 ? shares[k] / counted : kNaN});
        }
    }

    const DeviceModel *reference = findDevice(cal, r.referenceId);
    std::vector<double> absErrors;
    std::vector<double> logErrors;
    for (std::size_t d = 0; d < cal.index.devices().size(); ++d) {
        const DeviceModel *m = findDevice(cal, cal.index.devices()[d]);
        if (!m || !m->inputs || !cal.loo[d].ok || !reference)
            continue;
        const auto v = usableVariant(cal.full, m->inputs->variant());
        if (!v || !std::isfinite(cal.loo[d].errorLog[*v]))
            continue;
        Message reason;
        std::vector<Message> ignored;
        const int component = cal.full.fe.deviceComponent[*refIndex];
        const auto mv = valueOn(cal, cal.full, *m, component, true, ignored, reason);
        const auto rv = valueOn(cal, cal.full, *reference, component, true, ignored, reason);
        if (!mv || !rv)
            continue;
        const double error = cal.loo[d].errorLog[*v];
        PerformanceModel::DeviceError e;
        e.deviceId = m->id;
        e.measured = std::exp(mv->log - rv->log);
        e.estimated = e.measured * std::exp(error);
        e.error = std::exp(error) - 1.0;
        r.leaveOneOut.push_back(e);
        absErrors.push_back(std::fabs(e.error));
        logErrors.push_back(error);
    }
    if (!absErrors.empty()) {
        r.medianAbsError = leastsquares::median(absErrors);
        r.meanAbsError = leastsquares::weightedMean(absErrors, std::vector<double>(absErrors.size(), 1.0));
        r.maxAbsError = *std::max_element(absErrors.begin(), absErrors.end());
        r.rmsError = std::exp(rms(logErrors)) - 1.0;
    }
    r.uncertainty = std::exp(variantUncertainty(cal, kFullVariant)) - 1.0;
}

} // namespace

// ================================================================== public

std::string_view toString(Provenance provenance)
{
    return provenance == Provenance::Measured ? "measured" : "estimated";
}

PerformanceModel::PerformanceModel() : m_impl(std::make_shared<Impl>()) {}

PerformanceModel PerformanceModel::calibrate(const DataSet &data, Options options)
{
    auto impl = std::make_shared<Impl>();
    impl->options = options;
    impl->supplements = data.specSupplements;
    std::vector<SpecSheet> sheets;
    sheets.reserve(data.devices.size());
    for (const Device &d : data.devices) {
        sheets.push_back(withSupplements(d, data.specSupplements));
        impl->names[d.id] = d.name.empty() ? d.id : d.name;
    }
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            Calibration &cal = impl->calibrations[slot(w, p)];
            cal.workload = w;
            cal.precision = p;
            calibrateOne(cal, data, sheets);
        }
    }
    for (Workload w : kAllWorkloads)
        calibrateLink(*impl, w);
    for (Calibration &cal : impl->calibrations)
        buildReport(cal);
    PerformanceModel model;
    model.m_impl = std::move(impl);
    return model;
}

std::optional<PerformanceFigure> PerformanceModel::relative(std::string_view deviceId, Workload workload,
                                                            Precision precision, std::string_view referenceId,
                                                            std::optional<Precision> referencePrecision) const
{
    const Calibration &cal = m_impl->calibration(workload, precision);
    const DeviceModel *d = findDevice(cal, deviceId);
    if (!d)
        return std::nullopt;
    return figureFor(*m_impl, workload, precision, *d, referenceId, referencePrecision).figure;
}

std::optional<PerformanceFigure> PerformanceModel::figure(std::string_view deviceId, const WorkloadMix &mix,
                                                          Precision precision, std::string_view referenceId) const
{
    if (const auto single = mix.single()) {
        const DeviceModel *d = findDevice(m_impl->calibration(*single, precision), deviceId);
        if (!d)
            return std::nullopt;
        return figureFor(*m_impl, *single, precision, *d, referenceId, std::nullopt, false).figure;
    }
    return mixFigure(deviceId, mix, precision, referenceId, std::nullopt, false);
}

std::optional<PerformanceFigure> PerformanceModel::relative(std::string_view deviceId, const WorkloadMix &mix,
                                                            Precision precision, std::string_view referenceId,
                                                            std::optional<Precision> referencePrecision) const
{
    // One workload: its own figure, with the detailed basis.
    if (const auto single = mix.single())
        return relative(deviceId, *single, precision, referenceId, referencePrecision);
    return mixFigure(deviceId, mix, precision, referenceId, referencePrecision, true);
}

std::optional<PerformanceFigure> PerformanceModel::mixFigure(std::string_view deviceId, const WorkloadMix &mix,
                                                             Precision precision, std::string_view referenceId,
                                                             std::optional<Precision> referencePrecision,
                                                             bool withBasis) const
{
    if (!mix.isValid())
        return std::nullopt;
    const WorkloadMix weights = mix.normalised();
    std::array<std::optional<PerformanceFigure>, kWorkloadCount> figures;
    std::vector<Message> basis;
    for (Workload w : kAllWorkloads) {
        const double weight = weights.weight(w);
        if (!(weight > 0.0))
            continue;
        const DeviceModel *d = findDevice(m_impl->calibration(w, precision), deviceId);
        if (!d)
            return std::nullopt;
        auto f = figureFor(*m_impl, w, precision, *d, referenceId, referencePrecision, false).figure;
        if (!f)
            return std::nullopt;
        // One line per workload keeps re-ranking a large catalogue by a mix
        // cheap; each workload's own figure has the detailed basis.
        if (!withBasis) {
        } else if (f->provenance == Provenance::Measured) {
            basis.push_back({QT_TRANSLATE_NOOP("core", "%1 (weight %2%): %3x, measured."),
                             {std::string(toString(w)), percent(weight), ratio(f->relative)}, ""});
        } else {
            basis.push_back({QT_TRANSLATE_NOOP("core", "%1 (weight %2%): %3x, estimated ±%4%."),
                             {std::string(toString(w)), percent(weight), ratio(f->relative), percent(f->uncertainty)},
                             ""});
        }
        figures[static_cast<std::size_t>(w)] = std::move(f);
    }
    auto combined = combine(mix, figures);
    if (combined)
        combined->basis = std::move(basis);
    return combined;
}

std::optional<PerformanceFigure>
PerformanceModel::combine(const WorkloadMix &mix,
                          const std::array<std::optional<PerformanceFigure>, kWorkloadCount> &figures)
{
    if (!mix.isValid())
        return std::nullopt;
    const WorkloadMix weights = mix.normalised();
    double logSum = 0.0;
    double uncertaintySum = 0.0;
    bool measured = true;
    for (Workload w : kAllWorkloads) {
        const double weight = weights.weight(w);
        if (!(weight > 0.0))
            continue;
        const auto &f = figures[static_cast<std::size_t>(w)];
        if (!f)
            return std::nullopt;
        logSum += weight * std::log(f->relative);
        // Errors of one device across workloads go together: the weighted
        // mean of the log uncertainties, not a root-sum-square.
        uncertaintySum += weight * std::log1p(f->uncertainty);
        measured = measured && f->provenance == Provenance::Measured;
    }
    PerformanceFigure combined;
    combined.relative = std::exp(logSum);
    combined.provenance = measured ? Provenance::Measured : Provenance::Estimated;
    combined.uncertainty = measured ? 0.0 : std::exp(uncertaintySum) - 1.0;
    return combined;
}

std::optional<PerformanceFigure> PerformanceModel::relative(const Device &device, Workload workload,
                                                            Precision precision, std::string_view referenceId,
                                                            std::optional<Precision> referencePrecision) const
{
    const Calibration &cal = m_impl->calibration(workload, precision);
    const DeviceModel model = makeDeviceModel(withSupplements(device, m_impl->supplements), cal);
    // The calibration's leave-one-out folds were fitted with the catalogue's
    // sheet; an edited sheet only changes the device's own features.
    return figureFor(*m_impl, workload, precision, model, referenceId, referencePrecision).figure;
}

std::optional<Message> PerformanceModel::unavailableReason(std::string_view deviceId, Workload workload,
                                                           Precision precision, std::string_view referenceId,
                                                           std::optional<Precision> referencePrecision) const
{
    const Calibration &cal = m_impl->calibration(workload, precision);
    const DeviceModel *d = findDevice(cal, deviceId);
    if (!d)
        return Message{QT_TRANSLATE_NOOP("core", "The device %1 is not in the catalogue."), {std::string(deviceId)}, ""};
    Outcome out = figureFor(*m_impl, workload, precision, *d, referenceId, referencePrecision);
    if (out.figure)
        return std::nullopt;
    return out.reason;
}

const PerformanceModel::FitReport &PerformanceModel::fitReport(Workload workload, Precision precision) const
{
    return m_impl->calibration(workload, precision).report;
}

const PerformanceModel::Options &PerformanceModel::options() const
{
    return m_impl->options;
}

} // namespace gpa
