#include "commandline.h"

#include "core/date.h"
#include "core/suggest.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <sys/ioctl.h>
#include <unistd.h>

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

QString CommandLine::helpText(int width) const
{
    if (width <= 0)
        width = terminalWidth();
    QString text = tr("Usage: %1 [--database PATH] [COMMAND [OPTIONS]]").arg(programName()) + QStringLiteral("\n\n")
        + wrapText(tr("Choose hardware for deep learning: compare GPUs, TPUs and cloud offers by "
                      "performance, performance per dollar and total cost. Without a command, the window opens."),
                   width, 0)
        + QStringLiteral("\n\n") + tr("Commands:") + QLatin1Char('\n');
    qsizetype nameWidth = 0;
    for (const CommandSpec &c : m_commands)
        nameWidth = std::max(nameWidth, c.name.size());
    const auto entry = [width](const QString &left, qsizetype leftWidth, const QString &help) {
        const int indent = static_cast<int>(leftWidth) + 4;
        return wrapText(QStringLiteral("  %1  %2").arg(left.leftJustified(leftWidth), help), width, indent)
            + QLatin1Char('\n');
    };
    for (const CommandSpec &c : m_commands)
        text += entry(c.name, nameWidth, c.summary);
    text += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    const QList<std::pair<QString, QString>> options{
        {QStringLiteral("--database PATH"), tr("use this catalogue file instead of the default one")},
        {QStringLiteral("--check"),
         tr("run SQLite's integrity check on the catalogue first (a damaged file is set aside and replaced)")},
        {QStringLiteral("--help"), tr("show this help, or a command's help after the command")},
        {QStringLiteral("--version"), tr("show the version")}};
    qsizetype optionWidth = 0;
    for (const auto &o : options)
        optionWidth = std::max(optionWidth, o.first.size());
    for (const auto &o : options)
        text += entry(o.first, optionWidth, o.second);
    text += QLatin1Char('\n') + wrapText(tr("Run '%1 COMMAND --help' for a command's options.").arg(programName()), width, 0)
        + QLatin1Char('\n');
    return text;
}

QString CommandLine::helpText(const CommandSpec &command, int width) const
{
    if (width <= 0)
        width = terminalWidth();
    QString usage = programName() + QLatin1Char(' ') + command.name;
    for (const QString &p : command.positionals)
        usage += QLatin1Char(' ') + p;
    if (!command.options.isEmpty())
        usage += tr(" [OPTIONS]");
    QString text = tr("Usage: %1").arg(usage) + QStringLiteral("\n\n") + wrapText(command.summary, width, 0)
        + QStringLiteral("\n\n") + tr("Options:") + QLatin1Char('\n');
    QList<OptionSpec> all = command.options;
    all.append({kDatabase, QStringLiteral("PATH"), tr("use this catalogue file")});
    all.append({kCheck, QString(), tr("run SQLite's integrity check on the catalogue first")});
    all.append({kHelp, QString(), tr("show this help")});
    QStringList left;
    qsizetype leftWidth = 0;
    for (const OptionSpec &o : all) {
        left.append(QStringLiteral("--") + o.name
                    + (o.valueName.isEmpty() ? QString() : QLatin1Char(' ') + o.valueName));
        leftWidth = std::max(leftWidth, left.last().size());
    }
    // A very long option name would leave no room for its help: the help
    // then starts on the next line.
    const bool below = leftWidth + 4 > width / 2;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (below)
            text += QStringLiteral("  %1\n").arg(left.at(i)) + wrapText(QStringLiteral("      ") + all.at(i).help, width, 6)
                + QLatin1Char('\n');
        else
            text += wrapText(QStringLiteral("  %1  %2").arg(left.at(i).leftJustified(leftWidth), all.at(i).help), width,
                             static_cast<int>(leftWidth) + 4)
                + QLatin1Char('\n');
    }
    return text;
}

qsizetype requiredPositionals(const CommandSpec &command)
{
    return std::count_if(command.positionals.begin(), command.positionals.end(),
                         [](const QString &name) { return !name.startsWith(QLatin1Char('[')); });
}

int terminalWidth()
{
    struct winsize size {};
    if (::isatty(STDOUT_FILENO) && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return std::max(40, static_cast<int>(size.ws_col));
    return 80;
}

QString wrapText(const QString &text, int width, int indent)
{
    const auto columns = [](const QString &s) {
        qsizetype w = 0;
        for (const QChar c : s) {
            const char16_t u = c.unicode();
            const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
                || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
                || (u >= 0xFFE0 && u <= 0xFFE6);
            w += c.isLowSurrogate() ? 0 : (wide ? 2 : 1);
        }
        return w;
    };
    // Leading spaces (the two-space margin) belong to the first word.
    qsizetype start = 0;
    while (start < text.size() && text.at(start) == QLatin1Char(' '))
        ++start;
    QString out = text.left(start);
    qsizetype used = start;
    const QString pad(indent, QLatin1Char(' '));
    // Words: runs between spaces; a wide character is a word of its own,
    // joined to its neighbours without a space, so that Chinese wraps.
    struct Word
    {
        QString text;
        bool joined = false; // no space before it
    };
    QList<Word> words;
    Word word;
    bool afterWide = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool wide = columns(QString(c)) == 2;
        if (c == QLatin1Char(' ')) {
            if (!word.text.isEmpty())
                words.append(word);
            word = Word{};
            afterWide = false;
            continue;
        }
        if (wide || afterWide) {
            if (!word.text.isEmpty()) {
                words.append(word);
                word = Word{QString(), true};
            } else if (!words.isEmpty() && (wide || afterWide) && i > start && text.at(i - 1) != QLatin1Char(' ')) {
                word.joined = true;
            }
        }
        word.text += c;
        if (wide) {
            words.append(word);
            word = Word{QString(), true};
        }
        afterWide = wide;
    }
    if (!word.text.isEmpty())
        words.append(word);
    bool lineStart = true;
    for (const Word &w : words) {
        const qsizetype need = columns(w.text) + ((lineStart || w.joined) ? 0 : 1);
        if (!lineStart && used + need > width) {
            out += QLatin1Char('\n') + pad;
            used = indent;
            lineStart = true;
        }
        if (!lineStart && !w.joined) {
            out += QLatin1Char(' ');
            ++used;
        }
        out += w.text;
        used += columns(w.text);
        lineStart = false;
    }
    return out;
}

QString CommandLine::commandSuggestion(const QString &unknown) const
{
    std::vector<std::string> names;
    for (const CommandSpec &c : m_commands)
        names.push_back(c.name.toStdString());
    const std::vector<std::string> close = closestIds(unknown.toStdString(), names, 1);
    return close.empty() ? QString() : tr("; did you mean '%1'?").arg(QString::fromStdString(close.front()));
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
                               : tr("unknown command '%1'%2 (run '%3 --help' for the list)")
                                     .arg(arg, commandSuggestion(arg), programName()));
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
    if (positionals.size() < requiredPositionals(*command)) {
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
