#include "message.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string_view>

namespace gpa {

std::string substitute(const std::string &pattern, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1'
            && pattern[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (index < args.size()) {
                out += args[index];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string withEnglishPlural(std::string text, long count)
{
    const std::string_view marker = "(s)";
    const std::string ending = count == 1 || count == -1 ? "" : "s";
    for (std::size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at + ending.size()))
        text.replace(at, marker.size(), ending);
    return text;
}

bool messageCount(const Message &message, long &count)
{
    if (std::strstr(message.text, "%n") == nullptr || message.args.empty())
        return false;
    const std::string &last = message.args.back();
    const auto [end, ec] = std::from_chars(last.data(), last.data() + last.size(), count);
    return ec == std::errc{} && end == last.data() + last.size();
}

std::string Message::english() const
{
    long count = 0;
    if (!messageCount(*this, count))
        return substitute(text, args);
    std::string pattern = text;
    for (std::size_t at = pattern.find("%n"); at != std::string::npos; at = pattern.find("%n", at))
        pattern.replace(at, 2, std::to_string(count));
    return substitute(withEnglishPlural(std::move(pattern), count), args);
}

bool operator==(const Message &a, const Message &b)
{
    return std::strcmp(a.text, b.text) == 0 && a.args == b.args && a.rule == b.rule;
}

std::string formatFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return "?";
    // to_chars: no locale, no printf machinery (prices are formatted for
    // every device on every re-ranking).
    char buffer[400];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    if (ec != std::errc{})
        return "?";
    return std::string(buffer, end);
}

std::string formatMoney(double amount, const std::string &currency, int decimals)
{
    if (!std::isfinite(amount))
        return "?";
    const bool negative = amount < 0.0;
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(std::fabs(amount) * scale) / scale;
    std::string fraction;
    if (decimals > 0) {
        const std::string all = formatFixed(rounded, decimals);
        fraction = all.substr(all.find('.'));
    }
    std::string digits = formatFixed(std::floor(rounded), 0);
    std::string grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            grouped += ',';
        grouped += digits[i];
    }
    std::string symbol;
    if (currency == "USD")
        symbol = "$";
    else if (currency == "EUR")
        symbol = "€";
    else if (currency == "CNY")
        symbol = "¥";
    else
        return (negative ? "-" : "") + grouped + fraction + " " + currency;
    return (negative ? "-" : "") + symbol + grouped + fraction;
}

} // namespace gpa
