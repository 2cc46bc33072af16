#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
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
