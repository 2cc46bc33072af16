#pragma once

#include "answerpage.h"

#include <map>

class QCheckBox;
class QComboBox;
class QRadioButton;
class QSpinBox;

namespace gpa::ui {

// How many cards and where they run: the count, one model on all of them
// or separate experiments (seed §1.5), home or office versus data centre
// (NVIDIA's licence, seed §2.1), a board-power limit (75 W: no new power
// supply, seed §7.8), used cards (seed §4.3, §7.4) and the vendors allowed,
// AMD only for users experienced with ROCm (seed §2.2).
class GpusPage : public AnswerPage
{
    Q_OBJECT

public:
    explicit GpusPage(const Workspace *workspace, QWidget *parent = nullptr);

    void load(const RecommendationInputs &inputs) override;
    void store(RecommendationInputs &inputs) const override;
    [[nodiscard]] bool isComplete() const override;

    [[nodiscard]] QSpinBox *countField() const { return m_count; }
    [[nodiscard]] QCheckBox *amdSwitch() const { return m_amd; }
    // The machine the cards go into ("" as in Preferences, else a host kind)
    // and the legacy-cards switch.
    [[nodiscard]] QComboBox *hostBox() const { return m_host; }
    [[nodiscard]] QCheckBox *legacyBox() const { return m_legacy; }
    // The check box of a vendor of the catalogue (AMD: the ROCm switch).
    [[nodiscard]] QCheckBox *vendorBox(const QString &vendor) const;

private:
    void updateEnabled();

    QSpinBox *m_count = nullptr;
    QRadioButton *m_dataParallel = nullptr;
    QRadioButton *m_separate = nullptr;
    QCheckBox *m_addLater = nullptr;
    QRadioButton *m_home = nullptr;
    QRadioButton *m_dataCentre = nullptr;
    QCheckBox *m_powerLimited = nullptr;
    QSpinBox *m_power = nullptr;
    QCheckBox *m_used = nullptr;
    QComboBox *m_host = nullptr;
    QCheckBox *m_legacy = nullptr;
    QCheckBox *m_amd = nullptr;
    std::map<QString, QCheckBox *> m_vendors; // by the catalogue's spelling
};

} // namespace gpa::ui
