#include "pricing.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gpa {

std::string_view toString(PriceRule rule)
{
    switch (rule) {
    case PriceRule::None:
        return "none";
    case PriceRule::UserQuote:
        return "user";
    case PriceRule::StreetMean:
        return "street-mean";
    case PriceRule::LaunchPrice:
        return "launch";
    case PriceRule::Cheapest:
        return "cheapest";
    case PriceRule::NewOnly:
        return "new";
    case PriceRule::UsedOnly:
        return "used";
    case PriceRule::Latest:
        return "latest";
    }
    return {};
}

namespace {

constexpr std::array kPolicyNames{
    std::pair{PricePolicy::Default, std::string_view{"default"}},
    std::pair{PricePolicy::Cheapest, std::string_view{"cheapest"}},
    std::pair{PricePolicy::NewOnly, std::string_view{"new"}},
    std::pair{PricePolicy::UsedOnly, std::string_view{"used"}},
    std::pair{PricePolicy::Latest, std::string_view{"latest"}},
};

// Tie-break on the same day: the user's own word first, then street prices
// (new before used), then list and launch prices.
int kindPriority(QuoteKind kind)
{
    switch (kind) {
    case QuoteKind::User:
        return 5;
    case QuoteKind::Retail:
        return 4;
    case QuoteKind::Used:
        return 3;
    case QuoteKind::List:
        return 2;
    case QuoteKind::Msrp:
        return 1;
    }
    return 0;
}

// "$600, 2018-10" or, for another currency, "¥8,600 ≈ $1,200, 2018-10".
std::string label(const PricedQuote &q)
{
    std::string text;
    if (q.quote.currency == "USD")
        text = formatMoney(q.usd, "USD");
    else
        text = formatMoney(q.quote.amount, q.quote.currency) + " ≈ "
            + formatMoney(q.usd, "USD");
    return text + ", " + q.quote.observed.toString();
}

const PricedQuote *latestOf(const std::vector<PricedQuote> &quotes, auto &&predicate)
{
    const PricedQuote *best = nullptr;
    for (const PricedQuote &q : quotes) {
        if (predicate(q.quote) && (!best || isLaterQuote(q.quote, best->quote)))
            best = &q;
    }
    return best;
}

EffectivePrice single(const PricedQuote &q, PriceRule rule, Message explanation)
{
    EffectivePrice price;
    price.usd = q.usd;
    price.rule = rule;
    price.quotes = {q};
    price.explanation = std::move(explanation);
    return price;
}

EffectivePrice none(const PriceQuery &query)
{
    EffectivePrice price;
    if (query.asOfDay)
        price.explanation = {QT_TRANSLATE_NOOP("core",
                                               "No price quote fits this price policy on "
                                               "or before %1"),
                             {isoDateFromDayNumber(*query.asOfDay)},
                             ""};
    else
        price.explanation
            = {QT_TRANSLATE_NOOP("core", "No price quote fits this price policy"), {}, ""};
    return price;
}

EffectivePrice defaultPolicy(const std::vector<PricedQuote> &quotes, const PriceQuery &query)
{
    if (const PricedQuote *user
        = latestOf(quotes, [](const PriceQuote &q) { return q.kind == QuoteKind::User; })) {
        return single(
            *user, PriceRule::UserQuote,
            {QT_TRANSLATE_NOOP("core", "Your own latest quote (%1)"), {label(*user)}, ""});
    }

    // Seed §4.3: cost = the average of Amazon (new) and eBay (used) prices;
    // here the latest street quote of each kind, averaged over the kinds
    // present.
    const PricedQuote *retail
        = latestOf(quotes, [](const PriceQuote &q) { return q.kind == QuoteKind::Retail; });
    const PricedQuote *used
        = latestOf(quotes, [](const PriceQuote &q) { return q.kind == QuoteKind::Used; });
    if (retail && used) {
        EffectivePrice price;
        price.usd = (retail->usd + used->usd) / 2.0;
        price.rule = PriceRule::StreetMean;
        price.quotes = {*retail, *used};
        price.explanation = {QT_TRANSLATE_NOOP("core",
                                               "Mean of the latest retail quote (%1) and "
                                               "the latest used quote (%2)"),
                             {label(*retail), label(*used)},
                             "§4.3"};
        return price;
    }
    if (retail)
        return single(*retail, PriceRule::StreetMean,
                      {QT_TRANSLATE_NOOP("core",
                                         "Latest retail quote (%1); no used quote to "
                                         "average it with"),
                       {label(*retail)},
                       "§4.3"});
    if (used)
        return single(*used, PriceRule::StreetMean,
                      {QT_TRANSLATE_NOOP("core",
                                         "Latest used quote (%1); no retail quote to "
                                         "average it with"),
                       {label(*used)},
                       "§4.3"});

    const PricedQuote *launch = latestOf(quotes, [](const PriceQuote &q) {
        return q.kind == QuoteKind::Msrp || q.kind == QuoteKind::List;
    });
    if (!launch)
        return none(query);
    if (launch->quote.kind == QuoteKind::List)
        return single(*launch, PriceRule::LaunchPrice,
                      {QT_TRANSLATE_NOOP("core", "No street price: reseller list price (%1)"),
                       {label(*launch)},
                       "§4.3"});
    return single(*launch, PriceRule::LaunchPrice,
                  {QT_TRANSLATE_NOOP("core", "No street price: launch price (%1)"),
                   {label(*launch)},
                   "§4.3"});
}

EffectivePrice cheapestPolicy(const std::vector<PricedQuote> &quotes, const PriceQuery &query)
{
    // The latest quote of each kind and condition is the current offer of
    // that kind; older ones of the same kind are superseded.
    std::map<std::pair<QuoteKind, Condition>, const PricedQuote *> latest;
    for (const PricedQuote &q : quotes) {
        auto &slot = latest[{q.quote.kind, q.quote.condition}];
        if (!slot || isLaterQuote(q.quote, slot->quote))
            slot = &q;
    }
    const PricedQuote *best = nullptr;
    for (const auto &[key, q] : latest) {
        if (!best || q->usd < best->usd
            || (q->usd == best->usd && isLaterQuote(q->quote, best->quote)))
            best = q;
    }
    if (!best)
        return none(query);
    return single(*best, PriceRule::Cheapest,
                  {QT_TRANSLATE_NOOP("core",
                                     "Cheapest of the latest quote of each kind and "
                                     "condition: %1 (%2, %3), out of %4"),
                   {formatMoney(best->usd, "USD"), std::string(toString(best->quote.kind)),
                    std::string(toString(best->quote.condition)), std::to_string(latest.size())},
                   ""});
}

EffectivePrice conditionPolicy(const std::vector<PricedQuote> &quotes, const PriceQuery &query,
                               Condition condition)
{
    const PricedQuote *q
        = latestOf(quotes, [condition](const PriceQuote &p) { return p.condition == condition; });
    if (!q)
        return none(query);
    if (condition == Condition::New)
        return single(
            *q, PriceRule::NewOnly,
            {QT_TRANSLATE_NOOP("core", "Latest quote for a new card (%1)"), {label(*q)}, ""});
    return single(
        *q, PriceRule::UsedOnly,
        {QT_TRANSLATE_NOOP("core", "Latest quote for a used card (%1)"), {label(*q)}, ""});
}

EffectivePrice latestPolicy(const std::vector<PricedQuote> &quotes, const PriceQuery &query)
{
    const PricedQuote *q = latestOf(quotes, [](const PriceQuote &) { return true; });
    if (!q)
        return none(query);
    return single(*q, PriceRule::Latest,
                  {QT_TRANSLATE_NOOP("core", "Latest quote of any kind (%1, %2)"),
                   {label(*q), std::string(toString(q->quote.kind))},
                   ""});
}

} // namespace

std::string_view toString(PricePolicy policy)
{
    for (const auto &[p, name] : kPolicyNames) {
        if (p == policy)
            return name;
    }
    return {};
}

std::optional<PricePolicy> parsePricePolicy(std::string_view text)
{
    for (const auto &[p, name] : kPolicyNames) {
        if (name == text)
            return p;
    }
    return std::nullopt;
}

bool isLaterQuote(const PriceQuote &a, const PriceQuote &b)
{
    return std::tuple{a.observed.lastDayNumber(), kindPriority(a.kind), a.id}
    > std::tuple{b.observed.lastDayNumber(), kindPriority(b.kind), b.id};
}

EffectivePrice effectivePrice(const std::vector<PriceQuote> &quotes, std::string_view deviceId,
                              const CurrencyTable &rates, const PriceQuery &query)
{
    std::vector<PricedQuote> usable;
    std::vector<Message> notes;
    for (const PriceQuote &q : quotes) {
        if (q.deviceId != deviceId || !q.observed.isValid())
            continue;
        if (query.asOfDay && q.observed.lastDayNumber() > *query.asOfDay)
            continue;
        if (!std::isfinite(q.amount) || q.amount <= 0.0) {
            notes.push_back({QT_TRANSLATE_NOOP("core",
                                               "A quote of %1 (%2) was left out: a price "
                                               "must be greater than zero"),
                             {formatFixed(q.amount, 2), q.observed.toString()},
                             ""});
            continue;
        }
        const auto usd = rates.toUsd(q.amount, q.currency);
        if (!usd) {
            notes.push_back({QT_TRANSLATE_NOOP("core",
                                               "A quote of %1 (%2) was left out: no "
                                               "exchange rate for %3"),
                             {formatMoney(q.amount, q.currency), q.observed.toString(), q.currency},
                             ""});
            continue;
        }
        usable.push_back({q, *usd});
    }

    EffectivePrice price;
    switch (query.policy) {
    case PricePolicy::Default:
        price = defaultPolicy(usable, query);
        break;
    case PricePolicy::Cheapest:
        price = cheapestPolicy(usable, query);
        break;
    case PricePolicy::NewOnly:
        price = conditionPolicy(usable, query, Condition::New);
        break;
    case PricePolicy::UsedOnly:
        price = conditionPolicy(usable, query, Condition::Used);
        break;
    case PricePolicy::Latest:
        price = latestPolicy(usable, query);
        break;
    }
    price.notes = std::move(notes);
    return price;
}

std::map<std::string, std::vector<PriceQuote>, std::less<>>
groupQuotesByDevice(const std::vector<PriceQuote> &quotes)
{
    std::map<std::string, std::vector<PriceQuote>, std::less<>> groups;
    for (const PriceQuote &q : quotes)
        groups[q.deviceId].push_back(q);
    return groups;
}

bool availableAsOf(const Device &device, std::optional<int> asOfDay)
{
    if (!asOfDay)
        return true;
    const auto from = device.availableFrom();
    if (!from || !from->isValid())
        return true;
    return from->lastDayNumber() <= *asOfDay;
}

} // namespace gpa
