#include "pricing.h"

#include "date.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>
#include <unordered_map>

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
    case PriceRule::NewPrice:
        return "new-price";
    case PriceRule::UsedMedian:
        return "used-median";
    case PriceRule::LaunchPrice:
        return "launch";
    case PriceRule::OlderQuote:
        return "older-quote";
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

std::vector<QuoteKind> QuoteKinds::list() const
{
    std::vector<QuoteKind> out;
    for (const QuoteKind kind : kAllQuoteKinds) {
        if (contains(kind))
            out.push_back(kind);
    }
    return out;
}

std::string EffectivePrice::kindText() const
{
    std::string text;
    for (const QuoteKind kind : kinds.list()) {
        if (!text.empty())
            text += '+';
        text += toString(kind);
    }
    return text;
}

namespace {

// "$600, 2018-10" or, for another currency, "¥8,600 ≈ $1,200, 2018-10".
std::string label(const PricedQuote &q)
{
    std::string text;
    if (q.quote.currency == "USD")
        text = formatMoney(q.usd, "USD");
    else
        text = formatMoney(q.quote.amount, q.quote.currency) + " ≈ " + formatMoney(q.usd, "USD");
    return text + ", " + q.quote.observed.toString();
}

} // namespace

Message EffectivePrice::explanation() const
{
    Message message;
    message.text = recipe.text;
    message.rule = recipe.rule;
    message.args.reserve(recipe.count);
    for (std::size_t i = 0; i < recipe.count; ++i) {
        const ExplanationRecipe::Argument &argument = recipe.arguments[i];
        const std::size_t index = argument.index;
        const PricedQuote *quote = index < quotes.size() ? &quotes[index] : nullptr;
        std::string text;
        switch (argument.what) {
        case PriceArgument::Window:
            text = std::to_string(freshnessMonths);
            break;
        case PriceArgument::Label:
            if (quote)
                text = label(*quote);
            break;
        case PriceArgument::Kind:
            if (quote)
                text = toString(quote->quote.kind);
            break;
        case PriceArgument::Condition:
            if (quote)
                text = toString(quote->quote.condition());
            break;
        case PriceArgument::UsedLabel: {
            std::vector<double> amounts;
            for (std::size_t q = index; q < quotes.size(); ++q)
                amounts.push_back(quotes[q].usd);
            text = formatMoney(median(amounts).value_or(0.0), "USD") + ", "
                + std::to_string(amounts.size()) + "x";
            break;
        }
        case PriceArgument::Price:
            text = formatMoney(usd.value_or(0.0), "USD");
            break;
        case PriceArgument::PriceKind:
            if (!quotes.empty()) {
                text = quotes.size() > 1 && quotes.front().quote.kind == QuoteKind::Used
                    ? std::string("used median")
                    : std::string(toString(quotes.front().quote.kind));
            }
            break;
        case PriceArgument::Number:
            text = std::to_string(recipe.number);
            break;
        case PriceArgument::Date:
            text = isoDateFromDayNumber(recipe.number);
            break;
        }
        message.args.push_back(std::move(text));
    }
    return message;
}

int windowStartDay(int viewDay, int months)
{
    // isoDateFromDayNumber gives "YYYY-MM-DD" (years 0000-9999).
    const std::string iso = isoDateFromDayNumber(viewDay);
    const auto date = PartialDate::parse(iso);
    if (!date)
        return viewDay - 365 * std::max(months, 0) / 12;
    int year = date->year();
    int month = date->month() - std::max(months, 0);
    while (month < 1) {
        month += 12;
        --year;
    }
    return dayNumber(year, month, std::min(date->day(), daysInMonth(year, month)));
}

std::optional<double> median(std::vector<double> values)
{
    if (values.empty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    if (values.size() % 2 == 1)
        return values[mid];
    return (values[mid - 1] + values[mid]) / 2.0;
}

namespace {

constexpr std::array kPolicyNames{
    std::pair{PricePolicy::Default, std::string_view{"default"}},
    std::pair{PricePolicy::Cheapest, std::string_view{"cheapest"}},
    std::pair{PricePolicy::NewOnly, std::string_view{"new"}},
    std::pair{PricePolicy::UsedOnly, std::string_view{"used"}},
    std::pair{PricePolicy::Latest, std::string_view{"latest"}},
};

// Tie-break on the same day: street prices first (new before used), then
// list prices, system shares and launch prices.
int kindPriority(QuoteKind kind)
{
    switch (kind) {
    case QuoteKind::RetailNew:
        return 5;
    case QuoteKind::Used:
        return 4;
    case QuoteKind::List:
        return 3;
    case QuoteKind::SystemShare:
        return 2;
    case QuoteKind::Msrp:
        return 1;
    }
    return 0;
}

// A usable quote while a price is chosen: the quote stays in the caller's
// list; only the quotes the price ends up using are copied into it.
struct Candidate
{
    const PriceQuote *quote = nullptr;
    double usd = 0.0;

    [[nodiscard]] PricedQuote priced() const { return {*quote, usd}; }
};

using Arg = PriceArgument;

ExplanationRecipe recipe(const char *text, const char *rule,
                         std::initializer_list<ExplanationRecipe::Argument> arguments = {},
                         int number = 0)
{
    ExplanationRecipe r;
    r.text = text;
    r.rule = rule;
    r.number = number;
    for (const ExplanationRecipe::Argument &a : arguments) {
        if (r.count < r.arguments.size())
            r.arguments[r.count++] = a;
    }
    return r;
}

// The quotes of one device, split at the start of the freshness window.
class Pool
{
public:
    Pool(std::vector<Candidate> usable, const PriceQuery &query, int viewDay)
        : m_query(query)
        , m_viewDay(viewDay)
        , m_startDay(windowStartDay(viewDay, query.freshnessMonths))
    {
        for (Candidate &q : usable) {
            if (q.quote->observed.lastDayNumber() >= m_startDay)
                m_current.push_back(std::move(q));
            else
                m_older.push_back(std::move(q));
        }
    }

    [[nodiscard]] int viewDay() const { return m_viewDay; }
    [[nodiscard]] int startDay() const { return m_startDay; }
    [[nodiscard]] const PriceQuery &query() const { return m_query; }

    // A kind that may price a card under this query.
    [[nodiscard]] bool usable(QuoteKind kind) const
    {
        return kind != QuoteKind::SystemShare || m_query.systemShareAsNew;
    }
    // A kind that prices a new card.
    [[nodiscard]] bool newKind(QuoteKind kind) const
    {
        return kind == QuoteKind::RetailNew || kind == QuoteKind::List
            || (kind == QuoteKind::SystemShare && m_query.systemShareAsNew);
    }

    template<typename Predicate>
    [[nodiscard]] const Candidate *latestCurrent(Predicate predicate) const
    {
        return latestOf(m_current, predicate);
    }
    template<typename Predicate>
    [[nodiscard]] const Candidate *latestOlder(Predicate predicate) const
    {
        return latestOf(m_older, predicate);
    }

    // The user's latest own quote in the window (of a usable kind).
    [[nodiscard]] const Candidate *user(std::optional<Condition> condition = {}) const
    {
        return latestCurrent([&](const PriceQuote &q) {
            return q.isUsers() && usable(q.kind) && (!condition || q.condition() == *condition);
        });
    }
    // The latest retail-new or list quote in the window.
    [[nodiscard]] const Candidate *newPrice() const
    {
        return latestCurrent([&](const PriceQuote &q) { return newKind(q.kind); });
    }
    // The used quotes in the window, newest first.
    [[nodiscard]] std::vector<Candidate> used() const
    {
        std::vector<Candidate> out;
        for (const Candidate &q : m_current) {
            if (q.quote->kind == QuoteKind::Used)
                out.push_back(q);
        }
        std::sort(out.begin(), out.end(), [](const Candidate &a, const Candidate &b) {
            return isLaterQuote(*a.quote, *b.quote);
        });
        return out;
    }
    // The launch price of a card still sold: launched within the window, or
    // seen new (a retail-new, list or system-share quote) within it. A card
    // seen only second-hand, or not at all, for a whole window is no longer
    // sold new at its launch price.
    [[nodiscard]] const Candidate *launchPriceIfStillSold() const
    {
        if (const Candidate *recent
            = latestCurrent([](const PriceQuote &q) { return q.kind == QuoteKind::Msrp; }))
            return recent;
        const bool seenNew = latestCurrent([](const PriceQuote &q) {
                                 return q.condition() == Condition::New
                                     && q.kind != QuoteKind::Msrp;
                             })
            != nullptr;
        if (!seenNew)
            return nullptr;
        return latestOlder([](const PriceQuote &q) { return q.kind == QuoteKind::Msrp; });
    }
    [[nodiscard]] bool launchedInWindow(const Candidate &msrp) const
    {
        return msrp.quote->observed.lastDayNumber() >= m_startDay;
    }

private:
    template<typename Predicate>
    static const Candidate *latestOf(const std::vector<Candidate> &quotes, Predicate predicate)
    {
        const Candidate *best = nullptr;
        for (const Candidate &q : quotes) {
            if (predicate(*q.quote) && (!best || isLaterQuote(*q.quote, *best->quote)))
                best = &q;
        }
        return best;
    }

    const PriceQuery &m_query;
    int m_viewDay;
    int m_startDay;
    std::vector<Candidate> m_current; // observed within the window
    std::vector<Candidate> m_older; // observed before it
};

// Fills the price's age fields from the quotes it used.
EffectivePrice finish(EffectivePrice price, const Pool &pool)
{
    price.viewDay = pool.viewDay();
    price.freshnessMonths = pool.query().freshnessMonths;
    if (price.quotes.empty())
        return price;
    int newest = price.quotes.front().quote.observed.lastDayNumber();
    price.date = price.quotes.front().quote.observed;
    for (const PricedQuote &q : price.quotes) {
        if (q.quote.observed.lastDayNumber() > newest) {
            newest = q.quote.observed.lastDayNumber();
            price.date = q.quote.observed;
        }
        if (q.quote.isUsers())
            price.fromUser = true;
    }
    for (const PricedQuote &q : price.quotes)
        price.kinds.insert(q.quote.kind);
    price.ageDays = std::max(pool.viewDay() - newest, 0);
    price.olderThanWindow = newest < pool.startDay();
    return price;
}

EffectivePrice single(const Candidate &q, PriceRule rule, ExplanationRecipe explanation)
{
    EffectivePrice price;
    price.usd = q.usd;
    price.rule = rule;
    price.quotes = {q.priced()};
    price.recipe = explanation;
    return price;
}

EffectivePrice none(const PriceQuery &query)
{
    EffectivePrice price;
    if (query.asOfDay)
        price.recipe = recipe(QT_TRANSLATE_NOOP("core",
                                                "No price quote fits this price policy on "
                                                "or before %1"),
                              "", {{Arg::Date}}, *query.asOfDay);
    else
        price.recipe
            = recipe(QT_TRANSLATE_NOOP("core", "No price quote fits this price policy"), "");
    return price;
}

// The median of the used quotes (newest first) as one price.
EffectivePrice usedMedian(const std::vector<Candidate> &used, PriceRule rule,
                          ExplanationRecipe explanation)
{
    std::vector<double> amounts;
    for (const Candidate &q : used)
        amounts.push_back(q.usd);
    EffectivePrice price;
    price.usd = median(amounts);
    price.rule = rule;
    price.quotes.reserve(used.size());
    for (const Candidate &q : used)
        price.quotes.push_back(q.priced());
    price.recipe = explanation;
    return price;
}

ExplanationRecipe launchExplanation(const Candidate &msrp, const Pool &pool)
{
    if (pool.launchedInWindow(msrp))
        return recipe(QT_TRANSLATE_NOOP("core",
                                        "Launch price (%1): launched within %2 months, no shop "
                                        "price yet"),
                      "§4.3", {{Arg::Label, 0}, {Arg::Window}});
    return recipe(QT_TRANSLATE_NOOP("core",
                                    "Launch price (%1): still sold new within %2 months, but no "
                                    "shop price in that time"),
                  "§4.3", {{Arg::Label, 0}, {Arg::Window}});
}

EffectivePrice defaultPolicy(const Pool &pool)
{
    if (const Candidate *user = pool.user())
        return single(*user, PriceRule::UserQuote,
                      recipe(QT_TRANSLATE_NOOP("core", "Your own quote (%1, %2)"), "",
                             {{Arg::Label, 0}, {Arg::Condition, 0}}));

    // Seed §4.3: cost = the average of Amazon (new) and eBay (used) prices;
    // here the latest new price and the median used price, both observed in
    // the same window, never across years.
    const Candidate *fresh = pool.newPrice();
    const std::vector<Candidate> used = pool.used();
    if (fresh && !used.empty()) {
        EffectivePrice price = usedMedian(used, PriceRule::StreetMean, {});
        price.usd = (fresh->usd + *price.usd) / 2.0;
        price.quotes.insert(price.quotes.begin(), fresh->priced());
        // The new price first, then the used ones (their median from index 1).
        price.recipe = recipe(QT_TRANSLATE_NOOP("core",
                                                "Mean of the new price (%1) and the median used "
                                                "price (%2), both within %3 months"),
                              "§4.3", {{Arg::Label, 0}, {Arg::UsedLabel, 1}, {Arg::Window}});
        return price;
    }
    if (fresh && fresh->quote->kind == QuoteKind::SystemShare)
        return single(
            *fresh, PriceRule::NewPrice,
            recipe(QT_TRANSLATE_NOOP("core",
                                     "A machine's price per GPU (%1) as the new price, as "
                                     "the settings allow; no used price within %2 months"),
                   "§4.3", {{Arg::Label, 0}, {Arg::Window}}));
    if (fresh)
        return single(
            *fresh, PriceRule::NewPrice,
            recipe(fresh->quote->kind == QuoteKind::List
                       ? QT_TRANSLATE_NOOP("core",
                                           "List price for a new card (%1); no used price "
                                           "within %2 months to average it with")
                       : QT_TRANSLATE_NOOP("core",
                                           "Shop price for a new card (%1); no used price "
                                           "within %2 months to average it with"),
                   "§4.3", {{Arg::Label, 0}, {Arg::Window}}));
    if (!used.empty())
        return usedMedian(
            used, PriceRule::UsedMedian,
            recipe(QT_TRANSLATE_NOOP("core",
                                     "Median used price (%1) within %2 months; no new "
                                     "price in that time to average it with"),
                   "§4.3", {{Arg::UsedLabel, 0}, {Arg::Window}}));
    if (const Candidate *launch = pool.launchPriceIfStillSold())
        return single(*launch, PriceRule::LaunchPrice, launchExplanation(*launch, pool));

    const Candidate *older
        = pool.latestOlder([&](const PriceQuote &q) { return pool.usable(q.kind); });
    if (!older)
        return none(pool.query());
    return single(*older, PriceRule::OlderQuote,
                  recipe(QT_TRANSLATE_NOOP(
                             "core", "No quote within %1 months: the latest older one (%2, %3)"),
                         "", {{Arg::Window}, {Arg::Label, 0}, {Arg::Kind, 0}}));
}

EffectivePrice cheapestPolicy(const Pool &pool)
{
    // The current price of each kind; the cheapest of them wins.
    std::vector<EffectivePrice> candidates;
    if (const Candidate *user = pool.user())
        candidates.push_back(single(*user, PriceRule::Cheapest, {}));
    for (const QuoteKind kind : {QuoteKind::RetailNew, QuoteKind::List, QuoteKind::SystemShare}) {
        if (!pool.newKind(kind))
            continue;
        if (const Candidate *q = pool.latestCurrent(
                [kind](const PriceQuote &p) { return p.kind == kind && !p.isUsers(); }))
            candidates.push_back(single(*q, PriceRule::Cheapest, {}));
    }
    if (const auto used = pool.used(); !used.empty())
        candidates.push_back(usedMedian(used, PriceRule::Cheapest, {}));
    if (const Candidate *launch = pool.launchPriceIfStillSold())
        candidates.push_back(single(*launch, PriceRule::Cheapest, {}));

    if (candidates.empty()) {
        const Candidate *older
            = pool.latestOlder([&](const PriceQuote &q) { return pool.usable(q.kind); });
        if (!older)
            return none(pool.query());
        return single(*older, PriceRule::Cheapest,
                      recipe(QT_TRANSLATE_NOOP("core",
                                               "No quote within %1 months: the latest older one "
                                               "(%2, %3)"),
                             "", {{Arg::Window}, {Arg::Label, 0}, {Arg::Kind, 0}}));
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < candidates.size(); ++i) {
        if (*candidates[i].usd < *candidates[best].usd)
            best = i;
    }
    EffectivePrice price = std::move(candidates[best]);
    price.recipe = recipe(QT_TRANSLATE_NOOP("core",
                                            "Cheapest current price within %1 months: %2 (%3), "
                                            "out of %4"),
                          "", {{Arg::Window}, {Arg::Price}, {Arg::PriceKind}, {Arg::Number}},
                          static_cast<int>(candidates.size()));
    return price;
}

EffectivePrice newOnlyPolicy(const Pool &pool)
{
    if (const Candidate *user = pool.user(Condition::New))
        return single(*user, PriceRule::NewOnly,
                      recipe(QT_TRANSLATE_NOOP("core", "Your own quote for a new card (%1)"), "",
                             {{Arg::Label, 0}}));
    if (const Candidate *fresh = pool.newPrice())
        return single(*fresh, PriceRule::NewOnly,
                      recipe(QT_TRANSLATE_NOOP("core", "Latest price for a new card (%1, %2)"), "",
                             {{Arg::Label, 0}, {Arg::Kind, 0}}));
    if (const Candidate *launch = pool.launchPriceIfStillSold())
        return single(*launch, PriceRule::NewOnly, launchExplanation(*launch, pool));
    const Candidate *older = pool.latestOlder([&](const PriceQuote &q) {
        return pool.usable(q.kind) && q.condition() == Condition::New;
    });
    if (!older)
        return none(pool.query());
    return single(*older, PriceRule::NewOnly,
                  recipe(QT_TRANSLATE_NOOP("core",
                                           "No price for a new card within %1 months: the latest "
                                           "older one (%2, %3)"),
                         "", {{Arg::Window}, {Arg::Label, 0}, {Arg::Kind, 0}}));
}

EffectivePrice usedOnlyPolicy(const Pool &pool)
{
    if (const Candidate *user = pool.user(Condition::Used))
        return single(*user, PriceRule::UsedOnly,
                      recipe(QT_TRANSLATE_NOOP("core", "Your own quote for a used card (%1)"), "",
                             {{Arg::Label, 0}}));
    if (const auto used = pool.used(); !used.empty())
        return usedMedian(
            used, PriceRule::UsedOnly,
            recipe(QT_TRANSLATE_NOOP("core", "Median used price (%1) within %2 months"), "",
                   {{Arg::UsedLabel, 0}, {Arg::Window}}));
    const Candidate *older
        = pool.latestOlder([](const PriceQuote &q) { return q.kind == QuoteKind::Used; });
    if (!older)
        return none(pool.query());
    return single(*older, PriceRule::UsedOnly,
                  recipe(QT_TRANSLATE_NOOP(
                             "core", "No used price within %1 months: the latest older one (%2)"),
                         "", {{Arg::Window}, {Arg::Label, 0}}));
}

EffectivePrice latestPolicy(const Pool &pool)
{
    const auto usable = [&](const PriceQuote &q) { return pool.usable(q.kind); };
    const Candidate *q = pool.latestCurrent(usable);
    if (!q)
        q = pool.latestOlder(usable);
    if (!q)
        return none(pool.query());
    return single(*q, PriceRule::Latest,
                  recipe(QT_TRANSLATE_NOOP("core", "Latest quote of any kind (%1, %2)"), "",
                         {{Arg::Label, 0}, {Arg::Kind, 0}}));
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
    return std::tuple{a.observed.lastDayNumber(), a.isUsers(), kindPriority(a.kind), a.id}
    > std::tuple{b.observed.lastDayNumber(), b.isUsers(), kindPriority(b.kind), b.id};
}

EffectivePrice effectivePrice(std::span<const PriceQuote> quotes, std::string_view deviceId,
                              const CurrencyTable &rates, const PriceQuery &query)
{
    const std::optional<int> requestedDay = query.viewDay();
    std::vector<Candidate> usable;
    std::vector<Message> notes;
    for (const PriceQuote &q : quotes) {
        if (q.deviceId != deviceId || !q.observed.isValid())
            continue;
        if (requestedDay && q.observed.lastDayNumber() > *requestedDay)
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
        usable.push_back({&q, *usd});
    }

    // Without a date the window ends at the newest quote given.
    int viewDay = requestedDay.value_or(0);
    if (!requestedDay) {
        for (const Candidate &q : usable)
            viewDay = std::max(viewDay, q.quote->observed.lastDayNumber());
    }
    PriceQuery effective = query;
    effective.freshnessMonths = std::max(query.freshnessMonths, 1);
    const Pool pool(std::move(usable), effective, viewDay);

    EffectivePrice price;
    switch (query.policy) {
    case PricePolicy::Default:
        price = defaultPolicy(pool);
        break;
    case PricePolicy::Cheapest:
        price = cheapestPolicy(pool);
        break;
    case PricePolicy::NewOnly:
        price = newOnlyPolicy(pool);
        break;
    case PricePolicy::UsedOnly:
        price = usedOnlyPolicy(pool);
        break;
    case PricePolicy::Latest:
        price = latestPolicy(pool);
        break;
    }
    price = finish(std::move(price), pool);
    price.notes = std::move(notes);
    return price;
}

bool quotesGroupedByDevice(std::span<const PriceQuote> quotes)
{
    return std::is_sorted(
        quotes.begin(), quotes.end(),
        [](const PriceQuote &a, const PriceQuote &b) { return a.deviceId < b.deviceId; });
}

void groupQuotesByDevice(std::vector<PriceQuote> &quotes)
{
    if (quotesGroupedByDevice(quotes))
        return;
    // A counting sort on the rank of each quote's device id, applied in
    // place: a comparison sort would compare ids n log n times, and
    // std::stable_sort borrows a buffer as large as the quotes themselves.
    const std::size_t n = quotes.size();
    std::vector<std::size_t> position(n); // first each quote's device number
    {
        // Devices numbered in order of first appearance (runs of one device
        // are common, so only the first quote of a run is looked up).
        std::unordered_map<std::string_view, std::size_t> numberOf;
        std::vector<std::string_view> ids;
        std::size_t current = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (i == 0 || quotes[i].deviceId != quotes[i - 1].deviceId) {
                const auto [it, added] = numberOf.try_emplace(quotes[i].deviceId, ids.size());
                if (added)
                    ids.push_back(quotes[i].deviceId);
                current = it->second;
            }
            position[i] = current;
        }
        std::vector<std::size_t> byId(ids.size());
        std::iota(byId.begin(), byId.end(), std::size_t {0});
        std::sort(byId.begin(), byId.end(),
                  [&](std::size_t a, std::size_t b) { return ids[a] < ids[b]; });
        // start[number]: where that device's run begins.
        std::vector<std::size_t> count(ids.size(), 0);
        for (const std::size_t number : position)
            ++count[number];
        std::vector<std::size_t> start(ids.size(), 0);
        std::size_t next = 0;
        for (const std::size_t number : byId) {
            start[number] = next;
            next += count[number];
        }
        for (std::size_t &p : position)
            p = start[p]++;
    }
    // source[j]: the quote that goes to place j.
    std::vector<std::size_t> source(n);
    for (std::size_t i = 0; i < n; ++i)
        source[position[i]] = i;
    position = {};
    // Each cycle of the permutation through one hole: every quote moves once.
    for (std::size_t s = 0; s < n; ++s) {
        if (source[s] == s)
            continue;
        PriceQuote held = std::move(quotes[s]);
        std::size_t hole = s;
        while (source[hole] != s) {
            const std::size_t from = source[hole];
            quotes[hole] = std::move(quotes[from]);
            source[hole] = hole;
            hole = from;
        }
        quotes[hole] = std::move(held);
        source[hole] = hole;
    }
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

namespace gpa {

PriceAgeSummary summarisePriceAges(const std::vector<const EffectivePrice *> &prices)
{
    PriceAgeSummary summary;
    for (const EffectivePrice *price : prices) {
        if (!price || !price->usd)
            continue;
        if (!summary.viewDay && price->viewDay) {
            summary.viewDay = price->viewDay;
            summary.freshnessMonths = price->freshnessMonths;
        }
        ++summary.priced;
        summary.olderThanWindow += price->olderThanWindow ? 1 : 0;
        summary.fromUser += price->fromUser ? 1 : 0;
        const bool msrpOnly = price->kinds == QuoteKinds{QuoteKind::Msrp};
        summary.msrpOnly += msrpOnly ? 1 : 0;
    }
    return summary;
}

Message priceAgeText(const PriceAgeSummary &summary)
{
    const std::string date = summary.viewDay ? isoDateFromDayNumber(*summary.viewDay) : std::string("?");
    // The window's months are the count (the last argument): "1 month",
    // "12 months", in the plural forms of each language.
    std::vector<std::string> args{date, std::to_string(summary.olderThanWindow),
                                  std::to_string(summary.priced)};
    if (summary.msrpOnly > 0) {
        args.push_back(std::to_string(summary.msrpOnly));
        args.push_back(std::to_string(summary.freshnessMonths));
        return {QT_TRANSLATE_N_NOOP("core", "prices as of %1; %2 of %3 older than %n month(s); %4 launch prices only"),
                std::move(args), ""};
    }
    args.push_back(std::to_string(summary.freshnessMonths));
    return {QT_TRANSLATE_N_NOOP("core", "prices as of %1; %2 of %3 older than %n month(s)"), std::move(args), ""};
}

int ageInMonths(int ageDays)
{
    return static_cast<int>(std::lround(std::max(ageDays, 0) / (365.25 / 12.0)));
}

std::string shortAgeText(int ageDays)
{
    const int months = ageInMonths(ageDays);
    if (months < 24)
        return std::to_string(months) + "mo";
    return std::to_string(months / 12) + "y";
}

} // namespace gpa
