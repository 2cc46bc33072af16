#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "message.h"
#include "multigpu.h"
#include "performancemodel.h"
#include "result.h"
#include "workload.h"

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

    friend bool operator==(const RecommendationInputs &, const RecommendationInputs &) = default;
};

// The constraints a card can fail, in the order sentences name them.
enum class Constraint{ Budget, Memory, TensorCores, Power, Licence, Vendor };
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
};

struct RecommendOptions
{
    int maxPicks = 3;
};

// Problems with the inputs themselves (negative budget, unknown currency or
// preset, no vendor, a mix without weight, fewer than one GPU); empty when
// they can be used.
std::vector<Message> validate(const RecommendationInputs &inputs, const DataSet &data);

// Ranks the cards for sale (GPUs and accelerators with a price and a
// performance figure, available as of the date; TPUs and cloud-only devices
// are rented, not bought) that meet every need, and adds the cloud and TPU
// alternatives. An Error when validate() finds a problem.
Result<Recommendation> recommend(const DataSet &data, const PerformanceModel &model,
                                 const RecommendationInputs &inputs,
                                 const Assumptions &assumptions = {},
                                 const RecommendOptions &options = {});

} // namespace gpa
