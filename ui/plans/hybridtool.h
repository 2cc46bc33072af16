#pragma once

#include "core/hybridplan.h"
#include "plantool.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpa::ui {

// Prototype locally, train in the cloud (seed §2.4, §2.5, §7.6, §7.7): the
// own card (bought or already owned), a cloud offer on demand or at spot
// price, hours of prototyping and GPU-hours of final training a month, and
// the horizon; the three plans (own card only, cloud only, hybrid) with
// their costs and training time, and their cumulative cost month by month.
class HybridTool : public PlanTool
{
    Q_OBJECT

public:
    explicit HybridTool(Workspace *workspace, QWidget *parent = nullptr);

    void setSelectedDevice(const std::string &deviceId) override;

    [[nodiscard]] QComboBox *deviceBox() const { return m_device; }
    [[nodiscard]] QCheckBox *ownedBox() const { return m_owned; }
    [[nodiscard]] QComboBox *offerBox() const { return m_offer; }
    [[nodiscard]] QComboBox *pricingBox() const { return m_pricing; }
    [[nodiscard]] QDoubleSpinBox *prototypeBox() const { return m_prototype; }
    [[nodiscard]] QDoubleSpinBox *trainingBox() const { return m_training; }
    [[nodiscard]] QSpinBox *monthsBox() const { return m_months; }

    // The last result's cheapest and fastest plans; nullopt after a problem.
    [[nodiscard]] std::optional<HybridPlanKind> cheapest() const { return m_cheapest; }
    [[nodiscard]] std::optional<HybridPlanKind> fastest() const { return m_fastest; }

protected:
    void compute() override;
    void workspaceChanged(bool devicesChanged) override;

private:
    void fillOffers();
    void chooseDefaultOffer();

    QComboBox *m_device = nullptr;
    QCheckBox *m_owned = nullptr;
    QComboBox *m_offer = nullptr;
    QComboBox *m_pricing = nullptr;
    QDoubleSpinBox *m_prototype = nullptr;
    QDoubleSpinBox *m_training = nullptr;
    QSpinBox *m_months = nullptr;
    QLabel *m_note = nullptr;
    bool m_offerChosen = false; // by the user: kept when the card changes
    std::optional<HybridPlanKind> m_cheapest;
    std::optional<HybridPlanKind> m_fastest;
};

} // namespace gpa::ui
