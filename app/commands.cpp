#include "commands.h"

#include "database/catalogue.h"

namespace gpa::cli {

QList<CommandSpec> allCommands()
{
    return {listCommand(), rankCommand(), tcoCommand(), exportChartCommand()};
}

bool commandNeedsGui(const QStringList &arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--database")) {
            ++i;
            continue;
        }
        if (a.startsWith(QLatin1Char('-')))
            continue;
        for (const CommandSpec &command : allCommands()) {
            if (command.name == a)
                return command.needsGui;
        }
        return false;
    }
    return false;
}

std::unique_ptr<db::Catalogue> openCatalogue(const Invocation &invocation)
{
    const QString path = invocation.has(QStringLiteral("database"))
                             ? invocation.value(QStringLiteral("database"))
                             : db::Catalogue::defaultPath();
    db::OpenReport report;
    auto catalogue = db::Catalogue::open(path, &report);
    if (!catalogue) {
        printError(QString::fromStdString(catalogue.message()));
        return nullptr;
    }
    // Creating the catalogue on first use is routine; what a script's author
    // must hear about is a file set aside, migrated or opened read-only.
    if (report.outcome != db::OpenReport::Outcome::Created) {
        if (const QString message = report.message(); !message.isEmpty())
            printError(message);
    }
    return std::move(catalogue).value();
}

} // namespace gpa::cli
