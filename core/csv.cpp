#include "csv.h"

namespace gpa::csv {

bool parse(std::string_view text, Table &table, ParseError &error)
{
    table = {};
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);

    Row row;
    std::string field;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int line = 1;
    int rowStartLine = 1;
    bool haveHeader = false;

    const auto finishRow = [&]() -> bool {
        row.push_back(std::move(field));
        field.clear();
        fieldWasQuoted = false;
        const bool blank = row.size() == 1 && row.front().empty();
        if (!blank) {
            if (!haveHeader) {
                table.header = std::move(row);
                haveHeader = true;
            } else if (row.size() != table.header.size()) {
                error = {rowStartLine, "expected " + std::to_string(table.header.size())
                                           + " fields, found " + std::to_string(row.size())};
                return false;
            } else {
                table.rows.push_back(std::move(row));
                table.lineNumbers.push_back(rowStartLine);
            }
        }
        row.clear();
        return true;
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        switch (c) {
        case '"':
            if (!field.empty() || fieldWasQuoted) {
                error = {line, "a quote inside an unquoted field"};
                return false;
            }
            inQuotes = true;
            fieldWasQuoted = true;
            break;
        case ',':
            row.push_back(std::move(field));
            field.clear();
            fieldWasQuoted = false;
            break;
        case '\r':
            if (i + 1 < text.size() && text[i + 1] == '\n')
                break; // the \n ends the row
            [[fallthrough]];
        case '\n':
            if (!finishRow())
                return false;
            ++line;
            rowStartLine = line;
            break;
        default:
            if (fieldWasQuoted) {
                error = {line, "text after a closing quote"};
                return false;
            }
            field += c;
        }
    }
    if (inQuotes) {
        error = {rowStartLine, "a quoted field is not closed"};
        return false;
    }
    if (!field.empty() || !row.empty() || fieldWasQuoted) {
        if (!finishRow())
            return false;
    }
    if (!haveHeader) {
        error = {1, "the file is empty"};
        return false;
    }
    return true;
}

std::string formatRow(const Row &fields)
{
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        const std::string &f = fields[i];
        // A field starting with a byte-order mark is quoted: at the start of
        // a file the reader would take the mark for the file's own.
        const bool mark = f.compare(0, 3, "\xEF\xBB\xBF") == 0;
        if (!mark && f.find_first_of(",\"\r\n") == std::string::npos) {
            out += f;
            continue;
        }
        out += '"';
        for (const char c : f) {
            if (c == '"')
                out += '"';
            out += c;
        }
        out += '"';
    }
    return out;
}

} // namespace gpa::csv
