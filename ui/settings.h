#pragma once

#include "core/assumptions.h"
#include "core/pricing.h"

#include <QString>

#include <string>

class QSettings;

namespace gpa::ui {

// Everything the user can set in Preferences, as one typed value: the
// engine's assumptions (electricity, utilisation, host machine, 16-bit memory
// factor, multi-GPU factors, reference device, ...), the display currency and
// the price policy. Exchange rates live in the catalogue (they are data).
struct Settings
{
    Assumptions assumptions;
    std::string currency = "USD";
    PricePolicy policy = PricePolicy::Default;

    // Reads the stored values; anything missing or out of range falls back to
    // its default, so a damaged settings file cannot break the app.
    static Settings load(const QSettings &store);
    void save(QSettings &store) const;

    friend bool operator==(const Settings &, const Settings &) = default;
};

// Keys of the window layout, stored beside the settings.
namespace keys {
inline constexpr const char *kWindowGeometry = "window/geometry";
inline constexpr const char *kWindowState = "window/state";
inline constexpr const char *kDeviceTableHeader = "window/deviceTableHeader";
inline constexpr const char *kCloudTableHeader = "window/cloudTableHeader";
inline constexpr const char *kSplitter = "window/splitter";
inline constexpr const char *kChartKind = "window/chartKind";
} // namespace keys

} // namespace gpa::ui
