#include "rows.h"

#include "core/validation.h"

#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace gpa::db::rows {

namespace {

// Values to bind ---------------------------------------------------------------
QVariant text(const std::string &value) // optional text: empty is NULL
{
    return value.empty() ? QVariant() : QVariant(QString::fromStdString(value));
}

QVariant requiredText(const std::string &value) // NOT NULL column: '' stays ''
{
    return QString::fromStdString(value);
}

QVariant requiredText(std::string_view value)
{
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

QVariant number(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QVariant number(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant();
}

// Values read, by position in the row (the SELECTs of sql.h list their
// columns in the order the readers below take them) ----------------------------

// Text longer than any entry path accepts can only come from a file written
// by other means: it is shortened for display (the file keeps it), so that a
// megabyte of "name" never reaches a table cell.
std::string text(const QSqlQuery &query, int column, qsizetype limit)
{
    const QVariant value = query.value(column);
    if (value.isNull())
        return {};
    QString string = value.toString();
    if (string.size() > limit) {
        string.truncate(limit - 1);
        string += QChar(0x2026); // …
    }
    return string.toStdString();
}

// The same readings for a row that is not a QSqlQuery: the Qt SQL row below,
// and a statement stepped through SQLite's own API (bulk reads, see
// sqliteread.h), which hands over UTF-8 without a UTF-16 round trip.
class QtRow
{
public:
    explicit QtRow(const QSqlQuery &query) : m_query(query) {}
    [[nodiscard]] bool isNull(int column) const { return m_query.value(column).isNull(); }
    [[nodiscard]] double real(int column) const { return m_query.value(column).toDouble(); }
    [[nodiscard]] std::int64_t integer(int column) const { return m_query.value(column).toLongLong(); }
    [[nodiscard]] int whole(int column) const { return m_query.value(column).toInt(); }
    [[nodiscard]] std::string text(int column, qsizetype limit) const
    {
        return rows::text(m_query, column, limit);
    }
    // A keyword, a code or a date that is only parsed (SqliteRow::token()).
    [[nodiscard]] std::string token(int column) const
    {
        return rows::text(m_query, column, static_cast<qsizetype>(kMaxNameLength));
    }

private:
    const QSqlQuery &m_query;
};

// No byte with its high bit set, eight bytes at a time (a catalogue's text
// is mostly plain ASCII, much of it long sources and notes).
bool isAscii(const char *bytes, std::size_t size)
{
    std::uint64_t high = 0;
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes + i, sizeof word);
        high |= word;
    }
    for (; i < size; ++i)
        high |= static_cast<unsigned char>(bytes[i]);
    return (high & 0x8080808080808080ULL) == 0;
}

class SqliteRow
{
public:
    explicit SqliteRow(sqlite3_stmt *statement) : m_statement(statement) {}
    [[nodiscard]] bool isNull(int column) const
    {
        return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
    }
    [[nodiscard]] double real(int column) const { return sqlite3_column_double(m_statement, column); }
    [[nodiscard]] std::int64_t integer(int column) const
    {
        return sqlite3_column_int64(m_statement, column);
    }
    [[nodiscard]] int whole(int column) const
    {
        // As QVariant::toInt(): a value beyond int is 0, not wrapped.
        const std::int64_t value = sqlite3_column_int64(m_statement, column);
        return value >= INT_MIN && value <= INT_MAX ? static_cast<int>(value) : 0;
    }
    [[nodiscard]] std::string text(int column, qsizetype limit) const
    {
        // NULL gives no bytes (sqlite3_column_text()).
        const auto *bytes = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
        const int size = sqlite3_column_bytes(m_statement, column);
        if (!bytes || size <= 0)
            return {};
        // Plain ASCII within the limit is taken as it is (a character is a
        // byte); anything else goes the way Qt SQL takes it: decoded (an
        // invalid sequence becomes U+FFFD) and shortened by characters.
        if (size <= limit && isAscii(bytes, static_cast<std::size_t>(size)))
            return std::string(bytes, static_cast<std::size_t>(size));
        QString string = QString::fromUtf8(bytes, size);
        if (string.size() > limit) {
            string.truncate(limit - 1);
            string += QChar(0x2026); // …
        }
        return string.toStdString();
    }
    // A keyword, a code or a date, only parsed: its bytes as stored, valid
    // until the next step. Parsed the same as text() would give them: what
    // is not plain ASCII, or is longer than a name, parses as nothing either
    // way.
    [[nodiscard]] std::string_view token(int column) const
    {
        const auto *bytes
            = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
        const int size = sqlite3_column_bytes(m_statement, column);
        if (!bytes || size <= 0)
            return {};
        return {bytes, static_cast<std::size_t>(size)};
    }

private:
    sqlite3_stmt *m_statement;
};

template<typename Row>
std::string name(const Row &row, int column)
{
    return row.text(column, static_cast<qsizetype>(kMaxNameLength));
}

template<typename Row>
std::string block(const Row &row, int column)
{
    return row.text(column, static_cast<qsizetype>(kMaxTextLength));
}

template<typename Row>
std::optional<double> optionalDouble(const Row &row, int column)
{
    return row.isNull(column) ? std::nullopt : std::optional<double>(row.real(column));
}

template<typename Row>
std::optional<int> optionalInt(const Row &row, int column)
{
    return row.isNull(column) ? std::nullopt : std::optional<int>(row.whole(column));
}

template<typename Row>
Origin origin(const Row &row, int column)
{
    return parseOrigin(row.token(column)).value_or(Origin::Bundled);
}

template<typename Row>
double requiredDouble(const Row &row, int column)
{
    return row.real(column);
}

template<typename Row>
int requiredInt(const Row &row, int column)
{
    return row.whole(column);
}

template<typename Row>
std::int64_t rowId(const Row &row, int column)
{
    return row.integer(column);
}

// The schema's CHECK constraints keep enumerations valid; the fallbacks only
// guard against a file written by other means.
template<typename Row>
Workload workload(const Row &row, int column)
{
    return parseWorkload(name(row, column)).value_or(Workload::Cnn);
}

template<typename Row>
Precision precision(const Row &row, int column)
{
    return parsePrecision(name(row, column)).value_or(Precision::Fp32);
}

template<typename Row>
Device deviceFrom(const Row &q)
{
    Device d;
    d.id = name(q, 0);
    d.name = name(q, 1);
    d.vendor = name(q, 2);
    d.kind = parseDeviceKind(name(q, 3)).value_or(DeviceKind::Gpu);
    d.segment = parseSegment(name(q, 4)).value_or(Segment::Consumer);
    d.architecture = name(q, 5);
    d.releaseYear = optionalInt(q, 6);
    if (const std::string date = name(q, 7); !date.empty())
        d.releaseDate = PartialDate::parse(date);
    d.memoryGb = optionalDouble(q, 8);
    d.memoryType = name(q, 9);
    d.memoryBandwidthGbs = optionalDouble(q, 10);
    d.fp32Tflops = optionalDouble(q, 11);
    d.fp16TflopsNonTensor = optionalDouble(q, 12);
    d.tensorFp16TflopsDense = optionalDouble(q, 13);
    d.int8TopsDense = optionalDouble(q, 14);
    if (const auto tc = optionalInt(q, 15))
        d.tensorCores = *tc != 0;
    d.l2CacheMb = optionalDouble(q, 16);
    d.tdpW = optionalDouble(q, 17);
    d.pcieGen = optionalDouble(q, 18);
    d.interconnect = name(q, 19);
    d.launchMsrpUsd = optionalDouble(q, 20);
    d.typicalUsedPriceUsd = optionalDouble(q, 21);
    d.cooling = name(q, 22);
    d.source = block(q, 23);
    d.notes = block(q, 24);
    d.boardSlots = optionalDouble(q, 25);
    d.lengthMm = optionalDouble(q, 26);
    d.psuRecommendedW = optionalDouble(q, 27);
    // The schema's CHECK constraints keep both enumerations valid.
    d.formFactor = parseFormFactor(name(q, 28)).value_or(FormFactor::Unknown);
    d.powerConnectors = name(q, 29);
    d.computeCapability = name(q, 30);
    d.rocmSupport = parseRocmSupport(name(q, 31)).value_or(RocmSupport::Unknown);
    d.lastSupportedRelease = name(q, 32);
    d.platformSource = block(q, 33);
    d.platformNotes = block(q, 34);
    d.origin = origin(q, 35);
    d.rowVersion = q.integer(36);
    return d;
}

template<typename Row>
PriceQuote priceQuoteFrom(const Row &q)
{
    PriceQuote p;
    p.id = q.integer(0);
    p.deviceId = name(q, 1);
    p.amount = q.real(2);
    p.currency = name(q, 3);
    p.kind = parseQuoteKind(q.token(4)).value_or(QuoteKind::RetailNew);
    p.origin = origin(q, 5);
    p.observed = PartialDate::parse(q.token(6)).value_or(PartialDate());
    p.source = block(q, 7);
    p.notes = block(q, 8);
    p.enteredBy = name(q, 9);
    p.enteredAt = name(q, 10);
    return p;
}

} // namespace

void bindDevice(QSqlQuery &q, const Device &d)
{
    q.bindValue(QStringLiteral(":id"), requiredText(d.id));
    q.bindValue(QStringLiteral(":name"), requiredText(d.name));
    q.bindValue(QStringLiteral(":vendor"), requiredText(d.vendor));
    q.bindValue(QStringLiteral(":kind"), requiredText(toString(d.kind)));
    q.bindValue(QStringLiteral(":segment"), requiredText(toString(d.segment)));
    q.bindValue(QStringLiteral(":architecture"), text(d.architecture));
    q.bindValue(QStringLiteral(":release_year"), number(d.releaseYear));
    q.bindValue(QStringLiteral(":release_date"),
                d.releaseDate ? QVariant(QString::fromStdString(d.releaseDate->toString()))
                              : QVariant());
    q.bindValue(QStringLiteral(":memory_gb"), number(d.memoryGb));
    q.bindValue(QStringLiteral(":memory_type"), text(d.memoryType));
    q.bindValue(QStringLiteral(":memory_bandwidth_gbs"), number(d.memoryBandwidthGbs));
    q.bindValue(QStringLiteral(":fp32_tflops"), number(d.fp32Tflops));
    q.bindValue(QStringLiteral(":fp16_tflops_nontensor"), number(d.fp16TflopsNonTensor));
    q.bindValue(QStringLiteral(":tensor_fp16_tflops_dense"), number(d.tensorFp16TflopsDense));
    q.bindValue(QStringLiteral(":int8_tops_dense"), number(d.int8TopsDense));
    q.bindValue(QStringLiteral(":tensor_cores"),
                d.tensorCores ? QVariant(*d.tensorCores ? 1 : 0) : QVariant());
    q.bindValue(QStringLiteral(":l2_cache_mb"), number(d.l2CacheMb));
    q.bindValue(QStringLiteral(":tdp_w"), number(d.tdpW));
    q.bindValue(QStringLiteral(":pcie_gen"), number(d.pcieGen));
    q.bindValue(QStringLiteral(":interconnect"), text(d.interconnect));
    q.bindValue(QStringLiteral(":launch_msrp_usd"), number(d.launchMsrpUsd));
    q.bindValue(QStringLiteral(":typical_used_price_usd"), number(d.typicalUsedPriceUsd));
    q.bindValue(QStringLiteral(":cooling"), text(d.cooling));
    q.bindValue(QStringLiteral(":source"), text(d.source));
    q.bindValue(QStringLiteral(":notes"), text(d.notes));
    q.bindValue(QStringLiteral(":board_slots"), number(d.boardSlots));
    q.bindValue(QStringLiteral(":length_mm"), number(d.lengthMm));
    q.bindValue(QStringLiteral(":psu_recommended_w"), number(d.psuRecommendedW));
    bindPlatform(q, d);
}

void bindPlatform(QSqlQuery &q, const Device &d)
{
    q.bindValue(QStringLiteral(":form_factor"), text(std::string(toString(d.formFactor))));
    q.bindValue(QStringLiteral(":power_connectors"), text(d.powerConnectors));
    q.bindValue(QStringLiteral(":compute_capability"), text(d.computeCapability));
    q.bindValue(QStringLiteral(":rocm_support"), text(std::string(toString(d.rocmSupport))));
    q.bindValue(QStringLiteral(":last_supported_release"), text(d.lastSupportedRelease));
    q.bindValue(QStringLiteral(":platform_source"), text(d.platformSource));
    q.bindValue(QStringLiteral(":platform_notes"), text(d.platformNotes));
}

void bindOrigin(QSqlQuery &q, Origin origin)
{
    q.bindValue(QStringLiteral(":origin"), requiredText(toString(origin)));
}

Device readDevice(const QSqlQuery &query)
{
    return deviceFrom(QtRow(query));
}

Device readDevice(sqlite3_stmt *statement)
{
    return deviceFrom(SqliteRow(statement));
}

void bindCloudOffer(QSqlQuery &q, const CloudOffer &o)
{
    q.bindValue(QStringLiteral(":id"), requiredText(o.id));
    q.bindValue(QStringLiteral(":provider"), requiredText(o.provider));
    q.bindValue(QStringLiteral(":instance"), requiredText(o.instance));
    q.bindValue(QStringLiteral(":accelerator_id"), requiredText(o.acceleratorId));
    q.bindValue(QStringLiteral(":accelerator_count"), o.acceleratorCount);
    q.bindValue(QStringLiteral(":usd_per_hour_on_demand"), number(o.usdPerHourOnDemand));
    q.bindValue(QStringLiteral(":usd_per_hour_spot"), number(o.usdPerHourSpot));
    q.bindValue(QStringLiteral(":region"), text(o.region));
    q.bindValue(QStringLiteral(":price_date"), text(o.priceDate));
    q.bindValue(QStringLiteral(":price_scope"), requiredText(toString(o.priceScope)));
    q.bindValue(QStringLiteral(":source"), text(o.source));
    q.bindValue(QStringLiteral(":notes"), text(o.notes));
    bindOrigin(q, o.origin);
}

namespace {

template<typename Row>
CloudOffer cloudOfferFrom(const Row &q)
{
    CloudOffer o;
    o.id = name(q, 0);
    o.provider = name(q, 1);
    o.instance = name(q, 2);
    o.acceleratorId = name(q, 3);
    o.acceleratorCount = requiredInt(q, 4);
    o.usdPerHourOnDemand = optionalDouble(q, 5);
    o.usdPerHourSpot = optionalDouble(q, 6);
    o.region = name(q, 7);
    o.priceDate = name(q, 8);
    o.priceScope = parsePriceScope(name(q, 9)).value_or(PriceScope::Instance);
    o.source = block(q, 10);
    o.notes = block(q, 11);
    o.origin = origin(q, 12);
    o.rowVersion = q.integer(13);
    return o;
}

} // namespace

CloudOffer readCloudOffer(const QSqlQuery &query)
{
    return cloudOfferFrom(QtRow(query));
}

CloudOffer readCloudOffer(sqlite3_stmt *statement)
{
    return cloudOfferFrom(SqliteRow(statement));
}

void bindPriceQuote(QSqlQuery &q, const PriceQuote &p)
{
    q.bindValue(QStringLiteral(":id"),
                p.id > 0 ? QVariant(static_cast<qlonglong>(p.id)) : QVariant());
    q.bindValue(QStringLiteral(":device_id"), requiredText(p.deviceId));
    q.bindValue(QStringLiteral(":amount"), p.amount);
    q.bindValue(QStringLiteral(":currency"), requiredText(p.currency));
    q.bindValue(QStringLiteral(":kind"), requiredText(toString(p.kind)));
    q.bindValue(QStringLiteral(":origin"),
                requiredText(toString(p.origin == Origin::User ? Origin::User : Origin::Bundled)));
    q.bindValue(QStringLiteral(":observed"), requiredText(p.observed.toString()));
    q.bindValue(QStringLiteral(":source"), text(p.source));
    q.bindValue(QStringLiteral(":notes"), text(p.notes));
    q.bindValue(QStringLiteral(":entered_by"), text(p.enteredBy));
    q.bindValue(QStringLiteral(":entered_at"), text(p.enteredAt));
}

PriceQuote readPriceQuote(const QSqlQuery &query)
{
    return priceQuoteFrom(QtRow(query));
}

PriceQuote readPriceQuote(sqlite3_stmt *statement)
{
    return priceQuoteFrom(SqliteRow(statement));
}

void bindBenchmark(QSqlQuery &q, const Benchmark &b)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(b.deviceId));
    q.bindValue(QStringLiteral(":workload"), requiredText(toString(b.workload)));
    q.bindValue(QStringLiteral(":model"), requiredText(b.model));
    q.bindValue(QStringLiteral(":precision"), requiredText(toString(b.precision)));
    q.bindValue(QStringLiteral(":num_devices"), b.numDevices);
    q.bindValue(QStringLiteral(":throughput"), b.throughput);
    q.bindValue(QStringLiteral(":unit"), text(b.unit));
    q.bindValue(QStringLiteral(":batch_size"), number(b.batchSize));
    q.bindValue(QStringLiteral(":suite"), requiredText(b.suite));
    q.bindValue(QStringLiteral(":software"), text(b.software));
    q.bindValue(QStringLiteral(":platform"), text(b.platform));
    q.bindValue(QStringLiteral(":quality_flag"), text(b.qualityFlag));
    q.bindValue(QStringLiteral(":source"), text(b.source));
}

namespace {

template<typename Row>
Benchmark benchmarkFrom(const Row &q)
{
    Benchmark b;
    b.id = rowId(q, 0);
    b.deviceId = name(q, 1);
    b.workload = workload(q, 2);
    b.model = name(q, 3);
    b.precision = precision(q, 4);
    b.numDevices = requiredInt(q, 5);
    b.throughput = requiredDouble(q, 6);
    b.unit = name(q, 7);
    b.batchSize = optionalInt(q, 8);
    b.suite = name(q, 9);
    b.software = name(q, 10);
    b.platform = name(q, 11);
    b.qualityFlag = name(q, 12);
    b.source = block(q, 13);
    return b;
}

} // namespace

Benchmark readBenchmark(const QSqlQuery &query)
{
    return benchmarkFrom(QtRow(query));
}

Benchmark readBenchmark(sqlite3_stmt *statement)
{
    return benchmarkFrom(SqliteRow(statement));
}

void bindScaling(QSqlQuery &q, const ScalingRow &s)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(s.deviceId));
    q.bindValue(QStringLiteral(":workload"), requiredText(toString(s.workload)));
    q.bindValue(QStringLiteral(":model"), requiredText(s.model));
    q.bindValue(QStringLiteral(":precision"), requiredText(toString(s.precision)));
    q.bindValue(QStringLiteral(":num_devices"), s.numDevices);
    q.bindValue(QStringLiteral(":scaling_ratio"), s.scalingRatio);
    q.bindValue(QStringLiteral(":efficiency_per_device"), number(s.efficiencyPerDevice));
    q.bindValue(QStringLiteral(":interconnect"), text(s.interconnect));
    q.bindValue(QStringLiteral(":platform"), text(s.platform));
    q.bindValue(QStringLiteral(":suite"), text(s.suite));
    q.bindValue(QStringLiteral(":baseline_match"), text(s.baselineMatch));
    q.bindValue(QStringLiteral(":flag"), text(s.flag));
    q.bindValue(QStringLiteral(":source"), text(s.source));
}

namespace {

template<typename Row>
ScalingRow scalingFrom(const Row &q)
{
    ScalingRow s;
    s.id = rowId(q, 0);
    s.deviceId = name(q, 1);
    s.workload = workload(q, 2);
    s.model = name(q, 3);
    s.precision = precision(q, 4);
    s.numDevices = requiredInt(q, 5);
    s.scalingRatio = requiredDouble(q, 6);
    s.efficiencyPerDevice = optionalDouble(q, 7);
    s.interconnect = name(q, 8);
    s.platform = name(q, 9);
    s.suite = name(q, 10);
    s.baselineMatch = name(q, 11);
    s.flag = name(q, 12);
    s.source = block(q, 13);
    return s;
}

} // namespace

ScalingRow readScaling(const QSqlQuery &query)
{
    return scalingFrom(QtRow(query));
}

ScalingRow readScaling(sqlite3_stmt *statement)
{
    return scalingFrom(SqliteRow(statement));
}

void bindCloudPrice(QSqlQuery &q, const CloudPricePoint &p)
{
    q.bindValue(QStringLiteral(":offer_id"), requiredText(p.offerId));
    q.bindValue(QStringLiteral(":usd_per_hour_on_demand"), number(p.usdPerHourOnDemand));
    q.bindValue(QStringLiteral(":usd_per_hour_spot"), number(p.usdPerHourSpot));
    q.bindValue(QStringLiteral(":price_date"), requiredText(p.priceDate));
    q.bindValue(QStringLiteral(":source"), text(p.source));
    q.bindValue(QStringLiteral(":notes"), text(p.notes));
}

namespace {

template<typename Row>
CloudPricePoint cloudPriceFrom(const Row &q)
{
    CloudPricePoint p;
    p.offerId = name(q, 0);
    p.usdPerHourOnDemand = optionalDouble(q, 1);
    p.usdPerHourSpot = optionalDouble(q, 2);
    p.priceDate = name(q, 3);
    p.source = block(q, 4);
    p.notes = block(q, 5);
    return p;
}

} // namespace

CloudPricePoint readCloudPrice(const QSqlQuery &query)
{
    return cloudPriceFrom(QtRow(query));
}

CloudPricePoint readCloudPrice(sqlite3_stmt *statement)
{
    return cloudPriceFrom(SqliteRow(statement));
}

void bindExchangeRate(QSqlQuery &q, const ExchangeRate &e)
{
    q.bindValue(QStringLiteral(":currency"), requiredText(e.currency));
    q.bindValue(QStringLiteral(":per_usd"), e.perUsd);
    q.bindValue(QStringLiteral(":as_of"), text(e.asOf));
    q.bindValue(QStringLiteral(":source"), text(e.source));
}

namespace {

template<typename Row>
ExchangeRate exchangeRateFrom(const Row &q)
{
    ExchangeRate e;
    e.currency = name(q, 0);
    e.perUsd = requiredDouble(q, 1);
    e.asOf = name(q, 2);
    e.source = block(q, 3);
    return e;
}

} // namespace

ExchangeRate readExchangeRate(const QSqlQuery &query)
{
    return exchangeRateFrom(QtRow(query));
}

ExchangeRate readExchangeRate(sqlite3_stmt *statement)
{
    return exchangeRateFrom(SqliteRow(statement));
}

void bindSpecSupplement(QSqlQuery &q, const SpecSupplement &s)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(s.deviceId));
    q.bindValue(QStringLiteral(":field"), requiredText(s.field));
    q.bindValue(QStringLiteral(":value"), s.value);
    q.bindValue(QStringLiteral(":source"), requiredText(s.source));
}

namespace {

template<typename Row>
SpecSupplement specSupplementFrom(const Row &q)
{
    SpecSupplement s;
    s.deviceId = name(q, 0);
    s.field = name(q, 1);
    s.value = requiredDouble(q, 2);
    s.source = block(q, 3);
    return s;
}

} // namespace

SpecSupplement readSpecSupplement(const QSqlQuery &query)
{
    return specSupplementFrom(QtRow(query));
}

SpecSupplement readSpecSupplement(sqlite3_stmt *statement)
{
    return specSupplementFrom(SqliteRow(statement));
}

void bindLlmModel(QSqlQuery &q, const LlmModel &m)
{
    q.bindValue(QStringLiteral(":id"), requiredText(m.id));
    q.bindValue(QStringLiteral(":name"), requiredText(m.name));
    q.bindValue(QStringLiteral(":family"), text(m.family));
    q.bindValue(QStringLiteral(":params_b"), m.paramsB);
    q.bindValue(QStringLiteral(":active_params_b"), number(m.activeParamsB));
    q.bindValue(QStringLiteral(":layers"), m.layers);
    q.bindValue(QStringLiteral(":hidden_size"), m.hiddenSize);
    q.bindValue(QStringLiteral(":intermediate_size"), m.intermediateSize);
    q.bindValue(QStringLiteral(":attention_heads"), m.attentionHeads);
    q.bindValue(QStringLiteral(":kv_heads"), m.kvHeads);
    q.bindValue(QStringLiteral(":head_dim"), m.headDim);
    q.bindValue(QStringLiteral(":vocab_size"), m.vocabSize);
    q.bindValue(QStringLiteral(":native_context"), m.nativeContext);
    q.bindValue(QStringLiteral(":experts"), number(m.experts));
    q.bindValue(QStringLiteral(":active_experts"), number(m.activeExperts));
    q.bindValue(QStringLiteral(":tied_embeddings"), m.tiedEmbeddings ? 1 : 0);
    q.bindValue(QStringLiteral(":kv_cache_dim"), number(m.kvCacheDim));
    q.bindValue(QStringLiteral(":sliding_window"), number(m.slidingWindow));
    q.bindValue(QStringLiteral(":sliding_layers"), number(m.slidingLayers));
    q.bindValue(QStringLiteral(":source"), text(m.source));
    q.bindValue(QStringLiteral(":notes"), text(m.notes));
    q.bindValue(QStringLiteral(":origin"), requiredText(toString(m.origin)));
}

namespace {

template<typename Row>
LlmModel llmModelFrom(const Row &q)
{
    LlmModel m;
    m.id = name(q, 0);
    m.name = name(q, 1);
    m.family = name(q, 2);
    m.paramsB = requiredDouble(q, 3);
    m.activeParamsB = optionalDouble(q, 4);
    m.layers = requiredInt(q, 5);
    m.hiddenSize = requiredInt(q, 6);
    m.intermediateSize = requiredInt(q, 7);
    m.attentionHeads = requiredInt(q, 8);
    m.kvHeads = requiredInt(q, 9);
    m.headDim = requiredInt(q, 10);
    m.vocabSize = requiredInt(q, 11);
    m.nativeContext = requiredInt(q, 12);
    m.experts = optionalInt(q, 13);
    m.activeExperts = optionalInt(q, 14);
    m.tiedEmbeddings = requiredInt(q, 15) != 0;
    m.kvCacheDim = optionalInt(q, 16);
    m.slidingWindow = optionalInt(q, 17);
    m.slidingLayers = optionalInt(q, 18);
    m.source = block(q, 19);
    m.notes = block(q, 20);
    m.origin = origin(q, 21);
    return m;
}

} // namespace

LlmModel readLlmModel(const QSqlQuery &query)
{
    return llmModelFrom(QtRow(query));
}

LlmModel readLlmModel(sqlite3_stmt *statement)
{
    return llmModelFrom(SqliteRow(statement));
}

void bindLlmBenchmark(QSqlQuery &q, const LlmBenchmark &b)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(b.deviceId));
    q.bindValue(QStringLiteral(":device_count"), b.deviceCount);
    q.bindValue(QStringLiteral(":split"), requiredText(toString(b.split)));
    q.bindValue(QStringLiteral(":model_id"), requiredText(b.modelId));
    q.bindValue(QStringLiteral(":format"), requiredText(b.format));
    q.bindValue(QStringLiteral(":task"), requiredText(toString(b.task)));
    q.bindValue(QStringLiteral(":metric"), requiredText(toString(b.metric)));
    q.bindValue(QStringLiteral(":context"), b.context);
    q.bindValue(QStringLiteral(":batch"), b.batch);
    q.bindValue(QStringLiteral(":tokens_per_s"), b.tokensPerS);
    q.bindValue(QStringLiteral(":software"), text(b.software));
    q.bindValue(QStringLiteral(":observed"), text(b.observed));
    q.bindValue(QStringLiteral(":source"), requiredText(b.source));
    q.bindValue(QStringLiteral(":notes"), text(b.notes));
}

namespace {

template<typename Row>
LlmBenchmark llmBenchmarkFrom(const Row &q)
{
    LlmBenchmark b;
    b.deviceId = name(q, 0);
    b.deviceCount = requiredInt(q, 1);
    b.split = parseLlmSplit(name(q, 2)).value_or(LlmSplit::Single);
    b.modelId = name(q, 3);
    b.format = name(q, 4);
    b.task = parseLlmTask(name(q, 5)).value_or(LlmTask::Inference);
    b.metric = parseLlmMetric(name(q, 6)).value_or(LlmMetric::Decode);
    b.context = requiredInt(q, 7);
    b.batch = requiredInt(q, 8);
    b.tokensPerS = requiredDouble(q, 9);
    b.software = name(q, 10);
    b.observed = name(q, 11);
    b.source = block(q, 12);
    b.notes = block(q, 13);
    return b;
}

} // namespace

LlmBenchmark readLlmBenchmark(const QSqlQuery &query)
{
    return llmBenchmarkFrom(QtRow(query));
}

LlmBenchmark readLlmBenchmark(sqlite3_stmt *statement)
{
    return llmBenchmarkFrom(SqliteRow(statement));
}

} // namespace gpa::db::rows
