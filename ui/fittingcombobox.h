#pragma once

#include <QComboBox>

namespace gpa::ui {

// A combo box for long item texts (device names, cloud offers): as wide as
// its current text where the layout has room, eliding that text in the
// middle (the whole text in the tooltip) only where it has not, and with a
// popup list as wide as its widest item.
class FittingComboBox : public QComboBox
{
    Q_OBJECT

public:
    // `maximumTextLength`: the characters the box asks for at least when its
    // current text is longer; beyond them it elides rather than widen its
    // parent (a panel of fixed width clips what it cannot show).
    explicit FittingComboBox(int maximumTextLength = 32, QWidget *parent = nullptr);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    void showPopup() override;

    // Whether the box shows its current text shortened ("GeForce…12GB").
    [[nodiscard]] bool isElided() const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    // The box's width for `textWidth` px of text and the current icon.
    [[nodiscard]] int widthForText(int textWidth) const;
    // The room for text in the edit field and the text shown there.
    [[nodiscard]] int textRoom() const;
    [[nodiscard]] QString shownText() const;

    int m_maximumTextLength;
};

} // namespace gpa::ui
