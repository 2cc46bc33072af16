#include "afterfirstpaint.h"

#include <QEvent>
#include <QObject>
#include <QTimer>
#include <QWidget>

namespace gpa::ui {

namespace {

// Watches the window for its first paint event (sent while the frame is
// drawn) and posts the action behind the frame; then goes.
class FirstPaintWatcher : public QObject
{
public:
    FirstPaintWatcher(QWidget *window, std::function<void()> action)
        : QObject(window)
        , m_action(std::move(action))
    {
        window->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched == parent()) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] {
                m_action();
                deleteLater();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_action;
};

} // namespace

void afterFirstPaint(QWidget *window, std::function<void()> action)
{
    new FirstPaintWatcher(window, std::move(action));
}

} // namespace gpa::ui
