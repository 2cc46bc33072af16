#include "ui/detailspane.h"
#include "ui/deviceproxymodel.h"
#include "ui/filterpanel.h"
#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>

using namespace gpa;

namespace {

std::unique_ptr<db::Catalogue> scratchCatalogue(const QTemporaryDir &dir)
{
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue.ok());
    return std::move(catalogue).value();
}

} // namespace

TEST_CASE("The main window lists one row per device of the catalogue", "[ui]")
{
    QTemporaryDir dir;
    auto catalogue = scratchCatalogue(dir);
    const auto deviceCount = static_cast<int>(catalogue->devices().value().size());
    REQUIRE(deviceCount > 80);

    ui::MainWindow window(std::move(catalogue), db::OpenReport{});
    window.show();
    QAbstractItemModelTester tester(window.deviceView()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    CHECK(window.deviceView()->model()->rowCount() == deviceCount);
}

TEST_CASE("The device table sorts numbers as numbers and unknown values last", "[ui]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    QAbstractItemModel *model = window.deviceView()->model();
    window.deviceView()->sortByColumn(ui::RankingModel::Memory, Qt::AscendingOrder);

    double previous = -1.0;
    bool seenUnknown = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QVariant value = model->index(row, ui::RankingModel::Memory).data(ui::RankingModel::SortRole);
        if (!value.isValid()) {
            seenUnknown = true;
            continue;
        }
        CHECK_FALSE(seenUnknown); // unknown values sort after every known one
        CHECK(value.toDouble() >= previous);
        previous = value.toDouble();
    }
    // 2 GB < 16 GB < 192 GB numerically; as text "16" < "2" would fail this.
    CHECK(previous >= 192.0);
}

namespace {

// The device id of the table's highlighted rows, in view order.
std::vector<std::string> highlightedIds(const ui::MainWindow &window)
{
    std::vector<std::string> ids;
    QModelIndexList rows = window.deviceView()->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : rows)
        ids.push_back(index.data(ui::RankingModel::DeviceIdRole).toString().toStdString());
    return ids;
}

} // namespace

TEST_CASE("A selection hidden by the search clears the details pane and Edit has no target", "[ui][selection]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    window.selectDevice("rtx-5070");
    REQUIRE(window.detailsPane()->deviceId() == "rtx-5070");
    REQUIRE(window.selectedDeviceId() == "rtx-5070");

    // Typing "4090" hides the RTX 5070: neither the pane nor Edit… may still
    // act on it.
    QTest::keyClicks(window.filterPanel()->searchField(), QStringLiteral("4090"));
    QTRY_VERIFY(window.proxyModel()->rowCount() < 5);
    CHECK(window.selectedDeviceId().empty());
    CHECK(window.detailsPane()->deviceId().empty());

    // Selecting a visible row shows it again.
    window.deviceView()->selectRow(0);
    const std::string visible = window.proxyModel()->index(0, 0).data(ui::RankingModel::DeviceIdRole).toString().toStdString();
    CHECK(window.detailsPane()->deviceId() == visible);
    CHECK(visible.find("4090") != std::string::npos);
}

TEST_CASE("The selection follows its device when a price edit or a new sort moves its row", "[ui][selection]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    window.selectDevice("rtx-5070");
    const int before = window.deviceView()->currentIndex().row();

    // A price of 1 makes the RTX 5070 the best performance per dollar: it
    // moves to the top of the default sort (Perf./$ descending).
    QAbstractItemModel *model = window.deviceView()->model();
    REQUIRE(model->setData(model->index(before, ui::RankingModel::Price), 1.0, Qt::EditRole));
    CHECK(window.deviceView()->currentIndex().row() == 0);
    CHECK(highlightedIds(window) == std::vector<std::string>{"rtx-5070"});
    CHECK(window.detailsPane()->deviceId() == "rtx-5070");

    window.deviceView()->sortByColumn(ui::RankingModel::Name, Qt::AscendingOrder);
    CHECK(highlightedIds(window) == std::vector<std::string>{"rtx-5070"});
    CHECK(window.selectedDeviceId() == "rtx-5070");

    // Undo restores the price; the status bar no longer claims the edit.
    REQUIRE(window.statusBar()->currentMessage().startsWith(QStringLiteral("Set price")));
    window.undoAction()->trigger();
    CHECK(highlightedIds(window) == std::vector<std::string>{"rtx-5070"});
    CHECK(window.statusBar()->currentMessage().startsWith(QStringLiteral("Undone: Set price")));
}
