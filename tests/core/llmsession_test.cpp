// The view's LLM workload in the engine session: calibrated once, every
// device evaluated (fit, tokens/s, tokens/s per dollar), the ranking with the
// devices that cannot fit listed after the ranked ones, the recommender's
// hook and the smallest systems of the Plans.
#include "bundleddata.h"
#include "core/llmchartdata.h"
#include "core/llmplans.h"
#include "core/session.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gpa;
using Catch::Matchers::WithinRel;
using gpa::test::bundled;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// A session on the bundled catalogue whose performance model is never
// calibrated (the LLM figures do not need it).
Session llmSession(const LlmWorkload &workload)
{
    Session session(bundled());
    session.setToday(dayNumber(2026, 12, 1));
    session.setCalibrationPending(true);
    ViewOptions view = session.view();
    view.llm = workload;
    session.setView(view);
    return session;
}

LlmWorkload workload(std::string model, std::string format, LlmTask task = LlmTask::Inference, int count = 1)
{
    LlmWorkload w;
    w.modelId = std::move(model);
    w.formatId = std::move(format);
    w.task = task;
    w.count = count;
    return w;
}

const DeviceEvaluation &row(const Session &session, std::string_view id)
{
    const DeviceEvaluation *e = session.evaluation(id);
    REQUIRE(e);
    REQUIRE(e->llm);
    return *e;
}

} // namespace

TEST_CASE("LLM session: every device carries the view's LLM figures", "[llm][session]")
{
    const Session session = llmSession(workload("llama-2-7b", "q4_0"));
    CHECK_FALSE(session.hasLlmSpeedModel()); // lazily: nothing calibrated before a read
    const DeviceEvaluation &e = row(session, "rtx-3090");
    CHECK(session.hasLlmSpeedModel());
    REQUIRE(e.llm->fits.has_value());
    CHECK(*e.llm->fits);
    CHECK(e.llm->ranked());
    // Per device: 3.53 GiB of weights (6.738e9 x 4.5 bits) less the 0.069 GiB
    // embedding table kept on the host, 2 GiB of KV cache at 4096 tokens, the
    // prompt working set and 0.5 GiB of runtime: between 5.9 and 6.5 GiB.
    CHECK(e.llm->perDeviceGiB > 3.53 - 0.07 + 2.0 + 0.5);
    CHECK(e.llm->perDeviceGiB < 6.5);
    // The same figure as the LLM engine's own answer for this device.
    LlmRequest request;
    request.modelId = "llama-2-7b";
    request.formatId = "q4_0";
    request.deviceId = "rtx-3090";
    const auto setup = makeLlmSetup(session.data(), request);
    REQUIRE(setup.ok());
    const LlmEstimate reference
        = evaluateLlm(session.data(), session.llmSpeedModel(), *setup, *e.device);
    REQUIRE(e.llm->speed.tokensPerS);
    CHECK_THAT(*e.llm->speed.tokensPerS, WithinRel(*reference.decode.tokensPerS, 1e-12));
    CHECK(e.llm->speed.uncertainty == reference.decode.uncertainty);
    CHECK(e.llm->speed.uncertainty > 0.0);
    CHECK_THAT(e.llm->perDeviceGiB, WithinRel(reference.memory.perDeviceGiB, 1e-12));
    // Tokens/s per dollar: the speed over the view's price of the one card.
    REQUIRE(e.price.usd);
    REQUIRE(e.llm->tokensPerSPerDollar);
    CHECK_THAT(*e.llm->tokensPerSPerDollar, WithinRel(*e.llm->speed.tokensPerS / *e.price.usd, 1e-12));
    REQUIRE(e.llmPerThousandInCurrency());
    CHECK_THAT(*e.llmPerThousandInCurrency(), WithinRel(*e.llm->speed.tokensPerS / *e.priceInCurrency * 1000.0, 1e-12));
}

TEST_CASE("LLM session: the speed model is calibrated once per session", "[llm][session]")
{
    Session session = llmSession(workload("llama-2-7b", "q4_0"));
    (void)session.evaluations();
    const LlmSpeedModel *first = &session.llmSpeedModel();
    const double before = *row(session, "rtx-4090").llm->speed.tokensPerS;
    ViewOptions view = session.view();
    view.llm->context = 16384;
    const SessionChange change = session.setView(view);
    CHECK(change.figures);
    // A longer context reads a bigger KV cache every token: slower, same model.
    const double after = *row(session, "rtx-4090").llm->speed.tokensPerS;
    CHECK(after < before);
    CHECK(&session.llmSpeedModel() == first);
    // Without an LLM workload the rows carry no LLM figures.
    view.llm.reset();
    session.setView(view);
    CHECK_FALSE(session.evaluation("rtx-4090")->llm);
}

TEST_CASE("LLM session: devices that cannot fit are listed after the ranked ones", "[llm][session][ranking]")
{
    // Llama 3 70B in fp16: 70.55e9 x 2 bytes = 131.4 GiB of weights, more
    // than any 24, 48 or 80 GB card holds.
    const Session session = llmSession(workload("llama-3-70b", "fp16"));
    const std::vector<DeviceEvaluation> ranking = session.ranking();
    REQUIRE(ranking.size() == session.evaluations().size());
    const auto firstUnranked = std::find_if(ranking.begin(), ranking.end(),
                                            [](const DeviceEvaluation &e) { return !e.llm->ranked(); });
    REQUIRE(firstUnranked != ranking.begin());
    // Nothing ranked after the first unranked device; per dollar descending.
    CHECK(std::none_of(firstUnranked, ranking.end(), [](const DeviceEvaluation &e) { return e.llm->ranked(); }));
    for (auto it = ranking.begin(); it + 1 < firstUnranked; ++it) {
        if (it->llm->tokensPerSPerDollar && (it + 1)->llm->tokensPerSPerDollar)
            CHECK(*it->llm->tokensPerSPerDollar >= *(it + 1)->llm->tokensPerSPerDollar);
    }
    const DeviceEvaluation &rtx4090 = row(session, "rtx-4090");
    CHECK_FALSE(*rtx4090.llm->fits);
    CHECK_FALSE(rtx4090.llm->speed.tokensPerS.has_value());
    CHECK_FALSE(rtx4090.llm->tokensPerSPerDollar.has_value());
    CHECK(rtx4090.llm->verdict.english().find("Does not fit") == 0);
    // Six or more 24 GB cards split by layers (131 GiB over 22.4 GiB each).
    REQUIRE(rtx4090.llm->smallestCount);
    CHECK(*rtx4090.llm->smallestCount >= 6);
    CHECK(*rtx4090.llm->smallestCount <= 7);
    // The 192 GB MI300X and the 512 GB M3 Ultra hold it on one device.
    CHECK(row(session, "mi300x").llm->ranked());
    CHECK(row(session, "apple-m3-ultra").llm->ranked());
    const auto position = [&](std::string_view id) {
        return std::find_if(ranking.begin(), ranking.end(), [&](const DeviceEvaluation &e) { return e.device->id == id; })
               - ranking.begin();
    };
    CHECK(position("apple-m3-ultra") < firstUnranked - ranking.begin());
    CHECK(position("rtx-4090") >= firstUnranked - ranking.begin());
}

TEST_CASE("LLM session: unified-memory machines rank for inference, not for QLoRA", "[llm][session][unified]")
{
    // Llama 3.1 70B at q4_k_m: about 40 GiB of weights; no single 24 or 32
    // GB card holds it, the 112-120 GiB the unified machines give the GPU do.
    const Session inference = llmSession(workload("llama-3.1-70b", "q4_k_m"));
    for (const char *id : {"apple-m4-max", "apple-m3-ultra", "ryzen-ai-max-395", "dgx-spark"}) {
        CAPTURE(id);
        const DeviceEvaluation &e = row(inference, id);
        CHECK(e.llm->ranked());
        CHECK(e.llm->tokensPerSPerDollar.has_value());
        // Decoding reads ~40 GiB a token from 256-819 GB/s: 3 to 20 tokens/s.
        CHECK(*e.llm->speed.tokensPerS > 3.0);
        CHECK(*e.llm->speed.tokensPerS < 20.0);
    }
    CHECK_FALSE(row(inference, "rtx-5090").llm->ranked());
    // The Ryzen AI Max+ 395 ($1,999 for the whole machine) gives more tokens
    // a second per dollar than the $9,499 M3 Ultra.
    CHECK(*row(inference, "ryzen-ai-max-395").llm->tokensPerSPerDollar
          > *row(inference, "apple-m3-ultra").llm->tokensPerSPerDollar);

    // QLoRA of an 8B model at 2048-token sequences fits a 16 GB card.
    LlmWorkload qloraWorkload = workload("llama-3.1-8b", "nf4", LlmTask::Qlora);
    qloraWorkload.context = 2048;
    const Session qlora = llmSession(qloraWorkload);
    const DeviceEvaluation &mac = row(qlora, "apple-m4-max");
    CHECK_FALSE(mac.llm->supported);
    CHECK_FALSE(mac.llm->ranked());
    CHECK(mac.llm->verdict.english().find("bitsandbytes") != std::string::npos);
    CHECK(row(qlora, "dgx-spark").llm->ranked());
    CHECK(row(qlora, "rtx-4060-ti-16gb").llm->ranked());
    // LoRA on 16-bit weights runs on a Mac (MLX, PyTorch's MPS backend).
    const Session lora = llmSession(workload("llama-3.1-8b", "bf16", LlmTask::Lora));
    CHECK(row(lora, "apple-m4-max").llm->supported);
}

TEST_CASE("LLM session: a workload that cannot be evaluated is named on every device", "[llm][session]")
{
    const Session unknown = llmSession(workload("llama-9-1t", "q4_0"));
    const DeviceEvaluation &e = row(unknown, "rtx-3090");
    CHECK_FALSE(e.llm->ranked());
    CHECK(e.llm->verdict.english() == "Unknown language model 'llama-9-1t'");
    // Full fine-tuning cannot train 4-bit weights.
    const Session badFormat = llmSession(workload("llama-3-8b", "q4_0", LlmTask::Full));
    CHECK_FALSE(row(badFormat, "h100-sxm").llm->ranked());
    CHECK_FALSE(row(badFormat, "h100-sxm").llm->verdict.english().empty());
}

TEST_CASE("LLM personas hook: per device fit, tokens/s and tokens/s per dollar", "[llm][session][personas]")
{
    Session none(bundled());
    none.setCalibrationPending(true);
    CHECK(llmDeviceOptions(none).empty()); // no LLM workload in the view

    const Session session = llmSession(workload("llama-3.1-8b", "q4_k_m"));
    DeviceFilter filter;
    filter.maxPriceUsd = 2500.0;
    const std::vector<LlmDeviceOption> options = llmDeviceOptions(session, filter);
    REQUIRE_FALSE(options.empty());
    const std::vector<DeviceEvaluation> ranking = session.ranking(filter);
    REQUIRE(options.size() == ranking.size());
    for (std::size_t i = 0; i < options.size(); ++i) {
        CAPTURE(options[i].device->id);
        CHECK(options[i].device == ranking[i].device);
        CHECK(options[i].llm.tokensPerSPerDollar == ranking[i].llm->tokensPerSPerDollar);
        CHECK(options[i].priceUsd == ranking[i].price.usd);
        if (options[i].priceUsd)
            CHECK(*options[i].priceUsd <= 2500.0);
    }
    // The best value for a local 8B model fits and has a speed.
    CHECK(options.front().llm.ranked());
}

TEST_CASE("LLM plans: the smallest system of each card that holds the model", "[llm][plans]")
{
    // Llama 3 8B full fine-tuning in bf16: about 120 GiB of weights,
    // gradients and AdamW state (16 bytes x 8.03e9 parameters): not one 80 GB
    // H100, but a ZeRO-3 system of a few.
    const Session session = llmSession(workload("llama-3-8b", "bf16", LlmTask::Full));
    const std::vector<LlmSystemOption> systems = smallestLlmSystems(session);
    REQUIRE(systems.size() == session.evaluations().size());
    const auto find = [&](std::string_view id) {
        const auto it = std::find_if(systems.begin(), systems.end(),
                                     [&](const LlmSystemOption &o) { return o.device->id == id; });
        REQUIRE(it != systems.end());
        return *it;
    };
    const LlmSystemOption h100 = find("h100-sxm");
    CHECK(h100.count >= 2);
    CHECK(h100.count <= 4);
    CHECK(h100.split == LlmSplit::Zero3);
    REQUIRE(h100.usableGiB);
    CHECK(h100.perDeviceGiB <= *h100.usableGiB);
    REQUIRE(h100.priceUsd);
    CHECK_THAT(*h100.systemUsd, WithinRel(*h100.priceUsd * h100.count, 1e-12));
    REQUIRE(h100.speed.tokensPerS);
    CHECK_THAT(*h100.tokensPerSPerDollar, WithinRel(*h100.speed.tokensPerS / *h100.systemUsd, 1e-12));
    CHECK(h100.ownUsdPerMillionTokens.has_value());
    // The 141 GB H200 holds all 120 GiB of state... but not the activations
    // and overhead on top: at most two.
    CHECK(find("h200").count <= 2);
    // Systems that fit come first, cheapest first.
    for (std::size_t i = 0; i + 1 < systems.size(); ++i) {
        if (systems[i].systemUsd && systems[i + 1].systemUsd)
            CHECK(*systems[i].systemUsd <= *systems[i + 1].systemUsd);
        if (systems[i].count == 0)
            CHECK(systems[i + 1].count == 0);
    }
    // A 4 GB GTX 1050 Ti would need more than 64 cards: no system, a reason.
    const LlmSystemOption small = find("gtx-1050-ti");
    CHECK(small.count == 0);
    REQUIRE(small.problem);
    (void)kGiB;
}

TEST_CASE("LLM charts: tokens/s and tokens/s per 1,000 bars, best first", "[llm][session][charts]")
{
    const Session session = llmSession(workload("llama-3.1-70b", "q4_k_m"));
    ChartDevices devices;
    devices.n = 5;
    devices.selected = {"dgx-spark"};
    const LlmBarChartData speed = llmBars(session, devices, LlmBarMetric::TokensPerS);
    REQUIRE(speed.rows.size() == 5);
    CHECK(speed.modelName == "Llama 3.1 70B");
    CHECK(speed.cannotRun > 0); // the 24 and 32 GB cards
    CHECK(speed.candidates + speed.cannotRun <= static_cast<int>(session.evaluations().size()));
    // Fastest first; the selected DGX Spark kept in the last place.
    for (std::size_t i = 0; i + 2 < speed.rows.size(); ++i)
        CHECK(speed.rows[i].value.value >= speed.rows[i + 1].value.value);
    CHECK(speed.rows.back().deviceId == "dgx-spark");
    CHECK(speed.rows.back().isSelected);
    const DeviceEvaluation &spark = row(session, "dgx-spark");
    CHECK(speed.rows.back().value.value == *spark.llm->speed.tokensPerS);
    CHECK(speed.rows.back().value.uncertainty == spark.llm->speed.uncertainty);

    const LlmBarChartData value = llmBars(session, devices, LlmBarMetric::TokensPerThousand);
    REQUIRE_FALSE(value.rows.empty());
    // Only priced devices: the value is tokens/s per 1,000 USD of price.
    const DeviceEvaluation &best = row(session, value.rows.front().deviceId);
    CHECK_THAT(value.rows.front().value.value, WithinRel(*best.llm->speed.tokensPerS / *best.price.usd * 1000.0, 1e-12));
    CHECK(value.candidates < speed.candidates); // data-centre parts without a price drop out

    // No LLM workload: nothing to draw.
    Session plain(bundled());
    plain.setCalibrationPending(true);
    CHECK(llmBars(plain, devices, LlmBarMetric::TokensPerS).rows.empty());
}

TEST_CASE("Session: the ranked view points at the evaluations in the ranking's order, training and LLM", "[session][ranking]")
{
    // rank prints from rankedView() (no copy of 10,000 evaluations); it must
    // list exactly what ranking() lists, in the same order, filter included.
    DeviceFilter filter;
    filter.maxPriceUsd = 2500.0;
    const Session training(bundled());
    const Session llm = llmSession(workload("llama-3-70b", "fp16")); // ranked and unrankable rows
    for (const Session *session : std::vector<const Session *> {&training, &llm}) {
        for (const DeviceFilter &f : {DeviceFilter {}, filter}) {
            const std::vector<DeviceEvaluation> copies = session->ranking(f);
            const std::vector<const DeviceEvaluation *> view = session->rankedView(f);
            REQUIRE(view.size() == copies.size());
            REQUIRE_FALSE(view.empty());
            for (std::size_t i = 0; i < view.size(); ++i) {
                CAPTURE(i);
                CHECK(view[i]->device->id == copies[i].device->id);
                CHECK(view[i] == session->evaluation(view[i]->device->id)); // into evaluations(), not a copy
            }
        }
    }
}

TEST_CASE("LLM session: a price edit re-prices the LLM figure per dollar, and a copy of the rows keeps its own", "[llm][session]")
{
    Session session = llmSession(workload("llama-2-7b", "q4_0"));
    const std::vector<DeviceEvaluation> before = session.evaluations();
    const std::size_t r = *session.rowOf("rtx-4090");
    REQUIRE(before[r].llm);
    REQUIRE(before[r].llm->tokensPerSPerDollar);
    const double oldPerDollar = *before[r].llm->tokensPerSPerDollar;
    const double speed = *before[r].llm->speed.tokensPerS;

    std::vector<PriceQuote> quotes = session.prices().quotes("rtx-4090");
    PriceQuote mine;
    mine.deviceId = "rtx-4090";
    mine.amount = 1000.0;
    mine.currency = "USD";
    mine.kind = QuoteKind::RetailNew;
    mine.origin = Origin::User;
    mine.id = 900001;
    mine.observed = PartialDate::ymd(2026, 11, 30);
    quotes.push_back(mine);
    (void)session.setQuotes("rtx-4090", quotes);

    const DeviceEvaluation &after = session.evaluations()[r];
    REQUIRE(*after.price.usd == 1000.0);
    CHECK_THAT(*after.llm->tokensPerSPerDollar, WithinRel(speed / 1000.0, 1e-12));
    CHECK(*after.llm->speed.tokensPerS == speed); // the speed itself is not re-estimated
    // The copy taken before the edit still says what it said.
    CHECK(*before[r].llm->tokensPerSPerDollar == oldPerDollar);
    CHECK(oldPerDollar != *after.llm->tokensPerSPerDollar);
}
