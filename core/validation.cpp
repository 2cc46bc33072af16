#include "validation.h"

#include "device.h"
#include "message.h"

#include <cmath>

namespace gpa {

std::optional<Message> checkPrice(double amount, double usdPerUnit, std::string_view currency)
{
    if (std::isnan(amount))
        return Message{QT_TRANSLATE_NOOP("core", "the price is not a number"), {}, {}};
    if (!std::isfinite(amount))
        return Message{QT_TRANSLATE_NOOP("core", "the price must be a finite number"), {}, {}};
    if (amount <= 0.0)
        return Message{QT_TRANSLATE_NOOP("core", "the price must be greater than zero"), {}, {}};
    if (!(usdPerUnit > 0.0) || !std::isfinite(usdPerUnit))
        return Message{QT_TRANSLATE_NOOP("core", "no exchange rate for %1"), {std::string(currency)}, {}};
    if (amount * usdPerUnit > kMaxDevicePriceUsd)
        return Message{QT_TRANSLATE_NOOP("core", "the price is implausibly large (more than %1 for one device)"),
                       {formatMoney(kMaxDevicePriceUsd / usdPerUnit, std::string(currency))},
                       {}};
    return std::nullopt;
}

std::optional<Message> checkDeviceId(std::string_view id)
{
    if (id.empty())
        return Message{QT_TRANSLATE_NOOP("core", "the id is empty"), {}, {}};
    if (id.size() > 64)
        return Message{QT_TRANSLATE_NOOP("core", "the id is longer than 64 characters"), {}, {}};
    bool previousDash = true; // no leading dash
    for (const char c : id) {
        const bool dash = c == '-';
        if (!dash && !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')))
            return Message{QT_TRANSLATE_NOOP("core", "the id may hold only lower-case letters, digits and dashes"), {}, {}};
        if (dash && previousDash)
            return Message{QT_TRANSLATE_NOOP("core", "the id may not start with a dash or hold two in a row"), {}, {}};
        previousDash = dash;
    }
    if (previousDash)
        return Message{QT_TRANSLATE_NOOP("core", "the id may not end with a dash"), {}, {}};
    return std::nullopt;
}

std::vector<FieldProblem> checkDevice(const Device &d)
{
    std::vector<FieldProblem> problems;
    if (auto problem = checkDeviceId(d.id))
        problems.push_back({"id", std::move(*problem)});
    const auto blank = [](const std::string &text) {
        return text.find_first_not_of(" \t") == std::string::npos;
    };
    if (blank(d.name))
        problems.push_back({"name", {QT_TRANSLATE_NOOP("core", "the name is empty"), {}, {}}});
    if (blank(d.vendor))
        problems.push_back({"vendor", {QT_TRANSLATE_NOOP("core", "the vendor is empty"), {}, {}}});
    if (!d.releaseYear)
        problems.push_back({"release_year", {QT_TRANSLATE_NOOP("core", "the release year is needed (it decides which dates the device appears in)"), {}, {}}});
    else if (*d.releaseYear < 1990 || *d.releaseYear > 2999)
        problems.push_back({"release_year", {QT_TRANSLATE_NOOP("core", "the release year must be between 1990 and 2999"), {}, {}}});
    if (d.releaseDate && d.releaseYear && d.releaseDate->year() != *d.releaseYear)
        problems.push_back({"release_date", {QT_TRANSLATE_NOOP("core", "the release date is not in the release year"), {}, {}}});
    const std::pair<const char *, const std::optional<double> *> numbers[] = {
        {"memory_gb", &d.memoryGb},
        {"memory_bandwidth_gbs", &d.memoryBandwidthGbs},
        {"fp32_tflops", &d.fp32Tflops},
        {"fp16_tflops_nontensor", &d.fp16TflopsNonTensor},
        {"tensor_fp16_tflops_dense", &d.tensorFp16TflopsDense},
        {"int8_tops_dense", &d.int8TopsDense},
        {"l2_cache_mb", &d.l2CacheMb},
        {"tdp_w", &d.tdpW},
        {"pcie_gen", &d.pcieGen},
        {"launch_msrp_usd", &d.launchMsrpUsd},
        {"typical_used_price_usd", &d.typicalUsedPriceUsd},
        {"board_slots", &d.boardSlots},
        {"length_mm", &d.lengthMm},
        {"psu_recommended_w", &d.psuRecommendedW},
    };
    for (const auto &[column, value] : numbers) {
        if (*value && !(std::isfinite(**value) && **value >= 0.0))
            problems.push_back({column, {QT_TRANSLATE_NOOP("core", "must be a number of at least 0"), {}, {}}});
    }
    if (!d.computeCapability.empty() && !d.capability())
        problems.push_back({"compute_capability", {QT_TRANSLATE_NOOP("core", "the compute capability must look like 8.9 (major.minor)"), {}, {}}});
    if (d.tensorCores == false && d.tensorFp16TflopsDense)
        problems.push_back({"tensor_fp16_tflops_dense", {QT_TRANSLATE_NOOP("core", "a tensor-core rate is given for a device without tensor cores"), {}, {}}});
    return problems;
}

} // namespace gpa
