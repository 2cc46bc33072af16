// gpa-bench: the benchmark suite's runner. ./bench.sh builds it and runs it;
// docs/performance.md says what each figure measures.
//   gpa-bench [--smoke] [--repeats N] [--steps N] [--json FILE] [--platform NAME]
//             [--python PATH] [--work-dir DIR] [--revision TEXT]
// Every figure is a whole process (or, for the window, a frame of a whole
// process) started by this runner, repeated, next to its anchor run in the
// same invocation. Timings are reported, never asserted: the exit status is
// 1 only when a program failed to run or printed something unexpected.
#include "process.h"
#include "stats.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QTemporaryDir>

#include <cmath>
#include <cstdio>
#include <optional>
#include <thread>
#include <vector>

using namespace gpa::bench;

namespace {

struct Options
{
    bool smoke = false;
    int repeats = 5;
    // The starts (first paint, the JSON commands) are the shortest figures
    // and the noisiest against their anchors: at full size they run this
    // many times as often, so that their ratio is one of two steady medians
    // (docs/performance.md, "Repeats and order"). A first paint with no step
    // after it ends the run, so a start takes a tenth of a second.
    static constexpr int kStartRepeatsFactor = 20;
    [[nodiscard]] int startRepeats() const
    {
        return smoke ? repeats : repeats * kStartRepeatsFactor;
    }
    int steps = 20; // edits and view changes per window run
    QString jsonFile;
    QString platform = QStringLiteral("offscreen");
    QString python = QStringLiteral("/usr/bin/python3");
    QString workDir;
    QString revision;
};

// The programs under test and the anchors, where CMake built them.
struct Programs
{
    QString app = QStringLiteral(GPA_BENCH_APP);
    QString anchorTable = QStringLiteral(GPA_BENCH_ANCHOR_TABLE);
    QString anchorJson = QStringLiteral(GPA_BENCH_ANCHOR_JSON);
    QString generator = QStringLiteral(GPA_BENCH_GENERATOR);
    QString chartScript = QStringLiteral(GPA_BENCH_CHART_SCRIPT);
};

struct Series
{
    QString label;
    std::vector<double> samples;
};

struct Figure
{
    QString id;
    QString title;
    QString unit; // "ms" or "MiB"
    Series product;
    std::optional<Series> anchor;
    QString anchorNote; // why there is no anchor, or where it comes from
    std::optional<Goal> goal;
    QString goalText;
};

struct Catalogue
{
    QString name;
    QString path;
    int devices = 0;
    int quotes = 0;
    double generationSeconds = 0.0;
};

// What a window run printed (see app/probe/benchprobe.h).
struct WindowRun
{
    std::optional<double> firstPaintMs;
    std::optional<double> chartsShownMs;
    std::vector<double> edits;
    std::vector<double> views;
    std::vector<double> chartEdits;
    std::vector<double> selects;
    double maxRssMiB = 0.0;
};

QString count(int n)
{
    QString digits = QString::number(n);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return digits;
}

QString readFirstMatch(const QString &path, const QString &prefix)
{
    // Files in /proc have no size: read until the end rather than ask atEnd().
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed();
    }
    return {};
}

QString lastLine(const QByteArray &text)
{
    const QList<QByteArray> lines = text.trimmed().split('\n');
    return lines.isEmpty() ? QString() : QString::fromUtf8(lines.last()).trimmed();
}

class Suite
{
public:
    Suite(Options options, Programs programs)
        : m_options(std::move(options))
        , m_programs(std::move(programs))
    { }

    int run()
    {
        if (!prepareFolders())
            return 1;
        m_loadStart = loadAverage();
        m_started = QDateTime::currentDateTimeUtc();
        progress(
            QStringLiteral(
                "GPU Advisor benchmarks, %1 size: %2 runs per program (%3 of each start), %4 steps "
                "per window run")
                .arg(m_options.smoke ? QStringLiteral("smoke") : QStringLiteral("full"))
                .arg(m_options.repeats)
                .arg(m_options.startRepeats())
                .arg(m_options.steps));
        if (!generateCatalogues())
            return finish();
        if (!m_options.smoke)
            warmUp();
        measureFirstPaint();
        measureWindowAtScale();
        measureExportChart();
        measureJsonCommands();
        measureRankAtScale();
        measureWindowWithQuotes();
        return finish();
    }

private:
    // Folders and environment ---------------------------------------------

    bool prepareFolders()
    {
        if (m_options.workDir.isEmpty()) {
            m_tempDir.emplace(QDir::temp().filePath(QStringLiteral("gpa-bench-XXXXXX")));
            if (!m_tempDir->isValid()) {
                std::fprintf(stderr, "gpa-bench: cannot create a temporary folder\n");
                return false;
            }
            m_work = m_tempDir->path();
        } else {
            m_work = QDir(m_options.workDir).absolutePath();
        }
        for (const char *sub : {"catalogues", "config", "data", "matplotlib", "runs", "out"}) {
            if (!QDir().mkpath(QDir(m_work).filePath(QLatin1String(sub)))) {
                std::fprintf(stderr, "gpa-bench: cannot create folders in %s\n",
                             qPrintable(m_work));
                return false;
            }
        }
        // The children get their own settings, data and cache folders (never the
        // user's), English, and the chosen Qt platform.
        m_env = {
            {QStringLiteral("QT_QPA_PLATFORM"), m_options.platform},
            {QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config"))},
            {QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("data"))},
            {QStringLiteral("XDG_CACHE_HOME"), path(QStringLiteral("cache"))},
            {QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")},
            {QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
            {QStringLiteral("LANGUAGE"), QString()},
            {QStringLiteral("GPA_BENCH"), QString()},
            {QStringLiteral("MPLBACKEND"), QStringLiteral("Agg")},
            {QStringLiteral("MPLCONFIGDIR"), path(QStringLiteral("matplotlib"))},
        };
        return true;
    }

    [[nodiscard]] QString path(const QString &relative) const
    {
        return QDir(m_work).filePath(relative);
    }

    static void progress(const QString &text)
    {
        std::fprintf(stderr, "%s\n", qPrintable(text));
        std::fflush(stderr);
    }

    // Runs one program; a failure is remembered for the report and the
    // exit status.
    ProcessRun launch(const QString &what, const QStringList &argv,
                      const QMap<QString, QString> &extraEnv = {}, int timeoutSeconds = 300)
    {
        QMap<QString, QString> env = m_env;
        for (auto it = extraEnv.cbegin(); it != extraEnv.cend(); ++it)
            env.insert(it.key(), it.value());
        ProcessRun run = runProcess(argv, env, path(QStringLiteral("runs")), timeoutSeconds);
        if (!run.ok()) {
            const QString detail = lastLine(run.err);
            m_failures << QStringLiteral("%1: %2%3")
                              .arg(what, run.failure,
                                   detail.isEmpty() ? QString()
                                                    : QStringLiteral(" (%1)").arg(detail));
            progress(QStringLiteral("  FAILED ") + m_failures.last());
        }
        return run;
    }

    // Catalogues -----------------------------------------------------------

    bool generateCatalogues()
    {
        // Through the catalogue's API every row is one transaction; in a
        // memory-backed folder they are quick. The files are then copied to
        // the work folder, on disk, where every run reads them.
        std::optional<QTemporaryDir> scratch;
        for (const QString &fast :
             {QStringLiteral("/dev/shm"), qEnvironmentVariable("XDG_RUNTIME_DIR")}) {
            if (!fast.isEmpty() && QFileInfo(fast).isDir() && QFileInfo(fast).isWritable()) {
                scratch.emplace(QDir(fast).filePath(QStringLiteral("gpa-bench-XXXXXX")));
                if (scratch->isValid())
                    break;
                scratch.reset();
            }
        }
        const QString scratchPath = scratch ? scratch->path() : path(QStringLiteral("catalogues"));

        const bool smoke = m_options.smoke;
        const std::vector<Catalogue> wanted = smoke
            ? std::vector<Catalogue> {{QStringLiteral("bundled"), {}, 0, 0},
                                      {QStringLiteral("devices-large"), {}, 400, 0},
                                      {QStringLiteral("quotes-large"), {}, 0, 1500}}
            : std::vector<Catalogue> {{QStringLiteral("bundled"), {}, 0, 0},
                                      {QStringLiteral("devices-1k"), {}, 1000, 0},
                                      {QStringLiteral("devices-large"), {}, 10000, 0},
                                      {QStringLiteral("quotes-1k"), {}, 0, 1000},
                                      {QStringLiteral("quotes-10k"), {}, 0, 10000},
                                      {QStringLiteral("quotes-large"), {}, 0, 100000}};
        for (Catalogue c : wanted) {
            progress(QStringLiteral("generating the catalogue %1").arg(c.name));
            const QString scratchFile
                = QDir(scratchPath).filePath(c.name + QStringLiteral(".new.sqlite"));
            c.path = path(QStringLiteral("catalogues/%1.sqlite").arg(c.name));
            const ProcessRun run
                = launch(QStringLiteral("generating %1").arg(c.name),
                         {m_programs.generator, QStringLiteral("--output"), scratchFile,
                          QStringLiteral("--devices"), QString::number(c.devices),
                          QStringLiteral("--quotes"), QString::number(c.quotes)},
                         {}, 3600);
            if (!run.ok())
                return false;
            if (scratchFile != c.path
                && (!QFile::copy(scratchFile, c.path) || !QFile::remove(scratchFile))) {
                m_failures << QStringLiteral("cannot copy %1 to %2").arg(scratchFile, c.path);
                return false;
            }
            c.generationSeconds = run.wallMs / 1000.0;
            // The totals the catalogue holds, for the labels: "devices N quotes M".
            const QList<QByteArray> totals = run.out.trimmed().split(' ');
            c.devices = totals.value(1).toInt();
            c.quotes = totals.value(3).toInt();
            m_catalogues.push_back(c);
        }
        return true;
    }

    [[nodiscard]] const Catalogue &catalogue(const QString &name) const
    {
        for (const Catalogue &c : m_catalogues) {
            if (c.name == name)
                return c;
        }
        return m_catalogues.front();
    }

    [[nodiscard]] QString devicesLabel(const QString &name) const
    {
        return QStringLiteral("%1 devices").arg(count(catalogue(name).devices));
    }

    [[nodiscard]] QString quotesLabel(const QString &name) const
    {
        return QStringLiteral("%1 devices and %2 quotes")
            .arg(count(catalogue(name).devices), count(catalogue(name).quotes));
    }

    // A copy for a window run, which saves its edits.
    QString scratchCopy(const QString &name)
    {
        const QString copy = path(QStringLiteral("catalogues/%1.run.sqlite").arg(name));
        QFile::remove(copy);
        QFile::copy(catalogue(name).path, copy);
        return copy;
    }

    // Every catalogue opened once by gpu-advisor's commands and the window
    // (the timed runs are second starts, as on a user's machine: whatever a
    // first start stores in the catalogue is stored, and the window, closed
    // as a user closes it, has saved its layout; the window runs a little
    // while, changing the view there and back, so that work it starts after
    // its first paint can finish) and every program run once, untimed, so
    // that timed runs find the files cached.
    void warmUp()
    {
        progress(QStringLiteral("opening each catalogue once (untimed)"));
        for (const Catalogue &c : m_catalogues) {
            (void)launch(QStringLiteral("rank on %1").arg(c.name),
                         {m_programs.app, QStringLiteral("--database"), c.path,
                          QStringLiteral("rank"), QStringLiteral("--json")});
            if (c.name == QLatin1String("bundled") || c.name.endsWith(QLatin1String("-large")))
                (void)runWindow(QStringLiteral("window on %1").arg(c.name),
                                {m_programs.app, QStringLiteral("--database"), c.path},
                                QStringLiteral("views=2"));
        }
        (void)launch(QStringLiteral("anchor table"), {m_programs.anchorTable},
                     {{QStringLiteral("GPA_BENCH"), QStringLiteral("first-paint")}});
        (void)launch(QStringLiteral("anchor JSON printer"),
                     {m_programs.anchorJson, catalogue(QStringLiteral("bundled")).path});
    }

    // Window runs ------------------------------------------------------------

    std::optional<WindowRun> runWindow(const QString &what, const QStringList &argv,
                                       const QString &script)
    {
        const ProcessRun run = launch(what, argv, {{QStringLiteral("GPA_BENCH"), script}});
        if (!run.ok())
            return std::nullopt;
        WindowRun result;
        result.maxRssMiB = run.maxRssMiB;
        bool done = false;
        for (const QByteArray &raw : run.out.split('\n')) {
            const QList<QByteArray> parts = raw.trimmed().split(' ');
            if (parts.value(0) != "gpa-bench")
                continue;
            const QByteArray key = parts.value(1);
            bool ok = false;
            const double value = parts.value(2).toDouble(&ok);
            if (key == "done")
                done = true;
            else if (key == "first-paint-ns" && ok)
                result.firstPaintMs = (value - static_cast<double>(run.startNs)) / 1e6;
            else if (key == "charts-shown-ms" && ok)
                result.chartsShownMs = value;
            else if (key == "edit-ms" && ok)
                result.edits.push_back(value);
            else if (key == "view-ms" && ok)
                result.views.push_back(value);
            else if (key == "chart-edit-ms" && ok)
                result.chartEdits.push_back(value);
            else if (key == "select-ms" && ok)
                result.selects.push_back(value);
        }
        if (!done || !result.firstPaintMs) {
            m_failures
                << QStringLiteral("%1: the probe did not finish (%2)").arg(what, lastLine(run.out));
            progress(QStringLiteral("  FAILED ") + m_failures.last());
            return std::nullopt;
        }
        return result;
    }

    void measureFirstPaint()
    {
        progress(QStringLiteral("first paint: the window and the anchor, %1 runs each")
                     .arg(m_options.startRepeats()));
        Figure f;
        f.id = QStringLiteral("first-paint");
        f.title = QStringLiteral("Start to first painted window, %1")
                      .arg(devicesLabel(QStringLiteral("bundled")));
        f.unit = QStringLiteral("ms");
        f.product.label = QStringLiteral("gpu-advisor window");
        f.anchor = Series {QStringLiteral("anchor: Qt window with a 100-row table"), {}};
        f.goal = Goal {GoalKind::AtMostTimesAnchor, 1.5};
        f.goalText = QStringLiteral("at most 1.5x the anchor");
        for (int r = 0; r < m_options.startRepeats(); ++r) {
            if (auto a = runWindow(
                    QStringLiteral("anchor table, 100 rows"),
                    {m_programs.anchorTable, QStringLiteral("--rows"), QStringLiteral("100")},
                    QStringLiteral("first-paint")))
                f.anchor->samples.push_back(*a->firstPaintMs);
            if (auto p = runWindow(QStringLiteral("window, bundled catalogue"),
                                   {m_programs.app, QStringLiteral("--database"),
                                    scratchCopy(QStringLiteral("bundled"))},
                                   QStringLiteral("first-paint")))
                f.product.samples.push_back(*p->firstPaintMs);
        }
        m_figures.push_back(f);
    }

    void measureWindowAtScale()
    {
        const QString size = devicesLabel(QStringLiteral("devices-large"));
        const int rows = catalogue(QStringLiteral("devices-large")).devices;
        const QString steps = QString::number(m_options.steps);
        progress(
            QStringLiteral(
                "window at %1: %2 row selections, %2 edits, %2 view changes, %2 edits with the "
                "charts shown, %3 runs")
                .arg(size, steps)
                .arg(m_options.repeats));
        Series anchorEdits {QStringLiteral("anchor: plain sorted %1-row table").arg(count(rows)),
                            {}};
        Series anchorPaint {
            QStringLiteral("anchor: Qt window with a %1-row table").arg(count(rows)), {}};
        Series anchorMemory = anchorPaint;
        Series edits {QStringLiteral("gpu-advisor window"), {}};
        Series chartEdits = edits;
        Series views = edits;
        Series paint = edits;
        Series memory = edits;
        Series chartsShown = edits;
        Series selects = edits;
        Series firstSelects = edits;
        for (int r = 0; r < m_options.repeats; ++r) {
            if (auto a = runWindow(
                    QStringLiteral("anchor table, %1 rows").arg(rows),
                    {m_programs.anchorTable, QStringLiteral("--rows"), QString::number(rows)},
                    QStringLiteral("edits=") + steps)) {
                anchorEdits.samples.insert(anchorEdits.samples.end(), a->edits.begin(),
                                           a->edits.end());
                anchorPaint.samples.push_back(*a->firstPaintMs);
                anchorMemory.samples.push_back(a->maxRssMiB);
            }
            if (auto p = runWindow(
                    QStringLiteral("window, %1").arg(size),
                    {m_programs.app, QStringLiteral("--database"),
                     scratchCopy(QStringLiteral("devices-large"))},
                    QStringLiteral("selects=%1,edits=%1,views=%1,chart-edits=%1").arg(steps))) {
                // The first selection after the start shows the details
                // pane's sections for the first time: a figure of its own.
                if (!p->selects.empty()) {
                    firstSelects.samples.push_back(p->selects.front());
                    selects.samples.insert(selects.samples.end(), p->selects.begin() + 1,
                                           p->selects.end());
                }
                edits.samples.insert(edits.samples.end(), p->edits.begin(), p->edits.end());
                views.samples.insert(views.samples.end(), p->views.begin(), p->views.end());
                chartEdits.samples.insert(chartEdits.samples.end(), p->chartEdits.begin(),
                                          p->chartEdits.end());
                paint.samples.push_back(*p->firstPaintMs);
                memory.samples.push_back(p->maxRssMiB);
                if (p->chartsShownMs)
                    chartsShown.samples.push_back(*p->chartsShownMs);
            }
        }
        const Goal frame {GoalKind::AtMost, 16.0};
        const QString frameText = QStringLiteral("at most 16 ms (one frame)");
        m_figures.push_back({QStringLiteral("edit-repaint"),
                             QStringLiteral("Price edit to repainted table, %1").arg(size),
                             QStringLiteral("ms"),
                             edits,
                             anchorEdits,
                             {},
                             frame,
                             frameText});
        m_figures.push_back(
            {QStringLiteral("edit-repaint-charts"),
             QStringLiteral("Price edit to repainted chart, Charts tab open, %1").arg(size),
             QStringLiteral("ms"), chartEdits, anchorEdits,
             QStringLiteral("the same anchor runs as above"), frame, frameText});
        m_figures.push_back(
            {QStringLiteral("view-change"),
             QStringLiteral("View change (full re-rank) to repainted table, %1").arg(size),
             QStringLiteral("ms"), views, std::nullopt, QStringLiteral("none"), frame, frameText});
        m_deferred.push_back(
            {QStringLiteral("memory-window-devices"),
             QStringLiteral("Peak memory, window with %1 (edits and charts included)").arg(size),
             QStringLiteral("MiB"),
             memory,
             anchorMemory,
             {},
             Goal {GoalKind::AtMost, 80.0},
             QStringLiteral("at most 80 MiB")});
        m_scale.push_back({QStringLiteral("first-paint-devices"),
                           QStringLiteral("Start to first painted window, %1").arg(size),
                           QStringLiteral("ms"),
                           paint,
                           anchorPaint,
                           {},
                           std::nullopt,
                           {}});
        m_scale.push_back({QStringLiteral("first-select"),
                           QStringLiteral("First row selected after the start to repainted "
                                          "details, %1")
                               .arg(size),
                           QStringLiteral("ms"),
                           firstSelects,
                           std::nullopt,
                           QStringLiteral("none"),
                           std::nullopt,
                           {}});
        m_scale.push_back(
            {QStringLiteral("select"),
             QStringLiteral("Another row selected to repainted details, %1").arg(size),
             QStringLiteral("ms"),
             selects,
             std::nullopt,
             QStringLiteral("none"),
             std::nullopt,
             {}});
        m_scale.push_back(
            {QStringLiteral("charts-shown"),
             QStringLiteral("Charts tab shown (performance per dollar) to painted, %1").arg(size),
             QStringLiteral("ms"),
             chartsShown,
             std::nullopt,
             QStringLiteral("none"),
             std::nullopt,
             {}});
    }

    void measureWindowWithQuotes()
    {
        const QString size = quotesLabel(QStringLiteral("quotes-large"));
        progress(QStringLiteral("window at %1, %2 runs").arg(size).arg(m_options.repeats));
        Series memory {QStringLiteral("gpu-advisor window"), {}};
        Series paint = memory;
        for (int r = 0; r < m_options.repeats; ++r) {
            if (auto p = runWindow(QStringLiteral("window, %1").arg(size),
                                   {m_programs.app, QStringLiteral("--database"),
                                    scratchCopy(QStringLiteral("quotes-large"))},
                                   QStringLiteral("first-paint"))) {
                paint.samples.push_back(*p->firstPaintMs);
                memory.samples.push_back(p->maxRssMiB);
            }
        }
        m_deferred.push_back(
            {QStringLiteral("memory-window-quotes"),
             QStringLiteral("Peak memory, window with %1 (until first paint)").arg(size),
             QStringLiteral("MiB"), memory, std::nullopt, QStringLiteral("none"),
             Goal {GoalKind::AtMost, 80.0}, QStringLiteral("at most 80 MiB")});
        m_scale.push_back({QStringLiteral("first-paint-quotes"),
                           QStringLiteral("Start to first painted window, %1").arg(size),
                           QStringLiteral("ms"),
                           paint,
                           std::nullopt,
                           QStringLiteral("none"),
                           std::nullopt,
                           {}});
    }

    // Commands -----------------------------------------------------------------

    void measureExportChart()
    {
        const Catalogue &bundled = catalogue(QStringLiteral("bundled"));
        Figure f;
        f.id = QStringLiteral("export-chart");
        f.title = QStringLiteral("export-chart --chart performance-per-dollar, PNG 1600x900");
        f.unit = QStringLiteral("ms");
        f.product.label = QStringLiteral("gpu-advisor export-chart");
        f.goal = Goal {GoalKind::TimesFaster, 8.0};
        f.goalText = QStringLiteral("at least 8x faster than the anchor");

        // The anchor's data: rank --json of each workload, saved untimed.
        QStringList chartArgs {m_options.python, m_programs.chartScript};
        bool haveData = true;
        for (const QString &workload :
             {QStringLiteral("cnn"), QStringLiteral("rnn"), QStringLiteral("transformer")}) {
            const ProcessRun run = launch(
                QStringLiteral("rank --json --workload %1").arg(workload),
                {m_programs.app, QStringLiteral("--database"), bundled.path, QStringLiteral("rank"),
                 QStringLiteral("--json"), QStringLiteral("--workload"), workload});
            const QString file = path(QStringLiteral("out/rank-%1.json").arg(workload));
            QFile out(file);
            haveData = haveData && run.ok() && out.open(QIODevice::WriteOnly)
                && out.write(run.out) == run.out.size();
            chartArgs << QStringLiteral("--") + workload << file;
        }
        chartArgs << QStringLiteral("--output") << path(QStringLiteral("out/chart-matplotlib.png"));
        const bool matplotlib = QFileInfo(m_options.python).isExecutable()
            && runProcess(
                   {m_options.python, QStringLiteral("-c"), QStringLiteral("import matplotlib")},
                   m_env, path(QStringLiteral("runs")), 60)
                   .ok();
        if (!matplotlib) {
            f.anchorNote
                = QStringLiteral(
                      "skipped: %1 has no matplotlib (Debian: apt-get install python3-matplotlib)")
                      .arg(m_options.python);
            progress(QStringLiteral("export-chart: the matplotlib anchor is ") + f.anchorNote);
        } else if (haveData) {
            f.anchor = Series {QStringLiteral("anchor: the same chart by a matplotlib script"), {}};
            // matplotlib builds its font cache on its first run: not drawing.
            if (!m_options.smoke)
                (void)launch(QStringLiteral("matplotlib anchor (first run)"), chartArgs);
        }
        const QStringList productArgs {m_programs.app,
                                       QStringLiteral("--database"),
                                       bundled.path,
                                       QStringLiteral("export-chart"),
                                       QStringLiteral("--chart"),
                                       QStringLiteral("performance-per-dollar"),
                                       QStringLiteral("--width"),
                                       QStringLiteral("1600"),
                                       QStringLiteral("--height"),
                                       QStringLiteral("900"),
                                       QStringLiteral("--output"),
                                       path(QStringLiteral("out/chart-gpu-advisor.png"))};
        if (!m_options.smoke)
            (void)launch(QStringLiteral("export-chart (first run)"), productArgs);
        progress(
            QStringLiteral("export-chart and its anchor, %1 runs each").arg(m_options.repeats));
        for (int r = 0; r < m_options.repeats; ++r) {
            if (f.anchor) {
                if (const ProcessRun a = launch(QStringLiteral("matplotlib anchor"), chartArgs);
                    a.ok())
                    f.anchor->samples.push_back(a.wallMs);
            }
            if (const ProcessRun p = launch(QStringLiteral("export-chart"), productArgs); p.ok())
                f.product.samples.push_back(p.wallMs);
        }
        m_figures.push_back(f);
    }

    void measureJsonCommands()
    {
        const Catalogue &bundled = catalogue(QStringLiteral("bundled"));
        progress(QStringLiteral("rank --json, list --json and the anchor, %1 runs each")
                     .arg(m_options.startRepeats()));
        Series anchor {QStringLiteral("anchor: Qt Core+Sql program printing the devices as JSON"),
                       {}};
        Series rank {QStringLiteral("gpu-advisor rank --json"), {}};
        Series list {QStringLiteral("gpu-advisor list --json"), {}};
        for (int r = 0; r < m_options.startRepeats(); ++r) {
            if (const ProcessRun a = launch(QStringLiteral("anchor JSON printer"),
                                            {m_programs.anchorJson, bundled.path});
                a.ok())
                anchor.samples.push_back(a.wallMs);
            if (const ProcessRun p
                = launch(QStringLiteral("rank --json"),
                         {m_programs.app, QStringLiteral("--database"), bundled.path,
                          QStringLiteral("rank"), QStringLiteral("--json")});
                p.ok())
                rank.samples.push_back(p.wallMs);
            if (const ProcessRun p
                = launch(QStringLiteral("list --json"),
                         {m_programs.app, QStringLiteral("--database"), bundled.path,
                          QStringLiteral("list"), QStringLiteral("--json")});
                p.ok())
                list.samples.push_back(p.wallMs);
        }
        const QString size = devicesLabel(QStringLiteral("bundled"));
        m_figures.push_back({QStringLiteral("rank-json"),
                             QStringLiteral("rank --json, %1").arg(size),
                             QStringLiteral("ms"),
                             rank,
                             anchor,
                             {},
                             Goal {GoalKind::AtMostTimesAnchor, 2.0},
                             QStringLiteral("at most 2x the anchor")});
        m_figures.push_back(
            {QStringLiteral("list-json"), QStringLiteral("list --json, %1").arg(size),
             QStringLiteral("ms"), list, anchor, QStringLiteral("the same anchor runs as above"),
             Goal {GoalKind::AtMostTimesAnchor, 1.5}, QStringLiteral("at most 1.5x the anchor")});
    }

    void measureRankAtScale()
    {
        std::vector<QString> names;
        for (const Catalogue &c : m_catalogues) {
            if (c.name != QLatin1String("bundled"))
                names.push_back(c.name);
        }
        progress(QStringLiteral("rank --json on the generated catalogues, %1 runs each")
                     .arg(m_options.repeats));
        for (const QString &name : names) {
            const Catalogue &c = catalogue(name);
            const QString size = c.name.startsWith(QLatin1String("quotes")) ? quotesLabel(name)
                                                                            : devicesLabel(name);
            Series wall {QStringLiteral("gpu-advisor rank --json"), {}};
            Series memory = wall;
            for (int r = 0; r < m_options.repeats; ++r) {
                if (const ProcessRun p
                    = launch(QStringLiteral("rank --json, %1").arg(size),
                             {m_programs.app, QStringLiteral("--database"), c.path,
                              QStringLiteral("rank"), QStringLiteral("--json")});
                    p.ok()) {
                    wall.samples.push_back(p.wallMs);
                    memory.samples.push_back(p.maxRssMiB);
                }
            }
            Figure time {QStringLiteral("rank-%1").arg(name),
                         QStringLiteral("rank --json, %1").arg(size),
                         QStringLiteral("ms"),
                         wall,
                         std::nullopt,
                         QStringLiteral("none"),
                         std::nullopt,
                         {}};
            if (name == QLatin1String("quotes-large")) {
                time.goal = Goal {GoalKind::AtMost, 300.0};
                time.goalText = QStringLiteral("at most 300 ms");
                m_figures.push_back(time);
            } else {
                m_scale.push_back(time);
            }
            if (name == QLatin1String("devices-large") || name == QLatin1String("quotes-large")) {
                m_deferred.push_back({QStringLiteral("memory-rank-%1").arg(name),
                                      QStringLiteral("Peak memory, rank --json, %1").arg(size),
                                      QStringLiteral("MiB"), memory, std::nullopt,
                                      QStringLiteral("none"), Goal {GoalKind::AtMost, 80.0},
                                      QStringLiteral("at most 80 MiB")});
            }
        }
    }

    // Report -----------------------------------------------------------------

    static QString loadAverage()
    {
        QFile file(QStringLiteral("/proc/loadavg"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 2);
    }

    static QString cpuModel()
    {
        const QString model
            = readFirstMatch(QStringLiteral("/proc/cpuinfo"), QStringLiteral("model name"));
        return model.startsWith(QLatin1Char(':')) ? model.mid(1).trimmed() : model;
    }

    static double memoryGiB()
    {
        const QString total
            = readFirstMatch(QStringLiteral("/proc/meminfo"), QStringLiteral("MemTotal:"));
        return total.section(QLatin1Char(' '), 0, 0).toDouble() / 1024.0 / 1024.0;
    }

    [[nodiscard]] QJsonObject machine() const
    {
        return {{QStringLiteral("cpu"), cpuModel()},
                {QStringLiteral("cores"), static_cast<int>(std::thread::hardware_concurrency())},
                {QStringLiteral("memory_gib"), std::round(memoryGiB() * 10.0) / 10.0},
                {QStringLiteral("os"), QSysInfo::prettyProductName()},
                {QStringLiteral("kernel"), QSysInfo::kernelVersion()},
                {QStringLiteral("qt"), QString::fromLatin1(qVersion())},
                {QStringLiteral("platform"), m_options.platform},
                {QStringLiteral("load_average_start"), m_loadStart},
                {QStringLiteral("load_average_end"), m_loadEnd}};
    }

    static QString number(double value) { return QString::number(value, 'f', 1); }

    // Microseconds are below what a whole-process timing can tell apart.
    static double rounded(double value) { return std::round(value * 1000.0) / 1000.0; }

    static QJsonObject seriesJson(const Series &s)
    {
        QJsonObject o {{QStringLiteral("label"), s.label}};
        QJsonArray samples;
        for (double v : s.samples)
            samples.append(rounded(v));
        o.insert(QStringLiteral("samples"), samples);
        if (const auto sum = summarize(s.samples)) {
            o.insert(QStringLiteral("min"), rounded(sum->min));
            o.insert(QStringLiteral("median"), rounded(sum->median));
            o.insert(QStringLiteral("max"), rounded(sum->max));
        }
        return o;
    }

    void printFigure(const Figure &f, QJsonArray &json) const
    {
        const auto product = summarize(f.product.samples);
        const auto anchor = f.anchor ? summarize(f.anchor->samples) : std::nullopt;
        const auto line = [&f](const QString &label, const std::optional<Summary> &s) {
            if (!s) {
                std::printf("  %-58s %9s %9s %9s\n", qPrintable(label), "-", "-", "-");
                return;
            }
            std::printf("  %-58s %9s %9s %9s %-3s  %zu\n", qPrintable(label),
                        qPrintable(number(s->min)), qPrintable(number(s->median)),
                        qPrintable(number(s->max)), qPrintable(f.unit), s->count);
        };
        if (f.title.size() > 60)
            std::printf("%s\n%-60s %9s %9s %9s %-3s  n\n", qPrintable(f.title), "", "min", "median",
                        "max", "");
        else
            std::printf("%-60s %9s %9s %9s %-3s  n\n", qPrintable(f.title), "min", "median", "max",
                        "");
        line(f.product.label, product);
        if (f.anchor)
            line(f.anchor->label, anchor);
        if (!f.anchorNote.isEmpty())
            std::printf("  anchor: %s\n", qPrintable(f.anchorNote));

        QJsonObject o {{QStringLiteral("id"), f.id},
                       {QStringLiteral("title"), f.title},
                       {QStringLiteral("unit"), f.unit},
                       {QStringLiteral("product"), seriesJson(f.product)}};
        o.insert(QStringLiteral("anchor"),
                 f.anchor ? QJsonValue(seriesJson(*f.anchor)) : QJsonValue());
        if (!f.anchorNote.isEmpty())
            o.insert(QStringLiteral("anchor_note"), f.anchorNote);
        if (f.goal) {
            QString text = QStringLiteral("  goal: %1").arg(f.goalText);
            QJsonObject goal {{QStringLiteral("text"), f.goalText},
                              {QStringLiteral("value"), f.goal->value}};
            const auto verdict = product ? judge(*f.goal, *product, anchor) : std::nullopt;
            if (!verdict) {
                text += QStringLiteral(": not judged (a median is missing)");
            } else if (m_options.smoke) {
                text += QStringLiteral(": not judged at smoke size");
            } else {
                const QString ratio = f.goal->kind == GoalKind::TimesFaster
                    ? QStringLiteral("%1x faster").arg(verdict->ratio, 0, 'f', 2)
                    : f.goal->kind == GoalKind::AtMostTimesAnchor
                    ? QStringLiteral("%1x the anchor").arg(verdict->ratio, 0, 'f', 2)
                    : QStringLiteral("%1x the goal").arg(verdict->ratio, 0, 'f', 2);
                text += QStringLiteral(": %1 -> %2")
                            .arg(ratio,
                                 verdict->met ? QStringLiteral("PASS") : QStringLiteral("MISS"));
                goal.insert(QStringLiteral("ratio"), verdict->ratio);
                goal.insert(QStringLiteral("met"), verdict->met);
            }
            std::printf("%s\n", qPrintable(text));
            o.insert(QStringLiteral("goal"), goal);
        }
        std::printf("\n");
        json.append(o);
    }

    // One line per goal: the medians, the ratio and the verdict.
    void printSummary() const
    {
        std::printf("== Summary (medians) ==\n\n%-76s %12s %12s %14s  %s\n", "figure",
                    "gpu-advisor", "anchor", "ratio", "goal");
        for (const std::vector<Figure> *list : {&m_figures, &m_deferred}) {
            for (const Figure &f : *list) {
                const auto product = summarize(f.product.samples);
                const auto anchor = f.anchor ? summarize(f.anchor->samples) : std::nullopt;
                const auto verdict
                    = product && f.goal ? judge(*f.goal, *product, anchor) : std::nullopt;
                const auto value = [&f](const std::optional<Summary> &s) {
                    return s ? QStringLiteral("%1 %2").arg(number(s->median), f.unit)
                             : QStringLiteral("-");
                };
                QString outcome = QStringLiteral("-");
                if (verdict) {
                    outcome = QString::number(verdict->ratio, 'f', 2)
                        + (f.goal->kind == GoalKind::TimesFaster ? QStringLiteral("x faster")
                               : f.goal->kind == GoalKind::AtMostTimesAnchor
                               ? QStringLiteral("x anchor")
                               : QStringLiteral("x goal"));
                }
                QString goal = f.goalText;
                if (verdict && !m_options.smoke)
                    goal += verdict->met ? QStringLiteral(": PASS") : QStringLiteral(": MISS");
                std::printf("%-76s %12s %12s %14s  %s\n", qPrintable(f.title.left(76)),
                            qPrintable(value(product)), qPrintable(value(anchor)),
                            qPrintable(outcome), qPrintable(goal));
            }
        }
        std::printf("\n");
    }

    int finish()
    {
        m_loadEnd = loadAverage();
        const QJsonObject machineInfo = machine();
        std::printf(
            "\nGPU Advisor benchmarks, %s size: %d runs per program (%d of each start), %d steps "
            "per window run\n",
            m_options.smoke ? "smoke" : "full", m_options.repeats, m_options.startRepeats(),
            m_options.steps);
        std::printf("Machine: %s, %d cores, %.1f GiB, %s, kernel %s, Qt %s, platform %s\n",
                    qPrintable(cpuModel()), machineInfo.value(QStringLiteral("cores")).toInt(),
                    memoryGiB(), qPrintable(QSysInfo::prettyProductName()),
                    qPrintable(QSysInfo::kernelVersion()), qVersion(),
                    qPrintable(m_options.platform));
        std::printf("Load average (1, 5, 15 min): %s at the start, %s at the end\n",
                    qPrintable(m_loadStart), qPrintable(m_loadEnd));
        if (!m_options.revision.isEmpty())
            std::printf("Revision: %s\n", qPrintable(m_options.revision));
        QJsonArray catalogues;
        QStringList generated;
        for (const Catalogue &c : m_catalogues) {
            catalogues.append(
                QJsonObject {{QStringLiteral("name"), c.name},
                             {QStringLiteral("devices"), c.devices},
                             {QStringLiteral("quotes"), c.quotes},
                             {QStringLiteral("generation_s"), rounded(c.generationSeconds)}});
            generated << QStringLiteral("%1 (%2 s)")
                             .arg(c.name.startsWith(QLatin1String("quotes")) ? quotesLabel(c.name)
                                                                             : devicesLabel(c.name))
                             .arg(c.generationSeconds, 0, 'f', 1);
        }
        std::printf("Catalogues generated: %s\n\n",
                    qPrintable(generated.join(QStringLiteral(", "))));

        for (const std::vector<Figure> *list : {&m_figures, &m_deferred, &m_scale}) {
            for (const Figure &f : *list) {
                if (f.product.samples.empty())
                    m_failures << QStringLiteral("%1: no measurement").arg(f.title);
            }
        }
        QJsonArray figures;
        std::printf("== Goals ==\n\n");
        for (const Figure &f : m_figures)
            printFigure(f, figures);
        for (const Figure &f : m_deferred)
            printFigure(f, figures);
        std::printf("== For scale (no goal) ==\n\n");
        for (const Figure &f : m_scale)
            printFigure(f, figures);
        printSummary();
        if (!m_failures.isEmpty()) {
            std::printf("FAILED RUNS (%lld):\n", static_cast<long long>(m_failures.size()));
            for (const QString &failure : m_failures)
                std::printf("  %s\n", qPrintable(failure));
        }
        std::fflush(stdout);

        if (!m_options.jsonFile.isEmpty()) {
            QJsonArray failures;
            for (const QString &failure : m_failures)
                failures.append(failure);
            const QJsonObject root {
                {QStringLiteral("size"),
                 m_options.smoke ? QStringLiteral("smoke") : QStringLiteral("full")},
                {QStringLiteral("repeats"), m_options.repeats},
                {QStringLiteral("start_repeats"), m_options.startRepeats()},
                {QStringLiteral("steps"), m_options.steps},
                {QStringLiteral("revision"), m_options.revision},
                {QStringLiteral("started"), m_started.toString(Qt::ISODate)},
                {QStringLiteral("machine"), machineInfo},
                {QStringLiteral("catalogues"), catalogues},
                {QStringLiteral("figures"), figures},
                {QStringLiteral("failures"), failures}};
            QFile file(m_options.jsonFile);
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
                || file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) < 0) {
                std::fprintf(stderr, "gpa-bench: cannot write %s\n",
                             qPrintable(m_options.jsonFile));
                return 1;
            }
        }
        return m_failures.isEmpty() ? 0 : 1;
    }

    Options m_options;
    Programs m_programs;
    std::optional<QTemporaryDir> m_tempDir;
    QString m_work;
    QMap<QString, QString> m_env;
    std::vector<Catalogue> m_catalogues;
    std::vector<Figure> m_figures; // the goals, in the order of the table
    std::vector<Figure> m_deferred; // goals reported after the timings (memory)
    std::vector<Figure> m_scale; // figures without a goal
    QStringList m_failures;
    QString m_loadStart;
    QString m_loadEnd;
    QDateTime m_started;
};

void usage(FILE *to)
{
    std::fprintf(
        to,
        "usage: gpa-bench [--smoke] [--repeats N] [--steps N] [--json FILE] [--platform NAME]\n"
        "                 [--python PATH] [--work-dir DIR] [--revision TEXT]\n"
        "  --smoke        small catalogues, one run each: checks that everything runs\n"
        "  --repeats N    runs per program (default 5; smoke 1); at full size the starts\n"
        "                 (first paint, rank and list --json) run 20 times as often\n"
        "  --steps N      edits and view changes per window run (default 20; smoke 2)\n"
        "  --json FILE    also write every sample and summary as JSON\n"
        "  --platform P   QT_QPA_PLATFORM of the windows (default offscreen)\n"
        "  --python PATH  the Python with matplotlib (default /usr/bin/python3)\n"
        "  --work-dir DIR keep catalogues, outputs and charts there (default: a temporary folder)\n"
        "  --revision T   a label for the report, e.g. git describe\n");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Options options;
    std::optional<int> repeats;
    std::optional<int> steps;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (arg == QLatin1String("--smoke")) {
            options.smoke = true;
        } else if (arg == QLatin1String("--repeats") && hasValue) {
            repeats = args.at(++i).toInt(&ok);
            ok = ok && *repeats >= 1;
        } else if (arg == QLatin1String("--steps") && hasValue) {
            steps = args.at(++i).toInt(&ok);
            ok = ok && *steps >= 1;
        } else if (arg == QLatin1String("--json") && hasValue) {
            options.jsonFile = args.at(++i);
        } else if (arg == QLatin1String("--platform") && hasValue) {
            options.platform = args.at(++i);
        } else if (arg == QLatin1String("--python") && hasValue) {
            options.python = args.at(++i);
        } else if (arg == QLatin1String("--work-dir") && hasValue) {
            options.workDir = args.at(++i);
        } else if (arg == QLatin1String("--revision") && hasValue) {
            options.revision = args.at(++i);
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            usage(stdout);
            return 0;
        } else {
            ok = false;
        }
        if (!ok) {
            std::fprintf(stderr, "gpa-bench: unexpected argument '%s'\n", qPrintable(arg));
            usage(stderr);
            return 2;
        }
    }
    options.repeats = repeats.value_or(options.smoke ? 1 : 5);
    options.steps = steps.value_or(options.smoke ? 2 : 20);
    return Suite(options, Programs {}).run();
}
