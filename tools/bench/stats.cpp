#include "stats.h"

#include <algorithm>

namespace gpa::bench {

std::optional<Summary> summarize(std::vector<double> samples)
{
    if (samples.empty())
        return std::nullopt;
    std::sort(samples.begin(), samples.end());
    const std::size_t n = samples.size();
    Summary s;
    s.min = samples.front();
    s.max = samples.back();
    s.median = n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2.0;
    s.count = n;
    return s;
}

std::optional<Verdict> judge(const Goal &goal, const Summary &product,
                             const std::optional<Summary> &anchor)
{
    switch (goal.kind) {
    case GoalKind::AtMostTimesAnchor:
        if (!anchor || anchor->median <= 0.0)
            return std::nullopt;
        {
            const double ratio = product.median / anchor->median;
            return Verdict {ratio, ratio <= goal.value};
        }
    case GoalKind::TimesFaster:
        if (!anchor || product.median <= 0.0)
            return std::nullopt;
        {
            const double ratio = anchor->median / product.median;
            return Verdict {ratio, ratio >= goal.value};
        }
    case GoalKind::AtMost:
        if (goal.value <= 0.0)
            return std::nullopt;
        return Verdict {product.median / goal.value, product.median <= goal.value};
    }
    return std::nullopt;
}

} // namespace gpa::bench
