#pragma once

#include "core/workload.h"

#include <QDialog>

class QPushButton;
class QSpinBox;

namespace gpa::ui {

// The toolbar's "Custom mix…": how training time splits between convnets,
// recurrent nets and transformers, in percent. OK stays disabled while every
// share is zero (a mix needs some weight).
class WorkloadMixDialog : public QDialog
{
    Q_OBJECT

public:
    // Opens at `current` (normalised, in whole percent).
    explicit WorkloadMixDialog(const WorkloadMix &current, QWidget *parent = nullptr);

    // The shares as entered (a mix normalises them when used).
    [[nodiscard]] WorkloadMix mix() const;
    [[nodiscard]] QSpinBox *shareBox(Workload workload) const;
    [[nodiscard]] QPushButton *okButton() const { return m_ok; }

private:
    void validate();

    QSpinBox *m_shares[3] {};
    QPushButton *m_ok = nullptr;
};

} // namespace gpa::ui
