#pragma once

#include "currency.h"
#include "hybridplan.h"
#include "message.h"
#include "systemplan.h"
#include "upgrade.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace gpa {

// What the charts of the plan tools draw (upgrade advice, multi-GPU systems,
// hybrid plans), computed from the tools' results and converted to the view's
// currency. An unknown currency falls back to USD (the data's `currency`
// says which one was used). The UI only draws these values.

// ------------------------------------------------------------------ upgrade

// One candidate card on the speed-up versus net cost chart (seed §7.5).
struct UpgradeChartPoint
{
    std::string deviceId;
    std::string name;
    double speedUp = 1.0; // against the owned card
    double netCost = 0.0; // price - resale, in currency; negative: the sale pays for it
    double price = 0.0; // in currency
    bool withinBudget = true;
    bool meetsThreshold = false;
    bool recommended = false;
    // No other candidate is both cheaper (net) and at least as fast, or as
    // cheap and faster: the cards worth looking at for their money.
    bool onFrontier = false;
    bool estimated = false;
};

struct UpgradeChartData
{
    std::string ownedName;
    std::string currency = "USD";
    UpgradeVerdict verdict = UpgradeVerdict::CannotTell;
    double threshold = 1.5;
    double resale = 0.0; // in currency
    std::optional<double> budget; // in currency: the most paid for the new card
    // The net cost of a card priced exactly at the budget (budget - resale):
    // since net cost = price - resale, the cards at or left of it are the
    // ones within budget.
    std::optional<double> budgetNetCost;
    std::vector<UpgradeChartPoint> points; // by net cost, then speed-up (fastest first)
    int candidates = 0; // candidates of the advice, shown or not
    std::optional<Message> unavailable; // why nothing can be drawn
};

// The advice's candidates for the chart. When there are more than `n`, the
// recommended card, then the Pareto frontier, then the cards within budget,
// then the others are kept in that order of priority, each group cheapest
// (net) first, until `n` are kept. n <= 0 keeps all.
UpgradeChartData upgradeChartData(const UpgradeAdvice &advice, const std::string &ownedName,
                                  const CurrencyTable &rates, const std::string &currency,
                                  int n = 20);

// ------------------------------------------------------------------ systems

// Throughput per 1,000 units of money spent on a system whose host machines
// cost `hostCost` each: T / (C + h H) x 1000 (seed §4.5c: the host machine
// costs money too). nullopt when the total cost is not positive.
std::optional<double> throughputPerThousand(double throughput, double cardsCost, int hostsBought,
                                            double hostCost);

struct SystemChartSeries
{
    std::string label; // "4x GeForce RTX 2080 Ti / 1 host"
    double throughput = 0.0; // reference-device units
    double cardsCost = 0.0; // in currency
    int hostsBought = 1; // 0 when the machines are already owned
    std::vector<double> perThousand; // at each SystemChartData::hostCosts
};

struct SystemChartData
{
    std::string currency = "USD";
    // Host machine prices from 0 to maxHostCost, evenly spaced.
    std::vector<double> hostCosts;
    double maxHostCost = 0.0;
    std::vector<SystemChartSeries> systems; // one, or two when compared
    double hostCost = 0.0; // the price of a host machine used, in currency
    // Where the two curves cross (HostCostBreakEven::Kind::Crossing).
    std::optional<double> breakEvenHostCost; // in currency
    std::optional<double> breakEvenPerThousand;
    int betterBelow = 0; // 1 or 2 (index + 1 into systems), with a crossing
    int betterAbove = 0;
    std::optional<Message> unavailable;
};

// The horizontal range: twice the larger of the host cost used and the
// break-even, rounded up to a step of 1, 2, 2.5 or 5 times a power of ten
// (about five steps); at least 100 units. `samples` points (at least 2).
SystemChartData systemChartData(const SystemComparison &comparison, bool compared,
                                const CurrencyTable &rates, const std::string &currency,
                                int samples = 121);

// A round upper bound for an axis starting at 0: `value` rounded up to a
// multiple of a step of 1, 2, 2.5 or 5 times a power of ten, the step chosen
// so that about `steps` of them cover the value. 0 or less gives 0.
double roundUpToStep(double value, int steps = 5);

// ------------------------------------------------------------------ hybrid

// What a plan has cost by the end of `months` months: the card up front plus
// the monthly cost for each month (fractions of a month pro rata).
double cumulativeCost(const HybridPlanCost &plan, double months);

struct HybridChartSeries
{
    HybridPlanKind kind = HybridPlanKind::OwnOnly;
    std::vector<double> cumulative; // in currency, month 0 (up front) .. months
    double total = 0.0; // in currency, at the horizon
    double finalTrainingHours = 0.0; // wall clock, per month
};

// Where the plan with the card catches up with cloud only.
struct HybridChartCrossing
{
    HybridPlanKind kind = HybridPlanKind::Hybrid; // own only or hybrid, against cloud only
    double months = 0.0;
    double cost = 0.0; // in currency: what both have cost by then
};

struct HybridChartData
{
    std::string currency = "USD";
    std::string deviceName;
    std::string offerName; // "AWS p3.2xlarge"
    bool spot = false;
    int months = 0;
    std::array<HybridChartSeries, 3> plans; // in kAllHybridPlans order
    HybridPlanKind cheapest = HybridPlanKind::Hybrid;
    HybridPlanKind fastest = HybridPlanKind::CloudOnly;
    // The crossings that happen after the start and within the horizon.
    std::vector<HybridChartCrossing> crossings;
    std::optional<Message> unavailable;
};

HybridChartData hybridChartData(const HybridSetup &setup, const HybridComparison &comparison,
                                bool spot, const CurrencyTable &rates, const std::string &currency);

} // namespace gpa
