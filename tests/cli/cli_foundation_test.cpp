#include "clirunner.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

const QSet<QString> kNumericColumns{
    QStringLiteral("release_year"), QStringLiteral("memory_gb"),
    QStringLiteral("memory_bandwidth_gbs"), QStringLiteral("fp32_tflops"),
    QStringLiteral("fp16_tflops_nontensor"), QStringLiteral("tensor_fp16_tflops_dense"),
    QStringLiteral("int8_tops_dense"), QStringLiteral("l2_cache_mb"), QStringLiteral("tdp_w"),
    QStringLiteral("pcie_gen"), QStringLiteral("launch_msrp_usd"),
    QStringLiteral("typical_used_price_usd"), QStringLiteral("board_slots"),
    QStringLiteral("length_mm"), QStringLiteral("psu_recommended_w")};

} // namespace

TEST_CASE("Version and help answer without a catalogue or a display", "[cli]")
{
    const CliResult version = CliRunner::runRaw({QStringLiteral("--version")});
    CHECK(version.exitCode == 0);
    CHECK(QString::fromUtf8(version.out).trimmed() == QStringLiteral("gpu-advisor " GPA_TEST_VERSION));

    const CliResult help = CliRunner::runRaw({QStringLiteral("--help")});
    CHECK(help.exitCode == 0);
    CHECK(help.out.contains("list"));
    CHECK(help.out.contains("--database"));

    const CliResult listHelp = CliRunner::runRaw({QStringLiteral("list"), QStringLiteral("--help")});
    CHECK(listHelp.exitCode == 0);
    CHECK(listHelp.out.contains("--json"));
}

TEST_CASE("list --json prints every bundled device with every column, id first", "[cli][catalogue]")
{
    CliRunner cli;
    const CliResult result = cli.run({QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(result.exitCode == 0);

    // Every object starts with "id" (QJsonObject would lose the order).
    const QString text = QString::fromUtf8(result.out);
    const auto objects = text.count(QRegularExpression(QStringLiteral("\\{\\s*\"")));
    CHECK(text.count(QRegularExpression(QStringLiteral("\\{\\s*\"id\":"))) == objects);

    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(document.isArray());
    const QJsonArray array = document.array();

    const SeedTable seed = readSeedTable(QStringLiteral("devices.csv"));
    REQUIRE(array.size() == seed.rows.size());

    QHash<QString, QJsonObject> byId;
    for (const QJsonValue &v : array)
        byId.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
    for (const QStringList &row : seed.rows) {
        const QString id = row.at(seed.header.indexOf(QStringLiteral("id")));
        CAPTURE(id.toStdString());
        REQUIRE(byId.contains(id));
        const QJsonObject object = byId.value(id);
        for (qsizetype c = 0; c < seed.header.size(); ++c) {
            const QString &column = seed.header.at(c);
            const QString &cell = row.at(c);
            const QJsonValue value = object.value(column);
            CAPTURE(column.toStdString(), cell.toStdString());
            REQUIRE_FALSE(value.isUndefined());
            if (cell.isEmpty()) {
                // Unknown stays unknown: null for numbers, never 0.
                CHECK((value.isNull() || value.toString().isEmpty()));
            } else if (column == QLatin1String("tensor_cores")) {
                CHECK(value.toBool() == (cell == QLatin1String("yes")));
            } else if (kNumericColumns.contains(column)) {
                CHECK(value.toDouble() == Approx(cell.toDouble()));
            } else {
                CHECK(value.toString() == cell);
            }
        }
    }
}

TEST_CASE("list prints a table with every device", "[cli][catalogue]")
{
    CliRunner cli;
    const CliResult result = cli.run({QStringLiteral("list")});
    REQUIRE(result.exitCode == 0);
    const SeedTable seed = readSeedTable(QStringLiteral("devices.csv"));
    for (const QStringList &row : seed.rows)
        CHECK(result.out.contains(row.first().toUtf8()));
}

TEST_CASE("Usage errors exit with 2 and one line on stderr naming the problem", "[cli]")
{
    using Case = std::tuple<QStringList, QString>;
    const auto [arguments, expected] = GENERATE(table<QStringList, QString>({
        Case{{QStringLiteral("frobnicate")}, QStringLiteral("frobnicate")},
        Case{{QStringLiteral("list"), QStringLiteral("--bogus")}, QStringLiteral("--bogus")},
        Case{{QStringLiteral("--bogus")}, QStringLiteral("--bogus")},
        Case{{QStringLiteral("list"), QStringLiteral("--database")}, QStringLiteral("--database")},
        Case{{QStringLiteral("list"), QStringLiteral("--json=yes")}, QStringLiteral("--json")},
        Case{{QStringLiteral("list"), QStringLiteral("extra")}, QStringLiteral("extra")},
    }));
    CAPTURE(arguments.join(QLatin1Char(' ')).toStdString());
    const CliResult result = CliRunner::runRaw(arguments);
    CHECK(result.exitCode == 2);
    CHECK(result.stderrLines() == 1);
    CHECK(result.stderrText().contains(expected));
    CHECK(result.out.isEmpty());
}

TEST_CASE("A catalogue that cannot be created fails with a one-line reason", "[cli]")
{
    const CliResult result = CliRunner::runRaw({QStringLiteral("list"), QStringLiteral("--database"),
                                                QStringLiteral("/proc/gpu-advisor-test/catalogue.sqlite")});
    CHECK(result.exitCode != 0);
    CHECK(result.exitCode != 2);
    CHECK(result.stderrLines() == 1);
}
