#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gpa::csv {

using Row = std::vector<std::string>;

struct Table
{
    Row header;
    std::vector<Row> rows;
    std::vector<int> lineNumbers; // 1-based first line of each row, for messages
};

struct ParseError
{
    int line = 0;
    std::string message;
};

// RFC 4180: comma-separated, fields optionally in double quotes, "" inside
// quotes is a quote, quoted fields may span lines; CRLF or LF line ends; a
// UTF-8 byte-order mark is skipped. Every row must have as many fields as
// the header. On failure `error` names the line and the problem.
bool parse(std::string_view text, Table &table, ParseError &error);

// One CSV line (no line end) with fields quoted only where needed.
std::string formatRow(const Row &fields);

} // namespace gpa::csv
