// The entry point of the charts module (gpu-advisor-charts.so), which
// chartDrawing() loads on the first chart drawn.
#include "chartdrawing.h"

#include <QtGlobal>

extern "C" Q_DECL_EXPORT const gpa::ui::ChartDrawing *gpa_chart_drawing()
{
    return &gpa::ui::linkedChartDrawing();
}
