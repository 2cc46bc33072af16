#include "quotedialog.h"

#include "core/validation.h"
#include "database/qtconvert.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

namespace gpa::ui {

QuoteDialog::QuoteDialog(const QString &deviceName, const QStringList &currencies, const QString &currency,
                         Check check, QWidget *parent)
    : QDialog(parent)
    , m_check(std::move(check))
    , m_amount(new QLineEdit(this))
    , m_currency(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_date(new QDateEdit(QDate::currentDate(), this))
    , m_source(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Add a price for %1").arg(deviceName));
    auto *form = new QFormLayout(this);
    m_amount->setAccessibleName(tr("Amount"));
    m_amount->setPlaceholderText(QLocale().toString(499.0, 'f', 2));
    m_currency->addItems(currencies);
    m_currency->setCurrentText(currency);
    m_currency->setAccessibleName(tr("Currency"));
    m_kind->addItem(tr("Shop price, new card"), static_cast<int>(QuoteKind::RetailNew));
    m_kind->addItem(tr("Second-hand market, used card"), static_cast<int>(QuoteKind::Used));
    m_kind->addItem(tr("Data-centre list or quote price"), static_cast<int>(QuoteKind::List));
    m_kind->addItem(tr("Launch price (MSRP)"), static_cast<int>(QuoteKind::Msrp));
    m_kind->addItem(tr("Share of a machine's price (per GPU)"),
                    static_cast<int>(QuoteKind::SystemShare));
    m_kind->setAccessibleName(tr("Kind of quote"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setMaximumDate(QDate::currentDate());
    m_date->setAccessibleName(tr("Date seen"));
    m_source->setPlaceholderText(tr("Shop, web address or \"own estimate\""));
    m_source->setAccessibleName(tr("Source"));
    m_source->setMaxLength(static_cast<int>(kMaxTextLength));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(link)"));

    form->addRow(tr("&Amount:"), m_amount);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Date seen:"), m_date);
    form->addRow(tr("&Source:"), m_source);
    form->addRow(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_amount, &QLineEdit::textChanged, this, &QuoteDialog::validate);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &QuoteDialog::validate);
    connect(m_source, &QLineEdit::textChanged, this, &QuoteDialog::validate);
    validate();
}

void QuoteDialog::validate()
{
    bool ok = false;
    const double amount = QLocale().toDouble(m_amount->text().trimmed(), &ok);
    QString problem;
    if (m_amount->text().trimmed().isEmpty())
        problem = tr("Enter the amount.");
    else if (!ok)
        problem = tr("'%1' is not a number.").arg(m_amount->text().trimmed());
    else if (m_check) {
        if (const auto reason = m_check(amount, m_currency->currentText()))
            problem = *reason;
    }
    if (problem.isEmpty()) {
        if (const auto reason = checkText(m_source->text().toStdString(), kMaxTextLength,
                                          TextKind::Block, false))
            problem = tr("Source: %1").arg(translated(*reason));
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty() && !m_amount->text().isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

PriceQuote QuoteDialog::quote() const
{
    PriceQuote q;
    q.amount = QLocale().toDouble(m_amount->text().trimmed());
    q.currency = m_currency->currentText().toStdString();
    q.kind = static_cast<QuoteKind>(m_kind->currentData().toInt());
    q.origin = Origin::User; // entered in the window: the user's word
    const QDate d = m_date->date();
    q.observed = PartialDate::ymd(d.year(), d.month(), d.day());
    q.source = m_source->text().trimmed().isEmpty() ? tr("entered in GPU Advisor").toStdString()
                                                     : m_source->text().trimmed().toStdString();
    return q;
}

} // namespace gpa::ui
