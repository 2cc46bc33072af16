#include "enginesettings.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <string_view>

namespace gpa {

namespace {

std::string numberText(double value)
{
    // Shortest text that reads back to the same double.
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string();
}

std::optional<double> parseNumber(std::string_view text)
{
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string speedUpText(const SpeedUpDefaults &s)
{
    return numberText(s.two) + ' ' + numberText(s.three) + ' ' + numberText(s.four);
}

std::optional<SpeedUpDefaults> parseSpeedUp(std::string_view text)
{
    std::vector<double> parts;
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        const std::string_view part = text.substr(0, space);
        if (!part.empty()) {
            const auto value = parseNumber(part);
            if (!value)
                return std::nullopt;
            parts.push_back(*value);
        }
        if (space == std::string_view::npos)
            break;
        text.remove_prefix(space + 1);
    }
    if (parts.size() != 3)
        return std::nullopt;
    return SpeedUpDefaults{parts[0], parts[1], parts[2]};
}

// One stored setting: its key, how it is written, and how it is read back
// into a copy of the settings (false when the text does not parse).
struct Field
{
    const char *key;
    std::function<std::string(const EngineSettings &)> write;
    std::function<bool(EngineSettings &, std::string_view)> read;
};

Field number(const char *key, double Assumptions::*member)
{
    return {key, [member](const EngineSettings &s) { return numberText(s.assumptions.*member); },
            [member](EngineSettings &s, std::string_view text) {
                const auto value = parseNumber(text);
                if (value)
                    s.assumptions.*member = *value;
                return value.has_value();
            }};
}

Field speedUp(const char *key, SpeedUpDefaults Assumptions::*member)
{
    return {key, [member](const EngineSettings &s) { return speedUpText(s.assumptions.*member); },
            [member](EngineSettings &s, std::string_view text) {
                const auto value = parseSpeedUp(text);
                if (value)
                    s.assumptions.*member = *value;
                return value.has_value();
            }};
}

Field hostNumber(const char *key, double HostProfile::*member)
{
    return {key, [member](const EngineSettings &s) { return numberText(s.assumptions.host.*member); },
            [member](EngineSettings &s, std::string_view text) {
                const auto value = parseNumber(text);
                if (value)
                    s.assumptions.host.*member = *value;
                return value.has_value();
            }};
}

// A switch written as one of two words.
Field onOff(const char *key, bool Assumptions::*member, const char *on = "on", const char *off = "off")
{
    return {key, [member, on, off](const EngineSettings &s) { return std::string(s.assumptions.*member ? on : off); },
            [member, on, off](EngineSettings &s, std::string_view text) {
                if (text != on && text != off)
                    return false;
                s.assumptions.*member = text == on;
                return true;
            }};
}

// "cnn rnn transformer", each in (0, 1]: the factor of one software stack.
Field maturity(const char *key, MaturityFactor SoftwareMaturity::*member)
{
    return {key,
            [member](const EngineSettings &s) {
                const MaturityFactor &f = s.assumptions.softwareMaturity.*member;
                return numberText(f.cnn) + ' ' + numberText(f.rnn) + ' ' + numberText(f.transformer);
            },
            [member](EngineSettings &s, std::string_view text) {
                const auto parts = parseSpeedUp(text); // three numbers
                if (!parts)
                    return false;
                for (const double v : {parts->two, parts->three, parts->four}) {
                    if (!(v > 0.0 && v <= 1.0))
                        return false;
                }
                s.assumptions.softwareMaturity.*member = MaturityFactor{parts->two, parts->three, parts->four};
                return true;
            }};
}

const std::vector<Field> &fields()
{
    static const std::vector<Field> kFields{
        number("engine.electricity_usd_per_kwh", &Assumptions::electricityUsdPerKwh),
        number("engine.host_watts", &Assumptions::hostWatts),
        number("engine.utilisation", &Assumptions::utilisation),
        // "curve": resale from the depreciation curve (the default).
        {"engine.resale_fraction",
         [](const EngineSettings &s) {
             return s.assumptions.resaleFraction ? numberText(*s.assumptions.resaleFraction)
                                                 : std::string("curve");
         },
         [](EngineSettings &s, std::string_view text) {
             if (text == "curve") {
                 s.assumptions.resaleFraction.reset();
                 return true;
             }
             const auto value = parseNumber(text);
             if (value)
                 s.assumptions.resaleFraction = *value;
             return value.has_value();
         }},
        number("engine.memory_factor_16bit", &Assumptions::memoryFactor16Bit),
        number("engine.multi_gpu_host_cost_usd", &Assumptions::multiGpuHostCostUsd),
        number("engine.upgrade_threshold", &Assumptions::upgradeThreshold),
        {"engine.price_freshness_months",
         [](const EngineSettings &s) { return std::to_string(s.assumptions.priceFreshnessMonths); },
         [](EngineSettings &s, std::string_view text) {
             const auto value = parseNumber(text);
             if (!value || *value != std::floor(*value) || std::fabs(*value) > 1e6)
                 return false;
             s.assumptions.priceFreshnessMonths = static_cast<int>(*value);
             return true;
         }},
        onOff("engine.system_share_as_card_price", &Assumptions::systemShareAsCardPrice, "yes", "no"),
        // "form a k a-data-centre k-data-centre"
        {"engine.depreciation",
         [](const EngineSettings &s) {
             const DepreciationCurve &d = s.assumptions.depreciation;
             return std::string(toString(d.form)) + ' ' + numberText(d.retainedAtLaunch) + ' '
                 + numberText(d.yearlyDecay) + ' ' + numberText(d.datacenterRetainedAtLaunch) + ' '
                 + numberText(d.datacenterYearlyDecay);
         },
         [](EngineSettings &s, std::string_view text) {
             const std::size_t space = text.find(' ');
             const auto form = parseDepreciationForm(text.substr(0, space));
             if (!form || space == std::string_view::npos)
                 return false;
             std::vector<double> values;
             std::string_view rest = text.substr(space + 1);
             while (!rest.empty()) {
                 const std::size_t next = rest.find(' ');
                 const auto value = parseNumber(rest.substr(0, next));
                 if (!value)
                     return false;
                 values.push_back(*value);
                 if (next == std::string_view::npos)
                     break;
                 rest.remove_prefix(next + 1);
             }
             if (values.size() != 4)
                 return false;
             s.assumptions.depreciation = {*form, values[0], values[1], values[2], values[3]};
             return true;
         }},
        speedUp("engine.cnn_speed_up", &Assumptions::cnnSpeedUp),
        speedUp("engine.rnn_speed_up", &Assumptions::rnnSpeedUp),
        speedUp("engine.transformer_speed_up", &Assumptions::transformerSpeedUp),
        {"engine.reference_device", [](const EngineSettings &s) { return s.assumptions.referenceDeviceId; },
         [](EngineSettings &s, std::string_view text) {
             if (text.empty())
                 return false;
             s.assumptions.referenceDeviceId = std::string(text);
             return true;
         }},
        // The host profile: its kind first (it sets that kind's defaults),
        // then the numbers that may differ from them.
        {"engine.host_kind", [](const EngineSettings &s) { return std::string(toString(s.assumptions.host.kind)); },
         [](EngineSettings &s, std::string_view text) {
             const auto kind = parseHostKind(text);
             if (kind && *kind != s.assumptions.host.kind)
                 s.assumptions.host = defaultHostProfile(*kind);
             return kind.has_value();
         }},
        hostNumber("engine.host_psu_w", &HostProfile::psuWatts),
        hostNumber("engine.host_peak_w", &HostProfile::hostPeakWatts),
        {"engine.host_card_slots", [](const EngineSettings &s) { return std::to_string(s.assumptions.host.cardSlots); },
         [](EngineSettings &s, std::string_view text) {
             const auto value = parseNumber(text);
             if (!value || *value != std::floor(*value) || *value < 0.0 || *value > 64.0)
                 return false;
             s.assumptions.host.cardSlots = static_cast<int>(*value);
             return true;
         }},
        hostNumber("engine.host_slot_spacing", &HostProfile::slotSpacing),
        number("engine.power_transient_margin", &Assumptions::powerTransientMargin),
        {"engine.software_maturity",
         [](const EngineSettings &s) { return std::string(s.assumptions.softwareMaturity.enabled ? "on" : "off"); },
         [](EngineSettings &s, std::string_view text) {
             if (text != "on" && text != "off")
                 return false;
             s.assumptions.softwareMaturity.enabled = text == "on";
             return true;
         }},
        onOff("engine.legacy_cards", &Assumptions::legacyCardsAllowed),
        maturity("engine.maturity_rocm", &SoftwareMaturity::rocm),
        maturity("engine.maturity_oneapi", &SoftwareMaturity::oneApi),
        maturity("engine.maturity_other", &SoftwareMaturity::other),
        maturity("engine.maturity_tpu", &SoftwareMaturity::tpu),
        {"engine.price_policy", [](const EngineSettings &s) { return std::string(toString(s.policy)); },
         [](EngineSettings &s, std::string_view text) {
             const auto policy = parsePricePolicy(text);
             if (policy)
                 s.policy = *policy;
             return policy.has_value();
         }},
        {"engine.currency", [](const EngineSettings &s) { return s.currency; },
         [](EngineSettings &s, std::string_view text) {
             if (text.size() != 3)
                 return false;
             s.currency = std::string(text);
             return true;
         }},
    };
    return kFields;
}

Message ignored(const char *key, std::string_view text)
{
    return {QT_TRANSLATE_NOOP("core", "The catalogue's setting %1 (%2) is not valid; its default is used."),
            {key, std::string(text.substr(0, 40))},
            ""};
}

} // namespace

SettingRows toSettingRows(const EngineSettings &settings)
{
    SettingRows rows;
    for (const Field &field : fields())
        rows.emplace(field.key, field.write(settings));
    return rows;
}

EngineSettingsRead readEngineSettings(const SettingRows &rows)
{
    EngineSettingsRead out;
    for (const Field &field : fields()) {
        const auto it = rows.find(field.key);
        if (it == rows.end())
            continue;
        // Each value is checked on its own: one bad value costs only itself.
        EngineSettings candidate = out.settings;
        if (field.read(candidate, it->second) && validate(candidate).empty())
            out.settings = std::move(candidate);
        else
            out.problems.push_back(ignored(field.key, it->second));
    }
    return out;
}

std::vector<Message> validate(const EngineSettings &settings)
{
    std::vector<Message> problems;
    for (const AssumptionProblem &problem : validate(settings.assumptions))
        problems.push_back(problem.message);
    const bool letters = settings.currency.size() == 3
                         && std::all_of(settings.currency.begin(), settings.currency.end(),
                                        [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!letters) {
        problems.push_back({QT_TRANSLATE_NOOP("core", "A currency is three capital letters, such as USD; got %1."),
                            {settings.currency.substr(0, 10)},
                            ""});
    }
    return problems;
}

} // namespace gpa
