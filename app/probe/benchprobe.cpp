#include "benchprobe.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QEvent>
#include <QItemSelectionModel>
#include <QPersistentModelIndex>
#include <QTimer>
#include <QWidget>
#include <QWindow>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <optional>
#include <vector>

namespace gpa::bench {

qint64 monotonicNs()
{
    timespec now {};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return static_cast<qint64>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

namespace {

// A pause before the first measured step: a user sees the window for a
// moment before typing anything (work the window starts after its first
// paint, such as a background calibration, may still run).
constexpr int kSettleMs = 1000;
// A pause between two measured steps, so that one step's leftovers (posted
// events, timers) do not count against the next.
constexpr int kGapMs = 50;
// A step that never repaints is reported, not waited for forever; the first
// paint of a large catalogue on a slow machine may take a while.
constexpr int kFirstPaintTimeoutMs = 180000;
constexpr int kTimeoutMs = 30000;

enum class StepKind { Edits, Views, ChartEdits, Selects };

struct Step
{
    StepKind kind;
    int count;
};

void emitLine(const char *name, double value)
{
    std::printf("gpa-bench %s %.3f\n", name, value);
    std::fflush(stdout);
}

// Waits for frames. A frame is the event in which Qt paints every dirty widget
// of the window and flushes it: the top-level widget's UpdateRequest, or its
// QWindow's Expose or UpdateRequest (the first paint comes that way). The
// probe takes the time after the outermost frame was handled, and only when
// the watched surface was painted in it. It filters the application's events,
// which costs nothing when GPA_BENCH is unset: the probe then does not exist.
class Probe : public QObject
{
public:
    Probe(const ProbeTargets &targets, std::vector<Step> steps)
        : QObject(targets.window)
        , m_targets(targets)
        , m_steps(std::move(steps))
    {
        m_timeout.setSingleShot(true);
        connect(&m_timeout, &QTimer::timeout, this,
                [this] { fail("no repaint within the time allowed"); });
        QCoreApplication::instance()->installEventFilter(this);
        watch(
            m_targets.table->viewport(),
            [this](qint64 ns) {
                std::printf("gpa-bench first-paint-ns %lld\n", static_cast<long long>(ns));
                std::fflush(stdout);
                // With no step to take, the run ends at its first paint: a
                // start costs its own time only, and the suite can take
                // many (its memory is then the start's alone).
                QTimer::singleShot(m_steps.empty() ? 0 : kSettleMs, this, [this] { nextStep(); });
            },
            kFirstPaintTimeoutMs);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_onFrame || event == m_forwarded)
            return false;
        if (watched == m_surface && event->type() == QEvent::Paint) {
            m_surfacePainted = true;
            if (m_inFrame)
                return false; // the frame's end is taken below
            // Painted outside a frame (a synchronous repaint): its end counts.
            forward(watched, event);
            frameDone();
            return true;
        }
        if (isFrame(watched, event)) {
            if (m_inFrame)
                return false; // nested: the outer frame's end counts
            m_inFrame = true;
            m_surfacePainted = false;
            forward(watched, event);
            m_inFrame = false;
            if (m_surfacePainted)
                frameDone();
            return true;
        }
        return false;
    }

private:
    [[nodiscard]] bool isFrame(QObject *watched, QEvent *event) const
    {
        const QEvent::Type type = event->type();
        if (watched == m_targets.window)
            return type == QEvent::UpdateRequest;
        const QWindow *handle = m_targets.window->windowHandle();
        return handle && watched == handle
            && (type == QEvent::Expose || type == QEvent::UpdateRequest);
    }

    // Delivers the event now, so that the time can be taken once it was handled.
    void forward(QObject *receiver, QEvent *event)
    {
        QEvent *outer = m_forwarded;
        m_forwarded = event;
        QCoreApplication::sendEvent(receiver, event);
        m_forwarded = outer;
    }

    void watch(QWidget *surface, std::function<void(qint64)> onFrame, int timeoutMs = kTimeoutMs)
    {
        m_surface = surface;
        m_onFrame = std::move(onFrame);
        m_timeout.start(timeoutMs);
    }

    void frameDone()
    {
        const qint64 ns = monotonicNs();
        if (m_accept && !m_accept())
            return; // not yet what the step waits for: the next frame may be
        m_timeout.stop();
        auto onFrame = std::move(m_onFrame);
        m_onFrame = nullptr;
        m_accept = nullptr;
        onFrame(ns);
    }

    void fail(const char *reason)
    {
        std::printf("gpa-bench error %s\n", reason);
        std::fflush(stdout);
        m_onFrame = nullptr;
        QCoreApplication::exit(3);
    }

    // The first editable cell of the first row, as the table shows it now.
    bool chooseCell()
    {
        QAbstractItemModel *model = m_targets.table->model();
        if (!model || model->rowCount() == 0)
            return false;
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(0, column);
            bool ok = false;
            const double value = index.data(Qt::EditRole).toDouble(&ok);
            if ((model->flags(index) & Qt::ItemIsEditable) && ok && value > 0.0) {
                m_cell = index;
                m_baseValue = value;
                return true;
            }
        }
        return false;
    }

    void nextStep()
    {
        if (m_stepIndex >= m_steps.size()) {
            std::printf("gpa-bench done\n");
            std::fflush(stdout);
            // Closed as a user closes it: the window saves its layout, which
            // the next start restores.
            m_targets.window->close();
            QCoreApplication::exit(0);
            return;
        }
        const Step &step = m_steps[m_stepIndex];
        m_done = 0;
        if (step.kind == StepKind::Views || step.kind == StepKind::Selects) {
            if (step.kind == StepKind::Views && !m_targets.changeView)
                return fail("this program has no view to change");
            if (step.kind == StepKind::Selects && !m_targets.selectRow)
                return fail("this program shows no row's details");
            QTimer::singleShot(kGapMs, this, [this] { measure(); });
            return;
        }
        if (!chooseCell())
            return fail("the first row has no editable value");
        // The row is selected first, as the click into its cell selects it
        // (a window shows the selected row's details, which an edit of its
        // price changes too).
        m_targets.table->selectionModel()->setCurrentIndex(
            m_cell, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        if (step.kind == StepKind::ChartEdits) {
            if (!m_targets.showCharts)
                return fail("this program has no charts");
            QTimer::singleShot(kGapMs, this, [this] {
                const qint64 start = monotonicNs();
                QWidget *charts = m_targets.showCharts();
                watch(charts, [this, start](qint64 ns) {
                    emitLine("charts-shown-ms", static_cast<double>(ns - start) / 1e6);
                    QTimer::singleShot(kSettleMs, this, [this] { measure(); });
                });
            });
            return;
        }
        QTimer::singleShot(kGapMs, this, [this] { measure(); });
    }

    // One measured step: the change, then the frame that shows it.
    void measure()
    {
        const Step &step = m_steps[m_stepIndex];
        const int i = m_done;
        const char *name = step.kind == StepKind::Edits ? "edit-ms"
            : step.kind == StepKind::Views              ? "view-ms"
            : step.kind == StepKind::Selects            ? "select-ms"
                                                        : "chart-edit-ms";
        QWidget *surface
            = step.kind == StepKind::ChartEdits ? m_surface : m_targets.table->viewport();
        const qint64 start = monotonicNs();
        if (step.kind == StepKind::Views) {
            m_targets.changeView(i);
        } else if (step.kind == StepKind::Selects) {
            surface = m_targets.selectRow(i);
        } else {
            if (!m_cell.isValid())
                return fail("the edited row disappeared");
            const double value = i % 2 == 0 ? std::round(m_baseValue * 150.0) / 100.0 : m_baseValue;
            if (!m_targets.table->model()->setData(m_cell, value, Qt::EditRole))
                return fail("the edit was refused");
            // The frame must show the new value (work deferred after the
            // edit is part of it).
            m_accept = [this, value] {
                return m_cell.isValid()
                    && std::abs(m_cell.data(Qt::EditRole).toDouble() - value) < 0.005;
            };
        }
        watch(surface, [this, name, start](qint64 ns) {
            emitLine(name, static_cast<double>(ns - start) / 1e6);
            if (++m_done < m_steps[m_stepIndex].count) {
                QTimer::singleShot(kGapMs, this, [this] { measure(); });
            } else {
                ++m_stepIndex;
                nextStep();
            }
        });
    }

    ProbeTargets m_targets;
    std::vector<Step> m_steps;
    std::size_t m_stepIndex = 0;
    int m_done = 0;
    QPersistentModelIndex m_cell;
    double m_baseValue = 0.0;
    QWidget *m_surface = nullptr;
    std::function<void(qint64)> m_onFrame;
    std::function<bool()> m_accept;
    QEvent *m_forwarded = nullptr;
    bool m_inFrame = false;
    bool m_surfacePainted = false;
    QTimer m_timeout;
};

// "first-paint" or "edits=N,views=N,chart-edits=N,selects=N"; nullopt when
// malformed.
std::optional<std::vector<Step>> parseSteps(const QByteArray &text)
{
    std::vector<Step> steps;
    for (const QByteArray &item : text.split(',')) {
        const QByteArray token = item.trimmed();
        if (token == "first-paint")
            continue;
        const QList<QByteArray> parts = token.split('=');
        bool ok = false;
        const int count = parts.size() == 2 ? parts.at(1).toInt(&ok) : 0;
        if (!ok || count < 1)
            return std::nullopt;
        if (parts.at(0) == "edits")
            steps.push_back({StepKind::Edits, count});
        else if (parts.at(0) == "views")
            steps.push_back({StepKind::Views, count});
        else if (parts.at(0) == "chart-edits")
            steps.push_back({StepKind::ChartEdits, count});
        else if (parts.at(0) == "selects")
            steps.push_back({StepKind::Selects, count});
        else
            return std::nullopt;
    }
    return steps;
}

} // namespace

bool startProbe(const ProbeTargets &targets)
{
    const QByteArray request = qgetenv("GPA_BENCH");
    if (request.isEmpty())
        return false;
    auto steps = parseSteps(request);
    if (!steps || !targets.window || !targets.table) {
        std::fprintf(
            stderr,
            "GPA_BENCH: '%s' is not first-paint or a list of edits=N, views=N, chart-edits=N, "
            "selects=N\n",
            request.constData());
        QTimer::singleShot(0, [] { QCoreApplication::exit(2); });
        return true;
    }
    new Probe(targets, std::move(*steps));
    return true;
}

} // namespace gpa::bench
