#pragma once

#include "answerpage.h"

#include <array>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QRadioButton;
class QSlider;

namespace gpa::ui {

// What is trained: the mix of convnets, RNNs and Transformers (seed §3), the
// precision (16-bit mixed or 32-bit, seed §4.1, §6.3) and whether tensor
// cores are a must; or a large language model to run or fine-tune, whose
// memory is then the need and whose tokens a second rank the cards.
class WorkloadPage : public AnswerPage
{
    Q_OBJECT

public:
    explicit WorkloadPage(const Workspace *workspace, QWidget *parent = nullptr);

    void load(const RecommendationInputs &inputs) override;
    void store(RecommendationInputs &inputs) const override;
    [[nodiscard]] bool isComplete() const override;

    // The weight of a workload, 0-100 (the mix is normalised by the engine).
    [[nodiscard]] QSlider *weightSlider(Workload workload) const;
    [[nodiscard]] QGroupBox *llmBox() const { return m_llm; }
    [[nodiscard]] QComboBox *llmModelBox() const { return m_llmModel; }
    [[nodiscard]] QComboBox *llmTaskBox() const { return m_llmTask; }

private:
    void updateShares();

    std::array<QSlider *, 3> m_weights {};
    std::array<QLabel *, 3> m_shares {};
    QLabel *m_mixProblem = nullptr;
    QRadioButton *m_fp16 = nullptr;
    QRadioButton *m_fp32 = nullptr;
    QCheckBox *m_tensorCores = nullptr;
    QGroupBox *m_llm = nullptr;
    QComboBox *m_llmModel = nullptr;
    QComboBox *m_llmTask = nullptr;
    // The loaded LLM need: its format and context are kept while its task is.
    std::optional<LlmWorkload> m_loadedLlm;
};

} // namespace gpa::ui
