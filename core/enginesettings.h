#pragma once

#include "assumptions.h"
#include "message.h"
#include "pricing.h"

#include <map>
#include <string>
#include <vector>

namespace gpa {

// Every setting that changes a number the engine gives: the assumptions
// (electricity, utilisation, host machine, memory factor, speed-ups, the
// reference device, ...), how a price is chosen and the currency shown. They
// are data of the catalogue, not of one program: the window's Preferences and
// every command read the same values, so the same catalogue gives the same
// figures in the window and in a script. The command line's options override
// them for one run.
struct EngineSettings
{
    Assumptions assumptions;
    PricePolicy policy = PricePolicy::Default;
    std::string currency = "USD";

    friend bool operator==(const EngineSettings &, const EngineSettings &) = default;
};

// The catalogue's settings rows (key -> text) of these settings. Keys start
// with "engine."; numbers are written so that they read back exactly.
using SettingRows = std::map<std::string, std::string, std::less<>>;
SettingRows toSettingRows(const EngineSettings &settings);

// Reads the rows written by toSettingRows(). A missing key keeps its default;
// a value that does not parse or is out of range keeps its default too and
// is named in `problems` (so a damaged catalogue cannot break the engine, and
// the user is told which value was ignored). Keys not starting with
// "engine." are not settings of the engine and are ignored.
struct EngineSettingsRead
{
    EngineSettings settings;
    std::vector<Message> problems;
};
EngineSettingsRead readEngineSettings(const SettingRows &rows);

// Every problem with `settings`: out-of-range assumptions (assumptions.h's
// validate()), a currency that is not three letters. Empty when valid.
std::vector<Message> validate(const EngineSettings &settings);

} // namespace gpa
