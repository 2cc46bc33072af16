// Import and export of catalogue files: formats, every bad row reported with
// its line and column, hostile files refused, plans that change nothing twice.
#include "bundleddata.h"

#include "core/dataexchange.h"

#include <catch2/catch.hpp>

using namespace gpa;
using Catch::Matchers::Contains;

namespace {

exchange::ImportFile parse(const std::string &text, const std::string &name = "file.csv")
{
    exchange::ImportOptions options;
    options.today = dayNumber(2026, 12, 1);
    return exchange::parse(text, name, options, &test::bundled());
}

std::vector<std::string> texts(const std::vector<tableio::RowProblem> &problems)
{
    std::vector<std::string> out;
    for (const auto &p : problems)
        out.push_back(p.text());
    return out;
}

} // namespace

TEST_CASE("Import: a 10-row quote file with one bad row names that row and column", "[exchange]")
{
    std::string csv = "device_id,amount,currency,kind,observed,source\n";
    for (int i = 0; i < 10; ++i)
        csv += "rtx-3090," + std::string(i == 6 ? "-750" : std::to_string(700 + i)) + ",USD,used,2026-11-2" + std::to_string(i % 9) + ",eBay\n";
    exchange::ImportFile file = parse(csv, "quotes.csv");
    exchange::validate(file, test::bundled());
    REQUIRE(file.problems.size() == 1);
    // The header is line 1, so the seventh row is line 8.
    CHECK(file.problems[0].line == 8);
    CHECK(file.problems[0].column == "amount");
    CHECK(file.problems[0].text() == "quotes.csv line 8: amount: '-750' is below the allowed minimum");
    CHECK(file.quotes.records.size() == 9);
}

TEST_CASE("Import: every bad row is reported at once, checked against the catalogue", "[exchange]")
{
    exchange::ImportFile file = parse("device_id,amount,currency,kind,observed\n"
                                      "rtx-3090,750,USD,used,2026-11-20\n"
                                      "no-such-card,100,USD,used,2026-11-20\n"
                                      "rtx-3090,100,XYZ,used,2026-11-20\n"
                                      "rtx-3090,5000000,USD,used,2026-11-20\n"
                                      "rtx-3090,100,USD,retail,2026-11-20\n"
                                      "rtx-3090,100,USD,used,November\n",
                                      "q.csv");
    exchange::validate(file, test::bundled());
    const auto problems = texts(file.problems);
    REQUIRE(problems.size() == 5);
    CHECK_THAT(problems[0], Contains("q.csv line 6: kind: 'retail' is not a known value"));
    CHECK_THAT(problems[1], Contains("q.csv line 7: observed: 'November' is not YYYY"));
    CHECK_THAT(problems[2], Contains("q.csv line 3: device_id: no device 'no-such-card'"));
    CHECK_THAT(problems[3], Contains("q.csv line 4: currency: no exchange rate for XYZ"));
    CHECK_THAT(problems[4], Contains("q.csv line 5: amount: the price is implausibly large"));
}

TEST_CASE("Import: hostile files are refused with one reason, quickly", "[exchange]")
{
    const auto [name, bytes, reason] = GENERATE(table<std::string, std::string, std::string>({
        {"a NUL byte", std::string("device_id,amount\nx,\0\n", 21), "line 2: a NUL byte"},
        {"UTF-16", std::string("\xFF\xFE" "d\0e\0", 6), "UTF-16"},
        {"invalid UTF-8", "device_id,amount\nx,\xC3\x28\n", "not valid UTF-8"},
        {"an overlong encoding", "id\n\xC0\xAF\n", "not valid UTF-8"},
        {"a huge field", "device_id,amount\nx," + std::string(20000, '9') + "\n", "longer than 16384 bytes"},
        {"too many columns", std::string(200, ',') + "\n", "more than 64 columns"},
        {"an unclosed quote", "device_id,amount\n\"x,5\n", "a quoted field is not closed"},
        {"nothing known", "colour,taste\nred,sweet\n", "cannot tell which table"},
        {"an empty file", "", "the file is empty"},
        {"deep JSON", std::string(100, '[') + std::string(100, ']'), "nested deeper than 16"},
        {"broken JSON", "{\"price_quotes\": [{\"amount\": 5,]}", "expected a quoted key"},
        {"a lone surrogate", "{\"price_quotes\": [{\"source\": \"\\ud800\"}]}", "lone surrogate"},
    }));
    CAPTURE(name);
    const auto file = parse(bytes);
    REQUIRE_FALSE(file.ok());
    CHECK_THAT(file.problems.front().text(), Contains(reason));
    CHECK(file.recordCount() == 0);
}

TEST_CASE("Import: a file of 100,000 rows is refused before it is parsed", "[exchange]")
{
    std::string csv = "device_id,amount,currency,kind,observed\n";
    csv.reserve(100'001 * 40);
    for (int i = 0; i < 100'000; ++i)
        csv += "rtx-3090,750,USD,used,2026-11-20\n";
    const auto file = parse(csv);
    REQUIRE(file.problems.size() == 1);
    CHECK(file.problems.front().text() == "file.csv: the file has more than 50000 lines");
    CHECK(file.recordCount() == 0);
}

TEST_CASE("Import: sections and JSON carry several tables, with file line numbers", "[exchange]")
{
    const std::string sections = "#table devices\n"
                                 "id,name,vendor,kind,segment,release_year\n"
                                 "my-card,My card,ACME,gpu,consumer,2025\n"
                                 "#table price_quotes\n"
                                 "device_id,amount,currency,kind,observed\n"
                                 "my-card,100,USD,retail-new,2026-10\n"
                                 "my-card,oops,USD,retail-new,2026-10\n";
    exchange::ImportFile csv = parse(sections, "all.csv");
    REQUIRE(csv.devices.records.size() == 1);
    REQUIRE(csv.quotes.records.size() == 1);
    CHECK(csv.quotes.lines == std::vector<int>{6});
    REQUIRE(csv.problems.size() == 1);
    CHECK(csv.problems[0].text() == "all.csv line 7: amount: 'oops' is not a number");

    exchange::ImportFile json = parse("{\n"
                                      "  \"devices\": [\n"
                                      "    {\"id\": \"my-card\", \"name\": \"My card\", \"vendor\": \"ACME\",\n"
                                      "     \"kind\": \"gpu\", \"segment\": \"consumer\", \"release_year\": 2025,\n"
                                      "     \"tensor_cores\": true}\n"
                                      "  ],\n"
                                      "  \"price_quotes\": [\n"
                                      "    {\"device_id\": \"my-card\", \"amount\": 100, \"currency\": \"USD\",\n"
                                      "     \"kind\": \"retail-new\", \"observed\": \"2026-10\", \"colour\": \"red\"}\n"
                                      "  ]\n"
                                      "}\n",
                                      "all.json");
    REQUIRE(json.devices.records.size() == 1);
    CHECK(json.devices.records[0].tensorCores == true);
    CHECK(json.devices.lines == std::vector<int>{3});
    REQUIRE(json.problems.size() == 1);
    CHECK(json.problems[0].text() == "all.json line 9: unknown column 'colour'");
    CHECK(json.format == exchange::Format::CatalogueJson);
}

TEST_CASE("Import: Lambda's benchmark CSV as published", "[exchange]")
{
    const std::string text = test::readSeed("../../tests/fixtures/import/pytorch-train-throughput-fp16.csv");
    exchange::ImportFile file = parse(text, "pytorch-train-throughput-fp16.csv");
    CHECK(file.format == exchange::Format::LambdaBenchmarkCsv);
    CHECK(file.ok());
    // 8 models a row (the file has no maskrcnn column): Quadro RTX 8000 8,
    // V100 8, RTX 3090 8, Dell H100 6 (its two Transformer-XL are 0 = not
    // run) = 30; the unknown GPU and the 2-GPU row are skipped and said so.
    CHECK(file.benchmarks.records.size() == 30);
    REQUIRE(file.skipped.size() == 2);
    CHECK_THAT(file.skipped[0].text(), Contains("line 6") && Contains("Mystery GPU 9000"));
    CHECK_THAT(file.skipped[1].text(), Contains("line 7") && Contains("multi-GPU"));
    const Benchmark &h100 = file.benchmarks.records[25]; // resnet50 at 24, then ssd
    CHECK(h100.deviceId == "h100-sxm");
    CHECK(h100.platform == "dell");
    CHECK(h100.model == "ssd");
    CHECK(h100.throughput == 865.0);
    CHECK(h100.precision == Precision::Fp16);
    CHECK(file.benchmarks.records[8].deviceId == "tesla-v100-sxm2-16gb");
    CHECK(file.benchmarks.records[8].platform == "lambda-cloud");

    exchange::ImportFile noPrecision = parse(text, "lambda.csv");
    CHECK_FALSE(noPrecision.ok());
}

TEST_CASE("Import: SkyPilot's catalogue CSV, one offer per instance at its cheapest region", "[exchange]")
{
    const std::string text = test::readSeed("../../tests/fixtures/import/aws-vms.csv");
    exchange::ImportFile file = parse(text, "aws-vms.csv");
    CHECK(file.format == exchange::Format::SkyPilotCsv);
    REQUIRE(file.ok());
    REQUIRE(file.cloudOffers.records.size() == 2);
    const CloudOffer &g5 = file.cloudOffers.records[0];
    CHECK(g5.id == "aws-g5-xlarge");
    CHECK(g5.acceleratorId == "a10g");
    const CloudOffer &p3 = file.cloudOffers.records[1];
    CHECK(p3.id == "aws-p3-2xlarge");
    CHECK(p3.region == "us-east-1"); // $3.06 beats eu-west-1's $3.305
    CHECK(p3.usdPerHourOnDemand == 3.06);
    CHECK(p3.usdPerHourSpot == 0.5197); // the lower of the region's two zones
    CHECK(p3.priceDate == "2026-12-01");
    CHECK(p3.priceScope == PriceScope::Instance);
    REQUIRE(file.skipped.size() == 1); // Inferentia2 is no device of the catalogue
    CHECK_FALSE(parse(text, "vms.csv").ok()); // which provider?
}

TEST_CASE("Import: the plan of an unchanged catalogue changes nothing", "[exchange]")
{
    const DataSet &data = test::bundled();
    for (const auto table : {exchange::Table::All, exchange::Table::Quotes, exchange::Table::Cloud}) {
        for (const bool json : {false, true}) {
            const std::string text = json ? exchange::exportJson(data, table) : exchange::exportCsv(data, table);
            exchange::ImportFile file = parse(text, json ? "all.json" : "all.csv");
            exchange::validate(file, data);
            INFO((file.problems.empty() ? std::string() : file.problems.front().text()));
            REQUIRE(file.ok());
            const exchange::Plan plan = exchange::plan(file, data);
            CHECK(plan.changesNothing());
        }
    }
    const exchange::Plan all = exchange::plan(parse(exchange::exportCsv(data, exchange::Table::All)), data);
    CHECK(all.sameDevices == static_cast<int>(data.devices.size()));
    CHECK(all.sameQuotes == static_cast<int>(data.priceQuotes.size()));
    CHECK(all.sameBenchmarks == static_cast<int>(data.benchmarks.size()));
}

TEST_CASE("Import: a new quote is added once, a changed cloud price keeps the old one as history", "[exchange]")
{
    const DataSet &data = test::bundled();
    exchange::ImportFile quotes = parse("device_id,amount,currency,kind,observed,source\n"
                                        "rtx-3090,750,USD,used,2026-11-20,eBay\n"
                                        "rtx-3090,750,USD,used,2026-11-20,eBay\n");
    exchange::validate(quotes, data);
    const exchange::Plan plan = exchange::plan(quotes, data);
    REQUIRE(plan.addQuotes.size() == 1); // the file's duplicate is no second quote
    CHECK(plan.sameQuotes == 1);
    CHECK(plan.addQuotes[0].origin == Origin::User);

    exchange::ImportFile offers = parse(test::readSeed("../../tests/fixtures/import/aws-vms.csv"), "aws-vms.csv");
    const exchange::Plan moved = exchange::plan(offers, data);
    // g5.xlarge: the bundled $1.006 of 2026-06 becomes history.
    REQUIRE(moved.changeOffers.size() == 2);
    REQUIRE(moved.addCloudPrices.size() == 2);
    CHECK(moved.addCloudPrices[0].offerId == "aws-g5-xlarge");
    CHECK(moved.addCloudPrices[0].priceDate == "2026-06");
}

TEST_CASE("Export: CSV sections and JSON are stable and name every table", "[exchange]")
{
    const DataSet &data = test::bundled();
    const std::string csv = exchange::exportCsv(data, exchange::Table::All);
    CHECK(csv == exchange::exportCsv(data, exchange::Table::All));
    CHECK(csv.rfind("#table devices\nid,name,", 0) == 0);
    for (const char *section : {"\n#table cloud_offers\n", "\n#table price_quotes\n", "\n#table benchmarks\n",
                                "\n#table cloud_price_history\n"})
        CHECK(csv.find(section) != std::string::npos);
    const std::string quotes = exchange::exportCsv(data, exchange::Table::Quotes);
    CHECK(quotes.rfind("device_id,amount,currency,kind,origin,observed,source,notes\n", 0) == 0);
    const std::string json = exchange::exportJson(data, exchange::Table::Quotes);
    CHECK_THAT(json, Contains("\"format\": \"gpu-advisor\"") && Contains("\"price_quotes\": [")
                         && Contains("\"amount\": 349") && !Contains("\"devices\""));
    CHECK(exchange::parseTable("cloud") == exchange::Table::Cloud);
    CHECK_FALSE(exchange::parseTable("everything"));
}
