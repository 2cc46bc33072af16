#pragma once

#include "chartcontext.h"
#include "core/llmchartdata.h"
#include "core/plancharts.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpa::ui {

// The plain values the charts draw, computed by core from a ChartContext at
// the moment it is given: the chart panel keeps this (never the context's
// pointers) so that switching chart kinds or resizing redraws without asking
// the workspace again.
struct ChartSnapshot
{
    ViewOptions view;
    std::string referenceName;
    int topN = 15;
    int activeFilters = 0;
    std::vector<std::string> selectedDeviceIds;

    std::optional<BarChartData> performance; // what goes into the host (ChartDevices::fitHostOnly)
    std::optional<BarChartData> performanceAllParts; // ChartOptions::allParts
    std::optional<BarChartData> perDollarBest;
    std::optional<BarChartData> perDollarReference;
    std::optional<ScatterData> scatter;
    std::optional<PriceHistoryData> priceHistory;
    std::optional<BuyVsRentChartData> buyVsRent;
    // With an LLM workload in the view, the performance and per-dollar kinds
    // draw these instead: tokens/s and tokens/s per 1,000 of the currency.
    std::optional<LlmBarChartData> llmSpeed;
    std::optional<LlmBarChartData> llmValue;
    bool priceHistoryByDefault = false; // no selection: the default devices

    // The plan tools' charts: set by the tool that computed them (never by
    // takeChartSnapshot, which has no plan to compute).
    std::optional<UpgradeChartData> upgrade;
    std::optional<SystemChartData> systems;
    std::optional<HybridChartData> planCosts;

    // The data the given kind needs, or null when it was not computed.
    [[nodiscard]] const BarChartData *bars(ChartKind kind, const ChartOptions &options) const;

    bool hasCatalogue = false; // false: the context had no data, model or prices

    // What a file's footer says under each kind drawn (date, price basis,
    // sources; chartdata.h ChartFooterFacts).
    std::map<ChartKind, ChartFooterFacts> footers;
    std::optional<ChartFooterFacts> performanceAllPartsFooter;
    [[nodiscard]] const ChartFooterFacts *footer(ChartKind kind, const ChartOptions &options) const;
};

// Every kind's data; with `only`, just that kind's (what an export or the
// chart panel's shown kind needs), and with `options` too, only the variant
// they choose (the per-dollar scale, all parts or those that fit). A context
// without data gives an empty snapshot, drawn as "no catalogue".
ChartSnapshot takeChartSnapshot(const ChartContext &context,
                                std::optional<ChartKind> only = std::nullopt,
                                const ChartOptions *options = nullptr);

} // namespace gpa::ui
