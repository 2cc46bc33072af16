#include "filterpanel.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {

constexpr int kFirstYear = 2010;
constexpr int kLastYear = 2035;

} // namespace

FilterPanel::FilterPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);

    m_text = new QLineEdit(this);
    m_text->setPlaceholderText(tr("Search name or architecture"));
    // The clear button shows only once there is text, and making it loads
    // Qt's icon plugins (milliseconds of every start): it is made then.
    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!text.isEmpty() && !m_text->isClearButtonEnabled())
            m_text->setClearButtonEnabled(true);
    });
    m_text->setAccessibleName(tr("Search devices"));
    layout->addWidget(m_text);

    auto *status = new QHBoxLayout;
    m_active = new QLabel(this);
    m_active->setAccessibleName(tr("Active filters"));
    m_clear = new QPushButton(tr("Clear filters"), this);
    m_clear->setAccessibleName(tr("Clear all filters"));
    status->addWidget(m_active, 1);
    status->addWidget(m_clear);
    layout->addLayout(status);

    auto *kinds = new QGroupBox(tr("Kind"), this);
    auto *kindsLayout = new QHBoxLayout(kinds);
    const std::pair<DeviceKind, QString> kindNames[] = {{DeviceKind::Gpu, tr("GPU")},
                                                        {DeviceKind::Tpu, tr("TPU")},
                                                        {DeviceKind::Accelerator, tr("Accelerator")}};
    for (const auto &[kind, name] : kindNames) {
        m_kinds[kind] = addCheck(kinds, name);
        kindsLayout->addWidget(m_kinds[kind]);
    }
    layout->addWidget(kinds);

    auto *segments = new QGroupBox(tr("Segment"), this);
    auto *segmentsLayout = new QGridLayout(segments);
    const std::pair<Segment, QString> segmentNames[] = {{Segment::Consumer, tr("Consumer")},
                                                        {Segment::Workstation, tr("Workstation")},
                                                        {Segment::Datacenter, tr("Data centre")},
                                                        {Segment::CloudOnly, tr("Cloud only")}};
    int i = 0;
    for (const auto &[segment, name] : segmentNames) {
        m_segments[segment] = addCheck(segments, name);
        segmentsLayout->addWidget(m_segments[segment], i / 2, i % 2);
        ++i;
    }
    layout->addWidget(segments);

    auto *vendors = new QGroupBox(tr("Vendor"), this);
    auto *vendorsLayout = new QVBoxLayout(vendors);
    m_vendors = new QListWidget(vendors);
    m_vendors->setAccessibleName(tr("Vendors"));
    m_vendors->setMaximumHeight(110);
    vendorsLayout->addWidget(m_vendors);
    layout->addWidget(vendors);

    auto *bounds = new QGroupBox(tr("Limits"), this);
    auto *form = new QFormLayout(bounds);
    m_minMemory = new QDoubleSpinBox(bounds);
    m_minMemory->setRange(0, 1024);
    m_minMemory->setDecimals(0);
    m_minMemory->setSuffix(tr(" GB"));
    m_minMemory->setSpecialValueText(tr("any"));
    m_minMemory->setAccessibleName(tr("Minimum memory"));
    form->addRow(tr("Minimum memory:"), m_minMemory);
    m_maxPrice = new QDoubleSpinBox(bounds);
    m_maxPrice->setRange(0, 10'000'000);
    m_maxPrice->setDecimals(0);
    m_maxPrice->setSingleStep(50);
    m_maxPrice->setSpecialValueText(tr("any"));
    m_maxPrice->setAccessibleName(tr("Maximum price"));
    form->addRow(tr("Maximum price:"), m_maxPrice);
    m_tensorOnly = new QCheckBox(tr("Tensor cores only"), bounds);
    form->addRow(m_tensorOnly);
    auto *years = new QHBoxLayout;
    m_fromYear = new QSpinBox(bounds);
    m_toYear = new QSpinBox(bounds);
    for (QSpinBox *box : {m_fromYear, m_toYear}) {
        box->setRange(kFirstYear - 1, kLastYear);
        box->setSpecialValueText(tr("any"));
        years->addWidget(box);
    }
    m_fromYear->setAccessibleName(tr("Released from year"));
    m_toYear->setAccessibleName(tr("Released until year"));
    years->insertWidget(1, new QLabel(tr("to"), bounds));
    form->addRow(tr("Released:"), years);
    layout->addWidget(bounds);
    layout->addStretch(1);

    connect(m_text, &QLineEdit::textChanged, this, &FilterPanel::emitChanged);
    connect(m_vendors, &QListWidget::itemChanged, this, &FilterPanel::emitChanged);
    connect(m_minMemory, &QDoubleSpinBox::valueChanged, this, &FilterPanel::emitChanged);
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, this, &FilterPanel::emitChanged);
    connect(m_tensorOnly, &QCheckBox::toggled, this, &FilterPanel::emitChanged);
    connect(m_fromYear, &QSpinBox::valueChanged, this, &FilterPanel::emitChanged);
    connect(m_toYear, &QSpinBox::valueChanged, this, &FilterPanel::emitChanged);
    connect(m_clear, &QPushButton::clicked, this, &FilterPanel::clear);
    setCurrency(QStringLiteral("USD"), 1.0);
    emitChanged();
}

QCheckBox *FilterPanel::addCheck(QWidget *parent, const QString &text)
{
    auto *box = new QCheckBox(text, parent);
    box->setChecked(true);
    connect(box, &QCheckBox::toggled, this, &FilterPanel::emitChanged);
    return box;
}

void FilterPanel::setVendors(const QStringList &vendors)
{
    QStringList current;
    for (int i = 0; i < m_vendors->count(); ++i)
        current.append(m_vendors->item(i)->text());
    if (current == vendors)
        return;
    // Keep what the user unchecked when the list is rebuilt.
    QSet<QString> unchecked;
    for (int i = 0; i < m_vendors->count(); ++i) {
        if (m_vendors->item(i)->checkState() == Qt::Unchecked)
            unchecked.insert(m_vendors->item(i)->text());
    }
    m_updating = true;
    m_vendors->clear();
    for (const QString &vendor : vendors) {
        auto *item = new QListWidgetItem(vendor, m_vendors);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(unchecked.contains(vendor) ? Qt::Unchecked : Qt::Checked);
    }
    m_updating = false;
    emitChanged();
}

void FilterPanel::setCurrency(const QString &code, double usdPerUnit)
{
    m_usdPerUnit = usdPerUnit > 0.0 ? usdPerUnit : 1.0;
    m_maxPrice->setSuffix(QLatin1Char(' ') + code);
    emitChanged();
}

DeviceFilter FilterPanel::filter() const
{
    DeviceFilter f;
    bool allKinds = true;
    for (const auto &[kind, box] : m_kinds)
        allKinds = allKinds && box->isChecked();
    if (!allKinds) {
        f.kinds.emplace();
        for (const auto &[kind, box] : m_kinds) {
            if (box->isChecked())
                f.kinds->insert(kind);
        }
    }
    bool allSegments = true;
    for (const auto &[segment, box] : m_segments)
        allSegments = allSegments && box->isChecked();
    if (!allSegments) {
        f.segments.emplace();
        for (const auto &[segment, box] : m_segments) {
            if (box->isChecked())
                f.segments->insert(segment);
        }
    }
    bool allVendors = true;
    std::set<std::string> vendors;
    for (int i = 0; i < m_vendors->count(); ++i) {
        if (m_vendors->item(i)->checkState() == Qt::Checked)
            vendors.insert(m_vendors->item(i)->text().toStdString());
        else
            allVendors = false;
    }
    if (!allVendors)
        f.vendors = vendors;
    if (m_minMemory->value() > 0)
        f.minMemoryGb = m_minMemory->value();
    if (m_maxPrice->value() > 0)
        f.maxPriceUsd = m_maxPrice->value() * m_usdPerUnit;
    f.tensorCoresOnly = m_tensorOnly->isChecked();
    if (m_fromYear->value() >= kFirstYear)
        f.minYear = m_fromYear->value();
    if (m_toYear->value() >= kFirstYear)
        f.maxYear = m_toYear->value();
    f.text = m_text->text().trimmed().toStdString();
    return f;
}

void FilterPanel::clear()
{
    m_updating = true;
    for (const auto &[kind, box] : m_kinds)
        box->setChecked(true);
    for (const auto &[segment, box] : m_segments)
        box->setChecked(true);
    for (int i = 0; i < m_vendors->count(); ++i)
        m_vendors->item(i)->setCheckState(Qt::Checked);
    m_minMemory->setValue(0);
    m_maxPrice->setValue(0);
    m_tensorOnly->setChecked(false);
    m_fromYear->setValue(m_fromYear->minimum());
    m_toYear->setValue(m_toYear->minimum());
    m_text->clear();
    m_updating = false;
    emitChanged();
}

void FilterPanel::emitChanged()
{
    if (m_updating)
        return;
    const DeviceFilter f = filter();
    const int active = f.activeCount();
    m_active->setText(active == 0 ? tr("No filters") : tr("<b>%n filter(s) active</b>", nullptr, active));
    m_clear->setEnabled(active > 0);
    emit filterChanged(f);
}

} // namespace gpa::ui
