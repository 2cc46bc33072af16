#include "pareto.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpa {

std::vector<PricePerformancePoint> paretoFrontier(std::vector<PricePerformancePoint> points)
{
    std::erase_if(points, [](const PricePerformancePoint &p) {
        return !std::isfinite(p.priceUsd) || !std::isfinite(p.performance);
    });
    // Cheapest first; at one price the fastest first.
    std::sort(points.begin(), points.end(), [](const auto &a, const auto &b) {
        if (a.priceUsd != b.priceUsd)
            return a.priceUsd < b.priceUsd;
        if (a.performance != b.performance)
            return a.performance > b.performance;
        return a.id < b.id;
    });

    std::vector<PricePerformancePoint> frontier;
    double bestCheaper = -std::numeric_limits<double>::infinity(); // fastest strictly cheaper
    for (std::size_t i = 0; i < points.size();) {
        const double price = points[i].priceUsd;
        const double groupBest = points[i].performance;
        std::size_t j = i;
        for (; j < points.size() && points[j].priceUsd == price; ++j) {
            // Kept: nothing at this price is faster and nothing cheaper is as fast.
            if (points[j].performance == groupBest && groupBest > bestCheaper)
                frontier.push_back(points[j]);
        }
        bestCheaper = std::max(bestCheaper, groupBest);
        i = j;
    }
    return frontier; // already by price; equal points by id
}

} // namespace gpa
