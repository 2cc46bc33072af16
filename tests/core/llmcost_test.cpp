#include "bundleddata.h"

#include "core/llm.h"
#include "core/tableio.h"

#include <catch2/catch.hpp>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

// A catalogue of one card, one cloud offer of two of them and one model.
DataSet handData()
{
    DataSet data;
    Device d;
    d.id = "hand-card";
    d.name = "Hand card";
    d.vendor = "Test";
    d.memoryGb = 24.0;
    d.memoryType = "GDDR6X";
    d.memoryBandwidthGbs = 1000.0;
    d.tensorCores = true;
    d.tensorFp16TflopsDense = 100.0;
    d.segment = Segment::Workstation;
    d.tdpW = 300.0;
    d.pcieGen = 4.0;
    data.devices.push_back(d);

    PriceQuote q;
    q.deviceId = "hand-card";
    q.amount = 1000.0;
    q.kind = QuoteKind::Msrp;
    q.observed = *PartialDate::parse("2024-01");
    data.priceQuotes.push_back(q);
    data.exchangeRates.push_back({"USD", 1.0, "2024-01-01", ""});

    CloudOffer offer;
    offer.id = "hand-cloud-2x";
    offer.provider = "Hand";
    offer.instance = "2x";
    offer.acceleratorId = "hand-card";
    offer.acceleratorCount = 2;
    offer.usdPerHourOnDemand = 2.0;
    data.cloudOffers.push_back(offer);

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
    data.llmModels.push_back(m);
    return data;
}

} // namespace

TEST_CASE("LLM cost: a million tokens on the owned card and on a cloud offer", "[llm][cost]")
{
    const DataSet data = handData();
    LlmRequest request;
    request.modelId = "hand-1b";
    request.formatId = "fp16";
    request.deviceId = "hand-card";
    request.context = 1000;
    const auto setup = makeLlmSetup(data, request);
    REQUIRE(setup);

    // The speed model of an empty measurement table keeps its defaults.
    const LlmSpeedModel speed = LlmSpeedModel::calibrate(data);
    LlmCostAssumptions costs; // 3 years, 15% use, $0.12/kWh, 100 W host
    const LlmEstimate e = evaluateLlm(data, speed, *setup, data.devices.front(), costs);
    REQUIRE(e.fit.fits);
    CHECK(*e.fit.fits);
    REQUIRE(e.decode.tokensPerS);

    // Hours used in its life: 3 x 8760 x 0.15 = 3942. Per hour: $1000 / 3942
    // + (300 + 100) W x $0.12/kWh = $0.25368 + $0.048 = $0.30168.
    REQUIRE(e.ownUsdPerHour);
    CHECK_THAT(*e.ownUsdPerHour, WithinRel(1000.0 / 3942.0 + 0.4 * 0.12, 1e-12));
    // Per million tokens: $/hour / (tokens/s x 3600) x 1e6.
    REQUIRE(e.ownUsdPerMillionTokens);
    CHECK_THAT(*e.ownUsdPerMillionTokens,
               WithinRel(*e.ownUsdPerHour / (*e.decode.tokensPerS * 3600.0) * 1e6, 1e-12));

    // The cloud offer runs tensor parallel on its two cards at $2/hour.
    REQUIRE(e.cloud.size() == 1);
    const LlmCloudCost &cloud = e.cloud.front();
    CHECK(cloud.devices == 2);
    REQUIRE(cloud.tokensPerS);
    CHECK(*cloud.tokensPerS > *e.decode.tokensPerS); // tensor parallel adds bandwidth
    REQUIRE(cloud.usdPerMillionTokens);
    CHECK_THAT(*cloud.usdPerMillionTokens, WithinRel(2.0 / (*cloud.tokensPerS * 3600.0) * 1e6, 1e-12));
    CHECK_FALSE(cloud.spotUsdPerMillionTokens); // no spot price

    // A device without a price has no owned cost, and says why.
    DataSet unpriced = data;
    unpriced.priceQuotes.clear();
    const LlmEstimate free = evaluateLlm(unpriced, speed, *setup, unpriced.devices.front(), costs);
    CHECK_FALSE(free.ownUsdPerMillionTokens);
    CHECK_FALSE(free.notes.empty());
}

TEST_CASE("LLM cost: at a price the caller chose, and the range of a speed", "[llm][cost]")
{
    const DataSet data = handData();
    LlmRequest request;
    request.modelId = "hand-1b";
    request.formatId = "fp16";
    request.deviceId = "hand-card";
    request.context = 1000;
    const auto setup = makeLlmSetup(data, request);
    REQUIRE(setup);
    const LlmSpeedModel speed = LlmSpeedModel::calibrate(data);
    const LlmCostAssumptions costs;

    // A view's policy priced the card at $2000 instead of the $1000 MSRP:
    // $2000 / 3942 h + 0.4 kW x $0.12 = $0.50736 + $0.048 an hour.
    const LlmEstimate e = evaluateLlm(data, speed, *setup, data.devices.front(), costs, 2000.0);
    REQUIRE(e.priceUsd);
    CHECK(*e.priceUsd == 2000.0);
    REQUIRE(e.ownUsdPerHour);
    CHECK_THAT(*e.ownUsdPerHour, WithinRel(2000.0 / 3942.0 + 0.4 * 0.12, 1e-12));
    // No price under the view's policy: no owned cost, and the note says so.
    const LlmEstimate unpriced = evaluateLlm(data, speed, *setup, data.devices.front(), costs, std::nullopt);
    CHECK_FALSE(unpriced.ownUsdPerHour);
    CHECK_FALSE(unpriced.notes.empty());
    // The cloud offers do not depend on the owned price.
    REQUIRE(e.cloud.size() == 1);
    CHECK(e.cloud.front().usdPerMillionTokens == llmCloudCosts(data, speed, *setup).front().usdPerMillionTokens);

    // 20 tokens/s +-25%: 20 / 1.25 = 16 to 20 x 1.25 = 25.
    const auto range = llmSpeedRange(LlmSpeed{20.0, 0.25});
    REQUIRE(range);
    CHECK_THAT(range->low, WithinRel(16.0, 1e-12));
    CHECK_THAT(range->high, WithinRel(25.0, 1e-12));
    CHECK_FALSE(llmSpeedRange(LlmSpeed{std::nullopt, 0.25}));
}

TEST_CASE("LLM requests: unknown model, format or device is one line naming it", "[llm][cost]")
{
    const DataSet data = handData();
    LlmRequest request;
    request.modelId = "hand-1b";
    request.formatId = "fp16";
    request.deviceId = "hand-card";

    LlmRequest bad = request;
    bad.modelId = "no-such-model";
    auto setup = makeLlmSetup(data, bad);
    REQUIRE_FALSE(setup);
    CHECK(setup.message().find("no-such-model") != std::string::npos);

    bad = request;
    bad.formatId = "q3_k";
    setup = makeLlmSetup(data, bad);
    REQUIRE_FALSE(setup);
    CHECK(setup.message().find("q3_k") != std::string::npos);

    bad = request;
    bad.deviceId = "no-such-card";
    setup = makeLlmSetup(data, bad);
    REQUIRE_FALSE(setup);
    CHECK(setup.message().find("no-such-card") != std::string::npos);

    // Defaults: one device, no split; several devices: layers for
    // inference, ZeRO-3 for training.
    setup = makeLlmSetup(data, request);
    REQUIRE(setup);
    CHECK(setup->split == LlmSplit::Single);
    request.count = 2;
    CHECK(makeLlmSetup(data, request)->split == LlmSplit::Layer);
    request.task = LlmTask::Full;
    CHECK(makeLlmSetup(data, request)->split == LlmSplit::Zero3);
    request.task = LlmTask::Inference;
    request.split = LlmSplit::Zero3;
    CHECK_FALSE(makeLlmSetup(data, request)); // ZeRO-3 shards training state only
}

TEST_CASE("LLM estimates on the bundled catalogue: the unified-memory machines",
          "[llm][cost][bundled]")
{
    const DataSet &data = test::bundled();
    const LlmSpeedModel speed = LlmSpeedModel::calibrate(data);
    for (const char *id : {"apple-m4-max", "apple-m3-ultra", "ryzen-ai-max-395", "dgx-spark"}) {
        CAPTURE(id);
        const Device *device = data.device(id);
        REQUIRE(device);
        LlmRequest request;
        request.modelId = "llama-3.1-70b";
        request.formatId = "q4_k_m";
        request.deviceId = id;
        const auto setup = makeLlmSetup(data, request);
        REQUIRE(setup);
        const LlmEstimate e = evaluateLlm(data, speed, *setup, *device);
        // 70B at 4 bits (about 40 GiB) fits every one of them.
        REQUIRE(e.fit.fits);
        CHECK(*e.fit.fits);
        CHECK(e.decode.tokensPerS);
        CHECK(e.priceUsd);
        CHECK(e.ownUsdPerMillionTokens);
    }
    // DeepSeek-R1 at Q4_K_M (about 377 GiB) fits the 512 GB M3 Ultra only.
    LlmRequest r1;
    r1.modelId = "deepseek-r1";
    r1.formatId = "q4_k_m";
    r1.deviceId = "apple-m3-ultra";
    const auto setup = makeLlmSetup(data, r1);
    REQUIRE(setup);
    CHECK(*evaluateLlm(data, speed, *setup, *data.device("apple-m3-ultra")).fit.fits);
    CHECK_FALSE(*evaluateLlm(data, speed, *setup, *data.device("apple-m4-max")).fit.fits);
}

TEST_CASE("LLM tables: a bad row is refused with its file, line and field", "[llm][validation]")
{
    const std::string header
        = "id,name,params_b,layers,hidden_size,intermediate_size,attention_heads,kv_heads,"
          "head_dim,vocab_size,native_context,source\n";
    const std::string good = "tiny-1b,Tiny,1,10,1000,4000,10,2,100,1000,4096,config.json\n";
    const std::string benchHeader
        = "device_id,model_id,format,task,metric,context,tokens_per_s,source\n";
    DataSet data;
    REQUIRE_FALSE(tableio::readLlmTables(header + good,
                                         benchHeader + "rtx-3090,tiny-1b,q4_0,inference,decode,"
                                                       "64,100,a page\n",
                                         data));
    CHECK(data.llmModels.size() == 1);
    CHECK(data.llmBenchmarks.size() == 1);

    // Ten heads do not split into three KV groups: line 3, field kv_heads.
    DataSet bad;
    const auto heads = tableio::readLlmTables(
        header + good + "odd-1b,Odd,1,10,1000,4000,10,3,100,1000,4096,x\n", benchHeader, bad);
    REQUIRE(heads);
    CHECK(heads->message.find("llm_models.csv line 3") != std::string::npos);
    CHECK(heads->message.find("kv_heads") != std::string::npos);
    CHECK(bad.llmModels.empty()); // all of the file or none

    const auto format = tableio::readLlmTables(
        header + good, benchHeader + "rtx-3090,tiny-1b,q3_xs,inference,decode,64,100,a page\n", bad);
    REQUIRE(format);
    CHECK(format->message.find("q3_xs") != std::string::npos);

    const auto model = tableio::readLlmTables(
        header + good, benchHeader + "rtx-3090,huge-9t,q4_0,inference,decode,64,100,a page\n", bad);
    REQUIRE(model);
    CHECK(model->message.find("huge-9t") != std::string::npos);

    const auto twice = tableio::readLlmTables(header + good + good, benchHeader, bad);
    REQUIRE(twice);
    CHECK(twice->message.find("twice") != std::string::npos);
}
