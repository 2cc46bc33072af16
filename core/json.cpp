#include "json.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace gpa::json {

Value &Value::push(Value v)
{
    std::get<Array>(m_data).push_back(std::move(v));
    return *this;
}

Value &Value::set(std::string key, Value v)
{
    std::get<Object>(m_data).emplace_back(std::move(key), std::move(v));
    return *this;
}

std::string quote(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
                out += buffer;
            } else {
                out += c; // UTF-8 passes through unchanged
            }
        }
    }
    out += '"';
    return out;
}

std::string formatNumber(double value)
{
    if (!std::isfinite(value))
        return "null"; // JSON has no NaN or infinity
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return std::to_string(static_cast<long long>(value));
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec != std::errc{})
        return "null";
    return std::string(buffer, end);
}

void Value::write(std::string &out, int indent, int depth) const
{
    const auto newline = [&](int level) {
        if (indent < 0)
            return;
        out += '\n';
        out.append(static_cast<std::size_t>(indent * level), ' ');
    };
    switch (m_data.index()) {
    case 0:
        out += "null";
        break;
    case 1:
        out += std::get<bool>(m_data) ? "true" : "false";
        break;
    case 2:
        out += formatNumber(std::get<double>(m_data));
        break;
    case 3:
        out += quote(std::get<std::string>(m_data));
        break;
    case 4: {
        const auto &array = std::get<Array>(m_data);
        if (array.empty()) {
            out += "[]";
            break;
        }
        out += '[';
        for (std::size_t i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ',';
            newline(depth + 1);
            array[i].write(out, indent, depth + 1);
        }
        newline(depth);
        out += ']';
        break;
    }
    case 5: {
        const auto &object = std::get<Object>(m_data);
        if (object.empty()) {
            out += "{}";
            break;
        }
        out += '{';
        for (std::size_t i = 0; i < object.size(); ++i) {
            if (i > 0)
                out += ',';
            newline(depth + 1);
            out += quote(object[i].first);
            out += indent < 0 ? ":" : ": ";
            object[i].second.write(out, indent, depth + 1);
        }
        newline(depth);
        out += '}';
        break;
    }
    default:
        break;
    }
}

std::string Value::dump(int indent) const
{
    std::string out;
    write(out, indent, 0);
    return out;
}

} // namespace gpa::json
