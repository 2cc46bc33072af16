#pragma once

#include "chartcontext.h"
#include "exportflow.h"

#include <QImage>
#include <QWidget>

#include <functional>
#include <map>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QToolButton;
class QVBoxLayout;

namespace gpa::ui {

struct ChartSnapshot;

// A chart-kind selector, the chart and its export and copy actions.
//
// The window gives a source of contexts and calls invalidate() after every
// change (filters, selection, view options, an edit, an undo): the panel
// then computes the data of the kind it shows, and only while it is shown;
// another kind's data is computed when that kind is chosen. A single
// setContext() instead computes every kind at once and keeps no pointer
// into the context. The chart shown is redrawn in place (updateChart(): the
// same QChart, series and axes with new values); a new one is built only
// when the kind, the theme or the chart's structure changes.
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    // Computes every kind's data from `context` and redraws; the context is
    // not kept (its values are, see ChartSnapshot). Ends any context source.
    void setContext(const ChartContext &context);

    // Where the data comes from when it is needed: called only while the
    // objects the context points to are alive (the window's workspace).
    using ContextSource = std::function<ChartContext()>;
    void setContextSource(ContextSource source);
    // What the source gives has changed: the shown chart is recomputed now
    // when the panel is visible, otherwise when it is next shown or used.
    void invalidate();

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
    // The chart view (a QChartView): null until the panel is first shown, or drawn by
    // setContext() or copyChart().
    [[nodiscard]] QWidget *chartView() const;
    // The kinds whose data is held now (computed since the last change).
    [[nodiscard]] std::vector<ChartKind> computedKinds() const;

signals:
    void kindChanged(gpa::ui::ChartKind kind);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void ensureView();
    void rebuild();
    void requestRebuild();
    void forgetOptionVariants(ChartKind kind);
    // The data of `kind`, computed from the source when it is missing; an
    // empty snapshot ("no catalogue") when there is neither data nor source.
    const ChartSnapshot &snapshot(ChartKind kind) const;

    // Per kind; after setContext() every kind shares one snapshot.
    mutable std::map<ChartKind, std::shared_ptr<const ChartSnapshot>> m_snapshots;
    std::shared_ptr<const ChartSnapshot> m_empty;
    ContextSource m_source;
    bool m_stale = false; // the chart shown is out of date
    bool m_rebuildPending = false;
    ChartKind m_kind = ChartKind::Performance;
    ChartOptions m_options;
    QComboBox *m_kindBox = nullptr;
    QCheckBox *m_referenceScale = nullptr;
    QCheckBox *m_allParts = nullptr; // performance: data-centre parts too
    QToolButton *m_copy = nullptr;
    QToolButton *m_export = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_view = nullptr; // a QChartView (chartdrawing.h)
    int m_rowsThatFit = 0;
    int m_drawnWidth = 0; // the view's width the chart shown was drawn for
    double m_lastRebuildMs = 0.0;
    InteractiveExport m_exportFlow;
};

} // namespace gpa::ui
