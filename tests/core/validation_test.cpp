#include "core/validation.h"

#include <catch2/catch.hpp>

#include <limits>

TEST_CASE("Typed prices: good ones pass, bad ones say why", "[validation]")
{
    constexpr double kCnyInUsd = 1.0 / 7.1647; // one yuan in dollars
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    constexpr double kInf = std::numeric_limits<double>::infinity();
    using Row = std::tuple<double, double, std::string, std::string>;
    const auto [amount, usdPerUnit, currency, message] =
        GENERATE_COPY(table<double, double, std::string, std::string>({
            Row{499.0, 1.0, "USD", ""},
            Row{123.45, 1.0, "USD", ""},
            Row{3500.0, kCnyInUsd, "CNY", ""},      // 3,500 / 7.1647 = $488.5
            Row{999'999.0, 1.0, "USD", ""},         // just under $1M
            Row{7'000'000.0, kCnyInUsd, "CNY", ""}, // 7,000,000 / 7.1647 = $977,013
            Row{0.0, 1.0, "USD", "the price must be greater than zero"},
            Row{-5.0, 1.0, "USD", "the price must be greater than zero"},
            Row{kNaN, 1.0, "USD", "the price is not a number"},
            Row{kInf, 1.0, "USD", "the price must be a finite number"},
            Row{1e7, 1.0, "USD", "the price is implausibly large (more than $1,000,000 for one device)"},
            // 8,000,000 / 7.1647 = $1,116,586; the limit in yuan is 7,164,700.
            Row{8e6, kCnyInUsd, "CNY", "the price is implausibly large (more than \u00A57,164,700 for one device)"},
            Row{10.0, 0.0, "XYZ", "no exchange rate for XYZ"},
        }));
    CAPTURE(amount, currency);
    const auto problem = gpa::checkPrice(amount, usdPerUnit, currency);
    CHECK(problem.has_value() == !message.empty());
    if (problem)
        CHECK(problem->english() == message);
}

TEST_CASE("Device ids are slugs", "[validation]")
{
    CHECK_FALSE(gpa::checkDeviceId("rtx-2080-ti"));
    CHECK_FALSE(gpa::checkDeviceId("h100-sxm"));
    for (const char *bad : {"", "RTX", "rtx_2080", "-rtx", "rtx-", "rtx--2080", "rtx 2080", "ä"}) {
        CAPTURE(bad);
        CHECK(gpa::checkDeviceId(bad));
    }
}

#include "core/device.h"

TEST_CASE("A user's device: every bad field is named", "[validation]")
{
    gpa::Device d;
    d.id = "my-card";
    d.name = "My card";
    d.vendor = "NVIDIA";
    d.releaseYear = 2026;
    CHECK(gpa::checkDevice(d).empty());

    d.id = "My Card";
    d.name = "  ";
    d.vendor.clear();
    d.releaseYear = 1980;
    d.memoryGb = -8.0;
    d.tdpW = std::numeric_limits<double>::infinity();
    d.tensorCores = false;
    d.tensorFp16TflopsDense = 100.0;
    std::vector<std::string> fields;
    for (const auto &problem : gpa::checkDevice(d))
        fields.push_back(problem.field);
    CHECK(fields == std::vector<std::string>{"id", "name", "vendor", "release_year", "memory_gb", "tdp_w",
                                             "tensor_fp16_tflops_dense"});
}
