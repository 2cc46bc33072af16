#pragma once

#include "answerpage.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gpa::ui {

// How much memory a card needs: a minimum in GB, and/or a model preset of
// core/memory.h whose need is stated in 32-bit terms, so that 16-bit
// training stretches each card's memory by the 16-bit factor (seed §6.3).
// The explanation follows the precision chosen on the workload page.
class MemoryPage : public AnswerPage
{
    Q_OBJECT

public:
    explicit MemoryPage(const Workspace *workspace, QWidget *parent = nullptr);

    void initializePage() override;
    void load(const RecommendationInputs &inputs) override;
    void store(RecommendationInputs &inputs) const override;

    [[nodiscard]] QDoubleSpinBox *minimumField() const { return m_minimum; }
    [[nodiscard]] QComboBox *presetBox() const { return m_preset; }
    [[nodiscard]] QString explanation() const;

private:
    void updateExplanation();

    QDoubleSpinBox *m_minimum = nullptr;
    QComboBox *m_preset = nullptr;
    QLabel *m_presetBasis = nullptr;
    QLabel *m_explanation = nullptr;
    bool m_fp16 = true;
};

} // namespace gpa::ui
