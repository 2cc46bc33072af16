#include "llm.h"

#include "currency.h"
#include "pricing.h"
#include "specs.h"

#include <algorithm>
#include <cmath>

namespace gpa {

namespace {

constexpr double kHoursPerYear = 8760.0;

// Dollars per million tokens at `tokensPerS` for `usdPerHour`.
std::optional<double> perMillion(std::optional<double> usdPerHour, std::optional<double> tokensPerS)
{
    if (!usdPerHour || !tokensPerS || !(*tokensPerS > 0.0))
        return std::nullopt;
    return *usdPerHour / (*tokensPerS * 3600.0) * 1e6;
}

// The throughput a million tokens is counted in: generated tokens for
// inference, trained tokens for training.
std::optional<double> costTokens(const LlmEstimate &e)
{
    return isTraining(e.setup.task) ? e.training.tokensPerS : e.decode.tokensPerS;
}

void estimateSpeeds(LlmEstimate &e, const LlmSpeedModel &speed, const Device &sheet)
{
    const LlmRun run{e.setup, &sheet};
    const LlmSpeedCoefficients &c = speed.coefficients();
    if (isTraining(e.setup.task)) {
        e.training = {trainingTokensPerS(run, c), speed.report(LlmMetric::Training).uncertainty};
        if (!e.training.tokensPerS)
            e.notes.push_back({QT_TRANSLATE_NOOP("core", "No training speed: the 16-bit compute "
                                                         "rate of %1 is not known"),
                               {sheet.name},
                               {}});
        return;
    }
    e.decode = {decodeTokensPerS(run, c), speed.report(LlmMetric::Decode).uncertainty};
    e.prefill = {prefillTokensPerS(run, c), speed.report(LlmMetric::Prefill).uncertainty};
    if (!e.decode.tokensPerS)
        e.notes.push_back({QT_TRANSLATE_NOOP("core", "No decode speed: the memory bandwidth of %1 "
                                                     "is not known"),
                           {sheet.name},
                           {}});
}

} // namespace

LlmCostAssumptions LlmCostAssumptions::fromAssumptions(const Assumptions &a)
{
    LlmCostAssumptions c;
    c.utilisation = a.utilisation;
    c.electricityUsdPerKwh = a.electricityUsdPerKwh;
    c.hostWatts = a.hostWatts;
    return c;
}

Result<LlmSetup> makeLlmSetup(const DataSet &data, const LlmRequest &request)
{
    LlmSetup setup;
    setup.model = data.llmModel(request.modelId);
    if (!setup.model)
        return makeError("unknown model '" + request.modelId + "' (see 'gpu-advisor llm --list-models')");
    setup.format = findWeightFormat(request.formatId);
    if (!setup.format) {
        std::string known;
        for (const WeightFormat &f : weightFormats())
            known += (known.empty() ? "" : ", ") + std::string(f.id);
        return makeError("unknown weight format '" + request.formatId + "' (known: " + known + ")");
    }
    if (!data.device(request.deviceId))
        return makeError("unknown device '" + request.deviceId + "'");
    setup.task = request.task;
    setup.count = request.count;
    setup.split = request.count > 1 ? request.split.value_or(defaultSplit(request.task, request.count))
                                    : request.split.value_or(LlmSplit::Single);
    setup.context = request.context;
    setup.batch = request.batch;
    setup.checkpointing = request.checkpointing;
    if (auto problem = checkSetup(setup))
        return makeError(problem->english());
    return setup;
}

std::optional<double> llmOwnUsdPerHour(const Device &sheet, std::optional<double> priceUsd, int count,
                                       const LlmCostAssumptions &costs)
{
    if (!priceUsd || !sheet.tdpW || !(costs.lifeYears > 0.0) || !(costs.utilisation > 0.0))
        return std::nullopt;
    const bool wholeMachine = llmMemoryClass(sheet) == LlmMemoryClass::Unified;
    const double hours = costs.lifeYears * kHoursPerYear * costs.utilisation;
    const double watts = *sheet.tdpW * count + (wholeMachine ? 0.0 : costs.hostWatts);
    return *priceUsd * count / hours + watts / 1000.0 * costs.electricityUsdPerKwh;
}

std::optional<LlmSpeedRange> llmSpeedRange(const LlmSpeed &speed)
{
    if (!speed.tokensPerS || !(speed.uncertainty >= 0.0))
        return std::nullopt;
    return LlmSpeedRange{*speed.tokensPerS / (1.0 + speed.uncertainty), *speed.tokensPerS * (1.0 + speed.uncertainty)};
}

std::optional<double> llmUsdPerMillionTokens(std::optional<double> usdPerHour, std::optional<double> tokensPerS)
{
    return perMillion(usdPerHour, tokensPerS);
}

LlmEstimate evaluateLlm(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup,
                        const Device &device, const LlmCostAssumptions &costs)
{
    // The price policy's default: the user's latest quote, else street prices.
    return evaluateLlm(data, speed, setup, device, costs,
                       effectivePrice(data.priceQuotes, device.id, CurrencyTable(data.exchangeRates)).usd);
}

LlmEstimate evaluateLlm(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup,
                        const Device &device, const LlmCostAssumptions &costs, std::optional<double> priceUsd)
{
    LlmEstimate e;
    e.setup = setup;
    e.deviceId = device.id;
    const Device sheet = withSupplements(device, data.specSupplements).device;
    e.memory = llmMemory(setup);
    e.fit = llmFit(e.memory, sheet);
    e.smallestCount = smallestFittingCount(setup, sheet);
    estimateSpeeds(e, speed, sheet);
    if (setup.context > setup.model->nativeContext)
        e.notes.push_back({QT_TRANSLATE_NOOP("core", "The context of %1 tokens is longer than the "
                                                     "%2 the model was trained for"),
                           {std::to_string(setup.context),
                            std::to_string(setup.model->nativeContext)},
                           {}});

    // Owned: the purchase spread over the hours used in its life, plus the
    // electricity of those hours. A unified-memory machine is a whole
    // computer: its price and power include the host.
    e.priceUsd = priceUsd;
    e.ownUsdPerHour = llmOwnUsdPerHour(sheet, priceUsd, setup.count, costs);
    if (!priceUsd) {
        e.notes.push_back({QT_TRANSLATE_NOOP("core", "No owned cost: %1 has no price"),
                           {sheet.name},
                           {}});
    } else if (!sheet.tdpW) {
        e.notes.push_back({QT_TRANSLATE_NOOP("core", "No owned cost: the board power of %1 is not "
                                                     "known"),
                           {sheet.name},
                           {}});
    }
    if (e.fit.fits.value_or(false))
        e.ownUsdPerMillionTokens = perMillion(e.ownUsdPerHour, costTokens(e));

    e.cloud = llmCloudCosts(data, speed, setup);
    return e;
}

std::vector<LlmCloudCost> llmCloudCosts(const DataSet &data, const LlmSpeedModel &speed, const LlmSetup &setup)
{
    std::vector<LlmCloudCost> out;
    // Every cloud offer, all of its devices on the job.
    for (const CloudOffer &offer : data.cloudOffers) {
        const Device *accelerator = data.device(offer.acceleratorId);
        if (!accelerator)
            continue;
        LlmCloudCost cost;
        cost.offerId = offer.id;
        cost.provider = offer.provider;
        cost.instance = offer.instance;
        cost.deviceId = offer.acceleratorId;
        cost.devices = std::max(1, offer.acceleratorCount);
        cost.usdPerHour = offer.usdPerHourOnDemand;
        LlmSetup cloudSetup = setup;
        cloudSetup.count = cost.devices;
        cloudSetup.split = cost.devices == 1 ? LlmSplit::Single
                           : isTraining(setup.task) ? LlmSplit::Zero3
                                                    : LlmSplit::Tensor;
        const Device cloudSheet = withSupplements(*accelerator, data.specSupplements).device;
        const LlmMemory memory = llmMemory(cloudSetup);
        const LlmFit fit = llmFit(memory, cloudSheet);
        cost.fits = fit.fits;
        cost.perDeviceGiB = memory.perDeviceGiB;
        if (fit.fits.value_or(false)) {
            const LlmRun run{cloudSetup, &cloudSheet};
            cost.tokensPerS = isTraining(setup.task)
                                  ? trainingTokensPerS(run, speed.coefficients())
                                  : decodeTokensPerS(run, speed.coefficients());
            cost.usdPerMillionTokens = perMillion(offer.usdPerHourOnDemand, cost.tokensPerS);
            cost.spotUsdPerMillionTokens = perMillion(offer.usdPerHourSpot, cost.tokensPerS);
        }
        out.push_back(cost);
    }
    std::stable_sort(out.begin(), out.end(), [](const LlmCloudCost &a, const LlmCloudCost &b) {
        if (a.usdPerMillionTokens.has_value() != b.usdPerMillionTokens.has_value())
            return a.usdPerMillionTokens.has_value();
        return a.usdPerMillionTokens.value_or(0.0) < b.usdPerMillionTokens.value_or(0.0);
    });
    return out;
}

} // namespace gpa
