#include "core/pricing.h"
#include "core/tableio.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace gpa;

namespace {

std::vector<PriceQuote> quotes(const std::string &csvText)
{
    csv::Table table;
    csv::ParseError error;
    REQUIRE(csv::parse(csvText, table, error));
    auto result = tableio::readPriceQuotes(table, "price_quotes.csv");
    REQUIRE(result.ok());
    // Give rows ids in file order, as the catalogue does when it stores them.
    std::int64_t id = 1;
    for (PriceQuote &q : *result)
        q.id = id++;
    return std::move(result).value();
}

constexpr const char *kHeader = "device_id,amount,currency,source_kind,condition,observed\n";

// The rows of database/seed/price_quotes.csv for the devices under test
// (sources and notes left out).
const std::string kBundledRows = std::string(kHeader) + R"(rtx-2060,349,USD,msrp,new,2019-01
rtx-2070,499,USD,msrp,new,2018-10
rtx-2070,600,USD,retail,new,2018-10
rtx-2080-ti,999,USD,msrp,new,2018-09
rtx-2080-ti,1200,USD,retail,new,2018-10
tesla-v100-pcie-16gb,10664,USD,list,new,2018
rtx-2060-super,399,USD,msrp,new,2019-07
gtx-1080-ti,699,USD,msrp,new,2017-03
gtx-1080-ti,700,USD,retail,new,2018-10
rtx-3090,1499,USD,msrp,new,2020
rtx-2080-ti,1928,USD,retail,new,2022-07-01
gtx-1080-ti,892,USD,retail,new,2022-07-01
rtx-3090,3142,USD,retail,new,2022-07-01
rtx-3090,2750,USD,retail,new,2024-07-24
)";

CurrencyTable bundledRates()
{
    return CurrencyTable({{"EUR", 0.8532, "2025-06-30", ""}, {"CNY", 7.1647, "2025-06-30", ""}});
}

const int kSeedArticleView = dayNumber(2019, 4, 30);

} // namespace

TEST_CASE("Pricing: the 2019 view of the bundled quotes (as of 2019-04-30)", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const auto [device, expected, rule] = GENERATE(table<std::string, double, PriceRule>({
        {"rtx-2060", 349.0, PriceRule::LaunchPrice}, // msrp is its only quote
        {"rtx-2070", 600.0, PriceRule::StreetMean}, // retail 2018-10 beats msrp $499
        {"rtx-2080-ti", 1200.0, PriceRule::StreetMean}, // $1,928 of 2022-07-01 is later
        {"tesla-v100-pcie-16gb", 10664.0, PriceRule::LaunchPrice}, // list "2018" = 2018-12-31
        {"gtx-1080-ti", 700.0, PriceRule::StreetMean}, // retail 2018-10 over msrp
    }));
    CAPTURE(device);
    const auto price
        = effectivePrice(all, device, bundledRates(), {PricePolicy::Default, kSeedArticleView});
    REQUIRE(price.usd);
    CHECK(*price.usd == expected);
    CHECK(price.rule == rule);
    CHECK(price.explanation.rule == "§4.3");
}

TEST_CASE("Pricing: explanations name the quote used", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const CurrencyTable rates = bundledRates();
    CHECK(effectivePrice(all, "rtx-2070", rates, {PricePolicy::Default, kSeedArticleView})
              .explanation.english()
          == "Latest retail quote ($600, 2018-10); no used quote to average it with");
    CHECK(
        effectivePrice(all, "tesla-v100-pcie-16gb", rates, {PricePolicy::Default, kSeedArticleView})
            .explanation.english()
        == "No street price: reseller list price ($10,664, 2018)");
    CHECK(effectivePrice(all, "rtx-2060", rates, {PricePolicy::Default, kSeedArticleView})
              .explanation.english()
          == "No street price: launch price ($349, 2019-01)");
}

TEST_CASE("Pricing: a device launched after the date has no price then", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const auto price = effectivePrice(all, "rtx-2060-super", bundledRates(),
                                      {PricePolicy::Default, kSeedArticleView});
    CHECK_FALSE(price.usd);
    CHECK(price.rule == PriceRule::None);
    CHECK(price.explanation.english()
          == "No price quote fits this price policy on or before 2019-04-30");
}

TEST_CASE("Pricing: today's view takes the latest street price", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const auto [device, expected] = GENERATE(table<std::string, double>({
        {"rtx-3090", 2750.0}, // retail 2024-07-24 over retail 2022-07-01 ($3,142) and msrp
        {"rtx-2080-ti", 1928.0}, // retail 2022-07-01 over retail 2018-10
        {"rtx-2060", 349.0}, // still only the launch price
    }));
    CAPTURE(device);
    const auto price = effectivePrice(all, device, bundledRates());
    REQUIRE(price.usd);
    CHECK(*price.usd == expected);
    REQUIRE(price.quotes.size() == 1);
    CHECK(price.quotes.front().usd == expected);
}

TEST_CASE("Pricing: the user's own quote wins over every other kind", "[pricing]")
{
    // Even over a later retail quote: the user knows their market.
    const auto all = quotes(std::string(kHeader)
                            + "rtx-2070,499,USD,msrp,new,2018-10\n"
                              "rtx-2070,480,USD,user,used,2019-03-01\n"
                              "rtx-2070,600,USD,retail,new,2024-01\n"
                              "rtx-2070,300,USD,used,used,2024-02\n");
    const auto price = effectivePrice(all, "rtx-2070", bundledRates());
    REQUIRE(price.usd);
    CHECK(*price.usd == 480.0);
    CHECK(price.rule == PriceRule::UserQuote);
    CHECK(price.explanation.english() == "Your own latest quote ($480, 2019-03-01)");
}

TEST_CASE("Pricing: retail and used street quotes are averaged (seed §4.3)", "[pricing]")
{
    const auto all = quotes(std::string(kHeader)
                            + "rtx-2070,499,USD,msrp,new,2018-10\n"
                              "rtx-2070,650,USD,retail,new,2018-07\n"
                              "rtx-2070,600,USD,retail,new,2018-10\n"
                              "rtx-2070,450,USD,used,used,2019-02\n"
                              "rtx-2070,400,USD,used,used,2019-06\n");
    const auto price
        = effectivePrice(all, "rtx-2070", bundledRates(), {PricePolicy::Default, kSeedArticleView});
    REQUIRE(price.usd);
    CHECK(*price.usd == 525.0); // (600 + 450) / 2; $650 is older, $400 is after the date
    CHECK(price.rule == PriceRule::StreetMean);
    REQUIRE(price.quotes.size() == 2);
    CHECK(price.explanation.english()
          == "Mean of the latest retail quote ($600, 2018-10) and the latest used quote ($450, "
             "2019-02)");

    const auto usedOnlyKind = quotes(std::string(kHeader)
                                     + "rtx-2070,499,USD,msrp,new,2018-10\n"
                                       "rtx-2070,450,USD,used,used,2019-02\n");
    const auto used = effectivePrice(usedOnlyKind, "rtx-2070", bundledRates());
    CHECK(used.usd == 450.0);
    CHECK(used.explanation.english()
          == "Latest used quote ($450, 2019-02); no retail quote to average it with");
}

TEST_CASE("Pricing: quotes in other currencies are converted to USD", "[pricing]")
{
    const auto [csvRows, expected] = GENERATE(table<std::string, double>({
        // 8600 / 7.1647 = 1200.329...
        {"x,8600,CNY,user,new,2019-03\n", 8600.0 / 7.1647},
        // 853.2 / 0.8532 = 1000; 3582.35 / 7.1647 = 500; mean 750
        {"x,853.2,EUR,retail,new,2019-03\nx,3582.35,CNY,used,used,2019-03\n", 750.0},
        // msrp in euros only: 426.6 / 0.8532 = 500
        {"x,426.6,EUR,msrp,new,2019-01\n", 500.0},
    }));
    CAPTURE(csvRows);
    const auto price = effectivePrice(quotes(std::string(kHeader) + csvRows), "x", bundledRates());
    REQUIRE(price.usd);
    CHECK_THAT(*price.usd, Catch::Matchers::WithinRel(expected, 1e-9));
}

TEST_CASE("Pricing: the label of a converted quote shows both currencies", "[pricing]")
{
    const auto price = effectivePrice(
        quotes(std::string(kHeader) + "x,8600,CNY,user,new,2019-03\n"), "x", bundledRates());
    // 8600 / 7.1647 = 1200.33 -> "$1,200"
    CHECK(price.explanation.english()
          == "Your own latest quote (\u00A58,600 \u2248 $1,200, 2019-03)");
}

TEST_CASE("Pricing: a quote in an unknown currency is skipped and said so", "[pricing]")
{
    const auto all = quotes(std::string(kHeader)
                            + "x,499,USD,msrp,new,2018-10\n"
                              "x,420,GBP,retail,new,2019-02\n");
    const auto price = effectivePrice(all, "x", bundledRates());
    REQUIRE(price.usd);
    CHECK(*price.usd == 499.0); // falls back to the launch price
    CHECK(price.rule == PriceRule::LaunchPrice);
    REQUIRE(price.notes.size() == 1);
    CHECK(price.notes.front().english()
          == "A quote of 420 GBP (2019-02) was left out: no exchange rate for GBP");
}

TEST_CASE("Pricing: each policy picks from the same history", "[pricing]")
{
    // ids follow row order: 1..6
    const auto all = quotes(std::string(kHeader)
                            + "d,499,USD,msrp,new,2018-10\n" // 1
                              "d,600,USD,retail,new,2018-10\n" // 2
                              "d,550,USD,retail,new,2019-02\n" // 3
                              "d,420,USD,used,used,2019-03\n" // 4
                              "d,480,USD,user,used,2019-01\n" // 5
                              "d,520,USD,retail,new,2019-03\n" // 6
    );
    const auto [policy, asOf, expected, rule]
        = GENERATE(table<PricePolicy, std::optional<int>, double, PriceRule>({
            // Today: every quote.
            {PricePolicy::Default, std::nullopt, 480.0, PriceRule::UserQuote},
            // latest of each kind/condition: msrp 499, retail 520 (id 6 supersedes
            // 550 and 600), used 420, user 480 -> 420
            {PricePolicy::Cheapest, std::nullopt, 420.0, PriceRule::Cheapest},
            // latest new: retail 2019-03 (520) over msrp 2018-10
            {PricePolicy::NewOnly, std::nullopt, 520.0, PriceRule::NewOnly},
            // latest used condition: used 2019-03 (420) over user 2019-01 (480)
            {PricePolicy::UsedOnly, std::nullopt, 420.0, PriceRule::UsedOnly},
            // 2019-03: retail (id 6) and used (id 4) on the same end day; retail ranks first
            {PricePolicy::Latest, std::nullopt, 520.0, PriceRule::Latest},
            // As of 2019-02-15 "2019-02" counts as 2019-02-28 and is left out.
            {PricePolicy::Default, dayNumber(2019, 2, 15), 480.0, PriceRule::UserQuote},
            // candidates: msrp 499, retail 600, user 480 -> 480
            {PricePolicy::Cheapest, dayNumber(2019, 2, 15), 480.0, PriceRule::Cheapest},
            // 2018-10 retail (600) and msrp (499) tie on the date; retail ranks first
            {PricePolicy::NewOnly, dayNumber(2019, 2, 15), 600.0, PriceRule::NewOnly},
            {PricePolicy::UsedOnly, dayNumber(2019, 2, 15), 480.0, PriceRule::UsedOnly},
            {PricePolicy::Latest, dayNumber(2019, 2, 15), 480.0, PriceRule::Latest},
            // On the last day of February the 2019-02 retail quote counts.
            {PricePolicy::NewOnly, dayNumber(2019, 2, 28), 550.0, PriceRule::NewOnly},
        }));
    CAPTURE(toString(policy), asOf);
    const auto price = effectivePrice(all, "d", bundledRates(), {policy, asOf});
    REQUIRE(price.usd);
    CHECK(*price.usd == expected);
    CHECK(price.rule == rule);
}

TEST_CASE("Pricing: policy explanations", "[pricing]")
{
    const auto all = quotes(std::string(kHeader)
                            + "d,499,USD,msrp,new,2018-10\n"
                              "d,420,USD,used,used,2019-03\n"
                              "d,520,USD,retail,new,2019-03\n");
    const CurrencyTable rates = bundledRates();
    CHECK(
        effectivePrice(all, "d", rates, {PricePolicy::Cheapest, {}}).explanation.english()
        == "Cheapest of the latest quote of each kind and condition: $420 (used, used), out of 3");
    CHECK(effectivePrice(all, "d", rates, {PricePolicy::NewOnly, {}}).explanation.english()
          == "Latest quote for a new card ($520, 2019-03)");
    CHECK(effectivePrice(all, "d", rates, {PricePolicy::UsedOnly, {}}).explanation.english()
          == "Latest quote for a used card ($420, 2019-03)");
    CHECK(effectivePrice(all, "d", rates, {PricePolicy::Latest, {}}).explanation.english()
          == "Latest quote of any kind ($520, 2019-03, retail)");
    const auto noUsed = quotes(std::string(kHeader) + "d,499,USD,msrp,new,2018-10\n");
    const auto price = effectivePrice(noUsed, "d", rates, {PricePolicy::UsedOnly, {}});
    CHECK_FALSE(price.usd);
    CHECK(price.explanation.english() == "No price quote fits this price policy");
}

TEST_CASE("Pricing: ties on the date go by kind, then by the higher id", "[pricing]")
{
    PriceQuote a;
    a.observed = *PartialDate::parse("2019-03");
    a.kind = QuoteKind::Retail;
    a.id = 7;
    PriceQuote b = a;
    b.id = 9;
    CHECK(isLaterQuote(b, a)); // same day and kind: higher id
    CHECK_FALSE(isLaterQuote(a, b));

    const auto [kindA, kindB] = GENERATE(table<QuoteKind, QuoteKind>({
        {QuoteKind::User, QuoteKind::Retail},
        {QuoteKind::Retail, QuoteKind::Used},
        {QuoteKind::Used, QuoteKind::List},
        {QuoteKind::List, QuoteKind::Msrp},
    }));
    PriceQuote higher = a;
    higher.kind = kindA;
    higher.id = 1;
    PriceQuote lower = a;
    lower.kind = kindB;
    lower.id = 99;
    CAPTURE(toString(kindA), toString(kindB));
    CHECK(isLaterQuote(higher, lower));

    // A year-only date counts as the year's last day: later than June 30.
    PriceQuote year = a;
    year.observed = PartialDate::yearOnly(2019);
    PriceQuote june = a;
    june.observed = PartialDate::ymd(2019, 6, 30);
    CHECK(isLaterQuote(year, june));
}

TEST_CASE("Pricing: policy names round-trip", "[pricing]")
{
    const auto [policy, name] = GENERATE(table<PricePolicy, std::string>({
        {PricePolicy::Default, "default"},
        {PricePolicy::Cheapest, "cheapest"},
        {PricePolicy::NewOnly, "new"},
        {PricePolicy::UsedOnly, "used"},
        {PricePolicy::Latest, "latest"},
    }));
    CHECK(toString(policy) == name);
    CHECK(parsePricePolicy(name) == policy);
    CHECK_FALSE(parsePricePolicy("Default"));
    CHECK_FALSE(parsePricePolicy(""));
}

TEST_CASE("Pricing: quotes grouped by device price the same", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const auto groups = groupQuotesByDevice(all);
    CHECK(groups.size() == 7);
    CHECK(groups.at("rtx-3090").size() == 3);
    CHECK(effectivePrice(groups.at("rtx-3090"), "rtx-3090", bundledRates()).usd == 2750.0);
}

TEST_CASE("Pricing: availability as of a date", "[pricing]")
{
    const auto [name, releaseDate, releaseYear, asOf, available]
        = GENERATE(table<std::string, std::string, std::optional<int>, std::optional<int>, bool>({
            {"released 2019-07, seen 2019-04-30", "2019-07", 2019, dayNumber(2019, 4, 30), false},
            {"released 2019-01, seen 2019-04-30", "2019-01", 2019, dayNumber(2019, 4, 30), true},
            {"released 2019-04, seen 2019-04-30", "2019-04", 2019, dayNumber(2019, 4, 30), true},
            {"released 2019-04, seen 2019-04-29", "2019-04", 2019, dayNumber(2019, 4, 29), false},
            {"year only 2019, seen 2019-04-30", "", 2019, dayNumber(2019, 4, 30), false},
            {"year only 2019, seen 2019-12-31", "", 2019, dayNumber(2019, 12, 31), true},
            {"year only 2018, seen 2019-04-30", "", 2018, dayNumber(2019, 4, 30), true},
            {"unknown release", "", std::nullopt, dayNumber(2000, 1, 1), true},
            {"no date asked", "2030-01", 2030, std::nullopt, true},
        }));
    CAPTURE(name);
    Device d;
    if (!releaseDate.empty())
        d.releaseDate = PartialDate::parse(releaseDate);
    d.releaseYear = releaseYear;
    CHECK(availableAsOf(d, asOf) == available);
}

#ifdef GPA_SOURCE_DIR
namespace {
std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

template<typename Reader> auto readSeed(const std::string &name, Reader reader)
{
    csv::Table table;
    csv::ParseError error;
    REQUIRE(
        csv::parse(readFile(std::string(GPA_SOURCE_DIR) + "/database/seed/" + name), table, error));
    auto rows = reader(table, name);
    REQUIRE(rows.ok());
    return std::move(rows).value();
}
} // namespace

TEST_CASE("Pricing: the bundled catalogue file gives the 2019 and today's prices",
          "[pricing][seed]")
{
    const auto all = readSeed("price_quotes.csv", tableio::readPriceQuotes);
    const CurrencyTable rates(readSeed("exchange_rates.csv", tableio::readExchangeRates));
    const auto [device, asOf, expected] = GENERATE(table<std::string, std::optional<int>, double>({
        {"rtx-2060", dayNumber(2019, 4, 30), 349.0},
        {"rtx-2070", dayNumber(2019, 4, 30), 600.0},
        {"rtx-2080-ti", dayNumber(2019, 4, 30), 1200.0},
        {"tesla-v100-pcie-16gb", dayNumber(2019, 4, 30), 10664.0},
        {"rtx-3090", std::nullopt, 2750.0},
    }));
    CAPTURE(device);
    CHECK(effectivePrice(all, device, rates, {PricePolicy::Default, asOf}).usd == expected);
    CHECK_FALSE(
        effectivePrice(all, "rtx-2060-super", rates, {PricePolicy::Default, dayNumber(2019, 4, 30)})
            .usd);
}
#endif
