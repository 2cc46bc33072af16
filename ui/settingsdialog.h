#pragma once

#include "appearance.h"
#include "settings.h"

#include <QDialog>

#include <map>
#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gpa::ui {

class Workspace;

// Preferences: maps the fields of one Settings value onto widgets (and the
// catalogue's exchange rates), checks them with core's validate(), and can
// restore every default.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    SettingsDialog(Workspace *workspace, QWidget *parent = nullptr);

    [[nodiscard]] Settings settings() const;
    [[nodiscard]] QComboBox *hostKindBox() const { return m_hostKind; }
    [[nodiscard]] QDoubleSpinBox *psuBox() const { return m_psu; }
    [[nodiscard]] QSpinBox *cardSlotsBox() const { return m_cardSlots; }
    [[nodiscard]] QCheckBox *maturityBox() const { return m_maturity; }
    [[nodiscard]] QCheckBox *legacyBox() const { return m_legacy; }
    // Rates the user changed, currency code → units per USD.
    [[nodiscard]] std::map<std::string, double> changedRates() const;

    void setSettings(const Settings &settings);

    // Appearance, stored in QSettings by the caller (not in the catalogue).
    [[nodiscard]] QString language() const; // "", "en" or "zh_CN"
    void setLanguage(const QString &language);
    [[nodiscard]] Theme theme() const;
    void setTheme(Theme theme);
    void restoreDefaults();

private:
    void validate();
    QDoubleSpinBox *spin(double min, double max, int decimals, double step, const QString &suffix = {});

    Workspace *m_workspace;
    QComboBox *m_language = nullptr;
    QComboBox *m_theme = nullptr;
    QComboBox *m_currency;
    QComboBox *m_policy;
    QComboBox *m_reference;
    QDoubleSpinBox *m_electricity;
    QDoubleSpinBox *m_utilisation;
    QDoubleSpinBox *m_hostWatts;
    QDoubleSpinBox *m_resale;
    QDoubleSpinBox *m_memoryFactor;
    QDoubleSpinBox *m_hostCost;
    QDoubleSpinBox *m_threshold;
    // The machine the cards go into (core/hostprofile.h) and the software
    // maturity switch (seed §2.2) and whether cards whose software support
    // has ended are offered: stored with the catalogue's settings.
    QComboBox *m_hostKind = nullptr;
    QDoubleSpinBox *m_psu = nullptr;
    QSpinBox *m_cardSlots = nullptr;
    QCheckBox *m_maturity = nullptr;
    QCheckBox *m_legacy = nullptr;
    HostProfile m_host; // the profile shown, with the fields not edited here
    QDoubleSpinBox *m_freshness;
    QDoubleSpinBox *m_speedUps[3][3]; // workload x (2, 3, 4 devices)
    std::map<std::string, QDoubleSpinBox *> m_rates;
    std::map<std::string, double> m_originalRates;
    QLabel *m_problems;
    QPushButton *m_ok = nullptr;
};

} // namespace gpa::ui
