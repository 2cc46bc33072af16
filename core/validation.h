#pragma once

#include "message.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpa {

// The largest price one device may have, in USD. The dearest accelerators
// sell for tens of thousands of dollars; a million is a typo.
inline constexpr double kMaxDevicePriceUsd = 1'000'000.0;

// Checks a price typed by a user or a script: a finite number greater than
// zero and not absurdly large once converted to USD (`usdPerUnit` = value of
// one unit of the currency in USD). Returns what was wrong, or nothing.
std::optional<Message> checkPrice(double amount, double usdPerUnit, std::string_view currency);

// Device ids are stable slugs: lower-case letters, digits and single dashes.
std::optional<Message> checkDeviceId(std::string_view id);

} // namespace gpa
