#include "cloudpage.h"

#include "ui/workspace.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLocale>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gpa::ui {

namespace {

constexpr double kHoursPerMonth = 8760.0 / 12.0;

} // namespace

CloudPage::CloudPage(const Workspace *workspace, QWidget *parent)
    : AnswerPage(workspace, parent)
{
    setTitle(tr("Cloud usage"));
    setSubTitle(tr("Cloud GPUs and TPUs are viable, and reliable for the final training runs; "
                   "their cost adds up with the hours (Dettmers 2019, §2.5, §7.6). The results compare "
                   "buying with renting at these hours."));

    const double utilisation = workspace->settings().assumptions.utilisation;
    auto *hoursBox = new QGroupBox(tr("Hours of training a month"), this);
    auto *hoursLayout = new QVBoxLayout(hoursBox);
    m_default = new QRadioButton(
        tr("As the assumptions say: %1% of the month, about %2 hours (Edit > Preferences)")
            .arg(QLocale().toString(utilisation * 100.0, 'f', 0),
                 QLocale().toString(std::round(utilisation * kHoursPerMonth), 'f', 0)),
        hoursBox);
    m_default->setAccessibleName(tr("Default cloud hours"));
    auto *ownRow = new QHBoxLayout;
    m_own = new QRadioButton(tr("&My own estimate:"), hoursBox);
    m_own->setAccessibleName(tr("Own estimate of cloud hours"));
    m_hours = new QSpinBox(hoursBox);
    m_hours->setRange(0, 730);
    m_hours->setSingleStep(10);
    m_hours->setSuffix(tr(" hours a month"));
    m_hours->setAccessibleName(tr("Cloud hours a month"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_default);
    group->addButton(m_own);
    ownRow->addWidget(m_own);
    ownRow->addWidget(m_hours);
    ownRow->addStretch(1);
    hoursLayout->addWidget(m_default);
    hoursLayout->addLayout(ownRow);
    hoursLayout->addWidget(hintLabel(
        tr("A month has about 730 hours. Learn and prototype on your own GPU; once a good "
           "configuration is found and only data-parallel training is left, the cloud is "
           "reliable (Dettmers 2019, §7.6)."),
        hoursBox));

    m_free = new QCheckBox(
        tr("Also point me to &free notebooks and prototyping on the CPU (Dettmers 2019, §7.4)"), this);
    m_free->setAccessibleName(tr("Free alternatives"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(hoursBox);
    layout->addWidget(m_free);
    layout->addStretch(1);

    connect(m_own, &QRadioButton::toggled, m_hours, &QSpinBox::setEnabled);
    m_hours->setValue(static_cast<int>(std::round(utilisation * kHoursPerMonth)));
    m_default->setChecked(true);
    m_hours->setEnabled(false);
}

void CloudPage::load(const RecommendationInputs &inputs)
{
    if (inputs.cloudHoursPerMonth) {
        m_hours->setValue(static_cast<int>(std::round(*inputs.cloudHoursPerMonth)));
        m_own->setChecked(true);
    } else {
        m_default->setChecked(true);
    }
    m_hours->setEnabled(m_own->isChecked());
    m_free->setChecked(inputs.freeAlternatives);
}

void CloudPage::store(RecommendationInputs &inputs) const
{
    if (m_own->isChecked())
        inputs.cloudHoursPerMonth = m_hours->value();
    else
        inputs.cloudHoursPerMonth.reset();
    inputs.freeAlternatives = m_free->isChecked();
}

} // namespace gpa::ui
