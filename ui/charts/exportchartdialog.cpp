#include "exportchartdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace gpa::ui {

namespace {

QString extensionOf(ChartFileFormat format)
{
    return format == ChartFileFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png");
}

} // namespace

ExportChartDialog::ExportChartDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export Chart"));

    m_format = new QComboBox(this);
    m_format->addItem(tr("PNG image"), QVariant::fromValue(static_cast<int>(ChartFileFormat::Png)));
    m_format->addItem(tr("SVG drawing"),
                      QVariant::fromValue(static_cast<int>(ChartFileFormat::Svg)));

    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(kMinChartSide, kMaxChartSide);
        box->setSuffix(tr(" px"));
    }
    m_width->setValue(1600);
    m_height->setValue(900);
    m_scale = new QDoubleSpinBox(this);
    m_scale->setRange(kMinChartScale, kMaxChartScale);
    m_scale->setSingleStep(0.5);
    m_scale->setDecimals(1);
    m_scale->setValue(1.0);
    m_pixels = new QLabel(this);

    m_path = new QLineEdit(this);
    auto *browse = new QPushButton(tr("Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);

    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch();

    // Rows holding a layout get a label with a buddy: QFormLayout gives a
    // layout none, and the "&" would then show literally.
    const auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    auto *form = new QFormLayout;
    form->addRow(label(tr("&Format:"), m_format), m_format);
    form->addRow(label(tr("&Size:"), m_width), sizeRow);
    form->addRow(label(tr("S&cale:"), m_scale), m_scale);
    form->addRow(QString(), m_pixels);
    form->addRow(label(tr("&File:"), m_path), pathRow);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportChartDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportChartDialog::formatChanged);
    connect(m_path, &QLineEdit::textEdited, this, &ExportChartDialog::pathEdited);
    for (QSpinBox *box : {m_width, m_height})
        connect(box, &QSpinBox::valueChanged, this, &ExportChartDialog::updateState);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ExportChartDialog::updateState);
    updateState();
}

void ExportChartDialog::accept()
{
    if (!isAcceptable())
        return;
    if (!m_writer) {
        QDialog::accept();
        return;
    }
    const QFileInfo info(path());
    // A fresh account may have no ~/Pictures yet.
    if (!QDir().mkpath(info.absolutePath())) {
        m_writeError = tr("Not exported: the folder %1 cannot be created.").arg(QDir::toNativeSeparators(info.absolutePath()));
    } else {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const auto error = m_writer(path(), chartSize(), scale());
        QApplication::restoreOverrideCursor();
        m_writeError = error ? tr("Not exported: %1").arg(*error) : QString();
    }
    if (m_writeError.isEmpty()) {
        QDialog::accept();
        return;
    }
    updateState();
}

QString ExportChartDialog::problem() const
{
    return m_problem->text();
}

void ExportChartDialog::setPath(const QString &path)
{
    m_path->setText(path);
    pathEdited();
}

QString ExportChartDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportChartDialog::setFormat(ChartFileFormat format)
{
    m_format->setCurrentIndex(format == ChartFileFormat::Svg ? 1 : 0);
    formatChanged();
}

ChartFileFormat ExportChartDialog::format() const
{
    return static_cast<ChartFileFormat>(m_format->currentData().toInt());
}

void ExportChartDialog::setChartSize(QSize size)
{
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

QSize ExportChartDialog::chartSize() const
{
    return {m_width->value(), m_height->value()};
}

void ExportChartDialog::setScale(double scale)
{
    m_scale->setValue(scale);
}

double ExportChartDialog::scale() const
{
    return format() == ChartFileFormat::Svg ? 1.0 : m_scale->value();
}

bool ExportChartDialog::isAcceptable() const
{
    const auto fromName = chartFileFormat(path());
    return !path().isEmpty() && fromName && *fromName == format();
}

void ExportChartDialog::browse()
{
    const QString filter
        = format() == ChartFileFormat::Svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)");
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Chart"), path(), filter);
    if (!chosen.isEmpty()) {
        m_path->setText(chosen);
        // A name typed without extension gets the chosen format's.
        if (QFileInfo(chosen).suffix().isEmpty())
            m_path->setText(chosen + QLatin1Char('.') + extensionOf(format()));
        pathEdited();
    }
}

void ExportChartDialog::formatChanged()
{
    const QString current = path();
    if (!current.isEmpty()) {
        const QFileInfo info(current);
        const QString base = info.suffix().isEmpty()
            ? current
            : current.left(current.size() - info.suffix().size() - 1);
        m_path->setText(base + QLatin1Char('.') + extensionOf(format()));
    }
    updateState();
}

void ExportChartDialog::pathEdited()
{
    m_writeError.clear();
    // The extension typed decides the format.
    if (const auto fromName = chartFileFormat(path()); fromName && *fromName != format()) {
        const QSignalBlocker blocker(m_format);
        m_format->setCurrentIndex(*fromName == ChartFileFormat::Svg ? 1 : 0);
    }
    updateState();
}

void ExportChartDialog::updateState()
{
    const bool png = format() == ChartFileFormat::Png;
    m_scale->setEnabled(png);
    m_pixels->setText(png ? tr("The image will be %1 × %2 pixels.")
                                .arg(qRound(m_width->value() * m_scale->value()))
                                .arg(qRound(m_height->value() * m_scale->value()))
                          : tr("A vector drawing of %1 × %2 units.")
                                .arg(m_width->value())
                                .arg(m_height->value()));
    QString problem;
    if (path().isEmpty())
        problem = tr("Choose a file name.");
    else if (!isAcceptable())
        problem = tr("The file name must end in .%1.").arg(extensionOf(format()));
    else
        problem = m_writeError;
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(isAcceptable());
}

} // namespace gpa::ui
