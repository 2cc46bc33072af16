#include "bundleddata.h"

#include "core/llmmemory.h"
#include "core/llmmodel.h"
#include "core/specs.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

const LlmModel &bundledModel(const char *id)
{
    const LlmModel *model = test::bundled().llmModel(id);
    REQUIRE(model);
    return *model;
}

LlmSetup setupFor(const LlmModel &model, const char *format, LlmTask task = LlmTask::Inference)
{
    LlmSetup s;
    s.model = &model;
    s.format = findWeightFormat(format);
    REQUIRE(s.format);
    s.task = task;
    return s;
}

Device card(double memoryGb)
{
    Device d;
    d.id = "test-card";
    d.name = "Test card";
    d.memoryGb = memoryGb;
    return d;
}

} // namespace

TEST_CASE("LLM formats: bytes a parameter include the block scales", "[llm][memory]")
{
    // (bits per weight) / 8: q4_0 = (32 x 4 + 16) / 32 = 4.5 bits, q8_0 = (32
    // x 8 + 16) / 32 = 8.5, q6_K = 210 bytes / 256 weights x 8 = 6.5625,
    // MXFP4 = (32 x 4 + 8) / 32 = 4.25, NF4 = 4 + 8/64 + 32/(64 x 256) = 4.127.
    const auto [id, bits] = GENERATE(table<const char *, double>({
        {"fp32", 32.0},
        {"fp16", 16.0},
        {"bf16", 16.0},
        {"fp8", 8.0},
        {"int8", 8.0},
        {"q8_0", 8.5},
        {"q6_k", 6.5625},
        {"q5_k_m", 5.66},
        {"q4_k_m", 4.82},
        {"q4_0", 4.5},
        {"nf4", 4.127},
        {"mxfp4", 4.25},
    }));
    CAPTURE(id);
    const WeightFormat *format = findWeightFormat(id);
    REQUIRE(format);
    CHECK(format->bitsPerWeight == bits);

    // A dense model without embeddings to keep in 16-bit: 1B parameters.
    LlmModel m;
    m.id = "one-billion";
    m.paramsB = 1.0;
    m.vocabSize = 1;
    m.hiddenSize = 1;
    CHECK_THAT(llmWeightBytes(m, *format), WithinRel(1e9 * bits / 8.0, 1e-6));
    CHECK(findWeightFormat("q3_k") == nullptr);
}

TEST_CASE("LLM memory: Llama 2 7B at q4_0 is about 3.5 GiB of weights", "[llm][memory]")
{
    const LlmModel &m = bundledModel("llama-2-7b");
    const LlmMemory mem = llmMemory(setupFor(m, "q4_0"));
    // 6.738e9 parameters x 4.5 bits / 8 = 3.790e9 bytes = 3.530 GiB.
    CHECK_THAT(mem.weightsGiB, WithinRel(6.738e9 * 4.5 / 8.0 / kGiB, 1e-9));
    CHECK_THAT(mem.weightsGiB, WithinRel(3.530, 1e-3));
    // The input embedding table (32000 x 4096 at 4.5 bits = 0.069 GiB) stays
    // in host memory, as llama.cpp keeps it: the device holds the rest.
    const double table = 32000.0 * 4096.0 * 4.5 / 8.0 / kGiB;
    CHECK_THAT(mem.perDeviceGiB,
               WithinRel(mem.weightsGiB - table + mem.kvCacheGiB + mem.activationsGiB
                             + mem.overheadGiB,
                         1e-12));
    // KV cache at the default 4096 tokens, no GQA (32 KV heads): 32 layers x
    // 4096 tokens x 2 x 32 x 128 values x 2 bytes = 2 GiB exactly.
    CHECK_THAT(mem.kvCacheGiB, WithinRel(2.0, 1e-12));
    CHECK(mem.gradientsGiB == 0.0);
    CHECK(mem.optimizerGiB == 0.0);
}

TEST_CASE("LLM memory: the KV cache with grouped-query attention, windows and latent attention",
          "[llm][memory]")
{
    SECTION("Llama 3 8B, 8 KV heads, 8192 tokens: 1 GiB as llama.cpp allocates it")
    {
        LlmSetup s = setupFor(bundledModel("llama-3-8b"), "q4_k_m");
        s.context = 8192;
        // 32 layers x 8192 x (2 x 8 x 128) x 2 bytes = 1,073,741,824 bytes.
        CHECK_THAT(llmMemory(s).kvCacheGiB, WithinRel(1.0, 1e-12));
        s.batch = 4; // four sequences, four caches
        CHECK_THAT(llmMemory(s).kvCacheGiB, WithinRel(4.0, 1e-12));
    }
    SECTION("Gemma 2 9B: half the layers keep only a 4096-token window")
    {
        LlmSetup s = setupFor(bundledModel("gemma-2-9b"), "fp16");
        s.context = 8192;
        // (2 x 8 x 256) values x 2 bytes x (21 x 8192 + 21 x 4096) tokens
        // = 8192 x 258,048 = 2,113,929,216 bytes.
        CHECK_THAT(llmMemory(s).kvCacheGiB, WithinRel(2113929216.0 / kGiB, 1e-12));
    }
    SECTION("DeepSeek-V3: 576 latent values per token and layer")
    {
        LlmSetup s = setupFor(bundledModel("deepseek-v3"), "q4_k_m");
        s.context = 4096;
        // 61 layers x 4096 x 576 x 2 bytes = 287,834,112 bytes.
        CHECK_THAT(llmMemory(s).kvCacheGiB, WithinRel(287834112.0 / kGiB, 1e-12));
    }
}

TEST_CASE("LLM memory: Llama 3 8B full fine-tuning needs about 120 GiB of state", "[llm][memory]")
{
    const LlmModel &m = bundledModel("llama-3-8b");
    LlmSetup s = setupFor(m, "bf16", LlmTask::Full);
    const LlmMemory mem = llmMemory(s);
    // Mixed-precision AdamW: 2 (bf16 weights) + 2 (gradients) + 4 (fp32
    // master) + 8 (two fp32 moments) = 16 bytes x 8.030e9 = 119.66 GiB.
    const double state = mem.weightsGiB + mem.gradientsGiB + mem.optimizerGiB;
    CHECK_THAT(state, WithinRel(8.030e9 * 16.0 / kGiB, 1e-9));
    CHECK_THAT(state, WithinRel(119.66, 1e-3));
    CHECK_THAT(mem.optimizerGiB, WithinRel(8.030e9 * 12.0 / kGiB, 1e-9));

    const Device h100 = card(80.0);
    CHECK_FALSE(*llmFit(mem, h100).fits); // not one 80 GB card

    s.count = 4;
    s.split = LlmSplit::Zero3;
    const LlmMemory sharded = llmMemory(s);
    const LlmFit fit = llmFit(sharded, h100);
    CHECK(*fit.fits); // but four with ZeRO-3
    // Per device: a quarter of the 119.66 GiB state, its own activations and
    // overhead, and two gathered 16-bit layers.
    const double gathered = 2.0 * (8.030e9 / 32.0) * 2.0 / kGiB;
    CHECK_THAT(sharded.perDeviceGiB,
               WithinRel(state / 4.0 + sharded.activationsGiB / 4.0 + sharded.overheadGiB / 4.0
                             + gathered,
                         1e-9));
    CHECK(sharded.communicationGBPerStep > 0.0);
    // Three 16-bit passes over the parameters, 3/4 of each over a device's link.
    CHECK_THAT(sharded.communicationGBPerStep, WithinRel(3.0 * 8.030e9 * 2.0 * 0.75 / 1e9, 1e-12));

    const auto smallest = smallestFittingCount(setupFor(m, "bf16", LlmTask::Full), h100);
    REQUIRE(smallest);
    CHECK(*smallest >= 2);
    CHECK(*smallest <= 4);
}

TEST_CASE("LLM memory: LoRA and QLoRA freeze the base and train small adapters", "[llm][memory]")
{
    const LlmModel &m = bundledModel("llama-3-8b");
    // Rank 16 on q, k, v, o, gate, up and down: per layer
    // 16 x [(4096 + 4096) + 2 (4096 + 1024) + (4096 + 4096) + 2 (4096 + 14336)
    // + (14336 + 4096)] = 16 x 81,920 = 1,310,720; x 32 layers = 41,943,040.
    CHECK(loraParams(m, 16) == 41943040.0);

    LlmSetup qlora = setupFor(m, "nf4", LlmTask::Qlora);
    qlora.context = 2048;
    const LlmMemory mem = llmMemory(qlora);
    CHECK_THAT(mem.loraParamsB, WithinRel(0.04194304, 1e-12));
    CHECK_THAT(mem.gradientsGiB, WithinRel(41943040.0 * 2.0 / kGiB, 1e-12));
    CHECK_THAT(mem.optimizerGiB, WithinRel(41943040.0 * 12.0 / kGiB, 1e-12));
    // A QLoRA run of an 8B model fits a 16 GB card.
    CHECK(*llmFit(mem, card(16.0)).fits);

    LlmSetup wrong = setupFor(m, "q4_k_m", LlmTask::Lora);
    REQUIRE(checkSetup(wrong));
    CHECK(checkSetup(wrong)->english().find("qlora") != std::string::npos);
    LlmSetup full4 = setupFor(m, "q4_0", LlmTask::Full);
    REQUIRE(checkSetup(full4));
}

TEST_CASE("LLM memory: activations with and without gradient checkpointing", "[llm][memory]")
{
    const LlmModel &m = bundledModel("llama-3-8b");
    LlmSetup s = setupFor(m, "bf16", LlmTask::Full);
    s.context = 4096;
    s.checkpointing = false;
    const double all = llmMemory(s).activationsGiB;
    s.checkpointing = true;
    const double checkpointed = llmMemory(s).activationsGiB;
    // Per token and layer: 4h + 2 nq + 2 nkv + 4 i = 16384 + 8192 + 2048 +
    // 57344 = 83,968 bf16 values; the loss at its peak 14 bytes a vocabulary
    // entry (bf16 logits, fp32 copy, log-softmax and gradient).
    const double tokens = 4096.0;
    const double logits = tokens * 128256.0 * 14.0;
    CHECK_THAT(all * kGiB, WithinRel(tokens * 32.0 * 83968.0 * 2.0 + logits, 1e-12));
    // Checkpointed: the 32 layer inputs, and one recomputed layer with its
    // gradients.
    CHECK_THAT(checkpointed * kGiB,
               WithinRel(tokens * (32.0 * 4096.0 * 2.0 + 2.0 * 83968.0 * 2.0) + logits, 1e-12));
    CHECK(checkpointed < all / 2.0);
}

TEST_CASE("LLM memory: QLoRA context limits against Hugging Face's measured ones",
          "[llm][memory][fit]")
{
    // The longest sequence Hugging Face transformers with flash attention 2
    // fine-tuned with QLoRA (Llama 3.1 8B, rank 32 on all linear layers,
    // batch 1) per card size (github unslothai/unsloth README). The model
    // must let a sequence of 0.7 x that length fit and refuse 2 x it.
    const LlmModel &m = bundledModel("llama-3.1-8b");
    const auto [gb, measured] = GENERATE(table<double, int>({
        {12.0, 932},
        {16.0, 2551},
        {24.0, 5789},
        {40.0, 12264},
        {48.0, 15502},
        {80.0, 28454},
    }));
    CAPTURE(gb, measured);
    LlmSetup s = setupFor(m, "nf4", LlmTask::Qlora);
    s.loraRank = 32;
    s.context = static_cast<int>(0.7 * measured);
    CHECK(*llmFit(llmMemory(s), card(gb)).fits);
    s.context = 2 * measured;
    CHECK_FALSE(*llmFit(llmMemory(s), card(gb)).fits);
    // An 8 GB card runs out of memory at any length.
    s.context = 512;
    CHECK_FALSE(*llmFit(llmMemory(s), card(8.0)).fits);
}

TEST_CASE("LLM memory: mixture of experts holds every expert", "[llm][memory]")
{
    const LlmModel &m = bundledModel("mixtral-8x7b");
    // Expert = (46.703 - 12.880) / (8 - 2) = 5.6372B summed over the layers,
    // shared = 46.703 - 8 x 5.6372 = 1.6055B.
    const LlmParameterSplit split = llmParameterSplit(m);
    CHECK_THAT(split.perExpert, WithinRel((46.703e9 - 12.880e9) / 6.0, 1e-12));
    CHECK_THAT(split.shared, WithinRel(46.703e9 - 8.0 * (46.703e9 - 12.880e9) / 6.0, 1e-12));
    const LlmMemory mem = llmMemory(setupFor(m, "q4_0"));
    CHECK_THAT(mem.weightsGiB, WithinRel(46.703e9 * 0.5625 / kGiB, 1e-12));

    // MXFP4 quantizes the experts only; the rest stays in q8_0 (gpt-oss-120b:
    // 59.02 GiB in the published GGUF file).
    const LlmModel &oss = bundledModel("gpt-oss-120b");
    const double weights = llmWeightBytes(oss, *findWeightFormat("mxfp4")) / kGiB;
    CHECK_THAT(weights, WithinRel(59.02, 0.02));
}

TEST_CASE("LLM memory: layer and tensor splits divide weights and cache", "[llm][memory]")
{
    const LlmModel &m = bundledModel("llama-3-70b");
    LlmSetup one = setupFor(m, "q4_k_m");
    const LlmMemory single = llmMemory(one);
    CHECK_FALSE(*llmFit(single, card(24.0)).fits); // 39.6 GiB of weights: not one 24 GB card

    for (const LlmSplit split : {LlmSplit::Layer, LlmSplit::Tensor}) {
        CAPTURE(toString(split));
        LlmSetup two = one;
        two.count = 2;
        two.split = split;
        const LlmMemory mem = llmMemory(two);
        // (weights without the host-side input table + cache) / 2 + one
        // device's working set and overhead. Table: 128256 x 8192 at 4.82 bits.
        const double table = 128256.0 * 8192.0 * 4.82 / 8.0 / kGiB;
        CHECK_THAT(mem.perDeviceGiB,
                   WithinRel((single.weightsGiB - table + single.kvCacheGiB) / 2.0
                                 + single.activationsGiB + single.overheadGiB,
                             1e-12));
        CHECK(*llmFit(mem, card(24.0)).fits); // two 24 GB cards run it (measured: 2 x RTX 3090)
        CHECK(mem.communicationGBPerToken > 0.0);
    }
    // Tensor parallel: 2 all-reduces a layer of 2 (n-1)/n x 8192 x 2 bytes.
    LlmSetup tensor = one;
    tensor.count = 2;
    tensor.split = LlmSplit::Tensor;
    CHECK_THAT(llmMemory(tensor).communicationGBPerToken,
               WithinRel(80.0 * 2.0 * 2.0 * 0.5 * 8192.0 * 2.0 / 1e9, 1e-12));
    CHECK(smallestFittingCount(one, card(24.0)) == 2);
    CHECK(smallestFittingCount(one, card(48.0)) == 1);
}

TEST_CASE("LLM memory: Llama 3 8B fp16 fits a 16 GB card at 4096 tokens, not at 8192",
          "[llm][memory][fit]")
{
    // Measured: an RTX 4080 16GB ran it to 4096 tokens and ran out of memory
    // at 8192 (github XiongjieDai/GPU-Benchmarks-on-LLM-Inference, May 2024).
    LlmSetup s = setupFor(bundledModel("llama-3-8b"), "fp16");
    s.context = 4096;
    CHECK(*llmFit(llmMemory(s), card(16.0)).fits);
    s.context = 8192;
    CHECK_FALSE(*llmFit(llmMemory(s), card(16.0)).fits);
    // The working set at 8192 tokens: 512 x (8192 x 32 + 4 x 4096 + 2 x
    // 14336) x 4 + 128256 x 4 bytes.
    CHECK_THAT(llmMemory(s).activationsGiB * kGiB,
               WithinRel(512.0 * (8192.0 * 32 + 4 * 4096.0 + 2 * 14336.0) * 4.0 + 128256.0 * 4.0,
                         1e-12));
}

TEST_CASE("LLM memory: every bundled measurement ran on hardware the model says it fits",
          "[llm][memory][fit]")
{
    const DataSet &data = test::bundled();
    int checked = 0;
    for (const LlmBenchmark &b : data.llmBenchmarks) {
        CAPTURE(b.deviceId, b.modelId, b.format, b.deviceCount, b.context, b.batch);
        const LlmModel *model = data.llmModel(b.modelId);
        const Device *device = data.device(b.deviceId);
        REQUIRE(model);
        REQUIRE(device);
        LlmSetup s = setupFor(*model, b.format.c_str(), b.task);
        s.count = b.deviceCount;
        s.split = b.deviceCount > 1 ? b.split : LlmSplit::Single;
        s.batch = b.batch;
        // llama-bench allocates the cache for the tokens it runs: prompt
        // plus generation.
        s.context = b.context;
        s.checkpointing = b.notes.find("full activation checkpointing") != std::string::npos;
        const Device sheet = withSupplements(*device, data.specSupplements).device;
        const LlmFit fit = llmFit(llmMemory(s), sheet);
        REQUIRE(fit.fits);
        CHECK(*fit.fits);
        ++checked;
    }
    CHECK(checked == static_cast<int>(data.llmBenchmarks.size()));
}

TEST_CASE("LLM models: one validator for every entry path", "[llm][validation]")
{
    const DataSet &data = test::bundled();
    CHECK(data.llmModels.size() >= 20);
    for (const char *id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b",
                           "llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "mistral-7b",
                           "mixtral-8x7b", "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b",
                           "qwen2.5-72b", "gemma-2-9b", "gemma-2-27b", "deepseek-v3", "deepseek-r1",
                           "gpt-oss-20b", "gpt-oss-120b"}) {
        CAPTURE(id);
        const LlmModel *m = data.llmModel(id);
        REQUIRE(m);
        CHECK(checkLlmModel(*m).empty());
        CHECK_FALSE(m->source.empty());
    }

    LlmModel m = bundledModel("llama-3-8b");
    m.id = "Llama 3";
    REQUIRE_FALSE(checkLlmModel(m).empty());
    CHECK(checkLlmModel(m).front().field == "id");
    m.id = "my-model-1.5b";
    CHECK(checkLlmModel(m).empty());
    m.id = "bad..dots";
    CHECK_FALSE(checkLlmModel(m).empty());
    m.id = "ok";
    m.kvHeads = 5; // 32 heads do not split into 5 groups
    REQUIRE_FALSE(checkLlmModel(m).empty());
    CHECK(checkLlmModel(m).front().field == "kv_heads");
    m.kvHeads = 8;
    m.activeParamsB = 2.0; // MoE without its experts
    REQUIRE_FALSE(checkLlmModel(m).empty());
    CHECK(checkLlmModel(m).front().field == "experts");
    m.experts = 8;
    m.activeExperts = 2;
    CHECK(checkLlmModel(m).empty());
    m.activeParamsB = 9.0; // more active than total
    CHECK_FALSE(checkLlmModel(m).empty());
    m.activeParamsB = std::nullopt;
    m.experts = std::nullopt;
    m.activeExperts = std::nullopt;
    m.layers = 0;
    CHECK(checkLlmModel(m).front().field == "layers");
}
