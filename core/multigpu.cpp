#include "multigpu.h"

#include "costtext.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace gpa {

namespace {

const char *seedRule(Workload workload)
{
    switch (workload) {
    case Workload::Cnn:
        return "§1.2";
    case Workload::Rnn:
        return "§1.3";
    case Workload::Transformer:
        return "§1.4";
    }
    return "";
}

const char *defaultTemplate(Workload workload)
{
    switch (workload) {
    case Workload::Cnn:
        return QT_TRANSLATE_NOOP("core", "Seed default for convnets: %1x on %2 devices");
    case Workload::Rnn:
        return QT_TRANSLATE_NOOP("core", "Seed default for recurrent networks: %1x on %2 devices");
    case Workload::Transformer:
        return QT_TRANSLATE_NOOP("core", "Seed default for Transformers: %1x on %2 devices");
    }
    return "";
}

double geometricMean(const std::vector<double> &values)
{
    double logSum = 0.0;
    for (const double v : values)
        logSum += std::log(v);
    return std::exp(logSum / static_cast<double>(values.size()));
}

// One model's measured speed-ups: device count -> ratio.
using Curve = std::map<int, double>;

struct ModelEstimate
{
    double factor = 1.0;
    ScalingSource source = ScalingSource::Measured;
};

// Per-device efficiency interpolated between the nearest measured counts
// (one device = efficiency 1), kept flat beyond the largest.
ModelEstimate estimateFromCurve(const Curve &curve, int devices)
{
    if (const auto exact = curve.find(devices); exact != curve.end())
        return {exact->second, ScalingSource::Measured};
    const auto above = curve.upper_bound(devices);
    if (above == curve.end()) {
        const auto &[n, ratio] = *curve.rbegin();
        return {devices * (ratio / n), ScalingSource::Extrapolated};
    }
    int lowN = 1;
    double lowEff = 1.0;
    if (above != curve.begin()) {
        const auto below = std::prev(above);
        lowN = below->first;
        lowEff = below->second / below->first;
    }
    const int highN = above->first;
    const double highEff = above->second / highN;
    const double t = static_cast<double>(devices - lowN) / static_cast<double>(highN - lowN);
    return {devices * (lowEff + t * (highEff - lowEff)), ScalingSource::Interpolated};
}

SpeedUp seedDefault(Workload workload, int devices, const Assumptions &assumptions)
{
    SpeedUp s;
    s.devices = devices;
    s.factor = defaultSpeedUp(workload, devices, assumptions);
    if (devices <= 4) {
        s.source = ScalingSource::SeedDefault;
        s.explanation = {defaultTemplate(workload),
                         {compactNumber(s.factor), std::to_string(devices)},
                         seedRule(workload)};
    } else {
        s.source = ScalingSource::Extrapolated;
        s.explanation = {QT_TRANSLATE_NOOP("core",
                                           "Seed default extended beyond 4 devices at the "
                                           "4-device efficiency (%1 per device): %2x on "
                                           "%3 devices"),
                         {compactNumber(assumptions.speedUps(workload).four / 4.0, 3),
                          compactNumber(s.factor), std::to_string(devices)},
                         seedRule(workload)};
    }
    return s;
}

int cardsOnHost(int cards, int hosts, int host)
{
    // As evenly as possible, the first hosts taking one more.
    return cards / hosts + (host < cards % hosts ? 1 : 0);
}

double speedUpFromList(const std::vector<double> &speedUps, int devices)
{
    if (devices <= 0)
        return 0.0;
    if (speedUps.empty())
        return 1.0;
    const auto count = static_cast<int>(speedUps.size());
    if (devices <= count)
        return speedUps[static_cast<std::size_t>(devices - 1)];
    return devices * (speedUps.back() / count);
}

} // namespace

std::string_view toString(ScalingSource source)
{
    switch (source) {
    case ScalingSource::SingleDevice:
        return "single";
    case ScalingSource::Measured:
        return "measured";
    case ScalingSource::Interpolated:
        return "interpolated";
    case ScalingSource::Extrapolated:
        return "extrapolated";
    case ScalingSource::SeedDefault:
        return "default";
    }
    return {};
}

double defaultSpeedUp(Workload workload, int devices, const Assumptions &assumptions)
{
    const SpeedUpDefaults &d = assumptions.speedUps(workload);
    switch (devices) {
    case 1:
        return 1.0;
    case 2:
        return d.two;
    case 3:
        return d.three;
    case 4:
        return d.four;
    default:
        break;
    }
    if (devices < 1)
        return 0.0;
    return devices * (d.four / 4.0);
}

SpeedUp speedUp(const std::vector<ScalingRow> &rows, std::string_view deviceId, Workload workload,
                Precision precision, int devices, const Assumptions &assumptions)
{
    if (devices <= 1) {
        SpeedUp s;
        s.devices = std::max(devices, 0);
        s.factor = devices == 1 ? 1.0 : 0.0;
        s.explanation = {QT_TRANSLATE_NOOP("core", "One device: no multi-GPU speed-up"), {}, ""};
        return s;
    }

    // model -> device count -> ratios of that count (platforms, interconnects)
    std::map<std::string, std::map<int, std::vector<double>>> byModel;
    int ignored = 0;
    for (const ScalingRow &row : rows) {
        if (row.deviceId != deviceId || row.workload != workload || row.precision != precision
            || row.numDevices < 2 || !std::isfinite(row.scalingRatio))
            continue;
        if (row.scalingRatio < 1.0) {
            ++ignored;
            continue;
        }
        byModel[row.model][row.numDevices].push_back(row.scalingRatio);
    }
    if (byModel.empty()) {
        SpeedUp s = seedDefault(workload, devices, assumptions);
        s.ignoredRows = ignored;
        return s;
    }

    std::vector<double> factors;
    bool anyExtrapolated = false;
    bool anyInterpolated = false;
    for (const auto &[model, counts] : byModel) {
        Curve curve;
        for (const auto &[n, ratios] : counts)
            curve[n] = geometricMean(ratios);
        const ModelEstimate e = estimateFromCurve(curve, devices);
        factors.push_back(e.factor);
        anyExtrapolated = anyExtrapolated || e.source == ScalingSource::Extrapolated;
        anyInterpolated = anyInterpolated || e.source == ScalingSource::Interpolated;
    }

    SpeedUp s;
    s.devices = devices;
    s.factor = geometricMean(factors);
    s.models = static_cast<int>(factors.size());
    s.ignoredRows = ignored;
    const std::vector<std::string> args{compactNumber(s.factor), std::to_string(devices),
                                        std::to_string(s.models)};
    if (anyExtrapolated) {
        s.source = ScalingSource::Extrapolated;
        s.explanation = {QT_TRANSLATE_NOOP("core",
                                           "From measurements: %1x on %2 devices, keeping "
                                           "the per-device efficiency of the largest "
                                           "measured count (geometric mean, models: %3)"),
                         args, ""};
    } else if (anyInterpolated) {
        s.source = ScalingSource::Interpolated;
        s.explanation = {QT_TRANSLATE_NOOP("core",
                                           "From measurements: %1x on %2 devices, "
                                           "interpolated between measured device counts "
                                           "(geometric mean, models: %3)"),
                         args, ""};
    } else {
        s.source = ScalingSource::Measured;
        s.explanation = {QT_TRANSLATE_NOOP("core",
                                           "Measured: %1x on %2 devices (geometric mean, "
                                           "models: %3)"),
                         args, ""};
    }
    return s;
}

std::vector<SpeedUp> speedUpTable(const std::vector<ScalingRow> &rows, std::string_view deviceId,
                                  Workload workload, Precision precision, int maxDevices,
                                  const Assumptions &assumptions)
{
    std::vector<SpeedUp> table;
    for (int n = 1; n <= maxDevices; ++n)
        table.push_back(speedUp(rows, deviceId, workload, precision, n, assumptions));
    return table;
}

SeparateExperiments separateExperiments(int devices, double singleDeviceExperimentsPerDay)
{
    SeparateExperiments s;
    const int n = std::max(devices, 0);
    s.experimentsPerDay = n * singleDeviceExperimentsPerDay;
    s.explanation = {QT_TRANSLATE_NOOP("core",
                                       "Separate experiments on %1 devices: no run is "
                                       "faster, but %2 results arrive per day instead of "
                                       "%3"),
                     {std::to_string(n), compactNumber(s.experimentsPerDay, 1),
                      compactNumber(singleDeviceExperimentsPerDay, 1)},
                     "§1.5"};
    return s;
}

std::optional<Message> coolingWarning(Cooling cooling, int adjacentCards)
{
    // seed §5.1: two cards work with any fan; from three on prefer blowers.
    if (adjacentCards < 3)
        return std::nullopt;
    if (cooling == Cooling::OpenAir)
        return Message{QT_TRANSLATE_NOOP("core",
                                         "%1 open-air cards next to each other in one "
                                         "machine overheat: for three or more adjacent "
                                         "cards choose blower-style versions"),
                       {std::to_string(adjacentCards)},
                       "§5.1"};
    if (cooling == Cooling::Varies)
        return Message{QT_TRANSLATE_NOOP("core",
                                         "Cooling depends on the board partner's design: "
                                         "for %1 adjacent cards prefer blower-style "
                                         "versions, as open-air ones overheat"),
                       {std::to_string(adjacentCards)},
                       "§5.1"};
    return std::nullopt;
}

SystemResult evaluateSystem(const SystemSpec &spec)
{
    SystemResult r;
    r.cards = std::max(spec.cards, 0);
    r.hosts = std::max(spec.hosts, 1);
    r.maxCardsPerHost = cardsOnHost(r.cards, r.hosts, 0);

    for (int h = 0; h < r.hosts; ++h) {
        const int n = cardsOnHost(r.cards, r.hosts, h);
        if (spec.mode == MultiGpuMode::SeparateExperiments)
            r.throughput += n * spec.cardRelativePerformance; // seed §1.5
        else
            r.throughput += spec.cardRelativePerformance * speedUpFromList(spec.speedUps, n);
    }

    r.cardsCostUsd = r.cards * spec.cardPriceUsd;
    r.hostsCostUsd = spec.buyHosts ? r.hosts * spec.hostCostUsd : 0.0; // seed §4.5c
    r.totalCostUsd = r.cardsCostUsd + r.hostsCostUsd;
    if (r.totalCostUsd > 0.0)
        r.performancePerDollar = r.throughput / r.totalCostUsd;

    if (spec.cardTdpW) {
        r.powerW = r.cards * *spec.cardTdpW + r.hosts * spec.hostWatts;
        r.maxHostPowerW = r.maxCardsPerHost * *spec.cardTdpW + spec.hostWatts;
        if (spec.psuCapacityW) {
            r.psuSufficient = *r.maxHostPowerW <= *spec.psuCapacityW;
            if (!*r.psuSufficient)
                r.warnings.push_back(
                    {QT_TRANSLATE_NOOP("core",
                                       "The busiest machine draws about %1 W (cards at "
                                       "full power plus the host), more than its %2 W "
                                       "power supply"),
                     {compactNumber(*r.maxHostPowerW, 0), compactNumber(*spec.psuCapacityW, 0)},
                     ""});
        }
    }
    if (auto warning = coolingWarning(spec.cooling, r.maxCardsPerHost))
        r.warnings.push_back(std::move(*warning));

    const std::vector<std::string> args{std::to_string(r.cards), std::to_string(r.hosts), compactNumber(r.throughput)};
    if (spec.mode == MultiGpuMode::SeparateExperiments) {
        r.explanation = r.hosts == 1
                            ? Message{QT_TRANSLATE_NOOP("core", "%1 cards in one machine running separate experiments: "
                                                                "%3 times the results per day of the reference device"),
                                      args, "§1.5"}
                            : Message{QT_TRANSLATE_NOOP("core", "%1 cards in %2 machines running separate "
                                                                "experiments: %3 times the results per day of "
                                                                "the reference device"),
                                      args, "§1.5"};
    } else {
        r.explanation = r.hosts == 1
                            ? Message{QT_TRANSLATE_NOOP("core", "%1 cards in one machine, data-parallel: %3 times the "
                                                                "throughput of the reference device"),
                                      args, "§1.1"}
                            : Message{QT_TRANSLATE_NOOP("core", "%1 cards in %2 machines, data-parallel within "
                                                                "each machine: %3 times the throughput of the "
                                                                "reference device"),
                                      args, "§1.1"};
    }
    return r;
}

HostCostBreakEven hostCostBreakEven(const SystemCostShape &first, const SystemCostShape &second)
{
    const double t1 = first.throughput;
    const double t2 = second.throughput;
    const double c1 = first.cardsCostUsd;
    const double c2 = second.cardsCostUsd;
    const double h1 = first.hostsBought;
    const double h2 = second.hostsBought;
    // Sign of perf/$ (first) - perf/$ (second) at host cost H, without
    // dividing: T1 (C2 + h2 H) - T2 (C1 + h1 H).
    const auto advantage
        = [&](double hostCost) { return t1 * (c2 + h2 * hostCost) - t2 * (c1 + h1 * hostCost); };
    const auto better = [&](double hostCost) {
        const double a = advantage(hostCost);
        return a > 0.0 ? 1 : (a < 0.0 ? 2 : 0);
    };

    HostCostBreakEven b;
    const double denominator = t1 * h2 - t2 * h1;
    const double numerator = t2 * c1 - t1 * c2;
    if (denominator != 0.0 && numerator / denominator > 0.0) {
        const double h = numerator / denominator;
        b.kind = HostCostBreakEven::Kind::Crossing;
        b.hostCostUsd = h;
        b.betterBelow = better(h / 2.0);
        b.betterAbove = better(h * 2.0);
        const std::string &below = b.betterBelow == 1 ? first.label : second.label;
        const std::string &above = b.betterAbove == 1 ? first.label : second.label;
        b.explanation = {QT_TRANSLATE_NOOP("core",
                                           "Equally cost-efficient when a host machine "
                                           "costs %1; below that %2 gives more "
                                           "performance per dollar, above it %3"),
                         {formatMoney(h, "USD"), below, above},
                         "§4.5"};
        return b;
    }
    // No crossing at a positive host cost: the order at any H > 0 holds for
    // all of them (H = 1 is as good as any).
    const int winner = better(1.0);
    if (winner == 0) {
        b.kind = HostCostBreakEven::Kind::AlwaysEqual;
        b.explanation = {QT_TRANSLATE_NOOP("core",
                                           "%1 and %2 are equally cost-efficient at any "
                                           "host machine cost"),
                         {first.label, second.label},
                         "§4.5"};
        return b;
    }
    b.kind = winner == 1 ? HostCostBreakEven::Kind::FirstAlwaysBetter
                         : HostCostBreakEven::Kind::SecondAlwaysBetter;
    b.explanation
        = {QT_TRANSLATE_NOOP("core",
                             "%1 gives more performance per dollar than %2 at "
                             "any host machine cost"),
           {winner == 1 ? first.label : second.label, winner == 1 ? second.label : first.label},
           "§4.5"};
    return b;
}

} // namespace gpa
