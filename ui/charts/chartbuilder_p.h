#pragma once

// The chart builder shared by chartbuilder.cpp (bars, scatter, the kinds) and
// chartbuilder_time.cpp (charts over time). Private to ui/charts.
#include "chartbuilder.h"
#include "chartoverlay.h"
#include "chartsnapshot.h"
#include "chartstyle.h"
#include "core/costtext.h"
#include "database/qtconvert.h"

#include <QChart>
#include <QCoreApplication>
#include <QLocale>
#include <QSizeF>

class QValueAxis;

namespace gpa::ui {

// Translation context of every chart text.
class ChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::ChartBuilder)

public:
    ChartBuilder(const ChartSnapshot &snapshot, const ChartOptions &options, QSizeF size)
        : m_s(snapshot)
        , m_options(options)
        , m_size(size)
    { }

    // A new chart of `kind`.
    QChart *build(ChartKind kind);
    // Redraws `chart`, made by build() for the same kind, with this
    // builder's data, keeping its series, bar sets, axes, overlay and
    // footer; false, and the chart untouched, when the structure differs
    // (see structureOf()). Both go through the same code per kind: a part
    // is created the first time and updated afterwards (seriesAt(), axisAt()).
    bool update(QChart *chart, ChartKind kind);
    // What a chart of `kind` from this data is made of, as a key: the kind,
    // the theme and font, whether it shows its "unavailable" message,
    // language-model or workload bars, the number of price-history lines and
    // whether buy-versus-rent draws its break-even point. Empty for the plan
    // charts (never updated in place).
    QString structureOf(ChartKind kind) const;
    // The footer of a file (ChartOptions::forFile), one translated line each:
    // the view's date and workload, the price basis and age, the sources.
    QStringList footerLines(ChartKind kind) const;

    static QString workloadTitle(Workload w)
    {
        switch (w) {
        case Workload::Cnn:
            return tr("CNN");
        case Workload::Rnn:
            return tr("RNN");
        case Workload::Transformer:
            return tr("Transformer");
        }
        return {};
    }

private:
    QChart *buildKind(ChartKind kind);
    QChart *drawKind(ChartKind kind);
    void addFooter(QChart *chart, ChartKind kind) const;
    // Updating: the chart's series at `index` (in the order they were
    // added) or its first axis of `orientation`; building: a new one, which
    // the caller adds when !m_update.
    template<class T> T *seriesAt(int index) const
    {
        return m_update ? static_cast<T *>(m_chart->series().at(index)) : new T;
    }
    template<class T> T *axisAt(Qt::Orientation orientation) const
    {
        return m_update ? static_cast<T *>(m_chart->axes(orientation).constFirst()) : new T;
    }
    // The vertical value axis of an XY chart, created or updated: 0 to a
    // nice value above `top`, about one tick per 110 pixels of height.
    QValueAxis *valueAxisY(double top, const QString &title);
    // The vertical category axis of a horizontal bar chart, one category per
    // bar from the top, created or updated; building attaches `series`.
    QBarCategoryAxis *categoryAxisY(const QStringList &categories, QAbstractSeries *series);
    // Building: adds both axes and attaches every series so far to them
    // (an update keeps them attached).
    void attachXY(QAbstractAxis *axisX, QAbstractAxis *axisY);
    static QString policyText(PricePolicy policy);
    QChart *newChart();
    void setTitle(const QString &title, const QStringList &details);
    QChart *unavailable(const QString &title, const QString &message);
    QChart *bars(ChartKind kind);
    QChart *llmBars(ChartKind kind);
    QChart *scatter();
    QChart *priceHistory();
    QChart *buyVsRent();

    QString precisionText() const
    {
        return m_s.view.precision == Precision::Fp16 ? tr("16-bit mixed precision")
                                                     : tr("32-bit precision");
    }
    QString mixText() const;
    QString asOfText() const
    {
        return m_s.view.asOfDay
            ? tr("as of %1").arg(toQString(isoDateFromDayNumber(*m_s.view.asOfDay)))
            : tr("today's prices");
    }
    QString countText(int shown, int candidates) const;
    QString money(double amount, const std::string &currency) const
    {
        return toQString(formatMoney(amount, currency));
    }
    static QString uncertaintyText(const ChartValue &v)
    {
        if (v.provenance != Provenance::Estimated || !(v.uncertainty > 0.0))
            return {};
        return tr(" ±%1%").arg(qRound(v.uncertainty * 100.0));
    }
    // " (80%: 1.21–1.66)", " (≥ 1.21)", or nothing for a point.
    static QString rangeText(const ChartValue &v)
    {
        if (!v.hasInterval())
            return {};
        if (v.lowerBound)
            return tr(" (≥ %1)").arg(QLocale().toString(v.low, 'f', 2));
        return tr(" (80%: %1–%2)").arg(QLocale().toString(v.low, 'f', 2), QLocale().toString(v.high, 'f', 2));
    }
    static QString quoteKindText(QuoteKind kind)
    {
        switch (kind) {
        case QuoteKind::Msrp:
            return tr("launch price");
        case QuoteKind::List:
            return tr("list price");
        case QuoteKind::RetailNew:
            return tr("shop, new");
        case QuoteKind::Used:
            return tr("used");
        case QuoteKind::SystemShare:
            return tr("share of a machine");
        }
        return {};
    }
    ChartOverlay *overlay()
    {
        if (!m_overlay)
            m_overlay = newChartOverlay(m_chart, m_palette);
        return m_overlay;
    }
    void styleAxis(QAbstractAxis *axis) const { styleChartAxis(axis, m_palette); }

    const ChartSnapshot &m_s;
    ChartOptions m_options;
    QSizeF m_size;
    QChart *m_chart = nullptr;
    ChartOverlay *m_overlay = nullptr;
    ChartPalette m_palette;
    bool m_update = false; // drawing into a chart that build() made
};

} // namespace gpa::ui
