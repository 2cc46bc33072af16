#pragma once

// Every data statement of the catalogue, as named constants. Values are
// always bound (named placeholders), never spliced into the text. The schema
// itself (tables, migrations) lives in schema.cpp.

namespace gpa::db::sql {

// Connection and transactions -------------------------------------------------
inline constexpr const char *kForeignKeysOn = "PRAGMA foreign_keys = ON";
inline constexpr const char *kForeignKeysOff = "PRAGMA foreign_keys = OFF";
inline constexpr const char *kForeignKeys = "PRAGMA foreign_keys";
inline constexpr const char *kForeignKeyCheck = "PRAGMA foreign_key_check";
inline constexpr const char *kTrustedSchemaOff = "PRAGMA trusted_schema = OFF";
inline constexpr const char *kJournalModeWal = "PRAGMA journal_mode = WAL";
inline constexpr const char *kSynchronousNormal = "PRAGMA synchronous = NORMAL";
// The page cache of a connection, in KiB when negative (SQLite's default is 2,000 KiB).
inline constexpr const char *kPageCache256KiB = "PRAGMA cache_size = -256";
inline constexpr const char *kPageCacheSize = "PRAGMA cache_size";
inline constexpr const char *kQuickCheck = "PRAGMA quick_check";
inline constexpr const char *kIntegrityCheck = "PRAGMA integrity_check";
// A consistent copy of the whole file, taken under a read lock (a backup).
inline constexpr const char *kVacuumInto = "VACUUM INTO :target";
inline constexpr const char *kUserVersion = "PRAGMA user_version";
inline constexpr const char *kApplicationId = "PRAGMA application_id";
inline constexpr const char *kBeginRead = "BEGIN DEFERRED";
inline constexpr const char *kBeginWrite = "BEGIN IMMEDIATE";
inline constexpr const char *kCommit = "COMMIT";
inline constexpr const char *kRollback = "ROLLBACK";
inline constexpr const char *kTableNames
    = "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name";
// The schema as SQLite holds it, for comparing a file with what the program
// creates: every object in creation order, and each table's columns.
inline constexpr const char *kSchemaInventory
    = "SELECT type, name, sql FROM sqlite_schema ORDER BY rowid";
inline constexpr const char *kTableColumns
    = "SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(:table)";
// For the text dump: every schema object, and each table's rows.
inline constexpr const char *kSchemaObjects
    = "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name";
// %1 is a table name read from sqlite_master, quoted as an identifier.
inline constexpr const char *kDumpTableTemplate = "SELECT * FROM %1 ORDER BY rowid";
inline constexpr const char *kDumpTableUnorderedTemplate = "SELECT * FROM %1";

// Devices ---------------------------------------------------------------------
#define GPA_DEVICE_COLUMNS                                                                         \
    "id, name, vendor, kind, segment, architecture, release_year, release_date, memory_gb, "       \
    "memory_type, memory_bandwidth_gbs, fp32_tflops, fp16_tflops_nontensor, "                      \
    "tensor_fp16_tflops_dense, int8_tops_dense, tensor_cores, l2_cache_mb, tdp_w, pcie_gen, "      \
    "interconnect, launch_msrp_usd, typical_used_price_usd, cooling, source, notes, board_slots, " \
    "length_mm, psu_recommended_w, form_factor, power_connectors, compute_capability, "            \
    "rocm_support, last_supported_release, platform_source, platform_notes"
#define GPA_DEVICE_VALUES                                                                          \
    ":id, :name, :vendor, :kind, :segment, :architecture, :release_year, :release_date, "          \
    ":memory_gb, :memory_type, :memory_bandwidth_gbs, :fp32_tflops, :fp16_tflops_nontensor, "      \
    ":tensor_fp16_tflops_dense, :int8_tops_dense, :tensor_cores, :l2_cache_mb, :tdp_w, "           \
    ":pcie_gen, "                                                                                  \
    ":interconnect, :launch_msrp_usd, :typical_used_price_usd, :cooling, :source, :notes, "        \
    ":board_slots, :length_mm, :psu_recommended_w, :form_factor, :power_connectors, "             \
    ":compute_capability, :rocm_support, :last_supported_release, :platform_source, "             \
    ":platform_notes"

// The row version follows the origin (rows::readDevice takes it by position).
inline constexpr const char *kSelectDevices
    = "SELECT " GPA_DEVICE_COLUMNS ", origin, row_version FROM devices ORDER BY rowid";
inline constexpr const char *kSelectDevice
    = "SELECT " GPA_DEVICE_COLUMNS ", origin, row_version FROM devices WHERE id = :id";
inline constexpr const char *kSelectBundledDevice
    = "SELECT " GPA_DEVICE_COLUMNS ", 'bundled' AS origin, 0 AS row_version FROM bundled_devices "
      "WHERE id = :id";
// Who changed a row last, for refusing a stale write.
inline constexpr const char *kDeviceChange
    = "SELECT row_version, changed_by, changed_at FROM devices WHERE id = :id";
inline constexpr const char *kCloudOfferChange
    = "SELECT row_version, changed_by, changed_at FROM cloud_offers WHERE id = :id";
inline constexpr const char *kDeviceOrigin = "SELECT origin FROM devices WHERE id = :id";
inline constexpr const char *kInsertDevice = "INSERT INTO devices (" GPA_DEVICE_COLUMNS
                                             ", origin) VALUES (" GPA_DEVICE_VALUES ", :origin)";
inline constexpr const char *kInsertBundledDevice
    = "INSERT INTO bundled_devices (" GPA_DEVICE_COLUMNS ") VALUES (" GPA_DEVICE_VALUES ")";
inline constexpr const char *kUpdateDevice
    = "UPDATE devices SET name = :name, vendor = :vendor, kind = :kind, segment = :segment, "
      "architecture = :architecture, release_year = :release_year, release_date = :release_date, "
      "memory_gb = :memory_gb, memory_type = :memory_type, "
      "memory_bandwidth_gbs = :memory_bandwidth_gbs, fp32_tflops = :fp32_tflops, "
      "fp16_tflops_nontensor = :fp16_tflops_nontensor, "
      "tensor_fp16_tflops_dense = :tensor_fp16_tflops_dense, int8_tops_dense = :int8_tops_dense, "
      "tensor_cores = :tensor_cores, l2_cache_mb = :l2_cache_mb, tdp_w = :tdp_w, "
      "pcie_gen = :pcie_gen, interconnect = :interconnect, launch_msrp_usd = :launch_msrp_usd, "
      "typical_used_price_usd = :typical_used_price_usd, cooling = :cooling, source = :source, "
      "notes = :notes, board_slots = :board_slots, length_mm = :length_mm, "
      "psu_recommended_w = :psu_recommended_w, form_factor = :form_factor, "
      "power_connectors = :power_connectors, compute_capability = :compute_capability, "
      "rocm_support = :rocm_support, last_supported_release = :last_supported_release, "
      "platform_source = :platform_source, platform_notes = :platform_notes, origin = :origin, "
      "row_version = row_version + 1, changed_by = :changed_by, changed_at = :changed_at "
      "WHERE id = :id AND row_version = :row_version";
// Schema 3 fills the fit and support columns of the devices a catalogue got
// from the bundled data (a changed bundled device keeps its other values).
#define GPA_PLATFORM_ASSIGNMENTS                                                                   \
    "form_factor = :form_factor, power_connectors = :power_connectors, "                           \
    "compute_capability = :compute_capability, rocm_support = :rocm_support, "                     \
    "last_supported_release = :last_supported_release, platform_source = :platform_source, "       \
    "platform_notes = :platform_notes"
inline constexpr const char *kFillDevicePlatform
    = "UPDATE devices SET " GPA_PLATFORM_ASSIGNMENTS
      " WHERE id = :id AND origin IN ('bundled', 'modified') AND form_factor IS NULL";
inline constexpr const char *kFillBundledDevicePlatform
    = "UPDATE bundled_devices SET " GPA_PLATFORM_ASSIGNMENTS
      " WHERE id = :id AND form_factor IS NULL";
#undef GPA_PLATFORM_ASSIGNMENTS
inline constexpr const char *kDeleteDevice = "DELETE FROM devices WHERE id = :id";
inline constexpr const char *kDeleteBundledDevice = "DELETE FROM bundled_devices WHERE id = :id";

#undef GPA_DEVICE_COLUMNS
#undef GPA_DEVICE_VALUES

// Cloud offers ----------------------------------------------------------------
inline constexpr const char *kSelectCloudOffers
    = "SELECT id, provider, instance, accelerator_id, accelerator_count, usd_per_hour_on_demand, "
      "usd_per_hour_spot, region, price_date, price_scope, source, notes, origin, row_version FROM "
      "cloud_offers ORDER BY rowid";
inline constexpr const char *kInsertCloudOffer
    = "INSERT INTO cloud_offers (id, provider, instance, accelerator_id, accelerator_count, "
      "usd_per_hour_on_demand, usd_per_hour_spot, region, price_date, price_scope, source, "
      "notes, origin) "
      "VALUES (:id, :provider, :instance, :accelerator_id, :accelerator_count, "
      ":usd_per_hour_on_demand, :usd_per_hour_spot, :region, :price_date, :price_scope, :source, "
      ":notes, :origin)";
inline constexpr const char *kUpdateCloudOffer
    = "UPDATE cloud_offers SET provider = :provider, instance = :instance, "
      "accelerator_id = :accelerator_id, accelerator_count = :accelerator_count, "
      "usd_per_hour_on_demand = :usd_per_hour_on_demand, usd_per_hour_spot = :usd_per_hour_spot, "
      "region = :region, price_date = :price_date, price_scope = :price_scope, source = :source, "
      "notes = :notes, origin = :origin, row_version = row_version + 1, "
      "changed_by = :changed_by, changed_at = :changed_at "
      "WHERE id = :id AND row_version = :row_version";

// Earlier prices of cloud offers --------------------------------------------------
inline constexpr const char *kSelectCloudPrices
    = "SELECT offer_id, usd_per_hour_on_demand, usd_per_hour_spot, price_date, source, notes "
      "FROM cloud_price_history ORDER BY id";
inline constexpr const char *kInsertCloudPrice
    = "INSERT INTO cloud_price_history (offer_id, usd_per_hour_on_demand, usd_per_hour_spot, "
      "price_date, source, notes) VALUES (:offer_id, :usd_per_hour_on_demand, "
      ":usd_per_hour_spot, :price_date, :source, :notes)";

// Price quotes (a history: rows are added or removed, never updated) ----------
inline constexpr const char *kSelectPriceQuotes
    = "SELECT id, device_id, amount, currency, kind, origin, observed, source, notes, "
      "entered_by, entered_at FROM price_quotes ORDER BY id";
inline constexpr const char *kSelectPriceQuotesOfDevice
    = "SELECT id, device_id, amount, currency, kind, origin, observed, source, notes, "
      "entered_by, entered_at FROM price_quotes WHERE device_id = :device_id ORDER BY id";
inline constexpr const char *kInsertPriceQuote
    = "INSERT INTO price_quotes (id, device_id, amount, currency, kind, origin, observed, "
      "source, notes, entered_by, entered_at) VALUES (:id, :device_id, :amount, :currency, "
      ":kind, :origin, :observed, :source, :notes, :entered_by, :entered_at)";
// Who entered a quote: only they may take it back.
inline constexpr const char *kPriceQuoteEnteredBy
    = "SELECT entered_by FROM price_quotes WHERE id = :id";
// A quote with the same natural key (what push and pull skip as a duplicate).
inline constexpr const char *kPriceQuoteDuplicate
    = "SELECT 1 FROM price_quotes WHERE device_id = :device_id AND amount = :amount "
      "AND currency = :currency AND kind = :kind AND observed = :observed "
      "AND COALESCE(source, '') = :source";
inline constexpr const char *kHighestPriceQuoteId = "SELECT max(id) FROM price_quotes";
// Row-count hints of the larger tables, to size a read's vector once.
inline constexpr const char *kDeviceCount = "SELECT count(*) FROM devices";
inline constexpr const char *kHighestBenchmarkId = "SELECT max(id) FROM benchmarks";
inline constexpr const char *kHighestScalingId = "SELECT max(id) FROM scaling";
inline constexpr const char *kPriceQuoteExists = "SELECT 1 FROM price_quotes WHERE id = :id";
inline constexpr const char *kDeletePriceQuote = "DELETE FROM price_quotes WHERE id = :id";

// Benchmarks and multi-GPU scaling --------------------------------------------
inline constexpr const char *kSelectBenchmarks
    = "SELECT id, device_id, workload, model, precision, num_devices, throughput, unit, "
      "batch_size, "
      "suite, software, platform, quality_flag, source FROM benchmarks ORDER BY id";
inline constexpr const char *kInsertBenchmark
    = "INSERT INTO benchmarks (device_id, workload, model, precision, num_devices, throughput, "
      "unit, "
      "batch_size, suite, software, platform, quality_flag, source) VALUES (:device_id, :workload, "
      ":model, :precision, :num_devices, :throughput, :unit, :batch_size, :suite, :software, "
      ":platform, :quality_flag, :source)";
inline constexpr const char *kSelectScaling
    = "SELECT id, device_id, workload, model, precision, num_devices, scaling_ratio, "
      "efficiency_per_device, interconnect, platform, suite, baseline_match, flag, source "
      "FROM scaling ORDER BY id";
inline constexpr const char *kInsertScaling
    = "INSERT INTO scaling (device_id, workload, model, precision, num_devices, scaling_ratio, "
      "efficiency_per_device, interconnect, platform, suite, baseline_match, flag, source) "
      "VALUES (:device_id, :workload, :model, :precision, :num_devices, :scaling_ratio, "
      ":efficiency_per_device, :interconnect, :platform, :suite, :baseline_match, :flag, :source)";

// Exchange rates and specification supplements ---------------------------------
inline constexpr const char *kSelectExchangeRates
    = "SELECT currency, per_usd, as_of, source FROM exchange_rates ORDER BY rowid";
inline constexpr const char *kExchangeRateExists
    = "SELECT 1 FROM exchange_rates WHERE currency = :currency";
inline constexpr const char *kExchangeRateOf
    = "SELECT per_usd FROM exchange_rates WHERE currency = :currency";
inline constexpr const char *kKnownCurrencies
    = "SELECT currency FROM exchange_rates ORDER BY currency";
inline constexpr const char *kUpsertExchangeRate
    = "INSERT INTO exchange_rates (currency, per_usd, as_of, source) "
      "VALUES (:currency, :per_usd, :as_of, :source) "
      "ON CONFLICT (currency) DO UPDATE SET per_usd = excluded.per_usd, as_of = excluded.as_of, "
      "source = excluded.source";
inline constexpr const char *kSelectSpecSupplements
    = "SELECT device_id, field, value, source FROM spec_supplements ORDER BY id";
inline constexpr const char *kInsertSpecSupplement
    = "INSERT INTO spec_supplements (device_id, field, value, source) "
      "VALUES (:device_id, :field, :value, :source)";

// Settings --------------------------------------------------------------------
inline constexpr const char *kSelectSetting = "SELECT value FROM settings WHERE key = :key";
// The same, taking the row for the rest of the write transaction (a
// read-modify-write of a setting; SQLite's write transaction already holds
// the whole file, the server's dialect locks the row).
inline constexpr const char *kSelectSettingForUpdate
    = "SELECT value FROM settings WHERE settings.key = :key";
// The engine's settings: every key under "engine." ('/' sorts after '.').
inline constexpr const char *kSelectEngineSettings
    = "SELECT key, value FROM settings WHERE key >= 'engine.' AND key < 'engine/' ORDER BY key";
inline constexpr const char *kUpsertSetting
    = "INSERT INTO settings (key, value, changed_by, changed_at) "
      "VALUES (:key, :value, :changed_by, :changed_at) "
      "ON CONFLICT (key) DO UPDATE SET value = excluded.value, "
      "row_version = settings.row_version + 1, changed_by = excluded.changed_by, "
      "changed_at = excluded.changed_at";

// Large language models ---------------------------------------------------------
#define GPA_LLM_MODEL_COLUMNS                                                                      \
    "id, name, family, params_b, active_params_b, layers, hidden_size, intermediate_size, "       \
    "attention_heads, kv_heads, head_dim, vocab_size, native_context, experts, active_experts, "  \
    "tied_embeddings, kv_cache_dim, sliding_window, sliding_layers, source, notes, origin"
inline constexpr const char *kSelectLlmModels
    = "SELECT " GPA_LLM_MODEL_COLUMNS " FROM llm_models ORDER BY rowid";
inline constexpr const char *kInsertLlmModel
    = "INSERT INTO llm_models (" GPA_LLM_MODEL_COLUMNS ") VALUES (:id, :name, :family, :params_b, "
      ":active_params_b, :layers, :hidden_size, :intermediate_size, :attention_heads, :kv_heads, "
      ":head_dim, :vocab_size, :native_context, :experts, :active_experts, :tied_embeddings, "
      ":kv_cache_dim, :sliding_window, :sliding_layers, :source, :notes, :origin)";
#undef GPA_LLM_MODEL_COLUMNS
inline constexpr const char *kLlmModelExists = "SELECT 1 FROM llm_models WHERE id = :id";
inline constexpr const char *kLlmModelOrigin = "SELECT origin FROM llm_models WHERE id = :id";
inline constexpr const char *kDeleteLlmModel = "DELETE FROM llm_models WHERE id = :id";
inline constexpr const char *kSelectLlmBenchmarks
    = "SELECT device_id, device_count, split, model_id, format, task, metric, context, batch, "
      "tokens_per_s, software, observed, source, notes FROM llm_benchmarks ORDER BY id";
inline constexpr const char *kInsertLlmBenchmark
    = "INSERT INTO llm_benchmarks (device_id, device_count, split, model_id, format, task, metric, "
      "context, batch, tokens_per_s, software, observed, source, notes) VALUES (:device_id, "
      ":device_count, :split, :model_id, :format, :task, :metric, :context, :batch, :tokens_per_s, "
      ":software, :observed, :source, :notes)";

// Checks ----------------------------------------------------------------------
inline constexpr const char *kDeviceExists = "SELECT 1 FROM devices WHERE id = :id";
inline constexpr const char *kSelectDeviceIds = "SELECT id FROM devices";

} // namespace gpa::db::sql
