// rank's text table: an estimate's 80% range beside its figure, a price older
// than the freshness window with its age, and the price-age line under the
// table (what an exported chart's footer says).
#include "clirunner.h"

#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace {

// A device of the user's own (estimated from its sheet: it has no
// benchmark) with one shop price of 2023-03-15.
const char kLabCard[] = "#table devices\n"
                        "id,name,vendor,kind,segment,release_year,memory_gb,memory_bandwidth_gbs,"
                        "fp32_tflops,tensor_fp16_tflops_dense,tensor_cores,tdp_w\n"
                        "lab-card,Lab Card,ACME,gpu,consumer,2022,24,900,30,120,yes,300\n"
                        "#table price_quotes\n"
                        "device_id,amount,currency,kind,observed,source\n"
                        "lab-card,1000,USD,retail-new,2023-03-15,lab purchase\n";

QString lineOf(const QByteArray &out, const QString &needle)
{
    for (const QString &line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
        if (line.contains(needle))
            return line;
    }
    return {};
}

} // namespace

TEST_CASE("rank text shows an estimate's 80% range and an old price's age", "[cli][rank][prices]")
{
    CliRunner cli;
    const QString file = cli.dir() + QStringLiteral("/lab.csv");
    REQUIRE(gpa::test::writeAll(file, QByteArray(kLabCard)));
    const CliResult imported = cli.run({QStringLiteral("import"), file});
    INFO(imported.out.toStdString() + imported.stderrText().toStdString());
    REQUIRE(imported.exitCode == 0);

    const QStringList view{QStringLiteral("rank"), QStringLiteral("--as-of"), QStringLiteral("2025-06-30")};
    const CliResult json = cli.run(view + QStringList{QStringLiteral("--json")});
    REQUIRE(json.exitCode == 0);
    QJsonObject lab;
    int olderThanWindow = 0;
    int priced = 0;
    const QJsonArray entries = QJsonDocument::fromJson(json.out).array();
    for (const QJsonValue &v : entries) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("id")).toString() == QStringLiteral("lab-card"))
            lab = o;
        if (!o.value(QStringLiteral("price_usd")).isNull()) {
            ++priced;
            olderThanWindow += o.value(QStringLiteral("price_older_than_window")).toBool() ? 1 : 0;
        }
    }
    REQUIRE_FALSE(lab.isEmpty());
    // 2023-03-15 to 2025-06-30: 731 days to 2025-03-15, then 16 + 30 + 31 + 30.
    CHECK(lab.value(QStringLiteral("price_age_days")).toInt() == 838);
    CHECK(lab.value(QStringLiteral("price_older_than_window")).toBool());
    REQUIRE(lab.value(QStringLiteral("provenance")).toString() == QStringLiteral("estimated"));
    const double low = lab.value(QStringLiteral("interval_low")).toDouble();
    const double high = lab.value(QStringLiteral("interval_high")).toDouble();
    REQUIRE(low < high);

    const CliResult text = cli.run(view);
    INFO(text.out.toStdString());
    REQUIRE(text.exitCode == 0);
    const QString row = lineOf(text.out, QStringLiteral("Lab Card"));
    REQUIRE_FALSE(row.isEmpty());
    const QLocale c = QLocale::c();
    // The figure, then its range; 838 days = 27.5 months, 28 rounded = 2 years.
    CHECK(row.contains(QStringLiteral("%1 (%2-%3)")
                           .arg(c.toString(lab.value(QStringLiteral("relative_performance")).toDouble(), 'f', 2),
                                c.toString(low, 'f', 2), c.toString(high, 'f', 2))));
    CHECK(row.contains(QStringLiteral("$1,000 (2y)")));

    // The line under the table: the facts a chart footer states.
    CHECK(text.out.contains(QStringLiteral("prices as of 2025-06-30; %1 of %2 older than 12 months")
                                .arg(olderThanWindow)
                                .arg(priced)
                                .toUtf8()));
    CHECK(olderThanWindow >= 1);
}
