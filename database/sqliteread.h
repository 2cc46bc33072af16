#pragma once

#include "core/device.h"
#include "core/llmmodel.h"
#include "core/records.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

class QSqlDatabase;

// Bulk reads of the catalogue's tables (above all the two that grow to tens
// of thousands of rows: devices and price quotes) through SQLite's own API on
// the connection Qt SQL opened: UTF-8 straight into the records, with no
// per-value QVariant and no UTF-16 round trip, which halves the time of
// loading a catalogue. The rows are the same as through Qt SQL (rows.h reads
// both). nullopt when the connection is not SQLite or anything goes wrong:
// the caller then reads through Qt SQL, which reports the error in the
// catalogue's words.
namespace gpa::db::sqliteread {

// Record: Device, PriceQuote, CloudOffer, Benchmark, ScalingRow,
// CloudPricePoint, ExchangeRate, SpecSupplement, LlmModel or LlmBenchmark,
// with `select` the matching SELECT of sql.h (rows.h's column order) and no
// placeholders.
template<typename Record>
std::optional<std::vector<Record>> read(QSqlDatabase &db, const QString &select, std::size_t expected);

} // namespace gpa::db::sqliteread
