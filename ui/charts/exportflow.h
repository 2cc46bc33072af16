#pragma once

#include "chartcontext.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace gpa::ui {

// The "Export chart…" flow shared by every chart view: ask for format, size
// and file (remembering the last choices), write through `write`, and tell
// the user when it failed. The writing itself stays a plain function.
class InteractiveExport
{
public:
    using Writer = std::function<std::optional<QString>(const QString &path, QSize size, double scale)>;

    // False when cancelled. A failed write is shown in the dialog, which
    // stays open; a success is announced in the window's status bar with the
    // path and a "Show in folder" button.
    bool run(QWidget *parent, ChartKind kind, const Writer &write);

private:
    QSize m_lastSize{1600, 900};
    double m_lastScale = 1.0;
    QString m_lastPath;
};

// Tells the user where an exported file went: the status bar of `parent`'s
// window shows the path with a "Show in folder" button (which opens the
// folder in the file manager).
void announceExport(QWidget *parent, const QString &path);

// "Copy chart": the chart drawn at the view's size and screen scale, as an
// image on the clipboard.
void copyChartImage(const QWidget *view, const std::function<QImage(QSize size, double scale)> &render);

} // namespace gpa::ui
