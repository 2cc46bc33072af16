#include "planchartview.h"

#include "exportflow.h"

#include "chartbuilder.h"
#include "chartdrawing.h"
#include "chartexport.h"
#include "chartsnapshot.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gpa::ui {

PlanChartView::PlanChartView(ChartKind kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_snapshot(std::make_unique<ChartSnapshot>())
{
    const QString title = chartKindTitle(kind);
    m_copy = new QToolButton(this);
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the chart to the clipboard as an image"));
    m_copy->setAccessibleName(tr("Copy chart: %1").arg(title));
    m_export = new QToolButton(this);
    m_export->setText(tr("Export…"));
    m_export->setToolTip(tr("Save the chart as a PNG image or an SVG drawing"));
    m_export->setAccessibleName(tr("Export chart: %1").arg(title));

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addStretch();
    bar->addWidget(m_copy);
    bar->addWidget(m_export);

    m_view = createChartView(this);
    m_view->setMinimumSize(280, 220);
    m_view->setAccessibleName(title);
    m_view->installEventFilter(this);
    showChart(m_view, *m_snapshot, m_kind, m_options, QSizeF(m_view->size()));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_copy, &QToolButton::clicked, this, &PlanChartView::copyChart);
    connect(m_export, &QToolButton::clicked, this, &PlanChartView::exportChartInteractively);
}

PlanChartView::~PlanChartView() = default;

QWidget *PlanChartView::chartView() const
{
    return m_view;
}

void PlanChartView::setSnapshot(const ChartSnapshot &snapshot)
{
    *m_snapshot = snapshot;
    rebuild();
}

void PlanChartView::setOptions(const ChartOptions &options)
{
    m_options = options;
    rebuild();
}

void PlanChartView::rebuild()
{
    m_builtFor = m_view->size();
    // A plan chart is never redrawn in place: a new one replaces it.
    showChart(m_view, *m_snapshot, m_kind, m_options, QSizeF(m_builtFor));
}

bool PlanChartView::eventFilter(QObject *watched, QEvent *event)
{
    // The number of axis ticks follows the size: rebuild when the view has
    // grown or shrunk by more than a tick's worth.
    if (watched == m_view && event->type() == QEvent::Resize) {
        const QSize now = m_view->size();
        if (std::abs(now.width() - m_builtFor.width()) > 100
            || std::abs(now.height() - m_builtFor.height()) > 80)
            rebuild();
    }
    return QWidget::eventFilter(watched, event);
}

void PlanChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The system switched between light and dark.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        rebuild();
}

QImage PlanChartView::chartImage(QSize size, double scale) const
{
    return renderChart(*m_snapshot, m_kind, m_options, size, scale);
}

std::optional<QString> PlanChartView::exportTo(const QString &path, QSize size, double scale) const
{
    return exportChart(*m_snapshot, m_kind, m_options, path, size, scale);
}

void PlanChartView::copyChart()
{
    copyChartImage(m_view, [this](QSize size, double scale) { return chartImage(size, scale); });
}

bool PlanChartView::exportChartInteractively()
{
    return m_exportFlow.run(this, m_kind, [this](const QString &path, QSize size, double scale) {
        return exportTo(path, size, scale);
    });
}

} // namespace gpa::ui
