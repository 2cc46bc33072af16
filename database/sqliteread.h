#pragma once

#include "core/device.h"
#include "core/records.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

class QSqlDatabase;

// Bulk reads of the two tables that grow to tens of thousands of rows
// (devices and price quotes) through SQLite's own API on the connection Qt SQL
// opened: UTF-8 straight into the records, with no per-value QVariant and no
// UTF-16 round trip, which halves the time of loading a large catalogue. The
// rows are the same as through Qt SQL (rows.h reads both). nullopt when the
// connection is not SQLite or anything goes wrong: the caller then reads
// through Qt SQL, which reports the error in the catalogue's words.
namespace gpa::db::sqliteread {

std::optional<std::vector<Device>> devices(QSqlDatabase &db, const QString &select,
                                           std::size_t expected);
std::optional<std::vector<PriceQuote>> priceQuotes(QSqlDatabase &db, const QString &select,
                                                   std::size_t expected);

} // namespace gpa::db::sqliteread
