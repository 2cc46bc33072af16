#include "viewoptions.h"

#include "core/suggest.h"
#include "database/qtconvert.h"

#include <QDate>

#include <algorithm>

namespace gpa::cli {

namespace {

class ViewText
{
    Q_DECLARE_TR_FUNCTIONS(ViewText)
};

} // namespace

QList<OptionSpec> viewOptionSpecs(unsigned which, bool allowMix)
{
    QList<OptionSpec> specs;
    if ((which & OptWorkload) && (which & OptLlm))
        specs.append({QStringLiteral("workload"), QStringLiteral("cnn|rnn|transformer|mix|llm"),
                      ViewText::tr("workload, an equal mix of the three, or a large language model "
                                   "(--model, --task, --weights; default cnn)")});
    else if (which & OptWorkload)
        specs.append({QStringLiteral("workload"), allowMix ? QStringLiteral("cnn|rnn|transformer|mix")
                                                            : QStringLiteral("cnn|rnn|transformer"),
                      allowMix ? ViewText::tr("workload, or an equal mix of the three (default cnn)")
                               : ViewText::tr("workload (default cnn)")});
    if (which & OptLlm) {
        specs.append({QStringLiteral("model"), QStringLiteral("ID"),
                      ViewText::tr("--workload llm: the model (see 'gpu-advisor llm --list-models')")});
        specs.append({QStringLiteral("task"), QStringLiteral("TASK"),
                      ViewText::tr("--workload llm: inference, lora, qlora, full or pretrain")});
        specs.append({QStringLiteral("weights"), QStringLiteral("FORMAT"),
                      ViewText::tr("--workload llm: weight format, e.g. fp16, q8_0, q4_k_m, nf4")});
        specs.append({QStringLiteral("format"), QStringLiteral("FORMAT"),
                      ViewText::tr("--workload llm: the same as --weights")});
        specs.append({QStringLiteral("context"), QStringLiteral("N"),
                      ViewText::tr("--workload llm: tokens in the context; for training the sequence "
                                   "length (default 4096)")});
        specs.append({QStringLiteral("batch"), QStringLiteral("N"),
                      ViewText::tr("--workload llm: sequences decoded together; for training the "
                                   "micro-batch per device (default 1)")});
        specs.append({QStringLiteral("count"), QStringLiteral("N"),
                      ViewText::tr("--workload llm: devices of each kind (default 1)")});
        specs.append({QStringLiteral("split"), QStringLiteral("HOW"),
                      ViewText::tr("--workload llm: layer, tensor or zero3 (default: layer for "
                                   "inference, zero3 for training, when the count is above 1)")});
    }
    if (which & OptPrecision)
        specs.append({QStringLiteral("precision"), QStringLiteral("fp32|fp16"),
                      ViewText::tr("32-bit, or 16-bit mixed precision (default fp16, Dettmers 2019, §4.1)")});
    if (which & OptReference)
        specs.append({QStringLiteral("reference"), QStringLiteral("ID"),
                      ViewText::tr("device all performance is relative to (default rtx-2080-ti)")});
    if (which & OptAsOf)
        specs.append({QStringLiteral("as-of"), QStringLiteral("YYYY-MM-DD"),
                      ViewText::tr("only prices seen and devices released by this date")});
    if (which & OptPolicy)
        specs.append({QStringLiteral("policy"), QStringLiteral("default|cheapest|new|used|latest"),
                      ViewText::tr("how a price is chosen from a device's quotes")});
    if (which & OptCurrency)
        specs.append({QStringLiteral("currency"), QStringLiteral("USD|CNY|EUR|..."),
                      ViewText::tr("currency prices are shown in (default USD)")});
    return specs;
}

QList<OptionSpec> hostOptionSpecs()
{
    return {
        {QStringLiteral("host"), QStringLiteral("desktop|workstation|server"),
         ViewText::tr("the machine the cards go into: only what fits it is "
                                                 "offered (default: Preferences, initially desktop)")},
        {QStringLiteral("legacy"), QString(),
         ViewText::tr("offer cards whose software support has ended or is ending as well "
                      "(default: Preferences, initially off)")},
    };
}

std::optional<HostProfile> readHostProfile(Invocation &invocation, const HostProfile &current)
{
    const QString option = QStringLiteral("host");
    if (!invocation.has(option))
        return std::nullopt;
    const auto kind = parseHostKind(invocation.value(option).toStdString());
    if (!kind) {
        invocation.fail(QCoreApplication::translate("gpa::cli",
                                                    "--host: '%1' is not desktop, workstation or server")
                            .arg(invocation.value(option)));
        return std::nullopt;
    }
    return *kind == current.kind ? current : defaultHostProfile(*kind);
}

QString didYouMean(const QString &unknown, const std::vector<std::string> &ids)
{
    const std::vector<std::string> close = closestIds(unknown.toStdString(), ids);
    if (close.empty())
        return {};
    QStringList quoted;
    for (const std::string &id : close)
        quoted.append(QLatin1Char('\'') + toQString(id) + QLatin1Char('\''));
    // "'a'", "'a' or 'b'", "'a', 'b' or 'c'".
    QString list = quoted.takeLast();
    if (!quoted.isEmpty())
        list = ViewText::tr("%1 or %2").arg(quoted.join(QStringLiteral(", ")), list);
    return ViewText::tr("; did you mean %1?").arg(list);
}

std::vector<std::string> deviceIds(const DataSet &data)
{
    std::vector<std::string> ids;
    for (const Device &d : data.devices)
        ids.push_back(d.id);
    return ids;
}

std::vector<std::string> cloudOfferIds(const DataSet &data)
{
    std::vector<std::string> ids;
    for (const CloudOffer &o : data.cloudOffers)
        ids.push_back(o.id);
    return ids;
}

std::vector<std::string> llmModelIds(const DataSet &data)
{
    std::vector<std::string> ids;
    for (const LlmModel &m : data.llmModels)
        ids.push_back(m.id);
    return ids;
}

const Device *readDevice(Invocation &invocation, const QString &option, const DataSet &data)
{
    const QString id = invocation.value(option);
    const Device *device = data.device(id.toStdString());
    if (!device)
        invocation.fail(ViewText::tr("--%1: no device '%2' in the catalogue%3 (see 'gpu-advisor list')")
                            .arg(option, id, didYouMean(id, deviceIds(data))));
    return device;
}

const CloudOffer *readCloudOffer(Invocation &invocation, const QString &option, const DataSet &data)
{
    const QString id = invocation.value(option);
    const CloudOffer *offer = data.cloudOffer(id.toStdString());
    if (!offer)
        invocation.fail(ViewText::tr("--%1: no cloud offer '%2' in the catalogue%3 (see 'gpu-advisor cloud')")
                            .arg(option, id, didYouMean(id, cloudOfferIds(data))));
    return offer;
}

std::optional<LlmWorkload> readLlmWorkload(Invocation &invocation, const DataSet &data)
{
    invocation.require({"model", "task"});
    // --format names the weights as well; one of the two is needed.
    const bool byFormat = !invocation.has(QStringLiteral("weights")) && invocation.has(QStringLiteral("format"));
    if (!invocation.has(QStringLiteral("weights")) && !invocation.has(QStringLiteral("format")))
        invocation.fail(ViewText::tr("--weights is required"));
    else if (invocation.has(QStringLiteral("weights")) && invocation.has(QStringLiteral("format"))
             && invocation.value(QStringLiteral("weights")) != invocation.value(QStringLiteral("format")))
        invocation.fail(ViewText::tr("--weights and --format name different formats"));
    LlmWorkload workload;
    const auto count = invocation.integer(QStringLiteral("count"), 1, kLlmMaxCount);
    const auto context = invocation.integer(QStringLiteral("context"), 1, 10'000'000);
    const auto batch = invocation.integer(QStringLiteral("batch"), 1, 65536);
    if (invocation.failed())
        return std::nullopt;
    const QString model = invocation.value(QStringLiteral("model"));
    if (!data.llmModel(model.toStdString()))
        invocation.fail(ViewText::tr("--model: unknown model '%1' (see 'gpu-advisor llm --list-models')").arg(model));
    const QString task = invocation.value(QStringLiteral("task"));
    if (const auto parsed = parseLlmTask(task.toStdString()))
        workload.task = *parsed;
    else
        invocation.fail(ViewText::tr("--task: unknown task '%1' (inference, lora, qlora, full, pretrain)").arg(task));
    const QString weightsOption = byFormat ? QStringLiteral("format") : QStringLiteral("weights");
    const QString weights = invocation.value(weightsOption);
    if (!findWeightFormat(weights.toStdString())) {
        QStringList known;
        for (const WeightFormat &f : weightFormats())
            known << toQString(f.id);
        invocation.fail(ViewText::tr("--%1: unknown format '%2' (%3)")
                            .arg(weightsOption, weights, known.join(QStringLiteral(", "))));
    }
    if (invocation.has(QStringLiteral("split"))) {
        const QString text = invocation.value(QStringLiteral("split"));
        const auto split = parseLlmSplit(text.toStdString());
        if (!split || *split == LlmSplit::Single)
            invocation.fail(ViewText::tr("--split: unknown split '%1' (layer, tensor, zero3)").arg(text));
        else
            workload.split = split;
    }
    if (invocation.failed())
        return std::nullopt;
    workload.modelId = model.toStdString();
    workload.formatId = weights.toStdString();
    workload.count = count.value_or(1);
    workload.context = context.value_or(4096);
    workload.batch = batch.value_or(1);
    if (const LlmWorkloadSetup setup = llmWorkloadSetup(data, workload); setup.problem) {
        invocation.fail(translated(*setup.problem));
        return std::nullopt;
    }
    return workload;
}

std::optional<ViewOptions> readViewOptions(Invocation &invocation, const DataSet &data, ViewOptions view)
{
    const QString kWorkload = QStringLiteral("workload");
    const bool llmDeclared = std::any_of(invocation.spec().options.begin(), invocation.spec().options.end(),
                                         [](const OptionSpec &o) { return o.name == QLatin1String("model"); });
    if (llmDeclared && invocation.has(kWorkload) && invocation.value(kWorkload) == QLatin1String("llm")) {
        if (const auto workload = readLlmWorkload(invocation, data))
            view.llm = workload;
    } else if (llmDeclared) {
        for (const char *option : {"model", "task", "weights", "format", "context", "batch", "count", "split"}) {
            if (invocation.has(QLatin1String(option))) {
                invocation.fail(ViewText::tr("--%1 needs --workload llm").arg(QLatin1String(option)));
                break;
            }
        }
    }
    if (invocation.failed())
        return std::nullopt;
    if (invocation.has(kWorkload) && !(llmDeclared && invocation.value(kWorkload) == QLatin1String("llm"))) {
        const QString text = invocation.value(kWorkload);
        view.llm.reset();
        if (text == QLatin1String("mix"))
            view.mix = WorkloadMix{};
        else if (const auto workload = parseWorkload(text.toStdString()))
            view.mix = WorkloadMix::only(*workload);
        else
            invocation.fail(ViewText::tr("--workload: '%1' is not cnn, rnn, transformer or mix").arg(text));
    }
    const QString kPrecision = QStringLiteral("precision");
    if (invocation.has(kPrecision)) {
        const QString text = invocation.value(kPrecision);
        if (const auto precision = parsePrecision(text.toStdString()))
            view.precision = *precision;
        else
            invocation.fail(ViewText::tr("--precision: '%1' is not fp32 or fp16").arg(text));
    }
    const QString kReference = QStringLiteral("reference");
    if (invocation.has(kReference)) {
        if (const Device *device = readDevice(invocation, kReference, data))
            view.referenceId = device->id;
    } else if (!data.device(view.referenceId)) {
        invocation.fail(ViewText::tr("the default reference device '%1' is not in the catalogue; "
                                     "choose one with --reference")
                            .arg(toQString(view.referenceId)));
    }
    if (const auto day = invocation.date(QStringLiteral("as-of")))
        view.asOfDay = day;
    // Core has no clock: today ends the price freshness window of today's view.
    const QDate today = QDate::currentDate();
    view.today = dayNumber(today.year(), today.month(), today.day());
    const QString kPolicy = QStringLiteral("policy");
    if (invocation.has(kPolicy)) {
        const QString text = invocation.value(kPolicy);
        if (const auto policy = parsePricePolicy(text.toStdString()))
            view.policy = *policy;
        else
            invocation.fail(ViewText::tr("--policy: '%1' is not default, cheapest, new, used or latest").arg(text));
    }
    const QString kCurrency = QStringLiteral("currency");
    if (invocation.has(kCurrency)) {
        const QString text = invocation.value(kCurrency).toUpper();
        const CurrencyTable rates(data.exchangeRates);
        if (rates.knows(text.toStdString()))
            view.currency = text.toStdString();
        else
            invocation.fail(ViewText::tr("--currency: no exchange rate for '%1' in the catalogue")
                                .arg(invocation.value(kCurrency)));
    }
    if (invocation.failed())
        return std::nullopt;
    return view;
}

} // namespace gpa::cli
