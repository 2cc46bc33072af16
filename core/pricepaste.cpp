#include "pricepaste.h"

#include "currency.h"
#include "validation.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace gpa {

namespace {

std::string trimmed(std::string_view text)
{
    const auto begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos)
        return {};
    const auto end = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(begin, end - begin + 1));
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::vector<std::string> split(std::string_view line, char separator)
{
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const auto at = line.find(separator, start);
        fields.push_back(trimmed(line.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start)));
        if (at == std::string_view::npos)
            break;
        start = at + 1;
    }
    return fields;
}

// "1,299.50" -> "1299.50" when every comma separates groups of three digits
// before the decimal point; anything else is left for the number check.
std::string withoutThousands(const std::string &text)
{
    const auto point = text.find('.');
    const std::string whole = text.substr(0, point);
    if (whole.find(',') == std::string::npos)
        return text;
    std::size_t group = 0;
    for (std::size_t i = whole.size(); i-- > 0;) {
        if (whole[i] == ',') {
            if (group != 3 || i == 0)
                return text;
            group = 0;
        } else {
            ++group;
        }
    }
    std::string out;
    for (char c : whole) {
        if (c != ',')
            out += c;
    }
    return point == std::string::npos ? out : out + text.substr(point);
}

struct Amount
{
    std::optional<double> value;
    std::string currency; // from a sign, when there was one
};

Amount readAmount(std::string text)
{
    Amount out;
    static const std::pair<std::string_view, std::string_view> kSigns[]
        = {{"$", "USD"}, {"\xe2\x82\xac", "EUR"}, {"\xc2\xa3", "GBP"}, {"\xc2\xa5", "JPY"}};
    for (const auto &[sign, code] : kSigns) {
        if (text.rfind(sign, 0) == 0) {
            out.currency = code;
            text = trimmed(std::string_view(text).substr(sign.size()));
            break;
        }
    }
    text = withoutThousands(text);
    double value = 0.0;
    const char *end = text.data() + text.size();
    const auto [at, error] = std::from_chars(text.data(), end, value);
    if (error == std::errc() && at == end && !text.empty())
        out.value = value;
    return out;
}

const Device *findDevice(const DataSet &catalogue, const std::string &key)
{
    if (const Device *byId = catalogue.device(key))
        return byId;
    const std::string wanted = lower(key);
    for (const Device &device : catalogue.devices) {
        if (lower(device.id) == wanted || lower(device.name) == wanted)
            return &device;
    }
    return nullptr;
}

std::optional<QuoteKind> readKind(const std::string &text)
{
    const std::string key = lower(text);
    if (key == "new")
        return QuoteKind::RetailNew;
    return parseQuoteKind(key);
}

} // namespace

bool PastedPrices::ok() const
{
    return !problem && badLines() == 0 && !lines.empty();
}

int PastedPrices::badLines() const
{
    return static_cast<int>(std::count_if(lines.begin(), lines.end(), [](const PastedLine &l) { return !l.quote; }));
}

std::vector<PriceQuote> PastedPrices::quotes() const
{
    std::vector<PriceQuote> out;
    for (const PastedLine &line : lines) {
        if (line.quote)
            out.push_back(*line.quote);
    }
    return out;
}

PastedPrices parsePastedPrices(std::string_view text, const DataSet &catalogue, const PasteOptions &options)
{
    PastedPrices out;
    const char separator = text.find('\t') != std::string_view::npos ? '\t' : ',';
    const CurrencyTable rates(catalogue.exchangeRates);
    std::size_t start = 0;
    int number = 0;
    bool first = true;
    while (start <= text.size()) {
        const auto end = text.find('\n', start);
        const std::string_view raw = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
        start = end == std::string_view::npos ? text.size() + 1 : end + 1;
        ++number;
        if (trimmed(raw).empty())
            continue;
        if (out.lines.size() >= options.maxLines) {
            out.problem = Message{QT_TRANSLATE_NOOP("core", "more than %1 lines: paste fewer prices at once"),
                                  {std::to_string(options.maxLines)}, ""};
            break;
        }
        PastedLine line;
        line.line = number;
        line.text = std::string(raw.substr(0, options.maxLineBytes));
        if (!line.text.empty() && line.text.back() == '\r')
            line.text.pop_back();
        const bool header = first;
        first = false;
        if (raw.size() > options.maxLineBytes) {
            line.problem = Message{QT_TRANSLATE_NOOP("core", "the line is longer than %1 characters"),
                                   {std::to_string(options.maxLineBytes)}, ""};
            out.lines.push_back(std::move(line));
            continue;
        }
        if (auto bad = checkText(raw, options.maxLineBytes, TextKind::Block, false)) {
            line.problem = std::move(bad);
            out.lines.push_back(std::move(line));
            continue;
        }
        const std::vector<std::string> fields = split(raw, separator);
        // A header ("device, price", "id<TAB>amount") names no device.
        if (header && fields.size() >= 2 && !findDevice(catalogue, fields[0])
            && (lower(fields[0]) == "device" || lower(fields[0]) == "id" || lower(fields[0]) == "name"))
            continue;
        if (fields.size() < 2 || fields.size() > 4) {
            line.problem = Message{QT_TRANSLATE_NOOP("core", "expected 'device, price[, currency[, kind]]', found %1 "
                                                             "field(s)"),
                                   {std::to_string(fields.size())}, ""};
            out.lines.push_back(std::move(line));
            continue;
        }
        const Device *device = findDevice(catalogue, fields[0]);
        if (!device) {
            line.problem = Message{QT_TRANSLATE_NOOP("core", "no device with the id or name '%1'"), {fields[0]}, ""};
            out.lines.push_back(std::move(line));
            continue;
        }
        line.deviceName = device->name;
        const Amount amount = readAmount(fields[1]);
        if (!amount.value) {
            line.problem = Message{QT_TRANSLATE_NOOP("core", "price: '%1' is not a number"), {fields[1]}, ""};
            out.lines.push_back(std::move(line));
            continue;
        }
        PriceQuote quote;
        quote.deviceId = device->id;
        quote.amount = *amount.value;
        quote.currency = fields.size() >= 3 && !fields[2].empty() ? fields[2]
                         : !amount.currency.empty()               ? amount.currency
                                                                  : options.currency;
        if (fields.size() >= 3 && !fields[2].empty() && !amount.currency.empty() && fields[2] != amount.currency) {
            line.problem = Message{QT_TRANSLATE_NOOP("core", "currency: the price says %1 but the line says %2"),
                                   {amount.currency, fields[2]}, ""};
            out.lines.push_back(std::move(line));
            continue;
        }
        if (fields.size() == 4 && !fields[3].empty()) {
            const auto kind = readKind(fields[3]);
            if (!kind) {
                line.problem = Message{QT_TRANSLATE_NOOP("core", "kind: '%1' is not one of new, retail-new, used, "
                                                                 "msrp, list, system-share"),
                                       {fields[3]}, ""};
                out.lines.push_back(std::move(line));
                continue;
            }
            quote.kind = *kind;
        }
        quote.origin = Origin::User;
        quote.observed = options.observed;
        quote.source = options.source;
        const auto usdPerUnit = rates.toUsd(1.0, quote.currency);
        if (!usdPerUnit) {
            line.problem = Message{QT_TRANSLATE_NOOP("core", "currency: %1 has no exchange rate in the catalogue"),
                                   {quote.currency}, ""};
            out.lines.push_back(std::move(line));
            continue;
        }
        if (const auto problems = checkQuote(quote, usdPerUnit); !problems.empty()) {
            line.problem = Message{QT_TRANSLATE_NOOP("core", "%1: %2"),
                                   {problems.front().field, problems.front().message.english()}, ""};
            out.lines.push_back(std::move(line));
            continue;
        }
        line.quote = std::move(quote);
        out.lines.push_back(std::move(line));
    }
    if (out.lines.empty() && !out.problem)
        out.problem = Message{QT_TRANSLATE_NOOP("core", "no price to paste: expected lines of 'device, price'"), {}, ""};
    return out;
}

} // namespace gpa
