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
CloudOffer readCloudOffer(sqlite3_stmt *statement);

// Binds :id as NULL when quote.id is 0 (SQLite then assigns a new id).
void bindPriceQuote(QSqlQuery &query, const PriceQuote &p);
PriceQuote readPriceQuote(const QSqlQuery &query);
PriceQuote readPriceQuote(sqlite3_stmt *statement);

void bindBenchmark(QSqlQuery &query, const Benchmark &benchmark);
Benchmark readBenchmark(const QSqlQuery &query);
Benchmark readBenchmark(sqlite3_stmt *statement);

void bindScaling(QSqlQuery &query, const ScalingRow &s);
ScalingRow readScaling(const QSqlQuery &query);
ScalingRow readScaling(sqlite3_stmt *statement);

void bindCloudPrice(QSqlQuery &query, const CloudPricePoint &point);
CloudPricePoint readCloudPrice(const QSqlQuery &query);
CloudPricePoint readCloudPrice(sqlite3_stmt *statement);

void bindExchangeRate(QSqlQuery &query, const ExchangeRate &rate);
ExchangeRate readExchangeRate(const QSqlQuery &query);
ExchangeRate readExchangeRate(sqlite3_stmt *statement);

void bindSpecSupplement(QSqlQuery &query, const SpecSupplement &supplement);
SpecSupplement readSpecSupplement(const QSqlQuery &query);
SpecSupplement readSpecSupplement(sqlite3_stmt *statement);

void bindLlmModel(QSqlQuery &query, const LlmModel &model); // with its origin
LlmModel readLlmModel(const QSqlQuery &query);
LlmModel readLlmModel(sqlite3_stmt *statement);

void bindLlmBenchmark(QSqlQuery &query, const LlmBenchmark &benchmark);
LlmBenchmark readLlmBenchmark(const QSqlQuery &query);
LlmBenchmark readLlmBenchmark(sqlite3_stmt *statement);

} // namespace gpa::db::rows
