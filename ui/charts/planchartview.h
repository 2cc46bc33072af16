#pragma once

#include "chartcontext.h"
#include "exportflow.h"

#include <QImage>
#include <QSize>
#include <QWidget>

#include <memory>
#include <optional>

class QToolButton;

namespace gpa::ui {

struct ChartSnapshot;

// One chart of a plan tool with its Copy and Export buttons: the tool hands
// it a snapshot holding its result's chart data (ChartSnapshot::upgrade,
// systems or planCosts) and the kind to draw. Copy and Export go through
// the same code as every other chart (renderChart, exportChart).
class PlanChartView : public QWidget
{
    Q_OBJECT

public:
    explicit PlanChartView(ChartKind kind, QWidget *parent = nullptr);
    ~PlanChartView() override;

    // Redraws at once; the snapshot is kept for copies and exports.
    void setSnapshot(const ChartSnapshot &snapshot);
    [[nodiscard]] const ChartSnapshot &snapshot() const { return *m_snapshot; }
    [[nodiscard]] ChartKind kind() const { return m_kind; }
    void setOptions(const ChartOptions &options);

    // The chart drawn off screen at `size` (logical pixels) and `scale`.
    [[nodiscard]] QImage chartImage(QSize size, double scale = 1.0) const;
    // Writes a PNG or SVG; the translated reason on failure.
    std::optional<QString> exportTo(const QString &path, QSize size, double scale = 1.0) const;
    // The chart as shown, as an image on the clipboard.
    void copyChart();
    // Asks for format, size and file, then writes it; false when cancelled
    // or when writing failed (the user is told why).
    bool exportChartInteractively();

    [[nodiscard]] QWidget *chartView() const;
    [[nodiscard]] QToolButton *copyButton() const { return m_copy; }
    [[nodiscard]] QToolButton *exportButton() const { return m_export; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();

    ChartKind m_kind;
    ChartOptions m_options;
    std::unique_ptr<ChartSnapshot> m_snapshot;
    QWidget *m_view = nullptr; // a QChartView (chartdrawing.h)
    QToolButton *m_copy = nullptr;
    QToolButton *m_export = nullptr;
    QSize m_builtFor; // the view's size the chart's ticks were chosen for
    InteractiveExport m_exportFlow;
};

} // namespace gpa::ui
