#include "benchhooks.h"

#include "benchprobe.h"
#include "ui/charts/chartpanel.h"
#include "ui/detailspane.h"
#include "ui/mainwindow.h"
#include "ui/workspace.h"

#include <QAbstractScrollArea>
#include <QScrollArea>
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
    // A click on the first or the second row in turn: the details pane
    // shows that device (the first time, its sections appear).
    targets.selectRow = [&window](int step) -> QWidget * {
        window.deviceView()->selectRow(step % 2);
        // The pane's page, which its scroll area fills (its labels are
        // painted over it).
        auto *area = window.detailsPane()->findChild<QScrollArea *>();
        return area && area->widget() ? area->widget()
                                      : static_cast<QWidget *>(window.detailsPane());
    };
    bench::startProbe(targets);
}

} // namespace gpa::app
