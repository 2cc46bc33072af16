#pragma once

#include "chartcontext.h"

#include <QColor>
#include <QFont>
#include <QMargins>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>
#include <vector>

class QAbstractAxis;
class QBarCategoryAxis;
class QBarSet;
class QCategoryAxis;
class QChart;
class QValueAxis;
class QXYSeries;

namespace gpa::ui {

class ChartOverlay;

// The look every chart shares (used by the chart builders only): colours
// that stay apart for the colour-blind (Okabe-Ito), a shade brighter on a
// dark background, a flat background that exports well, round axis ranges.
struct ChartPalette
{
    bool dark = false;
    QColor background;
    QColor text;
    QColor grid;
    std::array<QColor, 3> workload;
    QColor own;
    QColor rent;
    QColor frontier;
    QColor measured;
    QColor estimated;
    std::vector<QColor> series; // one per line or system
    QColor good; // a region or point that passes a test (e.g. an upgrade worth it)
    QFont font; // the chart's base font (ChartOptions::fontPixelSize)
};

QColor blend(const QColor &a, const QColor &b, qreal share);
ChartPalette chartPalette(bool dark, const QColor &background, const QColor &text);
// Pale version of a colour for estimated values.
QColor pale(const ChartPalette &p, const QColor &c);

// A step of 1, 2, 2.5 or 5 times a power of ten giving about `ticks` intervals.
double niceStep(double range, int ticks);
// 0 .. a round number above `max`, ticks on round values, labels with as
// many decimals as the step needs.
void setNiceRange(QValueAxis *axis, double max, int ticks);
// The same from a round number at or below `min` (which may be negative).
void setNiceRange(QValueAxis *axis, double min, double max, int ticks);

// The colours and font of the theme of `options`.
ChartPalette themedPalette(const ChartOptions &options);
// The room around a themed chart's plot, title and legend (a file's footer
// adds to the bottom).
QMargins chartMargins();
// A new chart in the theme of `options` (no animation, the application
// font, flat background to the edges); `palette` receives its colours.
QChart *newThemedChart(const ChartOptions &options, ChartPalette &palette);
// A bold title and smaller lines of detail under it, sized in pixels from
// the chart's title font (1.35 and 0.9 times it), so that they grow with an
// export's font.
// The title in bold and the detail lines below it, each broken into lines
// that fit a chart `width` pixels wide (0: as they are).
void setChartTitle(QChart *chart, const QString &title, const QStringList &details, qreal width = 0.0);
// `line` broken at spaces into lines no wider than `width` in `font`.
QStringList wrapToWidth(const QString &line, const QFont &font, qreal width);
// Breaks into lines every axis title of the finished `chart` that would not
// fit along its axis at `size` (Qt would cut it with "…").
void fitAxisTitles(QChart *chart, QSizeF size);
// Sets an axis title (escaped rich text), unless the axis already shows the
// same text, perhaps broken into lines by fitAxisTitles(): an update in place
// that keeps its titles leaves the chart's layout valid, and an edit that
// changes only bar values is not laid out again.
void setAxisTitle(QAbstractAxis *axis, const QString &title);
void styleChartAxis(QAbstractAxis *axis, const ChartPalette &palette);
// A chart's data set in place, touching only what differs (a new chart's
// empty set, series or axis simply receives it): Qt Charts then redraws
// the bars, points or labels that changed.
void setBarValues(QBarSet *set, const QList<qreal> &values);
void setSeriesPoints(QXYSeries *series, const QList<QPointF> &points);
void setBarCategories(QBarCategoryAxis *axis, const QStringList &categories);
// A category axis's labels at their end values, the first starting at `start`.
void setCategoryTicks(QCategoryAxis *axis, double start,
                      const QList<std::pair<QString, double>> &ticks);
// The overlay drawn over `chart` (labels, guides, messages) in its colours.
ChartOverlay *newChartOverlay(QChart *chart, const ChartPalette &palette);

} // namespace gpa::ui
