#include "memorypage.h"

#include "core/costtext.h"
#include "core/memory.h"
#include "database/qtconvert.h"
#include "ui/workspace.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace gpa::ui {

namespace {

// Memory sizes cards are sold with, for "the smallest that fits".
constexpr double kCommonSizesGb[] = {2, 3, 4, 6, 8, 11, 12, 16, 24, 32, 40, 48, 80};

QString gb(double value)
{
    return QLocale().toString(value, 'f', value == std::floor(value) ? 0 : 1);
}

} // namespace

MemoryPage::MemoryPage(const Workspace *workspace, QWidget *parent)
    : AnswerPage(workspace, parent)
{
    setTitle(tr("Memory"));
    setSubTitle(tr("Choose enough memory for your models (Dettmers 2019, §3.3); computer vision, machine "
                   "translation and some NLP need the most (Dettmers 2019, §6.1)."));

    auto *box = new QGroupBox(tr("Memory per card"), this);
    auto *form = new QFormLayout(box);
    m_minimum = new QDoubleSpinBox(box);
    m_minimum->setRange(0.0, 256.0);
    m_minimum->setDecimals(0);
    m_minimum->setSuffix(tr(" GB"));
    m_minimum->setSpecialValueText(tr("No minimum"));
    m_minimum->setAccessibleName(tr("Minimum memory per card in GB"));
    auto *minimumLabel = new QLabel(tr("&At least:"), box);
    minimumLabel->setBuddy(m_minimum);
    form->addRow(minimumLabel, m_minimum);

    m_preset = new QComboBox(box);
    m_preset->setAccessibleName(tr("Model preset"));
    m_preset->addItem(tr("None"), QString());
    for (const ModelPreset &p : modelPresets())
        m_preset->addItem(tr("%1: %2 GB at 32-bit")
                              .arg(QCoreApplication::translate(kMessageContext, p.name))
                              .arg(gb(p.fp32Gb)),
                          toQString(p.id));
    auto *presetLabel = new QLabel(tr("Enough for a &model:"), box);
    presetLabel->setBuddy(m_preset);
    form->addRow(presetLabel, m_preset);
    m_presetBasis = hintLabel(QString(), box);
    form->addRow(QString(), m_presetBasis);

    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    m_explanation->setAccessibleName(tr("How 16-bit training counts"));
    m_explanation->setFrameShape(QFrame::StyledPanel);
    m_explanation->setMargin(8);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(box);
    layout->addWidget(m_explanation);
    layout->addStretch(1);

    connect(m_minimum, &QDoubleSpinBox::valueChanged, this, &MemoryPage::updateExplanation);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &MemoryPage::updateExplanation);
    updateExplanation();
}

void MemoryPage::initializePage()
{
    m_fp16 = field(QStringLiteral("fp16")).toBool();
    updateExplanation();
}

void MemoryPage::load(const RecommendationInputs &inputs)
{
    m_fp16 = inputs.precision == Precision::Fp16;
    m_minimum->setValue(inputs.minMemoryGb);
    const int index = m_preset->findData(toQString(inputs.modelPreset));
    m_preset->setCurrentIndex(std::max(index, 0));
    updateExplanation();
}

void MemoryPage::store(RecommendationInputs &inputs) const
{
    inputs.minMemoryGb = m_minimum->value();
    inputs.modelPreset = toStdString(m_preset->currentData().toString());
}

QString MemoryPage::explanation() const
{
    return m_explanation->text();
}

void MemoryPage::updateExplanation()
{
    const double factor = workspace().settings().assumptions.memoryFactor16Bit;
    const Precision precision = m_fp16 ? Precision::Fp16 : Precision::Fp32;
    const QString factorText = toQString(compactNumber(factor));
    QString text = m_fp16
        ? tr("You train in 16-bit: activations and weights take about half the space, but "
             "frameworks keep 32-bit master weights, so a card holds about %1 times what it "
             "holds at 32-bit: 8 GB behave like %2 GB (Dettmers 2019, §6.3).")
              .arg(factorText, gb(effectiveMemoryGb(8.0, Precision::Fp16, factor)))
        : tr("You train in 32-bit: a card's memory counts as it is. Training in 16-bit would "
             "stretch it about %1 times (Dettmers 2019, §6.3).")
              .arg(factorText);

    const ModelPreset *preset = findModelPreset(toStdString(m_preset->currentData().toString()));
    m_presetBasis->setVisible(preset != nullptr);
    if (preset) {
        QString basis = QCoreApplication::translate(kMessageContext, preset->basis);
        if (!preset->source.empty())
            basis += QStringLiteral(" (") + toQString(preset->source) + QLatin1Char(')');
        m_presetBasis->setText(basis);
        const MemoryRequirement need = preset->requirement();
        std::optional<double> smallest;
        for (const double size : kCommonSizesGb) {
            if (checkMemoryFit(size, precision, need, factor).fits.value_or(false)) {
                smallest = size;
                break;
            }
        }
        text += QLatin1Char(' ')
            + tr("%1 needs about %2 GB per card at 32-bit.")
                  .arg(QCoreApplication::translate(kMessageContext, preset->name), gb(need.gb));
        if (smallest)
            text += QLatin1Char(' ')
                + (m_fp16 ? tr("In 16-bit, cards from %1 GB on fit (about %2 GB at 32-bit).")
                                .arg(gb(*smallest),
                                     gb(effectiveMemoryGb(*smallest, precision, factor)))
                          : tr("Cards from %1 GB on fit.").arg(gb(*smallest)));
    }
    if (m_minimum->value() > 0.0)
        text += QLatin1Char(' ')
            + tr("The minimum of %1 GB is the card's physical memory, without the factor.")
                  .arg(gb(m_minimum->value()));
    m_explanation->setText(text);
}

} // namespace gpa::ui
