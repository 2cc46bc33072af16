// The compare view: 2-4 devices side by side from core's compareDevices(),
// the best value of each differing row highlighted, prices in the display
// currency, and a PNG of the whole comparison.
#include "ui/compareview.h"
#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"
#include "ui/workspace.h"

#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>
#include <QCheckBox>
#include <QHeaderView>
#include <QImage>
#include <QLocale>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace gpa;

namespace {

std::unique_ptr<db::Catalogue> scratchCatalogue(const QTemporaryDir &dir)
{
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue.ok());
    return std::move(catalogue).value();
}

QString cell(const ui::CompareView &view, const char *key, int device)
{
    const int row = view.rowOf(key);
    REQUIRE(row >= 0);
    const QTableWidgetItem *item = view.table()->item(row, device + 1);
    REQUIRE(item);
    return item->text();
}

bool isBest(const ui::CompareView &view, const char *key, int device)
{
    const QTableWidgetItem *item = view.table()->item(view.rowOf(key), device + 1);
    REQUIRE(item);
    // Highlighted: marked, bold and tinted.
    const bool best = item->data(ui::CompareView::BestRole).toBool();
    CHECK(item->font().bold() == best);
    CHECK(item->background().style() == (best ? Qt::SolidPattern : Qt::NoBrush));
    return best;
}

bool labelBold(const ui::CompareView &view, const char *key)
{
    return view.table()->item(view.rowOf(key), 0)->font().bold();
}

} // namespace

TEST_CASE("Compare shows two devices side by side with the better value of each difference highlighted", "[ui][compare]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    ui::CompareView *view = window.openCompare({QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090")});
    REQUIRE(view);
    QApplication::processEvents();
    CHECK(view->isVisible());
    QTableWidget *table = view->table();
    REQUIRE(table->columnCount() == 3);
    CHECK(table->horizontalHeaderItem(1)->text() == QLatin1String("GeForce RTX 4090"));
    CHECK(table->horizontalHeaderItem(2)->text() == QLatin1String("GeForce RTX 3090"));

    const QLocale locale;
    // Bundled specification sheets: 1,008 GB/s against 936 GB/s; higher is better.
    CHECK(cell(*view, "memory_bandwidth_gbs", 0) == locale.toString(1008.0, 'f', 0));
    CHECK(cell(*view, "memory_bandwidth_gbs", 1) == locale.toString(936.0, 'f', 0));
    CHECK(isBest(*view, "memory_bandwidth_gbs", 0));
    CHECK_FALSE(isBest(*view, "memory_bandwidth_gbs", 1));
    CHECK(labelBold(*view, "memory_bandwidth_gbs"));
    // 450 W against 350 W: lower is better.
    CHECK(cell(*view, "tdp_w", 0) == QLatin1String("450"));
    CHECK_FALSE(isBest(*view, "tdp_w", 0));
    CHECK(isBest(*view, "tdp_w", 1));
    // Both 24 GB: no difference, nothing highlighted.
    CHECK(cell(*view, "memory_gb", 0) == QLatin1String("24"));
    CHECK(cell(*view, "memory_gb", 1) == QLatin1String("24"));
    CHECK_FALSE(isBest(*view, "memory_gb", 0));
    CHECK_FALSE(isBest(*view, "memory_gb", 1));
    CHECK_FALSE(labelBold(*view, "memory_gb"));
    // Text rows: Ada Lovelace against Ampere differ, with no "best".
    CHECK(cell(*view, "architecture", 0) == QLatin1String("Ada Lovelace"));
    CHECK(labelBold(*view, "architecture"));
    CHECK_FALSE(isBest(*view, "architecture", 0));
    // Today's prices under the window's policy, as the table shows them: the
    // RTX 4090 at the mean of its new ($1,900) and median used ($1,725)
    // quotes, (1900 + 1725) / 2 = $1,812.50; the RTX 3090 used at $825. The
    // cheaper one is best.
    CHECK(cell(*view, "price_usd", 0) == QLatin1String("$1,813"));
    CHECK(cell(*view, "price_usd", 1) == QLatin1String("$825"));
    CHECK(isBest(*view, "price_usd", 1));
    // The price history lists each device's quotes.
    CHECK(cell(*view, "price_history", 0).contains(QLatin1String("2022  $1,599 (msrp)")));
    // Memory fit and software support are there.
    CHECK(view->rowOf("llm_fits") >= 0);
    CHECK(view->rowOf("software_support") >= 0);

    // Only the differences: equal rows go, differing rows stay.
    view->differencesOnlyBox()->setChecked(true);
    CHECK(view->rowOf("memory_gb") < 0);
    CHECK(view->rowOf("memory_bandwidth_gbs") >= 0);
}

TEST_CASE("Compare marks an estimate with its sign and range in the table's own face", "[ui][compare]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    // The RTX 2080 Ti's figures are measured (it is the reference); the RTX
    // 5070's are estimated from its specification sheet.
    ui::CompareView *view
        = window.openCompare({QStringLiteral("rtx-2080-ti"), QStringLiteral("rtx-5070")});
    REQUIRE(view);
    const DeviceEvaluation *estimated = window.workspace()->evaluation("rtx-5070");
    REQUIRE(estimated);
    REQUIRE(estimated->performance);
    REQUIRE(estimated->performance->provenance == Provenance::Estimated);
    const QLocale locale;
    CHECK(cell(*view, "relative_mix", 0) == locale.toString(1.0, 'f', 2));
    CHECK(cell(*view, "relative_mix", 1)
          == QStringLiteral("≈ %1 (%2–%3)")
                 .arg(locale.toString(estimated->performance->relative, 'f', 2),
                      locale.toString(estimated->performance->intervalLow, 'f', 2),
                      locale.toString(estimated->performance->intervalHigh, 'f', 2)));
    const QTableWidgetItem *item = view->table()->item(view->rowOf("relative_mix"), 2);
    REQUIRE(item);
    CHECK_FALSE(item->font().italic());
    // Figures made from an estimate are estimates too, as in the device table.
    CHECK(cell(*view, "performance_per_1000_usd", 1).startsWith(QStringLiteral("≈ ")));
    CHECK(cell(*view, "performance_per_kw", 1).startsWith(QStringLiteral("≈ ")));
    CHECK_FALSE(cell(*view, "performance_per_1000_usd", 0).contains(QStringLiteral("≈")));
    CHECK_FALSE(cell(*view, "performance_per_kw", 0).contains(QStringLiteral("≈")));
}

TEST_CASE("Compare shows prices in the chosen currency", "[ui][compare]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    ViewOptions options = window.workspace()->view();
    options.currency = "CNY";
    window.workspace()->setView(options);
    ui::CompareView *view = window.openCompare({QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090")});
    REQUIRE(view);
    CHECK(cell(*view, "price_usd", 0).startsWith(QStringLiteral("¥")));
    CHECK(view->table()->item(view->rowOf("price_usd"), 0)->text().contains(QLatin1String("CNY")));
    CHECK_FALSE(cell(*view, "price_history", 0).contains(QLatin1Char('$')));
}

TEST_CASE("Compare needs two to four devices", "[ui][compare]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    CHECK(window.openCompare({QStringLiteral("rtx-4090")}) == nullptr);
    CHECK(window.statusBar()->currentMessage().contains(QLatin1String("2 to 4")));
    CHECK(window.openCompare({QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090"), QStringLiteral("rtx-3080-10gb"),
                              QStringLiteral("rtx-3070"), QStringLiteral("rtx-3060-12gb")})
          == nullptr);
    // Four is fine; the selection in the table is what Tools > Compare takes.
    ui::CompareView *four = window.openCompare({QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090"),
                                                QStringLiteral("rtx-3080-10gb"), QStringLiteral("rtx-3070")});
    REQUIRE(four);
    CHECK(four->table()->columnCount() == 5);
}

TEST_CASE("Compare exports the whole comparison as a PNG with its highlights", "[ui][compare]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    ui::CompareView *view = window.openCompare({QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090")});
    REQUIRE(view);
    QApplication::processEvents();
    const QString path = dir.filePath(QStringLiteral("a/missing/folder/compare.png"));
    const auto problem = view->exportPng(path);
    CAPTURE(problem.value_or(QString()).toStdString());
    REQUIRE_FALSE(problem);
    const QImage image(path);
    REQUIRE_FALSE(image.isNull());
    // Every row, not only those the window shows.
    int rowsHeight = view->table()->horizontalHeader()->height();
    for (int row = 0; row < view->table()->rowCount(); ++row)
        rowsHeight += view->table()->rowHeight(row);
    CHECK(image.height() > rowsHeight);
    CHECK(image.width() >= 700);
    // The best cells' tint is in the file: count its pixels.
    const QColor tint = view->table()->item(view->rowOf("memory_bandwidth_gbs"), 1)->background().color();
    int tinted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            tinted += image.pixelColor(x, y).rgb() == tint.rgb() ? 1 : 0;
    CHECK(tinted > 2000); // a dozen best cells of about 200 x 20 pixels, less their text
}

TEST_CASE("Tools > Compare opens the rows selected in the table", "[ui][compare]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    window.selectDevice("rtx-4090");
    QTableView *table = window.deviceView();
    const QModelIndex first = table->currentIndex();
    // Ctrl+click adds the RTX 3090's row to the RTX 4090's.
    QModelIndex other;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QModelIndex index = table->model()->index(row, 0);
        if (index.data(ui::RankingModel::DeviceIdRole).toString() == QLatin1String("rtx-3090"))
            other = index;
    }
    REQUIRE(other.isValid());
    table->selectionModel()->select(other, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    REQUIRE(window.selectedDeviceIds().size() == 2);
    CHECK(window.selectedDeviceIds().contains(QLatin1String("rtx-4090")));
    CHECK(first.data(ui::RankingModel::DeviceIdRole).toString() == QLatin1String("rtx-4090"));

    QAction *compare = nullptr;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction *action : menu->menu()->actions())
                if (action->text().startsWith(QLatin1String("&Compare")))
                    compare = action;
    REQUIRE(compare);
    CHECK(compare->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_K));
    compare->trigger();
    const auto views = window.findChildren<ui::CompareView *>();
    REQUIRE(views.size() == 1);
    const std::vector<std::string> ids = views.first()->deviceIds();
    CHECK(ids.size() == 2);
    CHECK(std::find(ids.begin(), ids.end(), "rtx-3090") != ids.end());
    CHECK(std::find(ids.begin(), ids.end(), "rtx-4090") != ids.end());
}
