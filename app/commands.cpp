#include "commands.h"

#include "database/catalogue.h"

#include <algorithm>

namespace gpa::cli {

QList<CommandSpec> allCommands()
{
    return {listCommand(),     rankCommand(),    recommendCommand(), tcoCommand(),
            setPriceCommand(), upgradeCommand(), systemCommand(),    hybridCommand(),
            llmCommand(),      exportChartCommand()};
}

qsizetype displayWidth(const QString &text)
{
    // East Asian wide and full-width characters take two terminal columns.
    qsizetype width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
                          || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
                          || (u >= 0xFFE0 && u <= 0xFFE6);
        width += c.isLowSurrogate() ? 0 : (wide ? 2 : 1);
    }
    return width;
}

QString formatTable(const QStringList &header, const QList<QStringList> &rows, int textColumns)
{
    QList<qsizetype> widths;
    for (const QString &h : header)
        widths.append(displayWidth(h));
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row.at(i)));
    }
    const auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size() && i < widths.size(); ++i) {
            const QString padding(widths[i] - displayWidth(cells.at(i)), QLatin1Char(' '));
            text += i < textColumns ? cells.at(i) + padding : padding + cells.at(i);
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
