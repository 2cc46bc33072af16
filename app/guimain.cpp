// The window module's entry point: the window, and the commands that draw
// (export-chart) on the offscreen platform. Loaded by the executable
// (guimodule.cpp) only for those, so that headless commands never load Qt
// Widgets or Qt Charts.
#include "appsetup.h"
#include "benchhooks.h"
#include "commandline.h"
#include "commands.h"
#include "guimodule.h"
#include "logging.h"

#include "database/catalogue.h"
#include "ui/appearance.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QLoggingCategory>
#include <QMessageBox>

namespace {

QString databaseArgument(const QStringList &arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--database") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (arguments.at(i).startsWith(QLatin1String("--database=")))
            return arguments.at(i).mid(11);
    }
    return {};
}

int runWindow(int argc, char *argv[], const QStringList &arguments)
{
    QElapsedTimer startup;
    startup.start();
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*.debug=false\ngpa.*.info=false"));
    QApplication app(argc, argv);
    gpa::app::describeApplication();
    QGuiApplication::setDesktopFileName(QStringLiteral(GPA_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-advisor.svg")));
    // The language and theme chosen in Preferences (the system's by default).
    gpa::ui::installTranslators(app, gpa::ui::storedLanguage());
    gpa::ui::applyTheme(gpa::ui::storedTheme());
    // After the translators: the title bar's "— GPU Advisor" in the language.
    QApplication::setApplicationDisplayName(QApplication::translate("main", "GPU Advisor"));

    QString path = databaseArgument(arguments);
    if (path.isEmpty())
        path = gpa::db::Catalogue::defaultPath();
    gpa::db::OpenReport report;
    gpa::db::OpenOptions options;
    options.checkIntegrity = arguments.contains(QStringLiteral("--check"));
    auto catalogue = gpa::db::Catalogue::open(path, &report, options);
    if (!catalogue) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "GPU Advisor"),
                              QApplication::translate("main", "The catalogue could not be opened: %1")
                                  .arg(QString::fromStdString(catalogue.message())));
        return 1;
    }

    gpa::ui::MainWindow window(std::move(catalogue).value(), report);
    gpa::app::attachBenchProbe(window); // only when GPA_BENCH is set (docs/performance.md)
    window.show();
    qCDebug(lcApp) << "window shown" << startup.elapsed() << "ms after start";
    return QApplication::exec();
}

// export-chart: widgets without a display. Qt's own notes about the
// environment (e.g. XDG_RUNTIME_DIR unset) stay quiet, like the command
// line's diagnostics unless QT_LOGGING_RULES asks for them.
int runDrawingCommand(int argc, char *argv[], const QStringList &arguments)
{
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*.debug=false\ngpa.*.info=false\n"
                                                    "gpa.*.warning=false\ndefault.warning=false\n"
                                                    "qt.*.warning=false"));
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    gpa::app::describeApplication();
    gpa::app::installTranslators(app);
    gpa::cli::CommandLine commandLine(gpa::cli::allCommands());
    return commandLine.run(arguments);
}

} // namespace

extern "C" Q_DECL_EXPORT int gpa_gui_main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    if (gpa::cli::CommandLine::wantsCommandLine(arguments))
        return runDrawingCommand(argc, argv, arguments);
    return runWindow(argc, argv, arguments);
}
