#include "validation.h"

#include "message.h"

#include <cmath>

namespace gpa {

Status validatePrice(double amount, double usdPerUnit, std::string_view currency)
{
    if (std::isnan(amount))
        return makeError("the price is not a number");
    if (!std::isfinite(amount))
        return makeError("the price must be a finite number");
    if (amount <= 0.0)
        return makeError("the price must be greater than zero");
    if (!(usdPerUnit > 0.0) || !std::isfinite(usdPerUnit))
        return makeError("no exchange rate for " + std::string(currency));
    if (amount * usdPerUnit > kMaxDevicePriceUsd)
        return makeError("the price is implausibly large (more than "
                         + formatMoney(kMaxDevicePriceUsd / usdPerUnit, std::string(currency))
                         + " for one device)");
    return Ok{};
}

Status validateDeviceId(std::string_view id)
{
    if (id.empty())
        return makeError("the id is empty");
    if (id.size() > 64)
        return makeError("the id is longer than 64 characters");
    bool previousDash = true; // no leading dash
    for (const char c : id) {
        const bool dash = c == '-';
        if (!dash && !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')))
            return makeError("the id may hold only lower-case letters, digits and dashes");
        if (dash && previousDash)
            return makeError("the id may not start with a dash or hold two in a row");
        previousDash = dash;
    }
    if (previousDash)
        return makeError("the id may not end with a dash");
    return Ok{};
}

} // namespace gpa
