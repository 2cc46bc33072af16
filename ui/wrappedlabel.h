#pragma once

#include <QLabel>

#include <array>

namespace gpa::ui {

// A word-wrapped QLabel that remembers its height for the last few widths.
//
// QLabel lays its text out afresh at every heightForWidth() call, and a
// layout asks each of its items several times per pass (minimum, preferred,
// for the same width): a pane of wrapped labels spent more time measuring
// text than drawing it. The remembered heights are forgotten when the text,
// the font or the style changes.
class WrappedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget *parent = nullptr);
    explicit WrappedLabel(const QString &text, QWidget *parent = nullptr);

    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Remembered
    {
        int width = -1;
        int height = 0;
    };
    // The text the heights were measured for: setText() is not virtual.
    mutable QString m_measuredText;
    mutable std::array<Remembered, 4> m_heights {};
    mutable std::size_t m_next = 0;
};

} // namespace gpa::ui
