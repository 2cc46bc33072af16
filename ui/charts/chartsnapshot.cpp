#include "chartsnapshot.h"

namespace gpa::ui {

const BarChartData *ChartSnapshot::bars(ChartKind kind, PerDollarScale scale) const
{
    const std::optional<BarChartData> *data = nullptr;
    if (kind == ChartKind::Performance)
        data = &performance;
    else if (kind == ChartKind::PerformancePerDollar)
        data = scale == PerDollarScale::Reference ? &perDollarReference : &perDollarBest;
    return data && *data ? &**data : nullptr;
}

ChartSnapshot takeChartSnapshot(const ChartContext &context, std::optional<ChartKind> only)
{
    ChartSnapshot s;
    s.view = context.view;
    s.topN = context.topN;
    s.activeFilters = context.filter.activeCount();
    s.selectedDeviceIds = context.selectedDeviceIds;
    if (!context.data || !context.model || !context.prices)
        return s;
    s.hasCatalogue = true;
    const DataSet &data = *context.data;
    const PerformanceModel &model = *context.model;
    const PriceBook &prices = *context.prices;
    const ViewOptions &view = context.view;
    if (const Device *reference = data.device(view.referenceId))
        s.referenceName = reference->name;
    else
        s.referenceName = view.referenceId;

    const auto wanted = [&](ChartKind kind) { return !only || *only == kind; };
    const ChartDevices devices {context.filter, context.selectedDeviceIds, context.onlyDeviceIds,
                                context.topN};
    if (wanted(ChartKind::Performance))
        s.performance = performanceBars(data, prices, model, view, context.assumptions, devices);
    if (wanted(ChartKind::PerformancePerDollar)) {
        s.perDollarBest = performancePerDollarBars(data, prices, model, view, context.assumptions,
                                                   devices, PerDollarScale::Best);
        s.perDollarReference = performancePerDollarBars(
            data, prices, model, view, context.assumptions, devices, PerDollarScale::Reference);
    }
    if (wanted(ChartKind::Scatter))
        s.scatter
            = pricePerformanceScatter(data, prices, model, view, context.assumptions, devices);
    if (wanted(ChartKind::PriceHistory)) {
        std::vector<std::string> ids = context.selectedDeviceIds;
        if (ids.empty()) {
            s.priceHistoryByDefault = true;
            std::vector<DeviceEvaluation> ranked = filtered(
                evaluate(data, prices, model, view, context.assumptions), context.filter);
            rankByValue(ranked);
            ids = defaultPriceHistoryDevices(ranked, prices, view);
        }
        s.priceHistory = priceHistory(data, prices, ids, view, context.topN);
    }
    if (wanted(ChartKind::BuyVsRent)) {
        const std::string device = context.selectedDeviceIds.empty()
            ? view.referenceId
            : context.selectedDeviceIds.front();
        s.buyVsRent = buyVsRentChart(data, prices, model, view, context.assumptions, device,
                                     context.cloudOfferId);
    }
    return s;
}

} // namespace gpa::ui
