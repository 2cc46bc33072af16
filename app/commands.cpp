#include "commands.h"

#include "database/catalogue.h"

#include <algorithm>

namespace gpa::cli {

QList<CommandSpec> allCommands()
{
    return {listCommand(),     rankCommand(),    recommendCommand(), tcoCommand(),
            setPriceCommand(), upgradeCommand(), systemCommand(),    hybridCommand(),
            exportChartCommand()};
}

QString formatTable(const QStringList &header, const QList<QStringList> &rows, int textColumns)
{
    QList<qsizetype> widths;
    for (const QString &h : header)
        widths.append(h.size());
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], row.at(i).size());
    }
    const auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size() && i < widths.size(); ++i) {
            text += i < textColumns ? cells.at(i).leftJustified(widths[i]) : cells.at(i).rightJustified(widths[i]);
            text += i + 1 < cells.size() ? QStringLiteral("  ") : QStringLiteral("\n");
        }
        return text;
    };
    QString out = line(header);
    for (const QStringList &row : rows)
        out += line(row);
    return out;
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
