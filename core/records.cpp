#include "records.h"

namespace gpa {

std::string_view toString(QuoteKind kind)
{
    switch (kind) {
    case QuoteKind::Msrp:
        return "msrp";
    case QuoteKind::RetailNew:
        return "retail-new";
    case QuoteKind::Used:
        return "used";
    case QuoteKind::SystemShare:
        return "system-share";
    case QuoteKind::List:
        return "list";
    }
    return {};
}

std::string_view toString(Condition condition)
{
    return condition == Condition::Used ? "used" : "new";
}

std::optional<QuoteKind> parseQuoteKind(std::string_view text)
{
    for (const QuoteKind k : kAllQuoteKinds) {
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

Condition conditionOf(QuoteKind kind)
{
    return kind == QuoteKind::Used ? Condition::Used : Condition::New;
}

std::string_view toString(PriceScope scope)
{
    return scope == PriceScope::Accelerator ? "accelerator" : "instance";
}

std::optional<PriceScope> parsePriceScope(std::string_view text)
{
    if (text == "instance")
        return PriceScope::Instance;
    if (text == "accelerator")
        return PriceScope::Accelerator;
    return std::nullopt;
}

} // namespace gpa
