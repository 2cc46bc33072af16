#pragma once

#include "csv.h"
#include "json.h"
#include "dataset.h"
#include "result.h"

#include <string>
#include <vector>

namespace gpa::tableio {

// Conversion between the catalogue's CSV tables (the bundled reference data,
// user imports and exports) and core records. Column names are those of the
// reference data (see database/seed/README.md). Unknown columns are refused,
// missing optional columns are empty; an empty cell is "unknown", never 0.
//
// Each reader checks every row and either returns all of them or an Error
// naming the first bad row and field ("devices.csv line 12: memory_gb: 'abc'
// is not a number"), so an import never half-applies.

Result<std::vector<Device>> readDevices(const csv::Table &table, const std::string &fileName);
Result<std::vector<CloudOffer>> readCloudOffers(const csv::Table &table, const std::string &fileName);
Result<std::vector<PriceQuote>> readPriceQuotes(const csv::Table &table, const std::string &fileName);
Result<std::vector<Benchmark>> readBenchmarks(const csv::Table &table, const std::string &fileName);
Result<std::vector<ScalingRow>> readScaling(const csv::Table &table, const std::string &fileName);
Result<std::vector<ExchangeRate>> readExchangeRates(const csv::Table &table, const std::string &fileName);
Result<std::vector<SpecSupplement>> readSpecSupplements(const csv::Table &table, const std::string &fileName);

// LLM tables (database/seed/llm_models.csv, llm_benchmarks.csv). Every model
// row passes checkLlmModel() (llmmodel.h); the error names the first problem.
Result<std::vector<LlmModel>> readLlmModels(const csv::Table &table, const std::string &fileName);
Result<std::vector<LlmBenchmark>> readLlmBenchmarks(const csv::Table &table, const std::string &fileName);
// Parses both files' text into `data` (llmModels, llmBenchmarks); benchmark
// rows must name a model of the file.
std::optional<Error> readLlmTables(const std::string &modelsCsv, const std::string &benchmarksCsv,
                                   DataSet &data);
const std::vector<std::string> &llmModelColumns();
const std::vector<std::string> &llmBenchmarkColumns();
// One model as a JSON object keyed by llmModelColumns(), "id" first.
json::Value llmModelJson(const LlmModel &model);

// The column order the writers use (and the readers accept).
const std::vector<std::string> &deviceColumns();
const std::vector<std::string> &cloudOfferColumns();
const std::vector<std::string> &priceQuoteColumns();
const std::vector<std::string> &benchmarkColumns();
const std::vector<std::string> &scalingColumns();
const std::vector<std::string> &exchangeRateColumns();
const std::vector<std::string> &specSupplementColumns();

// One device as (column, text) pairs in deviceColumns() order; unknown
// values are empty strings. Used by CSV export and `list --json`.
std::vector<std::pair<std::string, std::string>> deviceFields(const Device &device);

// One device as a JSON object keyed by deviceColumns(), "id" first: numbers
// as numbers, unknown values as null, tensor_cores as a boolean.
json::Value deviceJson(const Device &device);

// Parses a whole file's text and reads it; the error names the file.
Result<DataSet> readBundledTables(const std::string &devicesCsv, const std::string &cloudOffersCsv,
                                  const std::string &priceQuotesCsv, const std::string &benchmarksCsv,
                                  const std::string &scalingCsv, const std::string &exchangeRatesCsv,
                                  const std::string &specSupplementsCsv);

// Number text as the CSV holds it: shortest round-trip form, "" for nullopt.
std::string formatOptional(const std::optional<double> &value);
// Strict number parsing: the whole text must be a finite number.
std::optional<double> parseNumber(std::string_view text);

} // namespace gpa::tableio
