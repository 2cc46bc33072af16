#include "devicedialog.h"

#include "richtext.h"
#include "workspace.h"

#include "core/validation.h"
#include "database/qtconvert.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {

// Number columns of the sheet and where they live in a Device.
struct NumberField
{
    const char *column;
    std::optional<double> Device::*member;
};

constexpr NumberField kNumbers[] = {
    {"memory_gb", &Device::memoryGb},
    {"memory_bandwidth_gbs", &Device::memoryBandwidthGbs},
    {"fp32_tflops", &Device::fp32Tflops},
    {"fp16_tflops_nontensor", &Device::fp16TflopsNonTensor},
    {"tensor_fp16_tflops_dense", &Device::tensorFp16TflopsDense},
    {"int8_tops_dense", &Device::int8TopsDense},
    {"l2_cache_mb", &Device::l2CacheMb},
    {"tdp_w", &Device::tdpW},
    {"pcie_gen", &Device::pcieGen},
    {"launch_msrp_usd", &Device::launchMsrpUsd},
    {"board_slots", &Device::boardSlots},
    {"length_mm", &Device::lengthMm},
    {"psu_recommended_w", &Device::psuRecommendedW},
};

QString numberText(const std::optional<double> &value)
{
    return value ? QLocale().toString(*value, 'g', 12).remove(QLocale().groupSeparator()) : QString();
}

// Empty text = unknown; otherwise a number in the user's locale (or C).
std::optional<std::optional<double>> parseNumber(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::optional<double>{};
    bool ok = false;
    double value = QLocale().toDouble(trimmed, &ok);
    if (!ok)
        value = QLocale::c().toDouble(trimmed, &ok);
    if (!ok)
        return std::nullopt;
    return std::optional<double>{value};
}

} // namespace

DeviceDialog::DeviceDialog(Workspace *workspace, const Device *device, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_editing(device != nullptr)
    , m_original(device ? *device : Device{})
    , m_kind(new QComboBox(this))
    , m_segment(new QComboBox(this))
    , m_tensorCores(new QComboBox(this))
    , m_cooling(new QComboBox(this))
    , m_year(new QSpinBox(this))
    , m_notes(new QPlainTextEdit(this))
    , m_estimate(new QLabel(this))
{
    const Device &d = m_original;
    setWindowTitle(m_editing ? tr("Edit %1").arg(toQString(d.name)) : tr("Add a device"));
    auto *layout = new QVBoxLayout(this);
    auto *tabs = new QTabWidget(this);
    layout->addWidget(tabs);

    auto *general = new QWidget(tabs);
    auto *generalForm = new QFormLayout(general);
    QLineEdit *id = addLine(generalForm, "id", tr("&Id:"), toQString(d.id));
    id->setPlaceholderText(tr("e.g. rtx-5090-32gb"));
    id->setReadOnly(m_editing); // ids are stable keys
    addLine(generalForm, "name", tr("&Name:"), toQString(d.name));
    addLine(generalForm, "vendor", tr("&Vendor:"), toQString(d.vendor));
    for (const DeviceKind k : {DeviceKind::Gpu, DeviceKind::Tpu, DeviceKind::Accelerator, DeviceKind::Cpu})
        m_kind->addItem(toQString(toString(k)), static_cast<int>(k));
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(d.kind)));
    generalForm->addRow(tr("&Kind:"), m_kind);
    for (const Segment s : {Segment::Consumer, Segment::Workstation, Segment::Datacenter, Segment::CloudOnly})
        m_segment->addItem(toQString(toString(s)), static_cast<int>(s));
    m_segment->setCurrentIndex(m_segment->findData(static_cast<int>(d.segment)));
    generalForm->addRow(tr("&Segment:"), m_segment);
    addLine(generalForm, "architecture", tr("&Architecture:"), toQString(d.architecture));
    m_year->setRange(1990, 2999);
    m_year->setValue(d.releaseYear.value_or(QDate::currentDate().year()));
    m_year->setAccessibleName(tr("Release year"));
    generalForm->addRow(tr("Release &year:"), m_year);
    addLine(generalForm, "release_date", tr("Release &month:"), d.releaseDate ? toQString(d.releaseDate->toString()) : QString())
        ->setPlaceholderText(tr("YYYY-MM, if known"));
    tabs->addTab(general, tr("General"));

    auto *compute = new QWidget(tabs);
    auto *computeForm = new QFormLayout(compute);
    addLine(computeForm, "memory_gb", tr("Memory:"), numberText(d.memoryGb), tr("GB"));
    addLine(computeForm, "memory_type", tr("Memory type:"), toQString(d.memoryType));
    addLine(computeForm, "memory_bandwidth_gbs", tr("Bandwidth:"), numberText(d.memoryBandwidthGbs), tr("GB/s"));
    addLine(computeForm, "fp32_tflops", tr("FP32:"), numberText(d.fp32Tflops), tr("TFLOPS"));
    addLine(computeForm, "fp16_tflops_nontensor", tr("FP16 without tensor cores:"), numberText(d.fp16TflopsNonTensor), tr("TFLOPS"));
    m_tensorCores->addItem(tr("unknown"));
    m_tensorCores->addItem(tr("yes"), true);
    m_tensorCores->addItem(tr("no"), false);
    m_tensorCores->setCurrentIndex(d.tensorCores ? (*d.tensorCores ? 1 : 2) : 0);
    m_tensorCores->setAccessibleName(tr("Tensor cores"));
    computeForm->addRow(tr("Tensor cores:"), m_tensorCores);
    addLine(computeForm, "tensor_fp16_tflops_dense", tr("Tensor 16-bit, dense:"), numberText(d.tensorFp16TflopsDense), tr("TFLOPS"));
    addLine(computeForm, "int8_tops_dense", tr("INT8, dense:"), numberText(d.int8TopsDense), tr("TOPS"));
    addLine(computeForm, "l2_cache_mb", tr("L2 cache:"), numberText(d.l2CacheMb), tr("MB"));
    tabs->addTab(compute, tr("Compute and memory"));

    auto *board = new QWidget(tabs);
    auto *boardForm = new QFormLayout(board);
    addLine(boardForm, "tdp_w", tr("Board power (TDP):"), numberText(d.tdpW), tr("W"));
    addLine(boardForm, "pcie_gen", tr("PCIe generation:"), numberText(d.pcieGen));
    addLine(boardForm, "interconnect", tr("Interconnect:"), toQString(d.interconnect));
    m_cooling->setEditable(true);
    m_cooling->addItems({QString(), QStringLiteral("blower"), QStringLiteral("open-air"), QStringLiteral("passive"),
                         QStringLiteral("varies")});
    m_cooling->setCurrentText(toQString(d.cooling));
    m_cooling->setAccessibleName(tr("Cooling"));
    m_cooling->setToolTip(tr("Open-air cards overheat when three or more sit side by side (Dettmers 2019, §5.1)"));
    boardForm->addRow(tr("Cooling:"), m_cooling);
    addLine(boardForm, "board_slots", tr("Slots:"), numberText(d.boardSlots));
    addLine(boardForm, "length_mm", tr("Length:"), numberText(d.lengthMm), tr("mm"));
    addLine(boardForm, "psu_recommended_w", tr("Recommended PSU:"), numberText(d.psuRecommendedW), tr("W"));
    addLine(boardForm, "launch_msrp_usd", tr("Launch price:"), numberText(d.launchMsrpUsd), tr("USD"));
    tabs->addTab(board, tr("Board"));

    auto *source = new QWidget(tabs);
    auto *sourceForm = new QFormLayout(source);
    addLine(sourceForm, "source", tr("S&ource:"), toQString(d.source))
        ->setPlaceholderText(tr("Where the figures come from (datasheet, review, own estimate)"));
    m_notes->setPlainText(toQString(d.notes));
    m_notes->setAccessibleName(tr("Notes"));
    sourceForm->addRow(tr("Notes:"), m_notes);
    tabs->addTab(source, tr("Source"));

    m_estimate->setWordWrap(true);
    m_estimate->setTextFormat(Qt::RichText);
    layout->addWidget(m_estimate);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Save);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QComboBox *box : {m_kind, m_segment, m_tensorCores})
        connect(box, &QComboBox::currentIndexChanged, this, &DeviceDialog::validate);
    connect(m_cooling, &QComboBox::currentTextChanged, this, &DeviceDialog::validate);
    connect(m_year, &QSpinBox::valueChanged, this, &DeviceDialog::validate);
    validate();
}

QLineEdit *DeviceDialog::addLine(QFormLayout *form, const std::string &column, const QString &label,
                                 const QString &text, const QString &unit)
{
    auto *edit = new QLineEdit(text, this);
    edit->setObjectName(toQString(column));
    QString accessible = label;
    accessible.remove(QLatin1Char('&')).remove(QLatin1Char(':'));
    edit->setAccessibleName(accessible);
    auto *problem = new QLabel(this);
    problem->setStyleSheet(QStringLiteral("color: #c0392b"));
    problem->setWordWrap(true);
    problem->hide();
    auto *row = new QWidget(this);
    auto *rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(2);
    auto *line = new QHBoxLayout;
    line->addWidget(edit, 1);
    if (!unit.isEmpty())
        line->addWidget(new QLabel(unit, this));
    rowLayout->addLayout(line);
    rowLayout->addWidget(problem);
    form->addRow(label, row);
    m_fields[column] = edit;
    m_problems[column] = problem;
    connect(edit, &QLineEdit::textChanged, this, &DeviceDialog::validate);
    return edit;
}

QLineEdit *DeviceDialog::field(const std::string &column) const
{
    const auto it = m_fields.find(column);
    return it == m_fields.end() ? nullptr : it->second;
}

Device DeviceDialog::device() const
{
    Device d = m_original;
    const auto text = [this](const char *column) { return m_fields.at(column)->text().trimmed().toStdString(); };
    d.id = text("id");
    d.name = text("name");
    d.vendor = text("vendor");
    d.kind = static_cast<DeviceKind>(m_kind->currentData().toInt());
    d.segment = static_cast<Segment>(m_segment->currentData().toInt());
    d.architecture = text("architecture");
    d.releaseYear = m_year->value();
    const std::string month = text("release_date");
    d.releaseDate = month.empty() ? std::nullopt : PartialDate::parse(month);
    d.memoryType = text("memory_type");
    d.interconnect = text("interconnect");
    d.source = text("source");
    d.cooling = m_cooling->currentText().trimmed().toStdString();
    d.notes = m_notes->toPlainText().trimmed().toStdString();
    const QVariant tensor = m_tensorCores->currentData();
    d.tensorCores = tensor.isValid() ? std::optional<bool>(tensor.toBool()) : std::nullopt;
    for (const NumberField &f : kNumbers) {
        if (const auto parsed = parseNumber(m_fields.at(f.column)->text()))
            d.*(f.member) = *parsed;
    }
    if (!m_editing)
        d.origin = Origin::User;
    return d;
}

void DeviceDialog::validate()
{
    std::map<std::string, QString> problems;
    for (const NumberField &f : kNumbers) {
        if (!parseNumber(m_fields.at(f.column)->text()))
            problems[f.column] = tr("'%1' is not a number; leave it empty when unknown")
                                     .arg(m_fields.at(f.column)->text().trimmed());
    }
    const QString month = m_fields.at("release_date")->text().trimmed();
    if (!month.isEmpty()) {
        const auto parsed = PartialDate::parse(month.toStdString());
        if (!parsed || parsed->precision() == PartialDate::Precision::Year)
            problems["release_date"] = tr("write the month as YYYY-MM, e.g. 2025-01");
    }
    const Device d = device();
    for (const FieldProblem &p : checkDevice(d)) {
        if (!problems.count(p.field))
            problems[p.field] = translated(p.message);
    }
    if (!m_editing && problems.count("id") == 0 && m_workspace->data().device(d.id))
        problems["id"] = tr("a device with this id exists already");

    for (const auto &[column, label] : m_problems) {
        const auto it = problems.find(column);
        label->setVisible(it != problems.end());
        label->setText(it != problems.end() ? it->second : QString());
    }
    // Problems of fields without a line of their own (release year).
    if (problems.count("release_year"))
        m_year->setToolTip(problems["release_year"]);
    m_ok->setEnabled(problems.empty());

    if (!problems.empty()) {
        m_estimate->setText(tr("<i>Fix the marked fields to see the estimate.</i>"));
        return;
    }
    const ViewOptions &view = m_workspace->view();
    const auto single = view.mix.single().value_or(Workload::Cnn);
    const auto figure = m_workspace->model().relative(d, single, view.precision, view.referenceId);
    const Device *reference = m_workspace->data().device(view.referenceId);
    if (!figure) {
        m_estimate->setText(tr("<i>Not enough specifications for an estimate yet: the model needs a compute "
                               "rate and the memory bandwidth.</i>"));
        return;
    }
    m_estimate->setText(tr("Estimated %1 at %2: <b>≈ %3×</b> the %4, ±%5%.")
                            .arg(toQString(toString(single)), toQString(toString(view.precision)),
                                 QLocale().toString(figure->relative, 'f', 2),
                                 htmlEscaped(toQString(reference ? reference->name : view.referenceId)))
                            .arg(qRound(figure->uncertainty * 100)));
}

} // namespace gpa::ui
