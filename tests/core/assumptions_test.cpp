#include "core/assumptions.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <string>

using namespace gpa;

TEST_CASE("Assumptions: the defaults are the documented values and valid", "[assumptions]")
{
    const Assumptions a;
    CHECK(a.electricityUsdPerKwh == 0.12);
    CHECK(a.hostWatts == 100.0);
    CHECK(a.utilisation == 0.15);
    CHECK_FALSE(a.resaleFraction); // resale from the depreciation curve
    CHECK(a.depreciation == kBundledDepreciation);
    CHECK(a.priceFreshnessMonths == 12);
    CHECK_FALSE(a.systemShareAsCardPrice);
    CHECK(a.memoryFactor16Bit == 1.5); // seed §6.3
    CHECK(a.speedUps(Workload::Cnn) == SpeedUpDefaults{1.9, 2.8, 3.5}); // seed §1.2
    // seed §1.3: 1 + 0.9 (S_cnn - 1): 1 + 0.81, 1 + 1.62, 1 + 2.25
    CHECK(a.speedUps(Workload::Rnn) == SpeedUpDefaults{1.81, 2.62, 3.25});
    // seed §1.4: 1 + (N - 1) / 2
    CHECK(a.speedUps(Workload::Transformer) == SpeedUpDefaults{1.5, 2.0, 2.5});
    CHECK(a.multiGpuHostCostUsd == 1600.0); // 400 + 300 + 350 + 150 + 250 + 150
    CHECK(a.upgradeThreshold == 1.5);
    CHECK(a.referenceDeviceId == "rtx-2080-ti");
    CHECK(validate(a).empty());
}

TEST_CASE("Assumptions: out-of-range values are named with a sentence", "[assumptions]")
{
    using Edit = std::function<void(Assumptions &)>;
    const auto [name, edit, field, rule] = GENERATE(table<std::string, Edit, std::string,
                                                          std::string>({
        {"negative electricity", [](Assumptions &a) { a.electricityUsdPerKwh = -0.01; },
         "electricityUsdPerKwh", ""},
        {"negative host watts", [](Assumptions &a) { a.hostWatts = -1.0; }, "hostWatts", ""},
        {"utilisation above 1", [](Assumptions &a) { a.utilisation = 1.2; }, "utilisation", ""},
        {"utilisation below 0", [](Assumptions &a) { a.utilisation = -0.1; }, "utilisation", ""},
        {"utilisation NaN", [](Assumptions &a) { a.utilisation = std::nan(""); }, "utilisation",
         ""},
        {"resale above 1", [](Assumptions &a) { a.resaleFraction = 1.5; }, "resaleFraction", ""},
        {"16-bit factor below 1", [](Assumptions &a) { a.memoryFactor16Bit = 0.9; },
         "memoryFactor16Bit", "§6.3"},
        {"speed-up above N", [](Assumptions &a) { a.cnnSpeedUp.two = 2.1; }, "cnnSpeedUp", "§1.2"},
        {"speed-up decreasing", [](Assumptions &a) { a.rnnSpeedUp.four = 2.0; }, "rnnSpeedUp",
         "§1.3"},
        {"speed-up zero", [](Assumptions &a) { a.transformerSpeedUp.two = 0.0; },
         "transformerSpeedUp", "§1.4"},
        {"negative host cost", [](Assumptions &a) { a.multiGpuHostCostUsd = -5.0; },
         "multiGpuHostCostUsd", "§4.5"},
        {"threshold below 1", [](Assumptions &a) { a.upgradeThreshold = 0.8; }, "upgradeThreshold",
         ""},
        {"freshness window of 0 months", [](Assumptions &a) { a.priceFreshnessMonths = 0; },
         "priceFreshnessMonths", ""},
        {"negative yearly decay", [](Assumptions &a) { a.depreciation.yearlyDecay = -0.1; },
         "depreciation", ""},
        {"no reference", [](Assumptions &a) { a.referenceDeviceId.clear(); }, "referenceDeviceId",
         ""},
    }));
    CAPTURE(name);
    Assumptions a;
    edit(a);
    const auto problems = validate(a);
    REQUIRE(problems.size() == 1);
    CHECK(problems.front().field == field);
    CHECK(problems.front().message.rule == rule);
    CHECK_FALSE(problems.front().message.english().empty());
}

TEST_CASE("Assumptions: the problem sentence carries the value", "[assumptions]")
{
    Assumptions a;
    a.utilisation = 1.2;
    a.memoryFactor16Bit = 0.5;
    const auto problems = validate(a);
    REQUIRE(problems.size() == 2);
    CHECK(problems[0].message.english()
          == "Utilisation must be between 0 and 1 (0% to 100%), got 1.2");
    CHECK(problems[1].message.english() == "The 16-bit memory factor must be at least 1, got 0.5");
}

TEST_CASE("Assumptions: edge values are accepted", "[assumptions]")
{
    Assumptions a;
    a.utilisation = 1.0;
    a.resaleFraction = 1.0;
    a.memoryFactor16Bit = 1.0;
    a.electricityUsdPerKwh = 0.0;
    a.transformerSpeedUp = {1.0, 1.0, 1.0}; // no gain at all is allowed (seed §1.4)
    a.cnnSpeedUp = {2.0, 3.0, 4.0}; // ideal scaling
    CHECK(validate(a).empty());
}
