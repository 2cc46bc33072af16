#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "hostprofile.h"
#include "message.h"
#include "multigpu.h"
#include "performancemodel.h"
#include "ranking.h"

#include <optional>
#include <string>
#include <vector>

namespace gpa {

// A multi-GPU system from the catalogue: N identical cards in H host
// machines, priced and rated on the view's date, workload and precision, then
// evaluated by multigpu.h (evaluateSystem, hostCostBreakEven).
struct SystemRequest
{
    std::string deviceId;
    int cards = 1;
    int hosts = 1;
    // One data-parallel job per machine (seed §1.1), or separate experiments
    // one per card (seed §1.5).
    MultiGpuMode mode = MultiGpuMode::DataParallel;
    // Per host machine (CPU, board, PSU, case, memory, disk). nullopt:
    // Assumptions::hostCostUsd on the view's date (the user's figure from the
    // settings, else the bundled host price observed by then).
    std::optional<double> hostCostUsd;
    std::optional<double> hostWatts; // nullopt: Assumptions::hostWatts
    // Each machine's power supply. nullopt: the device's psu_recommended_w
    // where known: the supply recommended for a standard one-card build, so
    // that a multi-card build on it is flagged; else unknown (no check).
    std::optional<double> psuCapacityW;
    bool buyHosts = true; // false: the machines are already owned (no host cost)
    // The machine profile the cards go into (form factor, slots, cooling,
    // power: physicalfit.h checkFit); nullopt: Assumptions::host. The power
    // supply and host watts above, when given, replace the profile's.
    std::optional<HostProfile> host;
};

enum class PsuSource { User, DeviceRecommendation, Unknown };
std::string_view toString(PsuSource source); // "user", "device", "unknown"

// Where a plan's host price comes from: the request's own figure, the user's
// settings, the bundled price of the view's date, or none (owned machines).
enum class HostCostSource { Request, Settings, Bundled, Owned };
std::string_view toString(HostCostSource source); // "request", "settings", "bundled", "owned"

struct SystemPlan
{
    // Set when the system cannot be evaluated (unknown device, not on sale by
    // the view's date, no price or no performance figure, counts out of
    // range); the other fields are then incomplete.
    std::optional<Message> problem;
    // Every blocking reason the busiest machine cannot take its cards (slots,
    // power, cooling, form factor), each naming the fix; the first is also
    // `problem`. Non-blocking fit warnings are in result.warnings.
    std::vector<Message> fitProblems;
    const Device *device = nullptr; // into the DataSet
    SystemRequest request;
    std::string label; // "4x GeForce RTX 2080 Ti / 1 host", for sentences comparing systems

    double cardRelative = 0.0; // one card, relative to the view's reference
    double cardPriceUsd = 0.0;
    double hostCostUsd = 0.0; // per host, as used
    HostCostSource hostCostSource = HostCostSource::Bundled;
    std::optional<HostPrice> hostPrice; // the bundled figure, when it is the one used
    double hostWatts = 0.0;
    std::optional<double> psuCapacityW;
    PsuSource psuSource = PsuSource::Unknown;
    // Data-parallel speed-up of one job on 1..(cards in the busiest machine)
    // devices: measured rows where they exist, else the seed's defaults
    // (multigpu.h speedUp); for a workload mix the weighted geometric mean of
    // each workload's speed-up.
    std::vector<double> speedUps;
    Message speedUpBasis; // for the busiest machine's card count

    SystemResult result; // throughput, prices, performance per dollar, power, warnings
    Message hostCostBasis; // the host cost used and where it comes from (seed §4.5)
    std::optional<Message> psuBasis;
};

SystemPlan planSystem(const DataSet &data, const PriceBook &prices, const PerformanceModel &model,
                      const ViewOptions &view, const Assumptions &assumptions,
                      const SystemRequest &request);

// Two systems side by side (seed §4.5c: one machine with 4x RTX 2080 Ti
// against two machines with 4x RTX 2060 each). The break-even host cost
// treats the price of a host machine as common to both; above it the system
// with fewer machines is the more cost-efficient one.
struct SystemComparison
{
    SystemPlan first;
    SystemPlan second;
    std::optional<HostCostBreakEven> breakEven; // when both systems could be evaluated
    int morePerDollar = 0; // 1 or 2 at the host costs used; 0 equal or unknown
    std::optional<Message> verdict;
};

SystemComparison compareSystems(const DataSet &data, const PriceBook &prices,
                                const PerformanceModel &model, const ViewOptions &view,
                                const Assumptions &assumptions, const SystemRequest &first,
                                const SystemRequest &second);

} // namespace gpa
