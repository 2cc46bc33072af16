// import and export through the real executable: all or nothing, every bad
// row named, re-imports that change nothing, and round trips.
#include "clirunner.h"
#include "database/catalogue.h"

#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QString writeFile(const CliRunner &cli, const QString &name, const QByteArray &bytes)
{
    const QString path = cli.dir() + QLatin1Char('/') + name;
    REQUIRE(gpa::test::writeAll(path, bytes));
    return path;
}

QByteArray exportAll(const CliRunner &cli, const QString &format = QStringLiteral("csv"))
{
    const CliResult result = cli.run({QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("all"),
                                      QStringLiteral("--format"), format});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    return result.out;
}

QByteArray rankJson(const CliRunner &cli)
{
    const CliResult result = cli.run({QStringLiteral("rank"), QStringLiteral("--json")});
    REQUIRE(result.exitCode == 0);
    return result.out;
}

QByteArray tenQuotes(int badRow)
{
    QByteArray csv = "device_id,amount,currency,kind,observed,source\n";
    for (int i = 0; i < 10; ++i) {
        const QByteArray amount = i == badRow ? QByteArray("12,5") : QByteArray::number(700 + i);
        csv += "rtx-3090," + (i == badRow ? QByteArray("\"") + amount + "\"" : amount)
            + ",USD,used,2026-11-1" + QByteArray::number(i) + ",eBay sold listings\n";
    }
    return csv;
}

} // namespace

TEST_CASE("import: a 10-row file with one bad row exits 1, names it, and changes nothing", "[cli][import][catalogue]")
{
    CliRunner cli;
    const QByteArray before = exportAll(cli);
    const QString dumpBefore = gpa::test::dump(cli.databasePath());
    const QString file = writeFile(cli, QStringLiteral("quotes.csv"), tenQuotes(6));
    const CliResult result = cli.run({QStringLiteral("import"), file});
    CHECK(result.exitCode == 1);
    // The seventh row is line 8 (the header is line 1).
    CHECK(result.out.contains("quotes.csv line 8: amount: '12,5' is not a number"));
    CHECK(result.stderrLines() == 1);
    CHECK(result.stderrText().contains(QStringLiteral("nothing was imported")));
    CHECK(exportAll(cli) == before);
    CHECK(gpa::test::dump(cli.databasePath()) == dumpBefore);
}

TEST_CASE("import: a dry run reports and changes nothing, a re-import adds nothing", "[cli][import][catalogue]")
{
    CliRunner cli;
    const QString file = writeFile(cli, QStringLiteral("quotes.csv"), tenQuotes(-1));
    REQUIRE(cli.run({QStringLiteral("list")}).exitCode == 0);
    const QString pristine = gpa::test::dump(cli.databasePath());

    const CliResult dry = cli.run({QStringLiteral("import"), file, QStringLiteral("--dry-run")});
    REQUIRE(dry.exitCode == 0);
    CHECK(dry.out.contains("price quotes: 10 added"));
    CHECK(gpa::test::dump(cli.databasePath()) == pristine);

    const CliResult first = cli.run({QStringLiteral("import"), file});
    INFO(first.stderrText().toStdString());
    REQUIRE(first.exitCode == 0);
    CHECK(first.out.contains("price quotes: 10 added"));
    const QString imported = gpa::test::dump(cli.databasePath());
    CHECK(imported != pristine);
    CHECK(gpa::test::queryValue(cli.databasePath(),
                                QStringLiteral("SELECT count(*) FROM price_quotes WHERE origin = 'user'"))
          == QStringLiteral("10"));

    const CliResult again = cli.run({QStringLiteral("import"), file});
    REQUIRE(again.exitCode == 0);
    CHECK(again.out.contains("Nothing to import"));
    CHECK(gpa::test::dump(cli.databasePath()) == imported);

    // The used-only policy now prices the RTX 3090 from these quotes: the
    // median of 700..709 and the bundled 800 and 850 within 12 months.
    const CliResult ranked = cli.run({QStringLiteral("rank"), QStringLiteral("--json"), QStringLiteral("--policy"),
                                      QStringLiteral("used")});
    REQUIRE(ranked.exitCode == 0);
}

TEST_CASE("export then import into a fresh catalogue gives the same catalogue and ranking", "[cli][import][export][catalogue]")
{
    const QString format = GENERATE(QStringLiteral("csv"), QStringLiteral("json"));
    CAPTURE(format.toStdString());
    CliRunner source;
    // The user's own work: a used price, a device of their own with a price.
    REQUIRE(source.run({QStringLiteral("set-price"), QStringLiteral("rtx-3090"), QStringLiteral("750"),
                        QStringLiteral("--condition"), QStringLiteral("used")})
                .exitCode
            == 0);
    const QString own = writeFile(source, QStringLiteral("own.csv"),
                                  "#table devices\n"
                                  "id,name,vendor,kind,segment,release_year,memory_gb,memory_bandwidth_gbs,"
                                  "fp32_tflops,tensor_fp16_tflops_dense,tensor_cores,tdp_w\n"
                                  "lab-card,Lab Card,ACME,gpu,consumer,2025,24,900,30,120,yes,300\n"
                                  "#table price_quotes\n"
                                  "device_id,amount,currency,kind,observed,source\n"
                                  "lab-card,999,USD,retail-new,2026-11,lab purchase\n");
    const CliResult added = source.run({QStringLiteral("import"), own});
    INFO(added.out.toStdString() + added.stderrText().toStdString());
    REQUIRE(added.exitCode == 0);
    const QByteArray exported = exportAll(source, format);

    CliRunner fresh;
    const QString file = writeFile(fresh, QStringLiteral("all.") + format, exported);
    const CliResult imported = fresh.run({QStringLiteral("import"), file});
    INFO(imported.out.toStdString() + imported.stderrText().toStdString());
    REQUIRE(imported.exitCode == 0);
    CHECK(exportAll(fresh, format) == exported);
    CHECK(rankJson(fresh) == rankJson(source));
}

TEST_CASE("import and export refuse bad arguments", "[cli][import][export][catalogue]")
{
    CliRunner cli;
    const auto [arguments, code] = GENERATE(table<QStringList, int>({
        {QStringList{QStringLiteral("import")}, 2},
        {QStringList{QStringLiteral("import"), QStringLiteral("/no/such/file.csv")}, 1},
        {QStringList{QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("everything")}, 2},
        {QStringList{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("xml")}, 2},
    }));
    CAPTURE(arguments.join(QLatin1Char(' ')).toStdString());
    const CliResult result = cli.run(arguments);
    CHECK(result.exitCode == code);
    CHECK(result.stderrLines() == 1);
}

TEST_CASE("export --output writes the file import reads", "[cli][export][catalogue]")
{
    CliRunner cli;
    const QString path = cli.dir() + QStringLiteral("/quotes.json");
    const CliResult result = cli.run({QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("quotes"),
                                      QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--output"),
                                      path});
    REQUIRE(result.exitCode == 0);
    const QJsonObject o = QJsonDocument::fromJson(gpa::test::readAll(path)).object();
    CHECK(o.value(QStringLiteral("format")).toString() == QStringLiteral("gpu-advisor"));
    CHECK(o.value(QStringLiteral("price_quotes")).toArray().size()
          == gpa::test::bundledRowCounts().at("price_quotes"));
    CHECK(cli.run({QStringLiteral("import"), path}).out.contains("Nothing to import"));
}

TEST_CASE("update-data adds what a catalogue of an earlier release lacks, once", "[cli][bundled][catalogue]")
{
    CliRunner cli;
    const CliResult first = cli.run({QStringLiteral("update-data")});
    INFO(first.stderrText().toStdString());
    REQUIRE(first.exitCode == 0);
    CHECK(QString::fromUtf8(first.out).contains(QStringLiteral("already holds this release's bundled data")));

    // An earlier release had no H100 SXM and another fingerprint.
    {
        auto catalogue = gpa::db::Catalogue::open(cli.databasePath());
        REQUIRE(catalogue);
        REQUIRE((*catalogue)->deleteDevice(QStringLiteral("h100-sxm")));
        REQUIRE((*catalogue)->setSetting(QStringLiteral("bundled_data_version"), QStringLiteral("0")));
    }
    const CliResult before = cli.run({QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(before.exitCode == 0);
    CHECK_FALSE(QString::fromUtf8(before.out).contains(QStringLiteral("\"h100-sxm\"")));

    const CliResult updated = cli.run({QStringLiteral("update-data")});
    INFO(updated.stderrText().toStdString());
    REQUIRE(updated.exitCode == 0);
    const QString said = QString::fromUtf8(updated.out);
    CAPTURE(said.toStdString());
    CHECK(said.startsWith(QStringLiteral("Updated the bundled data: 1 device added")));
    CHECK(said.contains(QStringLiteral("Your own devices, offers and quotes are unchanged.")));
    CHECK(said.count(QLatin1Char('\n')) == 1);
    const CliResult after = cli.run({QStringLiteral("list"), QStringLiteral("--json")});
    CHECK(QString::fromUtf8(after.out).contains(QStringLiteral("\"h100-sxm\"")));

    const CliResult again = cli.run({QStringLiteral("update-data")});
    CHECK(again.exitCode == 0);
    CHECK(QString::fromUtf8(again.out).contains(QStringLiteral("already holds")));
}
