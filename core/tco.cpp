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

// A card ages by calendar years; the horizon counts 365-day years.
constexpr double kDaysPerCalendarYear = 365.25;
constexpr double kLongestHorizonDays = 100.0 * kDaysPerCalendarYear;

double netPurchase(const BuyVsRentInput &input, double days)
{
    return input.purchaseUsd - input.resaleUsd(days);
}

} // namespace

BuyVsRentInput BuyVsRentInput::fromAssumptions(const Assumptions &assumptions)
{
    BuyVsRentInput input;
    input.hostWatts = assumptions.hostWatts;
    input.utilisation = assumptions.utilisation;
    input.electricityUsdPerKwh = assumptions.electricityUsdPerKwh;
    input.resaleFraction = assumptions.resaleFraction.value_or(0.0);
    return input;
}

double BuyVsRentInput::resaleUsd(double days) const
{
    if (!resaleCurve)
        return purchaseUsd * resaleFraction;
    const double age = resaleCurve->ageYearsAtPurchase + std::max(days, 0.0) / kDaysPerCalendarYear;
    const double value = resaleCurve->launchUsd
        * resaleCurve->curve.retained(age, resaleCurve->segment);
    return std::clamp(value, 0.0, std::max(purchaseUsd, 0.0));
}

std::optional<BuyVsRentInput::ResaleCurve> resaleCurveFor(const Device &device,
                                                          std::span<const PriceQuote> quotes,
                                                          const CurrencyTable &rates,
                                                          int purchaseDay,
                                                          const Assumptions &assumptions)
{
    if (assumptions.resaleFraction)
        return std::nullopt;
    const auto launch = launchPriceUsd(device, quotes, rates);
    const auto year = launchYear(device);
    if (!launch || !year)
        return std::nullopt;
    const double purchaseYear = 1970.0 + (purchaseDay + 0.5) / 365.2425;
    return BuyVsRentInput::ResaleCurve{*launch, std::max(purchaseYear - *year, 0.0), device.segment,
                                       assumptions.depreciation};
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
    return netPurchase(input, days) + electricityUsdPerDay(input) * days;
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
    if (!input.resaleCurve) {
        result.day = std::max(netPurchase(input, 0.0), 0.0) / saving;
    } else {
        // Owning minus renting rises by `saving` a day and by the value the
        // card loses: scan by day, then halve the crossing interval.
        const auto ahead = [&](double d) { return rentCostUsd(input, d) - ownCostUsd(input, d); };
        std::optional<double> low;
        for (double d = 0.0; d <= kLongestHorizonDays; d += 1.0) {
            if (ahead(d) >= 0.0) {
                low = d;
                break;
            }
        }
        if (!low) {
            result.explanation
                = {QT_TRANSLATE_NOOP("core",
                                     "Renting stays cheaper: the card loses value faster than "
                                     "the %1 a day saved on rent over electricity repays it"),
                   {dollarsAndCents(saving)},
                   ""};
            return result;
        }
        double lo = std::max(*low - 1.0, 0.0);
        double hi = *low;
        if (ahead(lo) >= 0.0)
            hi = lo;
        for (int i = 0; i < 40 && hi - lo > 0.01; ++i) {
            const double mid = (lo + hi) / 2.0;
            (ahead(mid) >= 0.0 ? hi : lo) = mid;
        }
        result.day = hi;
    }
    result.explanation = {QT_TRANSLATE_NOOP("core",
                                            "Buying is cheaper after %1 days of use: the "
                                            "purchase (%2 after resale) is repaid by the "
                                            "%3 a day saved on rent over electricity"),
                          {compactNumber(*result.day, 0),
                           formatMoney(netPurchase(input, *result.day), "USD"),
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
