#pragma once

#include "device.h"
#include "llmmodel.h"
#include "records.h"

#include <string_view>
#include <vector>

namespace gpa {

// Everything the engine needs, as one plain value: the database layer fills
// it, the calculations read it. Copies are cheap enough at catalogue sizes
// (hundreds of rows) and make every calculation a pure function.
struct DataSet
{
    std::vector<Device> devices;
    std::vector<CloudOffer> cloudOffers;
    std::vector<PriceQuote> priceQuotes;
    std::vector<Benchmark> benchmarks;
    std::vector<ScalingRow> scaling;
    std::vector<ExchangeRate> exchangeRates;
    std::vector<SpecSupplement> specSupplements;
    std::vector<CloudPricePoint> cloudPriceHistory; // earlier prices of the cloud offers
    std::vector<LlmModel> llmModels;
    std::vector<LlmBenchmark> llmBenchmarks;

    [[nodiscard]] const Device *device(std::string_view id) const;
    [[nodiscard]] const CloudOffer *cloudOffer(std::string_view id) const;
    [[nodiscard]] const LlmModel *llmModel(std::string_view id) const;
    // A copy of everything but the quote history, the bulk of a large
    // catalogue, for work that never reads prices (the calibration).
    [[nodiscard]] DataSet withoutPriceQuotes() const;
};

} // namespace gpa
