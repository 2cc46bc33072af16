#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <initializer_list>
#include <optional>

namespace gpa::cli {

// Exit codes of every subcommand.
enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1, // the command could not do its job (unreadable catalogue, write refused, ...)
    ExitUsage = 2,   // a wrong option, a missing value, an unknown subcommand, a bad argument
};

struct OptionSpec
{
    QString name;      // without the leading "--"
    QString valueName; // empty for a flag
    QString help;      // translated
};

class Invocation;

struct CommandSpec
{
    QString name;
    QString summary;           // one translated line for the command list
    QStringList positionals;   // names of required positional arguments, in order
    QList<OptionSpec> options; // besides the global --database and --help
    std::function<int(Invocation &)> run;
    // Draws with Qt Widgets (charts): main() creates a QApplication on the
    // offscreen platform instead of a QCoreApplication.
    bool needsGui = false;
    // Writes to the catalogue: a read-only catalogue is then one error line
    // (the refusal, naming why), not a notice and an error.
    bool writes = false;
};

// How many of a command's positionals are required: a name in brackets
// ("[ID]") may be left out, and only after the required ones.
qsizetype requiredPositionals(const CommandSpec &command);

// The parsed arguments of one subcommand, with typed accessors that turn a
// malformed value into a usage error naming the option.
class Invocation
{
    Q_DECLARE_TR_FUNCTIONS(Invocation)

public:
    Invocation(const CommandSpec &spec, QHash<QString, QString> values, QStringList positionals);

    [[nodiscard]] const CommandSpec &spec() const { return *m_spec; }
    [[nodiscard]] bool has(const QString &option) const { return m_values.contains(option); }
    [[nodiscard]] QString value(const QString &option, const QString &fallback = {}) const;
    [[nodiscard]] QString positional(int index) const { return m_positionals.value(index); }
    [[nodiscard]] const QStringList &positionals() const { return m_positionals; }

    // Parsed values; on a malformed one they record a usage error and return
    // nullopt, so that a command can check `failed()` once after reading all.
    std::optional<double> number(const QString &option, double min, double max);
    std::optional<int> integer(const QString &option, int min, int max);
    std::optional<int> date(const QString &option); // YYYY-MM-DD, as a day number

    // Records a usage error for the first of `options` that was not given.
    void require(std::initializer_list<const char *> options);
    void fail(const QString &message); // records the first usage error
    // Prints the recorded usage error as one line on stderr; returns ExitUsage.
    int reportUsage() const;
    [[nodiscard]] bool failed() const { return !m_error.isEmpty(); }
    [[nodiscard]] QString error() const { return m_error; }

private:
    const CommandSpec *m_spec;
    QHash<QString, QString> m_values;
    QStringList m_positionals;
    QString m_error;
};

// Parses argv (without the program name) against the commands and runs one.
// Prints usage errors as one line on stderr and returns ExitUsage.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    explicit CommandLine(QList<CommandSpec> commands);

    // True when the arguments ask for the command line rather than the window:
    // a subcommand, --help or --version, or anything unrecognised (which then
    // gets a usage error instead of a window). "--database PATH", "--check"
    // and Qt's own platform options open the window.
    static bool wantsCommandLine(const QStringList &arguments);

    int run(const QStringList &arguments);

    // Help wrapped at `width` terminal columns (terminalWidth() by default).
    [[nodiscard]] QString helpText(int width = 0) const;
    [[nodiscard]] QString helpText(const CommandSpec &command, int width = 0) const;

private:
    [[nodiscard]] const CommandSpec *find(const QString &name) const;
    [[nodiscard]] QString commandSuggestion(const QString &unknown) const;

    QList<CommandSpec> m_commands;
};

// The width help is wrapped at: the terminal's columns when stdout is one
// (at least 40), else 80.
int terminalWidth();

// `text` wrapped at `width` terminal columns on spaces (a word longer than a
// line stays whole), every line after the first indented by `indent`
// columns. Chinese text, which has no spaces, may break between any two
// characters.
QString wrapText(const QString &text, int width, int indent);

// Output helpers: UTF-8 to stdout / one line to stderr.
void printOut(const QString &text);
void printOut(const std::string &utf8);
void printError(const QString &line);

} // namespace gpa::cli
