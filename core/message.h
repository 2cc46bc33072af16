#pragma once

#include <string>
#include <vector>

// Marks a string literal for Qt Linguist without depending on Qt: lupdate
// scans for QT_TRANSLATE_NOOP textually, and the UI translates the text with
// QCoreApplication::translate(gpa::kMessageContext, text).
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif
// The same for a sentence with a count (%n): Linguist gives it plural forms.
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(scope, x) x
#endif

namespace gpa {

// Translation context of every sentence core produces.
inline constexpr const char *kMessageContext = "core";

// A sentence for the user produced by a calculation (a reason, a warning, a
// verdict). Core keeps it translatable: an English template with Qt-style
// placeholders %1..%9, marked with QT_TRANSLATE_NOOP("core", ...), and its
// arguments already formatted. The UI translates the template and fills in
// the arguments; the command line and tests use english().
//
// A template marked QT_TRANSLATE_N_NOOP holds "%n" and its LAST argument is
// the count (a whole number): translations take the plural form of that
// number, and English writes "month(s)" as "month" for 1, else "months"
// (withEnglishPlural()).
struct Message
{
    const char *text = ""; // e.g. QT_TRANSLATE_NOOP("core", "%1 is %2x faster")
    std::vector<std::string> args;
    std::string rule; // the seed rule it applies, e.g. "§2.1"; may be empty

    // The template with %1..%9 replaced by the arguments.
    [[nodiscard]] std::string english() const;
    friend bool operator==(const Message &a, const Message &b);
};

// English plurals of a text with a count: every "(s)" becomes "" when
// `count` is 1 (or -1), else "s" ("%n month(s)" -> "1 month", "12 months").
// A text without "(s)" (a translation) is returned unchanged.
std::string withEnglishPlural(std::string text, long count);
// The count of a message with %n (its last argument, a whole number);
// false when it has none.
bool messageCount(const Message &message, long &count);

// Fills Qt-style %1..%9 placeholders of `pattern` with `args`.
std::string substitute(const std::string &pattern, const std::vector<std::string> &args);

// Number formatting shared by messages: fixed decimals, no trailing ".0"
// beyond what is asked ("1.35", "$1,200" via formatMoney).
std::string formatFixed(double value, int decimals);
// "$1,200", "¥8,600", "€950"; with decimals "$3.06".
std::string formatMoney(double amount, const std::string &currency, int decimals = 0);

} // namespace gpa
