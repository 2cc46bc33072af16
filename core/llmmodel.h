#pragma once

#include "device.h"
#include "message.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// A large language model as its published configuration describes it
// (config.json or the paper): what the memory and speed formulas of
// llmmemory.h and llmspeed.h need. Mixture-of-experts models give their total
// parameters and the parameters used per token.
struct LlmModel
{
    std::string id; // stable slug, e.g. "llama-3-8b"
    std::string name;
    std::string family;
    double paramsB = 0.0; // total parameters, billions
    std::optional<double> activeParamsB; // per token (mixture of experts); nullopt: dense
    int layers = 0;
    int hiddenSize = 0;
    int intermediateSize = 0; // feed-forward width (one expert's for MoE)
    int attentionHeads = 0;
    int kvHeads = 0; // < attentionHeads: grouped-query attention
    int headDim = 0;
    int vocabSize = 0;
    int nativeContext = 0; // tokens
    std::optional<int> experts; // routed experts per layer (MoE)
    std::optional<int> activeExperts; // experts used per token (MoE)
    bool tiedEmbeddings = false; // one table for input and output embeddings
    // Values cached per token and layer (K and V together) when the model
    // does not cache plain heads, e.g. multi-head latent attention; nullopt:
    // 2 x kvHeads x headDim.
    std::optional<int> kvCacheDim;
    std::optional<int> slidingWindow; // tokens, for the sliding-window layers
    std::optional<int> slidingLayers; // how many layers use the window
    std::string source;
    std::string notes;
    Origin origin = Origin::Bundled;

    [[nodiscard]] bool isMoe() const { return activeParamsB.has_value(); }
    [[nodiscard]] double activeB() const { return activeParamsB.value_or(paramsB); }
    [[nodiscard]] int kvValuesPerTokenLayer() const;
    // Parameters of the embedding tables (input and output; one when tied).
    [[nodiscard]] double embeddingParamsB() const;
};

// What is done with the model.
enum class LlmTask { Inference, Lora, Qlora, Full, Pretrain };
inline constexpr std::array kAllLlmTasks{LlmTask::Inference, LlmTask::Lora, LlmTask::Qlora,
                                         LlmTask::Full, LlmTask::Pretrain};
std::string_view toString(LlmTask task); // "inference", "lora", "qlora", "full", "pretrain"
std::optional<LlmTask> parseLlmTask(std::string_view text);
inline bool isTraining(LlmTask task)
{
    return task != LlmTask::Inference;
}
// The weight format a task starts with where none is chosen: quantised
// q4_k_m for inference (as llama.cpp users run it), nf4 for QLoRA (its
// 4-bit base), 16-bit bf16 for LoRA, full fine-tuning and pretraining.
inline std::string_view defaultWeightFormat(LlmTask task)
{
    switch (task) {
    case LlmTask::Inference:
        return "q4_k_m";
    case LlmTask::Qlora:
        return "nf4";
    default:
        return "bf16";
    }
}

// How a model is spread over several devices. Single: one device.
// Layer: consecutive layers per device (llama.cpp, pipeline); Tensor: every
// matrix split across devices (Megatron, vLLM); Zero3: parameters, gradients
// and optimizer state sharded, gathered layer by layer (FSDP, DeepSpeed).
enum class LlmSplit { Single, Layer, Tensor, Zero3 };
std::string_view toString(LlmSplit split); // "single", "layer", "tensor", "zero3"
std::optional<LlmSplit> parseLlmSplit(std::string_view text);

enum class LlmMetric { Decode, Prefill, Training };
std::string_view toString(LlmMetric metric); // "decode", "prefill", "training"
std::optional<LlmMetric> parseLlmMetric(std::string_view text);

// A storage format of the weights with its real size: the bits a weight
// takes including the block scales, e.g. q4_0 = 32 four-bit weights and one
// 16-bit scale per block = (32 x 4 + 16) / 32 = 4.5 bits.
struct WeightFormat
{
    std::string_view id; // "fp16", "q4_k_m", ...
    double bitsPerWeight = 16.0;
    // The embedding tables stay in 16-bit (bitsandbytes, FP8 and INT8
    // runtimes quantize only the linear layers).
    bool embeddings16 = false;
    const char *basis = ""; // translatable: where the size comes from
    // For a mixture of experts: bits of everything but the experts (attention,
    // router, embeddings) where the format quantizes only the experts; 0: the
    // same as bitsPerWeight.
    double nonExpertBitsPerWeight = 0.0;
};

// Bytes of a model's weights in a format, with the format's exceptions
// (16-bit embeddings, experts-only quantization). `params` and the split into
// expert and shared parameters follow the model.
double llmWeightBytes(const LlmModel &model, const WeightFormat &format);
// Of a mixture of experts, the parameters of one expert summed over the
// layers and of the shared part (attention, embeddings, shared experts):
// with E experts, k per token, P total and A active parameters,
// expert = (P - A) / (E - k) and shared = P - E x expert. Dense: {0, P}.
struct LlmParameterSplit
{
    double perExpert = 0.0; // parameters
    double shared = 0.0;
};
LlmParameterSplit llmParameterSplit(const LlmModel &model);

// Every known format, in a fixed order. "bf16" is an alias of "fp16" (same
// size), "int8" and "q8_0" differ by q8_0's block scales.
const std::vector<WeightFormat> &weightFormats();
const WeightFormat *findWeightFormat(std::string_view id);

// A measured LLM throughput (database/seed/llm_benchmarks.csv).
struct LlmBenchmark
{
    std::string deviceId;
    int deviceCount = 1;
    LlmSplit split = LlmSplit::Single;
    std::string modelId;
    std::string format; // a WeightFormat id
    LlmTask task = LlmTask::Inference;
    LlmMetric metric = LlmMetric::Decode;
    // Decode: tokens in the KV cache while generating (mean over the run);
    // prefill: prompt length; training: sequence length.
    int context = 0;
    int batch = 1; // sequences decoded together / micro-batch per device
    double tokensPerS = 0.0; // all devices and sequences together
    std::string software;
    std::string observed; // YYYY, YYYY-MM or YYYY-MM-DD
    std::string source;
    std::string notes;
};

// Model ids are slugs like device ids, with dots allowed between version
// numbers: "llama-3.1-405b", "qwen2.5-7b".
std::optional<Message> checkLlmModelId(std::string_view id);

// One field of an LLM model that is not acceptable: its column name (as in
// tableio's llmModelColumns()) and why.
struct LlmModelProblem
{
    std::string field;
    Message message;
};

// Every problem of a model a user entered or a file holds: id, name, sizes
// that must be positive whole numbers, heads that must divide, MoE fields
// that go together. Empty when the model can be saved. The one validator of
// every entry path (bundled file, import, the catalogue API).
std::vector<LlmModelProblem> checkLlmModel(const LlmModel &model);

} // namespace gpa
