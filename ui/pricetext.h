#pragma once

#include "core/pricing.h"
#include "core/ranking.h"

#include <QCoreApplication>
#include <QString>

namespace gpa::ui {

// How prices and ranges read in the window: the table's cells and tooltips,
// the details pane and the quotes dialog say the same things the same way.
class PriceText
{
    Q_DECLARE_TR_FUNCTIONS(PriceText)

public:
    // "launch price (MSRP)", "new, at a shop", "used", "share of a system", "list price".
    [[nodiscard]] static QString kindName(QuoteKind kind);
    // The compact mark of what a price stands on, empty for a shop's new
    // price (the usual case): "MSRP", "used", "new+used", "share", "list".
    [[nodiscard]] static QString kindMark(const EffectivePrice &price);
    // "2y", "13mo" when the price is older than the freshness window, else empty.
    [[nodiscard]] static QString ageBadge(const EffectivePrice &price);
    // The table's price cell: "$1,299", "$1,299 · 2y", "$699 · MSRP · 3y".
    [[nodiscard]] static QString cell(const QString &money, const EffectivePrice &price);
    // "Priced from: retail-new, 2025-11, newegg.com (13 months old)".
    [[nodiscard]] static QString pricedFrom(const EffectivePrice &price);
    // The tooltip of a price (rich text): the rule's sentence, then kind,
    // date, age and source of every quote used, and the notes.
    [[nodiscard]] static QString toolTip(const EffectivePrice &price);
    // A source as short text: a URL's host, other text as it is.
    [[nodiscard]] static QString shortSource(const std::string &source);

    // "(1.21–1.66)", "(≥ 1.21)" with `decimals`; empty without a range.
    [[nodiscard]] static QString range(const std::optional<FigureRange> &range, int decimals);
};

} // namespace gpa::ui
