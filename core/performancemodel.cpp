#include "performancemodel.h"

#include "benchmarkindex.h"
#include "calibrationcache.h"
#include "leastsquares.h"
#include "specmodel.h"
#include "specs.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <mutex>
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

// A list of at most four variants, kept in place: variantsWithin() is asked
// once per device and figure, where a vector's allocation showed.
class VariantList
{
public:
    void push_back(SpecVariant v) { m_items[m_count++] = v; }
    [[nodiscard]] const SpecVariant *begin() const { return m_items.data(); }
    [[nodiscard]] const SpecVariant *end() const { return m_items.data() + m_count; }

private:
    std::array<SpecVariant, 4> m_items{};
    std::size_t m_count = 0;
};

// Preferred variants for a device whose inputs allow `available`: the richest
// first.
VariantList variantsWithin(SpecVariant available)
{
    VariantList out;
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

// What a device's sheet gives the model at one precision.
struct PrecisionSheet
{
    // The inputs, or why there are none.
    SpecInputsOrReason inputs = Message{};
    SpecFeatures features{};
    // The features with the vector rate standing in for a known tensor rate:
    // how a device of unknown tensor rate is estimated, checked on this one.
    std::optional<SpecFeatures> substituteFeatures;
};

// What a device's sheet gives the model, at each precision. Every
// calibration shares one table of these: one table per calibration took
// 26 MB at 10,000 devices, one per precision 8 MB, repeating the id, name
// and vendor.
struct DeviceSheetModel
{
    std::string id;
    std::string name;
    std::string vendor;
    std::optional<std::size_t> architecture; // index into CalibrationState::architectures
    // What the basis sentences need beyond the inputs (they are written
    // only when asked for: specBasis() and measuredBasis() below).
    std::vector<SpecSupplement> supplied;
    std::array<PrecisionSheet, kAllPrecisions.size()> precisions;

    [[nodiscard]] const PrecisionSheet &at(Precision p) const { return precisions[static_cast<std::size_t>(p)]; }
};

struct Calibration
{
    CalibrationState state;
    BenchmarkIndex index;
    std::vector<std::optional<SpecFeatures>> indexFeatures; // per index device, when its inputs are known
    std::vector<std::optional<SpecFeatures>> indexSubstitutes;
    std::vector<SpecVariant> indexVariants;
    std::vector<std::optional<std::size_t>> indexArchitecture;
    // Per architecture: its vendor key and the earliest release year of a
    // catalogue device of it (orders the generations of a vendor).
    std::vector<std::string> architectureVendor;
    std::vector<int> architectureYear;
    std::set<std::string, std::less<>> benchmarkedVendors;
    // The sheets' models, shared with the other calibrations.
    std::shared_ptr<const StringMap<DeviceSheetModel>> sheets;
    // Devices measured here that the catalogue does not list.
    StringMap<DeviceSheetModel> unlisted;
    StringMap<std::size_t> measuredIndex; // device id -> index into `index`
    PerformanceModel::FitReport report;
    // Leave-one-device-out folds restored from a cache and not decoded yet:
    // only an estimated-only model reads them (leaveOneDeviceFolds()).
    struct DeferredFolds
    {
        std::string text;
        std::once_flag decoded;
    };
    std::shared_ptr<DeferredFolds> deferredFolds;

    [[nodiscard]] Workload workload() const { return state.workload; }
    [[nodiscard]] Precision precision() const { return state.precision; }
};

// A calibration's leave-one-device-out folds, decoded from the cache's text
// on first use (once, whichever thread asks first). Text that does not
// decode leaves every fold unfitted: estimated-only figures then say that
// too few devices are measured.
const std::vector<FoldState> &leaveOneDeviceFolds(const Calibration &cal)
{
    if (const auto &deferred = cal.deferredFolds) {
        std::call_once(deferred->decoded, [&] {
            // The Impl is made non-const and shared as const; this is the one
            // member written after, under the once flag.
            auto &folds = const_cast<std::vector<FoldState> &>(cal.state.leaveOneDevice);
            auto decoded = decodeFolds(deferred->text);
            if (decoded && decoded->size() == cal.index.devices().size())
                folds = std::move(*decoded);
            else
                folds.assign(cal.index.devices().size(), FoldState {});
            deferred->text = std::string();
        });
    }
    return cal.state.leaveOneDevice;
}

// What the model knows of one device for one workload and precision: its
// sheet's model (by reference, shared) and what this calibration adds. A
// view, made on each lookup; it never outlives the calibration or sheet.
struct DeviceModel
{
    DeviceModel(const DeviceSheetModel &sheet, const Calibration &cal)
        : DeviceModel(sheet, cal, measuredIndexOf(sheet, cal), isVendorUnbenchmarked(sheet, cal))
    {
    }
    // With what the constructor above looks up already known
    // (PerformanceModel::RowLookups).
    DeviceModel(const DeviceSheetModel &sheet, const Calibration &cal, std::optional<std::size_t> measuredIndex,
                bool unbenchmarkedVendor)
        : DeviceModel(sheet, sheet.at(cal.precision()), measuredIndex, unbenchmarkedVendor)
    {
    }

    const std::string &id;
    const std::string &name;
    const SpecInputs *inputs; // nullptr: none, for `reason`
    const Message &reason;
    const SpecFeatures &features;
    const std::optional<SpecFeatures> &substituteFeatures;
    const std::optional<std::size_t> &architecture;
    const std::vector<SpecSupplement> &supplied;
    const std::string &vendor;
    std::optional<std::size_t> measured; // index into the benchmark index
    // No device of this vendor is in the benchmark table: the estimate
    // extrapolates from other vendors' chips and software.
    bool vendorUnbenchmarked = false;

private:
    DeviceModel(const DeviceSheetModel &sheet, const PrecisionSheet &at, std::optional<std::size_t> measuredIndex,
                bool unbenchmarkedVendor)
        : id(sheet.id)
        , name(sheet.name)
        , inputs(std::get_if<SpecInputs>(&at.inputs))
        , reason(inputs ? noReason() : std::get<Message>(at.inputs))
        , features(at.features)
        , substituteFeatures(at.substituteFeatures)
        , architecture(sheet.architecture)
        , supplied(inputs ? sheet.supplied : noSupplements())
        , vendor(sheet.vendor)
        , measured(measuredIndex)
        , vendorUnbenchmarked(unbenchmarkedVendor)
    {
    }
    static const Message &noReason()
    {
        static const Message none;
        return none;
    }
    static const std::vector<SpecSupplement> &noSupplements()
    {
        static const std::vector<SpecSupplement> none;
        return none;
    }
    static std::optional<std::size_t> measuredIndexOf(const DeviceSheetModel &sheet, const Calibration &cal)
    {
        if (const auto it = cal.measuredIndex.find(sheet.id); it != cal.measuredIndex.end())
            return it->second;
        return std::nullopt;
    }
    static bool isVendorUnbenchmarked(const DeviceSheetModel &sheet, const Calibration &cal)
    {
        return std::holds_alternative<SpecInputs>(sheet.at(cal.precision()).inputs) && !cal.benchmarkedVendors.empty()
            && cal.benchmarkedVendors.count(sheet.vendor) == 0;
    }
};

struct PrecisionLink
{
    StringMap<double> measuredGain; // log(speed at fp16 / speed at fp32)
};

} // namespace

struct PerformanceModel::Impl
{
    Options options;
    // Everything but the calibrations' states, which each Calibration holds
    // (one copy; state() puts them together).
    PerformanceModelState state;
    std::array<Calibration, 6> calibrations;
    std::array<PrecisionLink, 3> links;
    std::vector<SpecSupplement> supplements;
    PerformanceModel::FitReport emptyReport;

    [[nodiscard]] const Calibration &calibration(Workload w, Precision p) const { return calibrations[slot(w, p)]; }
    [[nodiscard]] const PrecisionLinkState &linkState(Workload w) const
    {
        return state.links[static_cast<std::size_t>(w)];
    }
    // The catalogue's name of a device, else its id.
    [[nodiscard]] std::string nameOf(std::string_view id) const
    {
        const auto &sheets = calibrations.front().sheets;
        if (!sheets)
            return std::string(id);
        const auto it = sheets->find(id);
        return it == sheets->end() ? std::string(id) : it->second.name;
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

std::optional<std::size_t> architectureIndexOf(const Calibration &cal, const Device &device)
{
    const std::string key = architectureKey(device.vendor, device.architecture);
    const auto &list = cal.state.architectures;
    const auto it = std::find(list.begin(), list.end(), key);
    if (it == list.end())
        return std::nullopt;
    return static_cast<std::size_t>(it - list.begin());
}

// A device's sheet as the model reads it: the catalogue's device itself, or
// for the few devices with spec supplements a copy with them filled in
// (withSupplements). Copying every device instead took as much memory as
// the catalogue's devices themselves while the model was prepared.
struct SheetView
{
    const Device &device;
    const std::vector<SpecSupplement> &supplied;

    SheetView(const Device &d, const std::vector<SpecSupplement> &s) : device(d), supplied(s) {}
    SheetView(const SpecSheet &sheet) : device(sheet.device), supplied(sheet.supplied) {} // NOLINT(google-explicit-constructor)
};

// The sheet's model at every precision (the architectures are the
// catalogue's, the same in every calibration).
DeviceSheetModel makeSheetModel(const SheetView &sheet, const Calibration &cal)
{
    DeviceSheetModel m;
    m.id = sheet.device.id;
    m.name = sheet.device.name.empty() ? sheet.device.id : sheet.device.name;
    m.architecture = architectureIndexOf(cal, sheet.device);
    m.vendor = sheet.device.vendor;
    bool anyInputs = false;
    for (const Precision precision : kAllPrecisions) {
        PrecisionSheet &at = m.precisions[static_cast<std::size_t>(precision)];
        at.inputs = specInputs(sheet.device, precision);
        const auto *in = std::get_if<SpecInputs>(&at.inputs);
        if (!in)
            continue;
        anyInputs = true;
        at.features = in->features();
        const bool tensorRate = in->computeSource == ComputeSource::TensorCores
                                || in->computeSource == ComputeSource::Tf32TensorCores;
        if (tensorRate) {
            Device substitute = sheet.device;
            substitute.tensorFp16TflopsDense.reset();
            const auto substituted = specInputs(substitute, precision);
            if (const auto *sub = std::get_if<SpecInputs>(&substituted); sub && sub->computeIsLowerBound)
                at.substituteFeatures = sub->features();
        }
    }
    if (anyInputs)
        m.supplied = sheet.supplied;
    return m;
}

// The sentences behind an estimate from the sheet, written when a figure
// with its basis is asked for (a tooltip, the details), not for every device
// of every calibration.
std::vector<Message> specBasis(const DeviceModel &m)
{
    std::vector<Message> basis;
    if (!m.inputs)
        return basis;
    basis.push_back({QT_TRANSLATE_NOOP("core", "Spec sheet: %1."), {specSummary(*m.inputs)}, "§4.2"});
    for (const Message &note : m.inputs->notes)
        basis.push_back(note);
    for (const auto &[field, label] : modelFields()) {
        const auto s = std::find_if(m.supplied.begin(), m.supplied.end(),
                                    [&](const SpecSupplement &x) { return x.field == field; });
        if (s != m.supplied.end())
            basis.push_back({QT_TRANSLATE_NOOP("core", "The %1 comes from %2."), {label, s->source}, ""});
    }
    if (m.vendorUnbenchmarked) {
        basis.push_back({QT_TRANSLATE_NOOP("core", "No %1 device is in the benchmark table: this estimate extrapolates from other vendors' hardware and leaves out how mature the software is (Dettmers 2019, §2.2-§2.4); its interval is widened for a vendor never measured."),
                         {m.vendor}, "§2.2"});
    }
    return basis;
}

// The suites a measured device's figure comes from.
std::vector<Message> measuredBasis(const Calibration &cal, const DeviceModel &m)
{
    std::vector<Message> basis;
    if (!m.measured)
        return basis;
    std::map<std::pair<std::string, std::string>, std::vector<std::string>> bySuite;
    for (std::size_t c : cal.index.cellsOf(*m.measured)) {
        const BenchmarkGroup &g = cal.index.groups()[cal.index.cells()[c].group];
        bySuite[{g.suite, g.software}].push_back(modelName(g.model));
    }
    for (const auto &[suite, models] : bySuite) {
        basis.push_back({QT_TRANSLATE_NOOP("core", "Measured: %1 in %2 (%3)."),
                         {join(models), suite.first, suite.second}, ""});
    }
    return basis;
}

// ------------------------------------------------------------------ folds

bool excludedIn(const FoldState &fold, std::size_t device)
{
    return device < fold.excluded.size() && fold.excluded[device] != 0;
}

// The variance components of the residuals r = effect - spec - alignment,
// grouped by architecture: sigma² (within, pooled, unbiased) and tau²
// (between, method of moments, never negative).
void fitArchitectureLevel(SpecVariantState &fit, const std::vector<std::vector<double>> &residualsByArchitecture)
{
    double within = 0.0;
    int withinDf = 0;
    std::vector<double> means;
    std::vector<int> counts;
    std::vector<double> all;
    for (const auto &r : residualsByArchitecture) {
        if (r.empty())
            continue;
        double mean = 0.0;
        for (double v : r)
            mean += v;
        mean /= static_cast<double>(r.size());
        for (double v : r) {
            within += (v - mean) * (v - mean);
            all.push_back(v);
        }
        withinDf += static_cast<int>(r.size()) - 1;
        means.push_back(mean);
        counts.push_back(static_cast<int>(r.size()));
    }
    if (withinDf > 0) {
        fit.deviceVariance = within / withinDf;
    } else if (all.size() >= 2) {
        double mean = 0.0;
        for (double v : all)
            mean += v;
        mean /= static_cast<double>(all.size());
        double ss = 0.0;
        for (double v : all)
            ss += (v - mean) * (v - mean);
        fit.deviceVariance = ss / static_cast<double>(all.size() - 1);
    }
    fit.architectureVariance = 0.0;
    if (means.size() >= 2 && std::isfinite(fit.deviceVariance)) {
        double grand = 0.0;
        for (double m : means)
            grand += m;
        grand /= static_cast<double>(means.size());
        double between = 0.0;
        double noise = 0.0;
        for (std::size_t a = 0; a < means.size(); ++a) {
            between += (means[a] - grand) * (means[a] - grand);
            noise += fit.deviceVariance / counts[a];
        }
        between /= static_cast<double>(means.size() - 1);
        noise /= static_cast<double>(means.size());
        fit.architectureVariance = std::max(0.0, between - noise);
    }
}

FoldState buildFold(const Calibration &cal, std::vector<char> excluded, const FoldState *startFrom)
{
    FoldState fold;
    fold.fitted = true;
    fold.excluded = std::move(excluded);
    fold.fixedEffects = fitFixedEffects(cal.index, fold.excluded);
    const FixedEffects &fe = fold.fixedEffects;
    const auto &cells = cal.index.cells();
    const std::size_t deviceCount = cal.index.devices().size();
    const std::size_t architectureCount = cal.state.architectures.size();

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
        SpecVariantState &fit = fold.variants[v];
        const auto usable = [&](std::size_t d) {
            return !excludedIn(fold, d) && cal.indexFeatures[d] && (cal.indexVariants[d] & v) == v;
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
        const auto components = componentSlot(fe.components());
        std::vector<double> sum(components, 0.0);
        std::vector<double> specLog(deviceCount, kNaN);
        fit.alignedDevices.assign(components, 0);
        for (std::size_t d = 0; d < deviceCount; ++d) {
            if (!usable(d) || fe.deviceComponent[d] < 0)
                continue;
            specLog[d] = specLogSpeed(fit.coefficients, features[d]);
            const auto k = componentSlot(fe.deviceComponent[d]);
            sum[k] += fe.effect[d] - specLog[d];
            ++fit.alignedDevices[k];
        }
        fit.alignment.assign(components, kNaN);
        for (std::size_t k = 0; k < components; ++k) {
            if (fit.alignedDevices[k] > 0)
                fit.alignment[k] = sum[k] / fit.alignedDevices[k];
        }
        // The architecture level: what the measured devices of each
        // architecture share beyond their sheets.
        fit.architectureSum.assign(architectureCount, 0.0);
        fit.architectureCount.assign(architectureCount, 0);
        std::vector<std::vector<double>> residuals(architectureCount);
        for (std::size_t d = 0; d < deviceCount; ++d) {
            if (!std::isfinite(specLog[d]) || !cal.indexArchitecture[d])
                continue;
            const std::size_t a = *cal.indexArchitecture[d];
            const double r = fe.effect[d] - specLog[d] - fit.alignment[componentSlot(fe.deviceComponent[d])];
            fit.architectureSum[a] += r;
            ++fit.architectureCount[a];
            residuals[a].push_back(r);
        }
        fitArchitectureLevel(fit, residuals);
    }
    for (int k = 0; k < fe.components(); ++k) {
        if (fold.anchor < 0 || fe.componentSize[componentSlot(k)] > fe.componentSize[componentSlot(fold.anchor)])
            fold.anchor = k;
    }
    return fold;
}

// The first variant within `available` that the fold could fit.
std::optional<SpecVariant> usableVariant(const FoldState &fold, SpecVariant available)
{
    for (SpecVariant v : variantsWithin(available)) {
        if (fold.variants[v].fitted)
            return v;
    }
    return std::nullopt;
}

// Where a device's measurement sits on the spec scale of `fold` (variant v),
// from its cells in groups the fold still holds: the held-out placement.
// Each group is tied to the spec scale through its component.
std::optional<double> placement(const Calibration &cal, const FoldState &fold, std::size_t device, SpecVariant v)
{
    const SpecVariantState &fit = fold.variants[v];
    std::vector<double> values;
    std::vector<double> weights;
    for (std::size_t c : cal.index.cellsOf(device)) {
        const BenchmarkCell &cell = cal.index.cells()[c];
        const double offset = fold.fixedEffects.offset[cell.group];
        const int component = fold.fixedEffects.groupComponent[cell.group];
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

// ------------------------------------------------------- the estimate

// How far an estimate extrapolates.
enum class Reach {
    MeasuredArchitecture, // measured devices of its architecture share their effect
    NewArchitecture,      // its vendor is measured, its architecture not
    NewVendor,            // nothing of its vendor is measured
};

// A spec estimate on the spec scale (alignment not included) with its
// variance: sigma² for the device's own deviation plus the variance of the
// architecture effect it carries (`shared`, common to devices of one
// architecture).
struct SpecEstimate
{
    double log = 0.0;
    double variance = 0.0;
    double shared = 0.0;
    Reach reach = Reach::MeasuredArchitecture;
};

double deviceVarianceOf(const SpecVariantState &fit)
{
    return std::isfinite(fit.deviceVariance) ? fit.deviceVariance : 0.0;
}

// The architecture effect for `architecture` in a fold: the partially pooled
// mean of its measured devices' residuals, shrunk by sigma²/tau² (no
// pooling when tau² is 0: the architectures do not differ beyond noise).
// Without a measured device, `carry` of the newest earlier measured
// architecture's effect of the same vendor, with omega² of variance (the
// extrapolation variance fitted on leave-one-architecture-out errors); for
// a vendor never measured, omega² once more (one more level of the same
// hierarchy).
SpecEstimate architectureEffect(const Calibration &cal, const SpecVariantState &fit,
                                std::optional<std::size_t> architecture, bool vendorMeasured, double carry,
                                bool pooling, double omega2)
{
    SpecEstimate e;
    const double sigma2 = deviceVarianceOf(fit);
    const double tau2 = fit.architectureVariance;
    if (!pooling) {
        e.reach = vendorMeasured ? Reach::MeasuredArchitecture : Reach::NewVendor;
        e.shared = vendorMeasured ? 0.0 : 2.0 * omega2;
        return e;
    }
    const int n = architecture && *architecture < fit.architectureCount.size() ? fit.architectureCount[*architecture] : 0;
    if (n > 0) {
        e.reach = Reach::MeasuredArchitecture;
        if (tau2 > 0.0) {
            const double precision = n / std::max(sigma2, 1e-12) + 1.0 / tau2;
            e.log = (fit.architectureSum[*architecture] / std::max(sigma2, 1e-12)) / precision;
            e.shared = 1.0 / precision;
        }
        return e;
    }
    if (!vendorMeasured) {
        e.reach = Reach::NewVendor;
        e.shared = 2.0 * omega2;
        return e;
    }
    e.reach = Reach::NewArchitecture;
    e.shared = omega2;
    if (carry > 0.0 && architecture && tau2 > 0.0) {
        const std::string &vendor = cal.architectureVendor[*architecture];
        const int year = cal.architectureYear[*architecture];
        int newest = std::numeric_limits<int>::min();
        for (std::size_t a = 0; a < fit.architectureCount.size(); ++a) {
            if (fit.architectureCount[a] > 0 && cal.architectureVendor[a] == vendor && cal.architectureYear[a] <= year)
                newest = std::max(newest, cal.architectureYear[a]);
        }
        double sum = 0.0;
        int count = 0;
        for (std::size_t a = 0; a < fit.architectureCount.size(); ++a) {
            if (fit.architectureCount[a] > 0 && cal.architectureVendor[a] == vendor && cal.architectureYear[a] == newest) {
                const double precision = fit.architectureCount[a] / std::max(sigma2, 1e-12) + 1.0 / tau2;
                sum += (fit.architectureSum[a] / std::max(sigma2, 1e-12)) / precision;
                ++count;
            }
        }
        if (count > 0)
            e.log = carry * sum / count;
    }
    return e;
}

bool vendorMeasuredIn(const Calibration &cal, const SpecVariantState &fit, const DeviceModel &m)
{
    if (m.vendorUnbenchmarked)
        return false;
    if (!m.architecture)
        return !cal.benchmarkedVendors.empty();
    const std::string &vendor = cal.architectureVendor[*m.architecture];
    for (std::size_t a = 0; a < fit.architectureCount.size(); ++a) {
        if (fit.architectureCount[a] > 0 && cal.architectureVendor[a] == vendor)
            return true;
    }
    return false;
}

// The spec estimate of a device on a fold's spec scale (variant v), with the
// architecture effect and its variance.
SpecEstimate specEstimate(const Calibration &cal, const FoldState &fold, const DeviceModel &m, SpecVariant v,
                          const SpecFeatures &features, const PerformanceModel::Options &options, double omega2)
{
    const SpecVariantState &fit = fold.variants[v];
    SpecEstimate e = architectureEffect(cal, fit, m.architecture, vendorMeasuredIn(cal, fit, m),
                                        options.generationCarry, options.architecturePooling, omega2);
    e.log += specLogSpeed(fit.coefficients, features);
    e.variance = deviceVarianceOf(fit) + e.shared;
    return e;
}

// ------------------------------------------------------------ calibration

// Prepares the derived data of a calibration (index, devices, architectures);
// no fitting.
void prepareCalibration(Calibration &cal, const DataSet &data, const std::vector<SheetView> &sheets,
                        std::shared_ptr<const StringMap<DeviceSheetModel>> &sharedSheets)
{
    cal.index = BenchmarkIndex::build(data.benchmarks, cal.workload(), cal.precision());
    for (std::size_t d = 0; d < cal.index.devices().size(); ++d)
        cal.measuredIndex.emplace(cal.index.devices()[d], d);
    for (const std::string &id : cal.index.devices()) {
        if (const Device *device = data.device(id))
            cal.benchmarkedVendors.insert(device->vendor);
    }
    // Architectures: every one of the catalogue, ordered by key.
    std::map<std::string, std::pair<std::string, int>> architectures;
    for (const SheetView &sheet : sheets) {
        const std::string key = architectureKey(sheet.device.vendor, sheet.device.architecture);
        const int year = sheet.device.releaseYear.value_or(std::numeric_limits<int>::max());
        const std::string vendor = key.substr(0, key.find('/'));
        auto [it, added] = architectures.try_emplace(key, vendor, year);
        if (!added)
            it->second.second = std::min(it->second.second, year);
    }
    cal.state.architectures.clear();
    for (const auto &[key, info] : architectures) {
        cal.state.architectures.push_back(key);
        cal.architectureVendor.push_back(info.first);
        cal.architectureYear.push_back(info.second);
    }
    if (!sharedSheets) {
        // The first calibration makes the table (the architectures above
        // are the catalogue's, the same for every one).
        auto table = std::make_shared<StringMap<DeviceSheetModel>>();
        table->reserve(sheets.size());
        for (const SheetView &sheet : sheets)
            table->emplace(sheet.device.id, makeSheetModel(sheet, cal));
        sharedSheets = std::move(table);
    }
    cal.sheets = sharedSheets;
    const std::size_t deviceCount = cal.index.devices().size();
    cal.state.devices = cal.index.devices();
    cal.indexFeatures.assign(deviceCount, std::nullopt);
    cal.indexSubstitutes.assign(deviceCount, std::nullopt);
    cal.indexVariants.assign(deviceCount, 0);
    cal.indexArchitecture.assign(deviceCount, std::nullopt);
    for (std::size_t d = 0; d < deviceCount; ++d) {
        const auto it = cal.sheets->find(cal.index.devices()[d]);
        if (it == cal.sheets->end())
            continue;
        const PrecisionSheet &at = it->second.at(cal.precision());
        if (const auto *in = std::get_if<SpecInputs>(&at.inputs)) {
            cal.indexFeatures[d] = at.features;
            cal.indexSubstitutes[d] = at.substituteFeatures;
            cal.indexVariants[d] = in->variant();
            cal.indexArchitecture[d] = it->second.architecture;
        }
    }
    // A measured device the catalogue does not list is still measured.
    for (std::size_t d = 0; d < deviceCount; ++d) {
        const std::string &id = cal.index.devices()[d];
        if (cal.sheets->find(id) == cal.sheets->end()) {
            // No sheet: its name is its id, and no precision has inputs.
            DeviceSheetModel m;
            m.id = id;
            m.name = id;
            for (PrecisionSheet &at : m.precisions)
                at.inputs = Message{QT_TRANSLATE_NOOP("core", "This device is not in the catalogue."), {}, ""};
            cal.unlisted[id] = std::move(m);
        }
    }
}

// The sheet model of a device: the catalogue's, else the calibration's own
// for a measured device the catalogue does not list.
const DeviceSheetModel *findSheet(const Calibration &cal, std::string_view id)
{
    if (const auto it = cal.sheets->find(id); it != cal.sheets->end())
        return &it->second;
    if (const auto it = cal.unlisted.find(id); it != cal.unlisted.end())
        return &it->second;
    return nullptr;
}

std::optional<DeviceModel> findDevice(const Calibration &cal, std::string_view id)
{
    if (const DeviceSheetModel *sheet = findSheet(cal, id))
        return DeviceModel(*sheet, cal);
    return std::nullopt;
}

DeviceModel indexDeviceModel(const Calibration &cal, std::size_t d)
{
    return *findDevice(cal, cal.index.devices()[d]);
}

// The held-out prediction of index device d on `fold` (which leaves it out).
std::optional<HeldOutPrediction> heldOutPrediction(const Calibration &cal, const FoldState &fold, std::size_t d,
                                                   bool architectureLeftOut, const PerformanceModel::Options &options,
                                                   double omega2)
{
    if (!cal.indexFeatures[d])
        return std::nullopt;
    const auto v = usableVariant(fold, cal.indexVariants[d]);
    if (!v)
        return std::nullopt;
    const auto measured = placement(cal, fold, d, *v);
    if (!measured)
        return std::nullopt;
    const SpecEstimate e = specEstimate(cal, fold, indexDeviceModel(cal, d), *v, *cal.indexFeatures[d], options, omega2);
    HeldOutPrediction h;
    h.device = d;
    h.architectureLeftOut = architectureLeftOut;
    h.variant = *v;
    h.architecture = cal.indexArchitecture[d].value_or(0);
    h.errorLog = e.log - *measured;
    h.deviceVariance = deviceVarianceOf(fold.variants[*v]);
    h.sdLog = std::sqrt(e.variance);
    return h;
}

void fitCalibration(Calibration &cal, const PerformanceModel::Options &options)
{
    CalibrationState &st = cal.state;
    const std::size_t deviceCount = cal.index.devices().size();
    st.full = buildFold(cal, std::vector<char>(deviceCount, 0), nullptr);

    st.leaveOneDevice.assign(deviceCount, FoldState{});
    std::array<std::vector<double>, kVariantCount> errors;
    std::vector<double> substitution;
    for (std::size_t d = 0; d < deviceCount; ++d) {
        if (!cal.indexFeatures[d])
            continue;
        std::vector<char> excluded(deviceCount, 0);
        excluded[d] = 1;
        FoldState &fold = st.leaveOneDevice[d];
        fold = buildFold(cal, std::move(excluded), &st.full);
        for (SpecVariant v : variantsWithin(cal.indexVariants[d])) {
            if (!fold.variants[v].fitted)
                continue;
            const auto measured = placement(cal, fold, d, v);
            if (!measured)
                continue;
            const SpecEstimate e = specEstimate(cal, fold, indexDeviceModel(cal, d), v, *cal.indexFeatures[d], options, 0.0);
            errors[v].push_back(e.log - *measured);
        }
        if (const auto h = heldOutPrediction(cal, fold, d, false, options, 0.0))
            st.heldOut.push_back(*h);
        // The vector rate standing in for the tensor rate, on the same fold.
        if (cal.indexSubstitutes[d]) {
            const auto v = usableVariant(fold, cal.indexVariants[d]);
            const auto measured = v ? placement(cal, fold, d, *v) : std::nullopt;
            if (measured) {
                const SpecEstimate e = specEstimate(cal, fold, indexDeviceModel(cal, d), *v, *cal.indexSubstitutes[d], options, 0.0);
                substitution.push_back(e.log - *measured);
            }
        }
    }
    for (SpecVariant v = 0; v < kVariantCount; ++v)
        st.leaveOneOutRmsLog[v] = errors[v].size() >= 3 ? rms(errors[v]) : kNaN;
    st.substitutionCount = static_cast<int>(substitution.size());
    if (!substitution.empty()) {
        int below = 0;
        double mean = 0.0;
        for (double e : substitution) {
            below += e < 0.0 ? 1 : 0;
            mean += e;
        }
        mean /= static_cast<double>(substitution.size());
        double variance = 0.0;
        for (double e : substitution)
            variance += (e - mean) * (e - mean);
        st.substitutionBelowFraction = static_cast<double>(below) / static_cast<double>(substitution.size());
        st.substitutionMeanLog = mean;
        st.substitutionVarianceLog = substitution.size() > 1 ? variance / static_cast<double>(substitution.size() - 1) : 0.0;
    }

    // Leave one architecture out: a new generation without a measured card.
    // Only the held-out predictions are kept; no figure is ever computed on
    // these folds, so they are neither kept nor cached.
    for (std::size_t a = 0; a < st.architectures.size(); ++a) {
        std::vector<char> excluded(deviceCount, 0);
        bool any = false;
        for (std::size_t d = 0; d < deviceCount; ++d) {
            if (cal.indexArchitecture[d] == a) {
                excluded[d] = 1;
                any = any || cal.indexFeatures[d].has_value();
            }
        }
        if (!any)
            continue;
        const FoldState fold = buildFold(cal, std::move(excluded), &st.full);
        for (std::size_t d = 0; d < deviceCount; ++d) {
            if (cal.indexArchitecture[d] != a)
                continue;
            // Its standard deviation is set once the extrapolation variance
            // is known (fitExtrapolation).
            if (const auto h = heldOutPrediction(cal, fold, d, true, options, 0.0))
                st.heldOut.push_back(*h);
        }
    }
}

// ------------------------------------------------------------ the figures

struct Value
{
    double log = 0.0;      // log speed on the chosen scale
    bool measured = false; // a measurement on the reference's scale
    double variance = 0.0; // model variance of `log`, log² units
    double shared = 0.0;   // the part of it shared with devices of the same architecture
    std::optional<std::size_t> architecture;
    bool lowerBound = false;
    Reach reach = Reach::MeasuredArchitecture;
};

// A tensor-core chip of unknown tensor rate is estimated from its vector
// rate. That understates it: a lower bound, when the held-out check on the
// measured tensor-core devices says the substitute falls below the
// measurement at least this often and the vendor is measured.
constexpr double kLowerBoundConfidence = 0.9;
constexpr int kLowerBoundMinimumChecks = 5;

bool substituteIsLowerBound(const Calibration &cal, const DeviceModel &m)
{
    return !m.vendorUnbenchmarked && cal.state.substitutionCount >= kLowerBoundMinimumChecks
           && cal.state.substitutionBelowFraction >= kLowerBoundConfidence;
}

// A device's log speed on the measured scale of `component` of `fold`.
std::optional<Value> valueOn(const Impl &impl, const Calibration &cal, const FoldState &fold, const DeviceModel &m,
                             int component, bool useMeasurement, std::vector<Message> &basis, Message &reason)
{
    const FixedEffects &fe = fold.fixedEffects;
    if (useMeasurement && m.measured && fe.deviceComponent[*m.measured] >= 0) {
        const int own = fe.deviceComponent[*m.measured];
        const double effect = fe.effect[*m.measured];
        if (own == component)
            return Value{effect, true, 0.0, 0.0, m.architecture, false, Reach::MeasuredArchitecture};
        // Measured, but in suites that share no device with the reference:
        // align both components through the spec model.
        for (SpecVariant v : variantsWithin(kFullVariant)) {
            const SpecVariantState &fit = fold.variants[v];
            if (!fit.fitted)
                continue;
            const double from = fit.alignment[componentSlot(own)];
            const double to = fit.alignment[componentSlot(component)];
            if (!std::isfinite(from) || !std::isfinite(to))
                continue;
            const double spread = 1.0 / fit.alignedDevices[componentSlot(own)]
                                  + 1.0 / fit.alignedDevices[componentSlot(component)];
            basis.push_back({QT_TRANSLATE_NOOP("core", "%1 was measured in suites that share no device with the reference's: the two sets of measurements are aligned through the spec-sheet model."),
                             {m.name}, ""});
            const double variance = (deviceVarianceOf(fit) + fit.architectureVariance) * spread;
            return Value{effect - from + to, false, variance, 0.0, m.architecture, false, Reach::MeasuredArchitecture};
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
    const SpecVariantState &fit = fold.variants[*v];
    const double alignment = fit.alignment[componentSlot(component)];
    if (!std::isfinite(alignment)) {
        reason = {QT_TRANSLATE_NOOP("core", "No device with a known spec sheet shares a benchmark suite with the reference."), {}, ""};
        return std::nullopt;
    }
    const SpecEstimate e = specEstimate(cal, fold, m, *v, m.features, impl.options, impl.state.extrapolationVariance);
    Value value{e.log + alignment, false, e.variance, e.shared, m.architecture, false, e.reach};
    if (m.inputs->computeIsLowerBound) {
        if (substituteIsLowerBound(cal, m)) {
            value.lowerBound = true;
        } else {
            // Not checked to understate (another vendor's chip, whose vector
            // rate may count differently): the substitute's typical shortfall
            // becomes uncertainty in either direction.
            const double bias = cal.state.substitutionMeanLog;
            value.variance += cal.state.substitutionVarianceLog + bias * bias;
        }
    }
    return value;
}

struct Outcome
{
    std::optional<PerformanceFigure> figure;
    Message reason;
};

// Sets the interval of a figure from the half-width of its log interval.
void setInterval(PerformanceFigure &f, double halfWidthLog, bool lowerBound)
{
    f.uncertainty = std::exp(halfWidthLog) - 1.0;
    f.intervalLow = f.relative * std::exp(-halfWidthLog);
    f.intervalHigh = lowerBound ? std::numeric_limits<double>::infinity() : f.relative * std::exp(halfWidthLog);
    f.bound = lowerBound ? FigureBound::Lower : FigureBound::None;
}

void setMeasured(PerformanceFigure &f)
{
    f.uncertainty = 0.0;
    f.intervalLow = f.relative;
    f.intervalHigh = f.relative;
    f.bound = FigureBound::None;
}

// The half-width of the log interval, back from a figure's uncertainty.
double halfWidthOf(const PerformanceFigure &f)
{
    return std::log1p(f.uncertainty);
}

std::string rangeText(double low, double high)
{
    if (!std::isfinite(high))
        return "≥ " + ratio(low);
    return ratio(low) + "-" + ratio(high);
}

// The reference's value on one fold and scale, kept across the devices of
// one figures() call: it is the same for every device compared with it.
struct ReferenceValue
{
    const FoldState *fold = nullptr; // nullptr: nothing kept yet
    int component = -1;
    std::optional<Value> value;
    Message reason;
};

// `withBasis` false skips the messages (a workload mix only needs numbers);
// then `kept`, when given, keeps the reference's value for the next device.
Outcome samePrecision(const Impl &impl, const Calibration &cal, const DeviceModel &d, const DeviceModel &ref,
                      bool withBasis, ReferenceValue *kept = nullptr)
{
    Outcome out;
    PerformanceFigure figure;
    const bool estimatedOnly = impl.options.estimatedOnly;
    const bool sameDevice = d.id == ref.id;
    const double scale = impl.state.intervalScale;

    if (!estimatedOnly && sameDevice) {
        if (!d.measured && !d.inputs) {
            out.reason = d.reason;
            return out;
        }
        figure.relative = 1.0;
        figure.provenance = d.measured ? Provenance::Measured : Provenance::Estimated;
        setMeasured(figure);
        if (withBasis) {
            figure.basis = d.measured ? measuredBasis(cal, d) : specBasis(d);
            figure.basis.push_back({QT_TRANSLATE_NOOP("core", "This is the reference device."), {}, ""});
        }
        out.figure = std::move(figure);
        return out;
    }

    // Estimated-only for a measured device: its leave-one-out calibration.
    const FoldState *fold = &cal.state.full;
    bool ownRowsExcluded = false;
    if (estimatedOnly && d.measured && cal.indexFeatures[*d.measured] && d.inputs) {
        const FoldState &loo = leaveOneDeviceFolds(cal)[*d.measured];
        if (!loo.fitted) {
            out.reason = {QT_TRANSLATE_NOOP("core", "Too few other devices are measured to estimate %1 without its own benchmarks."), {d.name}, ""};
            return out;
        }
        fold = &loo;
        ownRowsExcluded = true;
    } else if (estimatedOnly && d.measured && !d.inputs) {
        out.reason = d.reason;
        return out;
    }

    if (ownRowsExcluded && sameDevice) {
        // The device is its own reference: its estimate against its own
        // measurement, placed by the other devices' benchmarks.
        const auto h = heldOutPrediction(cal, *fold, *d.measured, false, impl.options, impl.state.extrapolationVariance);
        if (!h) {
            out.reason = {QT_TRANSLATE_NOOP("core", "Too few other devices are measured to estimate %1 without its own benchmarks."), {d.name}, ""};
            return out;
        }
        figure.relative = std::exp(h->errorLog);
        figure.provenance = Provenance::Estimated;
        setInterval(figure, scale * h->sdLog, false);
        if (withBasis) {
            figure.basis = specBasis(d);
            figure.basis.push_back({QT_TRANSLATE_NOOP("core", "Estimated-only view: calibrated without %1's own benchmarks, relative to its measured figure."), {d.name}, ""});
        }
        out.figure = std::move(figure);
        return out;
    }

    // The scale: the reference's component when it is measured, else the
    // device's, else the largest.
    const FixedEffects &fe = fold->fixedEffects;
    int component = fold->anchor;
    const bool refMeasured = ref.measured && fe.deviceComponent[*ref.measured] >= 0;
    const bool deviceMeasured = !ownRowsExcluded && !estimatedOnly && d.measured && fe.deviceComponent[*d.measured] >= 0;
    if (refMeasured)
        component = fe.deviceComponent[*ref.measured];
    else if (deviceMeasured)
        component = fe.deviceComponent[*d.measured];
    if (component < 0) {
        out.reason = {QT_TRANSLATE_NOOP("core", "No benchmark is available for this workload and precision to calibrate the model."), {}, ""};
        return out;
    }

    std::vector<Message> basis;
    const auto dv = valueOn(impl, cal, *fold, d, component, deviceMeasured, basis, out.reason);
    if (!dv)
        return out;
    std::optional<Value> rv;
    if (kept && !withBasis) {
        // What valueOn() adds to `basis` is dropped without the basis.
        if (kept->fold != fold || kept->component != component) {
            std::vector<Message> ignored;
            kept->reason = {};
            kept->value = valueOn(impl, cal, *fold, ref, component, true, ignored, kept->reason);
            kept->fold = fold;
            kept->component = component;
        }
        rv = kept->value;
        if (!rv)
            out.reason = kept->reason;
    } else {
        rv = valueOn(impl, cal, *fold, ref, component, true, basis, out.reason);
    }
    if (!rv)
        return out;

    figure.relative = std::exp(dv->log - rv->log);
    const bool measured = dv->measured && rv->measured;
    figure.provenance = measured ? Provenance::Measured : Provenance::Estimated;
    if (measured) {
        setMeasured(figure);
    } else {
        // Two estimates of one architecture share its effect's error: it
        // cancels in their ratio.
        double variance = dv->variance + rv->variance;
        if (!dv->measured && !rv->measured && dv->architecture && dv->architecture == rv->architecture)
            variance -= 2.0 * std::min(dv->shared, rv->shared);
        setInterval(figure, scale * std::sqrt(std::max(variance, 0.0)), dv->lowerBound && !rv->lowerBound);
    }
    if (!withBasis) {
        out.figure = std::move(figure);
        return out;
    }
    figure.basis = dv->measured ? measuredBasis(cal, d) : specBasis(d);
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
        figure.basis.push_back({QT_TRANSLATE_NOOP("core", "Estimated with the time-per-step model fitted to %1 measured devices; 80% range %2."),
                                {std::to_string(total), rangeText(figure.intervalLow, figure.intervalHigh)},
                                "§4.2"});
        const std::string architecture = d.architecture ? cal.state.architectures[*d.architecture] : std::string();
        switch (dv->reach) {
        case Reach::MeasuredArchitecture: {
            int n = 0;
            if (v && d.architecture && *d.architecture < fold->variants[*v].architectureCount.size())
                n = fold->variants[*v].architectureCount[*d.architecture];
            if (n > 0) {
                figure.basis.push_back({QT_TRANSLATE_NOOP("core", "What %1 measured devices of its architecture show beyond their spec sheets carries over to it."),
                                        {std::to_string(n)}, ""});
            }
            break;
        }
        case Reach::NewArchitecture:
            figure.basis.push_back({QT_TRANSLATE_NOOP("core", "No device of its architecture is measured: the range is widened by the spread between architectures."),
                                    {}, ""});
            break;
        case Reach::NewVendor:
            break; // said in the spec basis
        }
        if (dv->lowerBound) {
            figure.basis.push_back({QT_TRANSLATE_NOOP("core", "Its tensor-core rate is unknown: the vector rate stands in, and on measured cards that understates the speed; so the figure is a lower bound."),
                                    {}, "§3.1"});
        }
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
    double sdLog = 0.0;
};

std::optional<Gain> precisionGain(const Impl &impl, Workload workload, const std::string &id)
{
    const PrecisionLink &link = impl.links[static_cast<std::size_t>(workload)];
    if (const auto it = link.measuredGain.find(id); it != link.measuredGain.end())
        return Gain{it->second, true, 0.0};
    const PrecisionLinkState &ls = impl.linkState(workload);
    const Calibration &c16 = impl.calibration(workload, Precision::Fp16);
    const Calibration &c32 = impl.calibration(workload, Precision::Fp32);
    const std::optional<DeviceModel> m16 = findDevice(c16, id);
    const std::optional<DeviceModel> m32 = findDevice(c32, id);
    if (!m16 || !m32 || !m16->inputs || !m32->inputs)
        return std::nullopt;
    for (SpecVariant v : variantsWithin(m16->inputs->variant() & m32->inputs->variant())) {
        const auto &f16 = c16.state.full.variants[v];
        const auto &f32 = c32.state.full.variants[v];
        if (!f16.fitted || !f32.fitted || !std::isfinite(ls.kappa[v]))
            continue;
        const double gain = specLogSpeed(f16.coefficients, m16->features) - specLogSpeed(f32.coefficients, m32->features)
                            + ls.kappa[v];
        const double sd = std::isfinite(ls.uncertaintyLog[v])
                              ? ls.uncertaintyLog[v]
                              : std::sqrt(deviceVarianceOf(f16) + deviceVarianceOf(f32));
        return Gain{gain, false, sd};
    }
    return std::nullopt;
}

Outcome figureFor(const Impl &impl, Workload workload, Precision precision, const DeviceModel &d,
                  std::string_view referenceId, std::optional<Precision> referencePrecision, bool withBasis = true)
{
    const Calibration &cal = impl.calibration(workload, precision);
    Outcome out;
    const std::optional<DeviceModel> ref = findDevice(cal, referenceId);
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
    const bool lower = f.bound == FigureBound::Lower;
    const double h = std::hypot(halfWidthOf(f), impl.state.intervalScale * gain->sdLog);
    if (h > 0.0)
        setInterval(f, h, lower);
    else
        setMeasured(f);
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

void prepareLink(Impl &impl, Workload workload)
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
}

void fitLink(Impl &impl, Workload workload)
{
    const PrecisionLink &link = impl.links[static_cast<std::size_t>(workload)];
    PrecisionLinkState &ls = impl.state.links[static_cast<std::size_t>(workload)];
    const Calibration &c16 = impl.calibration(workload, Precision::Fp16);
    const Calibration &c32 = impl.calibration(workload, Precision::Fp32);
    ls.measuredGain.assign(link.measuredGain.begin(), link.measuredGain.end());
    std::sort(ls.measuredGain.begin(), ls.measuredGain.end());
    ls.kappa.fill(kNaN);
    ls.uncertaintyLog.fill(kNaN);

    // Estimated: the two precisions' spec models plus one constant per
    // variant, fitted on the measured gains.
    for (SpecVariant v = 0; v < kVariantCount; ++v) {
        const SpecVariantState &f16 = c16.state.full.variants[v];
        const SpecVariantState &f32 = c32.state.full.variants[v];
        if (!f16.fitted || !f32.fitted)
            continue;
        struct Sample
        {
            std::size_t i16;
            std::size_t i32;
            double gain;
        };
        std::vector<Sample> samples;
        for (const auto &[id, gain] : ls.measuredGain) {
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
        ls.kappa[v] = sum / static_cast<double>(samples.size());

        // Leave-one-device-out: both precisions' models and the constant
        // refitted without the device.
        std::vector<double> errors;
        for (const Sample &left : samples) {
            const FoldState &l16 = leaveOneDeviceFolds(c16)[left.i16];
            const FoldState &l32 = leaveOneDeviceFolds(c32)[left.i32];
            if (!l16.fitted || !l32.fitted || !l16.variants[v].fitted || !l32.variants[v].fitted || samples.size() < 3)
                continue;
            double kappa = 0.0;
            for (const Sample &s : samples) {
                if (&s != &left)
                    kappa += residual(s, l16.variants[v].coefficients, l32.variants[v].coefficients);
            }
            kappa /= static_cast<double>(samples.size() - 1);
            errors.push_back(-residual(left, l16.variants[v].coefficients, l32.variants[v].coefficients) + kappa);
        }
        if (errors.size() >= 3)
            ls.uncertaintyLog[v] = rms(errors);
    }
}

// omega² from leave-one-architecture-out errors, over the predictions `use`
// accepts: the smallest value with which 80% of them fall within
// scale·sqrt(sigma² + omega²) of their measurement (like the interval scale
// for leave-one-device-out, a coverage rather than a mean square, which a
// few outlying generations would inflate).
template<typename Accept>
double extrapolationVariance(const PerformanceModelState &state, double scale, Accept use)
{
    std::vector<double> needed; // the omega² each prediction needs to be covered
    for (const CalibrationState &c : state.calibrations) {
        for (const HeldOutPrediction &h : c.heldOut) {
            if (!h.architectureLeftOut || !use(c, h))
                continue;
            const double r = h.errorLog / scale;
            needed.push_back(std::max(0.0, r * r - h.deviceVariance));
        }
    }
    if (needed.empty())
        return 0.0;
    std::sort(needed.begin(), needed.end());
    const auto k = static_cast<std::size_t>(std::ceil(kIntervalCoverage * static_cast<double>(needed.size()))) - 1;
    return needed[std::min(k, needed.size() - 1)];
}

// The extrapolation variance and the leave-one-architecture-out standard
// deviations: with omega² of all architectures (what estimates use) and,
// for the check, with omega² fitted without the architecture predicted.
void fitExtrapolation(PerformanceModelState &state)
{
    const double scale = state.intervalScale;
    state.extrapolationVariance = extrapolationVariance(state, scale, [](const CalibrationState &, const HeldOutPrediction &) {
        return true;
    });
    std::map<std::string, double> nested;
    for (const CalibrationState &c : state.calibrations) {
        for (const HeldOutPrediction &h : c.heldOut) {
            if (h.architectureLeftOut && h.architecture < c.architectures.size())
                nested.try_emplace(c.architectures[h.architecture], 0.0);
        }
    }
    for (auto &[key, omega2] : nested) {
        omega2 = extrapolationVariance(state, scale, [&key](const CalibrationState &c, const HeldOutPrediction &h) {
            return h.architecture >= c.architectures.size() || c.architectures[h.architecture] != key;
        });
    }
    for (CalibrationState &c : state.calibrations) {
        for (HeldOutPrediction &h : c.heldOut) {
            if (!h.architectureLeftOut)
                continue;
            h.sdLog = std::sqrt(h.deviceVariance + state.extrapolationVariance);
            const auto it = h.architecture < c.architectures.size() ? nested.find(c.architectures[h.architecture])
                                                                    : nested.end();
            h.nestedSdLog = std::sqrt(h.deviceVariance + (it == nested.end() ? state.extrapolationVariance : it->second));
        }
    }
}

// The interval scale: 80% of the leave-one-device-out predictions (every
// workload and precision) fall within scale·sd of their measurement.
double fitIntervalScale(const PerformanceModelState &state)
{
    std::vector<double> z;
    for (const CalibrationState &c : state.calibrations) {
        for (const HeldOutPrediction &h : c.heldOut) {
            if (!h.architectureLeftOut && h.sdLog > 0.0)
                z.push_back(std::fabs(h.errorLog) / h.sdLog);
        }
    }
    if (z.size() < 10)
        return 1.2816; // the normal distribution's 80% point
    std::sort(z.begin(), z.end());
    // The smallest scale that covers 80% of them.
    const auto k = static_cast<std::size_t>(std::ceil(kIntervalCoverage * static_cast<double>(z.size()))) - 1;
    return z[std::min(k, z.size() - 1)];
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

void buildReport(const Impl &impl, Calibration &cal)
{
    const CalibrationState &st = cal.state;
    PerformanceModel::FitReport &r = cal.report;
    r.workload = cal.workload();
    r.precision = cal.precision();
    r.measuredDevices = static_cast<int>(cal.index.devices().size());
    r.benchmarkGroups = static_cast<int>(cal.index.groups().size());
    r.components = st.full.fixedEffects.components();
    const SpecVariantState &full = st.full.variants[kFullVariant];
    r.fitted = full.fitted;
    r.deviceSd = std::sqrt(deviceVarianceOf(full));
    r.architectureSd = std::sqrt(full.architectureVariance);

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

    const std::optional<DeviceModel> reference = findDevice(cal, r.referenceId);
    const int component = st.full.fixedEffects.deviceComponent[*refIndex];
    std::vector<double> absErrors;
    std::vector<double> logErrors;
    std::vector<double> halfWidths;
    for (const HeldOutPrediction &h : st.heldOut) {
        const DeviceModel m = indexDeviceModel(cal, h.device);
        if (!reference)
            break;
        Message reason;
        std::vector<Message> ignored;
        const auto mv = valueOn(impl, cal, st.full, m, component, true, ignored, reason);
        const auto rv = valueOn(impl, cal, st.full, *reference, component, true, ignored, reason);
        if (!mv || !rv)
            continue;
        PerformanceModel::DeviceError e;
        e.deviceId = m.id;
        e.architecture = m.architecture ? st.architectures[*m.architecture] : std::string();
        e.measured = std::exp(mv->log - rv->log);
        e.estimated = e.measured * std::exp(h.errorLog);
        e.error = std::exp(h.errorLog) - 1.0;
        // Leave-one-architecture-out intervals use the extrapolation variance
        // fitted without the architecture: they check the widening rule.
        const double halfWidth = impl.state.intervalScale * (h.architectureLeftOut ? h.nestedSdLog : h.sdLog);
        e.intervalLow = e.estimated * std::exp(-halfWidth);
        e.intervalHigh = e.estimated * std::exp(halfWidth);
        if (h.architectureLeftOut) {
            r.leaveOneArchitectureOut.push_back(e);
            continue;
        }
        r.leaveOneOut.push_back(e);
        absErrors.push_back(std::fabs(e.error));
        logErrors.push_back(h.errorLog);
        halfWidths.push_back(halfWidth);
    }
    if (!absErrors.empty()) {
        r.medianAbsError = leastsquares::median(absErrors);
        r.meanAbsError = leastsquares::weightedMean(absErrors, std::vector<double>(absErrors.size(), 1.0));
        r.maxAbsError = *std::max_element(absErrors.begin(), absErrors.end());
        r.rmsError = std::exp(rms(logErrors)) - 1.0;
        r.uncertainty = std::exp(leastsquares::median(halfWidths)) - 1.0;
    }
}

// The part of a model that is derived from the data set, not fitted.
std::shared_ptr<Impl> prepare(const DataSet &data, const PerformanceModel::Options &options)
{
    auto impl = std::make_shared<Impl>();
    impl->options = options;
    impl->supplements = data.specSupplements;
    // Only the devices that have supplements are copied (withSupplements).
    std::set<std::string_view> supplemented;
    for (const SpecSupplement &s : data.specSupplements)
        supplemented.insert(s.deviceId);
    std::vector<SpecSheet> copies;
    copies.reserve(supplemented.size()); // the views below point into it
    const std::vector<SpecSupplement> none;
    std::vector<SheetView> sheets;
    sheets.reserve(data.devices.size());
    for (const Device &d : data.devices) {
        if (supplemented.count(d.id) != 0) {
            copies.push_back(withSupplements(d, data.specSupplements));
            sheets.emplace_back(copies.back());
        } else {
            sheets.emplace_back(d, none);
        }
    }
    std::shared_ptr<const StringMap<DeviceSheetModel>> sharedSheets;
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            Calibration &cal = impl->calibrations[slot(w, p)];
            cal.state.workload = w;
            cal.state.precision = p;
            prepareCalibration(cal, data, sheets, sharedSheets);
        }
    }
    for (Workload w : kAllWorkloads)
        prepareLink(*impl, w);
    return impl;
}

} // namespace

// ================================================================== public

std::string architectureKey(const std::string &vendor, const std::string &architecture)
{
    const auto clean = [](std::string text) {
        if (const auto paren = text.find('('); paren != std::string::npos)
            text.erase(paren);
        while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
            text.pop_back();
        std::size_t first = 0;
        while (first < text.size() && std::isspace(static_cast<unsigned char>(text[first])))
            ++first;
        text.erase(0, first);
        std::transform(text.begin(), text.end(), text.begin(),
                       [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
        return text;
    };
    return clean(vendor) + "/" + clean(architecture);
}

std::string_view toString(Provenance provenance)
{
    return provenance == Provenance::Measured ? "measured" : "estimated";
}

std::string_view toString(FigureBound bound)
{
    return bound == FigureBound::Lower ? "lower" : "none";
}

PerformanceModel::PerformanceModel() : m_impl(std::make_shared<Impl>()) {}

PerformanceModel PerformanceModel::calibrate(const DataSet &data, Options options)
{
    auto impl = prepare(data, options);
    impl->state.generationCarry = options.generationCarry;
    impl->state.architecturePooling = options.architecturePooling;
    for (Calibration &cal : impl->calibrations)
        fitCalibration(cal, impl->options);
    for (Workload w : kAllWorkloads)
        fitLink(*impl, w);
    for (std::size_t k = 0; k < impl->calibrations.size(); ++k)
        impl->state.calibrations[k] = impl->calibrations[k].state;
    impl->state.intervalScale = fitIntervalScale(impl->state);
    fitExtrapolation(impl->state);
    for (std::size_t k = 0; k < impl->calibrations.size(); ++k) {
        impl->calibrations[k].state.heldOut = std::move(impl->state.calibrations[k].heldOut);
        // The calibrations hold their own state; state() puts it together.
        impl->state.calibrations[k] = {};
    }
    for (Calibration &cal : impl->calibrations)
        buildReport(*impl, cal);
    PerformanceModel model;
    model.m_impl = std::move(impl);
    return model;
}

std::optional<PerformanceModel> PerformanceModel::fromState(const DataSet &data, PerformanceModelState state,
                                                            Options options)
{
    return fromState(data, std::move(state), {}, options);
}

std::optional<PerformanceModel> PerformanceModel::fromState(const DataSet &data, PerformanceModelState state,
                                                            std::vector<std::string> deferredFolds, Options options)
{
    if (state.version != kPerformanceModelVersion || state.generationCarry != options.generationCarry
        || state.architecturePooling != options.architecturePooling)
        return std::nullopt;
    const bool deferred = !deferredFolds.empty();
    if (deferred && deferredFolds.size() != state.calibrations.size())
        return std::nullopt;
    auto impl = prepare(data, options);
    for (std::size_t k = 0; k < impl->calibrations.size(); ++k) {
        Calibration &cal = impl->calibrations[k];
        CalibrationState &saved = state.calibrations[k];
        const std::optional<std::size_t> folds = deferred ? foldCount(deferredFolds[k]) : saved.leaveOneDevice.size();
        if (saved.workload != cal.workload() || saved.precision != cal.precision() || saved.devices != cal.state.devices
            || saved.architectures != cal.state.architectures || folds != cal.index.devices().size())
            return std::nullopt;
        cal.state = std::move(saved);
        if (deferred) {
            cal.deferredFolds = std::make_shared<Calibration::DeferredFolds>();
            cal.deferredFolds->text = std::move(deferredFolds[k]);
        }
    }
    impl->state = std::move(state);
    // The calibrations hold their own state; state() puts it together.
    impl->state.calibrations = {};
    for (Calibration &cal : impl->calibrations)
        buildReport(*impl, cal);
    PerformanceModel model;
    model.m_impl = std::move(impl);
    return model;
}

PerformanceModelState PerformanceModel::state() const
{
    PerformanceModelState state = m_impl->state;
    for (std::size_t k = 0; k < m_impl->calibrations.size(); ++k) {
        (void)leaveOneDeviceFolds(m_impl->calibrations[k]);
        state.calibrations[k] = m_impl->calibrations[k].state;
    }
    return state;
}

PerformanceModel::Coverage PerformanceModel::coverage() const
{
    Coverage c;
    c.intervalScale = m_impl->state.intervalScale;
    int inLodo = 0;
    int inLoao = 0;
    for (const Calibration &calibration : m_impl->calibrations) {
        for (const HeldOutPrediction &h : calibration.state.heldOut) {
            const bool inside = std::fabs(h.errorLog)
                                <= c.intervalScale * (h.architectureLeftOut ? h.nestedSdLog : h.sdLog);
            if (h.architectureLeftOut) {
                ++c.leaveOneArchitectureOutCount;
                inLoao += inside ? 1 : 0;
            } else {
                ++c.leaveOneOutCount;
                inLodo += inside ? 1 : 0;
            }
        }
    }
    if (c.leaveOneOutCount > 0)
        c.leaveOneOut = static_cast<double>(inLodo) / c.leaveOneOutCount;
    if (c.leaveOneArchitectureOutCount > 0)
        c.leaveOneArchitectureOut = static_cast<double>(inLoao) / c.leaveOneArchitectureOutCount;
    return c;
}

std::optional<PerformanceFigure> PerformanceModel::relative(std::string_view deviceId, Workload workload,
                                                            Precision precision, std::string_view referenceId,
                                                            std::optional<Precision> referencePrecision) const
{
    const Calibration &cal = m_impl->calibration(workload, precision);
    const std::optional<DeviceModel> d = findDevice(cal, deviceId);
    if (!d)
        return std::nullopt;
    return figureFor(*m_impl, workload, precision, *d, referenceId, referencePrecision).figure;
}

std::optional<PerformanceFigure> PerformanceModel::figure(std::string_view deviceId, const WorkloadMix &mix,
                                                          Precision precision, std::string_view referenceId) const
{
    if (const auto single = mix.single()) {
        const std::optional<DeviceModel> d = findDevice(m_impl->calibration(*single, precision), deviceId);
        if (!d)
            return std::nullopt;
        return figureFor(*m_impl, *single, precision, *d, referenceId, std::nullopt, false).figure;
    }
    return mixFigure(deviceId, mix, precision, referenceId, std::nullopt, false);
}

namespace {

// figures() of `count` devices, device i found by lookup(calibration, i).
template<typename Lookup>
std::vector<std::optional<PerformanceFigure>> figuresOf(const PerformanceModel::Impl &impl, std::size_t count,
                                                        const WorkloadMix &mix, Precision precision,
                                                        std::string_view referenceId, Lookup &&lookup)
{
    std::vector<std::optional<PerformanceFigure>> out(count);
    // One workload: figureFor()'s figure itself, as figure() gives it.
    if (const auto single = mix.single()) {
        const Calibration &cal = impl.calibration(*single, precision);
        const std::optional<DeviceModel> ref = findDevice(cal, referenceId);
        if (!ref)
            return out; // figure(): the reference is not in the catalogue
        ReferenceValue kept;
        for (std::size_t i = 0; i < count; ++i) {
            if (const std::optional<DeviceModel> d = lookup(cal, i))
                out[i] = samePrecision(impl, cal, *d, *ref, false, &kept).figure;
        }
        return out;
    }
    // A mix: each weighted workload's figures, then combine() per device, as
    // mixFigure() without basis.
    if (!mix.isValid())
        return out;
    const WorkloadMix weights = mix.normalised();
    std::vector<std::array<std::optional<PerformanceFigure>, kWorkloadCount>> perWorkload(count);
    std::vector<char> missing(count, 0);
    for (Workload w : kAllWorkloads) {
        if (!(weights.weight(w) > 0.0))
            continue;
        const Calibration &cal = impl.calibration(w, precision);
        const std::optional<DeviceModel> ref = findDevice(cal, referenceId);
        ReferenceValue kept;
        for (std::size_t i = 0; i < count; ++i) {
            if (missing[i])
                continue;
            const std::optional<DeviceModel> d = ref ? lookup(cal, i) : std::nullopt;
            auto f = d ? samePrecision(impl, cal, *d, *ref, false, &kept).figure : std::nullopt;
            if (!f)
                missing[i] = 1;
            else
                perWorkload[i][static_cast<std::size_t>(w)] = std::move(f);
        }
    }
    for (std::size_t i = 0; i < count; ++i) {
        if (!missing[i])
            out[i] = PerformanceModel::combine(mix, perWorkload[i]);
    }
    return out;
}

} // namespace

std::vector<std::optional<PerformanceFigure>> PerformanceModel::figures(std::span<const std::string_view> deviceIds,
                                                                       const WorkloadMix &mix, Precision precision,
                                                                       std::string_view referenceId) const
{
    return figuresOf(*m_impl, deviceIds.size(), mix, precision, referenceId,
                     [&](const Calibration &cal, std::size_t i) { return findDevice(cal, deviceIds[i]); });
}

// Per calibration and row: the device's sheet model (the catalogue's, or
// the calibration's own for a measured device the catalogue does not list)
// and what DeviceModel's constructor looks up beside it.
struct PerformanceModel::RowLookups::Data
{
    // 16 bytes: a list of 10,000 devices keeps one per row and calibration.
    struct Row
    {
        const DeviceSheetModel *sheet = nullptr; // nullptr: not looked up, or not known
        std::uint32_t measuredPlusOne = 0; // index into the benchmark index + 1; 0: not measured
        bool vendorUnbenchmarked = false;

        [[nodiscard]] std::optional<std::size_t> measured() const
        {
            return measuredPlusOne == 0 ? std::nullopt : std::optional<std::size_t>(measuredPlusOne - 1);
        }
    };
    static_assert(sizeof(Row) == 16);
    // The model the rows point into, kept alive with them: a new model at
    // the address of a freed one must not find these rows valid.
    std::shared_ptr<const Impl> model;
    std::array<std::vector<Row>, std::tuple_size_v<decltype(Impl::calibrations)>> calibrations;
};

PerformanceModel::RowLookups::RowLookups() = default;
PerformanceModel::RowLookups::~RowLookups() = default;
PerformanceModel::RowLookups::RowLookups(const RowLookups &) {}
PerformanceModel::RowLookups &PerformanceModel::RowLookups::operator=(const RowLookups &other)
{
    if (this != &other)
        clear();
    return *this;
}
PerformanceModel::RowLookups::RowLookups(RowLookups &&other) noexcept = default;
PerformanceModel::RowLookups &PerformanceModel::RowLookups::operator=(RowLookups &&other) noexcept = default;

void PerformanceModel::RowLookups::clear()
{
    m_data.reset();
}

std::vector<std::optional<PerformanceFigure>>
PerformanceModel::figures(std::span<const std::string_view> deviceIds, std::size_t firstRow, RowLookups &rows,
                          const WorkloadMix &mix, Precision precision, std::string_view referenceId) const
{
    if (!rows.m_data || rows.m_data->model != m_impl) {
        rows.m_data = std::make_unique<RowLookups::Data>();
        rows.m_data->model = m_impl;
    }
    RowLookups::Data &data = *rows.m_data;
    return figuresOf(*m_impl, deviceIds.size(), mix, precision, referenceId,
                     [&](const Calibration &cal, std::size_t i) -> std::optional<DeviceModel> {
                         auto &kept = data.calibrations[static_cast<std::size_t>(&cal - m_impl->calibrations.data())];
                         if (kept.size() < firstRow + deviceIds.size())
                             kept.resize(firstRow + deviceIds.size());
                         RowLookups::Data::Row &row = kept[firstRow + i];
                         if (!row.sheet || row.sheet->id != deviceIds[i]) {
                             const DeviceSheetModel *sheet = findSheet(cal, deviceIds[i]);
                             if (!sheet)
                                 return std::nullopt;
                             const DeviceModel found(*sheet, cal);
                             row = {sheet, found.measured ? static_cast<std::uint32_t>(*found.measured + 1) : 0U,
                                    found.vendorUnbenchmarked};
                             return found;
                         }
                         return DeviceModel(*row.sheet, cal, row.measured(), row.vendorUnbenchmarked);
                     });
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
        const std::optional<DeviceModel> d = findDevice(m_impl->calibration(w, precision), deviceId);
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
            basis.push_back({QT_TRANSLATE_NOOP("core", "%1 (weight %2%): %3x, estimated, 80% range %4."),
                             {std::string(toString(w)), percent(weight), ratio(f->relative),
                              rangeText(f->intervalLow, f->intervalHigh)},
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
    double halfWidthSum = 0.0;
    bool measured = true;
    bool lower = false;
    for (Workload w : kAllWorkloads) {
        const double weight = weights.weight(w);
        if (!(weight > 0.0))
            continue;
        const auto &f = figures[static_cast<std::size_t>(w)];
        if (!f)
            return std::nullopt;
        logSum += weight * std::log(f->relative);
        // Errors of one device across workloads go together: the weighted
        // mean of the log half-widths, not a root-sum-square.
        halfWidthSum += weight * halfWidthOf(*f);
        measured = measured && f->provenance == Provenance::Measured;
        lower = lower || f->bound == FigureBound::Lower;
    }
    PerformanceFigure combined;
    combined.relative = std::exp(logSum);
    combined.provenance = measured ? Provenance::Measured : Provenance::Estimated;
    if (measured || !(halfWidthSum > 0.0))
        setMeasured(combined);
    else
        setInterval(combined, halfWidthSum, lower);
    return combined;
}

std::optional<PerformanceFigure> PerformanceModel::relative(const Device &device, Workload workload,
                                                            Precision precision, std::string_view referenceId,
                                                            std::optional<Precision> referencePrecision) const
{
    const Calibration &cal = m_impl->calibration(workload, precision);
    const DeviceSheetModel sheet = makeSheetModel(withSupplements(device, m_impl->supplements), cal);
    const DeviceModel model(sheet, cal);
    // The calibration's leave-one-out folds were fitted with the catalogue's
    // sheet; an edited sheet only changes the device's own features.
    return figureFor(*m_impl, workload, precision, model, referenceId, referencePrecision).figure;
}

std::optional<Message> PerformanceModel::unavailableReason(std::string_view deviceId, Workload workload,
                                                           Precision precision, std::string_view referenceId,
                                                           std::optional<Precision> referencePrecision) const
{
    const Calibration &cal = m_impl->calibration(workload, precision);
    const std::optional<DeviceModel> d = findDevice(cal, deviceId);
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
