#include "celldelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>
#include <QTextOption>
#include <QWidget>

namespace gpa::ui {

namespace {

// Enough for every cell of two full screens of a wide table (a view change
// that comes back finds its cells still laid out), and little memory.
constexpr int kCachedTexts = 2048;

// Text that QCommonStyle lays out on one line and elides as a whole: no line
// breaks, and no U+009C (which separates a text's length variants for
// QFontMetrics::elidedText()).
bool isOneLine(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\r' || u == 0x2028 || u == 0x2029 || u == 0x9c)
            return false;
    }
    return true;
}

} // namespace

CellDelegate::CellDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_texts(kCachedTexts)
{}

const CellDelegate::LaidOutText &CellDelegate::laidOut(const TextKey &key) const
{
    if (const LaidOutText *kept = m_texts.object(key))
        return *kept;
    // As QCommonStylePrivate::viewItemDrawText() and calculateElidedText():
    // a manually wrapped line as wide as the text rectangle, aligned by the
    // text option; elided when the whole text is wider.
    QTextOption option;
    option.setWrapMode(QTextOption::ManualWrap);
    option.setTextDirection(static_cast<Qt::LayoutDirection>(key.direction));
    option.setAlignment(QStyle::visualAlignment(static_cast<Qt::LayoutDirection>(key.direction),
                                                Qt::Alignment(key.alignment)));
    const auto layOut = [&](QTextLayout &layout, const QString &text) {
        layout.setText(text);
        layout.setFont(key.font);
        layout.setTextOption(option);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLineWidth(key.width);
        line.setPosition(QPointF(0, 0));
        layout.endLayout();
        return line.naturalTextWidth();
    };
    auto *entry = new LaidOutText;
    const qreal natural = layOut(entry->layout, key.text);
    entry->bounds = entry->layout.boundingRect().size().toSize();
    if (natural > key.width) {
        const QString elided = QFontMetrics(key.font).elidedText(key.text, static_cast<Qt::TextElideMode>(key.elideMode),
                                                                 key.width);
        entry->layout.clearLayout();
        layOut(entry->layout, elided);
    }
    const LaidOutText &result = *entry;
    m_texts.insert(key, entry);
    return result;
}

void CellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();

    const bool sideDecoration = opt.decorationPosition == QStyleOptionViewItem::Left
                                || opt.decorationPosition == QStyleOptionViewItem::Right;
    // With the decoration selected with the text, the style's text rectangle
    // is the cell's remainder beside the decoration, whatever the text.
    if (opt.text.isEmpty() || !opt.showDecorationSelected || !sideDecoration
        || (opt.features & QStyleOptionViewItem::WrapText) || (opt.state & QStyle::State_Editing)
        || !isOneLine(opt.text)) {
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        return;
    }

    QStyleOptionViewItem bare = opt;
    bare.text.clear();
    bare.features &= ~QStyleOptionViewItem::HasDisplay;
    // QCommonStyle's CE_ItemViewItem and viewItemDrawText(), for the text.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect
        = style->subElementRect(QStyle::SE_ItemViewItemText, &bare, widget).adjusted(margin, 0, -margin, 0);
    if (textRect.width() <= 0) {
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        return;
    }
    style->drawControl(QStyle::CE_ItemViewItem, &bare, painter, widget);

    const LaidOutText &laid = laidOut({opt.text, opt.font, textRect.width(), static_cast<int>(opt.displayAlignment),
                                       static_cast<int>(opt.direction), static_cast<int>(opt.textElideMode)});
    QPalette::ColorGroup group = (opt.state & QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->save();
    painter->setClipRect(opt.rect, painter->hasClipping() ? Qt::IntersectClip : Qt::ReplaceClip);
    painter->setPen(opt.palette.color(group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText
                                                                                    : QPalette::Text));
    const QRect aligned = QStyle::alignedRect(Qt::LayoutDirectionAuto, opt.displayAlignment, laid.bounds, textRect);
    laid.layout.draw(painter, QPointF(textRect.x(), aligned.top()));
    painter->restore();
}

} // namespace gpa::ui
