// The bar charts: performance, performance per dollar (seed §4.4, Figure 3)
// and a language model's tokens per second per device.
#include "chartbuilder_p.h"

#include "chartoverlay.h"
#include "chartsnapshot.h"
#include "chartstyle.h"
#include "ui/richtext.h"
#include "core/costtext.h"
#include "database/qtconvert.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QSet>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpa::ui {

QChart *ChartBuilder::bars(ChartKind kind)
{
    const bool perDollar = kind == ChartKind::PerformancePerDollar;
    const BarChartData *data = m_s.bars(kind, m_options);

    // Fewer rows when the chart is small: the reference and selection stay.
    std::vector<BarRow> rows = data->rows;
    const int fit = barRowsThatFit(m_size.height(), m_chart->font());
    if (static_cast<int>(rows.size()) > fit) {
        std::vector<std::string> ids;
        for (const BarRow &r : rows)
            ids.push_back(r.deviceId);
        std::vector<std::string> forced {m_s.view.referenceId};
        forced.insert(forced.end(), m_s.selectedDeviceIds.begin(), m_s.selectedDeviceIds.end());
        const std::vector<std::string> kept = topN(ids, fit, forced);
        std::erase_if(rows, [&](const BarRow &r) {
            return std::find(kept.begin(), kept.end(), r.deviceId) == kept.end();
        });
    }

    // Horizontal bars draw the first category at the bottom: best last.
    std::reverse(rows.begin(), rows.end());
    auto *series = seriesAt<QHorizontalBarSeries>(0);
    constexpr qreal kBarWidth = 0.8;
    series->setBarWidth(kBarWidth);
    std::array<QBarSet *, 3> sets {};
    for (Workload w : kAllWorkloads) {
        const auto k = static_cast<std::size_t>(w);
        sets[k] = m_update ? series->barSets().at(static_cast<qsizetype>(k))
                           : new QBarSet(workloadTitle(w));
        sets[k]->setColor(m_palette.workload[k]);
        sets[k]->setBorderColor(m_palette.workload[k]);
        sets[k]->setSelectedColor(pale(m_palette, m_palette.workload[k]));
    }
    QStringList categories;
    QSet<QString> seen;
    double maxValue = 0.0;
    bool anyEstimated = false;
    std::array<QList<qreal>, 3> values;
    std::array<QList<int>, 3> estimated;
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const BarRow &row = rows[static_cast<std::size_t>(i)];
        QString name = toQString(row.name);
        if (name.size() > 34)
            name = name.left(32) + QChar(0x2026);
        if (row.isReference)
            name = tr("%1 (reference)").arg(name);
        // The selection is the window's state, not a fact a file should carry.
        if (row.isSelected && !m_options.forFile)
            name = QStringLiteral("▶ ") + name;
        // Per dollar: the intervals cannot tell this device from the best.
        if (perDollar && row.tiesWithLeader && row.deviceId != data->leaderId)
            name += QStringLiteral(" ≈");
        if (seen.contains(name))
            name += QStringLiteral(" [%1]").arg(toQString(row.deviceId));
        seen.insert(name);
        // Axis labels are rich text: a name is shown, never interpreted.
        categories << htmlEscaped(name);
        for (Workload w : kAllWorkloads) {
            const auto k = static_cast<std::size_t>(w);
            const auto &v = row.values[k];
            values[k].append(v ? v->value : 0.0);
            if (v && v->provenance == Provenance::Estimated) {
                estimated[k].append(i);
                anyEstimated = true;
            }
            if (v)
                maxValue = std::max(maxValue, std::isfinite(v->high) ? std::max(v->value, v->high) : v->value);
        }
    }
    // Estimates are drawn as selected bars, in a paler colour.
    for (std::size_t k = 0; k < sets.size(); ++k) {
        setBarValues(sets[k], values[k]);
        if (m_update)
            sets[k]->deselectAllBars();
        sets[k]->selectBars(estimated[k]);
    }
    if (!m_update) {
        for (QBarSet *set : sets)
            series->append(set);
        m_chart->addSeries(series);
    }
    // Below the axis: the space above the plot holds the reference caption.
    m_chart->legend()->setAlignment(Qt::AlignBottom);

    categoryAxisY(categories, series);

    auto *axisX = axisAt<QValueAxis>(Qt::Horizontal);
    // Room after the longest bar for its label ("12.34 ±58%").
    const QFontMetricsF metrics(m_chart->font());
    const qreal plotWidth = std::max(m_size.width() - 320.0, 100.0);
    // (Roughly the overlay's own test: no room when bars are too thin for labels.)
    const qreal plotHeight = m_size.height() - 15.0 * metrics.height();
    const qreal lanePixels
        = plotHeight / std::max<qreal>(static_cast<qreal>(rows.size()), 1.0) * kBarWidth / 3.0;
    const bool labelled = lanePixels >= metrics.capHeight() * 1.25;
    const qreal room = labelled
        ? std::clamp((metrics.horizontalAdvance(QStringLiteral("00.00 ±00%")) + 12.0) / plotWidth,
                     0.06, 0.5)
        : 0.03;
    setNiceRange(axisX, std::max(maxValue, 0.01) / (1.0 - room),
                 std::clamp(static_cast<int>(plotWidth / 110.0), 3, 10));
    const bool byReference = !perDollar || data->scale == PerDollarScale::Reference;
    // Axis titles are rich text: the name is shown, never interpreted.
    const QString refName = htmlEscaped(toQString(data->referenceName));
    if (perDollar)
        setAxisTitle(
            axisX,
            byReference
                ? tr("Performance per dollar relative to %1 (= 1.0), higher is better").arg(refName)
                : tr("Performance per dollar relative to the best device (= 1.0), higher is "
                     "better"));
    else
        setAxisTitle(
            axisX, tr("Training throughput relative to %1 (= 1.0), higher is better").arg(refName));
    styleAxis(axisX);
    if (!m_update) {
        m_chart->addAxis(axisX, Qt::AlignBottom);
        series->attachAxis(axisX);
    }

    ChartOverlay *o = overlay();
    if (byReference) {
        // No caption: the axis title names the reference, the subtitle the line.
        QPen pen(m_palette.text, 1.2, Qt::DashLine);
        o->guides.push_back({Qt::Vertical, 1.0, series, pen, QString(), m_palette.text});
    }
    // Hovering a bar names it: small charts have no room for value labels.
    std::array<QStringList, 3> tips;
    for (const BarRow &row : rows) {
        for (Workload w : kAllWorkloads) {
            const auto &v = row.values[static_cast<std::size_t>(w)];
            tips[static_cast<std::size_t>(w)]
                << (v ? tr("%1 · %2: %3%4 (%5)")
                            .arg(toQString(row.name), workloadTitle(w),
                                 QLocale().toString(v->value, 'f', 2), rangeText(*v),
                                 v->provenance == Provenance::Measured
                                     ? tr("measured")
                                     : tr("estimated from the spec sheet"))
                      : tr("%1 · %2: no figure").arg(toQString(row.name), workloadTitle(w)));
        }
    }
    QObject::disconnect(series, &QHorizontalBarSeries::hovered, m_chart, nullptr);
    QObject::connect(series, &QHorizontalBarSeries::hovered, m_chart,
                     [sets, tips](bool status, int index, QBarSet *set) {
                         const auto k = static_cast<std::size_t>(
                             std::find(sets.begin(), sets.end(), set) - sets.begin());
                         if (status && k < tips.size() && index >= 0 && index < tips[k].size())
                             QToolTip::showText(QCursor::pos(), plainAsRichText(tips[k].at(index)));
                         else
                             QToolTip::hideText();
                     });

    // Value labels after each bar, with the uncertainty of estimates, and
    // the 80% interval of each estimate as a whisker across its bar's end
    // (a lower bound: from its low end to the bar's end, capped at the low
    // end only by the label's "≥").
    const qreal lane = kBarWidth / 3.0;
    QPen whiskerPen(m_palette.text, 1.2);
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const BarRow &row = rows[static_cast<std::size_t>(i)];
        for (Workload w : kAllWorkloads) {
            const auto k = static_cast<std::size_t>(w);
            const qreal y = i - kBarWidth / 2.0 + (static_cast<qreal>(k) + 0.5) * lane;
            const auto &v = row.values[k];
            if (v && v->hasInterval()) {
                const double high = std::isfinite(v->high) ? v->high : v->value;
                o->segments.push_back({QPointF(v->low, y), QPointF(high, y), series, whiskerPen, 5.0});
            }
            ChartOverlay::Label label;
            label.series = series;
            label.placement = ChartOverlay::Placement::RightOf;
            label.laneHeight = lane;
            label.priority = 0;
            if (v) {
                // After the whisker's end, so that the text does not cover it.
                label.value = QPointF(std::isfinite(v->high) ? std::max(v->value, v->high) : v->value, y);
                label.text = QLocale().toString(v->value, 'f', 2) + uncertaintyText(*v);
            } else {
                label.value = QPointF(0.0, y);
                label.text = tr("no figure");
            }
            o->labels.push_back(label);
        }
    }

    QStringList details;
    details << tr("%1 · sorted by %2 · %3 · %4")
                   .arg(precisionText(), mixText(), asOfText(),
                        countText(static_cast<int>(rows.size()), data->candidates));
    QString legend = anyEstimated ? tr("Pale bars are estimated from spec sheets, whiskers their 80% "
                                       "range; solid bars are measured")
                                  : tr("All bars are measured");
    if (perDollar && data->tiedWithLeader > 1)
        legend += withEnglishPlural(tr(" · ≈: the 80% ranges overlap the best device's (%n device(s) not "
                                       "distinguishable from it)",
                                       nullptr, data->tiedWithLeader - 1),
                                    data->tiedWithLeader - 1);
    if (byReference)
        // The title escapes its lines itself.
        legend += tr(" · dashed line: %1 = 1.0").arg(toQString(data->referenceName));
    details << legend;
    if (data->note)
        details << translated(*data->note);
    if (data->leftOutUnfit > 0)
        details << withEnglishPlural(tr("%n data-centre or cloud part(s) left out: one card does not go "
                                        "into the host machine of the assumptions (Edit > Preferences)",
                                        nullptr, data->leftOutUnfit),
                                     data->leftOutUnfit);
    setTitle(chartTitle(kind), details);
    return m_chart;
}

QChart *ChartBuilder::llmBars(ChartKind kind)
{
    const bool perThousand = kind == ChartKind::PerformancePerDollar;
    const LlmBarChartData &data = perThousand ? *m_s.llmValue : *m_s.llmSpeed;
    std::vector<LlmBarRow> rows = data.rows;
    const int fit = barRowsThatFit(m_size.height(), m_chart->font()) * 2; // one bar a row, not three
    if (static_cast<int>(rows.size()) > fit) {
        std::vector<std::string> ids;
        for (const LlmBarRow &r : rows)
            ids.push_back(r.deviceId);
        const std::vector<std::string> kept = topN(ids, fit, m_s.selectedDeviceIds);
        std::erase_if(rows, [&](const LlmBarRow &r) {
            return std::find(kept.begin(), kept.end(), r.deviceId) == kept.end();
        });
    }
    // Horizontal bars draw the first category at the bottom: best last.
    std::reverse(rows.begin(), rows.end());
    auto *series = seriesAt<QHorizontalBarSeries>(0);
    series->setBarWidth(0.7);
    const QString setLabel
        = perThousand ? tr("Tokens/s per 1,000 %1").arg(toQString(data.currency)) : tr("Tokens/s");
    QBarSet *set = m_update ? series->barSets().constFirst() : new QBarSet(setLabel);
    set->setLabel(setLabel);
    set->setColor(m_palette.estimated);
    set->setBorderColor(m_palette.measured);
    QStringList categories;
    QSet<QString> seen;
    double maxValue = 0.0;
    QList<qreal> values;
    ChartOverlay *o = overlay();
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const LlmBarRow &row = rows[static_cast<std::size_t>(i)];
        QString name = toQString(row.name);
        if (name.size() > 34)
            name = name.left(32) + QChar(0x2026);
        if (row.isSelected && !m_options.forFile)
            name = QStringLiteral("▶ ") + name;
        if (seen.contains(name))
            name += QStringLiteral(" [%1]").arg(toQString(row.deviceId));
        seen.insert(name);
        categories << htmlEscaped(name);
        values.append(row.value.value);
        maxValue = std::max(maxValue, row.value.value);
        ChartOverlay::Label label;
        label.series = series;
        label.placement = ChartOverlay::Placement::RightOf;
        label.laneHeight = 0.7;
        label.priority = 0;
        label.value = QPointF(row.value.value, i);
        label.text = QLocale().toString(row.value.value, 'f', row.value.value < 10 ? 2 : 1) + uncertaintyText(row.value);
        o->labels.push_back(label);
    }
    setBarValues(set, values);
    if (!m_update) {
        series->append(set);
        m_chart->addSeries(series);
    }
    m_chart->legend()->setVisible(false);
    categoryAxisY(categories, series);
    auto *axisX = axisAt<QValueAxis>(Qt::Horizontal);
    const qreal plotWidth = std::max(m_size.width() - 320.0, 100.0);
    setNiceRange(axisX, std::max(maxValue, 0.01) * 1.2, std::clamp(static_cast<int>(plotWidth / 110.0), 3, 10));
    setAxisTitle(axisX,
                 perThousand ? tr("Tokens a second per 1,000 %1 of price, higher is better")
                                   .arg(htmlEscaped(toQString(data.currency)))
                             : tr("Tokens a second, higher is better"));
    styleAxis(axisX);
    if (!m_update) {
        m_chart->addAxis(axisX, Qt::AlignBottom);
        series->attachAxis(axisX);
    }

    QStringList details;
    details << (data.count > 0
                    ? withEnglishPlural(tr("%1, %2, %3 weights, %n device(s) each", nullptr, data.count), data.count)
                    : tr("%1, %2, %3 weights, the smallest system of each device that holds it"))
                   .arg(htmlEscaped(toQString(data.modelName)), toQString(data.task), toQString(data.format))
            << tr("%1 · %2 cannot hold or run it").arg(countText(static_cast<int>(rows.size()), data.candidates))
                   .arg(data.cannotRun)
            << tr("Estimated from spec sheets, ± the speed model's leave-one-device-out uncertainty");
    setTitle(perThousand ? tr("Language model: tokens a second per 1,000 %1").arg(toQString(data.currency))
                         : tr("Language model: tokens a second"),
             details);
    return m_chart;
}

QBarCategoryAxis *ChartBuilder::categoryAxisY(const QStringList &categories, QAbstractSeries *series)
{
    auto *axisY = axisAt<QBarCategoryAxis>(Qt::Vertical);
    setBarCategories(axisY, categories);
    styleAxis(axisY);
    axisY->setGridLineVisible(false);
    if (!m_update) {
        m_chart->addAxis(axisY, Qt::AlignLeft);
        series->attachAxis(axisY);
    }
    return axisY;
}

} // namespace gpa::ui
