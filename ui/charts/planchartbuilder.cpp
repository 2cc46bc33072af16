#include "planchartbuilder.h"

#include "chartoverlay.h"
#include "chartsnapshot.h"
#include "chartstyle.h"
#include "ui/richtext.h"
#include "core/costtext.h"
#include "database/qtconvert.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QHash>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpa::ui {

// Translation context of the plan charts' texts.
class PlanChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::PlanChartBuilder)

public:
    PlanChartBuilder(const ChartSnapshot &snapshot, const ChartOptions &options, QSizeF size)
        : m_s(snapshot)
        , m_options(options)
        , m_size(size)
    { }

    QChart *build(ChartKind kind);

private:
    QChart *upgrade();
    QChart *systems();
    QChart *planCosts();

    QString viewText() const;
    static QString money(double amount, const std::string &currency)
    {
        return toQString(formatMoney(amount, currency));
    }
    static QString number(double value, int decimals)
    {
        return QLocale().toString(value, 'f', decimals);
    }
    void attach(QAbstractSeries *series, QValueAxis *x, QValueAxis *y)
    {
        m_chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    QValueAxis *axis(const QString &title, Qt::Alignment alignment)
    {
        auto *a = new QValueAxis;
        a->setTitleText(title);
        styleChartAxis(a, m_palette);
        m_chart->addAxis(a, alignment);
        return a;
    }
    int xTicks() const { return std::clamp(static_cast<int>(m_size.width() / 120.0), 3, 10); }
    int yTicks() const { return std::clamp(static_cast<int>(m_size.height() / 90.0), 3, 10); }
    // A vertical guide at x whose caption sits inside the plot, under its
    // top edge (above the plot it would meet the title's last line).
    void verticalGuide(qreal x, qreal top, QAbstractSeries *series, const QPen &pen,
                       const QString &text, int priority)
    {
        overlay()->guides.push_back({Qt::Vertical, x, series, pen, QString(), m_palette.text});
        if (text.isEmpty())
            return;
        ChartOverlay::Label label;
        label.value = QPointF(x, top);
        label.series = series;
        label.text = text;
        label.priority = priority;
        overlay()->labels.push_back(label);
    }
    void hideFromLegend(QAbstractSeries *series)
    {
        if (!series || !m_chart->series().contains(series))
            return;
        for (QLegendMarker *marker : m_chart->legend()->markers(series))
            marker->setVisible(false);
    }
    ChartOverlay *overlay()
    {
        if (!m_overlay)
            m_overlay = newChartOverlay(m_chart, m_palette);
        return m_overlay;
    }

    const ChartSnapshot &m_s;
    ChartOptions m_options;
    QSizeF m_size;
    QChart *m_chart = nullptr;
    ChartOverlay *m_overlay = nullptr;
    ChartPalette m_palette;
};

QString PlanChartBuilder::viewText() const
{
    const ViewOptions &view = m_s.view;
    QString workload;
    if (const auto single = view.mix.single()) {
        switch (*single) {
        case Workload::Cnn:
            workload = tr("CNN");
            break;
        case Workload::Rnn:
            workload = tr("RNN");
            break;
        case Workload::Transformer:
            workload = tr("Transformer");
            break;
        }
    } else {
        workload = tr("workload mix");
    }
    const QString precision
        = view.precision == Precision::Fp16 ? tr("16-bit mixed precision") : tr("32-bit precision");
    const QString date = view.asOfDay
        ? tr("as of %1").arg(toQString(isoDateFromDayNumber(*view.asOfDay)))
        : tr("today's prices");
    return tr("%1 · %2 · %3").arg(workload, precision, date);
}

QChart *PlanChartBuilder::build(ChartKind kind)
{
    m_chart = newThemedChart(m_options, m_palette);
    if (const auto reason = planChartUnavailableReason(m_s, kind)) {
        setChartTitle(m_chart, planChartTitle(kind), {}, m_size.width());
        m_chart->legend()->hide();
        overlay()->message = *reason;
        return m_chart;
    }
    switch (kind) {
    case ChartKind::UpgradeSpeedUp:
        return upgrade();
    case ChartKind::SystemPerDollar:
        return systems();
    case ChartKind::PlanCosts:
        return planCosts();
    default:
        return m_chart;
    }
}

QChart *PlanChartBuilder::upgrade()
{
    const UpgradeChartData &d = *m_s.upgrade;
    const std::string &cur = d.currency;

    // Net costs span from a used card's difference to a data-centre card's
    // price: x is log10(net cost). A net cost of 0 or less (the sale pays
    // for the card) is drawn at half the lowest positive one, labelled so.
    double lowest = 0.0;
    double highest = 0.0;
    bool anyFree = false;
    double maxY = d.threshold;
    const auto consider = [&](double net) {
        if (net > 0.0) {
            lowest = lowest > 0.0 ? std::min(lowest, net) : net;
            highest = std::max(highest, net);
        } else {
            anyFree = true;
        }
    };
    for (const UpgradeChartPoint &p : d.points) {
        consider(p.netCost);
        maxY = std::max(maxY, p.speedUp);
    }
    if (d.budgetNetCost)
        consider(*d.budgetNetCost);
    if (!(lowest > 0.0)) // nothing costs anything: any scale will do
        lowest = highest = 100.0;
    const double floor = lowest / 2.0;
    const auto lx = [floor](double net) { return std::log10(std::max(net, floor)); };
    const double low = lx((anyFree ? floor : lowest) / 1.35);
    const double high = lx(highest * 1.35);

    auto *axisX = new QCategoryAxis;
    axisX->setRange(low, high);
    axisX->setStartValue(low);
    axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const bool wide = high - low > 2.6 || m_size.width() < 700;
    const std::vector<double> mantissas
        = wide ? std::vector<double> {1.0, 3.0} : std::vector<double> {1.0, 2.0, 5.0};
    if (anyFree)
        axisX->append(tr("≤ %1").arg(money(0.0, cur)), lx(floor));
    for (int decade = static_cast<int>(std::floor(low));
         decade <= static_cast<int>(std::ceil(high)); ++decade) {
        for (const double m : mantissas) {
            const double value = m * std::pow(10.0, decade);
            if (std::log10(value) > low && std::log10(value) < high
                && (!anyFree || std::log10(value) > lx(floor) + 0.15))
                axisX->append(money(value, cur), std::log10(value));
        }
    }
    axisX->setTitleText(
        tr("Net cost after selling yours (%1, logarithmic scale)").arg(toQString(cur)));
    styleChartAxis(axisX, m_palette);
    m_chart->addAxis(axisX, Qt::AlignBottom);
    QValueAxis *axisY = axis(tr("Speed-up over your card"), Qt::AlignLeft);
    setNiceRange(axisY, 1.0, maxY * 1.06, yTicks());
    axisY->setLabelFormat(axisY->labelFormat() + tr("x", "speed-up suffix on an axis label"));

    // The region where a card is worth buying: at least the threshold,
    // within the budget (seed §7.5).
    const double right = d.budgetNetCost ? std::min(lx(*d.budgetNetCost), high) : high;
    QAreaSeries *area = nullptr;
    if (right > low && d.threshold < axisY->max()) {
        auto *upper = new QLineSeries;
        upper->append(low, axisY->max());
        upper->append(right, axisY->max());
        auto *lower = new QLineSeries;
        lower->append(low, d.threshold);
        lower->append(right, d.threshold);
        area = new QAreaSeries(upper, lower);
        area->setName(tr("Worth upgrading"));
        QColor fill = m_palette.good;
        fill.setAlpha(m_palette.dark ? 60 : 38);
        area->setBrush(fill);
        area->setPen(Qt::NoPen);
        m_chart->addSeries(area);
        area->attachAxis(axisX);
        area->attachAxis(axisY);
        // The area keeps no hold on its lines: they go with it.
        upper->setParent(area);
        lower->setParent(area);
    }

    auto *within = new QScatterSeries;
    within->setName(d.budget ? tr("Within budget") : tr("Faster cards"));
    within->setColor(m_palette.measured);
    within->setBorderColor(m_palette.measured.darker(130));
    auto *over = new QScatterSeries;
    over->setName(tr("Over budget"));
    over->setColor(pale(m_palette, m_palette.measured));
    over->setBorderColor(m_palette.measured);
    auto *ring = new QScatterSeries;
    ring->setName(tr("Recommended"));
    ring->setColor(Qt::transparent);
    ring->setPen(QPen(m_palette.frontier, 2.5));
    ring->setBorderColor(m_palette.frontier);
    for (QScatterSeries *s : {within, over, ring}) {
        s->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        s->setMarkerSize(11.0);
    }
    ring->setMarkerSize(21.0);
    QHash<QPair<qint64, qint64>, QString> tips;
    const auto key
        = [](const QPointF &p) { return qMakePair(qRound64(p.x() * 1e3), qRound64(p.y() * 1e6)); };
    for (const UpgradeChartPoint &p : d.points) {
        const QPointF at(lx(p.netCost), p.speedUp);
        (p.withinBudget ? within : over)->append(at);
        if (p.recommended)
            ring->append(at);
        QString &tip = tips[key(at)];
        if (!tip.isEmpty())
            tip += QLatin1Char('\n');
        tip += tr("%1: %2x for %3 (%4 net)")
                   .arg(toQString(p.name), number(p.speedUp, 2), money(p.price, cur),
                        money(p.netCost, cur));
    }
    for (QScatterSeries *s : {within, over, ring}) {
        if (s->points().isEmpty() && s != within) {
            delete s;
            continue;
        }
        m_chart->addSeries(s);
        s->attachAxis(axisX);
        s->attachAxis(axisY);
    }
    hideFromLegend(ring); // the label in bold says it
    for (QAbstractSeries *series : m_chart->series()) {
        auto *s = qobject_cast<QScatterSeries *>(series);
        if (!s)
            continue;
        QObject::connect(s, &QScatterSeries::hovered, m_chart,
                         [tips, key](const QPointF &point, bool state) {
                             if (state && tips.contains(key(point)))
                                 QToolTip::showText(QCursor::pos(), plainAsRichText(tips.value(key(point))));
                             else
                                 QToolTip::hideText();
                         });
    }

    ChartOverlay *o = overlay();
    o->guides.push_back({Qt::Horizontal, d.threshold, within,
                         QPen(m_palette.good.darker(m_palette.dark ? 100 : 120), 1.5, Qt::DashLine),
                         tr("threshold %1x").arg(toQString(compactNumber(d.threshold))),
                         m_palette.text});
    if (d.budgetNetCost)
        verticalGuide(lx(*d.budgetNetCost), axisY->max(), within,
                      QPen(m_palette.text, 1.0, Qt::DashLine),
                      tr("budget %1").arg(money(*d.budget, cur)), 5000);
    int rank = 0;
    for (const UpgradeChartPoint &p : d.points) {
        const QPointF at(lx(p.netCost), p.speedUp);
        o->obstacles.push_back({at, within, 6.0});
        ChartOverlay::Label label;
        label.value = at;
        label.series = within;
        label.text = toQString(p.name);
        label.bold = p.recommended;
        label.color = p.recommended ? m_palette.frontier : m_palette.text;
        if (p.recommended && !m_palette.dark)
            label.color = m_palette.frontier.darker(115);
        label.priority = (p.recommended ? 3000 : 0) + (p.onFrontier ? 2000 : 0)
            + (p.withinBudget ? 1000 : 0) - rank++;
        o->labels.push_back(label);
    }

    QStringList details;
    QString line = tr("Against the %1 (= 1x), counted to sell for %2")
                       .arg(toQString(d.ownedName), money(d.resale, cur));
    if (static_cast<int>(d.points.size()) < d.candidates)
        line += QStringLiteral(" · ")
            + tr("the %1 of %2 faster cards best for their money or within budget")
                  .arg(d.points.size())
                  .arg(d.candidates);
    details << line
            << viewText() + QStringLiteral(" · ") + tr("up and to the left is better (Dettmers 2019, §7.5)");
    setChartTitle(m_chart, planChartTitle(ChartKind::UpgradeSpeedUp), details, m_size.width());
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    if (area) {
        // The fill is faint on purpose; its legend swatch is not.
        QColor swatch = m_palette.good;
        swatch.setAlpha(140);
        for (QLegendMarker *marker : m_chart->legend()->markers(area)) {
            marker->setShape(QLegend::MarkerShapeRectangle);
            marker->setBrush(swatch);
            marker->setPen(QPen(m_palette.good, 1.0));
        }
    }
    return m_chart;
}

QChart *PlanChartBuilder::systems()
{
    const SystemChartData &d = *m_s.systems;
    const std::string &cur = d.currency;

    double maxY = 0.0;
    for (const SystemChartSeries &s : d.systems)
        for (const double v : s.perThousand)
            maxY = std::max(maxY, v);
    QValueAxis *axisX = axis(
        tr("Price of one host machine: CPU, board, power supply, case (%1)").arg(toQString(cur)),
        Qt::AlignBottom);
    setNiceRange(axisX, d.maxHostCost, xTicks());
    QValueAxis *axisY = axis(tr("Throughput per %1 spent").arg(money(1000.0, cur)), Qt::AlignLeft);
    setNiceRange(axisY, std::max(maxY * 1.05, 0.01), yTicks());

    std::vector<QLineSeries *> lines;
    for (std::size_t i = 0; i < d.systems.size(); ++i) {
        const SystemChartSeries &s = d.systems[i];
        auto *line = new QLineSeries;
        line->setName(htmlEscaped(toQString(s.label))); // legend labels are rich text
        line->setPen(QPen(m_palette.series[i % m_palette.series.size()], 2.5));
        for (std::size_t k = 0; k < d.hostCosts.size() && k < s.perThousand.size(); ++k)
            line->append(d.hostCosts[k], s.perThousand[k]);
        attach(line, axisX, axisY);
        lines.push_back(line);
    }
    // Each system at the host cost used.
    auto *now = new QScatterSeries;
    now->setName(tr("At the host cost used"));
    now->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    now->setMarkerSize(10.0);
    now->setColor(m_palette.background);
    now->setBorderColor(m_palette.text);
    now->setPen(QPen(m_palette.text, 2.0));
    for (const SystemChartSeries &s : d.systems) {
        if (const auto v
            = throughputPerThousand(s.throughput, s.cardsCost, s.hostsBought, d.hostCost))
            now->append(d.hostCost, *v);
    }
    attach(now, axisX, axisY);
    hideFromLegend(now); // the guide "host $1,600" says it

    ChartOverlay *o = overlay();
    verticalGuide(d.hostCost, axisY->max(), lines.front(), QPen(m_palette.text, 1.0, Qt::DotLine),
                  tr("host %1").arg(money(d.hostCost, cur)), 5000);
    QStringList details;
    details << viewText() + QStringLiteral(" · ") + tr("higher is better");
    if (d.breakEvenHostCost && d.breakEvenPerThousand) {
        auto *point = new QScatterSeries;
        point->setName(tr("Break-even"));
        point->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        point->setMarkerSize(13.0);
        point->setColor(m_palette.text);
        point->setBorderColor(m_palette.background);
        point->append(*d.breakEvenHostCost, *d.breakEvenPerThousand);
        attach(point, axisX, axisY);
        hideFromLegend(point); // labelled
        o->guides.push_back({Qt::Vertical, *d.breakEvenHostCost, lines.front(),
                             QPen(m_palette.text, 1.0, Qt::DashLine), QString(), m_palette.text});
        ChartOverlay::Label label;
        label.value = QPointF(*d.breakEvenHostCost, *d.breakEvenPerThousand);
        label.series = lines.front();
        label.text = tr("Break-even: hosts at %1").arg(money(*d.breakEvenHostCost, cur));
        label.bold = true;
        label.priority = 10;
        o->labels.push_back(label);
        o->obstacles.push_back({label.value, lines.front(), 8.0});
        const auto name = [&](int which) {
            return toQString(d.systems[static_cast<std::size_t>(which - 1)].label);
        };
        details << tr("Below %1 a host, %2 gives more per dollar; above it, %3 (Dettmers 2019, §4.5c)")
                       .arg(money(*d.breakEvenHostCost, cur), name(d.betterBelow),
                            name(d.betterAbove));
    } else if (d.systems.size() == 2) {
        details << tr("The curves do not cross at any host price: one system is always the more "
                      "cost-efficient (Dettmers 2019, §4.5c)");
    } else {
        details << tr("The host machine costs money too (Dettmers 2019, §4.5c): add a second system to "
                      "compare");
    }
    setChartTitle(m_chart, planChartTitle(ChartKind::SystemPerDollar), details, m_size.width());
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    return m_chart;
}

QChart *PlanChartBuilder::planCosts()
{
    const HybridChartData &d = *m_s.planCosts;
    const std::string &cur = d.currency;

    double maxY = 0.0;
    for (const HybridChartSeries &s : d.plans)
        for (const double v : s.cumulative)
            maxY = std::max(maxY, v);
    QValueAxis *axisX = axis(tr("Months"), Qt::AlignBottom);
    // Ticks every 1, 2, 3, 6 or 12 months (or whole years beyond).
    const int months = std::max(d.months, 1);
    int every = 12;
    for (const int step : {1, 2, 3, 6, 12}) {
        if (months / step <= xTicks() + 2) {
            every = step;
            break;
        }
    }
    while (months / every > xTicks() + 2)
        every += 12;
    const int top = (months + every - 1) / every * every;
    axisX->setRange(0.0, top);
    axisX->setTickCount(top / every + 1);
    axisX->setLabelFormat(QStringLiteral("%d"));
    QValueAxis *axisY = axis(tr("Cumulative cost (%1)").arg(toQString(cur)), Qt::AlignLeft);
    setNiceRange(axisY, std::max(maxY * 1.05, 1.0), yTicks());

    std::array<QLineSeries *, 3> lines {};
    for (std::size_t k = 0; k < d.plans.size(); ++k) {
        const HybridChartSeries &s = d.plans[k];
        auto *line = new QLineSeries;
        QString name = tr("%1: %2").arg(translated(gpa::planName(s.kind)), money(s.total, cur));
        if (s.kind == d.cheapest && s.kind == d.fastest)
            name = tr("%1 (cheapest, fastest)").arg(name);
        else if (s.kind == d.cheapest)
            name = tr("%1 (cheapest)").arg(name);
        else if (s.kind == d.fastest)
            name = tr("%1 (fastest)").arg(name);
        line->setName(name);
        QPen pen(m_palette.series[k % m_palette.series.size()], 2.5);
        if (s.kind == HybridPlanKind::Hybrid)
            pen.setWidthF(3.5);
        line->setPen(pen);
        for (std::size_t m = 0; m < s.cumulative.size(); ++m)
            line->append(static_cast<qreal>(m), s.cumulative[m]);
        attach(line, axisX, axisY);
        lines[k] = line;
    }

    ChartOverlay *o = overlay();
    if (!d.crossings.empty()) {
        auto *points = new QScatterSeries;
        points->setName(tr("Catches up with cloud only"));
        points->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        points->setMarkerSize(12.0);
        points->setColor(m_palette.text);
        points->setBorderColor(m_palette.background);
        for (const HybridChartCrossing &c : d.crossings) {
            points->append(c.months, c.cost);
            ChartOverlay::Label label;
            label.value = QPointF(c.months, c.cost);
            label.series = lines[0];
            label.text = c.kind == HybridPlanKind::Hybrid
                ? tr("hybrid cheaper from month %1").arg(number(c.months, 1))
                : tr("own card cheaper from month %1").arg(number(c.months, 1));
            label.bold = true;
            label.priority = c.kind == HybridPlanKind::Hybrid ? 20 : 10;
            o->labels.push_back(label);
            o->obstacles.push_back({label.value, lines[0], 7.0});
        }
        attach(points, axisX, axisY);
        hideFromLegend(points); // labelled
    }

    QStringList details;
    details << tr("%1 against %2 (%3) · %4")
                   .arg(toQString(d.deviceName), toQString(d.offerName),
                        d.spot ? tr("spot") : tr("on demand"), viewText());
    details << tr("Prototype on a personal GPU, train the final model in the cloud (Dettmers 2019, §7.6); "
                  "lower is better");
    setChartTitle(m_chart, planChartTitle(ChartKind::PlanCosts), details, m_size.width());
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    return m_chart;
}

QChart *buildPlanChart(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                       QSizeF size)
{
    QChart *chart = PlanChartBuilder(snapshot, options, size).build(kind);
    fitAxisTitles(chart, size);
    return chart;
}

} // namespace gpa::ui
