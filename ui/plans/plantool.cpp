#include "plantool.h"

#include "core/costtext.h"
#include "database/qtconvert.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/charts/planchartview.h"
#include "ui/workspace.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace gpa::ui {

namespace {

bool darkPalette(const QWidget *widget)
{
    return widget->palette().color(QPalette::Window).lightness() < 128;
}

// Text a step back from the normal text, readable on light and dark palettes.
QColor mutedText(const QPalette &palette, QPalette::ColorRole text, QPalette::ColorRole background)
{
    const QColor a = palette.color(text);
    const QColor b = palette.color(background);
    const auto mix = [](float x, float y) { return x * 0.55f + y * 0.45f; };
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()),
                            mix(a.blueF(), b.blueF()));
}

} // namespace

PlanTool::PlanTool(Workspace *workspace, ChartKind chartKind, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    // Left: the inputs (a column that scrolls when the window is short)
    // over the explanation. Right: the verdict, the table and the chart, as
    // wide as the window allows.
    auto *inputs = new QWidget;
    m_inputs = new QVBoxLayout(inputs);
    m_inputs->setContentsMargins(0, 0, 4, 0);
    m_inputs->addStretch();
    auto *inputsArea = new QScrollArea(this);
    inputsArea->setWidget(inputs);
    inputsArea->setWidgetResizable(true);
    inputsArea->setFrameShape(QFrame::NoFrame);
    inputsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_explanation = new QTextBrowser(this);
    m_explanation->setAccessibleName(tr("Explanation"));
    m_explanation->setOpenLinks(false);
    m_explanation->setMinimumHeight(60);
    auto *explanationTitle = new QLabel(tr("Why"), this);
    QFont heading = explanationTitle->font();
    heading.setBold(true);
    explanationTitle->setFont(heading);
    auto *explanationBox = new QWidget(this);
    auto *explanationLayout = new QVBoxLayout(explanationBox);
    explanationLayout->setContentsMargins(0, 4, 0, 0);
    explanationLayout->setSpacing(2);
    explanationLayout->addWidget(explanationTitle);
    explanationLayout->addWidget(m_explanation, 1);

    m_inputsWidget = inputs;
    m_inputsWidget->installEventFilter(this);
    m_left = new QSplitter(Qt::Vertical, this);
    m_left->addWidget(inputsArea);
    m_left->addWidget(explanationBox);
    m_left->setStretchFactor(0, 0);
    m_left->setStretchFactor(1, 1);
    m_left->setChildrenCollapsible(false);
    m_left->setMinimumWidth(240);
    m_left->setMaximumWidth(380);
    m_left->installEventFilter(this);
    connect(m_left, &QSplitter::splitterMoved, this, [this] { m_inputsSized = true; });

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText); // sentences naming devices, never markup
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setAccessibleName(tr("Verdict"));
    QFont bold = m_verdict->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_verdict->setFont(bold);
    m_verdict->setContentsMargins(2, 2, 2, 4);

    m_tableCaption = new QLabel(this);
    m_tableCaption->setWordWrap(true);
    m_tableCaption->setTextFormat(Qt::PlainText);
    m_tableCaption->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 3);
    m_tableCaption->setBuddy(m_table);
    auto *tableBox = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->setSpacing(2);
    tableLayout->addWidget(m_tableCaption);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addStretch(); // what the table does not need stays below it

    m_chart = new PlanChartView(chartKind, this);

    m_right = new QSplitter(Qt::Vertical, this);
    m_right->addWidget(tableBox);
    m_right->addWidget(m_chart);
    m_right->setStretchFactor(0, 2);
    m_right->setStretchFactor(1, 5);
    m_right->setChildrenCollapsible(false);
    m_right->installEventFilter(this);
    connect(m_right, &QSplitter::splitterMoved, this, [this] { m_tableSized = true; });
    auto *results = new QWidget(this);
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_verdict);
    resultsLayout->addWidget(m_right, 1);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_left);
    split->addWidget(results);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto *root = new QHBoxLayout(this);
    root->setContentsMargins(6, 6, 6, 6);
    root->addWidget(split);

    connect(workspace, &Workspace::devicesReset, this, [this] { markDirty(true); });
    connect(workspace, &Workspace::evaluationsChanged, this, [this] { markDirty(false); });
    connect(workspace, &Workspace::evaluationChanged, this, [this] { markDirty(false); });
}

PlanTool::~PlanTool() = default;

void PlanTool::markDirty(bool devicesChanged)
{
    workspaceChanged(devicesChanged);
    if (isVisible())
        refresh();
    else
        m_dirty = true;
}

void PlanTool::inputChanged()
{
    if (isVisible())
        refresh();
    else
        m_dirty = true;
}

void PlanTool::refresh()
{
    if (m_computing)
        return;
    m_computing = true;
    compute();
    m_computing = false;
    m_dirty = false;
}

bool PlanTool::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_left || watched == m_right) && event->type() == QEvent::Resize)
        applySplits();
    if (watched == m_inputsWidget && event->type() == QEvent::LayoutRequest && isVisible())
        fitInputsWidth();
    return QWidget::eventFilter(watched, event);
}

void PlanTool::applySplits()
{
    // The inputs get the height they need (up to 70%), the explanation the
    // rest; the table its rows (up to 30%), the chart the rest; until the
    // user moves a handle.
    if (!m_inputsSized && m_left->height() > 0) {
        const int total = m_left->height() - m_left->handleWidth();
        const int width = m_inputsWidget->width();
        const int needed = m_inputsWidget->hasHeightForWidth() && width > 0
            ? m_inputsWidget->heightForWidth(width)
            : m_inputsWidget->sizeHint().height();
        const int inputs = std::min(needed + 6, total * 7 / 10);
        m_left->setSizes({inputs, total - inputs});
    }
    if (!m_tableSized && m_right->height() > 0) {
        const int total = m_right->height() - m_right->handleWidth();
        // Room for five rows, up to half the height: in a 700 px window
        // 30% would show three.
        const int caption = m_tableCaption->width() > 0 ? m_tableCaption->heightForWidth(m_tableCaption->width())
                                                        : m_tableCaption->sizeHint().height();
        const int fiveRows = caption + m_table->horizontalHeader()->sizeHint().height()
                             + 5 * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth() + 4;
        const int table = std::min(m_right->widget(0)->maximumHeight(),
                                   std::max(total * 3 / 10, std::min(fiveRows, total / 2)));
        m_right->setSizes({table, total - table});
    }
}

void PlanTool::fitInputsWidth()
{
    // The inputs column is as wide as its widest field, never clipped; a
    // card chooser asks for its current name (up to a limit, then elides).
    auto *area = qobject_cast<QScrollArea *>(m_left->widget(0));
    const int wanted = m_inputsWidget->minimumSizeHint().width()
        + area->verticalScrollBar()->sizeHint().width() + 2 * area->frameWidth() + 4;
    m_left->setMinimumWidth(std::clamp(wanted, 240, 380));
}

void PlanTool::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitInputsWidth();
    if (m_dirty)
        refresh();
}

QString PlanTool::verdictText() const
{
    return m_verdict->text();
}

QString PlanTool::explain(const Message &message)
{
    QString text = translated(message);
    if (!message.rule.empty())
        text += tr(" (Dettmers 2019, %1)").arg(toQString(message.rule));
    return text;
}

QFormLayout *PlanTool::addSection(const QString &title)
{
    auto *box = new QGroupBox(title);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_inputs->insertWidget(m_inputs->count() - 1, box);
    return form;
}

QLabel *PlanTool::addInputsNote()
{
    auto *note = new QLabel;
    note->setWordWrap(true);
    QFont small = note->font();
    small.setPointSizeF(small.pointSizeF() * 0.92);
    note->setFont(small);
    QPalette p = note->palette();
    p.setColor(QPalette::WindowText, mutedText(p, QPalette::WindowText, QPalette::Window));
    note->setPalette(p);
    m_inputs->insertWidget(m_inputs->count() - 1, note);
    return note;
}

void PlanTool::setTableCaption(const QString &caption)
{
    m_tableCaption->setText(caption);
    m_table->setAccessibleName(caption);
    fitTableBox();
}

void PlanTool::fillDevices(QComboBox *box, const std::function<bool(const Device &)> &accept) const
{
    const std::string current = currentId(box);
    std::vector<const Device *> devices;
    for (const Device &d : m_workspace->data().devices) {
        if (accept(d))
            devices.push_back(&d);
    }
    std::sort(devices.begin(), devices.end(),
              [](const Device *a, const Device *b) { return a->name < b->name; });
    const QSignalBlocker blocker(box);
    box->clear();
    for (const Device *d : devices)
        box->addItem(toQString(d->name.empty() ? d->id : d->name), toQString(d->id));
    if (!selectId(box, current) && box->count() > 0)
        box->setCurrentIndex(0);
}

std::string PlanTool::currentId(const QComboBox *box)
{
    return box->currentData().toString().toStdString();
}

bool PlanTool::selectId(QComboBox *box, const std::string &id)
{
    const int index = box->findData(toQString(id));
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    return true;
}

void PlanTool::setVerdict(const QString &text, bool problem)
{
    m_verdict->setText(text);
    QPalette p = palette();
    if (problem)
        p.setColor(QPalette::WindowText,
                   darkPalette(this) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    m_verdict->setPalette(p);
}

void PlanTool::setExplanations(const QStringList &lines, const QStringList &warnings)
{
    m_explanations = lines;
    m_warnings = warnings;
    const QString warningColour
        = darkPalette(this) ? QStringLiteral("#ffb74d") : QStringLiteral("#9a5b00");
    QString html;
    for (const QString &w : warnings)
        html += QStringLiteral("<p style=\"margin:0 0 6px 0; color:%1\">⚠ %2</p>")
                    .arg(warningColour, w.toHtmlEscaped());
    for (const QString &line : lines)
        html += QStringLiteral("<p style=\"margin:0 0 6px 0\">• %1</p>")
                    .arg(line.toHtmlEscaped());
    m_explanation->setHtml(html);
}

void PlanTool::setTable(const QStringList &header, const std::vector<QStringList> &rows,
                        const std::vector<RowStyle> &styles)
{
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(header.size()));
    m_table->setRowCount(static_cast<int>(rows.size()));
    m_table->setHorizontalHeaderLabels(header);
    QFont bold = m_table->font();
    bold.setBold(true);
    const QColor muted = mutedText(m_table->palette(), QPalette::Text, QPalette::Base);
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const auto index = static_cast<std::size_t>(r);
        const QStringList &row = rows[index];
        const RowStyle style = index < styles.size() ? styles[index] : RowStyle::Normal;
        for (int c = 0; c < row.size() && c < header.size(); ++c) {
            auto *item = new QTableWidgetItem(row.at(c));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            if (c != 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (style == RowStyle::Strong)
                item->setFont(bold);
            else if (style == RowStyle::Muted)
                item->setForeground(muted);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    fitTableBox();
}

void PlanTool::fitTableBox()
{
    // No taller than its rows and caption: a table of two systems leaves
    // the room to the chart.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth() + 2;
    height += std::max(m_table->rowCount(), 2) * m_table->verticalHeader()->defaultSectionSize();
    height += m_table->horizontalScrollBar()->sizeHint().height();
    m_table->setMaximumHeight(height);
    const QFontMetrics metrics(m_tableCaption->font());
    const int width = std::max(m_table->width(), 200);
    const int lines = 1 + metrics.horizontalAdvance(m_tableCaption->text()) / width;
    m_table->parentWidget()->setMaximumHeight(height + lines * metrics.lineSpacing() + 8);
    applySplits();
}

ChartSnapshot PlanTool::snapshot() const
{
    ChartSnapshot s;
    s.view = m_workspace->view();
    s.hasCatalogue = true;
    if (const Device *reference = m_workspace->data().device(s.view.referenceId))
        s.referenceName = reference->name;
    return s;
}

void PlanTool::setChart(const ChartSnapshot &snapshot)
{
    m_chart->setSnapshot(snapshot);
}

double PlanTool::toDisplay(double usd) const
{
    return usd / m_workspace->usdPerDisplayUnit();
}

QString PlanTool::money(double usd, int decimals) const
{
    return toQString(formatMoney(toDisplay(usd), m_workspace->view().currency, decimals));
}

QString PlanTool::currency() const
{
    return toQString(m_workspace->view().currency);
}

QString PlanTool::viewSummary() const
{
    const ViewOptions &view = m_workspace->view();
    QString workload;
    if (const auto single = view.mix.single()) {
        switch (*single) {
        case Workload::Cnn:
            workload = tr("convnets");
            break;
        case Workload::Rnn:
            workload = tr("recurrent nets");
            break;
        case Workload::Transformer:
            workload = tr("Transformers");
            break;
        }
    } else {
        workload = tr("a workload mix");
    }
    const QString precision = view.precision == Precision::Fp16 ? tr("16-bit mixed") : tr("32-bit");
    const QString date = view.asOfDay
        ? tr("prices and cards as of %1").arg(toQString(isoDateFromDayNumber(*view.asOfDay)))
        : tr("today's prices");
    return tr("Workload, precision, prices, currency and date follow the toolbar: %1, %2, %3, "
              "in %4. Defaults come from Preferences.")
        .arg(workload, precision, date, currency());
}

} // namespace gpa::ui
