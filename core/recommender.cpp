#include "recommender.h"

#include "caveats.h"
#include "costmetrics.h"
#include "costtext.h"
#include "memory.h"
#include "ranking.h"
#include "tco.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <set>

namespace gpa {

namespace {

// Seed §1.1: one machine takes up to four GPUs.
constexpr int kMaxCardsPerHost = 4;
constexpr double kHoursPerMonth = 8760.0 / 12.0;
constexpr double kDaysPerMonth = 365.0 / 12.0;
// A card whose need is met exactly must pass despite rounding in the data.
constexpr double kMemoryTolerance = 1e-9;

constexpr std::array kObjectiveNames {
    std::pair{Objective::PerDollar, std::string_view{"per-dollar"}},
    std::pair{Objective::Performance, std::string_view{"performance"}},
};

constexpr std::array kConstraintNames {
    std::pair{Constraint::Budget, std::string_view{"budget"}},
    std::pair{Constraint::Memory, std::string_view{"memory"}},
    std::pair{Constraint::TensorCores, std::string_view{"tensor-cores"}},
    std::pair{Constraint::Power, std::string_view{"power"}},
    std::pair{Constraint::Licence, std::string_view{"licence"}},
    std::pair{Constraint::Vendor, std::string_view{"vendor"}},
};

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool sameText(std::string_view a, std::string_view b)
{
    return lower(a) == lower(b);
}

bool positiveFinite(double value)
{
    return std::isfinite(value) && value > 0.0;
}

std::string joined(const std::vector<std::string> &parts, const std::string &separator)
{
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            out += separator;
        out += parts[i];
    }
    return out;
}

// "cnn", or "cnn 50%, transformer 50%".
std::string mixText(const WorkloadMix &mix)
{
    if (const auto single = mix.single())
        return std::string(toString(*single));
    const WorkloadMix n = mix.normalised();
    std::vector<std::string> parts;
    for (const Workload w : kAllWorkloads) {
        if (n.weight(w) > 0.0)
            parts.push_back(std::string(toString(w)) + " "
                            + compactNumber(std::round(n.weight(w) * 100.0), 0) + "%");
    }
    return joined(parts, ", ");
}

const char *vendorRule(std::string_view vendor)
{
    const std::string v = lower(vendor);
    if (v == "amd")
        return "§2.2";
    if (v == "intel")
        return "§2.3";
    if (v == "nvidia")
        return "§2.1";
    return "§2.6";
}

// One card for sale with everything the rules read.
struct Candidate
{
    const DeviceEvaluation *evaluation = nullptr;
    const Device *device = nullptr;
    double perf = 0.0; // one card versus the reference
    double priceUsd = 0.0; // one card
    double throughput = 0.0; // the planned cards together
    double costUsd = 0.0; // the planned cards and their hosts
    double score = 0.0;
    int hosts = 1;
    int cardsPerHost = 1;
    std::optional<SystemResult> system; // two or more cards
    std::optional<MemoryFit> fit; // with a model preset
    std::vector<Constraint> fails; // in Constraint order
};

// Best first by the objective's score, then faster, cheaper, by name.
bool ranksBefore(const Candidate &a, const Candidate &b)
{
    if (a.score != b.score)
        return a.score > b.score;
    if (a.perf != b.perf)
        return a.perf > b.perf;
    if (a.priceUsd != b.priceUsd)
        return a.priceUsd < b.priceUsd;
    return a.device->name < b.device->name;
}

class Recommender
{
public:
    Recommender(const DataSet &data, const PerformanceModel &model,
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

    Recommendation run()
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

private:
    // Candidates -------------------------------------------------------------

    double mixSpeedUp(const std::string &deviceId, int devices) const
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

    void collectCandidates()
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

    void system(Candidate &c) const
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

    void checkConstraints(Candidate &c) const
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

    bool meetsMemory(Candidate &c) const
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
    static bool notLicensedForDataCentre(const Device &d)
    {
        return d.segment == Segment::Consumer && sameText(d.vendor, "NVIDIA");
    }

    // Text helpers -------------------------------------------------------------

    std::string money(double usd) const
    {
        if (m_in.currency == "USD")
            return formatMoney(usd, "USD");
        const auto local = m_rates.fromUsd(usd, m_in.currency);
        return local ? formatMoney(*local, m_in.currency) : formatMoney(usd, "USD");
    }

    std::string budgetText() const
    {
        return m_in.budget ? formatMoney(*m_in.budget, m_in.currency) : std::string();
    }

    std::string vendorList() const { return joined(m_in.vendors, ", "); }

    std::string referenceName() const
    {
        const Device *ref = m_data.device(m_assumptions.referenceDeviceId);
        return ref ? ref->name : m_assumptions.referenceDeviceId;
    }

    std::string memoryNeedText() const
    {
        if (m_preset && m_in.minMemoryGb > 0.0)
            return compactNumber(std::max(m_in.minMemoryGb, m_preset->fp32Gb));
        return compactNumber(m_preset ? m_preset->fp32Gb : m_in.minMemoryGb);
    }

    std::string powerText(const Device &d) const
    {
        return d.tdpW ? compactNumber(*d.tdpW, 0) : std::string("?");
    }

    // Why one card misses one constraint, as a full sentence.
    Message missSentence(const Candidate &c, Constraint constraint) const
    {
        const Device &d = *c.device;
        switch (constraint) {
        case Constraint::Budget:
            return {QT_TRANSLATE_NOOP("core",
                                      "The %1 costs %2 per card, %3 over the budget of %4 "
                                      "per card"),
                    {d.name, money(c.priceUsd), money(c.priceUsd - m_budgetUsd.value_or(0.0)),
                     budgetText()},
                    ""};
        case Constraint::Memory:
            if (m_preset && c.fit && c.fit->capacityFp32Gb)
                return {QT_TRANSLATE_NOOP("core",
                                          "The %1 has %2 GB of memory, about %3 GB in "
                                          "32-bit terms when training at %4; %5 needs %6 "
                                          "GB"),
                        {d.name, compactNumber(d.memoryGb.value_or(0.0)),
                         compactNumber(*c.fit->capacityFp32Gb),
                         std::string(toString(m_in.precision)), m_preset->name,
                         compactNumber(c.fit->requiredFp32Gb)},
                        "§6.3"};
            if (!d.memoryGb)
                return {QT_TRANSLATE_NOOP("core", "The memory size of the %1 is not known"),
                        {d.name},
                        "§3.3"};
            return {QT_TRANSLATE_NOOP("core",
                                      "The %1 has %2 GB of memory, %3 GB short of the %4 GB "
                                      "asked for"),
                    {d.name, compactNumber(*d.memoryGb),
                     compactNumber(m_in.minMemoryGb - *d.memoryGb),
                     compactNumber(m_in.minMemoryGb)},
                    "§3.3"};
        case Constraint::TensorCores:
            return {QT_TRANSLATE_NOOP("core", "The %1 has no tensor cores"), {d.name}, "§3.1"};
        case Constraint::Power:
            if (!d.tdpW)
                return {QT_TRANSLATE_NOOP("core",
                                          "The board power of the %1 is not known, so it "
                                          "may exceed the limit of %2 W"),
                        {d.name, compactNumber(*m_in.maxPowerW, 0)},
                        "§7.8"};
            return {
                QT_TRANSLATE_NOOP("core", "The %1 draws %2 W, above the limit of %3 W per card"),
                {d.name, powerText(d), compactNumber(*m_in.maxPowerW, 0)},
                "§7.8"};
        case Constraint::Licence:
            return {QT_TRANSLATE_NOOP("core",
                                      "The %1 is a consumer card: NVIDIA's licence does not "
                                      "allow it in a data centre"),
                    {d.name},
                    "§2.1"};
        case Constraint::Vendor:
            return {QT_TRANSLATE_NOOP("core",
                                      "The %1 is made by %2, which is not among the vendors "
                                      "you allowed (%3)"),
                    {d.name, d.vendor, vendorList()},
                    vendorRule(d.vendor)};
        }
        return {};
    }

    // "The budget of $800 per card ruled out the faster RTX 2080 Ti ($1,200)."
    // `fasterThan`: the pick's performance, when `c` is named for being
    // faster rather than for ranking higher.
    Message ruledOutSentence(const Candidate &c, Constraint constraint,
                             std::optional<double> fasterThan) const
    {
        const Device &d = *c.device;
        switch (constraint) {
        case Constraint::Budget:
            if (fasterThan && *fasterThan > 0.0)
                return {
                    QT_TRANSLATE_NOOP("core",
                                      "The budget of %1 per card ruled out the faster "
                                      "%2 (%3 per card, %4 times as fast as this pick)"),
                    {budgetText(), d.name, money(c.priceUsd), compactNumber(c.perf / *fasterThan)},
                    ""};
            return {QT_TRANSLATE_NOOP("core",
                                      "The budget of %1 per card ruled out the %2 (%3 per "
                                      "card), which would have ranked higher"),
                    {budgetText(), d.name, money(c.priceUsd)},
                    ""};
        case Constraint::Memory:
            if (m_preset)
                return {QT_TRANSLATE_NOOP("core",
                                          "The memory %1 needs ruled out the %2 (%3 GB), "
                                          "which would have ranked higher"),
                        {m_preset->name, d.name, compactNumber(d.memoryGb.value_or(0.0))},
                        "§6.3"};
            return {QT_TRANSLATE_NOOP("core",
                                      "The minimum of %1 GB of memory ruled out the %2 (%3 "
                                      "GB), which would have ranked higher"),
                    {compactNumber(m_in.minMemoryGb), d.name,
                     d.memoryGb ? compactNumber(*d.memoryGb) : std::string("?")},
                    "§3.3"};
        case Constraint::TensorCores:
            return {QT_TRANSLATE_NOOP("core",
                                      "Requiring tensor cores ruled out the %1, which would "
                                      "have ranked higher"),
                    {d.name},
                    "§3.1"};
        case Constraint::Power:
            return {QT_TRANSLATE_NOOP("core",
                                      "The board-power limit of %1 W ruled out the %2 (%3 "
                                      "W), which would have ranked higher"),
                    {compactNumber(*m_in.maxPowerW, 0), d.name, powerText(d)},
                    "§7.8"};
        case Constraint::Licence:
            return {QT_TRANSLATE_NOOP("core",
                                      "Data-centre use ruled out the %1, a consumer card "
                                      "that would have ranked higher"),
                    {d.name},
                    "§2.1"};
        case Constraint::Vendor:
            return {QT_TRANSLATE_NOOP("core",
                                      "Leaving out %1 ruled out the %2, which would have "
                                      "ranked higher; allow %1 if you are experienced with "
                                      "its software"),
                    {d.vendor, d.name},
                    vendorRule(d.vendor)};
        }
        return {};
    }

    // Picks --------------------------------------------------------------------

    Pick makePick(const Candidate &c, int index,
                  const std::vector<const Candidate *> &qualifying) const
    {
        const Device &d = *c.device;
        Pick p;
        p.deviceId = d.id;
        p.name = d.name;
        p.score = c.score;
        p.relativePerformance = c.perf;
        p.priceUsd = c.priceUsd;
        p.price = m_rates.fromUsd(c.priceUsd, m_in.currency);
        p.systemThroughput = c.throughput;
        p.systemCostUsd = c.costUsd;

        rankReason(p, c, index, qualifying);
        performanceReason(p, c);
        priceReasons(p, c);
        memoryReasons(p, c);
        if (m_in.precision == Precision::Fp16 && d.hasTensorCores()
            && m_in.mix.normalised().rnn < 1.0)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Tensor cores with 16-bit training: what "
                                                   "matters most for convnets and "
                                                   "Transformers"),
                                 {},
                                 "§3.1"});
        if (m_in.maxPowerW && d.tdpW)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Draws %1 W, within the limit of %2 W per "
                                                   "card"),
                                 {powerText(d), compactNumber(*m_in.maxPowerW, 0)},
                                 "§7.8"});
        if (m_in.dataCentre)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "May be used in a data centre: not a "
                                                   "consumer card of NVIDIA's"),
                                 {},
                                 "§2.1"});
        if (c.system)
            p.reasons.push_back(c.system->explanation);
        if (index == 0) {
            for (auto &[constraint, sentence] : ruledOut(c)) {
                p.boundBy.push_back(constraint);
                p.reasons.push_back(std::move(sentence));
            }
        }
        warnings(p, c);
        return p;
    }

    void rankReason(Pick &p, const Candidate &c, int index,
                    const std::vector<const Candidate *> &qualifying) const
    {
        const std::string total = std::to_string(qualifying.size());
        if (qualifying.size() == 1) {
            p.reasons.push_back(
                m_in.objective == Objective::PerDollar
                    ? Message{QT_TRANSLATE_NOOP("core",
                                                 "The only card that meets your needs: %1 per "
                                                 "$1,000"),
                               {compactNumber(c.score, 3)},
                               "§4.4"}
                    : Message{QT_TRANSLATE_NOOP("core",
                                                 "The only card that meets your needs: %1 times "
                                                 "the %2"),
                               {compactNumber(c.score), referenceName()},
                               "§7.3"});
            return;
        }
        if (m_in.objective == Objective::PerDollar) {
            if (index == 0)
                p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                       "The best performance per dollar of "
                                                       "the %1 cards that meet your needs: "
                                                       "%2 per $1,000"),
                                     {total, compactNumber(c.score, 3)},
                                     "§4.4"});
            else
                p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                       "Number %1 of the %2 cards that meet "
                                                       "your needs by performance per "
                                                       "dollar: %3 per $1,000, against %4 "
                                                       "for the first pick"),
                                     {std::to_string(index + 1), total, compactNumber(c.score, 3),
                                      compactNumber(qualifying.front()->score, 3)},
                                     "§4.4"});
            return;
        }
        if (index == 0)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "The fastest of the %1 cards that meet "
                                                   "your needs: %2 times the %3"),
                                 {total, compactNumber(c.score), referenceName()},
                                 "§7.3"});
        else
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Number %1 of the %2 cards that meet your "
                                                   "needs by performance: %3 times the %4, "
                                                   "against %5 for the first pick"),
                                 {std::to_string(index + 1), total, compactNumber(c.score),
                                  referenceName(), compactNumber(qualifying.front()->score)},
                                 "§7.3"});
    }

    void performanceReason(Pick &p, const Candidate &c) const
    {
        const PerformanceFigure &f = *c.evaluation->performance;
        if (c.device->id == m_assumptions.referenceDeviceId) {
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "The reference device: every performance "
                                                   "figure is relative to it (%1 at %2)"),
                                 {mixText(m_in.mix), std::string(toString(m_in.precision))},
                                 "§4.1"});
            return;
        }
        std::vector<std::string> args{compactNumber(c.perf), referenceName(), mixText(m_in.mix),
                                       std::string(toString(m_in.precision))};
        if (f.provenance == Provenance::Measured) {
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "One card runs %1 times as fast as the %2 "
                                                   "for %3 at %4 (measured)"),
                                 std::move(args), "§4.1"});
        } else {
            args.push_back(compactNumber(std::round(f.uncertainty * 100.0), 0));
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "One card runs %1 times as fast as the %2 "
                                                   "for %3 at %4 (estimated from the "
                                                   "specification sheet, ±%5%)"),
                                 std::move(args), "§4.2"});
        }
    }

    void priceReasons(Pick &p, const Candidate &c) const
    {
        if (m_in.budget)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Costs %1 per card, within the budget of "
                                                   "%2 per card"),
                                 {money(c.priceUsd), budgetText()},
                                 ""});
        else
            p.reasons.push_back(
                {QT_TRANSLATE_NOOP("core", "Costs %1 per card"), {money(c.priceUsd)}, ""});
        p.reasons.push_back(c.evaluation->price.explanation);
    }

    void memoryReasons(Pick &p, const Candidate &c) const
    {
        const Device &d = *c.device;
        if (m_in.minMemoryGb > 0.0 && d.memoryGb)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "%1 GB of memory, at least the %2 GB asked "
                                                   "for"),
                                 {compactNumber(*d.memoryGb), compactNumber(m_in.minMemoryGb)},
                                 "§3.3"});
        if (m_in.precision == Precision::Fp16) {
            for (Message &m : deviceCaveats(d, m_assumptions, m_in.asOfDay)) {
                if (m.rule == "§6.3")
                    p.reasons.push_back(std::move(m));
            }
        }
        if (m_preset && c.fit) {
            p.reasons.push_back(
                {QT_TRANSLATE_NOOP("core", "Enough memory for %1"), {m_preset->name}, "§3.3"});
            p.reasons.push_back(c.fit->detail);
        }
    }

    std::vector<std::pair<Constraint, Message>> ruledOut(const Candidate &pick) const
    {
        std::vector<std::pair<Constraint, Message>> out;
        for (const auto &[constraint, name] : kConstraintNames) {
            (void)name;
            const Candidate *better = nullptr;
            const Candidate *cheapestFaster = nullptr;
            for (const Candidate &c : m_candidates) {
                if (c.fails.size() != 1 || c.fails.front() != constraint)
                    continue;
                // Over budget, the next step up (the cheapest) says most;
                // otherwise the best that was left out.
                if (ranksBefore(c, pick)
                    && (!better
                        || (constraint == Constraint::Budget && c.priceUsd < better->priceUsd)))
                    better = &c; // candidates are sorted: the first is the best
                if (constraint == Constraint::Budget && c.throughput > pick.throughput
                    && (!cheapestFaster || c.priceUsd < cheapestFaster->priceUsd))
                    cheapestFaster = &c;
            }
            if (better)
                out.emplace_back(constraint, ruledOutSentence(*better, constraint, std::nullopt));
            else if (cheapestFaster)
                out.emplace_back(constraint,
                                 ruledOutSentence(*cheapestFaster, constraint, pick.perf));
        }
        return out;
    }

    void warnings(Pick &p, const Candidate &c) const
    {
        const Device &d = *c.device;
        for (Message &m : deviceCaveats(d, m_assumptions, m_in.asOfDay)) {
            // Cooling is judged below for the cards actually planned.
            if (m.rule == "§5.1")
                continue;
            // The licence caveat only matters in a data centre, where these
            // cards are not picked at all.
            if (m.rule == "§2.1" && d.segment == Segment::Consumer)
                continue;
            // 16-bit stretching memory applies only when training in 16-bit,
            // and then it is a reason (see memoryReasons).
            if (m.rule == "§6.3")
                continue;
            p.warnings.push_back(std::move(m));
        }
        if (c.system) {
            for (const Message &m : c.system->warnings)
                p.warnings.push_back(m);
        } else if (m_in.addCardsLater) {
            const Cooling cooling = d.coolingType();
            if (cooling == Cooling::OpenAir || cooling == Cooling::Varies)
                p.warnings.push_back({QT_TRANSLATE_NOOP("core",
                                                        "When you add cards later: two of "
                                                        "these side by side work, but from "
                                                        "three on choose blower-style "
                                                        "versions, as open-air ones "
                                                        "overheat"),
                                      {},
                                      "§5.1"});
        }
        if (c.system && m_in.multiGpuMode == MultiGpuMode::DataParallel
            && m_in.mix.transformer > 0.0) {
            const SpeedUp s = speedUp(m_data.scaling, d.id, Workload::Transformer, m_in.precision,
                                      c.cardsPerHost, m_assumptions);
            p.warnings.push_back({QT_TRANSLATE_NOOP("core",
                                                    "Transformers gain little from data "
                                                    "parallelism: %1x on %2 cards; always "
                                                    "compare against one card"),
                                  {compactNumber(s.factor), std::to_string(c.cardsPerHost)},
                                  "§1.4"});
        }
        if (c.evaluation->price.rule == PriceRule::LaunchPrice)
            p.warnings.push_back({QT_TRANSLATE_NOOP("core",
                                                    "Priced at its launch price: no street "
                                                    "price is known, and what you pay may "
                                                    "differ"),
                                  {},
                                  "§4.3"});
    }

    // Notes ----------------------------------------------------------------------

    void addNotes(Recommendation &r) const
    {
        if (m_in.budget) {
            if (m_in.gpus > 1)
                r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                     "The budget is per card: each of the %1 "
                                                     "cards may cost up to %2"),
                                   {std::to_string(m_in.gpus), budgetText()},
                                   ""});
            else
                r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                     "The budget is per card: one card may "
                                                     "cost up to %1"),
                                   {budgetText()},
                                   ""});
            if (m_budgetUsd && m_in.currency != "USD")
                r.notes.push_back(
                    {QT_TRANSLATE_NOOP("core",
                                       "%1 is %2 at the catalogue's rate of %3 "
                                       "%4 per US dollar"),
                     {budgetText(), formatMoney(*m_budgetUsd, "USD"),
                      compactNumber(m_rates.perUsd(m_in.currency).value_or(1.0), 4), m_in.currency},
                     ""});
        }
        if (m_in.asOfDay)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "As of %1: only devices released and prices "
                                                 "seen by then count"),
                               {isoDateFromDayNumber(*m_in.asOfDay)},
                               ""});
        if (m_in.objective == Objective::PerDollar)
            r.notes.push_back(
                m_in.minMemoryGb > 0.0 || m_preset
                    ? Message{QT_TRANSLATE_NOOP("core",
                                                 "Performance per dollar favours small cards; "
                                                 "the memory minimum keeps out those too small "
                                                 "for your models"),
                               {},
                               "§4.5"}
                    : Message{QT_TRANSLATE_NOOP("core",
                                                 "Performance per dollar favours small cards "
                                                 "that may lack memory for your models: set a "
                                                 "memory minimum"),
                               {},
                               "§4.5"});
        if (m_in.gpus > 1) {
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "The host machine costs money too: %1 per "
                                                 "machine of up to %2 cards is counted in the "
                                                 "cost of %3 cards"),
                               {money(m_assumptions.multiGpuHostCostUsd),
                                std::to_string(kMaxCardsPerHost), std::to_string(m_in.gpus)},
                               "§4.5"});
            if (m_in.multiGpuMode == MultiGpuMode::SeparateExperiments)
                r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                     "Separate experiments, one per card: no "
                                                     "run gets faster, but more results "
                                                     "arrive per day, and PCIe lanes do not "
                                                     "matter"),
                                   {},
                                   "§1.5"});
        }
        if (m_in.addCardsLater)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "Start with one card and add more of the same "
                                                 "after 6 to 9 months; after about two years "
                                                 "sell them and buy what fits your field"),
                               {},
                               "§7.8"});
        if (m_in.freeAlternatives)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "With no money to spare: prototype on the CPU "
                                                 "or in a free notebook such as Google Colab, "
                                                 "then train by the hour on cloud GPUs or "
                                                 "TPUs"),
                               {},
                               "§7.4"});
        if (m_unmeasured.size() == 1)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "The %1 has a price but no performance figure "
                                                 "(missing specifications) and was left out"),
                               {m_unmeasured.front()},
                               ""});
        else if (m_unmeasured.size() > 1)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "%1 priced cards have no performance figure "
                                                 "(missing specifications) and were left out: %2"),
                               {std::to_string(m_unmeasured.size()), joined(m_unmeasured, ", ")},
                               ""});
        if (m_unpriced == 1)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "One card without a price was left out; add a "
                                                 "quote to include it"),
                               {},
                               ""});
        else if (m_unpriced > 1)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "%1 cards without a price were left out; "
                                                 "add a quote to include them"),
                               {std::to_string(m_unpriced)},
                               ""});
    }

    // Nothing qualifies -------------------------------------------------------------

    Message constraintLabel(Constraint constraint) const
    {
        switch (constraint) {
        case Constraint::Budget:
            return {
                QT_TRANSLATE_NOOP("core", "a price of at most %1 per card"), {budgetText()}, ""};
        case Constraint::Memory:
            return {
                QT_TRANSLATE_NOOP("core", "at least %1 GB of memory"), {memoryNeedText()}, "§3.3"};
        case Constraint::TensorCores:
            return {QT_TRANSLATE_NOOP("core", "tensor cores"), {}, "§3.1"};
        case Constraint::Power:
            return {QT_TRANSLATE_NOOP("core", "a board power of at most %1 W"),
                    {compactNumber(m_in.maxPowerW.value_or(0.0), 0)},
                    "§7.8"};
        case Constraint::Licence:
            return {QT_TRANSLATE_NOOP("core", "a licence for data-centre use"), {}, "§2.1"};
        case Constraint::Vendor:
            return {QT_TRANSLATE_NOOP("core", "made by %1"), {vendorList()}, "§2.2"};
        }
        return {};
    }

    Message memoryPhrase() const
    {
        if (m_preset && m_in.minMemoryGb <= 0.0)
            return {QT_TRANSLATE_NOOP("core", "enough memory for %1"), {m_preset->name}, "§6.3"};
        return constraintLabel(Constraint::Memory);
    }

    Message unmetSentence(const std::vector<Constraint> &binding) const
    {
        const auto has = [&](Constraint c) {
            return std::find(binding.begin(), binding.end(), c) != binding.end();
        };
        if (binding.size() == 1) {
            switch (binding.front()) {
            case Constraint::Budget:
                return {QT_TRANSLATE_NOOP("core",
                                          "No card that meets your other needs costs %1 or "
                                          "less per card"),
                        {budgetText()},
                        ""};
            case Constraint::Memory:
                return {QT_TRANSLATE_NOOP("core", "No card that meets your other needs has %1"),
                        {memoryPhrase().english()},
                        memoryPhrase().rule};
            case Constraint::TensorCores:
                return {QT_TRANSLATE_NOOP("core",
                                          "No card that meets your other needs has tensor "
                                          "cores"),
                        {},
                        "§3.1"};
            case Constraint::Power:
                return {QT_TRANSLATE_NOOP("core",
                                          "No card that meets your other needs draws %1 W or "
                                          "less"),
                        {compactNumber(*m_in.maxPowerW, 0)},
                        "§7.8"};
            case Constraint::Licence:
                return {QT_TRANSLATE_NOOP("core",
                                          "No card that meets your other needs is licensed "
                                          "for data-centre use"),
                        {},
                        "§2.1"};
            case Constraint::Vendor:
                return {QT_TRANSLATE_NOOP("core", "No card from %1 meets your other needs"),
                        {vendorList()},
                        "§2.2"};
            }
        }
        if (binding.size() == 2 && has(Constraint::Budget)) {
            const Constraint other = binding[0] == Constraint::Budget ? binding[1] : binding[0];
            switch (other) {
            case Constraint::Memory:
                if (m_preset && m_in.minMemoryGb <= 0.0)
                    return {QT_TRANSLATE_NOOP("core",
                                              "No card with enough memory for %1 costs %2 "
                                              "or less per card"),
                            {m_preset->name, budgetText()},
                            "§6.3"};
                return {QT_TRANSLATE_NOOP("core",
                                          "No card with %1 GB of memory or more costs %2 or "
                                          "less per card"),
                        {memoryNeedText(), budgetText()},
                        "§3.3"};
            case Constraint::TensorCores:
                return {QT_TRANSLATE_NOOP("core",
                                          "No card with tensor cores costs %1 or less per "
                                          "card"),
                        {budgetText()},
                        "§3.1"};
            case Constraint::Power:
                return {QT_TRANSLATE_NOOP("core",
                                          "No card drawing %1 W or less costs %2 or less per "
                                          "card"),
                        {compactNumber(*m_in.maxPowerW, 0), budgetText()},
                        "§7.8"};
            case Constraint::Licence:
                return {QT_TRANSLATE_NOOP("core",
                                          "No card licensed for data-centre use costs %1 or "
                                          "less per card"),
                        {budgetText()},
                        "§2.1"};
            case Constraint::Vendor:
                return {QT_TRANSLATE_NOOP("core", "No card from %1 costs %2 or less per card"),
                        {vendorList(), budgetText()},
                        "§2.2"};
            case Constraint::Budget:
                break;
            }
        }
        std::vector<std::string> labels;
        std::string rule;
        for (const Constraint c : binding) {
            const Message label = c == Constraint::Memory ? memoryPhrase() : constraintLabel(c);
            labels.push_back(label.english());
            if (rule.empty())
                rule = label.rule;
        }
        return {QT_TRANSLATE_NOOP("core", "No card meets these needs at once: %1"),
                {joined(labels, "; ")},
                rule};
    }

    void explainUnmet(Recommendation &r) const
    {
        if (m_candidates.empty()) {
            r.unmet = Message{QT_TRANSLATE_NOOP("core",
                                                 "No card for sale in the catalogue has both a "
                                                 "price and a performance figure"),
                               {},
                               ""};
            return;
        }
        std::size_t fewest = m_candidates.front().fails.size();
        for (const Candidate &c : m_candidates)
            fewest = std::min(fewest, c.fails.size());
        // The constraints that keep the closest cards out.
        std::set<Constraint> binding;
        std::vector<std::vector<Constraint>> sets;
        for (const Candidate &c : m_candidates) {
            if (c.fails.size() != fewest)
                continue;
            binding.insert(c.fails.begin(), c.fails.end());
            if (std::find(sets.begin(), sets.end(), c.fails) == sets.end())
                sets.push_back(c.fails);
        }
        r.binding.assign(binding.begin(), binding.end());
        r.unmet = unmetSentence(r.binding);

        // The nearest card for each way of missing: the cheapest when the
        // budget is what it misses, else the best by the objective.
        std::sort(sets.begin(), sets.end());
        for (const std::vector<Constraint> &set : sets) {
            const bool overBudget
                = std::find(set.begin(), set.end(), Constraint::Budget) != set.end();
            const Candidate *best = nullptr;
            for (const Candidate &c : m_candidates) {
                if (c.fails != set)
                    continue;
                if (!best || (overBudget ? c.priceUsd < best->priceUsd : ranksBefore(c, *best)))
                    best = &c;
            }
            NearestOption o;
            o.deviceId = best->device->id;
            o.name = best->device->name;
            o.priceUsd = best->priceUsd;
            o.price = m_rates.fromUsd(best->priceUsd, m_in.currency);
            o.relativePerformance = best->perf;
            o.memoryGb = best->device->memoryGb;
            o.misses = set;
            for (const Constraint c : set)
                o.explanation.push_back(missSentence(*best, c));
            r.nearest.push_back(std::move(o));
        }
    }

    // Alternatives ------------------------------------------------------------------

    bool cloudDeviceFits(const Device &d) const
    {
        if (d.kind != DeviceKind::Gpu || !availableAsOf(d, m_in.asOfDay))
            return false;
        if (m_vendors.count(lower(d.vendor)) == 0)
            return false;
        if (m_in.tensorCoresRequired && !d.hasTensorCores())
            return false;
        if (m_in.minMemoryGb > 0.0
            && !(d.memoryGb && *d.memoryGb + kMemoryTolerance >= m_in.minMemoryGb))
            return false;
        if (m_preset
            && !checkMemoryFit(d.memoryGb, m_in.precision, m_preset->requirement(),
                               m_assumptions.memoryFactor16Bit)
                    .fits.value_or(false))
            return false;
        return true;
    }

    double hoursPerMonth() const
    {
        if (m_in.cloudHoursPerMonth)
            return *m_in.cloudHoursPerMonth;
        return m_assumptions.utilisation * kHoursPerMonth;
    }

    void addCloud(Recommendation &r) const
    {
        std::optional<CloudAlternative> onDemand;
        std::optional<CloudAlternative> spot;
        for (const CloudOffer &offer : m_data.cloudOffers) {
            const Device *d = m_data.device(offer.acceleratorId);
            if (!d || !cloudDeviceFits(*d))
                continue;
            const auto perf = m_model.relative(d->id, m_in.mix, m_in.precision,
                                               m_assumptions.referenceDeviceId);
            if (!perf)
                continue;
            const CloudValue value = cloudValue(offer, perf->relative);
            const auto consider
                = [&](std::optional<CloudAlternative> &best, std::optional<double> perDollarHour,
                      std::optional<double> usdPerHour, bool isSpot) {
                      if (!perDollarHour || !usdPerHour)
                          return;
                      if (best && best->performancePerDollarHour >= *perDollarHour)
                          return;
                      CloudAlternative a;
                      a.offerId = offer.id;
                      a.provider = offer.provider;
                      a.instance = offer.instance;
                      a.deviceId = d->id;
                      a.deviceName = d->name;
                      a.devices = offer.acceleratorCount;
                      a.spot = isSpot;
                      a.relativePerformance = perf->relative;
                      a.usdPerDeviceHour = *usdPerHour;
                      a.performancePerDollarHour = *perDollarHour;
                      best = std::move(a);
                  };
            consider(onDemand, value.performancePerOnDemandDollarHour,
                     value.perDeviceHour.onDemandUsd, false);
            consider(spot, value.performancePerSpotDollarHour, value.perDeviceHour.spotUsd, true);
        }
        if (onDemand) {
            completeCloud(*onDemand, r);
            r.cloud = std::move(onDemand);
        }
        if (spot) {
            completeCloud(*spot, r);
            r.cloudSpot = std::move(spot);
        }
    }

    void completeCloud(CloudAlternative &a, const Recommendation &r) const
    {
        const int cards = std::max(m_in.gpus, 1);
        a.hoursPerMonth = hoursPerMonth();
        a.usdPerMonth = a.hoursPerMonth * a.usdPerDeviceHour * cards;
        a.explanation.push_back(
            {a.spot ? QT_TRANSLATE_NOOP("core",
                                        "Rent the %1 (%2 %3) at spot prices: %4 per GPU-hour, "
                                        "the most performance per dollar-hour among cloud "
                                        "GPUs that meet your needs (%5, relative to the %6)")
                    : QT_TRANSLATE_NOOP("core",
                                        "Rent the %1 (%2 %3) on demand: %4 per GPU-hour, the "
                                        "most performance per dollar-hour among cloud GPUs "
                                        "that meet your needs (%5, relative to the %6)"),
             {a.deviceName, a.provider, a.instance, dollarsAndCents(a.usdPerDeviceHour),
              compactNumber(a.performancePerDollarHour, 3), referenceName()},
             "§2.5"});
        a.explanation.push_back(
            cards == 1 ? Message{QT_TRANSLATE_NOOP("core", "%1 hours a month cost %2"),
                                  {compactNumber(a.hoursPerMonth, 0), money(a.usdPerMonth)},
                                  ""}
                       : Message{QT_TRANSLATE_NOOP("core", "%1 hours a month on %2 GPUs cost %3"),
                                  {compactNumber(a.hoursPerMonth, 0), std::to_string(cards),
                                   money(a.usdPerMonth)},
                                  ""});
        if (m_in.asOfDay)
            a.explanation.push_back({QT_TRANSLATE_NOOP("core",
                                                       "Cloud prices are the catalogue's "
                                                       "current ones, not those of %1"),
                                     {isoDateFromDayNumber(*m_in.asOfDay)},
                                     ""});
        if (r.picks.empty())
            return;
        const Pick &top = r.picks.front();
        const Device *own = m_data.device(top.deviceId);
        if (!own || !own->tdpW) {
            a.explanation.push_back({QT_TRANSLATE_NOOP("core",
                                                       "No break-even with the %1: its board "
                                                       "power is not known"),
                                     {top.name},
                                     ""});
            return;
        }
        BuyVsRentInput input = BuyVsRentInput::fromAssumptions(m_assumptions);
        input.purchaseUsd = top.systemCostUsd;
        input.deviceWatts = *own->tdpW * cards;
        input.utilisation = std::clamp(a.hoursPerMonth / kHoursPerMonth, 0.0, 1.0);
        input.rentUsdPerHour = a.usdPerDeviceHour;
        input.ownThroughput = top.systemThroughput;
        input.instanceThroughput = a.relativePerformance;
        const BuyVsRentBreakEven b = buyVsRentBreakEven(input);
        if (b.day)
            a.breakEvenMonths = *b.day / kDaysPerMonth;
        if (a.breakEvenMonths)
            a.explanation.push_back({QT_TRANSLATE_NOOP("core",
                                                       "Buying the %1 instead pays off after "
                                                       "about %2 months at %3 hours a month"),
                                     {top.name, compactNumber(*a.breakEvenMonths, 1),
                                      compactNumber(a.hoursPerMonth, 0)},
                                     "§7.6"});
        a.explanation.push_back(b.explanation);
        if (b.normalisation)
            a.explanation.push_back(*b.normalisation);
    }

    void addTpu(Recommendation &r) const
    {
        const WorkloadMix n = m_in.mix.normalised();
        // seed §2.4, §7.6: TPUs suit convnets (object recognition) and large
        // Transformers; the safer cloud GPU for the rest.
        if (n.cnn + n.transformer < 0.5)
            return;
        const CloudOffer *cheapest = nullptr;
        double cheapestHour = 0.0;
        for (const CloudOffer &offer : m_data.cloudOffers) {
            const Device *d = m_data.device(offer.acceleratorId);
            if (!d || d->kind != DeviceKind::Tpu || !availableAsOf(*d, m_in.asOfDay))
                continue;
            const auto hour = pricePerDeviceHour(offer).onDemandUsd;
            if (hour && (!cheapest || *hour < cheapestHour)) {
                cheapest = &offer;
                cheapestHour = *hour;
            }
        }
        if (!cheapest) {
            r.tpu = Message{QT_TRANSLATE_NOOP("core",
                                               "For convnets and large Transformers consider "
                                               "cloud TPUs: about as fast as a Tensor-Core V100 "
                                               "on ResNet-50 and more cost-effective, about 56% "
                                               "faster than GPUs on large Transformers; full "
                                               "features mostly with TensorFlow, and LSTMs "
                                               "have had trouble converging. Prototype on your "
                                               "own GPU, then train the final model on TPUs"),
                             {},
                             "§2.4"};
            return;
        }
        r.tpu = Message{QT_TRANSLATE_NOOP("core",
                                           "For convnets and large Transformers consider cloud "
                                           "TPUs: about as fast as a Tensor-Core V100 on "
                                           "ResNet-50 and more cost-effective, about 56% faster "
                                           "than GPUs on large Transformers; full features "
                                           "mostly with TensorFlow, and LSTMs have had trouble "
                                           "converging. Prototype on your own GPU, then train "
                                           "the final model on TPUs (e.g. %1 %2 at %3 an "
                                           "hour per chip)"),
                         {cheapest->provider, cheapest->instance, dollarsAndCents(cheapestHour)},
                         "§2.4"};
    }

    const DataSet &m_data;
    const PerformanceModel &m_model;
    const RecommendationInputs &m_in;
    const Assumptions &m_assumptions;
    const RecommendOptions &m_options;
    CurrencyTable m_rates;
    const ModelPreset *m_preset;
    std::set<std::string> m_vendors;
    std::optional<double> m_budgetUsd;
    std::vector<DeviceEvaluation> m_evaluations;
    std::vector<Candidate> m_candidates; // best first
    int m_unpriced = 0;
    std::vector<std::string> m_unmeasured; // priced cards without a performance figure
};

} // namespace

std::string_view toString(Objective objective)
{
    for (const auto &[o, name] : kObjectiveNames) {
        if (o == objective)
            return name;
    }
    return {};
}

std::optional<Objective> parseObjective(std::string_view text)
{
    for (const auto &[o, name] : kObjectiveNames) {
        if (name == text)
            return o;
    }
    return std::nullopt;
}

std::string_view toString(MultiGpuMode mode)
{
    return mode == MultiGpuMode::SeparateExperiments ? "separate" : "data-parallel";
}

std::optional<MultiGpuMode> parseMultiGpuMode(std::string_view text)
{
    if (text == "separate")
        return MultiGpuMode::SeparateExperiments;
    if (text == "data-parallel")
        return MultiGpuMode::DataParallel;
    return std::nullopt;
}

std::string_view toString(Constraint constraint)
{
    for (const auto &[c, name] : kConstraintNames) {
        if (c == constraint)
            return name;
    }
    return {};
}

std::vector<Message> validate(const RecommendationInputs &in, const DataSet &data)
{
    std::vector<Message> problems;
    const CurrencyTable rates(data.exchangeRates);
    if (in.budget && !(std::isfinite(*in.budget) && *in.budget >= 0.0))
        problems.push_back({QT_TRANSLATE_NOOP("core", "The budget must not be negative, got %1"),
                            {formatFixed(*in.budget, 2)},
                            ""});
    if (!rates.knows(in.currency))
        problems.push_back({QT_TRANSLATE_NOOP("core",
                                              "No exchange rate for the currency '%1' in the "
                                              "catalogue"),
                            {in.currency},
                            ""});
    if (!in.mix.isValid())
        problems.push_back({QT_TRANSLATE_NOOP("core",
                                              "The workload mix needs at least one workload "
                                              "with a positive weight"),
                            {},
                            ""});
    if (!(std::isfinite(in.minMemoryGb) && in.minMemoryGb >= 0.0))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "The minimum memory must not be negative, got %1"),
             {formatFixed(in.minMemoryGb, 1)},
             "§3.3"});
    if (!in.modelPreset.empty() && !findModelPreset(in.modelPreset))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "No model preset '%1'"), {in.modelPreset}, ""});
    if (in.gpus < 1)
        problems.push_back({QT_TRANSLATE_NOOP("core", "At least one GPU is needed, got %1"),
                            {std::to_string(in.gpus)},
                            ""});
    if (in.maxPowerW && !positiveFinite(*in.maxPowerW))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "The board-power limit must be above 0 W, got %1"),
             {formatFixed(*in.maxPowerW, 0)},
             ""});
    if (in.cloudHoursPerMonth
        && !(std::isfinite(*in.cloudHoursPerMonth) && *in.cloudHoursPerMonth >= 0.0
             && *in.cloudHoursPerMonth <= kHoursPerMonth + 1.0))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Cloud hours a month must be between 0 and %1, "
                               "got %2"),
             {compactNumber(kHoursPerMonth, 0), formatFixed(*in.cloudHoursPerMonth, 0)},
             ""});
    if (in.vendors.empty())
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "At least one vendor must be allowed"), {}, ""});
    for (const std::string &vendor : in.vendors) {
        const bool known = std::any_of(data.devices.begin(), data.devices.end(),
                                       [&](const Device &d) { return sameText(d.vendor, vendor); });
        if (!known)
            problems.push_back(
                {QT_TRANSLATE_NOOP("core", "No device of the vendor '%1' in the catalogue"),
                 {vendor},
                 ""});
    }
    return problems;
}

Result<Recommendation> recommend(const DataSet &data, const PerformanceModel &model,
                                 const RecommendationInputs &inputs, const Assumptions &assumptions,
                                 const RecommendOptions &options)
{
    const std::vector<Message> problems = validate(inputs, data);
    if (!problems.empty())
        return makeError(problems.front().english());
    return Recommender(data, model, inputs, assumptions, options).run();
}

} // namespace gpa
