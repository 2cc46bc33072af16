#pragma once

#include <string>
#include <vector>

namespace gpa {

// One device (or system, or offer) on a price-performance chart.
struct PricePerformancePoint
{
    std::string id;
    double priceUsd = 0.0;
    double performance = 0.0;
    friend bool operator==(const PricePerformancePoint &, const PricePerformancePoint &) = default;
};

// The Pareto frontier: the points for which no other point is both
// cheaper-or-equal and faster-or-equal with at least one of the two strictly
// better. Identical points do not dominate each other, so duplicates on the
// frontier are all kept. Points with a price or performance that is not a
// finite number are left out. Sorted by price, then performance, then id.
std::vector<PricePerformancePoint> paretoFrontier(std::vector<PricePerformancePoint> points);

} // namespace gpa
