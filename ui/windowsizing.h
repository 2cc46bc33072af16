#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace gpa::ui {

// The size a window opens with: the size it asks for, no larger than the
// screen's available area less the window frame `frame` (title bar and
// borders), and no smaller than `minimum` (a layout cannot go below it).
// A 1060 x 720 wizard opens at 1024 x 670 on a 1024 x 700 screen with a
// 30 px title bar.
[[nodiscard]] QSize fittedWindowSize(QSize wanted, QSize minimum, const QRect &available,
                                     QSize frame);

// Resizes the window `window` (a dialog, the wizard) to `wanted` fitted to
// the available area of its parent's screen. Dialogs centre themselves on
// their parent when shown; one that fits the screen stays on it.
void resizeToFitScreen(QWidget *window, QSize wanted);

} // namespace gpa::ui
