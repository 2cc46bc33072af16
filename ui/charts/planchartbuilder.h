#pragma once

#include "chartcontext.h"

#include <QSizeF>
#include <QString>

#include <optional>

class QChart;

namespace gpa::ui {

struct ChartSnapshot;

// The plan tools' charts (ChartKind::UpgradeSpeedUp, SystemPerDollar,
// PlanCosts), drawn from the values core computed (core/plancharts.h) that
// the tool put in the snapshot. chartbuilder.cpp hands these kinds over;
// the export, copy and panel code treat them like every other chart.
QChart *buildPlanChart(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                       QSizeF size);
std::optional<QString> planChartUnavailableReason(const ChartSnapshot &snapshot, ChartKind kind);
QString planChartTitle(ChartKind kind); // translated

} // namespace gpa::ui
