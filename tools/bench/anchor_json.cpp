// The benchmark's anchor for the JSON commands: the least a Qt program does
// to print a catalogue's devices as JSON.
//   gpa-bench-anchor-json CATALOGUE.sqlite
// Qt Core and Qt SQL only: opens the file read-only, reads every device row
// forward-only and prints a JSON array of objects keyed by column name,
// indented, on stdout. It reads the file directly on purpose (the product's
// catalogue layer is what it is compared with).
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 2) {
        std::fprintf(stderr, "usage: gpa-bench-anchor-json CATALOGUE.sqlite\n");
        return 2;
    }
    QByteArray json;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(args.at(1));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            std::fprintf(stderr, "gpa-bench-anchor-json: %s\n", qPrintable(db.lastError().text()));
            return 1;
        }
        QSqlQuery query(db);
        query.setForwardOnly(true);
        if (!query.exec(QStringLiteral("SELECT * FROM devices ORDER BY id"))) {
            std::fprintf(stderr, "gpa-bench-anchor-json: %s\n",
                         qPrintable(query.lastError().text()));
            return 1;
        }
        const QSqlRecord record = query.record();
        const int columns = record.count();
        QStringList names;
        for (int c = 0; c < columns; ++c)
            names << record.fieldName(c);
        QJsonArray devices;
        while (query.next()) {
            QJsonObject device;
            for (int c = 0; c < columns; ++c) {
                const QVariant value = query.value(c);
                device.insert(names.at(c),
                              value.isNull() ? QJsonValue(QJsonValue::Null)
                                             : QJsonValue::fromVariant(value));
            }
            devices.append(device);
        }
        json = QJsonDocument(devices).toJson(QJsonDocument::Indented);
    }
    QSqlDatabase::removeDatabase(QLatin1String(QSqlDatabase::defaultConnection));
    std::fwrite(json.constData(), 1, static_cast<std::size_t>(json.size()), stdout);
    return 0;
}
