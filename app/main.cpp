// gpu-advisor: headless subcommands here; the window and the commands that
// draw in the window module (guimodule.h), loaded only for them.
#include "appsetup.h"
#include "commandline.h"
#include "commands.h"
#include "guimodule.h"

#include <QCoreApplication>
#include <QLoggingCategory>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    gpa::app::rememberCommandLine(argc, argv);
    if (!gpa::cli::CommandLine::wantsCommandLine(arguments) || gpa::cli::commandNeedsGui(arguments))
        return gpa::app::runGuiModule(argc, argv);

    // Subcommands never need a display. They report problems as one line on
    // stderr themselves, so diagnostics stay quiet unless QT_LOGGING_RULES
    // asks for them.
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*.debug=false\n"
                                                    "gpa.*.info=false\n"
                                                    "gpa.*.warning=false"));
    QCoreApplication app(argc, argv);
    gpa::app::describeApplication();
    gpa::app::installTranslators(app);
    gpa::cli::CommandLine commandLine(gpa::cli::allCommands());
    return commandLine.run(arguments);
}
