#include "chartbuilder_p.h"

#include "chartoverlay.h"
#include "chartsnapshot.h"
#include "chartstyle.h"
#include "ui/richtext.h"
#include "core/costtext.h"
#include "database/qtconvert.h"
#include "planchartbuilder.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QHash>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QPolygonF>
#include <QScatterSeries>
#include <QSet>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

// Charts over time: price history and buy versus rent.
namespace gpa::ui {

namespace {

// The marker of a kind of quote, as an image Qt Charts draws at each point
// (and in the legend): launch price a diamond, list price a square, retail
// a disc, used a ring, a machine's share per GPU a triangle.
QImage quoteMarker(QuoteKind kind, const QColor &colour, const QColor &background)
{
    constexpr int kSide = 32;
    QImage image(kSide, kSide, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour, 5.0));
    painter.setBrush(kind == QuoteKind::RetailNew ? QBrush(colour) : QBrush(background));
    const QRectF box(4.0, 4.0, kSide - 8.0, kSide - 8.0);
    switch (kind) {
    case QuoteKind::Msrp:
        painter.drawPolygon(QPolygonF {{box.center().x(), box.top()},
                                       {box.right(), box.center().y()},
                                       {box.center().x(), box.bottom()},
                                       {box.left(), box.center().y()}});
        break;
    case QuoteKind::List:
        painter.drawRect(box.adjusted(2, 2, -2, -2));
        break;
    case QuoteKind::RetailNew:
    case QuoteKind::Used:
        painter.drawEllipse(box);
        break;
    case QuoteKind::SystemShare:
        painter.drawPolygon(QPolygonF {{box.center().x(), box.top()},
                                       {box.right(), box.bottom()},
                                       {box.left(), box.bottom()}});
        break;
    }
    return image;
}

qint64 msecsOfDay(int dayNumber)
{
    // Local noon, so that the axis (which works in local time) never shows
    // the day before in a time zone west of UTC.
    const QDate date = QDate::fromJulianDay(dayNumber + 2440588); // 1970-01-01 is JD 2440588
    return QDateTime(date, QTime(12, 0)).toMSecsSinceEpoch();
}

} // namespace

QChart *ChartBuilder::priceHistory()
{
    const PriceHistoryData &data = *m_s.priceHistory;
    const QString currency = toQString(data.currency);

    std::map<std::string, QColor> colours;
    std::vector<QLineSeries *> continuations; // later runs of a series: no legend entry of their own
    int minDay = data.series.front().points.front().day;
    int maxDay = minDay;
    double maxAmount = 0.0;
    int lineIndex = 0;
    for (const PriceHistorySeries &s : data.series) {
        if (!colours.count(s.deviceId))
            colours[s.deviceId] = m_palette.series[colours.size() % m_palette.series.size()];
        QPen pen(colours[s.deviceId], 2.0);
        switch (s.kind) {
        case QuoteKind::Msrp:
            pen.setStyle(Qt::DashLine);
            break;
        case QuoteKind::List:
            pen.setStyle(Qt::DashDotLine);
            break;
        case QuoteKind::Used:
            pen.setStyle(Qt::DotLine);
            break;
        case QuoteKind::RetailNew:
            break;
        case QuoteKind::SystemShare:
            pen.setStyle(Qt::DashDotDotLine);
            break;
        }
        QHash<qint64, QString> tips;
        for (const PriceHistoryPoint &p : s.points) {
            QString &tip = tips[msecsOfDay(p.day)];
            if (!tip.isEmpty())
                tip += QLatin1Char('\n');
            tip += tr("%1 · %2: %3, %4")
                       .arg(toQString(s.name), quoteKindText(s.kind),
                            money(p.amount, data.currency), toQString(p.quote.observed.toString()));
        }
        // One line per run of quotes: no line across a year without one.
        bool first = true;
        for (const std::vector<PriceHistoryPoint> &run : priceHistoryRuns(s)) {
            auto *line = seriesAt<QLineSeries>(lineIndex++);
            // Legend labels are rich text: a name is shown, never interpreted.
            line->setName(tr("%1 · %2").arg(htmlEscaped(toQString(s.name)), quoteKindText(s.kind)));
            line->setPen(pen);
            line->setPointsVisible(true);
            line->setMarkerSize(14.0);
            line->setLightMarker(quoteMarker(s.kind, colours[s.deviceId], m_palette.background));
            QObject::disconnect(line, &QLineSeries::hovered, m_chart, nullptr);
            QObject::connect(
                line, &QLineSeries::hovered, m_chart, [tips](const QPointF &point, bool state) {
                    // The nearest quote along the time axis.
                    qint64 best = -1;
                    for (auto it = tips.begin(); it != tips.end(); ++it) {
                        const auto distance = [&](qint64 key) { return std::abs(static_cast<qreal>(key) - point.x()); };
                        if (best < 0 || distance(it.key()) < distance(best))
                            best = it.key();
                    }
                    if (state && best >= 0)
                        QToolTip::showText(QCursor::pos(), plainAsRichText(tips.value(best)));
                    else
                        QToolTip::hideText();
                });
            QList<QPointF> points;
            for (const PriceHistoryPoint &p : run) {
                points.append(QPointF(static_cast<qreal>(msecsOfDay(p.day)), p.amount));
                minDay = std::min(minDay, p.day);
                maxDay = std::max(maxDay, p.day);
                maxAmount = std::max(maxAmount, p.amount);
            }
            setSeriesPoints(line, points);
            if (!m_update)
                m_chart->addSeries(line);
            if (!first)
                continuations.push_back(line);
            first = false;
        }
    }
    if (data.asOfDay)
        maxDay = std::max(maxDay, *data.asOfDay);
    // Whole years, one tick per year (or per 2, 3, ... years when narrow).
    // The axis spaces ticks evenly, so they start on 2 January: an average
    // year of 365.25 days then never lands a tick in the previous year.
    // Short spans get a tick every half year (2 January and about 3 July).
    const QDate first = QDate::fromJulianDay(minDay - 45 + 2440588);
    const QDate last = QDate::fromJulianDay(maxDay + 45 + 2440588);
    const int maxTicks = std::clamp(static_cast<int>(m_size.width() / 110.0), 3, 16);
    int years = std::max(last.year() + 1 - first.year(), 2);
    const int yearStep = (years + maxTicks - 2) / (maxTicks - 1);
    years = (years + yearStep - 1) / yearStep * yearStep;
    const bool halfYears = years <= 3 && maxTicks >= 2 * years + 1;
    auto *axisX = axisAt<QDateTimeAxis>(Qt::Horizontal);
    axisX->setRange(QDateTime(QDate(first.year(), 1, 2), QTime(0, 0)),
                    QDateTime(QDate(first.year() + years, 1, 2), QTime(0, 0)));
    axisX->setFormat(halfYears ? QStringLiteral("MMM yyyy") : QStringLiteral("yyyy"));
    axisX->setTickCount(halfYears ? 2 * years + 1 : years / yearStep + 1);
    setAxisTitle(axisX, tr("Date observed (a month or a year is drawn at its start)"));
    styleAxis(axisX);
    QValueAxis *axisY = valueAxisY(std::max(maxAmount * 1.05, 1.0), tr("Price (%1)").arg(currency));
    attachXY(axisX, axisY);
    if (data.asOfDay) {
        overlay()->guides.push_back(
            {Qt::Vertical, static_cast<qreal>(msecsOfDay(*data.asOfDay)), m_chart->series().front(),
             QPen(m_palette.text, 1.0, Qt::DashLine),
             tr("as of %1").arg(toQString(isoDateFromDayNumber(*data.asOfDay))), m_palette.text});
    }

    QStringList details;
    QString which = m_s.priceHistoryByDefault
        ? tr("The reference and the best three by performance per dollar")
        : tr("The selected devices");
    if (data.requested > static_cast<int>(data.devices.size()))
        which += QStringLiteral(" · ")
            + tr("first %1 of %2").arg(data.devices.size()).arg(data.requested);
    details << tr("%1 · ◇ launch price, □ list price, ● retail, ○ used, ▲ your quotes").arg(which);
    if (!continuations.empty())
        details << tr("A line breaks where more than 12 months pass without a quote");
    if (!data.withoutQuotes.empty()) {
        QStringList names;
        for (const std::string &id : data.withoutQuotes)
            names << toQString(id);
        details << tr("No quote for: %1").arg(names.join(QStringLiteral(", ")));
    }
    setTitle(chartTitle(ChartKind::PriceHistory), details);
    // The legend shows each line's dashes. Many lines: to the right, one per row.
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // (Updating: a line that continued another may start one now.)
    for (QLegendMarker *marker : m_chart->legend()->markers()) {
        const bool continuation
            = std::find(continuations.begin(), continuations.end(), marker->series())
            != continuations.end();
        marker->setVisible(!continuation);
    }
    m_chart->legend()->setAlignment(
        m_chart->series().size() - static_cast<int>(continuations.size()) > 6 ? Qt::AlignRight
                                                                              : Qt::AlignTop);
    return m_chart;
}

QChart *ChartBuilder::buyVsRent()
{
    const BuyVsRentChartData &data = *m_s.buyVsRent;
    const std::string &cur = data.currency;
    constexpr double kDaysPerMonth = 365.25 / 12.0;

    auto *own = seriesAt<QLineSeries>(0);
    own->setName(tr("Buy %1 (%2, plus electricity)")
                     .arg(htmlEscaped(toQString(data.deviceName)), money(data.purchase, cur)));
    own->setPen(QPen(m_palette.own, 2.5));
    auto *rent = seriesAt<QLineSeries>(1);
    rent->setName(tr("Rent %1 %2 (%3 %4 an hour on demand)")
                      .arg(htmlEscaped(toQString(data.provider)), htmlEscaped(toQString(data.instance)),
                           QLocale().toString(data.rentPerHour, 'f', 2), toQString(cur)));
    rent->setPen(QPen(m_palette.rent, 2.5));
    double maxCost = 0.0;
    QList<QPointF> ownPoints;
    QList<QPointF> rentPoints;
    for (const CostPoint &p : data.curve) {
        ownPoints.append(QPointF(p.day / kDaysPerMonth, p.ownUsd));
        rentPoints.append(QPointF(p.day / kDaysPerMonth, p.rentUsd));
        maxCost = std::max({maxCost, p.ownUsd, p.rentUsd});
    }
    setSeriesPoints(own, ownPoints);
    setSeriesPoints(rent, rentPoints);
    if (!m_update) {
        m_chart->addSeries(own);
        m_chart->addSeries(rent);
    }
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    auto *axisX = axisAt<QValueAxis>(Qt::Horizontal);
    setNiceRange(axisX, data.horizonDays / kDaysPerMonth,
                 std::clamp(static_cast<int>(m_size.width() / 120.0), 3, 12));
    setAxisTitle(axisX,
                 tr("Months of ownership (hardware busy %1% of the time)")
                     .arg(qRound(data.input.utilisation * 100.0)));
    styleAxis(axisX);
    QValueAxis *axisY = valueAxisY(std::max(maxCost * 1.05, 1.0), tr("Cumulative cost (%1)").arg(toQString(cur)));
    attachXY(axisX, axisY);

    QStringList details;
    if (data.breakEven.day && data.breakEvenCost && *data.breakEven.day <= data.horizonDays) {
        const double day = *data.breakEven.day;
        const double months = day / kDaysPerMonth;
        const double cost = *data.breakEvenCost;
        auto *point = seriesAt<QScatterSeries>(2);
        point->setName(tr("Break-even"));
        point->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        point->setMarkerSize(13.0);
        point->setColor(m_palette.text);
        point->setBorderColor(m_palette.background);
        setSeriesPoints(point, {QPointF(months, cost)});
        if (!m_update) {
            m_chart->addSeries(point);
            point->attachAxis(axisX);
            point->attachAxis(axisY);
        }
        ChartOverlay *o = overlay();
        o->guides.push_back({Qt::Vertical, months, own, QPen(m_palette.text, 1.0, Qt::DashLine),
                             QString(), m_palette.text});
        ChartOverlay::Label label;
        label.value = QPointF(months, cost);
        label.series = own;
        label.text = tr("Break-even after %1 months (%2 days): %3")
                         .arg(QLocale().toString(months, 'f', 1))
                         .arg(qRound(day))
                         .arg(money(cost, cur));
        label.bold = true;
        label.priority = 10;
        // Under the rent line, which rises to the right of the crossing.
        label.placement = ChartOverlay::Placement::BelowRightFirst;
        o->labels.push_back(label);
        o->obstacles.push_back({label.value, own, 8.0});
        details << tr("Buying is cheaper after %1 days of ownership").arg(qRound(day));
    } else if (data.breakEven.day) {
        details << tr("Break-even only after %1 years, beyond this chart")
                       .arg(QLocale().toString(*data.breakEven.day / 365.0, 'f', 1));
    } else {
        details << tr(
            "Renting stays cheaper: a day of renting costs no more than a day of electricity");
    }
    if (data.breakEven.normalisation)
        details << translated(*data.breakEven.normalisation);
    if (data.defaultOffer && data.choice)
        details << translated(data.choice->reason);
    if (data.tdpUnknown)
        details << tr("The device's board power is unknown: electricity counts the host only");
    setTitle(chartTitle(ChartKind::BuyVsRent), details);
    return m_chart;
}

} // namespace gpa::ui
