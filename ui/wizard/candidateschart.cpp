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

// The recommendation's own view of the catalogue: its workloads, precision,
// date and currency, and the recommender's price policy.
ViewOptions candidatesView(const Workspace &workspace, const Recommendation &recommendation)
{
    const RecommendationInputs &in = recommendation.inputs;
    ViewOptions view;
    view.mix = in.mix;
    view.precision = in.precision;
    view.referenceId = workspace.settings().assumptions.referenceDeviceId;
    // The recommender's policy: the street mean with used quotes, else new only.
    view.policy = in.usedAllowed ? PricePolicy::Default : PricePolicy::NewOnly;
    view.asOfDay = in.asOfDay;
    view.currency = in.currency;
    return view;
}

QImage renderCandidatesChart(const Workspace &workspace, const Recommendation &recommendation,
                             QSize size, double scale, ChartTheme theme)
{
    ChartContext context;
    context.onlyDeviceIds = candidateDeviceIds(recommendation);
    context.topN = static_cast<int>(context.onlyDeviceIds.size());
    if (context.onlyDeviceIds.empty())
        return {};
    // A session of its own: the window's view stays as it is.
    Session session = workspace.session();
    session.setView(candidatesView(workspace, recommendation));
    context.session = &session;
    const ChartSnapshot snapshot = takeChartSnapshot(context, ChartKind::PerformancePerDollar);
    ChartOptions options;
    options.perDollarScale = PerDollarScale::Best;
    options.theme = theme;
    return renderChart(snapshot, ChartKind::PerformancePerDollar, options, size, scale);
}

} // namespace gpa::ui
