#include "costmetrics.h"

#include <cmath>

namespace gpa {

namespace {

bool positive(std::optional<double> value)
{
    return value && std::isfinite(*value) && *value > 0.0;
}

std::optional<double> perDevice(std::optional<double> instancePrice, int devices)
{
    if (!positive(instancePrice) || devices <= 0)
        return std::nullopt;
    return *instancePrice / devices;
}

} // namespace

std::optional<double> performancePerDollar(double relativePerformance,
                                           std::optional<double> priceUsd)
{
    if (!positive(priceUsd) || !std::isfinite(relativePerformance) || relativePerformance < 0.0)
        return std::nullopt;
    return relativePerformance / *priceUsd;
}

std::optional<double> relativeTo(std::optional<double> value, std::optional<double> reference)
{
    if (!value || !std::isfinite(*value) || !positive(reference))
        return std::nullopt;
    return *value / *reference;
}

DeviceHourPrice pricePerDeviceHour(const CloudOffer &offer)
{
    return {perDevice(offer.usdPerHourOnDemand, offer.acceleratorCount),
            perDevice(offer.usdPerHourSpot, offer.acceleratorCount)};
}

CloudValue cloudValue(const CloudOffer &offer, double relativePerformancePerDevice)
{
    CloudValue value;
    value.perDeviceHour = pricePerDeviceHour(offer);
    value.performancePerOnDemandDollarHour
        = performancePerDollar(relativePerformancePerDevice, value.perDeviceHour.onDemandUsd);
    value.performancePerSpotDollarHour
        = performancePerDollar(relativePerformancePerDevice, value.perDeviceHour.spotUsd);
    return value;
}

} // namespace gpa
