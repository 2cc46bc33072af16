#pragma once

#include <QLabel>

class QTextDocument;

#include <array>
#include <memory>
#include <vector>

namespace gpa::ui {

// A word-wrapped QLabel that lays its text out only for the heights a
// layout asks for.
//
// QLabel lays its text out afresh at every heightForWidth() call, and a
// layout asks each of its items several times per pass (minimum, preferred,
// for the same width); its size hints lay the whole text out four times more
// (at no width, at unlimited width, at a guessed width, and again), which
// for rich text means laying a document out each time. A pane of wrapped
// labels spent more time measuring text than drawing it.
//
// Here heightForWidth() remembers the heights for the last few widths, and
// the size hints are measured without a layout: the minimum width is the
// widest piece of text between two line-break opportunities (what wrapping
// cannot split), the preferred width the text on one line up to 40 average
// characters, and their heights are estimated from the line spacing (a
// layout that gives the label its geometry asks heightForWidth()). All of it
// is forgotten when the text, the font or the style changes.
//
// Rich text without links or selection is laid out and drawn from a document
// of the label's own, once per width. QLabel lays its document out again for
// every height it is asked (at the width asked, then back at the width it
// had), for every font or option it sets before drawing, and after every
// resize: a dozen layouts of each rich label before the first paint, each
// shaping the whole text again. Rich text with links, selectable text, a
// buddy or a style sheet stays with QLabel.
class WrappedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget *parent = nullptr);
    explicit WrappedLabel(const QString &text, QWidget *parent = nullptr);
    ~WrappedLabel() override;

    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    // The label's own document with its text, when it draws the text itself
    // (see above); nullptr when QLabel does.
    [[nodiscard]] QTextDocument *ownDocument() const;
    // Where QLabel puts its document: the contents less margin and indent.
    [[nodiscard]] QRect documentRect() const;

    // Forgets every measurement when the text differs from the measured one
    // (setText() is not virtual).
    void checkText() const;
    void measureWidths() const;
    // Width and height the label adds around its text.
    [[nodiscard]] QSize frame() const;

    struct Remembered
    {
        int width = -1;
        int height = 0;
    };
    mutable QString m_measuredText;
    mutable std::array<Remembered, 4> m_heights {};
    mutable std::size_t m_next = 0;
    [[nodiscard]] int estimatedHeight(int width) const;

    // The widest unbreakable piece (-1: not measured yet) and each line of
    // the text set on one line, in pixels.
    mutable int m_widestPiece = -1;
    mutable std::vector<int> m_lineWidths;

    // The own document and what it was made from; `m_documentChecked` false
    // when it must be looked at again (text, font, style or options changed).
    struct DocumentKey
    {
        Qt::TextFormat format = Qt::AutoText;
        Qt::Alignment alignment;
        Qt::TextInteractionFlags interaction;
        bool wordWrap = true;
        const QWidget *buddy = nullptr;
        bool operator==(const DocumentKey &) const = default;
    };
    mutable std::unique_ptr<QTextDocument> m_document;
    mutable bool m_documentChecked = false;
    mutable DocumentKey m_documentKey;
};

} // namespace gpa::ui
