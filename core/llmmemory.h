#pragma once

#include "device.h"
#include "llmmodel.h"
#include "message.h"
#include "result.h"

#include <optional>
#include <vector>

namespace gpa {

// What is run, where and how: the inputs of the memory (this file) and speed
// (llmspeed.h) formulas. Every figure is in GiB, the unit card memory is
// sold in.
struct LlmSetup
{
    const LlmModel *model = nullptr;
    const WeightFormat *format = nullptr;
    LlmTask task = LlmTask::Inference;
    int count = 1; // devices
    LlmSplit split = LlmSplit::Single; // how the model spreads over `count` devices
    int context = 4096; // inference: tokens in the KV cache; training: sequence length
    int batch = 1; // sequences decoded together / micro-batch per device
    bool checkpointing = true; // training: recompute activations in the backward pass
    int loraRank = 16; // adapters on every linear layer (lora, qlora)
    double kvBytes = 2.0; // bytes a cached K or V value takes (16-bit cache)
};

// Default split for `count` devices: none for one device; layers for
// inference (as llama.cpp does), ZeRO-3 for training.
LlmSplit defaultSplit(LlmTask task, int count);

// Checks a setup before it is evaluated: a model and a format, a count of at
// least 1, a context and batch of at least 1, a format the task can use (full
// fine-tuning and pretraining train the weights themselves: fp32, fp16 or
// bf16; QLoRA trains on 4-bit nf4 weights; ZeRO-3 shards training state) and a
// split that makes sense for the count.
std::optional<Message> checkSetup(const LlmSetup &setup);

// The memory a setup takes, term by term (docs/llm-model.md section 2).
// Breakdown terms are totals over all devices; perDeviceGiB is what the
// busiest device holds (for inference without the input embedding table,
// which runtimes keep in host memory).
struct LlmMemory
{
    double weightsGiB = 0.0; // model weights in the format (+ LoRA adapters)
    double kvCacheGiB = 0.0;
    double activationsGiB = 0.0; // all devices together
    double gradientsGiB = 0.0;
    double optimizerGiB = 0.0; // AdamW moments and fp32 master weights
    double overheadGiB = 0.0; // runtime: CUDA context, buffers; all devices together
    double totalGiB = 0.0;
    double perDeviceGiB = 0.0;
    double loraParamsB = 0.0; // trained adapter parameters, billions
    // Bytes moved between devices: per generated token (inference) or per
    // training step (training), per device.
    double communicationGBPerToken = 0.0;
    double communicationGBPerStep = 0.0;
    Message communication; // what crosses the link and why
};

LlmMemory llmMemory(const LlmSetup &setup);

// The memory a device offers an LLM, GiB: the GPU-usable part of unified
// memory where the catalogue gives it (gpu_memory_gb supplement, see
// specs.h), else the card's memory. nullopt when unknown.
std::optional<double> llmUsableMemoryGiB(const Device &device);

struct LlmFit
{
    std::optional<bool> fits; // nullopt when the device memory is unknown
    std::optional<double> usableGiB;
    std::optional<double> marginGiB; // usable - per device (negative: short)
    Message verdict;
};

LlmFit llmFit(const LlmMemory &memory, const Device &device);

// The smallest count of `device` whose per-device memory fits, trying 1 to
// `maxCount` devices with the default split of each count (or `split` when
// given, for counts above 1). nullopt when none fits or the memory is unknown.
std::optional<int> smallestFittingCount(LlmSetup setup, const Device &device,
                                        std::optional<LlmSplit> split = std::nullopt,
                                        int maxCount = 1024);

// Parameters of the LoRA adapters of rank `rank` on every attention and
// feed-forward projection of every layer (all experts of a MoE model).
double loraParams(const LlmModel &model, int rank);

} // namespace gpa
