#include "memory.h"
#include "multigpu.h"
#include "recommender_p.h"

#include <algorithm>
#include <cmath>

namespace gpa::detail {

namespace {

ViewOptions viewOf(const Session &session, const RecommendationInputs &in)
{
    ViewOptions view = session.view();
    view.mix = in.mix;
    view.precision = in.precision;
    view.referenceId = session.assumptions().referenceDeviceId;
    // Used cards welcome: seed §4.3's mean of the new and used street prices
    // (the used quotes count); otherwise new cards only.
    view.policy = in.usedAllowed ? PricePolicy::Default : PricePolicy::NewOnly;
    view.asOfDay = in.asOfDay;
    view.currency = in.currency;
    // An LLM need on the planned number of devices, each with the task's
    // default split; none: no LLM is evaluated.
    view.llm = in.llm;
    if (view.llm) {
        view.llm->count = std::max(in.gpus, 1);
        view.llm->split.reset();
    }
    if (!view.today)
        view.today = session.today();
    return view;
}

Session withView(const Session &session, const RecommendationInputs &in)
{
    Session own(session);
    own.setView(viewOf(session, in));
    return own;
}

} // namespace

Recommender::Recommender(const Session &session, const RecommendationInputs &inputs,
                         const RecommendOptions &options)
    : m_session(withView(session, inputs))
    , m_data(m_session.data())
    , m_model(m_session.model())
    , m_in(inputs)
    , m_assumptions(m_session.assumptions())
    , m_options(options)
    , m_host(inputs.host && *inputs.host != m_session.assumptions().host.kind
                 ? defaultHostProfile(*inputs.host)
                 : m_session.assumptions().host)
    , m_rates(m_data.exchangeRates)
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
    r.host = m_host;

    m_evaluations = &m_session.evaluations();
    collectCandidates();
    markOverpriced();

    std::vector<const Candidate *> qualifying;
    for (const Candidate &c : m_candidates) {
        if (c.fails.empty())
            qualifying.push_back(&c);
    }
    breakNearTie(qualifying, r);
    r.qualifying = static_cast<int>(qualifying.size());
    const auto count = std::min<std::size_t>(
        qualifying.size(), static_cast<std::size_t>(std::max(m_options.maxPicks, 1)));
    for (std::size_t i = 0; i < count; ++i)
        r.picks.push_back(makePick(*qualifying[i], static_cast<int>(i), qualifying));

    addNotes(r);
    addHostVerdict(r);
    if (r.hostVerdict)
        r.notes.push_back(*r.hostVerdict);
    if (r.picks.empty())
        explainUnmet(r);
    addExclusions(r);
    addBasedOn(r);
    if (m_in.listWorst)
        addWorst(r);
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
    for (const DeviceEvaluation &e : *m_evaluations) {
        const Device &d = *e.device;
        // Bought hardware only: TPUs and cloud-only devices are rented.
        if ((d.kind != DeviceKind::Gpu && d.kind != DeviceKind::Accelerator)
            || d.segment == Segment::CloudOnly)
            continue;
        if (!e.price.usd) {
            ++m_unpriced;
            continue;
        }
        // Another score needs no relative performance (a unified-memory
        // machine has none for the 2019 workloads but runs an LLM).
        if (!e.performance && !m_options.performance) {
            m_unmeasured.push_back(d.name);
            continue;
        }
        Candidate c;
        c.evaluation = &e;
        c.device = &d;
        if (e.performance) {
            c.perf = e.performance->relative;
            c.intervalLow = e.performance->intervalLow;
            c.intervalHigh = e.performance->intervalHigh;
            c.measured = e.performance->provenance == Provenance::Measured;
        }
        if (m_options.performance) {
            // Another score in place of the relative performance (e.g. LLM
            // tokens per second); its interval is not known: a point.
            const std::optional<double> score = m_options.performance(e);
            if (m_in.llm && e.llm && !e.llm->ranked()) {
                m_cannotHold.push_back(d.name);
                continue;
            }
            if (!score || !std::isfinite(*score) || *score <= 0.0) {
                m_unmeasured.push_back(d.name);
                continue;
            }
            c.perf = *score;
            c.intervalLow = c.intervalHigh = *score;
            c.measured = false;
        }
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
    // How many of these cards one machine of the chosen host profile takes
    // (slots, baseboard, cooling and power: checkFit), not a constant.
    const FitResult one = checkFit(*c.device, 1, m_host, m_assumptions.powerTransientMargin);
    const int perHost = one.fits ? std::max(one.maxCards, 1) : 1;
    if (!one.fits) {
        for (const FitIssue &issue : one.issues) {
            if (issue.blocking) {
                c.fitReason = issue.message;
                break;
            }
        }
        if (!c.fitReason)
            c.fitReason = Message {
                QT_TRANSLATE_NOOP("core", "%1 does not fit the chosen host"), {c.device->name}, ""};
    }
    c.hosts = (n + perHost - 1) / perHost;
    c.cardsPerHost = (n + c.hosts - 1) / c.hosts;
    if (one.fits)
        c.hostFit = n == 1
            ? one
            : checkFit(*c.device, c.cardsPerHost, m_host, m_assumptions.powerTransientMargin);
    if (n == 1) {
        c.throughput = c.perf;
        c.costUsd = c.priceUsd;
    } else {
        SystemSpec spec;
        spec.cards = n;
        spec.hosts = c.hosts;
        spec.buyHosts = true; // seed §4.5c: the host costs money too
        spec.cardRelativePerformance = c.perf;
        if (m_in.llm) {
            // The LLM score is already that of the n cards (the speed model
            // knows what a split adds): spread it evenly, no speed-up on top.
            spec.cardRelativePerformance = c.perf / n;
            for (int k = 1; k <= c.cardsPerHost; ++k)
                spec.speedUps.push_back(k);
        }
        spec.cardPriceUsd = c.priceUsd;
        spec.hostCostUsd = m_assumptions.hostCostUsd(m_in.asOfDay);
        spec.cardTdpW = c.device->tdpW;
        spec.hostWatts = m_assumptions.hostWatts;
        spec.cooling = c.device->coolingType();
        spec.mode = m_in.multiGpuMode;
        if (m_in.multiGpuMode == MultiGpuMode::DataParallel && !m_in.llm) {
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
    if (c.fitReason)
        c.fails.push_back(Constraint::Fit);
    // Support on the view's date: a Pascal card was fully supported in 2019.
    if (!m_in.legacyAllowed && !c.evaluation->fitForNewPurchase())
        c.fails.push_back(Constraint::Support);
}

void Recommender::markOverpriced()
{
    // The rule of overpricedAgainst() (recommender.h) among the cards that
    // meet every need, for the system the user plans (throughput and cost of
    // all its cards and hosts).
    const auto offer = [](const Candidate &c) {
        return ValueOffer {c.device, c.throughput, c.costUsd};
    };
    for (Candidate &c : m_candidates) {
        if (!c.fails.empty() || c.costUsd <= 0.0)
            continue;
        // The first rule that applies, against the card that shows it best:
        // "the same for less" before "nearly as fast for far less".
        for (const OverpricedKind kind : {OverpricedKind::SameForLess, OverpricedKind::NearlyAsFast}) {
            for (const Candidate &o : m_candidates) {
                if (&o == &c || !o.fails.empty())
                    continue;
                // A measured card is not called over-priced on the central
                // value of an estimate: the estimate counts at the low end
                // of its 80% range (a near tie goes to the measured card,
                // seed §4.2).
                ValueOffer other = offer(o);
                if (c.measured && !o.measured && o.perf > 0.0 && o.intervalLow > 0.0)
                    other.throughput = o.throughput * std::min(1.0, o.intervalLow / o.perf);
                if (overpricedAgainst(offer(c), other) == kind) {
                    c.dominatedBy = o.device;
                    c.overpricedReason = overpricedSentence(offer(c), other, kind);
                    break;
                }
            }
            if (c.dominatedBy)
                break;
        }
    }
    for (Candidate &c : m_candidates) {
        if (c.dominatedBy)
            c.fails.push_back(Constraint::Overpriced);
    }
}

void Recommender::breakNearTie(std::vector<const Candidate *> &qualifying, Recommendation &r) const
{
    if (qualifying.size() < 2)
        return;
    const Candidate &first = *qualifying[0];
    const Candidate &second = *qualifying[1];
    // The scores scale with relative performance, so their 80% intervals are
    // the score times the performance interval's ends over the figure.
    const auto low = [](const Candidate &c) {
        return c.perf > 0.0 && c.intervalLow > 0.0 ? c.score * c.intervalLow / c.perf : c.score;
    };
    const auto high = [](const Candidate &c) {
        return c.perf > 0.0 && std::isfinite(c.intervalHigh) && c.intervalHigh > 0.0
            ? c.score * c.intervalHigh / c.perf
            : c.score;
    };
    const bool overlap = low(first) <= high(second) && low(second) <= high(first);
    if (!overlap)
        return;
    // A measured card over an estimated one in a near tie: its figure is
    // known, the other's only within its interval.
    const bool swap = second.measured && !first.measured;
    if (swap)
        std::swap(qualifying[0], qualifying[1]);
    const Candidate &a = *qualifying[0];
    const Candidate &b = *qualifying[1];
    if (swap)
        r.nearTie = Message {
            QT_TRANSLATE_NOOP("core",
                              "Near tie: the %1 and the %2 cannot be told apart "
                              "within their 80% ranges (scores %3 and %4 at the "
                              "centre); the %1 is preferred as its speed is "
                              "measured, the %2's only estimated"),
            {a.device->name, b.device->name, compactNumber(a.score, 3), compactNumber(b.score, 3)},
            "§4.2"};
    else
        r.nearTie = Message {
            QT_TRANSLATE_NOOP("core",
                              "Near tie: the %1 and the %2 cannot be told apart "
                              "within their 80% ranges (scores %3 and %4 at the centre); "
                              "either is a sound choice"),
            {a.device->name, b.device->name, compactNumber(a.score, 3), compactNumber(b.score, 3)},
            "§4.2"};
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
