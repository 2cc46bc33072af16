// The charts drawn without a window: every kind exported to PNG and SVG on
// a scratch catalogue, the pixels checked, a price edit seen in the picture,
// failed exports leaving nothing behind; the chart panel and export dialog.
#include "core/performancemodel.h"
#include "core/physicalfit.h"
#include "core/ranking.h"
#include "testsupport.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartdrawing.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/charts/chartstyle.h"
#include "ui/charts/exportchartdialog.h"
#include "ui/charts/exportflow.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMainWindow>
#include <QPainter>
#include <QPalette>
#include <QPointer>
#include <QRegularExpression>
#include <QSet>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QToolButton>
#include <QXYSeries>

#include <catch2/catch.hpp>

#include <cmath>
#include <memory>

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

TEST_CASE("An exported PNG holds exactly the pixels the chart is drawn with", "[charts][export][png]")
{
    const ChartKind kind = GENERATE(ChartKind::PerformancePerDollar, ChartKind::Scatter);
    const double scale = GENERATE(1.0, 2.0);
    CAPTURE(kindName(kind).toStdString(), scale);
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(shared().context(), kind);
    const QImage drawn = ui::renderChart(snapshot, kind, {}, QSize(800, 450), scale);
    REQUIRE_FALSE(drawn.isNull());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    REQUIRE_FALSE(ui::exportChart(snapshot, kind, {}, path, QSize(800, 450), scale));
    const QImage back(path);
    REQUIRE(back.size() == drawn.size());
    // Opaque everywhere, so written without alpha.
    CHECK_FALSE(back.hasAlphaChannel());
    CHECK(back.convertToFormat(QImage::Format_ARGB32_Premultiplied) == drawn);
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

namespace {

// The text of an exported SVG file, entities decoded.
QString svgText(const QString &path)
{
    QString text = QString::fromUtf8(test::readAll(path));
    text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    text.replace(QStringLiteral("&apos;"), QStringLiteral("'"));
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return text;
}

// Pixels of a band of rows that differ from the background colour at its
// top-left corner (the chart's flat background).
int inkInRows(const QImage &image, int top, int bottom)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb background = rgb.pixel(0, 0);
    int ink = 0;
    for (int y = top; y < bottom; ++y) {
        for (int x = 0; x < rgb.width(); ++x)
            ink += rgb.pixel(x, y) != background ? 1 : 0;
    }
    return ink;
}

// The <text> element of an SVG file holding `part`, and its font-size.
double svgFontSizeOf(const QString &svg, const QString &part)
{
    const qsizetype at = svg.indexOf(part);
    if (at < 0)
        return 0.0;
    const qsizetype open = svg.lastIndexOf(QStringLiteral("<text"), at);
    const QString element = svg.mid(open, at - open);
    static const QRegularExpression size(QStringLiteral("font-size=\"([0-9.]+)\""));
    const QRegularExpressionMatch match = size.match(element);
    return match.hasMatch() ? match.captured(1).toDouble() : 0.0;
}

ui::ChartOverlay *overlayOf(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *overlay = dynamic_cast<ui::ChartOverlay *>(item))
            return overlay;
    }
    return nullptr;
}

} // namespace

TEST_CASE("Long chart titles wrap to the chart's width instead of being cut", "[charts][export][layout]")
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("narrow.svg"));
    // 640 px: the subtitle's legend sentence and the left-out note are far
    // longer than a line.
    REQUIRE_FALSE(ui::exportChart(ChartKind::Performance, shared().context(), svg, QSize(640, 480)));
    const QString text = svgText(svg);
    CHECK_FALSE(text.contains(QStringLiteral("…")));
    CHECK(text.contains(QStringLiteral("dashed")));
    CHECK(text.contains(QStringLiteral("Preferences)"))); // the last words of the left-out note
    CHECK(text.contains(QStringLiteral("higher is better"))); // the end of the axis title

    // Each line of the title fits: checked on the words themselves.
    QFont font;
    font.setPixelSize(12);
    const QStringList lines = ui::wrapToWidth(
        QStringLiteral("Pale bars are estimated from spec sheets, whiskers their 80% range; solid bars are measured "
                       "· dashed line: GeForce RTX 2080 Ti = 1.0"),
        font, 300.0);
    CHECK(lines.size() >= 3);
    for (const QString &line : lines) {
        CAPTURE(line.toStdString());
        CHECK(QFontMetricsF(font).horizontalAdvance(line) <= 300.0);
        CHECK_FALSE(line.startsWith(QStringLiteral("·")));
        CHECK_FALSE(line.endsWith(QStringLiteral("·")));
    }
    CHECK(lines.join(QLatin1Char(' ')).remove(QStringLiteral(" ·")).simplified()
          == QStringLiteral("Pale bars are estimated from spec sheets, whiskers their 80% range; solid bars are measured "
                            "dashed line: GeForce RTX 2080 Ti = 1.0"));
}

TEST_CASE("An exported chart carries a footer: date, workload, price basis with the prices' age, sources",
          "[charts][export][footer]")
{
    const ChartKind kind
        = GENERATE(ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter,
                   ChartKind::PriceHistory, ChartKind::BuyVsRent);
    CAPTURE(kindName(kind).toStdString());
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    REQUIRE_FALSE(ui::exportChart(kind, shared().context(), svg, QSize(1600, 900)));
    const QString text = svgText(svg);
    // Today's view of the bundled catalogue: its newest quote's day.
    CHECK(text.contains(QStringLiteral("View of 20")));
    CHECK(text.contains(QStringLiteral("workload: CNN, 16-bit mixed precision")));
    CHECK(text.contains(QStringLiteral("Prices: new and used street prices mixed (Dettmers 2019, §4.3)")));
    CHECK(text.contains(QStringLiteral("12 month")));
    CHECK(text.contains(QStringLiteral("older than 12 months"))); // priceAgeText()
    CHECK(text.contains(QStringLiteral("Sources: ")));
    CHECK(text.contains(QStringLiteral("drawn by GPU Advisor")));

    // The PNG's bottom band (the footer's three lines) has ink; the same
    // chart on screen (no footer) has none there.
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    REQUIRE_FALSE(ui::exportChart(kind, shared().context(), png, QSize(1600, 900)));
    const QImage image(png);
    REQUIRE(image.size() == QSize(1600, 900));
    CHECK(inkInRows(image, 900 - 40, 900) > 500);
}

TEST_CASE("A chart of the 2019 market cites the article in its footer", "[charts][export][footer]")
{
    Workspace w;
    ViewOptions view = w.session.view();
    view.asOfDay = dayNumber(2019, 4, 30);
    view.policy = PricePolicy::NewOnly;
    w.session.setView(view);
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    REQUIRE_FALSE(ui::exportChart(ChartKind::Performance, w.context(), svg, QSize(1600, 900)));
    const QString text = svgText(svg);
    CHECK(text.contains(QStringLiteral("The market as of 2019-04-30 · workload: CNN")));
    CHECK(text.contains(QStringLiteral("Prices: new prices only")));
    CHECK(text.contains(QStringLiteral("prices as of 2019-04-30")));
    CHECK(text.contains(QStringLiteral("Source: Dettmers 2019, §4.1")));
    CHECK(text.contains(QStringLiteral("lambdal/deeplearning-benchmark")));

    REQUIRE_FALSE(ui::exportChart(ChartKind::PerformancePerDollar, w.context(), svg, QSize(1600, 900)));
    CHECK(svgText(svg).contains(QStringLiteral("Source: Dettmers 2019, §4.4")));
}

TEST_CASE("The on-screen selection marker never reaches a file", "[charts][export][selection]")
{
    const ChartKind kind = GENERATE(ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter);
    CAPTURE(kindName(kind).toStdString());
    // A device the chart shows anyway (the second bar, the cheapest point of
    // the frontier): selecting it changes nothing but the marks.
    ui::ChartContext plain = shared().context();
    const ui::ChartSnapshot unselected = ui::takeChartSnapshot(plain, kind);
    std::string id;
    if (kind == ChartKind::Scatter) {
        REQUIRE_FALSE(unselected.scatter->frontier.empty());
        id = unselected.scatter->frontier.front();
    } else {
        const BarChartData *bars = unselected.bars(kind, {});
        REQUIRE(bars->rows.size() >= 2);
        id = bars->rows[0].isReference ? bars->rows[1].deviceId : bars->rows[0].deviceId;
    }
    CAPTURE(id);
    ui::ChartContext selected = plain;
    selected.selectedDeviceIds = {id};

    // On screen the selected bar is marked (what a file must not show).
    if (kind != ChartKind::Scatter) {
        const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(selected, kind);
        std::unique_ptr<QChart> screen(ui::buildChart(snapshot, kind, {}, QSizeF(1600, 900)));
        bool marked = false;
        for (QAbstractAxis *axis : screen->axes(Qt::Vertical)) {
            if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                marked = marked || categories->categories().join(QString()).contains(QStringLiteral("▶"));
        }
        CHECK(marked);
    }

    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("selected.svg"));
    REQUIRE_FALSE(ui::exportChart(kind, selected, svg, QSize(1600, 900)));
    CHECK_FALSE(svgText(svg).contains(QStringLiteral("▶")));
    // The picture is the one without a selection, pixel for pixel.
    const QString a = dir.filePath(QStringLiteral("selected.png"));
    const QString b = dir.filePath(QStringLiteral("plain.png"));
    REQUIRE_FALSE(ui::exportChart(kind, selected, a, QSize(1600, 900)));
    REQUIRE_FALSE(ui::exportChart(kind, plain, b, QSize(1600, 900)));
    CHECK(QImage(a) == QImage(b));
}

TEST_CASE("Exported text grows with the picture: the subtitle is readable at 1600 x 900",
          "[charts][export][fonts]")
{
    // 18 px base at 1600 x 900 (the tighter side rules), at least 12, at most 40.
    CHECK(ui::chartFontPixelSize(QSize(1600, 900)) == 18);
    CHECK(ui::chartFontPixelSize(QSize(800, 450)) == 12); // 9 -> 12
    CHECK(ui::chartFontPixelSize(QSize(3200, 900)) == 18); // the height rules
    CHECK(ui::chartFontPixelSize(QSize(3200, 1800)) == 36);
    CHECK(ui::chartFontPixelSize(QSize(10000, 10000)) == 40);

    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    REQUIRE_FALSE(ui::exportChart(ChartKind::Performance, shared().context(), svg, QSize(1600, 900)));
    const QString text = svgText(svg);
    // Subtitle 0.9 x 18 = 16.2 -> 16 px; title 1.35 x 18 = 24.3 -> 24 px.
    CHECK(svgFontSizeOf(text, QStringLiteral("16-bit mixed precision · sorted by")) == 16.0);
    CHECK(svgFontSizeOf(text, QStringLiteral("Training performance<")) == 24.0);
    CHECK(svgFontSizeOf(text, QStringLiteral("Transformer<")) == 18.0); // the legend
    // Twice the size, twice the text.
    REQUIRE_FALSE(ui::exportChart(ChartKind::Performance, shared().context(), svg, QSize(3200, 1800)));
    CHECK(svgFontSizeOf(svgText(svg), QStringLiteral("16-bit mixed precision · sorted by")) == 32.0);
}

TEST_CASE("A scatter label stays next to its point", "[charts][labels]")
{
    // A crowded chart: 40 devices at 1000 x 600 leave many labels little room.
    ui::ChartContext context = shared().context();
    context.topN = GENERATE(15, 40);
    const QSize size = GENERATE(QSize(1000, 600), QSize(1600, 900));
    CAPTURE(context.topN, size.width());
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(context, ChartKind::Scatter);
    ui::ChartOptions options;
    options.forFile = true;
    QGraphicsScene scene;
    QChart *chart = ui::buildChart(snapshot, ChartKind::Scatter, options, QSizeF(size));
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    chart->layout()->activate();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();

    ui::ChartOverlay *overlay = overlayOf(chart);
    REQUIRE(overlay);
    REQUIRE(overlay->placed().size() >= 8);
    for (const auto &label : overlay->placed()) {
        CAPTURE(label.text.toStdString(), label.anchor.x(), label.anchor.y(), label.rect.x(), label.rect.y());
        // The nearest point of the label's box: at most the gap beside a
        // point (8 px), or 6 px across and down a diagonal (8.5 px).
        const qreal dx = std::max({label.rect.left() - label.anchor.x(), 0.0, label.anchor.x() - label.rect.right()});
        const qreal dy = std::max({label.rect.top() - label.anchor.y(), 0.0, label.anchor.y() - label.rect.bottom()});
        CHECK(std::hypot(dx, dy) <= 9.0);
    }
}

TEST_CASE("Price history breaks its line where a year passes without a quote", "[charts][history]")
{
    // The RTX 3090's per-GPU shares of Lambda's machines: 2022-07 and
    // 2024-07, two years apart: two lines of one colour, one legend entry.
    ui::ChartContext context = shared().context();
    context.selectedDeviceIds = {"rtx-3090"};
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(context, ChartKind::PriceHistory);
    REQUIRE(snapshot.priceHistory);
    std::size_t runs = 0;
    for (const PriceHistorySeries &s : snapshot.priceHistory->series)
        runs += priceHistoryRuns(s).size();
    REQUIRE(runs > snapshot.priceHistory->series.size());

    QGraphicsScene scene;
    QChart *chart = ui::buildChart(snapshot, ChartKind::PriceHistory, {}, QSizeF(1200, 700));
    scene.addItem(chart);
    chart->setGeometry(QRectF(0, 0, 1200, 700));
    chart->layout()->activate();
    int lines = 0;
    int legendEntries = 0;
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line)
            continue;
        ++lines;
        for (QLegendMarker *marker : chart->legend()->markers(line))
            legendEntries += marker->isVisible() ? 1 : 0;
        // No segment of a line spans more than a (leap) year.
        const QList<QPointF> points = line->points();
        for (int i = 1; i < points.size(); ++i)
            CHECK((points[i].x() - points[i - 1].x()) / 86400000.0 <= 366.0 + 1e-6);
    }
    CHECK(lines == static_cast<int>(runs));
    CHECK(legendEntries == static_cast<int>(snapshot.priceHistory->series.size()));
}

TEST_CASE("The default performance chart shows what goes into a desktop", "[charts][parts]")
{
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(shared().context(), ChartKind::Performance);
    REQUIRE(snapshot.performance);
    REQUIRE(snapshot.performanceAllParts);
    const DataSet &data = shared().session.data();
    const Assumptions &assumptions = shared().session.assumptions();
    REQUIRE(assumptions.host.kind == HostKind::Desktop);
    for (const BarRow &row : snapshot.performance->rows) {
        CAPTURE(row.deviceId);
        const Device *device = data.device(row.deviceId);
        REQUIRE(device);
        CHECK(device->formFactor != FormFactor::Sxm);
        CHECK(checkFit(*device, 1, assumptions.host, assumptions.powerTransientMargin).fits);
    }
    CHECK(snapshot.performance->leftOutUnfit > 0);
    // Asked for: every part, the fastest being data-centre modules.
    ui::ChartOptions all;
    all.allParts = true;
    const BarChartData *every = snapshot.bars(ChartKind::Performance, all);
    REQUIRE(every);
    REQUIRE_FALSE(every->rows.empty());
    CHECK(data.device(every->rows.front().deviceId)->segment == Segment::Datacenter);

    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    REQUIRE_FALSE(ui::exportChart(ChartKind::Performance, shared().context(), svg, QSize(1600, 900)));
    CHECK_FALSE(svgText(svg).contains(QStringLiteral("SXM")));
    CHECK(svgText(svg).contains(QStringLiteral("left out: one card does not go into the host machine")));
    REQUIRE_FALSE(ui::exportChart(ChartKind::Performance, shared().context(), svg, QSize(1600, 900), 1.0, all));
    CHECK(svgText(svg).contains(QStringLiteral("SXM")));

    // The chart panel's check box asks for them.
    ui::ChartPanel panel;
    panel.resize(1000, 700);
    panel.setContext(shared().context());
    auto *box = panel.findChild<QCheckBox *>(QStringLiteral("allParts"));
    REQUIRE(box);
    CHECK_FALSE(box->isChecked());
    box->setChecked(true);
    const QImage withAll = panel.chartImage(QSize(1000, 700));
    box->setChecked(false);
    CHECK(panel.chartImage(QSize(1000, 700)) != withAll);
}

namespace {

// `chart` laid out at `size` in `scene` and drawn, as an export draws it.
QImage drawnInScene(QGraphicsScene &scene, QChart *chart, QSize size)
{
    if (chart->scene() != &scene)
        scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    chart->layout()->activate();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)),
                 QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QStringList barCategories(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            return categories->categories();
    }
    return {};
}

// The chart a panel shows.
QChart *shownChart(const ui::ChartPanel &panel)
{
    auto *view = qobject_cast<QChartView *>(panel.chartView());
    return view ? view->chart() : nullptr;
}

} // namespace

TEST_CASE("A chart drawn narrow and then widened puts its axis title back on one line", "[charts][inplace]")
{
    Workspace w;
    ui::ChartPanel panel;
    panel.setKind(ChartKind::Performance);
    panel.resize(560, 700);
    panel.show();
    panel.setContext(w.context());
    QCoreApplication::processEvents();
    const auto brokenTitles = [&] {
        int broken = 0;
        QChart *chart = shownChart(panel);
        REQUIRE(chart);
        for (QAbstractAxis *axis : chart->axes())
            broken += axis->titleText().contains(QStringLiteral("<br/>")) ? 1 : 0;
        return broken;
    };
    // Too long for its axis at 560 pixels: broken into lines.
    CHECK(brokenTitles() == 1);
    // Wider (the same height, the same rows): drawn again, on one line.
    panel.resize(1800, 700);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    CHECK(brokenTitles() == 0);
    // Narrow again: broken again.
    panel.resize(560, 700);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    CHECK(brokenTitles() == 1);
}

TEST_CASE("A chart updated in place draws exactly what a new chart of the same data draws",
          "[charts][inplace]")
{
    // Its own catalogue: this test edits it.
    Workspace w;
    ui::ChartContext context = w.context();
    // Under $500 only: a cheaper quote brings the RTX 2080 Ti (the reference)
    // into the bar charts, a row more. Its price history has a used quote
    // before and after, in one line.
    context.filter.maxPriceUsd = 500.0;
    // Price history: these (broken lines too); buy-vs-rent: the first.
    context.selectedDeviceIds = {"rtx-2080-ti", "gtx-1080-ti", "rtx-3090", "rtx-3060-12gb"};
    context.topN = 8; // every row fits at 1000 x 700
    PriceQuote dear = cheapQuote("rtx-2080-ti", 600.0);
    dear.observed = PartialDate::ymd(2025, 5, 1);
    REQUIRE(w.scratch->addPriceQuote(dear).ok());
    w.reload("rtx-2080-ti");
    const auto snapshots = [&] {
        std::map<ChartKind, ui::ChartSnapshot> all;
        for (ChartKind kind : ui::kAllChartKinds)
            all.emplace(kind, ui::takeChartSnapshot(context, kind));
        return all;
    };
    const auto before = snapshots();
    // The least cost-efficient device shown becomes the most: a reorder.
    const BarChartData *perDollar
        = before.at(ChartKind::PerformancePerDollar).bars(ChartKind::PerformancePerDollar, {});
    REQUIRE(perDollar->rows.size() >= 3);
    const BarRow worst = perDollar->rows.back();
    REQUIRE(worst.deviceId != "rtx-2080-ti");
    REQUIRE(w.scratch->addPriceQuote(cheapQuote(worst.deviceId, 20.0)).ok());
    w.reload(worst.deviceId);
    REQUIRE(w.scratch->addPriceQuote(cheapQuote("rtx-2080-ti", 300.0)).ok());
    w.reload("rtx-2080-ti");
    context = w.context();
    context.filter.maxPriceUsd = 500.0;
    context.selectedDeviceIds = {"rtx-2080-ti", "gtx-1080-ti", "rtx-3090", "rtx-3060-12gb"};
    context.topN = 8;
    const auto after = snapshots();

    const ChartKind kind
        = GENERATE(ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter,
                   ChartKind::PriceHistory, ChartKind::BuyVsRent);
    const ui::ChartTheme theme = GENERATE(ui::ChartTheme::Light, ui::ChartTheme::Dark);
    const bool forFile = GENERATE(false, true);
    CAPTURE(kindName(kind).toStdString(), theme == ui::ChartTheme::Dark, forFile);
    ui::ChartOptions options;
    options.theme = theme;
    options.forFile = forFile;
    // Small: the long axis titles are broken into lines (fitAxisTitles).
    const QSize size = GENERATE(QSize(1000, 700), QSize(560, 420));
    CAPTURE(size.width());

    QGraphicsScene shownScene;
    QChart *shown = ui::buildChart(before.at(kind), kind, options, QSizeF(size));
    const QImage old = drawnInScene(shownScene, shown, size);
    const QList<QAbstractSeries *> series = shown->series();
    const QList<QAbstractAxis *> axes = shown->axes();
    const QStringList oldCategories = barCategories(shown);
    REQUIRE(ui::updateChart(shown, after.at(kind), kind, options, QSizeF(size)));
    const QImage updated = drawnInScene(shownScene, shown, size);
    // The same objects, with new contents.
    CHECK(shown->series() == series);
    CHECK(shown->axes() == axes);
    CHECK(updated != old);

    QGraphicsScene freshScene;
    QChart *fresh = ui::buildChart(after.at(kind), kind, options, QSizeF(size));
    CHECK(updated == drawnInScene(freshScene, fresh, size));
    if (kind == ChartKind::PriceHistory) {
        // More lines than devices: a year without a quote breaks a line.
        CHECK(shown->series().size() > 4);
    }
    if (size.width() < 600 && kind == ChartKind::PerformancePerDollar) {
        // Its long axis title is broken into lines in place, as in the fresh chart.
        const auto broken = [](const QAbstractAxis *axis) {
            return axis->titleText().contains(QStringLiteral("<br/>"));
        };
        const QList<QAbstractAxis *> shownAxes = shown->axes();
        CHECK(std::any_of(shownAxes.cbegin(), shownAxes.cend(), broken));
    }
    if (size.width() > 600
        && (kind == ChartKind::Performance || kind == ChartKind::PerformancePerDollar)) {
        // The reference is in now; the best bar is drawn last.
        const QStringList newCategories = barCategories(shown);
        CHECK(newCategories == barCategories(fresh));
        const auto hasReference = [](const QStringList &names) {
            return !names.filter(QStringLiteral("(reference)")).isEmpty();
        };
        CHECK_FALSE(hasReference(oldCategories));
        CHECK(hasReference(newCategories));
        if (kind == ChartKind::PerformancePerDollar) {
            const QString name = QString::fromStdString(worst.name);
            CHECK(oldCategories.indexOf(name) == 0);
            CHECK(newCategories.indexOf(name) == newCategories.size() - 1);
        }
    }
}

// Counts the layout requests a chart receives: each follows an invalidation of
// its layout, which lays out its axes again (every label measured as rich text).
class LayoutRequests : public QObject
{
public:
    explicit LayoutRequests(QObject *watched) { watched->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

TEST_CASE("A chart updated in place with the data it shows is not laid out again",
          "[charts][inplace]")
{
    // An edit of a device the chart does not show (or a refresh that changes
    // nothing it draws) must not cost the chart a new layout.
    Workspace w;
    ui::ChartContext context = w.context();
    context.selectedDeviceIds = {"rtx-2080-ti", "gtx-1080-ti", "rtx-3090", "rtx-3060-12gb"};
    context.topN = 8;
    const ChartKind kind
        = GENERATE(ChartKind::Performance, ChartKind::PerformancePerDollar, ChartKind::Scatter,
                   ChartKind::PriceHistory, ChartKind::BuyVsRent);
    // Small: a long axis title is broken into lines (fitAxisTitles).
    const QSize size = GENERATE(QSize(1000, 700), QSize(560, 420));
    CAPTURE(kindName(kind).toStdString(), size.width());
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(context, kind);
    const ui::ChartOptions options;
    QGraphicsScene scene;
    QChart *chart = ui::buildChart(snapshot, kind, options, QSizeF(size));
    const QImage before = drawnInScene(scene, chart, size);
    // What drawing it left to do is done before the update.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    LayoutRequests requests(chart);
    REQUIRE(ui::updateChart(chart, snapshot, kind, options, QSizeF(size)));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    CHECK(requests.count == 0);
    CHECK(drawnInScene(scene, chart, size) == before);
}

TEST_CASE("After a price edit the shown chart keeps its chart and series and shows the new price",
          "[charts][panel][inplace]")
{
    // Its own catalogue: this test edits it.
    Workspace w;
    ui::ChartPanel panel;
    panel.resize(1000, 700);
    panel.setContextSource([&w] { return w.context(); });
    panel.setKind(ChartKind::Scatter);
    panel.show();
    QCoreApplication::processEvents();
    const QPointer<QChart> chart = shownChart(panel);
    REQUIRE(chart);
    const QList<QAbstractSeries *> series = chart->series();
    REQUIRE(series.size() == 4); // frontier, rings, estimated, measured
    const auto referencePoint = [&]() -> std::optional<QPointF> {
        // The reference's own throughput is 1.0 by definition.
        for (int i : {2, 3}) {
            for (const QPointF &p : static_cast<QXYSeries *>(series.at(i))->points()) {
                if (p.y() == 1.0)
                    return p;
            }
        }
        return std::nullopt;
    };

    REQUIRE(w.scratch->addPriceQuote(cheapQuote("rtx-2080-ti", 300.0)).ok());
    w.reload("rtx-2080-ti");
    panel.invalidate();
    QCoreApplication::processEvents();
    CHECK(shownChart(panel) == chart.data());
    CHECK(chart->series() == series);
    // The user's own quote is the price (seed §4.3 otherwise): x = log10(300) = 2.4771.
    const auto point = referencePoint();
    REQUIRE(point);
    CHECK_THAT(point->x(), Catch::Matchers::WithinRel(2.47712, 1e-5));

    // Hidden, an edit changes nothing until the panel is shown again.
    panel.hide();
    REQUIRE(w.scratch->addPriceQuote(cheapQuote("rtx-2080-ti", 250.0)).ok());
    w.reload("rtx-2080-ti");
    panel.invalidate();
    QCoreApplication::processEvents();
    CHECK(panel.computedKinds().empty());
    CHECK_THAT(referencePoint()->x(), Catch::Matchers::WithinRel(2.47712, 1e-5));
    panel.show();
    QCoreApplication::processEvents();
    CHECK(shownChart(panel) == chart.data());
    // log10(250) = 2.3979.
    CHECK_THAT(referencePoint()->x(), Catch::Matchers::WithinRel(2.39794, 1e-5));

    // Another kind is another chart: the old one is gone.
    panel.setKind(ChartKind::PerformancePerDollar);
    CHECK(chart.isNull());
    const QPointer<QChart> bars = shownChart(panel);
    REQUIRE(bars);
    REQUIRE(bars->series().size() == 1);
    auto *barSeries = static_cast<QHorizontalBarSeries *>(bars->series().front());
    const QList<QBarSet *> sets = barSeries->barSets();
    REQUIRE(sets.size() == 3);
    const QStringList categories = barCategories(bars);
    REQUIRE(w.scratch->addPriceQuote(cheapQuote("rtx-2080-ti", 2500.0)).ok());
    w.reload("rtx-2080-ti");
    panel.invalidate();
    QCoreApplication::processEvents();
    CHECK(shownChart(panel) == bars.data());
    CHECK(bars->series().front() == barSeries);
    CHECK(barSeries->barSets() == sets);
    // Dearer, the reference falls from the top bar (drawn last).
    CHECK(categories.back().contains(QStringLiteral("(reference)")));
    CHECK_FALSE(barCategories(bars).back().contains(QStringLiteral("(reference)")));
}

TEST_CASE(
    "Language-model bars update in place too, and switching to workload bars gives a new chart",
    "[charts][inplace][llm]")
{
    Workspace w;
    w.session.setCalibrationPending(true);
    const auto withModel = [&](const std::optional<std::string> &model) {
        ViewOptions view = w.session.view();
        if (model) {
            view.llm = LlmWorkload {};
            view.llm->modelId = *model;
        } else {
            view.llm.reset();
        }
        w.session.setView(view);
        ui::ChartContext context = w.context();
        context.topN = 8;
        return ui::takeChartSnapshot(context);
    };
    const ui::ChartSnapshot big = withModel("llama-3.1-70b");
    const ui::ChartSnapshot small = withModel("llama-3.1-8b");
    const ui::ChartSnapshot workloads = withModel(std::nullopt);
    const ChartKind kind = GENERATE(ChartKind::Performance, ChartKind::PerformancePerDollar);
    CAPTURE(kindName(kind).toStdString());
    const QSize size(1000, 700);

    QGraphicsScene scene;
    QChart *chart = ui::buildChart(big, kind, {}, QSizeF(size));
    const QImage old = drawnInScene(scene, chart, size);
    const QList<QAbstractSeries *> series = chart->series();
    REQUIRE(ui::updateChart(chart, small, kind, {}, QSizeF(size)));
    CHECK(chart->series() == series);
    const QImage updated = drawnInScene(scene, chart, size);
    CHECK(updated != old);
    QGraphicsScene freshScene;
    CHECK(updated == drawnInScene(freshScene, ui::buildChart(small, kind, {}, QSizeF(size)), size));
    // Another structure: one bar a device instead of three.
    CHECK_FALSE(ui::updateChart(chart, workloads, kind, {}, QSizeF(size)));
    CHECK(chart->series() == series);
    // Another kind, another theme: never in place.
    const ChartKind other
        = kind == ChartKind::Performance ? ChartKind::PerformancePerDollar : ChartKind::Performance;
    CHECK_FALSE(ui::updateChart(chart, small, other, {}, QSizeF(size)));
    ui::ChartOptions dark;
    dark.theme = ui::ChartTheme::Dark;
    CHECK_FALSE(ui::updateChart(chart, small, kind, dark, QSizeF(size)));
}

TEST_CASE("Without the charts module the Charts tab and the export say why and write nothing",
          "[charts][module]")
{
    // This program's folder holds no gpu-advisor-charts.so: the module is
    // what chartDrawing() looks for once no drawing code is handed over.
    ui::setChartDrawing(nullptr);
    QString error;
    REQUIRE(ui::chartDrawing(&error) == nullptr);
    CHECK(error.contains(QStringLiteral("gpu-advisor-charts.so")));
    CHECK(error.contains(QStringLiteral("not installed")));

    Workspace w;
    ui::ChartPanel panel;
    panel.resize(600, 500);
    panel.show();
    panel.setContext(w.context());
    QCoreApplication::processEvents();
    auto *label = qobject_cast<QLabel *>(panel.chartView());
    REQUIRE(label != nullptr);
    CHECK(label->text() == error);
    CHECK(panel.chartImage(QSize(800, 600)).isNull());

    QTemporaryDir dir;
    for (const QString &name : {QStringLiteral("chart.png"), QStringLiteral("chart.svg")}) {
        const QString path = dir.filePath(name);
        const auto problem = ui::exportChart(ChartKind::Performance, w.context(), path, QSize(800, 600));
        REQUIRE(problem.has_value());
        CHECK(*problem == error);
        CHECK_FALSE(QFileInfo::exists(path));
    }
    ui::setChartDrawing(&ui::linkedChartDrawing());
}
