#include "ui/charts/chartpanel.h"
#include "ui/detailspane.h"
#include "ui/deviceproxymodel.h"
#include "ui/filterpanel.h"
#include "ui/frozencolumntableview.h"
#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"
#include "ui/viewtoolbar.h"
#include "ui/workloadmixdialog.h"
#include "ui/workspace.h"
#include "ui/workspaceloader.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gpa;

namespace {

std::unique_ptr<db::Catalogue> scratchCatalogue(const QTemporaryDir &dir)
{
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue.ok());
    return std::move(catalogue).value();
}

// Until the window has taken what its last change posted (a frame, the
// layouts it asks for, and the work that waits for the frame).
void settle()
{
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
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

TEST_CASE("Every row of the device table and of its frozen name column is one line of text tall", "[ui]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    QTableView *table = window.deviceView();
    // The name column's own view, as the table's first sideways scroll makes it.
    QTableView *frozen = static_cast<ui::FrozenColumnTableView *>(table)->frozenView();
    REQUIRE(frozen != nullptr);
    const int rows = table->model()->rowCount();
    REQUIRE(rows > 80);
    const int expected = table->fontMetrics().height() + 8;
    for (const int row : {0, 1, rows / 2, rows - 1}) {
        CAPTURE(row);
        CHECK(table->rowHeight(row) == expected);
        CHECK(frozen->rowHeight(row) == expected);
        CHECK(frozen->rowViewportPosition(row) == table->rowViewportPosition(row));
    }
    CHECK(table->verticalHeader()->sectionResizeMode(0) == QHeaderView::Fixed);
    // The column headers show, the frozen name's as tall as the others'.
    CHECK(table->horizontalHeader()->isVisible());
    CHECK(table->horizontalHeader()->height() >= table->fontMetrics().height());
    CHECK(frozen->horizontalHeader()->height() == table->horizontalHeader()->height());
    CHECK(table->rowViewportPosition(0) == 0);
    CHECK(table->viewport()->y() >= table->horizontalHeader()->height());
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
    QLineEdit *search = window.filterPanel()->searchField();
    QTest::keyClicks(search, QStringLiteral("4090"));
    QTRY_VERIFY(window.proxyModel()->rowCount() < 5);
    // With text, the field offers its clear button (made on the first text).
    CHECK(search->isClearButtonEnabled());
    CHECK(window.selectedDeviceId().empty());
    CHECK(window.detailsPane()->deviceId().empty());

    // Selecting a visible row shows it again.
    window.deviceView()->selectRow(0);
    const std::string visible = window.proxyModel()->index(0, 0).data(ui::RankingModel::DeviceIdRole).toString().toStdString();
    CHECK(window.detailsPane()->deviceId() == visible);
    CHECK(visible.find("4090") != std::string::npos);
}

TEST_CASE("The details pane wraps its text in the same width whether it scrolls or not", "[ui][details]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1024, 700);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.selectDevice("rtx-4090");
    REQUIRE(window.detailsPane()->deviceId() == "rtx-4090");
    auto *scroll = window.detailsPane()->findChild<QScrollArea *>();
    REQUIRE(scroll);
    settle();
    const int scrolling = scroll->widget()->width();
    REQUIRE(scroll->widget()->height() > scroll->viewport()->height()); // a device's details scroll here

    // A window tall enough for all of it: the same width, so nothing wraps
    // anew (nor is laid out again) when the scroll bar is not needed.
    window.resize(1024, scroll->widget()->height() + 800);
    settle();
    REQUIRE(scroll->widget()->height() <= scroll->viewport()->height());
    CHECK(scroll->widget()->width() == scrolling);
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

TEST_CASE("The workload mix dialog opens at the current mix and refuses a mix without weight", "[ui]")
{
    // 2 : 1 : 1 normalised is 50 %, 25 %, 25 %.
    ui::WorkloadMixDialog dialog(WorkloadMix{2.0, 1.0, 1.0});
    CHECK(dialog.shareBox(Workload::Cnn)->value() == 50);
    CHECK(dialog.shareBox(Workload::Rnn)->value() == 25);
    CHECK(dialog.shareBox(Workload::Transformer)->value() == 25);
    CHECK(dialog.okButton()->isEnabled());
    for (const Workload w : kAllWorkloads)
        dialog.shareBox(w)->setValue(0);
    CHECK_FALSE(dialog.okButton()->isEnabled());
    dialog.shareBox(Workload::Transformer)->setValue(30);
    CHECK(dialog.okButton()->isEnabled());
    CHECK(dialog.mix() == WorkloadMix{0.0, 0.0, 30.0});
}

TEST_CASE("Custom mix in the toolbar applies the shares the dialog accepts", "[ui]")
{
    QTemporaryDir dir;
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue.ok());
    ui::MainWindow window(std::move(catalogue).value(), db::OpenReport{});
    window.show();
    QComboBox *workload = nullptr;
    for (auto *box : window.findChildren<QComboBox *>())
        if (box->accessibleName() == QLatin1String("Workload"))
            workload = box;
    REQUIRE(workload);
    const bool accept = GENERATE(true, false);
    CAPTURE(accept);
    const WorkloadMix before = window.workspace()->view().mix;
    // The dialog is modal: answer it once it shows.
    bool answered = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<ui::WorkloadMixDialog *>(QApplication::activeModalWidget());
        CHECK(dialog);
        if (!dialog)
            return;
        dialog->shareBox(Workload::Cnn)->setValue(60);
        dialog->shareBox(Workload::Rnn)->setValue(0);
        dialog->shareBox(Workload::Transformer)->setValue(40);
        answered = true;
        if (accept)
            dialog->okButton()->click();
        else
            dialog->reject();
    });
    const int custom = workload->findText(QStringLiteral("Custom mix"), Qt::MatchStartsWith);
    REQUIRE(custom >= 0);
    workload->setCurrentIndex(custom);
    emit workload->activated(custom);
    CHECK(answered);
    if (accept) {
        CHECK(window.workspace()->view().mix == WorkloadMix{60.0, 0.0, 40.0});
        CHECK(workload->currentIndex() == custom);
    } else {
        CHECK(window.workspace()->view().mix == before);
        CHECK(workload->currentIndex() != custom);
    }
}

namespace {

// The sizes a widget is given, in order.
class ResizeLog : public QObject
{
public:
    std::vector<QSize> sizes;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Resize)
            sizes.push_back(static_cast<QResizeEvent *>(event)->size());
        return false;
    }
};

} // namespace

TEST_CASE("At start the details pane is laid out only at the width it shows at",
          "[ui][details]")
{
    // Its wrapped labels are measured at every width it is given.
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1024, 700);
    ResizeLog log;
    window.detailsPane()->installEventFilter(&log);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();
    REQUIRE_FALSE(log.sizes.empty());
    for (const QSize &size : log.sizes)
        CHECK(size.width() == window.detailsPane()->width());
}

namespace {

// Whether the Specifications section held its rows when the window drew its
// first frame.
class FirstFrameProbe : public QObject
{
public:
    explicit FirstFrameProbe(const QWidget *sheet) : m_sheet(sheet) {}
    bool painted = false;
    bool filledAtFirstFrame = false;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !painted) {
            painted = true;
            filledAtFirstFrame = !m_sheet->findChildren<QLabel *>().isEmpty();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QWidget *m_sheet;
};

} // namespace

namespace {

// A window on a scratch catalogue at 1024 x 700, shown and settled.
std::unique_ptr<ui::MainWindow> shownWindow(const QTemporaryDir &dir)
{
    auto window = std::make_unique<ui::MainWindow>(scratchCatalogue(dir), db::OpenReport {});
    window->resize(1024, 700);
    window->show();
    REQUIRE(QTest::qWaitForWindowExposed(window.get()));
    settle();
    return window;
}

} // namespace

TEST_CASE("The window starts with no device selected: the details pane shows a line and no section "
          "until a row is picked",
          "[ui][details]")
{
    QTemporaryDir dir;
    const auto shown = shownWindow(dir);
    ui::MainWindow &window = *shown;
    QTableView *view = window.deviceView();
    ui::DetailsPane *pane = window.detailsPane();
    CHECK(view->selectionModel()->selectedRows().isEmpty());
    CHECK(pane->deviceId().empty());

    const auto visibleLabelTexts = [pane] {
        QStringList texts;
        for (const QLabel *label : pane->findChildren<QLabel *>()) {
            if (label->isVisible())
                texts << label->text();
        }
        return texts;
    };
    const auto visibleSections = [pane] {
        int n = 0;
        for (const QGroupBox *box : pane->findChildren<QGroupBox *>())
            n += box->isVisible() ? 1 : 0;
        return n;
    };
    const auto paneButton = [pane](const QString &text) {
        for (QPushButton *button : pane->findChildren<QPushButton *>()) {
            if (button->text() == text)
                return button;
        }
        return static_cast<QPushButton *>(nullptr);
    };
    QAction *editDevice = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == ui::MainWindow::tr("Edit &device…"))
            editDevice = action;
    }
    REQUIRE(editDevice);
    QPushButton *edit = paneButton(ui::DetailsPane::tr("&Edit…"));
    REQUIRE(edit);

    // Nothing selected: the pane's line (naming the shortcut that compares
    // rows), no section, nothing to edit.
    const QStringList texts = visibleLabelTexts();
    REQUIRE(texts.size() == 2);
    CHECK(texts.at(0) == ui::DetailsPane::tr("No device selected"));
    CHECK(
        texts.at(1).startsWith(QStringLiteral("Select a row of the table to see its performance")));
    CHECK(texts.at(1).contains(
        QKeySequence(Qt::CTRL | Qt::Key_K).toString(QKeySequence::NativeText)));
    CHECK(visibleSections() == 0);
    CHECK_FALSE(edit->isVisible());
    CHECK_FALSE(editDevice->isEnabled());

    // A row picked with the mouse: its sections, filled at once (the
    // specifications too: the window has drawn its first frame).
    const QModelIndex first = view->model()->index(0, 0);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
    settle();
    const std::string picked = first.data(ui::RankingModel::DeviceIdRole).toString().toStdString();
    REQUIRE_FALSE(picked.empty());
    CHECK(pane->deviceId() == picked);
    CHECK(visibleSections() >= 4); // performance, prices, caveats, specifications
    CHECK(edit->isVisible());
    CHECK(editDevice->isEnabled());
    const Device *device = window.workspace()->device(picked);
    REQUIRE(device);
    CHECK(visibleLabelTexts().contains(QString::fromStdString(device->name)));
    CHECK(pane->specsText().startsWith(QStringLiteral("Kind: ")));
    CHECK(pane->quoteTable()->rowCount() > 0);

    // Cleared again: back to the line.
    view->selectionModel()->clearSelection();
    settle();
    CHECK(pane->deviceId().empty());
    CHECK(visibleLabelTexts() == texts);
    CHECK(visibleSections() == 0);
    CHECK_FALSE(edit->isVisible());
    CHECK_FALSE(editDevice->isEnabled());
}

TEST_CASE("With no row selected the first Down key selects the table's first row and the next one "
          "the second",
          "[ui][details]")
{
    QTemporaryDir dir;
    const auto shown = shownWindow(dir);
    ui::MainWindow &window = *shown;
    QTableView *view = window.deviceView();
    // The focus comes by the keyboard: Qt makes the first cell current,
    // selecting nothing.
    view->setFocus(Qt::TabFocusReason);
    settle();
    REQUIRE(view->currentIndex().row() == 0);
    REQUIRE(view->selectionModel()->selectedRows().isEmpty());
    const auto idAt = [view](int row) {
        return view->model()
            ->index(row, 0)
            .data(ui::RankingModel::DeviceIdRole)
            .toString()
            .toStdString();
    };

    QTest::keyClick(view, Qt::Key_Down);
    settle();
    CHECK(view->selectionModel()->selectedRows().size() == 1);
    CHECK(view->currentIndex().row() == 0);
    CHECK(window.detailsPane()->deviceId() == idAt(0));

    QTest::keyClick(view, Qt::Key_Down);
    settle();
    CHECK(view->currentIndex().row() == 1);
    CHECK(window.detailsPane()->deviceId() == idAt(1));

    // Up goes back as usual once a row is selected.
    QTest::keyClick(view, Qt::Key_Up);
    settle();
    CHECK(window.detailsPane()->deviceId() == idAt(0));
}

TEST_CASE("The details pane fills the sections below its fold after the window's first frame", "[ui][details]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1024, 700);
    ui::DetailsPane *pane = window.detailsPane();
    const auto *copySpecs = pane->findChild<QAction *>(QStringLiteral("copySpecs"));
    REQUIRE(copySpecs);
    auto *sheet = qobject_cast<QWidget *>(copySpecs->parent()); // the Specifications section
    REQUIRE(sheet);
    // A device selected before the window shows (the window starts with
    // none: the new test below).
    window.deviceView()->selectRow(0);
    const std::string device = pane->deviceId();
    REQUIRE_FALSE(device.empty());
    // Not yet drawn: out of sight and empty.
    CHECK(sheet->isHidden());
    CHECK(sheet->findChildren<QLabel *>().isEmpty());

    FirstFrameProbe probe(sheet);
    window.installEventFilter(&probe);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    settle();
    REQUIRE(probe.painted);
    // The first frame went without them; they follow it, for the device shown.
    CHECK_FALSE(probe.filledAtFirstFrame);
    CHECK(sheet->isVisible());
    const Device *shown = window.workspace()->device(pane->deviceId());
    REQUIRE(shown);
    CHECK(pane->specsText().startsWith(QStringLiteral("Kind: ")));
    CHECK(pane->specsText().contains(QString::number(*shown->memoryGb) + QStringLiteral(" GB")));

    // Another device once the window is up: filled at once.
    window.selectDevice("rtx-2080-ti");
    CHECK(pane->specsText().contains(QStringLiteral("\nMemory: 11 GB GDDR6\n")));

    // A window never shown still copies its sheet whole.
    QTemporaryDir otherDir;
    ui::MainWindow unshown(scratchCatalogue(otherDir), db::OpenReport{});
    unshown.selectDevice("rtx-2080-ti");
    CHECK(unshown.detailsPane()->specsText().contains(QStringLiteral("\nMemory: 11 GB GDDR6\n")));
}

TEST_CASE("The details pane gives a long source and long notes the height their text needs", "[ui][details]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1500, 860);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    // Its source and notes run to 400 and 600 characters.
    window.selectDevice("rtx-2080-ti");
    settle();
    const QString notes = QString::fromStdString(window.workspace()->data().device("rtx-2080-ti")->notes);
    REQUIRE(notes.size() > 500);
    int wrapped = 0;
    for (QLabel *label : window.detailsPane()->findChildren<QLabel *>()) {
        if (!label->isVisible() || !label->wordWrap() || label->text().size() < 200)
            continue;
        CAPTURE(label->text().left(60).toStdString(), label->width(), label->height());
        // Shorter than its text at its width: the last lines are cut.
        CHECK(label->height() >= label->heightForWidth(label->width()));
        ++wrapped;
    }
    CHECK(wrapped >= 2);
    // The notes are shown whole, as plain text (zero-width spaces are break points).
    const auto labels = window.detailsPane()->findChildren<QLabel *>();
    const auto shown = [&](const QString &text) -> QLabel * {
        for (QLabel *l : labels) {
            if (l->isVisible() && QString(l->text()).remove(QChar(0x200B)) == text)
                return l;
        }
        return nullptr;
    };
    // The line under the name: plain text in the pane's font, the id as the
    // command line takes it.
    QLabel *subtitle = shown(QStringLiteral("NVIDIA · Turing · consumer · rtx-2080-ti"));
    REQUIRE(subtitle);
    CHECK(subtitle->textFormat() == Qt::PlainText);
    QLabel *notesLabel = shown(notes);
    REQUIRE(notesLabel);
    CHECK(notesLabel->textFormat() == Qt::PlainText);
    // Under its name, across the section's width: not wrapped into short
    // lines beside it.
    QLabel *notesName = shown(QStringLiteral("Notes:"));
    QLabel *memoryName = shown(QStringLiteral("Memory:"));
    QLabel *memoryValue = shown(QStringLiteral("11 GB GDDR6"));
    REQUIRE(notesName);
    REQUIRE(memoryName);
    REQUIRE(memoryValue);
    CHECK(notesLabel->x() == notesName->x());
    CHECK(notesLabel->y() >= notesName->y() + notesName->height());
    CHECK(notesLabel->width() >= memoryValue->x() + memoryValue->width() - memoryName->x() - 1);

    // Copy Specifications: every row as text, the break points taken out.
    auto *copy = window.detailsPane()->findChild<QAction *>(QStringLiteral("copySpecs"));
    REQUIRE(copy);
    copy->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    CHECK(copied == window.detailsPane()->specsText());
    CHECK(copied.startsWith(QStringLiteral("Kind: gpu\n")));
    CHECK(copied.contains(QStringLiteral("\nMemory: 11 GB GDDR6\n")));
    CHECK(copied.endsWith(QStringLiteral("\nNotes:\n") + notes));
    CHECK(copied.contains(QStringLiteral("\nSource:\n")
                          + QString::fromStdString(window.workspace()->data().device("rtx-2080-ti")->source)
                          + QStringLiteral("\n")));
    CHECK_FALSE(copied.contains(QChar(0x200B)));
}

TEST_CASE("The device table's columns fit their contents as Qt's own resize to contents fits them", "[ui][columns]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.show();
    QTableView *view = window.deviceView();
    QHeaderView *header = view->horizontalHeader();
    // The reference's bold name, the estimates' marks and ranges and the support marks'
    // icons are among the cells measured.
    std::vector<int> fitted;
    for (int column = 0; column < header->count(); ++column)
        fitted.push_back(header->sectionSize(column));
    view->resizeColumnsToContents();
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column) || column == header->logicalIndex(header->count() - 1))
            continue; // the last section stretches to the edge
        CAPTURE(column, header->model()->headerData(column, Qt::Horizontal).toString().toStdString());
        if (column == ui::RankingModel::Name)
            CHECK(fitted[static_cast<std::size_t>(column)] == std::min(header->sectionSize(column), 190));
        else
            CHECK(fitted[static_cast<std::size_t>(column)] == header->sectionSize(column));
    }
}

TEST_CASE("Fitting columns measures fonts, icons, check boxes and several lines as the delegate does", "[ui][columns]")
{
    QStandardItemModel model(0, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("A"), QStringLiteral("Bee"), QStringLiteral("A much longer header")});
    const QIcon icon = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    QFont bold;
    bold.setBold(true);
    QFont large;
    large.setPointSizeF(large.pointSizeF() * 1.6);
    const QString texts[] = {QStringLiteral("GeForce RTX 4090"), QStringLiteral("iiii"), QStringLiteral("WWWW"),
                             QStringLiteral("12,345.67"), QStringLiteral("—"), QStringLiteral("第二行很长很长")};
    int n = 0;
    for (const QString &text : texts) {
        QList<QStandardItem *> row;
        for (int column = 0; column < 3; ++column) {
            auto *item = new QStandardItem(text.repeated(1 + (n + column) % 3));
            if ((n + column) % 4 == 1)
                item->setFont(bold);
            if ((n + column) % 5 == 2)
                item->setFont(large);
            if ((n + column) % 3 == 0)
                item->setIcon(icon);
            if (column == 1 && n % 2 == 0)
                item->setCheckState(Qt::Checked);
            row.append(item);
        }
        ++n;
        model.appendRow(row);
    }
    model.appendRow({new QStandardItem(QStringLiteral("one line\nand a longer second line")), new QStandardItem(),
                     new QStandardItem(QStringLiteral("x"))});

    ui::FrozenColumnTableView fast(0);
    QTableView reference;
    for (QTableView *view : {static_cast<QTableView *>(&fast), &reference}) {
        view->setModel(&model);
        view->horizontalHeader()->setStretchLastSection(false);
        view->resize(600, 400);
    }
    fast.fitColumnsToContents();
    reference.resizeColumnsToContents();
    for (int column = 0; column < 3; ++column) {
        CAPTURE(column);
        CHECK(fast.columnWidth(column) == reference.columnWidth(column));
    }
    // The header's own width wins over narrower contents.
    CHECK(fast.columnWidth(2) >= fast.horizontalHeader()->sectionSizeHint(2));
}

TEST_CASE("The reference chooser lists the devices by name and gives the chosen one's id", "[ui][toolbar]")
{
    ui::ViewToolBar toolBar;
    ViewOptions view;
    view.referenceId = "b";
    toolBar.setView(view);
    const auto list = [](std::initializer_list<const char *> idsAndNames) {
        std::vector<Device> out;
        for (auto it = idsAndNames.begin(); it != idsAndNames.end(); it += 2) {
            out.emplace_back();
            out.back().id = *it;
            out.back().name = *(it + 1);
        }
        return out;
    };
    // Listed by name, whatever their order.
    const std::vector<Device> first = list({"c", "Gamma", "a", "Alpha", "b", "Beta <b>"});
    toolBar.setDevices(first);
    QComboBox *chooser = nullptr;
    for (QComboBox *box : toolBar.findChildren<QComboBox *>()) {
        if (box->accessibleName() == QStringLiteral("Reference device"))
            chooser = box;
    }
    REQUIRE(chooser);
    REQUIRE(chooser->count() == 3);
    CHECK(chooser->itemText(0) == QStringLiteral("Alpha"));
    CHECK(chooser->itemText(2) == QStringLiteral("Gamma"));
    CHECK(chooser->currentText() == QStringLiteral("Beta <b>")); // a name is text, never markup
    CHECK(chooser->currentData().toString() == QStringLiteral("b"));

    std::optional<ViewOptions> changed;
    QObject::connect(&toolBar, &ui::ViewToolBar::viewChanged, [&](const ViewOptions &v) { changed = v; });
    chooser->setCurrentIndex(2);
    REQUIRE(changed);
    CHECK(changed->referenceId == "c");

    // A new list keeps the view's reference chosen where it still is.
    toolBar.setView(*changed);
    const std::vector<Device> second = list({"c", "Gamma", "d", "Delta"});
    toolBar.setDevices(second);
    CHECK(chooser->count() == 2);
    CHECK(chooser->currentData().toString() == QStringLiteral("c"));
    CHECK(chooser->itemData(0).toString() == QStringLiteral("d")); // Delta before Gamma
}

TEST_CASE("Fitting columns reads as many rows as Qt's resize to contents", "[ui][columns]")
{
    QStandardItemModel model(0, 1);
    for (int row = 0; row < 1500; ++row)
        model.appendRow(new QStandardItem(row == 1200 ? QStringLiteral("a very much longer text than any other row has")
                                                      : QStringLiteral("row %1").arg(row)));
    const int precision = GENERATE(-1, 1000, 100);
    CAPTURE(precision);
    ui::FrozenColumnTableView fast(0);
    QTableView reference;
    for (QTableView *view : {static_cast<QTableView *>(&fast), &reference}) {
        view->setModel(&model);
        view->horizontalHeader()->setStretchLastSection(false);
        view->horizontalHeader()->setResizeContentsPrecision(precision);
    }
    fast.fitColumnsToContents();
    reference.resizeColumnsToContents();
    CHECK(fast.columnWidth(0) == reference.columnWidth(0));
    // Row 1,200's long text counts only when every row is read.
    const int longText = fast.fontMetrics().horizontalAdvance(model.item(1200)->text());
    CHECK((fast.columnWidth(0) > longText) == (precision == -1));
}

namespace {

// Rows of a name and a second cell ("name 0", "x"...), for the frozen column.
void fillNames(QStandardItemModel &model, int rows)
{
    for (int row = 0; row < rows; ++row)
        model.appendRow({new QStandardItem(QStringLiteral("name %1").arg(row)), new QStandardItem(QStringLiteral("x"))});
}

} // namespace

TEST_CASE("The frozen name column draws a line on its right edge without a style sheet", "[ui][columns]")
{
    QStandardItemModel model(0, 2);
    fillNames(model, 20);
    ui::FrozenColumnTableView view(0);
    view.setModel(&model);
    view.resize(400, 300);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    QTableView *frozen = view.frozenView();
    REQUIRE(frozen == view.findChild<QTableView *>(QStringLiteral("frozenColumn")));
    REQUIRE(frozen->isVisible());
    // Qt's style sheet style stays out of the window's drawing.
    CHECK(frozen->styleSheet().isEmpty());
    CHECK(frozen->style() == view.style());
    // The column's width: its cells and header, then the line, a pixel wide,
    // beside the cells and the header alike.
    const QRect area = frozen->geometry();
    CHECK(area.width() == view.columnWidth(0) - 1);
    CHECK(frozen->viewport()->width() == area.width());
    CHECK(frozen->horizontalHeader()->width() == area.width());
    const QImage picture = view.grab().toImage();
    const QRgb mid = view.palette().color(QPalette::Mid).rgb();
    const int header = frozen->horizontalHeader()->height();
    for (const int y : {area.top() + 1, area.top() + header + 3, area.center().y(), area.bottom() - 1}) {
        CAPTURE(y);
        CHECK(picture.pixel(area.right() + 1, y) == mid);
        CHECK(picture.pixel(area.right(), y) != mid);
    }
}

namespace {

// A shown table of names beside one column wider than the table: it scrolls
// sideways.
struct SidewaysTable
{
    SidewaysTable(int rows, int width)
    {
        fillNames(model, rows);
        view.setModel(&model);
        view.resize(width, 300);
        view.setColumnWidth(1, 400);
        view.show();
    }
    QStandardItemModel model {0, 2};
    ui::FrozenColumnTableView view {0};
};

} // namespace

TEST_CASE("A hidden name column is not covered by a frozen view when the table scrolls sideways",
          "[ui][columns]")
{
    SidewaysTable table(20, 120);
    ui::FrozenColumnTableView &view = table.view;
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    view.setColumnHidden(0, true);
    REQUIRE(view.horizontalScrollBar()->maximum() > 0);
    view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->maximum());
    auto *frozen = view.findChild<QTableView *>(QStringLiteral("frozenColumn"));
    REQUIRE(frozen); // made by the scroll
    CHECK_FALSE(frozen->isVisible());
    // Shown again with its column.
    view.setColumnHidden(0, false);
    CHECK(frozen->isVisible());
}

TEST_CASE(
    "A frozen view made after the table scrolled down shows the names of the rows beside them",
    "[ui][columns]")
{
    SidewaysTable table(300, 160);
    ui::FrozenColumnTableView &view = table.view;
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    view.verticalScrollBar()->setValue(100);
    QCoreApplication::processEvents();
    REQUIRE(view.rowAt(4) > 50);
    view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->maximum());
    QCoreApplication::processEvents();
    auto *frozen = view.findChild<QTableView *>(QStringLiteral("frozenColumn"));
    REQUIRE(frozen);
    CHECK(frozen->isVisible());
    CHECK(frozen->rowAt(4) == view.rowAt(4));
    CHECK(frozen->verticalScrollBar()->value() == view.verticalScrollBar()->value());
}

TEST_CASE("The frozen name column keeps the rows of the table as tall as they are", "[ui][columns]")
{
    QStandardItemModel model(0, 2);
    fillNames(model, 300);
    ui::FrozenColumnTableView view(0);
    view.setModel(&model);
    view.resize(400, 300);
    // A row made taller before the frozen view is made: made as tall there.
    view.setRowHeight(3, 40);
    QTableView *frozen = view.frozenView();
    REQUIRE(frozen);
    CHECK(frozen->rowHeight(3) == 40);
    CHECK(frozen->rowHeight(4) == view.rowHeight(4));
    view.setRowHeight(3, view.verticalHeader()->defaultSectionSize());
    const auto sameRows = [&] {
        for (int row = 0; row < model.rowCount(); ++row) {
            if (frozen->rowHeight(row) != view.rowHeight(row) || frozen->rowViewportPosition(row) != view.rowViewportPosition(row))
                return row;
        }
        return -1;
    };
    // One row made taller, then a new default height for all of them (which
    // resizes that row too), then another row on its own.
    view.setRowHeight(7, 61);
    CHECK(frozen->rowHeight(7) == 61);
    CHECK(sameRows() == -1);
    view.verticalHeader()->setDefaultSectionSize(45);
    CHECK(view.rowHeight(7) == 45);
    CHECK(frozen->rowHeight(7) == 45);
    CHECK(frozen->rowHeight(299) == 45);
    CHECK(frozen->verticalHeader()->defaultSectionSize() == 45);
    CHECK(sameRows() == -1);
    view.setRowHeight(150, 52);
    CHECK(frozen->rowHeight(150) == 52);
    CHECK(frozen->rowViewportPosition(151) == view.rowViewportPosition(151));
    CHECK(sameRows() == -1);
    // Back to the default height: the taller row follows.
    view.verticalHeader()->setDefaultSectionSize(33);
    CHECK(frozen->rowHeight(150) == 33);
    CHECK(sameRows() == -1);
}

namespace {

// The widgets Tab reaches in `window`, in order.
QList<QWidget *> keyboardOrder(QWidget *window)
{
    QList<QWidget *> order;
    for (QWidget *w = window->nextInFocusChain(); w != window; w = w->nextInFocusChain()) {
        if (w->focusPolicy() & Qt::TabFocus)
            order << w;
    }
    return order;
}

qsizetype firstIn(const QList<QWidget *> &order, const QWidget *ancestor)
{
    for (qsizetype i = 0; i < order.size(); ++i) {
        if (order.at(i) == ancestor || ancestor->isAncestorOf(order.at(i)))
            return i;
    }
    return -1;
}

// Collects Qt's warnings while alive.
class WarningLog
{
public:
    WarningLog() { s_log = &m_lines; m_previous = qInstallMessageHandler(&record); }
    ~WarningLog() { qInstallMessageHandler(m_previous); s_log = nullptr; }
    [[nodiscard]] const QStringList &lines() const { return m_lines; }

private:
    static void record(QtMsgType type, const QMessageLogContext &, const QString &message)
    {
        if (type != QtDebugMsg && type != QtInfoMsg && s_log)
            s_log->append(message);
    }
    static inline QStringList *s_log = nullptr;
    QStringList m_lines;
    QtMessageHandler m_previous = nullptr;
};

} // namespace

TEST_CASE("The window reads its catalogue on another thread and then edits it from its own", "[ui][sqlite-only]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    WarningLog warnings;
    std::string deviceId;
    {
        ui::WorkspaceLoader loader(path);
        auto opened = ui::MainWindow::open(loader);
        REQUIRE(opened.ok());
        ui::MainWindow &window = *opened.value();
        // Created from the bundled data, and said so.
        db::OpenReport created;
        created.outcome = db::OpenReport::Outcome::Created;
        created.path = path;
        CHECK(window.statusBar()->currentMessage().startsWith(created.message()));
        const int rows = window.deviceView()->model()->rowCount();
        CHECK(rows == static_cast<int>(window.workspace()->data().devices.size()));
        CHECK(rows > 80);
        deviceId = window.workspace()->evaluations().front().device->id;
        // The catalogue now belongs to this thread: an edit commits.
        REQUIRE(window.workspace()->setPrice(deviceId, 1234.5));
    }
    INFO(warnings.lines().join(QLatin1Char('\n')).toStdString());
    CHECK(warnings.lines().isEmpty());
    auto reopened = db::Catalogue::open(path);
    REQUIRE(reopened.ok());
    const auto quotes = reopened.value()->priceQuotes(QString::fromStdString(deviceId));
    CHECK(std::any_of(quotes.begin(), quotes.end(), [](const PriceQuote &quote) { return quote.amount == 1234.5; }));
}

TEST_CASE("A catalogue the loader cannot open gives no window and the reason", "[ui][sqlite-only]")
{
    QTemporaryDir dir;
    // A folder where the file should be.
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    REQUIRE(QDir().mkpath(path));
    ui::WorkspaceLoader loader(path);
    auto opened = ui::MainWindow::open(loader);
    REQUIRE_FALSE(opened.ok());
    CHECK(QString::fromStdString(opened.message()).contains(QStringLiteral("catalogue.sqlite")));
}

TEST_CASE("Tab goes from the table to its details and on to the charts filters and toolbar", "[ui]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport {});
    window.show();
    const QList<QWidget *> order = keyboardOrder(&window);
    const qsizetype table = firstIn(order, window.deviceView());
    const qsizetype details = firstIn(order, window.detailsPane());
    const qsizetype charts = firstIn(order, window.chartPanel());
    const qsizetype filters = firstIn(order, window.filterPanel());
    const qsizetype toolBar = firstIn(order, window.viewToolBar());
    CHECK(table == 0);
    CHECK(details > table);
    CHECK(charts > details);
    CHECK(filters > charts);
    CHECK(toolBar > filters);
}

TEST_CASE("The measured benchmarks' table made after the first frame takes its place in the keyboard's order", "[ui][details]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport {});
    const auto table = [&]() -> QTableWidget * {
        for (QTableWidget *t : window.detailsPane()->findChildren<QTableWidget *>()) {
            if (t->accessibleName() == QLatin1String("Measured benchmarks"))
                return t;
        }
        return nullptr;
    };
    CHECK(table() == nullptr); // not before the first frame
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    settle();
    window.selectDevice("rtx-2080-ti"); // measured in several suites
    QTableWidget *benchmarks = table();
    REQUIRE(benchmarks);
    CHECK(benchmarks->rowCount() > 0);
    CHECK(benchmarks->isVisible());
    QPushButton *remove = nullptr;
    for (QPushButton *b : window.detailsPane()->findChildren<QPushButton *>()) {
        if (b->text() == QLatin1String("&Remove price"))
            remove = b;
    }
    REQUIRE(remove);
    // Where the layout puts it: right after the prices' last button, and
    // still within the pane, before the charts.
    const QList<QWidget *> order = keyboardOrder(&window);
    const qsizetype at = order.indexOf(benchmarks);
    CHECK(at == order.indexOf(remove) + 1);
    CHECK(at < firstIn(order, window.chartPanel()));
}

TEST_CASE("The view tool bars build no popup list before one is opened", "[ui][toolbar]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport {});
    window.show();
    QApplication::processEvents();
    for (const QToolBar *bar : {static_cast<QToolBar *>(window.viewToolBar()), window.viewToolBar()->pricesToolBar()}) {
        CAPTURE(bar->objectName().toStdString());
        CHECK(bar->findChildren<QAbstractItemView *>().isEmpty());
    }
    // Opened, the workload chooser lists its workloads.
    QComboBox *workload = nullptr;
    for (QComboBox *box : window.viewToolBar()->findChildren<QComboBox *>()) {
        if (box->accessibleName() == QStringLiteral("Workload"))
            workload = box;
    }
    REQUIRE(workload);
    workload->showPopup();
    REQUIRE(workload->view());
    CHECK(workload->view()->model()->rowCount() == workload->count());
    CHECK(workload->view()->isVisible());
    workload->hidePopup();
}

TEST_CASE("The view tool bars made before the catalogue is read are the window's once it opens",
          "[ui][toolbar]")
{
    QTemporaryDir dir;
    ui::WorkspaceLoader loader(dir.filePath(QStringLiteral("catalogue.sqlite")));
    auto opened = ui::MainWindow::open(loader);
    REQUIRE(opened.ok());
    ui::MainWindow &window = *opened.value();
    ui::ViewToolBar *view = window.viewToolBar();
    REQUIRE(view);
    QToolBar *prices = view->pricesToolBar();
    CHECK(view->parentWidget() == &window);
    CHECK(prices->parentWidget() == &window);
    CHECK(window.toolBarArea(view) == Qt::TopToolBarArea);
    CHECK(window.toolBarArea(prices) == Qt::TopToolBarArea);
    window.show();
    CHECK(view->isVisible());
    CHECK(prices->isVisible());
}

TEST_CASE("A view tool bar no window took deletes its prices tool bar with it", "[ui][toolbar]")
{
    auto view = std::make_unique<ui::ViewToolBar>();
    QPointer<QToolBar> prices = view->pricesToolBar();
    REQUIRE(prices);
    CHECK(prices->parent() == view.get());
    view.reset();
    CHECK(prices.isNull());
}

TEST_CASE("The currency chooser is as wide as its codes once the window shows", "[ui][toolbar]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport {});
    window.show();
    QComboBox *currency = nullptr;
    for (QComboBox *box : window.findChildren<QComboBox *>()) {
        if (box->accessibleName() == QStringLiteral("Currency"))
            currency = box;
    }
    REQUIRE(currency != nullptr);
    REQUIRE(currency->count() > 1);
    // The same codes in a chooser of the same font and style: its width is
    // the codes' (an empty list would give room for seven letters).
    QComboBox same;
    same.setFont(currency->font());
    same.setStyle(currency->style());
    for (int i = 0; i < currency->count(); ++i)
        same.addItem(currency->itemText(i));
    CHECK(currency->sizeHint().width() == same.sizeHint().width());
}
