#include "testsupport.h"

#include "core/csv.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

#include <cstdlib>
#include <mutex>

namespace gpa::test {

namespace {

bool isUrl(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql:")) || location.startsWith(QLatin1String("postgres:"));
}

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

RawConnection::RawConnection(const QString &path)
{
    static QAtomicInt counter;
    m_name = QStringLiteral("gpa.test.raw.%1").arg(counter.fetchAndAddRelaxed(1));
    if (isUrl(path)) {
        const QUrl url(path);
        const QUrlQuery query(url);
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        m_db.setDatabaseName(url.path().mid(1));
        m_db.setHostName(query.queryItemValue(QStringLiteral("host")));
        m_db.setPort(query.queryItemValue(QStringLiteral("port")).toInt());
        m_db.setUserName(query.queryItemValue(QStringLiteral("user")));
    } else {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
    }
    m_open = m_db.open();
}

RawConnection::~RawConnection()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

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
                              "exchange_rates", "spec_supplements", "cloud_price_history", "llm_models",
                              "llm_benchmarks"}) {
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

Backend backend()
{
    const QString name = qEnvironmentVariable("GPA_TEST_BACKEND").toLower();
    return name == QLatin1String("postgresql") || name == QLatin1String("postgres") ? Backend::PostgreSQL
                                                                                     : Backend::SQLite;
}

namespace {

// The test server's URL for `database` (as its superuser gpa_test).
QString serverUrl(const QString &database)
{
    const QString host = qEnvironmentVariable("GPA_TEST_PG_HOST");
    const QString port = qEnvironmentVariable("GPA_TEST_PG_PORT");
    // Never another server than the one with-postgres.sh started.
    if (host.isEmpty() || port.isEmpty())
        std::abort();
    return QStringLiteral("postgresql:///%1?host=%2&port=%3&user=gpa_test").arg(database, host, port);
}

QString nextDatabaseName(const char *kind)
{
    static QAtomicInt serial;
    return QStringLiteral("gpa_%1_%2_%3")
        .arg(QLatin1String(kind))
        .arg(static_cast<long long>(QCoreApplication::applicationPid()))
        .arg(serial.fetchAndAddRelaxed(1));
}

// The template every scratch catalogue on the server is copied from: a
// catalogue created from the bundled data once per test program (creating
// one takes the server far longer than copying a database). Empty when it
// could not be built.
QString templateDatabase()
{
    static std::once_flag once;
    static QString name;
    std::call_once(once, [] {
        const QString candidate = nextDatabaseName("template");
        if (!runSql(serverUrl(QStringLiteral("postgres")), QStringLiteral("CREATE DATABASE ") + candidate).isEmpty())
            return;
        // Closed at the end of the scope: a template must have no connection.
        if (!db::Catalogue::open(serverUrl(candidate)))
            return;
        name = candidate;
    });
    return name;
}

} // namespace

QString freshServerCatalogue()
{
    const QString source = templateDatabase();
    if (source.isEmpty())
        return {};
    const QString name = nextDatabaseName("test");
    const QString error = runSql(serverUrl(QStringLiteral("postgres")),
                                 QStringLiteral("CREATE DATABASE %1 TEMPLATE %2").arg(name, source));
    return error.isEmpty() ? serverUrl(name) : QString();
}

QString emptyServerDatabase()
{
    const QString name = nextDatabaseName("empty");
    const QString error = runSql(serverUrl(QStringLiteral("postgres")), QStringLiteral("CREATE DATABASE ") + name);
    return error.isEmpty() ? serverUrl(name) : QString();
}

void dropServerCatalogue(const QString &url)
{
    if (url.isEmpty())
        return;
    runSql(serverUrl(QStringLiteral("postgres")),
           QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(QUrl(url).path().mid(1)));
}

ScratchCatalogue::ScratchCatalogue()
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary folder: ") + m_dir.errorString();
        return;
    }
    if (onServer()) {
        m_path = freshServerCatalogue();
        if (m_path.isEmpty()) {
            m_error = QStringLiteral("the test server made no catalogue database");
            return;
        }
    } else {
        m_path = m_dir.filePath(QStringLiteral("catalogue.sqlite"));
    }
    reopen();
}

ScratchCatalogue::ScratchCatalogue(CreateNow)
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary folder: ") + m_dir.errorString();
        return;
    }
    m_path = onServer() ? emptyServerDatabase() : m_dir.filePath(QStringLiteral("catalogue.sqlite"));
    if (m_path.isEmpty()) {
        m_error = QStringLiteral("the test server made no database");
        return;
    }
    reopen();
}

ScratchCatalogue::~ScratchCatalogue()
{
    m_catalogue.reset();
    if (onServer())
        dropServerCatalogue(m_path);
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
