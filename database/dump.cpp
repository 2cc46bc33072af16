#include "dump.h"

#include "catalogue.h"
#include "connection.h"
#include "schema.h"
#include "sql.h"
#include "sql_pg.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include <algorithm>

namespace gpa::db {

namespace {

// One value, typed: NULL, a number, 'text' or x'blob', so that NULL, '' and 0
// never print alike.
QString formatValue(const QVariant &value)
{
    if (value.isNull())
        return QStringLiteral("NULL");
    switch (value.typeId()) {
    case QMetaType::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
        return value.toString();
    case QMetaType::QByteArray:
        return QStringLiteral("x'%1'").arg(QString::fromLatin1(value.toByteArray().toHex()));
    default:
        break;
    }
    QString text = value.toString();
    text.replace(QLatin1Char('\''), QStringLiteral("''"));
    text.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    text.replace(QLatin1Char('\r'), QStringLiteral("\\r"));
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

QString quoteIdentifier(QString name)
{
    name.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + name + QLatin1Char('"');
}

QString pragmaValue(Connection &connection, const char *pragma)
{
    QSqlQuery query(connection.db());
    if (!query.exec(QString::fromLatin1(pragma)) || !query.next())
        return QStringLiteral("?");
    return query.value(0).toString();
}

} // namespace

QString dumpConnection(Connection &connection)
{
    QStringList lines;
    Transaction transaction(connection);
    QString error;
    const bool snapshot = transaction.begin(Transaction::Kind::Read, &error);
    if (!snapshot)
        lines << QStringLiteral("-- cannot begin a read: ") + error;

    lines << QStringLiteral("user_version ") + pragmaValue(connection, sql::kUserVersion);
    lines << QStringLiteral("application_id ") + pragmaValue(connection, sql::kApplicationId);

    QSqlQuery schema(connection.db());
    if (schema.exec(QString::fromLatin1(sql::kSchemaObjects))) {
        while (schema.next()) {
            lines << QStringLiteral("schema %1 %2: %3")
                         .arg(schema.value(0).toString(), schema.value(1).toString(),
                              schema.value(2).toString().simplified());
        }
    } else {
        lines << QStringLiteral("-- schema: ") + errorText(schema);
    }

    QStringList tables;
    QSqlQuery names(connection.db());
    if (names.exec(QString::fromLatin1(sql::kTableNames))) {
        while (names.next())
            tables << names.value(0).toString();
    }
    for (const QString &table : tables) {
        QSqlQuery rows(connection.db());
        const QString byRowId
            = QString::fromLatin1(sql::kDumpTableTemplate).arg(quoteIdentifier(table));
        QStringList body;
        bool ordered = rows.exec(byRowId);
        if (!ordered) {
            // A table without rowid (only a newer schema could have one):
            // sorted text keeps the dump deterministic.
            rows.exec(
                QString::fromLatin1(sql::kDumpTableUnorderedTemplate).arg(quoteIdentifier(table)));
        }
        const QSqlRecord record = rows.record();
        QStringList columns;
        for (int i = 0; i < record.count(); ++i)
            columns << record.fieldName(i);
        while (rows.next()) {
            QStringList values;
            for (int i = 0; i < record.count(); ++i)
                values << formatValue(rows.value(i));
            body << values.join(QLatin1Char('|'));
        }
        if (!ordered)
            std::sort(body.begin(), body.end());
        lines << QStringLiteral("data %1 (%2 rows): %3")
                     .arg(table)
                     .arg(body.size())
                     .arg(columns.join(QLatin1Char('|')));
        lines << body;
    }
    if (snapshot)
        transaction.commit(&error);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString dumpServer(QSqlDatabase &db)
{
    // The server's rows, per table of the schema, each table's lines sorted
    // (row order on a server is not an order of insertion).
    QStringList lines;
    QSqlQuery version(db);
    lines << QStringLiteral("schema_version ")
            + (version.exec(QString::fromLatin1(sql::kServerSchemaVersion)) && version.next()
                   ? version.value(0).toString()
                   : QStringLiteral("?"));
    QStringList tables = schema::tables(Catalogue::kSchemaVersion);
    std::sort(tables.begin(), tables.end());
    for (const QString &table : tables) {
        QSqlQuery rows(db);
        rows.setForwardOnly(true);
        if (!rows.exec(QString::fromLatin1(sql::kDumpTableUnorderedTemplate)
                           .arg(quoteIdentifier(table)))) {
            lines << QStringLiteral("-- %1: %2").arg(table, errorText(rows));
            continue;
        }
        const QSqlRecord record = rows.record();
        QStringList columns;
        for (int i = 0; i < record.count(); ++i)
            columns << record.fieldName(i);
        QStringList body;
        while (rows.next()) {
            QStringList values;
            for (int i = 0; i < record.count(); ++i)
                values << formatValue(rows.value(i));
            body << values.join(QLatin1Char('|'));
        }
        std::sort(body.begin(), body.end());
        lines << QStringLiteral("data %1 (%2 rows): %3")
                     .arg(table)
                     .arg(body.size())
                     .arg(columns.join(QLatin1Char('|')));
        lines << body;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

Result<QString> dumpText(const QString &path)
{
    if (isServerUrl(path)) {
        QString error;
        const auto address = ServerAddress::parse(path, &error);
        if (!address)
            return makeError(error.toStdString());
        auto connection = Connection::openServer(*address, &error);
        if (!connection)
            return makeError(Catalogue::tr("cannot open %1: %2").arg(address->shown(), error).toStdString());
        return dumpServer(connection->db());
    }
    if (!QFileInfo(path).isFile())
        return makeError(Catalogue::tr("there is no file %1").arg(path).toStdString());
    QString error;
    auto connection = Connection::open(path, Connection::Mode::ReadOnly, &error);
    if (!connection)
        return makeError(Catalogue::tr("cannot open %1: %2").arg(path, error).toStdString());
    return dumpConnection(*connection);
}

} // namespace gpa::db
