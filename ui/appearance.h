#pragma once

#include <QString>

class QCoreApplication;

namespace gpa::ui {

// The language and the colour theme of the window: user preferences of this
// computer, kept in QSettings (they change no number, so they stay out of
// the catalogue).
enum class Theme { System, Light, Dark };

// "" follows the system; otherwise a locale name the app is translated to.
inline constexpr const char *kLanguageSystem = "";
inline constexpr const char *kLanguageEnglish = "en";
inline constexpr const char *kLanguageChinese = "zh_CN";

namespace keys {
inline constexpr const char *kLanguage = "ui/language";
inline constexpr const char *kTheme = "ui/theme";
} // namespace keys

[[nodiscard]] QString storedLanguage();
void storeLanguage(const QString &language);
[[nodiscard]] Theme storedTheme();
void storeTheme(Theme theme);
[[nodiscard]] QString themeId(Theme theme); // "system", "light", "dark"

// Installs the app's and Qt's own (qtbase: dialog buttons, standard
// dialogs) translations for `language` ("" = the system locale); English
// installs none. Returns whether the app's own translation was found (always
// true for English).
bool installTranslators(QCoreApplication &app, const QString &language);

// Applies a palette the app owns for Light and Dark (on the Fusion style, so
// that every widget follows it); System restores the platform's style and its
// palette. The style is always wrapped in AppStyle (appstyle.h).
void applyTheme(Theme theme);

} // namespace gpa::ui
