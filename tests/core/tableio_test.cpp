#include "core/tableio.h"

#include <algorithm>

#include <catch2/catch.hpp>

using namespace gpa;

namespace {

csv::Table table(const std::string &text)
{
    csv::Table t;
    csv::ParseError error;
    REQUIRE(csv::parse(text, t, error));
    return t;
}

} // namespace

TEST_CASE("Devices: empty cells stay unknown, never zero", "[tableio]")
{
    const auto devices = tableio::readDevices(
        table("id,name,vendor,kind,segment,memory_gb,l2_cache_mb,tensor_cores,release_year,release_date\n"
              "rtx-2060,GeForce RTX 2060,NVIDIA,gpu,consumer,6,,yes,2019,2019-01\n"),
        "devices.csv");
    REQUIRE(devices.ok());
    const Device &d = devices->front();
    CHECK(d.memoryGb == 6.0);
    CHECK_FALSE(d.l2CacheMb.has_value());
    CHECK_FALSE(d.tdpW.has_value());
    CHECK(d.tensorCores == true);
    CHECK(d.releaseDate->toString() == "2019-01");
}

TEST_CASE("Devices: a bad cell names the file, line and column", "[tableio]")
{
    const auto devices = tableio::readDevices(
        table("id,name,vendor,kind,segment,release_year,memory_gb\n"
              "a,A,NVIDIA,gpu,consumer,2020,8\n"
              "b,B,NVIDIA,gpu,consumer,2020,lots\n"),
        "devices.csv");
    REQUIRE_FALSE(devices.ok());
    CHECK(devices.message() == "devices.csv line 3: memory_gb: 'lots' is not a number");
}

TEST_CASE("Imported rows pass the same validator as every other entry path", "[tableio][validation]")
{
    // Each row is fine for the CSV parser and bad for the catalogue: the
    // reader refuses it with the file, the line, the field and the reason.
    const auto [what, csvText, expected] = GENERATE(table<const char *, std::string, std::string>({
        {"an id with two dashes", "id,name,vendor,kind,segment,release_year\na--b,A,V,gpu,consumer,2020\n",
         "d.csv line 2: id: the id may not start with a dash or hold two in a row"},
        {"no release year", "id,name,vendor,kind,segment\na,A,V,gpu,consumer\n",
         "d.csv line 2: release_year: the release year is needed"},
        {"a name of 201 characters",
         "id,name,vendor,kind,segment,release_year\na," + std::string(201, 'n') + ",V,gpu,consumer,2020\n",
         "d.csv line 2: name: it is longer than 200 characters"},
        {"a line break in a name", "id,name,vendor,kind,segment,release_year\na,\"A\nB\",V,gpu,consumer,2020\n",
         "d.csv line 2: name: it holds a control character"},
        {"a cell of 4001 characters",
         "id,name,vendor,kind,segment,release_year,notes\na,A,V,gpu,consumer,2020," + std::string(4001, 'x') + "\n",
         "d.csv line 2: notes: it is longer than 4000 characters"},
        {"1e300 TFLOPS", "id,name,vendor,kind,segment,release_year,fp32_tflops\na,A,V,gpu,consumer,2020,1e300\n",
         "d.csv line 2: fp32_tflops: must be at most 10000000"},
    }));
    CAPTURE(what);
    const auto devices = tableio::readDevices(table(csvText), "d.csv");
    REQUIRE_FALSE(devices.ok());
    CHECK_THAT(devices.message(), Catch::Matchers::StartsWith(expected));
}

TEST_CASE("Imported quotes, rates and offers pass the same validator too", "[tableio][validation]")
{
    const auto quotes = tableio::readPriceQuotes(
        table("device_id,amount,currency,kind,observed\n"
              "rtx-2060,300,usd,retail-new,2019-01\n"),
        "q.csv");
    REQUIRE_FALSE(quotes.ok());
    CHECK(quotes.message() == "q.csv line 2: currency: the currency code 'usd' is not three capital letters");
    const auto rates = tableio::readExchangeRates(table("currency,per_usd\nJPY,1e-300\n"), "r.csv");
    REQUIRE_FALSE(rates.ok());
    CHECK(rates.message()
          == "r.csv line 2: per_usd: the rate 1e-300 is not a number from 0.001 to 10000000 units per US dollar");
    const auto offers = tableio::readCloudOffers(
        table("id,provider,instance,accelerator_id,accelerator_count,usd_per_hour_on_demand\n"
              "x-1,P,I,rtx-2060,1,1e9\n"),
        "o.csv");
    REQUIRE_FALSE(offers.ok());
    CHECK(offers.message() == "o.csv line 2: usd_per_hour_on_demand: an hourly price must be above 0 and at most 100000");
}

TEST_CASE("Devices: unknown columns and kinds are refused", "[tableio]")
{
    CHECK_FALSE(tableio::readDevices(table("id,name,vendor,kind,segment,colour\n"), "d.csv").ok());
    const auto bad = tableio::readDevices(table("id,name,vendor,kind,segment\nx,X,V,fpga,consumer\n"), "d.csv");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.message() == "d.csv line 2: kind: 'fpga' is not a known value");
}

TEST_CASE("Price quotes: amount must be a positive number and the date a date", "[tableio]")
{
    const std::string header = "device_id,amount,currency,kind,origin,observed\n";
    CHECK(tableio::readPriceQuotes(table(header + "x,499,USD,msrp,,2018-10\n"), "q.csv").ok());
    CHECK(tableio::readPriceQuotes(table(header + "x,499,USD,used,user,2018-10\n"), "q.csv").ok());
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,0,USD,msrp,,2018-10\n"), "q.csv").ok());
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,-3,USD,msrp,,2018-10\n"), "q.csv").ok());
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,nan,USD,msrp,,2018-10\n"), "q.csv").ok());
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,5,USD,msrp,,October\n"), "q.csv").ok());
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,5,USD,gift,,2018\n"), "q.csv").ok());
    // The kinds of earlier releases are no kinds any more.
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,5,USD,retail,,2018\n"), "q.csv").ok());
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,5,USD,used,modified,2018\n"), "q.csv").ok());
    CHECK_FALSE(tableio::readPriceQuotes(table(header + "x,5,usd,used,,2018\n"), "q.csv").ok());
}

TEST_CASE("Device fields round-trip through a CSV row", "[tableio]")
{
    Device d;
    d.id = "my-card";
    d.name = "My card, 2nd \"edition\"";
    d.vendor = "NVIDIA";
    d.releaseYear = 2024;
    d.memoryGb = 12.5;
    d.tensorCores = false;
    d.origin = Origin::User;
    csv::Row header;
    csv::Row row;
    for (const auto &[column, text] : tableio::deviceFields(d)) {
        header.push_back(column);
        row.push_back(text);
    }
    CHECK(header == tableio::deviceColumns());
    const auto back = tableio::readDevices(table(csv::formatRow(header) + "\n" + csv::formatRow(row) + "\n"), "x");
    REQUIRE(back.ok());
    CHECK(back->front().name == d.name);
    CHECK(back->front().memoryGb == 12.5);
    CHECK(back->front().tensorCores == false);
    CHECK_FALSE(back->front().fp32Tflops.has_value());
    CHECK(back->front().origin == Origin::User);
}

TEST_CASE("Devices: fit and support columns are read, checked and written back", "[tableio]")
{
    const std::string header = "id,name,vendor,kind,segment,form_factor,power_connectors,compute_capability,"
                               "rocm_support,last_supported_release,platform_source,platform_notes,release_year\n";
    const auto good = tableio::readDevices(
        table(header + "gtx-1080,GeForce GTX 1080,NVIDIA,gpu,consumer,pcie,1x 8-pin PCIe,6.1,,CUDA 12.9,"
                       "NVIDIA,Founders Edition,2016\n"
                       "mi300x,MI300X,AMD,accelerator,datacenter,oam,,,supported,,AMD,,2023\n"
                       "mine,Mine,Other,gpu,consumer,,,,,,,,2024\n"),
        "devices.csv");
    INFO((good.ok() ? std::string() : good.message()));
    REQUIRE(good.ok());
    const std::vector<Device> &d = *good;
    CHECK(d[0].formFactor == FormFactor::Pcie);
    CHECK(d[0].powerConnectors == "1x 8-pin PCIe");
    REQUIRE(d[0].capability());
    CHECK(*d[0].capability() == ComputeCapability{6, 1});
    CHECK(d[0].lastSupportedRelease == "CUDA 12.9");
    CHECK(d[1].formFactor == FormFactor::Oam);
    CHECK(d[1].rocmSupport == RocmSupport::Supported);
    CHECK(d[2].formFactor == FormFactor::Unknown); // empty: unknown
    CHECK(d[2].rocmSupport == RocmSupport::Unknown);

    const auto fields = tableio::deviceFields(d[1]);
    CHECK(std::find(fields.begin(), fields.end(), std::pair<std::string, std::string>{"form_factor", "oam"})
          != fields.end());
    CHECK(tableio::deviceJson(d[2]).dump(-1).find("\"form_factor\":null") != std::string::npos);
    CHECK(tableio::deviceJson(d[1]).dump(-1).find("\"rocm_support\":\"supported\"") != std::string::npos);

    const auto row = [&](const std::string &cells) {
        return tableio::readDevices(table(header + cells + "\n"), "devices.csv");
    };
    const auto badForm = row("x,X,NVIDIA,gpu,consumer,usb,,,,,,,2020");
    REQUIRE_FALSE(badForm.ok());
    CHECK(badForm.message() == "devices.csv line 2: form_factor: 'usb' is not a known value");
    const auto badCc = row("x,X,NVIDIA,gpu,consumer,pcie,,sm_89,,,,,2020");
    REQUIRE_FALSE(badCc.ok());
    CHECK(badCc.message()
          == "devices.csv line 2: compute_capability: 'sm_89' is not a compute capability such as 8.9");
    CHECK_FALSE(row("x,X,AMD,gpu,consumer,pcie,,,deprecated,,,,2020").ok());
}

TEST_CASE("Compute capabilities parse and compare as versions", "[tableio]")
{
    const auto [text, major, minor] = GENERATE(table<std::string, int, int>({
        {"6.1", 6, 1}, {"8.9", 8, 9}, {"10.3", 10, 3}, {"12.0", 12, 0}}));
    CAPTURE(text);
    const auto cc = parseComputeCapability(text);
    REQUIRE(cc);
    CHECK(cc->major == major);
    CHECK(cc->minor == minor);
    for (const char *bad : {"", "8", "8.", ".9", "8.9.1", "x.1", "123.0", "8,9"}) {
        CAPTURE(bad);
        CHECK_FALSE(parseComputeCapability(bad));
    }
    CHECK(ComputeCapability{7, 5} > ComputeCapability{7, 2});
    CHECK(ComputeCapability{10, 0} > ComputeCapability{9, 0}); // not a text comparison
}
