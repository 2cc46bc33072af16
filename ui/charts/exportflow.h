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

    // False when cancelled or when writing failed (the user was told why).
    bool run(QWidget *parent, ChartKind kind, const Writer &write);

private:
    QSize m_lastSize{1600, 900};
    QString m_lastFolder;
};

// "Copy chart": the chart drawn at the view's size and screen scale, as an
// image on the clipboard.
void copyChartImage(const QWidget *view, const std::function<QImage(QSize size, double scale)> &render);

} // namespace gpa::ui
