#include "core/pareto.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

using namespace gpa;

namespace {

std::vector<std::string> ids(const std::vector<PricePerformancePoint> &points)
{
    std::vector<std::string> out;
    for (const auto &p : points)
        out.push_back(p.id);
    return out;
}

} // namespace

TEST_CASE("Pareto: a hand-made set with ties and duplicates", "[pareto]")
{
    const std::vector<PricePerformancePoint> points{
        {"a", 300, 0.50}, // cheapest: on the frontier
        {"b", 350, 0.60}, // faster, dearer: on
        {"c", 350, 0.55}, // same price as b, slower: dominated by b
        {"d", 400, 0.60}, // as fast as b, dearer: dominated by b
        {"e", 500, 0.80}, // on
        {"f", 500, 0.80}, // duplicate of e: neither dominates the other, both on
        {"g", 600, 0.75}, // dearer and slower than e: dominated
        {"h", 1200, 1.00}, // fastest: on
        {"i", 1300, 1.00}, // as fast as h, dearer: dominated
        {"j", 250, 0.20}, // cheapest of all: on
    };
    // Expected by price: j 250, a 300, b 350, e/f 500 (by id), h 1200.
    CHECK(ids(paretoFrontier(points)) == std::vector<std::string>{"j", "a", "b", "e", "f", "h"});
}

TEST_CASE("Pareto: order of input does not matter", "[pareto]")
{
    const std::vector<PricePerformancePoint> points{
        {"h", 1200, 1.00}, {"b", 350, 0.60}, {"c", 350, 0.55}, {"a", 300, 0.50}};
    CHECK(ids(paretoFrontier(points)) == std::vector<std::string>{"a", "b", "h"});
}

TEST_CASE("Pareto: edge sets", "[pareto]")
{
    CHECK(paretoFrontier({}).empty());
    CHECK(ids(paretoFrontier({{"only", 100, 1}})) == std::vector<std::string>{"only"});
    // One point both cheapest and fastest dominates all others.
    CHECK(ids(paretoFrontier({{"x", 100, 2}, {"y", 200, 1}, {"z", 100, 1}}))
          == std::vector<std::string>{"x"});
    // Same performance everywhere: only the cheapest (and its duplicates).
    CHECK(ids(paretoFrontier({{"p", 200, 1}, {"q", 100, 1}, {"r", 100, 1}}))
          == std::vector<std::string>{"q", "r"});
    // Non-finite values are left out.
    const double nan = std::nan("");
    const double inf = std::numeric_limits<double>::infinity();
    CHECK(ids(paretoFrontier({{"n", nan, 5}, {"m", 100, inf}, {"k", 100, 1}}))
          == std::vector<std::string>{"k"});
}
