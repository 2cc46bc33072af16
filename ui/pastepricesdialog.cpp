#include "pastepricesdialog.h"

#include "workspace.h"

#include "database/qtconvert.h"
#include "ui/windowsizing.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpa::ui {

PastePricesDialog::PastePricesDialog(Workspace *workspace, const QString &text, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_text(new QPlainTextEdit(this))
    , m_preview(new QTableWidget(0, 4, this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(tr("Paste prices"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("One price a line: device (id or exact name), price, and optionally currency "
                                "and kind (new, used, msrp, list), separated by tabs or commas. Prices are "
                                "dated today and are yours."),
                             this);
    intro->setWordWrap(true);
    m_text->setAccessibleName(tr("Pasted prices"));
    m_text->setPlaceholderText(QStringLiteral("rtx-4090\t1799\nRTX 3090, 750, USD, used"));
    m_preview->setHorizontalHeaderLabels({tr("Line"), tr("Device"), tr("Price"), tr("Problem")});
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_preview->verticalHeader()->hide();
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setAccessibleName(tr("Preview of the pasted prices"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_apply = buttons->addButton(tr("&Add prices"), QDialogButtonBox::AcceptRole);
    layout->addWidget(intro);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_preview, 2);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    connect(m_text, &QPlainTextEdit::textChanged, this, &PastePricesDialog::check);
    resizeToFitScreen(this, QSize(640, 480));
    setText(text);
}

void PastePricesDialog::setText(const QString &text)
{
    m_text->setPlainText(text);
    check();
}

bool PastePricesDialog::canApply() const
{
    return m_pasted.ok() && !m_workspace->isReadOnly();
}

int PastePricesDialog::previewRows() const
{
    return m_preview->rowCount();
}

QString PastePricesDialog::problems() const
{
    QStringList lines;
    if (m_pasted.problem)
        lines.append(translated(*m_pasted.problem));
    for (const PastedLine &line : m_pasted.lines) {
        if (line.problem)
            lines.append(tr("line %1: %2").arg(line.line).arg(translated(*line.problem)));
    }
    return lines.join(QLatin1Char('\n'));
}

void PastePricesDialog::check()
{
    PasteOptions options;
    options.currency = m_workspace->view().currency;
    const QDate today = QDate::currentDate();
    options.observed = PartialDate::ymd(today.year(), today.month(), today.day());
    options.source = tr("pasted into GPU Advisor").toStdString();
    m_pasted = parsePastedPrices(m_text->toPlainText().toStdString(), m_workspace->data(), options);

    m_preview->setRowCount(0);
    for (const PastedLine &line : m_pasted.lines) {
        const int row = m_preview->rowCount();
        m_preview->insertRow(row);
        m_preview->setItem(row, 0, new QTableWidgetItem(QString::number(line.line)));
        m_preview->setItem(row, 1, new QTableWidgetItem(line.deviceName.empty() ? toQString(line.text)
                                                                                : toQString(line.deviceName)));
        QString price;
        if (line.quote) {
            price = toQString(formatMoney(line.quote->amount, line.quote->currency));
            if (line.quote->kind != QuoteKind::RetailNew)
                price += QStringLiteral(" (%1)").arg(toQString(toString(line.quote->kind)));
        }
        m_preview->setItem(row, 2, new QTableWidgetItem(price));
        m_preview->setItem(row, 3, new QTableWidgetItem(line.problem ? translated(*line.problem) : tr("ok")));
    }
    m_preview->resizeColumnsToContents();

    const int bad = m_pasted.badLines();
    if (m_pasted.problem)
        m_summary->setText(translated(*m_pasted.problem));
    else if (bad > 0)
        m_summary->setText(tr("%n line(s) cannot be read; correct them to add any price:", nullptr, bad)
                           + QLatin1Char('\n') + problems());
    else
        m_summary->setText(tr("%n price(s) will be added as one change (Edit > Undo removes them all).", nullptr,
                              static_cast<int>(m_pasted.lines.size())));
    m_apply->setEnabled(canApply());
}

bool PastePricesDialog::apply()
{
    if (!canApply())
        return false;
    return m_workspace->addQuotes(m_pasted.quotes());
}

} // namespace gpa::ui
