#pragma once

#include "devicefilter.h"
#include "llmworkload.h"
#include "session.h"

#include <optional>
#include <string>
#include <vector>

namespace gpa {

// The answers the recommender's LLM personas ("run a local LLM", "fine-tune
// an LLM") and the Plans build on, over a Session whose view holds an LLM
// workload (ViewOptions::llm).

// One device under the view's LLM workload at the view's price.
struct LlmDeviceOption
{
    const Device *device = nullptr; // into the session's data
    LlmEvaluation llm; // fit verdict, tokens/s with uncertainty, tokens/s per dollar
    std::optional<double> priceUsd; // one device, the view's price policy
};

// Every device the filter lets through, in the LLM ranking's order: those
// that fit and run the workload first (best tokens/s per dollar first), then
// those that cannot (see rankByValue). Empty when the view has no LLM workload.
std::vector<LlmDeviceOption> llmDeviceOptions(const Session &session, const DeviceFilter &filter = {});

// The smallest system of one kind of device that holds the view's model for
// its task: the count (with the workload's split, or the default split of
// each count), what it costs and how fast it runs.
struct LlmSystemOption
{
    const Device *device = nullptr;
    int count = 0; // 0: no count up to kLlmMaxCount fits (or the memory is unknown)
    LlmSplit split = LlmSplit::Single;
    double perDeviceGiB = 0.0; // at `count`
    LlmMemory memory; // at `count`, term by term
    std::optional<double> usableGiB;
    std::optional<double> priceUsd;  // one device
    std::optional<double> systemUsd; // count x price
    LlmSpeed speed; // of the whole system
    std::optional<double> tokensPerSPerDollar; // of the system price
    std::optional<double> ownUsdPerMillionTokens; // price spread over its life + electricity
    std::optional<Message> problem; // why there is no system: unsupported, unknown memory, none fits
};

// One option per device the filter lets through: the systems that fit
// first, cheapest first (those without a price after them, fewest devices
// first), then the devices without one, by name.
std::vector<LlmSystemOption> smallestLlmSystems(const Session &session, const DeviceFilter &filter = {});
// The same for `workload` instead of the view's (the Plans' LLM tool asks
// about a model of its own); the session gives the devices, prices and
// speed model. Empty when the workload cannot be evaluated.
std::vector<LlmSystemOption> smallestLlmSystems(const Session &session, const LlmWorkload &workload,
                                                const DeviceFilter &filter = {});

} // namespace gpa
