#include "chartstyle.h"

#include "chartbuilder.h"
#include "chartoverlay.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace gpa::ui {

QColor blend(const QColor &a, const QColor &b, qreal share)
{
    // QColor's components are float in Qt 6; mix them in qreal.
    const auto mix = [share](float x, float y) {
        return static_cast<float>(static_cast<qreal>(x) * (1 - share) + static_cast<qreal>(y) * share);
    };
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()), mix(a.blueF(), b.blueF()));
}

ChartPalette chartPalette(bool dark, const QColor &background, const QColor &text)
{
    ChartPalette p;
    p.dark = dark;
    p.background = background;
    p.text = text;
    p.grid = blend(background, text, 0.25);
    if (dark) {
        p.workload = {QColor(0x56, 0xb4, 0xe9), QColor(0xf0, 0xa0, 0x30), QColor(0x3c, 0xc8, 0x9c)};
        p.own = QColor(0x56, 0xb4, 0xe9);
        p.rent = QColor(0xf0, 0xa0, 0x30);
        p.frontier = QColor(0xf0, 0x70, 0xa0);
        p.measured = QColor(0x56, 0xb4, 0xe9);
        p.series = {QColor(0x56, 0xb4, 0xe9), QColor(0xf0, 0xa0, 0x30), QColor(0x3c, 0xc8, 0x9c),
                    QColor(0xf0, 0x70, 0xa0), QColor(0xf0, 0xe4, 0x42), QColor(0xd0, 0x90, 0xe0),
                    QColor(0xe0, 0x80, 0x40), QColor(0xb0, 0xb0, 0xb0)};
        p.good = QColor(0x3c, 0xc8, 0x9c);
    } else {
        p.workload = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73)};
        p.own = QColor(0x00, 0x72, 0xb2);
        p.rent = QColor(0xd5, 0x5e, 0x00);
        p.frontier = QColor(0xcc, 0x3d, 0x7a);
        p.measured = QColor(0x00, 0x72, 0xb2);
        p.series = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                    QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xe6, 0x9f, 0x00),
                    QColor(0x55, 0x55, 0x55), QColor(0x88, 0x44, 0xaa)};
        p.good = QColor(0x00, 0x9e, 0x73);
    }
    // Estimates: the same hue, washed towards the background.
    p.estimated = blend(p.measured, background, 0.55);
    return p;
}

QColor pale(const ChartPalette &p, const QColor &c)
{
    return blend(c, p.background, 0.55);
}

double niceStep(double range, int ticks)
{
    const double raw = range / std::max(ticks, 1);
    if (!(raw > 0.0) || !std::isfinite(raw))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0}) {
        if (m * magnitude >= raw * (1.0 - 1e-9))
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

void setNiceRange(QValueAxis *axis, double max, int ticks)
{
    setNiceRange(axis, 0.0, max, ticks);
}

void setNiceRange(QValueAxis *axis, double min, double max, int ticks)
{
    if (!(max > min))
        max = min + 1.0;
    const double range = max - min;
    // Of the tick counts near the one asked, the one whose round ends hold
    // [min, max] most tightly (no half-empty plot).
    const auto ends = [&](double step) {
        const double bottom = std::floor(min / step + 1e-9) * step;
        const double top = std::max(std::ceil(max / step - 1e-9) * step, bottom + step);
        return std::make_pair(bottom, top);
    };
    double step = niceStep(range, ticks);
    auto [bottom, top] = ends(step);
    for (int t = std::max(3, ticks - 2); t <= ticks + 4; ++t) {
        const double s = niceStep(range, t);
        const auto [b, e] = ends(s);
        if (e - b < top - bottom - 1e-9 && (e - b) / s <= 12.0) {
            step = s;
            bottom = b;
            top = e;
        }
    }
    axis->setRange(bottom, top);
    axis->setTickCount(static_cast<int>(std::lround((top - bottom) / step)) + 1);
    const int decimals
        = step >= 1.0 ? 0 : (std::abs(step * 10.0 - std::round(step * 10.0)) < 1e-9 ? 1 : 2);
    // QValueAxis lays its labels out again at every setLabelFormat(), same or not.
    const QString format = QStringLiteral("%.%1f").arg(decimals);
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
}

ChartPalette themedPalette(const ChartOptions &options)
{
    const bool dark = isDarkTheme(options.theme);
    QFont font = QApplication::font();
    if (options.fontPixelSize > 0)
        font.setPixelSize(options.fontPixelSize);
    // The theme's own background: a flat one exports better than its gradient.
    const QColor background = dark ? QColor(0x26, 0x28, 0x2e) : QColor(Qt::white);
    const QColor text = dark ? QColor(0xe6, 0xe6, 0xe6) : QColor(0x30, 0x30, 0x30);
    ChartPalette palette = chartPalette(dark, background, text);
    palette.font = font;
    return palette;
}

QMargins chartMargins()
{
    return QMargins(16, 12, 24, 14);
}

QChart *newThemedChart(const ChartOptions &options, ChartPalette &palette)
{
    auto *chart = new QChart;
    palette = themedPalette(options);
    chart->setTheme(palette.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setFont(palette.font);
    chart->setTitleFont(palette.font);
    chart->setBackgroundBrush(palette.background);
    chart->setBackgroundRoundness(0);
    // The background reaches the edges: no transparent frame in an export.
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(palette.text);
    chart->setMargins(chartMargins());
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->legend()->setLabelColor(palette.text);
    chart->legend()->setFont(palette.font);
    return chart;
}

QStringList wrapToWidth(const QString &line, const QFont &font, qreal width)
{
    const QFontMetricsF metrics(font);
    if (!(width > 0.0) || metrics.horizontalAdvance(line) <= width)
        return {line};
    // Greedy by words; a break next to a " · " separator drops the dot.
    const auto tidy = [](QString piece) {
        piece = piece.trimmed();
        if (piece.startsWith(QStringLiteral("· ")))
            piece.remove(0, 2);
        if (piece.endsWith(QStringLiteral(" ·")))
            piece.chop(2);
        return piece;
    };
    QStringList out;
    QString current;
    for (const QString &word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString candidate = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
        if (!current.isEmpty() && metrics.horizontalAdvance(tidy(candidate)) > width) {
            out.append(tidy(current));
            current = word;
        } else {
            current = candidate;
        }
    }
    if (!tidy(current).isEmpty())
        out.append(tidy(current));
    return out;
}

void setChartTitle(QChart *chart, const QString &title, const QStringList &details, qreal width)
{
    const int base = QFontInfo(chart->titleFont()).pixelSize();
    const int titlePixels = qRound(base * 1.35);
    const int detailPixels = std::max(qRound(base * 0.9), 10);
    // Qt Charts cuts a title line that is too long with "…": the lines are
    // broken to the room between the chart's margins instead.
    const QMargins margins = chart->margins();
    const qreal room = width > 0.0 ? width - margins.left() - margins.right() - 8.0 : 0.0;
    QFont titleFont = chart->titleFont();
    titleFont.setPixelSize(titlePixels);
    titleFont.setBold(true);
    QFont detailFont = chart->titleFont();
    detailFont.setPixelSize(detailPixels);
    detailFont.setBold(false);

    QStringList lines;
    for (const QString &piece : wrapToWidth(title, titleFont, room))
        lines.append(QStringLiteral("<span style=\"font-size:%1px; font-weight:bold\">%2</span>")
                         .arg(titlePixels)
                         .arg(piece.toHtmlEscaped()));
    for (const QString &line : details) {
        if (line.isEmpty())
            continue;
        for (const QString &piece : wrapToWidth(line, detailFont, room))
            lines.append(QStringLiteral("<span style=\"font-size:%1px\">%2</span>")
                             .arg(detailPixels)
                             .arg(piece.toHtmlEscaped()));
    }
    // Qt Charts lays the chart out again at every setTitle(), same text or not.
    const QString text = lines.join(QStringLiteral("<br/>"));
    if (chart->title() != text)
        chart->setTitle(text);
}

namespace {

QString plainFromTitle(QString html)
{
    // Axis titles are our own escaped text with <br/> at most.
    html.replace(QStringLiteral("<br/>"), QStringLiteral(" "));
    html.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    html.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    html.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    html.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    html.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return html;
}

} // namespace

void fitAxisTitles(QChart *chart, QSizeF size)
{
    // Qt Charts cuts an axis title longer than its axis with "…". Most fit
    // with room to spare; for the others the chart is laid out at its size
    // to learn the plot area, and the title broken to the axis's length.
    struct Long
    {
        QAbstractAxis *axis;
        QString plain;
    };
    std::vector<Long> longOnes;
    // A title broken for a smaller chart (an update in place keeps it
    // broken) is put back on one line where it now fits.
    const auto unbreak = [](QAbstractAxis *axis, const QString &plain) {
        if (axis->titleText().contains(QStringLiteral("<br/>")))
            axis->setTitleText(plain.toHtmlEscaped());
    };
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->titleText().isEmpty())
            continue;
        const QString plain = plainFromTitle(axis->titleText());
        const qreal surelyFree = axis->orientation() == Qt::Horizontal ? size.width() - 420.0 : size.height() - 320.0;
        if (QFontMetricsF(axis->titleFont()).horizontalAdvance(plain) > surelyFree)
            longOnes.push_back({axis, plain});
        else
            unbreak(axis, plain);
    }
    if (longOnes.empty())
        return;
    chart->resize(size);
    chart->layout()->activate();
    const QRectF plot = chart->plotArea();
    for (const Long &one : longOnes) {
        const qreal room = (one.axis->orientation() == Qt::Horizontal ? plot.width() : plot.height()) - 8.0;
        const QStringList lines = wrapToWidth(one.plain, one.axis->titleFont(), room);
        if (lines.size() < 2) {
            unbreak(one.axis, one.plain);
            continue;
        }
        QStringList escaped;
        for (const QString &line : lines)
            escaped.append(line.toHtmlEscaped());
        one.axis->setTitleText(escaped.join(QStringLiteral("<br/>")));
    }
}

void setAxisTitle(QAbstractAxis *axis, const QString &title)
{
    if (plainFromTitle(axis->titleText()) != plainFromTitle(title))
        axis->setTitleText(title);
}

void styleChartAxis(QAbstractAxis *axis, const ChartPalette &palette)
{
    QFont title = palette.font;
    title.setBold(false);
    axis->setTitleFont(title);
    axis->setLabelsFont(palette.font);
    axis->setTitleBrush(palette.text);
    axis->setLabelsBrush(palette.text);
    axis->setGridLineColor(palette.grid);
    axis->setLinePenColor(palette.grid);
}

void setBarValues(QBarSet *set, const QList<qreal> &values)
{
    const int wanted = static_cast<int>(values.size());
    const int common = std::min(set->count(), wanted);
    for (int i = 0; i < common; ++i) {
        if (set->at(i) != values.at(i))
            set->replace(i, values.at(i));
    }
    if (set->count() > wanted)
        set->remove(wanted, set->count() - wanted);
    else if (wanted > common)
        set->append(values.mid(common));
}

void setSeriesPoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->count() == 0)
        series->append(points);
    else if (series->points() != points)
        series->replace(points);
}

void setBarCategories(QBarCategoryAxis *axis, const QStringList &categories)
{
    if (axis->count() == 0)
        axis->append(categories);
    else if (axis->categories() != categories)
        axis->setCategories(categories);
}

void setCategoryTicks(QCategoryAxis *axis, double start,
                      const QList<std::pair<QString, double>> &ticks)
{
    const QStringList shown = axis->categoriesLabels();
    const bool same = shown.size() == ticks.size()
        && (shown.isEmpty() ? axis->startValue() : axis->startValue(shown.first())) == start
        && std::equal(ticks.cbegin(), ticks.cend(), shown.cbegin(),
                      [&](const std::pair<QString, double> &tick, const QString &label) {
                          return tick.first == label && axis->endValue(label) == tick.second;
                      });
    if (same)
        return;
    for (const QString &label : shown)
        axis->remove(label);
    // Moves the first label's start only while the axis has none.
    axis->setStartValue(start);
    for (const auto &[label, value] : ticks)
        axis->append(label, value);
}

ChartOverlay *newChartOverlay(QChart *chart, const ChartPalette &palette)
{
    auto *overlay = new ChartOverlay(chart);
    overlay->textColor = palette.text;
    QColor halo = palette.background;
    halo.setAlpha(200);
    overlay->haloColor = halo;
    return overlay;
}

} // namespace gpa::ui
