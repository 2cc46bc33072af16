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

// One problem of an imported table: the file, the line (0 for the file as a
// whole), the column (empty when none) and the reason.
struct RowProblem
{
    std::string file;
    int line = 0;
    std::string column;
    std::string message;

    // "quotes.csv line 12: amount: 'abc' is not a number"
    [[nodiscard]] std::string text() const;
};

// A reader stops collecting problems after this many.
inline constexpr std::size_t kMaxProblems = 1000;

// Every good row of a table, with its line, and every problem of the bad
// ones (a bad row is left out of `records`). For imports, which report every
// bad row at once.
template<typename Record>
struct Rows
{
    std::vector<Record> records;
    std::vector<int> lines; // the line of each record
    std::vector<RowProblem> problems;
};

Result<std::vector<Device>> readDevices(const csv::Table &table, const std::string &fileName);
Result<std::vector<CloudOffer>> readCloudOffers(const csv::Table &table, const std::string &fileName);
Result<std::vector<PriceQuote>> readPriceQuotes(const csv::Table &table, const std::string &fileName);
Result<std::vector<Benchmark>> readBenchmarks(const csv::Table &table, const std::string &fileName);
Result<std::vector<ScalingRow>> readScaling(const csv::Table &table, const std::string &fileName);
Result<std::vector<ExchangeRate>> readExchangeRates(const csv::Table &table, const std::string &fileName);
Result<std::vector<SpecSupplement>> readSpecSupplements(const csv::Table &table, const std::string &fileName);
Result<std::vector<CloudPricePoint>> readCloudPriceHistory(const csv::Table &table,
                                                           const std::string &fileName);

Rows<Device> readDeviceRows(const csv::Table &table, const std::string &fileName);
Rows<CloudOffer> readCloudOfferRows(const csv::Table &table, const std::string &fileName);
Rows<PriceQuote> readPriceQuoteRows(const csv::Table &table, const std::string &fileName);
Rows<Benchmark> readBenchmarkRows(const csv::Table &table, const std::string &fileName);
Rows<CloudPricePoint> readCloudPriceRows(const csv::Table &table, const std::string &fileName);

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
const std::vector<std::string> &cloudPriceColumns();

// Calls visit(column, value) for each column of a device, in deviceColumns()
// order, with the value as the device holds it: a const std::string& (text),
// a std::string_view (an enumeration's word), or a const std::optional<T>&
// of double, int, bool or PartialDate. The one list of a device's columns:
// deviceFields() writes them as text, calibrationKey() hashes them.
template<class Visit> void visitDeviceFields(const Device &d, Visit &&visit)
{
    visit("id", d.id);
    visit("name", d.name);
    visit("vendor", d.vendor);
    visit("kind", toString(d.kind));
    visit("segment", toString(d.segment));
    visit("architecture", d.architecture);
    visit("release_year", d.releaseYear);
    visit("release_date", d.releaseDate);
    visit("memory_gb", d.memoryGb);
    visit("memory_type", d.memoryType);
    visit("memory_bandwidth_gbs", d.memoryBandwidthGbs);
    visit("fp32_tflops", d.fp32Tflops);
    visit("fp16_tflops_nontensor", d.fp16TflopsNonTensor);
    visit("tensor_fp16_tflops_dense", d.tensorFp16TflopsDense);
    visit("int8_tops_dense", d.int8TopsDense);
    visit("tensor_cores", d.tensorCores);
    visit("l2_cache_mb", d.l2CacheMb);
    visit("tdp_w", d.tdpW);
    visit("pcie_gen", d.pcieGen);
    visit("interconnect", d.interconnect);
    visit("launch_msrp_usd", d.launchMsrpUsd);
    visit("typical_used_price_usd", d.typicalUsedPriceUsd);
    visit("cooling", d.cooling);
    visit("source", d.source);
    visit("notes", d.notes);
    visit("board_slots", d.boardSlots);
    visit("length_mm", d.lengthMm);
    visit("psu_recommended_w", d.psuRecommendedW);
    visit("form_factor", toString(d.formFactor));
    visit("power_connectors", d.powerConnectors);
    visit("compute_capability", d.computeCapability);
    visit("rocm_support", toString(d.rocmSupport));
    visit("last_supported_release", d.lastSupportedRelease);
    visit("platform_source", d.platformSource);
    visit("platform_notes", d.platformNotes);
    visit("origin", toString(d.origin));
}

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
                                  const std::string &specSupplementsCsv,
                                  const std::string &cloudPriceHistoryCsv = {});

// Number text as the CSV holds it: shortest round-trip form, "" for nullopt.
std::string formatOptional(const std::optional<double> &value);
// Strict number parsing: the whole text must be a finite number.
std::optional<double> parseNumber(std::string_view text);

} // namespace gpa::tableio
