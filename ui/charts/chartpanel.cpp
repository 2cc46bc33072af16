#include "chartpanel.h"

#include "exportflow.h"

#include "chartbuilder.h"
#include "chartdrawing.h"
#include "chartexport.h"
#include "chartsnapshot.h"
#include "ui/logging.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QSpacerItem>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {
constexpr QSize kViewMinimum(320, 240);
} // namespace

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent)
    , m_empty(std::make_shared<ChartSnapshot>())
{
    m_kindBox = new QComboBox(this);
    for (ChartKind kind : kAllChartKinds)
        m_kindBox->addItem(chartKindTitle(kind), static_cast<int>(kind));
    m_kindBox->setAccessibleName(tr("Chart"));

    m_referenceScale = new QCheckBox(tr("Relative to the reference device"), this);
    m_referenceScale->setToolTip(
        tr("Off: the most cost-efficient device is 1.0, as in the 2019 article's "
           "Figure 3. On: the reference device is 1.0."));
    m_referenceScale->setVisible(false);
    m_allParts = new QCheckBox(tr("Data-centre parts too"), this);
    m_allParts->setObjectName(QStringLiteral("allParts"));
    m_allParts->setToolTip(
        tr("Off: only cards that go into the host machine of the assumptions (Edit > Preferences), "
           "as a desktop buyer would buy them. On: server modules and passive data-centre cards too."));

    m_copy = new QToolButton(this);
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the chart to the clipboard as an image"));
    m_export = new QToolButton(this);
    m_export->setText(tr("Export…"));
    m_export->setToolTip(tr("Save the chart as a PNG image or an SVG drawing"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_kindBox);
    bar->addWidget(m_referenceScale);
    bar->addWidget(m_allParts);
    bar->addStretch();
    bar->addWidget(m_copy);
    bar->addWidget(m_export);

    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addLayout(bar);
    // The chart view takes its place when the panel is first shown or drawn
    // (ensureView()): a window that starts on another tab builds no chart.
    // Until then a space of the view's minimum size holds it, so that the
    // window's minimum size does not change (and the window is not laid out
    // again) when the view arrives.
    m_layout->addItem(new QSpacerItem(kViewMinimum.width(), kViewMinimum.height(), QSizePolicy::MinimumExpanding,
                                      QSizePolicy::MinimumExpanding));

    connect(m_kindBox, &QComboBox::currentIndexChanged, this,
            [this] { setKind(static_cast<ChartKind>(m_kindBox->currentData().toInt())); });
    connect(m_referenceScale, &QCheckBox::toggled, this, [this](bool on) {
        setPerDollarScale(on ? PerDollarScale::Reference : PerDollarScale::Best);
    });
    connect(m_allParts, &QCheckBox::toggled, this, [this](bool on) {
        m_options.allParts = on;
        forgetOptionVariants(ChartKind::Performance);
        if (m_kind == ChartKind::Performance)
            rebuild();
    });
    connect(m_copy, &QToolButton::clicked, this, &ChartPanel::copyChart);
    connect(m_export, &QToolButton::clicked, this, &ChartPanel::exportChartInteractively);
}

ChartPanel::~ChartPanel() = default;

QWidget *ChartPanel::chartView() const
{
    return m_view;
}

void ChartPanel::ensureView()
{
    if (m_view)
        return;
    m_view = createChartView(this);
    m_view->setMinimumSize(kViewMinimum);
    delete m_layout->takeAt(m_layout->count() - 1); // the space that kept its place
    m_layout->addWidget(m_view, 1);
    // A layout shows a widget added to a visible parent only at the next
    // turn of the event loop (the tab would first paint without it), and
    // places no hidden widget.
    if (isVisible())
        m_view->show();
    // Placed before a chart is drawn for it: titles are wrapped and bar rows
    // counted for the size it is drawn at.
    m_layout->activate();
    m_view->installEventFilter(this);
}

void ChartPanel::setContext(const ChartContext &context)
{
    m_source = nullptr;
    ensureView();
    QElapsedTimer timer;
    timer.start();
    const auto all = std::make_shared<const ChartSnapshot>(takeChartSnapshot(context));
    m_snapshots.clear();
    for (ChartKind kind : kAllChartKinds)
        m_snapshots[kind] = all;
    const double snapshotMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    rebuild();
    m_lastRebuildMs += snapshotMs;
    qCDebug(lcUi) << "charts: snapshot" << snapshotMs << "ms, chart"
                  << (m_lastRebuildMs - snapshotMs) << "ms";
}

void ChartPanel::setContextSource(ContextSource source)
{
    m_source = std::move(source);
    invalidate();
}

void ChartPanel::invalidate()
{
    m_snapshots.clear();
    requestRebuild();
}

void ChartPanel::requestRebuild()
{
    // Shown: once, after the changes of this turn of the event loop (a
    // pasted list of prices invalidates once per device). Hidden: on show.
    m_stale = true;
    if (isVisible() && !m_rebuildPending) {
        m_rebuildPending = true;
        QTimer::singleShot(0, this, [this] {
            m_rebuildPending = false;
            if (m_stale && isVisible())
                rebuild();
        });
    }
}

void ChartPanel::forgetOptionVariants(ChartKind kind)
{
    // From the source, a kind holds only the variant its options chose.
    if (m_source)
        m_snapshots.erase(kind);
}

std::vector<ChartKind> ChartPanel::computedKinds() const
{
    std::vector<ChartKind> kinds;
    for (const auto &[kind, held] : m_snapshots) {
        if (held)
            kinds.push_back(kind);
    }
    return kinds;
}

const ChartSnapshot &ChartPanel::snapshot(ChartKind kind) const
{
    auto &slot = m_snapshots[kind];
    if (!slot) {
        if (!m_source)
            return *m_empty;
        slot = std::make_shared<const ChartSnapshot>(takeChartSnapshot(m_source(), kind, &m_options));
    }
    return *slot;
}

void ChartPanel::setKind(ChartKind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    {
        const QSignalBlocker blocker(m_kindBox);
        m_kindBox->setCurrentIndex(m_kindBox->findData(static_cast<int>(kind)));
    }
    m_referenceScale->setVisible(kind == ChartKind::PerformancePerDollar);
    m_allParts->setVisible(kind == ChartKind::Performance);
    rebuild();
    emit kindChanged(kind);
}

void ChartPanel::setPerDollarScale(PerDollarScale scale)
{
    if (scale == m_options.perDollarScale)
        return;
    m_options.perDollarScale = scale;
    {
        const QSignalBlocker blocker(m_referenceScale);
        m_referenceScale->setChecked(scale == PerDollarScale::Reference);
    }
    forgetOptionVariants(ChartKind::PerformancePerDollar);
    if (m_kind == ChartKind::PerformancePerDollar)
        rebuild();
}

void ChartPanel::rebuild()
{
    if (!m_view && !isVisible()) {
        m_stale = true; // drawn when first shown
        return;
    }
    ensureView();
    QElapsedTimer timer;
    timer.start();
    m_stale = false;
    const ChartSnapshot &shown = snapshot(m_kind);
    const double dataMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    const QSize size = m_view->size();
    m_rowsThatFit = barRowsThatFit(size.height());
    m_drawnWidth = size.width();
    // The same kind from new data: in place, unless its structure changed.
    showChart(m_view, shown, m_kind, m_options, QSizeF(size));
    m_lastRebuildMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    qCDebug(lcUi) << "chart" << chartKindId(m_kind) << "rebuilt in" << m_lastRebuildMs << "ms, of which data"
                  << dataMs << "ms";
}

void ChartPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale || !m_view)
        rebuild();
}

bool ChartPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Bar charts show as many rows as fit the view, and every chart's titles
    // are broken into lines for its width: rebuild when either changes (the
    // view already has its new size here).
    if (watched == m_view && event->type() == QEvent::Resize) {
        const bool bars
            = m_kind == ChartKind::Performance || m_kind == ChartKind::PerformancePerDollar;
        if ((bars && barRowsThatFit(m_view->height()) != m_rowsThatFit) || m_view->width() != m_drawnWidth)
            requestRebuild();
    }
    return QWidget::eventFilter(watched, event);
}

void ChartPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The system switched between light and dark.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        requestRebuild();
}

QImage ChartPanel::chartImage(QSize size, double scale) const
{
    return renderChart(snapshot(m_kind), m_kind, m_options, size, scale);
}

void ChartPanel::copyChart()
{
    ensureView();
    copyChartImage(m_view, [this](QSize size, double scale) { return chartImage(size, scale); });
}

bool ChartPanel::exportChartInteractively()
{
    return m_exportFlow.run(this, m_kind, [this](const QString &path, QSize size, double scale) {
        return exportChart(snapshot(m_kind), m_kind, m_options, path, size, scale);
    });
}

} // namespace gpa::ui
