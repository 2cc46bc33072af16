#include "commands.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include "core/caveats.h"
#include "core/costtext.h"
#include "core/json.h"
#include "core/llmplans.h"
#include "core/recommendationjson.h"
#include "core/performancemodel.h"
#include "core/ranking.h"
#include "database/qtconvert.h"

#include <QLocale>

#include <cmath>

namespace gpa::cli {

namespace {

class RankCommand
{
    Q_DECLARE_TR_FUNCTIONS(RankCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options = viewOptionSpecs(OptAllView | OptLlm);
        options.append({QStringLiteral("estimated-only"), QString(),
                        tr("estimate every device from its spec sheet, calibrated without its own "
                           "benchmarks (to compare estimates with measurements)")});
        options.append({QStringLiteral("systems"), QString(),
                        tr("--workload llm: the smallest system of each device that holds the model, "
                           "cheapest first")});
        options.append({QStringLiteral("json"), QString(), tr("print a JSON array, one object per device")});
        return {QStringLiteral("rank"),
                tr("rank devices by performance per dollar for a workload and precision"),
                {},
                options,
                &RankCommand::run};
    }

    static int run(Invocation &invocation)
    {
        PerformanceModel::Options options;
        options.estimatedOnly = invocation.has(QStringLiteral("estimated-only"));
        auto context = EngineContext::open(invocation, options);
        if (!context)
            return ExitFailure;
        if (!context->readView(invocation))
            return invocation.reportUsage();

        const Session &session = *context->session;
        const std::vector<const DeviceEvaluation *> ranking = session.rankedView();
        if (invocation.has(QStringLiteral("systems")) && !session.view().llm) {
            invocation.fail(tr("--systems needs --workload llm"));
            return invocation.reportUsage();
        }
        if (session.view().llm && invocation.has(QStringLiteral("systems"))) {
            const std::vector<LlmSystemOption> systems = smallestLlmSystems(session);
            if (invocation.has(QStringLiteral("json")))
                printOut(systemsJson(systems).dump(2) + "\n");
            else
                printOut(systemsTable(systems, session));
            return ExitOk;
        }
        if (session.view().llm) {
            if (invocation.has(QStringLiteral("json")))
                printOut(llmJson(ranking, session).dump(2) + "\n");
            else
                printOut(llmTable(ranking, session));
            return ExitOk;
        }
        if (invocation.has(QStringLiteral("json")))
            printJson(ranking, session.view());
        else
            printOut(table(ranking, session.view()));
        return ExitOk;
    }

private:
    // The smallest system of each device that holds the view's LLM.
    static json::Value systemsJson(const std::vector<LlmSystemOption> &systems)
    {
        json::Value array = json::Value::array();
        for (const LlmSystemOption &o : systems) {
            array.push(json::Value::object()
                           .set("id", o.device->id)
                           .set("name", o.device->name)
                           .set("count", o.count > 0 ? json::Value(o.count) : json::Value())
                           .set("split", o.count > 0 ? json::Value(std::string(toString(o.split))) : json::Value())
                           .set("memory_gib", o.count > 0 ? json::Value(o.perDeviceGiB) : json::Value())
                           .set("usable_memory_gib", o.usableGiB)
                           .set("price_usd", o.priceUsd)
                           .set("system_usd", o.systemUsd)
                           .set("tokens_per_s", o.speed.tokensPerS)
                           .set("uncertainty", o.speed.tokensPerS ? json::Value(o.speed.uncertainty) : json::Value())
                           .set("tokens_per_s_per_dollar", o.tokensPerSPerDollar)
                           .set("own_usd_per_million_tokens", o.ownUsdPerMillionTokens)
                           .set("problem", o.problem ? json::Value(o.problem->english()) : json::Value()));
        }
        return array;
    }

    static QString systemsTable(const std::vector<LlmSystemOption> &systems, const Session &session)
    {
        const LlmWorkload &w = *session.view().llm;
        const QLocale locale = QLocale::c();
        QString out = tr("Smallest system that holds %1 (%2), %3 weights, context %4\n")
                          .arg(toQString(w.modelId), toQString(toString(w.task)), toQString(w.formatId))
                          .arg(w.context);
        QList<QStringList> rows;
        QList<QStringList> others;
        for (const LlmSystemOption &o : systems) {
            if (o.count == 0) {
                others.append({toQString(o.device->name), o.problem ? translated(*o.problem) : QString()});
                continue;
            }
            rows.append({toQString(o.device->name), QStringLiteral("%1 x %2").arg(o.count).arg(toQString(toString(o.split))),
                         o.systemUsd ? toQString(formatMoney(*o.systemUsd, "USD")) : QStringLiteral("-"),
                         o.speed.tokensPerS ? locale.toString(*o.speed.tokensPerS, 'f', 1) : QStringLiteral("?"),
                         o.ownUsdPerMillionTokens ? toQString(dollarsAndCents(*o.ownUsdPerMillionTokens))
                                                  : QStringLiteral("-"),
                         locale.toString(o.perDeviceGiB, 'f', 1)});
        }
        out += formatTable({tr("Device"), tr("Devices"), tr("System price"), tr("Tokens/s"), tr("$ per million"),
                            tr("GiB/device")},
                           rows, 2);
        if (!others.isEmpty()) {
            out += tr("\nNo system:\n");
            out += formatTable({tr("Device"), tr("Reason")}, others, 2);
        }
        return out;
    }

    // The view's LLM workload: tokens/s and tokens/s per dollar of every
    // device that fits and runs it, then the others with the reason.
    static json::Value llmJson(const std::vector<const DeviceEvaluation *> &ranking, const Session &session)
    {
        const ViewOptions &view = session.view();
        const LlmWorkloadSetup setup = session.llmSetup();
        json::Value array = json::Value::array();
        int position = 0;
        for (const DeviceEvaluation *each : ranking) {
            const DeviceEvaluation &e = *each;
            const LlmEvaluation &llm = *e.llm;
            json::Value o = json::Value::object();
            o.set("id", e.device->id)
                .set("name", e.device->name)
                .set("vendor", e.device->vendor)
                .set("workload", "llm")
                .set("model", view.llm->modelId)
                .set("task", toString(view.llm->task))
                .set("weights", view.llm->formatId)
                .set("context", view.llm->context)
                .set("batch", view.llm->batch)
                .set("count", llm.count)
                .set("split", setup.setup ? json::Value(std::string(toString(setup.setup->split))) : json::Value())
                .set("rank", llm.ranked() ? json::Value(++position) : json::Value())
                .set("fits", llm.fits)
                .set("supported", llm.supported)
                .set("verdict", llm.verdict.english())
                .set("tokens_per_s", llm.speed.tokensPerS)
                .set("uncertainty", llm.speed.tokensPerS ? json::Value(llm.speed.uncertainty) : json::Value())
                .set("tokens_per_s_per_dollar", llm.tokensPerSPerDollar)
                .set("tokens_per_s_per_1000", e.llmPerThousandInCurrency())
                .set("memory_gib", llm.perDeviceGiB)
                .set("usable_memory_gib", llm.usableGiB)
                .set("margin_gib", llm.marginGiB)
                .set("smallest_count", llm.smallestCount)
                .set("price_usd", e.price.usd)
                .set("price", e.priceInCurrency)
                .set("currency", view.currency);
            array.push(std::move(o));
        }
        return array;
    }

    static QString llmTable(const std::vector<const DeviceEvaluation *> &ranking, const Session &session)
    {
        const ViewOptions &view = session.view();
        const LlmWorkload &w = *view.llm;
        const QLocale locale = QLocale::c();
        QString out = tr("Tokens/s per dollar, %1 (%2), %3 weights, context %4, batch %5, %6 device(s) each\n")
                          .arg(toQString(w.modelId), toQString(toString(w.task)), toQString(w.formatId))
                          .arg(w.context)
                          .arg(w.batch)
                          .arg(w.count);
        const QStringList header{tr("#"), tr("Device"), tr("Tokens/s"), tr("Price"),
                                 tr("Tokens/s per 1000 %1").arg(toQString(view.currency)), tr("GiB/device")};
        QList<QStringList> rows;
        QList<QStringList> others;
        int position = 0;
        for (const DeviceEvaluation *each : ranking) {
            const DeviceEvaluation &e = *each;
            const LlmEvaluation &llm = *e.llm;
            if (!llm.ranked()) {
                QString reason = translated(llm.verdict);
                if (llm.supported && !llm.fits.value_or(true) && llm.smallestCount)
                    reason += tr("; %n of them fit", nullptr, *llm.smallestCount);
                others.append({toQString(e.device->name), reason});
                continue;
            }
            const double tps = *llm.speed.tokensPerS;
            rows.append({QString::number(++position), toQString(e.device->name),
                         locale.toString(tps, 'f', tps < 10 ? 2 : 1)
                             + QStringLiteral(" ~%1%").arg(qRound(llm.speed.uncertainty * 100)),
                         e.priceInCurrency ? toQString(formatMoney(*e.priceInCurrency, view.currency))
                                           : QStringLiteral("-"),
                         e.llmPerThousandInCurrency() ? locale.toString(*e.llmPerThousandInCurrency(), 'f', 2)
                                                      : QStringLiteral("-"),
                         locale.toString(llm.perDeviceGiB, 'f', 1)});
        }
        out += formatTable(header, rows, 2);
        out += tr("~N% = leave-one-device-out uncertainty of the speed model; - = no price\n");
        if (!others.isEmpty()) {
            out += tr("\nNot ranked (cannot fit or run it):\n");
            out += formatTable({tr("Device"), tr("Reason")}, others, 2);
        }
        return out;
    }

    static std::string workloadName(const ViewOptions &view)
    {
        const auto single = view.mix.single();
        return single ? std::string(toString(*single)) : std::string("mix");
    }

    // Written device by device: ten thousand devices never stand in memory
    // as values and as text at once.
    static void printJson(const std::vector<const DeviceEvaluation *> &ranking, const ViewOptions &view)
    {
        json::ArrayWriter writer;
        std::size_t pending = 0;
        for (const DeviceEvaluation *each : ranking) {
            const DeviceEvaluation &e = *each;
            writer.push(deviceJson(e, view));
            if (++pending == 256) {
                printOut(writer.take());
                pending = 0;
            }
        }
        printOut(writer.finish() + "\n");
    }

    static json::Value deviceJson(const DeviceEvaluation &e, const ViewOptions &view)
    {
        json::Value o = json::Value::object();
        o.set("id", e.device->id)
            .set("name", e.device->name)
            .set("vendor", e.device->vendor)
            .set("workload", workloadName(view))
            .set("precision", toString(view.precision))
            .set("reference", view.referenceId);
        if (e.performance) {
            o.set("relative_performance", e.performance->relative)
                .set("provenance", toString(e.performance->provenance))
                .set("uncertainty", e.performance->uncertainty)
                .set("interval_low", e.performance->intervalLow)
                // +infinity for a lower bound: JSON has no infinity.
                .set("interval_high", std::isfinite(e.performance->intervalHigh)
                                          ? json::Value(e.performance->intervalHigh)
                                          : json::Value())
                .set("bound", toString(e.performance->bound));
        } else {
            o.set("relative_performance", nullptr)
                .set("provenance", nullptr)
                .set("uncertainty", nullptr)
                .set("interval_low", nullptr)
                .set("interval_high", nullptr)
                .set("bound", nullptr)
                .set("performance_note", e.performanceUnavailable ? e.performanceUnavailable->english() : "");
        }
        o.set("price_usd", e.price.usd)
            .set("price", e.priceInCurrency)
            .set("currency", view.currency)
            .set("price_rule", toString(e.price.rule))
            .set("price_kind", e.price.usd ? json::Value(e.price.kindText()) : json::Value())
            .set("price_date", e.price.date ? json::Value(e.price.date->toString()) : json::Value())
            .set("price_age_days", e.price.ageDays)
            .set("price_older_than_window",
                 e.price.usd ? json::Value(e.price.olderThanWindow) : json::Value())
            .set("price_note",
                 e.price.usd ? json::Value(e.price.explanation().english()) : json::Value())
            .set("performance_per_dollar", e.performancePerDollar)
            .set("memory_gb", e.device->memoryGb)
            .set("effective_memory_gb", e.effectiveMemoryGb);
        // The seed's caveats that apply to the device (software support,
        // licence, cooling, ...), each citing its rule.
        json::Value warnings = json::Value::array();
        for (const Message &caveat : deviceCaveats(*e.device, Assumptions{}, view.asOfDay))
            warnings.push(citedText(caveat));
        o.set("warnings", std::move(warnings));
        return o;
    }

    // "(1.21-1.66)" for an estimate's 80% range, "(>= 1.21)" for a lower
    // bound, empty for a point.
    static QString rangeText(const PerformanceFigure &figure, const QLocale &locale)
    {
        const std::optional<FigureRange> range = figureRange(figure);
        if (!range)
            return {};
        if (range->lowerBound)
            return QStringLiteral("(>= %1)").arg(locale.toString(range->low, 'f', 2));
        return QStringLiteral("(%1-%2)").arg(locale.toString(range->low, 'f', 2), locale.toString(range->high, 'f', 2));
    }

    static QString table(const std::vector<const DeviceEvaluation *> &ranking, const ViewOptions &view)
    {
        const QLocale locale = QLocale::c();
        QString out = tr("Performance per dollar, %1 at %2, relative to %3\n")
                          .arg(toQString(workloadName(view)), toQString(toString(view.precision)),
                               toQString(view.referenceId));
        const QStringList header{tr("#"), tr("Device"), tr("Relative (80% range)"), tr("Price"),
                                 tr("Per 1000 %1").arg(toQString(view.currency)), tr("Memory")};
        // The ranges take the same width in every row, so that the central
        // figures stay aligned in the right-aligned column.
        QStringList ranges;
        qsizetype rangeWidth = 0;
        for (const DeviceEvaluation *each : ranking) {
            const DeviceEvaluation &e = *each;
            ranges.append(e.performance ? rangeText(*e.performance, locale) : QString());
            rangeWidth = std::max(rangeWidth, ranges.constLast().size());
        }
        QList<QStringList> rows;
        int position = 0;
        for (const DeviceEvaluation *each : ranking) {
            const DeviceEvaluation &e = *each;
            QString relative = QStringLiteral("?");
            if (e.performance)
                relative = locale.toString(e.performance->relative, 'f', 2);
            if (rangeWidth > 0)
                relative += QLatin1Char(' ') + ranges.at(position).leftJustified(rangeWidth);
            QString price = QStringLiteral("-");
            if (e.priceInCurrency) {
                price = toQString(formatMoney(*e.priceInCurrency, view.currency));
                // A price older than the freshness window says how old it is.
                if (e.price.olderThanWindow && e.price.ageDays)
                    price += QStringLiteral(" (%1)").arg(toQString(shortAgeText(*e.price.ageDays)));
            }
            rows.append({QString::number(++position), toQString(e.device->name), relative, price,
                         e.perThousandInCurrency() ? locale.toString(*e.perThousandInCurrency(), 'f', 3)
                                                : QStringLiteral("-"),
                         e.device->memoryGb ? locale.toString(*e.device->memoryGb, 'f', 0) + QStringLiteral(" GB")
                                            : QStringLiteral("?")});
        }
        out += formatTable(header, rows, 2);
        out += tr("(low-high) = estimated from the spec sheet, with its 80% range; (>= x) = a lower bound; "
                  "(2y) = price older than the %1-month window; - = no price\n")
                   .arg(ranking.empty() ? kDefaultFreshnessMonths : ranking.front()->price.freshnessMonths);
        out += translated(priceAgeText(summarisePriceAges(ranking))) + QLatin1Char('\n');
        return out;
    }
};

} // namespace

CommandSpec rankCommand()
{
    return RankCommand::spec();
}

} // namespace gpa::cli
