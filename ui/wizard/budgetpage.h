#pragma once

#include "answerpage.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;

namespace gpa::ui {

// What one card may cost, in which currency, and what the picks are ranked
// by: performance per dollar (seed §4.4) or the fastest within the budget
// (seed §7.3). The budget is a mandatory field ("budget*") unless "no limit"
// is ticked.
class BudgetPage : public AnswerPage
{
    Q_OBJECT

public:
    explicit BudgetPage(const Workspace *workspace, QWidget *parent = nullptr);

    void load(const RecommendationInputs &inputs) override;
    void store(RecommendationInputs &inputs) const override;
    [[nodiscard]] bool isComplete() const override;
    // Empties the budget (no limit unticked): Next waits for an amount.
    void clearBudget();

    [[nodiscard]] QDoubleSpinBox *budgetField() const { return m_budget; }
    [[nodiscard]] QCheckBox *noLimitBox() const { return m_noLimit; }
    [[nodiscard]] QComboBox *currencyBox() const { return m_currency; }

private:
    void currencyChanged();
    void updateNote();

    QRadioButton *m_perDollar = nullptr;
    QRadioButton *m_performance = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QComboBox *m_currency = nullptr;
    QCheckBox *m_noLimit = nullptr;
    QLabel *m_note = nullptr;
    QString m_lastCurrency;
};

} // namespace gpa::ui
