#pragma once

#include "records.h"

#include <optional>

namespace gpa {

// Relative performance (throughput versus the reference device) per US
// dollar of price; nullopt when the price is unknown or not positive, or the
// performance is not a finite non-negative number. Seed §4.4 ranks cards by
// this figure.
std::optional<double> performancePerDollar(double relativePerformance,
                                           std::optional<double> priceUsd);

// `value` as a multiple of `reference` (e.g. performance per dollar relative
// to the reference device's); nullopt when either is missing or the
// reference is not positive.
std::optional<double> relativeTo(std::optional<double> value, std::optional<double> reference);

// What one device-hour of a cloud instance costs: the instance's $/hour
// divided by its device count. Spot is often missing.
struct DeviceHourPrice
{
    std::optional<double> onDemandUsd;
    std::optional<double> spotUsd;
};

DeviceHourPrice pricePerDeviceHour(const CloudOffer &offer);

// A cloud offer's value: relative performance of one of its devices per
// dollar of one device-hour (the instance-level ratio is the same when the
// instance's devices run separate jobs; see multigpu.h for one job on all).
struct CloudValue
{
    DeviceHourPrice perDeviceHour;
    std::optional<double> performancePerOnDemandDollarHour;
    std::optional<double> performancePerSpotDollarHour;
};

CloudValue cloudValue(const CloudOffer &offer, double relativePerformancePerDevice);

} // namespace gpa
