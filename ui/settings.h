#pragma once

#include "core/enginesettings.h"

#include <QString>

#include <optional>
#include <string>

class QSettings;

namespace gpa::ui {

// What Preferences edits: the settings that change the engine's numbers.
// They live in the catalogue (core/enginesettings.h), not in the user's
// QSettings, so that the window and the command line agree.
using Settings = EngineSettings;

// Values an earlier version kept in QSettings ("engine/...", "view/..."), to
// carry them into a catalogue that has none of its own yet; nullopt when the
// store holds none. Out-of-range values are left out.
std::optional<Settings> legacySettings(const QSettings &store);
// Forgets them once they are carried over.
void removeLegacySettings(QSettings &store);

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
