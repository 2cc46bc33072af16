#pragma once

#include "plantool.h"

#include <array>
#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace gpa::ui {

class MoneySpinBox;

// A multi-GPU system (seed §1, §4.5c, §5.1): a card, how many, in how many
// machines, one data-parallel job per machine or separate experiments, the
// price of a host machine and its power supply; compared with a second
// system, with the host price at which the two trade places.
class SystemTool : public PlanTool
{
    Q_OBJECT

public:
    explicit SystemTool(Workspace *workspace, QWidget *parent = nullptr);

    void setSelectedDevice(const std::string &deviceId) override;

    // Index 0: the first system, 1: the second.
    [[nodiscard]] QComboBox *deviceBox(int system) const { return m_device.at(index(system)); }
    [[nodiscard]] QSpinBox *cardsBox(int system) const { return m_cards.at(index(system)); }
    [[nodiscard]] QSpinBox *hostsBox(int system) const { return m_hosts.at(index(system)); }
    [[nodiscard]] QSpinBox *psuBox(int system) const { return m_psu.at(index(system)); }
    [[nodiscard]] QGroupBox *compareBox() const { return m_compare; }
    [[nodiscard]] QComboBox *modeBox() const { return m_mode; }
    [[nodiscard]] MoneySpinBox *hostCostBox() const { return m_hostCost; }

    // The last result: the host price at which both systems give the same
    // performance per dollar (USD), and which gives more at the price used
    // (1 or 2; 0 equal or unknown).
    [[nodiscard]] std::optional<double> breakEvenHostCostUsd() const { return m_breakEven; }
    [[nodiscard]] int morePerDollar() const { return m_better; }

protected:
    void compute() override;
    void workspaceChanged(bool devicesChanged) override;

private:
    static std::size_t index(int system) { return system == 0 ? 0 : 1; }
    QFormLayout *systemForm(QFormLayout *form, int system);

    std::array<QComboBox *, 2> m_device {};
    std::array<QSpinBox *, 2> m_cards {};
    std::array<QSpinBox *, 2> m_hosts {};
    std::array<QSpinBox *, 2> m_psu {};
    QGroupBox *m_compare = nullptr;
    QComboBox *m_mode = nullptr;
    MoneySpinBox *m_hostCost = nullptr;
    QLabel *m_note = nullptr;
    bool m_hostCostEdited = false; // else the default from Preferences, with its reasoning
    bool m_defaultsSet = false;
    std::optional<double> m_breakEven;
    int m_better = 0;
};

} // namespace gpa::ui
