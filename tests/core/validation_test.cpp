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
            // The lower bound is in USD too: 6 yuan / 7.1647 = $0.84 is under $1.
            Row{6.0, kCnyInUsd, "CNY", "the price is implausibly small (less than \u00A57.16 for one device)"},
            Row{7.2, kCnyInUsd, "CNY", ""}, // 7.2 / 7.1647 = $1.005
            Row{0.99, 1.0, "USD", "the price is implausibly small (less than $1.00 for one device)"},
            // The smallest double: once stored as "0.00 USD" with infinite performance per dollar.
            Row{4.9e-324, 1.0, "USD", "the price is implausibly small (less than $1.00 for one device)"},
            // 1e308 x 1e10 overflows to infinity: still "too large", never accepted.
            Row{1e308, 1e10, "XXX", "the price is implausibly large (more than 0 XXX for one device)"},
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

#include "core/records.h"
#include "core/workload.h"

TEST_CASE("Workload mixes as typed: weights bounded so that their sum stays finite", "[validation]")
{
    using Row = std::tuple<std::string, double, double, double, std::string>;
    const auto [text, cnn, rnn, transformer, message] = GENERATE(table<std::string, double, double, double, std::string>({
        Row{"cnn", 1, 0, 0, ""},
        Row{"mix", 1, 1, 1, ""},
        Row{"transformer,rnn", 0, 1, 1, ""},
        Row{"cnn=2, rnn=1", 2, 1, 0, ""},
        Row{"cnn=+0.5,cnn=0.5", 1, 0, 0, ""}, // named twice: 0.5 + 0.5
        Row{"cnn=1000000", 1e6, 0, 0, ""},
        // 1e308 + 1e308 was infinity, normalised to zeros: a blank ranking.
        Row{"cnn=1e308,rnn=1e308", 0, 0, 0, "the weight 1e+308 is not a number from 0 to 1000000"},
        Row{"cnn=600000,cnn=600000", 0, 0, 0, "the weight 1200000 is not a number from 0 to 1000000"},
        Row{"cnn=-1", 0, 0, 0, "the weight -1 is not a number from 0 to 1000000"},
        Row{"cnn=inf", 0, 0, 0, "the weight inf is not a number from 0 to 1000000"},
        Row{"cnn=0,rnn=0", 0, 0, 0, "at least one workload needs a weight above 0"},
        Row{"cnn=", 0, 0, 0, "'cnn=' is not cnn, rnn, transformer, mix, or a list such as cnn=2,rnn=1"},
        Row{"gan", 0, 0, 0, "'gan' is not cnn, rnn, transformer, mix, or a list such as cnn=2,rnn=1"},
        Row{"", 0, 0, 0, "'' is not cnn, rnn, transformer, mix, or a list such as cnn=2,rnn=1"},
        Row{"cnn,", 0, 0, 0, "'cnn,' is not cnn, rnn, transformer, mix, or a list such as cnn=2,rnn=1"},
    }));
    CAPTURE(text);
    gpa::WorkloadMix mix{-1.0, -1.0, -1.0};
    const auto problem = gpa::readWorkloadMix(text, mix);
    CHECK(problem.has_value() == !message.empty());
    if (problem) {
        CHECK(problem->english() == message);
        CHECK(mix.cnn == -1.0); // untouched
    } else {
        CHECK(mix.cnn == cnn);
        CHECK(mix.rnn == rnn);
        CHECK(mix.transformer == transformer);
        CHECK(mix.isValid());
    }
}

TEST_CASE("Text fields: valid UTF-8, no control characters, a length in characters", "[validation]")
{
    using gpa::TextKind;
    using Row = std::tuple<std::string, std::size_t, TextKind, bool, std::string>;
    const auto [text, limit, kind, required, message] = GENERATE(table<std::string, std::size_t, TextKind, bool, std::string>({
        Row{"GeForce RTX 2080 Ti", 200, TextKind::Line, true, ""},
        Row{std::string(200, 'x'), 200, TextKind::Line, true, ""},
        Row{std::string(201, 'x'), 200, TextKind::Line, true, "it is longer than 200 characters"},
        // 100 characters of three bytes each: 300 bytes, 100 characters.
        Row{[] { std::string t; for (int i = 0; i < 100; ++i) t += "\u82af"; return t; }(), 100, TextKind::Line, true, ""},
        Row{"line\nbreak", 200, TextKind::Line, false, "it holds a control character"},
        Row{"line\nbreak\ttab", 200, TextKind::Block, false, ""},
        Row{"\x1b[31mred", 200, TextKind::Block, false, "it holds a control character"},
        Row{"\xc2\x85", 200, TextKind::Block, false, "it holds a control character"}, // U+0085
        Row{"caf\xe9", 200, TextKind::Line, false, "it is not valid UTF-8 text"},
        Row{"\xc0\xaf", 200, TextKind::Line, false, "it is not valid UTF-8 text"},         // overlong '/'
        Row{"\xed\xa0\x80", 200, TextKind::Line, false, "it is not valid UTF-8 text"},     // a surrogate
        Row{"\xf4\x90\x80\x80", 200, TextKind::Line, false, "it is not valid UTF-8 text"}, // beyond U+10FFFF
        Row{"\xe8\x8a", 200, TextKind::Line, false, "it is not valid UTF-8 text"},         // cut short
        Row{"   ", 200, TextKind::Line, true, "it is empty"},
        Row{"", 200, TextKind::Line, false, ""},
    }));
    CAPTURE(text, limit);
    const auto problem = gpa::checkText(text, limit, kind, required);
    CHECK(problem.has_value() == !message.empty());
    if (problem)
        CHECK(problem->english() == message);
}

TEST_CASE("Quotes, rates and cloud offers: every problem is named by its field", "[validation]")
{
    gpa::PriceQuote quote;
    quote.deviceId = "rtx-2060";
    quote.amount = 300.0;
    quote.observed = gpa::PartialDate::ymd(2026, 11, 30);
    CHECK(gpa::checkQuote(quote, 1.0).empty());
    quote.deviceId = "a--b";
    quote.amount = 0.5; // $0.50
    quote.currency = "usd";
    quote.observed = gpa::PartialDate();
    quote.notes = std::string(4001, 'x');
    std::vector<std::string> fields;
    for (const auto &problem : gpa::checkQuote(quote, 1.0))
        fields.push_back(problem.field);
    CHECK(fields == std::vector<std::string>{"device_id", "currency", "observed", "notes"});
    quote.currency = "USD";
    CHECK(gpa::firstProblem(gpa::checkQuote(quote, 1.0)) == "device_id: the id may not start with a dash or hold two in a row");
    quote.deviceId = "rtx-2060";
    CHECK(gpa::firstProblem(gpa::checkQuote(quote, 1.0)) == "amount: the price is implausibly small (less than $1.00 for one device)");

    CHECK(gpa::checkExchangeRate({"EUR", 0.8532, "2025-06-30", "ECB"}).empty());
    CHECK(gpa::firstProblem(gpa::checkExchangeRate({"USD", 1.1, "", ""})) == "per_usd: USD is the base currency: its rate is always 1");
    CHECK(gpa::firstProblem(gpa::checkExchangeRate({"JPY", 1e8, "", ""}))
          == "per_usd: the rate 100000000 is not a number from 0.001 to 10000000 units per US dollar");
    CHECK(gpa::firstProblem(gpa::checkExchangeRate({"JPY", 150.0, "2025-02-30", ""})) == "as_of: the date '2025-02-30' is not a real day");

    gpa::CloudOffer offer;
    offer.id = "lambda-1x-a6000";
    offer.provider = "Lambda";
    offer.instance = "gpu_1x_a6000";
    offer.acceleratorId = "rtx-a6000";
    offer.usdPerHourOnDemand = 0.8;
    CHECK(gpa::checkCloudOffer(offer).empty());
    offer.acceleratorCount = 0;
    offer.usdPerHourSpot = -1.0;
    fields.clear();
    for (const auto &problem : gpa::checkCloudOffer(offer))
        fields.push_back(problem.field);
    CHECK(fields == std::vector<std::string>{"accelerator_count", "usd_per_hour_spot"});
}
