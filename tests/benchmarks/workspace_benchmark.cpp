// Measures the workspace at scale:
//   gpa-bench-workspace [--devices N] [--edits K]
// - cold start: catalogue open + load + calibration + window shown (bundled data);
// - with N devices (default 10,000): a price edit (saved, re-priced,
//   re-ranked, table re-sorted, details refreshed), a filter change, a view
//   change. Prints milliseconds per operation (median of K).
#include "testsupport.h"

#include "ui/deviceproxymodel.h"
#include "ui/filterpanel.h"
#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"
#include "ui/workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

// Adds `count` synthetic devices (variations of real sheets) with one price
// each, in one transaction.
QString addSyntheticDevices(const QString &path, int count)
{
    QString script = QStringLiteral("BEGIN;\n");
    for (int i = 0; i < count; ++i) {
        const double scale = 0.5 + (i % 97) / 48.0;
        script += QStringLiteral(
                      "INSERT INTO devices (id, name, vendor, kind, segment, architecture, release_year, memory_gb, "
                      "memory_bandwidth_gbs, fp32_tflops, tensor_fp16_tflops_dense, tensor_cores, tdp_w, origin) "
                      "VALUES ('synthetic-%1', 'Synthetic %1', 'NVIDIA', 'gpu', 'consumer', 'Ampere', 2022, %2, %3, "
                      "%4, %5, 1, %6, 'user');\n"
                      "INSERT INTO price_quotes (device_id, amount, currency, kind, observed, source) "
                      "VALUES ('synthetic-%1', %7, 'USD', 'retail-new', '2024-01', 'benchmark');\n")
                      .arg(i)
                      .arg(8 + (i % 5) * 4)
                      .arg(400.0 * scale)
                      .arg(20.0 * scale)
                      .arg(80.0 * scale)
                      .arg(150 + i % 200)
                      .arg(300 + (i * 37) % 2000);
    }
    script += QStringLiteral("COMMIT;\n");
    return gpa::test::runSql(path, script);
}

} // namespace

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    int devices = 10000;
    int edits = 20;
    const QStringList args = QApplication::arguments();
    if (const qsizetype i = args.indexOf(QStringLiteral("--devices")); i >= 0 && i + 1 < args.size())
        devices = args.at(i + 1).toInt();
    if (const qsizetype i = args.indexOf(QStringLiteral("--edits")); i >= 0 && i + 1 < args.size())
        edits = args.at(i + 1).toInt();

    // Cold start with the bundled catalogue: the file exists (second start).
    {
        gpa::test::ScratchCatalogue scratch;
        const QString path = scratch.path();
        scratch.close();
        QElapsedTimer timer;
        timer.start();
        auto catalogue = gpa::db::Catalogue::open(path);
        gpa::ui::MainWindow window(std::move(catalogue).value(), gpa::db::OpenReport{});
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return 1;
        std::printf("window shown, bundled catalogue (%zu devices): %lld ms\n",
                    window.workspace()->data().devices.size(), static_cast<long long>(timer.elapsed()));
    }

    gpa::test::ScratchCatalogue scratch;
    const QString path = scratch.path();
    scratch.close();
    if (const QString error = addSyntheticDevices(path, devices - gpa::test::bundledRowCounts().at("devices")); !error.isEmpty()) {
        std::fprintf(stderr, "cannot build the catalogue: %s\n", qPrintable(error));
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    auto catalogue = gpa::db::Catalogue::open(path);
    if (!catalogue)
        return 1;
    gpa::ui::MainWindow window(std::move(catalogue).value(), gpa::db::OpenReport{});
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    gpa::ui::Workspace *workspace = window.workspace();
    std::printf("window shown, %zu devices: %lld ms\n", workspace->data().devices.size(),
                static_cast<long long>(timer.elapsed()));

    // A price edit: saved in one transaction, re-priced, re-ranked, the table
    // re-sorted and painted.
    std::vector<double> editTimes;
    std::vector<double> rankTimes;
    for (int i = 0; i < edits; ++i) {
        window.selectDevice("rtx-2070");
        QElapsedTimer t;
        t.start();
        workspace->setPrice("rtx-2070", 400.0 + i);
        const double total = static_cast<double>(t.nsecsElapsed()) / 1e6;
        QApplication::processEvents();
        editTimes.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        (void)total;
        // Re-ranking alone (what a new view or policy costs), without the write.
        t.restart();
        gpa::ViewOptions view = workspace->view();
        view.policy = i % 2 ? gpa::PricePolicy::Default : gpa::PricePolicy::Latest;
        workspace->setView(view);
        QApplication::processEvents();
        rankTimes.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::printf("price edit (write + re-rank + re-sort + paint), median of %d: %.2f ms\n", edits, median(editTimes));
    std::vector<double> evaluateTimes;
    for (int i = 0; i < edits; ++i) {
        QElapsedTimer t;
        t.start();
        const auto all = gpa::evaluate(workspace->data(), workspace->prices(), workspace->model(), workspace->view(),
                                       workspace->settings().assumptions);
        evaluateTimes.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::printf("core evaluate() of every device alone, median of %d: %.2f ms\n", edits, median(evaluateTimes));
    std::printf("view change (re-rank + re-sort + paint), median of %d: %.2f ms\n", edits, median(rankTimes));

    std::vector<double> filterTimes;
    for (int i = 0; i < edits; ++i) {
        QElapsedTimer t;
        t.start();
        window.filterPanel()->searchField()->setText(i % 2 ? QStringLiteral("synthetic 1") : QString());
        QApplication::processEvents();
        filterTimes.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::printf("filter change (re-filter + paint), median of %d: %.2f ms\n", edits, median(filterTimes));
    return 0;
}
