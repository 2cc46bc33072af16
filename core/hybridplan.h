#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "message.h"
#include "performancemodel.h"
#include "ranking.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace gpa {

// Own card, cloud, or both (seed §2.4, §2.5, §7.6, §7.7: prototype on a
// personal GPU, then train the final model in the cloud). A project is
//   - prototyping: hours per month at the desk, on the own card;
//   - final training: GPU-hours per month on a chosen cloud offer, i.e.
//     device-hours billed (an instance of 4 devices for 10 hours is 40).
// Three plans over a horizon of months:
//   own only:   the card is bought; prototyping and final training run on it
//               (electricity only, final training slower or faster by the
//               throughput ratio);
//   cloud only: prototyping in the cloud too, on one device of the offer's
//               kind (the instance's $/hour divided by its device count);
//   hybrid:     prototyping on the own card, final training in the cloud.
//
// Prototyping is counted hour for hour wherever it runs: it is paced by the
// person writing and debugging, not by the card. Final training is work: on
// the instance it lasts GPU-hours / devices; the same work on the own card
// lasts that x instance throughput / own throughput, where the instance
// throughput is one device's relative performance times its data-parallel
// speed-up on the instance's device count (multigpu.h).
//
// Electricity: the card at its board power plus the host machine, for every
// hour the own card is busy, at Assumptions' $/kWh.
struct HybridInput
{
    double cardPriceUsd = 0.0; // 0 when the card is already owned
    double cardWatts = 0.0;
    double hostWatts = 100.0;
    double electricityUsdPerKwh = 0.12;
    double ownThroughput = 1.0; // relative performance of the own card

    double instanceUsdPerHour = 0.0; // on demand or spot
    int instanceDevices = 1;
    double deviceThroughput = 1.0; // one device of the instance, same yardstick
    double instanceSpeedUp = 1.0; // on instanceDevices devices

    double prototypeHoursPerMonth = 0.0;
    double trainingGpuHoursPerMonth = 0.0;
    // Horizon. 24 by default: seed §7.8 has a serious learner sell and buy
    // again after about two years.
    int months = 24;
};

enum class HybridPlanKind { OwnOnly, CloudOnly, Hybrid };
inline constexpr std::array kAllHybridPlans {HybridPlanKind::OwnOnly, HybridPlanKind::CloudOnly,
                                             HybridPlanKind::Hybrid};
std::string_view toString(HybridPlanKind kind); // "own", "cloud", "hybrid"
// The plan's name for people ("Own card only", ...), translatable.
Message planName(HybridPlanKind kind);

struct HybridPlanCost
{
    HybridPlanKind kind = HybridPlanKind::OwnOnly;
    double upfrontUsd = 0.0; // the card
    double prototypeUsdPerMonth = 0.0;
    double trainingUsdPerMonth = 0.0;
    double monthlyUsd = 0.0;
    double totalCostUsd = 0.0; // upfront + months x monthly
    // Wall-clock hours of one month's final training.
    double finalTrainingWallClockHours = 0.0;
    // Hours the own card is busy per month (prototyping and, for own only,
    // final training).
    double ownCardHoursPerMonth = 0.0;
    std::vector<Message> warnings; // the own card busier than a month is long
    Message explanation;
};

struct HybridBreakEven
{
    // Months after which the plan with the card has cost less than cloud
    // only: card price / monthly saving; nullopt when it never does.
    std::optional<double> months;
    std::optional<int> month; // the first whole month by whose end it has (0: from the start)
    Message explanation;
};

struct HybridComparison
{
    std::array<HybridPlanCost, 3> plans; // in kAllHybridPlans order
    HybridPlanKind cheapest = HybridPlanKind::Hybrid; // lowest total; ties: shorter training
    HybridPlanKind fastest = HybridPlanKind::CloudOnly; // shortest training; ties: cheaper
    HybridBreakEven ownVersusCloud; // own only against cloud only
    HybridBreakEven hybridVersusCloud; // hybrid against cloud only
    std::vector<Message> explanations; // the verdicts, citing the seed

    [[nodiscard]] const HybridPlanCost &plan(HybridPlanKind kind) const;
};

// Hours in an average month: 8,760 / 12.
inline constexpr double kHoursPerMonth = 730.0;

HybridComparison compareHybridPlans(const HybridInput &input);

// The input from the catalogue: the card's price on the view's date and
// policy (unless cardPriceUsd is given), its board power, both performance
// figures for the view's workload mix and precision, the offer's price and
// the speed-up of its device count.
struct HybridRequest
{
    std::string deviceId;
    std::string offerId;
    bool spot = false;
    double prototypeHoursPerMonth = 0.0;
    double trainingGpuHoursPerMonth = 0.0;
    int months = 24;
    std::optional<double> cardPriceUsd; // e.g. 0 for a card already owned
};

struct HybridSetup
{
    std::optional<Message> problem; // unknown device or offer, no price, no figure, no TDP
    const Device *device = nullptr;
    const CloudOffer *offer = nullptr;
    HybridInput input;
    std::vector<Message> notes; // where the price and the speed-up come from
};

HybridSetup hybridSetup(const DataSet &data, const PriceBook &prices, const PerformanceModel &model,
                        const ViewOptions &view, const Assumptions &assumptions,
                        const HybridRequest &request);

} // namespace gpa
