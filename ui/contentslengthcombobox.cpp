#include "contentslengthcombobox.h"

#include <QStyleOptionComboBox>

#include <algorithm>
#include <cmath>

namespace gpa::ui {

ContentsLengthComboBox::ContentsLengthComboBox(int characters, QWidget *parent)
    : QComboBox(parent)
{
    setMinimumContentsLength(characters);
}

QSize ContentsLengthComboBox::sizeHint() const
{
    // As QComboBox works it out for that policy (Qt 6.4, qcombobox.cpp):
    // the characters at the width of an "X", the icon and its gap, the
    // placeholder text if wider; a line of text or the icon, whichever is
    // taller; then the style's frame and arrow.
    const QFontMetrics metrics = fontMetrics();
    const QSize icon = iconSize();
    QSize contents(minimumContentsLength() * metrics.horizontalAdvance(QLatin1Char('X')) + icon.width() + 4,
                   std::max(static_cast<int>(std::ceil(QFontMetricsF(metrics).height())), 14) + 2);
    if (!placeholderText().isEmpty())
        contents.setWidth(std::max(contents.width(), metrics.boundingRect(placeholderText()).width()));
    contents.setHeight(std::max(contents.height(), icon.height() + 2));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, this);
}

QSize ContentsLengthComboBox::minimumSizeHint() const
{
    return sizeHint();
}

} // namespace gpa::ui
