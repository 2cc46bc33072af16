#include "moneyspinbox.h"

namespace gpa::ui {

MoneySpinBox::MoneySpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setDecimals(0);
    setRange(0.0, 1e7);
    setSingleStep(50.0);
    setGroupSeparatorShown(true);
    setKeyboardTracking(false);
    setAccelerated(true);
    connect(this, &QDoubleSpinBox::valueChanged, this, [this](double shown) {
        if (m_programmatic)
            return;
        m_usd = shown * m_usdPerUnit;
        emit userEdited();
    });
}

void MoneySpinBox::setCurrency(const QString &currency, double usdPerUnit)
{
    m_usdPerUnit = usdPerUnit > 0.0 ? usdPerUnit : 1.0;
    setSuffix(QLatin1Char(' ') + currency);
    setUsd(m_usd);
}

void MoneySpinBox::setUsd(double amountUsd)
{
    m_usd = amountUsd;
    m_programmatic = true;
    setValue(amountUsd / m_usdPerUnit);
    m_programmatic = false;
}

bool MoneySpinBox::isSpecial() const
{
    return !specialValueText().isEmpty() && value() <= minimum();
}

} // namespace gpa::ui
