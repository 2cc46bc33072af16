#include "chartbuilder.h"
#include "chartbuilder_p.h"

#include "chartoverlay.h"
#include "chartsnapshot.h"
#include "chartstyle.h"
#include "ui/richtext.h"
#include "core/costtext.h"
#include "database/qtconvert.h"
#include "planchartbuilder.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QtMath>
#include <QHash>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpa::ui {


QChart *ChartBuilder::newChart()
{
    m_chart = newThemedChart(m_options, m_palette);
    return m_chart;
}

QValueAxis *ChartBuilder::valueAxisY(double top, const QString &title)
{
    auto *axisY = axisAt<QValueAxis>(Qt::Vertical);
    setNiceRange(axisY, top, std::clamp(static_cast<int>(m_size.height() / 110.0), 3, 10));
    setAxisTitle(axisY, title);
    styleAxis(axisY);
    return axisY;
}

void ChartBuilder::attachXY(QAbstractAxis *axisX, QAbstractAxis *axisY)
{
    if (m_update)
        return;
    m_chart->addAxis(axisX, Qt::AlignBottom);
    m_chart->addAxis(axisY, Qt::AlignLeft);
    for (QAbstractSeries *s : m_chart->series()) {
        s->attachAxis(axisX);
        s->attachAxis(axisY);
    }
}

void ChartBuilder::setTitle(const QString &title, const QStringList &details)
{
    setChartTitle(m_chart, title, details, m_size.width());
}

QChart *ChartBuilder::unavailable(const QString &title, const QString &message)
{
    if (!m_chart)
        newChart();
    setTitle(title, {});
    m_chart->legend()->hide();
    overlay()->message = message;
    return m_chart;
}

QString ChartBuilder::mixText() const
{
    const WorkloadMix &mix = m_s.view.mix;
    if (const auto single = mix.single())
        return workloadTitle(*single);
    const WorkloadMix n = mix.normalised();
    QStringList parts;
    for (Workload w : kAllWorkloads) {
        if (n.weight(w) > 0.0)
            parts << tr("%1% %2").arg(qRound(n.weight(w) * 100.0)).arg(workloadTitle(w));
    }
    return parts.join(QStringLiteral(" + "));
}

QString ChartBuilder::countText(int shown, int candidates) const
{
    if (shown >= candidates)
        return candidates == 1 ? tr("1 device") : tr("%1 devices").arg(candidates);
    return tr("top %1 of %2 devices").arg(shown).arg(candidates);
}

namespace {

// The property of a chart that holds ChartBuilder::structureOf().
constexpr char kStructureProperty[] = "gpaChartStructure";

ChartOverlay *overlayOf(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *overlay = dynamic_cast<ChartOverlay *>(item))
            return overlay;
    }
    return nullptr;
}

} // namespace

QString ChartBuilder::structureOf(ChartKind kind) const
{
    switch (kind) {
    case ChartKind::UpgradeSpeedUp:
    case ChartKind::SystemPerDollar:
    case ChartKind::PlanCosts:
        return {};
    default:
        break;
    }
    QString key = QStringLiteral("%1 dark=%2 font=%3 file=%4")
                      .arg(chartKindId(kind))
                      .arg(isDarkTheme(m_options.theme))
                      .arg(m_options.fontPixelSize)
                      .arg(m_options.forFile);
    if (chartUnavailableReason(m_s, kind, m_options))
        return key + QStringLiteral(" unavailable");
    switch (kind) {
    case ChartKind::Performance:
    case ChartKind::PerformancePerDollar:
        return key + (m_s.view.llm ? QStringLiteral(" llm") : QStringLiteral(" workloads"));
    case ChartKind::PriceHistory: {
        std::size_t lines = 0;
        for (const PriceHistorySeries &s : m_s.priceHistory->series)
            lines += priceHistoryRuns(s).size();
        return key + QStringLiteral(" lines=%1").arg(lines);
    }
    case ChartKind::BuyVsRent: {
        const BuyVsRentChartData &data = *m_s.buyVsRent;
        const bool point
            = data.breakEven.day && data.breakEvenCost && *data.breakEven.day <= data.horizonDays;
        return key + QStringLiteral(" break-even=%1").arg(point);
    }
    default:
        return key;
    }
}

QChart *ChartBuilder::build(ChartKind kind)
{
    QChart *chart = buildKind(kind);
    if (m_options.forFile)
        addFooter(chart, kind);
    const QString structure = structureOf(kind);
    if (!structure.isEmpty())
        chart->setProperty(kStructureProperty, structure);
    return chart;
}

bool ChartBuilder::update(QChart *chart, ChartKind kind)
{
    const QString structure = structureOf(kind);
    if (!chart || structure.isEmpty()
        || chart->property(kStructureProperty).toString() != structure)
        return false;
    m_update = true;
    m_chart = chart;
    m_palette = themedPalette(m_options);
    // As new: a file's footer adds its height again below.
    m_chart->setMargins(chartMargins());
    m_overlay = overlayOf(m_chart);
    if (m_overlay) {
        m_overlay->labels.clear();
        m_overlay->segments.clear();
        m_overlay->guides.clear();
        m_overlay->obstacles.clear();
        m_overlay->message.clear();
    }
    drawKind(kind);
    if (m_options.forFile)
        addFooter(m_chart, kind);
    // Labels are placed at paint time: the plot area may not have moved.
    if (m_overlay)
        m_overlay->update();
    return true;
}

QChart *ChartBuilder::buildKind(ChartKind kind)
{
    switch (kind) {
    case ChartKind::UpgradeSpeedUp:
    case ChartKind::SystemPerDollar:
    case ChartKind::PlanCosts:
        // The plan builder makes its own.
        if (!chartUnavailableReason(m_s, kind, m_options))
            return buildPlanChart(m_s, kind, m_options, m_size);
        break;
    default:
        break;
    }
    newChart();
    return drawKind(kind);
}

QChart *ChartBuilder::drawKind(ChartKind kind)
{
    if (const auto reason = chartUnavailableReason(m_s, kind, m_options))
        return unavailable(chartTitle(kind), *reason);
    switch (kind) {
    case ChartKind::Performance:
    case ChartKind::PerformancePerDollar:
        return m_s.view.llm ? llmBars(kind) : bars(kind);
    case ChartKind::Scatter:
        return scatter();
    case ChartKind::PriceHistory:
        return priceHistory();
    case ChartKind::BuyVsRent:
        return buyVsRent();
    case ChartKind::UpgradeSpeedUp:
    case ChartKind::SystemPerDollar:
    case ChartKind::PlanCosts:
        break; // buildKind() hands these to the plan builder
    }
    return m_chart;
}

QString ChartBuilder::policyText(PricePolicy policy)
{
    switch (policy) {
    case PricePolicy::Default:
        return tr("new and used street prices mixed (Dettmers 2019, §4.3)");
    case PricePolicy::Cheapest:
        return tr("the cheapest current price, new or used");
    case PricePolicy::NewOnly:
        return tr("new prices only");
    case PricePolicy::UsedOnly:
        return tr("used prices only");
    case PricePolicy::Latest:
        return tr("the latest quote of any kind");
    }
    return {};
}

QStringList ChartBuilder::footerLines(ChartKind kind) const
{
    const ChartFooterFacts *facts = m_s.hasCatalogue ? m_s.footer(kind, m_options) : nullptr;
    if (!facts)
        return {};
    const QString date = facts->viewDay ? toQString(isoDateFromDayNumber(*facts->viewDay)) : tr("today");
    QString workload = tr("%1, %2").arg(mixText(), precisionText());
    const bool llmKind = kind == ChartKind::Performance || kind == ChartKind::PerformancePerDollar;
    if (m_s.view.llm && llmKind) {
        const auto &llm = m_s.llmSpeed ? m_s.llmSpeed : m_s.llmValue;
        if (llm)
            workload = tr("%1, %2").arg(toQString(llm->modelName), toQString(llm->task));
    }
    QStringList lines;
    lines << (facts->pastMarket ? tr("The market as of %1 · workload: %2") : tr("View of %1 · workload: %2"))
                 .arg(date, workload);
    // The age sentence names the freshness window ("older than 12 months").
    lines << tr("Prices: %1; %2").arg(policyText(facts->policy), translated(priceAgeText(facts->prices)));
    QString sources;
    if (!facts->sources.empty()) {
        QStringList names;
        for (const std::string &name : facts->sources)
            names << toQString(name);
        sources = names.join(QStringLiteral(", "));
        if (facts->moreSources > 0)
            sources += tr(" and %n more", nullptr, facts->moreSources);
    }
    if (facts->articleView) {
        // The article's own figures and rules for its time (seed §4.1-§4.4).
        QString section;
        switch (kind) {
        case ChartKind::Performance:
            section = QStringLiteral("§4.1");
            break;
        case ChartKind::PerformancePerDollar:
        case ChartKind::Scatter:
            section = QStringLiteral("§4.4");
            break;
        case ChartKind::PriceHistory:
            section = QStringLiteral("§4.3");
            break;
        default:
            section = QStringLiteral("§2.5");
            break;
        }
        QString line = tr("Source: Dettmers 2019, %1, “Which GPU(s) to Get for Deep Learning” (timdettmers.com)")
                           .arg(section);
        if (!sources.isEmpty())
            line += tr("; data: %1").arg(sources);
        lines << line;
    } else if (!sources.isEmpty()) {
        lines << tr("Sources: %1 · drawn by GPU Advisor").arg(sources);
    } else {
        lines << tr("Source: the GPU Advisor catalogue (spec sheets)");
    }
    return lines;
}

void ChartBuilder::addFooter(QChart *chart, ChartKind kind) const
{
    const QStringList lines = footerLines(kind);
    if (lines.isEmpty() || !chart)
        return;
    // Below the plot and the legend, inside the chart's own background.
    QGraphicsTextItem *footer = nullptr;
    for (QGraphicsItem *item : chart->childItems()) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->objectName() == QLatin1String("chartFooter"))
            footer = text;
    }
    if (!footer) {
        footer = new QGraphicsTextItem(chart);
        footer->setObjectName(QStringLiteral("chartFooter"));
    }
    QFont font = chart->font();
    font.setPixelSize(std::max(qRound(QFontInfo(chart->font()).pixelSize() * 0.8), 10));
    footer->setFont(font);
    footer->setDefaultTextColor(m_palette.dark ? m_palette.text.darker(115) : m_palette.text.lighter(130));
    footer->setPlainText(lines.join(QLatin1Char('\n')));
    const QMargins margins = chart->margins();
    footer->setTextWidth(std::max(m_size.width() - margins.left() - margins.right(), 100.0));
    const qreal height = footer->boundingRect().height();
    footer->setPos(margins.left(), m_size.height() - height - 4.0);
    chart->setMargins(QMargins(margins.left(), margins.top(), margins.right(),
                               margins.bottom() + qCeil(height) + 4));
}

QChart *ChartBuilder::scatter()
{
    const ScatterData &data = *m_s.scatter;
    const QString currency = toQString(data.currency);

    // Added in this order: the frontier under the rings under the points.
    auto *frontierLine = seriesAt<QLineSeries>(0);
    auto *rings = seriesAt<QScatterSeries>(1);
    auto *estimated = seriesAt<QScatterSeries>(2);
    auto *measured = seriesAt<QScatterSeries>(3);
    frontierLine->setName(tr("Pareto frontier: nothing cheaper is faster"));
    QPen frontierPen(m_palette.frontier, 2.5);
    frontierLine->setPen(frontierPen);
    measured->setName(tr("Measured"));
    estimated->setName(tr("Estimated from spec sheets (± uncertainty)"));
    // Each series' size set once: a change lays the legend out again.
    for (QScatterSeries *s : {measured, estimated, rings}) {
        s->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        s->setMarkerSize(s == rings ? 19.0 : 11.0);
    }
    measured->setColor(m_palette.measured);
    measured->setBorderColor(m_palette.measured.darker(130));
    estimated->setColor(m_palette.estimated);
    estimated->setBorderColor(m_palette.measured);
    rings->setColor(Qt::transparent);
    rings->setBorderColor(m_palette.frontier);
    rings->setPen(QPen(m_palette.frontier, 2.0));

    // Prices span two decades and more: x is log10(price), labelled on a
    // 1-2-5 sequence by a category axis (QLogValueAxis labels only powers).
    const auto lx = [](double price) { return std::log10(price); };
    double minPrice = data.points.front().price;
    double maxPrice = minPrice;
    double maxPerf = 0.0;
    QList<QPointF> measuredPoints;
    QList<QPointF> estimatedPoints;
    QList<QPointF> frontierPoints;
    for (const ScatterPoint &p : data.points) {
        minPrice = std::min(minPrice, p.price);
        maxPrice = std::max(maxPrice, p.price);
        maxPerf = std::max(maxPerf, p.performance.value * (1.0 + p.performance.uncertainty));
        (p.performance.provenance == Provenance::Measured ? measuredPoints : estimatedPoints)
            .append(QPointF(lx(p.price), p.performance.value));
        if (p.onFrontier)
            frontierPoints.append(QPointF(lx(p.price), p.performance.value));
    }
    setSeriesPoints(measured, measuredPoints);
    setSeriesPoints(estimated, estimatedPoints);
    setSeriesPoints(rings, frontierPoints);
    setSeriesPoints(frontierLine, frontierPoints);
    if (!m_update) {
        for (QAbstractSeries *s :
             std::initializer_list<QAbstractSeries *> {frontierLine, rings, estimated, measured})
            m_chart->addSeries(s);
    }

    auto *axisX = axisAt<QCategoryAxis>(Qt::Horizontal);
    const double low = lx(minPrice / 1.3);
    const double high = lx(maxPrice * 1.3);
    axisX->setRange(low, high);
    axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // 1-2-5 per decade when few decades are shown, else powers of ten and 3s.
    const bool wide = high - low > 2.6 || m_size.width() < 900;
    const std::vector<double> mantissas
        = wide ? std::vector<double> {1.0, 3.0} : std::vector<double> {1.0, 2.0, 5.0};
    QList<std::pair<QString, double>> ticks;
    for (int decade = static_cast<int>(std::floor(low));
         decade <= static_cast<int>(std::ceil(high)); ++decade) {
        for (double m : mantissas) {
            const double value = m * std::pow(10.0, decade);
            if (lx(value) > low && lx(value) < high)
                ticks.append({money(value, data.currency), lx(value)});
        }
    }
    // Its labels are all this data's; the same ones (an edit that moves
    // neither end of the prices) stay as they are.
    setCategoryTicks(axisX, low, ticks);
    setAxisTitle(axisX, tr("Price (%1, logarithmic scale)").arg(currency));
    styleAxis(axisX);
    QValueAxis *axisY = valueAxisY(std::max(maxPerf * 1.05, 0.1),
                                   tr("Throughput relative to %1 (= 1.0)").arg(htmlEscaped(toQString(data.referenceName))));
    attachXY(axisX, axisY);
    for (QLegendMarker *marker : m_chart->legend()->markers(rings))
        marker->setVisible(false);

    ChartOverlay *o = overlay();
    o->guides.push_back({Qt::Horizontal, 1.0, measured, QPen(m_palette.text, 1.0, Qt::DashLine),
                         tr("%1 = 1.0").arg(toQString(data.referenceName)), m_palette.text});
    // Rank by value for label priority: cost-efficient devices first.
    std::vector<const ScatterPoint *> byValue;
    for (const ScatterPoint &p : data.points)
        byValue.push_back(&p);
    std::stable_sort(
        byValue.begin(), byValue.end(), [](const ScatterPoint *a, const ScatterPoint *b) {
            return a->performance.value / a->priceUsd > b->performance.value / b->priceUsd;
        });
    int rank = 0;
    for (const ScatterPoint *p : byValue) {
        const QPointF value(lx(p->price), p->performance.value);
        o->obstacles.push_back({value, measured, 6.0});
        if (p->performance.provenance == Provenance::Estimated && p->performance.hasInterval()) {
            // The 80% interval (a lower bound: from its low end to the point).
            QPen pen(m_palette.measured, 1.2);
            const double top = std::isfinite(p->performance.high) ? p->performance.high : p->performance.value;
            o->segments.push_back({QPointF(value.x(), p->performance.low), QPointF(value.x(), top), measured,
                                   pen, 6.0});
        }
        ChartOverlay::Label label;
        label.value = value;
        label.series = measured;
        label.text = toQString(p->name);
        if (p->isReference)
            label.text = tr("%1 (reference)").arg(label.text);
        label.text += uncertaintyText(p->performance);
        label.bold = p->isReference || (p->isSelected && !m_options.forFile);
        label.color = p->onFrontier ? m_palette.frontier : m_palette.text;
        if (p->onFrontier && !m_palette.dark)
            label.color = m_palette.frontier.darker(115);
        label.priority = (p->isReference || p->isSelected ? 3000 : 0) + (p->onFrontier ? 2000 : 0)
            + 1000 - rank++;
        o->labels.push_back(label);
    }

    // Hovering a point names it, labelled or not.
    QHash<QPair<qint64, qint64>, QString> tips;
    const auto key
        = [](const QPointF &p) { return qMakePair(qRound64(p.x() * 1e6), qRound64(p.y() * 1e6)); };
    for (const ScatterPoint &p : data.points) {
        QString &tip = tips[key(QPointF(lx(p.price), p.performance.value))];
        if (!tip.isEmpty())
            tip += QLatin1Char('\n');
        tip += tr("%1: %2, %3x%4 (%5)")
                   .arg(toQString(p.name), money(p.price, data.currency),
                        QLocale().toString(p.performance.value, 'f', 2),
                        uncertaintyText(p.performance),
                        p.performance.provenance == Provenance::Measured
                            ? tr("measured")
                            : tr("estimated from the spec sheet"));
    }
    for (QScatterSeries *series : {measured, estimated}) {
        QObject::disconnect(series, &QScatterSeries::hovered, m_chart, nullptr);
        QObject::connect(series, &QScatterSeries::hovered, m_chart,
                         [tips, key](const QPointF &point, bool state) {
                             if (state && tips.contains(key(point)))
                                 QToolTip::showText(QCursor::pos(), plainAsRichText(tips.value(key(point))));
                             else
                                 QToolTip::hideText();
                         });
    }

    QStringList details;
    details << tr("%1 · %2 · %3 · %4")
                   .arg(precisionText(), mixText(), asOfText(),
                        countText(static_cast<int>(data.points.size()), data.candidates));
    details << tr("Ringed: the Pareto frontier. Pale points are estimates, with their uncertainty "
                  "as whiskers. "
                  "Labels that would overlap are left out.");
    setTitle(chartTitle(ChartKind::Scatter), details);
    return m_chart;
}

QChart *buildChart(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                   QSizeF size)
{
    QChart *chart = ChartBuilder(snapshot, options, size).build(kind);
    fitAxisTitles(chart, size);
    return chart;
}

bool updateChart(QChart *chart, const ChartSnapshot &snapshot, ChartKind kind,
                 const ChartOptions &options, QSizeF size)
{
    if (!ChartBuilder(snapshot, options, size).update(chart, kind))
        return false;
    fitAxisTitles(chart, size);
    return true;
}

} // namespace gpa::ui
