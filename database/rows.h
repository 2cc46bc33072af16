#pragma once

#include "core/device.h"
#include "core/llmmodel.h"
#include "core/records.h"

class QSqlQuery;
struct sqlite3_stmt;

// Conversion between core records and the columns of the catalogue's tables:
// binding values to the named placeholders of sql.h, and reading a row of the
// matching SELECT by column position (its column list is in the order the
// reader takes it). An unknown number or an empty text is NULL in the file;
// text longer than any entry path accepts is shortened when read.
namespace gpa::db::rows {

void bindDevice(QSqlQuery &query, const Device &device); // every column but origin
void bindOrigin(QSqlQuery &query, Origin origin);
// The fit and support columns alone (schema 3 fills them in bundled rows).
void bindPlatform(QSqlQuery &query, const Device &device);
Device readDevice(const QSqlQuery &query);
Device readDevice(sqlite3_stmt *statement); // a row stepped through SQLite itself

void bindCloudOffer(QSqlQuery &query, const CloudOffer &offer);
CloudOffer readCloudOffer(const QSqlQuery &query);

// Binds :id as NULL when quote.id is 0 (SQLite then assigns a new id).
void bindPriceQuote(QSqlQuery &query, const PriceQuote &p);
PriceQuote readPriceQuote(const QSqlQuery &query);
PriceQuote readPriceQuote(sqlite3_stmt *statement);

void bindBenchmark(QSqlQuery &query, const Benchmark &benchmark);
Benchmark readBenchmark(const QSqlQuery &query);

void bindScaling(QSqlQuery &query, const ScalingRow &s);
ScalingRow readScaling(const QSqlQuery &query);

void bindCloudPrice(QSqlQuery &query, const CloudPricePoint &point);
CloudPricePoint readCloudPrice(const QSqlQuery &query);

void bindExchangeRate(QSqlQuery &query, const ExchangeRate &rate);
ExchangeRate readExchangeRate(const QSqlQuery &query);

void bindSpecSupplement(QSqlQuery &query, const SpecSupplement &supplement);
SpecSupplement readSpecSupplement(const QSqlQuery &query);

void bindLlmModel(QSqlQuery &query, const LlmModel &model); // with its origin
LlmModel readLlmModel(const QSqlQuery &query);

void bindLlmBenchmark(QSqlQuery &query, const LlmBenchmark &benchmark);
LlmBenchmark readLlmBenchmark(const QSqlQuery &query);

} // namespace gpa::db::rows
