#include "systemplan.h"

#include "physicalfit.h"

#include "costtext.h"

#include <algorithm>
#include <cmath>

namespace gpa {

namespace {

std::string deviceName(const Device &device)
{
    return device.name.empty() ? device.id : device.name;
}

std::string systemLabel(const Device &device, int cards, int hosts)
{
    return std::to_string(cards) + "x " + deviceName(device) + " / " + std::to_string(hosts)
        + (hosts == 1 ? " host" : " hosts");
}

// Speed-ups of one job on 1..maxDevices cards for the view's workload mix.
void fillSpeedUps(SystemPlan &plan, const DataSet &data, const ViewOptions &view,
                  const Assumptions &assumptions, int maxDevices)
{
    const WorkloadMix weights = view.mix.normalised();
    if (const auto single = view.mix.single()) {
        const std::vector<SpeedUp> table = speedUpTable(data.scaling, plan.device->id, *single,
                                                        view.precision, maxDevices, assumptions);
        for (const SpeedUp &s : table)
            plan.speedUps.push_back(s.factor);
        plan.speedUpBasis = table.back().explanation;
        return;
    }
    for (int n = 1; n <= maxDevices; ++n) {
        double logSum = 0.0;
        for (const Workload w : kAllWorkloads) {
            const double weight = weights.weight(w);
            if (weight > 0.0)
                logSum += weight
                    * std::log(speedUp(data.scaling, plan.device->id, w, view.precision, n,
                                       assumptions)
                                   .factor);
        }
        plan.speedUps.push_back(std::exp(logSum));
    }
    plan.speedUpBasis = {QT_TRANSLATE_NOOP("core",
                                           "Speed-up on %1 devices weighted over the workload "
                                           "mix: %2x"),
                         {std::to_string(maxDevices), compactNumber(plan.speedUps.back())},
                         "§1.1"};
}

Message hostCostBasis(const SystemPlan &plan)
{
    const std::string cost = formatMoney(plan.hostCostUsd, "USD");
    switch (plan.hostCostSource) {
    case HostCostSource::Owned:
        return {QT_TRANSLATE_NOOP("core", "The host machines are already owned: no host cost"),
                {},
                "§4.5"};
    case HostCostSource::Request:
        return {QT_TRANSLATE_NOOP("core", "Host machine: %1 each, your figure"), {cost}, "§4.5"};
    case HostCostSource::Settings:
        return {QT_TRANSLATE_NOOP("core", "Host machine: %1 each, from your settings"),
                {cost},
                "§4.5"};
    case HostCostSource::Bundled:
        break;
    }
    const HostPrice &price = plan.hostPrice ? *plan.hostPrice : hostPriceAsOf(std::nullopt);
    return {QT_TRANSLATE_NOOP("core",
                              "Host machine: %1 each, as seen on %2 (%3; %4); the host costs "
                              "money too, so enter your own"),
            {cost, price.observed, price.note, price.source},
            "§4.5"};
}

} // namespace

std::string_view toString(HostCostSource source)
{
    switch (source) {
    case HostCostSource::Request:
        return "request";
    case HostCostSource::Settings:
        return "settings";
    case HostCostSource::Bundled:
        return "bundled";
    case HostCostSource::Owned:
        return "owned";
    }
    return {};
}

std::string_view toString(PsuSource source)
{
    switch (source) {
    case PsuSource::User:
        return "user";
    case PsuSource::DeviceRecommendation:
        return "device";
    case PsuSource::Unknown:
        return "unknown";
    }
    return {};
}

SystemPlan planSystem(const DataSet &data, const PriceBook &prices, const PerformanceModel &model,
                      const ViewOptions &view, const Assumptions &assumptions,
                      const SystemRequest &request)
{
    SystemPlan plan;
    plan.request = request;
    if (request.cards < 1 || request.hosts < 1 || request.hosts > request.cards) {
        plan.problem = Message {QT_TRANSLATE_NOOP("core",
                                                  "A system needs at least one card and one "
                                                  "machine, and no more machines than cards "
                                                  "(got %1 cards in %2 machines)"),
                                {std::to_string(request.cards), std::to_string(request.hosts)},
                                ""};
        return plan;
    }
    const Device *device = data.device(request.deviceId);
    if (!device) {
        plan.problem = Message {QT_TRANSLATE_NOOP("core", "The device %1 is not in the catalogue"),
                                {request.deviceId},
                                ""};
        return plan;
    }
    plan.device = device;
    plan.label = systemLabel(*device, request.cards, request.hosts);

    // Physical and electrical fit of the busiest machine (seed §5.1 and the
    // host profile): a system that cannot be built is refused with why.
    {
        const int busiest = (request.cards + request.hosts - 1) / request.hosts;
        HostProfile host = request.host.value_or(assumptions.host);
        // A multi-card machine is a workstation unless a host was chosen.
        if (!request.host && host.kind == HostKind::Desktop && busiest > host.cardSlots)
            host = defaultHostProfile(HostKind::Workstation);
        if (request.hostWatts && host.psuWatts > 0.0)
            host.hostPeakWatts = *request.hostWatts;
        const FitResult fit = checkFit(*device, busiest, host, assumptions.powerTransientMargin);
        for (const FitIssue &issue : fit.issues) {
            // A supply entered by the user is checked below (a warning with
            // its numbers), not refused here.
            if (issue.blocking && !(issue.kind == FitIssueKind::Power && request.psuCapacityW))
                plan.fitProblems.push_back(issue.message);
        }
        if (!plan.fitProblems.empty()) {
            plan.problem = plan.fitProblems.front();
            return plan;
        }
    }

    // The card as the workspace rates it (ranking.h evaluate()).
    const std::vector<DeviceEvaluation> evaluations
        = evaluate(data, prices, model, view, assumptions);
    const auto it = std::find_if(evaluations.begin(), evaluations.end(),
                                 [&](const DeviceEvaluation &e) { return e.device == device; });
    if (it == evaluations.end()) {
        plan.problem = Message {QT_TRANSLATE_NOOP("core",
                                                  "The %1 was not yet on sale at the date "
                                                  "chosen"),
                                {deviceName(*device)},
                                ""};
        return plan;
    }
    if (!it->performance) {
        plan.problem = it->performanceUnavailable
            ? *it->performanceUnavailable
            : Message{QT_TRANSLATE_NOOP("core", "The performance of the %1 cannot be estimated"),
                      {deviceName(*device)},
                      ""};
        return plan;
    }
    if (!it->price.usd) {
        plan.problem = Message {QT_TRANSLATE_NOOP("core",
                                                  "No price is known for the %1: add a quote "
                                                  "first"),
                                {deviceName(*device)},
                                ""};
        return plan;
    }
    plan.cardRelative = it->performance->relative;
    plan.cardPriceUsd = *it->price.usd;
    // seed §4.5c: the host price of the view's date (2019 on the 2019 view,
    // the latest today) unless the request or the settings give one.
    plan.hostCostUsd = request.hostCostUsd.value_or(assumptions.hostCostUsd(view.asOfDay));
    if (!request.buyHosts)
        plan.hostCostSource = HostCostSource::Owned;
    else if (request.hostCostUsd)
        plan.hostCostSource = HostCostSource::Request;
    else if (assumptions.hostCostIsUsers())
        plan.hostCostSource = HostCostSource::Settings;
    else
        plan.hostPrice = hostPriceAsOf(view.asOfDay);
    plan.hostWatts = request.hostWatts.value_or(assumptions.hostWatts);
    plan.hostCostBasis = hostCostBasis(plan);

    const int busiest = (request.cards + request.hosts - 1) / request.hosts;
    if (request.mode == MultiGpuMode::DataParallel) {
        fillSpeedUps(plan, data, view, assumptions, busiest);
    } else {
        plan.speedUps.assign(static_cast<std::size_t>(busiest), 1.0);
        plan.speedUpBasis = separateExperiments(busiest, 1.0).explanation;
    }

    if (request.psuCapacityW) {
        plan.psuCapacityW = request.psuCapacityW;
        plan.psuSource = PsuSource::User;
    } else if (device->psuRecommendedW) {
        plan.psuCapacityW = device->psuRecommendedW;
        plan.psuSource = PsuSource::DeviceRecommendation;
        plan.psuBasis = Message {QT_TRANSLATE_NOOP("core",
                                                   "Power supply: %1 W per machine, the one "
                                                   "recommended for a single %2; enter the "
                                                   "machines' own"),
                                 {compactNumber(*plan.psuCapacityW, 0), deviceName(*device)},
                                 ""};
    } else {
        plan.psuBasis = Message {QT_TRANSLATE_NOOP("core",
                                                   "The machines' power supply is not known, so "
                                                   "it was not checked"),
                                 {},
                                 ""};
    }

    SystemSpec spec;
    spec.cards = request.cards;
    spec.hosts = request.hosts;
    spec.buyHosts = request.buyHosts;
    spec.cardRelativePerformance = plan.cardRelative;
    spec.cardPriceUsd = plan.cardPriceUsd;
    spec.hostCostUsd = plan.hostCostUsd;
    spec.cardTdpW = device->tdpW;
    spec.hostWatts = plan.hostWatts;
    spec.psuCapacityW = plan.psuCapacityW;
    spec.cooling = device->coolingType();
    spec.mode = request.mode;
    spec.speedUps = plan.speedUps;
    plan.result = evaluateSystem(spec);
    return plan;
}

SystemComparison compareSystems(const DataSet &data, const PriceBook &prices,
                                const PerformanceModel &model, const ViewOptions &view,
                                const Assumptions &assumptions, const SystemRequest &first,
                                const SystemRequest &second)
{
    SystemComparison c;
    c.first = planSystem(data, prices, model, view, assumptions, first);
    c.second = planSystem(data, prices, model, view, assumptions, second);
    if (c.first.problem || c.second.problem)
        return c;

    const auto shape = [](const SystemPlan &p) {
        return SystemCostShape {p.label, p.result.throughput, p.result.cardsCostUsd,
                                p.request.buyHosts ? p.result.hosts : 0};
    };
    c.breakEven = hostCostBreakEven(shape(c.first), shape(c.second));

    const auto &a = c.first.result.performancePerDollar;
    const auto &b = c.second.result.performancePerDollar;
    if (a && b && *a != *b) {
        c.morePerDollar = *a > *b ? 1 : 2;
        const SystemPlan &winner = c.morePerDollar == 1 ? c.first : c.second;
        const SystemPlan &loser = c.morePerDollar == 1 ? c.second : c.first;
        const std::string winnerValue
            = compactNumber(*winner.result.performancePerDollar * 1000.0, 3);
        const std::string loserValue
            = compactNumber(*loser.result.performancePerDollar * 1000.0, 3);
        if (c.first.hostCostUsd == c.second.hostCostUsd)
            c.verdict = Message {QT_TRANSLATE_NOOP("core",
                                                   "With host machines at %1 each, %2 gives more "
                                                   "performance per dollar (%3 per $1,000) than "
                                                   "%4 (%5 per $1,000)"),
                                 {formatMoney(c.first.hostCostUsd, "USD"), winner.label,
                                  winnerValue, loser.label, loserValue},
                                 "§4.5"};
        else
            c.verdict = Message {QT_TRANSLATE_NOOP("core",
                                                   "At the host costs given, %1 gives more "
                                                   "performance per dollar (%2 per $1,000) than "
                                                   "%3 (%4 per $1,000)"),
                                 {winner.label, winnerValue, loser.label, loserValue},
                                 "§4.5"};
    }
    return c;
}

} // namespace gpa
