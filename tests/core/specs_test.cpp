#include "core/specs.h"

#include <catch2/catch.hpp>

using namespace gpa;

namespace {

SpecSupplement supplement(const std::string &device, const std::string &field, double value,
                          const std::string &source)
{
    return SpecSupplement{device, field, value, source};
}

} // namespace

TEST_CASE("Spec sheet: a supplement fills an unknown value and remembers its source", "[specs]")
{
    Device d;
    d.id = "tesla-v100-sxm2-16gb";
    d.memoryGb = 16.0;
    const auto sheet = withSupplements(d, {supplement("tesla-v100-sxm2-16gb", "l2_cache_mb", 6.0, "Volta whitepaper"),
                                           supplement("other-card", "tdp_w", 300.0, "elsewhere")});
    REQUIRE(sheet.device.l2CacheMb.has_value());
    CHECK(*sheet.device.l2CacheMb == 6.0);
    CHECK_FALSE(sheet.device.tdpW.has_value()); // another device's supplement
    REQUIRE(sheet.supplement("l2_cache_mb") != nullptr);
    CHECK(sheet.supplement("l2_cache_mb")->source == "Volta whitepaper");
    CHECK(sheet.supplement("memory_gb") == nullptr); // the device's own value
}

TEST_CASE("Spec sheet: the device's own value wins over a supplement", "[specs]")
{
    Device d;
    d.id = "x";
    d.tdpW = 250.0;
    const auto sheet = withSupplements(d, {supplement("x", "tdp_w", 300.0, "doc"),
                                           supplement("x", "fp32_tflops", 14.0, "doc A"),
                                           supplement("x", "fp32_tflops", 15.0, "doc B")});
    CHECK(*sheet.device.tdpW == 250.0);
    CHECK(sheet.supplement("tdp_w") == nullptr);
    // The first supplement of a field wins; only the used one is listed.
    CHECK(*sheet.device.fp32Tflops == 14.0);
    CHECK(sheet.supplied.size() == 1);
    CHECK(sheet.supplement("fp32_tflops")->source == "doc A");
}

TEST_CASE("Spec sheet: tensor cores and release year take whole numbers only", "[specs]")
{
    Device d;
    d.id = "x";
    auto sheet = withSupplements(d, {supplement("x", "tensor_cores", 1.0, "doc"),
                                     supplement("x", "release_year", 2019.5, "doc")});
    CHECK(sheet.device.tensorCores == true);
    CHECK_FALSE(sheet.device.releaseYear.has_value());
    sheet = withSupplements(d, {supplement("x", "tensor_cores", 0.5, "doc")});
    CHECK_FALSE(sheet.device.tensorCores.has_value());
}
