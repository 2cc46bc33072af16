#include "hybridplan.h"

#include "costtext.h"
#include "multigpu.h"
#include "pricing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpa {

namespace {

std::string money(double usd)
{
    return usd < 100.0 ? dollarsAndCents(usd) : formatMoney(usd, "USD");
}

std::string hours(double h)
{
    return compactNumber(h, h < 10.0 ? 2 : 1);
}

std::size_t index(HybridPlanKind kind)
{
    return static_cast<std::size_t>(kind);
}

HybridBreakEven breakEven(double cardPriceUsd, double savingPerMonth, int horizon,
                          const char *paysOff, const char *never)
{
    HybridBreakEven b;
    if (!(savingPerMonth > 0.0)) {
        b.explanation = {never, {money(std::max(-savingPerMonth, 0.0))}, "§2.5"};
        return b;
    }
    b.months = std::max(cardPriceUsd, 0.0) / savingPerMonth;
    b.month = static_cast<int>(std::ceil(*b.months - 1e-9));
    if (*b.month == 0) {
        b.explanation = {QT_TRANSLATE_NOOP("core",
                                           "The card costs nothing up front, so the plan with "
                                           "it is cheaper than cloud only from the start"),
                         {},
                         "§7.7"};
        return b;
    }
    b.explanation = {paysOff,
                     {std::to_string(*b.month), money(cardPriceUsd), money(savingPerMonth),
                      std::to_string(horizon)},
                     "§2.5"};
    return b;
}

std::string deviceName(const Device &device)
{
    return device.name.empty() ? device.id : device.name;
}

} // namespace

Message planName(HybridPlanKind kind)
{
    switch (kind) {
    case HybridPlanKind::OwnOnly:
        return {QT_TRANSLATE_NOOP("core", "Own card only"), {}, ""};
    case HybridPlanKind::CloudOnly:
        return {QT_TRANSLATE_NOOP("core", "Cloud only"), {}, ""};
    case HybridPlanKind::Hybrid:
        return {QT_TRANSLATE_NOOP("core", "Hybrid"), {}, "§7.6"};
    }
    return {};
}

std::string_view toString(HybridPlanKind kind)
{
    switch (kind) {
    case HybridPlanKind::OwnOnly:
        return "own";
    case HybridPlanKind::CloudOnly:
        return "cloud";
    case HybridPlanKind::Hybrid:
        return "hybrid";
    }
    return {};
}

const HybridPlanCost &HybridComparison::plan(HybridPlanKind kind) const
{
    return plans[index(kind)];
}

HybridComparison compareHybridPlans(const HybridInput &in)
{
    HybridComparison c;
    const double months = std::max(in.months, 0);
    const int devices = std::max(in.instanceDevices, 1);
    const double electricityPerHour
        = (in.cardWatts + in.hostWatts) / 1000.0 * in.electricityUsdPerKwh;
    const double deviceHourUsd = in.instanceUsdPerHour / devices;
    // One month's final training: wall clock on the instance, and the same
    // work on the own card.
    const double cloudWallClock = in.trainingGpuHoursPerMonth / devices;
    const double instanceThroughput = in.deviceThroughput * in.instanceSpeedUp;
    const double ownWallClock = in.ownThroughput > 0.0
        ? cloudWallClock * instanceThroughput / in.ownThroughput
        : std::numeric_limits<double>::infinity();
    const double cloudTrainingUsd = cloudWallClock * in.instanceUsdPerHour;
    const double ownPrototypeUsd = in.prototypeHoursPerMonth * electricityPerHour;

    HybridPlanCost &own = c.plans[index(HybridPlanKind::OwnOnly)];
    own.kind = HybridPlanKind::OwnOnly;
    own.upfrontUsd = in.cardPriceUsd;
    own.prototypeUsdPerMonth = ownPrototypeUsd;
    own.trainingUsdPerMonth = ownWallClock * electricityPerHour;
    own.finalTrainingWallClockHours = ownWallClock;
    own.ownCardHoursPerMonth = in.prototypeHoursPerMonth + ownWallClock;
    own.explanation = {QT_TRANSLATE_NOOP("core",
                                         "Own card only: %1 for the card, then %2 a month of "
                                         "electricity for %3 hours of prototyping and %4 hours "
                                         "of final training at %5 W"),
                       {money(own.upfrontUsd), money(ownPrototypeUsd + own.trainingUsdPerMonth),
                        hours(in.prototypeHoursPerMonth), hours(ownWallClock),
                        compactNumber(in.cardWatts + in.hostWatts, 0)},
                       "§7.7"};

    HybridPlanCost &cloud = c.plans[index(HybridPlanKind::CloudOnly)];
    cloud.kind = HybridPlanKind::CloudOnly;
    cloud.prototypeUsdPerMonth = in.prototypeHoursPerMonth * deviceHourUsd;
    cloud.trainingUsdPerMonth = cloudTrainingUsd;
    cloud.finalTrainingWallClockHours = cloudWallClock;
    cloud.explanation
        = {QT_TRANSLATE_NOOP("core",
                             "Cloud only: %1 a month, %2 hours of prototyping on "
                             "one device at %3 an hour and %4 GPU-hours of final "
                             "training; costs add up with every hour"),
           {money(cloud.prototypeUsdPerMonth + cloudTrainingUsd), hours(in.prototypeHoursPerMonth),
            dollarsAndCents(deviceHourUsd), hours(in.trainingGpuHoursPerMonth)},
           "§2.5"};

    HybridPlanCost &hybrid = c.plans[index(HybridPlanKind::Hybrid)];
    hybrid.kind = HybridPlanKind::Hybrid;
    hybrid.upfrontUsd = in.cardPriceUsd;
    hybrid.prototypeUsdPerMonth = ownPrototypeUsd;
    hybrid.trainingUsdPerMonth = cloudTrainingUsd;
    hybrid.finalTrainingWallClockHours = cloudWallClock;
    hybrid.ownCardHoursPerMonth = in.prototypeHoursPerMonth;
    hybrid.explanation = {QT_TRANSLATE_NOOP("core",
                                            "Hybrid: %1 for the card, then %2 a month: %3 of "
                                            "electricity for prototyping on the own card and %4 "
                                            "of final training in the cloud"),
                          {money(hybrid.upfrontUsd), money(ownPrototypeUsd + cloudTrainingUsd),
                           money(ownPrototypeUsd), money(cloudTrainingUsd)},
                          "§2.4"};

    for (HybridPlanCost &p : c.plans) {
        p.monthlyUsd = p.prototypeUsdPerMonth + p.trainingUsdPerMonth;
        p.totalCostUsd = p.upfrontUsd + months * p.monthlyUsd;
        if (p.ownCardHoursPerMonth > kHoursPerMonth)
            p.warnings.push_back({QT_TRANSLATE_NOOP("core",
                                                    "The own card would be busy %1 hours a "
                                                    "month, more than the %2 hours a month "
                                                    "has"),
                                  {hours(p.ownCardHoursPerMonth), hours(kHoursPerMonth)},
                                  ""});
    }

    // Lowest total, ties to the shorter training; shortest training, ties to
    // the lower total.
    const auto byCost = [](const HybridPlanCost &a, const HybridPlanCost &b) {
        if (a.totalCostUsd != b.totalCostUsd)
            return a.totalCostUsd < b.totalCostUsd;
        return a.finalTrainingWallClockHours < b.finalTrainingWallClockHours;
    };
    const auto byTime = [](const HybridPlanCost &a, const HybridPlanCost &b) {
        if (a.finalTrainingWallClockHours != b.finalTrainingWallClockHours)
            return a.finalTrainingWallClockHours < b.finalTrainingWallClockHours;
        return a.totalCostUsd < b.totalCostUsd;
    };
    c.cheapest = std::min_element(c.plans.begin(), c.plans.end(), byCost)->kind;
    c.fastest = std::min_element(c.plans.begin(), c.plans.end(), byTime)->kind;

    c.ownVersusCloud = breakEven(
        in.cardPriceUsd, cloud.monthlyUsd - own.monthlyUsd, in.months,
        QT_TRANSLATE_NOOP("core",
                          "Owning the card alone pays off against cloud only in month %1: the "
                          "card (%2) is repaid by %3 a month saved (horizon: %4 months)"),
        QT_TRANSLATE_NOOP("core",
                          "Owning the card alone never pays off against cloud only: running "
                          "everything on it costs %1 a month more than renting"));
    c.hybridVersusCloud = breakEven(
        in.cardPriceUsd, cloud.prototypeUsdPerMonth - hybrid.prototypeUsdPerMonth, in.months,
        QT_TRANSLATE_NOOP("core",
                          "Prototyping on the own card pays off against cloud only in month %1: "
                          "the card (%2) is repaid by %3 a month saved on prototyping (horizon: "
                          "%4 months)"),
        QT_TRANSLATE_NOOP("core",
                          "Prototyping on the own card never pays off against the cloud: its "
                          "electricity costs %1 a month more"));

    const std::string horizon = std::to_string(in.months);
    switch (c.cheapest) {
    case HybridPlanKind::OwnOnly:
        c.explanations.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Cheapest over %1 months: the own card alone, %2 in total "
                               "(cloud only %3, hybrid %4)"),
             {horizon, money(own.totalCostUsd), money(cloud.totalCostUsd),
              money(hybrid.totalCostUsd)},
             "§7.7"});
        break;
    case HybridPlanKind::CloudOnly:
        c.explanations.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Cheapest over %1 months: the cloud alone, %2 in total (own card "
                               "only %3, hybrid %4)"),
             {horizon, money(cloud.totalCostUsd), money(own.totalCostUsd),
              money(hybrid.totalCostUsd)},
             "§2.5"});
        break;
    case HybridPlanKind::Hybrid:
        c.explanations.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Cheapest over %1 months: prototyping on the own card and "
                               "training in the cloud, %2 in total (own card only %3, cloud "
                               "only %4)"),
             {horizon, money(hybrid.totalCostUsd), money(own.totalCostUsd),
              money(cloud.totalCostUsd)},
             "§7.6"});
        break;
    }
    if (c.fastest == HybridPlanKind::OwnOnly)
        c.explanations.push_back({QT_TRANSLATE_NOOP("core",
                                                    "Final training is faster on the own card: "
                                                    "%1 hours a month against %2 in the cloud"),
                                  {hours(ownWallClock), hours(cloudWallClock)},
                                  ""});
    else
        c.explanations.push_back({QT_TRANSLATE_NOOP("core",
                                                    "Final training is faster in the cloud: %1 "
                                                    "hours a month against %2 on the own card"),
                                  {hours(cloudWallClock), hours(ownWallClock)},
                                  "§2.5"});
    c.explanations.push_back({QT_TRANSLATE_NOOP("core",
                                                "Learn and prototype on a personal GPU; once a "
                                                "good configuration is found and only "
                                                "data-parallel training is left, the cloud is "
                                                "reliable for the final runs"),
                              {},
                              "§7.6"});
    return c;
}

HybridSetup hybridSetup(const DataSet &data, const PriceBook &prices, const PerformanceModel &model,
                        const ViewOptions &view, const Assumptions &assumptions,
                        const HybridRequest &request)
{
    HybridSetup s;
    s.device = data.device(request.deviceId);
    if (!s.device) {
        s.problem = Message {QT_TRANSLATE_NOOP("core", "The device %1 is not in the catalogue"),
                             {request.deviceId},
                             ""};
        return s;
    }
    s.offer = data.cloudOffer(request.offerId);
    if (!s.offer) {
        s.problem
            = Message {QT_TRANSLATE_NOOP("core", "The cloud offer %1 is not in the catalogue"),
                       {request.offerId},
                       ""};
        return s;
    }
    const std::optional<double> rate
        = request.spot ? s.offer->usdPerHourSpot : s.offer->usdPerHourOnDemand;
    if (!rate) {
        s.problem = request.spot
            ? Message {QT_TRANSLATE_NOOP("core", "The offer %1 has no spot price"),
                       {s.offer->id},
                       ""}
            : Message {QT_TRANSLATE_NOOP("core", "The offer %1 has no on-demand price"),
                       {s.offer->id},
                       ""};
        return s;
    }
    if (!s.device->tdpW) {
        s.problem = Message {QT_TRANSLATE_NOOP("core",
                                               "The board power of the %1 is unknown, so its "
                                               "electricity cannot be counted"),
                             {deviceName(*s.device)},
                             ""};
        return s;
    }

    // The own card as the workspace rates it.
    const std::vector<DeviceEvaluation> evaluations
        = evaluate(data, prices, model, view, assumptions);
    const auto it = std::find_if(evaluations.begin(), evaluations.end(),
                                 [&](const DeviceEvaluation &e) { return e.device == s.device; });
    if (it == evaluations.end()) {
        s.problem
            = Message {QT_TRANSLATE_NOOP("core", "The %1 was not yet on sale at the date chosen"),
                       {deviceName(*s.device)},
                       ""};
        return s;
    }
    if (!it->performance) {
        s.problem = it->performanceUnavailable
            ? *it->performanceUnavailable
            : Message{QT_TRANSLATE_NOOP("core", "The performance of the %1 cannot be estimated"),
                      {deviceName(*s.device)},
                      ""};
        return s;
    }
    if (request.cardPriceUsd) {
        s.input.cardPriceUsd = *request.cardPriceUsd;
    } else if (it->price.usd) {
        s.input.cardPriceUsd = *it->price.usd;
        s.notes.push_back(it->price.explanation());
    } else {
        s.problem = Message {QT_TRANSLATE_NOOP("core",
                                               "No price is known for the %1: add a quote, or "
                                               "give the price paid (0 for a card you own)"),
                             {deviceName(*s.device)},
                             ""};
        return s;
    }

    const auto single = view.mix.single();
    const auto instanceFigure = single
        ? model.relative(s.offer->acceleratorId, *single, view.precision, view.referenceId)
        : model.relative(s.offer->acceleratorId, view.mix, view.precision, view.referenceId);
    if (!instanceFigure) {
        s.problem = Message {QT_TRANSLATE_NOOP("core",
                                               "The performance of the offer's device %1 cannot "
                                               "be estimated"),
                             {s.offer->acceleratorId},
                             ""};
        return s;
    }

    const int devices = std::max(s.offer->acceleratorCount, 1);
    double speed = 1.0;
    if (single) {
        const SpeedUp su = speedUp(data.scaling, s.offer->acceleratorId, *single, view.precision,
                                   devices, assumptions);
        speed = su.factor;
        if (devices > 1)
            s.notes.push_back(su.explanation);
    } else {
        const WorkloadMix weights = view.mix.normalised();
        double logSum = 0.0;
        for (const Workload w : kAllWorkloads) {
            if (weights.weight(w) > 0.0)
                logSum += weights.weight(w)
                    * std::log(speedUp(data.scaling, s.offer->acceleratorId, w, view.precision,
                                       devices, assumptions)
                                   .factor);
        }
        speed = std::exp(logSum);
        if (devices > 1)
            s.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "Speed-up on %1 devices weighted over the "
                                                 "workload mix: %2x"),
                               {std::to_string(devices), compactNumber(speed)},
                               "§1.1"});
    }
    if (request.spot)
        s.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "Spot instances can be taken back at any moment: "
                                             "long final runs need checkpoints"),
                           {},
                           ""});

    HybridInput &in = s.input;
    in.cardWatts = *s.device->tdpW;
    in.hostWatts = assumptions.hostWatts;
    in.electricityUsdPerKwh = assumptions.electricityUsdPerKwh;
    in.ownThroughput = it->performance->relative;
    in.instanceUsdPerHour = *rate;
    in.instanceDevices = devices;
    in.deviceThroughput = instanceFigure->relative;
    in.instanceSpeedUp = speed;
    in.prototypeHoursPerMonth = request.prototypeHoursPerMonth;
    in.trainingGpuHoursPerMonth = request.trainingGpuHoursPerMonth;
    in.months = request.months;
    return s;
}

} // namespace gpa
