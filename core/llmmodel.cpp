#include "llmmodel.h"

#include "validation.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace gpa {

int LlmModel::kvValuesPerTokenLayer() const
{
    return kvCacheDim.value_or(2 * kvHeads * headDim);
}

double LlmModel::embeddingParamsB() const
{
    return static_cast<double>(vocabSize) * hiddenSize * (tiedEmbeddings ? 1.0 : 2.0) / 1e9;
}

std::string_view toString(LlmTask task)
{
    switch (task) {
    case LlmTask::Inference:
        return "inference";
    case LlmTask::Lora:
        return "lora";
    case LlmTask::Qlora:
        return "qlora";
    case LlmTask::Full:
        return "full";
    case LlmTask::Pretrain:
        return "pretrain";
    }
    return {};
}

std::optional<LlmTask> parseLlmTask(std::string_view text)
{
    for (const LlmTask task : kAllLlmTasks) {
        if (toString(task) == text)
            return task;
    }
    return std::nullopt;
}

std::string_view toString(LlmSplit split)
{
    switch (split) {
    case LlmSplit::Single:
        return "single";
    case LlmSplit::Layer:
        return "layer";
    case LlmSplit::Tensor:
        return "tensor";
    case LlmSplit::Zero3:
        return "zero3";
    }
    return {};
}

std::optional<LlmSplit> parseLlmSplit(std::string_view text)
{
    for (const LlmSplit s : {LlmSplit::Single, LlmSplit::Layer, LlmSplit::Tensor, LlmSplit::Zero3}) {
        if (toString(s) == text)
            return s;
    }
    if (text.empty() || text == "none")
        return LlmSplit::Single;
    return std::nullopt;
}

std::string_view toString(LlmMetric metric)
{
    switch (metric) {
    case LlmMetric::Decode:
        return "decode";
    case LlmMetric::Prefill:
        return "prefill";
    case LlmMetric::Training:
        return "training";
    }
    return {};
}

std::optional<LlmMetric> parseLlmMetric(std::string_view text)
{
    for (const LlmMetric m : {LlmMetric::Decode, LlmMetric::Prefill, LlmMetric::Training}) {
        if (toString(m) == text)
            return m;
    }
    return std::nullopt;
}

const std::vector<WeightFormat> &weightFormats()
{
    // Sizes: docs/llm-model.md section 1 gives the arithmetic and sources.
    static const std::vector<WeightFormat> formats{
        {"fp32", 32.0, false, QT_TRANSLATE_NOOP("core", "32-bit floats")},
        {"fp16", 16.0, false, QT_TRANSLATE_NOOP("core", "16-bit floats (fp16 or bf16)")},
        {"bf16", 16.0, false, QT_TRANSLATE_NOOP("core", "16-bit floats (fp16 or bf16)")},
        {"fp8", 8.0, true,
         QT_TRANSLATE_NOOP("core", "8-bit floats with one scale per tensor; embeddings in 16-bit")},
        {"int8", 8.0, true,
         QT_TRANSLATE_NOOP("core", "8-bit integers with per-channel scales; embeddings in 16-bit")},
        {"q8_0", 8.5, false,
         QT_TRANSLATE_NOOP("core", "llama.cpp q8_0: blocks of 32 8-bit weights and a 16-bit scale, "
                                   "(32 x 8 + 16) / 32 = 8.5 bits")},
        {"q6_k", 6.5625, false,
         QT_TRANSLATE_NOOP("core", "llama.cpp q6_K: 210 bytes per super-block of 256 weights = "
                                   "6.5625 bits")},
        {"q5_k_m", 5.66, false,
         QT_TRANSLATE_NOOP("core", "llama.cpp Q5_K_M: a mix of q5_K (5.5 bits) and q6_K tensors; "
                                   "5.66 bits a weight over a whole Llama 3 70B file")},
        {"q4_k_m", 4.82, false,
         QT_TRANSLATE_NOOP("core", "llama.cpp Q4_K_M: a mix of q4_K (4.5 bits) and q6_K tensors; "
                                   "4.82 bits a weight over a whole Llama 3 70B file")},
        {"q4_0", 4.5, false,
         QT_TRANSLATE_NOOP("core", "llama.cpp q4_0: blocks of 32 4-bit weights and a 16-bit scale, "
                                   "(32 x 4 + 16) / 32 = 4.5 bits")},
        {"nf4", 4.127, true,
         QT_TRANSLATE_NOOP("core", "bitsandbytes NF4 with double quantization: 4 bits + 0.127 bits "
                                   "of block scales (QLoRA); embeddings in 16-bit")},
        {"mxfp4", 4.25, false,
         QT_TRANSLATE_NOOP("core", "OCP MXFP4: blocks of 32 4-bit floats and an 8-bit shared "
                                   "exponent, (32 x 4 + 8) / 32 = 4.25 bits; in a mixture of "
                                   "experts only the experts, the rest in 8.5-bit q8_0 as the "
                                   "published GGUF files keep it"),
         8.5},
    };
    return formats;
}

LlmParameterSplit llmParameterSplit(const LlmModel &m)
{
    const double total = m.paramsB * 1e9;
    if (!m.isMoe() || !m.experts || !m.activeExperts || *m.experts <= *m.activeExperts)
        return {0.0, total};
    const double e = *m.experts;
    const double k = *m.activeExperts;
    const double perExpert = (total - m.activeB() * 1e9) / (e - k);
    return {perExpert, total - e * perExpert};
}

double llmWeightBytes(const LlmModel &m, const WeightFormat &f)
{
    const double total = m.paramsB * 1e9;
    const double embeddings16 = f.embeddings16 ? m.embeddingParamsB() * 1e9 : 0.0;
    if (f.nonExpertBitsPerWeight > 0.0 && m.isMoe()) {
        const LlmParameterSplit split = llmParameterSplit(m);
        const double experts = total - split.shared;
        return experts * f.bitsPerWeight / 8.0 + split.shared * f.nonExpertBitsPerWeight / 8.0;
    }
    return (total - embeddings16) * f.bitsPerWeight / 8.0 + embeddings16 * 2.0;
}

const WeightFormat *findWeightFormat(std::string_view id)
{
    const auto &formats = weightFormats();
    const auto it = std::find_if(formats.begin(), formats.end(),
                                 [id](const WeightFormat &f) { return f.id == id; });
    return it == formats.end() ? nullptr : &*it;
}

std::optional<Message> checkLlmModelId(std::string_view id)
{
    // A device-style slug where dots may separate version numbers
    // ("llama-3.1-8b"): checked as one with the dots read as dashes.
    std::string slug(id);
    std::replace(slug.begin(), slug.end(), '.', '-');
    if (auto problem = checkDeviceId(slug)) {
        if (id.find('.') == std::string_view::npos)
            return problem;
        return Message{QT_TRANSLATE_NOOP("core", "the id may hold only lower-case letters, digits, "
                                                 "dashes and dots between them"),
                       {},
                       {}};
    }
    return std::nullopt;
}

std::vector<LlmModelProblem> checkLlmModel(const LlmModel &m)
{
    std::vector<LlmModelProblem> problems;
    const auto add = [&problems](const char *field, const char *text,
                                 std::vector<std::string> args = {}) {
        problems.push_back({field, Message{text, std::move(args), {}}});
    };
    if (auto problem = checkLlmModelId(m.id))
        problems.push_back({"id", std::move(*problem)});
    const auto blank = [](const std::string &text) {
        return text.find_first_not_of(" \t") == std::string::npos;
    };
    if (blank(m.name))
        add("name", QT_TRANSLATE_NOOP("core", "the name is empty"));
    if (!(std::isfinite(m.paramsB) && m.paramsB > 0.0 && m.paramsB < 1e5))
        add("params_b", QT_TRANSLATE_NOOP("core", "the parameter count must be between 0 and "
                                                   "100,000 billion"));
    const std::pair<const char *, int> positives[] = {
        {"layers", m.layers},
        {"hidden_size", m.hiddenSize},
        {"intermediate_size", m.intermediateSize},
        {"attention_heads", m.attentionHeads},
        {"kv_heads", m.kvHeads},
        {"head_dim", m.headDim},
        {"vocab_size", m.vocabSize},
        {"native_context", m.nativeContext},
    };
    for (const auto &[field, value] : positives) {
        if (value <= 0)
            add(field, QT_TRANSLATE_NOOP("core", "must be a whole number greater than 0"));
    }
    if (m.kvHeads > 0 && m.attentionHeads > 0
        && (m.kvHeads > m.attentionHeads || m.attentionHeads % m.kvHeads != 0))
        add("kv_heads", QT_TRANSLATE_NOOP("core", "the KV heads must divide the attention heads"));
    if (m.activeParamsB) {
        if (!(std::isfinite(*m.activeParamsB) && *m.activeParamsB > 0.0
              && *m.activeParamsB <= m.paramsB))
            add("active_params_b",
                QT_TRANSLATE_NOOP("core", "the active parameters must be greater than 0 and at "
                                          "most the total"));
        if (!m.experts || !m.activeExperts)
            add("experts", QT_TRANSLATE_NOOP("core", "a mixture of experts needs the number of "
                                                     "experts and of experts per token"));
    }
    if (m.experts || m.activeExperts) {
        if (!m.experts || !m.activeExperts || *m.activeExperts <= 0
            || *m.activeExperts > *m.experts)
            add("active_experts", QT_TRANSLATE_NOOP("core", "the experts per token must be "
                                                            "between 1 and the number of experts"));
        if (!m.activeParamsB)
            add("active_params_b", QT_TRANSLATE_NOOP("core", "a mixture of experts needs its "
                                                             "active parameters"));
    }
    if (m.kvCacheDim && *m.kvCacheDim <= 0)
        add("kv_cache_dim", QT_TRANSLATE_NOOP("core", "must be a whole number greater than 0"));
    if (m.slidingWindow.has_value() != m.slidingLayers.has_value())
        add("sliding_layers", QT_TRANSLATE_NOOP("core", "a sliding window needs both its size and "
                                                        "the number of layers that use it"));
    if (m.slidingWindow && *m.slidingWindow <= 0)
        add("sliding_window", QT_TRANSLATE_NOOP("core", "must be a whole number greater than 0"));
    if (m.slidingLayers && (*m.slidingLayers < 0 || *m.slidingLayers > m.layers))
        add("sliding_layers",
            QT_TRANSLATE_NOOP("core", "must be between 0 and the number of layers"));
    return problems;
}

} // namespace gpa
