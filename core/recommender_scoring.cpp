#include "memory.h"
#include "multigpu.h"
#include "recommender_p.h"

#include <algorithm>
#include <cmath>

namespace gpa::detail {

Recommender::Recommender(const DataSet &data, const PerformanceModel &model,
                         const RecommendationInputs &inputs, const Assumptions &assumptions,
                         const RecommendOptions &options)
    : m_data(data)
    , m_model(model)
    , m_in(inputs)
    , m_assumptions(assumptions)
    , m_options(options)
    , m_rates(data.exchangeRates)
    , m_preset(inputs.modelPreset.empty() ? nullptr : findModelPreset(inputs.modelPreset))
{
    for (const std::string &v : inputs.vendors)
        m_vendors.insert(lower(v));
    if (inputs.budget)
        m_budgetUsd = m_rates.toUsd(*inputs.budget, inputs.currency);
}

Recommendation Recommender::run()
{
    Recommendation r;
    r.inputs = m_in;
    r.budgetUsd = m_budgetUsd;

    ViewOptions view;
    view.mix = m_in.mix;
    view.precision = m_in.precision;
    view.referenceId = m_assumptions.referenceDeviceId;
    view.policy = m_in.usedAllowed ? PricePolicy::Default : PricePolicy::NewOnly;
    view.asOfDay = m_in.asOfDay;
    view.currency = m_in.currency;
    m_evaluations = evaluate(m_data, PriceBook(m_data), m_model, view, m_assumptions);
    collectCandidates();

    std::vector<const Candidate *> qualifying;
    for (const Candidate &c : m_candidates) {
        if (c.fails.empty())
            qualifying.push_back(&c);
    }
    r.qualifying = static_cast<int>(qualifying.size());
    const auto count = std::min<std::size_t>(
        qualifying.size(), static_cast<std::size_t>(std::max(m_options.maxPicks, 1)));
    for (std::size_t i = 0; i < count; ++i)
        r.picks.push_back(makePick(*qualifying[i], static_cast<int>(i), qualifying));

    addNotes(r);
    if (r.picks.empty())
        explainUnmet(r);
    addCloud(r);
    addTpu(r);
    return r;
}

double Recommender::mixSpeedUp(const std::string &deviceId, int devices) const
{
    const WorkloadMix n = m_in.mix.normalised();
    double logSum = 0.0;
    for (const Workload w : kAllWorkloads) {
        if (n.weight(w) > 0.0) {
            const SpeedUp s
                = speedUp(m_data.scaling, deviceId, w, m_in.precision, devices, m_assumptions);
            logSum += n.weight(w) * std::log(std::max(s.factor, 1e-9));
        }
    }
    return std::exp(logSum);
}

void Recommender::collectCandidates()
{
    for (const DeviceEvaluation &e : m_evaluations) {
        const Device &d = *e.device;
        // Bought hardware only: TPUs and cloud-only devices are rented.
        if ((d.kind != DeviceKind::Gpu && d.kind != DeviceKind::Accelerator)
            || d.segment == Segment::CloudOnly)
            continue;
        if (!e.price.usd) {
            ++m_unpriced;
            continue;
        }
        if (!e.performance) {
            m_unmeasured.push_back(d.name);
            continue;
        }
        Candidate c;
        c.evaluation = &e;
        c.device = &d;
        c.perf = e.performance->relative;
        c.priceUsd = *e.price.usd;
        system(c);
        checkConstraints(c);
        m_candidates.push_back(std::move(c));
    }
    std::stable_sort(m_candidates.begin(), m_candidates.end(), ranksBefore);
}

void Recommender::system(Candidate &c) const
{
    const int n = std::max(m_in.gpus, 1);
    c.hosts = (n + kMaxCardsPerHost - 1) / kMaxCardsPerHost;
    c.cardsPerHost = (n + c.hosts - 1) / c.hosts;
    if (n == 1) {
        c.throughput = c.perf;
        c.costUsd = c.priceUsd;
    } else {
        SystemSpec spec;
        spec.cards = n;
        spec.hosts = c.hosts;
        spec.buyHosts = true; // seed §4.5c: the host costs money too
        spec.cardRelativePerformance = c.perf;
        spec.cardPriceUsd = c.priceUsd;
        spec.hostCostUsd = m_assumptions.multiGpuHostCostUsd;
        spec.cardTdpW = c.device->tdpW;
        spec.hostWatts = m_assumptions.hostWatts;
        spec.cooling = c.device->coolingType();
        spec.mode = m_in.multiGpuMode;
        if (m_in.multiGpuMode == MultiGpuMode::DataParallel) {
            for (int k = 1; k <= c.cardsPerHost; ++k)
                spec.speedUps.push_back(mixSpeedUp(c.device->id, k));
        }
        c.system = evaluateSystem(spec);
        c.throughput = c.system->throughput;
        c.costUsd = c.system->totalCostUsd;
    }
    c.score = m_in.objective == Objective::Performance
        ? c.throughput
        : (c.costUsd > 0.0 ? c.throughput / c.costUsd * 1000.0 : 0.0);
}

void Recommender::checkConstraints(Candidate &c) const
{
    const Device &d = *c.device;
    if (m_budgetUsd && c.priceUsd > *m_budgetUsd)
        c.fails.push_back(Constraint::Budget);
    if (!meetsMemory(c))
        c.fails.push_back(Constraint::Memory);
    if (m_in.tensorCoresRequired && !d.hasTensorCores())
        c.fails.push_back(Constraint::TensorCores);
    if (m_in.maxPowerW && !(d.tdpW && *d.tdpW <= *m_in.maxPowerW))
        c.fails.push_back(Constraint::Power);
    if (m_in.dataCentre && notLicensedForDataCentre(d))
        c.fails.push_back(Constraint::Licence);
    if (m_vendors.count(lower(d.vendor)) == 0)
        c.fails.push_back(Constraint::Vendor);
}

bool Recommender::meetsMemory(Candidate &c) const
{
    const Device &d = *c.device;
    bool ok = true;
    if (m_in.minMemoryGb > 0.0)
        ok = d.memoryGb && *d.memoryGb + kMemoryTolerance >= m_in.minMemoryGb;
    if (m_preset) {
        c.fit = checkMemoryFit(d.memoryGb, m_in.precision, m_preset->requirement(),
                               m_assumptions.memoryFactor16Bit);
        ok = ok && c.fit->fits.value_or(false);
    }
    return ok;
}

// seed §2.1: NVIDIA's driver licence keeps its consumer (GeForce, Titan)
// cards out of data centres; read from the segment, never the name.
bool Recommender::notLicensedForDataCentre(const Device &d)
{
    return d.segment == Segment::Consumer && sameText(d.vendor, "NVIDIA");
}

} // namespace gpa::detail
