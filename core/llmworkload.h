#pragma once

#include "dataset.h"
#include "llm.h"
#include "llmmemory.h"
#include "llmspeed.h"
#include "message.h"

#include <optional>
#include <string>

namespace gpa {

// A large language model as the view's workload: what the toolbar's LLM
// choosers and `rank --workload llm` describe. The table, the ranking and the
// charts then show tokens a second and tokens a second per dollar of every
// device instead of the relative performance of the 2019 workloads.
struct LlmWorkload
{
    std::string modelId = "llama-3.1-8b";
    std::string formatId = "q4_k_m";
    LlmTask task = LlmTask::Inference;
    int context = 4096; // inference: tokens in the KV cache; training: sequence length
    int batch = 1;
    int count = 1; // devices of each kind
    std::optional<LlmSplit> split; // nullopt: defaultSplit(task, count)

    friend bool operator==(const LlmWorkload &, const LlmWorkload &) = default;
};

// The setup of a workload (the model and format looked up by id, the
// default split for the count), or the reason it cannot be evaluated.
struct LlmWorkloadSetup
{
    std::optional<LlmSetup> setup;
    std::optional<Message> problem; // set when setup is not
};
LlmWorkloadSetup llmWorkloadSetup(const DataSet &data, const LlmWorkload &workload);

// Why `device` cannot run `task` with today's software, or nullopt. QLoRA
// trains on bitsandbytes' 4-bit kernels, which exist for CUDA and ROCm
// (bitsandbytes documentation, "Installation": CUDA, ROCm and Intel XPU
// backends; no Metal backend): an Apple machine is excluded from it. Every
// other task runs on PyTorch or MLX wherever the device has a GPU stack.
std::optional<Message> llmTaskUnsupported(const Device &device, LlmTask task);

// One device under the view's LLM workload: what the table, `rank` and the
// recommender's LLM personas read.
struct LlmEvaluation
{
    int count = 1;
    std::optional<bool> fits; // nullopt: the device's memory is unknown
    bool supported = true; // false: llmTaskUnsupported, or the workload has a problem
    // The fit verdict, or why the device is not ranked (does not fit, not
    // supported, the workload cannot be evaluated).
    Message verdict;
    double perDeviceGiB = 0.0;
    std::optional<double> usableGiB;
    std::optional<double> marginGiB;
    std::optional<int> smallestCount; // of this device (up to kLlmMaxCount)
    // Decode tokens/s (all sequences) for inference, trained tokens/s for
    // training; nullopt when it does not fit or a sheet value is missing.
    LlmSpeed speed;
    // Tokens/s per USD of `count` devices at the view's price.
    std::optional<double> tokensPerSPerDollar;

    // Fits, is supported and has a speed: the device takes part in the ranking.
    [[nodiscard]] bool ranked() const { return supported && fits.value_or(false) && speed.tokensPerS.has_value(); }
};

// Largest count of one device the window and `rank` try for the smallest
// system that fits (a rack of eight 8-GPU servers).
inline constexpr int kLlmMaxCount = 64;

// Memory, fit, speed and support of `device` (with its spec supplements)
// under `setup`; tokensPerSPerDollar is left for the caller, who knows the
// price (see llmPerDollar).
LlmEvaluation evaluateLlmWorkload(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup,
                                  const Device &device);
// The same for a workload that has a problem: every device carries it.
LlmEvaluation unavailableLlmWorkload(const LlmWorkload &workload, const Message &problem);

// Tokens/s per USD of `count` devices at `priceUsd` each.
std::optional<double> llmPerDollar(const LlmEvaluation &evaluation, std::optional<double> priceUsd);

} // namespace gpa
