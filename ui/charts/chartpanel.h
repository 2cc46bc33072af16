#pragma once

#include "chartcontext.h"
#include "exportflow.h"

#include <QImage>
#include <QWidget>

#include <memory>

class QChartView;
class QCheckBox;
class QComboBox;
class QToolButton;

namespace gpa::ui {

struct ChartSnapshot;

// A chart-kind selector, the chart and its export and copy actions. The
// workspace passes a new ChartContext after every change (filters,
// selection, view options, an edit, an undo); the panel redraws at once.
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    // Rebuilds the visible chart at once; the context is not kept (its
    // values are, see ChartSnapshot).
    void setContext(const ChartContext &context);

    void setKind(ChartKind kind);
    [[nodiscard]] ChartKind kind() const { return m_kind; }
    // Performance per dollar: the best device = 1.0 (seed §4.4) or the reference.
    void setPerDollarScale(PerDollarScale scale);
    [[nodiscard]] PerDollarScale perDollarScale() const { return m_options.perDollarScale; }

    // File > Export Chart: asks for format, size and file, then writes it;
    // false when cancelled or when writing failed (the user is told why).
    bool exportChartInteractively();
    // Edit > Copy Chart: the chart as shown, as an image on the clipboard.
    void copyChart();

    // The visible chart drawn off screen, as Copy Chart puts it on the clipboard.
    [[nodiscard]] QImage chartImage(QSize size, double scale = 1.0) const;
    // Milliseconds the last rebuild took (snapshot and chart), for the log and benchmarks.
    [[nodiscard]] double lastRebuildMs() const { return m_lastRebuildMs; }
    [[nodiscard]] QWidget *chartView() const;

signals:
    void kindChanged(gpa::ui::ChartKind kind);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    std::unique_ptr<ChartSnapshot> m_snapshot;
    ChartKind m_kind = ChartKind::Performance;
    ChartOptions m_options;
    QComboBox *m_kindBox = nullptr;
    QCheckBox *m_referenceScale = nullptr;
    QCheckBox *m_allParts = nullptr; // performance: data-centre parts too
    QToolButton *m_copy = nullptr;
    QToolButton *m_export = nullptr;
    QChartView *m_view = nullptr;
    int m_rowsThatFit = 0;
    double m_lastRebuildMs = 0.0;
    InteractiveExport m_exportFlow;
};

} // namespace gpa::ui
