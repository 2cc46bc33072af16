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
    s.topN = context.topN;
    s.activeFilters = context.filter.activeCount();
    s.selectedDeviceIds = context.selectedDeviceIds;
    if (!context.session)
        return s;
    s.hasCatalogue = true;
    const Session &session = *context.session;
    const DataSet &data = session.data();
    const PriceBook &prices = session.prices();
    const ViewOptions &view = session.view();
    s.view = view;
    if (const Device *reference = data.device(view.referenceId))
        s.referenceName = reference->name;
    else
        s.referenceName = view.referenceId;

    const auto wanted = [&](ChartKind kind) { return !only || *only == kind; };
    const ChartDevices devices {context.filter, context.selectedDeviceIds, context.onlyDeviceIds,
                                context.topN};
    if (view.llm && wanted(ChartKind::Performance))
        s.llmSpeed = llmBars(session, devices, LlmBarMetric::TokensPerS);
    if (view.llm && wanted(ChartKind::PerformancePerDollar))
        s.llmValue = llmBars(session, devices, LlmBarMetric::TokensPerThousand);
    if (wanted(ChartKind::Performance))
        s.performance = performanceBars(session, devices);
    if (wanted(ChartKind::PerformancePerDollar)) {
        s.perDollarBest = performancePerDollarBars(session, devices, PerDollarScale::Best);
        s.perDollarReference = performancePerDollarBars(session, devices, PerDollarScale::Reference);
    }
    if (wanted(ChartKind::Scatter))
        s.scatter = pricePerformanceScatter(session, devices);
    if (wanted(ChartKind::PriceHistory)) {
        std::vector<std::string> ids = context.selectedDeviceIds;
        if (ids.empty()) {
            s.priceHistoryByDefault = true;
            ids = defaultPriceHistoryDevices(session.ranking(context.filter), prices, view);
        }
        s.priceHistory = priceHistory(data, prices, ids, view, context.topN);
    }
    if (wanted(ChartKind::BuyVsRent)) {
        const std::string device = context.selectedDeviceIds.empty()
            ? view.referenceId
            : context.selectedDeviceIds.front();
        s.buyVsRent = buyVsRentChart(session, device, context.cloudOfferId);
    }
    return s;
}

} // namespace gpa::ui
