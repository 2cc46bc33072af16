#include "wrappedlabel.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>

#include <algorithm>
#include <cmath>
#include <list>

namespace gpa::ui {

WrappedLabel::WrappedLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
}

WrappedLabel::WrappedLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setWordWrap(true);
}

WrappedLabel::~WrappedLabel() = default;

void WrappedLabel::checkText() const
{
    if (text() == m_measuredText)
        return;
    m_measuredText = text();
    m_heights = {};
    m_widestPiece = -1;
    m_documentChecked = false;
}

QTextDocument *WrappedLabel::ownDocument() const
{
    checkText();
    // The settings that decide who lays the text out and how, compared here
    // (their setters are not virtual).
    const DocumentKey key {textFormat(), alignment(), textInteractionFlags(), wordWrap(), buddy()};
    if (m_documentChecked && key == m_documentKey)
        return m_document.get();
    m_documentChecked = true;
    m_documentKey = key;
    m_document.reset();
    const bool rich = textFormat() == Qt::RichText || (textFormat() == Qt::AutoText && Qt::mightBeRichText(text()));
    const Qt::TextInteractionFlags flags = textInteractionFlags() & ~Qt::TextInteractionFlags(Qt::LinksAccessibleByMouse);
    if (!rich || !wordWrap() || text().isEmpty() || !pixmap().isNull() || flags != Qt::NoTextInteraction || buddy()
        || testAttribute(Qt::WA_StyleSheet))
        return nullptr;
    // As QLabel sets its document up. Without a layout yet, none of this
    // lays anything out: the first width asked does, once.
    auto document = std::make_unique<QTextDocument>();
    document->setUndoRedoEnabled(false);
    document->setDefaultFont(font());
    document->setHtml(text());
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isAnchor())
                return nullptr; // links: QLabel follows and highlights them
        }
    }
    QTextOption option = document->defaultTextOption();
    option.setAlignment(alignment());
    option.setWrapMode(QTextOption::WordWrap);
    document->setDefaultTextOption(option);
    QTextFrameFormat frame = document->rootFrame()->frameFormat();
    frame.setMargin(0);
    document->rootFrame()->setFrameFormat(frame);
    m_document = std::move(document);
    return m_document.get();
}

QRect WrappedLabel::documentRect() const
{
    QRect rect = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    int extra = indent();
    if (extra < 0 && frameWidth() > 0)
        extra = fontMetrics().horizontalAdvance(QLatin1Char('x')) / 2 - margin();
    if (extra > 0) {
        const Qt::Alignment align = QStyle::visualAlignment(layoutDirection(), alignment());
        if (align & Qt::AlignLeft)
            rect.setLeft(rect.left() + extra);
        if (align & Qt::AlignRight)
            rect.setRight(rect.right() - extra);
        if (align & Qt::AlignTop)
            rect.setTop(rect.top() + extra);
        if (align & Qt::AlignBottom)
            rect.setBottom(rect.bottom() - extra);
    }
    return rect;
}

int WrappedLabel::heightForWidth(int width) const
{
    checkText();
    for (const Remembered &r : m_heights) {
        if (r.width == width)
            return r.height;
    }
    int height = 0;
    if (QTextDocument *document = ownDocument()) {
        // QLabel's own arithmetic (QLabelPrivate::sizeForWidth), with the
        // document left laid out at the width asked: the label is usually
        // given that width next, and draws without laying out again.
        if (minimumWidth() > 0)
            width = std::max(width, minimumWidth());
        const QMargins m = contentsMargins();
        int hextra = 2 * margin();
        int vextra = hextra;
        int extra = indent();
        if (extra < 0 && frameWidth() > 0)
            extra = fontMetrics().horizontalAdvance(QLatin1Char('x')) - 2 * margin();
        if (extra > 0) {
            const Qt::Alignment align = QStyle::visualAlignment(layoutDirection(), alignment());
            if (align & (Qt::AlignLeft | Qt::AlignRight))
                hextra += extra;
            if (align & (Qt::AlignTop | Qt::AlignBottom))
                vextra += extra;
        }
        const int textWidth = std::max(width - hextra - m.left() - m.right(), 0);
        if (document->textWidth() != textWidth)
            document->setTextWidth(textWidth);
        height = std::max(static_cast<int>(std::ceil(document->size().height())) + vextra + m.top() + m.bottom(),
                          minimumHeight());
    } else {
        height = QLabel::heightForWidth(width);
    }
    m_heights[m_next] = {width, height};
    m_next = (m_next + 1) % m_heights.size();
    return height;
}

void WrappedLabel::paintEvent(QPaintEvent *event)
{
    QTextDocument *document = ownDocument();
    if (!document) {
        QLabel::paintEvent(event);
        return;
    }
    // As QLabel::paintEvent() draws rich text.
    QPainter painter(this);
    drawFrame(&painter);
    const QRect rect = documentRect();
    if (document->textWidth() != rect.width())
        document->setTextWidth(rect.width());
    const qreal height = document->documentLayout()->documentSize().height();
    qreal top = 0.0;
    if (alignment() & Qt::AlignVCenter)
        top = std::max((rect.height() - height) / 2.0, 0.0);
    else if (alignment() & Qt::AlignBottom)
        top = std::max(rect.height() - height, 0.0);
    const QRect placed = QRectF(rect.x(), rect.y() + top, rect.width(), rect.height()).toAlignedRect();
    QStyleOption option;
    option.initFrom(this);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = option.palette;
    if (foregroundRole() != QPalette::Text && isEnabled())
        context.palette.setColor(QPalette::Text, context.palette.color(foregroundRole()));
    painter.translate(placed.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), placed.size()));
    document->documentLayout()->draw(&painter, context);
}

bool WrappedLabel::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::MouseButtonRelease:
    case QEvent::ContextMenu:
        // Without links or selection, QLabel's text control has nothing to
        // do with the mouse (it would only lay its own document out to find
        // that out), nor a menu to offer: the parent's, if any.
        if (ownDocument()) {
            event->ignore();
            return false;
        }
        break;
    default:
        break;
    }
    return QLabel::event(event);
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

namespace {

// Advances of single characters in one font, remembered for the labels that
// use it (nearly all use the application's font, or its bold face).
class Advances
{
public:
    explicit Advances(const QFont &font) : m_metrics(font)
    {
        // A few fonts, the most recently used first.
        static std::list<std::pair<QFont, QHash<char32_t, qreal>>> cached;
        auto it = std::find_if(cached.begin(), cached.end(), [&](const auto &entry) { return entry.first == font; });
        if (it == cached.end()) {
            if (cached.size() == 4)
                cached.pop_back();
            cached.emplace_front(font, QHash<char32_t, qreal>());
        } else if (it != cached.begin()) {
            cached.splice(cached.begin(), cached, it);
        }
        m_widths = &cached.front().second;
    }

    [[nodiscard]] qreal of(char32_t c)
    {
        auto it = m_widths->constFind(c);
        if (it == m_widths->constEnd()) {
            const qreal width = QChar::requiresSurrogates(c)
                                    ? m_metrics.horizontalAdvance(QString::fromUcs4(&c, 1))
                                    : m_metrics.horizontalAdvance(QChar(static_cast<char16_t>(c)));
            it = m_widths->insert(c, width);
        }
        return *it;
    }

private:
    QFontMetricsF m_metrics;
    QHash<char32_t, qreal> *m_widths = nullptr;
};

} // namespace

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
    // that no piece is wider than measured.
    QFont font = this->font();
    if (format == Qt::RichText)
        font.setBold(true);
    m_widestPiece = 0;
    m_lineWidths.clear();
    // Each piece of text between two line-break opportunities (what
    // wrapping cannot split), measured by its characters' advances: for
    // hints, shaping every label's text once more is not worth its cost
    // (kerning, the only difference in table text, mostly narrows a line).
    // A piece ends with the spaces it breaks after; they hang past the
    // line, so only its text counts. Rounded up, as a layout rounds the
    // width it needs.
    Advances advances(font);
    const qreal space = advances.of(U' ');
    const QStringList lines = plain.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, line);
        qreal oneLine = 0.0;
        qsizetype start = 0;
        while (start < line.size()) {
            qsizetype end = breaks.toNextBoundary();
            if (end <= start)
                end = line.size();
            qsizetype textEnd = end;
            while (textEnd > start && line.at(textEnd - 1).isSpace())
                --textEnd;
            qreal width = 0.0;
            for (const char32_t c : QStringView(line).sliced(start, textEnd - start).toUcs4())
                width += advances.of(c);
            m_widestPiece = std::max(m_widestPiece, static_cast<int>(std::ceil(width)));
            // On one line the pieces follow each other, with the spaces between.
            oneLine += width + static_cast<qreal>(end - textEnd) * space;
            start = end;
        }
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
        m_documentChecked = false;
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace gpa::ui
