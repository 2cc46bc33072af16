#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

// Runs the real gpu-advisor executable headless (no DISPLAY, no platform
// plugin hint) against a scratch catalogue, the way a script would.
struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    [[nodiscard]] QString stderrText() const { return QString::fromUtf8(err); }
    [[nodiscard]] int stderrLines() const; // number of non-empty lines on stderr
};

class CliRunner
{
public:
    CliRunner();
    ~CliRunner();
    CliRunner(const CliRunner &) = delete;
    CliRunner &operator=(const CliRunner &) = delete;

    // The scratch catalogue passed as --database: a file created on first
    // use, or on the test server (GPA_TEST_BACKEND=postgresql) the URL of a
    // database of its own holding a new catalogue.
    [[nodiscard]] QString databasePath() const
    {
        return m_url.isEmpty() ? m_dir.filePath(QStringLiteral("catalogue.sqlite")) : m_url;
    }
    [[nodiscard]] QString dir() const { return m_dir.path(); }

    // gpu-advisor <arguments> --database <scratch>
    CliResult run(const QStringList &arguments) const;
    // The same in a locale (LC_ALL, e.g. "zh_CN.UTF-8"), with settings of its own.
    CliResult runInLocale(const QStringList &arguments, const QString &locale) const;
    // gpu-advisor <arguments>, nothing added
    static CliResult runRaw(const QStringList &arguments, const QString &locale = QStringLiteral("C.UTF-8"),
                            const QString &configHome = QString());

private:
    QTemporaryDir m_dir;
    QString m_url;
};

// The rows of a bundled CSV file of the repository (database/seed/<name>).
struct SeedTable
{
    QStringList header;
    QList<QStringList> rows;
};
SeedTable readSeedTable(const QString &fileName);
