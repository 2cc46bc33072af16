#include "specmodel.h"

#include "leastsquares.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <set>
#include <string>

namespace gpa {

namespace {

constexpr double kThetaLimit = 30.0; // exp(-30): a term the data does not want

std::optional<double> positive(const std::optional<double> &value)
{
    if (value && std::isfinite(*value) && *value > 0.0)
        return value;
    return std::nullopt;
}

bool containsIgnoringCase(std::string_view text, std::string_view part)
{
    const auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
    std::string a(text);
    std::string b(part);
    std::transform(a.begin(), a.end(), a.begin(), lower);
    std::transform(b.begin(), b.end(), b.begin(), lower);
    return a.find(b) != std::string::npos;
}

std::string tflops(double value)
{
    return formatFixed(value, value < 10.0 ? 2 : 1);
}

std::size_t termIndex(SpecTerm term)
{
    return static_cast<std::size_t>(term);
}

} // namespace

bool variantHasTerm(SpecVariant variant, SpecTerm term)
{
    switch (term) {
    case SpecTerm::Compute:
    case SpecTerm::Bandwidth:
        return true;
    case SpecTerm::Fp32Vector:
        return (variant & kVariantFp32) != 0;
    case SpecTerm::StepTraffic:
        return (variant & kVariantTraffic) != 0;
    }
    return false;
}

std::size_t variantFreeParameters(SpecVariant variant)
{
    std::size_t n = 0;
    for (std::size_t k = 1; k < kSpecTermCount; ++k)
        n += variantHasTerm(variant, static_cast<SpecTerm>(k)) ? std::size_t{1} : std::size_t{0};
    return n;
}

SpecVariant SpecInputs::variant() const
{
    SpecVariant v = 0;
    if (fp32Tflops)
        v |= kVariantFp32;
    if (memoryGb)
        v |= kVariantTraffic;
    return v;
}

SpecFeatures SpecInputs::features() const
{
    SpecFeatures x{};
    x[termIndex(SpecTerm::Compute)] = 1.0 / computeTflops;
    x[termIndex(SpecTerm::Bandwidth)] = 1.0 / bandwidthTbs;
    x[termIndex(SpecTerm::Fp32Vector)] = fp32Tflops ? 1.0 / *fp32Tflops : 0.0;
    x[termIndex(SpecTerm::StepTraffic)] = memoryGb ? 1.0 / (*memoryGb * bandwidthTbs) : 0.0;
    return x;
}

bool hasTf32TensorCores(const Device &device)
{
    if (!containsIgnoringCase(device.vendor, "nvidia"))
        return false;
    for (const char *architecture : {"ampere", "ada", "hopper", "blackwell", "rubin"}) {
        if (containsIgnoringCase(device.architecture, architecture))
            return true;
    }
    return false;
}

SpecInputsOrReason specInputs(const Device &device, Precision precision)
{
    SpecInputs in;
    const auto tensor = positive(device.tensorFp16TflopsDense);
    const auto fp16 = positive(device.fp16TflopsNonTensor);
    const auto fp32 = positive(device.fp32Tflops);
    const bool tensorCores = device.tensorCores.value_or(tensor.has_value());

    if (device.kind == DeviceKind::Tpu) {
        if (!tensor)
            return Message{QT_TRANSLATE_NOOP("core", "No matrix-unit (MXU) rate is known for this TPU."), {}, ""};
        in.computeTflops = *tensor;
        in.computeSource = ComputeSource::MatrixUnits;
        in.notes.push_back({QT_TRANSLATE_NOOP("core", "TPUs multiply in bf16 at both precisions: the MXU rate of %1 TFLOPS is used."),
                            {tflops(*tensor)}, "§2.4"});
    } else if (precision == Precision::Fp16) {
        if (tensorCores && tensor) {
            in.computeTflops = *tensor;
            in.computeSource = ComputeSource::TensorCores;
        } else if (fp16 && (!fp32 || *fp16 >= *fp32)) {
            in.computeTflops = *fp16;
            in.computeSource = ComputeSource::Fp16Vector;
        } else if (fp32) {
            in.computeTflops = *fp32;
            in.computeSource = ComputeSource::Fp32Vector;
            if (fp16) {
                in.notes.push_back({QT_TRANSLATE_NOOP("core", "16-bit arithmetic runs at 1/%1 of the FP32 rate on this chip: 16-bit training falls back to the FP32 rate."),
                                    {formatFixed(*fp32 / *fp16, 0)}, ""});
            } else {
                in.notes.push_back({QT_TRANSLATE_NOOP("core", "The 16-bit rate is unknown: the FP32 rate is used."), {}, ""});
            }
        } else {
            return Message{QT_TRANSLATE_NOOP("core", "No 16-bit or FP32 compute rate is known for this device."), {}, ""};
        }
        if (tensorCores && !tensor) {
            in.computeIsLowerBound = true;
            in.notes.push_back({QT_TRANSLATE_NOOP("core", "The tensor-core rate is unknown: the vector rate stands in for it."),
                                {}, "§3.1"});
        }
    } else {
        if (tensorCores && tensor && hasTf32TensorCores(device)) {
            in.computeTflops = *tensor / 2.0;
            in.computeSource = ComputeSource::Tf32TensorCores;
            in.notes.push_back({QT_TRANSLATE_NOOP("core", "FP32 layers run on TF32 tensor cores (PyTorch's default on NVIDIA Ampere and later): %1 TFLOPS, half the 16-bit tensor rate."),
                                {tflops(in.computeTflops)}, ""});
        } else if (fp32) {
            in.computeTflops = *fp32;
            in.computeSource = ComputeSource::Fp32Vector;
            if (tensorCores && !tensor && hasTf32TensorCores(device)) {
                in.computeIsLowerBound = true;
                in.notes.push_back({QT_TRANSLATE_NOOP("core", "The TF32 tensor-core rate is unknown: the FP32 vector rate stands in for it."),
                                    {}, ""});
            }
        } else {
            return Message{QT_TRANSLATE_NOOP("core", "No FP32 compute rate is known for this device."), {}, ""};
        }
    }

    const auto bandwidth = positive(device.memoryBandwidthGbs);
    if (!bandwidth)
        return Message{QT_TRANSLATE_NOOP("core", "The memory bandwidth of this device is unknown."), {}, "§3.2"};
    in.bandwidthTbs = *bandwidth / 1000.0;
    in.fp32Tflops = fp32;
    in.memoryGb = positive(device.memoryGb);
    if (!in.fp32Tflops && device.kind != DeviceKind::Tpu)
        in.notes.push_back({QT_TRANSLATE_NOOP("core", "The FP32 vector rate is unknown: the estimate leaves out the non-matrix work term."), {}, ""});
    if (!in.memoryGb)
        in.notes.push_back({QT_TRANSLATE_NOOP("core", "The memory size is unknown: the estimate leaves out the batch-size term."), {}, "§3.3"});
    return in;
}

double specLogSpeed(const SpecCoefficients &coefficients, const SpecFeatures &features)
{
    double time = 0.0;
    for (std::size_t k = 0; k < kSpecTermCount; ++k) {
        if (variantHasTerm(coefficients.variant, static_cast<SpecTerm>(k)))
            time += coefficients.value[k] * features[k];
    }
    return -std::log(time);
}

std::array<double, kSpecTermCount> specTimeShares(const SpecCoefficients &coefficients,
                                                  const SpecFeatures &features)
{
    std::array<double, kSpecTermCount> share{};
    double time = 0.0;
    for (std::size_t k = 0; k < kSpecTermCount; ++k) {
        if (variantHasTerm(coefficients.variant, static_cast<SpecTerm>(k))) {
            share[k] = coefficients.value[k] * features[k];
            time += share[k];
        }
    }
    for (double &s : share)
        s /= time;
    return share;
}

namespace {

// The separable least-squares problem: residual r = P·(y - f(theta)), where
// P removes each group's weighted mean (the optimal offsets for any theta).
class SpecProblem
{
public:
    SpecProblem(const std::vector<SpecFitCell> &cells, std::size_t groupCount,
                const std::vector<SpecFeatures> &features, SpecVariant variant)
        : m_cells(cells), m_features(features), m_groups(groupCount)
    {
        for (std::size_t k = 1; k < kSpecTermCount; ++k) {
            if (variantHasTerm(variant, static_cast<SpecTerm>(k)))
                m_terms.push_back(k);
        }
        for (std::size_t i = 0; i < cells.size(); ++i) {
            m_groups[cells[i].group].cells.push_back(i);
            m_groups[cells[i].group].weight += cells[i].weight;
        }
    }

    [[nodiscard]] std::size_t parameters() const { return m_terms.size(); }
    [[nodiscard]] const std::vector<std::size_t> &terms() const { return m_terms; }

    // Devices that share a group with at least one other device.
    [[nodiscard]] std::size_t comparedDevices() const
    {
        std::set<std::size_t> devices;
        for (const Group &g : m_groups) {
            std::set<std::size_t> inGroup;
            for (std::size_t i : g.cells)
                inGroup.insert(m_cells[i].device);
            if (inGroup.size() > 1)
                devices.insert(inGroup.begin(), inGroup.end());
        }
        return devices.size();
    }

    // Residuals and, when `jacobian` is given, their derivatives by theta.
    double evaluate(const std::vector<double> &theta, std::vector<double> &residual,
                    std::vector<std::vector<double>> *jacobian) const
    {
        const std::size_t n = m_cells.size();
        const std::size_t p = m_terms.size();
        residual.assign(n, 0.0);
        if (jacobian)
            jacobian->assign(p, std::vector<double>(n, 0.0));
        // The coefficients once per evaluation, not once per cell.
        std::array<double, kSpecTermCount> coefficient{};
        for (std::size_t k = 0; k < p; ++k)
            coefficient[k] = std::exp(theta[k]);
        for (std::size_t i = 0; i < n; ++i) {
            const SpecFeatures &x = m_features[m_cells[i].device];
            double time = x[0];
            for (std::size_t k = 0; k < p; ++k)
                time += coefficient[k] * x[m_terms[k]];
            residual[i] = m_cells[i].logThroughput + std::log(time);
            if (jacobian) {
                for (std::size_t k = 0; k < p; ++k)
                    (*jacobian)[k][i] = coefficient[k] * x[m_terms[k]] / time;
            }
        }
        project(residual);
        if (jacobian) {
            for (auto &column : *jacobian)
                project(column);
        }
        double cost = 0.0;
        for (std::size_t i = 0; i < n; ++i)
            cost += m_cells[i].weight * residual[i] * residual[i];
        return cost;
    }

    [[nodiscard]] double weight(std::size_t cell) const { return m_cells[cell].weight; }
    [[nodiscard]] const SpecFeatures &featuresOf(std::size_t cell) const { return m_features[m_cells[cell].device]; }
    [[nodiscard]] std::size_t cellCount() const { return m_cells.size(); }

private:
    struct Group
    {
        std::vector<std::size_t> cells;
        double weight = 0.0;
    };

    void project(std::vector<double> &v) const
    {
        for (const Group &g : m_groups) {
            if (g.cells.empty())
                continue;
            double mean = 0.0;
            for (std::size_t i : g.cells)
                mean += m_cells[i].weight * v[i];
            mean /= g.weight;
            for (std::size_t i : g.cells)
                v[i] -= mean;
        }
    }

    const std::vector<SpecFitCell> &m_cells;
    const std::vector<SpecFeatures> &m_features;
    std::vector<Group> m_groups;
    std::vector<std::size_t> m_terms;
};

struct LmResult
{
    std::vector<double> theta;
    double cost = 0.0;
    int iterations = 0;
};

LmResult levenbergMarquardt(const SpecProblem &problem, std::vector<double> theta)
{
    const std::size_t p = problem.parameters();
    const std::size_t n = problem.cellCount();
    std::vector<double> residual;
    std::vector<std::vector<double>> jacobian;
    double cost = problem.evaluate(theta, residual, &jacobian);
    double lambda = 1e-3;
    int iteration = 0;
    for (; iteration < 300; ++iteration) {
        std::vector<double> jtj(p * p, 0.0);
        std::vector<double> gradient(p, 0.0);
        for (std::size_t a = 0; a < p; ++a) {
            for (std::size_t i = 0; i < n; ++i)
                gradient[a] -= problem.weight(i) * jacobian[a][i] * residual[i];
            for (std::size_t b = 0; b < p; ++b) {
                double sum = 0.0;
                for (std::size_t i = 0; i < n; ++i)
                    sum += problem.weight(i) * jacobian[a][i] * jacobian[b][i];
                jtj[a * p + b] = sum;
            }
        }
        bool improved = false;
        double largestStep = 0.0;
        for (int attempt = 0; attempt < 40 && !improved; ++attempt) {
            std::vector<double> damped = jtj;
            for (std::size_t a = 0; a < p; ++a)
                damped[a * p + a] += lambda * jtj[a * p + a] + 1e-12;
            const auto step = leastsquares::solveSymmetric(damped, gradient);
            if (!step) {
                lambda *= 10.0;
                continue;
            }
            std::vector<double> trial = theta;
            largestStep = 0.0;
            for (std::size_t a = 0; a < p; ++a) {
                trial[a] = std::clamp(theta[a] + (*step)[a], -kThetaLimit, kThetaLimit);
                largestStep = std::max(largestStep, std::fabs(trial[a] - theta[a]));
            }
            std::vector<double> trialResidual;
            std::vector<std::vector<double>> trialJacobian;
            const double trialCost = problem.evaluate(trial, trialResidual, &trialJacobian);
            if (trialCost < cost) {
                const double decrease = cost - trialCost;
                theta = std::move(trial);
                residual = std::move(trialResidual);
                jacobian = std::move(trialJacobian);
                cost = trialCost;
                lambda = std::max(lambda / 10.0, 1e-12);
                improved = true;
                if (decrease <= 1e-14 * (1.0 + cost) && largestStep < 1e-9)
                    return {theta, cost, iteration + 1};
            } else {
                lambda *= 10.0;
            }
        }
        if (!improved || largestStep < 1e-10)
            break;
    }
    return {theta, cost, iteration + 1};
}

} // namespace

std::optional<SpecFit> fitSpecModel(const std::vector<SpecFitCell> &cells, std::size_t groupCount,
                                    const std::vector<SpecFeatures> &features, SpecVariant variant,
                                    const SpecCoefficients *start)
{
    const SpecProblem problem(cells, groupCount, features, variant);
    const std::size_t p = problem.parameters();
    if (problem.comparedDevices() < p + 2)
        return std::nullopt;

    // Starting points: every term with an equal share of the time of a
    // typical device; each optional term dominant; each negligible; and the
    // caller's solution (a leave-one-out refit starts from the full fit).
    std::vector<std::vector<double>> starts;
    if (start) {
        std::vector<double> s(p, 0.0);
        for (std::size_t k = 0; k < p; ++k) {
            const double value = start->value[problem.terms()[k]];
            s[k] = value > 0.0 ? std::clamp(std::log(value), -kThetaLimit, kThetaLimit) : -kThetaLimit;
        }
        starts.push_back(std::move(s));
    }
    std::vector<double> equal(p, 0.0);
    for (std::size_t k = 0; k < p; ++k) {
        std::vector<double> compute;
        std::vector<double> term;
        for (std::size_t i = 0; i < problem.cellCount(); ++i) {
            compute.push_back(problem.featuresOf(i)[0]);
            term.push_back(problem.featuresOf(i)[problem.terms()[k]]);
        }
        equal[k] = std::clamp(std::log(leastsquares::median(compute) / leastsquares::median(term)),
                              -kThetaLimit, kThetaLimit);
    }
    starts.push_back(equal);
    // A refit of a few devices fewer (leave-one-out) starts next to the full
    // fit's optimum: the caller's solution and the equal shares suffice there.
    if (!start) {
        for (std::size_t k = 0; k < p; ++k) {
            for (double shift : {-4.0, 3.0}) {
                std::vector<double> s = equal;
                s[k] += shift;
                starts.push_back(std::move(s));
            }
        }
    }

    std::optional<LmResult> best;
    for (const auto &s : starts) {
        LmResult result = levenbergMarquardt(problem, s);
        if (!best || result.cost < best->cost - 1e-12)
            best = std::move(result);
    }
    SpecFit fit;
    fit.coefficients.variant = variant;
    fit.coefficients.value = {1.0, 0.0, 0.0, 0.0};
    for (std::size_t k = 0; k < p; ++k)
        fit.coefficients.value[problem.terms()[k]] = std::exp(best->theta[k]);
    fit.cost = best->cost;
    fit.iterations = best->iterations;
    return fit;
}

} // namespace gpa
