#include "validation.h"

#include "message.h"

#include <cmath>

namespace gpa {

std::optional<Message> checkPrice(double amount, double usdPerUnit, std::string_view currency)
{
    if (std::isnan(amount))
        return Message{QT_TRANSLATE_NOOP("core", "the price is not a number"), {}, {}};
    if (!std::isfinite(amount))
        return Message{QT_TRANSLATE_NOOP("core", "the price must be a finite number"), {}, {}};
    if (amount <= 0.0)
        return Message{QT_TRANSLATE_NOOP("core", "the price must be greater than zero"), {}, {}};
    if (!(usdPerUnit > 0.0) || !std::isfinite(usdPerUnit))
        return Message{QT_TRANSLATE_NOOP("core", "no exchange rate for %1"), {std::string(currency)}, {}};
    if (amount * usdPerUnit > kMaxDevicePriceUsd)
        return Message{QT_TRANSLATE_NOOP("core", "the price is implausibly large (more than %1 for one device)"),
                       {formatMoney(kMaxDevicePriceUsd / usdPerUnit, std::string(currency))},
                       {}};
    return std::nullopt;
}

std::optional<Message> checkDeviceId(std::string_view id)
{
    if (id.empty())
        return Message{QT_TRANSLATE_NOOP("core", "the id is empty"), {}, {}};
    if (id.size() > 64)
        return Message{QT_TRANSLATE_NOOP("core", "the id is longer than 64 characters"), {}, {}};
    bool previousDash = true; // no leading dash
    for (const char c : id) {
        const bool dash = c == '-';
        if (!dash && !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')))
            return Message{QT_TRANSLATE_NOOP("core", "the id may hold only lower-case letters, digits and dashes"), {}, {}};
        if (dash && previousDash)
            return Message{QT_TRANSLATE_NOOP("core", "the id may not start with a dash or hold two in a row"), {}, {}};
        previousDash = dash;
    }
    if (previousDash)
        return Message{QT_TRANSLATE_NOOP("core", "the id may not end with a dash"), {}, {}};
    return std::nullopt;
}

} // namespace gpa
