#include "gpuspage.h"

#include "database/qtconvert.h"
#include "ui/workspace.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace gpa::ui {

namespace {

bool sameVendor(const QString &a, const std::string &b)
{
    return a.compare(toQString(b), Qt::CaseInsensitive) == 0;
}

} // namespace

GpusPage::GpusPage(const Workspace *workspace, QWidget *parent)
    : AnswerPage(workspace, parent)
{
    setTitle(tr("GPUs and setting"));
    setSubTitle(tr("One GPU is enough for almost every task; several mainly let you run more "
                   "experiments at once (Dettmers 2019, §1.6)."));

    auto *cardsBox = new QGroupBox(tr("How many"), this);
    auto *cardsLayout = new QVBoxLayout(cardsBox);
    auto *countRow = new QHBoxLayout;
    m_count = new QSpinBox(cardsBox);
    m_count->setRange(1, 16);
    m_count->setAccessibleName(tr("Number of GPUs"));
    auto *countLabel = new QLabel(tr("&GPUs:"), cardsBox);
    countLabel->setBuddy(m_count);
    countRow->addWidget(countLabel);
    countRow->addWidget(m_count);
    countRow->addStretch(1);
    cardsLayout->addLayout(countRow);
    m_dataParallel
        = new QRadioButton(tr("Train &one model on all of them (Dettmers 2019, §1.2–§1.4)"), cardsBox);
    m_dataParallel->setAccessibleName(tr("One model on all cards"));
    m_separate
        = new QRadioButton(tr("Run &separate experiments, one per card (Dettmers 2019, §1.5)"), cardsBox);
    m_separate->setAccessibleName(tr("Separate experiments"));
    auto *modeGroup = new QButtonGroup(this);
    modeGroup->addButton(m_dataParallel);
    modeGroup->addButton(m_separate);
    cardsLayout->addWidget(m_dataParallel);
    cardsLayout->addWidget(m_separate);
    m_addLater = new QCheckBox(tr("I will &add more of the same card later (Dettmers 2019, §7.8)"), cardsBox);
    m_addLater->setAccessibleName(tr("More cards later"));
    cardsLayout->addWidget(m_addLater);
    cardsLayout->addStretch(1);

    auto *settingBox = new QGroupBox(tr("Where they run"), this);
    auto *settingLayout = new QVBoxLayout(settingBox);
    m_home = new QRadioButton(tr("At &home or in an office"), settingBox);
    m_home->setAccessibleName(tr("Home or office"));
    // The reason goes in a hint below: as the button's text it made the page
    // wider than a 1024 px screen.
    m_dataCentre = new QRadioButton(tr("In a &data centre"), settingBox);
    m_dataCentre->setAccessibleName(tr("Data centre"));
    auto *settingGroup = new QButtonGroup(this);
    settingGroup->addButton(m_home);
    settingGroup->addButton(m_dataCentre);
    settingLayout->addWidget(m_home);
    settingLayout->addWidget(m_dataCentre);
    settingLayout->addWidget(hintLabel(
        tr("NVIDIA's licence keeps GeForce and Titan cards out of data centres (Dettmers 2019, §2.1)."),
        settingBox));
    auto *powerRow = new QHBoxLayout;
    m_powerLimited = new QCheckBox(tr("Board power &at most"), settingBox);
    m_powerLimited->setAccessibleName(tr("Limit the board power"));
    m_power = new QSpinBox(settingBox);
    m_power->setRange(30, 1000);
    m_power->setSingleStep(25);
    m_power->setSuffix(tr(" W"));
    m_power->setAccessibleName(tr("Maximum board power per card in watts"));
    powerRow->addWidget(m_powerLimited);
    powerRow->addWidget(m_power);
    powerRow->addStretch(1);
    settingLayout->addLayout(powerRow);
    settingLayout->addWidget(hintLabel(
        tr("75 W fits a standard desktop: no new power supply (Dettmers 2019, §7.8)."), settingBox));
    m_used = new QCheckBox(tr("&Used cards are welcome (Dettmers 2019, §4.3, §7.4)"), settingBox);
    m_used->setAccessibleName(tr("Used cards welcome"));
    settingLayout->addWidget(m_used);
    auto *hostRow = new QHBoxLayout;
    auto *hostLabel = new QLabel(tr("&Machine:"), settingBox);
    m_host = new QComboBox(settingBox);
    m_host->addItem(tr("As in Preferences"), QString());
    m_host->addItem(tr("Desktop"), QStringLiteral("desktop"));
    m_host->addItem(tr("Workstation"), QStringLiteral("workstation"));
    m_host->addItem(tr("Server"), QStringLiteral("server"));
    m_host->setAccessibleName(tr("The machine the cards go into"));
    hostLabel->setBuddy(m_host);
    hostRow->addWidget(hostLabel);
    hostRow->addWidget(m_host);
    hostRow->addStretch(1);
    settingLayout->addLayout(hostRow);
    settingLayout->addWidget(hintLabel(
        tr("Only cards that fit this machine are offered: slots, cooling and power supply."),
        settingBox));
    m_legacy
        = new QCheckBox(tr("Offer &legacy cards whose software support has ended"), settingBox);
    m_legacy->setAccessibleName(tr("Legacy cards welcome"));
    settingLayout->addWidget(m_legacy);
    settingLayout->addStretch(1);

    auto *vendorBox = new QGroupBox(tr("Vendors"), this);
    auto *vendorLayout = new QVBoxLayout(vendorBox);
    std::set<QString> vendors;
    for (const Device &d : workspace->data().devices) {
        if ((d.kind == DeviceKind::Gpu || d.kind == DeviceKind::Accelerator)
            && d.segment != Segment::CloudOnly)
            vendors.insert(toQString(d.vendor));
    }
    auto *vendorRow = new QHBoxLayout;
    for (const QString &vendor : vendors) {
        QCheckBox *box = nullptr;
        if (vendor.compare(QLatin1String("AMD"), Qt::CaseInsensitive) == 0) {
            m_amd = new QCheckBox(
                tr("I am e&xperienced with AMD/ROCm: include AMD cards (Dettmers 2019, §2.2)"), vendorBox);
            m_amd->setAccessibleName(tr("Experienced with AMD and ROCm"));
            box = m_amd;
            vendorLayout->addWidget(box);
        } else {
            const bool nvidia = vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) == 0;
            QString rule = QStringLiteral("§2.6");
            if (nvidia)
                rule = QStringLiteral("§2.1");
            else if (vendor.compare(QLatin1String("Intel"), Qt::CaseInsensitive) == 0)
                rule = QStringLiteral("§2.3");
            box = new QCheckBox(tr("%1 (Dettmers 2019, %2)").arg(vendor, rule), vendorBox);
            box->setAccessibleName(tr("Vendor %1").arg(vendor));
            // NVIDIA first: the default, and what the seed recommends.
            if (nvidia)
                vendorRow->insertWidget(0, box);
            else
                vendorRow->addWidget(box);
        }
        m_vendors[vendor] = box;
        connect(box, &QCheckBox::toggled, this, &GpusPage::completeChanged);
    }
    vendorRow->addStretch(1);
    vendorLayout->insertLayout(0, vendorRow);
    vendorLayout->addWidget(hintLabel(
        tr("AMD has powerful hardware but little software support and no tensor cores: fine "
           "for experienced users who want to support an alternative (Dettmers 2019, §2.2)."),
        vendorBox));

    auto *layout = new QGridLayout(this);
    layout->addWidget(cardsBox, 0, 0);
    layout->addWidget(settingBox, 0, 1);
    layout->addWidget(vendorBox, 1, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(2, 1);

    connect(m_count, &QSpinBox::valueChanged, this, &GpusPage::updateEnabled);
    connect(m_powerLimited, &QCheckBox::toggled, this, &GpusPage::updateEnabled);
    updateEnabled();
}

QCheckBox *GpusPage::vendorBox(const QString &vendor) const
{
    for (const auto &[name, box] : m_vendors) {
        if (name.compare(vendor, Qt::CaseInsensitive) == 0)
            return box;
    }
    return nullptr;
}

void GpusPage::load(const RecommendationInputs &inputs)
{
    m_count->setValue(inputs.gpus);
    (inputs.multiGpuMode == MultiGpuMode::SeparateExperiments ? m_separate : m_dataParallel)
        ->setChecked(true);
    m_addLater->setChecked(inputs.addCardsLater);
    (inputs.dataCentre ? m_dataCentre : m_home)->setChecked(true);
    m_powerLimited->setChecked(inputs.maxPowerW.has_value());
    m_power->setValue(static_cast<int>(inputs.maxPowerW.value_or(75.0)));
    m_used->setChecked(inputs.usedAllowed);
    m_host->setCurrentIndex(
        std::max(0,
                 m_host->findData(inputs.host ? toQString(std::string(toString(*inputs.host)))
                                              : QString())));
    m_legacy->setChecked(inputs.legacyAllowed);
    for (const auto &[name, box] : m_vendors) {
        box->setChecked(std::any_of(inputs.vendors.begin(), inputs.vendors.end(),
                                    [&](const std::string &v) { return sameVendor(name, v); }));
    }
    updateEnabled();
}

void GpusPage::store(RecommendationInputs &inputs) const
{
    inputs.gpus = m_count->value();
    inputs.multiGpuMode
        = m_separate->isChecked() ? MultiGpuMode::SeparateExperiments : MultiGpuMode::DataParallel;
    inputs.addCardsLater = m_addLater->isChecked();
    inputs.dataCentre = m_dataCentre->isChecked();
    if (m_powerLimited->isChecked())
        inputs.maxPowerW = m_power->value();
    else
        inputs.maxPowerW.reset();
    inputs.usedAllowed = m_used->isChecked();
    const QString host = m_host->currentData().toString();
    if (host.isEmpty())
        inputs.host.reset();
    else
        inputs.host = parseHostKind(host.toStdString());
    inputs.legacyAllowed = m_legacy->isChecked();
    inputs.vendors.clear();
    for (const auto &[name, box] : m_vendors) {
        if (box->isChecked())
            inputs.vendors.push_back(toStdString(name));
    }
    // NVIDIA first, as the sentences name the vendors in this order.
    std::stable_partition(inputs.vendors.begin(), inputs.vendors.end(), [](const std::string &v) {
        return sameVendor(QStringLiteral("NVIDIA"), v);
    });
}

bool GpusPage::isComplete() const
{
    return std::any_of(m_vendors.begin(), m_vendors.end(),
                       [](const auto &entry) { return entry.second->isChecked(); });
}

void GpusPage::updateEnabled()
{
    const bool several = m_count->value() > 1;
    m_dataParallel->setEnabled(several);
    m_separate->setEnabled(several);
    m_power->setEnabled(m_powerLimited->isChecked());
}

} // namespace gpa::ui
