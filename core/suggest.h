#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// Edit distance between two ids, case-insensitive: insertions, deletions,
// substitutions and swaps of neighbouring characters each count 1 (optimal
// string alignment), so "rtx-4009" is 1 from "rtx-4090".
[[nodiscard]] std::size_t editDistance(std::string_view a, std::string_view b);

// The ids of `candidates` closest to `unknown`, best first, for a "did you
// mean" after a typo: those within a distance of a third of the longer id
// (at least 2), and those that contain what was typed or are contained in it
// ("4090" finds "rtx-4090"). At most `limit`; empty when nothing is close.
[[nodiscard]] std::vector<std::string> closestIds(std::string_view unknown, const std::vector<std::string> &candidates,
                                                  std::size_t limit = 3);

} // namespace gpa
