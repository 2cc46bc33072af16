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
    INFO((result.ok() ? std::string() : result.message()));
    REQUIRE(result.ok());
    // Give rows ids in file order, as the catalogue does when it stores them.
    std::int64_t id = 1;
    for (PriceQuote &q : *result)
        q.id = id++;
    return std::move(result).value();
}

constexpr const char *kHeader = "device_id,amount,currency,kind,origin,observed\n";

// The rows of database/seed/price_quotes.csv for the devices under test
// (sources and notes left out).
const std::string kBundledRows = std::string(kHeader) + R"(rtx-2060,349,USD,msrp,,2019-01
rtx-2070,499,USD,msrp,,2018-10
rtx-2070,600,USD,retail-new,,2018-10
rtx-2080-ti,999,USD,msrp,,2018-09
rtx-2080-ti,1200,USD,retail-new,,2018-10
tesla-v100-pcie-16gb,10664,USD,list,,2018
rtx-2060-super,399,USD,msrp,,2019-07
gtx-1080-ti,699,USD,msrp,,2017-03
gtx-1080-ti,700,USD,retail-new,,2018-10
rtx-3090,1499,USD,msrp,,2020
rtx-2080-ti,1928,USD,system-share,,2022-07-01
gtx-1080-ti,892,USD,system-share,,2022-07-01
rtx-3090,3142,USD,system-share,,2022-07-01
rtx-3090,2750,USD,system-share,,2024-07-24
rtx-3090,800,USD,used,,2025-12
rtx-3090,850,USD,used,,2026-05
)";

CurrencyTable bundledRates()
{
    return CurrencyTable({{"EUR", 0.8532, "2025-06-30", ""}, {"CNY", 7.1647, "2025-06-30", ""}});
}

const int kSeedArticleView = dayNumber(2019, 4, 30);
const int kToday = dayNumber(2026, 12, 1);

PriceQuery at(int day, PricePolicy policy = PricePolicy::Default)
{
    PriceQuery q;
    q.policy = policy;
    q.asOfDay = day;
    return q;
}

} // namespace

TEST_CASE("Pricing: the 2019 view of the bundled quotes (seed §4.3, as of 2019-04-30)", "[pricing]")
{
    // Window: 2018-04-30 .. 2019-04-30.
    const auto all = quotes(kBundledRows);
    const auto [device, expected, rule, kind] = GENERATE(table<std::string, double, PriceRule, std::string>({
        {"rtx-2060", 349.0, PriceRule::LaunchPrice, "msrp"}, // launched 2019-01, inside the window
        {"rtx-2070", 600.0, PriceRule::NewPrice, "retail-new"}, // shop price beats msrp $499
        {"rtx-2080-ti", 1200.0, PriceRule::NewPrice, "retail-new"}, // the 2022 share is later
        {"tesla-v100-pcie-16gb", 10664.0, PriceRule::NewPrice, "list"}, // "2018" = 2018-12-31
        {"gtx-1080-ti", 700.0, PriceRule::NewPrice, "retail-new"},
    }));
    CAPTURE(device);
    const auto price = effectivePrice(all, device, bundledRates(), at(kSeedArticleView));
    REQUIRE(price.usd);
    CHECK(*price.usd == expected);
    CHECK(price.rule == rule);
    CHECK(price.kindText() == kind);
    CHECK_FALSE(price.olderThanWindow);
    CHECK(price.explanation().rule == "§4.3");
}

TEST_CASE("Pricing: a set of quote kinds lists them in kind order, once each", "[pricing]")
{
    QuoteKinds kinds;
    CHECK(kinds.empty());
    CHECK(kinds.size() == 0);
    kinds.insert(QuoteKind::List);
    kinds.insert(QuoteKind::Used);
    kinds.insert(QuoteKind::Used);
    kinds.insert(QuoteKind::Msrp);
    CHECK(kinds.size() == 3);
    CHECK(kinds.list() == std::vector<QuoteKind>{QuoteKind::Msrp, QuoteKind::Used, QuoteKind::List});
    CHECK(kinds.contains(QuoteKind::Used));
    CHECK_FALSE(kinds.contains(QuoteKind::RetailNew));
    CHECK(kinds == QuoteKinds{QuoteKind::List, QuoteKind::Msrp, QuoteKind::Used});
    CHECK_FALSE(kinds == QuoteKinds{QuoteKind::Msrp});
}

TEST_CASE("Pricing: a price keeps what shows and cites each quote it used", "[pricing]")
{
    PriceQuote q;
    q.id = 42;
    q.deviceId = "rtx-2070";
    q.amount = 4299.0;
    q.currency = "CNY";
    q.kind = QuoteKind::Used;
    q.origin = Origin::User;
    q.observed = *PartialDate::parse("2019-03-14");
    q.source = "a shop receipt kept by the user, long enough to be on the heap";
    q.notes = "seen twice";
    q.enteredBy = "alice";
    q.enteredAt = "2019-03-14T10:00:00Z";
    const std::vector<PriceQuote> all{q};
    const auto price = effectivePrice(all, "rtx-2070", bundledRates(), at(kSeedArticleView));
    REQUIRE(price.quotes.size() == 1);
    const UsedQuote &used = price.quotes.front().quote;
    CHECK(used.id == 42);
    CHECK(used.amount == 4299.0);
    CHECK(used.currency == "CNY");
    CHECK(used.kind == QuoteKind::Used);
    CHECK(used.isUsers());
    CHECK(used.condition() == Condition::Used);
    CHECK(used.observed.toString() == "2019-03-14");
    CHECK(used.source == q.source);
    REQUIRE(price.usd);
    CHECK(price.quotes.front().usd == Approx(*price.usd));
}

TEST_CASE("Pricing: a price says its kind, date and age", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const auto price = effectivePrice(all, "rtx-2070", bundledRates(), at(kSeedArticleView));
    REQUIRE(price.date);
    CHECK(price.date->toString() == "2018-10");
    // 2018-10 counts as 2018-10-31; to 2019-04-30: 30 + 31 + 31 + 28 + 31 + 30 = 181 days.
    CHECK(price.ageDays == 181);
    CHECK(price.viewDay == kSeedArticleView);
    CHECK(price.freshnessMonths == 12);
    CHECK(price.kinds.list() == std::vector<QuoteKind>{QuoteKind::RetailNew});
    CHECK_FALSE(price.fromUser);
    CHECK(price.explanation().english()
          == "Shop price for a new card ($600, 2018-10); no used price within 12 months to "
             "average it with");
}

TEST_CASE("Pricing: explanations name the quotes used", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const CurrencyTable rates = bundledRates();
    CHECK(effectivePrice(all, "tesla-v100-pcie-16gb", rates, at(kSeedArticleView))
              .explanation()
              .english()
          == "List price for a new card ($10,664, 2018); no used price within 12 months to average "
             "it with");
    CHECK(effectivePrice(all, "rtx-2060", rates, at(kSeedArticleView)).explanation().english()
          == "Launch price ($349, 2019-01): launched within 12 months, no shop price yet");
}

TEST_CASE("Pricing: a device launched after the date has no price then", "[pricing]")
{
    const auto all = quotes(kBundledRows);
    const auto price = effectivePrice(all, "rtx-2060-super", bundledRates(), at(kSeedArticleView));
    CHECK_FALSE(price.usd);
    CHECK(price.rule == PriceRule::None);
    CHECK(price.explanation().english()
          == "No price quote fits this price policy on or before 2019-04-30");
}

TEST_CASE("Pricing: the RTX 3090 today is priced from one kind in one window", "[pricing]")
{
    // Today 2026-12-01, window from 2025-12-01: used $800 (2025-12) and $850
    // (2026-05); the system shares (2022, 2024) are never a card price and the
    // msrp of 2020 is not current. Median of 800 and 850 = 825.
    const auto all = quotes(kBundledRows);
    PriceQuery query;
    query.today = kToday;
    const auto price = effectivePrice(all, "rtx-3090", bundledRates(), query);
    REQUIRE(price.usd);
    CHECK(*price.usd == 825.0);
    CHECK(price.rule == PriceRule::UsedMedian);
    CHECK(price.kindText() == "used");
    CHECK(price.date->toString() == "2026-05");
    CHECK(price.ageDays == kToday - dayNumber(2026, 5, 31)); // 184 days
    CHECK(price.ageDays == 184);
    CHECK_FALSE(price.olderThanWindow);
    CHECK(price.quotes.size() == 2);
}

TEST_CASE("Pricing: the freshness window includes its first day and nothing before", "[pricing]")
{
    // View 2020-06-15: the window starts 2019-06-15.
    const int view = dayNumber(2020, 6, 15);
    CHECK(windowStartDay(view, 12) == dayNumber(2019, 6, 15));
    // 2020-03-31 minus one month is 2020-02-29 (the month has no 31st).
    CHECK(windowStartDay(dayNumber(2020, 3, 31), 1) == dayNumber(2020, 2, 29));
    CHECK(windowStartDay(dayNumber(2021, 1, 15), 2) == dayNumber(2020, 11, 15));

    const auto [observed, inside, age] = GENERATE(table<std::string, bool, int>({
        {"2019-06-15", true, 366}, // the first day: 2019-06-15 -> 2020-06-15 spans 29 Feb 2020
        {"2019-06-14", false, 367}, // one day earlier
        {"2019-06", true, 351}, // a month counts as its last day, 2019-06-30
        {"2019", true, 167}, // a year counts as 2019-12-31: 31 + 29 + 31 + 30 + 31 + 15
        {"2018", false, 532}, // 2018-12-31
    }));
    CAPTURE(observed);
    const auto all = quotes(std::string(kHeader) + "d,500,USD,retail-new,," + observed + "\n");
    const auto price = effectivePrice(all, "d", bundledRates(), at(view));
    REQUIRE(price.usd);
    CHECK(*price.usd == 500.0);
    CHECK(price.olderThanWindow == !inside);
    CHECK(price.rule == (inside ? PriceRule::NewPrice : PriceRule::OlderQuote));
    CHECK(price.ageDays == age);
}

TEST_CASE("Pricing: a shorter window makes the same quote old", "[pricing]")
{
    const auto all = quotes(std::string(kHeader) + "d,500,USD,retail-new,,2020-01-10\n");
    PriceQuery query = at(dayNumber(2020, 6, 15));
    query.freshnessMonths = 3; // from 2020-03-15
    const auto price = effectivePrice(all, "d", bundledRates(), query);
    CHECK(price.olderThanWindow);
    CHECK(price.rule == PriceRule::OlderQuote);
    CHECK(price.explanation().english()
          == "No quote within 3 months: the latest older one ($500, 2020-01-10, retail-new)");
}

TEST_CASE("Pricing: used quotes in the window give their median", "[pricing]")
{
    const auto [rows, expected] = GENERATE(table<std::string, double>({
        // 300, 420, 500 -> 420
        {"d,300,USD,used,,2020-01\nd,500,USD,used,,2020-02\nd,420,USD,used,,2020-03\n", 420.0},
        // 300, 400, 500, 900 -> (400 + 500) / 2
        {"d,300,USD,used,,2020-01\nd,900,USD,used,,2020-02\nd,500,USD,used,,2020-03\n"
         "d,400,USD,used,,2020-04\n",
         450.0},
        // the $100 of 2018 is outside the window and not counted: 300, 500 -> 400
        {"d,100,USD,used,,2018-01\nd,300,USD,used,,2020-01\nd,500,USD,used,,2020-02\n", 400.0},
    }));
    CAPTURE(rows);
    const auto price
        = effectivePrice(quotes(std::string(kHeader) + rows), "d", bundledRates(), at(dayNumber(2020, 6, 1)));
    REQUIRE(price.usd);
    CHECK(*price.usd == expected);
    CHECK(price.rule == PriceRule::UsedMedian);
}

TEST_CASE("Pricing: seed §4.3's mean only when new and used are in the same window", "[pricing]")
{
    const int view = dayNumber(2020, 6, 1);
    // Both current: (600 + median(400, 440) = 420) / 2 = 510.
    const auto both = quotes(std::string(kHeader)
                             + "d,499,USD,msrp,,2018-10\n"
                               "d,600,USD,retail-new,,2020-02\n"
                               "d,400,USD,used,,2020-03\n"
                               "d,440,USD,used,,2020-05\n");
    const auto mean = effectivePrice(both, "d", bundledRates(), at(view));
    REQUIRE(mean.usd);
    CHECK(*mean.usd == 510.0);
    CHECK(mean.rule == PriceRule::StreetMean);
    CHECK(mean.kindText() == "retail-new+used");
    CHECK(mean.date->toString() == "2020-05");
    CHECK(mean.explanation().english()
          == "Mean of the new price ($600, 2020-02) and the median used price ($420, 2x), both "
             "within 12 months");
    CHECK(mean.explanation().rule == "§4.3");

    // A used quote two years old is never averaged with today's shop price.
    const auto acrossYears = quotes(std::string(kHeader)
                                    + "d,600,USD,retail-new,,2020-02\n"
                                      "d,300,USD,used,,2018-03\n");
    const auto single = effectivePrice(acrossYears, "d", bundledRates(), at(view));
    CHECK(single.usd == 600.0);
    CHECK(single.rule == PriceRule::NewPrice);
}

TEST_CASE("Pricing: the user's own quote in the window wins over every other kind", "[pricing]")
{
    const int view = dayNumber(2026, 12, 1);
    const auto all = quotes(std::string(kHeader)
                            + "rtx-3090,1499,USD,msrp,,2020\n"
                              "rtx-3090,1500,USD,retail-new,,2026-10\n"
                              "rtx-3090,800,USD,used,,2026-11\n"
                              "rtx-3090,750,USD,used,user,2026-06-01\n");
    const auto price = effectivePrice(all, "rtx-3090", bundledRates(), at(view));
    REQUIRE(price.usd);
    CHECK(*price.usd == 750.0);
    CHECK(price.rule == PriceRule::UserQuote);
    CHECK(price.fromUser);
    CHECK(price.kindText() == "used");
    CHECK(price.explanation().english() == "Your own quote ($750, 2026-06-01, used)");

    // The used-only policy takes it too.
    const auto usedOnly
        = effectivePrice(all, "rtx-3090", bundledRates(), at(view, PricePolicy::UsedOnly));
    CHECK(usedOnly.usd == 750.0);
    CHECK(usedOnly.explanation().english() == "Your own quote for a used card ($750, 2026-06-01)");
    // New only: the user's quote is for a used card, so the shop price.
    const auto newOnly
        = effectivePrice(all, "rtx-3090", bundledRates(), at(view, PricePolicy::NewOnly));
    CHECK(newOnly.usd == 1500.0);
    CHECK(newOnly.explanation().english()
          == "Latest price for a new card ($1,500, 2026-10, retail-new)");

    // A user's quote from three years ago no longer wins: the shop price does.
    const auto old = quotes(std::string(kHeader)
                            + "d,480,USD,retail-new,user,2017-03-01\n"
                              "d,600,USD,retail-new,,2020-01\n");
    const auto current = effectivePrice(old, "d", bundledRates(), at(dayNumber(2020, 6, 1)));
    CHECK(current.usd == 600.0);
    CHECK(current.rule == PriceRule::NewPrice);
}

TEST_CASE("Pricing: the launch price counts only while the card is still sold", "[pricing]")
{
    const int view = dayNumber(2025, 12, 1); // window from 2024-12-01
    // Launched inside the window: its msrp is the new price.
    const auto launched = quotes(std::string(kHeader) + "d,549,USD,msrp,,2025-03\n");
    const auto fresh = effectivePrice(launched, "d", bundledRates(), at(view));
    CHECK(fresh.usd == 549.0);
    CHECK(fresh.rule == PriceRule::LaunchPrice);
    CHECK_FALSE(fresh.olderThanWindow);

    // Launched 2023 and seen new inside the window (in a machine's price):
    // still sold, at its msrp; the share itself is no card price.
    const auto seen = quotes(std::string(kHeader)
                             + "d,1599,USD,msrp,,2023-01\n"
                               "d,2125,USD,system-share,,2025-06\n");
    const auto stillSold = effectivePrice(seen, "d", bundledRates(), at(view));
    CHECK(stillSold.usd == 1599.0);
    CHECK(stillSold.rule == PriceRule::LaunchPrice);
    CHECK(stillSold.olderThanWindow); // the launch price itself is old
    CHECK(stillSold.explanation().english()
          == "Launch price ($1,599, 2023-01): still sold new within 12 months, but no shop price "
             "in that time");

    // Launched 2023, not seen new since: the msrp is no current price.
    const auto gone = quotes(std::string(kHeader) + "d,1599,USD,msrp,,2023-01\n");
    const auto older = effectivePrice(gone, "d", bundledRates(), at(view));
    CHECK(older.usd == 1599.0);
    CHECK(older.rule == PriceRule::OlderQuote);
    CHECK(older.olderThanWindow);
}

TEST_CASE("Pricing: a system share is no card price unless asked for", "[pricing]")
{
    const int view = dayNumber(2025, 12, 1);
    const auto all = quotes(std::string(kHeader) + "d,2125,USD,system-share,,2025-06\n");
    const auto byDefault = effectivePrice(all, "d", bundledRates(), at(view));
    CHECK_FALSE(byDefault.usd);
    for (const PricePolicy policy : kAllPricePolicies) {
        CAPTURE(toString(policy));
        CHECK_FALSE(effectivePrice(all, "d", bundledRates(), at(view, policy)).usd);
    }
    PriceQuery allowed = at(view);
    allowed.systemShareAsNew = true;
    const auto asNew = effectivePrice(all, "d", bundledRates(), allowed);
    CHECK(asNew.usd == 2125.0);
    CHECK(asNew.rule == PriceRule::NewPrice);
    CHECK(asNew.kindText() == "system-share");
    CHECK(asNew.explanation().english()
          == "A machine's price per GPU ($2,125, 2025-06) as the new price, as the settings allow; "
             "no used price within 12 months");
    CHECK(asNew.explanation().rule == "§4.3");
}

TEST_CASE("Pricing: each policy picks from the same history under the window", "[pricing]")
{
    // View 2020-06-01; window from 2019-06-01.
    const auto all = quotes(std::string(kHeader)
                            + "d,499,USD,msrp,,2019-01\n"       // 1: older than the window
                              "d,600,USD,retail-new,,2019-10\n" // 2
                              "d,550,USD,retail-new,,2020-02\n" // 3
                              "d,420,USD,used,,2020-03\n"       // 4
                              "d,380,USD,used,,2019-12\n"       // 5
                              "d,700,USD,list,,2020-04\n"       // 6
                              "d,300,USD,used,,2018-01\n"       // 7: older than the window
    );
    const int view = dayNumber(2020, 6, 1);
    const auto [policy, expected, rule, explanation]
        = GENERATE(table<PricePolicy, double, PriceRule, std::string>({
            // new = latest of retail-new and list: list 700 (2020-04); used median (380, 420) =
            // 400 -> (700 + 400) / 2 = 550
            {PricePolicy::Default, 550.0, PriceRule::StreetMean,
             "Mean of the new price ($700, 2020-04) and the median used price ($400, 2x), both "
             "within 12 months"},
            // current per kind: retail-new 550, list 700, used median 400, and the launch
            // price 499 of a card still sold new in the window -> 400, out of 4
            {PricePolicy::Cheapest, 400.0, PriceRule::Cheapest,
             "Cheapest current price within 12 months: $400 (used median), out of 4"},
            {PricePolicy::NewOnly, 700.0, PriceRule::NewOnly,
             "Latest price for a new card ($700, 2020-04, list)"},
            {PricePolicy::UsedOnly, 400.0, PriceRule::UsedOnly,
             "Median used price ($400, 2x) within 12 months"},
            {PricePolicy::Latest, 700.0, PriceRule::Latest,
             "Latest quote of any kind ($700, 2020-04, list)"},
        }));
    CAPTURE(toString(policy));
    const auto price = effectivePrice(all, "d", bundledRates(), at(view, policy));
    REQUIRE(price.usd);
    CHECK(*price.usd == expected);
    CHECK(price.rule == rule);
    CHECK_FALSE(price.olderThanWindow);
    // Formatted when asked for, from the price's own quotes.
    CHECK(price.explanation().english() == explanation);
}

TEST_CASE("Pricing: policies fall back to older quotes and say so", "[pricing]")
{
    const auto all = quotes(std::string(kHeader)
                            + "d,499,USD,msrp,,2015-01\n"
                              "d,300,USD,used,,2016-03\n");
    const int view = dayNumber(2020, 6, 1);
    const auto used = effectivePrice(all, "d", bundledRates(), at(view, PricePolicy::UsedOnly));
    CHECK(used.usd == 300.0);
    CHECK(used.olderThanWindow);
    CHECK(used.explanation().english()
          == "No used price within 12 months: the latest older one ($300, 2016-03)");
    const auto fresh = effectivePrice(all, "d", bundledRates(), at(view, PricePolicy::NewOnly));
    CHECK(fresh.usd == 499.0);
    CHECK(fresh.olderThanWindow);
    const auto latest = effectivePrice(all, "d", bundledRates(), at(view, PricePolicy::Latest));
    CHECK(latest.usd == 300.0);
    CHECK(latest.olderThanWindow);
}

TEST_CASE("Pricing: quotes in other currencies are converted to USD", "[pricing]")
{
    const auto [csvRows, expected] = GENERATE(table<std::string, double>({
        // 8600 / 7.1647 = 1200.329...
        {"x,8600,CNY,retail-new,user,2019-03\n", 8600.0 / 7.1647},
        // 853.2 / 0.8532 = 1000; 3582.35 / 7.1647 = 500; mean 750
        {"x,853.2,EUR,retail-new,,2019-03\nx,3582.35,CNY,used,,2019-03\n", 750.0},
        // msrp in euros only, launched in the window: 426.6 / 0.8532 = 500
        {"x,426.6,EUR,msrp,,2019-01\n", 500.0},
    }));
    CAPTURE(csvRows);
    const auto price = effectivePrice(quotes(std::string(kHeader) + csvRows), "x", bundledRates(),
                                      at(dayNumber(2019, 4, 30)));
    REQUIRE(price.usd);
    CHECK_THAT(*price.usd, Catch::Matchers::WithinRel(expected, 1e-9));
}

TEST_CASE("Pricing: the label of a converted quote shows both currencies", "[pricing]")
{
    const auto price = effectivePrice(quotes(std::string(kHeader) + "x,8600,CNY,retail-new,user,2019-03\n"),
                                      "x", bundledRates(), at(dayNumber(2019, 4, 30)));
    // 8600 / 7.1647 = 1200.33 -> "$1,200"
    CHECK(price.explanation().english()
          == "Your own quote (\u00A58,600 \u2248 $1,200, 2019-03, new)");
}

TEST_CASE("Pricing: a quote in an unknown currency is skipped and said so", "[pricing]")
{
    const auto all = quotes(std::string(kHeader)
                            + "x,499,USD,msrp,,2019-01\n"
                              "x,420,GBP,retail-new,,2019-02\n");
    const auto price = effectivePrice(all, "x", bundledRates(), at(dayNumber(2019, 4, 30)));
    REQUIRE(price.usd);
    CHECK(*price.usd == 499.0); // falls back to the launch price
    CHECK(price.rule == PriceRule::LaunchPrice);
    REQUIRE(price.notes.size() == 1);
    CHECK(price.notes.front().english()
          == "A quote of 420 GBP (2019-02) was left out: no exchange rate for GBP");
}

TEST_CASE("Pricing: without a date the window ends at the newest quote given", "[pricing]")
{
    const auto all = quotes(std::string(kHeader)
                            + "d,600,USD,retail-new,,2020-01\n"
                              "d,400,USD,used,,2018-01\n");
    const auto price = effectivePrice(all, "d", bundledRates());
    CHECK(price.usd == 600.0); // the 2018 used quote is two years older
    CHECK(price.viewDay == dayNumber(2020, 1, 31));
    CHECK(price.ageDays == 0);
}

TEST_CASE("Pricing: ties on the date go to the user, then by kind, then by the higher id", "[pricing]")
{
    PriceQuote a;
    a.observed = *PartialDate::parse("2019-03");
    a.kind = QuoteKind::RetailNew;
    a.id = 7;
    PriceQuote b = a;
    b.id = 9;
    CHECK(isLaterQuote(b, a)); // same day and kind: higher id
    CHECK_FALSE(isLaterQuote(a, b));

    PriceQuote user = a;
    user.kind = QuoteKind::Msrp;
    user.origin = Origin::User;
    user.id = 1;
    CHECK(isLaterQuote(user, b));

    const auto [kindA, kindB] = GENERATE(table<QuoteKind, QuoteKind>({
        {QuoteKind::RetailNew, QuoteKind::Used},
        {QuoteKind::Used, QuoteKind::List},
        {QuoteKind::List, QuoteKind::SystemShare},
        {QuoteKind::SystemShare, QuoteKind::Msrp},
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

TEST_CASE("Pricing: kind and policy names round-trip", "[pricing]")
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
    for (const QuoteKind kind : kAllQuoteKinds)
        CHECK(parseQuoteKind(toString(kind)) == kind);
    CHECK(toString(QuoteKind::RetailNew) == std::string_view("retail-new"));
    CHECK(toString(QuoteKind::SystemShare) == std::string_view("system-share"));
    CHECK_FALSE(parseQuoteKind("retail"));
    CHECK_FALSE(parseQuoteKind("user"));
    CHECK(conditionOf(QuoteKind::Used) == Condition::Used);
    CHECK(conditionOf(QuoteKind::SystemShare) == Condition::New);
}

TEST_CASE("Pricing: the median of none, one, an odd and an even count", "[pricing]")
{
    CHECK_FALSE(median({}));
    CHECK(median({5.0}) == 5.0);
    CHECK(median({3.0, 1.0, 2.0}) == 2.0);
    CHECK(median({4.0, 1.0, 3.0, 2.0}) == 2.5);
}

TEST_CASE("Pricing: quotes grouped by device in place keep each device's order and price the same",
          "[pricing]")
{
    auto all = quotes(kBundledRows);
    CHECK_FALSE(quotesGroupedByDevice(all));
    groupQuotesByDevice(all);
    CHECK(quotesGroupedByDevice(all));
    // Devices by id; each device's rows in file order (ids are file lines):
    // gtx-1080-ti 8 9 12, rtx-2060 1, rtx-2060-super 7, rtx-2070 2 3,
    // rtx-2080-ti 4 5 11, rtx-3090 10 13 14 15 16, tesla-v100-pcie-16gb 6.
    std::vector<std::int64_t> ids;
    for (const PriceQuote &q : all)
        ids.push_back(q.id);
    CHECK(ids == std::vector<std::int64_t> {8, 9, 12, 1, 7, 2, 3, 4, 5, 11, 10, 13, 14, 15, 16, 6});
    CHECK(all[0].amount == 699.0); // the row moved whole, not only its id
    CHECK(all[15].deviceId == "tesla-v100-pcie-16gb");

    // The run of one device prices as the whole list does (used median of
    // 800 and 850 = 825 in 2026).
    PriceQuery query;
    query.today = kToday;
    const std::span<const PriceQuote> rtx3090(all.data() + 10, 5);
    CHECK(effectivePrice(rtx3090, "rtx-3090", bundledRates(), query).usd == 825.0);
    CHECK(effectivePrice(all, "rtx-3090", bundledRates(), query).usd == 825.0);

    // Grouping again changes nothing.
    groupQuotesByDevice(all);
    std::vector<std::int64_t> again;
    for (const PriceQuote &q : all)
        again.push_back(q.id);
    CHECK(again == ids);
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
    const auto [device, asOf, expected] = GENERATE(table<std::string, int, double>({
        {"rtx-2060", dayNumber(2019, 4, 30), 349.0},
        {"rtx-2070", dayNumber(2019, 4, 30), 600.0},
        {"rtx-2080-ti", dayNumber(2019, 4, 30), 1200.0},
        {"tesla-v100-pcie-16gb", dayNumber(2019, 4, 30), 10664.0},
        // 2026-06-30: window from 2025-06-30; used 800 (2025-12) and 850 (2026-05) -> 825
        {"rtx-3090", dayNumber(2026, 6, 30), 825.0},
    }));
    CAPTURE(device);
    CHECK(effectivePrice(all, device, rates, at(asOf)).usd == expected);
    CHECK_FALSE(effectivePrice(all, "rtx-2060-super", rates, at(dayNumber(2019, 4, 30))).usd);
    // No bundled device is priced from a machine's share by default.
    for (const PriceQuote &q : all) {
        const auto price = effectivePrice(all, q.deviceId, rates, at(dayNumber(2026, 12, 1)));
        CHECK_FALSE(price.kinds.contains(QuoteKind::SystemShare));
    }
}
#endif

TEST_CASE("Pricing: the footer's summary counts old and launch-only prices", "[pricing][footer]")
{
    const auto all = quotes(kBundledRows);
    const auto summarise = [&](int day, const std::vector<std::string> &devices) {
        std::vector<EffectivePrice> prices;
        for (const std::string &id : devices)
            prices.push_back(effectivePrice(all, id, bundledRates(), at(day)));
        std::vector<const EffectivePrice *> pointers;
        for (const EffectivePrice &p : prices)
            pointers.push_back(&p);
        pointers.push_back(nullptr); // a device without an evaluation is skipped
        return summarisePriceAges(pointers);
    };
    // The 2019 view: five priced (the RTX 3090's quotes are all later), the
    // RTX 2060 from its launch price only, none older than the window.
    const std::vector<std::string> devices{"rtx-2060", "rtx-2070", "rtx-2080-ti",
                                           "tesla-v100-pcie-16gb", "gtx-1080-ti", "rtx-3090"};
    const PriceAgeSummary article = summarise(kSeedArticleView, devices);
    CHECK(article.viewDay == kSeedArticleView);
    CHECK(article.priced == 5);
    CHECK(article.olderThanWindow == 0);
    CHECK(article.msrpOnly == 1);
    CHECK(priceAgeText(article).english()
          == "prices as of 2019-04-30; 0 of 5 older than 12 months; 1 launch prices only");

    // A year later (window 2019-06-01 .. 2020-06-01) the RTX 2070's only
    // quotes are from 2018-10: its price is older than the window.
    const PriceAgeSummary later = summarise(dayNumber(2020, 6, 1), {"rtx-2070"});
    CHECK(later.priced == 1);
    CHECK(later.olderThanWindow == 1);
    CHECK(priceAgeText(later).english() == "prices as of 2020-06-01; 1 of 1 older than 12 months");
}

TEST_CASE("Ages and windows in months take their plural forms", "[pricing][plural]")
{
    // "%n month(s)": the count is the message's last argument.
    const auto [months, text, withLaunch] = GENERATE(table<int, std::string, std::string>({
        {1, "prices as of 2026-12-01; 0 of 2 older than 1 month",
         "prices as of 2026-12-01; 0 of 2 older than 1 month; 1 launch prices only"},
        {12, "prices as of 2026-12-01; 0 of 2 older than 12 months",
         "prices as of 2026-12-01; 0 of 2 older than 12 months; 1 launch prices only"},
        {0, "prices as of 2026-12-01; 0 of 2 older than 0 months",
         "prices as of 2026-12-01; 0 of 2 older than 0 months; 1 launch prices only"},
    }));
    PriceAgeSummary summary;
    summary.viewDay = dayNumber(2026, 12, 1);
    summary.priced = 2;
    summary.freshnessMonths = months;
    const Message message = priceAgeText(summary);
    CHECK(message.english() == text);
    long count = -5;
    REQUIRE(messageCount(message, count));
    CHECK(count == months);

    summary.msrpOnly = 1;
    CHECK(priceAgeText(summary).english() == withLaunch);

    CHECK(withEnglishPlural("%n month(s) old", 1) == "%n month old");
    CHECK(withEnglishPlural("(%n month(s) old)", 2) == "(%n months old)");
    CHECK(withEnglishPlural("超过 %n 个月", 2) == "超过 %n 个月"); // a translation is left alone
    const Message plain {"no count here %1", {"x"}, ""};
    CHECK_FALSE(messageCount(plain, count));
}
