#pragma once

#include <QtGlobal>

#include <functional>

class QAbstractItemView;
class QWidget;

// Measuring hooks for the benchmark suite (./bench.sh, docs/performance.md),
// shared by the gpu-advisor window and the suite's anchor programs so that
// both are timed the same way. Nothing happens unless the environment
// variable GPA_BENCH is set:
//   GPA_BENCH=first-paint                  print when the table first painted, quit
//   GPA_BENCH=selects=20,edits=20,views=20,chart-edits=20
//       after the first paint, in the order given, that many selections of a
//       row (rows 1 and 2 in turn), value edits in the table, changes of view
//       and edits with the charts shown, each timed until the next frame that
//       repaints what the user looks at; then quit.
// Lines on stdout: "gpa-bench first-paint-ns <CLOCK_MONOTONIC ns>" (the
// launching process subtracts its own start time), "gpa-bench edit-ms <ms>",
// "gpa-bench view-ms <ms>", "gpa-bench select-ms <ms>", "gpa-bench charts-shown-ms <ms>",
// "gpa-bench chart-edit-ms <ms>", then "gpa-bench done"; on trouble
// "gpa-bench error <reason>" and exit status 3.
namespace gpa::bench {

// CLOCK_MONOTONIC in nanoseconds: one clock for every process of the machine.
qint64 monotonicNs();

struct ProbeTargets
{
    QWidget *window = nullptr; // the top-level window whose frames count
    QAbstractItemView *table = nullptr; // first paint: its viewport; edits: its model
    // Optional: the i-th change of view (a full re-rank), as the toolbar makes it.
    std::function<void(int step)> changeView;
    // Optional: shows the charts and returns the widget they are painted on.
    std::function<QWidget *()> showCharts;
    // Optional: selects the i-th step's row (the first or the second row in
    // turn) as a click does, and returns the widget whose next paint shows
    // that row's details.
    std::function<QWidget *(int step)> selectRow;
};

// Starts the measurements GPA_BENCH asks for; false (and nothing happens) when
// it is unset. An edit is what the table's delegate does when the user types a
// value: setData(EditRole) on the view's model, here on the first editable
// cell of the first row (selected first, as the click into it selects it),
// alternately 1.5 times its value and back.
bool startProbe(const ProbeTargets &targets);

} // namespace gpa::bench
