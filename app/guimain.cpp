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
#include "database/credentials.h"
#include "ui/afterfirstpaint.h"
#include "ui/appearance.h"
#include "ui/mainwindow.h"
#include "ui/workspaceloader.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace {

// The application's icon, drawn from SVG: Qt loads its SVG icon engine for
// it, which the first frame need not wait for.
void setApplicationIcon()
{
    if (QApplication::windowIcon().isNull())
        QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-advisor.svg")));
}

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
    // The language chosen in Preferences (the system's by default), before
    // the catalogue's messages are written.
    gpa::ui::installTranslators(app, gpa::ui::storedLanguage());

    // --database, else the team catalogue chosen in the window (remembered
    // without a password), else the user's own file.
    QString path = databaseArgument(arguments);
    const bool remembered = path.isEmpty();
    if (path.isEmpty())
        path = QSettings().value(gpa::ui::MainWindow::teamSettingKey()).toString();
    if (path.isEmpty())
        path = gpa::db::Catalogue::defaultPath();
    gpa::db::OpenOptions options;
    options.checkIntegrity = arguments.contains(QStringLiteral("--check"));
    // A file is opened and read on a thread of its own while the theme is
    // applied and the window's first widgets are made.
    std::optional<gpa::ui::WorkspaceLoader> loader;
    if (!gpa::db::Catalogue::isServerLocation(path))
        loader.emplace(path, options);

    // The theme chosen in Preferences (the system's by default).
    gpa::ui::applyTheme(gpa::ui::storedTheme());
    // After the translators: the title bar's "— GPU Advisor" in the language.
    QApplication::setApplicationDisplayName(QApplication::translate("main", "GPU Advisor"));

    // The window on show, and the one that replaces it when the user
    // switches catalogues.
    std::unique_ptr<gpa::ui::MainWindow> window;
    std::function<void(std::unique_ptr<gpa::ui::MainWindow>)> show;
    show = [&](std::unique_ptr<gpa::ui::MainWindow> next) {
        QObject::connect(next.get(), &gpa::ui::MainWindow::switchCatalogueRequested, next.get(),
                         [&](const QString &location) {
                             gpa::db::OpenReport switched;
                             auto other = gpa::db::Catalogue::open(
                                 location.isEmpty() ? gpa::db::Catalogue::defaultPath() : location,
                                 &switched);
                             if (!other) {
                                 QMessageBox::warning(window.get(),
                                                      QApplication::translate("main", "GPU Advisor"),
                                                      QString::fromStdString(other.message()));
                                 return;
                             }
                             // The old window goes once its signal has returned.
                             auto replacement = std::make_shared<std::unique_ptr<gpa::db::Catalogue>>(
                                 std::move(other).value());
                             QTimer::singleShot(0, [&, replacement, switched] {
                                 // The new window shows before the old one
                                 // closes, so the application never has none.
                                 std::unique_ptr<gpa::ui::MainWindow> old = std::move(window);
                                 show(std::make_unique<gpa::ui::MainWindow>(std::move(*replacement), switched));
                                 old->close();
                             });
                         });
        gpa::app::attachBenchProbe(*next); // only when GPA_BENCH is set (docs/performance.md)
        gpa::ui::afterFirstPaint(next.get(), setApplicationIcon);
        next->show();
        window = std::move(next);
    };

    // No window: the reason, and the exit status.
    const auto cannotOpen = [](const std::string &reason) {
        setApplicationIcon();
        QMessageBox::critical(nullptr, QApplication::translate("main", "GPU Advisor"),
                              QApplication::translate("main", "The catalogue could not be opened: %1")
                                  .arg(QString::fromStdString(reason)));
        return 1;
    };
    if (loader) {
        auto opened = gpa::ui::MainWindow::open(*loader);
        if (!opened)
            return cannotOpen(opened.message());
        show(std::move(opened).value());
    } else {
        // A team catalogue's password: the system keychain's, else libpq's pgpass.
        path = gpa::db::withStoredPassword(path, *gpa::db::systemPasswordStore());
        gpa::db::OpenReport report;
        auto catalogue = gpa::db::Catalogue::open(path, &report, options);
        if (!catalogue && remembered) {
            setApplicationIcon();
            // The team's server does not answer: the user's own catalogue
            // opens, with the reason.
            QMessageBox::warning(nullptr, QApplication::translate("main", "GPU Advisor"),
                                 QApplication::translate("main", "The team catalogue could not be opened: %1\n\n"
                                                                 "Your own catalogue is opened instead.")
                                     .arg(QString::fromStdString(catalogue.message())));
            catalogue = gpa::db::Catalogue::open(gpa::db::Catalogue::defaultPath(), &report, options);
        }
        if (!catalogue)
            return cannotOpen(catalogue.message());
        show(std::make_unique<gpa::ui::MainWindow>(std::move(catalogue).value(), report));
    }
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
