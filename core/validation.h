#pragma once

#include "message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

struct CloudOffer;
struct Device;
struct ExchangeRate;
struct PriceQuote;
struct WorkloadMix;
class PartialDate;

// The one validator of everything that enters the catalogue or the engine:
// the window's dialogs and delegates, the command line, imports and the
// catalogue's own writes all call these, so that a value refused on one path
// is refused on every path, with the same sentence.

// Limits -------------------------------------------------------------------------
// Lengths count characters (Unicode code points), not bytes.
inline constexpr std::size_t kMaxIdLength = 64;
inline constexpr std::size_t kMaxNameLength = 200; // a name, vendor, model, provider, ...
inline constexpr std::size_t kMaxTextLength = 4000; // a source or a note
// The dearest accelerators sell for tens of thousands of dollars, the
// cheapest used card for tens: a million is a typo, and so is less than a
// dollar (a price that small would make performance per dollar infinite).
inline constexpr double kMinDevicePriceUsd = 1.0;
inline constexpr double kMaxDevicePriceUsd = 1'000'000.0;
// Units of a currency per US dollar: from the Kuwaiti dinar (0.3) to the
// currencies of hyperinflation (1e5), with room on both sides.
inline constexpr double kMinPerUsd = 1e-3;
inline constexpr double kMaxPerUsd = 1e7;
// One weight of a workload mix; only ratios matter, so larger is never needed.
inline constexpr double kMaxWorkloadWeight = 1e6;

// One field that is not acceptable: its column name (as in tableio's
// column lists) and why.
struct FieldProblem
{
    std::string field;
    Message message;
};

// Numbers ----------------------------------------------------------------------
// A finite number within [min, max]: what was wrong, or nothing.
std::optional<Message> checkNumber(double value, double min, double max);
// A whole number within [min, max].
std::optional<Message> checkCount(long long value, long long min, long long max);

// Checks a price typed by a user or a script: a finite number greater than
// zero whose value in USD (`usdPerUnit` = value of one unit of the currency in
// USD), itself finite, lies within [kMinDevicePriceUsd, kMaxDevicePriceUsd].
std::optional<Message> checkPrice(double amount, double usdPerUnit, std::string_view currency);

// One weight of a workload mix (finite, 0 to kMaxWorkloadWeight), and a mix
// as a whole: at least one weight above zero.
std::optional<Message> checkWorkloadWeight(double weight);
std::optional<Message> checkWorkloadWeights(double cnn, double rnn, double transformer);

// A workload mix as typed: "cnn", "mix" (all three alike), "transformer,rnn"
// (equal weights) or "cnn=2,rnn=1". Sets `mix` and returns nothing when the
// text is one, else why it is not.
std::optional<Message> readWorkloadMix(std::string_view text, WorkloadMix &mix);

// Text ---------------------------------------------------------------------------
enum class TextKind {
    Line,  // one line: no control character at all
    Block, // may hold line breaks and tabs
};
// Valid UTF-8, no control character (but line breaks and tabs in a block),
// at most `maxLength` characters; `required` refuses an empty or blank text.
std::optional<Message> checkText(std::string_view text, std::size_t maxLength, TextKind kind,
                                 bool required);
// Characters (code points) of UTF-8 text.
std::size_t characterCount(std::string_view utf8);

// Device ids are stable slugs: lower-case letters, digits and single dashes,
// at most kMaxIdLength characters.
std::optional<Message> checkDeviceId(std::string_view id);
// Three capital letters (ISO 4217 form).
std::optional<Message> checkCurrencyCode(std::string_view code);
// "YYYY", "YYYY-MM" or "YYYY-MM-DD" of a real day, years 1900 to 2999.
std::optional<Message> checkDate(std::string_view text);
std::optional<Message> checkDate(const PartialDate &date);

// Records ------------------------------------------------------------------------
// Every problem of a device: id, name, vendor and the other texts, release
// year and date, and numbers that must be finite, not negative and below a
// physical bound (unknown is fine). Empty when the device can be saved.
std::vector<FieldProblem> checkDevice(const Device &device);

// Every problem of a price quote. `usdPerUnit` is the value of one unit of
// its currency in USD when known (then the price's bounds are checked in USD).
std::vector<FieldProblem> checkQuote(const PriceQuote &quote, std::optional<double> usdPerUnit);

// Every problem of an exchange rate: the code, the rate (USD is always 1),
// its date and source.
std::vector<FieldProblem> checkExchangeRate(const ExchangeRate &rate);

// Every problem of a cloud offer: its id (a slug like a device's), the
// names, the device count (1 to 4096) and hourly prices (above 0, at most
// $100,000 an hour).
std::vector<FieldProblem> checkCloudOffer(const CloudOffer &offer);

// "field: reason" of the first problem, for one-line messages; the field is
// left out when empty.
std::string firstProblem(const std::vector<FieldProblem> &problems);

} // namespace gpa
