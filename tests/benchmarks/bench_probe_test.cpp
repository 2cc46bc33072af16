// The measuring hooks (app/probe/benchprobe.h) as the benchmark runner uses
// them: whole programs started with GPA_BENCH, their stdout read back. The
// anchor table and the gpu-advisor window report the same way, and an edit
// goes through the table's model into the catalogue as a user's would.
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <vector>

using namespace gpa;

namespace {

struct ProbeOutput
{
    int exitCode = -1;
    std::map<QByteArray, std::vector<double>> values; // "edit-ms" -> every value printed
    QByteArrayList keys; // in the order printed
    QByteArray err;
};

ProbeOutput runProbe(const QString &program, const QStringList &args, const QByteArray &script)
{
    QTemporaryDir config;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), config.path());
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("GPA_BENCH"), QString::fromLatin1(script));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    process.waitForFinished(120000);
    ProbeOutput out;
    out.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    out.err = process.readAllStandardError();
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        const QByteArrayList parts = line.trimmed().split(' ');
        if (parts.value(0) != "gpa-bench")
            continue;
        out.keys << parts.value(1);
        bool ok = false;
        const double value = parts.value(2).toDouble(&ok);
        if (ok)
            out.values[parts.value(1)].push_back(value);
    }
    return out;
}

const QString kAnchor = QStringLiteral(GPA_BENCH_ANCHOR_TABLE);
const QString kApp = QStringLiteral(GPA_EXECUTABLE);

} // namespace

TEST_CASE("bench probe: first paint, then each edit timed, then done", "[bench]")
{
    const ProbeOutput out
        = runProbe(kAnchor, {QStringLiteral("--rows"), QStringLiteral("50")}, "edits=3");
    INFO(out.err.toStdString());
    REQUIRE(out.exitCode == 0);
    CHECK(out.keys == QByteArrayList {"first-paint-ns", "edit-ms", "edit-ms", "edit-ms", "done"});
    REQUIRE(out.values.at("first-paint-ns").size() == 1);
    CHECK(out.values.at("first-paint-ns").front() > 0.0);
    for (double ms : out.values.at("edit-ms"))
        CHECK(ms > 0.0);
}

TEST_CASE("bench probe: first-paint alone quits after the first paint", "[bench]")
{
    const ProbeOutput out = runProbe(kAnchor, {}, "first-paint");
    REQUIRE(out.exitCode == 0);
    CHECK(out.keys == QByteArrayList {"first-paint-ns", "done"});
}

TEST_CASE("bench probe: a window run that ends at its first paint closes its catalogue cleanly",
          "[bench]")
{
    // The suite's starts end at the first paint: the window then quits while
    // the work it starts after its first paint may not have run.
    test::ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    const ProbeOutput out
        = runProbe(kApp, {QStringLiteral("--database"), scratch.path()}, "first-paint");
    INFO(out.err.toStdString());
    REQUIRE(out.exitCode == 0);
    CHECK(out.keys == QByteArrayList {"first-paint-ns", "done"});
    // No mark of an open catalogue is left beside it, and the next open finds
    // a clean shutdown: no integrity check.
    const QFileInfo file(scratch.path());
    CHECK(
        file.dir().entryList({file.fileName() + QStringLiteral(".open-*")}, QDir::Files).isEmpty());
    REQUIRE(scratch.reopen());
    CHECK_FALSE(scratch.report().checked);
    CHECK_FALSE(scratch->priceQuotes().empty());
}

TEST_CASE("bench probe: a malformed request is refused with its text", "[bench]")
{
    const auto script
        = GENERATE(QByteArray("edits=0"), QByteArray("edits"), QByteArray("redraws=3"));
    CAPTURE(script.toStdString());
    const ProbeOutput out = runProbe(kAnchor, {}, script);
    CHECK(out.exitCode == 2);
    CHECK(out.err.contains("GPA_BENCH: '" + script + "' is not"));
    CHECK(out.keys.isEmpty());
}

TEST_CASE("bench probe: a step the program cannot take is an error, not a hang", "[bench]")
{
    // The anchor has no view to change and shows no row's details.
    const auto script = GENERATE(QByteArray("views=1"), QByteArray("selects=1"));
    CAPTURE(script.toStdString());
    const ProbeOutput out = runProbe(kAnchor, {}, script);
    CHECK(out.exitCode == 3);
    CHECK(out.keys == QByteArrayList {"first-paint-ns", "error"});
}

TEST_CASE("bench probe: the window's row selections and edits are timed and its edits saved as the "
          "user's price quotes",
          "[bench]")
{
    test::ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const std::size_t before = scratch->priceQuotes().size();
    scratch.close();
    const ProbeOutput out = runProbe(kApp, {QStringLiteral("--database"), scratch.path()},
                                     "selects=2,edits=2,views=2,chart-edits=1");
    INFO(out.err.toStdString());
    REQUIRE(out.exitCode == 0);
    CHECK(out.keys
          == QByteArrayList {"first-paint-ns", "select-ms", "select-ms", "edit-ms", "edit-ms",
                             "view-ms", "view-ms", "charts-shown-ms", "chart-edit-ms", "done"});

    REQUIRE(scratch.reopen());
    std::vector<PriceQuote> added;
    for (const PriceQuote &q : scratch->priceQuotes()) {
        if (q.isUsers())
            added.push_back(q);
    }
    // three edits of the first row's price: 1.5 times it, back, 1.5 times again
    CHECK(scratch->priceQuotes().size() == before + 3);
    REQUIRE(added.size() == 3);
    CHECK(added[0].deviceId == added[1].deviceId);
    CHECK(added[1].deviceId == added[2].deviceId);
    CHECK(std::abs(added[0].amount - std::round(added[1].amount * 150.0) / 100.0) < 1e-9);
    CHECK(added[2].amount == added[0].amount);
}
