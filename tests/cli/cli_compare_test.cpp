// compare, cloud, "did you mean" and help that fits a terminal.
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <catch2/catch.hpp>

namespace {

QJsonObject rowOf(const QJsonObject &comparison, const QString &key)
{
    for (const QJsonValue &row : comparison.value(QStringLiteral("rows")).toArray()) {
        if (row.toObject().value(QStringLiteral("key")).toString() == key)
            return row.toObject();
    }
    return {};
}

double valueAt(const QJsonObject &row, int index)
{
    return row.value(QStringLiteral("values")).toArray().at(index).toObject().value(QStringLiteral("value")).toDouble();
}

} // namespace

TEST_CASE("compare --json sets devices side by side with the differences and the best marked", "[cli][compare]")
{
    CliRunner cli;
    const CliResult r = cli.run({QStringLiteral("compare"), QStringLiteral("rtx-4090"), QStringLiteral("rtx-5070"),
                                 QStringLiteral("--json")});
    REQUIRE(r.exitCode == 0);
    const QJsonObject c = QJsonDocument::fromJson(r.out).object();
    REQUIRE(c.value(QStringLiteral("devices")).toArray().size() == 2);

    // devices.csv: 24 GB against 12 GB; 450 W against 250 W.
    const QJsonObject memory = rowOf(c, QStringLiteral("memory_gb"));
    CHECK(valueAt(memory, 0) == 24.0);
    CHECK(valueAt(memory, 1) == 12.0);
    CHECK(memory.value(QStringLiteral("differs")).toBool());
    CHECK(memory.value(QStringLiteral("best")).toString() == QStringLiteral("rtx-4090"));
    const QJsonObject tdp = rowOf(c, QStringLiteral("tdp_w"));
    CHECK(tdp.value(QStringLiteral("best")).toString() == QStringLiteral("rtx-5070")); // lower power is better

    // Both NVIDIA: the vendor row does not differ and has no best.
    const QJsonObject vendor = rowOf(c, QStringLiteral("vendor"));
    CHECK_FALSE(vendor.value(QStringLiteral("differs")).toBool());
    CHECK(vendor.value(QStringLiteral("best")).isNull());

    // Performance per kW = relative / TDP x 1000, from the same figures.
    const QJsonObject mix = rowOf(c, QStringLiteral("relative_mix"));
    const QJsonObject perKw = rowOf(c, QStringLiteral("performance_per_kw"));
    CHECK_THAT(valueAt(perKw, 1), Catch::Matchers::WithinRel(valueAt(mix, 1) / 250.0 * 1000.0, 1e-9));
    // The RTX 5070 is estimated from its sheet: its figure has a range around it.
    const QJsonObject estimate = mix.value(QStringLiteral("values")).toArray().at(1).toObject();
    CHECK(estimate.value(QStringLiteral("low")).toDouble() < estimate.value(QStringLiteral("value")).toDouble());
    CHECK(estimate.value(QStringLiteral("high")).toDouble() > estimate.value(QStringLiteral("value")).toDouble());

    // qwen2.5-32b at q4_k_m needs about 20 GiB: it fits 24 GB, not 12 GB.
    const QJsonObject fits = rowOf(c, QStringLiteral("llm_fits"));
    CHECK(fits.value(QStringLiteral("values")).toArray().at(0).toObject().value(QStringLiteral("value")).toString()
          == QStringLiteral("yes"));
    CHECK(fits.value(QStringLiteral("values")).toArray().at(1).toObject().value(QStringLiteral("value")).toString()
          == QStringLiteral("no"));
    // The RTX 5070's launch price is in its history.
    CHECK_FALSE(c.value(QStringLiteral("price_history")).toObject().value(QStringLiteral("rtx-5070")).toArray().isEmpty());
}

TEST_CASE("compare takes 2 to 4 ids and suggests the closest for an unknown one", "[cli][compare]")
{
    CliRunner cli;
    CHECK(cli.run({QStringLiteral("compare"), QStringLiteral("rtx-4090")}).exitCode == 2);
    const CliResult five = cli.run({QStringLiteral("compare"), QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090"),
                                    QStringLiteral("rtx-3080"), QStringLiteral("rtx-3070"), QStringLiteral("rtx-3060")});
    CHECK(five.exitCode == 2);
    const CliResult typo = cli.run({QStringLiteral("compare"), QStringLiteral("rtx-4009"), QStringLiteral("rtx-3090")});
    CHECK(typo.exitCode == 2);
    CHECK(typo.stderrLines() == 1);
    CHECK(typo.stderrText().contains(QStringLiteral("did you mean 'rtx-4090'")));
    const CliResult text = cli.run({QStringLiteral("compare"), QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090"),
                                    QStringLiteral("--differences")});
    REQUIRE(text.exitCode == 0);
    CHECK_FALSE(QString::fromUtf8(text.out).contains(QStringLiteral("Vendor"))); // the same for both: left out
    CHECK(QString::fromUtf8(text.out).contains(QStringLiteral("Memory bandwidth")));
}

TEST_CASE("cloud lists the offer ids that tco takes, and an unknown offer gets the closest", "[cli][cloud]")
{
    CliRunner cli;
    const CliResult r = cli.run({QStringLiteral("cloud"), QStringLiteral("--json")});
    REQUIRE(r.exitCode == 0);
    const QJsonArray offers = QJsonDocument::fromJson(r.out).array();
    REQUIRE(offers.size() == readSeedTable(QStringLiteral("cloud_offers.csv")).rows.size());
    QStringList ids;
    for (const QJsonValue &o : offers)
        ids.append(o.toObject().value(QStringLiteral("id")).toString());
    CHECK(ids.contains(QStringLiteral("lambda-1x-a6000")));

    const CliResult table = cli.run({QStringLiteral("cloud")});
    REQUIRE(table.exitCode == 0);
    CHECK(QString::fromUtf8(table.out).contains(QStringLiteral("lambda-1x-a6000")));

    const CliResult typo = cli.run({QStringLiteral("tco"), QStringLiteral("--device"), QStringLiteral("rtx-4090"),
                                    QStringLiteral("--cloud"), QStringLiteral("lambda-a6000")});
    CHECK(typo.exitCode == 2);
    CHECK(typo.stderrText().contains(QStringLiteral("did you mean 'lambda-1x-a6000'")));
    const CliResult command = CliRunner::runRaw({QStringLiteral("comapre")});
    CHECK(command.exitCode == 2);
    CHECK(command.stderrText().contains(QStringLiteral("did you mean 'compare'")));
}

TEST_CASE("Help wraps at 80 columns when not on a terminal", "[cli][help]")
{
    const QStringList commands{QString(), QStringLiteral("rank"), QStringLiteral("recommend"),
                               QStringLiteral("compare"), QStringLiteral("llm"), QStringLiteral("export-chart")};
    for (const QString &command : commands) {
        QStringList args;
        if (!command.isEmpty())
            args.append(command);
        args.append(QStringLiteral("--help"));
        const CliResult r = CliRunner::runRaw(args);
        REQUIRE(r.exitCode == 0);
        for (const QString &line : QString::fromUtf8(r.out).split(QLatin1Char('\n'))) {
            CAPTURE(command, line);
            CHECK(line.size() <= 80);
        }
    }
}

TEST_CASE("rank's figures stay aligned when some carry an uncertainty", "[cli][table]")
{
    CliRunner cli;
    const CliResult r = cli.run({QStringLiteral("rank")});
    REQUIRE(r.exitCode == 0);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
    // Every figure ends in the same column: the decimal point of "1.71"
    // (measured) and of "0.65" (estimated, ~8%) line up.
    qsizetype column = -1;
    for (const QString &line : lines.mid(2)) {
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\\s(\\d+\\.\\d\\d)\\s")).match(line);
        if (!m.hasMatch())
            continue;
        const qsizetype end = m.capturedEnd(1);
        if (column < 0)
            column = end;
        CAPTURE(line);
        CHECK(end == column);
    }
    CHECK(column > 0);
}
