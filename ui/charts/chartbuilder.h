#pragma once

#include "chartcontext.h"

#include <QSizeF>
#include <QString>

#include <optional>

class QChart;
class QFont;

namespace gpa::ui {

struct ChartSnapshot;

// Builds the chart of `kind` from the snapshot's values; the caller owns the
// chart. `size` is the size it will be drawn at: bar charts show fewer rows
// when the list would not fit (the reference and the selection kept).
// buildChart() and updateChart() are Qt Charts code, linked into the charts
// module only (chartdrawing.h); the rest of this header is not. (Qt Charts is
// deprecated from Qt 6.10: a port replaces that module.)
QChart *buildChart(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                   QSizeF size);

// Redraws `chart`, made by buildChart() (or updated here before), in place
// from new data: it keeps its series, bar sets, axes, overlay and footer and
// gives them their new values, titles, categories and ranges; drawn, it is
// pixel for pixel the chart buildChart() would make from the same data.
// False, and the chart untouched, when a new chart is needed: another kind,
// theme or font size, the "no data" message appearing or going, language-
// model bars in place of the workload bars (or back), another number of
// price-history lines, buy-versus-rent's break-even point appearing or
// going, or a plan chart (UpgradeSpeedUp, SystemPerDollar, PlanCosts).
bool updateChart(QChart *chart, const ChartSnapshot &snapshot, ChartKind kind,
                 const ChartOptions &options, QSizeF size);

// The title a chart of `kind` shows (translated).
QString chartTitle(ChartKind kind);

// Why the chart of `kind` has nothing to draw (no device passes the filters,
// no price, no offer to compare with, ...), one translated sentence; the
// chart then shows it instead. nullopt when there is something to draw.
std::optional<QString> chartUnavailableReason(const ChartSnapshot &snapshot, ChartKind kind,
                                              const ChartOptions &options);

// Whether `theme` draws dark: System follows the application palette's
// window colour (dark when its lightness is below the middle).
bool isDarkTheme(ChartTheme theme);

// Bar rows that fit in a chart of `height` logical pixels with the
// application font (each row of three bars needs about 3 lines of text).
int barRowsThatFit(qreal height);
int barRowsThatFit(qreal height, const QFont &font);

} // namespace gpa::ui
