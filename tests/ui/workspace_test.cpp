// The comparison workspace driven like a user would: filters, sorting, price
// edits through the keyboard, refusals, undo and redo, own devices.
#include "catchqt.h"
#include "testsupport.h"

#include "ui/cloudoffersview.h"
#include "ui/detailspane.h"
#include "ui/devicedialog.h"
#include "ui/deviceproxymodel.h"
#include "ui/filterpanel.h"
#include "ui/frozencolumntableview.h"
#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"
#include "ui/settings.h"
#include "ui/workspace.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QStatusBar>
#include <QUndoStack>

#include <set>

using namespace gpa;
using gpa::test::ScratchCatalogue;

namespace {

// A window over a scratch catalogue, shown offscreen.
struct Fixture
{
    ScratchCatalogue scratch;
    QString path;
    std::unique_ptr<ui::MainWindow> window;

    Fixture()
    {
        REQUIRE(scratch.ok());
        path = scratch.path();
        scratch.close();
        auto catalogue = db::Catalogue::open(path);
        REQUIRE(catalogue.ok());
        window = std::make_unique<ui::MainWindow>(std::move(catalogue).value(), db::OpenReport{});
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get()));
    }

    QTableView *view() const { return window->deviceView(); }
    ui::Workspace *workspace() const { return window->workspace(); }
    QString dump() const { return window->workspace()->catalogue()->dumpText(); }
    // The dump without SQLite's id counter: an undone quote gives its id back
    // to nobody (ids are never reused), which is bookkeeping, not data.
    QString data() const
    {
        QStringList lines = dump().split(QLatin1Char('\n'));
        bool inSequence = false;
        QStringList kept;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1String("data ")))
                inSequence = line.startsWith(QLatin1String("data sqlite_sequence "));
            if (!inSequence)
                kept.append(line);
        }
        return kept.join(QLatin1Char('\n'));
    }
    int quoteCount() const { return static_cast<int>(workspace()->data().priceQuotes.size()); }

    // The proxy row of a device, selected and current.
    QModelIndex select(const std::string &id, int column)
    {
        window->selectDevice(id);
        const QModelIndex index = view()->currentIndex().siblingAtColumn(column);
        REQUIRE(index.isValid());
        REQUIRE(index.data(ui::RankingModel::DeviceIdRole).toString().toStdString() == id);
        view()->setCurrentIndex(index);
        return index;
    }

    double perDollar(const std::string &id) const
    {
        const DeviceEvaluation *e = workspace()->evaluation(id);
        REQUIRE(e);
        return e->performancePerDollar.value_or(0.0);
    }

    QLineEdit *openPriceEditor(const std::string &id)
    {
        select(id, ui::RankingModel::Price);
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_F2);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        REQUIRE(editor);
        return editor;
    }

    void typePrice(const std::string &id, const QString &text)
    {
        QLineEdit *editor = openPriceEditor(id);
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        // Qt commits an editor closed with Enter through a queued call.
        QCoreApplication::processEvents();
    }
};

} // namespace

TEST_CASE("Every model and proxy of the window passes the model tester", "[ui][workspace]")
{
    Fixture f;
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester ranking(f.window->rankingModel(), Mode::Fatal);
    QAbstractItemModelTester proxy(f.window->proxyModel(), Mode::Fatal);
    QAbstractItemModelTester cloud(f.window->cloudOffersView()->model(), Mode::Fatal);
    QAbstractItemModelTester cloudProxy(f.window->cloudOffersView()->proxy(), Mode::Fatal);
    // Exercise them: a new view (devices change), a filter, a price edit, undo.
    ViewOptions view = f.workspace()->view();
    view.asOfDay = dayNumber(2019, 4, 30);
    f.workspace()->setView(view);
    f.window->filterPanel()->searchField()->setText(QStringLiteral("rtx"));
    f.typePrice("rtx-2070", QStringLiteral("450"));
    f.workspace()->undoStack()->undo();
    view.asOfDay.reset();
    f.workspace()->setView(view);
    CHECK(f.window->rankingModel()->rowCount() == static_cast<int>(f.workspace()->data().devices.size()));
}

TEST_CASE("Filters change the row count as expected", "[ui][workspace]")
{
    Fixture f;
    const int all = f.window->proxyModel()->rowCount();
    CHECK(all == static_cast<int>(f.workspace()->data().devices.size()));

    // "2080" matches the names of the RTX 2080, 2080 SUPER and 2080 Ti.
    QTest::keyClicks(f.window->filterPanel()->searchField(), QStringLiteral("2080"));
    CHECK(f.window->proxyModel()->rowCount() == 3);
    CHECK(f.workspace()->filter().activeCount() == 1);

    f.window->filterPanel()->clear();
    CHECK(f.window->proxyModel()->rowCount() == all);

    // At least 80 GB: A100 80GB (PCIe, SXM), H100 (PCIe, SXM), H200, B200,
    // B300, GB200, H20, GH200, RTX PRO 6000 Blackwell, MI250X, MI300X,
    // MI325X, MI355X, Gaudi 2, Gaudi 3, TPU v5p, TPU v7, Trainium2, and the
    // unified-memory machines M4 Max, M3 Ultra, Ryzen AI Max+ 395, DGX Spark.
    DeviceFilter filter;
    filter.minMemoryGb = 80.0;
    int expected = 0;
    for (const Device &d : f.workspace()->data().devices)
        expected += d.memoryGb && *d.memoryGb >= 80.0 ? 1 : 0;
    CHECK(expected == 24);
    f.workspace()->setFilter(filter);
    CHECK(f.window->proxyModel()->rowCount() == expected);
}

TEST_CASE("Numeric columns sort as numbers with unknown values last", "[ui][workspace]")
{
    Fixture f;
    const Qt::SortOrder order = GENERATE(Qt::AscendingOrder, Qt::DescendingOrder);
    f.view()->sortByColumn(ui::RankingModel::Price, order);
    QAbstractItemModel *model = f.view()->model();
    bool seenUnknown = false;
    double previous = order == Qt::AscendingOrder ? -1.0 : 1e300;
    int known = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QVariant value = model->index(row, ui::RankingModel::Price).data(ui::RankingModel::SortRole);
        if (!value.isValid()) {
            seenUnknown = true;
            continue;
        }
        CHECK_FALSE(seenUnknown);
        if (order == Qt::AscendingOrder)
            CHECK(value.toDouble() >= previous);
        else
            CHECK(value.toDouble() <= previous);
        previous = value.toDouble();
        ++known;
    }
    CHECK(seenUnknown);
    CHECK(known > 40);
}

TEST_CASE("The sorted table stays in order after a view change and after an edit", "[ui][workspace]")
{
    // The proxy compares keys the ranking model keeps per column; a change
    // of view (new figures) or an edit (one row) must reach them.
    Fixture f;
    f.view()->sortByColumn(ui::RankingModel::PerDollar, Qt::DescendingOrder);
    const auto checkOrder = [&] {
        QAbstractItemModel *model = f.view()->model();
        double previous = 1e300;
        int known = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QVariant value = model->index(row, ui::RankingModel::PerDollar).data(ui::RankingModel::SortRole);
            if (!value.isValid())
                continue;
            CHECK(value.toDouble() <= previous);
            previous = value.toDouble();
            ++known;
        }
        CHECK(known > 40);
    };
    checkOrder();
    ViewOptions view = f.workspace()->view();
    view.mix = WorkloadMix::only(view.mix.single() == Workload::Rnn ? Workload::Cnn : Workload::Rnn);
    view.precision = view.precision == Precision::Fp16 ? Precision::Fp32 : Precision::Fp16;
    f.workspace()->setView(view);
    checkOrder();
    // A price of $1 puts the RTX 2070 at the top.
    f.typePrice("rtx-2070", QStringLiteral("1"));
    checkOrder();
    CHECK(f.view()->model()->index(0, ui::RankingModel::Name).data(ui::RankingModel::DeviceIdRole).toString()
          == QStringLiteral("rtx-2070"));
}

namespace {

// QSortFilterProxyModel comparing the ranking's sort role as the device
// table did before it had its own proxy: numbers as numbers, text as text,
// unknown values after known ones in either direction.
class ReferenceProxy : public QSortFilterProxyModel
{
protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const QVariant a = left.data(ui::RankingModel::SortRole);
        const QVariant b = right.data(ui::RankingModel::SortRole);
        if (!a.isValid() || !b.isValid())
            return sortOrder() == Qt::AscendingOrder ? (a.isValid() && !b.isValid()) : (!a.isValid() && b.isValid());
        if (a.typeId() == QMetaType::QString)
            return a.toString() < b.toString();
        return a.toDouble() < b.toDouble();
    }
};

QStringList deviceIds(const QAbstractItemModel &model)
{
    QStringList ids;
    for (int r = 0; r < model.rowCount(); ++r)
        ids << model.index(r, 0).data(ui::RankingModel::DeviceIdRole).toString();
    return ids;
}

} // namespace

TEST_CASE("The device proxy orders the rows as QSortFilterProxyModel for every column and direction",
          "[ui][workspace]")
{
    Fixture f;
    ui::RankingModel *ranking = f.window->rankingModel();
    for (int column = 0; column < ui::RankingModel::ColumnCount; ++column) {
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            CAPTURE(column, order);
            ReferenceProxy reference;
            reference.setSourceModel(ranking);
            reference.sort(column, order);
            ui::DeviceProxyModel proxy;
            proxy.setSourceModel(ranking);
            proxy.sort(column, order);
            CHECK(deviceIds(proxy) == deviceIds(reference));
        }
    }
    // A second sort keeps equal rows in the order the first one left, in
    // both: by name, then by memory lists each memory size by name.
    ReferenceProxy reference;
    reference.setSourceModel(ranking);
    ui::DeviceProxyModel proxy;
    proxy.setSourceModel(ranking);
    for (QSortFilterProxyModel *model : {static_cast<QSortFilterProxyModel *>(&reference)}) {
        model->sort(ui::RankingModel::Name, Qt::AscendingOrder);
        model->sort(ui::RankingModel::Memory, Qt::DescendingOrder);
    }
    proxy.sort(ui::RankingModel::Name, Qt::AscendingOrder);
    proxy.sort(ui::RankingModel::Memory, Qt::DescendingOrder);
    CHECK(deviceIds(proxy) == deviceIds(reference));
    int equalPairs = 0;
    for (int r = 0; r + 1 < proxy.rowCount(); ++r) {
        const QVariant memory = proxy.index(r, ui::RankingModel::Memory).data(ui::RankingModel::SortRole);
        if (!memory.isValid() || memory != proxy.index(r + 1, ui::RankingModel::Memory).data(ui::RankingModel::SortRole))
            continue;
        ++equalPairs;
        CHECK(proxy.index(r, ui::RankingModel::Name).data(ui::RankingModel::SortRole).toString()
              <= proxy.index(r + 1, ui::RankingModel::Name).data(ui::RankingModel::SortRole).toString());
    }
    CHECK(equalPairs > 20);
}

TEST_CASE("A row keeps its persistent index through a view change that re-sorts the table", "[ui][workspace]")
{
    Fixture f;
    QAbstractItemModel *model = f.view()->model();
    REQUIRE(model->rowCount() > 20);
    const QPersistentModelIndex kept = model->index(17, ui::RankingModel::Price);
    const QString id = kept.data(ui::RankingModel::DeviceIdRole).toString();
    const QStringList before = deviceIds(*model);
    ViewOptions view = f.workspace()->view();
    view.mix = WorkloadMix::only(Workload::Transformer);
    f.workspace()->setView(view);
    REQUIRE(deviceIds(*model) != before); // the order changed
    REQUIRE(kept.isValid());
    CHECK(kept.data(ui::RankingModel::DeviceIdRole).toString() == id);
    CHECK(kept.column() == ui::RankingModel::Price);
    CHECK(deviceIds(*model).indexOf(id) == kept.row());
}

TEST_CASE("A price edit that takes a device past the price filter removes its row and undo puts it back in place",
          "[ui][workspace]")
{
    Fixture f;
    DeviceFilter filter;
    filter.maxPriceUsd = 2000.0;
    f.workspace()->setFilter(filter);
    QAbstractItemModel *model = f.view()->model();
    const QStringList shown = deviceIds(*model);
    REQUIRE(shown.contains(QStringLiteral("rtx-2070")));
    QSignalSpy removed(model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
    f.typePrice("rtx-2070", QStringLiteral("2500"));
    CHECK(removed.count() == 1);
    QStringList expected = shown;
    expected.removeAll(QStringLiteral("rtx-2070"));
    CHECK(deviceIds(*model) == expected);
    f.workspace()->undoStack()->undo();
    CHECK(inserted.count() == 1);
    CHECK(deviceIds(*model) == shown);
}

TEST_CASE("A price typed in the table lands as one new quote and raises performance per dollar", "[ui][workspace]")
{
    Fixture f;
    const int quotesBefore = f.quoteCount();
    const double perDollarBefore = f.perDollar("rtx-2070");
    f.typePrice("rtx-2070", QStringLiteral("300"));

    CHECK(f.quoteCount() == quotesBefore + 1);
    const auto quotes = f.workspace()->catalogue()->priceQuotes(QStringLiteral("rtx-2070"));
    const auto latest = std::max_element(quotes.begin(), quotes.end(),
                                         [](const PriceQuote &a, const PriceQuote &b) { return a.id < b.id; });
    CHECK(latest->amount == 300.0);
    CHECK(latest->kind == QuoteKind::RetailNew);
    CHECK(latest->origin == Origin::User);
    CHECK(latest->currency == "USD");
    // Its latest street price was $600 (Oct 2018): per dollar doubles at $300.
    CHECK(f.perDollar("rtx-2070") == Approx(perDollarBefore * 600.0 / 300.0));
    CHECK(f.workspace()->evaluation("rtx-2070")->price.usd == 300.0);
    CHECK(f.window->undoAction()->text().contains(QStringLiteral("RTX 2070")));
}

TEST_CASE("Bad prices are refused with the reason and change nothing", "[ui][workspace]")
{
    Fixture f;
    const QString before = f.dump();
    const QString text = GENERATE(QStringLiteral(""), QStringLiteral("abc"), QStringLiteral("0"), QStringLiteral("-5"),
                                  QStringLiteral("1e12"), QStringLiteral("nan"), QStringLiteral("inf"));
    CAPTURE(text.toStdString());
    QLineEdit *editor = f.openPriceEditor("rtx-2070");
    editor->selectAll();
    if (text.isEmpty())
        QTest::keyClick(editor, Qt::Key_Backspace);
    else
        QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents();
    // The editor stays open with the reason; the status bar says it too.
    CHECK(QApplication::focusWidget() == editor);
    CHECK(f.window->statusBar()->currentMessage().startsWith(QStringLiteral("Price refused")));
    QTest::keyClick(editor, Qt::Key_Escape);
    CHECK(f.dump() == before);
    CHECK(f.workspace()->undoStack()->count() == 0);
}

TEST_CASE("Undo removes exactly the quote the edit added and redo puts it back", "[ui][workspace]")
{
    Fixture f;
    const QString original = f.data();
    const double perDollar = f.perDollar("rtx-3090");
    f.typePrice("rtx-3090", QStringLiteral("1500"));
    const QString edited = f.data();
    REQUIRE(edited != original);

    f.window->undoAction()->trigger();
    CHECK(f.data() == original);
    CHECK(f.perDollar("rtx-3090") == Approx(perDollar));

    f.window->redoAction()->trigger();
    CHECK(f.data() == edited); // the same quote, with the same id
    CHECK(f.workspace()->evaluation("rtx-3090")->price.usd == 1500.0);

    // Keyboard shortcuts do the same.
    f.view()->setFocus();
    QTest::keyClick(f.window.get(), Qt::Key_Z, Qt::ControlModifier);
    CHECK(f.data() == original);
    QTest::keyClick(f.window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(f.data() == edited);
}

TEST_CASE("An own device is added through the dialog, estimated at once, and deleted", "[ui][workspace]")
{
    Fixture f;
    ui::DeviceDialog dialog(f.workspace(), nullptr);
    QTest::keyClicks(dialog.field("id"), QStringLiteral("my-future-card"));
    QTest::keyClicks(dialog.field("name"), QStringLiteral("My Future Card"));
    QTest::keyClicks(dialog.field("vendor"), QStringLiteral("NVIDIA"));
    QTest::keyClicks(dialog.field("memory_gb"), QStringLiteral("24"));
    QTest::keyClicks(dialog.field("memory_bandwidth_gbs"), QStringLiteral("1000"));
    QTest::keyClicks(dialog.field("fp32_tflops"), QStringLiteral("40"));
    QTest::keyClicks(dialog.field("tensor_fp16_tflops_dense"), QStringLiteral("abc"));
    CHECK_FALSE(dialog.okButton()->isEnabled()); // not a number
    dialog.field("tensor_fp16_tflops_dense")->clear();
    QTest::keyClicks(dialog.field("tensor_fp16_tflops_dense"), QStringLiteral("160"));
    CHECK(dialog.okButton()->isEnabled());

    Device device = dialog.device();
    device.tensorCores = true;
    REQUIRE(f.workspace()->addDevice(device));
    const DeviceEvaluation *e = f.workspace()->evaluation("my-future-card");
    REQUIRE(e);
    REQUIRE(e->performance);
    CHECK(e->performance->provenance == Provenance::Estimated);
    CHECK(e->performance->relative > 1.0); // 160 tensor TFLOPS, 1 TB/s: faster than a 2080 Ti
    CHECK(e->device->origin == Origin::User);
    CHECK(f.window->rankingModel()->rowOf("my-future-card") >= 0);

    REQUIRE(f.workspace()->deleteDevice("my-future-card"));
    CHECK_FALSE(f.workspace()->evaluation("my-future-card"));
    CHECK(f.window->rankingModel()->rowOf("my-future-card") < 0);
}

TEST_CASE("Sorting by name or vendor ignores case and takes in a device added after a sort", "[ui][workspace]")
{
    Fixture f;
    // The window opens sorted by Perf./$, without a sort by name first.
    CHECK(f.view()->horizontalHeader()->sortIndicatorSection() == ui::RankingModel::PerDollar);
    CHECK_FALSE(f.window->rankingModel()->hasTextKeys());
    QAbstractItemModel *model = f.view()->model();
    const auto column = [&](int c) {
        QStringList texts;
        for (int r = 0; r < model->rowCount(); ++r)
            texts << model->index(r, c).data().toString();
        return texts;
    };
    const auto caseless = [](QStringList texts) {
        for (QString &t : texts)
            t = t.toLower();
        return texts;
    };
    f.view()->sortByColumn(ui::RankingModel::Name, Qt::AscendingOrder);
    const QStringList names = caseless(column(ui::RankingModel::Name));
    REQUIRE(names.size() > 50);
    CHECK(std::is_sorted(names.begin(), names.end()));
    CHECK(f.window->rankingModel()->hasTextKeys());

    // Lower case sorts among upper case: "aaa" before every bundled name,
    // "zzz" vendor after every bundled vendor.
    REQUIRE(f.workspace()->evaluation("rtx-4090"));
    Device device = *f.workspace()->evaluation("rtx-4090")->device;
    device.id = "sort-probe";
    device.name = "aaa sort probe";
    device.vendor = "zzz";
    REQUIRE(f.workspace()->addDevice(device));
    CHECK(column(ui::RankingModel::Name).front().startsWith(QStringLiteral("aaa sort probe"))); // with its mark
    f.view()->sortByColumn(ui::RankingModel::Vendor, Qt::DescendingOrder);
    CHECK(column(ui::RankingModel::Vendor).front() == QStringLiteral("zzz"));
    const QStringList vendors = caseless(column(ui::RankingModel::Vendor));
    CHECK(std::is_sorted(vendors.rbegin(), vendors.rend()));
}

TEST_CASE("A duplicate id or a bad number keeps the device dialog from saving", "[ui][workspace]")
{
    Fixture f;
    ui::DeviceDialog dialog(f.workspace(), nullptr);
    QTest::keyClicks(dialog.field("id"), QStringLiteral("rtx-2070"));
    QTest::keyClicks(dialog.field("name"), QStringLiteral("Copy"));
    QTest::keyClicks(dialog.field("vendor"), QStringLiteral("NVIDIA"));
    CHECK_FALSE(dialog.okButton()->isEnabled());
    dialog.field("id")->setText(QStringLiteral("rtx-2070-copy"));
    CHECK(dialog.okButton()->isEnabled());
    QTest::keyClicks(dialog.field("memory_gb"), QStringLiteral("-8"));
    CHECK_FALSE(dialog.okButton()->isEnabled());
}

TEST_CASE("Editing a bundled device marks it and revert restores it", "[ui][workspace]")
{
    Fixture f;
    Device d = *f.workspace()->data().device("rtx-2060");
    d.memoryGb = 12.0;
    REQUIRE(f.workspace()->updateDevice(d));
    CHECK(f.workspace()->data().device("rtx-2060")->origin == Origin::Modified);
    CHECK(*f.workspace()->data().device("rtx-2060")->memoryGb == 12.0);
    REQUIRE(f.workspace()->revertDevice("rtx-2060"));
    CHECK(f.workspace()->data().device("rtx-2060")->origin == Origin::Bundled);
    CHECK(*f.workspace()->data().device("rtx-2060")->memoryGb == 6.0);
}

TEST_CASE("Copy puts the selected rows on the clipboard as tab-separated text", "[ui][workspace]")
{
    Fixture f;
    f.window->selectDevice("rtx-2080-ti");
    f.window->copySelection();
    const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].split(QLatin1Char('\t')).size() == ui::RankingModel::ColumnCount);
    const QStringList cells = lines[1].split(QLatin1Char('\t'));
    CHECK(cells[ui::RankingModel::Name] == QStringLiteral("GeForce RTX 2080 Ti"));
    CHECK(cells[ui::RankingModel::Relative] == QStringLiteral("1"));
    CHECK(cells[ui::RankingModel::Memory] == QStringLiteral("11"));
}

TEST_CASE("The details pane lists a device's quotes and removes one undoably", "[ui][workspace]")
{
    Fixture f;
    f.window->selectDevice("rtx-2080-ti");
    ui::DetailsPane *details = f.window->detailsPane();
    CHECK(details->deviceId() == "rtx-2080-ti");
    CHECK(details->quoteTable()->rowCount() == 3); // launch, Oct 2018 retail, 2022 retail
    const QString original = f.data();
    details->quoteTable()->selectRow(0); // the latest: $1,928 (2022)
    QPushButton *remove = nullptr;
    for (QPushButton *button : details->findChildren<QPushButton *>()) {
        if (button->text().contains(QStringLiteral("Remove")))
            remove = button;
    }
    REQUIRE(remove);
    REQUIRE(remove->isEnabled());
    remove->click();
    CHECK(details->quoteTable()->rowCount() == 2);
    CHECK(f.workspace()->evaluation("rtx-2080-ti")->price.usd == 1200.0);
    f.workspace()->undoStack()->undo();
    CHECK(f.data() == original);
    CHECK(details->quoteTable()->rowCount() == 3);
}

#include "ui/charts/chartpanel.h"
#include "ui/plans/planspanel.h"
#include "ui/plans/upgradetool.h"
#include "ui/settingsdialog.h"
#include "ui/viewtoolbar.h"

#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QSettings>

TEST_CASE("Preferences change the engine's assumptions, persist, and restore defaults", "[ui][workspace]")
{
    Fixture f;
    ui::SettingsDialog dialog(f.workspace());
    ui::Settings changed = dialog.settings();
    CHECK(changed == f.workspace()->settings());
    changed.assumptions.memoryFactor16Bit = 2.0;
    changed.currency = "EUR";
    dialog.setSettings(changed);
    REQUIRE(dialog.settings().assumptions.memoryFactor16Bit == 2.0);

    // What the main window does on OK: save in the catalogue and apply.
    REQUIRE(f.workspace()->setSettings(dialog.settings()));
    // 11 GB at 16-bit with the factor 2 behaves like 22 GB.
    CHECK(*f.workspace()->evaluation("rtx-2080-ti")->effectiveMemoryGb == Approx(22.0));
    CHECK(f.workspace()->view().currency == "EUR");
    // No quote within 12 months of today: its latest older price, the shop's
    // $1,200 of 2018-10 (a machine's share per GPU is no card price).
    CHECK(*f.workspace()->evaluation("rtx-2080-ti")->priceInCurrency == Approx(1200.0 * 0.8532));
    CHECK(f.workspace()->evaluation("rtx-2080-ti")->price.olderThanWindow);
    // Read back from the catalogue file, as the command line reads them.
    const EngineSettingsRead stored = f.workspace()->catalogue()->engineSettings();
    CHECK(stored.problems.empty());
    CHECK(stored.settings == dialog.settings());

    dialog.restoreDefaults();
    const ui::Settings defaults;
    CHECK(dialog.settings() == defaults);

    // The host cost's default means the dated price, and the dialog says
    // which: $2,104 today (Lambda's per-GPU share, 2024-07), $2,630 in 2019.
    const auto *hint = dialog.findChild<QLabel *>(QStringLiteral("hostCostHint"));
    REQUIRE(hint);
    CHECK(hint->text().contains(QStringLiteral("$1,600")));
    CHECK(hint->text().contains(QStringLiteral("$2,104 today")));
    CHECK(hint->text().contains(QStringLiteral("$2,630 on the 2019 view")));
}

TEST_CASE("Settings of an earlier version move from QSettings into the catalogue once", "[ui][workspace]")
{
    QSettings store;
    store.setValue(QStringLiteral("engine/electricityUsdPerKwh"), 0.31);
    store.setValue(QStringLiteral("view/pricePolicy"), QStringLiteral("cheapest"));
    {
        Fixture f;
        CHECK(f.workspace()->settings().assumptions.electricityUsdPerKwh == 0.31);
        CHECK(f.workspace()->settings().policy == PricePolicy::Cheapest);
        const EngineSettingsRead stored = f.workspace()->catalogue()->engineSettings();
        CHECK(stored.settings.assumptions.electricityUsdPerKwh == 0.31);
        CHECK(stored.settings.policy == PricePolicy::Cheapest);
    }
    // Carried over: the old keys are gone.
    CHECK_FALSE(store.contains(QStringLiteral("engine/electricityUsdPerKwh")));
    CHECK_FALSE(store.contains(QStringLiteral("view/pricePolicy")));
}

TEST_CASE("Out-of-range legacy settings fall back to the defaults", "[ui][workspace]")
{
    QSettings store;
    store.setValue(QStringLiteral("engine/utilisation"), 7.5); // 750%
    store.setValue(QStringLiteral("view/pricePolicy"), QStringLiteral("free"));
    const auto loaded = ui::legacySettings(store);
    REQUIRE(loaded);
    CHECK(loaded->assumptions == Assumptions{});
    CHECK(loaded->policy == PricePolicy::Default);
    store.clear();
}

TEST_CASE("The toolbar's workload changes every figure of the table", "[ui][workspace]")
{
    Fixture f;
    const double cnn = f.workspace()->evaluation("rtx-2060")->performance->relative;
    ViewOptions view = f.workspace()->view();
    view.mix = WorkloadMix::only(Workload::Rnn);
    f.window->viewToolBar()->setView(view);
    emit f.window->viewToolBar()->viewChanged(view);
    const double rnn = f.workspace()->evaluation("rtx-2060")->performance->relative;
    CHECK(rnn != Approx(cnn));
    // The table shows the new figure.
    const int row = f.window->rankingModel()->rowOf("rtx-2060");
    CHECK(f.window->rankingModel()->index(row, ui::RankingModel::Relative).data(ui::RankingModel::SortRole).toDouble()
          == Approx(rnn));
}

TEST_CASE("The chart tab redraws after a price edit and after its undo", "[ui][workspace]")
{
    Fixture f;
    f.window->selectDevice("rtx-4090"); // the selection shows in the charts too
    f.window->showTab(1);
    ui::ChartPanel *charts = f.window->chartPanel();
    charts->setKind(ui::ChartKind::Scatter);
    QCoreApplication::processEvents();
    const QImage before = charts->chartImage(QSize(800, 500));
    f.window->showTab(0);
    f.typePrice("rtx-4090", QStringLiteral("700"));
    f.window->showTab(1);
    QCoreApplication::processEvents();
    const QImage after = charts->chartImage(QSize(800, 500));
    CHECK(after != before);
    f.workspace()->undoStack()->undo();
    QCoreApplication::processEvents();
    CHECK(charts->chartImage(QSize(800, 500)) == before);
}

TEST_CASE("Charts compute only the kind shown, and only while the tab is shown", "[ui][workspace][charts]")
{
    Fixture f;
    ui::ChartPanel *charts = f.window->chartPanel();
    charts->setKind(ui::ChartKind::Performance);
    // Devices tab: an edit computes no chart at all.
    f.typePrice("rtx-4090", QStringLiteral("1700"));
    CHECK(charts->computedKinds().empty());

    f.window->showTab(1);
    QCoreApplication::processEvents();
    CHECK(charts->computedKinds() == std::vector {ui::ChartKind::Performance});
    charts->setKind(ui::ChartKind::Scatter);
    CHECK(charts->computedKinds() == std::vector {ui::ChartKind::Performance, ui::ChartKind::Scatter});

    // A change drops every kind's data; the shown one is computed again at
    // the next turn of the event loop, the others when chosen.
    f.workspace()->undoStack()->undo();
    CHECK(charts->computedKinds().empty());
    QCoreApplication::processEvents();
    CHECK(charts->computedKinds() == std::vector {ui::ChartKind::Scatter});
}

TEST_CASE("The Charts tab makes its chart view when first shown", "[ui][workspace][charts]")
{
    Fixture f;
    ui::ChartPanel *charts = f.window->chartPanel();
    CHECK(charts->chartView() == nullptr);
    // A kind chosen while hidden (as a remembered one at start) is drawn on show.
    charts->setKind(ui::ChartKind::Scatter);
    CHECK(charts->chartView() == nullptr);
    CHECK(charts->computedKinds().empty());

    f.window->showTab(1);
    auto *view = qobject_cast<QChartView *>(charts->chartView());
    REQUIRE(view);
    // Shown with the tab, in the tab's first frame, at the size it shows at
    // (not at the next turn of the event loop, as a layout shows a widget
    // added to a visible parent).
    CHECK(view->isVisible());
    CHECK(view->width() == charts->width());
    CHECK(view->height() > charts->height() / 2);
    QCoreApplication::processEvents();
    CHECK(charts->computedKinds() == std::vector {ui::ChartKind::Scatter});
    CHECK_FALSE(view->chart()->series().isEmpty());
}

TEST_CASE("Plans and Cloud offers are made when first shown, with the device already selected", "[ui][workspace]")
{
    Fixture f;
    CHECK(f.window->findChildren<ui::PlansPanel *>().isEmpty());
    CHECK(f.window->findChildren<ui::CloudOffersView *>().isEmpty());
    f.window->selectDevice("rtx-2080");

    f.window->showTab(2);
    const auto plans = f.window->findChildren<ui::PlansPanel *>();
    REQUIRE(plans.size() == 1);
    CHECK(plans.front()->isVisible());
    CHECK(plans.front()->upgradeTool()->ownedBox()->currentData().toString() == QStringLiteral("rtx-2080"));
    CHECK(f.window->findChildren<ui::CloudOffersView *>().isEmpty());

    // Asking for the view makes it too (File > Export, tests, screenshots).
    ui::CloudOffersView *cloud = f.window->cloudOffersView();
    REQUIRE(cloud);
    CHECK(f.window->findChildren<ui::CloudOffersView *>().size() == 1);
    CHECK(cloud->model()->rowCount() == static_cast<int>(f.workspace()->data().cloudOffers.size()));
    CHECK(f.window->cloudOffersView() == cloud); // made once
}

TEST_CASE("The window remembers its layout, hidden columns and chart kind", "[ui][workspace]")
{
    {
        Fixture f;
        f.window->chartPanel()->setKind(ui::ChartKind::PriceHistory);
        f.view()->horizontalHeader()->setSectionHidden(ui::RankingModel::Tdp, true);
        f.window->close(); // saves the layout
    }
    Fixture again;
    CHECK(again.window->chartPanel()->kind() == ui::ChartKind::PriceHistory);
    CHECK(again.view()->horizontalHeader()->isSectionHidden(ui::RankingModel::Tdp));
    CHECK_FALSE(again.view()->horizontalHeader()->isSectionHidden(ui::RankingModel::Price));
    QSettings().clear();
}

TEST_CASE("The device table keeps the column widths and order it was closed with and fits its columns without them",
          "[ui][workspace]")
{
    QSettings().clear();
    QList<int> fitted;
    {
        Fixture first; // no saved layout: the columns fit their contents
        QHeaderView *header = first.view()->horizontalHeader();
        for (int c = 0; c < header->count(); ++c)
            fitted.append(header->sectionSize(c));
        CHECK(header->sectionSize(ui::RankingModel::Name) <= 190);
        // Fitted, not the header's default width for every column.
        CHECK(std::set<int>(fitted.begin(), fitted.end()).size() > 4);
        header->resizeSection(ui::RankingModel::Vendor, 333);
        header->resizeSection(ui::RankingModel::Price, 111);
        header->resizeSection(ui::RankingModel::Name, 150);
        header->moveSection(header->visualIndex(ui::RankingModel::Memory), 2);
        first.window->close();
    }
    {
        Fixture again; // as the user left it, not fitted again
        QHeaderView *header = again.view()->horizontalHeader();
        CHECK(header->sectionSize(ui::RankingModel::Vendor) == 333);
        CHECK(header->sectionSize(ui::RankingModel::Price) == 111);
        CHECK(header->visualIndex(ui::RankingModel::Memory) == 2);
        CHECK(header->visualIndex(ui::RankingModel::Name) == 0);
        // The name column frozen over the scrolled ones, with the line on
        // its edge (a pixel), is as wide as its column underneath: no gap,
        // nothing cut.
        CHECK(header->sectionSize(ui::RankingModel::Name) == 150);
        auto *view = static_cast<ui::FrozenColumnTableView *>(again.view());
        CHECK(view->frozenView()->columnWidth(ui::RankingModel::Name) == 150);
        CHECK(view->frozenView()->width() + 1 == 150);
    }
    // A saved layout that is not a header's (another version's, a damaged
    // file): the columns fit their contents as at the first start.
    QSettings().setValue(QLatin1String(ui::keys::kDeviceTableHeader), QByteArray("not a header state"));
    {
        Fixture damaged;
        QHeaderView *header = damaged.view()->horizontalHeader();
        for (int c = 0; c < header->count(); ++c) {
            CAPTURE(c);
            if (c != header->logicalIndex(header->count() - 1)) // the last one stretches to the window
                CHECK(header->sectionSize(c) == fitted.at(c));
        }
    }
    QSettings().clear();
}

TEST_CASE("File > Update Bundled Data brings an older catalogue up to date from the window", "[ui][workspace][bundled]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString path = scratch.path();
    scratch.close();
    {
        // An earlier release's catalogue: no H100 SXM, another fingerprint.
        auto older = db::Catalogue::open(path);
        REQUIRE(older.ok());
        REQUIRE((*older)->deleteDevice(QStringLiteral("h100-sxm")));
        REQUIRE((*older)->setSetting(QStringLiteral("bundled_data_version"), QStringLiteral("0")));
    }
    auto catalogue = db::Catalogue::open(path);
    REQUIRE(catalogue.ok());
    ui::MainWindow window(std::move(catalogue).value(), db::OpenReport {});
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    CHECK(window.statusBar()->currentMessage().contains(QStringLiteral("File > Update Bundled Data")));
    QAction *update = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == ui::MainWindow::tr("&Update Bundled Data"))
            update = action;
    }
    REQUIRE(update);
    REQUIRE(update->isEnabled());
    CHECK_FALSE(window.workspace()->evaluation("h100-sxm"));

    QString told;
    QTimer::singleShot(0, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        REQUIRE(box);
        told = box->text();
        box->accept();
    });
    update->trigger();
    CHECK(told.startsWith(QStringLiteral("Updated the bundled data: 1 device")));
    CHECK(window.workspace()->evaluation("h100-sxm"));
    CHECK(window.rankingModel()->rowOf("h100-sxm") >= 0);
    CHECK_FALSE(update->isEnabled()); // done: nothing more to take
    CHECK_FALSE(window.workspace()->bundledDataIsNewer());
}

TEST_CASE("The table and the details mark cards whose software support has ended, with the last "
          "release",
          "[ui][workspace][support]")
{
    Fixture f;
    // Today: the GTX 1080 (Pascal, compute capability 6.1) was dropped by
    // CUDA 13.0; CUDA 12.9 is its last release. The RTX 4090 is supported.
    const QModelIndex pascal = f.select("gtx-1080", ui::RankingModel::Name);
    CHECK(pascal.data(ui::RankingModel::SupportRole).toString() == QStringLiteral("ended"));
    CHECK_FALSE(pascal.data(Qt::DecorationRole).value<QIcon>().isNull());
    const QString tip = pascal.data(Qt::ToolTipRole).toString();
    CHECK(tip.contains(QStringLiteral("support ended")));
    CHECK(tip.contains(QStringLiteral("CUDA 12.9")));
    CHECK(pascal.data(Qt::AccessibleTextRole).toString().endsWith(QStringLiteral(", support ended")));
    // The details pane of the selected card says the same, first.
    const QString details = f.window->detailsPane()->caveatsText();
    CHECK(details.contains(QStringLiteral("<b>Support ended</b>")));
    CHECK(details.contains(QStringLiteral("CUDA 12.9")));

    const QModelIndex ada = f.select("rtx-4090", ui::RankingModel::Name);
    CHECK(ada.data(ui::RankingModel::SupportRole).toString().isEmpty());
    CHECK(ada.data(Qt::DecorationRole).isNull());
    CHECK_FALSE(f.window->detailsPane()->caveatsText().contains(QStringLiteral("Support ")));

    // On the 2019 view Pascal was fully supported: no mark.
    ViewOptions view = f.workspace()->view();
    view.asOfDay = dayNumber(2019, 4, 30);
    f.workspace()->setView(view);
    const QModelIndex then = f.select("gtx-1080", ui::RankingModel::Name);
    CHECK(then.data(ui::RankingModel::SupportRole).toString().isEmpty());
    CHECK(then.data(Qt::DecorationRole).isNull());
    CHECK_FALSE(f.window->detailsPane()->caveatsText().contains(QStringLiteral("Support ")));
}

#include "database/modelcache.h"

TEST_CASE("A first start keeps its calibration for the next, which gives the same figures",
          "[ui][workspace][calibration]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString path = scratch.path();
    scratch.close();
    const auto open = [&] {
        auto catalogue = db::Catalogue::open(path);
        REQUIRE(catalogue.ok());
        return std::make_unique<ui::Workspace>(std::move(catalogue).value());
    };
    const auto figures = [](const ui::Workspace &workspace) {
        std::vector<std::optional<double>> out;
        for (const DeviceEvaluation &e : workspace.evaluations())
            out.push_back(e.performance ? std::optional<double>(e.performance->relative) : std::nullopt);
        return out;
    };
    const db::ModelCache cache;
    QString kept;
    std::vector<std::optional<double>> first;
    {
        const auto workspace = open();
        kept = cache.fileFor(workspace->data(), workspace->session().modelOptions());
        first = figures(*workspace);
    }
    CHECK(std::count_if(first.begin(), first.end(), [](const auto &f) { return f.has_value(); }) > 50);
    // Nothing kept: the start calibrates and keeps it.
    REQUIRE(QFile::remove(kept));
    {
        const auto workspace = open();
        CHECK(QFileInfo::exists(kept));
        CHECK(figures(*workspace) == first);
    }
    // The next start reads it back.
    const auto again = open();
    CHECK(cache.load(again->data(), again->session().modelOptions()));
    CHECK(figures(*again) == first);
}
