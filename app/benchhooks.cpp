#include "benchhooks.h"

#include "benchprobe.h"
#include "ui/charts/chartpanel.h"
#include "ui/mainwindow.h"
#include "ui/workspace.h"

#include <QAbstractScrollArea>
#include <QTableView>

namespace gpa::app {

void attachBenchProbe(ui::MainWindow &window)
{
    if (!qEnvironmentVariableIsSet("GPA_BENCH"))
        return;
    bench::ProbeTargets targets;
    targets.window = &window;
    targets.table = window.deviceView();
    // What the toolbar's workload selector does: a new view, every figure
    // computed again and the table re-sorted. Even steps go to Transformer,
    // odd ones back to CNN.
    targets.changeView = [&window](int step) {
        ui::Workspace *workspace = window.workspace();
        ViewOptions view = workspace->view();
        view.mix = WorkloadMix::only(step % 2 == 0 ? Workload::Transformer : Workload::Cnn);
        workspace->setView(view);
    };
    // Performance per dollar: the chart a price edit changes.
    targets.showCharts = [&window]() -> QWidget * {
        window.chartPanel()->setKind(ui::ChartKind::PerformancePerDollar);
        window.showTab(1);
        QWidget *view = window.chartPanel()->chartView();
        auto *area = qobject_cast<QAbstractScrollArea *>(view);
        return area ? area->viewport() : view;
    };
    bench::startProbe(targets);
}

} // namespace gpa::app
