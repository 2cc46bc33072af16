#include "commands.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include "core/costtext.h"
#include "core/json.h"
#include "core/llm.h"
#include "core/tableio.h"
#include "database/qtconvert.h"

namespace gpa::cli {

namespace {

class LlmCommand
{
    Q_DECLARE_TR_FUNCTIONS(LlmCommand)

public:
    static CommandSpec spec()
    {
        const QList<OptionSpec> options{
            {QStringLiteral("model"), QStringLiteral("ID"), tr("the model (see --list-models)")},
            {QStringLiteral("task"), QStringLiteral("TASK"),
             tr("inference, lora, qlora, full or pretrain")},
            {QStringLiteral("weights"), QStringLiteral("FORMAT"),
             tr("fp32, fp16, bf16, fp8, int8, q8_0, q6_k, q5_k_m, q4_k_m, q4_0, nf4 or mxfp4")},
            {QStringLiteral("device"), QStringLiteral("ID"), tr("the device")},
            {QStringLiteral("count"), QStringLiteral("N"), tr("devices (default 1)")},
            {QStringLiteral("split"), QStringLiteral("HOW"),
             tr("layer, tensor or zero3 (default: layer for inference, zero3 for training, "
                "when the count is above 1)")},
            {QStringLiteral("context"), QStringLiteral("N"),
             tr("tokens in the context; for training the sequence length (default 4096)")},
            {QStringLiteral("batch"), QStringLiteral("N"),
             tr("sequences decoded together; for training the micro-batch per device (default 1)")},
            {QStringLiteral("no-checkpointing"), QString(),
             tr("training: keep all activations instead of recomputing them")},
            {QStringLiteral("list-models"), QString(), tr("list the model catalogue")},
            {QStringLiteral("json"), QString(), tr("print the result as JSON")},
        };
        return {QStringLiteral("llm"),
                tr("a large language model on a device: memory, speed and cost per million tokens"),
                {}, options, &LlmCommand::run};
    }

    static int run(Invocation &invocation)
    {
        if (invocation.has(QStringLiteral("list-models")))
            return listModels(invocation);
        invocation.require({"model", "task", "weights", "device"});
        const auto count = invocation.integer(QStringLiteral("count"), 1, 1024);
        const auto context = invocation.integer(QStringLiteral("context"), 1, 10'000'000);
        const auto batch = invocation.integer(QStringLiteral("batch"), 1, 65536);
        std::optional<LlmTask> task;
        std::optional<LlmSplit> split;
        if (!invocation.failed()) {
            const QString text = invocation.value(QStringLiteral("task"));
            task = parseLlmTask(text.toStdString());
            if (!task)
                invocation.fail(tr("--task: unknown task '%1' (inference, lora, qlora, full, "
                                   "pretrain)")
                                    .arg(text));
        }
        if (!invocation.failed() && invocation.has(QStringLiteral("split"))) {
            const QString text = invocation.value(QStringLiteral("split"));
            split = parseLlmSplit(text.toStdString());
            if (!split || *split == LlmSplit::Single)
                invocation.fail(tr("--split: unknown split '%1' (layer, tensor, zero3)").arg(text));
        }
        if (invocation.failed())
            return invocation.reportUsage();

        auto context_ = EngineContext::open(invocation);
        if (!context_)
            return ExitFailure;
        const DataSet &data = context_->data();
        const QString modelId = invocation.value(QStringLiteral("model"));
        if (!data.llmModel(modelId.toStdString())) {
            invocation.fail(tr("--model: unknown model '%1'%2 (see 'gpu-advisor llm --list-models')")
                                .arg(modelId, didYouMean(modelId, llmModelIds(data))));
            return invocation.reportUsage();
        }
        const QString formatId = invocation.value(QStringLiteral("weights"));
        if (!findWeightFormat(formatId.toStdString())) {
            QStringList known;
            for (const WeightFormat &f : weightFormats())
                known << toQString(f.id);
            invocation.fail(tr("--weights: unknown format '%1' (%2)")
                                .arg(formatId, known.join(QStringLiteral(", "))));
            return invocation.reportUsage();
        }
        const Device *device = readDevice(invocation, QStringLiteral("device"), data);
        if (!device)
            return invocation.reportUsage();

        LlmRequest request;
        request.modelId = modelId.toStdString();
        request.formatId = formatId.toStdString();
        request.task = *task;
        request.deviceId = device->id;
        request.count = count.value_or(1);
        request.split = split;
        request.context = context.value_or(4096);
        request.batch = batch.value_or(1);
        request.checkpointing = !invocation.has(QStringLiteral("no-checkpointing"));
        const auto setup = makeLlmSetup(data, request);
        if (!setup) {
            invocation.fail(toQString(setup.message()));
            return invocation.reportUsage();
        }

        // The session's speed model (calibrated once) and its assumptions
        // (the catalogue's settings: electricity, utilisation, host power).
        const Session &session = *context_->session;
        const LlmEstimate estimate = evaluateLlm(data, session.llmSpeedModel(), *setup, *device,
                                                 session.llmCosts());
        if (invocation.has(QStringLiteral("json"))) {
            printOut(toJson(estimate, *device).dump(2) + "\n");
            return ExitOk;
        }
        printOut(toText(estimate, *device));
        return ExitOk;
    }

private:
    static int listModels(Invocation &invocation)
    {
        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        const auto &models = context->data().llmModels;
        if (invocation.has(QStringLiteral("json"))) {
            json::Value list = json::Value::array();
            for (const LlmModel &m : models)
                list.push(tableio::llmModelJson(m));
            printOut(list.dump(2) + "\n");
            return ExitOk;
        }
        QList<QStringList> rows;
        for (const LlmModel &m : models) {
            rows.append({toQString(m.id), toQString(m.name), number(m.paramsB, 1),
                         m.activeParamsB ? number(*m.activeParamsB, 1) : QStringLiteral("-"),
                         QString::number(m.layers), QString::number(m.hiddenSize),
                         QStringLiteral("%1/%2").arg(m.attentionHeads).arg(m.kvHeads),
                         QString::number(m.nativeContext)});
        }
        printOut(formatTable({tr("id"), tr("name"), tr("params (B)"), tr("active (B)"), tr("layers"),
                              tr("hidden"), tr("heads/KV"), tr("context")},
                             rows, 2));
        return ExitOk;
    }

    static QString number(double value, int decimals)
    {
        return toQString(compactNumber(value, decimals));
    }

    static json::Value speedJson(const LlmSpeed &speed)
    {
        return speed.tokensPerS ? json::Value(*speed.tokensPerS) : json::Value();
    }

    static json::Value toJson(const LlmEstimate &e, const Device &device)
    {
        const LlmModel &m = *e.setup.model;
        json::Value o = json::Value::object();
        o.set("model", json::Value::object()
                           .set("id", m.id)
                           .set("name", m.name)
                           .set("params_b", m.paramsB)
                           .set("active_params_b", m.activeB()));
        o.set("task", toString(e.setup.task))
            .set("weights", e.setup.format->id)
            .set("bits_per_weight", e.setup.format->bitsPerWeight)
            .set("device", json::Value::object()
                               .set("id", device.id)
                               .set("name", device.name)
                               .set("usable_memory_gib", e.fit.usableGiB))
            .set("count", e.setup.count)
            .set("split", toString(e.setup.split))
            .set("context", e.setup.context)
            .set("batch", e.setup.batch);
        if (isTraining(e.setup.task))
            o.set("checkpointing", e.setup.checkpointing);
        o.set("fits", e.fit.fits)
            .set("margin_gib", e.fit.marginGiB)
            .set("smallest_count", e.smallestCount)
            .set("verdict", e.fit.verdict.english());
        o.set("memory_gib", json::Value::object()
                                .set("total", e.memory.totalGiB)
                                .set("per_device", e.memory.perDeviceGiB)
                                .set("weights", e.memory.weightsGiB)
                                .set("kv_cache", e.memory.kvCacheGiB)
                                .set("activations", e.memory.activationsGiB)
                                .set("gradients", e.memory.gradientsGiB)
                                .set("optimizer", e.memory.optimizerGiB)
                                .set("overhead", e.memory.overheadGiB));
        o.set("communication", json::Value::object()
                                   .set("gb_per_token", e.memory.communicationGBPerToken)
                                   .set("gb_per_step", e.memory.communicationGBPerStep)
                                   .set("explanation", e.memory.communication.english()));
        json::Value uncertainty = json::Value::object();
        if (isTraining(e.setup.task)) {
            o.set("training_tokens_per_s", speedJson(e.training));
            uncertainty.set("training_tokens_per_s", e.training.uncertainty);
        } else {
            o.set("decode_tokens_per_s", speedJson(e.decode));
            o.set("prefill_tokens_per_s", speedJson(e.prefill));
            uncertainty.set("decode_tokens_per_s", e.decode.uncertainty)
                .set("prefill_tokens_per_s", e.prefill.uncertainty);
        }
        o.set("uncertainty", uncertainty);
        if (e.ownUsdPerMillionTokens)
            o.set("cost_per_million_tokens_usd", *e.ownUsdPerMillionTokens);
        o.set("own", json::Value::object()
                         .set("price_usd_per_device", e.priceUsd)
                         .set("usd_per_hour", e.ownUsdPerHour)
                         .set("usd_per_million_tokens", e.ownUsdPerMillionTokens));
        json::Value cloud = json::Value::array();
        for (const LlmCloudCost &c : e.cloud) {
            cloud.push(json::Value::object()
                           .set("offer", c.offerId)
                           .set("provider", c.provider)
                           .set("instance", c.instance)
                           .set("device", c.deviceId)
                           .set("devices", c.devices)
                           .set("fits", c.fits)
                           .set("per_device_gib", c.perDeviceGiB)
                           .set("tokens_per_s", c.tokensPerS)
                           .set("usd_per_hour", c.usdPerHour)
                           .set("usd_per_million_tokens", c.usdPerMillionTokens)
                           .set("spot_usd_per_million_tokens", c.spotUsdPerMillionTokens));
        }
        o.set("cloud", cloud);
        json::Value notes = json::Value::array();
        for (const Message &note : e.notes)
            notes.push(note.english());
        o.set("notes", notes);
        return o;
    }

    static QString gib(double value)
    {
        return toQString(formatFixed(value, 1)) + QStringLiteral(" GiB");
    }

    static QString speedText(const LlmSpeed &speed)
    {
        if (!speed.tokensPerS)
            return tr("unknown");
        return tr("%1 tokens/s (+-%2%)")
            .arg(toQString(compactNumber(*speed.tokensPerS, *speed.tokensPerS < 10 ? 2 : 1)))
            .arg(qRound(speed.uncertainty * 100));
    }

    static QString toText(const LlmEstimate &e, const Device &device)
    {
        const LlmModel &m = *e.setup.model;
        QString text;
        text += tr("%1 (%2), %3 on %4 x %5, %6 weights (%7 bits a weight), context %8, batch %9\n")
                    .arg(toQString(m.name), toQString(toString(e.setup.task)),
                         toQString(toString(e.setup.split)), QString::number(e.setup.count),
                         toQString(device.name), toQString(e.setup.format->id),
                         toQString(compactNumber(e.setup.format->bitsPerWeight, 4)),
                         QString::number(e.setup.context), QString::number(e.setup.batch));
        QList<QStringList> rows{
            {tr("weights"), gib(e.memory.weightsGiB)},
            {tr("KV cache"), gib(e.memory.kvCacheGiB)},
            {tr("activations"), gib(e.memory.activationsGiB)},
            {tr("gradients"), gib(e.memory.gradientsGiB)},
            {tr("optimizer state"), gib(e.memory.optimizerGiB)},
            {tr("runtime overhead"), gib(e.memory.overheadGiB)},
            {tr("total"), gib(e.memory.totalGiB)},
            {tr("per device"), gib(e.memory.perDeviceGiB)},
        };
        text += formatTable({tr("memory"), tr("GiB")}, rows);
        text += translated(e.fit.verdict) + QLatin1Char('\n');
        if (e.smallestCount)
            text += tr("Smallest count of %1 that fits: %2\n")
                        .arg(toQString(device.name))
                        .arg(*e.smallestCount);
        else
            text += tr("No count of %1 up to 1024 fits\n").arg(toQString(device.name));
        text += translated(e.memory.communication) + QLatin1Char('\n');
        if (isTraining(e.setup.task)) {
            text += tr("Training: %1\n").arg(speedText(e.training));
        } else {
            text += tr("Decode: %1\n").arg(speedText(e.decode));
            text += tr("Prefill: %1\n").arg(speedText(e.prefill));
        }
        if (e.ownUsdPerMillionTokens)
            text += tr("Own hardware: %1 per million tokens (%2 an hour of use)\n")
                        .arg(toQString(dollarsAndCents(*e.ownUsdPerMillionTokens)),
                             toQString(dollarsAndCents(*e.ownUsdPerHour)));
        QList<QStringList> cloud;
        for (const LlmCloudCost &c : e.cloud) {
            if (!c.usdPerMillionTokens)
                continue;
            cloud.append({toQString(c.offerId), QStringLiteral("%1 x %2").arg(c.devices).arg(toQString(c.deviceId)),
                          toQString(compactNumber(*c.tokensPerS, 1)),
                          toQString(dollarsAndCents(*c.usdPerMillionTokens))});
        }
        if (!cloud.isEmpty())
            text += formatTable({tr("cloud offer"), tr("devices"), tr("tokens/s"), tr("$ per million")},
                                cloud, 2);
        for (const Message &note : e.notes)
            text += translated(note) + QLatin1Char('\n');
        return text;
    }
};

} // namespace

CommandSpec llmCommand()
{
    return LlmCommand::spec();
}

} // namespace gpa::cli
