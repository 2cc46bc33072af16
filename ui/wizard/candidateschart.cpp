#include "candidateschart.h"

#include "ui/charts/chartexport.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/workspace.h"

#include <algorithm>

namespace gpa::ui {

std::vector<std::string> candidateDeviceIds(const Recommendation &recommendation)
{
    std::vector<std::string> ids;
    for (const Pick &p : recommendation.picks)
        ids.push_back(p.deviceId);
    if (ids.empty()) {
        for (const NearestOption &n : recommendation.nearest) {
            if (std::find(ids.begin(), ids.end(), n.deviceId) == ids.end())
                ids.push_back(n.deviceId);
        }
    }
    return ids;
}

ChartContext candidatesChartContext(const Workspace &workspace,
                                    const Recommendation &recommendation)
{
    const RecommendationInputs &in = recommendation.inputs;
    ChartContext context;
    context.data = &workspace.data();
    context.model = &workspace.model();
    context.prices = &workspace.prices();
    context.assumptions = workspace.settings().assumptions;
    context.view.mix = in.mix;
    context.view.precision = in.precision;
    context.view.referenceId = context.assumptions.referenceDeviceId;
    // The recommender's policy: the street mean with used quotes, else new only.
    context.view.policy = in.usedAllowed ? PricePolicy::Default : PricePolicy::NewOnly;
    context.view.asOfDay = in.asOfDay;
    context.view.currency = in.currency;
    context.onlyDeviceIds = candidateDeviceIds(recommendation);
    context.topN = static_cast<int>(context.onlyDeviceIds.size());
    return context;
}

QImage renderCandidatesChart(const Workspace &workspace, const Recommendation &recommendation,
                             QSize size, double scale, ChartTheme theme)
{
    const ChartContext context = candidatesChartContext(workspace, recommendation);
    if (context.onlyDeviceIds.empty())
        return {};
    const ChartSnapshot snapshot = takeChartSnapshot(context, ChartKind::PerformancePerDollar);
    ChartOptions options;
    options.perDollarScale = PerDollarScale::Best;
    options.theme = theme;
    return renderChart(snapshot, ChartKind::PerformancePerDollar, options, size, scale);
}

} // namespace gpa::ui
