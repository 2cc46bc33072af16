#include "commands.h"
#include "core/json.h"
#include "core/performancemodel.h"
#include "core/upgrade.h"
#include "core/validation.h"
#include "database/qtconvert.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include <QLocale>

namespace gpa::cli {

namespace {

class UpgradeCommand
{
    Q_DECLARE_TR_FUNCTIONS(UpgradeCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options {
            {QStringLiteral("from"), QStringLiteral("ID"), tr("the card you own (required)")},
            {QStringLiteral("budget"), QStringLiteral("USD"),
             tr("the most you will pay for the new card: its price, not the net cost after "
                "selling yours (default: no limit)")},
            {QStringLiteral("threshold"), QStringLiteral("X"),
             tr("how many times faster a new card must be to be worth buying (default 1.5)")},
            {QStringLiteral("resale"), QStringLiteral("USD"),
             tr("what your card sells for (default: its latest used quote, else half its "
                "current price)")},
        };
        options.append(viewOptionSpecs(OptWorkload | OptPrecision | OptAsOf | OptPolicy, true));
        options.append(hostOptionSpecs());
        options.append({QStringLiteral("vendors"), QStringLiteral("nvidia,amd,..."),
                        tr("vendors offered (default NVIDIA; AMD for experienced users, Dettmers 2019, §2.2)")});
        options.append({QStringLiteral("all"), QString(),
                        tr("list the cards over the budget too (by default only those within it)")});
        options.append({QStringLiteral("json"), QString(), tr("print the result as JSON")});
        return {QStringLiteral("upgrade"),
                tr("is a new card worth it over the one you own? (Dettmers 2019, §7.5)"),
                {},
                options,
                &UpgradeCommand::run};
    }

    static int run(Invocation &invocation)
    {
        if (!invocation.has(QStringLiteral("from")))
            invocation.fail(tr("--from is required: the id of the card you own"));
        const auto budget = invocation.number(QStringLiteral("budget"), 0.0, kMaxDevicePriceUsd);
        const auto threshold = invocation.number(QStringLiteral("threshold"), 1.0, 1000.0);
        const auto resale = invocation.number(QStringLiteral("resale"), 0.0, kMaxDevicePriceUsd);
        if (invocation.failed())
            return invocation.reportUsage();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        Session &session = *context->session;
        const Device *owned = readDevice(invocation, QStringLiteral("from"), session.data());
        if (threshold) {
            EngineSettings settings = session.settings();
            settings.assumptions.upgradeThreshold = *threshold;
            session.setSettings(settings);
        }
        if (!context->readView(invocation) || invocation.failed())
            return invocation.reportUsage();
        const ViewOptions *view = &session.view();

        UpgradeRequest request;
        request.owned = *owned;
        request.budgetUsd = budget;
        request.resaleUsd = resale;
        request.host = readHostProfile(invocation, session.assumptions().host);
        request.legacyAllowed = session.assumptions().legacyCardsAllowed
            || invocation.has(QStringLiteral("legacy"));
        if (invocation.has(QStringLiteral("vendors"))) {
            request.vendors.clear();
            for (const QString &v : invocation.value(QStringLiteral("vendors")).split(QLatin1Char(','), Qt::SkipEmptyParts))
                request.vendors.push_back(v.trimmed().toStdString());
        }
        if (invocation.failed())
            return invocation.reportUsage();
        const UpgradeAdvice advice = session.upgrade(request);
        if (advice.verdict == UpgradeVerdict::CannotTell) {
            QString line = translated(advice.reason);
            for (const Message &note : advice.notes)
                line += QStringLiteral("; ") + translated(note);
            printError(line);
            return ExitFailure;
        }

        if (invocation.has(QStringLiteral("json")))
            printOut(json(advice, *owned, *view).dump(2) + "\n");
        else
            printOut(text(advice, invocation.has(QStringLiteral("all"))));
        return ExitOk;
    }

private:
    static json::Value json(const UpgradeAdvice &advice, const Device &owned,
                            const ViewOptions &view)
    {
        const auto single = view.mix.single();
        json::Value o = json::Value::object();
        json::Value from = json::Value::object();
        from.set("id", owned.id).set("name", owned.name).set("memory_gb", owned.memoryGb);
        json::Value precisions = json::Value::object();
        for (const OwnedFigure &f : advice.owned)
            precisions.set(std::string(toString(f.workload)), toString(f.precision));
        from.set("compared_at", std::move(precisions));
        o.set("from", std::move(from))
            .set("workload", single ? std::string(toString(*single)) : std::string("mix"))
            .set("precision", toString(view.precision))
            .set("as_of",
                 view.asOfDay ? json::Value(isoDateFromDayNumber(*view.asOfDay)) : json::Value())
            .set("budget_usd", advice.budgetUsd)
            .set("budget_is", "price of the new card")
            .set("threshold", advice.threshold)
            .set("resale_usd", advice.resale.usd)
            .set("resale_source", toString(advice.resale.source))
            .set("verdict", toString(advice.verdict))
            .set("reason", advice.reason.english())
            .set("recommended",
                 advice.recommended ? json::Value(advice.candidates[*advice.recommended].device->id)
                                    : json::Value());
        json::Value notes = json::Value::array();
        for (const Message &m : advice.notes)
            notes.push(m.english());
        o.set("notes", std::move(notes));
        json::Value excluded = json::Value::array();
        for (const UpgradeAdvice::Exclusion &e : advice.excluded) {
            json::Value x = json::Value::object();
            x.set("id", e.deviceId).set("reason", e.reason).set("explanation", e.message.english());
            excluded.push(std::move(x));
        }
        o.set("excluded", std::move(excluded));
        json::Value basedOn = json::Value::array();
        for (const Message &m : advice.basedOn)
            basedOn.push(m.english());
        o.set("based_on", std::move(basedOn));
        json::Value candidates = json::Value::array();
        for (const UpgradeCandidate &c : advice.candidates) {
            json::Value e = json::Value::object();
            e.set("id", c.device->id)
                .set("name", c.device->name)
                .set("speedup", c.speedUp)
                .set("price_usd", c.priceUsd)
                .set("net_cost", c.netCostUsd)
                .set("net_cost_per_speedup", c.netCostPerSpeedUp)
                .set("memory_gb", c.memoryGb)
                .set("memory_grows", c.memoryGrows)
                .set("within_budget", c.withinBudget)
                .set("meets_threshold", c.meetsThreshold)
                .set("estimated", c.estimated);
            candidates.push(std::move(e));
        }
        o.set("candidates", std::move(candidates));
        return o;
    }

    static QString text(const UpgradeAdvice &advice, bool showAll)
    {
        const QLocale locale = QLocale::c();
        QString out = translated(advice.reason) + QLatin1Char('\n');
        for (const Message &note : advice.notes)
            out += QStringLiteral("  - ") + translated(note) + QLatin1Char('\n');
        if (!advice.excluded.empty()) {
            out += tr("Left out:") + QLatin1Char('\n');
            for (const UpgradeAdvice::Exclusion &e : advice.excluded)
                out += QStringLiteral("  - ") + translated(e.message) + QLatin1Char('\n');
        }
        out += tr("Based on:") + QLatin1Char('\n');
        for (const Message &m : advice.basedOn)
            out += QStringLiteral("  - ") + translated(m) + QLatin1Char('\n');
        if (advice.candidates.empty())
            return out;
        out += QLatin1Char('\n');
        const QStringList header {tr("Card"),       tr("Speed-up"), tr("Price"), tr("Net cost"),
                                  tr("Net per 1x"), tr("Memory"),   tr("Budget")};
        QList<QStringList> rows;
        int over = 0;
        for (const UpgradeCandidate &c : advice.candidates) {
            if (!c.withinBudget && !showAll) {
                ++over;
                continue;
            }
            rows.append({toQString(c.device->name),
                         locale.toString(c.speedUp, 'f', 2) + QLatin1Char('x'),
                         toQString(formatMoney(c.priceUsd, "USD")),
                         toQString(formatMoney(c.netCostUsd, "USD")),
                         toQString(formatMoney(c.netCostPerSpeedUp, "USD")),
                         c.memoryGb ? locale.toString(*c.memoryGb, 'f', 0) + QStringLiteral(" GB")
                                    : QStringLiteral("?"),
                         c.withinBudget ? tr("within") : tr("over")});
        }
        out += formatTable(header, rows);
        if (over > 0)
            out += tr("%n faster card(s) over the budget not shown (--all lists them)", nullptr, over)
                   + QLatin1Char('\n');
        return out;
    }
};

} // namespace

CommandSpec upgradeCommand()
{
    return UpgradeCommand::spec();
}

} // namespace gpa::cli
