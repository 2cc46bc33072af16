#include "core/tableio.h"

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
        table("id,name,vendor,kind,segment,memory_gb,l2_cache_mb,tensor_cores,release_date\n"
              "rtx-2060,GeForce RTX 2060,NVIDIA,gpu,consumer,6,,yes,2019-01\n"),
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
        table("id,name,vendor,kind,segment,memory_gb\n"
              "a,A,NVIDIA,gpu,consumer,8\n"
              "b,B,NVIDIA,gpu,consumer,lots\n"),
        "devices.csv");
    REQUIRE_FALSE(devices.ok());
    CHECK(devices.message() == "devices.csv line 3: memory_gb: 'lots' is not a number");
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
