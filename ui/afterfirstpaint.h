#pragma once

#include <functional>

class QWidget;

namespace gpa::ui {

// Runs `action` once, from the event loop, after the first frame in which
// `window` painted: for work the window shows without (an icon, a warm-up).
// Nothing runs if the window goes before it paints.
void afterFirstPaint(QWidget *window, std::function<void()> action);

} // namespace gpa::ui
