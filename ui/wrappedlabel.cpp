#include "wrappedlabel.h"

#include <QEvent>

namespace gpa::ui {

WrappedLabel::WrappedLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
}

WrappedLabel::WrappedLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setWordWrap(true);
}

int WrappedLabel::heightForWidth(int width) const
{
    if (text() != m_measuredText) {
        m_heights = {};
        m_measuredText = text();
    }
    for (const Remembered &r : m_heights) {
        if (r.width == width)
            return r.height;
    }
    const int height = QLabel::heightForWidth(width);
    m_heights[m_next] = {width, height};
    m_next = (m_next + 1) % m_heights.size();
    return height;
}

void WrappedLabel::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LayoutDirectionChange:
    case QEvent::ContentsRectChange:
        m_heights = {};
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace gpa::ui
