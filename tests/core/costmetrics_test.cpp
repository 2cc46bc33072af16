#include "core/costmetrics.h"

#include <catch2/catch.hpp>

using namespace gpa;
using Catch::Matchers::WithinRel;

TEST_CASE("Cost metrics: performance per dollar", "[costmetrics]")
{
    const auto [performance, price, expected]
        = GENERATE(table<double, std::optional<double>, std::optional<double>>({
            {1.0, 1200.0, 1.0 / 1200.0}, // reference card at $1,200: 8.333e-4
            {0.6, 349.0, 0.6 / 349.0}, // 1.719e-3, about 2.06x the reference's
            {0.0, 349.0, 0.0}, // no performance, a price: zero, not unknown
            {1.0, std::nullopt, std::nullopt},
            {1.0, 0.0, std::nullopt},
            {1.0, -10.0, std::nullopt},
            {-1.0, 100.0, std::nullopt},
        }));
    CAPTURE(performance, price);
    const auto value = performancePerDollar(performance, price);
    REQUIRE(value.has_value() == expected.has_value());
    if (expected)
        CHECK_THAT(*value, WithinRel(*expected, 1e-12));
}

TEST_CASE("Cost metrics: relative to the reference", "[costmetrics]")
{
    // (0.6 / 349) / (1 / 1200) = 720 / 349 = 2.0630...
    const auto value
        = relativeTo(performancePerDollar(0.6, 349.0), performancePerDollar(1.0, 1200.0));
    REQUIRE(value);
    CHECK_THAT(*value, WithinRel(720.0 / 349.0, 1e-12));
    CHECK_FALSE(relativeTo(std::nullopt, 1.0));
    CHECK_FALSE(relativeTo(1.0, std::nullopt));
    CHECK_FALSE(relativeTo(1.0, 0.0));
}

TEST_CASE("Cost metrics: cloud offers per device-hour", "[costmetrics]")
{
    // Rows of database/seed/cloud_offers.csv.
    const auto [instance, count, onDemand, spot, perDeviceOnDemand, perDeviceSpot]
        = GENERATE(table<std::string, int, std::optional<double>, std::optional<double>,
                         std::optional<double>, std::optional<double>>({
            {"p3.2xlarge", 1, 3.06, 0.5197, 3.06, 0.5197},
            {"p3.8xlarge", 4, 12.24, 1.7535, 3.06, 0.438375}, // 12.24 / 4; 1.7535 / 4
            {"p3.16xlarge", 8, 24.48, std::nullopt, 3.06, std::nullopt}, // no spot price
            {"p4d.24xlarge", 8, 32.7726, 5.0933, 4.096575, 0.6366625}, // /8
            {"broken", 0, 1.0, 1.0, std::nullopt, std::nullopt}, // no devices
        }));
    CAPTURE(instance);
    CloudOffer offer;
    offer.instance = instance;
    offer.acceleratorCount = count;
    offer.usdPerHourOnDemand = onDemand;
    offer.usdPerHourSpot = spot;
    const auto price = pricePerDeviceHour(offer);
    REQUIRE(price.onDemandUsd.has_value() == perDeviceOnDemand.has_value());
    REQUIRE(price.spotUsd.has_value() == perDeviceSpot.has_value());
    if (perDeviceOnDemand)
        CHECK_THAT(*price.onDemandUsd, WithinRel(*perDeviceOnDemand, 1e-12));
    if (perDeviceSpot)
        CHECK_THAT(*price.spotUsd, WithinRel(*perDeviceSpot, 1e-12));
}

TEST_CASE("Cost metrics: relative performance per dollar-hour", "[costmetrics]")
{
    CloudOffer offer;
    offer.acceleratorCount = 4;
    offer.usdPerHourOnDemand = 12.24;
    offer.usdPerHourSpot = 1.7535;
    // A device 0.8x the reference: 0.8 / 3.06 = 0.26144; 0.8 / 0.438375 = 1.82492
    const CloudValue value = cloudValue(offer, 0.8);
    REQUIRE(value.performancePerOnDemandDollarHour);
    REQUIRE(value.performancePerSpotDollarHour);
    CHECK_THAT(*value.performancePerOnDemandDollarHour, WithinRel(0.8 / 3.06, 1e-12));
    CHECK_THAT(*value.performancePerSpotDollarHour, WithinRel(0.8 / 0.438375, 1e-12));

    offer.usdPerHourSpot.reset();
    CHECK_FALSE(cloudValue(offer, 0.8).performancePerSpotDollarHour);
}
