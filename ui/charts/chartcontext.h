#pragma once

#include "core/assumptions.h"
#include "core/chartdata.h"
#include "core/dataset.h"
#include "core/devicefilter.h"
#include "core/performancemodel.h"
#include "core/ranking.h"
#include "core/session.h"

#include <QSize>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace gpa::ui {

enum class ChartKind {
    Performance,
    PerformancePerDollar,
    Scatter,
    PriceHistory,
    BuyVsRent,
    // The plan tools' charts, drawn from a tool's result (ChartSnapshot's
    // upgrade, systems, planCosts), not from a ChartContext.
    UpgradeSpeedUp, // speed-up versus net cost of each candidate (seed §7.5)
    SystemPerDollar, // two systems' throughput per dollar against the host's price (seed §4.5c)
    PlanCosts, // cumulative cost of own card, cloud and hybrid plans (seed §7.6)
};
// The kinds the chart panel and `export-chart` offer.
inline constexpr ChartKind kAllChartKinds[]
    = {ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter,
       ChartKind::PriceHistory, ChartKind::BuyVsRent};
inline constexpr ChartKind kPlanChartKinds[]
    = {ChartKind::UpgradeSpeedUp, ChartKind::SystemPerDollar, ChartKind::PlanCosts};

// "performance", "performance-per-dollar", "scatter", "price-history",
// "buy-vs-rent": the names `export-chart --chart` takes; the plan charts'
// "upgrade-speed-up", "system-per-dollar", "plan-costs" name their files.
QString chartKindId(ChartKind kind);
std::optional<ChartKind> parseChartKind(const QString &id);
QString chartKindTitle(ChartKind kind); // translated, for the selector

// Everything a chart needs; passed by const reference, never stored beyond
// the call (the charts keep plain values computed from it, see
// ChartSnapshot).
struct ChartContext
{
    // The engine session whose evaluations the charts draw: its view gives
    // the workload mix (the order of the performance charts, which show all
    // three workloads; the scatter's and buy-versus-rent's performance),
    // precision, reference, price policy, currency and as-of date.
    const Session *session = nullptr;
    DeviceFilter filter; // the workspace's filters
    std::vector<std::string> selectedDeviceIds; // price history: these; buy-vs-rent: the first
    // When not empty, the bar charts and the scatter show these devices and
    // no other (`export-chart --devices`); the workspace leaves it empty.
    std::vector<std::string> onlyDeviceIds;
    std::string cloudOfferId; // buy-vs-rent; empty = default choice (chartdata.h)
    int topN = 15;
};

// How a chart is drawn, beside its data.
enum class ChartTheme {
    System, // dark when the application palette's window colour is dark
    Light,
    Dark,
};

struct ChartOptions
{
    PerDollarScale perDollarScale = PerDollarScale::Best; // seed §4.4: best = 1.0
    ChartTheme theme = ChartTheme::System;
    // Performance: every part, data-centre modules included; by default only
    // what goes into the assumptions' host (ChartDevices::fitHostOnly).
    bool allParts = false;
    // Drawn for a file or the clipboard (renderChart(), exportChart()): the
    // screen's selection marks are left out and a footer says the view's
    // date, workload, price basis and sources, so that the picture can be
    // cited on its own.
    bool forFile = false;
    // The charts' base font size in pixels; 0: the application font.
    int fontPixelSize = 0;
};

// The base font size of a chart drawn at `size` for a file: text grows with
// the picture, so that a 1600 x 900 export reads like the window at its
// size (18 px there, 12 px at least, 40 at most).
int chartFontPixelSize(QSize size);

} // namespace gpa::ui
