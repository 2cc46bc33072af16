#include "wrappedlabel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QTextDocumentFragment>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace gpa::ui {

WrappedLabel::WrappedLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
}

WrappedLabel::WrappedLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setWordWrap(true);
}

void WrappedLabel::checkText() const
{
    if (text() == m_measuredText)
        return;
    m_measuredText = text();
    m_heights = {};
    m_widestPiece = -1;
}

int WrappedLabel::heightForWidth(int width) const
{
    checkText();
    for (const Remembered &r : m_heights) {
        if (r.width == width)
            return r.height;
    }
    const int height = QLabel::heightForWidth(width);
    m_heights[m_next] = {width, height};
    m_next = (m_next + 1) % m_heights.size();
    return height;
}

QSize WrappedLabel::frame() const
{
    const QMargins m = contentsMargins();
    int extra = 2 * margin();
    // QLabel indents text by half the font's 'x' width when it has a frame
    // and no indent of its own.
    if (indent() > 0)
        extra += indent();
    else if (frameWidth() > 0)
        extra += fontMetrics().horizontalAdvance(QLatin1Char('x')) / 2;
    return {m.left() + m.right() + extra, m.top() + m.bottom() + 2 * margin()};
}

void WrappedLabel::measureWidths() const
{
    checkText();
    if (m_widestPiece >= 0)
        return;
    const Qt::TextFormat format = textFormat() == Qt::AutoText
                                      ? (Qt::mightBeRichText(text()) ? Qt::RichText : Qt::PlainText)
                                      : textFormat();
    const QString plain = format == Qt::RichText ? QTextDocumentFragment::fromHtml(text()).toPlainText() : text();
    // Rich text may set some of it in bold: measured in the bold face, so
    // that no piece is wider than measured. Rounded up, as a text layout
    // rounds the width it needs.
    QFont font = this->font();
    if (format == Qt::RichText)
        font.setBold(true);
    m_widestPiece = 0;
    m_lineWidths.clear();
    // Each line of the text shaped once, whatever its length: laid out in no
    // width at all, a layout puts every piece between two line-break
    // opportunities on a line of its own. A piece ends with the spaces it
    // breaks after; they hang past the line, so only its text counts.
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    const qreal space = QFontMetricsF(font).horizontalAdvance(QLatin1Char(' '));
    const QStringList lines = plain.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        QTextLayout layout(line, font);
        layout.setTextOption(option);
        layout.beginLayout();
        qreal oneLine = 0.0;
        for (QTextLine piece = layout.createLine(); piece.isValid(); piece = layout.createLine()) {
            piece.setLineWidth(0.0);
            const qreal text = piece.naturalTextWidth();
            m_widestPiece = std::max(m_widestPiece, static_cast<int>(std::ceil(text)));
            // On one line the pieces follow each other, with the spaces between.
            qsizetype spaces = 0;
            for (qsizetype i = piece.textStart() + piece.textLength() - 1; i >= piece.textStart() && line.at(i).isSpace(); --i)
                ++spaces;
            oneLine += text + static_cast<qreal>(spaces) * space;
        }
        layout.endLayout();
        m_lineWidths.push_back(static_cast<int>(std::ceil(oneLine)));
    }
}

int WrappedLabel::estimatedHeight(int width) const
{
    const QSize around = frame();
    const int available = std::max(1, width - around.width());
    int lines = 0;
    for (const int line : m_lineWidths)
        lines += std::max(1, (line + available - 1) / available);
    return std::max(1, lines) * fontMetrics().lineSpacing() + around.height();
}

QSize WrappedLabel::minimumSizeHint() const
{
    if (!wordWrap() || text().isEmpty() || !pixmap().isNull())
        return QLabel::minimumSizeHint();
    measureWidths();
    const QSize around = frame();
    return {m_widestPiece + around.width(), fontMetrics().height() + around.height()};
}

QSize WrappedLabel::sizeHint() const
{
    if (!wordWrap() || text().isEmpty() || !pixmap().isNull())
        return QLabel::sizeHint();
    measureWidths();
    const int oneLine = m_lineWidths.empty() ? 0 : *std::max_element(m_lineWidths.begin(), m_lineWidths.end());
    const int width = std::max(m_widestPiece, std::min(oneLine, 40 * fontMetrics().averageCharWidth())) + frame().width();
    return {width, estimatedHeight(width)};
}

void WrappedLabel::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LayoutDirectionChange:
    case QEvent::ContentsRectChange:
        m_heights = {};
        m_widestPiece = -1;
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace gpa::ui
