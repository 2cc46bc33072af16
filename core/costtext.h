#pragma once

#include "message.h"

#include <string>

namespace gpa {

// A number for a sentence with at most `maxDecimals` decimals and no
// trailing zeros: 12 -> "12", 10.5 -> "10.5", 1.8118 -> "1.81".
inline std::string compactNumber(double value, int maxDecimals = 2)
{
    std::string text = formatFixed(value, maxDecimals);
    if (text.find('.') != std::string::npos) {
        while (!text.empty() && text.back() == '0')
            text.pop_back();
        if (!text.empty() && text.back() == '.')
            text.pop_back();
    }
    if (text == "-0")
        text = "0";
    return text;
}

// US dollars with cents for small amounts: "$0.19", "$11.02".
inline std::string dollarsAndCents(double amount)
{
    std::string text = amount < 0.0 ? "-$" : "$";
    text += formatFixed(amount < 0.0 ? -amount : amount, 2);
    return text;
}

} // namespace gpa
