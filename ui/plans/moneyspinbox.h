#pragma once

#include <QDoubleSpinBox>

namespace gpa::ui {

// An amount typed in the display currency but held in US dollars: when the
// currency changes the box shows the same amount in the new one. The range
// is checked in the display currency (0 .. maximum); the minimum may carry a
// special text ("No limit").
class MoneySpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    explicit MoneySpinBox(QWidget *parent = nullptr);

    // `usdPerUnit`: one unit of `currency` in USD (Workspace::usdPerDisplayUnit).
    void setCurrency(const QString &currency, double usdPerUnit);
    // The amount in USD: exactly what was set, or what the user typed
    // converted (the box rounds what it shows, never this).
    [[nodiscard]] double usd() const { return m_usd; }
    // Shows `amountUsd` without emitting userEdited.
    void setUsd(double amountUsd);
    // Whether the box shows its special text (its minimum).
    [[nodiscard]] bool isSpecial() const;

signals:
    // The user changed the amount (not setUsd or a currency change).
    void userEdited();

private:
    double m_usd = 0.0;
    double m_usdPerUnit = 1.0;
    bool m_programmatic = false;
};

} // namespace gpa::ui
