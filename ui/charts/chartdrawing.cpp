#include "chartdrawing.h"

#include "database/modules.h"

#include <QCoreApplication>
#include <QLabel>

namespace gpa::ui {

namespace {

struct ChartModule
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::ChartModule)
};

// The drawing code of the module, or null with the reason.
const ChartDrawing *loadModule(QString *reason)
{
    using Entry = const ChartDrawing *(*)();
    const auto entry = reinterpret_cast<Entry>(
        db::resolveModuleEntry(db::moduleCandidates(QStringLiteral(GPA_CHARTS_MODULE_NAME)), kChartDrawingEntry, reason));
    if (entry)
        return entry();
    *reason = ChartModule::tr("charts cannot be drawn: %1").arg(*reason);
    return nullptr;
}

const ChartDrawing *g_linked = nullptr;

} // namespace

const ChartDrawing *chartDrawing(QString *error)
{
    if (g_linked)
        return g_linked;
    static QString reason;
    static const ChartDrawing *const loaded = loadModule(&reason);
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
