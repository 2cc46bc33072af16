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

namespace {

// The length of the valid UTF-8 sequence at `text[i]`, or 0 when the bytes
// there are not one (a stray continuation byte, an overlong form, a
// surrogate, a value beyond U+10FFFF, a sequence cut short).
std::size_t utf8SequenceAt(std::string_view text, std::size_t i)
{
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    char32_t code = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0Fu;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07u;
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        if ((next & 0xC0u) != 0x80u)
            return 0;
        code = (code << 6) | (next & 0x3Fu);
    }
    const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
    if (overlong || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;
    return length;
}

} // namespace

std::string quote(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
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
            } else if (static_cast<unsigned char>(c) < 0x80) {
                out += c;
            } else if (const std::size_t length = utf8SequenceAt(text, i); length > 0) {
                out.append(text.substr(i, length)); // UTF-8 passes through unchanged
                i += length - 1;
            } else {
                // JSON is UTF-8: a byte that is not part of a character
                // becomes U+FFFD, so the output always parses.
                out += "\xEF\xBF\xBD";
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

void ArrayWriter::newline(int level)
{
    if (m_indent < 0)
        return;
    m_out += '\n';
    m_out.append(static_cast<std::size_t>(m_indent * level), ' ');
}

void ArrayWriter::push(const Value &element)
{
    m_out += m_count++ == 0 ? '[' : ',';
    newline(1);
    element.write(m_out, m_indent, 1);
}

std::string ArrayWriter::finish()
{
    if (m_count == 0)
        m_out += "[]";
    else {
        newline(0);
        m_out += ']';
    }
    return take();
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
