#include "recommendationjson.h"

#include "date.h"

#include <cmath>

namespace gpa {

namespace {

json::Value textArray(const std::vector<Message> &messages)
{
    json::Value array = json::Value::array();
    for (const Message &m : messages)
        array.push(citedText(m));
    return array;
}

json::Value optionalText(const std::optional<Message> &message)
{
    return message ? json::Value(citedText(*message)) : json::Value();
}

json::Value cloudJson(const CloudAlternative &a)
{
    json::Value o = json::Value::object();
    o.set("offer_id", a.offerId)
        .set("provider", a.provider)
        .set("instance", a.instance)
        .set("device_id", a.deviceId)
        .set("device_name", a.deviceName)
        .set("devices", a.devices)
        .set("pricing", a.spot ? "spot" : "on-demand")
        .set("relative_performance", a.relativePerformance)
        .set("usd_per_device_hour", a.usdPerDeviceHour)
        .set("performance_per_dollar_hour", a.performancePerDollarHour)
        .set("hours_per_month", a.hoursPerMonth)
        .set("usd_per_month", a.usdPerMonth)
        .set("break_even_months", a.breakEvenMonths)
        .set("explanation", textArray(a.explanation));
    return o;
}

} // namespace

std::string citedText(const Message &message)
{
    std::string text = message.english();
    if (!message.rule.empty())
        text += " (Dettmers 2019, " + message.rule + ")";
    return text;
}

json::Value toJson(const RecommendationInputs &in)
{
    json::Value o = json::Value::object();
    setInputs(o, in);
    return o;
}

void setInputs(json::Value &o, const RecommendationInputs &in)
{
    json::Value vendors = json::Value::array();
    for (const std::string &v : in.vendors)
        vendors.push(v);
    o.set("objective", toString(in.objective))
        .set("budget", in.budget)
        .set("currency", in.currency)
        .set("workload",
             json::Value::object()
                 .set("cnn", in.mix.cnn)
                 .set("rnn", in.mix.rnn)
                 .set("transformer", in.mix.transformer))
        .set("precision", toString(in.precision))
        .set("min_memory_gb", in.minMemoryGb)
        .set("model", in.modelPreset.empty() ? json::Value() : json::Value(in.modelPreset))
        .set("tensor_cores_required", in.tensorCoresRequired)
        .set("gpus", in.gpus)
        .set("multi_gpu", toString(in.multiGpuMode))
        .set("datacenter", in.dataCentre)
        .set("max_power_w", in.maxPowerW)
        .set("used_allowed", in.usedAllowed)
        .set("vendors", std::move(vendors))
        .set("cloud_hours_per_month", in.cloudHoursPerMonth)
        .set("as_of", in.asOfDay ? json::Value(isoDateFromDayNumber(*in.asOfDay)) : json::Value())
        .set("add_cards_later", in.addCardsLater)
        .set("free_alternatives", in.freeAlternatives)
        .set("host", in.host ? json::Value(std::string(toString(*in.host))) : json::Value())
        .set("legacy_allowed", in.legacyAllowed)
        .set("list_worst", in.listWorst);
    if (in.llm)
        o.set("llm", json::Value::object()
                         .set("model", in.llm->modelId)
                         .set("task", std::string(toString(in.llm->task)))
                         .set("format", in.llm->formatId)
                         .set("context", in.llm->context)
                         .set("batch", in.llm->batch));
    else
        o.set("llm", json::Value());
}

json::Value toJson(const Recommendation &r, const std::string &personaId)
{
    const auto pickArray = [](const std::vector<Pick> &list) {
        json::Value picks = json::Value::array();
        for (const Pick &p : list) {
            json::Value o = json::Value::object();
            o.set("id", p.deviceId)
                .set("name", p.name)
                .set("score", p.score)
                .set("price_usd", p.priceUsd)
                .set("price", p.price)
                .set("relative_performance", p.relativePerformance)
                .set("interval_low", p.intervalLow)
                .set("interval_high",
                     std::isfinite(p.intervalHigh) ? json::Value(p.intervalHigh) : json::Value())
                .set("measured", p.measured)
                .set("system_throughput", p.systemThroughput)
                .set("system_cost_usd", p.systemCostUsd)
                .set("hosts", p.hosts)
                .set("reasons", textArray(p.reasons))
                .set("warnings", textArray(p.warnings));
            picks.push(std::move(o));
        }
        return picks;
    };
    json::Value picks = pickArray(r.picks);
    json::Value excluded = json::Value::array();
    for (const Exclusion &e : r.excluded) {
        json::Value o = json::Value::object();
        o.set("id", e.deviceId)
            .set("name", e.name)
            .set("reason", toString(e.reason))
            .set("explanation", citedText(e.message));
        excluded.push(std::move(o));
    }
    json::Value host = json::Value::object();
    host.set("kind", toString(r.host.kind))
        .set("psu_w", r.host.psuWatts)
        .set("host_peak_w", r.host.hostPeakWatts)
        .set("card_slots", r.host.cardSlots)
        .set("server_airflow", r.host.airflow == Airflow::Server);

    json::Value nearest = json::Value::array();
    for (const NearestOption &n : r.nearest) {
        json::Value misses = json::Value::array();
        for (const Constraint c : n.misses)
            misses.push(toString(c));
        json::Value o = json::Value::object();
        o.set("id", n.deviceId)
            .set("name", n.name)
            .set("price_usd", n.priceUsd)
            .set("price", n.price)
            .set("relative_performance", n.relativePerformance)
            .set("memory_gb", n.memoryGb)
            .set("misses", std::move(misses))
            .set("explanation", textArray(n.explanation));
        nearest.push(std::move(o));
    }

    json::Value cloud = json::Value::object();
    cloud.set("on_demand", r.cloud ? cloudJson(*r.cloud) : json::Value())
        .set("spot", r.cloudSpot ? cloudJson(*r.cloudSpot) : json::Value());

    json::Value alternatives = json::Value::object();
    alternatives.set("cloud", std::move(cloud))
        .set("tpu", optionalText(r.tpu))
        .set("nearest", std::move(nearest));

    json::Value out = json::Value::object();
    out.set("picks", std::move(picks)).set("alternatives", std::move(alternatives));
    if (r.inputs.listWorst)
        out.set("worst", pickArray(r.worst));
    if (r.unmet) {
        json::Value binding = json::Value::array();
        for (const Constraint c : r.binding)
            binding.push(toString(c));
        out.set("unmet", citedText(*r.unmet)).set("binding", std::move(binding));
    }
    json::Value inputs = json::Value::object();
    inputs.set("persona", personaId.empty() ? json::Value() : json::Value(personaId));
    setInputs(inputs, r.inputs);
    inputs.set("budget_usd", r.budgetUsd);
    out.set("qualifying", r.qualifying)
        .set("near_tie", optionalText(r.nearTie))
        .set("host_cost_usd", r.hostCostUsd)
        .set("host_verdict", optionalText(r.hostVerdict))
        .set("host_break_even_usd", r.hostBreakEvenUsd)
        .set("host", std::move(host))
        .set("excluded", std::move(excluded))
        .set("based_on", textArray(r.basedOn))
        .set("notes", textArray(r.notes))
        .set("inputs", std::move(inputs));
    return out;
}

} // namespace gpa
