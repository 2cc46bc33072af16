#include "assumptions.h"

#include <cmath>
#include <cstdio>

namespace gpa {

namespace {

std::string shortNumber(double value)
{
    if (!std::isfinite(value))
        return "?";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

bool inRange(double value, double low, double high)
{
    return std::isfinite(value) && value >= low && value <= high;
}

bool nonNegative(double value)
{
    return std::isfinite(value) && value >= 0.0;
}

void checkSpeedUps(const SpeedUpDefaults &s, const char *field, const char *rule,
                   std::vector<AssumptionProblem> &problems)
{
    // A data-parallel job on N devices runs between "not at all" and N times
    // as fast, and adding a device never makes the default slower.
    const bool each
        = inRange(s.two, 1e-9, 2.0) && inRange(s.three, 1e-9, 3.0) && inRange(s.four, 1e-9, 4.0);
    if (!each || s.three < s.two || s.four < s.three) {
        problems.push_back(
            {field,
             Message{QT_TRANSLATE_NOOP("core",
                                       "Speed-ups for 2, 3 and 4 devices must each be above "
                                       "0 and at most the device count, and must not "
                                       "decrease; got %1, %2 and %3"),
                     {shortNumber(s.two), shortNumber(s.three), shortNumber(s.four)},
                     rule}});
    }
}

} // namespace

const SpeedUpDefaults &Assumptions::speedUps(Workload workload) const
{
    switch (workload) {
    case Workload::Cnn:
        return cnnSpeedUp;
    case Workload::Rnn:
        return rnnSpeedUp;
    case Workload::Transformer:
        return transformerSpeedUp;
    }
    return cnnSpeedUp;
}

std::vector<AssumptionProblem> validate(const Assumptions &a)
{
    std::vector<AssumptionProblem> problems;
    const auto add
        = [&problems](const char *field, const char *text, double value, const char *rule = "") {
              problems.push_back({field, Message{text, {shortNumber(value)}, rule}});
          };

    if (!nonNegative(a.electricityUsdPerKwh))
        add("electricityUsdPerKwh",
            QT_TRANSLATE_NOOP("core", "The electricity price must not be negative, got %1 $/kWh"),
            a.electricityUsdPerKwh);
    if (!nonNegative(a.hostWatts))
        add("hostWatts",
            QT_TRANSLATE_NOOP("core", "The host machine's power must not be negative, got %1 W"),
            a.hostWatts);
    if (!inRange(a.utilisation, 0.0, 1.0))
        add("utilisation",
            QT_TRANSLATE_NOOP("core", "Utilisation must be between 0 and 1 (0% to 100%), got %1"),
            a.utilisation);
    if (a.resaleFraction && !inRange(*a.resaleFraction, 0.0, 1.0))
        add("resaleFraction",
            QT_TRANSLATE_NOOP("core",
                              "The resale value must be between 0 and 1 of the purchase "
                              "price, got %1"),
            *a.resaleFraction);
    const DepreciationCurve &d = a.depreciation;
    if (!inRange(d.retainedAtLaunch, 0.0, 2.0) || !inRange(d.datacenterRetainedAtLaunch, 0.0, 2.0))
        add("depreciation",
            QT_TRANSLATE_NOOP("core",
                              "The share of the launch price a used card keeps at launch must "
                              "be between 0 and 2, got %1"),
            inRange(d.retainedAtLaunch, 0.0, 2.0) ? d.datacenterRetainedAtLaunch
                                                   : d.retainedAtLaunch);
    if (!inRange(d.yearlyDecay, 0.0, 5.0) || !inRange(d.datacenterYearlyDecay, 0.0, 5.0))
        add("depreciation",
            QT_TRANSLATE_NOOP("core",
                              "The yearly loss of value of a used card must be between 0 and 5, "
                              "got %1"),
            inRange(d.yearlyDecay, 0.0, 5.0) ? d.datacenterYearlyDecay : d.yearlyDecay);
    if (a.priceFreshnessMonths < 1 || a.priceFreshnessMonths > 120)
        add("priceFreshnessMonths",
            QT_TRANSLATE_NOOP("core",
                              "The price freshness window must be between 1 and 120 months, "
                              "got %1"),
            a.priceFreshnessMonths);
    if (!(std::isfinite(a.memoryFactor16Bit) && a.memoryFactor16Bit >= 1.0))
        add("memoryFactor16Bit",
            QT_TRANSLATE_NOOP("core", "The 16-bit memory factor must be at least 1, got %1"),
            a.memoryFactor16Bit, "§6.3");
    checkSpeedUps(a.cnnSpeedUp, "cnnSpeedUp", "§1.2", problems);
    checkSpeedUps(a.rnnSpeedUp, "rnnSpeedUp", "§1.3", problems);
    checkSpeedUps(a.transformerSpeedUp, "transformerSpeedUp", "§1.4", problems);
    if (!nonNegative(a.multiGpuHostCostUsd))
        add("multiGpuHostCostUsd",
            QT_TRANSLATE_NOOP("core", "The host machine's price must not be negative, got %1"),
            a.multiGpuHostCostUsd, "§4.5");
    if (!(std::isfinite(a.upgradeThreshold) && a.upgradeThreshold >= 1.0))
        add("upgradeThreshold",
            QT_TRANSLATE_NOOP("core",
                              "The upgrade threshold must be at least 1 (as fast as the "
                              "card owned), got %1"),
            a.upgradeThreshold);
    for (HostProblem &p : validate(a.host))
        problems.push_back({"host." + p.field, std::move(p.message)});
    if (!inRange(a.powerTransientMargin, 0.0, 2.0))
        add("powerTransientMargin",
            QT_TRANSLATE_NOOP("core",
                              "The margin for power spikes must be between 0 and 2 (0% to 200% of "
                              "the board power), got %1"),
            a.powerTransientMargin);
    for (const MaturityFactor *f : {&a.softwareMaturity.rocm, &a.softwareMaturity.oneApi,
                                    &a.softwareMaturity.tpu, &a.softwareMaturity.other}) {
        if (!inRange(f->cnn, 0.05, 1.5) || !inRange(f->rnn, 0.05, 1.5)
            || !inRange(f->transformer, 0.05, 1.5)) {
            problems.push_back(
                {"softwareMaturity",
                 Message{QT_TRANSLATE_NOOP("core",
                                           "Software maturity factors must be between 0.05 and 1.5, "
                                           "got %1, %2 and %3"),
                         {shortNumber(f->cnn), shortNumber(f->rnn), shortNumber(f->transformer)},
                         "§2.2"}});
            break;
        }
    }
    if (a.referenceDeviceId.empty())
        problems.push_back(
            {"referenceDeviceId",
             Message{QT_TRANSLATE_NOOP("core", "A reference device must be chosen"), {}, ""}});
    return problems;
}

bool Assumptions::hostCostIsUsers() const
{
    return multiGpuHostCostUsd != Assumptions {}.multiGpuHostCostUsd;
}

double Assumptions::hostCostUsd(std::optional<int> viewDay) const
{
    return hostCostIsUsers() ? multiGpuHostCostUsd : hostPriceAsOf(viewDay).usd;
}

} // namespace gpa
