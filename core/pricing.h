#pragma once

#include "currency.h"
#include "device.h"
#include "message.h"
#include "records.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// How one price is chosen from a device's quote history.
enum class PricePolicy {
    // The user's latest own quote; else the mean of the latest street quote of
    // each kind, retail and used (seed §4.3 averaged Amazon and eBay); else the
    // latest launch price (msrp or list).
    Default,
    // The lowest among the latest quote of each kind and condition (an old
    // quote that has been superseded by a newer one of its kind is no offer).
    Cheapest,
    NewOnly, // the latest quote whose condition is new
    UsedOnly, // the latest quote whose condition is used
    Latest, // the latest quote of any kind
};
inline constexpr std::array kAllPricePolicies{PricePolicy::Default, PricePolicy::Cheapest,
                                              PricePolicy::NewOnly, PricePolicy::UsedOnly,
                                              PricePolicy::Latest};

// "default", "cheapest", "new", "used", "latest".
std::string_view toString(PricePolicy policy);
std::optional<PricePolicy> parsePricePolicy(std::string_view text);

// The rule that produced a price.
enum class PriceRule {
    None, // no usable quote
    UserQuote, // default policy: the user's own latest quote
    StreetMean, // default policy: mean of the latest retail and used quotes (§4.3)
    LaunchPrice, // default policy: latest msrp or list price
    Cheapest,
    NewOnly,
    UsedOnly,
    Latest,
};

// "none", "user", "street-mean", "launch", "cheapest", "new", "used", "latest".
std::string_view toString(PriceRule rule);

struct PriceQuery
{
    PricePolicy policy = PricePolicy::Default;
    // Only quotes observed on or before this day (core/date.h dayNumber). A
    // partial date counts as the end of its period: "2018" as 2018-12-31,
    // "2018-10" as 2018-10-31. nullopt = today's view, every quote.
    std::optional<int> asOfDay;
};

// A quote the price was computed from, with its amount in USD.
struct PricedQuote
{
    PriceQuote quote;
    double usd = 0.0;
};

struct EffectivePrice
{
    std::optional<double> usd; // nullopt when no quote fits the policy
    PriceRule rule = PriceRule::None;
    std::vector<PricedQuote> quotes; // the quotes used (two for a street mean)
    Message explanation; // e.g. "Mean of the latest retail ($600, 2018-10) and ..."
    // Quotes that were left out and why (unknown currency, unusable amount).
    std::vector<Message> notes;
};

// The effective price of device `deviceId` from `quotes` (quotes of other
// devices are ignored, so the whole catalogue or one device's group may be
// passed). Every amount is converted to USD with `rates`.
//
// "Latest" orders quotes by the end day of their observed date; on the same
// day by kind, user > retail > used > list > msrp, then by higher id.
EffectivePrice effectivePrice(const std::vector<PriceQuote> &quotes, std::string_view deviceId,
                              const CurrencyTable &rates, const PriceQuery &query = {});

// True when `a` is later than `b` in the order above.
bool isLaterQuote(const PriceQuote &a, const PriceQuote &b);

// Quotes grouped by device id, for pricing many devices without scanning
// every quote for each.
std::map<std::string, std::vector<PriceQuote>, std::less<>>
groupQuotesByDevice(const std::vector<PriceQuote> &quotes);

// True when the device had been released by `asOfDay`: the release month
// where known, else the release year, each counted as the end of its period
// (a card released "2019-07" is not available on 2019-04-30). A device whose
// release date is unknown, or no date given, counts as available.
bool availableAsOf(const Device &device, std::optional<int> asOfDay);

} // namespace gpa
