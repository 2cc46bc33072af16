#pragma once

#include "dataset.h"
#include "tableio.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa::exchange {

// Reading and writing the catalogue's files (docs/data-formats.md): the
// tables of `gpu-advisor export` as CSV (one table, or several in sections)
// and JSON, Lambda's benchmark CSV (lambdal/deeplearning-benchmark
// pytorch-train-throughput-*.csv) and SkyPilot's catalogue CSV
// (skypilot-catalog vms.csv). Every reader checks the whole file and reports
// every bad row with its line, column and reason; nothing here writes.

// What a hostile file may not exceed. A file over a limit is refused as a
// whole, before it is parsed.
struct Limits
{
    std::size_t maxBytes = 32u << 20; // 32 MiB
    std::size_t maxLines = 50'000;
    std::size_t maxFieldBytes = 16u << 10; // 16 KiB in one cell or string
    std::size_t maxColumns = 64;
    int maxJsonDepth = 16;
};

enum class Format { CatalogueCsv, CatalogueJson, LambdaBenchmarkCsv, SkyPilotCsv };
// "catalogue-csv", "catalogue-json", "lambda-benchmark-csv", "skypilot-csv".
std::string_view toString(Format format);

struct ImportOptions
{
    Limits limits;
    // The day a SkyPilot file's prices were seen (its rows carry no date):
    // the caller's today. Core has no clock.
    std::optional<int> today;
};

// The records one file holds, each with the line it starts on.
struct ImportFile
{
    std::string fileName;
    Format format = Format::CatalogueCsv;
    tableio::Rows<Device> devices;
    tableio::Rows<CloudOffer> cloudOffers;
    tableio::Rows<PriceQuote> quotes;
    tableio::Rows<Benchmark> benchmarks;
    tableio::Rows<CloudPricePoint> cloudPrices;
    // Every problem; the file may be applied only when there is none.
    std::vector<tableio::RowProblem> problems;
    // Rows left out on purpose (a GPU the catalogue does not know in a
    // Lambda file, a multi-GPU row, a TPU slice in a SkyPilot file).
    std::vector<tableio::RowProblem> skipped;

    [[nodiscard]] bool ok() const { return problems.empty(); }
    [[nodiscard]] std::size_t recordCount() const;
};

// Parses `bytes` (file name for messages and, for Lambda and SkyPilot
// files, their precision and provider). `catalogue` resolves the GPU names
// of Lambda and SkyPilot files to device ids; it may be null.
ImportFile parse(std::string_view bytes, const std::string &fileName, const ImportOptions &options,
                 const DataSet *catalogue);

// The checks every entry path shares, against the catalogue the file would
// go into (and the file's own devices and offers): each quote's device and
// currency known and its price plausible (core/validation.h), each device
// valid, each benchmark's device and each offer's accelerator known, cloud
// prices not negative. Adds problems to `file`.
void validate(ImportFile &file, const DataSet &catalogue);

// What applying a valid file changes in a catalogue: rows to add, rows to
// change (a device or offer whose values differ) and how many are already
// there as they are. Importing the same file twice plans nothing the second
// time. Imported quotes, devices and offers are the user's (origin user); a
// changed cloud price keeps the offer's previous price as history.
struct Plan
{
    std::vector<Device> addDevices;
    std::vector<Device> changeDevices;
    int sameDevices = 0;
    std::vector<CloudOffer> addOffers;
    std::vector<CloudOffer> changeOffers;
    int sameOffers = 0;
    std::vector<PriceQuote> addQuotes;
    int sameQuotes = 0;
    std::vector<Benchmark> addBenchmarks;
    int sameBenchmarks = 0;
    // Earlier prices: those of the file, and those of the offers it changes.
    std::vector<CloudPricePoint> addCloudPrices;
    int sameCloudPrices = 0;

    [[nodiscard]] bool changesNothing() const;
    // "devices: 1 added, 0 changed, 84 unchanged; ..." for reports.
    [[nodiscard]] std::string summary() const;
};

// The plan for a valid file (validate() found no problem).
Plan plan(const ImportFile &file, const DataSet &catalogue);

// What `gpu-advisor export --what` writes.
enum class Table { Quotes, Devices, Benchmarks, Cloud, All };
std::optional<Table> parseTable(std::string_view text); // quotes|devices|benchmarks|cloud|all

// CSV: one table as plain CSV; several (cloud: offers and their price
// history; all) as sections, each opened by a line "#table NAME". The bytes
// are a function of the data alone, so two exports of the same catalogue
// are identical.
std::string exportCsv(const DataSet &data, Table table);
// JSON: {"format": "gpu-advisor", "version": 1, "devices": [...], ...}.
std::string exportJson(const DataSet &data, Table table);

} // namespace gpa::exchange
