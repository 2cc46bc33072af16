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

TEST_CASE("JSON strings are always valid UTF-8: a byte that is not a character becomes U+FFFD",
          "[json]")
{
    using Row = std::pair<std::string, std::string>;
    const auto [input, expected] = GENERATE(table<std::string, std::string>({
        Row{"caf\xc3\xa9", "\"caf\xc3\xa9\""},               // é passes through
        Row{"\xe8\x8a\xaf", "\"\xe8\x8a\xaf\""},             // 芯 passes through
        Row{"caf\xe9", "\"caf\xef\xbf\xbd\""},               // Latin-1 é: one replacement
        Row{"\xed\xa0\x80", "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\""}, // a surrogate: three stray bytes
        Row{"\xc0\xaf", "\"\xef\xbf\xbd\xef\xbf\xbd\""},     // overlong '/'
        Row{"a\xe8\x8a", "\"a\xef\xbf\xbd\xef\xbf\xbd\""},   // cut short
        Row{"\x1b[2J", "\"\\u001b[2J\""},                    // escape sequences stay inert
    }));
    CAPTURE(input);
    CHECK(gpa::json::quote(input) == expected);
}

TEST_CASE("An array written element by element is the text of the whole array", "[json]")
{
    using gpa::json::ArrayWriter;
    using gpa::json::Value;
    for (const int indent : {-1, 2}) {
        Value whole = Value::array();
        ArrayWriter writer(indent);
        std::string pieces;
        for (int i = 0; i < 5; ++i) {
            Value o = Value::object();
            o.set("id", "card-" + std::to_string(i)).set("n", i).set("list", Value::array());
            whole.push(o);
            writer.push(o);
            if (i % 2 == 1)
                pieces += writer.take(); // handed out in pieces
        }
        pieces += writer.finish();
        CHECK(pieces == whole.dump(indent));
    }
    CHECK(ArrayWriter().finish() == Value::array().dump(2)); // "[]"
}
