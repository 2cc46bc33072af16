#include "llmchartdata.h"

#include <algorithm>

namespace gpa {

LlmBarChartData llmBars(const Session &session, const ChartDevices &devices, LlmBarMetric metric)
{
    LlmBarChartData out;
    out.metric = metric;
    const ViewOptions &view = session.view();
    if (!view.llm)
        return out;
    out.task = std::string(toString(view.llm->task));
    out.format = view.llm->formatId;
    out.count = view.llm->count;
    out.currency = view.currency;
    const LlmModel *model = session.data().llmModel(view.llm->modelId);
    out.modelName = model ? model->name : view.llm->modelId;

    const auto valueOf = [&](const DeviceEvaluation &e) -> std::optional<double> {
        if (!e.llm || !e.llm->ranked())
            return std::nullopt;
        return metric == LlmBarMetric::TokensPerS ? e.llm->speed.tokensPerS : e.llmPerThousandInCurrency();
    };
    struct Candidate
    {
        const DeviceEvaluation *e;
        double value;
    };
    std::vector<Candidate> candidates;
    for (const DeviceEvaluation &e : session.evaluations()) {
        if (!devices.filter.matches(*e.device, e.price.usd))
            continue;
        if (!devices.only.empty()
            && std::find(devices.only.begin(), devices.only.end(), e.device->id) == devices.only.end())
            continue;
        if (e.llm && !e.llm->ranked()) {
            ++out.cannotRun;
            continue;
        }
        if (const auto value = valueOf(e))
            candidates.push_back({&e, *value});
    }
    // Best first, then by name.
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        if (a.value != b.value)
            return a.value > b.value;
        return a.e->device->name < b.e->device->name;
    });
    out.candidates = static_cast<int>(candidates.size());
    std::vector<std::string> ids;
    ids.reserve(candidates.size());
    for (const Candidate &c : candidates)
        ids.push_back(c.e->device->id);
    for (const std::string &id : topN(ids, devices.n, devices.selected)) {
        const auto it = std::find(ids.begin(), ids.end(), id);
        const Candidate &c = candidates[static_cast<std::size_t>(it - ids.begin())];
        LlmBarRow row;
        row.deviceId = id;
        row.name = c.e->device->name;
        row.value = ChartValue{c.value, Provenance::Estimated, c.e->llm->speed.uncertainty};
        row.isSelected = std::find(devices.selected.begin(), devices.selected.end(), id) != devices.selected.end();
        out.rows.push_back(std::move(row));
    }
    return out;
}

LlmBarChartData llmSystemBars(const Session &session, const LlmWorkload &workload,
                              const std::vector<LlmSystemOption> &systems, LlmBarMetric metric, int n,
                              const std::vector<std::string> &selected)
{
    LlmBarChartData out;
    out.metric = metric;
    out.task = std::string(toString(workload.task));
    out.format = workload.formatId;
    out.count = 0;
    out.currency = session.view().currency;
    const LlmModel *model = session.data().llmModel(workload.modelId);
    out.modelName = model ? model->name : workload.modelId;

    struct Candidate
    {
        const LlmSystemOption *o;
        double value;
    };
    std::vector<Candidate> candidates;
    for (const LlmSystemOption &o : systems) {
        if (o.count == 0 || !o.speed.tokensPerS) {
            ++out.cannotRun;
            continue;
        }
        std::optional<double> value = o.speed.tokensPerS;
        if (metric == LlmBarMetric::TokensPerThousand) {
            // The system's price in the view's currency, as the ranking's.
            const DeviceEvaluation *e = session.evaluation(o.device->id);
            value.reset();
            if (e && e->priceInCurrency && *e->priceInCurrency > 0.0)
                value = *o.speed.tokensPerS / (*e->priceInCurrency * o.count) * 1000.0;
        }
        if (value)
            candidates.push_back({&o, *value});
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        if (a.value != b.value)
            return a.value > b.value;
        return a.o->device->name < b.o->device->name;
    });
    out.candidates = static_cast<int>(candidates.size());
    std::vector<std::string> ids;
    ids.reserve(candidates.size());
    for (const Candidate &c : candidates)
        ids.push_back(c.o->device->id);
    for (const std::string &id : topN(ids, n, selected)) {
        const auto it = std::find(ids.begin(), ids.end(), id);
        const Candidate &c = candidates[static_cast<std::size_t>(it - ids.begin())];
        LlmBarRow row;
        row.deviceId = id;
        row.name = c.o->count > 1 ? std::to_string(c.o->count) + " × " + c.o->device->name : c.o->device->name;
        row.value = ChartValue{c.value, Provenance::Estimated, c.o->speed.uncertainty};
        row.isSelected = std::find(selected.begin(), selected.end(), id) != selected.end();
        out.rows.push_back(std::move(row));
    }
    return out;
}

} // namespace gpa
