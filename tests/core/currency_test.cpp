#include "core/currency.h"

#include <catch2/catch.hpp>

#include <limits>

using namespace gpa;

namespace {

// The bundled rates (database/seed/exchange_rates.csv, ECB 2025-06-30).
CurrencyTable bundled()
{
    return CurrencyTable({{"USD", 1.0, "2025-06-30", ""},
                          {"EUR", 0.8532, "2025-06-30", ""},
                          {"CNY", 7.1647, "2025-06-30", ""}});
}

} // namespace

TEST_CASE("Currency: conversions through the dollar", "[currency]")
{
    const auto [from, to, amount, expected]
        = GENERATE(table<std::string, std::string, double, double>({
            {"USD", "USD", 1200.0, 1200.0},
            {"EUR", "USD", 853.2, 1000.0}, // 853.2 / 0.8532
            {"USD", "EUR", 1000.0, 853.2}, // 1000 x 0.8532
            {"CNY", "USD", 7164.7, 1000.0}, // 7164.7 / 7.1647
            {"USD", "CNY", 349.0, 2500.4803}, // 349 x 7.1647
            {"CNY", "EUR", 7164.7, 853.2}, // 7164.7 / 7.1647 = $1000; x 0.8532
            {"eur", "usd", 853.2, 1000.0}, // codes are case-insensitive
        }));
    CAPTURE(from, to, amount);
    const auto result = bundled().convert(amount, from, to);
    REQUIRE(result);
    CHECK_THAT(*result, Catch::Matchers::WithinRel(expected, 1e-9));
}

TEST_CASE("Currency: an unknown currency gives no amount", "[currency]")
{
    const CurrencyTable rates = bundled();
    CHECK_FALSE(rates.toUsd(100.0, "GBP"));
    CHECK_FALSE(rates.fromUsd(100.0, "JPY"));
    CHECK_FALSE(rates.convert(100.0, "EUR", "GBP"));
    CHECK_FALSE(rates.knows(""));
    CHECK(rates.knows("CNY"));
}

TEST_CASE("Currency: USD is always known and bad rates are left out", "[currency]")
{
    const CurrencyTable empty;
    CHECK(empty.toUsd(5.0, "USD") == 5.0);
    CHECK(empty.currencies() == std::vector<std::string>{"USD"});

    // A zero, negative or non-finite rate would divide by zero or flip signs;
    // a row redefining USD must not move the base.
    const CurrencyTable rates({{"EUR", 0.0, "", ""},
                               {"GBP", -0.8, "", ""},
                               {"JPY", std::numeric_limits<double>::infinity(), "", ""},
                               {"USD", 2.0, "", ""},
                               {"CNY", 7.0, "", ""}});
    CHECK(rates.currencies() == std::vector<std::string>{"CNY", "USD"});
    CHECK(rates.perUsd("USD") == 1.0);
}
