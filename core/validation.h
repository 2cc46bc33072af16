#pragma once

#include "message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

struct Device;

// The largest price one device may have, in USD. The dearest accelerators
// sell for tens of thousands of dollars; a million is a typo.
inline constexpr double kMaxDevicePriceUsd = 1'000'000.0;

// Checks a price typed by a user or a script: a finite number greater than
// zero and not absurdly large once converted to USD (`usdPerUnit` = value of
// one unit of the currency in USD). Returns what was wrong, or nothing.
std::optional<Message> checkPrice(double amount, double usdPerUnit, std::string_view currency);

// Device ids are stable slugs: lower-case letters, digits and single dashes.
std::optional<Message> checkDeviceId(std::string_view id);

// One field of a device that is not acceptable: its column name (as in
// tableio's deviceColumns()) and why.
struct FieldProblem
{
    std::string field;
    Message message;
};

// Every problem of a device a user entered: id, name, vendor, release year
// and date, and numbers that must be finite and not negative (unknown is
// fine). Empty when the device can be saved.
std::vector<FieldProblem> checkDevice(const Device &device);

} // namespace gpa
