#include "schemacheck.h"

#include "connection.h"
#include "schema.h"
#include "sql.h"

#include "logging.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <cstring>
#include <map>
#include <mutex>
#include <vector>

namespace gpa::db::schemacheck {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(gpa::db::Catalogue)
};

struct Column
{
    QString name;
    QString type;
    int notNull = 0;
    QVariant defaultValue;
    int primaryKey = 0;
    int hidden = 0;
};

struct Object
{
    QString type; // table, index, trigger, view
    QString name;
    QString sql;  // whitespace-normalised; empty for automatic indexes
    std::vector<Column> columns; // tables only
    QString storedSql; // as sqlite_schema holds it
};

struct Schema
{
    std::vector<Object> objects; // in creation order
    QString error;

    [[nodiscard]] const Object *find(const QString &name) const
    {
        for (const Object &object : objects) {
            if (object.name.compare(name, Qt::CaseInsensitive) == 0)
                return &object;
        }
        return nullptr;
    }
};

// Tables SQLite itself adds: ANALYZE's statistics steer the query planner,
// never what a query returns.
bool isStatisticsTable(const QString &name)
{
    return name.startsWith(QLatin1String("sqlite_stat"), Qt::CaseInsensitive);
}

bool isVirtual(const Object &object)
{
    return object.sql.startsWith(QLatin1String("CREATE VIRTUAL"), Qt::CaseInsensitive);
}

// sqlite_schema's objects, without their columns.
Schema readInventory(QSqlDatabase &db)
{
    Schema schema;
    QSqlQuery objects(db);
    objects.setForwardOnly(true);
    if (!objects.exec(QString::fromLatin1(sql::kSchemaInventory))) {
        schema.error = errorText(objects);
        return schema;
    }
    while (objects.next()) {
        const QString stored = objects.value(2).toString();
        schema.objects.push_back(
            {objects.value(0).toString(), objects.value(1).toString(), stored.simplified(), {}, stored});
    }
    return schema;
}

// Adds each real table's columns (PRAGMA table_xinfo) to an inventory.
void readColumns(QSqlDatabase &db, Schema &schema)
{
    for (Object &object : schema.objects) {
        if (object.type != QLatin1String("table") || isVirtual(object))
            continue;
        QSqlQuery columns(db);
        columns.setForwardOnly(true);
        columns.prepare(QString::fromLatin1(sql::kTableColumns));
        columns.bindValue(QStringLiteral(":table"), object.name);
        if (!columns.exec()) {
            schema.error = errorText(columns);
            return;
        }
        while (columns.next()) {
            object.columns.push_back({columns.value(0).toString(), columns.value(1).toString(),
                                      columns.value(2).toInt(), columns.value(3),
                                      columns.value(4).toInt(), columns.value(5).toInt()});
        }
    }
}

Schema readSchema(QSqlDatabase &db)
{
    Schema schema = readInventory(db);
    if (schema.error.isEmpty())
        readColumns(db, schema);
    return schema;
}

// What the program's own steps create for `version`, built once per version.
const Schema &expectedSchema(int version)
{
    static std::mutex mutex;
    static std::map<int, Schema> built;
    const std::lock_guard<std::mutex> lock(mutex);
    auto it = built.find(version);
    if (it != built.end())
        return it->second;
    Schema schema;
    QString error;
    auto memory = Connection::open(QString(), Connection::Mode::Memory, &error);
    if (!memory) {
        schema.error = error;
    } else if (const QString failed = schema::apply(memory->db(), 0, version); !failed.isEmpty()) {
        schema.error = failed;
    } else {
        schema = readSchema(memory->db());
    }
    return built.emplace(version, std::move(schema)).first->second;
}


// Raise when the comparison below changes what it accepts: every schema
// remembered as checked is then checked again.
constexpr int kComparisonRevision = 1;

// BLAKE2b: as collision-resistant as SHA-256 for a name that vouches for a
// schema, at a ninth of its instructions in Qt's portable code (the whole
// schema text is hashed at every open, by the window and by each command).
constexpr QCryptographicHash::Algorithm kFingerprintHash = QCryptographicHash::Blake2b_256;

// What this program expects of a file of `version`: every statement its steps
// run up to that version, and the comparison's revision.
QByteArray expectationKey(int version)
{
    QCryptographicHash hash(kFingerprintHash);
    hash.addData(QByteArray::number(kComparisonRevision) + ':' + QByteArray::number(version));
    for (const schema::Step &step : schema::steps()) {
        if (step.version > version)
            break;
        for (const char *statement : step.statements) {
            hash.addData(QByteArrayView(statement, qsizetype(std::strlen(statement))));
            hash.addData(QByteArrayView("\0", 1));
        }
    }
    return hash.result();
}

// The name of a comparison: what the program expects for `version` and the
// file's schema exactly as sqlite_schema stores it (its SQL text describes
// every table, column, constraint, index, trigger and view, so the same text
// is the same schema).
QString fingerprint(int version, const Schema &inventory)
{
    QCryptographicHash hash(kFingerprintHash);
    hash.addData(expectationKey(version));
    for (const Object &object : inventory.objects) {
        for (const QString *part : {&object.type, &object.name, &object.storedSql}) {
            hash.addData(part->toUtf8());
            hash.addData(QByteArrayView("\0", 1));
        }
    }
    return QString::fromLatin1(hash.result().toHex());
}

const QString kCheckedPrefix = QStringLiteral("schema-");
const QString kCheckedSuffix = QStringLiteral(".checked");
// Distinct schemas a user meets are few: one per version of the program.
constexpr qsizetype kKeptChecks = 8;

QString checkedFile(const QString &folder, const QString &print)
{
    return QDir(folder).filePath(kCheckedPrefix + print + kCheckedSuffix);
}

void rememberChecked(const QString &folder, const QString &print)
{
    if (folder.isEmpty() || !QDir().mkpath(folder))
        return;
    QFile file(checkedFile(folder, print));
    if (!file.open(QIODevice::WriteOnly)) {
        qCInfo(lcDatabase) << "cannot note the checked schema in" << folder << ":" << file.errorString();
        return;
    }
    file.close();
    const QDir dir(folder);
    const QStringList names = dir.entryList({kCheckedPrefix + QLatin1Char('*') + kCheckedSuffix},
                                            QDir::Files, QDir::Time);
    for (qsizetype i = kKeptChecks; i < names.size(); ++i)
        QFile::remove(dir.filePath(names[i]));
}

QString compareColumns(const Object &expected, const Object &actual)
{
    for (const Column &want : expected.columns) {
        const auto have = std::find_if(actual.columns.begin(), actual.columns.end(),
                                       [&](const Column &c) {
                                           return c.name.compare(want.name, Qt::CaseInsensitive)
                                               == 0;
                                       });
        if (have == actual.columns.end())
            return Text::tr("the column %1.%2 is missing").arg(expected.name, want.name);
        if (have->type.compare(want.type, Qt::CaseInsensitive) != 0) {
            return Text::tr("the column %1.%2 has the type %3 instead of %4")
                .arg(expected.name, want.name,
                     have->type.isEmpty() ? QStringLiteral("(none)") : have->type,
                     want.type.isEmpty() ? QStringLiteral("(none)") : want.type);
        }
        if (have->notNull != want.notNull || have->primaryKey != want.primaryKey
            || have->hidden != want.hidden
            || have->defaultValue.toString() != want.defaultValue.toString()
            || have->defaultValue.isNull() != want.defaultValue.isNull())
            return Text::tr("the column %1.%2 is declared differently").arg(expected.name, want.name);
    }
    for (const Column &have : actual.columns) {
        const bool known = std::any_of(expected.columns.begin(), expected.columns.end(),
                                       [&](const Column &c) {
                                           return c.name.compare(have.name, Qt::CaseInsensitive)
                                               == 0;
                                       });
        if (!known) {
            return Text::tr("the table %1 has a column %2 this version does not know")
                .arg(expected.name, have.name);
        }
    }
    if (expected.sql != actual.sql)
        return Text::tr("the table %1 has constraints this version does not expect").arg(expected.name);
    return {};
}

QString compare(const Schema &expected, const Schema &actual)
{
    // What would run on its own comes first: a trigger fires on our edits, a
    // view runs when read.
    for (const Object &object : actual.objects) {
        if (expected.find(object.name))
            continue;
        if (object.type == QLatin1String("trigger"))
            return Text::tr("it carries a trigger %1 that GPU Advisor did not create").arg(object.name);
        if (object.type == QLatin1String("view"))
            return Text::tr("it carries a view %1 that GPU Advisor did not create").arg(object.name);
    }
    for (const Object &want : expected.objects) {
        const Object *have = actual.find(want.name);
        if (!have) {
            if (want.type == QLatin1String("table"))
                return Text::tr("its table %1 is missing").arg(want.name);
            if (want.type == QLatin1String("index"))
                return Text::tr("its index %1 is missing").arg(want.name);
            return Text::tr("its %1 %2 is missing").arg(want.type, want.name);
        }
        if (have->type != want.type) {
            return Text::tr("%1 is a %2 where this version has a %3")
                .arg(want.name, have->type, want.type);
        }
        if (want.type == QLatin1String("table")) {
            if (QString difference = compareColumns(want, *have); !difference.isEmpty())
                return difference;
        } else if (have->sql != want.sql) {
            return Text::tr("its %1 %2 differs from the one GPU Advisor creates")
                .arg(want.type, want.name);
        }
    }
    for (const Object &object : actual.objects) {
        if (expected.find(object.name) || isStatisticsTable(object.name))
            continue;
        if (object.type == QLatin1String("table"))
            return Text::tr("it has a table %1 this version does not know").arg(object.name);
        return Text::tr("it has an index %1 this version does not create").arg(object.name);
    }
    return {};
}

} // namespace

QString checkedFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
}

QString fingerprint(QSqlDatabase &file, int version)
{
    const Schema inventory = readInventory(file);
    return inventory.error.isEmpty() ? fingerprint(version, inventory) : QString();
}

QString firstDifference(QSqlDatabase &file, int version, bool *failed, const QString &folder)
{
    *failed = false;
    Schema actual = readInventory(file);
    if (!actual.error.isEmpty()) {
        *failed = true;
        return actual.error;
    }
    const QString print = folder.isEmpty() ? QString() : fingerprint(version, actual);
    if (!print.isEmpty() && QFileInfo::exists(checkedFile(folder, print)))
        return {};
    const Schema &expected = expectedSchema(version);
    if (!expected.error.isEmpty()) {
        *failed = true;
        return expected.error;
    }
    readColumns(file, actual);
    if (!actual.error.isEmpty()) {
        *failed = true;
        return actual.error;
    }
    QString difference = compare(expected, actual);
    if (difference.isEmpty() && !print.isEmpty())
        rememberChecked(folder, print);
    return difference;
}

QHash<QString, QStringList> tableColumns(QSqlDatabase &file)
{
    QHash<QString, QStringList> tables;
    const Schema schema = readSchema(file);
    for (const Object &object : schema.objects) {
        if (object.type != QLatin1String("table") || isVirtual(object))
            continue;
        QStringList names;
        for (const Column &column : object.columns)
            names << column.name.toLower();
        tables.insert(object.name.toLower(), names);
    }
    return tables;
}

} // namespace gpa::db::schemacheck
