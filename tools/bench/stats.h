#pragma once

#include <cstddef>
#include <optional>
#include <vector>

// The arithmetic of the benchmark report: summaries of repeated timings and
// the verdict of a figure against its goal. Plain C++.
namespace gpa::bench {

struct Summary
{
    double min = 0.0;
    double median = 0.0; // of an even count: the mean of the two middle values
    double max = 0.0;
    std::size_t count = 0;
};

// Nothing for no samples.
std::optional<Summary> summarize(std::vector<double> samples);

enum class GoalKind {
    AtMostTimesAnchor, // the product's median is at most `value` times the anchor's
    TimesFaster, // the anchor's median is at least `value` times the product's
    AtMost, // the product's median is at most `value`, in the figure's unit
};

struct Goal
{
    GoalKind kind = GoalKind::AtMost;
    double value = 0.0;
};

struct Verdict
{
    // AtMostTimesAnchor: product / anchor; TimesFaster: anchor / product;
    // AtMost: product / goal (1 or less meets it).
    double ratio = 0.0;
    bool met = false;
};

// Judged on medians. Nothing when the goal compares with an anchor that was
// not measured, or a median is zero (nothing to divide by).
std::optional<Verdict> judge(const Goal &goal, const Summary &product,
                             const std::optional<Summary> &anchor);

} // namespace gpa::bench
