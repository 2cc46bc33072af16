#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "llmmemory.h"
#include "llmspeed.h"
#include "message.h"

#include <optional>
#include <string>
#include <vector>

namespace gpa {

// The questions an engineer sizing hardware for an LLM asks, answered in one
// call for a device, model, task, format, context, batch and device count:
// does it fit (and the smallest count that does), how fast (with the
// leave-one-device-out uncertainty) and what a million tokens cost on the
// owned hardware and on each cloud offer. The window, `rank` and the command
// line all ask evaluateLlm().

// What owning costs by the hour (docs/llm-model.md section 4).
struct LlmCostAssumptions
{
    // Years the purchase is spread over: the tco command's default horizon.
    double lifeYears = 3.0;
    double utilisation = 0.15; // share of the hours the hardware works
    double electricityUsdPerKwh = 0.12;
    double hostWatts = 100.0; // the machine around the cards

    static LlmCostAssumptions fromAssumptions(const Assumptions &assumptions);
};

struct LlmSpeed
{
    std::optional<double> tokensPerS; // nullopt: a sheet value is missing, or it does not fit
    double uncertainty = 0.0; // +-fraction, leave-one-device-out RMS of the metric
};

// The range an estimate spans: the uncertainty u is exp(RMS of the log
// errors) - 1, so the range is symmetric in log: t / (1 + u) to t x (1 + u).
struct LlmSpeedRange
{
    double low = 0.0;
    double high = 0.0;
};
std::optional<LlmSpeedRange> llmSpeedRange(const LlmSpeed &speed);

// One cloud offer running the same work on all its devices (tensor parallel
// for inference, ZeRO-3 for training).
struct LlmCloudCost
{
    std::string offerId;
    std::string provider;
    std::string instance;
    std::string deviceId;
    int devices = 1;
    std::optional<bool> fits;
    double perDeviceGiB = 0.0;
    std::optional<double> tokensPerS;
    std::optional<double> usdPerHour; // on demand
    std::optional<double> usdPerMillionTokens;
    std::optional<double> spotUsdPerMillionTokens;
};

struct LlmEstimate
{
    LlmSetup setup;
    std::string deviceId;
    LlmMemory memory;
    LlmFit fit;
    std::optional<int> smallestCount; // of this device, with the default split of each count

    LlmSpeed decode; // inference: generated tokens/s, all sequences
    LlmSpeed prefill; // inference: prompt tokens/s
    LlmSpeed training; // training tasks: trained tokens/s

    // The owned hardware: effective price of one device (price policy
    // default), its cost per hour of use and per million tokens (generated
    // for inference, trained for training).
    std::optional<double> priceUsd;
    std::optional<double> ownUsdPerHour;
    std::optional<double> ownUsdPerMillionTokens;
    std::vector<LlmCloudCost> cloud; // every offer, cheapest first; offers that do not fit last

    std::vector<Message> notes; // why a figure is missing, assumptions that apply
};

// Looks up the setup's model and format by id and fills an LlmSetup with the
// defaults of the issue: context 4096, batch 1, the default split for count.
struct LlmRequest
{
    std::string modelId;
    std::string formatId;
    LlmTask task = LlmTask::Inference;
    std::string deviceId;
    int count = 1;
    std::optional<LlmSplit> split; // nullopt: defaultSplit(task, count)
    int context = 4096;
    int batch = 1;
    bool checkpointing = true;
};

// The setup for a request, or the one-line reason it cannot be evaluated
// (unknown model, format or device; a format the task cannot use).
Result<LlmSetup> makeLlmSetup(const DataSet &data, const LlmRequest &request);

// Owning `count` devices by the hour of use: the purchase spread over the
// hours used in its life plus the electricity of those hours (a unified-memory
// machine is a whole computer: its price and power include the host).
// nullopt without a price or a board power.
std::optional<double> llmOwnUsdPerHour(const Device &sheet, std::optional<double> priceUsd, int count,
                                       const LlmCostAssumptions &costs);
// Dollars per million tokens at `tokensPerS` for `usdPerHour`.
std::optional<double> llmUsdPerMillionTokens(std::optional<double> usdPerHour, std::optional<double> tokensPerS);

LlmEstimate evaluateLlm(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup,
                        const Device &device, const LlmCostAssumptions &costs = {});
// The same with the owned cost at `priceUsd` for one device, the price a
// view's policy and date chose (nullopt: the device has no price under it).
LlmEstimate evaluateLlm(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup,
                        const Device &device, const LlmCostAssumptions &costs, std::optional<double> priceUsd);

// Every cloud offer running `setup`'s model and task on all its devices,
// cheapest per million tokens first, offers that cannot hold it last (the
// count and split of `setup` are replaced by each offer's).
std::vector<LlmCloudCost> llmCloudCosts(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup);

} // namespace gpa
