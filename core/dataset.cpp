#include "dataset.h"

#include <algorithm>

namespace gpa {

const Device *DataSet::device(std::string_view id) const
{
    const auto it = std::find_if(devices.begin(), devices.end(),
                                 [id](const Device &d) { return d.id == id; });
    return it == devices.end() ? nullptr : &*it;
}

const CloudOffer *DataSet::cloudOffer(std::string_view id) const
{
    const auto it = std::find_if(cloudOffers.begin(), cloudOffers.end(),
                                 [id](const CloudOffer &o) { return o.id == id; });
    return it == cloudOffers.end() ? nullptr : &*it;
}

const LlmModel *DataSet::llmModel(std::string_view id) const
{
    const auto it = std::find_if(llmModels.begin(), llmModels.end(),
                                 [id](const LlmModel &m) { return m.id == id; });
    return it == llmModels.end() ? nullptr : &*it;
}

// A member added to DataSet must be copied below too.
static_assert(sizeof(DataSet) == 10 * sizeof(std::vector<Device>));

DataSet DataSet::withoutPriceQuotes() const
{
    DataSet copy;
    copy.devices = devices;
    copy.cloudOffers = cloudOffers;
    copy.benchmarks = benchmarks;
    copy.scaling = scaling;
    copy.exchangeRates = exchangeRates;
    copy.specSupplements = specSupplements;
    copy.cloudPriceHistory = cloudPriceHistory;
    copy.llmModels = llmModels;
    copy.llmBenchmarks = llmBenchmarks;
    return copy;
}

} // namespace gpa
