#include "commands.h"
#include "core/memory.h"
#include "core/performancemodel.h"
#include "core/personas.h"
#include "core/recommendationjson.h"
#include "core/recommender.h"
#include "core/validation.h"
#include "database/personastore.h"
#include "database/qtconvert.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpa::cli {

namespace {

class RecommendCommand
{
    Q_DECLARE_TR_FUNCTIONS(RecommendCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options {
            {QStringLiteral("persona"), QStringLiteral("ID"),
             tr("start from a persona: a built-in one (%1) or one you saved")
                 .arg(personaIds().join(QStringLiteral(", ")))},
            {QStringLiteral("objective"), QStringLiteral("per-dollar|performance"),
             tr("rank by performance per dollar, or by performance within the budget (default "
                "per-dollar)")},
            {QStringLiteral("budget"), QStringLiteral("N"),
             tr("what ONE card may cost, in the budget's currency (default: no limit)")},
            {QStringLiteral("currency"), QStringLiteral("USD|CNY|EUR|..."),
             tr("currency of the budget and of the prices shown (default USD)")},
            {QStringLiteral("min-memory"), QStringLiteral("GB"),
             tr("physical memory per card at least")},
            {QStringLiteral("model"), QStringLiteral("PRESET_ID"),
             tr("memory from a model preset (%1); 16-bit training stretches the card's memory")
                 .arg(presetIds().join(QStringLiteral(", ")))},
            {QStringLiteral("workload"), QStringLiteral("W|mix|W,W|W=N,..."),
             tr("cnn, rnn, transformer, an even mix, or weights such as cnn=2,rnn=1 (default "
                "mix)")},
        };
        options.append(viewOptionSpecs(OptPrecision));
        options.append({
            {QStringLiteral("tensor-cores"), QString(), tr("only cards with tensor cores")},
            {QStringLiteral("gpus"), QStringLiteral("N"),
             tr("number of cards planned (default 1)")},
            {QStringLiteral("separate"), QString(),
             tr("the cards run separate experiments instead of training one model (Dettmers 2019, §1.5)")},
            {QStringLiteral("datacenter"), QString(),
             tr("the cards run in a data centre: consumer cards are not licensed there (Dettmers 2019, "
                "§2.1)")},
            {QStringLiteral("max-power"), QStringLiteral("W"),
             tr("board power per card at most (75 W: no new power supply)")},
            {QStringLiteral("used"), QString(),
             tr("count used-market quotes in prices (Dettmers 2019, §4.3)")},
            {QStringLiteral("new-only"), QString(),
             tr("price new cards only (the default without a persona)")},
            {QStringLiteral("vendors"), QStringLiteral("nvidia,amd,..."),
             tr("vendors allowed (default NVIDIA; AMD for experienced users, Dettmers 2019, §2.2)")},
            {QStringLiteral("cloud-hours"), QStringLiteral("H"),
             tr("expected cloud hours a month, for buy versus rent (default 15% of the month)")},
        });
        options.append(viewOptionSpecs(OptAsOf));
        options.append(hostOptionSpecs());
        options.append({QStringLiteral("worst"), QString(),
                        tr("list the worst value cards as well, with why (Dettmers 2019, §7.8)")});
        options.append({QStringLiteral("json"), QString(), tr("print the recommendation as JSON")});
        return {QStringLiteral("recommend"),
                tr("recommend cards for a persona or your own needs, with reasons and the cloud "
                   "alternative"),
                {},
                options,
                &RecommendCommand::run};
    }

    static int run(Invocation &invocation)
    {
        // Malformed numbers and dates are usage errors before anything is opened.
        const auto budget = invocation.number(QStringLiteral("budget"), 0.0, 1e12);
        const auto minMemory = invocation.number(QStringLiteral("min-memory"), 0.0, 1e6);
        const auto gpus = invocation.integer(QStringLiteral("gpus"), 1, 1024);
        const auto maxPower = invocation.number(QStringLiteral("max-power"), 1.0, 1e5);
        const auto cloudHours = invocation.number(QStringLiteral("cloud-hours"), 0.0, 730.0);
        const auto asOf = invocation.date(QStringLiteral("as-of"));
        if (invocation.has(QStringLiteral("used")) && invocation.has(QStringLiteral("new-only")))
            invocation.fail(tr("--used and --new-only contradict each other"));
        if (invocation.failed())
            return invocation.reportUsage();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        const Session &session = *context->session;
        const DataSet &data = session.data();

        std::string personaId;
        RecommendationInputs in;
        if (invocation.has(QStringLiteral("persona"))) {
            const auto persona = findPersona(invocation, *context->catalogue);
            if (!persona)
                return invocation.reportUsage();
            personaId = persona->id;
            in = persona->inputs;
        }

        const QString objective = QStringLiteral("objective");
        if (invocation.has(objective)) {
            if (const auto o = parseObjective(invocation.value(objective).toStdString()))
                in.objective = *o;
            else
                invocation.fail(tr("--objective: '%1' is not per-dollar or performance")
                                    .arg(invocation.value(objective)));
        }
        if (budget)
            in.budget = budget;
        const QString currency = QStringLiteral("currency");
        if (invocation.has(currency)) {
            const QString code = invocation.value(currency).toUpper();
            if (CurrencyTable(data.exchangeRates).knows(code.toStdString()))
                in.currency = code.toStdString();
            else
                invocation.fail(tr("--currency: no exchange rate for '%1' in the catalogue")
                                    .arg(invocation.value(currency)));
        }
        // One memory need: the option given replaces the persona's other form.
        if (minMemory) {
            in.minMemoryGb = *minMemory;
            in.modelPreset.clear();
        }
        const QString model = QStringLiteral("model");
        if (invocation.has(model)) {
            const QString id = invocation.value(model);
            if (findModelPreset(id.toStdString())) {
                in.modelPreset = id.toStdString();
                if (!minMemory)
                    in.minMemoryGb = 0.0;
            } else {
                invocation.fail(tr("--model: no model preset '%1' (known: %2)")
                                    .arg(id, presetIds().join(QStringLiteral(", "))));
            }
        }
        readWorkload(invocation, in);
        const QString precision = QStringLiteral("precision");
        if (invocation.has(precision)) {
            if (const auto p = parsePrecision(invocation.value(precision).toStdString()))
                in.precision = *p;
            else
                invocation.fail(
                    tr("--precision: '%1' is not fp32 or fp16").arg(invocation.value(precision)));
        }
        if (invocation.has(QStringLiteral("tensor-cores")))
            in.tensorCoresRequired = true;
        if (gpus)
            in.gpus = *gpus;
        if (invocation.has(QStringLiteral("separate")))
            in.multiGpuMode = MultiGpuMode::SeparateExperiments;
        if (invocation.has(QStringLiteral("datacenter")))
            in.dataCentre = true;
        if (maxPower)
            in.maxPowerW = maxPower;
        if (invocation.has(QStringLiteral("used")))
            in.usedAllowed = true;
        if (invocation.has(QStringLiteral("new-only")))
            in.usedAllowed = false;
        readVendors(invocation, data, in);
        if (cloudHours)
            in.cloudHoursPerMonth = cloudHours;
        if (asOf)
            in.asOfDay = asOf;
        if (const auto host = readHostProfile(invocation, session.assumptions().host))
            in.host = host->kind;
        // Legacy cards: the catalogue's setting unless --legacy allows them
        // for this run.
        if (session.assumptions().legacyCardsAllowed
            || invocation.has(QStringLiteral("legacy")))
            in.legacyAllowed = true;
        if (invocation.has(QStringLiteral("worst")))
            in.listWorst = true;
        if (invocation.failed())
            return invocation.reportUsage();

        const auto result = session.recommend(in);
        if (!result) {
            invocation.fail(toQString(result.message()));
            return invocation.reportUsage();
        }
        if (invocation.has(QStringLiteral("json")))
            printOut(toJson(*result, personaId).dump(2) + "\n");
        else
            printOut(summary(*result, personaId, session));
        return ExitOk;
    }

private:
    static QStringList personaIds()
    {
        QStringList ids;
        for (const Persona &p : builtInPersonas())
            ids.append(toQString(p.id));
        return ids;
    }

    static QStringList presetIds()
    {
        QStringList ids;
        for (const ModelPreset &p : modelPresets())
            ids.append(toQString(p.id));
        return ids;
    }

    static std::optional<Persona> findPersona(Invocation &invocation, db::Catalogue &catalogue)
    {
        const QString id = invocation.value(QStringLiteral("persona"));
        db::PersonaStore store(catalogue);
        const auto found = store.find(id);
        if (found && found->has_value())
            return **found;
        if (!found) {
            // The saved personas cannot be read: the built-in ones still can.
            if (const Persona *builtIn = findBuiltInPersona(id.toStdString())) {
                printError(tr("warning: %1; using the built-in persona '%2'")
                               .arg(toQString(found.message()), id));
                return *builtIn;
            }
            invocation.fail(
                tr("--persona: no persona '%1' (%2)").arg(id, toQString(found.message())));
            return std::nullopt;
        }
        std::vector<std::string> known;
        for (const QString &p : personaIds())
            known.push_back(p.toStdString());
        invocation.fail(tr("--persona: no persona '%1'%2 (built-in: %3)")
                            .arg(id, didYouMean(id, known), personaIds().join(QStringLiteral(", "))));
        return std::nullopt;
    }

    // "cnn", "mix", "transformer,rnn" (equal weights) or "cnn=2,rnn=1":
    // core's reader, which bounds every weight so that their sum stays finite.
    static void readWorkload(Invocation &invocation, RecommendationInputs &in)
    {
        const QString option = QStringLiteral("workload");
        if (!invocation.has(option))
            return;
        if (const auto problem = readWorkloadMix(invocation.value(option).toStdString(), in.mix))
            invocation.fail(QStringLiteral("--%1: %2").arg(option, translated(*problem)));
    }

    static void readVendors(Invocation &invocation, const DataSet &data, RecommendationInputs &in)
    {
        const QString option = QStringLiteral("vendors");
        if (!invocation.has(option))
            return;
        std::vector<std::string> vendors;
        for (const QString &part : invocation.value(option).split(QLatin1Char(','))) {
            const QString name = part.trimmed();
            const auto it
                = std::find_if(data.devices.begin(), data.devices.end(), [&](const Device &d) {
                      return toQString(d.vendor).compare(name, Qt::CaseInsensitive) == 0;
                  });
            if (name.isEmpty() || it == data.devices.end()) {
                invocation.fail(
                    tr("--vendors: no device of the vendor '%1' in the catalogue").arg(name));
                return;
            }
            if (std::find(vendors.begin(), vendors.end(), it->vendor) == vendors.end())
                vendors.push_back(it->vendor); // the catalogue's spelling
        }
        in.vendors = vendors;
    }

    static QString line(const Message &message)
    {
        QString text = translated(message);
        if (!message.rule.empty())
            text += tr(" (Dettmers 2019, %1)").arg(toQString(message.rule));
        return text;
    }

    static QString money(std::optional<double> local, double usd, const std::string &currency)
    {
        return local ? toQString(formatMoney(*local, currency))
                     : toQString(formatMoney(usd, "USD"));
    }

    static QString summary(const Recommendation &r, const std::string &personaId,
                           const Session &session)
    {
        const DataSet &data = session.data();
        const QLocale c = QLocale::c();
        const RecommendationInputs &in = r.inputs;
        QString out;
        if (!personaId.empty()) {
            const Persona *builtIn = findBuiltInPersona(personaId);
            out += tr("Persona: %1").arg(toQString(personaId));
            if (builtIn)
                out += QStringLiteral(" - ")
                    + QCoreApplication::translate(kMessageContext, builtIn->name.c_str());
            out += QLatin1Char('\n');
        }
        QStringList needs;
        needs.append(in.objective == Objective::PerDollar ? tr("performance per dollar")
                                                          : tr("performance"));
        needs.append(
            in.budget
                ? tr("at most %1 per card").arg(toQString(formatMoney(*in.budget, in.currency)))
                : tr("no budget limit"));
        needs.append(toQString(toString(in.precision)));
        if (in.minMemoryGb > 0.0)
            needs.append(tr("at least %1 GB").arg(c.toString(in.minMemoryGb, 'g', 4)));
        if (!in.modelPreset.empty())
            needs.append(tr("memory for %1").arg(toQString(in.modelPreset)));
        if (in.tensorCoresRequired)
            needs.append(tr("tensor cores"));
        if (in.gpus > 1)
            needs.append(in.multiGpuMode == MultiGpuMode::SeparateExperiments
                             ? tr("%1 cards, separate experiments").arg(in.gpus)
                             : tr("%1 cards, one model").arg(in.gpus));
        if (in.dataCentre)
            needs.append(tr("data centre"));
        if (in.maxPowerW)
            needs.append(tr("at most %1 W").arg(c.toString(*in.maxPowerW, 'f', 0)));
        needs.append(in.usedAllowed ? tr("used cards welcome") : tr("new cards"));
        needs.append(tr("vendors %1").arg(toQString(joinedVendors(in.vendors))));
        out += tr("Looking for: %1\n").arg(needs.join(QStringLiteral(", ")));

        const Device *reference = data.device(session.assumptions().referenceDeviceId);
        const QString referenceName = reference ? toQString(reference->name) : QStringLiteral("?");
        if (!r.picks.empty()) {
            out += tr("\nPicks (%1 of %2 cards that qualify):\n")
                       .arg(r.picks.size())
                       .arg(r.qualifying);
            int index = 0;
            for (const Pick &p : r.picks) {
                const QString score = in.objective == Objective::PerDollar
                    ? tr("%1 per $1,000").arg(c.toString(p.score, 'f', 3))
                    : tr("%1x the %2").arg(c.toString(p.score, 'f', 2), referenceName);
                out += tr("%1. %2 - %3, %4 per card\n")
                           .arg(++index)
                           .arg(toQString(p.name), score, money(p.price, p.priceUsd, in.currency));
                for (const Message &m : p.reasons)
                    out += QStringLiteral("     + ") + line(m) + QLatin1Char('\n');
                for (const Message &m : p.warnings)
                    out += QStringLiteral("     ! ") + line(m) + QLatin1Char('\n');
            }
        }
        if (r.nearTie)
            out += tr("\nNear tie: %1\n").arg(line(*r.nearTie));
        if (!r.worst.empty()) {
            out += tr("\nWorst value for money (avoid):\n");
            for (const Pick &p : r.worst) {
                out += QStringLiteral("  - %1 (%2)\n").arg(toQString(p.name), money(p.price, p.priceUsd, in.currency));
                for (const Message &m : p.reasons)
                    out += QStringLiteral("     ") + line(m) + QLatin1Char('\n');
            }
        }
        if (!r.excluded.empty()) {
            out += tr("\nLeft out although they would rank higher:\n");
            for (const Exclusion &e : r.excluded)
                out += QStringLiteral("  - ") + line(e.message) + QLatin1Char('\n');
        }
        if (r.unmet) {
            out += tr("\nNothing qualifies: %1\n").arg(line(*r.unmet));
            if (!r.nearest.empty())
                out += tr("Nearest options:\n");
            for (const NearestOption &n : r.nearest) {
                out += QStringLiteral("  - %1").arg(toQString(n.name));
                if (n.priceUsd)
                    out += QStringLiteral(" (%1)").arg(money(n.price, *n.priceUsd, in.currency));
                out += QLatin1Char('\n');
                for (const Message &m : n.explanation)
                    out += QStringLiteral("     ") + line(m) + QLatin1Char('\n');
            }
        }
        for (const auto *cloud : {&r.cloud, &r.cloudSpot}) {
            if (!*cloud)
                continue;
            out += (*cloud)->spot ? tr("\nCloud, spot:\n") : tr("\nCloud, on demand:\n");
            for (const Message &m : (*cloud)->explanation)
                out += QStringLiteral("  ") + line(m) + QLatin1Char('\n');
        }
        if (!r.cloud && !r.cloudSpot)
            out += tr("\nCloud: no cloud GPU in the catalogue meets these needs\n");
        if (r.tpu)
            out += tr("\nTPU: %1\n").arg(line(*r.tpu));
        if (!r.notes.empty()) {
            out += tr("\nNotes:\n");
            for (const Message &m : r.notes)
                out += QStringLiteral("  - ") + line(m) + QLatin1Char('\n');
        }
        if (!r.basedOn.empty()) {
            out += tr("\nBased on:\n");
            for (const Message &m : r.basedOn)
                out += QStringLiteral("  - ") + line(m) + QLatin1Char('\n');
        }
        return out;
    }

    static std::string joinedVendors(const std::vector<std::string> &vendors)
    {
        std::string out;
        for (const std::string &v : vendors)
            out += (out.empty() ? "" : ", ") + v;
        return out;
    }
};

} // namespace

CommandSpec recommendCommand()
{
    return RecommendCommand::spec();
}

} // namespace gpa::cli
