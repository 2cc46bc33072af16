#include "currency.h"

#include <cctype>
#include <cmath>

namespace gpa {

namespace {

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

CurrencyTable::CurrencyTable()
{
    m_perUsd["USD"] = 1.0;
}

CurrencyTable::CurrencyTable(const std::vector<ExchangeRate> &rates)
    : CurrencyTable()
{
    for (const ExchangeRate &rate : rates) {
        const std::string code = upper(rate.currency);
        if (code.empty() || code == "USD")
            continue; // the base stays exactly 1
        if (std::isfinite(rate.perUsd) && rate.perUsd > 0.0)
            m_perUsd[code] = rate.perUsd;
    }
}

std::optional<double> CurrencyTable::perUsd(std::string_view currency) const
{
    // Most amounts are in dollars, as written: no upper-case copy to look up.
    if (currency == "USD")
        return 1.0;
    const auto it = m_perUsd.find(upper(currency));
    if (it == m_perUsd.end())
        return std::nullopt;
    return it->second;
}

bool CurrencyTable::knows(std::string_view currency) const
{
    return perUsd(currency).has_value();
}

std::optional<double> CurrencyTable::toUsd(double amount, std::string_view currency) const
{
    const auto rate = perUsd(currency);
    if (!rate)
        return std::nullopt;
    return amount / *rate;
}

std::optional<double> CurrencyTable::fromUsd(double amountUsd, std::string_view currency) const
{
    const auto rate = perUsd(currency);
    if (!rate)
        return std::nullopt;
    return amountUsd * *rate;
}

std::optional<double> CurrencyTable::convert(double amount, std::string_view from,
                                             std::string_view to) const
{
    const auto usd = toUsd(amount, from);
    if (!usd)
        return std::nullopt;
    return fromUsd(*usd, to);
}

std::vector<std::string> CurrencyTable::currencies() const
{
    std::vector<std::string> codes;
    codes.reserve(m_perUsd.size());
    for (const auto &[code, rate] : m_perUsd)
        codes.push_back(code);
    return codes;
}

} // namespace gpa
