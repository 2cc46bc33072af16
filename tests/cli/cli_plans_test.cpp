// upgrade, system and hybrid through the real executable, their JSON parsed.
#include "clirunner.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject runJson(const CliRunner &cli, const QStringList &arguments)
{
    const CliResult result = cli.run(arguments + QStringList{QStringLiteral("--json")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(document.isObject());
    return document.object();
}

double number(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    INFO(key);
    REQUIRE(v.isDouble());
    return v.toDouble();
}

QString string(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

} // namespace

TEST_CASE("upgrade --json on the 2019 view follows seed §7.5", "[cli][upgrade][seed]")
{
    CliRunner cli;
    const QStringList base{QStringLiteral("upgrade"), QStringLiteral("--from"), QStringLiteral("gtx-1070"),
                           QStringLiteral("--budget"), QStringLiteral("500"), QStringLiteral("--as-of"),
                           QStringLiteral("2019-04-30")};

    // Convnets at fp32: the best card within $500 is the GTX 1080 at about
    // 1.29x for $450 - $289.62 resale = $160.38 net: the GTX 1070 ($379 at its
    // 2016-06 launch) is 2.87 years old, worth exp(-0.0937 x 2.87) = 76.4%.
    const QJsonObject cnn = runJson(cli, base + QStringList{QStringLiteral("--workload"), QStringLiteral("cnn"),
                                                            QStringLiteral("--precision"), QStringLiteral("fp32")});
    CHECK(string(cnn, "verdict") == QStringLiteral("wait"));
    CHECK(string(cnn, "reason").contains(QStringLiteral("1.29x")));
    CHECK(number(cnn, "resale_usd") == Approx(289.62).epsilon(0.001));
    CHECK(number(cnn, "threshold") == 1.5);
    const QJsonArray candidates = cnn.value(QStringLiteral("candidates")).toArray();
    REQUIRE_FALSE(candidates.isEmpty());
    const QJsonObject first = candidates.first().toObject();
    for (const char *key : {"id", "name", "speedup", "price_usd", "net_cost", "net_cost_per_speedup", "memory_grows"})
        CHECK(first.contains(QLatin1String(key)));
    CHECK(string(first, "id") == QStringLiteral("gtx-1080"));
    CHECK(number(first, "speedup") == Approx(1.29).epsilon(0.02));
    CHECK(number(first, "price_usd") == 450.0);
    CHECK(number(first, "net_cost") == Approx(160.38).epsilon(0.001));
    CHECK(number(first, "net_cost_per_speedup")
          == Approx(number(first, "net_cost") / (number(first, "speedup") - 1.0)));
    CHECK(first.value(QStringLiteral("memory_grows")).toBool() == false);
    // Best first: within budget before the rest, each group fastest first.
    bool overBudget = false;
    double previous = 1e300;
    for (const QJsonValue &v : candidates) {
        const QJsonObject c = v.toObject();
        const bool within = c.value(QStringLiteral("within_budget")).toBool();
        CHECK(within == (number(c, "price_usd") <= 500.0));
        if (!within && !overBudget) {
            overBudget = true;
            previous = 1e300;
        }
        if (within)
            CHECK_FALSE(overBudget);
        CHECK(number(c, "speedup") <= previous);
        previous = number(c, "speedup");
        if (within)
            CHECK(number(c, "speedup") < 1.5);
    }

    // Transformers at 16-bit: the RTX 2060 (tensor cores) passes, $349 - $190.
    const QJsonObject transformer = runJson(
        cli, base + QStringList{QStringLiteral("--workload"), QStringLiteral("transformer"), QStringLiteral("--precision"),
                                QStringLiteral("fp16")});
    CHECK(string(transformer, "verdict") == QStringLiteral("upgrade"));
    CHECK(string(transformer, "recommended") == QStringLiteral("rtx-2060"));
    const QJsonObject pick = transformer.value(QStringLiteral("candidates")).toArray().first().toObject();
    CHECK(string(pick, "id") == QStringLiteral("rtx-2060"));
    CHECK(number(pick, "speedup") >= 1.5);
    CHECK(number(pick, "net_cost") == Approx(349.0 - 289.62).epsilon(0.001));

    // A 2x threshold and the user's resale value.
    const QJsonObject strict = runJson(
        cli, base + QStringList{QStringLiteral("--workload"), QStringLiteral("transformer"), QStringLiteral("--threshold"),
                                QStringLiteral("2"), QStringLiteral("--resale"), QStringLiteral("250")});
    CHECK(string(strict, "verdict") == QStringLiteral("wait"));
    CHECK(number(strict, "resale_usd") == 250.0);
    CHECK(string(strict, "resale_source") == QStringLiteral("user"));
    CHECK(number(strict.value(QStringLiteral("candidates")).toArray().first().toObject(), "net_cost")
          == Approx(349.0 - 250.0));
}

TEST_CASE("upgrade for a card the model cannot estimate fails with one line", "[cli][upgrade]")
{
    CliRunner cli;
    const CliResult result
        = cli.run({QStringLiteral("upgrade"), QStringLiteral("--from"), QStringLiteral("xeon-phi-7250")});
    CHECK(result.exitCode == 1);
    CHECK(result.stderrLines() == 1);
    CHECK(result.stderrText().contains(QStringLiteral("Cannot advise")));
}

TEST_CASE("system --json compares two systems and reports the break-even host cost", "[cli][system][seed]")
{
    CliRunner cli;
    const QStringList base{QStringLiteral("system"), QStringLiteral("--device"), QStringLiteral("rtx-2080-ti"),
                           QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--versus"),
                           QStringLiteral("rtx-2060"), QStringLiteral("--versus-count"), QStringLiteral("8"),
                           QStringLiteral("--versus-hosts"), QStringLiteral("2"), QStringLiteral("--precision"),
                           QStringLiteral("fp16"), QStringLiteral("--as-of"), QStringLiteral("2019-04-30"),
                           // Four cards in one machine: a four-slot workstation.
                           QStringLiteral("--host"), QStringLiteral("workstation")};
    const QJsonObject o = runJson(cli, base);
    const QJsonArray systems = o.value(QStringLiteral("systems")).toArray();
    REQUIRE(systems.size() == 2);
    const QJsonObject a = systems.at(0).toObject();
    const QJsonObject b = systems.at(1).toObject();
    for (const QJsonObject &s : {a, b}) {
        for (const char *key : {"device", "count", "hosts", "throughput", "total_price", "performance_per_dollar",
                                "power_w", "warnings"})
            CHECK(s.contains(QLatin1String(key)));
        CHECK(number(s, "performance_per_dollar") == Approx(number(s, "throughput") / number(s, "total_price")));
    }
    CHECK(string(a, "device") == QStringLiteral("rtx-2080-ti"));
    CHECK(number(a, "count") == 4);
    CHECK(number(a, "hosts") == 1);
    // $4,800 of cards + one $2,630 host (the 2019 view's, seen 2019-01-31);
    // $2,792 + two hosts = $8,052.
    CHECK(number(a, "host_cost_usd") == 2630.0);
    CHECK(number(a, "total_price") == 7430.0);
    CHECK(number(b, "total_price") == 8052.0);
    // 4 x 250 W + 100 W; 8 x 160 W + 2 x 100 W.
    CHECK(number(a, "power_w") == 1100.0);
    CHECK(number(b, "power_w") == 1480.0);
    CHECK_FALSE(a.value(QStringLiteral("warnings")).toArray().isEmpty()); // seed §5.1, open-air cards
    // The break-even worked out in core-plans-tests: about $2,473; above it
    // the single machine (system 0) gives more per dollar.
    const double h = number(o, "break_even_host_cost");
    CHECK(h == Approx(2473.0).epsilon(0.005));
    CHECK(number(o, "better_above") == 0);
    CHECK(number(o, "better_below") == 1);
    CHECK(number(o, "more_cost_efficient") == 0); // at the 2019 view's $2,630

    const auto winnerAt = [&](double hostCost) {
        return number(runJson(cli, base + QStringList{QStringLiteral("--host-cost"), QString::number(hostCost, 'f', 0)}),
                      "more_cost_efficient");
    };
    CHECK(winnerAt(h - 100.0) == 1);
    CHECK(winnerAt(h + 100.0) == 0);
}

TEST_CASE("system starts from the host price of the view's date and says which (seed §4.5c)",
          "[cli][system][seed]")
{
    CliRunner cli;
    const QStringList base{QStringLiteral("system"), QStringLiteral("--device"), QStringLiteral("rtx-2080-ti"),
                           QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--host"),
                           QStringLiteral("workstation")};
    const QStringList seedView{QStringLiteral("--as-of"), QStringLiteral("2019-04-30")};
    const auto first = [](const QJsonObject &o) {
        return o.value(QStringLiteral("systems")).toArray().first().toObject();
    };

    // The 2019 view: $6,200 workstation less three RTX 2080 Ti at $1,190 =
    // $2,630, seen 2019-01-31; one host, so hosts_price = $2,630.
    const QJsonObject seed = runJson(cli, base + seedView);
    CHECK(number(first(seed), "host_cost_usd") == 2630.0);
    CHECK(number(first(seed), "hosts_price") == 2630.0);
    CHECK(string(seed, "host_cost_source") == QStringLiteral("bundled"));
    CHECK(string(seed, "host_price_observed") == QStringLiteral("2019-01-31"));
    CHECK(string(seed, "host_price_source").startsWith(QStringLiteral("https://")));
    CHECK(string(seed, "host_cost_basis").contains(QStringLiteral("$2,630 each, as seen on 2019-01-31")));

    // Today: Lambda's $2,125 per GPU less the $1,599 card, times four = $2,104.
    const QJsonObject today = runJson(cli, base);
    CHECK(number(first(today), "host_cost_usd") == 2104.0);
    CHECK(string(today, "host_price_observed") == QStringLiteral("2024-07-24"));

    // --host-cost: that figure, on either view.
    const QJsonObject given
        = runJson(cli, base + seedView + QStringList{QStringLiteral("--host-cost"), QStringLiteral("1000")});
    CHECK(number(first(given), "host_cost_usd") == 1000.0);
    CHECK(string(given, "host_cost_source") == QStringLiteral("request"));
    CHECK(given.value(QStringLiteral("host_price_observed")).isNull());
    CHECK(string(given, "host_cost_basis") == QStringLiteral("Host machine: $1,000 each, your figure"));

    // The text names the price used and the ways to change it.
    const CliResult text = cli.run(base + seedView);
    REQUIRE(text.exitCode == 0);
    const QString out = QString::fromUtf8(text.out);
    CHECK(out.contains(QStringLiteral("Host machine: $2,630 each, as seen on 2019-01-31")));
    CHECK(out.contains(QStringLiteral("--host-cost")));
    CHECK(out.contains(QStringLiteral("Preferences")));
    const CliResult help = cli.run({QStringLiteral("system"), QStringLiteral("--help")});
    CHECK_FALSE(QString::fromUtf8(help.out + help.err).contains(QStringLiteral("default 1600")));
}

TEST_CASE("system: one system with separate experiments and a small power supply", "[cli][system]")
{
    CliRunner cli;
    // 4 TITAN RTX (280 W) in one machine: 4 x 280 + 100 = 1,220 W against the
    // 650 W supply recommended for one card.
    const QJsonObject o = runJson(cli, {QStringLiteral("system"), QStringLiteral("--device"), QStringLiteral("titan-rtx"),
                                        QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--mode"),
                                        QStringLiteral("separate"), QStringLiteral("--host"),
                                        QStringLiteral("server")});
    const QJsonArray systems = o.value(QStringLiteral("systems")).toArray();
    REQUIRE(systems.size() == 1);
    const QJsonObject s = systems.first().toObject();
    CHECK(o.value(QStringLiteral("break_even_host_cost")).isNull());
    CHECK(number(s, "psu_w") == 650.0);
    CHECK(number(s, "max_host_power_w") == 1220.0);
    CHECK(s.value(QStringLiteral("psu_sufficient")).toBool() == false);
    CHECK(number(s, "throughput") == Approx(4.0 * number(s, "card_relative"))); // seed §1.5
    CHECK(string(s, "mode") == QStringLiteral("separate"));

    const QJsonObject big = runJson(cli, {QStringLiteral("system"), QStringLiteral("--device"), QStringLiteral("titan-rtx"),
                                          QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--psu"),
                                          QStringLiteral("1600")});
    CHECK(big.value(QStringLiteral("systems")).toArray().first().toObject().value(QStringLiteral("psu_sufficient")).toBool());
}

TEST_CASE("hybrid --json: three plans with the cheapest and the fastest and the break-even", "[cli][hybrid]")
{
    CliRunner cli;
    // RTX 2070 at $500 (given), 175 W + 100 W host at $0.12/kWh = $0.033 an
    // hour; gcp-n1-v100: one V100 at $2.48/h. 40 h of prototyping, 100
    // GPU-hours of final training a month, 12 months.
    const QJsonObject o = runJson(
        cli, {QStringLiteral("hybrid"), QStringLiteral("--device"), QStringLiteral("rtx-2070"), QStringLiteral("--cloud"),
              QStringLiteral("gcp-n1-v100"), QStringLiteral("--prototype-hours"), QStringLiteral("40"),
              QStringLiteral("--training-hours"), QStringLiteral("100"), QStringLiteral("--months"), QStringLiteral("12"),
              QStringLiteral("--card-price"), QStringLiteral("500"), QStringLiteral("--workload"), QStringLiteral("cnn")});
    const QJsonArray plans = o.value(QStringLiteral("plans")).toArray();
    REQUIRE(plans.size() == 3);
    QJsonObject own, cloud, hybrid;
    for (const QJsonValue &v : plans) {
        const QJsonObject p = v.toObject();
        CHECK(p.contains(QStringLiteral("total_cost_usd")));
        CHECK(p.contains(QStringLiteral("final_training_wall_clock_hours")));
        if (string(p, "plan") == QStringLiteral("own"))
            own = p;
        else if (string(p, "plan") == QStringLiteral("cloud"))
            cloud = p;
        else if (string(p, "plan") == QStringLiteral("hybrid"))
            hybrid = p;
    }
    REQUIRE_FALSE(own.isEmpty());
    REQUIRE_FALSE(cloud.isEmpty());
    REQUIRE_FALSE(hybrid.isEmpty());
    const QJsonObject device = o.value(QStringLiteral("device")).toObject();
    const QJsonObject offer = o.value(QStringLiteral("cloud")).toObject();
    CHECK(number(device, "price_usd") == 500.0);
    CHECK(number(offer, "usd_per_hour") == 2.48);
    CHECK(number(offer, "devices") == 1);
    CHECK(number(offer, "speedup") == 1.0);

    // Cloud: 12 x (40 h + 100 h) x $2.48 = $4,166.40; training 100 h.
    CHECK(number(cloud, "total_cost_usd") == Approx(4166.4));
    CHECK(number(cloud, "final_training_wall_clock_hours") == Approx(100.0));
    // Hybrid: $500 + 12 x (40 h x $0.033 + 100 h x $2.48) = $500 + 12 x $249.32 = $3,491.84.
    CHECK(number(hybrid, "total_cost_usd") == Approx(3491.84));
    // Own: the same work on the RTX 2070 lasts 100 h x V100 / RTX 2070.
    const double ratio = number(offer, "device_relative_performance") / number(device, "relative_performance");
    CHECK(number(own, "final_training_wall_clock_hours") == Approx(100.0 * ratio));
    CHECK(number(own, "total_cost_usd") == Approx(500.0 + 12.0 * (40.0 + 100.0 * ratio) * 0.033));

    CHECK(string(o, "cheapest") == QStringLiteral("own"));
    CHECK(string(o, "fastest") == QStringLiteral("hybrid")); // as fast as cloud, cheaper
    // Own vs cloud: $500 / ($347.20 - own's monthly electricity) -> month 2.
    CHECK(number(o, "break_even_month") == 2);
    // Hybrid vs cloud: $500 / (40 x $2.48 - 40 x $0.033) = $500 / $97.88 = 5.11 -> month 6.
    CHECK(number(o, "hybrid_break_even_month") == 6);
    CHECK(number(o, "hybrid_break_even_months") == Approx(500.0 / 97.88));
}

TEST_CASE("upgrade and system and hybrid refuse bad arguments with exit 2 and one line", "[cli]")
{
    CliRunner cli;
    const auto args = [](std::initializer_list<const char *> list) {
        QStringList out;
        for (const char *a : list)
            out.append(QString::fromUtf8(a));
        return out;
    };
    const QStringList arguments = GENERATE_COPY(
        args({"upgrade"}),
        args({"upgrade", "--from", "no-such-card"}),
        args({"upgrade", "--from", "gtx-1070", "--budget", "-5"}),
        args({"upgrade", "--from", "gtx-1070", "--threshold", "0.5"}),
        args({"upgrade", "--from", "gtx-1070", "--as-of", "2019-13-01"}),
        args({"upgrade", "--from", "gtx-1070", "--as-of", "someday"}),
        args({"system", "--device", "rtx-2060"}),
        args({"system", "--device", "no-such-card", "--count", "2"}),
        args({"system", "--device", "rtx-2060", "--count", "0"}),
        args({"system", "--device", "rtx-2060", "--count", "2", "--hosts", "3"}),
        args({"system", "--device", "rtx-2060", "--count", "2", "--mode", "both"}),
        args({"system", "--device", "rtx-2060", "--count", "2", "--versus", "rtx-2080-ti"}),
        args({"system", "--device", "rtx-2060", "--count", "2", "--versus", "rtx-2080-ti", "--versus-count", "1"}),
        args({"system", "--device", "rtx-2060", "--count", "2", "--versus-count", "1", "--versus-hosts", "1"}),
        args({"system", "--device", "rtx-2060", "--count", "2", "--versus", "nope", "--versus-count", "1",
              "--versus-hosts", "1"}),
        args({"system", "--device", "rtx-2060", "--count", "2", "--as-of", "2019-02-30"}),
        args({"hybrid", "--device", "rtx-2070", "--cloud", "aws-p3-2xlarge", "--prototype-hours", "10"}),
        args({"hybrid", "--device", "nope", "--cloud", "aws-p3-2xlarge", "--prototype-hours", "10", "--training-hours",
              "10"}),
        args({"hybrid", "--device", "rtx-2070", "--cloud", "nope", "--prototype-hours", "10", "--training-hours", "10"}),
        args({"hybrid", "--device", "rtx-2070", "--cloud", "aws-p3-2xlarge", "--prototype-hours", "-1",
              "--training-hours", "10"}),
        args({"hybrid", "--device", "rtx-2070", "--cloud", "aws-p3-2xlarge", "--prototype-hours", "10",
              "--training-hours", "-10"}),
        args({"hybrid", "--device", "rtx-2070", "--cloud", "aws-p3-2xlarge", "--prototype-hours", "10",
              "--training-hours", "10", "--months", "0"}));
    CAPTURE(arguments.join(QLatin1Char(' ')).toStdString());
    const CliResult result = cli.run(arguments);
    CHECK(result.exitCode == 2);
    CHECK(result.stderrLines() == 1);
    CHECK(result.out.isEmpty());
}

TEST_CASE("hybrid without a spot price fails with one line", "[cli][hybrid]")
{
    CliRunner cli;
    const CliResult result = cli.run({QStringLiteral("hybrid"), QStringLiteral("--device"), QStringLiteral("rtx-2070"),
                                      QStringLiteral("--cloud"), QStringLiteral("aws-p3-16xlarge"),
                                      QStringLiteral("--prototype-hours"), QStringLiteral("10"),
                                      QStringLiteral("--training-hours"), QStringLiteral("10"), QStringLiteral("--spot")});
    CHECK(result.exitCode == 1);
    CHECK(result.stderrLines() == 1);
    CHECK(result.stderrText().contains(QStringLiteral("spot")));
}

TEST_CASE("upgrade --from rtx-3060-12gb --json with no budget picks a card that fits a desktop", "[cli][upgrade][fit]")
{
    CliRunner cli;
    const QJsonObject o = runJson(cli, {QStringLiteral("upgrade"), QStringLiteral("--from"), QStringLiteral("rtx-3060-12gb")});
    // The RTX 5090 needs 575 W x 1.2 + 300 W = 990 W, above the desktop's
    // 850 W: it is named among the exclusions, the RTX 4090 (840 W) is picked.
    CHECK(string(o, "recommended") == QStringLiteral("rtx-4090"));
    bool named = false;
    for (const QJsonValue &v : o.value(QStringLiteral("excluded")).toArray()) {
        const QJsonObject e = v.toObject();
        if (string(e, "id") == QStringLiteral("rtx-5090")) {
            named = true;
            CHECK(string(e, "reason") == QStringLiteral("fit"));
            CHECK(string(e, "explanation").contains(QStringLiteral("850 W")));
        }
    }
    CHECK(named);
    CHECK_FALSE(o.value(QStringLiteral("based_on")).toArray().isEmpty());
    // In a workstation (1,600 W) the RTX 5090 goes in.
    const QJsonObject ws = runJson(cli, {QStringLiteral("upgrade"), QStringLiteral("--from"),
                                         QStringLiteral("rtx-3060-12gb"), QStringLiteral("--host"),
                                         QStringLiteral("workstation")});
    for (const QJsonValue &v : ws.value(QStringLiteral("excluded")).toArray())
        CHECK(string(v.toObject(), "id") != QStringLiteral("rtx-5090"));
}

TEST_CASE("system refuses eight RTX 5090 in a desktop with the reasons", "[cli][system][fit]")
{
    CliRunner cli;
    const CliResult r = cli.run({QStringLiteral("system"), QStringLiteral("--device"), QStringLiteral("rtx-5090"),
                                 QStringLiteral("--count"), QStringLiteral("8")});
    CHECK(r.exitCode == 1);
    const QString err = r.stderrText();
    CHECK(err.contains(QStringLiteral("not 8")));       // slots
    CHECK(err.contains(QStringLiteral("5870 W")));      // power: 8 x 575 x 1.2 + 350 (workstation)
    const CliResult bad = cli.run({QStringLiteral("system"), QStringLiteral("--device"), QStringLiteral("rtx-5090"),
                                   QStringLiteral("--count"), QStringLiteral("1"), QStringLiteral("--host"),
                                   QStringLiteral("laptop")});
    CHECK(bad.exitCode != 0);
    CHECK(bad.stderrText().contains(QStringLiteral("--host")));
}

TEST_CASE("recommend --json names exclusions and defaults and --legacy brings old cards back", "[cli][recommend][support]")
{
    CliRunner cli;
    const CliResult today = cli.run({QStringLiteral("recommend"), QStringLiteral("--persona"),
                                     QStringLiteral("just-trying"), QStringLiteral("--json")});
    REQUIRE(today.exitCode == 0);
    const QJsonObject o = QJsonDocument::fromJson(today.out).object();
    for (const QJsonValue &v : o.value(QStringLiteral("picks")).toArray())
        CHECK(string(v.toObject(), "id") != QStringLiteral("gtx-1050-ti"));
    CHECK(string(o.value(QStringLiteral("host")).toObject(), "kind") == QStringLiteral("desktop"));
    CHECK_FALSE(o.value(QStringLiteral("based_on")).toArray().isEmpty());
    const QJsonObject legacy = runJson(cli, {QStringLiteral("recommend"), QStringLiteral("--persona"),
                                             QStringLiteral("just-trying"), QStringLiteral("--legacy")});
    const QJsonArray picks = legacy.value(QStringLiteral("picks")).toArray();
    REQUIRE_FALSE(picks.isEmpty());
    CHECK(string(picks.first().toObject(), "id") == QStringLiteral("gtx-1050-ti"));
}
