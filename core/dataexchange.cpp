#include "dataexchange.h"

#include "currency.h"
#include "json.h"
#include "validation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace gpa::exchange {

using tableio::RowProblem;

namespace {

using Fields = std::vector<std::pair<std::string, std::string>>;

// Table names in sections and JSON keys.
constexpr std::string_view kDevices = "devices";
constexpr std::string_view kCloudOffers = "cloud_offers";
constexpr std::string_view kQuotes = "price_quotes";
constexpr std::string_view kBenchmarks = "benchmarks";
constexpr std::string_view kCloudPrices = "cloud_price_history";

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return out;
}

bool contains(const std::vector<std::string> &v, std::string_view s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}

// The line (1-based) of byte `offset`.
int lineAt(std::string_view text, std::size_t offset)
{
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + std::min(offset, text.size()), '\n'));
}

// Refuses what is not a bounded UTF-8 text file: too large, too many lines,
// NUL bytes, UTF-16 or UTF-32, invalid UTF-8. One problem, the first found.
std::optional<RowProblem> checkText(std::string_view bytes, const std::string &file,
                                    const Limits &limits)
{
    if (bytes.size() > limits.maxBytes)
        return RowProblem{file, 0, {},
                          "the file is larger than " + std::to_string(limits.maxBytes >> 20)
                              + " MiB"};
    if (bytes.substr(0, 2) == "\xFF\xFE" || bytes.substr(0, 2) == "\xFE\xFF")
        return RowProblem{file, 1, {}, "the file is UTF-16 text; save it as UTF-8"};
    const auto lines = static_cast<std::size_t>(std::count(bytes.begin(), bytes.end(), '\n'));
    if (lines > limits.maxLines)
        return RowProblem{file, 0, {},
                          "the file has more than " + std::to_string(limits.maxLines) + " lines"};
    for (std::size_t i = 0; i < bytes.size();) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c == 0)
            return RowProblem{file, lineAt(bytes, i), {}, "a NUL byte: this is no text file"};
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        unsigned min = 0;
        unsigned code = 0;
        if ((c & 0xE0) == 0xC0) {
            length = 2;
            min = 0x80;
            code = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            length = 3;
            min = 0x800;
            code = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            length = 4;
            min = 0x10000;
            code = c & 0x07;
        }
        bool valid = length > 0 && i + static_cast<std::size_t>(length) <= bytes.size();
        for (int k = 1; valid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(bytes[i + static_cast<std::size_t>(k)]);
            valid = (next & 0xC0) == 0x80;
            code = (code << 6) | (next & 0x3F);
        }
        if (!valid || code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return RowProblem{file, lineAt(bytes, i), {},
                              "the text is not valid UTF-8; save the file as UTF-8"};
        i += static_cast<std::size_t>(length);
    }
    return std::nullopt;
}

// Field sizes and column counts of a parsed CSV table.
void checkTable(const csv::Table &table, const std::string &file, const Limits &limits,
                std::vector<RowProblem> &problems)
{
    if (table.header.size() > limits.maxColumns)
        problems.push_back({file, 1, {},
                            "more than " + std::to_string(limits.maxColumns) + " columns"});
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        for (std::size_t c = 0; c < table.rows[r].size(); ++c) {
            if (table.rows[r][c].size() > limits.maxFieldBytes) {
                problems.push_back({file, table.lineNumbers[r],
                                    c < table.header.size() ? table.header[c] : std::string(),
                                    "a value longer than " + std::to_string(limits.maxFieldBytes)
                                        + " bytes"});
            }
        }
    }
}

template<typename Record>
void append(tableio::Rows<Record> &into, tableio::Rows<Record> from, std::vector<RowProblem> &problems)
{
    for (std::size_t i = 0; i < from.records.size(); ++i) {
        into.records.push_back(std::move(from.records[i]));
        into.lines.push_back(from.lines[i]);
    }
    problems.insert(problems.end(), from.problems.begin(), from.problems.end());
}

// Which catalogue table a header belongs to; empty when none.
std::string_view tableOfHeader(const std::vector<std::string> &h)
{
    if (contains(h, "device_id") && contains(h, "amount"))
        return kQuotes;
    if (contains(h, "device_id") && contains(h, "throughput"))
        return kBenchmarks;
    if (contains(h, "offer_id"))
        return kCloudPrices;
    if (contains(h, "id") && contains(h, "provider"))
        return kCloudOffers;
    if (contains(h, "id") && contains(h, "vendor"))
        return kDevices;
    return {};
}

void readTable(std::string_view name, const csv::Table &table, const std::string &file,
               ImportFile &out)
{
    if (name == kDevices)
        append(out.devices, tableio::readDeviceRows(table, file), out.problems);
    else if (name == kCloudOffers)
        append(out.cloudOffers, tableio::readCloudOfferRows(table, file), out.problems);
    else if (name == kQuotes)
        append(out.quotes, tableio::readPriceQuoteRows(table, file), out.problems);
    else if (name == kBenchmarks)
        append(out.benchmarks, tableio::readBenchmarkRows(table, file), out.problems);
    else if (name == kCloudPrices)
        append(out.cloudPrices, tableio::readCloudPriceRows(table, file), out.problems);
}

// Parses one CSV text whose first line is `firstLine` of the file.
bool parseCsv(std::string_view text, int firstLine, const std::string &file, const Limits &limits,
              csv::Table &table, std::vector<RowProblem> &problems)
{
    csv::ParseError error;
    if (!csv::parse(text, table, error)) {
        problems.push_back({file, error.line + firstLine - 1, {}, error.message});
        return false;
    }
    for (int &line : table.lineNumbers)
        line += firstLine - 1;
    checkTable(table, file, limits, problems);
    return true;
}

void parseCatalogueCsv(std::string_view text, const std::string &file, const Limits &limits,
                       ImportFile &out)
{
    // Sections: "#table NAME" lines split the file into tables.
    struct Section
    {
        std::string name;
        std::string_view text;
        int firstLine = 1;
    };
    std::vector<Section> sections;
    if (text.substr(0, 7) == "#table ") {
        std::size_t pos = 0;
        int line = 1;
        while (pos < text.size()) {
            std::size_t end = text.find('\n', pos);
            if (end == std::string_view::npos)
                end = text.size();
            std::string_view row = text.substr(pos, end - pos);
            if (!row.empty() && row.back() == '\r')
                row.remove_suffix(1);
            if (row.substr(0, 7) == "#table ") {
                if (!sections.empty()) // the previous section ends here
                    sections.back().text = sections.back().text.substr(
                        0, pos - static_cast<std::size_t>(sections.back().text.data() - text.data()));
                const std::size_t next = std::min(end + 1, text.size());
                sections.push_back({std::string(row.substr(7)), text.substr(next), line + 1});
            }
            pos = end + 1;
            ++line;
        }
    } else {
        sections.push_back({{}, text, 1});
    }
    for (const Section &s : sections) {
        csv::Table table;
        if (!parseCsv(s.text, s.firstLine, file, limits, table, out.problems))
            continue;
        std::string_view name = s.name;
        if (name.empty())
            name = tableOfHeader(table.header);
        if (name != kDevices && name != kCloudOffers && name != kQuotes && name != kBenchmarks
            && name != kCloudPrices) {
            out.problems.push_back(
                {file, s.firstLine, {},
                 s.name.empty() ? "cannot tell which table the columns belong to (see "
                                  "docs/data-formats.md)"
                                : "unknown table '" + s.name + "'"});
            continue;
        }
        readTable(name, table, file, out);
    }
}

// JSON -------------------------------------------------------------------------

struct Node
{
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    std::string text; // a string, or a number as written
    std::vector<Node> items;
    std::vector<std::pair<std::string, Node>> members;
    int line = 1;
};

class JsonParser
{
public:
    JsonParser(std::string_view text, const Limits &limits)
        : m_text(text)
        , m_limits(limits)
    {}

    bool parse(Node &root)
    {
        skipSpace();
        if (!value(root, 0))
            return false;
        skipSpace();
        if (m_pos != m_text.size())
            return fail("text after the JSON value");
        return true;
    }
    [[nodiscard]] const std::string &error() const { return m_error; }
    [[nodiscard]] int line() const { return m_line; }

private:
    bool fail(std::string message)
    {
        if (m_error.empty())
            m_error = std::move(message);
        return false;
    }
    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\n')
                ++m_line;
            else if (c != ' ' && c != '\t' && c != '\r')
                break;
            ++m_pos;
        }
    }
    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return fail("an unknown word");
        m_pos += word.size();
        return true;
    }
    bool value(Node &node, int depth)
    {
        if (depth > m_limits.maxJsonDepth)
            return fail("nested deeper than " + std::to_string(m_limits.maxJsonDepth) + " levels");
        skipSpace();
        node.line = m_line;
        if (m_pos >= m_text.size())
            return fail("the JSON ends too early");
        const char c = m_text[m_pos];
        if (c == '{')
            return object(node, depth);
        if (c == '[')
            return array(node, depth);
        if (c == '"') {
            node.type = Node::Type::String;
            return string(node.text);
        }
        if (c == 't' || c == 'f') {
            node.type = Node::Type::Bool;
            node.boolean = c == 't';
            return literal(c == 't' ? "true" : "false");
        }
        if (c == 'n') {
            node.type = Node::Type::Null;
            return literal("null");
        }
        return number(node);
    }
    bool number(Node &node)
    {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size()
               && std::string_view("+-0123456789.eE").find(m_text[m_pos]) != std::string_view::npos)
            ++m_pos;
        node.text = std::string(m_text.substr(start, m_pos - start));
        double parsed = 0.0;
        const auto [ptr, ec] = std::from_chars(node.text.data(), node.text.data() + node.text.size(), parsed);
        if (node.text.empty() || ec != std::errc{} || ptr != node.text.data() + node.text.size()
            || !std::isfinite(parsed))
            return fail("not a JSON value");
        node.type = Node::Type::Number;
        return true;
    }
    bool string(std::string &out)
    {
        ++m_pos; // the opening quote
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (out.size() > m_limits.maxFieldBytes)
                return fail("a string longer than " + std::to_string(m_limits.maxFieldBytes) + " bytes");
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("a control character inside a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                break;
            const char e = m_text[m_pos++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned code = 0;
                if (!hex4(code))
                    return fail("a bad \\u escape");
                if (code >= 0xD800 && code <= 0xDBFF) {
                    unsigned low = 0;
                    if (m_text.substr(m_pos, 2) != "\\u")
                        return fail("a lone surrogate in a \\u escape");
                    m_pos += 2;
                    if (!hex4(low) || low < 0xDC00 || low > 0xDFFF)
                        return fail("a lone surrogate in a \\u escape");
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                } else if (code >= 0xDC00 && code <= 0xDFFF) {
                    return fail("a lone surrogate in a \\u escape");
                }
                if (code == 0)
                    return fail("a NUL character in a string");
                appendUtf8(out, code);
                break;
            }
            default:
                return fail("an unknown escape in a string");
            }
        }
        return fail("a string is not closed");
    }
    bool hex4(unsigned &code)
    {
        if (m_pos + 4 > m_text.size())
            return false;
        for (int i = 0; i < 4; ++i) {
            const char h = m_text[m_pos++];
            code <<= 4;
            if (h >= '0' && h <= '9')
                code |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f')
                code |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                code |= static_cast<unsigned>(h - 'A' + 10);
            else
                return false;
        }
        return true;
    }
    static void appendUtf8(std::string &out, unsigned code)
    {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }
    bool array(Node &node, int depth)
    {
        node.type = Node::Type::Array;
        ++m_pos;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            if (node.items.size() >= m_limits.maxLines)
                return fail("more than " + std::to_string(m_limits.maxLines) + " values in an array");
            node.items.emplace_back();
            if (!value(node.items.back(), depth + 1))
                return false;
            skipSpace();
            if (m_pos >= m_text.size())
                return fail("an array is not closed");
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == ']') {
                ++m_pos;
                return true;
            }
            return fail("expected ',' or ']' in an array");
        }
    }
    bool object(Node &node, int depth)
    {
        node.type = Node::Type::Object;
        ++m_pos;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                return fail("expected a quoted key in an object");
            std::string key;
            if (!string(key))
                return false;
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':')
                return fail("expected ':' after a key");
            ++m_pos;
            if (node.members.size() >= m_limits.maxColumns)
                return fail("more than " + std::to_string(m_limits.maxColumns) + " keys in an object");
            node.members.emplace_back(std::move(key), Node{});
            if (!value(node.members.back().second, depth + 1))
                return false;
            skipSpace();
            if (m_pos >= m_text.size())
                return fail("an object is not closed");
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == '}') {
                ++m_pos;
                return true;
            }
            return fail("expected ',' or '}' in an object");
        }
    }

    std::string_view m_text;
    const Limits &m_limits;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::string m_error;
};

const std::vector<std::string> &columnsOf(std::string_view table)
{
    if (table == kDevices)
        return tableio::deviceColumns();
    if (table == kCloudOffers)
        return tableio::cloudOfferColumns();
    if (table == kQuotes)
        return tableio::priceQuoteColumns();
    if (table == kBenchmarks)
        return tableio::benchmarkColumns();
    return tableio::cloudPriceColumns();
}

void parseCatalogueJson(std::string_view text, const std::string &file, const Limits &limits,
                        ImportFile &out)
{
    Node root;
    JsonParser parser(text, limits);
    if (!parser.parse(root)) {
        out.problems.push_back({file, parser.line(), {}, parser.error()});
        return;
    }
    if (root.type != Node::Type::Object) {
        out.problems.push_back({file, root.line, {}, "the JSON is not an object of tables"});
        return;
    }
    for (const auto &[key, node] : root.members) {
        if (key == "format" || key == "version")
            continue;
        if (key != kDevices && key != kCloudOffers && key != kQuotes && key != kBenchmarks
            && key != kCloudPrices) {
            out.problems.push_back({file, node.line, key, "unknown table '" + key + "'"});
            continue;
        }
        if (node.type != Node::Type::Array) {
            out.problems.push_back({file, node.line, key, "a table must be an array of objects"});
            continue;
        }
        // The objects become a CSV-like table: the columns of the table,
        // each cell the value as CSV would hold it.
        const std::vector<std::string> &columns = columnsOf(key);
        csv::Table table;
        std::set<std::string> used;
        for (const Node &item : node.items) {
            if (item.type != Node::Type::Object) {
                out.problems.push_back({file, item.line, key, "a row must be an object"});
                continue;
            }
            csv::Row row(columns.size());
            bool good = true;
            for (const auto &[column, cell] : item.members) {
                const auto it = std::find(columns.begin(), columns.end(), column);
                if (it == columns.end()) {
                    out.problems.push_back({file, cell.line, column, "unknown column '" + column + "'"});
                    good = false;
                    continue;
                }
                std::string &target = row[static_cast<std::size_t>(it - columns.begin())];
                switch (cell.type) {
                case Node::Type::Null:
                    break;
                case Node::Type::Bool:
                    target = cell.boolean ? "yes" : "no";
                    break;
                case Node::Type::Number:
                case Node::Type::String:
                    target = cell.text;
                    break;
                default:
                    out.problems.push_back({file, cell.line, column, "a value must be a string, a number, true, false or null"});
                    good = false;
                }
                used.insert(column);
            }
            if (good) {
                table.rows.push_back(std::move(row));
                table.lineNumbers.push_back(item.line);
            }
        }
        // Required columns must be there when rows are: keep every column in
        // the header, so that an absent value reads as empty.
        table.header = columns;
        if (!table.rows.empty())
            readTable(key, table, file, out);
    }
}

// Lambda's benchmark CSV ---------------------------------------------------------

struct ModelInfo
{
    std::string_view name;
    Workload workload;
    std::string_view unit;
};
constexpr ModelInfo kLambdaModels[] = {
    {"resnet50", Workload::Cnn, "images/s"},
    {"ssd", Workload::Cnn, "images/s"},
    {"maskrcnn", Workload::Cnn, "images/s"},
    {"bert_base_squad", Workload::Transformer, "sequences/s"},
    {"bert_large_squad", Workload::Transformer, "sequences/s"},
    {"transformerxlbase", Workload::Transformer, "tokens/s"},
    {"transformerxllarge", Workload::Transformer, "tokens/s"},
    {"gnmt", Workload::Rnn, "tokens/s"},
    {"tacotron2", Workload::Rnn, "mel-frames/s"},
};

// Lower case, letters and digits only, "nvidia"/"geforce"/"tesla"/"quadro"
// dropped: "GeForce RTX 3090" and "RTX 3090" match.
std::string nameKey(std::string_view name)
{
    std::string key;
    std::string word;
    const auto flush = [&]() {
        if (word != "nvidia" && word != "geforce" && word != "tesla" && word != "quadro")
            key += word;
        word.clear();
    };
    for (const char c : lower(name)) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            word += c;
        else
            flush();
    }
    flush();
    return key;
}

// Lambda names GPUs by marketing name, sometimes with the machine's maker
// ("Dell H100 80GB SXM5") or "LambdaCloud" in front.
std::string lambdaDevice(std::string_view gpuName, const DataSet *catalogue, std::string &platform)
{
    std::string name(gpuName);
    platform = "lambda-onprem";
    for (const auto &[prefix, where] :
         {std::pair{"LambdaCloud ", "lambda-cloud"}, std::pair{"Dell ", "dell"},
          std::pair{"SMC ", "smc"}, std::pair{"1CC ", "1cc"}}) {
        if (name.rfind(prefix, 0) == 0) {
            name = name.substr(std::string_view(prefix).size());
            platform = where;
        }
    }
    static const std::map<std::string, std::string> kAliases{
        {"a10080gbpcie", "a100-80gb-pcie"}, {"a10080gbsxm4", "a100-80gb-sxm"},
        {"a10040gbpcie", "a100-40gb-pcie"}, {"a10040gbsxm4", "a100-40gb-sxm"},
        {"h10080gbpciegen5", "h100-pcie"},  {"h10080gbsxm5", "h100-sxm"},
        {"v10016gb", "tesla-v100-sxm2-16gb"}, {"v10032gb", "tesla-v100-sxm2-32gb"},
        {"rtx6000ada", "rtx-6000-ada"},     {"rtx8000", "quadro-rtx-8000"},
        {"rtx6000", "quadro-rtx-6000"},     {"rtx5000", "quadro-rtx-5000"},
        {"a6000", "rtx-a6000"},             {"rtxa6000", "rtx-a6000"},
        {"rtx3080", "rtx-3080-10gb"},
    };
    const std::string key = nameKey(name);
    if (const auto it = kAliases.find(key); it != kAliases.end())
        return it->second;
    if (catalogue) {
        for (const Device &d : catalogue->devices) {
            if (nameKey(d.name) == key || nameKey(d.id) == key)
                return d.id;
        }
    }
    return {};
}

void parseLambda(const csv::Table &table, const std::string &file, const DataSet *catalogue,
                 ImportFile &out)
{
    const std::string name = lower(file);
    std::optional<Precision> precision;
    if (name.find("fp16") != std::string::npos)
        precision = Precision::Fp16;
    else if (name.find("fp32") != std::string::npos)
        precision = Precision::Fp32;
    if (!precision) {
        out.problems.push_back({file, 0, {},
                                "the file name must say fp16 or fp32, as Lambda's "
                                "pytorch-train-throughput-fp16.csv does"});
        return;
    }
    const auto column = [&](std::string_view n) -> std::optional<std::size_t> {
        const auto it = std::find(table.header.begin(), table.header.end(), n);
        if (it == table.header.end())
            return std::nullopt;
        return static_cast<std::size_t>(it - table.header.begin());
    };
    const auto nameColumn = column("name_gpu");
    const auto countColumn = column("num_gpu");
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const csv::Row &row = table.rows[r];
        const int line = table.lineNumbers[r];
        const std::string &gpu = row[*nameColumn];
        if (countColumn) {
            const auto count = tableio::parseNumber(row[*countColumn]);
            if (!count || *count < 1.0) {
                out.problems.push_back({file, line, "num_gpu", "'" + row[*countColumn] + "' is not a GPU count"});
                continue;
            }
            if (*count != 1.0) {
                out.skipped.push_back({file, line, "num_gpu", "a multi-GPU row is no single-card benchmark"});
                continue;
            }
        }
        std::string platform;
        const std::string id = lambdaDevice(gpu, catalogue, platform);
        if (id.empty()) {
            out.skipped.push_back({file, line, "name_gpu", "'" + gpu + "' is no device of the catalogue"});
            continue;
        }
        for (const ModelInfo &model : kLambdaModels) {
            const auto c = column(model.name);
            if (!c || row[*c].empty())
                continue;
            const auto value = tableio::parseNumber(row[*c]);
            if (!value || *value < 0.0) {
                out.problems.push_back({file, line, std::string(model.name), "'" + row[*c] + "' is not a throughput"});
                continue;
            }
            if (*value == 0.0)
                continue; // Lambda writes 0 for a model not run
            Benchmark b;
            b.deviceId = id;
            b.workload = model.workload;
            b.model = std::string(model.name);
            b.precision = *precision;
            b.numDevices = 1;
            b.throughput = *value;
            b.unit = std::string(model.unit);
            b.suite = "lambda-import";
            b.platform = platform;
            b.source = "lambdal/deeplearning-benchmark " + file;
            out.benchmarks.records.push_back(std::move(b));
            out.benchmarks.lines.push_back(line);
        }
    }
}

// SkyPilot's catalogue CSV ---------------------------------------------------------

std::string slug(std::string_view text)
{
    std::string out;
    for (const char c : lower(text)) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (keep)
            out += c;
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.substr(0, 64);
}

std::string skyPilotProvider(const std::string &file)
{
    const std::string name = lower(file);
    static const std::pair<std::string_view, std::string_view> kProviders[] = {
        {"aws", "AWS"},      {"gcp", "GCP"},       {"azure", "Azure"},     {"lambda", "Lambda Cloud"},
        {"runpod", "RunPod"}, {"vast", "Vast.ai"}, {"coreweave", "CoreWeave"}, {"oci", "OCI"},
    };
    for (const auto &[key, provider] : kProviders) {
        for (const std::string sep : {"/", "\\", "-", "_"}) {
            if (name.find(sep + std::string(key) + "/") != std::string::npos
                || name.find(std::string(key) + sep) == 0
                || name.find("/" + std::string(key) + sep) != std::string::npos)
                return std::string(provider);
        }
    }
    return {};
}

std::string skyPilotDevice(const std::string &accelerator)
{
    static const std::map<std::string, std::string> kIds{
        {"a100", "a100-40gb-sxm"}, {"a100-80gb", "a100-80gb-sxm"}, {"h100", "h100-sxm"},
        {"h100-mega", "h100-sxm"}, {"h200", "h200"}, {"b200", "b200"}, {"l4", "l4"},
        {"l40s", "l40s"}, {"t4", "t4"}, {"a10g", "a10g"}, {"a10", "a10"},
        {"v100", "tesla-v100-sxm2-16gb"}, {"v100-32gb", "tesla-v100-sxm2-32gb"},
        {"p100", "tesla-p100-pcie-16gb"}, {"p40", "tesla-p40"}, {"a6000", "rtx-a6000"},
        {"rtx6000", "quadro-rtx-6000"}, {"a40", "a40"}, {"mi300x", "mi300x"},
    };
    const auto it = kIds.find(lower(accelerator));
    return it == kIds.end() ? std::string() : it->second;
}

void parseSkyPilot(const csv::Table &table, const std::string &file, const ImportOptions &options,
                   ImportFile &out)
{
    const std::string provider = skyPilotProvider(file);
    if (provider.empty()) {
        out.problems.push_back({file, 0, {},
                                "cannot tell the cloud provider from the file name: name it "
                                "like aws-vms.csv or keep SkyPilot's aws/vms.csv path"});
        return;
    }
    if (!options.today) {
        out.problems.push_back({file, 0, {}, "the day the prices were seen is not known"});
        return;
    }
    const auto column = [&](std::string_view n) -> std::optional<std::size_t> {
        const auto it = std::find(table.header.begin(), table.header.end(), n);
        if (it == table.header.end())
            return std::nullopt;
        return static_cast<std::size_t>(it - table.header.begin());
    };
    for (const char *required : {"InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region"}) {
        if (!column(required)) {
            out.problems.push_back({file, 1, required, std::string("missing column '") + required + "'"});
            return;
        }
    }
    const auto spotColumn = column("SpotPrice");
    // One offer per instance type: the region with the lowest on-demand
    // price, and the lowest spot price of that region's zones.
    struct Best
    {
        CloudOffer offer;
        int line = 0;
    };
    std::map<std::string, Best> offers;
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const csv::Row &row = table.rows[r];
        const int line = table.lineNumbers[r];
        const std::string &accelerator = row[*column("AcceleratorName")];
        if (accelerator.empty())
            continue; // a host VM without accelerators
        if (lower(accelerator).rfind("tpu", 0) == 0) {
            out.skipped.push_back({file, line, "AcceleratorName", "TPU slices are counted in cores, not chips"});
            continue;
        }
        const std::string id = skyPilotDevice(accelerator);
        if (id.empty()) {
            out.skipped.push_back({file, line, "AcceleratorName", "'" + accelerator + "' is no device of the catalogue"});
            continue;
        }
        const auto count = tableio::parseNumber(row[*column("AcceleratorCount")]);
        const auto price = tableio::parseNumber(row[*column("Price")]);
        if (!count || *count < 1.0 || *count != std::floor(*count) || *count > 1024.0) {
            out.problems.push_back({file, line, "AcceleratorCount", "'" + row[*column("AcceleratorCount")] + "' is not a whole count"});
            continue;
        }
        if (row[*column("Price")].empty())
            continue; // no on-demand price in that region
        if (!price || *price <= 0.0) {
            out.problems.push_back({file, line, "Price", "'" + row[*column("Price")] + "' is not a price"});
            continue;
        }
        std::optional<double> spot;
        if (spotColumn && !row[*spotColumn].empty()) {
            spot = tableio::parseNumber(row[*spotColumn]);
            if (!spot || *spot <= 0.0) {
                out.problems.push_back({file, line, "SpotPrice", "'" + row[*spotColumn] + "' is not a price"});
                continue;
            }
        }
        const std::string &instance = row[*column("InstanceType")];
        const bool acceleratorOnly = instance.empty();
        CloudOffer o;
        o.provider = provider;
        o.instance = acceleratorOnly ? std::to_string(static_cast<int>(*count)) + "x " + accelerator
                                           + " (accelerator only)"
                                     : instance;
        o.id = slug(provider + "-" + (acceleratorOnly ? o.instance : instance));
        o.acceleratorId = id;
        o.acceleratorCount = static_cast<int>(*count);
        o.usdPerHourOnDemand = price;
        o.usdPerHourSpot = spot;
        o.region = row[*column("Region")];
        o.priceDate = isoDateFromDayNumber(*options.today);
        o.priceScope = acceleratorOnly ? PriceScope::Accelerator : PriceScope::Instance;
        o.source = "SkyPilot catalogue " + file;
        o.notes = "On-demand price in the cheapest region of the catalogue; spot = lowest of "
                  "that region's zones.";
        o.origin = Origin::User;
        auto [it, inserted] = offers.try_emplace(o.id, Best{o, line});
        Best &best = it->second;
        if (inserted)
            continue;
        const bool sameRegion = best.offer.region == o.region;
        if (sameRegion) {
            if (spot && (!best.offer.usdPerHourSpot || *spot < *best.offer.usdPerHourSpot))
                best.offer.usdPerHourSpot = spot;
        } else if (*price < *best.offer.usdPerHourOnDemand
                   || (*price == *best.offer.usdPerHourOnDemand && o.region < best.offer.region)) {
            best = Best{o, line};
        }
    }
    for (auto &[id, best] : offers) {
        out.cloudOffers.records.push_back(std::move(best.offer));
        out.cloudOffers.lines.push_back(best.line);
    }
}

} // namespace

std::string_view toString(Format format)
{
    switch (format) {
    case Format::CatalogueCsv:
        return "catalogue-csv";
    case Format::CatalogueJson:
        return "catalogue-json";
    case Format::LambdaBenchmarkCsv:
        return "lambda-benchmark-csv";
    case Format::SkyPilotCsv:
        return "skypilot-csv";
    }
    return {};
}

std::size_t ImportFile::recordCount() const
{
    return devices.records.size() + cloudOffers.records.size() + quotes.records.size()
        + benchmarks.records.size() + cloudPrices.records.size();
}

ImportFile parse(std::string_view bytes, const std::string &fileName, const ImportOptions &options,
                 const DataSet *catalogue)
{
    ImportFile out;
    out.fileName = fileName;
    if (auto problem = checkText(bytes, fileName, options.limits)) {
        out.problems.push_back(std::move(*problem));
        return out;
    }
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF")
        bytes.remove_prefix(3);
    const std::size_t first = bytes.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        out.problems.push_back({fileName, 1, {}, "the file is empty"});
        return out;
    }
    if (bytes[first] == '{' || bytes[first] == '[') {
        out.format = Format::CatalogueJson;
        parseCatalogueJson(bytes, fileName, options.limits, out);
        return out;
    }
    if (bytes.substr(0, 7) != "#table ") {
        // A foreign CSV is told by its header.
        csv::Table table;
        std::vector<RowProblem> problems;
        if (parseCsv(bytes, 1, fileName, options.limits, table, problems)) {
            if (contains(table.header, "name_gpu")) {
                out.format = Format::LambdaBenchmarkCsv;
                out.problems = std::move(problems);
                parseLambda(table, fileName, catalogue, out);
                return out;
            }
            if (contains(table.header, "InstanceType") && contains(table.header, "AcceleratorName")) {
                out.format = Format::SkyPilotCsv;
                out.problems = std::move(problems);
                parseSkyPilot(table, fileName, options, out);
                return out;
            }
        }
    }
    out.format = Format::CatalogueCsv;
    parseCatalogueCsv(bytes, fileName, options.limits, out);
    return out;
}

void validate(ImportFile &file, const DataSet &catalogue)
{
    const std::string &name = file.fileName;
    std::set<std::string, std::less<>> devices;
    for (const Device &d : catalogue.devices)
        devices.insert(d.id);
    std::set<std::string, std::less<>> offers;
    for (const CloudOffer &o : catalogue.cloudOffers)
        offers.insert(o.id);

    std::set<std::string> seenDevices;
    for (std::size_t i = 0; i < file.devices.records.size(); ++i) {
        const Device &d = file.devices.records[i];
        const int line = file.devices.lines[i];
        for (const FieldProblem &p : checkDevice(d))
            file.problems.push_back({name, line, p.field, p.message.english()});
        if (!seenDevices.insert(d.id).second)
            file.problems.push_back({name, line, "id", "the device '" + d.id + "' appears twice in the file"});
        devices.insert(d.id);
    }
    const CurrencyTable rates(catalogue.exchangeRates);
    for (std::size_t i = 0; i < file.quotes.records.size(); ++i) {
        const PriceQuote &q = file.quotes.records[i];
        const int line = file.quotes.lines[i];
        if (devices.count(q.deviceId) == 0)
            file.problems.push_back({name, line, "device_id", "no device '" + q.deviceId + "' in the catalogue or the file"});
        const auto perUnit = rates.toUsd(1.0, q.currency);
        if (const auto problem = checkPrice(q.amount, perUnit.value_or(0.0), q.currency))
            file.problems.push_back({name, line, perUnit ? "amount" : "currency", problem->english()});
    }
    for (std::size_t i = 0; i < file.benchmarks.records.size(); ++i) {
        const Benchmark &b = file.benchmarks.records[i];
        if (devices.count(b.deviceId) == 0)
            file.problems.push_back({name, file.benchmarks.lines[i], "device_id",
                                     "no device '" + b.deviceId + "' in the catalogue or the file"});
    }
    std::set<std::string> seenOffers;
    for (std::size_t i = 0; i < file.cloudOffers.records.size(); ++i) {
        const CloudOffer &o = file.cloudOffers.records[i];
        const int line = file.cloudOffers.lines[i];
        if (const auto problem = checkDeviceId(o.id))
            file.problems.push_back({name, line, "id", "'" + o.id + "': " + problem->english()});
        if (devices.count(o.acceleratorId) == 0)
            file.problems.push_back({name, line, "accelerator_id",
                                     "no device '" + o.acceleratorId + "' in the catalogue or the file"});
        for (const auto &[column, price] : {std::pair{"usd_per_hour_on_demand", o.usdPerHourOnDemand},
                                            std::pair{"usd_per_hour_spot", o.usdPerHourSpot}}) {
            if (price && !(*price > 0.0 && *price < 10'000.0))
                file.problems.push_back({name, line, column, "an hourly price must be above 0 and below $10,000"});
        }
        if (o.priceDate.empty() || !PartialDate::parse(o.priceDate))
            file.problems.push_back({name, line, "price_date", "a price needs the date it was seen (YYYY, YYYY-MM or YYYY-MM-DD)"});
        if (!seenOffers.insert(o.id).second)
            file.problems.push_back({name, line, "id", "the offer '" + o.id + "' appears twice in the file"});
        offers.insert(o.id);
    }
    for (std::size_t i = 0; i < file.cloudPrices.records.size(); ++i) {
        const CloudPricePoint &p = file.cloudPrices.records[i];
        if (offers.count(p.offerId) == 0)
            file.problems.push_back({name, file.cloudPrices.lines[i], "offer_id",
                                     "no cloud offer '" + p.offerId + "' in the catalogue or the file"});
    }
}

namespace {

template<typename Fields>
std::vector<std::string> valuesWithout(Fields fields, std::string_view left)
{
    std::vector<std::string> values;
    for (auto &[name, value] : fields) {
        if (name != left)
            values.push_back(std::move(value));
    }
    return values;
}

Fields quoteFields(const PriceQuote &q);
Fields offerFields(const CloudOffer &o);
Fields benchmarkFields(const Benchmark &b);
Fields cloudPriceFields(const CloudPricePoint &p);

std::string counts(const char *table, std::size_t added, std::size_t changed, int same)
{
    return std::string(table) + ": " + std::to_string(added) + " added, " + std::to_string(changed)
        + " changed, " + std::to_string(same) + " unchanged";
}

} // namespace

bool Plan::changesNothing() const
{
    return addDevices.empty() && changeDevices.empty() && addOffers.empty() && changeOffers.empty()
        && addQuotes.empty() && addBenchmarks.empty() && addCloudPrices.empty();
}

std::string Plan::summary() const
{
    return counts("devices", addDevices.size(), changeDevices.size(), sameDevices) + "; "
        + counts("cloud offers", addOffers.size(), changeOffers.size(), sameOffers) + "; "
        + counts("price quotes", addQuotes.size(), 0, sameQuotes) + "; "
        + counts("benchmarks", addBenchmarks.size(), 0, sameBenchmarks) + "; "
        + counts("earlier cloud prices", addCloudPrices.size(), 0, sameCloudPrices);
}

Plan plan(const ImportFile &file, const DataSet &catalogue)
{
    Plan out;
    std::map<std::string, const Device *> devices;
    for (const Device &d : catalogue.devices)
        devices[d.id] = &d;
    for (Device d : file.devices.records) {
        const auto it = devices.find(d.id);
        if (it == devices.end()) {
            d.origin = Origin::User;
            out.addDevices.push_back(std::move(d));
        } else if (valuesWithout(tableio::deviceFields(*it->second), "origin")
                   == valuesWithout(tableio::deviceFields(d), "origin")) {
            ++out.sameDevices;
        } else {
            d.origin = it->second->origin; // the catalogue decides (user stays user)
            out.changeDevices.push_back(std::move(d));
        }
    }

    std::set<std::vector<std::string>> prices;
    for (const CloudPricePoint &p : catalogue.cloudPriceHistory)
        prices.insert(valuesWithout(cloudPriceFields(p), ""));
    std::map<std::string, const CloudOffer *> offers;
    for (const CloudOffer &o : catalogue.cloudOffers)
        offers[o.id] = &o;
    for (CloudOffer o : file.cloudOffers.records) {
        const auto it = offers.find(o.id);
        if (it == offers.end()) {
            o.origin = Origin::User;
            out.addOffers.push_back(std::move(o));
            continue;
        }
        const CloudOffer &old = *it->second;
        if (valuesWithout(offerFields(old), "origin") == valuesWithout(offerFields(o), "origin")) {
            ++out.sameOffers;
            continue;
        }
        const bool priceMoved = old.usdPerHourOnDemand != o.usdPerHourOnDemand
            || old.usdPerHourSpot != o.usdPerHourSpot || old.priceDate != o.priceDate;
        if (priceMoved && !old.priceDate.empty()) {
            CloudPricePoint earlier{old.id, old.usdPerHourOnDemand, old.usdPerHourSpot,
                                    old.priceDate, old.source, old.notes};
            if (prices.insert(valuesWithout(cloudPriceFields(earlier), "")).second)
                out.addCloudPrices.push_back(std::move(earlier));
        }
        o.origin = old.origin;
        out.changeOffers.push_back(std::move(o));
    }

    std::set<std::vector<std::string>> quotes;
    for (const PriceQuote &q : catalogue.priceQuotes)
        quotes.insert(valuesWithout(quoteFields(q), "origin"));
    for (PriceQuote q : file.quotes.records) {
        if (!quotes.insert(valuesWithout(quoteFields(q), "origin")).second) {
            ++out.sameQuotes;
            continue;
        }
        q.id = 0;
        q.origin = Origin::User;
        out.addQuotes.push_back(std::move(q));
    }

    std::set<std::vector<std::string>> benchmarks;
    for (const Benchmark &b : catalogue.benchmarks)
        benchmarks.insert(valuesWithout(benchmarkFields(b), ""));
    for (const Benchmark &b : file.benchmarks.records) {
        if (benchmarks.insert(valuesWithout(benchmarkFields(b), "")).second)
            out.addBenchmarks.push_back(b);
        else
            ++out.sameBenchmarks;
    }

    for (const CloudPricePoint &p : file.cloudPrices.records) {
        if (prices.insert(valuesWithout(cloudPriceFields(p), "")).second)
            out.addCloudPrices.push_back(p);
        else
            ++out.sameCloudPrices;
    }
    return out;
}

std::optional<Table> parseTable(std::string_view text)
{
    if (text == "quotes")
        return Table::Quotes;
    if (text == "devices")
        return Table::Devices;
    if (text == "benchmarks")
        return Table::Benchmarks;
    if (text == "cloud")
        return Table::Cloud;
    if (text == "all")
        return Table::All;
    return std::nullopt;
}

namespace {

Fields quoteFields(const PriceQuote &q)
{
    return {{"device_id", q.deviceId},
            {"amount", tableio::formatOptional(q.amount)},
            {"currency", q.currency},
            {"kind", std::string(toString(q.kind))},
            {"origin", q.origin == Origin::User ? "user" : "bundled"},
            {"observed", q.observed.toString()},
            {"source", q.source},
            {"notes", q.notes}};
}

Fields offerFields(const CloudOffer &o)
{
    return {{"id", o.id},
            {"provider", o.provider},
            {"instance", o.instance},
            {"accelerator_id", o.acceleratorId},
            {"accelerator_count", std::to_string(o.acceleratorCount)},
            {"usd_per_hour_on_demand", tableio::formatOptional(o.usdPerHourOnDemand)},
            {"usd_per_hour_spot", tableio::formatOptional(o.usdPerHourSpot)},
            {"region", o.region},
            {"price_date", o.priceDate},
            {"price_scope", std::string(toString(o.priceScope))},
            {"source", o.source},
            {"notes", o.notes},
            {"origin", std::string(toString(o.origin))}};
}

Fields benchmarkFields(const Benchmark &b)
{
    return {{"device_id", b.deviceId},
            {"workload", std::string(toString(b.workload))},
            {"model", b.model},
            {"precision", std::string(toString(b.precision))},
            {"num_devices", std::to_string(b.numDevices)},
            {"throughput", tableio::formatOptional(b.throughput)},
            {"unit", b.unit},
            {"batch_size", b.batchSize ? std::to_string(*b.batchSize) : std::string()},
            {"suite", b.suite},
            {"software", b.software},
            {"platform", b.platform},
            {"quality_flag", b.qualityFlag},
            {"source", b.source}};
}

Fields cloudPriceFields(const CloudPricePoint &p)
{
    return {{"offer_id", p.offerId},
            {"usd_per_hour_on_demand", tableio::formatOptional(p.usdPerHourOnDemand)},
            {"usd_per_hour_spot", tableio::formatOptional(p.usdPerHourSpot)},
            {"price_date", p.priceDate},
            {"source", p.source},
            {"notes", p.notes}};
}

// `records`: a vector of records, or of references to them.
template<typename Records, typename FieldsOf>
std::string csvTable(const Records &records, FieldsOf fieldsOf,
                     const std::vector<std::string> &columns)
{
    std::string out = csv::formatRow(columns) + "\n";
    for (const auto &r : records) {
        csv::Row row;
        for (auto &[name, value] : fieldsOf(r))
            row.push_back(std::move(value));
        out += csv::formatRow(row) + "\n";
    }
    return out;
}

// Numbers that CSV holds as text become JSON numbers; empty cells null.
json::Value jsonCell(const std::string &column, const std::string &value)
{
    static const std::set<std::string, std::less<>> kText{
        "id", "name", "vendor", "kind", "segment", "architecture", "release_date", "memory_type",
        "interconnect", "cooling", "source", "notes", "origin", "provider", "instance",
        "accelerator_id", "region", "price_date", "price_scope", "device_id", "currency",
        "observed", "workload", "model", "precision", "unit", "suite", "software", "platform",
        "quality_flag", "offer_id", "form_factor", "power_connectors", "compute_capability",
        "rocm_support", "last_supported_release", "platform_source", "platform_notes"};
    if (value.empty())
        return {};
    if (column == "tensor_cores")
        return value == "yes";
    if (kText.count(column) == 0) {
        if (const auto number = tableio::parseNumber(value))
            return *number;
    }
    return value;
}

template<typename Records, typename FieldsOf>
json::Value jsonTable(const Records &records, FieldsOf fieldsOf)
{
    json::Value array = json::Value::array();
    for (const auto &r : records) {
        json::Value o = json::Value::object();
        for (const auto &[name, value] : fieldsOf(r))
            o.set(name, jsonCell(name, value));
        array.push(std::move(o));
    }
    return array;
}

// The quotes in the order they were stored (by id): a session keeps its
// quotes ordered by device for pricing.
std::vector<std::reference_wrapper<const PriceQuote>>
quotesInStoredOrder(const std::vector<PriceQuote> &quotes)
{
    std::vector<std::reference_wrapper<const PriceQuote>> ordered(quotes.begin(), quotes.end());
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const PriceQuote &a, const PriceQuote &b) { return a.id < b.id; });
    return ordered;
}

} // namespace

std::string exportCsv(const DataSet &data, Table table)
{
    const auto section = [](std::string_view name, const std::string &body) {
        return "#table " + std::string(name) + "\n" + body;
    };
    const std::string devices = csvTable(data.devices, tableio::deviceFields, tableio::deviceColumns());
    const std::string offers = csvTable(data.cloudOffers, offerFields, tableio::cloudOfferColumns());
    const std::string quotes = csvTable(quotesInStoredOrder(data.priceQuotes), quoteFields,
                                        tableio::priceQuoteColumns());
    const std::string benchmarks = csvTable(data.benchmarks, benchmarkFields, tableio::benchmarkColumns());
    const std::string prices = csvTable(data.cloudPriceHistory, cloudPriceFields, tableio::cloudPriceColumns());
    switch (table) {
    case Table::Quotes:
        return quotes;
    case Table::Devices:
        return devices;
    case Table::Benchmarks:
        return benchmarks;
    case Table::Cloud:
        return section(kCloudOffers, offers) + section(kCloudPrices, prices);
    case Table::All:
        return section(kDevices, devices) + section(kCloudOffers, offers) + section(kQuotes, quotes)
            + section(kBenchmarks, benchmarks) + section(kCloudPrices, prices);
    }
    return {};
}

std::string exportJson(const DataSet &data, Table table)
{
    json::Value root = json::Value::object();
    root.set("format", "gpu-advisor").set("version", 1);
    if (table == Table::Devices || table == Table::All)
        root.set(std::string(kDevices), jsonTable(data.devices, tableio::deviceFields));
    if (table == Table::Cloud || table == Table::All)
        root.set(std::string(kCloudOffers), jsonTable(data.cloudOffers, offerFields));
    if (table == Table::Quotes || table == Table::All)
        root.set(std::string(kQuotes),
                 jsonTable(quotesInStoredOrder(data.priceQuotes), quoteFields));
    if (table == Table::Benchmarks || table == Table::All)
        root.set(std::string(kBenchmarks), jsonTable(data.benchmarks, benchmarkFields));
    if (table == Table::Cloud || table == Table::All)
        root.set(std::string(kCloudPrices), jsonTable(data.cloudPriceHistory, cloudPriceFields));
    return root.dump(2) + "\n";
}

} // namespace gpa::exchange
