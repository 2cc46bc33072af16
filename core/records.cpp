#include "records.h"

namespace gpa {

std::string_view toString(QuoteKind kind)
{
    switch (kind) {
    case QuoteKind::Msrp:
        return "msrp";
    case QuoteKind::List:
        return "list";
    case QuoteKind::Retail:
        return "retail";
    case QuoteKind::Used:
        return "used";
    case QuoteKind::User:
        return "user";
    }
    return {};
}

std::string_view toString(Condition condition)
{
    return condition == Condition::Used ? "used" : "new";
}

std::optional<QuoteKind> parseQuoteKind(std::string_view text)
{
    for (const QuoteKind k : {QuoteKind::Msrp, QuoteKind::List, QuoteKind::Retail,
                              QuoteKind::Used, QuoteKind::User}) {
        if (toString(k) == text)
            return k;
    }
    return std::nullopt;
}

std::optional<Condition> parseCondition(std::string_view text)
{
    if (text == "new")
        return Condition::New;
    if (text == "used")
        return Condition::Used;
    return std::nullopt;
}

} // namespace gpa
