#include "core/tco.h"

#include <catch2/catch.hpp>

#include <functional>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

// Dettmers' 2020 worked example: a $2,200 card of 350 W in a 100 W host,
// busy 15% of the time, electricity at $0.12/kWh.
BuyVsRentInput dettmers2020(double rentPerHour)
{
    BuyVsRentInput in = BuyVsRentInput::fromAssumptions(Assumptions{});
    in.purchaseUsd = 2200.0;
    in.deviceWatts = 350.0;
    in.rentUsdPerHour = rentPerHour;
    in.normaliseWork = false;
    return in;
}

} // namespace

TEST_CASE("TCO: the defaults are Dettmers' worked example", "[tco]")
{
    const BuyVsRentInput in = BuyVsRentInput::fromAssumptions(Assumptions{});
    CHECK(in.hostWatts == 100.0);
    CHECK(in.utilisation == 0.15);
    CHECK(in.electricityUsdPerKwh == 0.12);
    CHECK(in.resaleFraction == 0.0);
    CHECK(in.normaliseWork);
}

TEST_CASE("TCO: electricity of the worked example", "[tco]")
{
    const BuyVsRentInput in = dettmers2020(3.06);
    // 450 W x 0.15 x 8760 h = 591.3 kWh a year
    CHECK_THAT(electricityKwhPerYear(in), WithinRel(591.3, 1e-12));
    // 591.3 kWh x $0.12 = $70.956 a year
    CHECK_THAT(electricityKwhPerYear(in) * in.electricityUsdPerKwh, WithinRel(70.956, 1e-12));
    // per day: 0.45 kW x 0.15 x 24 h x $0.12 = $0.1944
    CHECK_THAT(electricityUsdPerDay(in), WithinRel(0.1944, 1e-12));
    CHECK_THAT(electricityUsdPerDay(in) * 365.0, WithinRel(70.956, 1e-12));
}

TEST_CASE("TCO: break-even day against a cloud instance", "[tco]")
{
    const auto [name, edit, expectedDay]
        = GENERATE(table<std::string, std::function<void(BuyVsRentInput &)>, double>({
            // $3.06/h (AWS p3.2xlarge, one V100) hour for hour:
            // rent a day = 3.06 x 24 x 0.15 = $11.016; saving 11.016 - 0.1944 = 10.8216;
            // 2200 / 10.8216 = 203.2967 days
            {"hour for hour", [](BuyVsRentInput &) {}, 2200.0 / 10.8216},
            // Same work: own hardware 1.0, instance 0.8 -> 1.25 rented hours per own hour;
            // rent a day 13.77; 2200 / (13.77 - 0.1944) = 162.0555 days
            {"same work",
             [](BuyVsRentInput &in) {
                 in.normaliseWork = true;
                 in.ownThroughput = 1.0;
                 in.instanceThroughput = 0.8;
             },
             2200.0 / 13.5756},
            // Half the price back on resale: 1100 / 10.8216 = 101.6486 days
            {"resale half", [](BuyVsRentInput &in) { in.resaleFraction = 0.5; }, 1100.0 / 10.8216},
            // Busy all day: rent 3.06 x 24 = 73.44, power 0.45 x 24 x 0.12 = 1.296;
            // 2200 / 72.144 = 30.4946 days
            {"full utilisation", [](BuyVsRentInput &in) { in.utilisation = 1.0; }, 2200.0 / 72.144},
        }));
    CAPTURE(name);
    BuyVsRentInput in = dettmers2020(3.06);
    edit(in);
    const BuyVsRentBreakEven even = buyVsRentBreakEven(in);
    REQUIRE(even.day);
    CHECK_THAT(*even.day, WithinRel(expectedDay, 1e-12));
    // At the break-even day both curves meet.
    CHECK_THAT(ownCostUsd(in, *even.day), WithinRel(rentCostUsd(in, *even.day), 1e-12));
}

TEST_CASE("TCO: explanations", "[tco]")
{
    const BuyVsRentBreakEven even = buyVsRentBreakEven(dettmers2020(3.06));
    CHECK(
        even.explanation.english()
        == "Buying is cheaper after 203 days of use: the purchase ($2,200 after resale) is repaid "
           "by the $10.82 a day saved on rent over electricity");
    CHECK_FALSE(even.normalisation); // hour for hour was asked for
    CHECK_FALSE(even.normalised);

    BuyVsRentInput same = dettmers2020(3.06);
    same.normaliseWork = true;
    same.ownThroughput = 1.0;
    same.instanceThroughput = 0.8;
    const BuyVsRentBreakEven normalised = buyVsRentBreakEven(same);
    CHECK(normalised.normalised);
    REQUIRE(normalised.normalisation);
    CHECK(normalised.normalisation->english()
          == "Rent hours scaled by 1.25 so that both do the same work (own hardware 1, instance "
             "0.8 times the reference device)");

    // Asked for, but a throughput is unknown: hour for hour, and said so.
    BuyVsRentInput unknown = dettmers2020(3.06);
    unknown.normaliseWork = true;
    unknown.ownThroughput = 1.0;
    const BuyVsRentBreakEven fallback = buyVsRentBreakEven(unknown);
    CHECK_FALSE(fallback.normalised);
    CHECK(rentHoursPerOwnHour(unknown) == 1.0);
    REQUIRE(fallback.normalisation);
    CHECK(fallback.normalisation->english()
          == "Rent counted hour for hour: the performance of the own hardware or of the instance "
             "is not known");
}

TEST_CASE("TCO: no break-even when renting is always cheaper", "[tco]")
{
    // $0.05/h: 0.05 x 24 x 0.15 = $0.18 a day, less than $0.1944 of electricity
    const BuyVsRentBreakEven even = buyVsRentBreakEven(dettmers2020(0.05));
    CHECK_FALSE(even.day);
    CHECK(even.explanation.english()
          == "Renting stays cheaper: a day of renting ($0.18) costs no more than a day of "
             "electricity for the own hardware ($0.19)");
}

TEST_CASE("TCO: cost curves over days", "[tco]")
{
    const BuyVsRentInput in = dettmers2020(3.06);
    const auto curve = costCurve(in, 10, 5);
    REQUIRE(curve.size() == 3);
    CHECK(curve[0].day == 0);
    CHECK(curve[0].ownUsd == 2200.0);
    CHECK(curve[0].rentUsd == 0.0);
    CHECK(curve[2].day == 10);
    CHECK_THAT(curve[2].ownUsd, WithinRel(2201.944, 1e-12)); // 2200 + 10 x 0.1944
    CHECK_THAT(curve[2].rentUsd, WithinRel(110.16, 1e-12)); // 10 x 11.016

    // The last day is always included.
    const auto uneven = costCurve(in, 7, 5);
    REQUIRE(uneven.size() == 3);
    CHECK(uneven.back().day == 7);
    CHECK(costCurve(in, 0, 1).size() == 1);
}
