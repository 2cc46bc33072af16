#include "core/json.h"

#include <catch2/catch.hpp>

#include <optional>

using gpa::json::Value;

TEST_CASE("JSON objects keep insertion order and escape strings", "[json]")
{
    Value object = Value::object();
    object.set("id", "rtx-2080-ti").set("name", "say \"hi\"\n").set("memory_gb", 11.0);
    object.set("price", std::optional<double>{}).set("tensor", true);
    CHECK(object.dump(-1)
          == R"({"id":"rtx-2080-ti","name":"say \"hi\"\n","memory_gb":11,"price":null,"tensor":true})");
}

TEST_CASE("JSON numbers read back exactly and NaN becomes null", "[json]")
{
    CHECK(gpa::json::formatNumber(0.1) == "0.1");
    CHECK(gpa::json::formatNumber(123.45) == "123.45");
    CHECK(gpa::json::formatNumber(-2.0) == "-2");
    CHECK(gpa::json::formatNumber(std::numeric_limits<double>::quiet_NaN()) == "null");
}

TEST_CASE("JSON arrays pretty-print with the given indent", "[json]")
{
    Value array = Value::array();
    array.push(1).push("two");
    CHECK(array.dump(2) == "[\n  1,\n  \"two\"\n]");
    CHECK(Value::array().dump() == "[]");
}

#include "core/message.h"

TEST_CASE("Messages fill Qt-style placeholders and format money", "[message]")
{
    const gpa::Message m{QT_TRANSLATE_NOOP("core", "%1 is %2x faster than %1"), {"A", "1.5"}, "§4.4"};
    CHECK(m.english() == "A is 1.5x faster than A");
    CHECK(gpa::substitute("100%", {}) == "100%");
    CHECK(gpa::substitute("%3 missing", {"a"}) == "%3 missing");
    CHECK(gpa::formatMoney(1234567.4, "USD") == "$1,234,567");
    CHECK(gpa::formatMoney(950, "EUR") == "\u20AC950");
    CHECK(gpa::formatMoney(-42, "GBP") == "-42 GBP");
    CHECK(gpa::formatFixed(1.349, 2) == "1.35");
    CHECK(gpa::formatMoney(3.06, "USD", 2) == "$3.06");
    CHECK(gpa::formatMoney(1234.999, "EUR", 2) == "\u20AC1,235.00");
    CHECK(gpa::formatMoney(0.5197, "CNY", 2) == "\u00A50.52");
}
