#pragma once

#include "core/records.h"

#include <QDialog>

#include <functional>
#include <optional>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpa::ui {

// Asks for one price quote: amount, currency, kind, condition, date and
// where it was seen. The amount is checked as it is typed (the same rules
// as the table's price editor) and OK stays disabled until it is valid.
class QuoteDialog : public QDialog
{
    Q_OBJECT

public:
    // `check` validates an amount in a currency: the reason it is refused, or nothing.
    using Check = std::function<std::optional<QString>(double amount, const QString &currency)>;

    QuoteDialog(const QString &deviceName, const QStringList &currencies, const QString &currency,
                Check check, QWidget *parent = nullptr);

    [[nodiscard]] PriceQuote quote() const; // deviceId left empty

private:
    void validate();

    Check m_check;
    QLineEdit *m_amount;
    QComboBox *m_currency;
    QComboBox *m_kind;
    QDateEdit *m_date;
    QLineEdit *m_source;
    QLabel *m_problem;
    QPushButton *m_ok = nullptr;
};

} // namespace gpa::ui
