#include "tco.h"

#include "costtext.h"

#include <algorithm>
#include <cmath>

namespace gpa {

namespace {

constexpr double kHoursPerDay = 24.0;
constexpr double kHoursPerYear = 8760.0; // 365 x 24
constexpr double kDaysPerYear = 365.0;

bool positive(std::optional<double> value)
{
    return value && std::isfinite(*value) && *value > 0.0;
}

double netPurchase(const BuyVsRentInput &input)
{
    return input.purchaseUsd * (1.0 - input.resaleFraction);
}

} // namespace

BuyVsRentInput BuyVsRentInput::fromAssumptions(const Assumptions &assumptions)
{
    BuyVsRentInput input;
    input.hostWatts = assumptions.hostWatts;
    input.utilisation = assumptions.utilisation;
    input.electricityUsdPerKwh = assumptions.electricityUsdPerKwh;
    input.resaleFraction = assumptions.resaleFraction;
    return input;
}

double electricityKwhPerYear(const BuyVsRentInput &input)
{
    return (input.deviceWatts + input.hostWatts) / 1000.0 * input.utilisation * kHoursPerYear;
}

double hoursUsedPerYear(const BuyVsRentInput &input)
{
    return input.utilisation * kHoursPerYear;
}

double electricityUsdPerDay(const BuyVsRentInput &input)
{
    return (input.deviceWatts + input.hostWatts) / 1000.0 * input.utilisation * kHoursPerDay
        * input.electricityUsdPerKwh;
}

bool workIsNormalised(const BuyVsRentInput &input)
{
    return input.normaliseWork && positive(input.ownThroughput)
        && positive(input.instanceThroughput);
}

double rentHoursPerOwnHour(const BuyVsRentInput &input)
{
    return workIsNormalised(input) ? *input.ownThroughput / *input.instanceThroughput : 1.0;
}

double rentUsdPerDay(const BuyVsRentInput &input)
{
    return input.rentUsdPerHour * kHoursPerDay * input.utilisation * rentHoursPerOwnHour(input);
}

double ownCostUsd(const BuyVsRentInput &input, double days)
{
    return netPurchase(input) + electricityUsdPerDay(input) * days;
}

double rentCostUsd(const BuyVsRentInput &input, double days)
{
    return rentUsdPerDay(input) * days;
}

std::vector<CostPoint> costCurve(const BuyVsRentInput &input, int days, int stepDays)
{
    std::vector<CostPoint> points;
    const int step = std::max(stepDays, 1);
    for (int d = 0; d <= days; d += step)
        points.push_back({d, ownCostUsd(input, d), rentCostUsd(input, d)});
    if (days > 0 && points.back().day != days)
        points.push_back({days, ownCostUsd(input, days), rentCostUsd(input, days)});
    return points;
}

BuyVsRentBreakEven buyVsRentBreakEven(const BuyVsRentInput &input)
{
    BuyVsRentBreakEven result;
    result.normalised = workIsNormalised(input);
    if (result.normalised)
        result.normalisation = Message{
            QT_TRANSLATE_NOOP("core",
                              "Rent hours scaled by %1 so that both do the same work (own "
                              "hardware %2, instance %3 times the reference device)"),
            {compactNumber(rentHoursPerOwnHour(input), 3), compactNumber(*input.ownThroughput),
             compactNumber(*input.instanceThroughput)},
            ""};
    else if (input.normaliseWork)
        result.normalisation
            = Message{QT_TRANSLATE_NOOP("core",
                                        "Rent counted hour for hour: the performance of the own "
                                        "hardware or of the instance is not known"),
                      {},
                      ""};

    const double rentPerDay = rentUsdPerDay(input);
    const double powerPerDay = electricityUsdPerDay(input);
    const double saving = rentPerDay - powerPerDay;
    if (!(saving > 0.0)) {
        result.explanation = {QT_TRANSLATE_NOOP("core",
                                                "Renting stays cheaper: a day of renting "
                                                "(%1) costs no more than a day of "
                                                "electricity for the own hardware (%2)"),
                              {dollarsAndCents(rentPerDay), dollarsAndCents(powerPerDay)},
                              ""};
        return result;
    }
    result.day = std::max(netPurchase(input), 0.0) / saving;
    result.explanation = {QT_TRANSLATE_NOOP("core",
                                            "Buying is cheaper after %1 days of use: the "
                                            "purchase (%2 after resale) is repaid by the "
                                            "%3 a day saved on rent over electricity"),
                          {compactNumber(*result.day, 0), formatMoney(netPurchase(input), "USD"),
                           dollarsAndCents(saving)},
                          ""};
    return result;
}

BuyVsRentSummary summarise(const BuyVsRentInput &input, double horizonDays)
{
    BuyVsRentSummary out;
    out.years = horizonDays / kDaysPerYear;
    out.hoursUsedPerYear = hoursUsedPerYear(input);
    out.electricityKwhPerYear = electricityKwhPerYear(input);
    out.electricityUsdPerYear = electricityUsdPerDay(input) * kDaysPerYear;
    out.rentHoursPerOwnHour = rentHoursPerOwnHour(input);
    out.ownTotalUsd = ownCostUsd(input, horizonDays);
    out.rentTotalUsd = rentCostUsd(input, horizonDays);
    out.breakEven = buyVsRentBreakEven(input);
    return out;
}

} // namespace gpa
