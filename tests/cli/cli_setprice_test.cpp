// set-price: the same validation as the table's price editor; a stored price
// is what rank then reports; a refused one leaves the catalogue untouched.
#include "clirunner.h"

#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject rankEntry(const CliRunner &cli, const QString &id)
{
    const CliResult result = cli.run({QStringLiteral("rank"), QStringLiteral("--json")});
    REQUIRE(result.exitCode == 0);
    for (const QJsonValue &v : QJsonDocument::fromJson(result.out).array()) {
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    }
    FAIL("no rank entry for " << id.toStdString());
    return {};
}

} // namespace

TEST_CASE("set-price stores a user quote that rank then reports", "[cli][set-price][catalogue]")
{
    CliRunner cli;
    const CliResult stored = cli.run({QStringLiteral("set-price"), QStringLiteral("rtx-2070"), QStringLiteral("123.45")});
    INFO(stored.stderrText().toStdString());
    REQUIRE(stored.exitCode == 0);
    CHECK(stored.out.contains("123.45 USD"));
    CHECK(stored.out.contains("GeForce RTX 2070"));

    const QJsonObject entry = rankEntry(cli, QStringLiteral("rtx-2070"));
    CHECK(entry.value(QStringLiteral("price_usd")).toDouble() == 123.45);
    CHECK(entry.value(QStringLiteral("price_rule")).toString() == QStringLiteral("user"));
    // One more quote in the history; the bundled ones are all still there.
    CHECK(gpa::test::queryValue(cli.databasePath(), QStringLiteral("SELECT COUNT(*) FROM price_quotes")).toInt()
          == gpa::test::bundledRowCounts().at("price_quotes") + 1);
}

TEST_CASE("set-price converts other currencies and keeps the kind and date given", "[cli][set-price][catalogue]")
{
    CliRunner cli;
    const CliResult stored = cli.run({QStringLiteral("set-price"), QStringLiteral("rtx-3090"), QStringLiteral("7164.7"),
                                      QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--condition"),
                                      QStringLiteral("used"), QStringLiteral("--date"), QStringLiteral("2026-09-15")});
    INFO(stored.stderrText().toStdString());
    REQUIRE(stored.exitCode == 0);
    CHECK(gpa::test::queryValue(cli.databasePath(),
                                QStringLiteral("SELECT kind || ' ' || origin || ' ' || observed || ' ' || "
                                               "currency FROM price_quotes ORDER BY id DESC LIMIT 1"))
          == QStringLiteral("used user 2026-09-15 CNY"));
    // The user's own quote wins: 7,164.7 CNY / 7.1647 = $1,000.
    CHECK(rankEntry(cli, QStringLiteral("rtx-3090")).value(QStringLiteral("price_usd")).toDouble() == Approx(1000.0));
}

TEST_CASE("set-price --condition used: the used-only policy takes the user's price", "[cli][set-price][catalogue]")
{
    CliRunner cli;
    const CliResult stored = cli.run({QStringLiteral("set-price"), QStringLiteral("rtx-3090"), QStringLiteral("750"),
                                      QStringLiteral("--condition"), QStringLiteral("used")});
    INFO(stored.stderrText().toStdString());
    REQUIRE(stored.exitCode == 0);
    const CliResult ranked = cli.run({QStringLiteral("rank"), QStringLiteral("--json"), QStringLiteral("--policy"),
                                      QStringLiteral("used")});
    REQUIRE(ranked.exitCode == 0);
    double price = 0.0;
    for (const QJsonValue &v : QJsonDocument::fromJson(ranked.out).array()) {
        if (v.toObject().value(QStringLiteral("id")).toString() == QStringLiteral("rtx-3090"))
            price = v.toObject().value(QStringLiteral("price_usd")).toDouble();
    }
    CHECK(price == 750.0);
}

TEST_CASE("set-price refuses bad input with exit 2 and leaves the catalogue untouched", "[cli][set-price][catalogue]")
{
    CliRunner cli;
    // Create the catalogue first so that there is something to compare.
    REQUIRE(cli.run({QStringLiteral("list")}).exitCode == 0);
    const QString before = gpa::test::dump(cli.databasePath());
    REQUIRE_FALSE(before.startsWith(QStringLiteral("ERROR")));

    const QStringList arguments = GENERATE(
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("0")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("-5")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("abc")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("nan")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("inf")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("5000000")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("")},
        QStringList{QStringLiteral("no-such-card"), QStringLiteral("100")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("100"), QStringLiteral("--currency"), QStringLiteral("XYZ")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("100"), QStringLiteral("--kind"), QStringLiteral("used")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("100"), QStringLiteral("--condition"), QStringLiteral("mint")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("100"), QStringLiteral("--date"), QStringLiteral("2019-13-01")},
        QStringList{QStringLiteral("rtx-2070"), QStringLiteral("100"), QStringLiteral("--date"), QStringLiteral("2999-01-01")},
        QStringList{QStringLiteral("rtx-2070")});
    CAPTURE(arguments.join(QLatin1Char(' ')).toStdString());
    const CliResult result = cli.run(QStringList{QStringLiteral("set-price")} + arguments);
    CHECK(result.exitCode == 2);
    CHECK(result.stderrLines() == 1);
    CHECK(gpa::test::dump(cli.databasePath()) == before);
}
