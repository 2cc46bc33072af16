// Catch2 runner for tests that need a Qt application object. GUI tests run on
// the offscreen platform so that they need no display (CI has none).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#ifdef GPA_TEST_GUI
#include "ui/charts/chartdrawing.h"

#include <QApplication>
using TestApplication = QApplication;
#else
#include <QCoreApplication>
using TestApplication = QCoreApplication;
#endif
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char *argv[])
{
#ifdef GPA_TEST_GUI
    // Offscreen, keeping its options (a screen size: offscreen:configfile=...).
    if (!qEnvironmentVariable("QT_QPA_PLATFORM").startsWith(QLatin1String("offscreen")))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    // Never touch the user's own catalogue or settings.
    QStandardPaths::setTestModeEnabled(true);
    TestApplication app(argc, argv);
#ifdef GPA_TEST_GUI
    gpa::ui::setChartDrawing(&gpa::ui::linkedChartDrawing());
#endif
    // Settings (window layout, preferences) go to a scratch folder too.
    QTemporaryDir settingsDir;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    TestApplication::setOrganizationName(QStringLiteral("gpu-advisor-tests"));
    TestApplication::setApplicationName(QStringLiteral("gpu-advisor-tests"));
    return Catch::Session().run(argc, argv);
}
