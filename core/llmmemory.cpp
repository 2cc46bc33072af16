#include "llmmemory.h"

#include "costtext.h"

#include <algorithm>
#include <cmath>

namespace gpa {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
// Tokens llama.cpp processes at once while reading a prompt (its default
// micro-batch, n_ubatch = 512): the inference working set scales with it.
constexpr int kPromptChunk = 512;
// Runtime memory per device that no formula above covers: the CUDA/Metal
// context, library workspaces, allocator slack. ESTIMATES: about 0.5 GiB for
// an inference runtime; 1.5 GiB for a training framework (PyTorch's CUDA
// context, NCCL buffers, the caching allocator's fragmentation).
constexpr double kInferenceOverheadGiB = 0.5;
constexpr double kTrainingOverheadGiB = 1.5;

double gib(double bytes)
{
    return bytes / kGiB;
}

// Feed-forward width a token passes through: one expert's width times the
// experts it uses.
double tokenFfnWidth(const LlmModel &m)
{
    return static_cast<double>(m.intermediateSize) * m.activeExperts.value_or(1);
}

// Cached values of one sequence of `context` tokens, summed over the layers
// (sliding-window layers keep at most their window).
double kvValues(const LlmModel &m, int context)
{
    const int sliding = m.slidingLayers.value_or(0);
    const double windowed = m.slidingWindow ? std::min(context, *m.slidingWindow) : context;
    return m.kvValuesPerTokenLayer()
           * (static_cast<double>(m.layers - sliding) * context + sliding * windowed);
}

// Values saved for the backward pass per token and layer (bf16), with flash
// attention (no sequence-squared scores): norm inputs and the residual (4h),
// Q and the attention output (2 x heads x headDim), K and V, the
// feed-forward's gate, up, activation and down input (4 x width).
double activationValuesPerTokenLayer(const LlmModel &m)
{
    const double nq = static_cast<double>(m.attentionHeads) * m.headDim;
    const double nkv = static_cast<double>(m.kvHeads) * m.headDim;
    return 4.0 * m.hiddenSize + 2.0 * nq + 2.0 * nkv + 4.0 * tokenFfnWidth(m);
}

double activationBytesPerDevice(const LlmSetup &s)
{
    const LlmModel &m = *s.model;
    if (!isTraining(s.task)) {
        // The prompt chunk's working set, in 32-bit as llama.cpp keeps it:
        // the attention scores of the chunk against the whole context
        // (chunk x context x heads, without flash attention), the widest
        // intermediates (4h + 2i a token) and the logits of the last token of
        // each sequence. Llama 3 8B at 8192 tokens: 512 x (262,144 + 45,056)
        // x 4 bytes = 600 MiB; llama.cpp allocates 560 MiB.
        const double chunk = std::min(kPromptChunk, std::max(1, s.context) * std::max(1, s.batch));
        const double scores = static_cast<double>(s.context) * m.attentionHeads;
        return chunk * (scores + 4.0 * m.hiddenSize + 2.0 * tokenFfnWidth(m)) * 4.0
               + static_cast<double>(s.batch) * m.vocabSize * 4.0;
    }
    const double tokens = static_cast<double>(s.batch) * s.context;
    const double perLayer = activationValuesPerTokenLayer(m) * 2.0; // bytes, bf16
    double bytes = s.checkpointing
                       // Layer inputs kept; in the backward pass one layer is
                       // recomputed and its gradients live beside it (x 2).
                       ? tokens * (m.layers * m.hiddenSize * 2.0 + 2.0 * perLayer)
                       : tokens * m.layers * perLayer;
    // The loss at its peak: bf16 logits, their fp32 copy, the fp32
    // log-softmax kept for the backward pass and the fp32 logit gradients:
    // 2 + 4 + 4 + 4 = 14 bytes a vocabulary entry and token.
    bytes += tokens * m.vocabSize * 14.0;
    return bytes;
}

} // namespace

LlmSplit defaultSplit(LlmTask task, int count)
{
    if (count <= 1)
        return LlmSplit::Single;
    return isTraining(task) ? LlmSplit::Zero3 : LlmSplit::Layer;
}

std::optional<Message> checkSetup(const LlmSetup &s)
{
    if (!s.model)
        return Message{QT_TRANSLATE_NOOP("core", "no model was given"), {}, {}};
    if (!s.format)
        return Message{QT_TRANSLATE_NOOP("core", "no weight format was given"), {}, {}};
    if (s.count < 1)
        return Message{QT_TRANSLATE_NOOP("core", "the device count must be at least 1"), {}, {}};
    if (s.context < 1)
        return Message{QT_TRANSLATE_NOOP("core", "the context must be at least 1 token"), {}, {}};
    if (s.batch < 1)
        return Message{QT_TRANSLATE_NOOP("core", "the batch must be at least 1"), {}, {}};
    const std::string_view f = s.format->id;
    const bool sixteenOrMore = f == "fp16" || f == "bf16" || f == "fp32";
    if ((s.task == LlmTask::Full || s.task == LlmTask::Pretrain) && !sixteenOrMore)
        return Message{QT_TRANSLATE_NOOP("core", "%1 trains the weights themselves: use fp16, bf16 "
                                                 "or fp32 weights, not %2"),
                       {std::string(toString(s.task)), std::string(f)},
                       {}};
    if (s.task == LlmTask::Qlora && f != "nf4" && f != "q4_0" && f != "mxfp4")
        return Message{QT_TRANSLATE_NOOP("core", "qlora trains adapters on 4-bit weights: use nf4, "
                                                 "not %1"),
                       {std::string(f)},
                       {}};
    if (s.task == LlmTask::Lora && s.format->bitsPerWeight < 8.0)
        return Message{QT_TRANSLATE_NOOP("core", "lora keeps the weights in 8 or 16 bits; for 4-bit "
                                                 "weights use the task qlora"),
                       {},
                       {}};
    if (s.split == LlmSplit::Zero3 && !isTraining(s.task))
        return Message{QT_TRANSLATE_NOOP("core", "the zero3 split shards training state; for "
                                                 "inference use layer or tensor"),
                       {},
                       {}};
    if (s.count == 1 && s.split != LlmSplit::Single)
        return Message{QT_TRANSLATE_NOOP("core", "a split needs at least 2 devices"), {}, {}};
    if (s.count > 1 && s.split == LlmSplit::Single)
        return Message{QT_TRANSLATE_NOOP("core", "several devices need a split: layer, tensor or "
                                                 "zero3"),
                       {},
                       {}};
    if (s.loraRank < 1)
        return Message{QT_TRANSLATE_NOOP("core", "the LoRA rank must be at least 1"), {}, {}};
    return std::nullopt;
}

double loraParams(const LlmModel &m, int rank)
{
    const double h = m.hiddenSize;
    const double nq = static_cast<double>(m.attentionHeads) * m.headDim;
    const double nkv = static_cast<double>(m.kvHeads) * m.headDim;
    const double ffn = m.intermediateSize;
    // A adapter of rank r on a d_in x d_out matrix adds r x (d_in + d_out).
    const double attention = (h + nq) + 2.0 * (h + nkv) + (nq + h);
    const double feedForward = (2.0 * (h + ffn) + (ffn + h)) * m.experts.value_or(1);
    return rank * m.layers * (attention + feedForward);
}

LlmMemory llmMemory(const LlmSetup &s)
{
    LlmMemory mem;
    const LlmModel &m = *s.model;
    const int n = std::max(1, s.count);
    const double params = m.paramsB * 1e9;
    const double formatBytes = s.format->bitsPerWeight / 8.0;

    double weights = llmWeightBytes(m, *s.format);
    double gradients = 0.0;
    double optimizer = 0.0;
    switch (s.task) {
    case LlmTask::Inference:
        break;
    case LlmTask::Full:
    case LlmTask::Pretrain:
        // Mixed-precision AdamW: 16-bit weights and gradients, fp32 master
        // weights and two fp32 moments = 2 + 2 + 4 + 8 = 16 bytes a
        // parameter (fp32 training needs no master copy: 4 + 4 + 8).
        gradients = params * formatBytes;
        optimizer = params * (formatBytes < 4.0 ? 4.0 : 0.0) + params * 8.0;
        break;
    case LlmTask::Lora:
    case LlmTask::Qlora: {
        // The base stays frozen; only the adapters train: bf16 adapter
        // weights and gradients, fp32 master and moments (2 + 2 + 12).
        mem.loraParamsB = loraParams(m, s.loraRank) / 1e9;
        const double adapters = mem.loraParamsB * 1e9;
        weights += adapters * 2.0;
        gradients = adapters * 2.0;
        optimizer = adapters * 12.0;
        break;
    }
    }
    const double kv = isTraining(s.task) ? 0.0 : kvValues(m, s.context) * s.kvBytes * s.batch;
    const double activationsPerDevice = activationBytesPerDevice(s);
    const double overheadPerDevice
        = (isTraining(s.task) ? kTrainingOverheadGiB : kInferenceOverheadGiB) * kGiB;

    mem.weightsGiB = gib(weights);
    mem.kvCacheGiB = gib(kv);
    mem.gradientsGiB = gib(gradients);
    mem.optimizerGiB = gib(optimizer);
    mem.activationsGiB = gib(activationsPerDevice * n);
    mem.overheadGiB = gib(overheadPerDevice * n);
    mem.totalGiB = mem.weightsGiB + mem.kvCacheGiB + mem.gradientsGiB + mem.optimizerGiB
                   + mem.activationsGiB + mem.overheadGiB;

    // Inference runtimes look tokens up in the input embedding table on the
    // host (llama.cpp keeps it in system memory): it takes no device memory.
    const double hostTable = isTraining(s.task) || m.tiedEmbeddings
                                 ? 0.0
                                 : static_cast<double>(m.vocabSize) * m.hiddenSize
                                       * (s.format->embeddings16 ? 2.0 : formatBytes);
    // Sharded state: every split divides the weights, cache, gradients and
    // optimizer state evenly; each device keeps its own working set.
    double perDevice = (weights - hostTable + kv + gradients + optimizer) / n
                       + activationsPerDevice + overheadPerDevice;
    const double hidden16 = m.hiddenSize * 2.0; // one token's activation vector, bytes
    switch (n > 1 ? s.split : LlmSplit::Single) {
    case LlmSplit::Single:
        mem.communication = {QT_TRANSLATE_NOOP("core", "One device: nothing crosses a link"), {}, {}};
        break;
    case LlmSplit::Layer:
        // Each token's activations pass the n - 1 boundaries between the
        // devices' layer ranges.
        mem.communicationGBPerToken = (n - 1) * hidden16 * s.batch / 1e9;
        mem.communication
            = {QT_TRANSLATE_NOOP("core", "Layers split over %1 devices: each token's activations "
                                         "(%2 KB) pass from device to device (%3 hops); the "
                                         "devices work one after the other, so memory bandwidth "
                                         "does not add up"),
               {std::to_string(n), compactNumber(hidden16 / 1e3, 1), std::to_string(n - 1)},
               {}};
        break;
    case LlmSplit::Tensor: {
        // Two all-reduces of the activations per layer (after attention and
        // after the feed-forward), each moving 2 (n - 1) / n of the vector per
        // device; training doubles them in the backward pass.
        const double perToken = m.layers * 2.0 * 2.0 * (n - 1) / n * hidden16
                                * (isTraining(s.task) ? 2.0 : 1.0);
        mem.communicationGBPerToken = perToken * s.batch / 1e9;
        mem.communicationGBPerStep = isTraining(s.task)
                                         ? perToken * s.batch * s.context / 1e9
                                         : 0.0;
        mem.communication
            = {QT_TRANSLATE_NOOP("core", "Tensor parallel over %1 devices: 2 all-reduces a layer, "
                                         "%2 MB per token and device; bandwidth adds up, latency of "
                                         "the link is paid on every layer"),
               {std::to_string(n), compactNumber(perToken / 1e6, 2)},
               {}};
        break;
    }
    case LlmSplit::Zero3: {
        // Two 16-bit layers gathered at a time (the one computing and the
        // one prefetched).
        perDevice += 2.0 * (params / m.layers) * 2.0;
        // All-gather of the 16-bit weights in the forward and in the
        // backward pass, reduce-scatter of the gradients: 3 x 2 bytes a
        // parameter, (n - 1) / n of them over each device's link.
        const double perStep = 3.0 * params * 2.0 * (n - 1) / n;
        mem.communicationGBPerStep = perStep / 1e9;
        mem.communication
            = {QT_TRANSLATE_NOOP("core", "ZeRO-3 over %1 devices: weights gathered twice and "
                                         "gradients reduced once per step, %2 GB per device and "
                                         "step"),
               {std::to_string(n), compactNumber(perStep / 1e9, 1)},
               {}};
        break;
    }
    }
    mem.perDeviceGiB = gib(perDevice);
    return mem;
}

std::optional<double> llmUsableMemoryGiB(const Device &device)
{
    if (device.gpuMemoryGb && std::isfinite(*device.gpuMemoryGb))
        return *device.gpuMemoryGb;
    if (device.memoryGb && std::isfinite(*device.memoryGb))
        return *device.memoryGb;
    return std::nullopt;
}

LlmFit llmFit(const LlmMemory &memory, const Device &device)
{
    LlmFit fit;
    fit.usableGiB = llmUsableMemoryGiB(device);
    if (!fit.usableGiB) {
        fit.verdict = {QT_TRANSLATE_NOOP("core", "Unknown whether it fits: the memory of %1 is not "
                                                 "known"),
                       {device.name},
                       {}};
        return fit;
    }
    fit.marginGiB = *fit.usableGiB - memory.perDeviceGiB;
    fit.fits = *fit.marginGiB >= 0.0;
    if (*fit.fits)
        fit.verdict = {QT_TRANSLATE_NOOP("core", "Fits: %1 GiB per device of %2 GiB, %3 GiB to "
                                                 "spare"),
                       {compactNumber(memory.perDeviceGiB, 1), compactNumber(*fit.usableGiB, 1),
                        compactNumber(*fit.marginGiB, 1)},
                       {}};
    else
        fit.verdict = {QT_TRANSLATE_NOOP("core", "Does not fit: %1 GiB per device but %2 GiB "
                                                 "available, %3 GiB short"),
                       {compactNumber(memory.perDeviceGiB, 1), compactNumber(*fit.usableGiB, 1),
                        compactNumber(-*fit.marginGiB, 1)},
                       {}};
    return fit;
}

std::optional<int> smallestFittingCount(LlmSetup setup, const Device &device,
                                        std::optional<LlmSplit> split, int maxCount)
{
    const auto usable = llmUsableMemoryGiB(device);
    if (!usable)
        return std::nullopt;
    for (int n = 1; n <= maxCount; ++n) {
        setup.count = n;
        setup.split = n == 1 ? LlmSplit::Single : split.value_or(defaultSplit(setup.task, n));
        if (llmMemory(setup).perDeviceGiB <= *usable)
            return n;
    }
    return std::nullopt;
}

} // namespace gpa
