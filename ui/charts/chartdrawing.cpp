#include "chartdrawing.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLibrary>
#include <QStringList>


namespace gpa::ui {

namespace {

class ChartModule
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::ChartModule)

public:
    // Where the module is: beside the executable (a build) or in the
    // executable's folder's GPA_CHARTS_MODULE_RELDIR (an installation).
    static QStringList candidates()
    {
        const QFileInfo self(QStringLiteral("/proc/self/exe"));
        const QDir here(QFileInfo(self.symLinkTarget()).absolutePath());
        const QString name = QStringLiteral(GPA_CHARTS_MODULE_NAME);
        return {here.filePath(name), here.filePath(QStringLiteral(GPA_CHARTS_MODULE_RELDIR "/") + name)};
    }

    static const ChartDrawing *load(QString *reason)
    {
        using Entry = const ChartDrawing *(*)();
        const QStringList paths = candidates();
        for (const QString &path : paths) {
            if (!QFileInfo::exists(path))
                continue;
            // Never unloaded: the charts and views it makes run its code.
            QLibrary library(path);
            if (const auto entry = reinterpret_cast<Entry>(library.resolve(kChartDrawingEntry)))
                return entry();
            *reason = tr("charts cannot be drawn: %1").arg(library.errorString());
            return nullptr;
        }
        *reason = tr("charts cannot be drawn: %1 is not installed").arg(paths.constLast());
        return nullptr;
    }
};

const ChartDrawing *g_linked = nullptr;

} // namespace

const ChartDrawing *chartDrawing(QString *error)
{
    if (g_linked)
        return g_linked;
    static QString reason;
    static const ChartDrawing *const loaded = ChartModule::load(&reason);
    if (!loaded && error)
        *error = reason;
    return loaded;
}

void setChartDrawing(const ChartDrawing *drawing)
{
    g_linked = drawing;
}

QWidget *createChartView(QWidget *parent)
{
    QString error;
    if (const ChartDrawing *drawing = chartDrawing(&error))
        return drawing->createView(parent);
    auto *label = new QLabel(error, parent);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

void showChart(QWidget *view, const ChartSnapshot &snapshot, ChartKind kind,
               const ChartOptions &options, QSizeF size)
{
    if (const ChartDrawing *drawing = chartDrawing())
        drawing->show(view, snapshot, kind, options, size);
}

} // namespace gpa::ui
