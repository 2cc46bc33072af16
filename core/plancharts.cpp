#include "plancharts.h"

#include "pareto.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gpa {

namespace {

// Converts USD amounts to the chart's currency; an unknown currency falls
// back to USD.
struct Money
{
    std::string currency = "USD";
    double perUsd = 1.0;

    Money(const CurrencyTable &rates, const std::string &wanted)
    {
        if (const auto rate = rates.perUsd(wanted)) {
            currency = wanted;
            perUsd = *rate;
        }
    }
    [[nodiscard]] double operator()(double usd) const { return usd * perUsd; }
};

std::string deviceName(const Device &device)
{
    return device.name.empty() ? device.id : device.name;
}

} // namespace

// ------------------------------------------------------------------ upgrade

UpgradeChartData upgradeChartData(const UpgradeAdvice &advice, const std::string &ownedName,
                                  const CurrencyTable &rates, const std::string &currency, int n)
{
    const Money money(rates, currency);
    UpgradeChartData d;
    d.ownedName = ownedName;
    d.currency = money.currency;
    d.verdict = advice.verdict;
    d.threshold = advice.threshold;
    d.resale = money(advice.resale.usd);
    if (advice.budgetUsd) {
        d.budget = money(*advice.budgetUsd);
        d.budgetNetCost = money(*advice.budgetUsd - advice.resale.usd);
    }
    d.candidates = static_cast<int>(advice.candidates.size());
    if (advice.verdict == UpgradeVerdict::CannotTell) {
        d.unavailable = advice.reason;
        return d;
    }
    if (advice.candidates.empty()) {
        d.unavailable = Message {QT_TRANSLATE_NOOP("core",
                                                   "No priced card available is faster than "
                                                   "the %1"),
                                 {ownedName},
                                 "§7.5"};
        return d;
    }

    // The frontier of (net cost, speed-up): paretoFrontier wants a price to
    // keep low and a performance to keep high. Net costs may be negative;
    // the frontier only compares them, so a shift keeps it the same.
    double lowest = 0.0;
    for (const UpgradeCandidate &c : advice.candidates)
        lowest = std::min(lowest, c.netCostUsd);
    std::vector<PricePerformancePoint> shifted;
    for (const UpgradeCandidate &c : advice.candidates)
        shifted.push_back({c.device->id, c.netCostUsd - lowest, c.speedUp});
    std::set<std::string> frontier;
    for (const PricePerformancePoint &p : paretoFrontier(shifted))
        frontier.insert(p.id);

    std::vector<UpgradeChartPoint> all;
    for (std::size_t i = 0; i < advice.candidates.size(); ++i) {
        const UpgradeCandidate &c = advice.candidates[i];
        UpgradeChartPoint p;
        p.deviceId = c.device->id;
        p.name = deviceName(*c.device);
        p.speedUp = c.speedUp;
        p.netCost = money(c.netCostUsd);
        p.price = money(c.priceUsd);
        p.withinBudget = c.withinBudget;
        p.meetsThreshold = c.meetsThreshold;
        p.recommended = advice.recommended == i;
        p.onFrontier = frontier.count(c.device->id) > 0;
        p.estimated = c.estimated;
        all.push_back(std::move(p));
    }
    const auto byCost = [](const UpgradeChartPoint &a, const UpgradeChartPoint &b) {
        if (a.netCost != b.netCost)
            return a.netCost < b.netCost;
        if (a.speedUp != b.speedUp)
            return a.speedUp > b.speedUp;
        return a.deviceId < b.deviceId;
    };
    if (n > 0 && static_cast<int>(all.size()) > n) {
        const auto priority = [](const UpgradeChartPoint &p) {
            return p.recommended ? 0 : p.onFrontier ? 1 : p.withinBudget ? 2 : 3;
        };
        std::stable_sort(all.begin(), all.end(),
                         [&](const UpgradeChartPoint &a, const UpgradeChartPoint &b) {
                             if (priority(a) != priority(b))
                                 return priority(a) < priority(b);
                             return byCost(a, b);
                         });
        all.resize(static_cast<std::size_t>(n));
    }
    std::sort(all.begin(), all.end(), byCost);
    d.points = std::move(all);
    return d;
}

// ------------------------------------------------------------------ systems

std::optional<double> throughputPerThousand(double throughput, double cardsCost, int hostsBought,
                                            double hostCost)
{
    const double total = cardsCost + hostsBought * hostCost;
    if (!(total > 0.0) || !std::isfinite(total))
        return std::nullopt;
    return throughput / total * 1000.0;
}

double roundUpToStep(double value, int steps)
{
    if (!(value > 0.0) || !std::isfinite(value))
        return 0.0;
    const double raw = value / std::max(steps, 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10.0 * magnitude;
    for (const double m : {1.0, 2.0, 2.5, 5.0}) {
        if (m * magnitude >= raw * (1.0 - 1e-12)) {
            step = m * magnitude;
            break;
        }
    }
    return std::ceil(value / step - 1e-9) * step;
}

SystemChartData systemChartData(const SystemComparison &comparison, bool compared,
                                const CurrencyTable &rates, const std::string &currency,
                                int samples)
{
    const Money money(rates, currency);
    SystemChartData d;
    d.currency = money.currency;
    std::vector<const SystemPlan *> plans {&comparison.first};
    if (compared)
        plans.push_back(&comparison.second);
    for (const SystemPlan *plan : plans) {
        if (plan->problem) {
            d.unavailable = plan->problem;
            return d;
        }
    }
    d.hostCost = money(comparison.first.hostCostUsd);
    const HostCostBreakEven *breakEven
        = compared && comparison.breakEven ? &*comparison.breakEven : nullptr;
    if (breakEven && breakEven->kind == HostCostBreakEven::Kind::Crossing) {
        d.breakEvenHostCost = money(*breakEven->hostCostUsd);
        d.betterBelow = breakEven->betterBelow;
        d.betterAbove = breakEven->betterAbove;
    }

    double top = 2.0 * std::max(d.hostCost, d.breakEvenHostCost.value_or(0.0));
    top = std::max(roundUpToStep(top), roundUpToStep(money(100.0)));
    d.maxHostCost = top;
    samples = std::max(samples, 2);
    for (int i = 0; i < samples; ++i)
        d.hostCosts.push_back(top * i / (samples - 1));

    for (const SystemPlan *plan : plans) {
        SystemChartSeries s;
        s.label = plan->label;
        s.throughput = plan->result.throughput;
        s.cardsCost = money(plan->result.cardsCostUsd);
        s.hostsBought = plan->request.buyHosts ? plan->result.hosts : 0;
        for (const double h : d.hostCosts) {
            // A free machine and free cards have no finite value: drawn as 0.
            s.perThousand.push_back(
                throughputPerThousand(s.throughput, s.cardsCost, s.hostsBought, h).value_or(0.0));
        }
        d.systems.push_back(std::move(s));
    }
    if (d.breakEvenHostCost) {
        const SystemChartSeries &s = d.systems.front();
        d.breakEvenPerThousand
            = throughputPerThousand(s.throughput, s.cardsCost, s.hostsBought, *d.breakEvenHostCost);
    }
    return d;
}

// ------------------------------------------------------------------ hybrid

double cumulativeCost(const HybridPlanCost &plan, double months)
{
    return plan.upfrontUsd + months * plan.monthlyUsd;
}

HybridChartData hybridChartData(const HybridSetup &setup, const HybridComparison &comparison,
                                bool spot, const CurrencyTable &rates, const std::string &currency)
{
    const Money money(rates, currency);
    HybridChartData d;
    d.currency = money.currency;
    d.spot = spot;
    if (setup.problem) {
        d.unavailable = setup.problem;
        return d;
    }
    if (setup.device)
        d.deviceName = deviceName(*setup.device);
    if (setup.offer)
        d.offerName = setup.offer->provider + " " + setup.offer->instance;
    d.months = setup.input.months;
    d.cheapest = comparison.cheapest;
    d.fastest = comparison.fastest;
    for (std::size_t k = 0; k < comparison.plans.size(); ++k) {
        const HybridPlanCost &plan = comparison.plans[k];
        HybridChartSeries &s = d.plans[k];
        s.kind = plan.kind;
        for (int m = 0; m <= d.months; ++m)
            s.cumulative.push_back(money(cumulativeCost(plan, m)));
        s.total = money(plan.totalCostUsd);
        s.finalTrainingHours = plan.finalTrainingWallClockHours;
    }
    const HybridPlanCost &cloud = comparison.plan(HybridPlanKind::CloudOnly);
    const auto crossing = [&](HybridPlanKind kind, const HybridBreakEven &b) {
        if (b.months && *b.months > 0.0 && *b.months <= d.months)
            d.crossings.push_back({kind, *b.months, money(cumulativeCost(cloud, *b.months))});
    };
    crossing(HybridPlanKind::OwnOnly, comparison.ownVersusCloud);
    crossing(HybridPlanKind::Hybrid, comparison.hybridVersusCloud);
    return d;
}

} // namespace gpa
