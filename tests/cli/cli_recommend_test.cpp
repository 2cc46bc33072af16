// recommend through the real executable: the seed's personas, options over a
// persona, nothing qualifying, saved personas and bad input.
#include "clirunner.h"
#include "core/personas.h"
#include "database/catalogue.h"
#include "database/personastore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

namespace {

QJsonObject recommendJson(const CliRunner &cli, const QStringList &arguments)
{
    const CliResult result
        = cli.run(QStringList{QStringLiteral("recommend"), QStringLiteral("--json")} + arguments);
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(document.isObject());
    return document.object();
}

QString firstPick(const QJsonObject &o)
{
    const QJsonArray picks = o.value(QStringLiteral("picks")).toArray();
    REQUIRE_FALSE(picks.isEmpty());
    return picks.first().toObject().value(QStringLiteral("id")).toString();
}

const QString kAsOf = QStringLiteral("--as-of");
const QString kSeedDate = QStringLiteral("2019-04-30");

} // namespace

TEST_CASE("recommend --persona on the 2019 view gives the seed's picks (seed §7.8)",
          "[cli][recommend][seed]")
{
    CliRunner cli;
    const auto [persona, expected] = GENERATE(table<const char *, const char *>({
        {"best", "rtx-2070"},
        {"cost-efficient", "rtx-2070"},
        {"cheap", "rtx-2060"},
        {"little-money", "gtx-1060-6gb"},
        {"no-money", "gtx-1050-ti"},
        {"kaggle", "rtx-2070"},
        {"vision-research", "rtx-2080-ti"},
        {"nlp-research", "rtx-2080-ti"},
        {"serious-learner", "rtx-2070"},
        {"just-trying", "gtx-1050-ti"},
    }));
    CAPTURE(persona);
    const QJsonObject o = recommendJson(
        cli, {QStringLiteral("--persona"), QLatin1String(persona), kAsOf, kSeedDate});
    CHECK(firstPick(o) == QLatin1String(expected));
    CHECK_FALSE(o.contains(QStringLiteral("unmet")));
    const QJsonObject inputs = o.value(QStringLiteral("inputs")).toObject();
    CHECK(inputs.value(QStringLiteral("persona")).toString() == QLatin1String(persona));
    CHECK(inputs.value(QStringLiteral("as_of")).toString() == kSeedDate);
    CHECK(inputs.value(QStringLiteral("budget")).toDouble()
          == *gpa::findBuiltInPersona(persona)->inputs.budget);

    const QJsonObject pick = o.value(QStringLiteral("picks")).toArray().first().toObject();
    for (const char *key :
         {"id", "name", "score", "price_usd", "relative_performance", "reasons", "warnings"})
        CHECK(pick.contains(QLatin1String(key)));
    CHECK_FALSE(pick.value(QStringLiteral("reasons")).toArray().isEmpty());
    const QJsonObject alternatives = o.value(QStringLiteral("alternatives")).toObject();
    CHECK(alternatives.value(QStringLiteral("cloud"))
              .toObject()
              .value(QStringLiteral("on_demand"))
              .isObject());
    CHECK(alternatives.value(QStringLiteral("nearest")).toArray().isEmpty());
}

TEST_CASE("recommend: options override the persona's values", "[cli][recommend]")
{
    CliRunner cli;
    const QJsonObject o = recommendJson(
        cli,
        {QStringLiteral("--persona"), QStringLiteral("best"), QStringLiteral("--budget"),
         QStringLiteral("1300"), QStringLiteral("--objective"), QStringLiteral("performance"),
         QStringLiteral("--workload"), QStringLiteral("cnn=2,transformer=1"), kAsOf, kSeedDate});
    CHECK(firstPick(o) == QStringLiteral("rtx-2080-ti"));
    const QJsonObject inputs = o.value(QStringLiteral("inputs")).toObject();
    CHECK(inputs.value(QStringLiteral("budget")).toDouble() == 1300.0);
    CHECK(inputs.value(QStringLiteral("objective")).toString() == QStringLiteral("performance"));
    const QJsonObject mix = inputs.value(QStringLiteral("workload")).toObject();
    CHECK(mix.value(QStringLiteral("cnn")).toDouble() == 2.0);
    CHECK(mix.value(QStringLiteral("rnn")).toDouble() == 0.0);
    CHECK(mix.value(QStringLiteral("transformer")).toDouble() == 1.0);
    // Kept from the persona.
    CHECK(inputs.value(QStringLiteral("min_memory_gb")).toDouble() == 8.0);
    CHECK(inputs.value(QStringLiteral("tensor_cores_required")).toBool());

    // A model preset replaces the persona's memory in GB.
    const QJsonObject preset = recommendJson(
        cli,
        {QStringLiteral("--persona"), QStringLiteral("kaggle"), QStringLiteral("--model"),
         QStringLiteral("bert-large-finetuning"), kAsOf, kSeedDate});
    const QJsonObject presetInputs = preset.value(QStringLiteral("inputs")).toObject();
    CHECK(presetInputs.value(QStringLiteral("model")).toString()
          == QStringLiteral("bert-large-finetuning"));
    CHECK(presetInputs.value(QStringLiteral("min_memory_gb")).toDouble() == 0.0);
    CHECK(firstPick(preset) == QStringLiteral("gtx-1080-ti")); // 11 GB x 1.5 >= 16 GB (seed §6.3)
}

TEST_CASE("recommend: nothing under the budget names it, with nearest cards and the cloud",
          "[cli][recommend]")
{
    CliRunner cli;
    const QJsonObject o
        = recommendJson(cli, {QStringLiteral("--budget"), QStringLiteral("100"), kAsOf, kSeedDate});
    CHECK(o.value(QStringLiteral("picks")).toArray().isEmpty());
    CHECK(o.value(QStringLiteral("unmet")).toString()
          == QStringLiteral("No card that meets your other needs costs $100 or less per card"));
    const QJsonObject alternatives = o.value(QStringLiteral("alternatives")).toObject();
    const QJsonArray nearest = alternatives.value(QStringLiteral("nearest")).toArray();
    REQUIRE_FALSE(nearest.isEmpty());
    CHECK(nearest.first().toObject().value(QStringLiteral("id")).toString()
          == QStringLiteral("gtx-1050-ti"));
    CHECK(alternatives.value(QStringLiteral("cloud"))
              .toObject()
              .value(QStringLiteral("on_demand"))
              .isObject());

    // The plain summary says the same in words.
    const CliResult plain = cli.run({QStringLiteral("recommend"), QStringLiteral("--budget"),
                                     QStringLiteral("100"), kAsOf, kSeedDate});
    REQUIRE(plain.exitCode == 0);
    const QString text = QString::fromUtf8(plain.out);
    CHECK(text.contains(
        QStringLiteral("Nothing qualifies: No card that meets your other needs costs $100")));
    CHECK(text.contains(QStringLiteral("GeForce GTX 1050 Ti ($170)")));
    CHECK(text.contains(QStringLiteral("Cloud, on demand:")));
}

TEST_CASE("recommend: a yuan budget is converted with the catalogue's rate", "[cli][recommend]")
{
    CliRunner cli;
    const QJsonObject o
        = recommendJson(cli,
                        {QStringLiteral("--budget"), QStringLiteral("5000"),
                         QStringLiteral("--currency"), QStringLiteral("cny"),
                         QStringLiteral("--min-memory"), QStringLiteral("8"), kAsOf, kSeedDate});
    const QJsonObject inputs = o.value(QStringLiteral("inputs")).toObject();
    CHECK(inputs.value(QStringLiteral("currency")).toString() == QStringLiteral("CNY"));
    CHECK(inputs.value(QStringLiteral("budget_usd")).toDouble() == Approx(5000.0 / 7.1647));
    CHECK(firstPick(o) == QStringLiteral("rtx-2070"));
    const QJsonObject pick = o.value(QStringLiteral("picks")).toArray().first().toObject();
    CHECK(pick.value(QStringLiteral("price")).toDouble() == Approx(600.0 * 7.1647));
    CHECK(pick.value(QStringLiteral("price_usd")).toDouble() == 600.0);
}

TEST_CASE("recommend: AMD only with --vendors, the data centre and the power limit",
          "[cli][recommend]")
{
    CliRunner cli;
    const QStringList base{QStringLiteral("--budget"), QStringLiteral("800"), kAsOf, kSeedDate};
    CHECK(firstPick(recommendJson(cli, base)) == QStringLiteral("rtx-2060"));
    // AMD allowed: the Radeon VII's spec-sheet estimate carries ROCm's
    // software maturity factor, so the RTX 2060 stays ahead (seed §2.2).
    CHECK(firstPick(recommendJson(
              cli, base + QStringList{QStringLiteral("--vendors"), QStringLiteral("nvidia,AMD")}))
          == QStringLiteral("rtx-2060"));
    CHECK(firstPick(recommendJson(
              cli, base + QStringList{QStringLiteral("--max-power"), QStringLiteral("75")}))
          == QStringLiteral("gtx-1050-ti"));
    const QJsonObject dc = recommendJson(cli, base + QStringList{QStringLiteral("--datacenter")});
    CHECK(dc.value(QStringLiteral("picks")).toArray().isEmpty());
    CHECK(dc.value(QStringLiteral("binding")).toArray().contains(QStringLiteral("licence")));
}

TEST_CASE("recommend: four open-air cards get the cooling warning (seed §5.1)", "[cli][recommend]")
{
    CliRunner cli;
    const QJsonObject o = recommendJson(
        cli, {QStringLiteral("--persona"), QStringLiteral("vision-research"), kAsOf, kSeedDate});
    const QJsonArray warnings = o.value(QStringLiteral("picks"))
                                    .toArray()
                                    .first()
                                    .toObject()
                                    .value(QStringLiteral("warnings"))
                                    .toArray();
    bool cooling = false;
    for (const QJsonValue &w : warnings)
        cooling
            = cooling || w.toString().contains(QStringLiteral("open-air cards next to each other"));
    CHECK(cooling);
    CHECK(o.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("multi_gpu")).toString()
          == QStringLiteral("separate"));
}

TEST_CASE("recommend --persona finds the user's saved personas", "[cli][recommend][personas]")
{
    CliRunner cli;
    {
        auto catalogue = gpa::db::Catalogue::open(cli.databasePath());
        REQUIRE(catalogue.ok());
        gpa::Persona mine;
        mine.id = "my-lab";
        mine.name = "My lab";
        mine.inputs.budget = 400;
        mine.inputs.minMemoryGb = 8;
        mine.inputs.precision = gpa::Precision::Fp32;
        REQUIRE(gpa::db::PersonaStore(*catalogue.value()).save(mine).ok());
    }
    const QJsonObject o = recommendJson(
        cli, {QStringLiteral("--persona"), QStringLiteral("my-lab"), kAsOf, kSeedDate});
    const QJsonObject inputs = o.value(QStringLiteral("inputs")).toObject();
    CHECK(inputs.value(QStringLiteral("persona")).toString() == QStringLiteral("my-lab"));
    CHECK(inputs.value(QStringLiteral("budget")).toDouble() == 400.0);
    CHECK(inputs.value(QStringLiteral("precision")).toString() == QStringLiteral("fp32"));
    for (const QJsonValue &p : o.value(QStringLiteral("picks")).toArray())
        CHECK(p.toObject().value(QStringLiteral("price_usd")).toDouble() <= 400.0);
}

TEST_CASE("recommend: unreadable saved personas are reported, built-in ones still work",
          "[cli][recommend][personas]")
{
    CliRunner cli;
    {
        auto catalogue = gpa::db::Catalogue::open(cli.databasePath());
        REQUIRE(catalogue.ok());
        REQUIRE(catalogue.value()
                    ->setSetting(QLatin1String(gpa::db::PersonaStore::kSettingKey),
                                 QStringLiteral("{oops"))
                    .ok());
    }
    const CliResult builtIn
        = cli.run({QStringLiteral("recommend"), QStringLiteral("--json"),
                   QStringLiteral("--persona"), QStringLiteral("best"), kAsOf, kSeedDate});
    CHECK(builtIn.exitCode == 0);
    CHECK(builtIn.stderrLines() == 1);
    CHECK(builtIn.stderrText().contains(QStringLiteral("the saved personas are not valid JSON")));
    CHECK(QJsonDocument::fromJson(builtIn.out).isObject());

    const CliResult mine = cli.run(
        {QStringLiteral("recommend"), QStringLiteral("--persona"), QStringLiteral("my-lab")});
    CHECK(mine.exitCode == 2);
    CHECK(mine.stderrLines() == 1);
    CHECK(mine.out.isEmpty());
}

TEST_CASE("recommend: bad input exits 2 with one line on stderr", "[cli][recommend]")
{
    CliRunner cli;
    const auto [arguments, message] = GENERATE(table<QStringList, QString>({
        {{QStringLiteral("--persona"), QStringLiteral("nobody")},
         QStringLiteral("no persona 'nobody'")},
        {{QStringLiteral("--budget"), QStringLiteral("-5")}, QStringLiteral("--budget")},
        {{QStringLiteral("--currency"), QStringLiteral("XYZ")},
         QStringLiteral("no exchange rate for 'XYZ'")},
        {{QStringLiteral("--as-of"), QStringLiteral("2019-02-30")},
         QStringLiteral("is not a date")},
        {{QStringLiteral("--as-of"), QStringLiteral("yesterday")}, QStringLiteral("is not a date")},
        {{QStringLiteral("--vendors"), QStringLiteral("nvidia,acme")},
         QStringLiteral("vendor 'acme'")},
        {{QStringLiteral("--model"), QStringLiteral("gpt-9")},
         QStringLiteral("no model preset 'gpt-9'")},
        {{QStringLiteral("--workload"), QStringLiteral("vision")}, QStringLiteral("--workload")},
        {{QStringLiteral("--objective"), QStringLiteral("fastest")}, QStringLiteral("--objective")},
        {{QStringLiteral("--gpus"), QStringLiteral("0")}, QStringLiteral("--gpus")},
    }));
    CAPTURE(arguments.join(QLatin1Char(' ')).toStdString());
    const CliResult result = cli.run(QStringList{QStringLiteral("recommend")} + arguments);
    CHECK(result.exitCode == 2);
    CHECK(result.stderrLines() == 1);
    CHECK(result.stderrText().contains(message));
    CHECK(result.out.isEmpty());
}

TEST_CASE("recommend and upgrade follow the stored legacy-cards setting", "[cli][recommend][support]")
{
    // Today's view leaves support-ended cards out of new purchases: the
    // just-trying persona does not get the GTX 1050 Ti (Pascal) ...
    CliRunner cli;
    const QStringList justTrying{QStringLiteral("--persona"), QStringLiteral("just-trying")};
    const QJsonObject before = recommendJson(cli, justTrying);
    CHECK(before.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("legacy_allowed")).toBool()
          == false);
    for (const QJsonValue &p : before.value(QStringLiteral("picks")).toArray())
        CHECK(p.toObject().value(QStringLiteral("id")).toString() != QStringLiteral("gtx-1050-ti"));
    {
        // ... until Preferences store "Offer cards whose software support has ended".
        auto catalogue = gpa::db::Catalogue::open(cli.databasePath());
        REQUIRE(catalogue.ok());
        gpa::EngineSettings settings = (*catalogue)->engineSettings().settings;
        settings.assumptions.legacyCardsAllowed = true;
        REQUIRE((*catalogue)->setEngineSettings(settings).ok());
    }
    const QJsonObject after = recommendJson(cli, justTrying);
    CHECK(after.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("legacy_allowed")).toBool());
    const QJsonArray picks = after.value(QStringLiteral("picks")).toArray();
    REQUIRE_FALSE(picks.isEmpty());
    CHECK(picks.first().toObject().value(QStringLiteral("id")).toString() == QStringLiteral("gtx-1050-ti"));

    // upgrade reads the same setting: its basis says legacy cards are allowed.
    const CliResult upgrade = cli.run({QStringLiteral("upgrade"), QStringLiteral("--from"),
                                       QStringLiteral("gtx-1050-ti"), QStringLiteral("--json")});
    REQUIRE(upgrade.exitCode == 0);
    bool allowed = false;
    for (const QJsonValue &m :
         QJsonDocument::fromJson(upgrade.out).object().value(QStringLiteral("based_on")).toArray())
        allowed = allowed || m.toString().startsWith(QStringLiteral("Legacy cards allowed"));
    CHECK(allowed);
}
