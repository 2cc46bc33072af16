#include "budgetpage.h"

#include "core/currency.h"
#include "database/qtconvert.h"
#include "ui/workspace.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

#include <cmath>

namespace gpa::ui {

BudgetPage::BudgetPage(const Workspace *workspace, QWidget *parent)
    : AnswerPage(workspace, parent)
{
    setTitle(tr("Budget"));
    setSubTitle(tr("What may ONE card cost? The host machine and further cards come on top."));

    auto *objectiveBox = new QGroupBox(tr("What matters most"), this);
    auto *objectiveLayout = new QVBoxLayout(objectiveBox);
    m_perDollar
        = new QRadioButton(tr("The most performance per &dollar (Dettmers 2019, §4.4)"), objectiveBox);
    m_perDollar->setAccessibleName(tr("Rank by performance per dollar"));
    m_performance
        = new QRadioButton(tr("The &fastest card within the budget (Dettmers 2019, §7.3)"), objectiveBox);
    m_performance->setAccessibleName(tr("Rank by performance within the budget"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_perDollar);
    group->addButton(m_performance);
    objectiveLayout->addWidget(m_perDollar);
    objectiveLayout->addWidget(m_performance);

    auto *moneyBox = new QGroupBox(tr("Price per card"), this);
    auto *form = new QFormLayout(moneyBox);
    m_budget = new QDoubleSpinBox(moneyBox);
    m_budget->setRange(0.0, 1e7);
    m_budget->setDecimals(0);
    m_budget->setSingleStep(50.0);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setAccessibleName(tr("Budget per card"));
    m_currency = new QComboBox(moneyBox);
    m_currency->setAccessibleName(tr("Currency"));
    for (const std::string &code : CurrencyTable(workspace->data().exchangeRates).currencies())
        m_currency->addItem(toQString(code));
    if (m_currency->findText(QStringLiteral("USD")) < 0)
        m_currency->insertItem(0, QStringLiteral("USD"));
    auto *amountRow = new QHBoxLayout;
    amountRow->addWidget(m_budget, 1);
    amountRow->addWidget(m_currency);
    auto *amountLabel = new QLabel(tr("&At most:"), moneyBox);
    amountLabel->setBuddy(m_budget);
    form->addRow(amountLabel, amountRow);
    m_noLimit = new QCheckBox(tr("No li&mit: money is no object"), moneyBox);
    m_noLimit->setAccessibleName(tr("No budget limit"));
    form->addRow(QString(), m_noLimit);
    m_note = hintLabel(QString(), moneyBox);
    form->addRow(QString(), m_note);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(objectiveBox);
    layout->addWidget(moneyBox);
    layout->addWidget(hintLabel(
        tr("Short of money? Performance per dollar favours small cards (Dettmers 2019, §4.5); the memory "
           "page keeps out those too small for your models. Used cards are allowed on the GPU "
           "page (Dettmers 2019, §7.4)."),
        this));
    layout->addStretch(1);

    // Mandatory: Next stays disabled until a budget is given (or no limit).
    registerField(QStringLiteral("budget*"), m_budget, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("currency"), m_currency, "currentText",
                  SIGNAL(currentTextChanged(QString)));
    m_lastCurrency = m_currency->currentText();

    connect(m_noLimit, &QCheckBox::toggled, this, [this](bool on) {
        m_budget->setEnabled(!on);
        m_currency->setEnabled(!on);
        updateNote();
        emit completeChanged();
    });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, &BudgetPage::updateNote);
    connect(m_currency, &QComboBox::currentTextChanged, this, &BudgetPage::currencyChanged);
    updateNote();
}

void BudgetPage::load(const RecommendationInputs &inputs)
{
    (inputs.objective == Objective::PerDollar ? m_perDollar : m_performance)->setChecked(true);
    const QString currency = toQString(inputs.currency);
    if (m_currency->findText(currency) < 0)
        m_currency->addItem(currency);
    m_lastCurrency = currency; // no conversion: the amount is already in it
    m_currency->setCurrentText(currency);
    m_budget->setValue(inputs.budget.value_or(0.0));
    m_noLimit->setChecked(!inputs.budget);
    updateNote();
}

void BudgetPage::store(RecommendationInputs &inputs) const
{
    inputs.objective = m_perDollar->isChecked() ? Objective::PerDollar : Objective::Performance;
    inputs.currency = toStdString(m_currency->currentText());
    if (m_noLimit->isChecked())
        inputs.budget.reset();
    else
        inputs.budget = m_budget->value();
}

void BudgetPage::clearBudget()
{
    m_noLimit->setChecked(false);
    m_budget->setValue(0.0);
}

bool BudgetPage::isComplete() const
{
    return m_noLimit->isChecked() || QWizardPage::isComplete();
}

void BudgetPage::currencyChanged()
{
    // The same money in the new currency, at the catalogue's rate, rounded
    // to whole units: switching currency must not change the budget tenfold.
    const QString to = m_currency->currentText();
    const CurrencyTable rates(workspace().data().exchangeRates);
    const auto usd = rates.toUsd(m_budget->value(), toStdString(m_lastCurrency));
    const auto converted = usd ? rates.fromUsd(*usd, toStdString(to)) : std::nullopt;
    if (converted && m_budget->value() > 0.0)
        m_budget->setValue(std::round(*converted));
    m_lastCurrency = to;
    updateNote();
}

void BudgetPage::updateNote()
{
    const std::string currency = toStdString(m_currency->currentText());
    if (m_noLimit->isChecked()) {
        m_note->setText(tr("Every card for sale is considered, whatever its price."));
        return;
    }
    QString note = tr("The budget is per card: a system of several cards may cost that much for "
                      "each card.");
    if (currency != "USD" && m_budget->value() > 0.0) {
        const auto usd
            = CurrencyTable(workspace().data().exchangeRates).toUsd(m_budget->value(), currency);
        if (usd)
            note += QLatin1Char(' ')
                + tr("%1 is about %2 at the catalogue's exchange rate.")
                      .arg(toQString(formatMoney(m_budget->value(), currency)),
                           toQString(formatMoney(*usd, "USD")));
    }
    m_note->setText(note);
}

} // namespace gpa::ui
