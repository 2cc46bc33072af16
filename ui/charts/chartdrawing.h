#pragma once

#include "chartcontext.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QSizeF>
#include <QString>

class QWidget;

namespace gpa::ui {

struct ChartSnapshot;

// Everything that draws with Qt Charts, behind one interface. Qt Charts (with
// Qt OpenGL) and Qt SVG are loaded with the charts module
// (gpu-advisor-charts.so), on the first chart the user asks for: the window
// starts without them. Programs that link the drawing code (tests, tools)
// hand it over with setChartDrawing().
class ChartDrawing
{
public:
    // A view that shows charts (a QChartView), a child of `parent`.
    [[nodiscard]] virtual QWidget *createView(QWidget *parent) const = 0;
    // Shows the chart of `kind` in `view` (made by createView()) at `size`:
    // the chart shown redrawn in place when it can be (updateChart()), a new
    // one otherwise.
    virtual void show(QWidget *view, const ChartSnapshot &snapshot, ChartKind kind,
                      const ChartOptions &options, QSizeF size) const = 0;
    // The chart drawn without a window (renderChart(): sizes already checked).
    [[nodiscard]] virtual QImage render(const ChartSnapshot &snapshot, ChartKind kind,
                                        const ChartOptions &options, QSize size,
                                        double scale) const = 0;
    // The chart as an SVG document of `size`; empty, with `error` set, when
    // the drawing could not be made.
    [[nodiscard]] virtual QByteArray svg(const ChartSnapshot &snapshot, ChartKind kind,
                                         const ChartOptions &options, QSize size,
                                         QString *error) const = 0;

protected:
    ~ChartDrawing() = default;
};

// The drawing code: the one handed over, else the charts module, loaded on
// the first call. Null when the module cannot be loaded, with the reason (a
// translated sentence) in `error`.
const ChartDrawing *chartDrawing(QString *error = nullptr);

// Hands over drawing code linked into the program (never unloaded); null
// goes back to the module.
void setChartDrawing(const ChartDrawing *drawing);

// A chart view from the drawing code, or, when the module cannot be loaded,
// a label that says why; showChart() draws in the first and leaves the other.
QWidget *createChartView(QWidget *parent);
void showChart(QWidget *view, const ChartSnapshot &snapshot, ChartKind kind,
               const ChartOptions &options, QSizeF size);

// The drawing code itself, in the library gpa-ui-charts (qtchartdrawing.cpp):
// the charts module's, and that of programs that link it.
const ChartDrawing &linkedChartDrawing();

// The module's entry point: returns its drawing code (static, never freed).
inline constexpr const char *kChartDrawingEntry = "gpa_chart_drawing";

} // namespace gpa::ui
