// The benchmark report's arithmetic (tools/bench/stats.h): summaries of
// repeated timings and verdicts against the goals of docs/performance.md.
#include "stats.h"

#include <catch2/catch.hpp>

#include <tuple>

using namespace gpa::bench;
using Catch::Matchers::WithinRel;

TEST_CASE("bench stats: nothing to summarise without samples", "[bench]")
{
    CHECK_FALSE(summarize({}).has_value());
}

TEST_CASE("bench stats: min, median and max of unsorted samples", "[bench]")
{
    using Row = std::tuple<std::vector<double>, double, double, double>;
    const auto [samples, min, median, max]
        = GENERATE(table<std::vector<double>, double, double, double>({
            Row {{7.0}, 7.0, 7.0, 7.0},
            // odd count: the middle one of 3, 5, 9
            Row {{9.0, 3.0, 5.0}, 3.0, 5.0, 9.0},
            // even count: the mean of the middle two, (4 + 6) / 2 = 5
            Row {{8.0, 4.0, 2.0, 6.0}, 2.0, 5.0, 8.0},
            // a slow outlier moves the max, not the median: (10 + 11) / 2 = 10.5
            Row {{10.0, 400.0, 11.0, 9.0}, 9.0, 10.5, 400.0},
        }));
    CAPTURE(samples);
    const auto s = summarize(samples);
    REQUIRE(s.has_value());
    CHECK(s->count == samples.size());
    CHECK_THAT(s->min, WithinRel(min, 1e-12));
    CHECK_THAT(s->median, WithinRel(median, 1e-12));
    CHECK_THAT(s->max, WithinRel(max, 1e-12));
}

namespace {

Summary median(double value)
{
    return Summary {value, value, value, 1};
}

} // namespace

TEST_CASE("bench stats: verdicts against the goals", "[bench]")
{
    using Row = std::tuple<GoalKind, double, double, double, double, bool>;
    // kind, goal, product median, anchor median, expected ratio, met
    const auto [kind, value, product, anchor, ratio, met]
        = GENERATE(table<GoalKind, double, double, double, double, bool>({
            // first paint 450 ms against a 300 ms anchor: 450 / 300 = 1.5x, just met
            Row {GoalKind::AtMostTimesAnchor, 1.5, 450.0, 300.0, 1.5, true},
            // 480 / 300 = 1.6x the anchor: missed
            Row {GoalKind::AtMostTimesAnchor, 1.5, 480.0, 300.0, 1.6, false},
            // export-chart 400 ms, matplotlib 3,200 ms: 3200 / 400 = 8x faster, met
            Row {GoalKind::TimesFaster, 8.0, 400.0, 3200.0, 8.0, true},
            // 1,000 ms against 2,600 ms: 2.6x faster, missed
            Row {GoalKind::TimesFaster, 8.0, 1000.0, 2600.0, 2.6, false},
            // an edit repainted in 32 ms against one frame of 16 ms: 2x the goal
            Row {GoalKind::AtMost, 16.0, 32.0, 0.0, 2.0, false},
            // 12 ms / 16 ms = 0.75 of the goal: met
            Row {GoalKind::AtMost, 16.0, 12.0, 0.0, 0.75, true},
        }));
    CAPTURE(static_cast<int>(kind), value, product, anchor);
    const std::optional<Summary> anchorSummary
        = anchor > 0.0 ? std::optional<Summary>(median(anchor)) : std::nullopt;
    const auto verdict = judge(Goal {kind, value}, median(product), anchorSummary);
    REQUIRE(verdict.has_value());
    CHECK_THAT(verdict->ratio, WithinRel(ratio, 1e-12));
    CHECK(verdict->met == met);
}

TEST_CASE("bench stats: no verdict without the anchor a goal compares with", "[bench]")
{
    // matplotlib absent: the export-chart goal cannot be judged
    CHECK_FALSE(judge(Goal {GoalKind::TimesFaster, 8.0}, median(400.0), std::nullopt).has_value());
    CHECK_FALSE(
        judge(Goal {GoalKind::AtMostTimesAnchor, 2.0}, median(80.0), std::nullopt).has_value());
    // an anchor median of zero would divide by zero
    CHECK_FALSE(
        judge(Goal {GoalKind::AtMostTimesAnchor, 2.0}, median(80.0), median(0.0)).has_value());
    // an absolute goal needs no anchor
    CHECK(judge(Goal {GoalKind::AtMost, 300.0}, median(250.0), std::nullopt).has_value());
}
