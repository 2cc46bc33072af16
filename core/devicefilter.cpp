#include "devicefilter.h"

#include <algorithm>
#include <cctype>

namespace gpa {

namespace {

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool containsText(std::string_view haystack, const std::string &lowerNeedle)
{
    return lower(haystack).find(lowerNeedle) != std::string::npos;
}

} // namespace

int DeviceFilter::activeCount() const
{
    int count = 0;
    count += kinds ? 1 : 0;
    count += vendors ? 1 : 0;
    count += segments ? 1 : 0;
    count += minMemoryGb ? 1 : 0;
    count += maxPriceUsd ? 1 : 0;
    count += tensorCoresOnly ? 1 : 0;
    count += (minYear || maxYear) ? 1 : 0;
    count += text.empty() ? 0 : 1;
    count += ids ? 1 : 0;
    return count;
}

bool DeviceFilter::isActive() const
{
    return activeCount() > 0;
}

bool DeviceFilter::matches(const Device &d, std::optional<double> priceUsd) const
{
    if (ids && ids->count(d.id) == 0)
        return false;
    if (kinds && kinds->count(d.kind) == 0)
        return false;
    if (vendors && vendors->count(d.vendor) == 0)
        return false;
    if (segments && segments->count(d.segment) == 0)
        return false;
    // An unknown value cannot prove it meets a bound, so it does not pass.
    if (minMemoryGb && !(d.memoryGb && *d.memoryGb >= *minMemoryGb))
        return false;
    if (maxPriceUsd && !(priceUsd && *priceUsd <= *maxPriceUsd))
        return false;
    if (tensorCoresOnly && !d.hasTensorCores())
        return false;
    if (minYear && !(d.releaseYear && *d.releaseYear >= *minYear))
        return false;
    if (maxYear && !(d.releaseYear && *d.releaseYear <= *maxYear))
        return false;
    if (!text.empty()) {
        const std::string needle = lower(text);
        if (!containsText(d.name, needle) && !containsText(d.id, needle)
            && !containsText(d.architecture, needle))
            return false;
    }
    return true;
}

} // namespace gpa
