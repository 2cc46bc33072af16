#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "depreciation.h"
#include "message.h"

#include <optional>
#include <span>
#include <vector>

namespace gpa {

// Buy versus rent, Dettmers' 2020 method ("Which GPU for deep learning",
// 2020, "When is it better to use the cloud vs a dedicated GPU desktop"):
//   owning(d)  = purchase + electricity(d) - resale
//   electricity(d) = (device W + host W) / 1000 x utilisation x 24 h x d x $/kWh
//   renting(d) = $/hour x hours used(d) x work factor
//   hours used(d) = 24 h x d x utilisation
// Resale is what the card sells for on the day d it is sold: by default its
// value on the depreciation curve, launch price x r(age at purchase + d),
// at most the purchase price (docs/pricing.md); or, when the user fixes a
// share of the purchase price (Assumptions::resaleFraction), that share at
// any day, as the worked example counts it for its horizon.
//
// Work factor: by default (normaliseWork = true) renting is charged for the
// same amount of work as the owned hardware does, i.e. hours rented = hours
// used x own throughput / instance throughput, where the instance throughput
// is its device's relative performance times the multi-GPU speed-up of its
// device count (multigpu.h). A faster instance is rented for fewer hours.
// This is the default because comparing an hour of a slow card with an hour
// of a fast instance compares different amounts of training. When either
// throughput is unknown, or normaliseWork is false, the factor is 1 (hour
// for hour), and the result says so.
struct BuyVsRentInput
{
    double purchaseUsd = 0.0;
    double deviceWatts = 0.0; // TDP of the owned card(s)
    double hostWatts = 100.0;
    double utilisation = 0.15;
    double electricityUsdPerKwh = 0.12;
    double resaleFraction = 0.0; // used when resaleCurve is not set

    // The card's value on the depreciation curve when sold.
    struct ResaleCurve
    {
        double launchUsd = 0.0;
        double ageYearsAtPurchase = 0.0; // years since launch on the purchase day
        Segment segment = Segment::Consumer;
        DepreciationCurve curve;
    };
    std::optional<ResaleCurve> resaleCurve;

    double rentUsdPerHour = 0.0; // the instance's $/hour (on-demand or spot)

    bool normaliseWork = true;
    std::optional<double> ownThroughput; // relative performance of the owned hardware
    std::optional<double> instanceThroughput; // device relative perf x speed-up(count)

    // Host watts, utilisation, electricity price and a fixed resale share
    // (0 when the assumptions leave resale to the curve) from Assumptions.
    static BuyVsRentInput fromAssumptions(const Assumptions &assumptions);

    // What the card sells for when sold after `days` of ownership.
    [[nodiscard]] double resaleUsd(double days) const;
};

// The depreciation curve input for buying `device` on day `purchaseDay`
// (core/date.h day number), unless the assumptions fix a resale share or
// the card's launch price or date is unknown (nullopt: resale counts as
// BuyVsRentInput::resaleFraction).
std::optional<BuyVsRentInput::ResaleCurve> resaleCurveFor(const Device &device,
                                                          std::span<const PriceQuote> quotes,
                                                          const CurrencyTable &rates,
                                                          int purchaseDay,
                                                          const Assumptions &assumptions);

// Energy and money for electricity per year: 8,760 h x utilisation.
double electricityKwhPerYear(const BuyVsRentInput &input);
double hoursUsedPerYear(const BuyVsRentInput &input);
double electricityUsdPerDay(const BuyVsRentInput &input);
// Rented hours per hour of owned use (see "Work factor" above).
double rentHoursPerOwnHour(const BuyVsRentInput &input);
bool workIsNormalised(const BuyVsRentInput &input);
double rentUsdPerDay(const BuyVsRentInput &input);

double ownCostUsd(const BuyVsRentInput &input, double days);
double rentCostUsd(const BuyVsRentInput &input, double days);

struct CostPoint
{
    int day = 0;
    double ownUsd = 0.0;
    double rentUsd = 0.0;
};
// Points at day 0, step, 2 step, ... up to and including `days`.
std::vector<CostPoint> costCurve(const BuyVsRentInput &input, int days, int stepDays = 1);

struct BuyVsRentBreakEven
{
    // Day from which owning is cheaper: (purchase - resale) / (rent per day -
    // electricity per day) with a fixed resale; with the depreciation curve
    // the first day where owning costs no more than renting (found to a
    // hundredth of a day). nullopt when renting stays cheaper for 100 years.
    std::optional<double> day;
    bool normalised = false; // whether rent hours were scaled to the same work
    Message explanation;
    std::optional<Message> normalisation; // how (or why not) the work was matched
};
BuyVsRentBreakEven buyVsRentBreakEven(const BuyVsRentInput &input);

// Everything a buy-versus-rent answer reports over a horizon, each from the
// one formula above that defines it.
struct BuyVsRentSummary
{
    double years = 0.0;
    double hoursUsedPerYear = 0.0; // 8,760 h x utilisation
    double electricityKwhPerYear = 0.0;
    double electricityUsdPerYear = 0.0;
    double rentHoursPerOwnHour = 1.0;
    double ownTotalUsd = 0.0;
    double rentTotalUsd = 0.0;
    BuyVsRentBreakEven breakEven;
};
BuyVsRentSummary summarise(const BuyVsRentInput &input, double horizonDays);

} // namespace gpa
