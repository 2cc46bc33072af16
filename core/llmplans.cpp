#include "llmplans.h"

#include "llm.h"
#include "specs.h"

#include <algorithm>

namespace gpa {

std::vector<LlmDeviceOption> llmDeviceOptions(const Session &session, const DeviceFilter &filter)
{
    std::vector<LlmDeviceOption> out;
    if (!session.view().llm)
        return out;
    for (const DeviceEvaluation &e : session.ranking(filter)) {
        if (e.llm)
            out.push_back({e.device, *e.llm, e.price.usd});
    }
    return out;
}

std::vector<LlmSystemOption> smallestLlmSystems(const Session &session, const DeviceFilter &filter)
{
    if (!session.view().llm)
        return {};
    return smallestLlmSystems(session, *session.view().llm, filter);
}

std::vector<LlmSystemOption> smallestLlmSystems(const Session &session, const LlmWorkload &request,
                                                const DeviceFilter &filter)
{
    std::vector<LlmSystemOption> out;
    const DataSet &data = session.data();
    const LlmWorkloadSetup workload = llmWorkloadSetup(data, request);
    if (!workload.setup)
        return out;
    const LlmCostAssumptions costs = session.llmCosts();
    const std::optional<LlmSplit> split
        = request.count > 1 ? std::optional(workload.setup->split) : std::nullopt;
    for (const DeviceEvaluation &e : session.evaluations()) {
        if (!filter.matches(*e.device, e.price.usd))
            continue;
        LlmSystemOption option;
        option.device = e.device;
        option.priceUsd = e.price.usd;
        const Device sheet = withSupplements(*e.device, data.specSupplements).device;
        option.usableGiB = llmUsableMemoryGiB(sheet);
        if (auto unsupported = llmTaskUnsupported(sheet, workload.setup->task)) {
            option.problem = std::move(unsupported);
            out.push_back(std::move(option));
            continue;
        }
        LlmSetup setup = *workload.setup;
        const auto count = smallestFittingCount(setup, sheet, split, kLlmMaxCount);
        if (!count) {
            option.problem = option.usableGiB
                                 ? Message{QT_TRANSLATE_NOOP("core", "No system of up to %1 of %2 holds it"),
                                           {std::to_string(kLlmMaxCount), e.device->name},
                                           {}}
                                 : Message{QT_TRANSLATE_NOOP("core", "Unknown whether it fits: the memory "
                                                                     "of %1 is not known"),
                                           {e.device->name},
                                           {}};
            out.push_back(std::move(option));
            continue;
        }
        setup.count = *count;
        setup.split = *count == 1 ? LlmSplit::Single : split.value_or(defaultSplit(setup.task, *count));
        option.count = *count;
        option.split = setup.split;
        option.memory = llmMemory(setup);
        option.perDeviceGiB = option.memory.perDeviceGiB;
        const LlmEvaluation evaluation = evaluateLlmWorkload(data, session.llmSpeedModel(), setup, *e.device);
        option.speed = evaluation.speed;
        if (option.priceUsd) {
            option.systemUsd = *option.priceUsd * *count;
            option.tokensPerSPerDollar = llmPerDollar(evaluation, option.priceUsd);
        }
        option.ownUsdPerMillionTokens = llmUsdPerMillionTokens(
            llmOwnUsdPerHour(sheet, option.priceUsd, *count, costs), option.speed.tokensPerS);
        out.push_back(std::move(option));
    }
    const auto tier = [](const LlmSystemOption &o) {
        if (o.count == 0)
            return 2;
        return o.systemUsd ? 0 : 1;
    };
    std::stable_sort(out.begin(), out.end(), [&](const LlmSystemOption &a, const LlmSystemOption &b) {
        const int ta = tier(a);
        const int tb = tier(b);
        if (ta != tb)
            return ta < tb;
        if (ta == 0 && *a.systemUsd != *b.systemUsd)
            return *a.systemUsd < *b.systemUsd;
        if (ta == 1 && a.count != b.count)
            return a.count < b.count;
        return a.device->name < b.device->name;
    });
    return out;
}

} // namespace gpa
