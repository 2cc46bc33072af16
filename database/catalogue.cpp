#include "catalogue.h"

#include "connection.h"
#include "core/tableio.h"
#include "core/validation.h"
#include "dump.h"
#include "logging.h"
#include "qtconvert.h"
#include "rows.h"
#include "schema.h"
#include "schemacheck.h"
#include "seed.h"
#include "sql.h"
#include "sql_pg.h"
#include "sqlitefile.h"
#include "sqliteread.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSqlDriver>
#include <QDateTime>

#include <pwd.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <unistd.h>

namespace gpa::db {

namespace {

// The setting that records which release's bundled data a catalogue took.
constexpr const char *kBundledVersionKey = "bundled_data_version";

// How long opening waits for another program creating, setting aside or
// migrating the same catalogue.
constexpr int kLockTimeoutMs = 2 * kBusyTimeoutMs;
// A user_version beyond this was not written by any version of the program:
// the header is damaged, the file is not "newer".
constexpr int kMaxPlausibleVersion = 1000;
// Settings hold small documents (saved personas); a million characters is
// far beyond any of them.
constexpr std::size_t kMaxSettingLength = 1'000'000;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

Error failure(const QString &message)
{
    return makeError(message.toStdString());
}

// "field: reason" of the first problem, translated.
QString firstProblemText(const std::vector<FieldProblem> &problems)
{
    const FieldProblem &first = problems.front();
    return first.field.empty() ? translated(first.message)
                               : toQString(first.field) + QStringLiteral(": ")
            + translated(first.message);
}

QString busyText(const QString &shown)
{
    return Catalogue::tr("the catalogue %1 is busy: another program kept it locked for more than "
                         "%2 seconds; try again")
        .arg(shown)
        .arg(kBusyTimeoutMs / 1000);
}

// An SQLite error as the reason of a failed open, read or write.
QString failureText(SqlFailure kind, const QString &error, const QString &shown)
{
    switch (kind) {
    case SqlFailure::Busy:
        return busyText(shown);
    case SqlFailure::ReadOnly:
        return Catalogue::tr("the catalogue %1 cannot be written (%2)").arg(shown, error);
    case SqlFailure::Full:
        return Catalogue::tr("the disk holding %1 is full").arg(shown);
    case SqlFailure::Damaged:
        return Catalogue::tr("the catalogue %1 is damaged (%2); it is checked and set aside at the "
                             "next start")
            .arg(shown, error);
    case SqlFailure::Denied:
        return Catalogue::tr("your database role may not do this (%1)").arg(error);
    case SqlFailure::Lost:
        return Catalogue::tr("the connection to the team catalogue %1 is lost; nothing was "
                             "saved (%2)")
            .arg(shown, error);
    case SqlFailure::None:
    case SqlFailure::Other:
        break;
    }
    return error;
}

// Who this program writes as: the login name on this machine.
QString loginName()
{
    if (const struct passwd *entry = ::getpwuid(::getuid()); entry && entry->pw_name)
        return QString::fromLocal8Bit(entry->pw_name);
    return qEnvironmentVariable("USER");
}

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

// Rows -----------------------------------------------------------------------------

// Inserts `records` with one statement prepared once; errors name the row.
template<typename Records, typename Bind>
Status insertEach(QSqlDatabase &db, const char *statement, const Records &records,
                  const QString &table, Bind bind)
{
    QSqlQuery query(db);
    if (!query.prepare(sql::forDialect(statement, sql::dialectOf(db))))
        return failure(Catalogue::tr("bundled data: %1: %2").arg(table, errorText(query)));
    int row = 0;
    for (const auto &record : records) {
        ++row;
        bind(query, record);
        if (!query.exec()) {
            return failure(Catalogue::tr("bundled data: %1 row %2: %3")
                               .arg(table)
                               .arg(row)
                               .arg(errorText(query)));
        }
    }
    return Ok {};
}

// The bundled LLM models and their measurements. A measurement of a device
// the catalogue no longer holds (the user deleted it) is left out.
Status insertLlmData(QSqlDatabase &db, const DataSet &data)
{
    QSet<QString> devices;
    {
        QSqlQuery query(db);
        if (!query.exec(QString::fromLatin1(sql::kSelectDeviceIds)))
            return failure(errorText(query));
        while (query.next())
            devices.insert(query.value(0).toString());
    }
    std::vector<LlmBenchmark> benchmarks;
    for (const LlmBenchmark &b : data.llmBenchmarks) {
        if (devices.contains(qs(b.deviceId)))
            benchmarks.push_back(b);
    }
    Status status = insertEach(db, sql::kInsertLlmModel, data.llmModels,
                               QStringLiteral("llm_models"), rows::bindLlmModel);
    if (status)
        status = insertEach(db, sql::kInsertLlmBenchmark, benchmarks,
                            QStringLiteral("llm_benchmarks"), rows::bindLlmBenchmark);
    return status;
}

Status insertAll(QSqlDatabase &db, const DataSet &data)
{
    // Devices first (everything else refers to them), each also kept as
    // shipped in bundled_devices for "revert".
    Status status = insertEach(db, sql::kInsertDevice, data.devices, QStringLiteral("devices"),
                               [](QSqlQuery &q, const Device &device) {
                                   rows::bindDevice(q, device);
                                   rows::bindOrigin(q, Origin::Bundled);
                               });
    if (status)
        status = insertEach(db, sql::kInsertBundledDevice, data.devices,
                            QStringLiteral("bundled_devices"), rows::bindDevice);
    if (status)
        status = insertEach(db, sql::kInsertCloudOffer, data.cloudOffers,
                            QStringLiteral("cloud_offers"), [](QSqlQuery &q, const CloudOffer &o) {
                                rows::bindCloudOffer(q, o);
                                rows::bindOrigin(q, Origin::Bundled);
                            });
    if (status)
        status = insertEach(db, sql::kInsertPriceQuote, data.priceQuotes,
                            QStringLiteral("price_quotes"), rows::bindPriceQuote);
    if (status)
        status = insertEach(db, sql::kInsertBenchmark, data.benchmarks,
                            QStringLiteral("benchmarks"), rows::bindBenchmark);
    if (status)
        status = insertEach(db, sql::kInsertScaling, data.scaling, QStringLiteral("scaling"),
                            rows::bindScaling);
    if (status)
        status = insertEach(db, sql::kUpsertExchangeRate, data.exchangeRates,
                            QStringLiteral("exchange_rates"), rows::bindExchangeRate);
    if (status)
        status = insertEach(db, sql::kInsertSpecSupplement, data.specSupplements,
                            QStringLiteral("spec_supplements"), rows::bindSpecSupplement);
    if (status)
        status = insertEach(db, sql::kInsertCloudPrice, data.cloudPriceHistory,
                            QStringLiteral("cloud_price_history"), rows::bindCloudPrice);
    if (status)
        status = insertLlmData(db, data);
    if (status) {
        const std::vector<int> once {0};
        status = insertEach(db, sql::kUpsertSetting, once, QStringLiteral("settings"),
                            [](QSqlQuery &q, int) {
                                q.bindValue(QStringLiteral(":key"), QString::fromLatin1(kBundledVersionKey));
                                q.bindValue(QStringLiteral(":value"), qs(bundledDataVersion()));
                                q.bindValue(QStringLiteral(":changed_by"), QVariant());
                                q.bindValue(QStringLiteral(":changed_at"), nowUtc());
                            });
    }
    return status;
}

// Files -----------------------------------------------------------------------------

// Renames the companion files (-journal, -wal, -shm) of `from` to those of
// `to`, so that a journal or log never meets a database it does not belong to.
bool moveSidecars(const QString &from, const QString &to, QString *error)
{
    for (const QString &suffix : sqlitefile::sidecarSuffixes()) {
        if (!QFileInfo::exists(from + suffix))
            continue;
        QString why;
        if (!sqlitefile::renameNoReplace(from + suffix, to + suffix, &why)) {
            *error = Catalogue::tr("cannot move %1 to %2: %3").arg(from + suffix, to + suffix, why);
            return false;
        }
    }
    return true;
}

enum class Placed { Created, AlreadyThere };

// Builds a complete catalogue from the bundled data in a file of our own
// beside `path` and renames it into place, never over a file: when another
// program created the catalogue meanwhile, ours is discarded and theirs used.
Result<Placed> createFromBundled(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    const auto data = readBundledData();
    if (!data)
        return data.error();

    const QString folder = QDir::toNativeSeparators(QFileInfo(path).absolutePath());
    QString error;
    auto building = sqlitefile::OwnedFile::create(path, QStringLiteral("new"), false, &error);
    if (!building)
        return failure(Catalogue::tr("cannot create a file in %1: %2").arg(folder, error));

    {
        auto connection
            = Connection::open(building->path(), Connection::Mode::Create, &error);
        if (!connection) {
            building->remove();
            return failure(Catalogue::tr("cannot create a file in %1: %2").arg(folder, error));
        }
        Transaction transaction(*connection);
        Status filled = transaction.begin(Transaction::Kind::Write, &error) ? Status(Ok {})
                                                                            : failure(error);
        if (filled) {
            error = schema::apply(connection->db(), 0, Catalogue::kSchemaVersion);
            filled = error.isEmpty() ? insertAll(connection->db(), *data) : failure(error);
        }
        if (filled && !transaction.commit(&error))
            filled = failure(error);
        // The file is born in write-ahead-log mode; closing the connection
        // folds the log into it, so only the one file is renamed into place.
        if (filled && !connection->useWriteAheadLog(&error))
            qCWarning(lcDatabase) << "a new catalogue stays without a write-ahead log:" << error;
        if (!filled) {
            transaction.rollback();
            connection.reset();
            building->remove();
            return failure(
                Catalogue::tr("cannot create the catalogue: %1").arg(qs(filled.message())));
        }
    }

    bool busy = false;
    auto lock = sqlitefile::CatalogueLock::acquire(path, kLockTimeoutMs, &error, &busy);
    if (!lock) {
        building->remove();
        return failure(busy ? busyText(QDir::toNativeSeparators(path))
                            : Catalogue::tr("cannot create a file in %1: %2").arg(folder, error));
    }
    if (sqlitefile::inspectPath(path).kind != sqlitefile::PathKind::Missing) {
        building->remove();
        return Placed::AlreadyThere;
    }
    // A journal or log left by a deleted catalogue would be applied to the
    // new one: with no catalogue beside them (checked under the lock), they
    // belong to nobody and are moved out of the way, kept.
    if (!moveSidecars(path, sqlitefile::unusedName(path + QStringLiteral(".stale-")
                                                   + sqlitefile::timestamp()),
                      &error)
        || !sqlitefile::renameNoReplace(building->path(), path, &error)) {
        building->remove();
        return failure(Catalogue::tr("cannot move the new catalogue into place at %1: %2")
                           .arg(QDir::toNativeSeparators(path), error));
    }
    building->release();
    qCInfo(lcDatabase) << "created" << path << "from the bundled data in" << timer.elapsed()
                       << "ms:" << data->devices.size() << "devices," << data->priceQuotes.size()
                       << "quotes," << data->benchmarks.size() << "benchmarks,"
                       << data->scaling.size() << "scaling rows";
    return Placed::Created;
}

// Moves a file that is not a catalogue (or that SQLite found damaged) aside,
// unchanged, with its journal and log, under a timestamped name no file has.
// `judged` is the file that was found bad: when another program has already
// replaced it, nothing is moved and an empty name is returned.
Result<QString> setAside(const QString &path, const sqlitefile::PathInfo &judged)
{
    QString error;
    bool busy = false;
    auto lock = sqlitefile::CatalogueLock::acquire(path, kLockTimeoutMs, &error, &busy);
    if (!lock)
        return failure(busy ? busyText(QDir::toNativeSeparators(path)) : error);
    const sqlitefile::PathInfo now = sqlitefile::inspectPath(path);
    if (now.kind != sqlitefile::PathKind::Regular || now.device != judged.device
        || now.inode != judged.inode)
        return QString();
    const QString target
        = sqlitefile::unusedName(path + QStringLiteral(".corrupt-") + sqlitefile::timestamp());
    if (!sqlitefile::renameNoReplace(path, target, &error))
        return failure(Catalogue::tr("cannot move it to %1: %2").arg(target, error));
    if (!moveSidecars(path, target, &error))
        return failure(error);
    return target;
}

// Judging -------------------------------------------------------------------------

// What a file at the catalogue's path turned out to be, read under SQLite's
// lock (a read transaction).
struct Verdict
{
    enum class Kind {
        Usable,   // a catalogue: current, older, newer or differing (see below)
        NotOurs,  // not a catalogue at all, or damaged: set it aside
        Failed,   // nothing can be said (busy, unreadable): open fails
    };
    Kind kind = Kind::Usable;
    int version = 0;
    QString reason;      // NotOurs, Failed: why
    QString difference;  // Usable: how its schema differs from its version's (empty: same)
};

Verdict notOurs(int version, const QString &reason)
{
    return {Verdict::Kind::NotOurs, version, reason, {}};
}

// Judges the file `connection` is open on. Damage counts only as SQLite
// reports it here, while the read transaction holds its lock; a lock held by
// another program too long or an I/O error says nothing about the file.
Verdict judge(Connection &connection, bool checkIntegrity, bool fullCheck, const QString &shown)
{
    QString error;
    SqlFailure kind = SqlFailure::None;
    const auto failed = [&](int version, const QString &what) {
        if (kind == SqlFailure::Damaged)
            return notOurs(version, Catalogue::tr("SQLite cannot read it: %1").arg(what));
        return Verdict {Verdict::Kind::Failed, version, failureText(kind, what, shown), {}};
    };

    Transaction transaction(connection);
    // The first read rolls back a write interrupted by a crash (SQLite's own
    // recovery, under its lock) before anything is judged.
    if (!transaction.begin(Transaction::Kind::Read, &error, &kind))
        return failed(0, error);
    QSqlQuery pragma(connection.db());
    pragma.setForwardOnly(true);
    if (!pragma.exec(QString::fromLatin1(sql::kUserVersion)) || !pragma.next()) {
        kind = classify(pragma.lastError());
        return failed(0, errorText(pragma));
    }
    const int version = pragma.value(0).toInt();
    pragma.finish();
    if (version < 1)
        return notOurs(version, Catalogue::tr("it has no schema version"));
    if (version > kMaxPlausibleVersion) {
        return notOurs(version, Catalogue::tr("its schema version %1 is not one GPU Advisor has "
                                              "ever written (a damaged header)")
                                    .arg(version));
    }

    if (checkIntegrity) {
        QSqlQuery check(connection.db());
        check.setForwardOnly(true);
        if (!check.exec(QString::fromLatin1(fullCheck ? sql::kIntegrityCheck : sql::kQuickCheck))) {
            kind = classify(check.lastError());
            return failed(version, errorText(check));
        }
        if (!check.next() || check.value(0).toString() != QLatin1String("ok")) {
            const QString finding
                = check.isValid() ? check.value(0).toString().simplified() : errorText(check);
            return notOurs(version,
                           Catalogue::tr("SQLite's integrity check failed: %1").arg(finding));
        }
    }

    Verdict verdict {Verdict::Kind::Usable, version, {}, {}};
    if (version <= Catalogue::kSchemaVersion) {
        bool unreadable = false;
        verdict.difference = schemacheck::firstDifference(connection.db(), version, &unreadable);
        if (unreadable) {
            // Reading sqlite_schema can itself report damage.
            kind = SqlFailure::Other;
            QSqlQuery probe(connection.db());
            if (!probe.exec(QString::fromLatin1(sql::kSchemaInventory)))
                kind = classify(probe.lastError());
            return failed(version, verdict.difference);
        }
    }
    transaction.commit(&error);
    return verdict;
}

// Migration -------------------------------------------------------------------------

// Brings an older catalogue up to date in one transaction: a failure at any
// step leaves the file exactly as it was. A consistent copy (VACUUM INTO,
// under a read lock, so a writer elsewhere cannot tear it) is kept beside
// it, but only once the migration has committed: a failed one leaves nothing.
// Returns the backup's path; empty when another program migrated meanwhile.
Result<QString> migrate(Connection &connection, const QString &path, int fromVersion)
{
    const QString shown = QDir::toNativeSeparators(path);
    QString error;
    bool busy = false;
    auto lock = sqlitefile::CatalogueLock::acquire(path, kLockTimeoutMs, &error, &busy);
    if (!lock)
        return failure(busy ? busyText(shown) : error);

    // The copy is made in a file of our own ("<catalogue>.backup-*") and
    // takes its backup name once the migration has committed. A program
    // killed in between leaves the copy behind, and the next start keeps it
    // or deletes it by the catalogue's version (keepOrDropBackups): one
    // backup per migration, however it ends.
    auto copying = sqlitefile::OwnedFile::create(path, QStringLiteral("backup"), false, &error);
    if (!copying)
        return failure(Catalogue::tr("cannot copy it before updating it: %1").arg(error));
    {
        QSqlQuery copy(connection.db());
        copy.prepare(QString::fromLatin1(sql::kVacuumInto));
        copy.bindValue(QStringLiteral(":target"), copying->path());
        if (!copy.exec()) {
            copying->remove();
            return failure(Catalogue::tr("cannot copy it before updating it: %1").arg(errorText(copy)));
        }
    }
    const auto discard = [&copying](const QString &why) {
        copying->remove();
        return failure(why);
    };

    // SQLite's procedure for schema changes: foreign keys off outside the
    // transaction (the pragma is a no-op inside one), then one
    // foreign_key_check before the commit decides.
    if (!connection.exec(sql::kForeignKeysOff, &error))
        return discard(error);
    struct KeysBackOn
    {
        Connection &connection;
        ~KeysBackOn()
        {
            QString ignored;
            connection.exec(sql::kForeignKeysOn, &ignored);
        }
    } keysBackOn {connection};
    Transaction transaction(connection);
    SqlFailure kind = SqlFailure::None;
    if (!transaction.begin(Transaction::Kind::Write, &error, &kind))
        return discard(failureText(kind, error, shown));
    QSqlQuery version(connection.db());
    if (!version.exec(QString::fromLatin1(sql::kUserVersion)) || !version.next())
        return discard(errorText(version));
    const int now = version.value(0).toInt();
    version.finish();
    if (now != fromVersion) {
        // Another program updated it between our look and our lock.
        transaction.rollback();
        copying->remove();
        return QString();
    }
    for (const schema::Step &step : schema::steps()) {
        if (step.version <= fromVersion || !error.isEmpty())
            continue;
        error = schema::apply(connection.db(), step.version - 1, step.version);
        if (error.isEmpty() && step.version == schema::kLlmSchemaVersion) {
            // The new tables start with the bundled models and measurements.
            const auto bundled = readBundledData();
            Status filled = bundled ? insertLlmData(connection.db(), *bundled) : bundled.error();
            if (!filled)
                error = qs(filled.message());
        }
    }
    if (error.isEmpty()) {
        QSqlQuery check(connection.db());
        if (!check.exec(QString::fromLatin1(sql::kForeignKeyCheck)))
            error = errorText(check);
        else if (check.next())
            error = Catalogue::tr("a row of %1 refers to a missing row of %2")
                        .arg(check.value(0).toString(), check.value(2).toString());
    }
    if (error.isEmpty()) {
        // What the steps made of this file must be what they make of a new one.
        bool unreadable = false;
        const QString difference = schemacheck::firstDifference(
            connection.db(), Catalogue::kSchemaVersion, &unreadable);
        if (!difference.isEmpty())
            error = difference;
    }
    if (!error.isEmpty()) {
        transaction.rollback();
        return discard(error);
    }
    if (!transaction.commit(&error, &kind))
        return discard(failureText(kind, error, shown));
    QString backup = sqlitefile::unusedName(path + QStringLiteral(".v%1-backup-").arg(fromVersion)
                                            + sqlitefile::timestamp());
    if (!sqlitefile::renameNoReplace(copying->path(), backup, &error)) {
        // Migrated all the same: the copy keeps its working name.
        qCWarning(lcDatabase) << "cannot name the backup" << backup << ":" << error;
        backup = copying->path();
    }
    copying->release();
    qCInfo(lcDatabase) << "migrated" << path << "from schema" << fromVersion << "to"
                       << Catalogue::kSchemaVersion;
    return backup;
}

// The copies that migrations killed before naming them left beside `file`,
// whose schema version is now `version`: a copy of an older version is the
// backup of a migration that committed and is kept under its backup name;
// any other (the migration did not commit, the copy is partial) is deleted.
void keepOrDropBackups(const QString &file, int version)
{
    for (const QString &copy : sqlitefile::abandonedBackups(file)) {
        // A copy with a journal beside it was killed while being written
        // (VACUUM INTO keeps one until it ends): partial, whatever its header.
        bool torn = false;
        for (const QString &suffix : sqlitefile::sidecarSuffixes()) {
            if (QFileInfo::exists(copy + suffix)) {
                torn = true;
                QFile::remove(copy + suffix);
            }
        }
        sqlitefile::Header header;
        QString error;
        const bool older = !torn
            && sqlitefile::readHeader(copy, header, &error) == sqlitefile::HeaderStatus::Ok
            && header.applicationId == Catalogue::kApplicationId && header.userVersion > 0
            && header.userVersion < version;
        if (older) {
            const QString backup = sqlitefile::unusedName(
                file + QStringLiteral(".v%1-backup-").arg(header.userVersion) + sqlitefile::timestamp());
            if (sqlitefile::renameNoReplace(copy, backup, &error))
                continue;
        }
        QFile::remove(copy);
    }
}

// Whether this process may write the file and create files beside it (the
// write-ahead log and its index live there).
QString readOnlyCause(const QString &file)
{
    const QString folder = QFileInfo(file).absolutePath();
    if (::access(QFile::encodeName(file).constData(), W_OK) != 0)
        return Catalogue::tr("the file is not writable (%1)").arg(sqlitefile::systemError(errno));
    if (::access(QFile::encodeName(folder).constData(), W_OK) != 0) {
        return Catalogue::tr("its folder %1 is not writable (%2)")
            .arg(QDir::toNativeSeparators(folder), sqlitefile::systemError(errno));
    }
    return {};
}

} // namespace

// OpenReport -----------------------------------------------------------------

QString OpenReport::message() const
{
    const QString file = QDir::toNativeSeparators(path);
    switch (outcome) {
    case Outcome::Opened:
        return checked ? Catalogue::tr("The catalogue at %1 passed SQLite's integrity check.")
                             .arg(file)
                       : QString();
    case Outcome::Created:
        return Catalogue::tr("Created a new catalogue from the bundled data at %1.").arg(file);
    case Outcome::Migrated:
        if (backupPath.isEmpty()) {
            return Catalogue::tr("Updated the team catalogue at %1 from schema version %2 to %3.")
                .arg(file, QString::number(fileVersion), QString::number(schemaVersion));
        }
        return Catalogue::tr("Updated the catalogue at %1 from schema version %2 to %3; the "
                             "previous file is kept at %4.")
            .arg(file, QString::number(fileVersion), QString::number(schemaVersion),
                 QDir::toNativeSeparators(backupPath));
    case Outcome::ReadOnlyNewer:
        return Catalogue::tr("The catalogue at %1 was written by a newer version of GPU Advisor "
                             "(schema version %2; this version knows %3). It is open read-only: "
                             "changes cannot be saved.")
            .arg(file, QString::number(fileVersion), QString::number(schemaVersion));
    case Outcome::ReadOnly:
        return Catalogue::tr("The catalogue at %1 is open read-only: %2.").arg(file, reason);
    case Outcome::SetAsideAndCreated:
        return Catalogue::tr("The file at %1 is not a valid catalogue (%2). It was moved, "
                             "unchanged, to %3, and a new catalogue was created from the "
                             "bundled data.")
            .arg(file, reason, QDir::toNativeSeparators(setAsidePath));
    }
    return {};
}

// Catalogue::Private ------------------------------------------------------------

class Catalogue::Private
{
public:
    QString path;
    // Says "open" for as long as this catalogue is: left behind by a crash,
    // it makes the next start check the file.
    std::unique_ptr<sqlitefile::OwnedFile> marker;
    std::unique_ptr<Connection> connection;
    bool readOnly = false;
    QString readOnlyText;
    int fileVersion = 0;
    // False for a file whose schema is not exactly this version's: its reads
    // take NULL for a missing column and nothing from a missing table.
    bool exactSchema = true;
    QHash<QString, QStringList> columns;
    mutable QHash<const char *, QString> adapted;
    // A team catalogue on a server: where (without a password), and who this
    // program writes as (the database role; on a file, the login name).
    std::optional<ServerAddress> server;
    QString user;
    bool mayEditDevices = true;
    QMetaObject::Connection watching;
    std::function<void(const CatalogueChange &)> onChange;
    // A read found the file damaged: the marker stays, so that the next
    // start checks it (and sets it aside) before anything else.
    mutable bool damaged = false;

    ~Private()
    {
        connection.reset();
        if (!marker)
            return;
        if (damaged)
            marker->release();
        else
            marker->remove();
    }

    [[nodiscard]] QString readOnlyReason() const
    {
        return readOnly ? readOnlyText : QString();
    }

    [[nodiscard]] QString shown() const { return QDir::toNativeSeparators(path); }

    // One line for a failed statement; damage is remembered for the next start.
    [[nodiscard]] QString failed(const QSqlError &error) const
    {
        const SqlFailure kind = classify(error, connection->dialect());
        if (kind == SqlFailure::Damaged)
            damaged = true;
        return failureText(kind, errorText(error), shown());
    }

    // The statement as this file can run it: unchanged for a file of this
    // version's schema; else every column the file lacks reads as NULL, and
    // a statement on a table it lacks is empty (nothing to read).
    [[nodiscard]] QString statement(const char *sql) const
    {
        if (exactSchema)
            return sql::forDialect(sql, connection->dialect());
        if (const auto it = adapted.constFind(sql); it != adapted.constEnd())
            return *it;
        const QString text = QString::fromUtf8(sql);
        QString result;
        const qsizetype from = text.indexOf(QLatin1String(" FROM "));
        if (text.startsWith(QLatin1String("SELECT ")) && from > 0) {
            const QString rest = text.mid(from + 6);
            const QString table = rest.section(QLatin1Char(' '), 0, 0);
            const auto present = columns.constFind(table.toLower());
            if (present != columns.constEnd()) {
                QStringList list = text.mid(7, from - 7).split(QStringLiteral(", "));
                static const QRegularExpression identifier(QStringLiteral("^[a-z_0-9]+$"));
                for (QString &column : list) {
                    if (identifier.match(column).hasMatch() && column != QLatin1String("rowid")
                        && !present->contains(column))
                        column = QStringLiteral("NULL");
                }
                result = QStringLiteral("SELECT ") + list.join(QStringLiteral(", "))
                    + QStringLiteral(" FROM ") + rest;
            }
        } else {
            result = text;
        }
        adapted.insert(sql, result);
        return result;
    }

    // Listens on the server's channel; every notification becomes a change.
    Status subscribe()
    {
        QSqlDriver *driver = connection->db().driver();
        QObject::disconnect(watching);
        const QString channel = QString::fromLatin1(sql::kServerChannel);
        if (driver->subscribedToNotifications().contains(channel))
            driver->unsubscribeFromNotification(channel);
        if (!driver->subscribeToNotification(channel)) {
            return failure(Catalogue::tr("cannot follow the changes of the team catalogue: %1")
                               .arg(errorText(driver->lastError())));
        }
        watching = QObject::connect(
            driver, &QSqlDriver::notification, driver,
            [this, channel](const QString &name, QSqlDriver::NotificationSource,
                            const QVariant &payload) {
                if (name != channel || !onChange)
                    return;
                const QString text = payload.toString();
                onChange({text.section(QLatin1Char(':'), 0, 0),
                          text.section(QLatin1Char(':'), 1)});
            });
        return Ok {};
    }

    // Runs `body` in one write transaction; `action` names the operation in
    // the error ("cannot add the price quote: %1"). On any error nothing changed.
    template<typename T, typename Body> Result<T> write(const QString &action, Body body)
    {
        if (readOnly)
            return failure(action.arg(readOnlyReason()));
        QString error;
        SqlFailure kind = SqlFailure::None;
        Transaction transaction(*connection);
        if (!transaction.begin(Transaction::Kind::Write, &error, &kind))
            return failure(action.arg(failureText(kind, error, shown())));
        Result<T> result = body();
        if (!result) {
            transaction.rollback();
            return failure(action.arg(qs(result.message())));
        }
        if (!transaction.commit(&error, &kind))
            return failure(action.arg(failureText(kind, error, shown())));
        return result;
    }

    // A forward-only query prepared from a constant of sql.h (adapted to the
    // file's schema); not valid when the file lacks the statement's table.
    [[nodiscard]] QSqlQuery prepare(const char *sql) const
    {
        QSqlQuery query(connection->db());
        query.setForwardOnly(true);
        const QString text = statement(sql);
        if (!text.isEmpty() && !query.prepare(text))
            qCWarning(lcDatabase) << "cannot prepare" << sql << ":" << errorText(query);
        return query;
    }

    // Whether `statement` (a SELECT 1 ... WHERE <key> = :<key>) finds a row.
    [[nodiscard]] Result<bool> exists(const char *sql, const QString &placeholder,
                                      const QVariant &value) const
    {
        QSqlQuery query = prepare(sql);
        query.bindValue(placeholder, value);
        if (!query.exec())
            return failure(failed(query.lastError()));
        return query.next();
    }

    // `read`: rows.h's reader of a Qt SQL row.
    template<typename Record>
    Result<std::vector<Record>> select(QSqlQuery &query, Record (*read)(const QSqlQuery &),
                                       std::size_t expected = 0) const
    {
        std::vector<Record> records;
        records.reserve(expected);
        if (query.lastQuery().isEmpty())
            return records; // the file has no such table
        if (!query.exec())
            return failure(failed(query.lastError()));
        while (query.next())
            records.push_back(read(query));
        // next() returns false at the end and on an error alike.
        if (query.lastError().type() != QSqlError::NoError)
            return failure(failed(query.lastError()));
        return records;
    }

    // A table by a constant of sql.h: through SQLite's own API when the
    // connection is SQLite (sqliteread.h), else, or when that read fails,
    // through Qt SQL with `read`.
    template<typename Record>
    Result<std::vector<Record>> select(const char *sql, Record (*read)(const QSqlQuery &),
                                       std::size_t expected = 0) const
    {
        if (auto records = sqliteread::read<Record>(connection->db(), statement(sql), expected))
            return std::move(*records);
        QSqlQuery query = prepare(sql);
        return select<Record>(query, read, expected);
    }

    // About how many rows `sql` (a SELECT max(id) or count(*)) says a table has,
    // to size a vector once instead of growing it through a hundred thousand
    // rows; 0 when unknown.
    [[nodiscard]] std::size_t rowCountHint(const char *sql) const
    {
        QSqlQuery query = prepare(sql);
        if (query.lastQuery().isEmpty() || !query.exec() || !query.next())
            return 0;
        const qlonglong highest = query.value(0).toLongLong();
        return highest > 0 ? static_cast<std::size_t>(std::min<qlonglong>(highest, 1 << 22)) : 0;
    }

    // The rows of a read that has no way to report an error: logged instead.
    template<typename Record>
    std::vector<Record> orEmpty(Result<std::vector<Record>> rows) const
    {
        if (!rows) {
            qCWarning(lcDatabase) << "read failed:" << qs(rows.message());
            return {};
        }
        return std::move(rows).value();
    }

    std::optional<Device> deviceFrom(const char *sql, const QString &id) const
    {
        QSqlQuery query = prepare(sql);
        query.bindValue(QStringLiteral(":id"), id);
        auto found = select<Device>(query, rows::readDevice);
        if (!found || found->empty()) {
            if (!found)
                qCWarning(lcDatabase) << "read failed:" << qs(found.message());
            return std::nullopt;
        }
        return std::move(found->front());
    }

    [[nodiscard]] Status checkDeviceExists(const std::string &id) const
    {
        const auto found = exists(sql::kDeviceExists, QStringLiteral(":id"), qs(id));
        if (!found)
            return found.error();
        if (!*found)
            return failure(Catalogue::tr("there is no device '%1'").arg(qs(id)));
        return Ok {};
    }

    // Everything a stored quote must satisfy, checked inside the transaction
    // by core's validator, with the rate of its currency as stored.
    [[nodiscard]] Status validateQuote(const PriceQuote &quote) const
    {
        if (auto code = checkCurrencyCode(quote.currency)) {
            return failure(QStringLiteral("currency: ") + translated(*code));
        }
        QSqlQuery rate = prepare(sql::kExchangeRateOf);
        rate.bindValue(QStringLiteral(":currency"), qs(quote.currency));
        if (!rate.exec())
            return failure(failed(rate.lastError()));
        if (!rate.next()) {
            QSqlQuery query = prepare(sql::kKnownCurrencies);
            QStringList currencies;
            if (query.exec()) {
                while (query.next())
                    currencies << query.value(0).toString();
            }
            return failure(Catalogue::tr("the currency '%1' has no exchange rate (known: %2)")
                               .arg(qs(quote.currency), currencies.join(QStringLiteral(", "))));
        }
        const double perUsd = rate.value(0).toDouble();
        rate.finish();
        const std::vector<FieldProblem> problems = checkQuote(quote, 1.0 / perUsd);
        if (!problems.empty())
            return failure(firstProblemText(problems));
        return checkDeviceExists(quote.deviceId);
    }

    [[nodiscard]] Result<std::int64_t> insertQuote(const PriceQuote &quote) const
    {
        QSqlQuery query = prepare(sql::kInsertPriceQuote);
        rows::bindPriceQuote(query, quote);
        if (!query.exec())
            return failure(failed(query.lastError()));
        // The server names the id it took (RETURNING id).
        if (connection->dialect() == Dialect::PostgreSQL)
            return query.next() ? query.value(0).toLongLong() : std::int64_t {0};
        return query.lastInsertId().toLongLong();
    }

    // Inside a write transaction: a removed quote back under its own id.
    [[nodiscard]] Status restoreQuote(const PriceQuote &quote) const
    {
        if (quote.id <= 0)
            return failure(Catalogue::tr("the quote to restore has no id"));
        const auto taken = exists(sql::kPriceQuoteExists, QStringLiteral(":id"),
                                  static_cast<qlonglong>(quote.id));
        if (!taken)
            return taken.error();
        if (*taken)
            return failure(Catalogue::tr("a price quote with id %1 already exists").arg(quote.id));
        if (Status valid = validateQuote(quote); !valid)
            return valid;
        if (auto id = insertQuote(quote); !id)
            return id.error();
        return Ok {};
    }

    // Inside a write transaction: one setting, validated like any other text.
    [[nodiscard]] Status storeSetting(const QString &key, const QString &value) const
    {
        if (key.trimmed().isEmpty())
            return failure(Catalogue::tr("the setting name is empty"));
        if (auto problem = checkText(key.toStdString(), kMaxIdLength, TextKind::Line, true))
            return failure(Catalogue::tr("the setting name: %1").arg(translated(*problem)));
        if (auto problem
            = checkText(value.toStdString(), kMaxSettingLength, TextKind::Block, false))
            return failure(Catalogue::tr("the value of %1: %2").arg(key, translated(*problem)));
        QSqlQuery query = prepare(sql::kUpsertSetting);
        query.bindValue(QStringLiteral(":key"), key);
        // Bound as text even when empty: the column is NOT NULL.
        query.bindValue(QStringLiteral(":value"),
                        value.isNull() ? QString(QLatin1String("")) : value);
        query.bindValue(QStringLiteral(":changed_by"), user);
        query.bindValue(QStringLiteral(":changed_at"), nowUtc());
        if (!query.exec())
            return failure(failed(query.lastError()));
        return Ok {};
    }

    [[nodiscard]] Status execDevice(const char *sql, const Device &device, Origin origin) const
    {
        QSqlQuery query = prepare(sql);
        rows::bindDevice(query, device);
        rows::bindOrigin(query, origin);
        if (!query.exec())
            return failure(failed(query.lastError()));
        return Ok {};
    }

    // The refusal of a write that started from an older row: who changed
    // the row since, and when.
    [[nodiscard]] Status stale(const char *sql, const QString &id) const
    {
        QSqlQuery query = prepare(sql);
        query.bindValue(QStringLiteral(":id"), id);
        if (!query.exec())
            return failure(failed(query.lastError()));
        if (!query.next())
            return failure(Catalogue::tr("'%1' was deleted by someone else — reloaded").arg(id));
        const QString by = query.value(1).toString();
        const QString at = query.value(2).toString();
        return failure(Catalogue::tr("'%1' was changed by %2 at %3 — reloaded")
                           .arg(id, by.isEmpty() ? Catalogue::tr("another program") : by,
                                at.isEmpty() ? Catalogue::tr("an unknown time") : at));
    }

    // The row version a write starts from: the one the caller read, or (0:
    // the caller read no row, e.g. an import) the row's current one.
    [[nodiscard]] Result<std::int64_t> startingVersion(const char *sql, const QString &id,
                                                       std::int64_t read) const
    {
        if (read > 0)
            return read;
        QSqlQuery query = prepare(sql);
        query.bindValue(QStringLiteral(":id"), id);
        if (!query.exec())
            return failure(failed(query.lastError()));
        if (!query.next())
            return failure(Catalogue::tr("there is no row '%1'").arg(id));
        return query.value(0).toLongLong();
    }

    // UPDATE ... WHERE id = ? AND row_version = ?: zero rows means someone
    // else's change came first, and nothing is overwritten.
    [[nodiscard]] Status updateDeviceRow(const Device &device, Origin origin) const
    {
        const QString id = qs(device.id);
        const auto version = startingVersion(sql::kDeviceChange, id, device.rowVersion);
        if (!version)
            return version.error();
        QSqlQuery query = prepare(sql::kUpdateDevice);
        rows::bindDevice(query, device);
        rows::bindOrigin(query, origin);
        query.bindValue(QStringLiteral(":row_version"), static_cast<qlonglong>(*version));
        query.bindValue(QStringLiteral(":changed_by"), user);
        query.bindValue(QStringLiteral(":changed_at"), nowUtc());
        if (!query.exec())
            return failure(failed(query.lastError()));
        if (query.numRowsAffected() == 0)
            return stale(sql::kDeviceChange, id);
        return Ok {};
    }

    [[nodiscard]] Status updateOfferRow(const CloudOffer &offer) const
    {
        const QString id = qs(offer.id);
        const auto version = startingVersion(sql::kCloudOfferChange, id, offer.rowVersion);
        if (!version)
            return version.error();
        QSqlQuery query = prepare(sql::kUpdateCloudOffer);
        rows::bindCloudOffer(query, offer);
        query.bindValue(QStringLiteral(":row_version"), static_cast<qlonglong>(*version));
        query.bindValue(QStringLiteral(":changed_by"), user);
        query.bindValue(QStringLiteral(":changed_at"), nowUtc());
        if (!query.exec())
            return failure(failed(query.lastError()));
        if (query.numRowsAffected() == 0)
            return stale(sql::kCloudOfferChange, id);
        return Ok {};
    }
};

namespace {

Status validateDevice(const Device &device)
{
    const std::vector<FieldProblem> problems = checkDevice(device);
    if (!problems.empty())
        return failure(firstProblemText(problems));
    return Ok {};
}

// Same specification values (origin aside): deviceFields() prints numbers in
// their shortest exact form, so equal texts mean equal values.
bool sameValues(const Device &a, const Device &b)
{
    auto fa = tableio::deviceFields(a);
    auto fb = tableio::deviceFields(b);
    const auto dropOrigin = [](auto &fields) {
        std::erase_if(fields, [](const auto &field) { return field.first == "origin"; });
    };
    dropOrigin(fa);
    dropOrigin(fb);
    return fa == fb;
}

} // namespace

// Opening -------------------------------------------------------------------------

QString Catalogue::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!folder.isEmpty() && !QDir().mkpath(folder))
        qCWarning(lcDatabase) << "cannot create the data folder" << folder;
    return folder + QStringLiteral("/catalogue.sqlite");
}

Result<std::unique_ptr<Catalogue>> Catalogue::open(const QString &path, OpenReport *reportOut,
                                                   const OpenOptions &options)
{
    OpenReport report;
    report.schemaVersion = kSchemaVersion;
    const auto finish = [&](Result<std::unique_ptr<Catalogue>> result) {
        if (reportOut)
            *reportOut = report;
        if (!result)
            qCWarning(lcDatabase) << "cannot open" << path << ":" << qs(result.message());
        return result;
    };
    if (path.isEmpty())
        return finish(failure(tr("no catalogue file was given")));
    if (isServerLocation(path))
        return openServer(path, reportOut, options);

    const QFileInfo given(path);
    QString file = given.absoluteFilePath();
    report.path = file;
    const QString shown = QDir::toNativeSeparators(file);
    if (given.isDir())
        return finish(failure(tr("%1 is a folder, not a catalogue file").arg(shown)));
    const bool inspecting = options.readOnly;
    if (!inspecting) {
        if (const QString why = sqlitefile::makeFolder(given.absolutePath()); !why.isEmpty())
            return finish(failure(tr("cannot create the folder %1 for the catalogue: %2")
                                      .arg(QDir::toNativeSeparators(given.absolutePath()), why)));
    }
    // Judged by its kind before a byte is read: a FIFO would block every
    // read for ever, a device never end.
    sqlitefile::PathInfo where = sqlitefile::inspectPath(file);
    switch (where.kind) {
    case sqlitefile::PathKind::Folder:
        return finish(failure(tr("%1 is a folder, not a catalogue file").arg(shown)));
    case sqlitefile::PathKind::Special:
    case sqlitefile::PathKind::DanglingLink:
    case sqlitefile::PathKind::Unusable:
        return finish(failure(tr("cannot open the catalogue %1: %2").arg(shown, where.reason)));
    case sqlitefile::PathKind::Missing:
    case sqlitefile::PathKind::Regular:
        break;
    }
    file = where.target; // a symbolic link's file: its companions go beside it

    const sqlitefile::Leftovers leftovers
        = inspecting ? sqlitefile::Leftovers {} : sqlitefile::removeAbandoned(file);
    report.removedLeftovers = leftovers.removed;
    if (leftovers.removed > 0)
        qCInfo(lcDatabase) << "removed" << leftovers.removed << "files of programs that ended";
    // A program that had the catalogue open died without closing it, or a
    // rollback journal waits (an older version's interrupted write): SQLite
    // recovers either on its own; the check makes sure nothing else broke.
    const bool crashed = leftovers.abandonedMarkers > 0
        || QFileInfo::exists(file + QStringLiteral("-journal"));
    const bool checkIntegrity = options.checkIntegrity || crashed;

    auto d = std::make_unique<Private>();
    d->path = file;
    d->user = loginName();
    QString error;
    if (!inspecting
        && ::access(QFile::encodeName(QFileInfo(file).absolutePath()).constData(), W_OK) == 0) {
        d->marker = sqlitefile::OwnedFile::create(file, QStringLiteral("open"), true, &error);
        if (!d->marker)
            qCWarning(lcDatabase) << "no open marker beside" << file << ":" << error;
    }

    // Each round handles one thing found at the path (nothing: create; not a
    // catalogue: set aside) and looks again: another program may act on the
    // same file meanwhile, and only what is there when it is opened counts.
    for (int round = 0; round < 4; ++round) {
        where = sqlitefile::inspectPath(file);
        if (where.kind == sqlitefile::PathKind::Missing) {
            if (inspecting)
                return finish(failure(tr("there is no catalogue file %1").arg(shown)));
            const auto created = createFromBundled(file);
            if (!created)
                return finish(created.error());
            if (*created == Placed::Created && report.outcome != OpenReport::Outcome::SetAsideAndCreated)
                report.outcome = OpenReport::Outcome::Created;
            continue;
        }
        if (where.kind != sqlitefile::PathKind::Regular)
            return finish(failure(tr("cannot open the catalogue %1: %2").arg(shown, where.reason)));

        // What needs no SQLite: a file that is not an SQLite database of ours.
        QString badReason;
        sqlitefile::Header header;
        switch (sqlitefile::readHeader(file, header, &error)) {
        case sqlitefile::HeaderStatus::Unreadable:
            return finish(failure(tr("cannot read the catalogue %1: %2").arg(shown, error)));
        case sqlitefile::HeaderStatus::Empty:
            badReason = tr("the file is empty");
            break;
        case sqlitefile::HeaderStatus::NotSqlite:
            badReason = tr("it is not an SQLite database");
            break;
        case sqlitefile::HeaderStatus::Ok:
            // The application id is written once, when the file is created,
            // so no interrupted write can have changed it.
            if (header.applicationId != kApplicationId) {
                badReason = tr("it is an SQLite database of another program (application id %1)")
                              .arg(header.applicationId);
            }
            break;
        }

        Verdict verdict;
        std::unique_ptr<Connection> connection;
        QString cause;
        if (badReason.isEmpty()) {
            cause = inspecting ? tr("it was opened for reading only") : readOnlyCause(file);
            SqlFailure kind = SqlFailure::None;
            connection = Connection::open(
                file, cause.isEmpty() ? Connection::Mode::ReadWrite : Connection::Mode::ReadOnly,
                &error, &kind);
            if (!connection) {
                if (kind != SqlFailure::Damaged) {
                    return finish(failure(tr("cannot open the catalogue %1: %2")
                                              .arg(shown, failureText(kind, error, shown))));
                }
                verdict = notOurs(0, tr("SQLite cannot read it: %1").arg(error));
            } else {
                verdict = judge(*connection, checkIntegrity, options.checkIntegrity, shown);
                // A file in write-ahead-log mode in a folder this user cannot
                // write: the log's index cannot be made, so the file is read
                // as it stands (with no log beside it, it is all there).
                if (verdict.kind == Verdict::Kind::Failed && !cause.isEmpty()
                    && !QFileInfo::exists(file + QStringLiteral("-wal"))) {
                    connection.reset();
                    connection = Connection::open(file, Connection::Mode::Immutable, &error, &kind);
                    if (connection)
                        verdict = judge(*connection, checkIntegrity, options.checkIntegrity, shown);
                }
                report.checked = checkIntegrity;
            }
            if (verdict.kind == Verdict::Kind::Failed) {
                return finish(
                    failure(tr("cannot read the catalogue %1: %2").arg(shown, verdict.reason)));
            }
            if (verdict.kind == Verdict::Kind::NotOurs)
                badReason = verdict.reason;
        }

        if (!badReason.isEmpty() && inspecting) {
            return finish(
                failure(tr("%1 is not a valid catalogue (%2)").arg(shown, badReason)));
        }
        if (!badReason.isEmpty()) {
            connection.reset();
            qCWarning(lcDatabase) << file << "is not a valid catalogue:" << badReason;
            const auto moved = setAside(file, where);
            if (!moved) {
                return finish(
                    failure(tr("%1 is not a valid catalogue (%2) and cannot be set aside: %3")
                                .arg(shown, badReason, qs(moved.message()))));
            }
            if (!moved->isEmpty()) {
                report.outcome = OpenReport::Outcome::SetAsideAndCreated;
                report.reason = badReason;
                report.setAsidePath = *moved;
                report.fileVersion = verdict.version;
                qCWarning(lcDatabase) << "moved it to" << *moved;
            }
            continue;
        }

        // A catalogue: current, older, newer, or one that differs.
        if (!inspecting && cause.isEmpty())
            keepOrDropBackups(file, verdict.version);
        if (report.outcome != OpenReport::Outcome::SetAsideAndCreated)
            report.fileVersion = verdict.version;
        d->fileVersion = verdict.version;
        if (verdict.version > kSchemaVersion) {
            d->readOnly = true;
            d->readOnlyText = tr("the catalogue is read-only because a newer version of GPU Advisor "
                                 "wrote it (schema version %1; this version knows %2)")
                                  .arg(verdict.version)
                                  .arg(kSchemaVersion);
            report.outcome = OpenReport::Outcome::ReadOnlyNewer;
        } else if (!verdict.difference.isEmpty()) {
            d->readOnly = true;
            report.reason = tr("its schema differs from the one GPU Advisor creates (%1)")
                                .arg(verdict.difference);
            report.outcome = OpenReport::Outcome::ReadOnly;
        } else if (!cause.isEmpty()) {
            d->readOnly = true;
            report.reason = cause;
            report.outcome = OpenReport::Outcome::ReadOnly;
        } else if (verdict.version < kSchemaVersion) {
            const auto migrated = migrate(*connection, file, verdict.version);
            if (migrated && !migrated->isEmpty()) {
                report.outcome = OpenReport::Outcome::Migrated;
                report.backupPath = *migrated;
            } else if (!migrated) {
                d->readOnly = true;
                report.reason
                    = tr("it cannot be updated from schema version %1 to %2 (%3); it is unchanged. "
                         "Copy what you need from it (for example with 'gpu-advisor list --json'), "
                         "then move it away to start again from the bundled data")
                          .arg(verdict.version)
                          .arg(kSchemaVersion)
                          .arg(qs(migrated.message()));
                report.outcome = OpenReport::Outcome::ReadOnly;
            }
            if (!d->readOnly) {
                // Read the version again: it is this build's now (or another
                // program's migration got there first).
                const Verdict again = judge(*connection, false, false, shown);
                d->fileVersion = again.version;
                if (again.kind != Verdict::Kind::Usable || again.version != kSchemaVersion
                    || !again.difference.isEmpty()) {
                    return finish(failure(tr("cannot read the catalogue %1: %2")
                                              .arg(shown, again.kind == Verdict::Kind::Usable
                                                       ? again.difference
                                                       : again.reason)));
                }
            }
        }
        if (d->readOnly && report.outcome == OpenReport::Outcome::ReadOnly)
            d->readOnlyText = tr("the catalogue is read-only: %1").arg(report.reason);

        if (d->readOnly) {
            // Reads only, on a connection that cannot write: whatever the
            // file carries has nothing to act on.
            if (cause.isEmpty()) {
                connection.reset();
                SqlFailure kind = SqlFailure::None;
                connection = Connection::open(file, Connection::Mode::ReadOnly, &error, &kind);
                if (!connection) {
                    return finish(failure(tr("cannot open the catalogue %1: %2")
                                              .arg(shown, failureText(kind, error, shown))));
                }
            }
            d->exactSchema = verdict.version == kSchemaVersion && verdict.difference.isEmpty();
            if (!d->exactSchema)
                d->columns = schemacheck::tableColumns(connection->db());
        } else if (!connection->useWriteAheadLog(&error)) {
            // Another program kept the file busy: it stays in its journal
            // mode for now and changes at a later start.
            qCInfo(lcDatabase) << "no write-ahead log for" << file << "yet:" << error;
        }
        if (!connection->limitPageCache(&error))
            qCInfo(lcDatabase) << "SQLite's default page cache for" << file << ":" << error;
        d->connection = std::move(connection);
        qCDebug(lcDatabase) << "opened" << file << (d->readOnly ? "read-only" : "read-write");
        return finish(std::unique_ptr<Catalogue>(new Catalogue(std::move(d))));
    }
    return finish(failure(
        tr("cannot open the catalogue %1: other programs keep replacing it").arg(shown)));
}

bool Catalogue::isServerLocation(const QString &location)
{
    return isServerUrl(location);
}

QString Catalogue::shownLocation(const QString &location)
{
    if (!isServerUrl(location))
        return QDir::toNativeSeparators(location);
    QString error;
    const auto address = ServerAddress::parse(location, &error);
    return address ? address->shown() : tr("(a postgresql:// URL that is not valid)");
}

Result<std::unique_ptr<Catalogue>> Catalogue::openServer(const QString &url, OpenReport *reportOut,
                                                         const OpenOptions &options)
{
    OpenReport report;
    report.schemaVersion = kSchemaVersion;
    QString error;
    const auto address = ServerAddress::parse(url, &error);
    report.path = address ? address->shown() : QString();
    const auto finish = [&](Result<std::unique_ptr<Catalogue>> result) {
        if (reportOut)
            *reportOut = report;
        if (!result)
            qCWarning(lcDatabase) << "cannot open" << report.path << ":" << qs(result.message());
        return result;
    };
    if (!address)
        return finish(failure(tr("cannot open the team catalogue: %1").arg(error)));
    const QString shown = report.path;
    SqlFailure kind = SqlFailure::None;
    auto connection = Connection::openServer(*address, &error, &kind);
    if (!connection) {
        return finish(
            failure(tr("cannot connect to the team catalogue %1: %2").arg(shown, error)));
    }
    QSqlDatabase &db = connection->db();
    const auto scalar = [&](const char *statement, QVariant *value) {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        if (!query.exec(QString::fromUtf8(statement)) || !query.next()) {
            error = errorText(query);
            return false;
        }
        *value = query.value(0);
        return true;
    };

    auto d = std::make_unique<Private>();
    d->path = shown;
    d->server = address;
    QVariant value;
    if (!scalar(sql::kServerCurrentUser, &value))
        return finish(failure(tr("cannot read the team catalogue %1: %2").arg(shown, error)));
    d->user = value.toString();

    // Creating or migrating happens under one advisory lock, in one
    // transaction: two programs starting on an empty database create it once.
    int version = 0;
    {
        Transaction transaction(*connection);
        if (!transaction.begin(Transaction::Kind::Write, &error, &kind))
            return finish(failure(tr("cannot read the team catalogue %1: %2").arg(shown, error)));
        if (!scalar(sql::kServerSchemaLock, &value) || !scalar(sql::kServerHasSchema, &value))
            return finish(failure(tr("cannot read the team catalogue %1: %2").arg(shown, error)));
        const bool exists = value.toBool();
        if (exists) {
            if (!scalar(sql::kServerSchemaVersion, &value))
                return finish(
                    failure(tr("cannot read the team catalogue %1: %2").arg(shown, error)));
            version = value.toInt();
        }
        if (!exists && options.readOnly)
            return finish(failure(tr("there is no catalogue in %1").arg(shown)));
        if (!exists) {
            const auto data = readBundledData();
            if (!data)
                return finish(data.error());
            error = schema::applyServer(db, 0, kSchemaVersion);
            Status filled = error.isEmpty() ? insertAll(db, *data) : failure(error);
            if (filled && !scalar(sql::kServerResetQuoteIds, &value))
                filled = failure(error);
            if (filled && !transaction.commit(&error))
                filled = failure(error);
            if (!filled) {
                transaction.rollback();
                return finish(failure(
                    tr("cannot create the team catalogue in %1: %2 (the first start needs a role "
                       "that may create tables there; see 'gpu-advisor team init')")
                        .arg(shown, qs(filled.message()))));
            }
            report.outcome = OpenReport::Outcome::Created;
            version = kSchemaVersion;
        } else if (version < kSchemaVersion && version >= schema::kFirstServerSchemaVersion
                   && !options.readOnly) {
            error = schema::applyServer(db, version, kSchemaVersion);
            if (error.isEmpty() && transaction.commit(&error)) {
                report.outcome = OpenReport::Outcome::Migrated;
                report.fileVersion = version;
                version = kSchemaVersion;
            } else {
                transaction.rollback();
                d->readOnly = true;
                report.reason = tr("it cannot be updated from schema version %1 to %2 (%3); an "
                                   "administrator of the team catalogue (gpa_admin) starts "
                                   "GPU Advisor once to update it")
                                    .arg(version)
                                    .arg(kSchemaVersion)
                                    .arg(error);
                report.outcome = OpenReport::Outcome::ReadOnly;
            }
        } else {
            transaction.commit(&error);
        }
    }
    if (report.outcome != OpenReport::Outcome::Migrated)
        report.fileVersion = version;
    d->fileVersion = version;
    if (version > kSchemaVersion) {
        d->readOnly = true;
        d->readOnlyText = tr("the catalogue is read-only because a newer version of GPU Advisor "
                             "updated it (schema version %1; this version knows %2)")
                              .arg(version)
                              .arg(kSchemaVersion);
        report.outcome = OpenReport::Outcome::ReadOnlyNewer;
    } else if (version < schema::kFirstServerSchemaVersion) {
        return finish(failure(tr("%1 is not a team catalogue (schema version %2)")
                                  .arg(shown)
                                  .arg(version)));
    }
    if (!d->readOnly) {
        QSqlQuery rights(db);
        if (!rights.exec(QString::fromUtf8(sql::kServerPrivileges)) || !rights.next()) {
            return finish(failure(
                tr("cannot read the team catalogue %1: %2").arg(shown, errorText(rights))));
        }
        d->mayEditDevices = rights.value(1).toBool();
        if (!rights.value(0).toBool()) {
            d->readOnly = true;
            report.reason = tr("your database role %1 may only read it (a viewer; editors are "
                               "members of gpa_editor)")
                                .arg(d->user);
            report.outcome = OpenReport::Outcome::ReadOnly;
        } else if (options.readOnly) {
            d->readOnly = true;
            report.reason = tr("it was opened for reading only");
            report.outcome = OpenReport::Outcome::ReadOnly;
        }
    }
    if (d->readOnly && report.outcome == OpenReport::Outcome::ReadOnly)
        d->readOnlyText = tr("the catalogue is read-only: %1").arg(report.reason);
    if (d->readOnly)
        d->mayEditDevices = false;
    d->connection = std::move(connection);
    qCInfo(lcDatabase) << "opened the team catalogue" << shown << "as" << d->user
                       << (d->readOnly ? "read-only" : "read-write");
    return finish(std::unique_ptr<Catalogue>(new Catalogue(std::move(d))));
}

void Catalogue::moveToThread(QThread *thread)
{
    if (d->connection)
        d->connection->moveToThread(thread);
}

bool Catalogue::isShared() const
{
    return d->server.has_value();
}

QString Catalogue::userName() const
{
    return d->user;
}

bool Catalogue::mayEditDevices() const
{
    return d->mayEditDevices && !d->readOnly;
}

Status Catalogue::watch(std::function<void(const CatalogueChange &)> onChange)
{
    if (!d->server)
        return Ok {};
    d->onChange = std::move(onChange);
    return d->subscribe();
}

bool Catalogue::isConnected() const
{
    if (!d->server)
        return true;
    QSqlQuery query(d->connection->db());
    return query.exec(QString::fromUtf8(sql::kServerPing));
}

Status Catalogue::reconnect()
{
    if (!d->server)
        return Ok {};
    QString error;
    if (!d->connection->reopen(&error))
        return failure(tr("cannot connect to the team catalogue %1: %2").arg(d->path, error));
    if (d->onChange)
        return d->subscribe();
    return Ok {};
}

Catalogue::Catalogue(std::unique_ptr<Private> p)
    : d(std::move(p))
{ }

Catalogue::~Catalogue() = default;

QString Catalogue::path() const
{
    return d->path;
}

bool Catalogue::isReadOnly() const
{
    return d->readOnly;
}

QString Catalogue::readOnlyReason() const
{
    return d->readOnlyReason();
}

QString Catalogue::dumpText() const
{
    if (d->server)
        return dumpServer(d->connection->db());
    return dumpConnection(*d->connection);
}

// Reads ------------------------------------------------------------------------------

Result<DataSet> Catalogue::load() const
{
    DataSet data;
    QString error;
    SqlFailure kind = SqlFailure::None;
    Transaction transaction(*d->connection);
    // One snapshot: no other connection's write can land between two tables.
    if (!transaction.begin(Transaction::Kind::Read, &error, &kind))
        return failure(tr("cannot read the catalogue: %1").arg(failureText(kind, error, d->shown())));
    const auto take = [&](auto rows, auto &into) {
        if (!rows) {
            if (error.isEmpty())
                error = qs(rows.message());
            return;
        }
        into = std::move(rows).value();
    };
    // Vectors sized once: growing one copies it into fresh pages, and on some
    // machines a page touched for the first time costs more than its rows.
    take(d->select<Device>(sql::kSelectDevices, rows::readDevice, d->rowCountHint(sql::kDeviceCount)),
         data.devices);
    take(d->select<CloudOffer>(sql::kSelectCloudOffers, rows::readCloudOffer), data.cloudOffers);
    // Room for a session's new quotes beside them: the first price typed in
    // would otherwise move the whole list (2.3 MB at 10,000 quotes).
    constexpr std::size_t kNewQuotesRoom = 64;
    take(d->select<PriceQuote>(sql::kSelectPriceQuotes, rows::readPriceQuote,
                                   d->rowCountHint(sql::kHighestPriceQuoteId) + kNewQuotesRoom),
         data.priceQuotes);
    take(d->select<Benchmark>(sql::kSelectBenchmarks, rows::readBenchmark,
                                  d->rowCountHint(sql::kHighestBenchmarkId)),
         data.benchmarks);
    take(d->select<ScalingRow>(sql::kSelectScaling, rows::readScaling,
                                   d->rowCountHint(sql::kHighestScalingId)),
         data.scaling);
    take(d->select<ExchangeRate>(sql::kSelectExchangeRates, rows::readExchangeRate),
         data.exchangeRates);
    take(d->select<SpecSupplement>(sql::kSelectSpecSupplements, rows::readSpecSupplement),
         data.specSupplements);
    take(d->select<CloudPricePoint>(sql::kSelectCloudPrices, rows::readCloudPrice),
         data.cloudPriceHistory);
    take(d->select<LlmModel>(sql::kSelectLlmModels, rows::readLlmModel), data.llmModels);
    take(d->select<LlmBenchmark>(sql::kSelectLlmBenchmarks, rows::readLlmBenchmark),
         data.llmBenchmarks);
    if (!error.isEmpty())
        return failure(tr("cannot read the catalogue: %1").arg(error));
    transaction.commit(&error);
    return data;
}

Result<std::vector<Device>> Catalogue::devices() const
{
    auto devices = d->select<Device>(sql::kSelectDevices, rows::readDevice);
    if (!devices)
        return failure(tr("cannot read the catalogue: %1").arg(qs(devices.message())));
    return devices;
}

std::optional<Device> Catalogue::device(const QString &id) const
{
    return d->deviceFrom(sql::kSelectDevice, id);
}

std::vector<CloudOffer> Catalogue::cloudOffers() const
{
    return d->orEmpty(d->select<CloudOffer>(sql::kSelectCloudOffers, rows::readCloudOffer));
}

std::vector<PriceQuote> Catalogue::priceQuotes() const
{
    return d->orEmpty(d->select<PriceQuote>(sql::kSelectPriceQuotes, rows::readPriceQuote));
}

std::vector<PriceQuote> Catalogue::priceQuotes(const QString &deviceId) const
{
    QSqlQuery query = d->prepare(sql::kSelectPriceQuotesOfDevice);
    query.bindValue(QStringLiteral(":device_id"), deviceId);
    return d->orEmpty(d->select<PriceQuote>(query, rows::readPriceQuote));
}

std::vector<Benchmark> Catalogue::benchmarks() const
{
    return d->orEmpty(d->select<Benchmark>(sql::kSelectBenchmarks, rows::readBenchmark));
}

std::vector<ScalingRow> Catalogue::scaling() const
{
    return d->orEmpty(d->select<ScalingRow>(sql::kSelectScaling, rows::readScaling));
}

std::vector<ExchangeRate> Catalogue::exchangeRates() const
{
    return d->orEmpty(d->select<ExchangeRate>(sql::kSelectExchangeRates, rows::readExchangeRate));
}

std::vector<SpecSupplement> Catalogue::specSupplements() const
{
    return d->orEmpty(
        d->select<SpecSupplement>(sql::kSelectSpecSupplements, rows::readSpecSupplement));
}

std::vector<CloudPricePoint> Catalogue::cloudPriceHistory() const
{
    return d->orEmpty(d->select<CloudPricePoint>(sql::kSelectCloudPrices, rows::readCloudPrice));
}

std::optional<Device> Catalogue::bundledDevice(const QString &id) const
{
    return d->deviceFrom(sql::kSelectBundledDevice, id);
}

std::vector<LlmModel> Catalogue::llmModels() const
{
    return d->orEmpty(d->select<LlmModel>(sql::kSelectLlmModels, rows::readLlmModel));
}

std::vector<LlmBenchmark> Catalogue::llmBenchmarks() const
{
    return d->orEmpty(d->select<LlmBenchmark>(sql::kSelectLlmBenchmarks, rows::readLlmBenchmark));
}

// Writes ----------------------------------------------------------------------------

Result<std::int64_t> Catalogue::addPriceQuote(const PriceQuote &quote)
{
    return d->write<std::int64_t>(tr("cannot add the price quote: %1"),
                                  [&]() -> Result<std::int64_t> {
                                      if (Status valid = d->validateQuote(quote); !valid)
                                          return valid.error();
                                      PriceQuote fresh = quote;
                                      fresh.id = 0; // a new row: the catalogue assigns the id
                                      fresh.enteredBy = d->user.toStdString();
                                      fresh.enteredAt = nowUtc().toStdString();
                                      return d->insertQuote(fresh);
                                  });
}

Status Catalogue::removePriceQuote(std::int64_t quoteId)
{
    return d->write<Ok>(tr("cannot remove the price quote: %1"), [&]() -> Status {
        // A quote someone else entered stays: an undo takes back only one's own.
        QSqlQuery who = d->prepare(sql::kPriceQuoteEnteredBy);
        who.bindValue(QStringLiteral(":id"), static_cast<qlonglong>(quoteId));
        if (!who.exec())
            return failure(d->failed(who.lastError()));
        if (!who.next())
            return failure(tr("there is no price quote with id %1").arg(quoteId));
        const QString enteredBy = who.value(0).toString();
        who.finish();
        if (!enteredBy.isEmpty() && enteredBy != d->user) {
            return failure(tr("the price quote %1 was entered by %2; only they can remove it")
                               .arg(quoteId)
                               .arg(enteredBy));
        }
        QSqlQuery query = d->prepare(sql::kDeletePriceQuote);
        query.bindValue(QStringLiteral(":id"), static_cast<qlonglong>(quoteId));
        if (!query.exec())
            return failure(d->failed(query.lastError()));
        if (query.numRowsAffected() == 0)
            return failure(tr("there is no price quote with id %1").arg(quoteId));
        return Ok {};
    });
}

Result<Catalogue::MergeReport> Catalogue::mergePriceQuotes(const std::vector<PriceQuote> &quotes)
{
    MergeReport report;
    auto done = d->write<Ok>(tr("cannot add the price quotes: %1"), [&]() -> Status {
        report = {};
        const std::string at = nowUtc().toStdString();
        QSqlQuery duplicate = d->prepare(sql::kPriceQuoteDuplicate);
        for (PriceQuote quote : quotes) {
            const auto known = d->exists(sql::kDeviceExists, QStringLiteral(":id"), qs(quote.deviceId));
            if (!known)
                return known.error();
            if (!*known) {
                if (!report.unknownDevices.contains(qs(quote.deviceId)))
                    report.unknownDevices << qs(quote.deviceId);
                continue;
            }
            duplicate.bindValue(QStringLiteral(":device_id"), qs(quote.deviceId));
            duplicate.bindValue(QStringLiteral(":amount"), quote.amount);
            duplicate.bindValue(QStringLiteral(":currency"), qs(quote.currency));
            duplicate.bindValue(QStringLiteral(":kind"), qs(std::string(toString(quote.kind))));
            duplicate.bindValue(QStringLiteral(":observed"), qs(quote.observed.toString()));
            duplicate.bindValue(QStringLiteral(":source"), qs(quote.source));
            if (!duplicate.exec())
                return failure(d->failed(duplicate.lastError()));
            const bool held = duplicate.next();
            duplicate.finish();
            if (held) {
                ++report.duplicates;
                continue;
            }
            if (Status valid = d->validateQuote(quote); !valid)
                return failure(tr("quote of %1 (%2): %3")
                                   .arg(qs(quote.deviceId), qs(quote.observed.toString()),
                                        qs(valid.message())));
            quote.id = 0;
            if (quote.enteredBy.empty()) {
                quote.enteredBy = d->user.toStdString();
                quote.enteredAt = at;
            }
            if (auto id = d->insertQuote(quote); !id)
                return id.error();
            ++report.added;
        }
        return Ok {};
    });
    if (!done)
        return done.error();
    return report;
}

Status Catalogue::applyTeamSetup()
{
    if (!d->server)
        return failure(tr("roles exist only for a team catalogue on a PostgreSQL server"));
    return d->write<Ok>(tr("cannot set up the roles: %1"), [&]() -> Status {
        for (const QString &statement : teamSetupSql()) {
            QSqlQuery query(d->connection->db());
            if (!query.exec(statement))
                return failure(d->failed(query.lastError()));
        }
        return Ok {};
    });
}

QStringList teamSetupSql()
{
    QStringList statements {QString::fromUtf8(sql::kTeamRoles)};
    for (const char *grant : sql::kTeamGrants)
        statements << QString::fromUtf8(grant);
    return statements;
}

Status Catalogue::restorePriceQuote(const PriceQuote &quote)
{
    return d->write<Ok>(tr("cannot restore the price quote: %1"), [&]() -> Status {
        return d->restoreQuote(quote);
    });
}

Result<std::vector<std::int64_t>> Catalogue::addPriceQuotes(const std::vector<PriceQuote> &quotes)
{
    return d->write<std::vector<std::int64_t>>(
        tr("cannot add the price quotes: %1"), [&]() -> Result<std::vector<std::int64_t>> {
            std::vector<std::int64_t> ids;
            ids.reserve(quotes.size());
            const std::string stamp = nowUtc().toStdString(); // one edit, one time
            for (const PriceQuote &quote : quotes) {
                if (Status valid = d->validateQuote(quote); !valid)
                    return valid.error();
                PriceQuote fresh = quote;
                fresh.id = 0;
                fresh.enteredBy = d->user.toStdString();
                fresh.enteredAt = stamp;
                const Result<std::int64_t> id = d->insertQuote(fresh);
                if (!id)
                    return id.error();
                ids.push_back(*id);
            }
            return ids;
        });
}

Status Catalogue::removePriceQuotes(const std::vector<std::int64_t> &quoteIds)
{
    return d->write<Ok>(tr("cannot remove the price quotes: %1"), [&]() -> Status {
        for (const std::int64_t quoteId : quoteIds) {
            QSqlQuery query = d->prepare(sql::kDeletePriceQuote);
            query.bindValue(QStringLiteral(":id"), static_cast<qlonglong>(quoteId));
            if (!query.exec())
                return failure(d->failed(query.lastError()));
            if (query.numRowsAffected() == 0)
                return failure(tr("there is no price quote with id %1").arg(quoteId));
        }
        return Ok {};
    });
}

Status Catalogue::restorePriceQuotes(const std::vector<PriceQuote> &quotes)
{
    return d->write<Ok>(tr("cannot restore the price quotes: %1"), [&]() -> Status {
        for (const PriceQuote &quote : quotes) {
            if (Status restored = d->restoreQuote(quote); !restored)
                return restored;
        }
        return Ok {};
    });
}

Status Catalogue::addDevice(const Device &device)
{
    return d->write<Ok>(tr("cannot add the device: %1"), [&]() -> Status {
        if (Status valid = validateDevice(device); !valid)
            return valid;
        const auto taken = d->exists(sql::kDeviceExists, QStringLiteral(":id"), qs(device.id));
        if (!taken)
            return taken.error();
        if (*taken)
            return failure(tr("a device with the id '%1' already exists").arg(qs(device.id)));
        return d->execDevice(sql::kInsertDevice, device, Origin::User);
    });
}

Status Catalogue::updateDevice(const Device &device)
{
    return d->write<Ok>(tr("cannot change the device: %1"), [&]() -> Status {
        const auto current = d->deviceFrom(sql::kSelectDevice, qs(device.id));
        if (!current)
            return failure(tr("there is no device '%1'").arg(qs(device.id)));
        if (Status valid = validateDevice(device); !valid)
            return valid;
        // A user's device stays theirs; a shipped one is "modified" unless the
        // edit brings back exactly the shipped values.
        Origin origin = Origin::User;
        if (current->origin != Origin::User) {
            const auto shipped = d->deviceFrom(sql::kSelectBundledDevice, qs(device.id));
            origin = shipped && sameValues(*shipped, device) ? Origin::Bundled : Origin::Modified;
        }
        return d->updateDeviceRow(device, origin);
    });
}

Status Catalogue::deleteDevice(const QString &id)
{
    return d->write<Ok>(tr("cannot delete the device: %1"), [&]() -> Status {
        // Its quotes, benchmarks, scaling rows, offers and supplements go with
        // it (ON DELETE CASCADE); the shipped copy stays for bundledDevice().
        QSqlQuery query = d->prepare(sql::kDeleteDevice);
        query.bindValue(QStringLiteral(":id"), id);
        if (!query.exec())
            return failure(d->failed(query.lastError()));
        if (query.numRowsAffected() == 0)
            return failure(tr("there is no device '%1'").arg(id));
        return Ok {};
    });
}

Status Catalogue::revertDevice(const QString &id)
{
    return d->write<Ok>(tr("cannot revert the device: %1"), [&]() -> Status {
        const auto current = d->deviceFrom(sql::kSelectDevice, id);
        if (!current)
            return failure(tr("there is no device '%1'").arg(id));
        const auto shipped = d->deviceFrom(sql::kSelectBundledDevice, id);
        if (current->origin == Origin::User || !shipped) {
            return failure(
                tr("'%1' is the user's own device: there are no shipped values to go back to")
                    .arg(id));
        }
        Device back = *shipped;
        back.rowVersion = current->rowVersion;
        return d->updateDeviceRow(back, Origin::Bundled);
    });
}

Status Catalogue::addLlmModel(const LlmModel &model)
{
    return d->write<Ok>(tr("cannot add the model: %1"), [&]() -> Status {
        // The one validator of every entry path (core).
        if (const auto problems = checkLlmModel(model); !problems.empty()) {
            return failure(QStringLiteral("%1: %2").arg(
                qs(problems.front().field), translated(problems.front().message)));
        }
        const auto taken = d->exists(sql::kLlmModelExists, QStringLiteral(":id"), qs(model.id));
        if (!taken)
            return taken.error();
        if (*taken)
            return failure(tr("a model with the id '%1' already exists").arg(qs(model.id)));
        LlmModel own = model;
        own.origin = Origin::User;
        QSqlQuery query = d->prepare(sql::kInsertLlmModel);
        rows::bindLlmModel(query, own);
        if (!query.exec())
            return failure(d->failed(query.lastError()));
        return Ok {};
    });
}

Status Catalogue::removeLlmModel(const QString &id)
{
    return d->write<Ok>(tr("cannot remove the model: %1"), [&]() -> Status {
        QSqlQuery origin = d->prepare(sql::kLlmModelOrigin);
        origin.bindValue(QStringLiteral(":id"), id);
        if (!origin.exec())
            return failure(d->failed(origin.lastError()));
        if (!origin.next())
            return failure(tr("there is no model '%1'").arg(id));
        if (origin.value(0).toString() != QLatin1String("user"))
            return failure(tr("'%1' is a bundled model; only the user's own models can be removed")
                               .arg(id));
        origin.finish();
        QSqlQuery query = d->prepare(sql::kDeleteLlmModel);
        query.bindValue(QStringLiteral(":id"), id);
        if (!query.exec())
            return failure(d->failed(query.lastError()));
        return Ok {};
    });
}

Status Catalogue::setExchangeRate(const ExchangeRate &rate)
{
    return d->write<Ok>(tr("cannot set the exchange rate: %1"), [&]() -> Status {
        const std::vector<FieldProblem> problems = checkExchangeRate(rate);
        if (!problems.empty())
            return failure(firstProblemText(problems));
        QSqlQuery query = d->prepare(sql::kUpsertExchangeRate);
        rows::bindExchangeRate(query, rate);
        if (!query.exec())
            return failure(d->failed(query.lastError()));
        return Ok {};
    });
}

Status Catalogue::applyImport(const exchange::Plan &plan)
{
    return d->write<Ok>(tr("cannot import: %1"), [&]() -> Status {
        for (const Device &device : plan.addDevices) {
            if (Status done = d->execDevice(sql::kInsertDevice, device, Origin::User); !done)
                return failure(tr("device %1: %2").arg(qs(device.id), qs(done.message())));
        }
        for (const Device &device : plan.changeDevices) {
            Origin origin = Origin::User;
            if (device.origin != Origin::User) {
                const auto shipped = d->deviceFrom(sql::kSelectBundledDevice, qs(device.id));
                origin = shipped && sameValues(*shipped, device) ? Origin::Bundled : Origin::Modified;
            }
            if (Status done = d->updateDeviceRow(device, origin); !done)
                return failure(tr("device %1: %2").arg(qs(device.id), qs(done.message())));
        }
        const auto run = [&](const char *statement, const auto &records, auto bind) -> Status {
            QSqlQuery query = d->prepare(statement);
            for (const auto &record : records) {
                bind(query, record);
                if (!query.exec())
                    return failure(d->failed(query.lastError()));
            }
            return Ok {};
        };
        Status status = run(sql::kInsertCloudOffer, plan.addOffers, rows::bindCloudOffer);
        for (CloudOffer offer : plan.changeOffers) {
            if (!status)
                break;
            if (offer.origin == Origin::Bundled)
                offer.origin = Origin::Modified;
            status = d->updateOfferRow(offer);
        }
        const std::string by = d->user.toStdString();
        const std::string at = nowUtc().toStdString();
        if (status)
            status = run(sql::kInsertPriceQuote, plan.addQuotes, [&](QSqlQuery &q, PriceQuote quote) {
                quote.id = 0;
                quote.origin = Origin::User;
                quote.enteredBy = by;
                quote.enteredAt = at;
                rows::bindPriceQuote(q, quote);
            });
        if (status)
            status = run(sql::kInsertBenchmark, plan.addBenchmarks, rows::bindBenchmark);
        if (status)
            status = run(sql::kInsertCloudPrice, plan.addCloudPrices, rows::bindCloudPrice);
        return status;
    });
}

bool Catalogue::bundledDataIsNewer() const
{
    return setting(QString::fromLatin1(kBundledVersionKey)) != qs(bundledDataVersion());
}

Result<Catalogue::BundledRefresh> Catalogue::refreshBundledData()
{
    const auto bundled = readBundledData();
    if (!bundled)
        return bundled.error();
    BundledRefresh done;
    auto written = d->write<Ok>(tr("cannot update the bundled data: %1"), [&]() -> Status {
        done = {};
        const auto devices = d->select<Device>(sql::kSelectDevices, rows::readDevice);
        const auto offers = d->select<CloudOffer>(sql::kSelectCloudOffers, rows::readCloudOffer);
        const auto quotes = d->select<PriceQuote>(sql::kSelectPriceQuotes, rows::readPriceQuote);
        const auto benchmarks = d->select<Benchmark>(sql::kSelectBenchmarks, rows::readBenchmark);
        const auto cloudPrices = d->select<CloudPricePoint>(sql::kSelectCloudPrices, rows::readCloudPrice);
        if (!devices)
            return devices.error();
        if (!offers)
            return offers.error();
        if (!quotes)
            return quotes.error();
        if (!benchmarks)
            return benchmarks.error();
        if (!cloudPrices)
            return cloudPrices.error();
        const auto exec = [&](QSqlQuery &query) -> Status {
            return query.exec() ? Status(Ok {}) : failure(d->failed(query.lastError()));
        };

        // Devices: new ones added, those as shipped updated; the shipped copy
        // ("revert") always takes the new values.
        std::map<std::string, const Device *, std::less<>> held;
        for (const Device &device : *devices)
            held.emplace(device.id, &device);
        std::set<std::string, std::less<>> addedDevices;
        for (const Device &device : bundled->devices) {
            const auto it = held.find(device.id);
            if (it == held.end()) {
                if (Status inserted = d->execDevice(sql::kInsertDevice, device, Origin::Bundled); !inserted)
                    return inserted;
                addedDevices.insert(device.id);
                ++done.devicesAdded;
            } else if (it->second->origin == Origin::Bundled && !sameValues(*it->second, device)) {
                Device updated = device;
                updated.rowVersion = it->second->rowVersion;
                if (Status changed = d->updateDeviceRow(updated, Origin::Bundled); !changed)
                    return changed;
                ++done.devicesUpdated;
            }
            if (it != held.end() && it->second->origin == Origin::User)
                continue; // the user's own device of the same id: no shipped copy
            QSqlQuery drop = d->prepare(sql::kDeleteBundledDevice);
            drop.bindValue(QStringLiteral(":id"), qs(device.id));
            if (Status dropped = exec(drop); !dropped)
                return dropped;
            QSqlQuery copy = d->prepare(sql::kInsertBundledDevice);
            rows::bindDevice(copy, device);
            if (Status copied = exec(copy); !copied)
                return copied;
        }
        // A device new to the catalogue comes with its scaling rows, sheet
        // supplements and LLM measurements.
        const auto addRowsOf = [&](const char *statement, const auto &records, auto bind) -> Status {
            QSqlQuery query = d->prepare(statement);
            for (const auto &record : records) {
                if (addedDevices.count(record.deviceId) == 0)
                    continue;
                bind(query, record);
                if (Status inserted = exec(query); !inserted)
                    return inserted;
            }
            return Ok {};
        };
        if (Status rowsAdded = addRowsOf(sql::kInsertScaling, bundled->scaling, rows::bindScaling); !rowsAdded)
            return rowsAdded;
        if (Status rowsAdded = addRowsOf(sql::kInsertSpecSupplement, bundled->specSupplements,
                                         rows::bindSpecSupplement);
            !rowsAdded)
            return rowsAdded;
        if (Status rowsAdded = addRowsOf(sql::kInsertLlmBenchmark, bundled->llmBenchmarks,
                                         rows::bindLlmBenchmark);
            !rowsAdded)
            return rowsAdded;
        // Held now: there before, or just added.
        const auto deviceHeld = [&](const std::string &id) {
            return held.count(id) != 0 || addedDevices.count(id) != 0;
        };

        // Cloud offers: the same rule.
        std::map<std::string, const CloudOffer *, std::less<>> heldOffers;
        for (const CloudOffer &offer : *offers)
            heldOffers.emplace(offer.id, &offer);
        const auto boundValues = [&](const CloudOffer &offer) {
            QSqlQuery query = d->prepare(sql::kInsertCloudOffer);
            rows::bindCloudOffer(query, offer);
            rows::bindOrigin(query, Origin::Bundled);
            return query.boundValues();
        };
        std::set<std::string, std::less<>> addedOffers;
        for (const CloudOffer &offer : bundled->cloudOffers) {
            if (!deviceHeld(offer.acceleratorId))
                continue; // its device was deleted by the user
            const auto it = heldOffers.find(offer.id);
            if (it == heldOffers.end()) {
                addedOffers.insert(offer.id);
                QSqlQuery insert = d->prepare(sql::kInsertCloudOffer);
                rows::bindCloudOffer(insert, offer);
                rows::bindOrigin(insert, Origin::Bundled);
                if (Status added = exec(insert); !added)
                    return added;
                ++done.offersAdded;
            } else if (it->second->origin == Origin::Bundled
                       && boundValues(*it->second) != boundValues(offer)) {
                CloudOffer updated = offer;
                updated.origin = Origin::Bundled;
                updated.rowVersion = it->second->rowVersion;
                if (Status changed = d->updateOfferRow(updated); !changed)
                    return changed;
                ++done.offersUpdated;
            }
        }

        // Quotes, benchmarks and cloud prices: added when not held (by what
        // they say, not by id).
        const auto quoteKey = [](const PriceQuote &q) {
            return std::make_tuple(q.deviceId, q.amount, q.currency, q.kind, q.observed.toString(), q.source);
        };
        std::set<decltype(quoteKey(PriceQuote {}))> quoteKeys;
        for (const PriceQuote &q : *quotes)
            quoteKeys.insert(quoteKey(q));
        for (const PriceQuote &q : bundled->priceQuotes) {
            if (!deviceHeld(q.deviceId) || !quoteKeys.insert(quoteKey(q)).second)
                continue;
            PriceQuote fresh = q;
            fresh.id = 0;
            fresh.origin = Origin::Bundled;
            if (auto id = d->insertQuote(fresh); !id)
                return id.error();
            ++done.quotesAdded;
        }
        const auto benchmarkKey = [](const Benchmark &b) {
            return std::make_tuple(b.deviceId, b.workload, b.model, b.precision, b.numDevices,
                                   b.throughput, b.suite, b.software, b.platform);
        };
        std::set<decltype(benchmarkKey(Benchmark {}))> benchmarkKeys;
        for (const Benchmark &b : *benchmarks)
            benchmarkKeys.insert(benchmarkKey(b));
        QSqlQuery insertBenchmark = d->prepare(sql::kInsertBenchmark);
        for (const Benchmark &b : bundled->benchmarks) {
            if (!deviceHeld(b.deviceId) || !benchmarkKeys.insert(benchmarkKey(b)).second)
                continue;
            rows::bindBenchmark(insertBenchmark, b);
            if (Status added = exec(insertBenchmark); !added)
                return added;
            ++done.benchmarksAdded;
        }
        const auto priceKey = [](const CloudPricePoint &p) {
            return std::make_tuple(p.offerId, p.usdPerHourOnDemand, p.usdPerHourSpot, p.priceDate);
        };
        std::set<decltype(priceKey(CloudPricePoint {}))> priceKeys;
        for (const CloudPricePoint &p : *cloudPrices)
            priceKeys.insert(priceKey(p));
        QSqlQuery insertPrice = d->prepare(sql::kInsertCloudPrice);
        for (const CloudPricePoint &p : bundled->cloudPriceHistory) {
            const bool offerHeld = heldOffers.count(p.offerId) != 0 || addedOffers.count(p.offerId) != 0;
            if (!offerHeld || !priceKeys.insert(priceKey(p)).second)
                continue;
            rows::bindCloudPrice(insertPrice, p);
            if (Status added = exec(insertPrice); !added)
                return added;
            ++done.cloudPricesAdded;
        }
        return d->storeSetting(QString::fromLatin1(kBundledVersionKey), qs(bundledDataVersion()));
    });
    if (!written)
        return written.error();
    return done;
}

QString Catalogue::describe(const BundledRefresh &r)
{
    QStringList parts;
    const auto part = [&](int n, const QString &text) {
        if (n > 0)
            parts << text;
    };
    part(r.devicesAdded, tr("%n device(s) added", nullptr, r.devicesAdded));
    part(r.devicesUpdated, tr("%n device(s) updated", nullptr, r.devicesUpdated));
    part(r.quotesAdded, tr("%n price quote(s) added", nullptr, r.quotesAdded));
    part(r.offersAdded, tr("%n cloud offer(s) added", nullptr, r.offersAdded));
    part(r.offersUpdated, tr("%n cloud offer(s) updated", nullptr, r.offersUpdated));
    part(r.benchmarksAdded, tr("%n benchmark(s) added", nullptr, r.benchmarksAdded));
    part(r.cloudPricesAdded, tr("%n cloud price(s) added", nullptr, r.cloudPricesAdded));
    if (parts.isEmpty())
        parts << tr("nothing was missing");
    return tr("Updated the bundled data: %1. Your own devices, offers and quotes are unchanged.")
        .arg(parts.join(QStringLiteral(", ")));
}

QString Catalogue::setting(const QString &key, const QString &fallback) const
{
    QSqlQuery query = d->prepare(sql::kSelectSetting);
    if (query.lastQuery().isEmpty())
        return fallback;
    query.bindValue(QStringLiteral(":key"), key);
    if (!query.exec()) {
        qCWarning(lcDatabase) << "cannot read the setting" << key << ":"
                              << d->failed(query.lastError());
        return fallback;
    }
    return query.next() ? query.value(0).toString() : fallback;
}

Status Catalogue::setSetting(const QString &key, const QString &value)
{
    return d->write<Ok>(tr("cannot save the setting: %1"),
                        [&]() -> Status { return d->storeSetting(key, value); });
}

Status Catalogue::updateSetting(const QString &key, const SettingChange &change)
{
    std::optional<Error> refused;
    Status status = d->write<Ok>(tr("cannot save the setting: %1"), [&]() -> Status {
        QSqlQuery query = d->prepare(sql::kSelectSettingForUpdate);
        query.bindValue(QStringLiteral(":key"), key);
        if (!query.exec())
            return failure(d->failed(query.lastError()));
        const QString current = query.next() ? query.value(0).toString() : QString();
        query.finish();
        auto next = change(current);
        if (!next) {
            refused = next.error();
            return next.error();
        }
        return d->storeSetting(key, *next);
    });
    if (!status && refused)
        return *refused;
    return status;
}

EngineSettingsRead Catalogue::engineSettings() const
{
    SettingRows rows;
    QSqlQuery query = d->prepare(sql::kSelectEngineSettings);
    if (query.lastQuery().isEmpty())
        return {}; // a file without a settings table (read-only)
    if (!query.exec()) {
        qCWarning(lcDatabase) << "cannot read the engine settings:" << errorText(query);
        return {};
    }
    while (query.next())
        rows.emplace(query.value(0).toString().toStdString(), query.value(1).toString().toStdString());
    return readEngineSettings(rows);
}

Status Catalogue::setEngineSettings(const EngineSettings &settings)
{
    return d->write<Ok>(tr("cannot save the settings: %1"), [&]() -> Status {
        if (const auto problems = validate(settings); !problems.empty())
            return failure(translated(problems.front()));
        QSqlQuery query = d->prepare(sql::kUpsertSetting);
        for (const auto &[key, value] : toSettingRows(settings)) {
            query.bindValue(QStringLiteral(":key"), qs(key));
            query.bindValue(QStringLiteral(":value"), qs(value));
            query.bindValue(QStringLiteral(":changed_by"), d->user);
            query.bindValue(QStringLiteral(":changed_at"), nowUtc());
            if (!query.exec())
                return failure(d->failed(query.lastError()));
        }
        return Ok {};
    });
}

} // namespace gpa::db
