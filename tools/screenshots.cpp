// Renders the GPU Advisor window in a few states and saves PNGs:
//   gpa-screenshots OUTPUT_DIR [--dark]
//   gpa-screenshots OUTPUT_DIR --compact [--scale 2]
// --compact renders a laptop's 1024 x 700 window (the devices, Plans and
// compare views); with --scale 2 the same window at 200%, as on a
// 3840 x 2160 screen (2048 x 1400 pixels).
// Run under Xvfb (xvfb-run -a) or with -platform offscreen. Uses a scratch
// catalogue and scratch settings, never the user's.
#include "ui/charts/chartdrawing.h"
#include "ui/appstyle.h"
#include "ui/compareview.h"
#include "ui/detailspane.h"
#include "ui/mainwindow.h"
#include "ui/plans/hybridtool.h"
#include "ui/plans/moneyspinbox.h"
#include "ui/plans/planspanel.h"
#include "ui/plans/upgradetool.h"
#include "ui/rankingmodel.h"
#include "ui/wizard/budgetpage.h"
#include "ui/wizard/recommendationwizard.h"
#include "ui/workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDir>
#include <QFile>
#include <QDoubleSpinBox>
#include <QPalette>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

namespace {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 44));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, QColor(55, 55, 60));
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, QColor(230, 230, 230));
    p.setColor(QPalette::Link, QColor(100, 170, 255));
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(130, 130, 130));
    return p;
}

void settle()
{
    for (int i = 0; i < 10; ++i)
        QApplication::processEvents();
}

} // namespace

// The 1024 x 700 shots: devices, Plans and the compare view. `suffix`
// names the scale ("-1024", "-1024@2x").
int compactShots(const QDir &out, const QString &suffix)
{
    QTemporaryDir dir;
    auto catalogue = gpa::db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    if (!catalogue)
        return 1;
    gpa::ui::MainWindow window(std::move(catalogue).value(), gpa::db::OpenReport{});
    window.resize(1024, 700);
    window.show();
    settle();
    window.selectDevice("rtx-4070");
    settle();
    window.grab().save(out.filePath(QStringLiteral("window%1.png").arg(suffix)));
    if (qEnvironmentVariableIsSet("GPA_SCREENSHOTS_ALL")) {
        QScrollBar *sideways = window.deviceView()->horizontalScrollBar();
        sideways->setValue(sideways->maximum() / 2);
        settle();
        window.grab().save(out.filePath(QStringLiteral("window-scrolled%1.png").arg(suffix)));
        sideways->setValue(0);
    }

    if (qEnvironmentVariableIsSet("GPA_SCREENSHOTS_ALL")) {
        window.showTab(1);
        settle();
        window.grab().save(out.filePath(QStringLiteral("charts%1.png").arg(suffix)));
    }
    gpa::ui::PlansPanel *plans = window.plansPanel();
    window.selectDevice("rtx-3060-12gb");
    window.showTab(2);
    plans->showTool(gpa::ui::PlansPanel::Upgrade);
    plans->upgradeTool()->budgetBox()->setValue(1500.0);
    settle();
    window.grab().save(out.filePath(QStringLiteral("plans%1.png").arg(suffix)));
    if (qEnvironmentVariableIsSet("GPA_SCREENSHOTS_ALL")) {
        for (const auto tool : {gpa::ui::PlansPanel::System, gpa::ui::PlansPanel::Hybrid, gpa::ui::PlansPanel::Llm}) {
            plans->showTool(tool);
            settle();
            window.grab().save(out.filePath(QStringLiteral("plans-%1%2.png").arg(tool).arg(suffix)));
        }
    }

    if (qEnvironmentVariableIsSet("GPA_SCREENSHOTS_ALL")) {
        // The wizard as it opens on a laptop's screen, every page.
        gpa::ui::RecommendationWizard wizard(window.workspace(), &window);
        wizard.show();
        wizard.selectPersona(QStringLiteral("cheap"));
        for (const char *page : {"persona", "workload", "budget", "memory", "gpus", "cloud", "results"}) {
            settle();
            wizard.grab().save(out.filePath(QStringLiteral("wizard-%1%2.png").arg(QLatin1String(page), suffix)));
            wizard.next();
        }
    }

    gpa::ui::CompareView *compare = window.openCompare(
        {QStringLiteral("rtx-5080"), QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090")});
    if (!compare)
        return 1;
    settle();
    compare->grab().save(out.filePath(QStringLiteral("compare%1.png").arg(suffix)));
    if (qEnvironmentVariableIsSet("GPA_SCREENSHOTS_ALL")) {
        compare->exportPng(out.filePath(QStringLiteral("compare-export%1.png").arg(suffix)));
        compare->close();
        window.showTab(3);
        settle();
        window.grab().save(out.filePath(QStringLiteral("cloud%1.png").arg(suffix)));
    }
    return 0;
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    // The scale applies from the application's start.
    bool compact = false;
    double scale = 1.0;
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--compact") == 0)
            compact = true;
        if (qstrcmp(argv[i], "--scale") == 0 && i + 1 < argc) {
            qputenv("QT_SCALE_FACTOR", argv[i + 1]);
            scale = QByteArray(argv[i + 1]).toDouble();
        }
    }
    // Windows open no larger than their screen: the offscreen platform's own
    // is 800 x 600, so give it the screen the shots are of (a laptop's
    // 1024 x 700 for --compact, in pixels at the scale; else 1920 x 1080).
    QTemporaryDir screenDir;
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen" && screenDir.isValid()) {
        const QSize logical = compact ? QSize(1024, 700) : QSize(1920, 1080);
        QFile config(screenDir.filePath(QStringLiteral("screen.json")));
        if (config.open(QIODevice::WriteOnly)) {
            config.write(QStringLiteral(R"({"screens": [{"name": "shots", "x": 0, "y": 0, "width": %1, "height": %2}]})")
                             .arg(qRound(logical.width() * scale))
                             .arg(qRound(logical.height() * scale))
                             .toUtf8());
            config.close();
            qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toUtf8());
        }
    }
    QApplication app(argc, argv);
    gpa::ui::setChartDrawing(&gpa::ui::linkedChartDrawing()); // linked in, not the module
    QTemporaryDir settingsDir; // never the user's window layout
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    QApplication::setOrganizationName(QStringLiteral("gpu-advisor-screenshots"));
    QApplication::setApplicationName(QStringLiteral("gpu-advisor-screenshots"));
    const QStringList args = QApplication::arguments();
    if (args.size() < 2)
        return 2;
    const QDir out(args.at(1));
    const bool dark = args.contains(QStringLiteral("--dark"));
    QApplication::setStyle(new gpa::ui::AppStyle(QStringLiteral("Fusion"))); // the window's
    if (dark)
        QApplication::setPalette(darkPalette());
    if (args.contains(QStringLiteral("--compact")))
        return compactShots(out, qEnvironmentVariableIsSet("QT_SCALE_FACTOR") ? QStringLiteral("-1024@2x")
                                                                             : QStringLiteral("-1024"));

    QTemporaryDir dir;
    auto catalogue = gpa::db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    if (!catalogue)
        return 1;
    gpa::ui::MainWindow window(std::move(catalogue).value(), gpa::db::OpenReport{});
    window.resize(1500, 860);
    window.show();
    settle();
    window.selectDevice("rtx-2080-ti");
    settle();
    const QString suffix = dark ? QStringLiteral("-dark") : QString();
    window.grab().save(out.filePath(QStringLiteral("workspace%1.png").arg(suffix)));
    // The details pane's whole content, the parts below its fold included.
    if (auto *pane = window.findChild<gpa::ui::DetailsPane *>()) {
        if (auto *area = pane->findChild<QScrollArea *>(); area && area->widget())
            area->widget()->grab().save(out.filePath(QStringLiteral("details%1.png").arg(suffix)));
    }

    // The 2019 view of the seed article.
    gpa::ViewOptions view = window.workspace()->view();
    view.asOfDay = gpa::dayNumber(2019, 4, 30);
    window.workspace()->setView(view);
    window.selectDevice("rtx-2060");
    settle();
    window.grab().save(out.filePath(QStringLiteral("workspace-2019%1.png").arg(suffix)));

    // The charts tab, following the same view.
    window.showTab(1);
    settle();
    window.grab().save(out.filePath(QStringLiteral("workspace-charts%1.png").arg(suffix)));

    // The recommendation wizard on the same view: every page of the cheap
    // persona, its results, and the results when nothing qualifies.
    using gpa::ui::RecommendationWizard;
    RecommendationWizard wizard(window.workspace(), &window);
    wizard.show();
    wizard.selectPersona(QStringLiteral("cheap"));
    const char *pages[] = {"persona", "workload", "budget", "memory", "gpus", "cloud", "results"};
    for (const char *page : pages) {
        settle();
        const QString name = QStringLiteral("wizard-%1%2.png").arg(QLatin1String(page), suffix);
        wizard.grab().save(out.filePath(name));
        wizard.next();
    }
    for (int i = 0; i < 4; ++i)
        wizard.back();
    wizard.budgetPage()->budgetField()->setValue(50.0);
    while (wizard.currentId() != RecommendationWizard::ResultsPageId)
        wizard.next();
    settle();
    wizard.grab().save(out.filePath(QStringLiteral("wizard-unmet%1.png").arg(suffix)));
    // The plan tools at 1400 x 850, on the same 2019 view.
    window.resize(1400, 850);
    gpa::ui::PlansPanel *plans = window.plansPanel();
    window.showTab(2);
    window.selectDevice("gtx-1070");
    view.mix = gpa::WorkloadMix::only(gpa::Workload::Transformer);
    window.workspace()->setView(view);
    plans->showTool(gpa::ui::PlansPanel::Upgrade);
    plans->upgradeTool()->budgetBox()->setValue(500.0);
    settle();
    window.grab().save(out.filePath(QStringLiteral("plans-upgrade%1.png").arg(suffix)));
    view.mix = gpa::WorkloadMix::only(gpa::Workload::Cnn);
    window.workspace()->setView(view);
    window.selectDevice("rtx-2080-ti");
    plans->showTool(gpa::ui::PlansPanel::System);
    settle();
    window.grab().save(out.filePath(QStringLiteral("plans-system%1.png").arg(suffix)));
    window.selectDevice("rtx-2070");
    plans->showTool(gpa::ui::PlansPanel::Hybrid);
    gpa::ui::HybridTool *hybrid = plans->hybridTool();
    hybrid->offerBox()->setCurrentIndex(hybrid->offerBox()->findData(QStringLiteral("aws-p3-2xlarge")));
    hybrid->prototypeBox()->setValue(80.0);
    hybrid->trainingBox()->setValue(120.0);
    settle();
    window.grab().save(out.filePath(QStringLiteral("plans-hybrid%1.png").arg(suffix)));
    return 0;
}
