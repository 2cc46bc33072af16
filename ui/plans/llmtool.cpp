#include "llmtool.h"
#include "ui/llmchoices.h"

#include "core/llm.h"
#include "core/llmchartdata.h"
#include "database/qtconvert.h"
#include "ui/fittingcombobox.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/workspace.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace gpa::ui {

namespace {

// Systems the chart draws: as many as the other plan charts hold legibly.
constexpr int kChartSystems = 12;
// Cloud offers the explanation lists.
constexpr int kCloudOffers = 3;


QString tokensText(double tokensPerS)
{
    return QLocale().toString(tokensPerS, 'f', tokensPerS < 10.0 ? 2 : 1);
}

} // namespace

LlmTool::LlmTool(Workspace *workspace, QWidget *parent)
    : PlanTool(workspace, ChartKind::PerformancePerDollar, parent)
    , m_model(new FittingComboBox)
    , m_task(new QComboBox)
    , m_format(new QComboBox)
    , m_context(new QSpinBox)
    , m_batch(new QSpinBox)
{
    m_model->setAccessibleName(tr("Language model"));
    m_model->setToolTip(tr("The large language model (its published configuration)"));
    LlmChoices::addTasks(m_task);
    m_task->setAccessibleName(tr("LLM task"));
    m_task->setToolTip(tr("Run the model, fine-tune adapters (LoRA, QLoRA on 4-bit weights), "
                          "fine-tune every weight or pretrain"));
    for (const WeightFormat &format : weightFormats())
        m_format->addItem(toQString(format.id), toQString(format.id));
    m_format->setAccessibleName(tr("Weight format"));
    m_format->setToolTip(tr("How the weights are stored: 16-bit, 8-bit or a 4-bit quantisation"));
    m_format->setCurrentIndex(m_format->findData(toQString(LlmWorkload{}.formatId)));
    m_context->setRange(128, 1 << 20);
    m_context->setSingleStep(1024);
    m_context->setValue(LlmWorkload{}.context);
    m_context->setSuffix(tr(" tokens"));
    m_context->setAccessibleName(tr("Context"));
    m_context->setToolTip(tr("Tokens in the context (for training, the sequence length)"));
    m_context->setKeyboardTracking(false);
    m_batch->setRange(1, 1024);
    m_batch->setValue(LlmWorkload{}.batch);
    m_batch->setAccessibleName(tr("Batch"));
    m_batch->setToolTip(tr("Sequences decoded together (for training, the micro-batch per device)"));
    m_batch->setKeyboardTracking(false);

    QFormLayout *form = addSection(tr("Language model"));
    form->addRow(tr("Mo&del:"), m_model);
    form->addRow(tr("T&ask:"), m_task);
    form->addRow(tr("&Weights:"), m_format);
    form->addRow(tr("Conte&xt:"), m_context);
    form->addRow(tr("&Batch:"), m_batch);
    m_note = addInputsNote();
    setTableCaption(tr("Systems"));

    workspaceChanged(true);

    connect(m_model, &QComboBox::currentIndexChanged, this, &LlmTool::inputChanged);
    connect(m_task, &QComboBox::currentIndexChanged, this, &LlmTool::taskChosen);
    connect(m_format, &QComboBox::currentIndexChanged, this, &LlmTool::inputChanged);
    connect(m_context, &QSpinBox::valueChanged, this, &LlmTool::inputChanged);
    connect(m_batch, &QSpinBox::valueChanged, this, &LlmTool::inputChanged);
}

void LlmTool::taskChosen()
{
    const auto task = static_cast<LlmTask>(m_task->currentData().toInt());
    {
        const QSignalBlocker blocker(m_format);
        m_format->setCurrentIndex(m_format->findData(QString::fromLatin1(defaultWeightFormat(task).data())));
    }
    inputChanged();
}

void LlmTool::setSelectedDevice(const std::string &deviceId)
{
    if (m_selected == deviceId)
        return;
    m_selected = deviceId;
    inputChanged();
}

LlmWorkload LlmTool::workload() const
{
    LlmWorkload w;
    w.modelId = currentId(m_model);
    w.formatId = currentId(m_format);
    w.task = static_cast<LlmTask>(m_task->currentData().toInt());
    w.context = m_context->value();
    w.batch = m_batch->value();
    return w;
}

void LlmTool::workspaceChanged(bool devicesChanged)
{
    if (devicesChanged) {
        const std::string current = currentId(m_model);
        const QSignalBlocker blocker(m_model);
        m_model->clear();
        for (const LlmModel &m : m_workspace->data().llmModels)
            m_model->addItem(toQString(m.name), toQString(m.id));
        // Llama 3 70B first: the model most often sized for two cards.
        if (!selectId(m_model, current.empty() ? std::string("llama-3-70b") : current)
            && !selectId(m_model, LlmWorkload{}.modelId) && m_model->count() > 0)
            m_model->setCurrentIndex(0);
    }
    m_note->setText(tr("Devices you can buy, at the toolbar's price policy and date; owned cost: "
                       "the price over %1 years at %2% use, with electricity.")
                        .arg(m_workspace->session().llmCosts().lifeYears)
                        .arg(qRound(m_workspace->session().llmCosts().utilisation * 100)));
}

void LlmTool::compute()
{
    const Session &session = m_workspace->session();
    const LlmWorkload w = workload();
    const LlmWorkloadSetup setup = llmWorkloadSetup(session.data(), w);
    m_systems.clear();
    m_cloud.clear();
    ChartSnapshot chart = snapshot();
    chart.view.llm = w;
    if (!setup.setup) {
        setVerdict(explain(setup.problem.value_or(Message {})), true);
        setTable({}, {}, {});
        setExplanations({}, {});
        setChart(chart);
        return;
    }

    // Devices one can buy: cloud-only accelerators are in the cloud offers.
    DeviceFilter purchasable;
    purchasable.segments
        = std::set<Segment> {Segment::Consumer, Segment::Workstation, Segment::Datacenter};
    int without = 0;
    for (LlmSystemOption &o : smallestLlmSystems(session, w, purchasable)) {
        if (o.count > 0)
            m_systems.push_back(std::move(o));
        else
            ++without;
    }
    m_cloud = llmCloudCosts(session.data(), session.llmSpeedModel(), *setup.setup);

    std::vector<std::string> selected;
    if (!m_selected.empty())
        selected.push_back(m_selected);
    chart.llmValue = llmSystemBars(session, w, m_systems, LlmBarMetric::TokensPerThousand, kChartSystems,
                                   selected);
    setChart(chart);

    const LlmModel &model = *setup.setup->model;
    const bool training = isTraining(w.task);
    const QLocale locale;
    const auto systemName = [](const LlmSystemOption &o) {
        const QString name = toQString(o.device->name);
        return o.count > 1 ? tr("%1 × %2").arg(o.count).arg(name) : name;
    };
    const LlmCloudCost *cheapestCloud
        = !m_cloud.empty() && m_cloud.front().usdPerMillionTokens ? &m_cloud.front() : nullptr;

    if (m_systems.empty()) {
        setVerdict(tr("No system of up to %1 devices of one kind holds %2 for %3.")
                       .arg(kLlmMaxCount)
                       .arg(toQString(model.name), m_task->currentText()),
                   true);
    } else {
        const LlmSystemOption &best = m_systems.front();
        QStringList verdict;
        verdict << (best.systemUsd ? tr("Cheapest system that holds %1: %2 (%3)")
                                         .arg(toQString(model.name), systemName(best), money(*best.systemUsd))
                                   : tr("Smallest system that holds %1: %2")
                                         .arg(toQString(model.name), systemName(best)));
        QStringList figures;
        if (best.speed.tokensPerS)
            figures << tr("≈ %1 tokens/s").arg(tokensText(*best.speed.tokensPerS));
        if (best.ownUsdPerMillionTokens)
            figures << tr("%1 per million tokens owned").arg(money(*best.ownUsdPerMillionTokens, 2));
        if (cheapestCloud)
            figures << tr("%1 in the cloud").arg(money(*cheapestCloud->usdPerMillionTokens, 2));
        if (!figures.isEmpty())
            verdict << figures.join(QStringLiteral("; "));
        setVerdict(verdict.join(QLatin1Char('\n')), false);
    }

    std::vector<QStringList> rows;
    std::vector<RowStyle> styles;
    for (const LlmSystemOption &o : m_systems) {
        QString memory = tr("%1 GiB").arg(locale.toString(o.perDeviceGiB, 'f', 1));
        if (o.usableGiB)
            memory = tr("%1 of %2 GiB")
                         .arg(locale.toString(o.perDeviceGiB, 'f', 1), locale.toString(*o.usableGiB, 'f', 1));
        QString speed = QStringLiteral("—");
        if (const auto range = llmSpeedRange(o.speed))
            speed = tr("%1 (%2–%3)")
                        .arg(tokensText(*o.speed.tokensPerS), tokensText(range->low), tokensText(range->high));
        rows.push_back({systemName(o), o.count > 1 ? toQString(toString(o.split)) : tr("one device"), memory,
                        o.systemUsd ? money(*o.systemUsd) : QStringLiteral("—"), speed,
                        o.ownUsdPerMillionTokens ? money(*o.ownUsdPerMillionTokens, 2) : QStringLiteral("—")});
        const bool strong = &o == &m_systems.front() || o.device->id == m_selected;
        styles.push_back(strong ? RowStyle::Strong : RowStyle::Normal);
    }
    setTable({tr("System"), tr("Split"), tr("Memory per device"), tr("Price"),
              training ? tr("Training tokens/s") : tr("Decode tokens/s"), tr("Per million tokens")},
             rows, styles);
    setTableCaption(without > 0 ? tr("The smallest system of each device, cheapest first; %n device(s) "
                                     "cannot hold it or run the task",
                                     nullptr, without)
                                : tr("The smallest system of each device, cheapest first"));

    // The memory of the selected device's system, else of the cheapest.
    QStringList lines;
    QStringList warnings;
    const auto shown = std::find_if(m_systems.begin(), m_systems.end(),
                                    [&](const LlmSystemOption &o) { return o.device->id == m_selected; });
    if (!m_systems.empty()) {
        const LlmSystemOption &o = shown != m_systems.end() ? *shown : m_systems.front();
        const LlmMemory &m = o.memory;
        QStringList terms;
        const std::pair<QString, double> parts[] = {{tr("weights"), m.weightsGiB},
                                                    {tr("KV cache"), m.kvCacheGiB},
                                                    {tr("activations"), m.activationsGiB},
                                                    {tr("gradients"), m.gradientsGiB},
                                                    {tr("optimizer state"), m.optimizerGiB},
                                                    {tr("runtime overhead"), m.overheadGiB}};
        for (const auto &[label, gib] : parts) {
            if (gib > 0.0)
                terms << tr("%1 %2 GiB").arg(label, locale.toString(gib, 'f', 2));
        }
        lines << tr("%1: %2; %3 GiB in all, %4 GiB on each device")
                     .arg(systemName(o), terms.join(QStringLiteral(", ")), locale.toString(m.totalGiB, 'f', 2),
                          locale.toString(m.perDeviceGiB, 'f', 2));
        if (o.count > 1 && m.communication.text[0] != '\0')
            lines << explain(m.communication);
        if (o.speed.tokensPerS)
            lines << tr("Tokens a second estimated from the spec sheet, ±%1% (the speed model's "
                        "leave-one-device-out error); the range in the table spans that error.")
                         .arg(qRound(o.speed.uncertainty * 100));
    }
    int listed = 0;
    for (const LlmCloudCost &c : m_cloud) {
        if (!c.usdPerMillionTokens || listed == kCloudOffers)
            break;
        ++listed;
        const Device *device = session.data().device(c.deviceId);
        const QString name = toQString(device ? device->name : c.deviceId);
        QString line = tr("Cloud: %1 %2 (%3 × %4): %5 per million tokens on demand")
                           .arg(toQString(c.provider), toQString(c.instance))
                           .arg(c.devices)
                           .arg(name, money(*c.usdPerMillionTokens, 2));
        if (c.spotUsdPerMillionTokens)
            line += tr(", %1 spot").arg(money(*c.spotUsdPerMillionTokens, 2));
        lines << line;
    }
    if (listed == 0)
        lines << tr("Cloud: no offer holds it.");
    if (w.context > model.nativeContext)
        warnings << tr("The context of %1 tokens is longer than the %2 the model was trained for.")
                        .arg(w.context)
                        .arg(model.nativeContext);
    setExplanations(lines, warnings);
}

} // namespace gpa::ui
