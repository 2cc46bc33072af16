#include "workloadpage.h"
#include "ui/llmchoices.h"

#include "database/qtconvert.h"
#include "ui/workspace.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace gpa::ui {

namespace {

std::size_t slot(Workload workload)
{
    return static_cast<std::size_t>(workload);
}


} // namespace

WorkloadPage::WorkloadPage(const Workspace *workspace, QWidget *parent)
    : AnswerPage(workspace, parent)
{
    setTitle(tr("What you train"));
    setSubTitle(tr("Different networks need different things from a card: tensor cores and "
                   "compute for convnets and Transformers, memory bandwidth for RNNs (Dettmers 2019, "
                   "§3.1, §3.2)."));

    auto *mixBox = new QGroupBox(tr("Workloads"), this);
    auto *grid = new QGridLayout(mixBox);
    const std::pair<Workload, QString> rows[] = {
        {Workload::Cnn, tr("&Convolutional networks (images, video)")},
        {Workload::Rnn, tr("&Recurrent networks (LSTMs, sequences)")},
        {Workload::Transformer, tr("&Transformers (language, BERT, GPT)")},
    };
    int row = 0;
    for (const auto &[workload, text] : rows) {
        auto *slider = new QSlider(Qt::Horizontal, mixBox);
        slider->setRange(0, 100);
        slider->setPageStep(10);
        slider->setMinimumWidth(200);
        auto *label = new QLabel(text, mixBox);
        label->setBuddy(slider);
        slider->setAccessibleName(tr("Weight of %1").arg(QString(text).remove(QLatin1Char('&'))));
        auto *share = new QLabel(mixBox);
        share->setMinimumWidth(share->fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
        share->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        grid->addWidget(label, row, 0);
        grid->addWidget(slider, row, 1);
        grid->addWidget(share, row, 2);
        m_weights[slot(workload)] = slider;
        m_shares[slot(workload)] = share;
        connect(slider, &QSlider::valueChanged, this, &WorkloadPage::updateShares);
        ++row;
    }
    grid->setColumnStretch(1, 1);
    m_mixProblem = new QLabel(tr("Give at least one workload some weight."), mixBox);
    m_mixProblem->setStyleSheet(QStringLiteral("color: palette(link)"));
    grid->addWidget(m_mixProblem, row, 0, 1, 3);

    auto *precisionBox = new QGroupBox(tr("Training precision"), this);
    auto *precisionLayout = new QVBoxLayout(precisionBox);
    m_fp16 = new QRadioButton(tr("&16-bit mixed precision (what RTX cards are made for)"),
                              precisionBox);
    m_fp16->setAccessibleName(tr("16-bit mixed precision"));
    m_fp32 = new QRadioButton(tr("&32-bit"), precisionBox);
    m_fp32->setAccessibleName(tr("32-bit precision"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_fp16);
    group->addButton(m_fp32);
    precisionLayout->addWidget(m_fp16);
    precisionLayout->addWidget(m_fp32);
    precisionLayout->addWidget(hintLabel(
        tr("16-bit training is faster on tensor cores and stretches memory: 8 GB at 16-bit "
           "hold about what 12 GB hold at 32-bit (Dettmers 2019, §4.1, §6.3). Most frameworks do not "
           "use it by default."),
        precisionBox));
    m_tensorCores = new QCheckBox(tr("Only cards with &tensor cores (Dettmers 2019, §3.1)"), precisionBox);
    m_tensorCores->setAccessibleName(tr("Only cards with tensor cores"));
    precisionLayout->addWidget(m_tensorCores);

    m_llm = new QGroupBox(tr("A &large language model to run or fine-tune"), this);
    m_llm->setCheckable(true);
    m_llm->setChecked(false);
    m_llm->setAccessibleName(tr("A large language model"));
    m_llm->setToolTip(tr("The cards must hold the model for the task on the planned number of "
                         "cards, and are ranked by its tokens a second instead of the workloads"));
    auto *llmForm = new QFormLayout(m_llm);
    m_llmModel = new QComboBox(m_llm);
    m_llmModel->setAccessibleName(tr("Language model"));
    for (const LlmModel &m : workspace->data().llmModels)
        m_llmModel->addItem(toQString(m.name), toQString(m.id));
    m_llmTask = new QComboBox(m_llm);
    m_llmTask->setAccessibleName(tr("LLM task"));
    LlmChoices::addTasks(m_llmTask);
    llmForm->addRow(tr("Model:"), m_llmModel);
    llmForm->addRow(tr("Task:"), m_llmTask);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mixBox);
    layout->addWidget(precisionBox);
    layout->addWidget(m_llm);
    layout->addStretch(1);

    // Read by the memory page, which explains the 16-bit factor.
    registerField(QStringLiteral("fp16"), m_fp16);
    updateShares();
}

QSlider *WorkloadPage::weightSlider(Workload workload) const
{
    return m_weights[slot(workload)];
}

void WorkloadPage::load(const RecommendationInputs &inputs)
{
    const WorkloadMix n = inputs.mix.isValid() ? inputs.mix.normalised() : WorkloadMix {};
    for (const Workload w : kAllWorkloads)
        m_weights[slot(w)]->setValue(static_cast<int>(std::lround(n.weight(w) * 100.0)));
    (inputs.precision == Precision::Fp16 ? m_fp16 : m_fp32)->setChecked(true);
    m_tensorCores->setChecked(inputs.tensorCoresRequired);
    m_loadedLlm = inputs.llm;
    m_llm->setChecked(inputs.llm.has_value());
    const LlmWorkload llm = inputs.llm.value_or(LlmWorkload {});
    const int model = m_llmModel->findData(toQString(llm.modelId));
    if (model >= 0)
        m_llmModel->setCurrentIndex(model);
    m_llmTask->setCurrentIndex(m_llmTask->findData(static_cast<int>(llm.task)));
}

void WorkloadPage::store(RecommendationInputs &inputs) const
{
    inputs.mix = WorkloadMix {static_cast<double>(m_weights[slot(Workload::Cnn)]->value()),
                              static_cast<double>(m_weights[slot(Workload::Rnn)]->value()),
                              static_cast<double>(m_weights[slot(Workload::Transformer)]->value())};
    inputs.precision = m_fp16->isChecked() ? Precision::Fp16 : Precision::Fp32;
    inputs.tensorCoresRequired = m_tensorCores->isChecked();
    inputs.llm.reset();
    if (m_llm->isChecked() && m_llmModel->currentIndex() >= 0) {
        LlmWorkload llm;
        llm.modelId = m_llmModel->currentData().toString().toStdString();
        llm.task = static_cast<LlmTask>(m_llmTask->currentData().toInt());
        llm.formatId = std::string(defaultWeightFormat(llm.task));
        if (m_loadedLlm && m_loadedLlm->task == llm.task) {
            llm.formatId = m_loadedLlm->formatId;
            llm.context = m_loadedLlm->context;
            llm.batch = m_loadedLlm->batch;
        }
        inputs.llm = llm;
    }
}

bool WorkloadPage::isComplete() const
{
    for (const QSlider *s : m_weights) {
        if (s->value() > 0)
            return true;
    }
    return false;
}

void WorkloadPage::updateShares()
{
    int total = 0;
    for (const QSlider *s : m_weights)
        total += s->value();
    for (std::size_t i = 0; i < m_weights.size(); ++i) {
        const double share = total > 0 ? 100.0 * m_weights[i]->value() / total : 0.0;
        m_shares[i]->setText(tr("%1 %").arg(QLocale().toString(share, 'f', 0)));
    }
    m_mixProblem->setVisible(total == 0);
    emit completeChanged();
}

} // namespace gpa::ui
