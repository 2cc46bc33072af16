// The bundled files state facts about each value and where it comes from;
// remarks about how the data was gathered stay out of them.
#include "bundleddata.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>

using namespace gpa;

namespace {

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

} // namespace

TEST_CASE("Bundled data: no trace of how it was gathered in any file", "[seed]")
{
    const char *const files[] = {"devices.csv",   "price_quotes.csv", "cloud_offers.csv",
                                 "cloud_price_history.csv", "benchmarks.csv", "scaling.csv",
                                 "spec_supplements.csv", "exchange_rates.csv"};
    const char *const traces[] = {"this session", "2nd pass", "second pass", "pass 1",
                                  "find_string", "search id", "not verified", "stored copy",
                                  "commit date not visible", "re-check", "not re-verified",
                                  "i found", "low confidence", "medium confidence",
                                  "general knowledge", "left empty - fill", "|| "};
    for (const char *file : files) {
        CAPTURE(file);
        const std::string text = lower(test::readSeed(file));
        for (const char *trace : traces) {
            CAPTURE(trace);
            CHECK(text.find(trace) == std::string::npos);
        }
    }
}

TEST_CASE("Bundled data: every quote and cloud price is dated and sourced", "[seed]")
{
    const DataSet &data = test::bundled();
    for (const PriceQuote &q : data.priceQuotes) {
        CAPTURE(q.deviceId, q.amount);
        CHECK(q.observed.isValid());
        CHECK_FALSE(q.source.empty());
        CHECK(q.origin == Origin::Bundled);
    }
    for (const CloudOffer &o : data.cloudOffers) {
        CAPTURE(o.id);
        CHECK(PartialDate::parse(o.priceDate));
        CHECK_FALSE(o.source.empty());
        CHECK(o.id.find("-2025-06") == std::string::npos); // duplicates merged into history
    }
    // GCP's GPU-only prices are marked as such.
    for (const char *id : {"gcp-n1-t4", "gcp-n1-v100", "gcp-g2-l4"})
        CHECK(data.cloudOffer(id)->priceScope == PriceScope::Accelerator);
    // At least two of RunPod, Vast.ai, Lambda and CoreWeave.
    int providers = 0;
    for (const char *provider : {"RunPod", "Vast.ai", "Lambda Cloud", "CoreWeave"}) {
        providers += std::any_of(data.cloudOffers.begin(), data.cloudOffers.end(),
                                 [&](const CloudOffer &o) { return o.provider == provider; });
    }
    CHECK(providers >= 2);
    // The Tesla P40 is a catalogue device with used quotes.
    REQUIRE(data.device("tesla-p40"));
    CHECK(std::count_if(data.priceQuotes.begin(), data.priceQuotes.end(), [](const PriceQuote &q) {
              return q.deviceId == "tesla-p40" && q.kind == QuoteKind::Used;
          }) >= 2);
    // Lambda's per-GPU machine prices are system shares, never shop prices.
    for (const PriceQuote &q : data.priceQuotes) {
        if (q.source.rfind("lambdal/deeplearning-benchmark", 0) == 0)
            CHECK(q.kind == QuoteKind::SystemShare);
    }
}

TEST_CASE("Bundled data: a machine's price is the price of the configuration the device describes", "[seed][llm]")
{
    // The Apple M4 Max device is the 40-core GPU, 128 GB machine: its tokens
    // per dollar must not use the $1,999 price of the 32-core, 36 GB base model.
    const DataSet &data = test::bundled();
    const Device *mac = data.device("apple-m4-max");
    REQUIRE(mac);
    REQUIRE(mac->memoryGb == 128.0);
    int quotes = 0;
    for (const PriceQuote &q : data.priceQuotes) {
        if (q.deviceId != "apple-m4-max")
            continue;
        ++quotes;
        CAPTURE(q.amount, q.notes);
        CHECK(q.amount >= 3000.0);
        CHECK(q.notes.find("128 GB") != std::string::npos);
    }
    CHECK(quotes >= 1);
}
