#include "workloadmixdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace gpa::ui {

WorkloadMixDialog::WorkloadMixDialog(const WorkloadMix &current, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Workload mix"));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(tr("How your training time splits between the workloads:"), this);
    intro->setWordWrap(true);
    form->addRow(intro);
    const WorkloadMix shares = current.normalised();
    const QString names[3] = {tr("Convnets:"), tr("Recurrent nets:"), tr("Transformers:")};
    for (std::size_t i = 0; i < 3; ++i) {
        m_shares[i] = new QSpinBox(this);
        m_shares[i]->setRange(0, 100);
        m_shares[i]->setSuffix(QStringLiteral(" %"));
        m_shares[i]->setValue(qRound(shares.weight(kAllWorkloads[i]) * 100));
        form->addRow(names[i], m_shares[i]);
        connect(m_shares[i], &QSpinBox::valueChanged, this, &WorkloadMixDialog::validate);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

QSpinBox *WorkloadMixDialog::shareBox(Workload workload) const
{
    for (std::size_t i = 0; i < 3; ++i) {
        if (kAllWorkloads[i] == workload)
            return m_shares[i];
    }
    return nullptr;
}

WorkloadMix WorkloadMixDialog::mix() const
{
    return WorkloadMix {double(m_shares[0]->value()), double(m_shares[1]->value()),
                        double(m_shares[2]->value())};
}

void WorkloadMixDialog::validate()
{
    m_ok->setEnabled(m_shares[0]->value() + m_shares[1]->value() + m_shares[2]->value() > 0);
}

} // namespace gpa::ui
