#include "viewtoolbar.h"

#include "contentslengthcombobox.h"
#include "llmchoices.h"
#include "workloadmixdialog.h"

#include "database/qtconvert.h"

#include <QAbstractListModel>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QLabel>

#include <algorithm>

namespace gpa::ui {

namespace {

enum WorkloadItem { CnnItem, RnnItem, TransformerItem, EvenMixItem, CustomMixItem, LlmItem };

// Context lengths offered (tokens): from a chat turn to a long document.
constexpr int kContexts[] = {2048, 4096, 8192, 16384, 32768, 131072};


// The reference chooser's devices: their names shown, their ids as the
// items' data, kept as the catalogue's own strings. A QStandardItem per
// device took a third of a kilobyte each at 10,000 devices.
class DeviceListModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    // By name; pointers, not copies of 10,000 ids and names (1.1 MB).
    void setDevices(std::span<const Device> devices)
    {
        beginResetModel();
        m_devices.clear();
        m_devices.reserve(devices.size());
        for (const Device &d : devices)
            m_devices.push_back(&d);
        std::stable_sort(m_devices.begin(), m_devices.end(),
                         [](const Device *a, const Device *b) { return a->name < b->name; });
        endResetModel();
    }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_devices.size());
    }

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        const Device &device = *m_devices[static_cast<std::size_t>(index.row())];
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case Qt::AccessibleTextRole:
            return toQString(device.name);
        case Qt::UserRole:
            return toQString(device.id);
        default:
            return {};
        }
    }

    // The row of a device, -1 when it is not listed (QComboBox::findData()
    // would make a QString of every id to compare).
    [[nodiscard]] int rowOf(const std::string &id) const
    {
        const auto it = std::find_if(m_devices.begin(), m_devices.end(), [&](const Device *d) { return d->id == id; });
        return it == m_devices.end() ? -1 : static_cast<int>(it - m_devices.begin());
    }

private:
    std::vector<const Device *> m_devices;
};

QDate toQDate(int dayNumber)
{
    return QDate::fromString(QString::fromStdString(isoDateFromDayNumber(dayNumber)), Qt::ISODate);
}

int toDayNumber(const QDate &date)
{
    return gpa::dayNumber(date.year(), date.month(), date.day());
}

} // namespace

ViewToolBar::ViewToolBar(QWidget *parent)
    : QToolBar(tr("View"), parent)
    , m_workload(new ContentsLengthComboBox(12, this))
    , m_precision(new QComboBox(this))
    , m_reference(new ContentsLengthComboBox(16, this))
    , m_policy(new QComboBox(this))
    , m_currency(new QComboBox(this))
    , m_asOfEnabled(new QCheckBox(tr("As of"), this))
    , m_asOf(new QDateEdit(this))
    , m_llmModel(new ContentsLengthComboBox(7, this))
    , m_llmTask(new ContentsLengthComboBox(6, this))
    , m_llmFormat(new QComboBox(this))
    , m_llmContext(new QComboBox(this))
    , m_prices(new QToolBar(tr("Prices"), parent ? parent : this))
{
    setObjectName(QStringLiteral("viewToolBar"));

    m_workload->addItems({tr("Convnets (CNN)"), tr("Recurrent nets (RNN)"), tr("Transformers"),
                          tr("Even mix"), tr("Custom mix…"), tr("Large language model")});
    m_workload->setAccessibleName(tr("Workload"));
    m_workload->setToolTip(tr("What you train: each workload stresses different parts of a chip (Dettmers 2019, §3)"));
    m_precision->addItem(tr("16-bit mixed"), QVariant::fromValue(static_cast<int>(Precision::Fp16)));
    m_precision->addItem(tr("32-bit"), QVariant::fromValue(static_cast<int>(Precision::Fp32)));
    m_precision->setAccessibleName(tr("Precision"));
    m_precision->setToolTip(tr("16-bit training uses tensor cores where a card has them (Dettmers 2019, §4.1)"));
    m_reference->setModel(new DeviceListModel(m_reference));
    m_reference->setAccessibleName(tr("Reference device"));
    m_reference->setToolTip(tr("Performance is shown relative to this device (= 1.0)"));
    const std::pair<PricePolicy, QString> policies[] = {
        {PricePolicy::Default, tr("Your price, else street, else launch")},
        {PricePolicy::Cheapest, tr("Cheapest offer")},
        {PricePolicy::NewOnly, tr("New only")},
        {PricePolicy::UsedOnly, tr("Used only")},
        {PricePolicy::Latest, tr("Latest quote")}};
    for (const auto &[policy, label] : policies)
        m_policy->addItem(label, static_cast<int>(policy));
    m_policy->setAccessibleName(tr("Price policy"));
    // In full (as wide as its longest item, Qt's default for a box whose
    // items are all there before it shows): the prices have a toolbar row
    // of their own in a narrow window.
    m_policy->setToolTip(tr("How one price is chosen from a device's quote history (Dettmers 2019, §4.3)"));
    m_currency->setAccessibleName(tr("Currency"));
    m_asOf->setCalendarPopup(true);
    m_asOf->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_asOf->setDate(QDate(2019, 4, 30));
    m_asOf->setEnabled(false);
    m_asOf->setAccessibleName(tr("As-of date"));
    m_asOfEnabled->setToolTip(tr("Look at the market of a past date: only prices seen and devices released by then"));

    m_llmModel->setAccessibleName(tr("Language model"));
    m_llmModel->setToolTip(tr("The large language model (its published configuration)"));
    LlmChoices::addTasks(m_llmTask);
    m_llmTask->setAccessibleName(tr("LLM task"));
    m_llmTask->setToolTip(tr("Run the model, fine-tune adapters (LoRA, QLoRA on 4-bit weights), "
                             "fine-tune every weight or pretrain"));
    for (const WeightFormat &format : weightFormats())
        m_llmFormat->addItem(toQString(format.id), toQString(format.id));
    m_llmFormat->setAccessibleName(tr("Weight format"));
    m_llmFormat->setToolTip(tr("How the weights are stored: 16-bit, 8-bit or a 4-bit quantisation"));
    for (const int tokens : kContexts)
        m_llmContext->addItem(tokens >= 1024 ? tr("%1k").arg(tokens / 1024) : QString::number(tokens), tokens);
    m_llmFormat->setCurrentIndex(m_llmFormat->findData(toQString(LlmWorkload{}.formatId)));
    m_llmContext->setCurrentIndex(m_llmContext->findData(LlmWorkload{}.context));
    m_llmContext->setAccessibleName(tr("Context"));
    m_llmContext->setToolTip(tr("Tokens in the context (for training, the sequence length)"));

    const auto label = [this](QToolBar *bar, const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        l->setContentsMargins(4, 0, 2, 0);
        return QList<QAction *>{bar->addWidget(l), bar->addWidget(buddy)};
    };
    label(this, tr("&Workload:"), m_workload);
    m_llmActions << addWidget(m_llmModel) << addWidget(m_llmTask) << addWidget(m_llmFormat)
                 << addWidget(m_llmContext);
    m_trainingActions << label(this, tr("&Precision:"), m_precision);
    m_trainingActions << label(this, tr("&Reference:"), m_reference);
    // What prices mean: a toolbar of its own, which the window places
    // beside this one or, when the window is narrow, on a second row.
    m_prices->setObjectName(QStringLiteral("pricesToolBar"));
    label(m_prices, tr("Pri&ce:"), m_policy);
    label(m_prices, tr("C&urrency:"), m_currency);
    m_prices->addSeparator();
    m_prices->addWidget(m_asOfEnabled);
    m_prices->addWidget(m_asOf);

    connect(m_workload, &QComboBox::activated, this, [this](int index) {
        if (index == CustomMixItem)
            editCustomMix();
        else
            readWidgets();
    });
    for (QComboBox *box : {m_precision, m_reference, m_policy, m_currency, m_llmModel, m_llmFormat, m_llmContext})
        connect(box, &QComboBox::currentIndexChanged, this, &ViewToolBar::readWidgets);
    connect(m_llmTask, &QComboBox::activated, this, &ViewToolBar::onLlmTaskChosen);
    showLlmChoosers(false);
    connect(m_asOfEnabled, &QCheckBox::toggled, this, [this](bool on) {
        m_asOf->setEnabled(on);
        readWidgets();
    });
    connect(m_asOf, &QDateEdit::dateChanged, this, &ViewToolBar::readWidgets);
}

void ViewToolBar::setDevices(std::span<const Device> devices)
{
    m_updating = true;
    auto *list = static_cast<DeviceListModel *>(m_reference->model());
    list->setDevices(devices);
    m_reference->setCurrentIndex(list->rowOf(m_view.referenceId));
    m_updating = false;
}

void ViewToolBar::setCurrencies(const QStringList &codes)
{
    m_updating = true;
    m_currency->clear();
    m_currency->addItems(codes);
    m_currency->setCurrentText(toQString(m_view.currency));
    m_updating = false;
}

void ViewToolBar::setLlmModels(const std::vector<std::pair<std::string, std::string>> &idsAndNames)
{
    m_updating = true;
    const QString current = m_llmModel->currentData().toString();
    m_llmModel->clear();
    for (const auto &[id, name] : idsAndNames)
        m_llmModel->addItem(toQString(name), toQString(id));
    const int index = m_llmModel->findData(m_view.llm ? toQString(m_view.llm->modelId) : current);
    m_llmModel->setCurrentIndex(index >= 0 ? index : m_llmModel->findData(toQString(LlmWorkload{}.modelId)));
    m_updating = false;
}

void ViewToolBar::showLlmChoosers(bool llm)
{
    for (QAction *action : m_llmActions)
        action->setVisible(llm);
    for (QAction *action : m_trainingActions)
        action->setVisible(!llm);
}

void ViewToolBar::onLlmTaskChosen()
{
    // A new task starts from the format it usually runs with (full
    // fine-tuning cannot train 4-bit weights, QLoRA trains on them).
    const auto task = static_cast<LlmTask>(m_llmTask->currentData().toInt());
    m_updating = true;
    m_llmFormat->setCurrentIndex(m_llmFormat->findData(QString::fromLatin1(defaultWeightFormat(task).data())));
    m_updating = false;
    readWidgets();
}

void ViewToolBar::setView(const ViewOptions &view)
{
    m_updating = true;
    m_view = view;
    showLlmChoosers(view.llm.has_value());
    if (view.llm) {
        m_workload->setCurrentIndex(LlmItem);
        const int model = m_llmModel->findData(toQString(view.llm->modelId));
        if (model >= 0)
            m_llmModel->setCurrentIndex(model);
        m_llmTask->setCurrentIndex(m_llmTask->findData(static_cast<int>(view.llm->task)));
        m_llmFormat->setCurrentIndex(m_llmFormat->findData(toQString(view.llm->formatId)));
        int context = m_llmContext->findData(view.llm->context);
        if (context < 0) {
            m_llmContext->addItem(QString::number(view.llm->context), view.llm->context);
            context = m_llmContext->count() - 1;
        }
        m_llmContext->setCurrentIndex(context);
    } else if (const auto single = view.mix.single())
        m_workload->setCurrentIndex(static_cast<int>(*single));
    else if (view.mix.normalised() == WorkloadMix{}.normalised())
        m_workload->setCurrentIndex(EvenMixItem);
    else
        m_workload->setCurrentIndex(CustomMixItem);
    m_precision->setCurrentIndex(m_precision->findData(static_cast<int>(view.precision)));
    m_reference->setCurrentIndex(static_cast<DeviceListModel *>(m_reference->model())->rowOf(view.referenceId));
    m_policy->setCurrentIndex(m_policy->findData(static_cast<int>(view.policy)));
    m_currency->setCurrentText(toQString(view.currency));
    m_asOfEnabled->setChecked(view.asOfDay.has_value());
    m_asOf->setEnabled(view.asOfDay.has_value());
    if (view.asOfDay)
        m_asOf->setDate(toQDate(*view.asOfDay));
    m_updating = false;
}

void ViewToolBar::readWidgets()
{
    if (m_updating)
        return;
    ViewOptions view = m_view;
    switch (m_workload->currentIndex()) {
    case CnnItem:
        view.mix = WorkloadMix::only(Workload::Cnn);
        break;
    case RnnItem:
        view.mix = WorkloadMix::only(Workload::Rnn);
        break;
    case TransformerItem:
        view.mix = WorkloadMix::only(Workload::Transformer);
        break;
    case EvenMixItem:
        view.mix = WorkloadMix{};
        break;
    default:
        break; // the custom mix keeps its weights
    }
    view.llm.reset();
    if (m_workload->currentIndex() == LlmItem) {
        LlmWorkload llm = m_view.llm.value_or(LlmWorkload{});
        if (m_llmModel->currentIndex() >= 0)
            llm.modelId = m_llmModel->currentData().toString().toStdString();
        llm.task = static_cast<LlmTask>(m_llmTask->currentData().toInt());
        llm.formatId = m_llmFormat->currentData().toString().toStdString();
        llm.context = m_llmContext->currentData().toInt();
        view.llm = llm;
    }
    showLlmChoosers(view.llm.has_value());
    view.precision = static_cast<Precision>(m_precision->currentData().toInt());
    if (m_reference->currentIndex() >= 0)
        view.referenceId = m_reference->currentData().toString().toStdString();
    view.policy = static_cast<PricePolicy>(m_policy->currentData().toInt());
    if (!m_currency->currentText().isEmpty())
        view.currency = m_currency->currentText().toStdString();
    view.asOfDay = m_asOfEnabled->isChecked() ? std::optional<int>(toDayNumber(m_asOf->date())) : std::nullopt;
    view.today = toDayNumber(QDate::currentDate()); // the end of today's price window
    if (view == m_view)
        return;
    m_view = view;
    emit viewChanged(m_view);
}

void ViewToolBar::editCustomMix()
{
    WorkloadMixDialog dialog(m_view.mix, this);
    if (dialog.exec() != QDialog::Accepted) {
        setView(m_view); // back to the selection before
        return;
    }
    ViewOptions view = m_view;
    view.mix = dialog.mix();
    m_view = view;
    setView(m_view);
    emit viewChanged(m_view);
}

} // namespace gpa::ui
