#include "memory.h"
#include "recommender_p.h"

#include <algorithm>
#include <cmath>

namespace gpa {

using namespace detail;

std::string_view toString(Objective objective)
{
    for (const auto &[o, name] : kObjectiveNames) {
        if (o == objective)
            return name;
    }
    return {};
}

std::optional<Objective> parseObjective(std::string_view text)
{
    for (const auto &[o, name] : kObjectiveNames) {
        if (name == text)
            return o;
    }
    return std::nullopt;
}

std::string_view toString(MultiGpuMode mode)
{
    return mode == MultiGpuMode::SeparateExperiments ? "separate" : "data-parallel";
}

std::optional<MultiGpuMode> parseMultiGpuMode(std::string_view text)
{
    if (text == "separate")
        return MultiGpuMode::SeparateExperiments;
    if (text == "data-parallel")
        return MultiGpuMode::DataParallel;
    return std::nullopt;
}

std::string_view toString(Constraint constraint)
{
    for (const auto &[c, name] : kConstraintNames) {
        if (c == constraint)
            return name;
    }
    return {};
}

std::vector<Message> validate(const RecommendationInputs &in, const DataSet &data)
{
    std::vector<Message> problems;
    const CurrencyTable rates(data.exchangeRates);
    if (in.budget && !(std::isfinite(*in.budget) && *in.budget >= 0.0))
        problems.push_back({QT_TRANSLATE_NOOP("core", "The budget must not be negative, got %1"),
                            {formatFixed(*in.budget, 2)},
                            ""});
    if (!rates.knows(in.currency))
        problems.push_back({QT_TRANSLATE_NOOP("core",
                                              "No exchange rate for the currency '%1' in the "
                                              "catalogue"),
                            {in.currency},
                            ""});
    if (!in.mix.isValid())
        problems.push_back({QT_TRANSLATE_NOOP("core",
                                              "The workload mix needs at least one workload "
                                              "with a positive weight"),
                            {},
                            ""});
    if (!(std::isfinite(in.minMemoryGb) && in.minMemoryGb >= 0.0))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "The minimum memory must not be negative, got %1"),
             {formatFixed(in.minMemoryGb, 1)},
             "§3.3"});
    if (!in.modelPreset.empty() && !findModelPreset(in.modelPreset))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "No model preset '%1'"), {in.modelPreset}, ""});
    if (in.llm) {
        const LlmWorkloadSetup llm = llmWorkloadSetup(data, *in.llm);
        if (llm.problem)
            problems.push_back(*llm.problem);
    }
    if (in.gpus < 1)
        problems.push_back({QT_TRANSLATE_NOOP("core", "At least one GPU is needed, got %1"),
                            {std::to_string(in.gpus)},
                            ""});
    if (in.maxPowerW && !positiveFinite(*in.maxPowerW))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "The board-power limit must be above 0 W, got %1"),
             {formatFixed(*in.maxPowerW, 0)},
             ""});
    if (in.cloudHoursPerMonth
        && !(std::isfinite(*in.cloudHoursPerMonth) && *in.cloudHoursPerMonth >= 0.0
             && *in.cloudHoursPerMonth <= detail::kHoursPerMonth + 1.0))
        problems.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Cloud hours a month must be between 0 and %1, "
                               "got %2"),
             {compactNumber(detail::kHoursPerMonth, 0), formatFixed(*in.cloudHoursPerMonth, 0)},
             ""});
    if (in.vendors.empty())
        problems.push_back(
            {QT_TRANSLATE_NOOP("core", "At least one vendor must be allowed"), {}, ""});
    for (const std::string &vendor : in.vendors) {
        const bool known = std::any_of(data.devices.begin(), data.devices.end(),
                                       [&](const Device &d) { return sameText(d.vendor, vendor); });
        if (!known)
            problems.push_back(
                {QT_TRANSLATE_NOOP("core", "No device of the vendor '%1' in the catalogue"),
                 {vendor},
                 ""});
    }
    return problems;
}

std::optional<double> llmTokensPerSecond(const DeviceEvaluation &evaluation)
{
    if (!evaluation.llm || !evaluation.llm->ranked())
        return std::nullopt;
    return evaluation.llm->speed.tokensPerS;
}

Result<Recommendation> recommend(const Session &session, const RecommendationInputs &inputs,
                                 const RecommendOptions &options)
{
    const std::vector<Message> problems = validate(inputs, session.data());
    if (!problems.empty())
        return makeError(problems.front().english());
    if (inputs.llm && !options.performance) {
        RecommendOptions llm = options;
        llm.performance = llmTokensPerSecond;
        return Recommender(session, inputs, llm).run();
    }
    return Recommender(session, inputs, options).run();
}

Result<Recommendation> recommend(const DataSet &data, const PerformanceModel &model,
                                 const RecommendationInputs &inputs, const Assumptions &assumptions,
                                 const RecommendOptions &options)
{
    EngineSettings settings;
    settings.assumptions = assumptions;
    const Session session(data, settings, model);
    return recommend(session, inputs, options);
}

} // namespace gpa
