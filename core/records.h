#pragma once

#include "date.h"
#include "device.h"
#include "workload.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpa {

// What a cloud offer's hourly price pays for: the whole instance (host and
// accelerators), or the accelerators alone, attached to a virtual machine
// billed on top (GCP's N1 and G2 GPUs). Only instance prices compare with
// each other and with owning a card.
enum class PriceScope { Instance, Accelerator };

std::string_view toString(PriceScope scope); // "instance", "accelerator"
std::optional<PriceScope> parsePriceScope(std::string_view text);

// A rentable cloud instance holding `acceleratorCount` devices, at its
// latest known price (earlier prices: CloudPricePoint).
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
    std::string priceDate; // YYYY, YYYY-MM or YYYY-MM-DD: when the price was seen
    std::string source;
    std::string notes;
    PriceScope priceScope = PriceScope::Instance;
    Origin origin = Origin::Bundled;
    // The catalogue's row version when this offer was read (0: not read).
    std::int64_t rowVersion = 0;
};

// An earlier price of a cloud offer, kept as history when a newer one
// replaced it (the offer itself holds the latest).
struct CloudPricePoint
{
    std::string offerId;
    std::optional<double> usdPerHourOnDemand;
    std::optional<double> usdPerHourSpot;
    std::string priceDate; // YYYY, YYYY-MM or YYYY-MM-DD
    std::string source;
    std::string notes;
};

// What a quoted price is (database/seed/README.md, docs/pricing.md):
// - Msrp: the launch price the maker announced;
// - RetailNew: a shop's price for a new card;
// - Used: a sold or asking price on the second-hand market;
// - SystemShare: a whole machine's price divided by its GPUs (a card is never
//   priced from it by default: the share carries the host's cost);
// - List: a data-centre list or quote price from the maker or a reseller.
// Who entered the quote is separate: PriceQuote::origin.
enum class QuoteKind { Msrp, RetailNew, Used, SystemShare, List };
inline constexpr std::array kAllQuoteKinds{QuoteKind::Msrp, QuoteKind::RetailNew, QuoteKind::Used,
                                           QuoteKind::SystemShare, QuoteKind::List};
enum class Condition { New, Used };

// "msrp", "retail-new", "used", "system-share", "list".
std::string_view toString(QuoteKind kind);
std::string_view toString(Condition condition);
std::optional<QuoteKind> parseQuoteKind(std::string_view text);
std::optional<Condition> parseCondition(std::string_view text);
// The condition a kind implies: used for Used, new for every other kind.
Condition conditionOf(QuoteKind kind);

// One dated observation of a price. Quotes are a history: a price change adds
// a quote and never rewrites one.
struct PriceQuote
{
    std::int64_t id = 0; // catalogue row id; 0 before it is stored
    std::string deviceId;
    double amount = 0.0;
    std::string currency = "USD";
    QuoteKind kind = QuoteKind::RetailNew;
    // Bundled reference data, or entered by the user (the window, set-price,
    // an import). A quote is never "modified": a change adds a quote.
    Origin origin = Origin::Bundled;
    PartialDate observed;
    std::string source;
    std::string notes;
    // Who stored the quote (a database role, or the user's login name) and
    // when (UTC, ISO 8601); empty for bundled quotes.
    std::string enteredBy;
    std::string enteredAt;

    [[nodiscard]] Condition condition() const { return conditionOf(kind); }
    [[nodiscard]] bool isUsers() const { return origin == Origin::User; }
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
