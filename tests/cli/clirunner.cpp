#include "clirunner.h"

#include "core/csv.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

int CliResult::stderrLines() const
{
    int lines = 0;
    for (const QByteArray &line : err.split('\n')) {
        if (!line.trimmed().isEmpty())
            ++lines;
    }
    return lines;
}

CliRunner::CliRunner()
{
    REQUIRE(m_dir.isValid());
    if (gpa::test::onServer()) {
        m_url = gpa::test::freshServerCatalogue();
        REQUIRE_FALSE(m_url.isEmpty());
    }
}

CliRunner::~CliRunner()
{
    gpa::test::dropServerCatalogue(m_url);
}

CliResult CliRunner::run(const QStringList &arguments) const
{
    return runRaw(arguments + QStringList{QStringLiteral("--database"), databasePath()});
}

CliResult CliRunner::runInLocale(const QStringList &arguments, const QString &locale) const
{
    return runRaw(arguments + QStringList{QStringLiteral("--database"), databasePath()}, locale,
                  m_dir.filePath(QStringLiteral("config")));
}

CliResult CliRunner::runRaw(const QStringList &arguments, const QString &locale, const QString &configHome)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Subcommands must never need a display.
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LC_ALL"), locale);
    if (!configHome.isEmpty())
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    // The model cache of the runs of this test program, never the user's.
    static const QTemporaryDir cache;
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GPA_EXECUTABLE), arguments);
    REQUIRE(process.waitForStarted());
    REQUIRE(process.waitForFinished(120000));
    CliResult result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

SeedTable readSeedTable(const QString &fileName)
{
    QFile file(QStringLiteral(GPA_SEED_DIR "/") + fileName);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    gpa::csv::Table table;
    gpa::csv::ParseError error;
    REQUIRE(gpa::csv::parse(bytes.toStdString(), table, error));
    SeedTable seed;
    for (const std::string &h : table.header)
        seed.header.append(QString::fromStdString(h));
    for (const auto &row : table.rows) {
        QStringList cells;
        for (const std::string &c : row)
            cells.append(QString::fromStdString(c));
        seed.rows.append(cells);
    }
    return seed;
}
