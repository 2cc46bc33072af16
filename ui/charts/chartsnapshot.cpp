#include "chartsnapshot.h"

namespace gpa::ui {

const BarChartData *ChartSnapshot::bars(ChartKind kind, const ChartOptions &options) const
{
    const std::optional<BarChartData> *data = nullptr;
    if (kind == ChartKind::Performance)
        data = options.allParts ? &performanceAllParts : &performance;
    else if (kind == ChartKind::PerformancePerDollar)
        data = options.perDollarScale == PerDollarScale::Reference ? &perDollarReference : &perDollarBest;
    return data && *data ? &**data : nullptr;
}

const ChartFooterFacts *ChartSnapshot::footer(ChartKind kind, const ChartOptions &options) const
{
    if (kind == ChartKind::Performance && options.allParts && performanceAllPartsFooter)
        return &*performanceAllPartsFooter;
    const auto it = footers.find(kind);
    return it == footers.end() ? nullptr : &it->second;
}

ChartSnapshot takeChartSnapshot(const ChartContext &context, std::optional<ChartKind> only,
                                const ChartOptions *options)
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
    ChartDevices buyable = devices;
    buyable.fitHostOnly = true;
    const auto barIds = [](const BarChartData &bars) {
        std::vector<std::string> ids;
        for (const BarRow &row : bars.rows)
            ids.push_back(row.deviceId);
        return ids;
    };
    const auto llmIds = [](const LlmBarChartData &bars) {
        std::vector<std::string> ids;
        for (const LlmBarRow &row : bars.rows)
            ids.push_back(row.deviceId);
        return ids;
    };
    if (view.llm && wanted(ChartKind::Performance))
        s.llmSpeed = llmBars(session, devices, LlmBarMetric::TokensPerS);
    if (view.llm && wanted(ChartKind::PerformancePerDollar))
        s.llmValue = llmBars(session, devices, LlmBarMetric::TokensPerThousand);
    if (wanted(ChartKind::Performance)) {
        s.performance = performanceBars(session, buyable);
        s.footers[ChartKind::Performance] = chartFooterFacts(
            session, s.llmSpeed ? devices : buyable, s.llmSpeed ? llmIds(*s.llmSpeed) : barIds(*s.performance));
        if (!options || options->allParts) {
            s.performanceAllParts
                = s.performance->leftOutUnfit > 0 ? performanceBars(session, devices) : s.performance;
            if (!s.llmSpeed)
                s.performanceAllPartsFooter = chartFooterFacts(session, devices, barIds(*s.performanceAllParts));
        }
    }
    if (wanted(ChartKind::PerformancePerDollar)) {
        const auto scaleWanted = [&](PerDollarScale scale) { return !options || options->perDollarScale == scale; };
        if (scaleWanted(PerDollarScale::Best))
            s.perDollarBest = performancePerDollarBars(session, devices, PerDollarScale::Best);
        if (scaleWanted(PerDollarScale::Reference))
            s.perDollarReference = performancePerDollarBars(session, devices, PerDollarScale::Reference);
        // The rows are the same whichever the scale: best first.
        const BarChartData &shown = s.perDollarBest ? *s.perDollarBest : *s.perDollarReference;
        s.footers[ChartKind::PerformancePerDollar] = chartFooterFacts(
            session, devices, s.llmValue ? llmIds(*s.llmValue) : barIds(shown));
    }
    if (wanted(ChartKind::Scatter)) {
        s.scatter = pricePerformanceScatter(session, devices);
        std::vector<std::string> ids;
        for (const ScatterPoint &p : s.scatter->points)
            ids.push_back(p.deviceId);
        s.footers[ChartKind::Scatter] = chartFooterFacts(session, devices, ids);
    }
    if (wanted(ChartKind::PriceHistory)) {
        std::vector<std::string> ids = context.selectedDeviceIds;
        if (ids.empty()) {
            s.priceHistoryByDefault = true;
            ids = defaultPriceHistoryDevices(session.ranking(context.filter), prices, view);
        }
        s.priceHistory = priceHistory(data, prices, ids, view, context.topN);
        ChartDevices drawn;
        drawn.only = s.priceHistory->devices;
        if (drawn.only.empty())
            drawn.only = {std::string()}; // nothing drawn, nothing priced
        s.footers[ChartKind::PriceHistory] = chartFooterFacts(session, drawn, s.priceHistory->devices);
    }
    if (wanted(ChartKind::BuyVsRent)) {
        const std::string device = context.selectedDeviceIds.empty()
            ? view.referenceId
            : context.selectedDeviceIds.front();
        s.buyVsRent = buyVsRentChart(session, device, context.cloudOfferId);
        ChartDevices drawn;
        drawn.only = {device};
        s.footers[ChartKind::BuyVsRent] = chartFooterFacts(session, drawn, drawn.only);
    }
    return s;
}

} // namespace gpa::ui
