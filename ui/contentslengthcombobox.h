#pragma once

#include <QComboBox>

namespace gpa::ui {

// A combo box as wide as `characters` letters and an icon, whatever its
// items: the size QComboBox gives under AdjustToMinimumContentsLengthWithIcon.
// Choosing that policy has QComboBox build its popup list at once (a frame,
// a list view, scroll bars and scroll arrows) only to schedule a resize; this
// box keeps Qt's default policy and works the same size out itself, so the
// popup is made when it is first opened.
class ContentsLengthComboBox : public QComboBox
{
    Q_OBJECT

public:
    explicit ContentsLengthComboBox(int characters, QWidget *parent = nullptr);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
};

} // namespace gpa::ui
