#include "commands.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include "core/caveats.h"
#include "core/json.h"
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
        QList<OptionSpec> options = viewOptionSpecs(OptAllView);
        options.append({QStringLiteral("estimated-only"), QString(),
                        tr("estimate every device from its spec sheet, calibrated without its own "
                           "benchmarks (to compare estimates with measurements)")});
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
        const std::vector<DeviceEvaluation> ranking = session.ranking();
        if (invocation.has(QStringLiteral("json")))
            printOut(json(ranking, session.view()).dump(2) + "\n");
        else
            printOut(table(ranking, session.view()));
        return ExitOk;
    }

private:
    static std::string workloadName(const ViewOptions &view)
    {
        const auto single = view.mix.single();
        return single ? std::string(toString(*single)) : std::string("mix");
    }

    static json::Value json(const std::vector<DeviceEvaluation> &ranking, const ViewOptions &view)
    {
        json::Value array = json::Value::array();
        for (const DeviceEvaluation &e : ranking) {
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
                .set("price_older_than_window", e.price.usd ? json::Value(e.price.olderThanWindow) : json::Value())
                .set("price_note", e.price.usd ? json::Value(e.price.explanation.english()) : json::Value())
                .set("performance_per_dollar", e.performancePerDollar)
                .set("memory_gb", e.device->memoryGb)
                .set("effective_memory_gb", e.effectiveMemoryGb);
            // The seed's caveats that apply to the device (software support,
            // licence, cooling, ...), each citing its rule.
            json::Value warnings = json::Value::array();
            for (const Message &caveat : deviceCaveats(*e.device, Assumptions{}, view.asOfDay))
                warnings.push(citedText(caveat));
            o.set("warnings", std::move(warnings));
            array.push(std::move(o));
        }
        return array;
    }

    static QString table(const std::vector<DeviceEvaluation> &ranking, const ViewOptions &view)
    {
        const QLocale locale = QLocale::c();
        QString out = tr("Performance per dollar, %1 at %2, relative to %3\n")
                          .arg(toQString(workloadName(view)), toQString(toString(view.precision)),
                               toQString(view.referenceId));
        // The uncertainty in a column of its own: the figures stay aligned
        // on their decimal point.
        const QStringList header{tr("#"), tr("Device"), tr("Relative"), tr("±"), tr("Price"),
                                 tr("Per 1000 %1").arg(toQString(view.currency)), tr("Memory")};
        QList<QStringList> rows;
        int position = 0;
        for (const DeviceEvaluation &e : ranking) {
            QString relative = QStringLiteral("?");
            QString uncertainty;
            if (e.performance) {
                relative = locale.toString(e.performance->relative, 'f', 2);
                if (e.performance->provenance == Provenance::Estimated)
                    uncertainty = QStringLiteral("~%1%").arg(qRound(e.performance->uncertainty * 100));
            }
            rows.append({QString::number(++position), toQString(e.device->name), relative, uncertainty,
                         e.priceInCurrency ? toQString(formatMoney(*e.priceInCurrency, view.currency))
                                           : QStringLiteral("-"),
                         e.perThousandInCurrency() ? locale.toString(*e.perThousandInCurrency(), 'f', 3)
                                                : QStringLiteral("-"),
                         e.device->memoryGb ? locale.toString(*e.device->memoryGb, 'f', 0) + QStringLiteral(" GB")
                                            : QStringLiteral("?")});
        }
        out += formatTable(header, rows, 2);
        out += tr("~N% = estimated from the spec sheet, with its uncertainty (measured figures have none); "
                  "- = no price\n");
        return out;
    }
};

} // namespace

CommandSpec rankCommand()
{
    return RankCommand::spec();
}

} // namespace gpa::cli
