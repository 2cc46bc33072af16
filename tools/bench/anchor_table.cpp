// The benchmark's anchor for the window: what plain Qt Widgets cost on this
// machine, measured by the same probe as gpu-advisor (GPA_BENCH, see
// app/probe/benchprobe.h).
//   gpa-bench-anchor-table [--rows N]
// A main window whose only content is a table of N rows (default 100) and
// eleven columns in a QStandardItemModel behind a QSortFilterProxyModel,
// sorted by its one editable column, the price, cheapest first. An edit of
// the first row's price moves that row down the table, as a price edit
// moves a device in GPU Advisor's ranking.
#include "benchprobe.h"

#include <QApplication>
#include <QHeaderView>
#include <QMainWindow>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>

#include <cstdio>

namespace {

constexpr int kColumns = 11;
constexpr int kPriceColumn = 7;

QStandardItem *cell(const QVariant &value, bool editable = false)
{
    auto *item = new QStandardItem;
    item->setData(value, Qt::DisplayRole);
    if (!editable)
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    int rows = 100;
    const QStringList args = QApplication::arguments();
    if (const qsizetype i = args.indexOf(QStringLiteral("--rows")); i >= 0 && i + 1 < args.size())
        rows = args.at(i + 1).toInt();
    if (rows < 1) {
        std::fprintf(stderr, "usage: gpa-bench-anchor-table [--rows N], N >= 1\n");
        return 2;
    }

    QStandardItemModel model(0, kColumns);
    model.setHorizontalHeaderLabels(
        {QStringLiteral("Name"), QStringLiteral("Vendor"), QStringLiteral("Memory"),
         QStringLiteral("Effective memory"), QStringLiteral("Bandwidth"),
         QStringLiteral("Tensor TFLOPS"), QStringLiteral("Relative"), QStringLiteral("Price"),
         QStringLiteral("Per $1000"), QStringLiteral("TDP"), QStringLiteral("Year")});
    for (int r = 0; r < rows; ++r) {
        // Distinct prices from 200.00 up, in a scrambled order.
        const double price = 200.0 + static_cast<double>((r * 7919) % rows) + 0.5;
        const double relative = 0.5 + static_cast<double>(r % 97) / 48.0;
        model.appendRow({cell(QStringLiteral("Device %1").arg(r)),
                         cell(QStringLiteral("Vendor %1").arg(r % 3)), cell(8 + (r % 5) * 4),
                         cell(12 + (r % 5) * 6), cell(400.0 * relative), cell(80.0 * relative),
                         cell(relative), cell(price, true), cell(relative / price * 1000.0),
                         cell(150 + r % 200), cell(2016 + r % 10)});
    }
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);

    QMainWindow window;
    window.setWindowTitle(QStringLiteral("Anchor"));
    auto *view = new QTableView(&window);
    view->setModel(&proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(kPriceColumn, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    window.setCentralWidget(view);
    window.resize(1400, 820);

    gpa::bench::ProbeTargets targets;
    targets.window = &window;
    targets.table = view;
    gpa::bench::startProbe(targets);
    window.show();
    return QApplication::exec();
}
