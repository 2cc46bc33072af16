// rank and tco through the real executable, their JSON parsed.
#include "clirunner.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonArray rankJson(const CliRunner &cli, const QStringList &arguments)
{
    const CliResult result = cli.run(QStringList{QStringLiteral("rank"), QStringLiteral("--json")} + arguments);
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(document.isArray());
    return document.array();
}

QJsonObject byId(const QJsonArray &array, const QString &id)
{
    for (const QJsonValue &v : array) {
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    }
    FAIL("no entry " << id.toStdString());
    return {};
}

} // namespace

TEST_CASE("rank --json: one entry per device with the documented fields", "[cli][rank][catalogue]")
{
    CliRunner cli;
    const QJsonArray array = rankJson(cli, {QStringLiteral("--workload"), QStringLiteral("cnn"),
                                            QStringLiteral("--precision"), QStringLiteral("fp16")});
    const SeedTable devices = readSeedTable(QStringLiteral("devices.csv"));
    CHECK(array.size() == devices.rows.size()); // today's view: every device is released

    bool seenUnpriced = false;
    double previous = 1e300;
    for (const QJsonValue &value : array) {
        const QJsonObject o = value.toObject();
        CAPTURE(o.value(QStringLiteral("id")).toString().toStdString());
        for (const char *key : {"id", "name", "relative_performance", "provenance", "uncertainty",
                                "price_usd", "performance_per_dollar", "memory_gb"})
            CHECK(o.contains(QLatin1String(key)));
        const QJsonValue perDollar = o.value(QStringLiteral("performance_per_dollar"));
        if (perDollar.isNull()) {
            seenUnpriced = true;
            continue;
        }
        CHECK_FALSE(seenUnpriced); // unpriced devices last
        CHECK(perDollar.toDouble() <= previous);
        previous = perDollar.toDouble();
        CHECK(perDollar.toDouble()
              == Approx(o.value(QStringLiteral("relative_performance")).toDouble()
                        / o.value(QStringLiteral("price_usd")).toDouble()));
    }
    // Software caveats travel with the device as warnings (seed §2.2-§2.4).
    const QJsonArray amd = byId(array, QStringLiteral("radeon-vii")).value(QStringLiteral("warnings")).toArray();
    CHECK(std::any_of(amd.begin(), amd.end(),
                      [](const QJsonValue &w) { return w.toString().contains(QStringLiteral("(Dettmers 2019, §2.2)")); }));
    const QJsonArray tpu = byId(array, QStringLiteral("tpu-v3")).value(QStringLiteral("warnings")).toArray();
    CHECK(std::any_of(tpu.begin(), tpu.end(),
                      [](const QJsonValue &w) { return w.toString().contains(QStringLiteral("(Dettmers 2019, §2.4)")); }));
    const QJsonObject reference = byId(array, QStringLiteral("rtx-2080-ti"));
    CHECK(reference.value(QStringLiteral("relative_performance")).toDouble() == Approx(1.0));
    CHECK(reference.value(QStringLiteral("provenance")).toString() == QStringLiteral("measured"));
    CHECK(byId(array, QStringLiteral("rtx-2060")).value(QStringLiteral("provenance")).toString()
          == QStringLiteral("estimated"));
}

TEST_CASE("rank --json: each price says its kind, date and age, each estimate its 80% range",
          "[cli][rank][prices][intervals][catalogue]")
{
    CliRunner cli;
    const QJsonArray array = rankJson(cli, {QStringLiteral("--workload"), QStringLiteral("cnn")});
    int priced = 0;
    int estimated = 0;
    for (const QJsonValue &value : array) {
        const QJsonObject o = value.toObject();
        CAPTURE(o.value(QStringLiteral("id")).toString().toStdString());
        const bool hasPrice = !o.value(QStringLiteral("price_usd")).isNull();
        CHECK(o.value(QStringLiteral("price_kind")).isNull() == !hasPrice);
        CHECK(o.value(QStringLiteral("price_date")).isNull() == !hasPrice);
        CHECK(o.value(QStringLiteral("price_age_days")).isNull() == !hasPrice);
        if (hasPrice) {
            ++priced;
            const QString kind = o.value(QStringLiteral("price_kind")).toString();
            CHECK_FALSE(kind.isEmpty());
            CHECK_FALSE(kind.contains(QStringLiteral("system-share"))); // never by default
            CHECK(o.value(QStringLiteral("price_age_days")).toInt() >= 0);
            // Older than the 12-month window exactly when its age says so.
            CHECK(o.value(QStringLiteral("price_older_than_window")).toBool()
                  == (o.value(QStringLiteral("price_age_days")).toInt() > 366));
        }
        if (o.value(QStringLiteral("relative_performance")).isNull())
            continue;
        const double relative = o.value(QStringLiteral("relative_performance")).toDouble();
        const double low = o.value(QStringLiteral("interval_low")).toDouble();
        CHECK(low <= relative);
        if (o.value(QStringLiteral("provenance")).toString() == QStringLiteral("estimated")) {
            ++estimated;
            CHECK(low < relative);
        }
        const QJsonValue high = o.value(QStringLiteral("interval_high"));
        if (o.value(QStringLiteral("bound")).toString() == QStringLiteral("lower"))
            CHECK(high.isNull()); // no upper end to a lower bound
        else
            CHECK(high.toDouble() >= relative);
    }
    CHECK(priced > 50);
    CHECK(estimated > 20);
    // The reference is measured: its range is the point itself.
    const QJsonObject reference = byId(array, QStringLiteral("rtx-2080-ti"));
    CHECK(reference.value(QStringLiteral("interval_low")).toDouble() == Approx(1.0));
    CHECK(reference.value(QStringLiteral("interval_high")).toDouble() == Approx(1.0));
}

TEST_CASE("rank on the 2019 view holds the seed's claims (seed §4.4)", "[cli][rank][seed]")
{
    CliRunner cli;
    const QString workload = GENERATE(QStringLiteral("cnn"), QStringLiteral("transformer"));
    CAPTURE(workload.toStdString());
    const QJsonArray array = rankJson(cli, {QStringLiteral("--workload"), workload, QStringLiteral("--precision"),
                                            QStringLiteral("fp16"), QStringLiteral("--as-of"),
                                            QStringLiteral("2019-04-30")});
    const auto perDollar = [&](const char *id) {
        return byId(array, QLatin1String(id)).value(QStringLiteral("performance_per_dollar")).toDouble();
    };
    for (const char *rtx : {"rtx-2070", "rtx-2080", "rtx-2080-ti"})
        CHECK(perDollar("rtx-2060") > perDollar(rtx));
    CHECK(perDollar("rtx-2060") > 5.0 * perDollar("tesla-v100-pcie-16gb"));
    // Cards released after April 2019 are not in the 2019 view.
    for (const QJsonValue &v : array)
        CHECK(v.toObject().value(QStringLiteral("id")).toString() != QStringLiteral("rtx-3090"));
}

TEST_CASE("rank --estimated-only estimates measured devices too", "[cli][rank]")
{
    CliRunner cli;
    const QJsonArray array = rankJson(cli, {QStringLiteral("--estimated-only"), QStringLiteral("--workload"),
                                            QStringLiteral("transformer")});
    for (const char *measured : {"gtx-1080-ti", "titan-rtx", "a100-80gb-sxm", "rtx-3090"}) {
        CAPTURE(measured);
        const QJsonObject o = byId(array, QLatin1String(measured));
        CHECK(o.value(QStringLiteral("provenance")).toString() == QStringLiteral("estimated"));
        CHECK(o.value(QStringLiteral("uncertainty")).toDouble() > 0.0);
    }
}

TEST_CASE("rank converts prices to the chosen currency", "[cli][rank]")
{
    CliRunner cli;
    const QJsonArray array = rankJson(cli, {QStringLiteral("--currency"), QStringLiteral("CNY"),
                                            QStringLiteral("--as-of"), QStringLiteral("2019-04-30")});
    const QJsonObject rtx2070 = byId(array, QStringLiteral("rtx-2070"));
    CHECK(rtx2070.value(QStringLiteral("price_usd")).toDouble() == Approx(600.0));
    CHECK(rtx2070.value(QStringLiteral("price")).toDouble() == Approx(600.0 * 7.1647));
    CHECK(rtx2070.value(QStringLiteral("currency")).toString() == QStringLiteral("CNY"));
}

TEST_CASE("tco: totals and break-even checked by hand", "[cli][tco]")
{
    CliRunner cli;
    const CliResult result = cli.run({QStringLiteral("tco"), QStringLiteral("--device"), QStringLiteral("rtx-2080-ti"),
                                      QStringLiteral("--cloud"), QStringLiteral("aws-p3-2xlarge"),
                                      QStringLiteral("--as-of"), QStringLiteral("2019-04-30"),
                                      QStringLiteral("--resale"), QStringLiteral("0"),
                                      QStringLiteral("--same-hours"), QStringLiteral("--json")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    const QJsonObject o = QJsonDocument::fromJson(result.out).object();
    // The card's shop price of 2018-10 on the 2019 view, and 250 W board power.
    const QJsonObject device = o.value(QStringLiteral("device")).toObject();
    CHECK(device.value(QStringLiteral("price_usd")).toDouble() == 1200.0);
    CHECK(device.value(QStringLiteral("price_kind")).toString() == QStringLiteral("retail-new"));
    CHECK(device.value(QStringLiteral("price_date")).toString() == QStringLiteral("2018-10"));
    CHECK(device.value(QStringLiteral("price_age_days")).toInt() == 181); // 2018-10-31 to 2019-04-30
    // (250 W + 100 W) x 15% x 8760 h = 459.9 kWh a year; x $0.12 = $55.188.
    CHECK(o.value(QStringLiteral("electricity_kwh_per_year")).toDouble() == Approx(459.9));
    CHECK(o.value(QStringLiteral("electricity_usd_per_year")).toDouble() == Approx(55.188));
    // Rent: $3.06 x 0.15 x 24 h = $11.016 a day; electricity 0.35 kW x 3.6 h x $0.12
    // = $0.1512 a day; break-even 1200 / (11.016 - 0.1512) = 110.45 days.
    CHECK(o.value(QStringLiteral("break_even_day")).toDouble() == Approx(110.449).epsilon(1e-3));
    // Three years: own 1200 + 3 x 55.188 = 1365.56; rent 3 x 365 x 11.016 = 12062.52.
    CHECK(o.value(QStringLiteral("own_total_usd")).toDouble() == Approx(1365.564));
    CHECK(o.value(QStringLiteral("rent_total_usd")).toDouble() == Approx(12062.52));
    CHECK(o.value(QStringLiteral("work_normalised")).toBool() == false);
}

TEST_CASE("rank and tco refuse bad arguments with exit 2 and one line", "[cli]")
{
    CliRunner cli;
    const QStringList arguments = GENERATE(
        QStringList{QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("vision")},
        QStringList{QStringLiteral("rank"), QStringLiteral("--precision"), QStringLiteral("int8")},
        QStringList{QStringLiteral("rank"), QStringLiteral("--reference"), QStringLiteral("no-such-card")},
        QStringList{QStringLiteral("rank"), QStringLiteral("--as-of"), QStringLiteral("2019-02-30")},
        QStringList{QStringLiteral("rank"), QStringLiteral("--as-of"), QStringLiteral("yesterday")},
        QStringList{QStringLiteral("rank"), QStringLiteral("--policy"), QStringLiteral("free")},
        QStringList{QStringLiteral("rank"), QStringLiteral("--currency"), QStringLiteral("XYZ")},
        QStringList{QStringLiteral("tco"), QStringLiteral("--cloud"), QStringLiteral("aws-p3-2xlarge")},
        QStringList{QStringLiteral("tco"), QStringLiteral("--device"), QStringLiteral("nope"), QStringLiteral("--cloud"),
                    QStringLiteral("aws-p3-2xlarge")},
        QStringList{QStringLiteral("tco"), QStringLiteral("--device"), QStringLiteral("rtx-2070"), QStringLiteral("--cloud"),
                    QStringLiteral("nope")},
        QStringList{QStringLiteral("tco"), QStringLiteral("--device"), QStringLiteral("rtx-2070"), QStringLiteral("--cloud"),
                    QStringLiteral("aws-p3-2xlarge"), QStringLiteral("--years"), QStringLiteral("-2")},
        QStringList{QStringLiteral("tco"), QStringLiteral("--device"), QStringLiteral("rtx-2070"), QStringLiteral("--cloud"),
                    QStringLiteral("aws-p3-2xlarge"), QStringLiteral("--utilisation"), QStringLiteral("1.5")});
    CAPTURE(arguments.join(QLatin1Char(' ')).toStdString());
    const CliResult result = cli.run(arguments);
    CHECK(result.exitCode == 2);
    CHECK(result.stderrLines() == 1);
    CHECK(result.out.isEmpty());
}

#include "database/catalogue.h"

TEST_CASE("rank --json follows the settings Preferences stores in the catalogue", "[cli][rank][settings][catalogue]")
{
    CliRunner cli;
    const QJsonObject before = byId(rankJson(cli, {}), QStringLiteral("rtx-2080-ti"));
    // 11 GB at 16-bit x 1.5 (seed §6.3) by default.
    CHECK(before.value(QStringLiteral("effective_memory_gb")).toDouble() == Approx(16.5));
    CHECK(before.value(QStringLiteral("currency")).toString() == QStringLiteral("USD"));

    {
        // What the window's Preferences does on OK.
        auto catalogue = gpa::db::Catalogue::open(cli.databasePath());
        REQUIRE(catalogue.ok());
        gpa::EngineSettings settings = (*catalogue)->engineSettings().settings;
        settings.assumptions.memoryFactor16Bit = 2.0;
        settings.currency = "EUR";
        REQUIRE((*catalogue)->setEngineSettings(settings).ok());
    }
    const QJsonObject after = byId(rankJson(cli, {}), QStringLiteral("rtx-2080-ti"));
    CHECK(after.value(QStringLiteral("effective_memory_gb")).toDouble() == Approx(22.0));
    CHECK(after.value(QStringLiteral("currency")).toString() == QStringLiteral("EUR"));
    CHECK(after.value(QStringLiteral("price")).toDouble()
          == Approx(after.value(QStringLiteral("price_usd")).toDouble() * 0.8532));
    // An option still overrides the stored setting for one run.
    const QJsonObject usd = byId(rankJson(cli, {QStringLiteral("--currency"), QStringLiteral("USD")}),
                                 QStringLiteral("rtx-2080-ti"));
    CHECK(usd.value(QStringLiteral("currency")).toString() == QStringLiteral("USD"));
}

TEST_CASE("rank --json: a second run reads the calibration back and prints the same figures",
          "[cli][rank][cache]")
{
    CliRunner cli;
    const CliResult first = cli.run({QStringLiteral("rank"), QStringLiteral("--json")});
    REQUIRE(first.exitCode == 0);
    const CliResult second = cli.run({QStringLiteral("rank"), QStringLiteral("--json")});
    REQUIRE(second.exitCode == 0);
    CHECK(second.out == first.out);
    // An edit that changes what the model is fitted on cannot reuse it; a
    // price edit can, and only the price moves.
    const CliResult priced = cli.run({QStringLiteral("set-price"), QStringLiteral("rtx-3090"),
                                      QStringLiteral("777")});
    REQUIRE(priced.exitCode == 0);
    const QJsonArray after = rankJson(cli, {});
    CHECK(byId(after, QStringLiteral("rtx-3090")).value(QStringLiteral("price_usd")).toDouble() == 777.0);
    const QJsonArray before = QJsonDocument::fromJson(first.out).array();
    CHECK(byId(after, QStringLiteral("rtx-2060")).value(QStringLiteral("relative_performance"))
          == byId(before, QStringLiteral("rtx-2060")).value(QStringLiteral("relative_performance")));
}
