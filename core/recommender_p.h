#pragma once

// The recommender's parts, shared by its translation units: scoring
// (recommender_scoring.cpp: candidates, constraints, scores), reasons
// (recommender_reasons.cpp: pick reasons, notes, unmet explanations) and
// alternatives (recommender_cloud.cpp: cloud and TPU suggestions). Private to
// core: nothing outside these files includes it.

#include "costtext.h"
#include "memory.h"
#include "physicalfit.h"
#include "ranking.h"
#include "recommender.h"
#include "session.h"

#include <array>
#include <cctype>
#include <cmath>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace gpa::detail {

inline constexpr double kHoursPerMonth = 8760.0 / 12.0;
inline constexpr double kDaysPerMonth = 365.0 / 12.0;
// A card whose need is met exactly must pass despite rounding in the data.
inline constexpr double kMemoryTolerance = 1e-9;

inline constexpr std::array kObjectiveNames {
    std::pair {Objective::PerDollar, std::string_view {"per-dollar"}},
    std::pair {Objective::Performance, std::string_view {"performance"}},
};

inline constexpr std::array kConstraintNames {
    std::pair {Constraint::Budget, std::string_view {"budget"}},
    std::pair {Constraint::Memory, std::string_view {"memory"}},
    std::pair {Constraint::TensorCores, std::string_view {"tensor-cores"}},
    std::pair {Constraint::Power, std::string_view {"power"}},
    std::pair {Constraint::Licence, std::string_view {"licence"}},
    std::pair {Constraint::Vendor, std::string_view {"vendor"}},
    std::pair {Constraint::Fit, std::string_view {"fit"}},
    std::pair {Constraint::Support, std::string_view {"support"}},
    std::pair {Constraint::Overpriced, std::string_view {"overpriced"}},
};

inline std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

inline bool sameText(std::string_view a, std::string_view b)
{
    return lower(a) == lower(b);
}

inline bool positiveFinite(double value)
{
    return std::isfinite(value) && value > 0.0;
}

inline std::string joined(const std::vector<std::string> &parts, const std::string &separator)
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
inline std::string mixText(const WorkloadMix &mix)
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

inline const char *vendorRule(std::string_view vendor)
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
    std::optional<FitResult> hostFit; // one host with cardsPerHost cards
    std::vector<Constraint> fails; // in Constraint order
    std::optional<Message> fitReason; // the blocking issue when Fit fails
    const Device *dominatedBy = nullptr; // when Overpriced fails
    std::optional<Message> overpricedReason; // why, with the card that shows it
    double intervalLow = 0.0; // perf's 80% interval
    double intervalHigh = 0.0;
    bool measured = false;
};

// Best first by the objective's score, then faster, cheaper, by name.
inline bool ranksBefore(const Candidate &a, const Candidate &b)
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
    Recommender(const Session &session, const RecommendationInputs &inputs,
                const RecommendOptions &options);

    Recommendation run();

private:
    double mixSpeedUp(const std::string &deviceId, int devices) const;

    void collectCandidates();

    void system(Candidate &c) const;

    void checkConstraints(Candidate &c) const;

    bool meetsMemory(Candidate &c) const;

    // seed §7.1: a card that meets every need while another that does shows
    // it over-priced (overpricedAgainst() in recommender.h)
    void markOverpriced();

    // Near-ties within the 80% intervals (prefers a measured card).
    void breakNearTie(std::vector<const Candidate *> &qualifying, Recommendation &r) const;

    // What was left out above the first pick, and the defaults relied on.
    void addExclusions(Recommendation &r) const;
    void addBasedOn(Recommendation &r) const;
    void addWorst(Recommendation &r) const;
    Message exclusionSentence(const Candidate &c, Constraint constraint) const;

    // seed §2.1: NVIDIA's driver licence keeps its consumer (GeForce, Titan)
    // cards out of data centres; read from the segment, never the name.
    static bool notLicensedForDataCentre(const Device &d);

    std::string money(double usd) const;

    std::string budgetText() const;

    std::string vendorList() const { return joined(m_in.vendors, ", "); }

    std::string referenceName() const;

    std::string memoryNeedText() const;

    std::string powerText(const Device &d) const;

    // Why one card misses one constraint, as a full sentence.
    Message missSentence(const Candidate &c, Constraint constraint) const;

    // "The budget of $800 per card ruled out the faster RTX 2080 Ti ($1,200)."
    // `fasterThan`: the pick's performance, when `c` is named for being
    // faster rather than for ranking higher.
    Message ruledOutSentence(const Candidate &c, Constraint constraint,
                             std::optional<double> fasterThan) const;

    Pick makePick(const Candidate &c, int index,
                  const std::vector<const Candidate *> &qualifying) const;

    void rankReason(Pick &p, const Candidate &c, int index,
                    const std::vector<const Candidate *> &qualifying) const;

    void performanceReason(Pick &p, const Candidate &c) const;

    void priceReasons(Pick &p, const Candidate &c) const;

    void memoryReasons(Pick &p, const Candidate &c) const;

    std::vector<std::pair<Constraint, Message>> ruledOut(const Candidate &pick) const;

    void warnings(Pick &p, const Candidate &c) const;

    void addNotes(Recommendation &r) const;

    // seed §4.5c on the view's prices: one machine with 4x RTX 2080 Ti
    // against two machines with 4x RTX 2060 each, at the host price used,
    // and the host price above which the single machine is the better buy.
    void addHostVerdict(Recommendation &r) const;

    Message constraintLabel(Constraint constraint) const;

    Message memoryPhrase() const;

    Message unmetSentence(const std::vector<Constraint> &binding) const;

    void explainUnmet(Recommendation &r) const;

    bool cloudDeviceFits(const Device &d) const;

    double hoursPerMonth() const;

    void addCloud(Recommendation &r) const;

    void completeCloud(CloudAlternative &a, const Recommendation &r) const;

    void addTpu(Recommendation &r) const;

    // A copy of the caller's session with the inputs' own view: its
    // evaluations are the ones ranked.
    Session m_session;
    const DataSet &m_data;
    const PerformanceModel &m_model;
    const RecommendationInputs &m_in;
    const Assumptions &m_assumptions;
    const RecommendOptions &m_options;
    HostProfile m_host;
    CurrencyTable m_rates;
    const ModelPreset *m_preset;
    std::set<std::string> m_vendors;
    std::optional<double> m_budgetUsd;
    const std::vector<DeviceEvaluation> *m_evaluations = nullptr;
    std::vector<Candidate> m_candidates; // best first
    int m_unpriced = 0;
    std::vector<std::string> m_unmeasured; // priced cards without a performance figure
    std::vector<std::string> m_cannotHold; // priced cards that cannot hold or run the LLM need
};

} // namespace gpa::detail
