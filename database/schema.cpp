#include "schema.h"

#include "rows.h"
#include "seed.h"
#include "sql.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace gpa::db::schema {

namespace {

// Schema 1: the first release. The six tables of the reference data, read
// only by the application (no editing, so no record of where a row came from).
// Every column of the bundled CSV files is kept; an unknown value is NULL.
// Price quotes use AUTOINCREMENT so that the id of a removed quote is never
// handed to a new one (an undo can put the old quote back under its id).
constexpr const char *kV1CreateDevices = R"sql(
CREATE TABLE devices (
    id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    name TEXT NOT NULL CHECK (name <> ''),
    vendor TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('gpu', 'tpu', 'accelerator', 'cpu')),
    segment TEXT NOT NULL
        CHECK (segment IN ('consumer', 'workstation', 'datacenter', 'cloud-only')),
    architecture TEXT,
    release_year INTEGER,
    release_date TEXT,
    memory_gb REAL,
    memory_type TEXT,
    memory_bandwidth_gbs REAL,
    fp32_tflops REAL,
    fp16_tflops_nontensor REAL,
    tensor_fp16_tflops_dense REAL,
    int8_tops_dense REAL,
    tensor_cores INTEGER CHECK (tensor_cores IN (0, 1)),
    l2_cache_mb REAL,
    tdp_w REAL,
    pcie_gen REAL,
    interconnect TEXT,
    launch_msrp_usd REAL,
    typical_used_price_usd REAL,
    cooling TEXT,
    source TEXT,
    notes TEXT,
    board_slots REAL,
    length_mm REAL,
    psu_recommended_w REAL
))sql";

constexpr const char *kV1CreateCloudOffers = R"sql(
CREATE TABLE cloud_offers (
    id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    provider TEXT NOT NULL,
    instance TEXT NOT NULL,
    accelerator_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    accelerator_count INTEGER NOT NULL CHECK (accelerator_count >= 1),
    usd_per_hour_on_demand REAL,
    usd_per_hour_spot REAL,
    region TEXT,
    price_date TEXT,
    source TEXT,
    notes TEXT
))sql";

constexpr const char *kV1CreatePriceQuotes = R"sql(
CREATE TABLE price_quotes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    device_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    amount REAL NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL,
    source_kind TEXT NOT NULL CHECK (source_kind IN ('msrp', 'list', 'retail', 'used', 'user')),
    condition TEXT NOT NULL CHECK (condition IN ('new', 'used')),
    observed TEXT NOT NULL,
    source TEXT,
    notes TEXT
))sql";

constexpr const char *kV1CreateBenchmarks = R"sql(
CREATE TABLE benchmarks (
    id INTEGER PRIMARY KEY,
    device_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    workload TEXT NOT NULL CHECK (workload IN ('cnn', 'rnn', 'transformer')),
    model TEXT NOT NULL,
    precision TEXT NOT NULL CHECK (precision IN ('fp32', 'fp16')),
    num_devices INTEGER NOT NULL CHECK (num_devices >= 1),
    throughput REAL NOT NULL CHECK (throughput > 0),
    unit TEXT,
    batch_size INTEGER,
    suite TEXT NOT NULL,
    software TEXT,
    platform TEXT,
    quality_flag TEXT,
    source TEXT
))sql";

constexpr const char *kV1CreateScaling = R"sql(
CREATE TABLE scaling (
    id INTEGER PRIMARY KEY,
    device_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    workload TEXT NOT NULL CHECK (workload IN ('cnn', 'rnn', 'transformer')),
    model TEXT NOT NULL,
    precision TEXT NOT NULL CHECK (precision IN ('fp32', 'fp16')),
    num_devices INTEGER NOT NULL CHECK (num_devices >= 1),
    scaling_ratio REAL NOT NULL CHECK (scaling_ratio > 0),
    efficiency_per_device REAL,
    interconnect TEXT,
    platform TEXT,
    suite TEXT,
    baseline_match TEXT,
    flag TEXT,
    source TEXT
))sql";

constexpr const char *kV1CreateExchangeRates = R"sql(
CREATE TABLE exchange_rates (
    currency TEXT PRIMARY KEY NOT NULL CHECK (length(currency) = 3),
    per_usd REAL NOT NULL CHECK (per_usd > 0),
    as_of TEXT,
    source TEXT
))sql";

// The child side of every foreign key is indexed, so that a device's rows are
// found (and cascaded) without a table scan.
constexpr const char *kV1IndexQuotes
    = "CREATE INDEX price_quotes_by_device ON price_quotes (device_id, observed)";
constexpr const char *kV1IndexBenchmarks
    = "CREATE INDEX benchmarks_by_device ON benchmarks (device_id, workload, precision)";
constexpr const char *kV1IndexScaling
    = "CREATE INDEX scaling_by_device ON scaling (device_id, workload, precision)";
constexpr const char *kV1IndexCloudOffers
    = "CREATE INDEX cloud_offers_by_device ON cloud_offers (accelerator_id)";

// 0x47504176, "GPAv": Catalogue::kApplicationId (checked by the tests).
constexpr const char *kSetApplicationId = "PRAGMA application_id = 1196441974";
constexpr const char *kSetVersion1 = "PRAGMA user_version = 1";

// Schema 2: editing. Devices and cloud offers record where they come from;
// a copy of the shipped device rows lets a changed bundled device be
// reverted; specification supplements and settings get their tables; and the
// price history refuses updates at the schema level (a change adds a quote).
constexpr const char *kV2DeviceOrigin
    = "ALTER TABLE devices ADD COLUMN origin TEXT NOT NULL DEFAULT 'bundled'"
      " CHECK (origin IN ('bundled', 'user', 'modified'))";
constexpr const char *kV2CloudOfferOrigin
    = "ALTER TABLE cloud_offers ADD COLUMN origin TEXT NOT NULL DEFAULT 'bundled'"
      " CHECK (origin IN ('bundled', 'user', 'modified'))";

constexpr const char *kV2CreateBundledDevices = R"sql(
CREATE TABLE bundled_devices (
    id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    name TEXT NOT NULL CHECK (name <> ''),
    vendor TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('gpu', 'tpu', 'accelerator', 'cpu')),
    segment TEXT NOT NULL
        CHECK (segment IN ('consumer', 'workstation', 'datacenter', 'cloud-only')),
    architecture TEXT,
    release_year INTEGER,
    release_date TEXT,
    memory_gb REAL,
    memory_type TEXT,
    memory_bandwidth_gbs REAL,
    fp32_tflops REAL,
    fp16_tflops_nontensor REAL,
    tensor_fp16_tflops_dense REAL,
    int8_tops_dense REAL,
    tensor_cores INTEGER CHECK (tensor_cores IN (0, 1)),
    l2_cache_mb REAL,
    tdp_w REAL,
    pcie_gen REAL,
    interconnect TEXT,
    launch_msrp_usd REAL,
    typical_used_price_usd REAL,
    cooling TEXT,
    source TEXT,
    notes TEXT,
    board_slots REAL,
    length_mm REAL,
    psu_recommended_w REAL
))sql";

// Schema 1 could not edit, so every device of a version-1 file is the data
// that release shipped: that is what "revert" restores.
constexpr const char *kV2CopyBundledDevices = R"sql(
INSERT INTO bundled_devices (
    id, name, vendor, kind, segment, architecture, release_year, release_date, memory_gb,
    memory_type, memory_bandwidth_gbs, fp32_tflops, fp16_tflops_nontensor,
    tensor_fp16_tflops_dense, int8_tops_dense, tensor_cores, l2_cache_mb, tdp_w, pcie_gen,
    interconnect, launch_msrp_usd, typical_used_price_usd, cooling, source, notes, board_slots,
    length_mm, psu_recommended_w)
SELECT
    id, name, vendor, kind, segment, architecture, release_year, release_date, memory_gb,
    memory_type, memory_bandwidth_gbs, fp32_tflops, fp16_tflops_nontensor,
    tensor_fp16_tflops_dense, int8_tops_dense, tensor_cores, l2_cache_mb, tdp_w, pcie_gen,
    interconnect, launch_msrp_usd, typical_used_price_usd, cooling, source, notes, board_slots,
    length_mm, psu_recommended_w
FROM devices ORDER BY rowid)sql";

constexpr const char *kV2CreateSpecSupplements = R"sql(
CREATE TABLE spec_supplements (
    id INTEGER PRIMARY KEY,
    device_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    field TEXT NOT NULL,
    value REAL NOT NULL,
    source TEXT NOT NULL
))sql";
constexpr const char *kV2IndexSpecSupplements
    = "CREATE INDEX spec_supplements_by_device ON spec_supplements (device_id, field)";

constexpr const char *kV2CreateSettings = R"sql(
CREATE TABLE settings (
    key TEXT PRIMARY KEY NOT NULL CHECK (key <> ''),
    value TEXT NOT NULL
))sql";

constexpr const char *kV2QuotesAreHistory = R"sql(
CREATE TRIGGER price_quotes_are_history BEFORE UPDATE ON price_quotes
BEGIN
    SELECT RAISE(ABORT, 'price quotes are a history: add a new quote instead of changing one');
END)sql";

constexpr const char *kSetVersion2 = "PRAGMA user_version = 2";

// Schema 4: prices that mean one thing. A quote has one kind (msrp,
// retail-new, used, system-share, list; its condition follows from the kind)
// and says who entered it (bundled or user). The old kinds map forward:
// retail becomes retail-new, or system-share for the per-GPU prices of
// Lambda's machines; user and any used condition keep the user's word as
// origin user with kind used or retail-new. Cloud offers say whether their
// price is for the whole instance or the accelerator only, and keep earlier
// prices as history. Ids and the AUTOINCREMENT sequence are kept, so an
// undo can still put a removed quote back under its id.
constexpr const char *kV4CreateQuotes = R"sql(
CREATE TABLE price_quotes_v3 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    device_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    amount REAL NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL,
    kind TEXT NOT NULL
        CHECK (kind IN ('msrp', 'retail-new', 'used', 'system-share', 'list')),
    origin TEXT NOT NULL DEFAULT 'bundled' CHECK (origin IN ('bundled', 'user')),
    observed TEXT NOT NULL,
    source TEXT,
    notes TEXT
))sql";
constexpr const char *kV4CopyQuotes = R"sql(
INSERT INTO price_quotes_v3 (id, device_id, amount, currency, kind, origin, observed, source, notes)
SELECT id, device_id, amount, currency,
    CASE
        WHEN source_kind = 'msrp' THEN 'msrp'
        WHEN source_kind = 'list' THEN 'list'
        WHEN source_kind = 'used' OR condition = 'used' THEN 'used'
        WHEN source_kind = 'retail' AND source LIKE 'lambdal/deeplearning-benchmark%'
            THEN 'system-share'
        ELSE 'retail-new'
    END,
    CASE WHEN source_kind = 'user' THEN 'user' ELSE 'bundled' END,
    observed, source, notes
FROM price_quotes ORDER BY id)sql";
constexpr const char *kV4ForgetSequence
    = "DELETE FROM sqlite_sequence WHERE name = 'price_quotes_v3'";
constexpr const char *kV4KeepSequence
    = "INSERT INTO sqlite_sequence (name, seq) SELECT 'price_quotes_v3', seq FROM sqlite_sequence "
      "WHERE name = 'price_quotes'";
constexpr const char *kV4DropQuotes = "DROP TABLE price_quotes";
constexpr const char *kV4RenameQuotes = "ALTER TABLE price_quotes_v3 RENAME TO price_quotes";
constexpr const char *kV4IndexQuotes
    = "CREATE INDEX price_quotes_by_device ON price_quotes (device_id, observed)";
constexpr const char *kV4QuotesAreHistory = R"sql(
CREATE TRIGGER price_quotes_are_history BEFORE UPDATE ON price_quotes
BEGIN
    SELECT RAISE(ABORT, 'price quotes are a history: add a new quote instead of changing one');
END)sql";

constexpr const char *kV4CloudOfferScope
    = "ALTER TABLE cloud_offers ADD COLUMN price_scope TEXT NOT NULL DEFAULT 'instance'"
      " CHECK (price_scope IN ('instance', 'accelerator'))";
// GCP's N1 and G2 GPU prices of the first releases are the accelerator's
// price alone; the virtual machine is billed on top.
constexpr const char *kV4MarkAcceleratorOnly
    = "UPDATE cloud_offers SET price_scope = 'accelerator'"
      " WHERE id IN ('gcp-n1-t4', 'gcp-n1-v100', 'gcp-g2-l4')";
constexpr const char *kV4CreateCloudPrices = R"sql(
CREATE TABLE cloud_price_history (
    id INTEGER PRIMARY KEY,
    offer_id TEXT NOT NULL REFERENCES cloud_offers (id) ON DELETE CASCADE,
    usd_per_hour_on_demand REAL,
    usd_per_hour_spot REAL,
    price_date TEXT NOT NULL,
    source TEXT,
    notes TEXT
))sql";
constexpr const char *kV4IndexCloudPrices
    = "CREATE INDEX cloud_price_history_by_offer ON cloud_price_history (offer_id, price_date)";
// The first releases carried AWS p4d/p5 twice, before and after the June
// 2025 price cut: the older price becomes history of the one offer.
constexpr const char *kV4KeepOlderAwsPrices = R"sql(
INSERT INTO cloud_price_history (offer_id, usd_per_hour_on_demand, usd_per_hour_spot, price_date,
                                 source, notes)
SELECT old.id, old.usd_per_hour_on_demand, old.usd_per_hour_spot,
       COALESCE(old.price_date, ''), old.source, old.notes
FROM cloud_offers AS old JOIN cloud_offers AS new ON new.id = old.id || '-2025-06'
WHERE old.id IN ('aws-p4d-24xlarge', 'aws-p5-48xlarge'))sql";
constexpr const char *kV4TakeNewerAwsPrices = R"sql(
UPDATE cloud_offers SET
    usd_per_hour_on_demand = (SELECT n.usd_per_hour_on_demand FROM cloud_offers AS n
                              WHERE n.id = cloud_offers.id || '-2025-06'),
    usd_per_hour_spot = (SELECT n.usd_per_hour_spot FROM cloud_offers AS n
                         WHERE n.id = cloud_offers.id || '-2025-06'),
    price_date = '2025-06',
    source = (SELECT n.source FROM cloud_offers AS n WHERE n.id = cloud_offers.id || '-2025-06'),
    notes = (SELECT n.notes FROM cloud_offers AS n WHERE n.id = cloud_offers.id || '-2025-06')
WHERE id IN ('aws-p4d-24xlarge', 'aws-p5-48xlarge')
  AND EXISTS (SELECT 1 FROM cloud_offers AS n WHERE n.id = cloud_offers.id || '-2025-06'))sql";
constexpr const char *kV4DropAwsDuplicates
    = "DELETE FROM cloud_offers WHERE id IN ('aws-p4d-24xlarge-2025-06', 'aws-p5-48xlarge-2025-06')"
      " AND substr(id, 1, length(id) - 8) IN (SELECT id FROM cloud_offers)";

// Schema 3: large language models. The model catalogue (bundled rows and the
// user's own, told apart by origin) and the measured LLM throughputs the
// speed formulas are fitted on. The bundled rows are filled by the step's
// data hook (Catalogue's migration) in the same transaction.
constexpr const char *kV3CreateLlmModels = R"sql(
CREATE TABLE llm_models (
    id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    name TEXT NOT NULL CHECK (name <> ''),
    family TEXT,
    params_b REAL NOT NULL CHECK (params_b > 0),
    active_params_b REAL CHECK (active_params_b IS NULL OR active_params_b > 0),
    layers INTEGER NOT NULL CHECK (layers > 0),
    hidden_size INTEGER NOT NULL CHECK (hidden_size > 0),
    intermediate_size INTEGER NOT NULL CHECK (intermediate_size > 0),
    attention_heads INTEGER NOT NULL CHECK (attention_heads > 0),
    kv_heads INTEGER NOT NULL CHECK (kv_heads > 0),
    head_dim INTEGER NOT NULL CHECK (head_dim > 0),
    vocab_size INTEGER NOT NULL CHECK (vocab_size > 0),
    native_context INTEGER NOT NULL CHECK (native_context > 0),
    experts INTEGER,
    active_experts INTEGER,
    tied_embeddings INTEGER NOT NULL DEFAULT 0 CHECK (tied_embeddings IN (0, 1)),
    kv_cache_dim INTEGER,
    sliding_window INTEGER,
    sliding_layers INTEGER,
    source TEXT,
    notes TEXT,
    origin TEXT NOT NULL DEFAULT 'bundled' CHECK (origin IN ('bundled', 'user', 'modified'))
))sql";

constexpr const char *kV3CreateLlmBenchmarks = R"sql(
CREATE TABLE llm_benchmarks (
    id INTEGER PRIMARY KEY,
    device_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    device_count INTEGER NOT NULL CHECK (device_count >= 1),
    split TEXT NOT NULL CHECK (split IN ('single', 'layer', 'tensor', 'zero3')),
    model_id TEXT NOT NULL REFERENCES llm_models (id) ON DELETE CASCADE,
    format TEXT NOT NULL,
    task TEXT NOT NULL CHECK (task IN ('inference', 'lora', 'qlora', 'full', 'pretrain')),
    metric TEXT NOT NULL CHECK (metric IN ('decode', 'prefill', 'training')),
    context INTEGER NOT NULL CHECK (context >= 1),
    batch INTEGER NOT NULL CHECK (batch >= 1),
    tokens_per_s REAL NOT NULL CHECK (tokens_per_s > 0),
    software TEXT,
    observed TEXT,
    source TEXT NOT NULL,
    notes TEXT
))sql";
constexpr const char *kV3IndexLlmBenchmarks
    = "CREATE INDEX llm_benchmarks_by_device ON llm_benchmarks (device_id, model_id)";
constexpr const char *kV3IndexLlmBenchmarksByModel
    = "CREATE INDEX llm_benchmarks_by_model ON llm_benchmarks (model_id)";
constexpr const char *kSetVersion4 = "PRAGMA user_version = 4";
constexpr const char *kSetVersion3 = "PRAGMA user_version = 3";

// Schema 5: physical and software fit. Where a device can be installed (form
// factor, power connectors; slots, length, cooling and board power existed)
// and what still supports it (NVIDIA compute capability, AMD ROCm status, the
// last supporting release), with their sources. Both the devices and the
// shipped copy get the columns; the bundled rows are then filled in (fill5).
#define GPA_V5_ADD_COLUMNS(table)                                                                  \
    "ALTER TABLE " table " ADD COLUMN form_factor TEXT CHECK (form_factor IN "                    \
    "('pcie', 'sxm', 'oam', 'system', 'soc', 'cloud-only'))",                                      \
        "ALTER TABLE " table " ADD COLUMN power_connectors TEXT",                                  \
        "ALTER TABLE " table " ADD COLUMN compute_capability TEXT",                                \
        "ALTER TABLE " table " ADD COLUMN rocm_support TEXT CHECK (rocm_support IN "              \
        "('supported', 'maintenance', 'ended', 'unlisted'))",                                      \
        "ALTER TABLE " table " ADD COLUMN last_supported_release TEXT",                            \
        "ALTER TABLE " table " ADD COLUMN platform_source TEXT",                                   \
        "ALTER TABLE " table " ADD COLUMN platform_notes TEXT"

constexpr const char *kSetVersion5 = "PRAGMA user_version = 5";

// The new columns of every device this catalogue got from the bundled data
// (bundled, or bundled and since changed by the user), and of the shipped
// copy that "revert" restores, from this release's bundled data. Devices the
// user added keep them unknown.
QString fill5(QSqlDatabase &db)
{
    const auto data = readBundledData();
    if (!data)
        return QString::fromStdString(data.message());
    for (const char *statement : {sql::kFillDevicePlatform, sql::kFillBundledDevicePlatform}) {
        QSqlQuery query(db);
        if (!query.prepare(QString::fromUtf8(statement)))
            return query.lastError().text().simplified();
        for (const Device &device : data->devices) {
            rows::bindPlatform(query, device);
            query.bindValue(QStringLiteral(":id"), QString::fromStdString(device.id));
            if (!query.exec())
                return query.lastError().text().simplified();
        }
    }
    return {};
}

// Schema 6: many editors. Devices, cloud offers and settings carry a row
// version (an edit names the version it started from; a stale one is
// refused) and who changed them last, when; a quote says who entered it and
// when, so that an undo takes back only one's own quotes.
#define GPA_V6_ROW_VERSION(table)                                                                  \
    "ALTER TABLE " table " ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1"                      \
    " CHECK (row_version >= 1)",                                                                   \
        "ALTER TABLE " table " ADD COLUMN changed_by TEXT",                                        \
        "ALTER TABLE " table " ADD COLUMN changed_at TEXT"
constexpr const char *kV6QuoteEnteredBy = "ALTER TABLE price_quotes ADD COLUMN entered_by TEXT";
constexpr const char *kV6QuoteEnteredAt = "ALTER TABLE price_quotes ADD COLUMN entered_at TEXT";
constexpr const char *kSetVersion6 = "PRAGMA user_version = 6";

} // namespace

const std::vector<Step> &steps()
{
    static const std::vector<Step> all {
        {1,
         {kV1CreateDevices, kV1CreateCloudOffers, kV1CreatePriceQuotes, kV1CreateBenchmarks,
          kV1CreateScaling, kV1CreateExchangeRates, kV1IndexQuotes, kV1IndexBenchmarks,
          kV1IndexScaling, kV1IndexCloudOffers, kSetApplicationId, kSetVersion1}},
        {2,
         {kV2DeviceOrigin, kV2CloudOfferOrigin, kV2CreateBundledDevices, kV2CopyBundledDevices,
          kV2CreateSpecSupplements, kV2IndexSpecSupplements, kV2CreateSettings, kV2QuotesAreHistory,
          kSetVersion2}},
        {kLlmSchemaVersion,
         {kV3CreateLlmModels, kV3CreateLlmBenchmarks, kV3IndexLlmBenchmarks,
          kV3IndexLlmBenchmarksByModel, kSetVersion3}},
        {4,
         {kV4CreateQuotes, kV4CopyQuotes, kV4ForgetSequence, kV4KeepSequence, kV4DropQuotes,
          kV4RenameQuotes, kV4IndexQuotes, kV4QuotesAreHistory, kV4CloudOfferScope,
          kV4MarkAcceleratorOnly, kV4CreateCloudPrices, kV4IndexCloudPrices, kV4KeepOlderAwsPrices,
          kV4TakeNewerAwsPrices, kV4DropAwsDuplicates, kSetVersion4}},
        {5,
         {GPA_V5_ADD_COLUMNS("devices"), GPA_V5_ADD_COLUMNS("bundled_devices"), kSetVersion5},
         fill5},
        {6,
         {GPA_V6_ROW_VERSION("devices"), GPA_V6_ROW_VERSION("cloud_offers"),
          GPA_V6_ROW_VERSION("settings"), kV6QuoteEnteredBy, kV6QuoteEnteredAt, kSetVersion6}},
    };
    return all;
}

QString apply(QSqlDatabase &db, int fromVersion, int toVersion)
{
    for (const Step &step : steps()) {
        if (step.version <= fromVersion || step.version > toVersion)
            continue;
        for (const char *statement : step.statements) {
            QSqlQuery query(db);
            if (!query.exec(QString::fromUtf8(statement))) {
                return QStringLiteral("schema %1: %2")
                    .arg(step.version)
                    .arg(query.lastError().text().simplified());
            }
        }
        // A new catalogue (from version 0) is filled with the bundled data
        // after the schema is built.
        if (step.fill && fromVersion > 0) {
            if (const QString error = step.fill(db); !error.isEmpty())
                return QStringLiteral("schema %1: %2").arg(step.version).arg(error);
        }
    }
    return {};
}

QStringList tables(int version)
{
    QStringList names {QStringLiteral("devices"),      QStringLiteral("cloud_offers"),
                       QStringLiteral("price_quotes"), QStringLiteral("benchmarks"),
                       QStringLiteral("scaling"),      QStringLiteral("exchange_rates")};
    if (version >= 2) {
        names << QStringLiteral("bundled_devices") << QStringLiteral("spec_supplements")
              << QStringLiteral("settings");
    }
    if (version >= 4)
        names << QStringLiteral("cloud_price_history");
    if (version >= kLlmSchemaVersion)
        names << QStringLiteral("llm_models") << QStringLiteral("llm_benchmarks");
    return names;
}

} // namespace gpa::db::schema
