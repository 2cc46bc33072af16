#include "costtext.h"
#include "recommender.h"

#include <cctype>
#include <cmath>

namespace gpa {

namespace {

bool sameVendor(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i]))
            != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    }
    return true;
}

bool usable(const ValueOffer &o)
{
    return o.device && std::isfinite(o.throughput) && o.throughput > 0.0
        && std::isfinite(o.costUsd) && o.costUsd > 0.0;
}

} // namespace

std::optional<OverpricedKind> overpricedAgainst(const ValueOffer &card, const ValueOffer &other)
{
    // Against a card of the same vendor (the same software stack): the rule
    // is about one maker's dearer editions of its own chips.
    if (!usable(card) || !usable(other) || card.device == other.device
        || !sameVendor(card.device->vendor, other.device->vendor))
        return std::nullopt;
    const bool moreValue
        = other.throughput / other.costUsd > card.throughput / card.costUsd * 1.0001;
    if (!moreValue)
        return std::nullopt;
    // At least as fast for at most 5% more money, with nearly as much
    // memory: nothing but the name is paid for.
    const bool enoughMemory = !card.device->memoryGb
        || (other.device->memoryGb
            && *other.device->memoryGb >= kOverpricedMemoryShare * *card.device->memoryGb);
    if (other.throughput >= card.throughput && other.costUsd <= card.costUsd * kOverpricedSameCostSlack
        && enoughMemory)
        return OverpricedKind::SameForLess;
    // Nearly as fast for far less: the few per cent more speed is bought at
    // a multiple of the price (the seed's "no real advantage").
    if (other.throughput >= kOverpricedNearlyAsFast * card.throughput
        && other.costUsd <= kOverpricedFarCheaper * card.costUsd)
        return OverpricedKind::NearlyAsFast;
    return std::nullopt;
}

Message overpricedSentence(const ValueOffer &card, const ValueOffer &other, OverpricedKind kind)
{
    const std::string name = card.device ? card.device->name : std::string();
    const std::string otherName = other.device ? other.device->name : std::string();
    if (kind == OverpricedKind::SameForLess)
        return {QT_TRANSLATE_NOOP("core",
                                  "The %1 is over-priced for what it gives: the %2 is at least as "
                                  "fast for about the same price or less and has nearly as much "
                                  "memory"),
                {name, otherName},
                "§7.1"};
    const double speedShare = card.throughput > 0.0 ? other.throughput / card.throughput : 0.0;
    const double priceShare = card.costUsd > 0.0 ? other.costUsd / card.costUsd : 0.0;
    const std::optional<double> memory = card.device ? card.device->memoryGb : std::nullopt;
    const std::optional<double> otherMemory = other.device ? other.device->memoryGb : std::nullopt;
    if (memory && otherMemory && *memory > *otherMemory)
        return {QT_TRANSLATE_NOOP("core",
                                  "The %1 is over-priced for what it gives: the %2 is %3% as fast "
                                  "for %4% of its price; the %1's %5 GB of memory against %6 GB "
                                  "counts only if you need it: ask for more than %6 GB to "
                                  "include it"),
                {name, otherName, compactNumber(speedShare * 100.0, 0),
                 compactNumber(priceShare * 100.0, 0), compactNumber(*memory, 0),
                 compactNumber(*otherMemory, 0)},
                "§7.1"};
    return {QT_TRANSLATE_NOOP("core",
                              "The %1 is over-priced for what it gives: the %2 is %3% as fast "
                              "for %4% of its price"),
            {name, otherName, compactNumber(speedShare * 100.0, 0),
             compactNumber(priceShare * 100.0, 0)},
            "§7.1"};
}

} // namespace gpa
