#pragma once

#include "date.h"
#include "device.h"
#include "workload.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpa {

// A rentable cloud instance holding `acceleratorCount` devices.
struct CloudOffer
{
    std::string id;
    std::string provider;
    std::string instance;
    std::string acceleratorId; // a Device id
    int acceleratorCount = 1;
    std::optional<double> usdPerHourOnDemand;
    std::optional<double> usdPerHourSpot;
    std::string region;
    std::string priceDate; // free text: most snapshots have no exact date
    std::string source;
    std::string notes;
    Origin origin = Origin::Bundled;
};

enum class QuoteKind { Msrp, List, Retail, Used, User };
enum class Condition { New, Used };

std::string_view toString(QuoteKind kind);
std::string_view toString(Condition condition);
std::optional<QuoteKind> parseQuoteKind(std::string_view text);
std::optional<Condition> parseCondition(std::string_view text);

// One dated observation of a price. Quotes are a history: a price change adds
// a quote and never rewrites one.
struct PriceQuote
{
    std::int64_t id = 0; // catalogue row id; 0 before it is stored
    std::string deviceId;
    double amount = 0.0;
    std::string currency = "USD";
    QuoteKind kind = QuoteKind::Retail;
    Condition condition = Condition::New;
    PartialDate observed;
    std::string source;
    std::string notes;
};

// Measured single-device training throughput.
struct Benchmark
{
    std::int64_t id = 0;
    std::string deviceId;
    Workload workload = Workload::Cnn;
    std::string model; // resnet50, ssd, bert_large_squad, gnmt, ...
    Precision precision = Precision::Fp32;
    int numDevices = 1;
    double throughput = 0.0;
    std::string unit;
    std::optional<int> batchSize;
    std::string suite;    // results compare only within one suite + software
    std::string software;
    std::string platform;
    std::string qualityFlag; // empty when nothing was flagged
    std::string source;
};

// Measured multi-device speed-up: throughput with N devices / with 1.
struct ScalingRow
{
    std::int64_t id = 0;
    std::string deviceId;
    Workload workload = Workload::Cnn;
    std::string model;
    Precision precision = Precision::Fp32;
    int numDevices = 2;
    double scalingRatio = 1.0;
    std::optional<double> efficiencyPerDevice;
    std::string interconnect;
    std::string platform;
    std::string suite;
    std::string baselineMatch;
    std::string flag;
    std::string source;
};

// Units of `currency` per US dollar (USD is the base, rate 1).
struct ExchangeRate
{
    std::string currency;
    double perUsd = 1.0;
    std::string asOf; // YYYY-MM-DD
    std::string source;
};

// A specification value the reference data lacks, filled from a vendor
// document (whitepaper, datasheet) with that document recorded.
struct SpecSupplement
{
    std::string deviceId;
    std::string field; // a devices column name, e.g. "l2_cache_mb"
    double value = 0.0;
    std::string source;
};

} // namespace gpa
