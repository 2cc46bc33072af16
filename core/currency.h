#pragma once

#include "records.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// Exchange rates with the US dollar as base: every rate is "units of the
// currency per USD" (EUR 0.8532 means $1 = €0.8532). USD is always known at
// rate 1. Rates that are not finite and positive are left out, so that
// currency counts as unknown. Codes are matched case-insensitively ("eur").
class CurrencyTable
{
public:
    CurrencyTable(); // USD only
    explicit CurrencyTable(const std::vector<ExchangeRate> &rates);

    [[nodiscard]] bool knows(std::string_view currency) const;
    // Units of `currency` per USD; nullopt for an unknown currency.
    [[nodiscard]] std::optional<double> perUsd(std::string_view currency) const;

    // nullopt when a currency is unknown.
    [[nodiscard]] std::optional<double> toUsd(double amount, std::string_view currency) const;
    [[nodiscard]] std::optional<double> fromUsd(double amountUsd, std::string_view currency) const;
    [[nodiscard]] std::optional<double> convert(double amount, std::string_view from,
                                                std::string_view to) const;

    // The known codes, upper case, sorted.
    [[nodiscard]] std::vector<std::string> currencies() const;

private:
    std::map<std::string, double, std::less<>> m_perUsd;
};

} // namespace gpa
