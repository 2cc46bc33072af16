// How long the charts take to follow an edit: the workspace calls
// ChartPanel::setContext() after every change, which computes the values of
// every chart kind and rebuilds the visible one. Prints milliseconds per
// step (median of the runs); no pass or fail. Run:
//   QT_QPA_PLATFORM=offscreen build/release/tests/benchmarks/chart-benchmark [runs]
#include "core/performancemodel.h"
#include "core/ranking.h"
#include "testsupport.h"
#include "ui/charts/chartdrawing.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/chartsnapshot.h"

#include <QApplication>
#include <QChart>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace gpa;

namespace {

double medianMs(int runs, const std::function<void()> &step)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        step();
        times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    gpa::ui::setChartDrawing(&gpa::ui::linkedChartDrawing()); // linked in, not the module
    const int runs = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 30;

    test::ScratchCatalogue scratch;
    if (!scratch.ok()) {
        std::fprintf(stderr, "no scratch catalogue: %s\n", qPrintable(scratch.error()));
        return 1;
    }
    const EngineSettings settings;
    const Session session(scratch->load().value(), settings);
    const DataSet &data = session.data();
    ui::ChartContext context;
    context.session = &session;

    std::printf("median of %d runs, %zu devices, top %d\n", runs, data.devices.size(),
                context.topN);
    std::printf("%-38s %10s\n", "step", "ms");
    std::printf("%-38s %10.2f\n", "snapshot, all kinds",
                medianMs(runs, [&] { (void)ui::takeChartSnapshot(context); }));
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(context);
    for (ui::ChartKind kind : ui::kAllChartKinds) {
        const QString id = ui::chartKindId(kind);
        std::printf(
            "%-38s %10.2f\n", qPrintable(QStringLiteral("build ") + id),
            medianMs(runs, [&] { delete ui::buildChart(snapshot, kind, {}, QSizeF(1600, 900)); }));
    }
    for (ui::ChartKind kind : ui::kAllChartKinds) {
        const QString id = ui::chartKindId(kind);
        std::printf("%-38s %10.2f\n", qPrintable(QStringLiteral("render 1600x900 ") + id),
                    medianMs(std::max(1, runs / 3),
                             [&] { (void)ui::renderChart(snapshot, kind, {}, QSize(1600, 900)); }));
    }

    // What an edit costs in the window: setContext() and the repaint.
    ui::ChartPanel panel;
    panel.resize(1200, 800);
    panel.show();
    QCoreApplication::processEvents();
    for (ui::ChartKind kind : ui::kAllChartKinds) {
        panel.setKind(kind);
        const QString id = ui::chartKindId(kind);
        const double rebuild = medianMs(runs, [&] { panel.setContext(context); });
        const double total = medianMs(runs, [&] {
            panel.setContext(context);
            (void)panel.chartView()->grab(); // lays out and paints, as the screen would
        });
        std::printf("%-38s %10.2f  (setContext alone %.2f)\n",
                    qPrintable(QStringLiteral("panel edit + paint ") + id), total, rebuild);
    }
    return 0;
}
