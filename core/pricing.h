#pragma once

#include "currency.h"
#include "device.h"
#include "message.h"
#include "records.h"

#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// How one price is chosen from a device's quote history. Every policy looks
// at the quotes observed within a freshness window before the view's date
// (PriceQuery::freshnessMonths, 12 by default) and says how old the quotes it
// used are; when nothing fits inside the window it falls back to the latest
// older quote it would accept and flags the price as older than the window.
// System-share quotes are never a card's price unless the query allows them.
enum class PricePolicy {
    // The user's latest own quote in the window; else seed §4.3's mean of the
    // new price (latest retail-new or list quote) and the used price (median
    // of the used quotes), when both are in the window; else the one of them
    // there is; else the launch price of a card still sold.
    Default,
    // The lowest of the current price of each kind in the window (latest
    // retail-new, latest list, median used, the user's latest, and the launch
    // price of a card still sold).
    Cheapest,
    NewOnly, // the user's new quote, else the latest retail-new or list, else the launch price
    UsedOnly, // the user's used quote, else the median of the used quotes
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
    UserQuote, // the user's own latest quote in the window
    StreetMean, // default: mean of the new price and the used median, same window (§4.3)
    NewPrice, // default: only a new price (retail-new or list) in the window
    UsedMedian, // default: only used quotes in the window, their median
    LaunchPrice, // default: the launch price of a card still sold
    OlderQuote, // default: nothing in the window, the latest older quote
    Cheapest,
    NewOnly,
    UsedOnly,
    Latest,
};

// "none", "user", "street-mean", "new-price", "used-median", "launch",
// "older-quote", "cheapest", "new", "used", "latest".
std::string_view toString(PriceRule rule);

// The default freshness window, in months before the view's date.
inline constexpr int kDefaultFreshnessMonths = 12;

struct PriceQuery
{
    PricePolicy policy = PricePolicy::Default;
    // Only quotes observed on or before this day (core/date.h dayNumber). A
    // partial date counts as the end of its period: "2018" as 2018-12-31,
    // "2018-10" as 2018-10-31. nullopt = today's view.
    std::optional<int> asOfDay;
    // Today's day number, given by the caller (core has no clock): the view's
    // date when asOfDay is not set. When neither is known, the window ends at
    // the newest quote passed in (and ages count from there).
    std::optional<int> today;
    // The freshness window: quotes observed in the `freshnessMonths` months
    // up to the view's date (both ends included) are current.
    int freshnessMonths = kDefaultFreshnessMonths;
    // Let a system-share quote (a machine's price over its GPUs) stand for a
    // new card's price, after retail-new and list quotes.
    bool systemShareAsNew = false;

    // asOfDay, else today.
    [[nodiscard]] std::optional<int> viewDay() const { return asOfDay ? asOfDay : today; }
};

// The first day of the freshness window that ends on `viewDay`: the same day
// of the month `months` months earlier (clamped to the month's length).
int windowStartDay(int viewDay, int months);

// What a price keeps of a quote it was computed from: what shows and cites
// it. Not its device (the price's own), notes, or who entered it: every
// row of a ranking keeps its price, and whole quotes were a quarter of it.
struct UsedQuote
{
    std::int64_t id = 0;
    double amount = 0.0;
    std::string currency;
    QuoteKind kind = QuoteKind::RetailNew;
    Origin origin = Origin::Bundled;
    PartialDate observed;
    std::string source;

    UsedQuote() = default;
    UsedQuote(const PriceQuote &q) // NOLINT(google-explicit-constructor): a quote is used as it is
        : id(q.id), amount(q.amount), currency(q.currency), kind(q.kind), origin(q.origin), observed(q.observed),
          source(q.source)
    {
    }
    [[nodiscard]] Condition condition() const { return conditionOf(kind); }
    [[nodiscard]] bool isUsers() const { return origin == Origin::User; }
};

// A set of quote kinds, in one byte.
class QuoteKinds
{
public:
    QuoteKinds() = default;
    QuoteKinds(std::initializer_list<QuoteKind> kinds)
    {
        for (const QuoteKind kind : kinds)
            insert(kind);
    }
    void insert(QuoteKind kind) { m_bits = static_cast<std::uint8_t>(m_bits | bit(kind)); }
    [[nodiscard]] bool contains(QuoteKind kind) const { return (m_bits & bit(kind)) != 0; }
    [[nodiscard]] bool empty() const { return m_bits == 0; }
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(std::popcount(m_bits)); }
    [[nodiscard]] std::vector<QuoteKind> list() const; // in kAllQuoteKinds order
    friend bool operator==(QuoteKinds a, QuoteKinds b) = default;

private:
    static std::uint8_t bit(QuoteKind kind) { return static_cast<std::uint8_t>(1U << static_cast<unsigned>(kind)); }
    std::uint8_t m_bits = 0;
};

// A quote the price was computed from, with its amount in USD.
struct PricedQuote
{
    UsedQuote quote;
    double usd = 0.0;
};

// What one argument of a price's explanation is made from: the price's own
// fields, formatted only when the explanation is asked for (a ranking keeps a
// price for every device and shows the explanations of a few).
enum class PriceArgument : std::uint8_t {
    Window, // the freshness window in months: "12"
    Label, // quotes[index]: "$600, 2018-10", or "¥8,600 ≈ $1,200, 2018-10"
    Kind, // quotes[index]'s kind: "retail-new"
    Condition, // quotes[index]'s condition: "used"
    UsedLabel, // the median of quotes[index..] in USD and their count: "$450, 3x"
    Price, // the price in USD: "$1,200"
    PriceKind, // "used median" for a median of used quotes, else quotes[0]'s kind
    Number, // ExplanationRecipe::number: "4"
    Date, // ExplanationRecipe::number as a day number: "2019-04-30"
};

// A price's explanation before formatting: its sentence, marked for
// translation, the rule it applies and what each %N is made from.
struct ExplanationRecipe
{
    struct Argument
    {
        PriceArgument what = PriceArgument::Window;
        std::uint8_t index = 0; // into EffectivePrice::quotes, where it applies
    };
    const char *text = ""; // QT_TRANSLATE_NOOP("core", ...)
    const char *rule = ""; // e.g. "§4.3"
    std::array<Argument, 4> arguments {};
    std::uint8_t count = 0;
    int number = 0;
};

struct EffectivePrice
{
    std::optional<double> usd; // nullopt when no quote fits the policy
    PriceRule rule = PriceRule::None;
    // The quotes used: one, or those of a median or a mean, newest first.
    std::vector<PricedQuote> quotes;
    ExplanationRecipe recipe; // what explanation() says
    // Quotes that were left out and why (unknown currency, unusable amount).
    std::vector<Message> notes;

    // What the price stands on, for age badges and footers:
    QuoteKinds kinds; // the kinds of `quotes`
    bool fromUser = false; // the user's own quote
    std::optional<PartialDate> date; // the newest observation used
    std::optional<int> ageDays; // view day - last day of `date`
    bool olderThanWindow = false; // `date` ends before the window starts
    std::optional<int> viewDay; // the day the window ends on
    int freshnessMonths = kDefaultFreshnessMonths;

    // The kinds joined with '+': "retail-new", "retail-new+used", "msrp".
    [[nodiscard]] std::string kindText() const;
    // How the price was chosen, e.g. "Mean of the new price ($600, 2018-10)
    // and the median used price ($450, 3x), both within 12 months".
    [[nodiscard]] Message explanation() const;
};

// The effective price of device `deviceId` from `quotes` (quotes of other
// devices are ignored, so the whole catalogue or one device's group may be
// passed). Every amount is converted to USD with `rates`.
//
// "Latest" orders quotes by the end day of their observed date; on the same
// day the user's own quote first, then by kind, retail-new > used > list >
// system-share > msrp, then by higher id.
EffectivePrice effectivePrice(std::span<const PriceQuote> quotes, std::string_view deviceId,
                              const CurrencyTable &rates, const PriceQuery &query = {});

// What a chart footer or a table caption says about the prices behind a
// view: "prices as of DATE; N of M older than 12 months".
struct PriceAgeSummary
{
    std::optional<int> viewDay; // the day the prices are as of (the window's end)
    int freshnessMonths = kDefaultFreshnessMonths;
    int priced = 0; // devices with a price
    int olderThanWindow = 0; // of those, priced from a quote older than the window
    int msrpOnly = 0; // of those, priced from launch prices only
    int fromUser = 0; // of those, priced from the user's own quote
};

// The summary over the effective prices of a view's devices (unpriced ones
// are not counted). The view day is the first price's that knows one.
PriceAgeSummary summarisePriceAges(const std::vector<const EffectivePrice *> &prices);

// "prices as of 2026-12-01; 12 of 80 older than 12 months" (with "; 5 launch
// prices only" when some are), in the caller's language through Message.
Message priceAgeText(const PriceAgeSummary &summary);

// A price's age as a badge: whole months under two years ("0mo", "13mo"),
// whole years from then on ("2y"); a month is 365.25 / 12 days, rounded to
// the nearest.
std::string shortAgeText(int ageDays);
// The same age in whole months (rounded to the nearest), for sentences.
int ageInMonths(int ageDays);

// True when `a` is later than `b` in the order above.
bool isLaterQuote(const PriceQuote &a, const PriceQuote &b);

// The median of `values` (the mean of the middle two for an even count);
// nullopt when empty.
std::optional<double> median(std::vector<double> values);

// Orders `quotes` by device id, keeping the order of each device's quotes
// among themselves (a stable sort), so that each device's quotes are one
// contiguous run that PriceBook can point into. In place, in linear time
// after the distinct ids are sorted, with no second copy of the quotes; a
// list already in that order is left untouched.
void groupQuotesByDevice(std::vector<PriceQuote> &quotes);
// True when `quotes` are ordered by device id (groupQuotesByDevice()'s order).
bool quotesGroupedByDevice(std::span<const PriceQuote> quotes);

// True when the device had been released by `asOfDay`: the release month
// where known, else the release year, each counted as the end of its period
// (a card released "2019-07" is not available on 2019-04-30). A device whose
// release date is unknown, or no date given, counts as available.
bool availableAsOf(const Device &device, std::optional<int> asOfDay);

} // namespace gpa
