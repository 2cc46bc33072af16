#include "catalogue.h"

#include "connection.h"
#include "core/tableio.h"
#include "qtconvert.h"
#include "dump.h"
#include "logging.h"
#include "qtconvert.h"
#include "rows.h"
#include "schema.h"
#include "seed.h"
#include "sql.h"
#include "sqlitefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryFile>

#include <cmath>

namespace gpa::db {

namespace {

// Prices above this are typing mistakes, not hardware (a DGX is ~5e5 USD).
constexpr double kMaxAmount = 1e9;

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

Error failure(const QString &message)
{
    return makeError(message.toStdString());
}

// What a file at the catalogue's path turned out to be.
struct Verdict
{
    enum class Kind { Valid, Invalid, Unreadable };
    Kind kind = Kind::Valid;
    int version = 0;
    QString reason;
};

Verdict inspect(const QString &path, bool recovering);

// A journal beside a file of ours is an interrupted write that SQLite rolls
// back (its crash recovery) before the file can be read. That recovery writes,
// so it first runs on a copy of the pair: only a file found valid there is
// then recovered in place; a bad one is set aside as it was.
Verdict inspectWithJournal(const QString &path)
{
    using Kind = Verdict::Kind;
    QTemporaryFile scratch(path + QStringLiteral(".check-XXXXXX"));
    if (!scratch.open())
        return {Kind::Unreadable, 0, scratch.errorString()};
    const QString copy = scratch.fileName();
    scratch.close();
    const QString journal = QStringLiteral("-journal");
    const auto removeCopies = [&copy, &journal]() {
        QFile::remove(copy);
        QFile::remove(copy + journal);
    };
    QFile::remove(copy);
    if (!QFile::copy(path, copy) || !QFile::copy(path + journal, copy + journal)) {
        removeCopies();
        return {Kind::Unreadable, 0, Catalogue::tr("cannot copy it and its journal to check them")};
    }
    Verdict verdict = inspect(copy, true);
    removeCopies();
    if (verdict.kind != Kind::Valid)
        return verdict;

    QString error;
    auto connection = Connection::open(path, Connection::Mode::ReadWrite, &error);
    QSqlQuery read(connection ? connection->db() : QSqlDatabase());
    if (!connection || !read.exec(QString::fromLatin1(sql::kUserVersion)))
        return {Kind::Unreadable, verdict.version, connection ? errorText(read) : error};
    qCInfo(lcDatabase) << "rolled back an interrupted write in" << path;
    return verdict;
}

// Judges `path` without changing it: the header is read as bytes, SQLite's
// own check runs on a read-only connection (read-write only when
// `recovering` a scratch copy with its journal).
Verdict inspect(const QString &path, bool recovering)
{
    using Kind = Verdict::Kind;
    sqlitefile::Header header;
    QString error;
    switch (sqlitefile::readHeader(path, header, &error)) {
    case sqlitefile::HeaderStatus::Unreadable:
        return {Kind::Unreadable, 0, error};
    case sqlitefile::HeaderStatus::Empty:
        return {Kind::Invalid, 0, Catalogue::tr("the file is empty")};
    case sqlitefile::HeaderStatus::NotSqlite:
        return {Kind::Invalid, 0, Catalogue::tr("it is not an SQLite database")};
    case sqlitefile::HeaderStatus::Ok:
        break;
    }
    if (header.applicationId != Catalogue::kApplicationId) {
        return {Kind::Invalid, 0,
                Catalogue::tr("it is an SQLite database of another program (application id %1)")
                    .arg(header.applicationId)};
    }
    // A hot journal means the header may show a write that never committed
    // (even a half-done migration's version): judge the file after SQLite
    // has rolled the journal back, not before.
    const bool hotJournal = QFileInfo::exists(path + QStringLiteral("-journal"));
    if (hotJournal && !recovering)
        return inspectWithJournal(path);
    if (!hotJournal) {
        if (header.userVersion < 1)
            return {Kind::Invalid, header.userVersion, Catalogue::tr("it has no schema version")};
        const std::int64_t expected = header.pageCount * header.pageSize;
        if (header.pageCount > 0 && header.fileSize < expected) {
            return {Kind::Invalid, header.userVersion,
                    Catalogue::tr("it is truncated (%1 bytes of %2)")
                        .arg(header.fileSize)
                        .arg(expected)};
        }
    }

    auto connection = Connection::open(
        path, hotJournal ? Connection::Mode::ReadWrite : Connection::Mode::ReadOnly, &error);
    if (!connection)
        return {Kind::Unreadable, header.userVersion, error};
    int version = header.userVersion;

    // Damage shows either as rows of findings or as an SQLITE_CORRUPT (11) or
    // SQLITE_NOTADB (26) error; anything else (a lock, an I/O error) says
    // nothing about the file and must not get it moved aside.
    const auto damaged = [](const QSqlQuery &query) {
        const int code = query.lastError().nativeErrorCode().toInt() & 0xff;
        return code == 11 || code == 26;
    };
    QSqlQuery check(connection->db());
    if (!check.exec(QString::fromLatin1(sql::kQuickCheck))) {
        return {damaged(check) ? Kind::Invalid : Kind::Unreadable, version,
                Catalogue::tr("SQLite cannot read it: %1").arg(errorText(check))};
    }
    if (!check.next() || check.value(0).toString() != QLatin1String("ok")) {
        const QString finding
            = check.isValid() ? check.value(0).toString().simplified() : errorText(check);
        return {Kind::Invalid, version,
                Catalogue::tr("SQLite's integrity check failed: %1").arg(finding)};
    }
    check.finish();

    QSqlQuery pragma(connection->db());
    if (pragma.exec(QString::fromLatin1(sql::kUserVersion)) && pragma.next())
        version = pragma.value(0).toInt();
    pragma.finish();
    if (version < 1)
        return {Kind::Invalid, version, Catalogue::tr("it has no schema version")};

    QSqlQuery names(connection->db());
    if (!names.exec(QString::fromLatin1(sql::kTableNames))) {
        return {damaged(names) ? Kind::Invalid : Kind::Unreadable, version, errorText(names)};
    }
    QSet<QString> present;
    while (names.next())
        present.insert(names.value(0).toString());
    for (const QString &table : schema::tables(std::min(version, Catalogue::kSchemaVersion))) {
        if (!present.contains(table))
            return {Kind::Invalid, version, Catalogue::tr("its table %1 is missing").arg(table)};
    }
    return {Kind::Valid, version, {}};
}

// Renames the companion files (-journal, -wal, -shm) of `from` to those of
// `to`, so that a journal never meets a database it does not belong to.
bool moveSidecars(const QString &from, const QString &to, QString *error)
{
    for (const QString &suffix : sqlitefile::sidecarSuffixes()) {
        if (!QFileInfo::exists(from + suffix))
            continue;
        if (!QFile::rename(from + suffix, to + suffix)) {
            *error = Catalogue::tr("cannot move %1 to %2").arg(from + suffix, to + suffix);
            return false;
        }
    }
    return true;
}

// Moves a file that is not a valid catalogue aside, unchanged, under a
// timestamped name that no existing file has.
Result<QString> setAside(const QString &path)
{
    const QString target
        = sqlitefile::unusedName(path + QStringLiteral(".corrupt-") + sqlitefile::timestamp());
    if (!QFile::rename(path, target))
        return failure(Catalogue::tr("cannot move it to %1").arg(target));
    QString error;
    if (!moveSidecars(path, target, &error))
        return failure(error);
    return target;
}

// Inserts `records` with one statement prepared once; errors name the row.
template<typename Records, typename Bind>
Status insertEach(QSqlDatabase &db, const char *statement, const Records &records,
                  const QString &table, Bind bind)
{
    QSqlQuery query(db);
    if (!query.prepare(QString::fromUtf8(statement)))
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
        status = insertLlmData(db, data);
    return status;
}

// Builds a complete catalogue from the bundled data in a temporary file of
// the same folder and renames it into place: a failure leaves no file behind.
Status createFromBundled(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    const auto data = readBundledData();
    if (!data)
        return data.error();

    const QFileInfo info(path);
    QTemporaryFile temporary(info.absolutePath() + QLatin1Char('/') + info.fileName()
                             + QStringLiteral(".new-XXXXXX"));
    temporary.setAutoRemove(false);
    if (!temporary.open()) {
        return failure(
            Catalogue::tr("cannot create a file in %1: %2")
                .arg(QDir::toNativeSeparators(info.absolutePath()), temporary.errorString()));
    }
    const QString building = temporary.fileName();
    temporary.close();
    const auto discard = [&building]() {
        QFile::remove(building);
        for (const QString &suffix : sqlitefile::sidecarSuffixes())
            QFile::remove(building + suffix);
    };

    {
        QString error;
        auto connection = Connection::open(building, Connection::Mode::ReadWrite, &error);
        if (!connection) {
            discard();
            return failure(Catalogue::tr("cannot create %1: %2").arg(building, error));
        }
        Transaction transaction(*connection);
        if (!transaction.begin(Transaction::Kind::Write, &error)) {
            connection.reset();
            discard();
            return failure(Catalogue::tr("cannot create %1: %2").arg(building, error));
        }
        error = schema::apply(connection->db(), 0, Catalogue::kSchemaVersion);
        Status filled = error.isEmpty() ? insertAll(connection->db(), *data) : failure(error);
        if (filled && !transaction.commit(&error))
            filled = failure(error);
        if (!filled) {
            transaction.rollback();
            connection.reset();
            discard();
            return failure(
                Catalogue::tr("cannot create the catalogue: %1").arg(qs(filled.message())));
        }
    }

    // A journal left by a deleted catalogue would be rolled back into the new
    // one: move any such leftover out of the way first.
    QString error;
    if (!moveSidecars(path, path + QStringLiteral(".stale-") + sqlitefile::timestamp(), &error)
        || !QFile::rename(building, path)) {
        discard();
        return failure(Catalogue::tr("cannot move the new catalogue into place at %1%2")
                           .arg(path, error.isEmpty() ? QString() : QStringLiteral(": ") + error));
    }
    qCInfo(lcDatabase) << "created" << path << "from the bundled data in" << timer.elapsed()
                       << "ms:" << data->devices.size() << "devices," << data->priceQuotes.size()
                       << "quotes," << data->benchmarks.size() << "benchmarks,"
                       << data->scaling.size() << "scaling rows";
    return Ok {};
}

// Brings an older catalogue up to date, one transaction per schema step.
Status migrate(Connection &connection, int fromVersion)
{
    for (const schema::Step &step : schema::steps()) {
        if (step.version <= fromVersion)
            continue;
        QString error;
        Transaction transaction(connection);
        if (!transaction.begin(Transaction::Kind::Write, &error))
            return failure(error);
        error = schema::apply(connection.db(), step.version - 1, step.version);
        if (error.isEmpty() && step.version == schema::kLlmSchemaVersion) {
            // The new tables start with the bundled models and measurements.
            const auto bundled = readBundledData();
            Status filled = bundled ? insertLlmData(connection.db(), *bundled) : bundled.error();
            if (!filled)
                error = qs(filled.message());
        }
        if (error.isEmpty()) {
            QSqlQuery check(connection.db());
            if (!check.exec(QString::fromLatin1(sql::kForeignKeyCheck)))
                error = errorText(check);
            else if (check.next())
                error = Catalogue::tr("a row of %1 refers to a missing row of %2")
                            .arg(check.value(0).toString(), check.value(2).toString());
        }
        if (error.isEmpty() && !transaction.commit(&error))
            return failure(error);
        if (!error.isEmpty()) {
            transaction.rollback();
            return failure(error);
        }
        qCInfo(lcDatabase) << "migrated" << connection.db().databaseName() << "to schema"
                           << step.version;
    }
    return Ok {};
}

bool isValidSlug(const std::string &id)
{
    static const QRegularExpression slug(QStringLiteral("^[a-z0-9-]+$"));
    return slug.match(qs(id)).hasMatch();
}

bool isValidDate(const PartialDate &date)
{
    const auto parsed = PartialDate::parse(date.toString());
    return parsed && *parsed == date;
}

// Checks what needs no database: the id, the name and every number.
Status validateDevice(const Device &d)
{
    if (!isValidSlug(d.id)) {
        return failure(Catalogue::tr("the id '%1' must be lower-case letters, digits and '-' only")
                           .arg(qs(d.id)));
    }
    if (qs(d.name).trimmed().isEmpty())
        return failure(Catalogue::tr("the name is empty"));
    if (qs(d.vendor).trimmed().isEmpty())
        return failure(Catalogue::tr("the vendor is empty"));
    if (d.releaseYear && (*d.releaseYear < 1990 || *d.releaseYear > 2999)) {
        return failure(Catalogue::tr("the release year must be between 1990 and 2999, got %1")
                           .arg(*d.releaseYear));
    }
    if (d.releaseDate && !isValidDate(*d.releaseDate))
        return failure(Catalogue::tr("the release date is not a valid date"));
    const std::pair<const char *, const std::optional<double> &> numbers[] = {
        {"memory_gb", d.memoryGb},
        {"memory_bandwidth_gbs", d.memoryBandwidthGbs},
        {"fp32_tflops", d.fp32Tflops},
        {"fp16_tflops_nontensor", d.fp16TflopsNonTensor},
        {"tensor_fp16_tflops_dense", d.tensorFp16TflopsDense},
        {"int8_tops_dense", d.int8TopsDense},
        {"l2_cache_mb", d.l2CacheMb},
        {"tdp_w", d.tdpW},
        {"pcie_gen", d.pcieGen},
        {"launch_msrp_usd", d.launchMsrpUsd},
        {"typical_used_price_usd", d.typicalUsedPriceUsd},
        {"board_slots", d.boardSlots},
        {"length_mm", d.lengthMm},
        {"psu_recommended_w", d.psuRecommendedW},
    };
    for (const auto &[column, value] : numbers) {
        if (value && !(std::isfinite(*value) && *value >= 0.0)) {
            return failure(Catalogue::tr("%1 must be a finite number of at least 0, got %2")
                               .arg(QLatin1String(column), number(*value)));
        }
    }
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

// OpenReport -----------------------------------------------------------------

QString OpenReport::message() const
{
    const QString file = QDir::toNativeSeparators(path);
    switch (outcome) {
    case Outcome::Opened:
        return {};
    case Outcome::Created:
        return Catalogue::tr("Created a new catalogue from the bundled data at %1.").arg(file);
    case Outcome::Migrated:
        return Catalogue::tr("Updated the catalogue at %1 from schema version %2 to %3; the "
                             "previous file is kept at %4.")
            .arg(file, QString::number(fileVersion), QString::number(schemaVersion),
                 QDir::toNativeSeparators(backupPath));
    case Outcome::ReadOnlyNewer:
        return Catalogue::tr("The catalogue at %1 was written by a newer version of GPU Advisor "
                             "(schema version %2; this version knows %3). It is open read-only: "
                             "changes cannot be saved.")
            .arg(file, QString::number(fileVersion), QString::number(schemaVersion));
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
    std::unique_ptr<Connection> connection;
    bool readOnly = false;
    int fileVersion = 0;

    [[nodiscard]] QString readOnlyReason() const
    {
        if (!readOnly)
            return {};
        return Catalogue::tr("the catalogue is read-only because a newer version of GPU Advisor "
                             "wrote it (schema version %1; this version knows %2)")
            .arg(fileVersion)
            .arg(Catalogue::kSchemaVersion);
    }

    // Runs `body` in one write transaction; `action` names the operation in
    // the error ("cannot add the price quote: %1"). On any error nothing changed.
    template<typename T, typename Body> Result<T> write(const QString &action, Body body)
    {
        if (readOnly)
            return failure(action.arg(readOnlyReason()));
        QString error;
        Transaction transaction(*connection);
        if (!transaction.begin(Transaction::Kind::Write, &error))
            return failure(action.arg(error));
        Result<T> result = body();
        if (!result) {
            transaction.rollback();
            return failure(action.arg(qs(result.message())));
        }
        if (!transaction.commit(&error))
            return failure(action.arg(error));
        return result;
    }

    // A query prepared from a constant of sql.h.
    [[nodiscard]] QSqlQuery prepare(const char *statement) const
    {
        QSqlQuery query(connection->db());
        if (!query.prepare(QString::fromUtf8(statement)))
            qCWarning(lcDatabase) << "cannot prepare" << statement << ":" << errorText(query);
        return query;
    }

    // Whether `statement` (a SELECT 1 ... WHERE <key> = :<key>) finds a row.
    [[nodiscard]] Result<bool> exists(const char *statement, const QString &placeholder,
                                      const QVariant &value) const
    {
        QSqlQuery query = prepare(statement);
        query.bindValue(placeholder, value);
        if (!query.exec())
            return failure(errorText(query));
        return query.next();
    }

    template<typename Record, typename Read>
    std::vector<Record> select(QSqlQuery &query, Read read) const
    {
        std::vector<Record> records;
        if (!query.exec()) {
            qCWarning(lcDatabase) << "read failed:" << errorText(query);
            return records;
        }
        while (query.next())
            records.push_back(read(query));
        return records;
    }

    template<typename Record, typename Read>
    std::vector<Record> select(const char *statement, Read read) const
    {
        QSqlQuery query = prepare(statement);
        return select<Record>(query, read);
    }

    std::optional<Device> deviceFrom(const char *statement, const QString &id) const
    {
        QSqlQuery query = prepare(statement);
        query.bindValue(QStringLiteral(":id"), id);
        if (!query.exec()) {
            qCWarning(lcDatabase) << "read failed:" << errorText(query);
            return std::nullopt;
        }
        if (!query.next())
            return std::nullopt;
        return rows::readDevice(query);
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

    // Everything a stored quote must satisfy, checked inside the transaction.
    [[nodiscard]] Status validateQuote(const PriceQuote &quote) const
    {
        if (Status status = checkDeviceExists(quote.deviceId); !status)
            return status;
        if (!std::isfinite(quote.amount)) {
            return failure(Catalogue::tr("the amount must be a finite number, got %1")
                               .arg(number(quote.amount)));
        }
        if (quote.amount <= 0.0) {
            return failure(Catalogue::tr("the amount must be greater than 0, got %1")
                               .arg(number(quote.amount)));
        }
        if (quote.amount >= kMaxAmount) {
            return failure(Catalogue::tr("the amount must be less than %1, got %2")
                               .arg(number(kMaxAmount), number(quote.amount)));
        }
        const auto known
            = exists(sql::kExchangeRateExists, QStringLiteral(":currency"), qs(quote.currency));
        if (!known)
            return known.error();
        if (!*known) {
            QSqlQuery query = prepare(sql::kKnownCurrencies);
            QStringList currencies;
            if (query.exec()) {
                while (query.next())
                    currencies << query.value(0).toString();
            }
            return failure(Catalogue::tr("the currency '%1' has no exchange rate (known: %2)")
                               .arg(qs(quote.currency), currencies.join(QStringLiteral(", "))));
        }
        if (!isValidDate(quote.observed))
            return failure(Catalogue::tr("the observed date is missing or not a valid date"));
        return Ok {};
    }

    [[nodiscard]] Result<std::int64_t> insertQuote(const PriceQuote &quote) const
    {
        QSqlQuery query = prepare(sql::kInsertPriceQuote);
        rows::bindPriceQuote(query, quote);
        if (!query.exec())
            return failure(errorText(query));
        return query.lastInsertId().toLongLong();
    }

    [[nodiscard]] Status execDevice(const char *statement, const Device &device,
                                    Origin origin) const
    {
        QSqlQuery query = prepare(statement);
        rows::bindDevice(query, device);
        rows::bindOrigin(query, origin);
        if (!query.exec())
            return failure(errorText(query));
        return Ok {};
    }
};

// Opening -------------------------------------------------------------------------

QString Catalogue::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!folder.isEmpty() && !QDir().mkpath(folder))
        qCWarning(lcDatabase) << "cannot create the data folder" << folder;
    return folder + QStringLiteral("/catalogue.sqlite");
}

Result<std::unique_ptr<Catalogue>> Catalogue::open(const QString &path, OpenReport *reportOut)
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

    const QFileInfo info(path);
    const QString file = info.absoluteFilePath();
    report.path = file;
    const QString shown = QDir::toNativeSeparators(file);
    if (info.isDir())
        return finish(failure(tr("%1 is a folder, not a catalogue file").arg(shown)));
    if (!QDir().mkpath(info.absolutePath())) {
        return finish(failure(tr("cannot create the folder %1 for the catalogue")
                                  .arg(QDir::toNativeSeparators(info.absolutePath()))));
    }

    bool readOnly = false;
    int migrateFrom = 0;
    if (!QFileInfo::exists(file)) {
        if (Status created = createFromBundled(file); !created)
            return finish(created.error());
        report.outcome = OpenReport::Outcome::Created;
        report.fileVersion = kSchemaVersion;
    } else {
        const Verdict verdict = inspect(file, false);
        report.fileVersion = verdict.version;
        switch (verdict.kind) {
        case Verdict::Kind::Unreadable:
            return finish(
                failure(tr("cannot read the catalogue %1: %2").arg(shown, verdict.reason)));
        case Verdict::Kind::Invalid: {
            qCWarning(lcDatabase) << file << "is not a valid catalogue:" << verdict.reason;
            report.reason = verdict.reason;
            const auto moved = setAside(file);
            if (!moved) {
                return finish(
                    failure(tr("%1 is not a valid catalogue (%2) and cannot be set aside: %3")
                                .arg(shown, verdict.reason, qs(moved.message()))));
            }
            report.setAsidePath = *moved;
            qCWarning(lcDatabase) << "moved it to" << *moved;
            if (Status created = createFromBundled(file); !created)
                return finish(created.error());
            report.outcome = OpenReport::Outcome::SetAsideAndCreated;
            break;
        }
        case Verdict::Kind::Valid:
            if (verdict.version > kSchemaVersion) {
                readOnly = true;
                report.outcome = OpenReport::Outcome::ReadOnlyNewer;
            } else if (verdict.version < kSchemaVersion) {
                migrateFrom = verdict.version;
            }
            break;
        }
    }

    if (migrateFrom > 0) {
        // The copy is taken while no connection is open, so it is the whole,
        // settled file; QFile::copy never overwrites, and the name is unused.
        const QString backup = sqlitefile::unusedName(
            file + QStringLiteral(".v%1-backup-").arg(migrateFrom) + sqlitefile::timestamp());
        if (!QFile::copy(file, backup)) {
            return finish(failure(tr("cannot copy the catalogue %1 to %2 before updating it")
                                      .arg(shown, QDir::toNativeSeparators(backup))));
        }
        report.backupPath = backup;
    }

    QString error;
    auto connection = Connection::open(
        file, readOnly ? Connection::Mode::ReadOnly : Connection::Mode::ReadWrite, &error);
    if (!connection)
        return finish(failure(tr("cannot open the catalogue %1: %2").arg(shown, error)));

    if (migrateFrom > 0) {
        if (Status migrated = migrate(*connection, migrateFrom); !migrated) {
            return finish(failure(
                tr("cannot update the catalogue %1 from schema version %2 to %3 "
                   "(the file is unchanged; a copy is at %4): %5")
                    .arg(shown, QString::number(migrateFrom), QString::number(kSchemaVersion),
                         QDir::toNativeSeparators(report.backupPath), qs(migrated.message()))));
        }
        report.outcome = OpenReport::Outcome::Migrated;
    }

    auto d = std::make_unique<Private>();
    d->path = file;
    d->connection = std::move(connection);
    d->readOnly = readOnly;
    d->fileVersion = readOnly ? report.fileVersion : kSchemaVersion;
    qCDebug(lcDatabase) << "opened" << file << (readOnly ? "read-only" : "read-write");
    return finish(std::unique_ptr<Catalogue>(new Catalogue(std::move(d))));
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
    return dumpConnection(*d->connection);
}

// Reads ------------------------------------------------------------------------------

DataSet Catalogue::load() const
{
    DataSet data;
    QString error;
    Transaction transaction(*d->connection);
    // One snapshot: no other connection's write can land between two tables.
    const bool snapshot = transaction.begin(Transaction::Kind::Read, &error);
    if (!snapshot)
        qCWarning(lcDatabase) << "cannot begin a read:" << error;
    data.devices = devices();
    data.cloudOffers = cloudOffers();
    data.priceQuotes = priceQuotes();
    data.benchmarks = benchmarks();
    data.scaling = scaling();
    data.exchangeRates = exchangeRates();
    data.specSupplements = specSupplements();
    data.llmModels = llmModels();
    data.llmBenchmarks = llmBenchmarks();
    if (snapshot && !transaction.commit(&error))
        qCWarning(lcDatabase) << "cannot end a read:" << error;
    return data;
}

std::vector<Device> Catalogue::devices() const
{
    return d->select<Device>(sql::kSelectDevices, rows::readDevice);
}

std::optional<Device> Catalogue::device(const QString &id) const
{
    return d->deviceFrom(sql::kSelectDevice, id);
}

std::vector<CloudOffer> Catalogue::cloudOffers() const
{
    return d->select<CloudOffer>(sql::kSelectCloudOffers, rows::readCloudOffer);
}

std::vector<PriceQuote> Catalogue::priceQuotes() const
{
    return d->select<PriceQuote>(sql::kSelectPriceQuotes, rows::readPriceQuote);
}

std::vector<PriceQuote> Catalogue::priceQuotes(const QString &deviceId) const
{
    QSqlQuery query = d->prepare(sql::kSelectPriceQuotesOfDevice);
    query.bindValue(QStringLiteral(":device_id"), deviceId);
    return d->select<PriceQuote>(query, rows::readPriceQuote);
}

std::vector<Benchmark> Catalogue::benchmarks() const
{
    return d->select<Benchmark>(sql::kSelectBenchmarks, rows::readBenchmark);
}

std::vector<ScalingRow> Catalogue::scaling() const
{
    return d->select<ScalingRow>(sql::kSelectScaling, rows::readScaling);
}

std::vector<ExchangeRate> Catalogue::exchangeRates() const
{
    return d->select<ExchangeRate>(sql::kSelectExchangeRates, rows::readExchangeRate);
}

std::vector<SpecSupplement> Catalogue::specSupplements() const
{
    return d->select<SpecSupplement>(sql::kSelectSpecSupplements, rows::readSpecSupplement);
}

std::optional<Device> Catalogue::bundledDevice(const QString &id) const
{
    return d->deviceFrom(sql::kSelectBundledDevice, id);
}

std::vector<LlmModel> Catalogue::llmModels() const
{
    return d->select<LlmModel>(sql::kSelectLlmModels, rows::readLlmModel);
}

std::vector<LlmBenchmark> Catalogue::llmBenchmarks() const
{
    return d->select<LlmBenchmark>(sql::kSelectLlmBenchmarks, rows::readLlmBenchmark);
}

// Writes ----------------------------------------------------------------------------

Result<std::int64_t> Catalogue::addPriceQuote(const PriceQuote &quote)
{
    return d->write<std::int64_t>(tr("cannot add the price quote: %1"),
                                  [&]() -> Result<std::int64_t> {
                                      if (Status valid = d->validateQuote(quote); !valid)
                                          return valid.error();
                                      PriceQuote fresh = quote;
                                      fresh.id = 0; // a new row: SQLite assigns the id
                                      return d->insertQuote(fresh);
                                  });
}

Status Catalogue::removePriceQuote(std::int64_t quoteId)
{
    return d->write<Ok>(tr("cannot remove the price quote: %1"), [&]() -> Status {
        QSqlQuery query = d->prepare(sql::kDeletePriceQuote);
        query.bindValue(QStringLiteral(":id"), static_cast<qlonglong>(quoteId));
        if (!query.exec())
            return failure(errorText(query));
        if (query.numRowsAffected() == 0)
            return failure(tr("there is no price quote with id %1").arg(quoteId));
        return Ok {};
    });
}

Status Catalogue::restorePriceQuote(const PriceQuote &quote)
{
    return d->write<Ok>(tr("cannot restore the price quote: %1"), [&]() -> Status {
        if (quote.id <= 0)
            return failure(tr("the quote to restore has no id"));
        const auto taken = d->exists(sql::kPriceQuoteExists, QStringLiteral(":id"),
                                     static_cast<qlonglong>(quote.id));
        if (!taken)
            return taken.error();
        if (*taken)
            return failure(tr("a price quote with id %1 already exists").arg(quote.id));
        if (Status valid = d->validateQuote(quote); !valid)
            return valid;
        if (auto id = d->insertQuote(quote); !id)
            return id.error();
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
        return d->execDevice(sql::kUpdateDevice, device, origin);
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
            return failure(errorText(query));
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
        return d->execDevice(sql::kUpdateDevice, *shipped, Origin::Bundled);
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
            return failure(errorText(query));
        return Ok {};
    });
}

Status Catalogue::removeLlmModel(const QString &id)
{
    return d->write<Ok>(tr("cannot remove the model: %1"), [&]() -> Status {
        QSqlQuery origin = d->prepare(sql::kLlmModelOrigin);
        origin.bindValue(QStringLiteral(":id"), id);
        if (!origin.exec())
            return failure(errorText(origin));
        if (!origin.next())
            return failure(tr("there is no model '%1'").arg(id));
        if (origin.value(0).toString() != QLatin1String("user"))
            return failure(tr("'%1' is a bundled model; only the user's own models can be removed")
                               .arg(id));
        origin.finish();
        QSqlQuery query = d->prepare(sql::kDeleteLlmModel);
        query.bindValue(QStringLiteral(":id"), id);
        if (!query.exec())
            return failure(errorText(query));
        return Ok {};
    });
}

Status Catalogue::setExchangeRate(const ExchangeRate &rate)
{
    return d->write<Ok>(tr("cannot set the exchange rate: %1"), [&]() -> Status {
        static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
        if (!code.match(qs(rate.currency)).hasMatch()) {
            return failure(
                tr("the currency code '%1' must be three capital letters").arg(qs(rate.currency)));
        }
        if (!std::isfinite(rate.perUsd) || rate.perUsd <= 0.0 || rate.perUsd >= kMaxAmount) {
            return failure(tr("the rate must be a finite number greater than 0, got %1")
                               .arg(number(rate.perUsd)));
        }
        if (rate.currency == "USD" && rate.perUsd != 1.0)
            return failure(tr("USD is the base currency: its rate is always 1"));
        if (!rate.asOf.empty() && !PartialDate::parse(rate.asOf)) {
            return failure(
                tr("the date '%1' is not YYYY, YYYY-MM or YYYY-MM-DD").arg(qs(rate.asOf)));
        }
        QSqlQuery query = d->prepare(sql::kUpsertExchangeRate);
        rows::bindExchangeRate(query, rate);
        if (!query.exec())
            return failure(errorText(query));
        return Ok {};
    });
}

QString Catalogue::setting(const QString &key, const QString &fallback) const
{
    QSqlQuery query = d->prepare(sql::kSelectSetting);
    query.bindValue(QStringLiteral(":key"), key);
    if (!query.exec()) {
        qCWarning(lcDatabase) << "cannot read the setting" << key << ":" << errorText(query);
        return fallback;
    }
    return query.next() ? query.value(0).toString() : fallback;
}

EngineSettingsRead Catalogue::engineSettings() const
{
    SettingRows rows;
    QSqlQuery query = d->prepare(sql::kSelectEngineSettings);
    query.setForwardOnly(true);
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
            if (!query.exec())
                return failure(errorText(query));
        }
        return Ok {};
    });
}

Status Catalogue::setSetting(const QString &key, const QString &value)
{
    return d->write<Ok>(tr("cannot save the setting: %1"), [&]() -> Status {
        if (key.trimmed().isEmpty())
            return failure(tr("the setting name is empty"));
        QSqlQuery query = d->prepare(sql::kUpsertSetting);
        query.bindValue(QStringLiteral(":key"), key);
        // Bound as text even when empty: the column is NOT NULL.
        query.bindValue(QStringLiteral(":value"),
                        value.isNull() ? QString(QLatin1String("")) : value);
        if (!query.exec())
            return failure(errorText(query));
        return Ok {};
    });
}

} // namespace gpa::db
