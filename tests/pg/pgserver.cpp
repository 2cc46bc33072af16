#include "pgserver.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include <atomic>
#include <cstdlib>

namespace gpa::test::pg {

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

// A short-lived superuser connection to `database`.
class Admin
{
public:
    explicit Admin(const QString &database)
        : m_name(QStringLiteral("gpa.test.pg.%1").arg(++counter()))
    {
        if (!available())
            std::abort(); // never another server
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        m_db.setHostName(env("GPA_TEST_PG_HOST"));
        m_db.setPort(env("GPA_TEST_PG_PORT").toInt());
        m_db.setUserName(QStringLiteral("gpa_test"));
        m_db.setDatabaseName(database);
        m_db.open();
    }
    ~Admin()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    QSqlDatabase &db() { return m_db; }

private:
    static std::atomic<int> &counter()
    {
        static std::atomic<int> n {0};
        return n;
    }
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace

bool available()
{
    return !env("GPA_TEST_PG_HOST").isEmpty() && !env("GPA_TEST_PG_PORT").isEmpty();
}

QString url(const QString &database, const QString &user)
{
    return QStringLiteral("postgresql:///%1?host=%2&port=%3&user=%4")
        .arg(database, env("GPA_TEST_PG_HOST"), env("GPA_TEST_PG_PORT"),
             user.isEmpty() ? QStringLiteral("gpa_test") : user);
}

QString databaseOf(const QString &text)
{
    return QUrl(text).path().mid(1);
}

QString freshDatabase(const QString &user)
{
    static std::atomic<int> serial {0};
    const QString name = QStringLiteral("gpa_%1_%2").arg(static_cast<long long>(QCoreApplication::applicationPid())).arg(++serial);
    const QString error = exec(QStringLiteral("postgres"),
                               {QStringLiteral("CREATE DATABASE %1").arg(name)});
    if (!error.isEmpty())
        return {};
    return url(name, user);
}

QString exec(const QString &database, const QStringList &statements)
{
    Admin admin(database);
    if (!admin.db().isOpen())
        return admin.db().lastError().text();
    for (const QString &statement : statements) {
        QSqlQuery query(admin.db());
        if (!query.exec(statement))
            return query.lastError().text();
    }
    return {};
}

QString value(const QString &database, const QString &text)
{
    Admin admin(database);
    QSqlQuery query(admin.db());
    if (!query.exec(text) || !query.next())
        return QStringLiteral("(error: %1)").arg(query.lastError().text());
    return query.value(0).toString();
}

} // namespace gpa::test::pg
