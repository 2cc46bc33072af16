#include "bundleddata.h"

#include "core/llm.h"
#include "core/llmspeed.h"

#include <catch2/catch.hpp>

#include <cstdio>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

// A dense model small enough to check by hand: 1B parameters, 10 layers,
// hidden 1000, 10 heads of 100 (2 KV heads), vocabulary 1000, tied
// embeddings (nothing stays on the host).
LlmModel handModel()
{
    LlmModel m;
    m.id = "hand-1b";
    m.name = "Hand 1B";
    m.paramsB = 1.0;
    m.layers = 10;
    m.hiddenSize = 1000;
    m.intermediateSize = 4000;
    m.attentionHeads = 10;
    m.kvHeads = 2;
    m.headDim = 100;
    m.vocabSize = 1000;
    m.nativeContext = 4096;
    m.tiedEmbeddings = true;
    return m;
}

Device handDevice()
{
    Device d;
    d.id = "hand-card";
    d.name = "Hand card";
    d.memoryGb = 24.0;
    d.memoryType = "GDDR6X";
    d.memoryBandwidthGbs = 1000.0;
    d.tensorCores = true;
    d.tensorFp16TflopsDense = 100.0;
    d.segment = Segment::Workstation; // no GeForce 16-bit accumulation doubling
    d.tdpW = 300.0;
    return d;
}

LlmSpeedCoefficients handCoefficients()
{
    LlmSpeedCoefficients c;
    c.etaGddr = 0.8;
    c.layerOverheadMs = 0.05;
    c.prefillMfuGddr = 0.5;
    c.trainingMfu = 0.4;
    return c;
}

} // namespace

TEST_CASE("LLM speed: decode is bytes over bandwidth plus a per-layer overhead", "[llm][speed]")
{
    const LlmModel m = handModel();
    const Device d = handDevice();
    LlmRun run;
    run.device = &d;
    run.setup.model = &m;
    run.setup.format = findWeightFormat("fp16");
    run.setup.context = 1000;
    run.setup.batch = 1;
    // Bytes a token: weights 1e9 x 2 = 2e9; cache 10 layers x 1000 tokens x
    // (2 x 2 x 100) values x 2 bytes = 8e6. Memory time (2.008e9) / (0.8 x
    // 1e12) = 2.51 ms; overhead 10 x 0.05 = 0.5 ms; compute 2 x 1e9 / (0.5 x
    // 100e12) = 0.04 ms. 1 / 3.05 ms = 327.87 tokens/s.
    const auto tps = decodeTokensPerS(run, handCoefficients());
    REQUIRE(tps);
    CHECK_THAT(*tps, WithinRel(1.0 / (2.008e9 / 0.8e12 + 0.5e-3 + 2e9 / 50e12), 1e-12));
    CHECK_THAT(*tps, WithinRel(327.87, 1e-4));

    // Four sequences: the weights once, four caches, four tokens' compute.
    run.setup.batch = 4;
    const double step = (2e9 + 4 * 8e6) / 0.8e12 + 0.5e-3 + 4 * 2e9 / 50e12;
    CHECK_THAT(*decodeTokensPerS(run, handCoefficients()), WithinRel(4.0 / step, 1e-12));

    // Layers on two devices: one after the other, no bandwidth gained.
    run.setup.batch = 1;
    run.setup.count = 2;
    run.setup.split = LlmSplit::Layer;
    CHECK_THAT(*decodeTokensPerS(run, handCoefficients()), WithinRel(*tps, 1e-12));
    // Tensor parallel: half the bytes and compute per device, plus 2
    // all-reduces a layer (10 us latency over PCIe each) and their bytes:
    // 10 x 2 x 2 x 1/2 x 1000 x 2 bytes = 40 KB over 25 GB/s.
    run.setup.split = LlmSplit::Tensor;
    const double tensor = 2.008e9 / 1.6e12 + 0.5e-3 + 2e9 / 100e12 + 10 * 2 * 10e-6 + 40e3 / 25e9;
    CHECK_THAT(*decodeTokensPerS(run, handCoefficients()), WithinRel(1.0 / tensor, 1e-12));

    // No bandwidth on the sheet: no estimate, never a zero.
    Device unknown = d;
    unknown.memoryBandwidthGbs.reset();
    run.device = &unknown;
    CHECK_FALSE(decodeTokensPerS(run, handCoefficients()));
}

TEST_CASE("LLM speed: prefill and training are compute-bound", "[llm][speed]")
{
    const LlmModel m = handModel();
    const Device d = handDevice();
    LlmRun run;
    run.device = &d;
    run.setup.model = &m;
    run.setup.format = findWeightFormat("fp16");
    run.setup.context = 512;
    // Prefill of 512 tokens: 2 x 1e9 + 2 x 10 x 1000 x 512 FLOPs a token at
    // 0.5 x 100 TFLOPS, plus the 2e9 weight bytes once per 512 tokens.
    const double prefill = (2e9 + 2.0 * 10 * 1000 * 512) / 50e12 + 2e9 / 0.8e12 / 512;
    CHECK_THAT(*prefillTokensPerS(run, handCoefficients()), WithinRel(1.0 / prefill, 1e-12));

    // Full training with recomputation: 8 FLOPs a parameter and token and 8
    // x L x nq x s of attention, at 0.4 x 100 TFLOPS.
    run.setup.task = LlmTask::Full;
    run.setup.context = 2048;
    run.setup.checkpointing = true;
    const double flops = 8.0 * 1e9 + 8.0 * 10 * 1000 * 2048;
    CHECK_THAT(*trainingTokensPerS(run, handCoefficients()), WithinRel(40e12 / flops, 1e-12));
    // LoRA skips the frozen weights' gradients: 4 + 2 (recompute) a parameter.
    run.setup.task = LlmTask::Lora;
    const double lora = 6.0 * 1e9 + 8.0 * 10 * 1000 * 2048;
    CHECK_THAT(*trainingTokensPerS(run, handCoefficients()), WithinRel(40e12 / lora, 1e-12));
}

TEST_CASE("LLM speed: fitted on the bundled measurements, judged leaving each device out",
          "[llm][speed][fit]")
{
    const LlmSpeedModel model = LlmSpeedModel::calibrate(test::bundled());
    CHECK(model.skipped().empty());
    const auto &c = model.coefficients();
    // Efficiencies are shares of the sheet: between 0 and 1.
    for (const double eta : {c.etaGddr, c.etaHbm, c.etaUnified}) {
        CHECK(eta > 0.2);
        CHECK(eta < 1.0);
    }
    CHECK(c.layerOverheadMs > 0.0);
    CHECK(c.layerOverheadMs < 0.5);

    const auto &decode = model.report(LlmMetric::Decode);
    CHECK(decode.devices >= 20);
    CHECK(decode.rows >= 100);
    CHECK(model.batchedDecode().rows == 3); // checked, not fitted
    // The target for decode: median error of at most 20% on devices the
    // fit has not seen.
    CHECK(decode.medianAbsError <= 0.20);
    CHECK(decode.uncertainty > decode.medianAbsError); // RMS weighs the outliers
    const auto &prefill = model.report(LlmMetric::Prefill);
    CHECK(prefill.devices >= 15);
    CHECK(prefill.medianAbsError <= 0.35);
    const auto &training = model.report(LlmMetric::Training);
    CHECK(training.rows >= 4);
    CHECK(training.leaveOneRowOut); // one device measured: rows left out instead

    // Every row has both estimates and an error that matches them.
    for (const auto &e : model.rowErrors()) {
        CAPTURE(e.deviceId, e.modelId);
        CHECK_THAT(e.error, WithinRel(e.estimated / e.measured - 1.0, 1e-12));
        CHECK(e.fitted > 0.0);
    }
}

TEST_CASE("LLM speed: leave-one-device-out table over the bundled measurements", "[.][print]")
{
    const LlmSpeedModel model = LlmSpeedModel::calibrate(test::bundled());
    const auto &c = model.coefficients();
    std::printf("eta gddr %.3f hbm %.3f unified %.3f layer %.4f ms prefill mfu %.3f %.3f %.3f "
                "training mfu %.3f\n",
                c.etaGddr, c.etaHbm, c.etaUnified, c.layerOverheadMs, c.prefillMfuGddr,
                c.prefillMfuHbm, c.prefillMfuUnified, c.trainingMfu);
    for (const auto &e : model.rowErrors())
        std::printf("%-8s %-18s %-14s %-7s b%-3d n%-2d meas %9.2f fit %9.2f loo %9.2f err %+6.1f%%\n",
                    std::string(toString(e.metric)).c_str(), e.deviceId.c_str(), e.modelId.c_str(),
                    e.format.c_str(), e.batch, e.count, e.measured, e.fitted, e.estimated,
                    e.error * 100);
    for (const auto *r0 : {&model.report(LlmMetric::Decode), &model.report(LlmMetric::Prefill),
                           &model.report(LlmMetric::Training), &model.batchedDecode()}) {
        const auto &r = *r0;
        const LlmMetric m = r.metric;
        std::printf("%s: rows %d devices %d median %.1f%% mean %.1f%% rms %.1f%% max %.1f%% "
                    "fitted median %.1f%%\n",
                    std::string(toString(m)).c_str(), r.rows, r.devices, r.medianAbsError * 100,
                    r.meanAbsError * 100, r.rmsLogError * 100, r.maxAbsError * 100,
                    r.fittedMedianAbsError * 100);
    }
    SUCCEED();
}

TEST_CASE("LLM speed: a Pascal card computes in FP32, not at its 1/64-rate 16-bit", "[llm][speed]")
{
    const DataSet &data = test::bundled();
    const Device *p40 = data.device("tesla-p40");
    REQUIRE(p40);
    // Tesla P40 (GP102, no tensor cores): 16-bit 0.188 TFLOPS, FP32 12.
    REQUIRE(p40->fp16TflopsNonTensor);
    CHECK(*p40->fp16TflopsNonTensor == 0.188);
    REQUIRE(llmComputeTflops(*p40));
    CHECK(*llmComputeTflops(*p40) == 12.0);
    REQUIRE(llmInferenceTflops(*p40));
    CHECK(*llmInferenceTflops(*p40) == 12.0);

    // A measurement the fit never saw (it is not in llm_benchmarks.csv):
    // llama.cpp pull request 4766 (github ggml-org/llama.cpp/pull/4766,
    // January 2024, J. Gaessler's llama-bench comparison), Tesla P40,
    // LLaMA 2 7B Q4_0, tg128 = 56.29 tokens/s (pp512 = 934.74).
    const LlmSpeedModel model = LlmSpeedModel::calibrate(data);
    LlmSetup setup;
    setup.model = data.llmModel("llama-2-7b");
    setup.format = findWeightFormat("q4_0");
    setup.context = 64; // the mean cache over 128 generated tokens
    REQUIRE(setup.model);
    const auto decode = decodeTokensPerS({setup, p40}, model.coefficients());
    REQUIRE(decode);
    // Within the decode uncertainty of the model (about 16%). With the 16-bit
    // rate the compute term alone, 2 x 6.74e9 / (0.5 x 0.188e12) = 0.14 s a
    // token, held it near 6 tokens/s.
    CHECK(*decode / 56.29 - 1.0 > -0.2);
    CHECK(*decode / 56.29 - 1.0 < 0.2);
    setup.context = 512;
    const auto prefill = prefillTokensPerS({setup, p40}, model.coefficients());
    REQUIRE(prefill);
    // Prefill is underestimated by about half, a known weakness stated in
    // docs/llm-model.md: llama.cpp multiplies quantized weights with DP4A
    // int8 dot products on Pascal (47 TOPS on a P40), faster than FP32.
    CHECK(*prefill < 934.74);
    CHECK(*prefill > 934.74 / 3.0);

    // Llama 3 70B q4_k_m on two P40s, layers split: the devices work in
    // turn, so a token reads 39.0 GiB of weights at one card's 346 GB/s.
    // Bandwidth alone bounds it at 346e9 x eta(0.8) / 41.9e9 B = 6.6 tokens/s.
    setup.model = data.llmModel("llama-3-70b");
    setup.format = findWeightFormat("q4_k_m");
    setup.context = 4096;
    setup.count = 2;
    setup.split = LlmSplit::Layer;
    const auto pair = decodeTokensPerS({setup, p40}, model.coefficients());
    REQUIRE(pair);
    CHECK(*pair > 4.0);
    CHECK(*pair < 6.6);
}
