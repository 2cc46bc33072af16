#pragma once

#include "assumptions.h"
#include "device.h"
#include "message.h"
#include "records.h"
#include "workload.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// Where a speed-up figure comes from.
enum class ScalingSource {
    SingleDevice, // one device: 1 by definition
    Measured, // scaling rows exist for exactly this device count
    Interpolated, // between measured device counts (per-device efficiency)
    Extrapolated, // beyond the largest measured (or default) count
    SeedDefault, // seed §1.2-§1.4 defaults from Assumptions
};
std::string_view toString(ScalingSource source); // "single", "measured", ...

// Data-parallel speed-up of one job on `devices` devices in one machine:
// throughput on N devices / throughput on one.
struct SpeedUp
{
    int devices = 1;
    double factor = 1.0;
    ScalingSource source = ScalingSource::SingleDevice;
    int models = 0; // measured models combined (0 for defaults)
    int ignoredRows = 0; // rows below 1x left out as failed runs
    Message explanation;
};

// The seed default (seed §1.2 convnets, §1.3 RNNs, §1.4 Transformers, values
// in Assumptions) for N = 1..4; beyond 4 the 4-device per-device efficiency
// is kept: S(N) = N x S(4) / 4.
double defaultSpeedUp(Workload workload, int devices, const Assumptions &assumptions);

// The speed-up of `deviceId` for a workload and precision:
// - measured rows of that device, workload and precision replace the
//   defaults. Rows of one model are combined by geometric mean (several
//   platforms or interconnects), then the models by geometric mean. Rows with
//   a ratio below 1 (N devices slower than one, e.g. a run that fell back to
//   a tiny batch) are left out as failed runs.
// - per model, a device count without a row is interpolated linearly in
//   per-device efficiency (S/N) between the nearest measured counts, with one
//   device at efficiency 1; beyond the largest measured count that count's
//   efficiency is kept.
// - without rows the seed default applies.
SpeedUp speedUp(const std::vector<ScalingRow> &rows, std::string_view deviceId, Workload workload,
                Precision precision, int devices, const Assumptions &assumptions);

// speedUp() for 1..maxDevices; element k is for k + 1 devices.
std::vector<SpeedUp> speedUpTable(const std::vector<ScalingRow> &rows, std::string_view deviceId,
                                  Workload workload, Precision precision, int maxDevices,
                                  const Assumptions &assumptions);

// Seed §1.5: several devices running separate experiments (hyper-parameter
// search, other architectures): no run gets faster, but N x as many results
// arrive per day; parallelism (PCIe lanes, scaling) does not matter.
struct SeparateExperiments
{
    double perRunSpeedUp = 1.0;
    double experimentsPerDay = 0.0;
    Message explanation;
};
SeparateExperiments separateExperiments(int devices, double singleDeviceExperimentsPerDay);

enum class MultiGpuMode { DataParallel, SeparateExperiments };

// N identical cards in H host machines.
struct SystemSpec
{
    int cards = 1;
    // Machines the cards are spread over, as evenly as possible (9 cards in
    // 2 hosts: 5 + 4). One job runs data-parallel within one machine (seed
    // §1.1: easy on one machine); different machines run separate jobs.
    int hosts = 1;
    // False when the host machines are already owned: no host cost.
    bool buyHosts = true;
    double cardRelativePerformance = 1.0; // one card versus the reference device
    double cardPriceUsd = 0.0;
    double hostCostUsd = 0.0; // per host, e.g. Assumptions::multiGpuHostCostUsd (seed §4.5c)
    std::optional<double> cardTdpW;
    double hostWatts = 100.0;
    std::optional<double> psuCapacityW; // of each host's power supply, when known
    Cooling cooling = Cooling::Unknown;
    MultiGpuMode mode = MultiGpuMode::DataParallel;
    // Speed-ups of one job by device count: element k is for k + 1 devices
    // (e.g. from speedUpTable). Counts beyond the end keep the last entry's
    // per-device efficiency; an empty list counts as no speed-up at all (1).
    std::vector<double> speedUps;
};

struct SystemResult
{
    int cards = 0;
    int hosts = 0;
    int maxCardsPerHost = 0;
    double throughput = 0.0; // in reference-device units
    double cardsCostUsd = 0.0;
    double hostsCostUsd = 0.0;
    double totalCostUsd = 0.0;
    std::optional<double> performancePerDollar; // throughput / total cost
    std::optional<double> powerW; // N x TDP + H x host W; unknown TDP: nullopt
    std::optional<double> maxHostPowerW; // the busiest machine's draw
    std::optional<bool> psuSufficient; // busiest machine versus its PSU
    std::vector<Message> warnings; // cooling (seed §5.1), power supply
    Message explanation;
};

SystemResult evaluateSystem(const SystemSpec &spec);

// Seed §5.1 for `adjacentCards` cards side by side in one machine: open-air
// cards overheat from three on (prefer blower cards); "varies" gets a softer
// warning; blower, passive or unknown cooling none.
std::optional<Message> coolingWarning(Cooling cooling, int adjacentCards);

// Two systems compared on performance per dollar as the host machine's price
// H varies: T1 / (C1 + h1 H) against T2 / (C2 + h2 H), where C is the cards'
// cost and h the number of hosts bought.
struct SystemCostShape
{
    std::string label; // how the sentence names the system, e.g. "4x RTX 2080 Ti"
    double throughput = 0.0;
    double cardsCostUsd = 0.0;
    int hostsBought = 1;
};

struct HostCostBreakEven
{
    enum class Kind {
        Crossing, // equal at hostCostUsd; one better below, the other above
        FirstAlwaysBetter, // for every host cost >= 0 (at most equal at 0)
        SecondAlwaysBetter,
        AlwaysEqual,
    };
    Kind kind = Kind::AlwaysEqual;
    std::optional<double> hostCostUsd; // only for Crossing
    int betterBelow = 0; // 1 or 2 (0: equal); for Crossing
    int betterAbove = 0;
    Message explanation;
};

// Solves T1 (C2 + h2 H) = T2 (C1 + h1 H):
//   H = (T2 C1 - T1 C2) / (T1 h2 - T2 h1),
// a crossing when the denominator is not zero and H > 0.
HostCostBreakEven hostCostBreakEven(const SystemCostShape &first, const SystemCostShape &second);

} // namespace gpa
