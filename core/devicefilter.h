#pragma once

#include "device.h"

#include <optional>
#include <set>
#include <string>

namespace gpa {

// What the user narrowed the catalogue down to. An unset set or bound means
// "no restriction"; an empty set lets nothing through (every box unchecked).
// Prices are compared in USD.
struct DeviceFilter
{
    std::optional<std::set<DeviceKind>> kinds;
    std::optional<std::set<std::string>> vendors;
    std::optional<std::set<Segment>> segments;
    std::optional<double> minMemoryGb;
    std::optional<double> maxPriceUsd; // devices without a price never pass
    bool tensorCoresOnly = false;
    std::optional<int> minYear;
    std::optional<int> maxYear;
    std::string text; // case-insensitive, over name, id and architecture
    // Exactly these devices (e.g. a recommendation's picks shown in the table).
    std::optional<std::set<std::string>> ids;

    [[nodiscard]] bool isActive() const;
    // Number of restrictions in force, for a "3 filters active" label.
    [[nodiscard]] int activeCount() const;
    // `priceUsd` is the device's effective price under the current policy.
    [[nodiscard]] bool matches(const Device &device, std::optional<double> priceUsd) const;

    friend bool operator==(const DeviceFilter &, const DeviceFilter &) = default;
};

} // namespace gpa
