// What the charts are called and why one has nothing to draw: the window
// needs these before, and without, the module that draws with Qt Charts
// (chartdrawing.h). The texts keep the chart builders' translation contexts.
#include "chartbuilder.h"
#include "chartsnapshot.h"
#include "planchartbuilder.h"
#include "database/qtconvert.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace gpa::ui {

namespace {

struct ChartText
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::ChartBuilder)
};

struct PlanChartText
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::PlanChartBuilder)
};

} // namespace

QString chartTitle(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Performance:
        return ChartText::tr("Training performance");
    case ChartKind::PerformancePerDollar:
        return ChartText::tr("Training performance per dollar");
    case ChartKind::Scatter:
        return ChartText::tr("Performance versus price");
    case ChartKind::PriceHistory:
        return ChartText::tr("Price history");
    case ChartKind::BuyVsRent:
        return ChartText::tr("Buy or rent: cumulative cost");
    case ChartKind::UpgradeSpeedUp:
    case ChartKind::SystemPerDollar:
    case ChartKind::PlanCosts:
        return planChartTitle(kind);
    }
    return {};
}

std::optional<QString> chartUnavailableReason(const ChartSnapshot &s, ChartKind kind,
                                              const ChartOptions &options)
{
    if (!s.hasCatalogue)
        return ChartText::tr("No catalogue is loaded.");
    const QString nothing = ChartText::tr("Nothing to show.");
    if (s.view.llm && (kind == ChartKind::Performance || kind == ChartKind::PerformancePerDollar)) {
        const auto &data = kind == ChartKind::Performance ? s.llmSpeed : s.llmValue;
        if (!data)
            return nothing;
        if (!data->rows.empty())
            return std::nullopt;
        return kind == ChartKind::PerformancePerDollar
            ? ChartText::tr("No device with a price holds this language model and matches the filters.")
            : ChartText::tr("No device holds this language model and matches the filters.");
    }
    switch (kind) {
    case ChartKind::Performance:
    case ChartKind::PerformancePerDollar: {
        const BarChartData *data = s.bars(kind, options);
        if (!data)
            return nothing;
        if (!data->rows.empty())
            return std::nullopt;
        const bool perDollar = kind == ChartKind::PerformancePerDollar;
        if (s.activeFilters > 0)
            return perDollar
                ? ChartText::tr("No device with a price and a performance figure matches the filters.")
                : ChartText::tr("No device with a performance figure matches the filters.");
        return perDollar ? ChartText::tr("No device has a price and a performance figure as of this date.")
                         : ChartText::tr("No device has a performance figure as of this date.");
    }
    case ChartKind::Scatter:
        if (!s.scatter)
            return nothing;
        if (!s.scatter->points.empty())
            return std::nullopt;
        return s.activeFilters > 0
            ? ChartText::tr("No device with a price and a performance figure matches the filters.")
            : ChartText::tr("No device has a price and a performance figure as of this date.");
    case ChartKind::PriceHistory:
        if (!s.priceHistory)
            return nothing;
        if (!s.priceHistory->series.empty())
            return std::nullopt;
        return s.priceHistory->devices.empty()
            ? ChartText::tr("No device to show: select one or more devices.")
            : ChartText::tr("No price quote for these devices as of this date.");
    case ChartKind::BuyVsRent:
        if (!s.buyVsRent)
            return nothing;
        if (s.buyVsRent->unavailable)
            return translated(*s.buyVsRent->unavailable);
        return std::nullopt;
    case ChartKind::UpgradeSpeedUp:
    case ChartKind::SystemPerDollar:
    case ChartKind::PlanCosts:
        return planChartUnavailableReason(s, kind);
    }
    return nothing;
}

QString planChartTitle(ChartKind kind)
{
    switch (kind) {
    case ChartKind::UpgradeSpeedUp:
        return PlanChartText::tr("Upgrade: speed-up against net cost");
    case ChartKind::SystemPerDollar:
        return PlanChartText::tr("Systems: throughput per dollar against the host's price");
    case ChartKind::PlanCosts:
        return PlanChartText::tr("Own card, cloud or both: cumulative cost");
    default:
        return {};
    }
}

std::optional<QString> planChartUnavailableReason(const ChartSnapshot &s, ChartKind kind)
{
    if (!s.hasCatalogue)
        return PlanChartText::tr("No catalogue is loaded.");
    const QString nothing = PlanChartText::tr("Nothing to show.");
    switch (kind) {
    case ChartKind::UpgradeSpeedUp:
        if (!s.upgrade)
            return nothing;
        if (s.upgrade->unavailable)
            return translated(*s.upgrade->unavailable);
        return std::nullopt;
    case ChartKind::SystemPerDollar:
        if (!s.systems)
            return nothing;
        if (s.systems->unavailable)
            return translated(*s.systems->unavailable);
        return std::nullopt;
    case ChartKind::PlanCosts:
        if (!s.planCosts)
            return nothing;
        if (s.planCosts->unavailable)
            return translated(*s.planCosts->unavailable);
        return std::nullopt;
    default:
        return nothing;
    }
}

bool isDarkTheme(ChartTheme theme)
{
    if (theme == ChartTheme::System)
        return QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
    return theme == ChartTheme::Dark;
}

int barRowsThatFit(qreal height)
{
    return barRowsThatFit(height, QApplication::font());
}

int chartFontPixelSize(QSize size)
{
    // 18 px at 1600 x 900, in proportion to the tighter side.
    const double factor = std::min(size.width() / 1600.0, size.height() / 900.0);
    return std::clamp(static_cast<int>(std::lround(18.0 * factor)), 12, 40);
}

int barRowsThatFit(qreal height, const QFont &font)
{
    const QFontMetricsF metrics(font);
    // Title, legend and axis take about 15 lines; each row of three bars
    // needs 3, so that a bar is tall enough for its value label.
    const qreal rows = (height - 15.0 * metrics.height()) / (3.0 * metrics.height());
    return std::max(3, static_cast<int>(rows));
}

QString chartKindId(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Performance:
        return QStringLiteral("performance");
    case ChartKind::PerformancePerDollar:
        return QStringLiteral("performance-per-dollar");
    case ChartKind::Scatter:
        return QStringLiteral("scatter");
    case ChartKind::PriceHistory:
        return QStringLiteral("price-history");
    case ChartKind::BuyVsRent:
        return QStringLiteral("buy-vs-rent");
    case ChartKind::UpgradeSpeedUp:
        return QStringLiteral("upgrade-speed-up");
    case ChartKind::SystemPerDollar:
        return QStringLiteral("system-per-dollar");
    case ChartKind::PlanCosts:
        return QStringLiteral("plan-costs");
    }
    return {};
}

std::optional<ChartKind> parseChartKind(const QString &id)
{
    for (ChartKind kind : kAllChartKinds) {
        if (chartKindId(kind) == id)
            return kind;
    }
    return std::nullopt;
}

QString chartKindTitle(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Performance:
        return ChartText::tr("Performance");
    case ChartKind::PerformancePerDollar:
        return ChartText::tr("Performance per dollar");
    case ChartKind::Scatter:
        return ChartText::tr("Performance versus price");
    case ChartKind::PriceHistory:
        return ChartText::tr("Price history");
    case ChartKind::BuyVsRent:
        return ChartText::tr("Buy versus rent");
    case ChartKind::UpgradeSpeedUp:
    case ChartKind::SystemPerDollar:
    case ChartKind::PlanCosts:
        return planChartTitle(kind);
    }
    return {};
}

} // namespace gpa::ui
