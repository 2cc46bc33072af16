#pragma once

#include <QLabel>

#include <array>
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
class WrappedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget *parent = nullptr);
    explicit WrappedLabel(const QString &text, QWidget *parent = nullptr);

    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
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
};

} // namespace gpa::ui
