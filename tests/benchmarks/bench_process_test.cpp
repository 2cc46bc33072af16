// How the benchmark runner starts and measures a program
// (tools/bench/process.h): exit status, output, environment, peak memory and
// a child that never ends.
#include "process.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

using gpa::bench::runProcess;

TEST_CASE("bench process: output, exit status and the changed environment", "[bench]")
{
    QTemporaryDir folder;
    qputenv("GPA_BENCH_TEST_REMOVED", "still here");
    const auto run = runProcess(
        {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
         QStringLiteral("printf '%s|%s' \"$GPA_BENCH_TEST_SET\" \"$GPA_BENCH_TEST_REMOVED\"; "
                        "echo oops >&2; exit 3")},
        {{QStringLiteral("GPA_BENCH_TEST_SET"), QStringLiteral("hello")},
         {QStringLiteral("GPA_BENCH_TEST_REMOVED"), QString()}},
        folder.path(), 60);
    CHECK_FALSE(run.ok());
    CHECK(run.failure == QStringLiteral("exit status 3"));
    CHECK(run.out == "hello|");
    CHECK(run.err == "oops\n");
    CHECK(run.startNs > 0);
}

TEST_CASE("bench process: a clean exit is a success", "[bench]")
{
    QTemporaryDir folder;
    const auto run = runProcess({QStringLiteral("/bin/true")}, {}, folder.path(), 60);
    CHECK(run.ok());
    CHECK(run.failure.isEmpty());
}

TEST_CASE("bench process: the peak memory is the child's", "[bench]")
{
    QTemporaryDir folder;
    // dd reads into one 64 MiB buffer: its resident peak is at least that
    const auto run = runProcess({QStringLiteral("/bin/dd"), QStringLiteral("if=/dev/zero"),
                                 QStringLiteral("of=/dev/null"), QStringLiteral("bs=64M"),
                                 QStringLiteral("count=1")},
                                {}, folder.path(), 60);
    REQUIRE(run.ok());
    CHECK(run.maxRssMiB >= 64.0);
}

TEST_CASE("bench process: a program that does not end is killed and reported", "[bench]")
{
    QTemporaryDir folder;
    const auto run
        = runProcess({QStringLiteral("/bin/sleep"), QStringLiteral("30")}, {}, folder.path(), 1);
    CHECK(run.failure == QStringLiteral("killed after 1 s"));
}

TEST_CASE("bench process: a program that does not exist is reported", "[bench]")
{
    QTemporaryDir folder;
    const auto run
        = runProcess({QStringLiteral("/nonexistent/gpa-bench-program")}, {}, folder.path(), 60);
    CHECK(run.failure.startsWith(QStringLiteral("cannot start /nonexistent/gpa-bench-program")));
}
