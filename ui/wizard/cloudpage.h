#pragma once

#include "answerpage.h"

class QCheckBox;
class QRadioButton;
class QSpinBox;

namespace gpa::ui {

// Cloud usage for the buy-versus-rent comparison: hours a month (or the
// default utilisation of the assumptions), and whether to point to free
// notebooks and CPU prototyping (seed §7.4, §7.6).
class CloudPage : public AnswerPage
{
    Q_OBJECT

public:
    explicit CloudPage(const Workspace *workspace, QWidget *parent = nullptr);

    void load(const RecommendationInputs &inputs) override;
    void store(RecommendationInputs &inputs) const override;

    [[nodiscard]] QSpinBox *hoursField() const { return m_hours; }
    [[nodiscard]] QRadioButton *ownHoursButton() const { return m_own; }

private:
    QRadioButton *m_default = nullptr;
    QRadioButton *m_own = nullptr;
    QSpinBox *m_hours = nullptr;
    QCheckBox *m_free = nullptr;
};

} // namespace gpa::ui
