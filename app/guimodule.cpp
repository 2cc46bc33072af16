#include "guimodule.h"

#include "commands.h"

#include "database/modules.h"

#include <QCoreApplication>

#include <cstdio>

namespace gpa::app {

namespace {

int g_argc = 0;
char **g_argv = nullptr;

} // namespace

void rememberCommandLine(int argc, char *argv[])
{
    g_argc = argc;
    g_argv = argv;
}

int runGuiModule(int argc, char *argv[])
{
    QString reason;
    const auto entry = reinterpret_cast<GuiMain>(
        db::resolveModuleEntry(db::moduleCandidates(QStringLiteral(GPA_GUI_MODULE_NAME)), kGuiMainSymbol, &reason));
    if (entry)
        return entry(argc, argv);
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
