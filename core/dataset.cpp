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

} // namespace gpa
