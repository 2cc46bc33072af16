// "Did you mean": the edit distance and the closest ids offered after an
// unknown id on the command line.
#include "core/suggest.h"

#include <catch2/catch.hpp>

using namespace gpa;

TEST_CASE("Edit distance counts insertions, deletions, substitutions and swaps", "[suggest]")
{
    struct Case
    {
        const char *a;
        const char *b;
        std::size_t distance;
    };
    const Case cases[] = {
        {"kitten", "sitting", 3},   // k->s, e->i, +g
        {"rtx-4009", "rtx-4090", 1}, // one swap of neighbours
        {"RTX-4090", "rtx-4090", 0}, // case does not count
        {"", "abc", 3},
        {"a100", "a10", 1},
        {"v100", "a100", 1},
    };
    for (const Case &c : cases) {
        CAPTURE(c.a, c.b);
        CHECK(editDistance(c.a, c.b) == c.distance);
        CHECK(editDistance(c.b, c.a) == c.distance);
    }
}

TEST_CASE("Closest ids: typos within a third of the length, parts of an id, best first", "[suggest]")
{
    const std::vector<std::string> ids{"rtx-4090", "rtx-4080", "gtx-1080", "a100", "a10"};
    // rtx-4080 is 2 away (0->8, 9->0); the allowance for 8 characters is
    // max(2, 8/3 = 2) = 2. gtx-1080 is 4 away (r->g, 4->1, 0->8, 9->0).
    CHECK(closestIds("rtx-4009", ids) == std::vector<std::string>{"rtx-4090", "rtx-4080"});
    // "4090" is 4 edits from rtx-4090 but a part of it.
    CHECK(closestIds("4090", ids) == std::vector<std::string>{"rtx-4090"});
    CHECK(closestIds("A100", ids) == std::vector<std::string>{"a100", "a10"});
    CHECK(closestIds("a100", ids, 1) == std::vector<std::string>{"a100"});
    CHECK(closestIds("quantum-chip", ids).empty());
    CHECK(closestIds("", ids).empty());
}
