#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "hostprofile.h"
#include "message.h"
#include "multigpu.h"
#include "llmworkload.h"
#include "performancemodel.h"
#include "ranking.h"
#include "result.h"
#include "workload.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// What the picks are ranked by.
enum class Objective {
    PerDollar, // performance per dollar of the cards (and host) bought (seed §4.4)
    Performance, // the fastest that fits the budget (seed §7.3)
};
std::string_view toString(Objective objective); // "per-dollar", "performance"
std::optional<Objective> parseObjective(std::string_view text);

std::string_view toString(MultiGpuMode mode); // "data-parallel", "separate"
std::optional<MultiGpuMode> parseMultiGpuMode(std::string_view text);

// The user's answers. No card is named anywhere: every rule reads the
// device's data (segment, vendor, memory, tensor cores, board power, price).
struct RecommendationInputs
{
    Objective objective = Objective::PerDollar;
    // What ONE card may cost, in `currency` (not the whole system); nullopt
    // for no limit.
    std::optional<double> budget;
    std::string currency = "USD";
    WorkloadMix mix;
    Precision precision = Precision::Fp16;
    // Physical memory per card, GB (0: no minimum) ...
    double minMemoryGb = 0.0;
    // ... and/or a model preset of core/memory.h whose need is compared in
    // 32-bit terms, so that 16-bit training stretches the card's memory by
    // the 16-bit factor (seed §6.3). Empty: none.
    std::string modelPreset;
    bool tensorCoresRequired = false;
    int gpus = 1;
    // One model trained on all cards, or one experiment per card (seed §1.5).
    MultiGpuMode multiGpuMode = MultiGpuMode::DataParallel;
    // Run in a data centre: consumer cards of NVIDIA are not licensed there
    // (seed §2.1; decided from the device's segment).
    bool dataCentre = false;
    std::optional<double> maxPowerW; // board power per card (75 W: no new power supply)
    // Price policy: with used quotes (the seed's street mean of new and used,
    // §4.3) or new cards only.
    bool usedAllowed = false;
    // Vendors allowed, matched case-insensitively. NVIDIA by default; AMD is
    // for experienced users (seed §2.2).
    std::vector<std::string> vendors{"NVIDIA"};
    // Expected cloud hours a month, for the rent-or-buy comparison; nullopt:
    // the utilisation of Assumptions (15% of the month's hours).
    std::optional<double> cloudHoursPerMonth;
    // Only devices released and prices seen by this day (core/date.h
    // dayNumber); nullopt: today, everything.
    std::optional<int> asOfDay;
    // More cards of the same kind will be added later (seed §7.8, serious learner).
    bool addCardsLater = false;
    // Point to free notebooks and CPU prototyping as well (seed §7.4, no money).
    bool freeAlternatives = false;
    // The machine the cards go into; nullopt: the host profile of the
    // assumptions (a desktop unless changed in Preferences). Another kind
    // takes that kind's default profile (hostprofile.h).
    std::optional<HostKind> host;
    // Offer cards whose software support has ended or is ending (legacy
    // cards, e.g. for old code); otherwise they are left out of new purchases.
    bool legacyAllowed = false;
    // List the cards worst value for money as well, with why (seed §7.8,
    // "worst GPUs").
    bool listWorst = false;
    // A large language model to run or fine-tune (the need is the model's
    // memory for the task): the cards are ranked by its tokens a second (per
    // dollar of the system, or alone) on `gpus` devices with the task's
    // default split, and a card that cannot hold it on that many is left out.
    // nullopt: the 2019 workloads of `mix`.
    std::optional<LlmWorkload> llm;

    friend bool operator==(const RecommendationInputs &, const RecommendationInputs &) = default;
};

// The constraints a card can fail, in the order sentences name them.
// Fit: the chosen host does not take the card (form factor, slots, cooling,
// power). Support: current software no longer supports it, or its end is
// announced. Overpriced: another card that meets every need is faster, gives
// more per dollar and has nearly as much memory (seed §7.1: never a Titan Xp,
// Titan V or Quadro; read from the numbers, never the name).
enum class Constraint { Budget, Memory, TensorCores, Power, Licence, Vendor, Fit, Support, Overpriced };
std::string_view toString(Constraint constraint); // "budget", "memory", ...

struct Pick
{
    std::string deviceId;
    std::string name;
    double score
        = 0.0; // per-dollar: relative performance per $1,000; performance: system throughput
    double relativePerformance = 0.0; // one card versus the reference device
    double priceUsd = 0.0; // one card
    std::optional<double> price; // one card, in the inputs' currency
    double systemThroughput = 0.0; // all cards, versus one reference device
    double systemCostUsd = 0.0; // cards, and the host machines from two cards on (seed §4.5c)
    int hosts = 1; // machines the cards need in the chosen host profile
    // The 80% interval of relativePerformance; equal to it when measured.
    double intervalLow = 0.0;
    double intervalHigh = 0.0;
    bool measured = false;
    std::vector<Message> reasons;
    std::vector<Message> warnings;
    // First pick only: the needs that kept out a card which would have ranked
    // higher (or a faster one over the budget), in Constraint order; their
    // sentences are among the reasons. Empty: no single need bound the choice.
    std::vector<Constraint> boundBy;
};

// A card that misses some of the needs, shown when nothing qualifies.
struct NearestOption
{
    std::string deviceId;
    std::string name;
    std::optional<double> priceUsd;
    std::optional<double> price; // in the inputs' currency
    double relativePerformance = 0.0;
    std::optional<double> memoryGb;
    std::vector<Constraint> misses;
    std::vector<Message> explanation; // one sentence per constraint missed, with by how much
};

// The best cloud offer for the workload, by performance per dollar-hour of
// one device.
struct CloudAlternative
{
    std::string offerId;
    std::string provider;
    std::string instance;
    std::string deviceId;
    std::string deviceName;
    int devices = 1; // in the instance
    bool spot = false; // ranked by the spot price rather than on demand
    double relativePerformance = 0.0; // one device
    double usdPerDeviceHour = 0.0; // at the price it was ranked by
    double performancePerDollarHour = 0.0;
    double hoursPerMonth = 0.0;
    double usdPerMonth = 0.0; // hours x device-hour price x the cards planned
    std::optional<double> breakEvenMonths; // buying the top pick pays off after; nullopt: never
    std::vector<Message> explanation;
};

// A card left out of the picks although it would have ranked higher, and why
// (with the fix: "needs an HGX server", "allow legacy cards", ...).
struct Exclusion
{
    std::string deviceId;
    std::string name;
    Constraint reason = Constraint::Fit;
    Message message;
};

struct Recommendation
{
    RecommendationInputs inputs;
    std::optional<double> budgetUsd;
    std::vector<Pick> picks; // best first
    int qualifying = 0; // cards meeting every need (picks keep the first few)
    std::optional<Message> unmet; // only when nothing qualifies
    std::vector<Constraint> binding; // the constraints `unmet` names
    std::vector<NearestOption> nearest; // only when nothing qualifies
    std::optional<CloudAlternative> cloud; // best on demand
    std::optional<CloudAlternative> cloudSpot; // best at spot prices
    std::optional<Message> tpu; // for convnets and Transformers (seed §2.4, §7.6)
    std::vector<Message> notes; // the budget per card, the as-of date, free options, ...
    // seed §4.5c's claim checked at the host price used (one 4x RTX 2080 Ti
    // machine against two 4x RTX 2060 machines), when both cards are priced
    // on the view's date; the sentence says whether it holds and above which
    // host price it does.
    std::optional<Message> hostVerdict;
    double hostCostUsd = 0.0; // per machine, as used (seed §4.5c)
    std::optional<double> hostBreakEvenUsd; // the host price where the two systems are equal
    HostProfile host; // the machine the picks were checked against
    // Cards that would have ranked above the first pick but do not fit the
    // host, are not supported by current software, or are over-priced.
    std::vector<Exclusion> excluded;
    // Every default the answer relied on (host, power supply, host price,
    // support policy, price policy, software maturity), each with the way to
    // change it.
    std::vector<Message> basedOn;
    // The first pick and the runner-up cannot be told apart within their 80%
    // intervals (the sentence says which was preferred and why).
    std::optional<Message> nearTie;
    // With RecommendationInputs::listWorst: the worst value for money first.
    std::vector<Pick> worst;
};

// A score of one device in place of its relative performance (e.g. LLM
// tokens per second): nullopt leaves the device out. The recommender ranks by
// it (per dollar or alone) exactly as by relative performance.
using DeviceScoreFunction = std::function<std::optional<double>(const DeviceEvaluation &)>;

struct RecommendOptions
{
    int maxPicks = 3;
    // Empty: the evaluation's relative performance, or with
    // RecommendationInputs::llm, llmTokensPerSecond.
    DeviceScoreFunction performance;
};

// The score of an LLM need: the tokens a second of the `gpus` devices of a
// card that holds and runs the view's LLM workload (decode for inference,
// trained tokens for training); nullopt for the others.
std::optional<double> llmTokensPerSecond(const DeviceEvaluation &evaluation);

// The over-priced rule (seed §7.1: never a Titan Xp, Titan V or any Quadro;
// §2.1: dearer editions "cost up to 10x with no real advantage"), read from
// the numbers, never the name. A card is over-priced when another card of
// the same vendor that meets every need
// - is at least as fast, costs at most 5% more, gives more per dollar and has
//   at least 90% of its memory (SameForLess); or
// - is at least 90% as fast for at most 60% of its price (NearlyAsFast): the
//   dearer card's extra memory does not count here, since the other card
//   already meets the stated memory need; a buyer who needs more says so.
// Used by the recommender and by upgrade advice alike.
struct ValueOffer
{
    const Device *device = nullptr;
    double throughput = 0.0; // any performance figure, the same scale for all
    double costUsd = 0.0;
};
enum class OverpricedKind { SameForLess, NearlyAsFast };
inline constexpr double kOverpricedSameCostSlack = 1.05;
inline constexpr double kOverpricedMemoryShare = 0.9;
inline constexpr double kOverpricedNearlyAsFast = 0.9;
inline constexpr double kOverpricedFarCheaper = 0.6;
// Whether `other` makes `card` over-priced, and how; nullopt: it does not.
std::optional<OverpricedKind> overpricedAgainst(const ValueOffer &card, const ValueOffer &other);
// "The Quadro RTX 8000 is over-priced for what it gives: ..." with the fix.
Message overpricedSentence(const ValueOffer &card, const ValueOffer &other, OverpricedKind kind);

class Session;

// Problems with the inputs themselves (negative budget, unknown currency or
// preset, no vendor, a mix without weight, fewer than one GPU); empty when
// they can be used.
std::vector<Message> validate(const RecommendationInputs &inputs, const DataSet &data);

// Ranks the cards for sale (GPUs and accelerators with a price and a
// performance figure, available as of the date; TPUs and cloud-only devices
// are rented, not bought) that meet every need, and adds the cloud and TPU
// alternatives. An Error when validate() finds a problem.
// Evaluates through a copy of `session` with the inputs' own view (mix,
// precision, price policy, date, currency); the session's settings give the
// assumptions.
Result<Recommendation> recommend(const Session &session, const RecommendationInputs &inputs,
                                 const RecommendOptions &options = {});
// The same on a session made of these parts.
Result<Recommendation> recommend(const DataSet &data, const PerformanceModel &model,
                                 const RecommendationInputs &inputs,
                                 const Assumptions &assumptions = {},
                                 const RecommendOptions &options = {});

} // namespace gpa
