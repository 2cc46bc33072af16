#include "suggest.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace gpa {

namespace {

std::string lowered(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

} // namespace

std::size_t editDistance(std::string_view first, std::string_view second)
{
    const std::string a = lowered(first);
    const std::string b = lowered(second);
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    // Three rows of the dynamic programme: the swap looks two rows back.
    std::vector<std::size_t> before(m + 1), previous(m + 1), current(m + 1);
    std::iota(previous.begin(), previous.end(), std::size_t{0});
    for (std::size_t i = 1; i <= n; ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= m; ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[m];
}

std::vector<std::string> closestIds(std::string_view unknown, const std::vector<std::string> &candidates,
                                    std::size_t limit)
{
    const std::string typed = lowered(unknown);
    if (typed.empty())
        return {};
    struct Scored
    {
        std::size_t distance;
        const std::string *id;
    };
    std::vector<Scored> scored;
    for (const std::string &id : candidates) {
        const std::size_t distance = editDistance(typed, id);
        const std::size_t longer = std::max(typed.size(), id.size());
        const std::size_t allowed = std::max<std::size_t>(2, longer / 3);
        const std::string candidate = lowered(id);
        // A part of the id ("4090") or the id inside a longer word counts as
        // close, ranked after the typos of the same distance by its length.
        const bool contained = typed.size() >= 2
            && (candidate.find(typed) != std::string::npos || typed.find(candidate) != std::string::npos);
        if (distance <= allowed || contained)
            scored.push_back({distance <= allowed ? distance : allowed + distance, &id});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) {
        return a.distance != b.distance ? a.distance < b.distance : *a.id < *b.id;
    });
    std::vector<std::string> out;
    for (const Scored &s : scored) {
        if (out.size() == limit)
            break;
        out.push_back(*s.id);
    }
    return out;
}

} // namespace gpa
