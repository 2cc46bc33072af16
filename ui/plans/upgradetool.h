#pragma once

#include "core/upgrade.h"
#include "plantool.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gpa::ui {

class MoneySpinBox;

// Is a new card worth it over the one owned? (seed §7.5): the card owned,
// what it sells for (a used quote or a share of its price unless entered),
// the budget for the new card and the speed-up it must reach; the
// candidates faster than the owned card with their net cost, and the chart
// of speed-up against net cost with the threshold.
class UpgradeTool : public PlanTool
{
    Q_OBJECT

public:
    explicit UpgradeTool(Workspace *workspace, QWidget *parent = nullptr);

    void setSelectedDevice(const std::string &deviceId) override;

    [[nodiscard]] QComboBox *ownedBox() const { return m_owned; }
    [[nodiscard]] QCheckBox *ownResaleBox() const { return m_ownResale; }
    [[nodiscard]] MoneySpinBox *resaleBox() const { return m_resale; }
    [[nodiscard]] MoneySpinBox *budgetBox() const { return m_budget; }
    [[nodiscard]] QDoubleSpinBox *thresholdBox() const { return m_threshold; }
    [[nodiscard]] UpgradeVerdict verdict() const { return m_verdictKind; }

protected:
    void compute() override;
    void workspaceChanged(bool devicesChanged) override;

private:
    QComboBox *m_owned = nullptr;
    QCheckBox *m_ownResale = nullptr;
    MoneySpinBox *m_resale = nullptr;
    MoneySpinBox *m_budget = nullptr;
    QDoubleSpinBox *m_threshold = nullptr;
    QLabel *m_note = nullptr;
    double m_defaultThreshold = 0.0;
    UpgradeVerdict m_verdictKind = UpgradeVerdict::CannotTell;
};

} // namespace gpa::ui
