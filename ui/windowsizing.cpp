#include "windowsizing.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace gpa::ui {

QSize fittedWindowSize(QSize wanted, QSize minimum, const QRect &available, QSize frame)
{
    const QSize room = (available.size() - frame).expandedTo(QSize(0, 0));
    return wanted.boundedTo(room).expandedTo(minimum);
}

void resizeToFitScreen(QWidget *window, QSize wanted)
{
    // The parent's screen: the dialog has no window of its own yet.
    const QWidget *parent = window->parentWidget() ? window->parentWidget()->window() : nullptr;
    const QScreen *screen = parent ? parent->screen() : window->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen) {
        window->resize(wanted);
        return;
    }
    // The frame a window manager draws around the parent, which the dialog
    // will have too; before any window is shown, room for a title bar.
    QSize frame(0, 0);
    if (parent && parent->isVisible())
        frame = parent->frameGeometry().size() - parent->geometry().size();
    const QSize minimum = window->minimumSizeHint().expandedTo(window->minimumSize());
    window->resize(fittedWindowSize(wanted, minimum, screen->availableGeometry(), frame));
}

} // namespace gpa::ui
