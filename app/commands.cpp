#include "commands.h"

#include "database/catalogue.h"
#include "database/credentials.h"

#include <algorithm>

namespace gpa::cli {

QList<CommandSpec> allCommands()
{
    return {listCommand(),     rankCommand(),    recommendCommand(), tcoCommand(),
            setPriceCommand(), importCommand(),  exportCommand(),    upgradeCommand(),
            systemCommand(),   hybridCommand(),  llmCommand(),       cloudCommand(),
            compareCommand(),  exportChartCommand(), pushCommand(),   pullCommand(),
            teamCommand(),     updateDataCommand()};
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

namespace {

// `text` cut to at most `width` terminal columns, an ellipsis marking the cut.
QString clipToWidth(const QString &text, qsizetype width)
{
    if (displayWidth(text) <= width)
        return text;
    QString clipped;
    qsizetype used = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const qsizetype w = displayWidth(text.mid(i, text.at(i).isHighSurrogate() ? 2 : 1));
        if (used + w > width - 1)
            break;
        clipped += text.at(i);
        if (text.at(i).isHighSurrogate() && i + 1 < text.size())
            clipped += text.at(++i);
        used += w;
    }
    return clipped + QChar(0x2026);
}

} // namespace

QString formatTable(const QStringList &header, const QList<QStringList> &rows, int textColumns)
{
    // A cell wider than this is cut: one long name must not pad every row of
    // the table to its width.
    constexpr qsizetype kMaxCellWidth = 60;
    QList<qsizetype> widths;
    for (const QString &h : header)
        widths.append(std::min(displayWidth(h), kMaxCellWidth));
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], std::min(displayWidth(row.at(i)), kMaxCellWidth));
    }
    const auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size() && i < widths.size(); ++i) {
            const QString cell = clipToWidth(cells.at(i), widths[i]);
            const QString padding(widths[i] - displayWidth(cell), QLatin1Char(' '));
            text += i < textColumns ? cell + padding : padding + cell;
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
    QString path = invocation.has(QStringLiteral("database"))
                       ? invocation.value(QStringLiteral("database"))
                       : db::Catalogue::defaultPath();
    // A team catalogue's password: the system keychain's (no prompt), else
    // libpq's pgpass.
    if (db::Catalogue::isServerLocation(path))
        path = db::withStoredPassword(path, *db::systemPasswordStore());
    db::OpenReport report;
    db::OpenOptions options;
    options.checkIntegrity = invocation.has(QStringLiteral("check"));
    auto catalogue = db::Catalogue::open(path, &report, options);
    if (!catalogue) {
        printError(QString::fromStdString(catalogue.message()));
        return nullptr;
    }
    // Creating the catalogue on first use is routine, and so is the check
    // after another program's crash when it finds nothing; what a script's
    // author must hear about is a file set aside, migrated or opened
    // read-only, and the result of a check asked for.
    const bool readOnly = report.outcome == db::OpenReport::Outcome::ReadOnly
        || report.outcome == db::OpenReport::Outcome::ReadOnlyNewer;
    const bool plain = report.outcome == db::OpenReport::Outcome::Created
        || (report.outcome == db::OpenReport::Outcome::Opened && !options.checkIntegrity)
        || (readOnly && invocation.spec().writes);
    if (!plain) {
        if (const QString message = report.message(); !message.isEmpty())
            printError(message);
    }
    return std::move(catalogue).value();
}

} // namespace gpa::cli
