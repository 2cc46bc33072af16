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

    static QString table(const std::vector<DeviceEvaluation> &ranking, const ViewOptions &view)
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
        for (const DeviceEvaluation &e : ranking) {
            ranges.append(e.performance ? rangeText(*e.performance, locale) : QString());
            rangeWidth = std::max(rangeWidth, ranges.constLast().size());
        }
        QList<QStringList> rows;
        int position = 0;
        for (const DeviceEvaluation &e : ranking) {
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
                   .arg(ranking.empty() ? kDefaultFreshnessMonths : ranking.front().price.freshnessMonths);
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
