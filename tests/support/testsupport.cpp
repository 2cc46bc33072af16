#include "testsupport.h"

#include "core/csv.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace gpa::test {

namespace {

// A short-lived raw connection with a name of its own.
class RawConnection
{
public:
    explicit RawConnection(const QString &path)
    {
        static QAtomicInt counter;
        m_name = QStringLiteral("gpa.test.raw.%1").arg(counter.fetchAndAddRelaxed(1));
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
        m_open = m_db.open();
    }
    ~RawConnection()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;

    [[nodiscard]] bool isOpen() const { return m_open; }
    QSqlDatabase &db() { return m_db; }

private:
    QString m_name;
    QSqlDatabase m_db;
    bool m_open = false;
};

// Splits a script at the semicolons that end statements.
QStringList splitStatements(const QString &script)
{
    QStringList statements;
    QString current;
    QChar quote;
    bool comment = false;
    for (qsizetype i = 0; i < script.size(); ++i) {
        const QChar c = script[i];
        if (comment) {
            if (c == QLatin1Char('\n'))
                comment = false;
            continue;
        }
        if (!quote.isNull()) {
            current += c;
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('-') && i + 1 < script.size() && script[i + 1] == QLatin1Char('-')) {
            comment = true;
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
            quote = c;
        if (c == QLatin1Char(';')) {
            if (!current.trimmed().isEmpty())
                statements << current.trimmed();
            current.clear();
            continue;
        }
        current += c;
    }
    if (!current.trimmed().isEmpty())
        statements << current.trimmed();
    return statements;
}

} // namespace

QString sourceDir()
{
    return QStringLiteral(GPA_SOURCE_DIR);
}

QString seedFile(const QString &fileName)
{
    return sourceDir() + QStringLiteral("/database/seed/") + fileName;
}

QString fixtureFile(const QString &fileName)
{
    return sourceDir() + QStringLiteral("/tests/fixtures/") + fileName;
}

std::map<std::string, int> bundledRowCounts()
{
    std::map<std::string, int> counts;
    for (const char *table : {"devices", "cloud_offers", "price_quotes", "benchmarks", "scaling",
                              "exchange_rates", "spec_supplements", "llm_models", "llm_benchmarks"}) {
        const QByteArray text = readAll(seedFile(QLatin1String(table) + QStringLiteral(".csv")));
        csv::Table parsed;
        csv::ParseError error;
        counts[table] = csv::parse(text.toStdString(), parsed, error)
            ? static_cast<int>(parsed.rows.size())
            : -1;
    }
    return counts;
}

QByteArray sha256(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(bytes) == bytes.size();
}

QString dump(const QString &path)
{
    const auto text = db::dumpText(path);
    return text ? *text : QStringLiteral("ERROR: ") + QString::fromStdString(text.message());
}

ScratchCatalogue::ScratchCatalogue()
{
    m_path = m_dir.filePath(QStringLiteral("catalogue.sqlite"));
    if (!m_dir.isValid())
        m_error = QStringLiteral("no temporary folder: ") + m_dir.errorString();
    else
        reopen();
}

bool ScratchCatalogue::reopen()
{
    m_catalogue.reset();
    auto opened = db::Catalogue::open(m_path, &m_report);
    if (!opened) {
        m_error = QString::fromStdString(opened.message());
        return false;
    }
    m_catalogue = std::move(opened).value();
    m_error.clear();
    return true;
}

QString runSql(const QString &databasePath, const QString &script)
{
    RawConnection connection(databasePath);
    if (!connection.isOpen())
        return connection.db().lastError().text();
    for (const QString &statement : splitStatements(script)) {
        QSqlQuery query(connection.db());
        if (!query.exec(statement))
            return statement.left(80) + QStringLiteral(": ") + query.lastError().text();
    }
    return {};
}

QString runSqlFile(const QString &databasePath, const QString &scriptPath)
{
    QFile file(scriptPath);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read ") + scriptPath;
    return runSql(databasePath, QString::fromUtf8(file.readAll()));
}

QString queryValue(const QString &databasePath, const QString &queryText)
{
    RawConnection connection(databasePath);
    if (!connection.isOpen())
        return {};
    QSqlQuery query(connection.db());
    if (!query.exec(queryText) || !query.next())
        return {};
    return query.value(0).toString();
}

} // namespace gpa::test
