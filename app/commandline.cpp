#include "commandline.h"

#include "core/date.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpa::cli {

namespace {

const QString kDatabase = QStringLiteral("database");
const QString kCheck = QStringLiteral("check");
const QString kHelp = QStringLiteral("help");

QString programName()
{
    return QStringLiteral("gpu-advisor");
}

} // namespace

void printOut(const std::string &utf8)
{
    std::fwrite(utf8.data(), 1, utf8.size(), stdout);
    std::fflush(stdout);
}

void printOut(const QString &text)
{
    printOut(text.toStdString());
}

void printError(const QString &line)
{
    // One line whatever a message quotes: a value typed on the command line
    // or read from a file may hold line breaks, escape sequences or a
    // megabyte of text.
    constexpr qsizetype kMaxLength = 1000;
    QString text;
    text.reserve(std::min(line.size(), kMaxLength) + 1);
    for (qsizetype i = 0; i < line.size() && text.size() < kMaxLength; ++i) {
        const char16_t c = line.at(i).unicode();
        if (c == u'\n' || c == u'\r' || c == u'\t')
            text += QLatin1Char(' ');
        else if (c < 0x20 || (c >= 0x7f && c < 0xa0))
            text += QChar(0xfffd);
        else
            text += line.at(i);
    }
    if (text.size() < line.size())
        text += QChar(0x2026);
    const QByteArray bytes = (programName() + QStringLiteral(": ") + text + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stderr);
    std::fflush(stderr);
}

Invocation::Invocation(const CommandSpec &spec, QHash<QString, QString> values, QStringList positionals)
    : m_spec(&spec)
    , m_values(std::move(values))
    , m_positionals(std::move(positionals))
{}

QString Invocation::value(const QString &option, const QString &fallback) const
{
    return m_values.value(option, fallback);
}

void Invocation::require(std::initializer_list<const char *> options)
{
    for (const char *option : options) {
        if (!has(QLatin1String(option)))
            fail(tr("--%1 is required").arg(QLatin1String(option)));
    }
}

void Invocation::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
}

int Invocation::reportUsage() const
{
    printError(m_error);
    return ExitUsage;
}

std::optional<double> Invocation::number(const QString &option, double min, double max)
{
    if (!has(option))
        return std::nullopt;
    const QString text = value(option);
    bool ok = false;
    const double number = text.toDouble(&ok); // C locale: scripts write "123.45"
    if (!ok || !std::isfinite(number)) {
        fail(tr("--%1: '%2' is not a number").arg(option, text));
        return std::nullopt;
    }
    if (number < min || number > max) {
        fail(tr("--%1: %2 is outside the allowed range %3 to %4")
                 .arg(option, text, QString::number(min), QString::number(max)));
        return std::nullopt;
    }
    return number;
}

std::optional<int> Invocation::integer(const QString &option, int min, int max)
{
    if (!has(option))
        return std::nullopt;
    const QString text = value(option);
    bool ok = false;
    const int number = text.toInt(&ok);
    if (!ok) {
        fail(tr("--%1: '%2' is not a whole number").arg(option, text));
        return std::nullopt;
    }
    if (number < min || number > max) {
        fail(tr("--%1: %2 is outside the allowed range %3 to %4")
                 .arg(option, text, QString::number(min), QString::number(max)));
        return std::nullopt;
    }
    return number;
}

std::optional<int> Invocation::date(const QString &option)
{
    if (!has(option))
        return std::nullopt;
    const QString text = value(option);
    const auto parsed = PartialDate::parse(text.toStdString());
    if (!parsed || parsed->precision() != PartialDate::Precision::Day) {
        fail(tr("--%1: '%2' is not a date in the form YYYY-MM-DD").arg(option, text));
        return std::nullopt;
    }
    return parsed->lastDayNumber();
}

CommandLine::CommandLine(QList<CommandSpec> commands) : m_commands(std::move(commands)) {}

bool CommandLine::wantsCommandLine(const QStringList &arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--database")) {
            ++i; // its value
            continue;
        }
        if (a.startsWith(QLatin1String("--database=")) || a == QLatin1String("--check"))
            continue;
        // Qt's own options (e.g. -platform offscreen, -style fusion) are for the window.
        static const QStringList qtOptionsWithValue{
            QStringLiteral("-platform"), QStringLiteral("-style"), QStringLiteral("-stylesheet"),
            QStringLiteral("-qwindowgeometry"), QStringLiteral("-qwindowtitle"),
            QStringLiteral("-display"), QStringLiteral("-platformtheme")};
        if (qtOptionsWithValue.contains(a)) {
            ++i;
            continue;
        }
        static const QStringList qtFlags{QStringLiteral("-reverse"), QStringLiteral("-widgetcount")};
        if (qtFlags.contains(a))
            continue;
        return true;
    }
    return false;
}

const CommandSpec *CommandLine::find(const QString &name) const
{
    for (const CommandSpec &c : m_commands) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

QString CommandLine::helpText() const
{
    QString text = tr("Usage: %1 [--database PATH] [COMMAND [OPTIONS]]\n\n"
                      "Choose hardware for deep learning: compare GPUs, TPUs and cloud offers by\n"
                      "performance, performance per dollar and total cost.\n"
                      "Without a command, the window opens.\n\n"
                      "Commands:\n")
                       .arg(programName());
    qsizetype width = 0;
    for (const CommandSpec &c : m_commands)
        width = std::max(width, c.name.size());
    for (const CommandSpec &c : m_commands)
        text += QStringLiteral("  %1  %2\n").arg(c.name.leftJustified(width), c.summary);
    text += tr("\nOptions:\n"
               "  --database PATH  use this catalogue file instead of the default one\n"
               "  --check          run SQLite's integrity check on the catalogue first\n"
               "                   (a damaged file is set aside and replaced)\n"
               "  --help           show this help, or a command's help after the command\n"
               "  --version        show the version\n\n"
               "Run '%1 COMMAND --help' for a command's options.\n")
                .arg(programName());
    return text;
}

QString CommandLine::helpText(const CommandSpec &command) const
{
    QString usage = programName() + QLatin1Char(' ') + command.name;
    for (const QString &p : command.positionals)
        usage += QLatin1Char(' ') + p;
    if (!command.options.isEmpty())
        usage += tr(" [OPTIONS]");
    QString text = tr("Usage: %1\n\n%2\n\nOptions:\n").arg(usage, command.summary);
    QList<OptionSpec> all = command.options;
    all.append({kDatabase, QStringLiteral("PATH"), tr("use this catalogue file")});
    all.append({kCheck, QString(), tr("run SQLite's integrity check on the catalogue first")});
    all.append({kHelp, QString(), tr("show this help")});
    QStringList left;
    qsizetype width = 0;
    for (const OptionSpec &o : all) {
        left.append(QStringLiteral("--") + o.name
                    + (o.valueName.isEmpty() ? QString() : QLatin1Char(' ') + o.valueName));
        width = std::max(width, left.last().size());
    }
    for (qsizetype i = 0; i < all.size(); ++i)
        text += QStringLiteral("  %1  %2\n").arg(left.at(i).leftJustified(width), all.at(i).help);
    return text;
}

int CommandLine::run(const QStringList &arguments)
{
    QHash<QString, QString> values;
    QStringList positionals;
    const CommandSpec *command = nullptr;
    bool wantHelp = false;

    const auto findOption = [&](const QString &name) -> const OptionSpec * {
        static const OptionSpec database{kDatabase, QStringLiteral("PATH"), QString()};
        static const OptionSpec check{kCheck, QString(), QString()};
        static const OptionSpec help{kHelp, QString(), QString()};
        if (name == kDatabase)
            return &database;
        if (name == kCheck)
            return &check;
        if (name == kHelp)
            return &help;
        if (command) {
            for (const OptionSpec &o : command->options) {
                if (o.name == name)
                    return &o;
            }
        }
        return nullptr;
    };

    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("--version") || arg == QLatin1String("-v")) {
            if (!command) {
                printOut(QStringLiteral("%1 %2\n").arg(programName(), QCoreApplication::applicationVersion()));
                return ExitOk;
            }
        }
        if (arg == QLatin1String("-h"))
            wantHelp = true;
        else if (arg.startsWith(QLatin1String("--"))) {
            QString name = arg.mid(2);
            std::optional<QString> inlineValue;
            if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq >= 0) {
                inlineValue = name.mid(eq + 1);
                name.truncate(eq);
            }
            const OptionSpec *option = findOption(name);
            if (!option) {
                printError(command ? tr("unknown option '--%1' for '%2'").arg(name, command->name)
                                   : tr("unknown option '--%1'").arg(name));
                return ExitUsage;
            }
            if (option->name == kHelp) {
                wantHelp = true;
                continue;
            }
            if (option->valueName.isEmpty()) {
                if (inlineValue) {
                    printError(tr("option '--%1' takes no value").arg(name));
                    return ExitUsage;
                }
                values.insert(name, QStringLiteral("1"));
                continue;
            }
            if (!inlineValue) {
                if (i + 1 >= arguments.size() || (arguments.at(i + 1).startsWith(QLatin1String("--"))
                                                  && arguments.at(i + 1).size() > 2)) {
                    printError(tr("option '--%1' needs a value (%2)").arg(name, option->valueName));
                    return ExitUsage;
                }
                inlineValue = arguments.at(++i);
            }
            if (values.contains(name)) {
                printError(tr("option '--%1' given twice").arg(name));
                return ExitUsage;
            }
            values.insert(name, *inlineValue);
        } else if (!command) {
            command = find(arg);
            if (!command) {
                printError(arg.startsWith(QLatin1Char('-'))
                               ? tr("unknown option '%1'").arg(arg)
                               : tr("unknown command '%1' (run '%2 --help' for the list)")
                                     .arg(arg, programName()));
                return ExitUsage;
            }
        } else {
            positionals.append(arg);
        }
    }

    if (!command) {
        printOut(helpText());
        return wantHelp ? ExitOk : ExitUsage;
    }
    if (wantHelp) {
        printOut(helpText(*command));
        return ExitOk;
    }
    if (positionals.size() < command->positionals.size()) {
        printError(tr("'%1' needs %2").arg(command->name, command->positionals.at(positionals.size())));
        return ExitUsage;
    }
    if (positionals.size() > command->positionals.size()) {
        printError(tr("unexpected argument '%1' for '%2'")
                       .arg(positionals.at(command->positionals.size()), command->name));
        return ExitUsage;
    }
    Invocation invocation(*command, values, positionals);
    return command->run(invocation);
}

} // namespace gpa::cli
