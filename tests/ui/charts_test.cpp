// The charts drawn without a window: every kind exported to PNG and SVG on
// a scratch catalogue, the pixels checked, a price edit seen in the picture,
// failed exports leaving nothing behind; the chart panel and export dialog.
#include "core/performancemodel.h"
#include "core/ranking.h"
#include "testsupport.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/charts/exportchartdialog.h"
#include "ui/charts/exportflow.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolButton>
#include <QPalette>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gpa;
using gpa::ui::ChartKind;

namespace {

// A scratch catalogue with its engine session, as the workspace holds them.
struct Workspace
{
    test::ScratchCatalogue scratch;
    Session session{DataSet{}};

    Workspace()
    {
        REQUIRE(scratch.ok());
        session = Session(scratch->load().value());
    }

    void reload(const std::string &deviceId) // after a price edit: that device is re-priced
    {
        session.setQuotes(deviceId, scratch->priceQuotes(QString::fromStdString(deviceId)));
    }

    void setCurrency(const std::string &currency)
    {
        ViewOptions view = session.view();
        view.currency = currency;
        session.setView(view);
    }

    [[nodiscard]] ui::ChartContext context() const
    {
        ui::ChartContext c;
        c.session = &session;
        return c;
    }
};

Workspace &shared()
{
    static Workspace w;
    return w;
}

QString kindName(ChartKind kind)
{
    return ui::chartKindId(kind);
}

int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); y += 2) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); x += 2)
            colours.insert(line[x]);
    }
    return static_cast<int>(colours.size());
}

double meanLightness(const QImage &image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    double sum = 0.0;
    int count = 0;
    for (int y = 0; y < rgb.height(); y += 4) {
        for (int x = 0; x < rgb.width(); x += 4) {
            sum += static_cast<double>(QColor(rgb.pixel(x, y)).lightnessF());
            ++count;
        }
    }
    return sum / count;
}

PriceQuote cheapQuote(const std::string &deviceId, double amount)
{
    PriceQuote quote;
    quote.deviceId = deviceId;
    quote.amount = amount;
    quote.currency = "USD";
    quote.kind = QuoteKind::Used;
    quote.origin = Origin::User;
    quote.observed = PartialDate::ymd(2025, 6, 1);
    quote.source = "test";
    return quote;
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

TEST_CASE("Chart kinds have stable command-line names", "[charts]")
{
    for (ChartKind kind : ui::kAllChartKinds) {
        CAPTURE(kindName(kind).toStdString());
        REQUIRE(ui::parseChartKind(kindName(kind)) == kind);
        CHECK_FALSE(ui::chartKindTitle(kind).isEmpty());
    }
    CHECK(kindName(ChartKind::PerformancePerDollar) == QStringLiteral("performance-per-dollar"));
    CHECK_FALSE(ui::parseChartKind(QStringLiteral("pie")));
    CHECK(ui::chartFileFormat(QStringLiteral("a/b.PNG")) == ui::ChartFileFormat::Png);
    CHECK(ui::chartFileFormat(QStringLiteral("chart.svg")) == ui::ChartFileFormat::Svg);
    CHECK_FALSE(ui::chartFileFormat(QStringLiteral("chart.jpg")));
    CHECK_FALSE(ui::chartFileFormat(QStringLiteral("png")));
}

TEST_CASE("Every chart exports headless to a PNG of the requested size with real content",
          "[charts][export]")
{
    const ChartKind kind
        = GENERATE(ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter,
                   ChartKind::PriceHistory, ChartKind::BuyVsRent);
    CAPTURE(kindName(kind).toStdString());
    QTemporaryDir dir;
    const QString path = dir.filePath(kindName(kind) + QStringLiteral(".png"));
    const auto error = ui::exportChart(kind, shared().context(), path, QSize(1000, 600));
    INFO((error ? *error : QString()).toStdString());
    REQUIRE_FALSE(error);
    const QImage image(path);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(1000, 600));
    CHECK(distinctColours(image) > 20);
    CHECK(filesIn(dir.path())
          == QStringList {QFileInfo(path).fileName()}); // no temporary file left

    SECTION("A scale of 2 doubles the pixels")
    {
        const QString big = dir.filePath(QStringLiteral("big.png"));
        REQUIRE_FALSE(ui::exportChart(kind, shared().context(), big, QSize(600, 400), 2.0));
        CHECK(QImage(big).size() == QSize(1200, 800));
    }
    SECTION("The SVG form parses and has the requested size")
    {
        const QString svg = dir.filePath(kindName(kind) + QStringLiteral(".svg"));
        REQUIRE_FALSE(ui::exportChart(kind, shared().context(), svg, QSize(1000, 600)));
        QSvgRenderer renderer(svg);
        CHECK(renderer.isValid());
        CHECK(renderer.defaultSize() == QSize(1000, 600));
        QFile file(svg);
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.readAll().contains("<svg"));
    }
}

TEST_CASE("A new price quote changes every chart", "[charts][export]")
{
    // Its own catalogue: this test edits it.
    Workspace w;
    ui::ChartContext context = w.context();
    // Under $500 only: a cheap quote brings the RTX 2080 Ti (the reference,
    // $1,928 in 2022) into the performance chart, which otherwise ignores prices.
    context.filter.maxPriceUsd = 500.0;
    const ChartKind kind
        = GENERATE(ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter,
                   ChartKind::PriceHistory, ChartKind::BuyVsRent);
    CAPTURE(kindName(kind).toStdString());
    QTemporaryDir dir;
    const QString before = dir.filePath(QStringLiteral("before.png"));
    const QString after = dir.filePath(QStringLiteral("after.png"));
    REQUIRE_FALSE(ui::exportChart(kind, context, before, QSize(900, 600)));
    // Re-exporting unchanged data gives the same picture...
    const QString again = dir.filePath(QStringLiteral("again.png"));
    REQUIRE_FALSE(ui::exportChart(kind, context, again, QSize(900, 600)));
    CHECK(QImage(before) == QImage(again));

    // ... a price edit (as the workspace does it: a new quote, reload) does not.
    REQUIRE(w.scratch->addPriceQuote(cheapQuote("rtx-2080-ti", 300.0)).ok());
    w.reload("rtx-2080-ti");
    context = w.context();
    context.filter.maxPriceUsd = 500.0;
    REQUIRE_FALSE(ui::exportChart(kind, context, after, QSize(900, 600)));
    CHECK(QImage(before) != QImage(after));
}

TEST_CASE("A failed export reports why and leaves no file", "[charts][export]")
{
    QTemporaryDir dir;
    const auto context = shared().context();

    SECTION("Unknown extension")
    {
        const QString path = dir.filePath(QStringLiteral("chart.jpg"));
        const auto error = ui::exportChart(ChartKind::Scatter, context, path, QSize(800, 600));
        REQUIRE(error);
        CHECK(error->contains(QStringLiteral(".png")));
    }
    SECTION("Missing folder")
    {
        const QString path = dir.filePath(QStringLiteral("no/such/folder/chart.png"));
        const auto error = ui::exportChart(ChartKind::Scatter, context, path, QSize(800, 600));
        REQUIRE(error);
        CHECK(error->contains(path));
        CHECK_FALSE(QFileInfo::exists(path));
    }
    SECTION("A file where the folder should be (unwritable even for root)")
    {
        REQUIRE(test::writeAll(dir.filePath(QStringLiteral("plain-file")), "x"));
        const QString path = dir.filePath(QStringLiteral("plain-file/chart.svg"));
        const auto error = ui::exportChart(ChartKind::Performance, context, path, QSize(800, 600));
        REQUIRE(error);
        CHECK_FALSE(QFileInfo::exists(path));
    }
    SECTION("Size or scale out of range")
    {
        const QString path = dir.filePath(QStringLiteral("chart.png"));
        CHECK(ui::exportChart(ChartKind::Scatter, context, path, QSize(50, 600)));
        CHECK(ui::exportChart(ChartKind::Scatter, context, path, QSize(800, 600), 9.0));
        CHECK(ui::exportChart(ChartKind::Scatter, context, path, QSize(20000, 600)));
    }
    SECTION("An existing file is replaced whole, or kept on failure")
    {
        const QString path = dir.filePath(QStringLiteral("chart.png"));
        REQUIRE(test::writeAll(path, "old contents"));
        REQUIRE(ui::exportChart(ChartKind::Scatter, context, path, QSize(800, 9000000)));
        CHECK(test::readAll(path) == "old contents");
        REQUIRE_FALSE(ui::exportChart(ChartKind::Scatter, context, path, QSize(800, 600)));
        CHECK(QImage(path).size() == QSize(800, 600));
    }
    CHECK(filesIn(dir.path()).filter(QStringLiteral("chart")).size()
          <= 1); // never a temporary file
}

TEST_CASE("Without a catalogue a chart says so instead of failing", "[charts]")
{
    const ui::ChartSnapshot empty = ui::takeChartSnapshot(ui::ChartContext {});
    CHECK_FALSE(empty.hasCatalogue);
    for (ChartKind kind : ui::kAllChartKinds) {
        CHECK(ui::chartUnavailableReason(empty, kind, {}));
        CHECK_FALSE(ui::renderChart(empty, kind, {}, QSize(400, 300)).isNull());
    }
    const ui::ChartSnapshot full = ui::takeChartSnapshot(shared().context());
    for (ChartKind kind : ui::kAllChartKinds)
        CHECK_FALSE(ui::chartUnavailableReason(full, kind, {}));
}

TEST_CASE("A filter that matches nothing is said, not drawn empty", "[charts]")
{
    ui::ChartContext context = shared().context();
    context.filter.text = "no device is called this";
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(context);
    for (ChartKind kind :
         {ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter}) {
        const auto reason = ui::chartUnavailableReason(snapshot, kind, {});
        REQUIRE(reason);
        CHECK(reason->contains(QStringLiteral("filters")));
    }
}

TEST_CASE("Light and dark follow the application palette", "[charts][theme]")
{
    const QPalette original = QApplication::palette();
    const auto context = shared().context();
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(context, ChartKind::Scatter);

    QPalette dark = original;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    QApplication::setPalette(dark);
    CHECK(ui::isDarkTheme(ui::ChartTheme::System));
    const double darkLightness
        = meanLightness(ui::renderChart(snapshot, ChartKind::Scatter, {}, QSize(600, 400)));

    QPalette light = original;
    light.setColor(QPalette::Window, QColor(0xf0, 0xf0, 0xf0));
    QApplication::setPalette(light);
    CHECK_FALSE(ui::isDarkTheme(ui::ChartTheme::System));
    const double lightLightness
        = meanLightness(ui::renderChart(snapshot, ChartKind::Scatter, {}, QSize(600, 400)));
    QApplication::setPalette(original);

    CHECK(darkLightness < 0.35);
    CHECK(lightLightness > 0.8);
    CHECK(ui::isDarkTheme(ui::ChartTheme::Dark));
    CHECK_FALSE(ui::isDarkTheme(ui::ChartTheme::Light));
}

TEST_CASE("Bar charts show fewer rows when small, keeping the reference", "[charts]")
{
    CHECK(ui::barRowsThatFit(900) >= 15);
    CHECK(ui::barRowsThatFit(500) < ui::barRowsThatFit(900));
    CHECK(ui::barRowsThatFit(100) == 3); // never fewer than three
}

TEST_CASE("The chart panel redraws from each new context and keeps no pointer into it",
          "[charts][panel]")
{
    ui::ChartPanel panel;
    panel.resize(1000, 700);
    panel.show();
    CHECK(panel.kind() == ChartKind::Performance);

    QImage usd;
    {
        // The workspace's data lives only for this block.
        Workspace w;
        w.setCurrency("USD");
        ui::ChartContext context = w.context();
        panel.setKind(ChartKind::Scatter);
        panel.setContext(context);
        usd = panel.chartImage(QSize(800, 500));
        CHECK(distinctColours(usd) > 20);

        w.setCurrency("EUR");
        panel.setContext(context);
        CHECK(panel.chartImage(QSize(800, 500)) != usd); // the price axis is in euros now
    }
    // The context is gone: switching kinds redraws from the panel's own values.
    for (ChartKind kind : ui::kAllChartKinds) {
        CAPTURE(kindName(kind).toStdString());
        panel.setKind(kind);
        CHECK(panel.kind() == kind);
        CHECK(distinctColours(panel.chartImage(QSize(800, 500))) > 20);
    }
    CHECK(panel.lastRebuildMs() >= 0.0);
}

TEST_CASE("The chart panel's per-dollar scale and kind signal", "[charts][panel]")
{
    ui::ChartPanel panel;
    panel.setContext(shared().context());
    int changes = 0;
    QObject::connect(&panel, &ui::ChartPanel::kindChanged, [&](ChartKind) { ++changes; });
    panel.setKind(ChartKind::PerformancePerDollar);
    panel.setKind(ChartKind::PerformancePerDollar); // no change, no signal
    CHECK(changes == 1);
    const QImage best = panel.chartImage(QSize(900, 600));
    panel.setPerDollarScale(PerDollarScale::Reference);
    CHECK(panel.perDollarScale() == PerDollarScale::Reference);
    CHECK(panel.chartImage(QSize(900, 600)) != best);
}

TEST_CASE("Copy Chart puts the chart on the clipboard as an image", "[charts][panel]")
{
    ui::ChartPanel panel;
    panel.resize(700, 500);
    panel.setContext(shared().context());
    QGuiApplication::clipboard()->clear();
    panel.copyChart();
    const QImage copied = QGuiApplication::clipboard()->image();
    REQUIRE_FALSE(copied.isNull());
    CHECK(distinctColours(copied) > 20);
}

TEST_CASE("The export dialog only chooses format, size, scale and file", "[charts][dialog]")
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    ui::ExportChartDialog dialog;
    CHECK(dialog.chartSize() == QSize(1600, 900));
    CHECK_FALSE(dialog.isAcceptable()); // no file name yet

    dialog.setPath(svg);
    CHECK(dialog.format() == ui::ChartFileFormat::Svg); // the extension decides
    CHECK(dialog.isAcceptable());
    dialog.setScale(2.0);
    CHECK(dialog.scale() == 1.0); // vector drawings have no pixel scale

    dialog.setFormat(ui::ChartFileFormat::Png);
    CHECK(dialog.path() == png);
    CHECK(dialog.scale() == 2.0);
    dialog.setChartSize(QSize(800, 450));
    CHECK(dialog.chartSize() == QSize(800, 450));

    dialog.setPath(dir.filePath(QStringLiteral("chart.jpeg")));
    CHECK_FALSE(dialog.isAcceptable());
    CHECK(filesIn(dir.path()).isEmpty()); // it wrote nothing
}

TEST_CASE("Save in the export dialog creates a missing folder, and a failure keeps the dialog open",
          "[charts][dialog]")
{
    QTemporaryDir dir;
    ui::ExportChartDialog dialog;
    int writes = 0;
    dialog.setWriter([&writes](const QString &path, QSize, double) -> std::optional<QString> {
        ++writes;
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return file.errorString();
        file.write("x");
        return std::nullopt;
    });
    dialog.setChartSize(QSize(1200, 700));
    dialog.setScale(2.0);

    // A fresh account: ~/Pictures does not exist yet.
    const QString nested = dir.filePath(QStringLiteral("Pictures/charts/perf.png"));
    dialog.setPath(nested);
    dialog.show();
    dialog.accept();
    CHECK(writes == 1);
    CHECK(QFileInfo::exists(nested));
    CHECK(dialog.result() == QDialog::Accepted);

    // A folder that cannot be made (a file is in the way): the reason is
    // shown, the dialog stays open and keeps size, scale and name.
    QFile blocker(dir.filePath(QStringLiteral("blocker")));
    REQUIRE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    ui::ExportChartDialog second;
    second.setWriter([&writes](const QString &, QSize, double) -> std::optional<QString> {
        ++writes;
        return std::nullopt;
    });
    second.setChartSize(QSize(1200, 700));
    second.setScale(2.0);
    const QString impossible = dir.filePath(QStringLiteral("blocker/sub/perf.png"));
    second.setPath(impossible);
    second.show();
    second.accept();
    CHECK(writes == 1); // nothing was written
    CHECK(second.isVisible());
    CHECK(second.problem().contains(QStringLiteral("cannot be created")));
    CHECK(second.chartSize() == QSize(1200, 700));
    CHECK(second.scale() == 2.0);
    CHECK(second.path() == impossible);
}

TEST_CASE("The export dialog's labels show their mnemonic, not a literal ampersand", "[charts][dialog]")
{
    ui::ExportChartDialog dialog;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->text().contains(QLatin1Char('&')))
            CHECK(label->buddy() != nullptr);
    }
}

TEST_CASE("A saved export is announced in the status bar with a Show in folder button", "[charts][export]")
{
    QMainWindow window;
    auto *child = new QWidget(&window);
    window.setCentralWidget(child);
    ui::announceExport(child, QStringLiteral("/tmp/charts/perf.png"));
    CHECK(window.statusBar()->currentMessage().contains(QStringLiteral("/tmp/charts/perf.png")));
    const auto *button = window.statusBar()->findChild<QToolButton *>(QStringLiteral("showExportInFolder"));
    REQUIRE(button);
    CHECK(button->text() == QStringLiteral("Show in folder"));
}
