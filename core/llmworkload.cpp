#include "llmworkload.h"

#include "specs.h"

namespace gpa {

LlmWorkloadSetup llmWorkloadSetup(const DataSet &data, const LlmWorkload &workload)
{
    LlmWorkloadSetup out;
    LlmSetup setup;
    setup.model = data.llmModel(workload.modelId);
    if (!setup.model) {
        out.problem = Message{QT_TRANSLATE_NOOP("core", "Unknown language model '%1'"), {workload.modelId}, {}};
        return out;
    }
    setup.format = findWeightFormat(workload.formatId);
    if (!setup.format) {
        out.problem = Message{QT_TRANSLATE_NOOP("core", "Unknown weight format '%1'"), {workload.formatId}, {}};
        return out;
    }
    setup.task = workload.task;
    setup.count = workload.count;
    setup.split = workload.count > 1 ? workload.split.value_or(defaultSplit(workload.task, workload.count))
                                     : LlmSplit::Single;
    setup.context = workload.context;
    setup.batch = workload.batch;
    if (auto problem = checkSetup(setup)) {
        out.problem = std::move(problem);
        return out;
    }
    out.setup = setup;
    return out;
}

std::optional<Message> llmTaskUnsupported(const Device &device, LlmTask task)
{
    if (task == LlmTask::Qlora && device.vendor == "Apple")
        return Message{QT_TRANSLATE_NOOP("core", "Not supported: QLoRA needs the 4-bit kernels of "
                                                 "bitsandbytes, which have no Metal backend for %1"),
                       {device.name},
                       {}};
    if (task == LlmTask::Qlora && device.kind == DeviceKind::Tpu)
        return Message{QT_TRANSLATE_NOOP("core", "Not supported: QLoRA needs the 4-bit kernels of "
                                                 "bitsandbytes, which do not run on %1"),
                       {device.name},
                       {}};
    return std::nullopt;
}

LlmEvaluation evaluateLlmWorkload(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup,
                                  const Device &device)
{
    LlmEvaluation e;
    e.count = setup.count;
    const Device sheet = withSupplements(device, data.specSupplements).device;
    const LlmMemory memory = llmMemory(setup);
    const LlmFit fit = llmFit(memory, sheet);
    e.fits = fit.fits;
    e.verdict = fit.verdict;
    e.perDeviceGiB = memory.perDeviceGiB;
    e.usableGiB = fit.usableGiB;
    e.marginGiB = fit.marginGiB;
    if (const auto unsupported = llmTaskUnsupported(sheet, setup.task)) {
        e.supported = false;
        e.verdict = *unsupported;
        return e;
    }
    if (!fit.fits.value_or(false)) {
        e.smallestCount = smallestFittingCount(setup, sheet, setup.count > 1 ? std::optional(setup.split)
                                                                             : std::nullopt,
                                               kLlmMaxCount);
        return e;
    }
    e.smallestCount = setup.count;
    const LlmRun run{setup, &sheet};
    if (isTraining(setup.task))
        e.speed = {trainingTokensPerS(run, speed.coefficients()), speed.report(LlmMetric::Training).uncertainty};
    else
        e.speed = {decodeTokensPerS(run, speed.coefficients()), speed.report(LlmMetric::Decode).uncertainty};
    return e;
}

LlmEvaluation unavailableLlmWorkload(const LlmWorkload &workload, const Message &problem)
{
    LlmEvaluation e;
    e.count = workload.count;
    e.supported = false;
    e.verdict = problem;
    return e;
}

std::optional<double> llmPerDollar(const LlmEvaluation &evaluation, std::optional<double> priceUsd)
{
    if (!evaluation.ranked() || !priceUsd || !(*priceUsd > 0.0))
        return std::nullopt;
    return *evaluation.speed.tokensPerS / (*priceUsd * evaluation.count);
}

} // namespace gpa
