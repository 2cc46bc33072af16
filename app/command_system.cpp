#include "commands.h"
#include "core/json.h"
#include "core/performancemodel.h"
#include "core/systemplan.h"
#include "database/qtconvert.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include <QLocale>

namespace gpa::cli {

namespace {

constexpr int kMaxCards = 1024;

class SystemCommand
{
    Q_DECLARE_TR_FUNCTIONS(SystemCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options {
            {QStringLiteral("device"), QStringLiteral("ID"),
             tr("the card the system is built from (required)")},
            {QStringLiteral("count"), QStringLiteral("N"), tr("number of cards (required)")},
            {QStringLiteral("hosts"), QStringLiteral("H"),
             tr("machines the cards are spread over (default 1)")},
            {QStringLiteral("mode"), QStringLiteral("parallel|separate"),
             tr("one data-parallel job per machine, or separate experiments one per card (default "
                "parallel, Dettmers 2019, §1.5)")},
            {QStringLiteral("host-cost"), QStringLiteral("USD"),
             tr("price of one host machine: CPU, board, power supply, case (default: your "
                "figure from Preferences, else the bundled price of the view's date, %1 today)")
                 .arg(toQString(formatMoney(hostPriceAsOf(std::nullopt).usd, "USD")))},
            {QStringLiteral("host-watts"), QStringLiteral("W"),
             tr("power of one host machine without its cards (default 100)")},
            {QStringLiteral("psu"), QStringLiteral("W"),
             tr("power supply of each machine (default: the one recommended for the card, where "
                "known)")},
            {QStringLiteral("versus"), QStringLiteral("ID"),
             tr("a second system to compare with: its card")},
            {QStringLiteral("versus-count"), QStringLiteral("N"),
             tr("the second system's number of cards")},
            {QStringLiteral("versus-hosts"), QStringLiteral("H"),
             tr("the second system's number of machines")},
        };
        options.append(viewOptionSpecs(OptWorkload | OptPrecision | OptAsOf | OptPolicy, true));
        options.append(hostOptionSpecs().mid(0, 1));
        options.append({QStringLiteral("json"), QString(), tr("print the result as JSON")});
        return {QStringLiteral("system"),
                tr("a multi-GPU system: throughput, price, power, and the host cost at which two "
                   "systems trade places"),
                {},
                options,
                &SystemCommand::run};
    }

    static int run(Invocation &invocation)
    {
        invocation.require({"device", "count"});
        const bool versus = invocation.has(QStringLiteral("versus"));
        const bool versusCount = invocation.has(QStringLiteral("versus-count"));
        const bool versusHosts = invocation.has(QStringLiteral("versus-hosts"));
        if (versus && (!versusCount || !versusHosts))
            invocation.fail(tr("--versus needs --versus-count and --versus-hosts"));
        if (!versus && (versusCount || versusHosts))
            invocation.fail(
                tr("--versus-count and --versus-hosts describe the system given with --versus"));
        const auto count = invocation.integer(QStringLiteral("count"), 1, kMaxCards);
        const auto hosts = invocation.integer(QStringLiteral("hosts"), 1, kMaxCards);
        const auto otherCount = invocation.integer(QStringLiteral("versus-count"), 1, kMaxCards);
        const auto otherHosts = invocation.integer(QStringLiteral("versus-hosts"), 1, kMaxCards);
        const auto hostCost = invocation.number(QStringLiteral("host-cost"), 0.0, 1e9);
        const auto hostWatts = invocation.number(QStringLiteral("host-watts"), 0.0, 1e5);
        const auto psu = invocation.number(QStringLiteral("psu"), 1.0, 1e5);
        MultiGpuMode mode = MultiGpuMode::DataParallel;
        if (invocation.has(QStringLiteral("mode"))) {
            const QString text = invocation.value(QStringLiteral("mode"));
            if (text == QLatin1String("separate"))
                mode = MultiGpuMode::SeparateExperiments;
            else if (text != QLatin1String("parallel"))
                invocation.fail(tr("--mode: '%1' is not parallel or separate").arg(text));
        }
        if (count && hosts && *hosts > *count)
            invocation.fail(tr("--hosts: %1 machines for %2 cards leaves a machine empty")
                                .arg(*hosts)
                                .arg(*count));
        if (otherCount && otherHosts && *otherHosts > *otherCount)
            invocation.fail(tr("--versus-hosts: %1 machines for %2 cards leaves a machine empty")
                                .arg(*otherHosts)
                                .arg(*otherCount));
        if (invocation.failed())
            return invocation.reportUsage();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        const Session &session = *context->session;
        const Device *device = readDevice(invocation, QStringLiteral("device"), session.data());
        const Device *other
            = versus ? readDevice(invocation, QStringLiteral("versus"), session.data()) : nullptr;
        if (!context->readView(invocation) || invocation.failed())
            return invocation.reportUsage();
        const ViewOptions *view = &session.view();

        SystemRequest first;
        first.deviceId = device->id;
        first.cards = *count;
        first.hosts = hosts.value_or(1);
        first.mode = mode;
        first.hostCostUsd = hostCost;
        first.hostWatts = hostWatts;
        first.psuCapacityW = psu;
        first.host = readHostProfile(invocation, session.assumptions().host);
        if (invocation.failed())
            return invocation.reportUsage();

        SystemComparison comparison;
        if (other) {
            SystemRequest second = first;
            second.deviceId = other->id;
            second.cards = *otherCount;
            second.hosts = *otherHosts;
            comparison = session.compareSystems(first, second);
        } else {
            comparison.first = session.system(first);
        }
        for (const SystemPlan *plan : {&comparison.first, &comparison.second}) {
            if (plan->problem) {
                QString line = translated(*plan->problem);
                for (std::size_t i = 1; i < plan->fitProblems.size(); ++i)
                    line += QStringLiteral("; ") + translated(plan->fitProblems[i]);
                printError(line);
                return ExitFailure;
            }
            if (!other)
                break;
        }

        if (invocation.has(QStringLiteral("json")))
            printOut(json(comparison, other != nullptr, *view).dump(2) + "\n");
        else
            printOut(text(comparison, other != nullptr));
        return ExitOk;
    }

private:
    static QString hostCostChange()
    {
        return tr("Change the host price with --host-cost for one run, or in Preferences for "
                  "every command and the window");
    }

    static json::Value systemJson(const SystemPlan &plan)
    {
        const SystemResult &r = plan.result;
        json::Value warnings = json::Value::array();
        for (const Message &m : r.warnings)
            warnings.push(m.english());
        json::Value o = json::Value::object();
        o.set("device", plan.device->id)
            .set("name", plan.device->name)
            .set("label", plan.label)
            .set("count", r.cards)
            .set("hosts", r.hosts)
            .set("mode", plan.request.mode == MultiGpuMode::DataParallel ? "parallel" : "separate")
            .set("card_relative", plan.cardRelative)
            .set("card_price_usd", plan.cardPriceUsd)
            .set("speedup_per_host", plan.speedUps.empty() ? 1.0 : plan.speedUps.back())
            .set("speedup_basis", plan.speedUpBasis.english())
            .set("throughput", r.throughput)
            .set("cards_price", r.cardsCostUsd)
            .set("host_cost_usd", plan.hostCostUsd)
            .set("hosts_price", r.hostsCostUsd)
            .set("total_price", r.totalCostUsd)
            .set("performance_per_dollar", r.performancePerDollar)
            .set("power_w", r.powerW)
            .set("max_host_power_w", r.maxHostPowerW)
            .set("psu_w", plan.psuCapacityW)
            .set("psu_source", toString(plan.psuSource))
            .set("psu_sufficient", r.psuSufficient)
            .set("warnings", std::move(warnings))
            .set("explanation", r.explanation.english());
        return o;
    }

    static json::Value json(const SystemComparison &c, bool compared, const ViewOptions &view)
    {
        const auto single = view.mix.single();
        json::Value systems = json::Value::array();
        systems.push(systemJson(c.first));
        if (compared)
            systems.push(systemJson(c.second));
        json::Value o = json::Value::object();
        o.set("workload", single ? std::string(toString(*single)) : std::string("mix"))
            .set("precision", toString(view.precision))
            .set("reference", view.referenceId)
            .set("as_of",
                 view.asOfDay ? json::Value(isoDateFromDayNumber(*view.asOfDay)) : json::Value())
            .set("host_cost_basis", c.first.hostCostBasis.english())
            .set("host_cost_source", toString(c.first.hostCostSource))
            .set("host_price_observed",
                 c.first.hostPrice ? json::Value(c.first.hostPrice->observed) : json::Value())
            .set("host_price_source",
                 c.first.hostPrice ? json::Value(c.first.hostPrice->source) : json::Value())
            .set("psu_basis",
                 c.first.psuBasis ? json::Value(c.first.psuBasis->english()) : json::Value())
            .set("systems", std::move(systems));
        const bool crossing = c.breakEven && c.breakEven->kind == HostCostBreakEven::Kind::Crossing;
        o.set("break_even_host_cost",
              crossing ? json::Value(*c.breakEven->hostCostUsd) : json::Value())
            .set("better_below",
                 crossing ? json::Value(c.breakEven->betterBelow - 1) : json::Value())
            .set("better_above",
                 crossing ? json::Value(c.breakEven->betterAbove - 1) : json::Value())
            .set("break_even",
                 c.breakEven ? json::Value(c.breakEven->explanation.english()) : json::Value())
            .set("more_cost_efficient",
                 c.morePerDollar > 0 ? json::Value(c.morePerDollar - 1) : json::Value())
            .set("verdict", c.verdict ? json::Value(c.verdict->english()) : json::Value());
        return o;
    }

    static QString text(const SystemComparison &c, bool compared)
    {
        const QLocale locale = QLocale::c();
        const QStringList header {tr("System"),    tr("Throughput"), tr("Price"),
                                  tr("Per $1000"), tr("Power"),      tr("Power supply")};
        QList<QStringList> rows;
        QString notes;
        for (const SystemPlan *plan : {&c.first, &c.second}) {
            const SystemResult &r = plan->result;
            QString supply = QStringLiteral("?");
            if (plan->psuCapacityW)
                supply = locale.toString(*plan->psuCapacityW, 'f', 0) + QStringLiteral(" W ")
                    + (r.psuSufficient == false ? tr("too small") : tr("ok"));
            rows.append({toQString(plan->label), locale.toString(r.throughput, 'f', 2),
                         toQString(formatMoney(r.totalCostUsd, "USD")),
                         r.performancePerDollar
                             ? locale.toString(*r.performancePerDollar * 1000.0, 'f', 3)
                             : QStringLiteral("-"),
                         r.powerW ? locale.toString(*r.powerW, 'f', 0) + QStringLiteral(" W")
                                  : QStringLiteral("?"),
                         supply});
            notes += QStringLiteral("  - ") + translated(r.explanation) + QLatin1Char('\n');
            notes += QStringLiteral("    ") + translated(plan->speedUpBasis) + QLatin1Char('\n');
            for (const Message &w : r.warnings)
                notes += QStringLiteral("    ! ") + translated(w) + QLatin1Char('\n');
            if (!compared)
                break;
        }
        QString out = formatTable(header, rows) + notes;
        out += QStringLiteral("  - ") + translated(c.first.hostCostBasis) + QLatin1Char('\n');
        out += QStringLiteral("    ") + hostCostChange() + QLatin1Char('\n');
        if (c.first.psuBasis)
            out += QStringLiteral("  - ") + translated(*c.first.psuBasis) + QLatin1Char('\n');
        if (c.verdict)
            out += translated(*c.verdict) + QLatin1Char('\n');
        if (c.breakEven)
            out += translated(c.breakEven->explanation) + QLatin1Char('\n');
        return out;
    }
};

} // namespace

CommandSpec systemCommand()
{
    return SystemCommand::spec();
}

} // namespace gpa::cli
