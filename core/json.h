#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace gpa::json {

// A JSON value whose objects keep their keys in insertion order, so that
// command-line output reads naturally ("id" first) and diffs stay stable.
class Value
{
public:
    using Array = std::vector<Value>;
    using Member = std::pair<std::string, Value>;
    using Object = std::vector<Member>;

    Value() = default; // null
    Value(std::nullptr_t) {}                                   // NOLINT(google-explicit-constructor)
    Value(bool b) : m_data(b) {}                               // NOLINT(google-explicit-constructor)
    Value(int i) : m_data(static_cast<double>(i)) {}           // NOLINT(google-explicit-constructor)
    Value(std::int64_t i) : m_data(static_cast<double>(i)) {}  // NOLINT(google-explicit-constructor)
    Value(double d) : m_data(d) {}                             // NOLINT(google-explicit-constructor)
    Value(const char *s) : m_data(std::string(s)) {}           // NOLINT(google-explicit-constructor)
    Value(std::string s) : m_data(std::move(s)) {}             // NOLINT(google-explicit-constructor)
    Value(std::string_view s) : m_data(std::string(s)) {}      // NOLINT(google-explicit-constructor)
    Value(Array a) : m_data(std::move(a)) {}                   // NOLINT(google-explicit-constructor)
    Value(Object o) : m_data(std::move(o)) {}                  // NOLINT(google-explicit-constructor)
    template<typename T>
    Value(const std::optional<T> &o) // NOLINT(google-explicit-constructor)
    {
        if (o)
            *this = Value(*o);
    }

    static Value array() { return Value(Array{}); }
    static Value object() { return Value(Object{}); }

    [[nodiscard]] bool isNull() const { return m_data.index() == 0; }
    [[nodiscard]] bool isObject() const { return std::holds_alternative<Object>(m_data); }
    [[nodiscard]] bool isArray() const { return std::holds_alternative<Array>(m_data); }

    // Appends to an array / adds a member to an object (the value must be one).
    Value &push(Value v);
    Value &set(std::string key, Value v);

    // Compact when indent < 0, else pretty-printed with that many spaces.
    [[nodiscard]] std::string dump(int indent = 2) const;

private:
    friend class ArrayWriter;
    void write(std::string &out, int indent, int depth) const;

    std::variant<std::monostate, bool, double, std::string, Array, Object> m_data;
};

// A top-level array written element by element, for arrays too large to hold
// twice (as values and as text): the same text as dump() of the whole array,
// handed out in pieces by take().
class ArrayWriter
{
public:
    explicit ArrayWriter(int indent = 2) : m_indent(indent) {}
    void push(const Value &element);
    // The text written so far, which the writer then forgets.
    [[nodiscard]] std::string take() { return std::exchange(m_out, {}); }
    // Closes the array; the text not yet taken.
    [[nodiscard]] std::string finish();

private:
    void newline(int level);

    std::string m_out;
    int m_indent;
    std::size_t m_count = 0;
};

// JSON string literal for `text` (quotes included), escaping as RFC 8259 asks.
std::string quote(std::string_view text);
// Shortest text that reads back to the same double; integers without ".0".
std::string formatNumber(double value);

} // namespace gpa::json
