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

const std::vector<Field> &fields()
{
    static const std::vector<Field> kFields{
        number("engine.electricity_usd_per_kwh", &Assumptions::electricityUsdPerKwh),
        number("engine.host_watts", &Assumptions::hostWatts),
        number("engine.utilisation", &Assumptions::utilisation),
        number("engine.resale_fraction", &Assumptions::resaleFraction),
        number("engine.memory_factor_16bit", &Assumptions::memoryFactor16Bit),
        number("engine.multi_gpu_host_cost_usd", &Assumptions::multiGpuHostCostUsd),
        number("engine.upgrade_threshold", &Assumptions::upgradeThreshold),
        number("engine.resale_share_of_current_price", &Assumptions::resaleShareOfCurrentPrice),
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
