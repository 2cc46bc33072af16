#include "validation.h"

#include "date.h"
#include "device.h"
#include "message.h"
#include "records.h"
#include "workload.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace gpa {

namespace {

// Whole numbers in digits ("1000000"), others in the shortest text that
// reads back to the same number ("0.001", "1e+308").
std::string shortNumber(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15)
        return std::to_string(static_cast<long long>(value));
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc {} ? std::string(buffer, end) : std::string("?");
}

Message message(const char *text, std::vector<std::string> args = {})
{
    return Message {text, std::move(args), {}};
}

// Physical bounds of a specification value, far above any device made: they
// keep a typo (or a hostile file) from turning a ranking into infinities.
struct NumberField
{
    const char *column;
    const std::optional<double> *value;
    double max;
};

} // namespace

std::optional<Message> checkNumber(double value, double min, double max)
{
    if (std::isnan(value))
        return message(QT_TRANSLATE_NOOP("core", "it is not a number"));
    if (!std::isfinite(value) || value < min || value > max) {
        return message(QT_TRANSLATE_NOOP("core", "%1 is outside the allowed range %2 to %3"),
                       {shortNumber(value), shortNumber(min), shortNumber(max)});
    }
    return std::nullopt;
}

std::optional<Message> checkCount(long long value, long long min, long long max)
{
    if (value < min || value > max) {
        return message(QT_TRANSLATE_NOOP("core", "%1 is outside the allowed range %2 to %3"),
                       {std::to_string(value), std::to_string(min), std::to_string(max)});
    }
    return std::nullopt;
}

std::optional<Message> checkPrice(double amount, double usdPerUnit, std::string_view currency)
{
    if (std::isnan(amount))
        return message(QT_TRANSLATE_NOOP("core", "the price is not a number"));
    if (!std::isfinite(amount))
        return message(QT_TRANSLATE_NOOP("core", "the price must be a finite number"));
    if (amount <= 0.0)
        return message(QT_TRANSLATE_NOOP("core", "the price must be greater than zero"));
    if (!(usdPerUnit > 0.0) || !std::isfinite(usdPerUnit))
        return message(QT_TRANSLATE_NOOP("core", "no exchange rate for %1"), {std::string(currency)});
    // The product can overflow to infinity or underflow to zero: both are
    // outside the bounds below, so the checks hold after the multiplication.
    const double usd = amount * usdPerUnit;
    if (!(usd <= kMaxDevicePriceUsd)) {
        return message(
            QT_TRANSLATE_NOOP("core", "the price is implausibly large (more than %1 for one device)"),
            {formatMoney(kMaxDevicePriceUsd / usdPerUnit, std::string(currency))});
    }
    if (!(usd >= kMinDevicePriceUsd)) {
        return message(
            QT_TRANSLATE_NOOP("core", "the price is implausibly small (less than %1 for one device)"),
            {formatMoney(kMinDevicePriceUsd / usdPerUnit, std::string(currency), 2)});
    }
    return std::nullopt;
}

std::optional<Message> checkWorkloadWeight(double weight)
{
    if (!std::isfinite(weight) || weight < 0.0 || weight > kMaxWorkloadWeight) {
        return message(
            QT_TRANSLATE_NOOP("core", "the weight %1 is not a number from 0 to %2"),
            {shortNumber(weight), shortNumber(kMaxWorkloadWeight)});
    }
    return std::nullopt;
}

std::optional<Message> checkWorkloadWeights(double cnn, double rnn, double transformer)
{
    for (const double weight : {cnn, rnn, transformer}) {
        if (auto problem = checkWorkloadWeight(weight))
            return problem;
    }
    // Each weight is at most 1e6, so the sum is finite; it must not be zero.
    if (!(cnn + rnn + transformer > 0.0))
        return message(QT_TRANSLATE_NOOP("core", "at least one workload needs a weight above 0"));
    return std::nullopt;
}

std::optional<Message> readWorkloadMix(std::string_view text, WorkloadMix &mix)
{
    const auto notAMix = [&text] {
        return message(QT_TRANSLATE_NOOP("core", "'%1' is not cnn, rnn, transformer, mix, or a "
                                                 "list such as cnn=2,rnn=1"),
                       {std::string(text.substr(0, kMaxNameLength))});
    };
    if (text == "mix") {
        mix = WorkloadMix {};
        return std::nullopt;
    }
    WorkloadMix parsed {0.0, 0.0, 0.0};
    if (text.empty())
        return notAMix();
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view part = text.substr(start, end - start);
        while (!part.empty() && part.front() == ' ')
            part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ')
            part.remove_suffix(1);
        const std::size_t equals = part.find('=');
        const auto workload = parseWorkload(part.substr(0, equals));
        if (!workload)
            return notAMix();
        double weight = 1.0;
        if (equals != std::string_view::npos) {
            std::string_view number = part.substr(equals + 1);
            if (!number.empty() && number.front() == '+')
                number.remove_prefix(1);
            const auto [ptr, ec]
                = std::from_chars(number.data(), number.data() + number.size(), weight);
            if (number.empty() || ec != std::errc {} || ptr != number.data() + number.size())
                return notAMix();
            if (auto problem = checkWorkloadWeight(weight))
                return problem;
        }
        // Named twice ("cnn=1e6,cnn=1e6"): the sum is what counts, bounded too.
        double &slot = *workload == Workload::Cnn   ? parsed.cnn
            : *workload == Workload::Rnn            ? parsed.rnn
                                                    : parsed.transformer;
        slot += weight;
        if (auto problem = checkWorkloadWeight(slot))
            return problem;
        start = end + 1;
    }
    if (auto problem = checkWorkloadWeights(parsed.cnn, parsed.rnn, parsed.transformer))
        return problem;
    mix = parsed;
    return std::nullopt;
}

std::size_t characterCount(std::string_view utf8)
{
    std::size_t count = 0;
    for (const char c : utf8) {
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
            ++count;
    }
    return count;
}

std::optional<Message> checkText(std::string_view text, std::size_t maxLength, TextKind kind,
                                 bool required)
{
    // Decode UTF-8 strictly: overlong forms, surrogates and values beyond
    // U+10FFFF are refused, as are control characters (a terminal would obey
    // an escape sequence hidden in a device name).
    std::size_t characters = 0;
    bool blank = true;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        std::size_t length = 1;
        char32_t code = lead;
        if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            code = lead & 0x07u;
        } else if (lead >= 0xE0) {
            length = lead <= 0xEF ? 3 : 0;
            code = lead & 0x0Fu;
        } else if (lead >= 0xC2) {
            length = 2;
            code = lead & 0x1Fu;
        } else if (lead >= 0x80) {
            length = 0;
        }
        if (length == 0 || i + length > text.size())
            return message(QT_TRANSLATE_NOOP("core", "it is not valid UTF-8 text"));
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0u) != 0x80u)
                return message(QT_TRANSLATE_NOOP("core", "it is not valid UTF-8 text"));
            code = (code << 6) | (next & 0x3Fu);
        }
        const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
        if (overlong || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return message(QT_TRANSLATE_NOOP("core", "it is not valid UTF-8 text"));
        const bool lineBreakOrTab = code == U'\n' || code == U'\r' || code == U'\t';
        const bool control = code < 0x20 || (code >= 0x7F && code < 0xA0);
        if (control && !(kind == TextKind::Block && lineBreakOrTab))
            return message(QT_TRANSLATE_NOOP("core", "it holds a control character"));
        if (code != U' ' && !lineBreakOrTab)
            blank = false;
        ++characters;
        i += length;
    }
    if (required && blank)
        return message(QT_TRANSLATE_NOOP("core", "it is empty"));
    if (characters > maxLength) {
        return message(QT_TRANSLATE_NOOP("core", "it is longer than %1 characters"),
                       {std::to_string(maxLength)});
    }
    return std::nullopt;
}

std::optional<Message> checkDeviceId(std::string_view id)
{
    if (id.empty())
        return message(QT_TRANSLATE_NOOP("core", "the id is empty"));
    if (id.size() > kMaxIdLength)
        return message(QT_TRANSLATE_NOOP("core", "the id is longer than 64 characters"));
    bool previousDash = true; // no leading dash
    for (const char c : id) {
        const bool dash = c == '-';
        if (!dash && !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')))
            return message(QT_TRANSLATE_NOOP("core", "the id may hold only lower-case letters, digits and dashes"));
        if (dash && previousDash)
            return message(QT_TRANSLATE_NOOP("core", "the id may not start with a dash or hold two in a row"));
        previousDash = dash;
    }
    if (previousDash)
        return message(QT_TRANSLATE_NOOP("core", "the id may not end with a dash"));
    return std::nullopt;
}

std::optional<Message> checkCurrencyCode(std::string_view code)
{
    const bool letters = code.size() == 3
        && std::all_of(code.begin(), code.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!letters) {
        return message(QT_TRANSLATE_NOOP("core", "the currency code '%1' is not three capital letters"),
                       {std::string(code.substr(0, kMaxIdLength))});
    }
    return std::nullopt;
}

std::optional<Message> checkDate(const PartialDate &date)
{
    if (!date.isValid() || date.year() < 1900 || date.year() > 2999)
        return message(QT_TRANSLATE_NOOP("core", "the date is missing or not between 1900 and 2999"));
    const auto again = PartialDate::parse(date.toString());
    if (!again || !(*again == date))
        return message(QT_TRANSLATE_NOOP("core", "the date is not a real day"));
    return std::nullopt;
}

std::optional<Message> checkDate(std::string_view text)
{
    const auto date = PartialDate::parse(text);
    if (!date) {
        // "2025-02-30" has the form and names no day; "30/11/2026" lacks the form.
        const bool form = (text.size() == 4 || text.size() == 7 || text.size() == 10)
            && std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || c == '-'; })
            && (text.size() < 7 || text[4] == '-') && (text.size() < 10 || text[7] == '-');
        if (form) {
            return message(QT_TRANSLATE_NOOP("core", "the date '%1' is not a real day"),
                           {std::string(text)});
        }
        return message(QT_TRANSLATE_NOOP("core", "the date '%1' is not YYYY, YYYY-MM or YYYY-MM-DD"),
                       {std::string(text.substr(0, kMaxIdLength))});
    }
    return checkDate(*date);
}

std::vector<FieldProblem> checkDevice(const Device &d)
{
    std::vector<FieldProblem> problems;
    if (auto problem = checkDeviceId(d.id))
        problems.push_back({"id", std::move(*problem)});
    if (d.name.find_first_not_of(" \t") == std::string::npos)
        problems.push_back({"name", message(QT_TRANSLATE_NOOP("core", "the name is empty"))});
    else if (auto problem = checkText(d.name, kMaxNameLength, TextKind::Line, true))
        problems.push_back({"name", std::move(*problem)});
    if (d.vendor.find_first_not_of(" \t") == std::string::npos)
        problems.push_back({"vendor", message(QT_TRANSLATE_NOOP("core", "the vendor is empty"))});
    else if (auto problem = checkText(d.vendor, kMaxNameLength, TextKind::Line, true))
        problems.push_back({"vendor", std::move(*problem)});
    if (!d.releaseYear)
        problems.push_back({"release_year", message(QT_TRANSLATE_NOOP("core", "the release year is needed (it decides which dates the device appears in)"))});
    else if (*d.releaseYear < 1990 || *d.releaseYear > 2999)
        problems.push_back({"release_year", message(QT_TRANSLATE_NOOP("core", "the release year must be between 1990 and 2999"))});
    if (d.releaseDate) {
        if (auto problem = checkDate(*d.releaseDate))
            problems.push_back({"release_date", std::move(*problem)});
        else if (d.releaseYear && d.releaseDate->year() != *d.releaseYear)
            problems.push_back({"release_date", message(QT_TRANSLATE_NOOP("core", "the release date is not in the release year"))});
    }
    const std::pair<const char *, const std::string *> lines[] = {
        {"architecture", &d.architecture}, {"memory_type", &d.memoryType},
        {"interconnect", &d.interconnect}, {"cooling", &d.cooling},
    };
    for (const auto &[column, text] : lines) {
        if (auto problem = checkText(*text, kMaxNameLength, TextKind::Line, false))
            problems.push_back({column, std::move(*problem)});
    }
    const std::pair<const char *, const std::string *> blocks[] = {
        {"source", &d.source}, {"notes", &d.notes},
    };
    for (const auto &[column, text] : blocks) {
        if (auto problem = checkText(*text, kMaxTextLength, TextKind::Block, false))
            problems.push_back({column, std::move(*problem)});
    }
    const NumberField numbers[] = {
        {"memory_gb", &d.memoryGb, 1e6},
        {"memory_bandwidth_gbs", &d.memoryBandwidthGbs, 1e7},
        {"fp32_tflops", &d.fp32Tflops, 1e7},
        {"fp16_tflops_nontensor", &d.fp16TflopsNonTensor, 1e7},
        {"tensor_fp16_tflops_dense", &d.tensorFp16TflopsDense, 1e7},
        {"int8_tops_dense", &d.int8TopsDense, 1e8},
        {"l2_cache_mb", &d.l2CacheMb, 1e6},
        {"tdp_w", &d.tdpW, 1e6},
        {"pcie_gen", &d.pcieGen, 100.0},
        {"launch_msrp_usd", &d.launchMsrpUsd, kMaxDevicePriceUsd},
        {"typical_used_price_usd", &d.typicalUsedPriceUsd, kMaxDevicePriceUsd},
        {"board_slots", &d.boardSlots, 100.0},
        {"length_mm", &d.lengthMm, 10000.0},
        {"psu_recommended_w", &d.psuRecommendedW, 1e6},
    };
    for (const NumberField &field : numbers) {
        if (!*field.value)
            continue;
        const double value = **field.value;
        if (!std::isfinite(value) || value < 0.0)
            problems.push_back({field.column, message(QT_TRANSLATE_NOOP("core", "must be a number of at least 0"))});
        else if (value > field.max)
            problems.push_back({field.column, message(QT_TRANSLATE_NOOP("core", "must be at most %1"), {shortNumber(field.max)})});
    }
    if (!d.computeCapability.empty() && !d.capability())
        problems.push_back({"compute_capability", {QT_TRANSLATE_NOOP("core", "the compute capability must look like 8.9 (major.minor)"), {}, {}}});
    if (d.tensorCores == false && d.tensorFp16TflopsDense)
        problems.push_back({"tensor_fp16_tflops_dense", message(QT_TRANSLATE_NOOP("core", "a tensor-core rate is given for a device without tensor cores"))});
    return problems;
}

std::vector<FieldProblem> checkQuote(const PriceQuote &quote, std::optional<double> usdPerUnit)
{
    std::vector<FieldProblem> problems;
    if (auto problem = checkDeviceId(quote.deviceId))
        problems.push_back({"device_id", std::move(*problem)});
    if (auto problem = checkCurrencyCode(quote.currency)) {
        problems.push_back({"currency", std::move(*problem)});
    } else if (usdPerUnit) {
        if (auto price = checkPrice(quote.amount, *usdPerUnit, quote.currency))
            problems.push_back({"amount", std::move(*price)});
    } else if (!std::isfinite(quote.amount) || quote.amount <= 0.0) {
        problems.push_back({"amount", message(QT_TRANSLATE_NOOP("core", "the price must be a finite number greater than zero"))});
    }
    if (auto problem = checkDate(quote.observed))
        problems.push_back({"observed", std::move(*problem)});
    if (quote.origin == Origin::Modified)
        problems.push_back({"origin", message(QT_TRANSLATE_NOOP("core", "a price quote is bundled or the user's, never modified"))});
    if (auto problem = checkText(quote.source, kMaxTextLength, TextKind::Block, false))
        problems.push_back({"source", std::move(*problem)});
    if (auto problem = checkText(quote.notes, kMaxTextLength, TextKind::Block, false))
        problems.push_back({"notes", std::move(*problem)});
    return problems;
}

std::vector<FieldProblem> checkExchangeRate(const ExchangeRate &rate)
{
    std::vector<FieldProblem> problems;
    if (auto problem = checkCurrencyCode(rate.currency)) {
        problems.push_back({"currency", std::move(*problem)});
    } else if (rate.currency == "USD" && rate.perUsd != 1.0) {
        problems.push_back({"per_usd", message(QT_TRANSLATE_NOOP("core", "USD is the base currency: its rate is always 1"))});
    }
    if (!std::isfinite(rate.perUsd) || rate.perUsd < kMinPerUsd || rate.perUsd > kMaxPerUsd) {
        problems.push_back({"per_usd", message(QT_TRANSLATE_NOOP("core", "the rate %1 is not a number from %2 to %3 units per US dollar"),
                                               {shortNumber(rate.perUsd), shortNumber(kMinPerUsd), shortNumber(kMaxPerUsd)})});
    }
    if (!rate.asOf.empty()) {
        if (auto problem = checkDate(rate.asOf))
            problems.push_back({"as_of", std::move(*problem)});
    }
    if (auto problem = checkText(rate.source, kMaxTextLength, TextKind::Block, false))
        problems.push_back({"source", std::move(*problem)});
    return problems;
}

std::vector<FieldProblem> checkCloudOffer(const CloudOffer &offer)
{
    std::vector<FieldProblem> problems;
    if (auto problem = checkDeviceId(offer.id))
        problems.push_back({"id", std::move(*problem)});
    if (auto problem = checkDeviceId(offer.acceleratorId))
        problems.push_back({"accelerator_id", std::move(*problem)});
    const std::pair<const char *, const std::string *> names[] = {
        {"provider", &offer.provider}, {"instance", &offer.instance},
    };
    for (const auto &[column, text] : names) {
        if (auto problem = checkText(*text, kMaxNameLength, TextKind::Line, true))
            problems.push_back({column, std::move(*problem)});
    }
    const std::pair<const char *, const std::string *> lines[] = {
        {"region", &offer.region}, {"price_date", &offer.priceDate},
    };
    for (const auto &[column, text] : lines) {
        if (auto problem = checkText(*text, kMaxNameLength, TextKind::Line, false))
            problems.push_back({column, std::move(*problem)});
    }
    const std::pair<const char *, const std::string *> blocks[] = {
        {"source", &offer.source}, {"notes", &offer.notes},
    };
    for (const auto &[column, text] : blocks) {
        if (auto problem = checkText(*text, kMaxTextLength, TextKind::Block, false))
            problems.push_back({column, std::move(*problem)});
    }
    if (auto problem = checkCount(offer.acceleratorCount, 1, 4096))
        problems.push_back({"accelerator_count", std::move(*problem)});
    const std::pair<const char *, const std::optional<double> *> rates[] = {
        {"usd_per_hour_on_demand", &offer.usdPerHourOnDemand},
        {"usd_per_hour_spot", &offer.usdPerHourSpot},
    };
    for (const auto &[column, rate] : rates) {
        if (*rate && (!(**rate > 0.0) || checkNumber(**rate, 0.0, 1e5)))
            problems.push_back({column, message(QT_TRANSLATE_NOOP("core", "an hourly price must be above 0 and at most 100000"))});
    }
    return problems;
}

std::string firstProblem(const std::vector<FieldProblem> &problems)
{
    if (problems.empty())
        return {};
    const FieldProblem &first = problems.front();
    return first.field.empty() ? first.message.english()
                               : first.field + ": " + first.message.english();
}

} // namespace gpa
