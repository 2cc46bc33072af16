#include "guimodule.h"

#include "commands.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>

#include <cstdio>

namespace gpa::app {

namespace {

int g_argc = 0;
char **g_argv = nullptr;

// The executable's folder, known before any QCoreApplication exists.
QString executableFolder()
{
    const QFileInfo self(QStringLiteral("/proc/self/exe"));
    return QFileInfo(self.symLinkTarget()).absolutePath();
}

QStringList candidates()
{
    const QDir here(executableFolder());
    const QString name = QStringLiteral(GPA_GUI_MODULE_NAME);
    return {here.filePath(name), here.filePath(QStringLiteral(GPA_GUI_MODULE_RELDIR "/") + name)};
}

} // namespace

void rememberCommandLine(int argc, char *argv[])
{
    g_argc = argc;
    g_argv = argv;
}

int runGuiModule(int argc, char *argv[])
{
    QString reason;
    for (const QString &path : candidates()) {
        if (!QFileInfo::exists(path))
            continue;
        // Kept loaded for the life of the process (the window's objects and
        // Qt's plugins refer to its code until exit).
        auto *library = new QLibrary(path);
        const auto entry = reinterpret_cast<GuiMain>(library->resolve(kGuiMainSymbol));
        if (entry)
            return entry(argc, argv);
        reason = library->errorString();
        break;
    }
    if (reason.isEmpty())
        reason = QCoreApplication::translate("main", "%1 is not installed").arg(candidates().constLast());
    const QString line = QCoreApplication::translate("main", "gpu-advisor: the window cannot start: %1").arg(reason);
    std::fprintf(stderr, "%s\n", line.toLocal8Bit().constData());
    return 1;
}

} // namespace gpa::app

namespace gpa::cli {

// Reached only through the executable's own command line; main() hands
// drawing commands to the module before parsing, so this passes them on too.
int runExportChart(Invocation &)
{
    return app::runGuiModule(app::g_argc, app::g_argv);
}

} // namespace gpa::cli
