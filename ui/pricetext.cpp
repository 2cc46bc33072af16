#include "pricetext.h"

#include "database/qtconvert.h"

#include <QLocale>
#include <QUrl>

#include <algorithm>

namespace gpa::ui {

QString PriceText::kindName(QuoteKind kind)
{
    switch (kind) {
    case QuoteKind::Msrp:
        return tr("launch price (MSRP)");
    case QuoteKind::RetailNew:
        return tr("new, at a shop");
    case QuoteKind::Used:
        return tr("used");
    case QuoteKind::SystemShare:
        return tr("share of a system's price");
    case QuoteKind::List:
        return tr("list price");
    }
    return {};
}

QString PriceText::kindMark(const EffectivePrice &price)
{
    const std::vector<QuoteKind> kinds = price.kinds.list();
    if (kinds.empty())
        return {};
    if (kinds.size() > 1)
        return price.kinds.contains(QuoteKind::Used) ? tr("new+used") : QString();
    switch (kinds.front()) {
    case QuoteKind::Msrp:
        return tr("MSRP");
    case QuoteKind::Used:
        return tr("used");
    case QuoteKind::SystemShare:
        return tr("share");
    case QuoteKind::List:
        return tr("list");
    case QuoteKind::RetailNew:
        return {};
    }
    return {};
}

QString PriceText::ageBadge(const EffectivePrice &price)
{
    if (!price.usd || !price.olderThanWindow || !price.ageDays)
        return {};
    return toQString(shortAgeText(*price.ageDays));
}

QString PriceText::cell(const QString &money, const EffectivePrice &price)
{
    QString text = money;
    for (const QString &part : {kindMark(price), ageBadge(price)}) {
        if (!part.isEmpty())
            text += QStringLiteral(" · ") + part;
    }
    return text;
}

QString PriceText::shortSource(const std::string &source)
{
    const QString text = toQString(source).trimmed();
    const QUrl url(text, QUrl::StrictMode);
    if (url.isValid() && (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        && !url.host().isEmpty()) {
        QString host = url.host();
        if (host.startsWith(QLatin1String("www.")))
            host = host.mid(4);
        return host;
    }
    return text;
}

QString PriceText::pricedFrom(const EffectivePrice &price)
{
    if (!price.usd || price.quotes.empty())
        return tr("No price under this policy and date");
    const UsedQuote &newest = price.quotes.front().quote;
    QStringList parts{toQString(price.kindText())};
    if (price.date)
        parts.append(toQString(price.date->toString()));
    if (newest.isUsers())
        parts.append(tr("your own quote"));
    else if (!newest.source.empty())
        parts.append(shortSource(newest.source));
    QString text = tr("Priced from: %1").arg(parts.join(QStringLiteral(", ")));
    if (price.ageDays) {
        const int months = ageInMonths(*price.ageDays);
        text += QLatin1Char(' ')
                + withEnglishPlural(price.olderThanWindow
                                        ? tr("(%n month(s) old, older than the %1-month window)", nullptr, months)
                                              .arg(price.freshnessMonths)
                                        : tr("(%n month(s) old)", nullptr, months),
                                    months);
    }
    return text;
}

QString PriceText::toolTip(const EffectivePrice &price)
{
    QString tip = translated(price.explanation()).toHtmlEscaped();
    if (price.olderThanWindow && price.ageDays) {
        tip += QStringLiteral("<br><b>")
               + withEnglishPlural(tr("Older than the %1-month window: %n month(s) old", nullptr,
                                      ageInMonths(*price.ageDays))
                                       .arg(price.freshnessMonths),
                                   ageInMonths(*price.ageDays))
               + QStringLiteral("</b>");
    }
    tip += QStringLiteral("<ul>");
    for (const PricedQuote &used : price.quotes) {
        const UsedQuote &q = used.quote;
        QString line = QStringLiteral("%1 %2, %3, %4")
                           .arg(QLocale().toString(q.amount, 'f', 0), toQString(q.currency), kindName(q.kind),
                                toQString(q.observed.toString()));
        line += QStringLiteral(", ") + (q.isUsers() ? tr("your own quote") : tr("bundled"));
        if (!q.source.empty())
            line += QStringLiteral(", ") + tr("source: %1").arg(toQString(q.source));
        tip += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>");
    }
    tip += QStringLiteral("</ul>");
    tip += tr("Rule: %1").arg(toQString(toString(price.rule))).toHtmlEscaped();
    for (const Message &note : price.notes)
        tip += QStringLiteral("<br>") + translated(note).toHtmlEscaped();
    return tip;
}

QString PriceText::range(const std::optional<FigureRange> &range, int decimals)
{
    if (!range)
        return {};
    const QLocale locale;
    if (range->lowerBound)
        return QStringLiteral("(≥ %1)").arg(locale.toString(range->low, 'f', decimals));
    return QStringLiteral("(%1–%2)").arg(locale.toString(range->low, 'f', decimals),
                                         locale.toString(range->high, 'f', decimals));
}

} // namespace gpa::ui
