#include "fittingcombobox.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QScreen>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

#include <algorithm>

namespace gpa::ui {

FittingComboBox::FittingComboBox(int maximumTextLength, QWidget *parent)
    : QComboBox(parent)
    , m_maximumTextLength(maximumTextLength)
{
    // The base size: a dozen characters, whatever the items.
    setMinimumContentsLength(12);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // A new current text asks the layout for a new width.
    connect(this, &QComboBox::currentIndexChanged, this, [this] { updateGeometry(); });
}

int FittingComboBox::widthForText(int textWidth) const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    QSize contents(textWidth, fontMetrics().height());
    if (!itemIcon(currentIndex()).isNull())
        contents.rwidth() += iconSize().width() + 4;
    // The style draws the text one pixel in from each side of the field.
    contents.rwidth() += 2;
    return style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, this).width();
}

QSize FittingComboBox::sizeHint() const
{
    QSize hint = QComboBox::sizeHint();
    hint.setWidth(
        std::max(hint.width(), widthForText(fontMetrics().horizontalAdvance(currentText()))));
    return hint;
}

QSize FittingComboBox::minimumSizeHint() const
{
    QSize hint = QComboBox::minimumSizeHint();
    const int text = std::min(fontMetrics().horizontalAdvance(currentText()),
                              fontMetrics().averageCharWidth() * m_maximumTextLength);
    hint.setWidth(std::max(hint.width(), widthForText(text)));
    return hint;
}

int FittingComboBox::textRoom() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QRect field
        = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    int room = field.width() - 2;
    if (!option.currentIcon.isNull())
        room -= option.iconSize.width() + 4;
    return room;
}

QString FittingComboBox::shownText() const
{
    // The middle goes: the maker at the start and the memory size at the
    // end tell cards apart.
    return fontMetrics().elidedText(currentText(), Qt::ElideMiddle, textRoom());
}

bool FittingComboBox::isElided() const
{
    return !isEditable() && fontMetrics().horizontalAdvance(currentText()) > textRoom();
}

void FittingComboBox::showPopup()
{
    // Styles that open the list as a drop-down make it as wide as the box;
    // the widest item decides here, within the screen.
    QAbstractItemView *list = view();
    int widest = list->sizeHintForColumn(0) + 2 * list->frameWidth();
    if (count() > maxVisibleItems())
        widest += list->verticalScrollBar()->sizeHint().width();
    if (const QScreen *shown = screen())
        widest = std::min(widest, shown->availableGeometry().width());
    list->setMinimumWidth(std::max(widest, width()));
    QComboBox::showPopup();
}

bool FittingComboBox::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && isElided()) {
        // The whole current text first, then what the box is for.
        QString text = currentText();
        if (!toolTip().isEmpty())
            text += QStringLiteral("\n\n") + toolTip();
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, this);
        return true;
    }
    return QComboBox::event(event);
}

void FittingComboBox::paintEvent(QPaintEvent *event)
{
    if (isEditable() || !isElided()) {
        QComboBox::paintEvent(event);
        return;
    }
    // As QComboBox paints itself, with the shortened text.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace gpa::ui
