#pragma once

#include "answerpage.h"

#include <array>

class QCheckBox;
class QLabel;
class QRadioButton;
class QSlider;

namespace gpa::ui {

// What is trained: the mix of convnets, RNNs and Transformers (seed §3), the
// precision (16-bit mixed or 32-bit, seed §4.1, §6.3) and whether tensor
// cores are a must.
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

private:
    void updateShares();

    std::array<QSlider *, 3> m_weights {};
    std::array<QLabel *, 3> m_shares {};
    QLabel *m_mixProblem = nullptr;
    QRadioButton *m_fp16 = nullptr;
    QRadioButton *m_fp32 = nullptr;
    QCheckBox *m_tensorCores = nullptr;
};

} // namespace gpa::ui
