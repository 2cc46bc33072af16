#include "detailspane.h"

#include "afterfirstpaint.h"
#include "celldelegate.h"
#include "pricetext.h"
#include "quotedialog.h"
#include "richtext.h"
#include "workspace.h"
#include "wrappedlabel.h"

#include "core/caveats.h"
#include "core/costtext.h"
#include "core/llm.h"
#include "core/specs.h"
#include "core/validation.h"
#include "database/catalogue.h"
#include "database/qtconvert.h"

#include <QAction>
#include <QClipboard>
#include <QGridLayout>
#include <QGuiApplication>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {

// A yes/no question whose text (naming a device) is shown as plain text.
QMessageBox::StandardButton askPlain(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::No);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

QTableWidget *makeTable(QWidget *parent, const QStringList &headers, const QString &name)
{
    auto *table = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    // Columns may narrow (and elide) to the pane's width rather than run
    // past its edge.
    table->horizontalHeader()->setMinimumSectionSize(24);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideRight);
    // A narrow pane scrolls a wide table rather than cut its last columns.
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(static_cast<int>(headers.size()) - 1, QHeaderView::Stretch);
    table->setAccessibleName(name);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    // The figures change at every view change: laid out once each.
    table->setItemDelegate(new CellDelegate(table));
    return table;
}

// Sizes a table to its rows (at most `maxRows` before it scrolls), so the
// pane does not show empty space under a one-row table.
void fitRows(QTableWidget *table, int maxRows)
{
    const int rows = std::min(std::max(table->rowCount(), 1), maxRows);
    const bool scrollsSideways = table->horizontalHeader()->length() > table->viewport()->width();
    const int height = table->horizontalHeader()->height() + rows * table->verticalHeader()->defaultSectionSize()
                       + 2 * table->frameWidth() + (table->rowCount() > maxRows ? 0 : 2)
                       + (scrollsSideways ? table->horizontalScrollBar()->sizeHint().height() : 0);
    table->setFixedHeight(height);
}

QTableWidgetItem *item(const QString &text, bool number = false)
{
    auto *i = new QTableWidgetItem(text);
    if (number)
        i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

// A specification's value: nullopt when the catalogue does not know it.
using SpecValue = std::optional<QString>;

SpecValue numberText(const std::optional<double> &value, const QString &unit, int decimals = -1)
{
    if (!value)
        return std::nullopt;
    const QString n = decimals < 0 ? QLocale().toString(*value, 'g', 6) : QLocale().toString(*value, 'f', decimals);
    return unit.isEmpty() ? n : n + QLatin1Char(' ') + unit;
}

SpecValue textValue(const std::string &text)
{
    return text.empty() ? SpecValue() : SpecValue(toQString(text));
}

// Long web addresses have no spaces to wrap at; a zero-width space after
// each separator lets the label wrap them within the pane's width.
QString wrappable(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        out += c;
        if (c == QLatin1Char('/') || c == QLatin1Char('.') || c == QLatin1Char('_') || c == QLatin1Char('-')
            || c == QLatin1Char('?') || c == QLatin1Char('&') || c == QLatin1Char('=') || c == QLatin1Char(':'))
            out += QChar(0x200B);
    }
    return out;
}

QString workloadName(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return DetailsPane::tr("Convnets");
    case Workload::Rnn:
        return DetailsPane::tr("Recurrent");
    case Workload::Transformer:
        return DetailsPane::tr("Transformers");
    }
    return {};
}

QString kindName(QuoteKind kind)
{
    switch (kind) {
    case QuoteKind::Msrp:
        return DetailsPane::tr("launch (MSRP)");
    case QuoteKind::List:
        return DetailsPane::tr("list");
    case QuoteKind::RetailNew:
        return DetailsPane::tr("shop, new");
    case QuoteKind::Used:
        return DetailsPane::tr("second-hand");
    case QuoteKind::SystemShare:
        return DetailsPane::tr("share of a machine");
    }
    return {};
}

// The pane's boxes and its content widget prefer the size their layout adds
// up from its items' hints. QWidget::sizeHint() would also ask the layout
// for its height at that width, which lays out every wrapped label's text
// once more per box at a width nothing is shown at. The geometry they get
// still follows heightForWidth() at the width they are given.
template<typename Base>
class PreferredFromHints : public Base
{
public:
    using Base::Base;

    [[nodiscard]] QSize sizeHint() const override
    {
        if (!this->layout())
            return Base::sizeHint();
        const QMargins m = this->contentsMargins();
        return this->layout()->sizeHint() + QSize(m.left() + m.right(), m.top() + m.bottom());
    }
};
using Section = PreferredFromHints<QGroupBox>;

} // namespace

DetailsPane::DetailsPane(QWidget *parent)
    : QWidget(parent)
    , m_title(new WrappedLabel(this))
    , m_subtitle(new WrappedLabel(this))
    , m_edit(new QPushButton(tr("&Edit…"), this))
    , m_revert(new QPushButton(tr("Re&vert"), this))
    , m_delete(new QPushButton(tr("&Delete"), this))
    , m_noDeviceHint(tr("Select a row of the table to see its details."))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The pane follows the splitter's width: text wraps, tables elide.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A device's details are nearly always taller than the pane. A scroll
    // bar that came and went would change the width the text wraps in, and
    // lay every label out again each time (twice for each width at start).
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    outer->addWidget(scroll);
    auto *content = new PreferredFromHints<QWidget>(scroll);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);

    // Bold at the pane's size: the face the table's reference row already
    // uses. A larger size would be a font of its own for the window's start
    // to match and draw (2.7M of its 158M instructions to the first frame).
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setTextFormat(Qt::PlainText); // a device name, never markup
    // Long names wrap in a narrow pane (WrappedLabel).
    layout->addWidget(m_title);
    m_subtitle->setTextFormat(Qt::PlainText);
    m_subtitle->setToolTip(tr("Vendor · architecture · segment · the device's id in the catalogue, "
                              "which the command line takes"));
    layout->addWidget(m_subtitle);
    auto *actions = new QHBoxLayout;
    m_edit->setToolTip(tr("Change this device's specifications"));
    m_revert->setToolTip(tr("Restore the values shipped with the bundled catalogue"));
    m_delete->setToolTip(tr("Remove your own device and its prices"));
    actions->addWidget(m_edit);
    actions->addWidget(m_revert);
    actions->addWidget(m_delete);
    actions->addStretch(1);
    layout->addLayout(actions);

    auto *performance = new Section(tr("Performance"), content);
    m_performanceBox = performance;
    auto *performanceLayout = new QVBoxLayout(performance);
    m_estimate = new WrappedLabel(performance);
    m_estimate->setTextFormat(Qt::RichText);
    m_performance = makeTable(performance, {tr("Workload"), tr("32-bit"), tr("16-bit")}, tr("Performance by workload"));
    // Three equal columns that fit the pane (a stretched last section would
    // keep its width and run past the edge).
    m_performance->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_performance->horizontalHeader()->setStretchLastSection(false);
    m_performance->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_performance->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // always its three rows
    performanceLayout->addWidget(m_estimate);
    performanceLayout->addWidget(m_performance);
    layout->addWidget(performance);

    // The view's LLM workload on this device: memory, speed and what a
    // million tokens cost, owned and rented (shown only with that workload).
    auto *llm = new Section(tr("Language model"), content);
    auto *llmLayout = new QVBoxLayout(llm);
    m_llm = new WrappedLabel(llm);
    m_llm->setObjectName(QStringLiteral("llmDetails"));
    m_llm->setTextFormat(Qt::RichText);
    llmLayout->addWidget(m_llm);
    m_llmBox = llm;
    layout->insertWidget(layout->indexOf(performance), llm);
    // What only some devices or views show starts hidden, as refresh()
    // leaves it for most: the window is laid out before the pane's first
    // refresh.
    m_llmBox->hide();
    m_revert->hide();
    m_delete->hide();

    auto *prices = new Section(tr("Prices"), content);
    m_pricesBox = prices;
    auto *pricesLayout = new QVBoxLayout(prices);
    m_priceRule = new WrappedLabel(prices);
    m_priceRule->setObjectName(QStringLiteral("priceRule"));
    // Plain text (catalogue text among it), lines as they are given.
    m_priceRule->setTextFormat(Qt::PlainText);
    m_quotes = makeTable(prices, {tr("Date"), tr("Kind"), tr("Origin"), tr("Amount"), tr("Source")}, tr("Price quotes"));
    auto *quoteButtons = new QHBoxLayout;
    m_addQuote = new QPushButton(tr("&Add price…"), prices);
    m_removeQuote = new QPushButton(tr("&Remove price"), prices);
    m_removeQuote->setEnabled(false);
    quoteButtons->addWidget(m_addQuote);
    quoteButtons->addWidget(m_removeQuote);
    quoteButtons->addStretch(1);
    pricesLayout->addWidget(m_priceRule);
    pricesLayout->addWidget(m_quotes);
    pricesLayout->addLayout(quoteButtons);
    layout->addWidget(prices);

    auto *caveats = new Section(tr("Caveats"), content);
    m_caveatsBox = caveats;
    auto *caveatsLayout = new QVBoxLayout(caveats);
    m_caveats = new WrappedLabel(caveats);
    m_caveats->setTextFormat(Qt::RichText);
    caveatsLayout->addWidget(m_caveats);
    // The source of the rules the caveats cite, by its title and a link.
    auto *article = new WrappedLabel(tr("Rules from Tim Dettmers, <a href=\"%1\">\"Which GPU(s) to Get for Deep "
                                  "Learning\"</a> (2019), cited as \"Dettmers 2019, §N\".")
                                   .arg(QLatin1String(kArticleUrl)),
                               caveats);
    article->setObjectName(QStringLiteral("articleLink"));
    article->setTextFormat(Qt::RichText);
    article->setOpenExternalLinks(true);
    caveatsLayout->addWidget(article);
    layout->addWidget(caveats);

    auto *specs = new Section(tr("Specifications"), content);
    // A grid rather than a form: a form gives a wrapped value (a long
    // source, notes) less height than its text needs at its width, and cuts it.
    m_specs = new QGridLayout(specs);
    m_specs->setColumnStretch(1, 1);
    // The labels are bare text (nothing to select); the whole sheet is
    // copied from the section's context menu.
    auto *copySpecs = new QAction(tr("&Copy Specifications"), specs);
    copySpecs->setObjectName(QStringLiteral("copySpecs"));
    connect(copySpecs, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(specsText()); });
    specs->addAction(copySpecs);
    specs->setContextMenuPolicy(Qt::ActionsContextMenu);
    layout->addWidget(specs);

    // Its table is made with the first sheet (fillBenchmarks()).
    m_benchmarksBox = new Section(tr("Measured benchmarks"), content);
    new QVBoxLayout(m_benchmarksBox);
    layout->addWidget(m_benchmarksBox);
    layout->addStretch(1);
    // A device's sections show with a device: the window starts with none
    // selected, and is laid out before the pane's first refresh.
    for (QWidget *section : std::initializer_list<QWidget *> {m_edit, m_performanceBox, m_pricesBox,
                                                              m_caveatsBox, specs, m_benchmarksBox})
        section->hide();

    connect(m_edit, &QPushButton::clicked, this, [this] { emit editDeviceRequested(m_deviceId); });
    connect(m_revert, &QPushButton::clicked, this, &DetailsPane::revertDevice);
    connect(m_delete, &QPushButton::clicked, this, &DetailsPane::deleteDevice);
    connect(m_addQuote, &QPushButton::clicked, this, &DetailsPane::addQuote);
    connect(m_removeQuote, &QPushButton::clicked, this, &DetailsPane::removeSelectedQuote);
    connect(m_quotes, &QTableWidget::itemSelectionChanged, this, [this] {
        m_removeQuote->setEnabled(!m_quotes->selectedItems().isEmpty() && !m_workspace->isReadOnly());
    });
}

void DetailsPane::setWorkspace(Workspace *workspace)
{
    Q_ASSERT(!m_workspace && workspace);
    m_workspace = workspace;
    // A new view or a price edit changes figures and prices, not the sheet.
    connect(workspace, &Workspace::evaluationsChanged, this, &DetailsPane::refreshFigures);
    connect(workspace, &Workspace::evaluationChanged, this, [this](int index) {
        if (m_workspace->evaluations().at(static_cast<size_t>(index)).device->id == m_deviceId)
            refreshFigures();
    });
    connect(workspace, &Workspace::devicesReset, this, &DetailsPane::refresh);
    refresh();
}

void DetailsPane::setNoDeviceHint(const QString &hint)
{
    m_noDeviceHint = hint;
    if (m_workspace && !m_workspace->device(m_deviceId))
        m_subtitle->setText(hint);
}

void DetailsPane::setDevice(const std::string &deviceId)
{
    if (deviceId == m_deviceId)
        return;
    m_deviceId = deviceId;
    // Before its workspace the pane only remembers the device: the
    // workspace's arrival fills it once, with that device.
    if (m_workspace)
        refresh();
}

void DetailsPane::refresh()
{
    const Device *device = m_workspace->device(m_deviceId);
    const bool readOnly = m_workspace->isReadOnly();
    m_edit->setEnabled(device && !readOnly);
    m_revert->setVisible(device && device->origin == Origin::Modified);
    m_revert->setEnabled(!readOnly);
    m_delete->setVisible(device && device->origin == Origin::User);
    m_delete->setEnabled(!readOnly);
    m_addQuote->setEnabled(device && !readOnly);
    // No device, no sections: nothing is filled until one is selected.
    m_edit->setVisible(device);
    for (QWidget *section : {m_performanceBox, m_pricesBox, m_caveatsBox})
        section->setVisible(device);
    if (!device) {
        m_title->setText(tr("No device selected"));
        m_subtitle->setText(m_noDeviceHint);
        m_llmBox->hide();
        hideSheet();
        return;
    }
    m_title->setText(toQString(device->name));
    QString origin;
    if (device->origin == Origin::User)
        origin = tr(" — your own device");
    else if (device->origin == Origin::Modified)
        origin = tr(" — changed by you");
    // Plain text: catalogue text as it is, in the pane's one font.
    m_subtitle->setText(QStringLiteral("%1 · %2 · %3 · %4%5")
                            .arg(toQString(device->vendor), toQString(device->architecture),
                                 toQString(toString(device->segment)), toQString(device->id),
                                 origin));
    fillPerformance();
    fillLlm();
    fillQuotes();
    fillCaveats();
    fillSheet();
}

void DetailsPane::fillSheet()
{
    if (m_sheet == Sheet::Waiting)
        return;
    if (m_sheet == Sheet::BeforeFirstFrame) {
        if (!isVisible()) {
            // Out of sight until the frame is drawn, then filled (in the
            // device shown by then): the sections below the fold take a
            // twentieth of the window's start, and nothing the first frame
            // shows waits for them.
            m_sheet = Sheet::Waiting;
            hideSheet();
            afterFirstPaint(window(), [this] { fillWaitingSheet(); });
            return;
        }
        m_sheet = Sheet::Filled; // the first device came after the window showed
    }
    if (!m_workspace->device(m_deviceId)) {
        hideSheet();
        return;
    }
    fillSpecs();
    m_specs->parentWidget()->show();
    fillBenchmarks();
}

void DetailsPane::hideSheet()
{
    m_specs->parentWidget()->hide();
    m_benchmarksBox->hide();
}

void DetailsPane::fillWaitingSheet()
{
    if (m_sheet != Sheet::Waiting)
        return;
    m_sheet = Sheet::Filled;
    fillSheet();
}

void DetailsPane::refreshFigures()
{
    if (!m_workspace->device(m_deviceId))
        return; // no sections shown
    fillPerformance();
    fillLlm();
    fillQuotes();
}

void DetailsPane::fillSpecs()
{
    while (QLayoutItem *item = m_specs->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Device *device = m_workspace->device(m_deviceId);
    if (!device)
        return;
    const SpecSheet sheet = withSupplements(*device, m_workspace->data().specSupplements);
    const Device &d = sheet.device;
    // Plain-text labels that wrap in a narrow pane. None can be selected,
    // which keeps each a bare label: no text document to build and lay out
    // at every width the layout tries (the section's context menu copies
    // the sheet). A paragraph (the source, notes) takes the section's whole
    // width under its name, rather than wrap into many short lines beside it.
    enum class Length { Short, Paragraph };
    int rows = 0;
    const auto row = [&](const QString &label, const SpecValue &value, Length length = Length::Short,
                         const char *field = nullptr) {
        auto *l = new WrappedLabel(this);
        l->setTextFormat(Qt::PlainText);
        if (value) {
            l->setText(*value);
        } else {
            l->setText(tr("unknown"));
            QFont italic = l->font();
            italic.setItalic(true);
            l->setFont(italic);
            l->setForegroundRole(QPalette::PlaceholderText);
        }
        if (field) {
            if (const SpecSupplement *s = sheet.supplement(field)) {
                l->setText(l->text() + QStringLiteral(" \u2020")); // dagger
                l->setToolTip(plainAsRichText(tr("Not in the reference data; from %1").arg(toQString(s->source))));
            }
        }
        auto *name = new WrappedLabel(label, this);
        name->setTextFormat(Qt::PlainText);
        if (length == Length::Paragraph) {
            m_specs->addWidget(name, rows++, 0, 1, 2, Qt::AlignLeft | Qt::AlignTop);
            m_specs->addWidget(l, rows++, 0, 1, 2, Qt::AlignTop);
        } else {
            m_specs->addWidget(name, rows, 0, Qt::AlignLeft | Qt::AlignTop);
            m_specs->addWidget(l, rows++, 1, Qt::AlignTop);
        }
    };
    row(tr("Kind:"), toQString(toString(d.kind)));
    row(tr("Released:"), d.releaseDate ? SpecValue(toQString(d.releaseDate->toString()))
                                       : (d.releaseYear ? SpecValue(QString::number(*d.releaseYear)) : SpecValue()));
    row(tr("Memory:"), d.memoryGb ? SpecValue(*numberText(d.memoryGb, tr("GB")) + QLatin1Char(' ') + toQString(d.memoryType))
                                  : SpecValue());
    row(tr("Bandwidth:"), numberText(d.memoryBandwidthGbs, tr("GB/s")), Length::Short, "memory_bandwidth_gbs");
    row(tr("FP32:"), numberText(d.fp32Tflops, tr("TFLOPS")), Length::Short, "fp32_tflops");
    row(tr("FP16 (no tensor cores):"), numberText(d.fp16TflopsNonTensor, tr("TFLOPS")), Length::Short,
        "fp16_tflops_nontensor");
    row(tr("Tensor cores:"), d.tensorCores ? SpecValue(*d.tensorCores ? tr("yes") : tr("no")) : SpecValue());
    row(tr("Tensor 16-bit (dense):"), numberText(d.tensorFp16TflopsDense, tr("TFLOPS")), Length::Short,
        "tensor_fp16_tflops_dense");
    row(tr("INT8 (dense):"), numberText(d.int8TopsDense, tr("TOPS")));
    row(tr("L2 cache:"), numberText(d.l2CacheMb, tr("MB")), Length::Short, "l2_cache_mb");
    row(tr("Board power (TDP):"), numberText(d.tdpW, tr("W")), Length::Short, "tdp_w");
    row(tr("PCIe generation:"), numberText(d.pcieGen, QString()));
    row(tr("Interconnect:"), textValue(d.interconnect));
    row(tr("Cooling:"), textValue(d.cooling));
    row(tr("Slots:"), numberText(d.boardSlots, QString()));
    row(tr("Length:"), numberText(d.lengthMm, tr("mm")));
    row(tr("Recommended PSU:"), numberText(d.psuRecommendedW, tr("W")));
    row(tr("Launch price:"), d.launchMsrpUsd ? SpecValue(displayMoney(*d.launchMsrpUsd)) : SpecValue());
    row(tr("Source:"), wrappable(toQString(d.source)), Length::Paragraph);
    if (!d.notes.empty())
        row(tr("Notes:"), wrappable(toQString(d.notes)), Length::Paragraph);
}

QString DetailsPane::specsText()
{
    // Asked before the window's first frame: the sheet now.
    fillWaitingSheet();
    // Row by row, in the order shown: a name, then its value (a paragraph's
    // on the next line), without the break points added for wrapping.
    QString text;
    for (int r = 0; r < m_specs->rowCount(); ++r) {
        for (int c = 0; c < m_specs->columnCount(); ++c) {
            QLayoutItem *item = m_specs->itemAtPosition(r, c);
            auto *label = item ? qobject_cast<QLabel *>(item->widget()) : nullptr;
            if (!label || (c > 0 && m_specs->itemAtPosition(r, 0) == item))
                continue; // a paragraph spans both columns
            if (!text.isEmpty())
                text += c == 0 ? QLatin1Char('\n') : QLatin1Char(' ');
            text += label->text().remove(QChar(0x200B));
        }
    }
    return text;
}

void DetailsPane::fillPerformance()
{
    m_performance->setRowCount(0);
    const Device *device = m_workspace->device(m_deviceId);
    const DeviceEvaluation *e = m_workspace->evaluation(m_deviceId);
    if (!device) {
        m_estimate->clear();
        return;
    }
    const ViewOptions &view = m_workspace->view();
    const Device *reference = m_workspace->device(view.referenceId);
    QString text;
    const SoftwareMaturity &maturity = m_workspace->settings().assumptions.softwareMaturity;
    const auto detailed = relativeWithMaturity(m_workspace->model(), device, reference, m_deviceId, view.mix,
                                               view.precision, view.referenceId, maturity);
    if (e && e->performance && detailed) {
        const PerformanceFigure &f = *detailed;
        text = f.provenance == Provenance::Measured
                   ? tr("<b>%1×</b> the %2 in this view, <b>measured</b>.")
                         .arg(QLocale().toString(f.relative, 'f', 2), htmlEscaped(toQString(reference ? reference->name : view.referenceId)))
                   : tr("<b>≈ %1×</b> the %2 in this view, <b>estimated</b> from the spec sheet, "
                        "±%3% (leave-one-device-out error).")
                         .arg(QLocale().toString(f.relative, 'f', 2), htmlEscaped(toQString(reference ? reference->name : view.referenceId)))
                         .arg(qRound(f.uncertainty * 100));
        text += QStringLiteral("<ul style=\"margin-left: 0px\">");
        for (const Message &m : f.basis)
            text += QStringLiteral("<li>") + translated(m).toHtmlEscaped() + QStringLiteral("</li>");
        text += QStringLiteral("</ul>");
    } else if (e && e->performanceUnavailable) {
        text = translated(*e->performanceUnavailable).toHtmlEscaped();
    } else if (!e) {
        text = tr("Not available as of the chosen date.");
    }
    m_estimate->setText(text);

    for (const Workload w : kAllWorkloads) {
        const int row = m_performance->rowCount();
        m_performance->insertRow(row);
        m_performance->setItem(row, 0, item(workloadName(w)));
        int column = 1;
        for (const Precision p : {Precision::Fp32, Precision::Fp16}) {
            const auto figure = relativeWithMaturity(m_workspace->model(), device, reference, m_deviceId,
                                                     WorkloadMix::only(w), p, view.referenceId, maturity);
            QTableWidgetItem *cell = nullptr;
            if (!figure) {
                cell = item(QStringLiteral("—"), true);
            } else if (figure->provenance == Provenance::Estimated) {
                cell = item(QStringLiteral("≈ %1 ±%2%").arg(QLocale().toString(figure->relative, 'f', 2))
                                .arg(qRound(figure->uncertainty * 100)),
                            true);
            } else {
                cell = item(QLocale().toString(figure->relative, 'f', 2), true);
            }
            m_performance->setItem(row, column++, cell);
        }
    }
    fitRows(m_performance, 3);
}

void DetailsPane::fillLlm()
{
    const Session &session = m_workspace->session();
    const Device *device = m_workspace->device(m_deviceId);
    const LlmWorkloadSetup workload = session.llmSetup();
    m_llmBox->setVisible(device && session.view().llm);
    if (!device || !session.view().llm) {
        m_llm->clear();
        return;
    }
    if (!workload.setup) {
        m_llm->setText(translated(workload.problem.value_or(Message{})).toHtmlEscaped());
        return;
    }
    // The owned cost at the view's price (policy and date), as the table's.
    const DeviceEvaluation *evaluation = session.evaluation(m_deviceId);
    const LlmEstimate e = evaluateLlm(session.data(), session.llmSpeedModel(), *workload.setup, *device,
                                      session.llmCosts(), evaluation ? evaluation->price.usd : std::nullopt);
    const QLocale locale;
    const auto gib = [&](double value) { return locale.toString(value, 'f', 1); };
    const auto money = [this](double usd) { return htmlEscaped(displayMoney(usd, 2)); };
    QString text = QStringLiteral("<b>%1</b>, %2, %3")
                       .arg(htmlEscaped(toQString(e.setup.model->name)), htmlEscaped(toQString(toString(e.setup.task))),
                            htmlEscaped(toQString(e.setup.format->id)));
    if (e.setup.count > 1)
        text += tr(", %1 devices (%2)").arg(e.setup.count).arg(toQString(toString(e.setup.split)));
    text += QStringLiteral("<br>") + translated(e.fit.verdict).toHtmlEscaped();
    if (e.fit.fits == false)
        text += QStringLiteral("<br>")
                + (e.smallestCount ? tr("The smallest system of this device that holds it: %n device(s)", nullptr,
                                        *e.smallestCount)
                                   : tr("No system of up to 1024 of this device holds it"));
    if (const auto unsupported = llmTaskUnsupported(*device, e.setup.task))
        text += QStringLiteral("<br><b>") + translated(*unsupported).toHtmlEscaped() + QStringLiteral("</b>");
    // Memory, term by term (totals over all devices).
    text += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    const std::pair<QString, double> terms[] = {{tr("Weights"), e.memory.weightsGiB},
                                                {tr("KV cache"), e.memory.kvCacheGiB},
                                                {tr("Activations"), e.memory.activationsGiB},
                                                {tr("Gradients"), e.memory.gradientsGiB},
                                                {tr("Optimizer state"), e.memory.optimizerGiB},
                                                {tr("Runtime overhead"), e.memory.overheadGiB},
                                                {tr("Total"), e.memory.totalGiB},
                                                {tr("Per device"), e.memory.perDeviceGiB}};
    for (const auto &[label, value] : terms) {
        if (value == 0.0 && label != tr("Total"))
            continue;
        text += QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;&nbsp;%2 GiB</td></tr>").arg(label, gib(value));
    }
    text += QStringLiteral("</table>");
    const auto speed = [&](const QString &label, const LlmSpeed &s) {
        if (!s.tokensPerS || e.fit.fits != true)
            return QString();
        return QStringLiteral("<br>") + tr("%1: ≈ %2 tokens/s ±%3%")
                                            .arg(label, locale.toString(*s.tokensPerS, 'f', *s.tokensPerS < 10 ? 2 : 1))
                                            .arg(qRound(s.uncertainty * 100));
    };
    if (isTraining(e.setup.task)) {
        text += speed(tr("Training"), e.training);
    } else {
        text += speed(tr("Decode"), e.decode);
        text += speed(tr("Prefill"), e.prefill);
    }
    // A million tokens: owned against the cheapest cloud offers that fit.
    text += QStringLiteral("<br><b>") + tr("Cost per million tokens") + QStringLiteral("</b>");
    if (e.ownUsdPerMillionTokens)
        text += QStringLiteral("<br>") + tr("Owned: %1 (%2 an hour of use, price over %3 years at %4% use, "
                                            "with electricity)")
                                             .arg(money(*e.ownUsdPerMillionTokens), money(*e.ownUsdPerHour))
                                             .arg(session.llmCosts().lifeYears)
                                             .arg(qRound(session.llmCosts().utilisation * 100));
    else
        text += QStringLiteral("<br>") + tr("Owned: —");
    int shown = 0;
    for (const LlmCloudCost &c : e.cloud) {
        if (!c.usdPerMillionTokens || shown == 3)
            break;
        ++shown;
        text += QStringLiteral("<br>")
                + tr("Cloud %1 %2 (%3 × %4): %5").arg(htmlEscaped(toQString(c.provider)), htmlEscaped(toQString(c.instance)))
                      .arg(c.devices)
                      .arg(htmlEscaped(toQString(c.deviceId)), money(*c.usdPerMillionTokens));
    }
    if (shown == 0)
        text += QStringLiteral("<br>") + tr("Cloud: no offer holds it");
    for (const Message &note : e.notes)
        text += QStringLiteral("<br><i>") + translated(note).toHtmlEscaped() + QStringLiteral("</i>");
    m_llm->setText(text);
}

QString DetailsPane::displayMoney(double usd, int decimals) const
{
    return toQString(formatMoney(usd / m_workspace->usdPerDisplayUnit(), m_workspace->view().currency, decimals));
}

void DetailsPane::fillQuotes()
{
    m_quotes->setRowCount(0);
    m_removeQuote->setEnabled(false);
    const DeviceEvaluation *e = m_workspace->evaluation(m_deviceId);
    // What the price stands on first (kind, date, source, age), then the rule.
    // The source is catalogue text: shown as text, never as markup.
    // The price in the view's currency first (as the table shows it); the
    // quotes below keep the currency they were seen in.
    QString now;
    if (e && e->priceInCurrency)
        now = tr("Price: %1").arg(toQString(formatMoney(*e->priceInCurrency, m_workspace->view().currency)))
              + QLatin1Char('\n');
    m_priceRule->setText(
        wrappable(now
                  + (e && e->price.usd ? PriceText::pricedFrom(e->price) + QLatin1Char('\n')
                             + translated(e->price.explanation())
                                       : tr("No price under the chosen policy and date."))));
    std::vector<PriceQuote> quotes = m_workspace->prices().quotes(m_deviceId);
    std::sort(quotes.begin(), quotes.end(), [](const PriceQuote &a, const PriceQuote &b) { return isLaterQuote(a, b); });
    for (const PriceQuote &q : quotes) {
        const int row = m_quotes->rowCount();
        m_quotes->insertRow(row);
        auto *date = item(toQString(q.observed.toString()));
        date->setData(Qt::UserRole, QVariant::fromValue(static_cast<qlonglong>(q.id)));
        m_quotes->setItem(row, 0, date);
        m_quotes->setItem(row, 1, item(kindName(q.kind)));
        m_quotes->setItem(row, 2, item(q.isUsers() ? tr("yours") : tr("bundled")));
        m_quotes->setItem(row, 3, item(toQString(formatMoney(q.amount, q.currency)), true));
        auto *source = item(toQString(q.source));
        source->setToolTip(plainAsRichText(toQString(q.source + (q.notes.empty() ? "" : "\n" + q.notes))));
        m_quotes->setItem(row, 4, source);
    }
    fitRows(m_quotes, 8);
}

void DetailsPane::fillBenchmarks()
{
    if (!m_benchmarks) {
        m_benchmarks = makeTable(m_benchmarksBox,
                                 {tr("Model"), tr("Precision"), tr("Throughput"), tr("Suite"), tr("Software"),
                                  tr("Platform")},
                                 tr("Measured benchmarks"));
        m_benchmarksBox->layout()->addWidget(m_benchmarks);
        // Tab reaches it where the layout puts it: after the prices'
        // buttons, the pane's last control before it.
        QWidget::setTabOrder(m_removeQuote, m_benchmarks);
    }
    m_benchmarks->setRowCount(0);
    for (const Benchmark &b : m_workspace->data().benchmarks) {
        if (b.deviceId != m_deviceId)
            continue;
        const int row = m_benchmarks->rowCount();
        m_benchmarks->insertRow(row);
        m_benchmarks->setItem(row, 0, item(toQString(b.model)));
        m_benchmarks->setItem(row, 1, item(toQString(toString(b.precision))));
        m_benchmarks->setItem(row, 2, item(QStringLiteral("%1 %2").arg(QLocale().toString(b.throughput, 'g', 6), toQString(b.unit)), true));
        m_benchmarks->setItem(row, 3, item(toQString(b.suite)));
        m_benchmarks->setItem(row, 4, item(toQString(b.software)));
        auto *platform = item(toQString(b.platform));
        platform->setToolTip(plainAsRichText(toQString(b.source)));
        m_benchmarks->setItem(row, 5, platform);
    }
    fitRows(m_benchmarks, 12);
    m_benchmarksBox->setVisible(m_benchmarks->rowCount() > 0);
}

QString DetailsPane::caveatsText() const
{
    return m_caveats->text();
}

void DetailsPane::fillCaveats()
{
    const Device *device = m_workspace->device(m_deviceId);
    if (!device) {
        m_caveats->clear();
        return;
    }
    const std::vector<Message> caveats
        = deviceCaveats(*device, m_workspace->settings().assumptions, m_workspace->view().asOfDay);
    // Software support on the view's date, first: the same mark as the
    // table's, with the release that ended or ends it.
    QString support;
    if (const DeviceEvaluation *e = m_workspace->evaluation(m_deviceId);
        e && !e->fitForNewPurchase()) {
        support = QStringLiteral("<li><b>")
                  + (e->supportStatus == SupportStatus::Ended ? tr("Support ended")
                                                              : tr("Support ending"))
                  + QStringLiteral("</b>");
        if (const SupportVerdict verdict = e->support(); verdict.explanation)
            support += QStringLiteral(": ") + translated(*verdict.explanation).toHtmlEscaped();
        support += QStringLiteral(" ")
                   + tr("(not offered for new purchases unless legacy cards are allowed)")
                   + QStringLiteral("</li>");
    }
    if (caveats.empty() && support.isEmpty()) {
        m_caveats->setText(tr("None of Dettmers' caveats applies."));
        return;
    }
    QString text = QStringLiteral("<ul style=\"margin-left: 0px\">") + support;
    for (const Message &m : caveats) {
        text += QStringLiteral("<li>") + translated(m).toHtmlEscaped();
        if (!m.rule.empty())
            text += QLatin1Char(' ') + tr("(Dettmers 2019, %1)").arg(toQString(m.rule));
        text += QStringLiteral("</li>");
    }
    m_caveats->setText(text + QStringLiteral("</ul>"));
}

void DetailsPane::addQuote()
{
    const Device *device = m_workspace->device(m_deviceId);
    if (!device)
        return;
    QStringList currencies;
    for (const ExchangeRate &r : m_workspace->data().exchangeRates)
        currencies.append(toQString(r.currency));
    const CurrencyTable &rates = m_workspace->prices().rates();
    QuoteDialog dialog(toQString(device->name), currencies, toQString(m_workspace->view().currency),
                       [&rates](double amount, const QString &currency) -> std::optional<QString> {
                           const auto usd = rates.toUsd(1.0, currency.toStdString());
                           if (const auto problem = checkPrice(amount, usd.value_or(0.0), currency.toStdString()))
                               return translated(*problem);
                           return std::nullopt;
                       },
                       this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    PriceQuote quote = dialog.quote();
    quote.deviceId = m_deviceId;
    m_workspace->addQuote(quote);
}

void DetailsPane::removeSelectedQuote()
{
    const QList<QTableWidgetItem *> selected = m_quotes->selectedItems();
    if (selected.isEmpty())
        return;
    const auto id = m_quotes->item(selected.first()->row(), 0)->data(Qt::UserRole).toLongLong();
    for (const PriceQuote &q : m_workspace->prices().quotes(m_deviceId)) {
        if (q.id == id) {
            m_workspace->removeQuote(q);
            return;
        }
    }
}

void DetailsPane::revertDevice()
{
    const Device *device = m_workspace->device(m_deviceId);
    if (!device)
        return;
    if (askPlain(this, tr("Revert %1").arg(toQString(device->name)),
                 tr("Restore the specifications shipped with GPU Advisor? Your changes to this device are lost; "
                    "its prices are kept."))
        == QMessageBox::Yes)
        m_workspace->revertDevice(m_deviceId);
}

void DetailsPane::deleteDevice()
{
    const Device *device = m_workspace->device(m_deviceId);
    if (!device)
        return;
    if (askPlain(this, tr("Delete %1").arg(toQString(device->name)),
                 tr("Delete your device %1 with its prices? This cannot be undone.").arg(toQString(device->name)))
        == QMessageBox::Yes)
        m_workspace->deleteDevice(m_deviceId);
}

} // namespace gpa::ui
