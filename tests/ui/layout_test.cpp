// The window at a laptop's 1024 x 700: nothing essential behind the
// toolbar's "»", the Name column frozen while the table scrolls sideways,
// and no widget of any page or dialog clipped by its parent or cut where
// its text could wrap.
#include "ui/charts/exportchartdialog.h"
#include "ui/compareview.h"
#include "ui/detailspane.h"
#include "ui/devicedialog.h"
#include "ui/filterpanel.h"
#include "ui/fittingcombobox.h"
#include "ui/importdialog.h"
#include "ui/mainwindow.h"
#include "ui/pastepricesdialog.h"
#include "ui/charts/planchartview.h"
#include "ui/plans/planspanel.h"
#include "ui/plans/plantool.h"
#include "ui/plans/systemtool.h"
#include "ui/quotedialog.h"
#include "ui/rankingmodel.h"
#include "ui/settingsdialog.h"
#include "ui/teamdialog.h"
#include "ui/viewtoolbar.h"
#include "ui/windowsizing.h"
#include "ui/wizard/recommendationwizard.h"
#include "ui/wizard/savepersonadialog.h"
#include "ui/workloadmixdialog.h"
#include "ui/workspace.h"

#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QAbstractScrollArea>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QDialog>
#include <QGuiApplication>
#include <QTabWidget>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QStyledItemDelegate>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>

using namespace gpa;

namespace {

constexpr QSize kLaptop(1024, 700);

std::unique_ptr<db::Catalogue> scratchCatalogue(const QTemporaryDir &dir)
{
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue.ok());
    return std::move(catalogue).value();
}

void settle()
{
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

QString describe(const QWidget *w)
{
    QString text = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        text += QLatin1Char('#') + w->objectName();
    if (const auto *label = qobject_cast<const QLabel *>(w))
        text += QStringLiteral(" \"%1\"").arg(label->text().left(60));
    else if (!w->accessibleName().isEmpty())
        text += QStringLiteral(" [%1]").arg(w->accessibleName());
    return text;
}

// Qt's own parts of a widget (a combo box's popup frame, a toolbar's
// extension, a tab bar's scroll buttons) lay themselves out.
bool isQtInternal(const QWidget *w)
{
    return w->objectName().startsWith(QLatin1String("qt_"));
}

// A combo box shows its current text whole in its edit field (where the
// style draws it), and its popup list is as wide as its widest item: a
// popup as narrow as the box cuts the longer names ("GeForce RTX 3060 12GI").
QStringList comboProblems(QComboBox *combo, const QString &name)
{
    QStringList problems;
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.frame = combo->hasFrame();
    option.currentText = combo->currentText();
    option.currentIcon = combo->itemIcon(combo->currentIndex());
    option.iconSize = combo->iconSize();
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    int needed = combo->fontMetrics().horizontalAdvance(combo->currentText());
    if (!option.currentIcon.isNull())
        needed += option.iconSize.width() + 4;
    // The style draws the text one pixel in from each side of the field.
    const int room = field.width() - 2;
    // Where a panel truly lacks the room, a fitting box shortens the text
    // and its tooltip shows it whole.
    auto *fitting = qobject_cast<ui::FittingComboBox *>(combo);
    if (needed > room && fitting && fitting->isElided()) {
        QHelpEvent help(QEvent::ToolTip, QPoint(4, 4), combo->mapToGlobal(QPoint(4, 4)));
        QApplication::sendEvent(combo, &help);
        if (!QToolTip::text().contains(combo->currentText()))
            problems.append(name + QStringLiteral(": \"%1\" elided without the whole text in its tooltip")
                                       .arg(combo->currentText()));
        QToolTip::hideText();
    } else if (needed > room)
        problems.append(name + QStringLiteral(": current text \"%1\" needs %2 px, the box shows %3 px")
                                   .arg(combo->currentText())
                                   .arg(needed)
                                   .arg(room));
    if (combo->count() > 0) {
        // The widest item: its text and icon with the margins an item view
        // leaves either side of a text (a style may floor an item's size
        // hint at 120 px however short its text, so not that).
        QAbstractItemView *list = combo->view();
        const QFontMetrics metrics(list->font());
        const int margins = 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1);
        int widest = 0;
        for (int i = 0; i < combo->count(); ++i) {
            int item = metrics.horizontalAdvance(combo->itemText(i)) + margins;
            if (!combo->itemIcon(i).isNull())
                item += combo->iconSize().width() + 4;
            widest = std::max(widest, item);
        }
        combo->showPopup();
        settle();
        const int shown = list->viewport()->width();
        combo->hidePopup();
        settle();
        if (widest > shown)
            problems.append(name + QStringLiteral(": popup list %1 px wide, its widest item needs %2 px")
                                       .arg(shown)
                                       .arg(widest));
    }
    return problems;
}

// Every visible widget under `top` that its parent clips, and every label
// cut where it could have wrapped: one line each, empty when all is well.
// Content inside a scroll area may be taller than the viewport (it
// scrolls), but not wider when the area has no horizontal scroll bar.
QStringList clippedWidgets(QWidget *top, const QString &where)
{
    QStringList problems;
    const QList<QWidget *> children = top->findChildren<QWidget *>();
    for (QWidget *w : children) {
        if (w->isWindow() || !w->isVisibleTo(top) || isQtInternal(w))
            continue;
        QWidget *parent = w->parentWidget();
        if (!parent)
            continue;
        const QString name = where + QStringLiteral(": ") + describe(w) + QStringLiteral(" in ") + describe(parent);
        auto *area = parent->parentWidget() ? qobject_cast<QAbstractScrollArea *>(parent->parentWidget()) : nullptr;
        if (area && area->viewport() == parent) {
            if (qobject_cast<QScrollArea *>(area) && area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff
                && w->width() > parent->width() + 1)
                problems.append(name + QStringLiteral(": %1 px wide in a %2 px viewport without a scroll bar")
                                           .arg(w->width())
                                           .arg(parent->width()));
            continue;
        }
        if (qobject_cast<QAbstractScrollArea *>(parent))
            continue; // the scroll bars and viewport of a view
        // A table without a horizontal scroll bar must fit its columns.
        if (auto *table = qobject_cast<QTableView *>(w); table && table->model()
            && table->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff
            && table->horizontalHeader()->length() > table->viewport()->width() + 1)
            problems.append(name + QStringLiteral(": columns %1 px wide in %2 px without a scroll bar")
                                       .arg(table->horizontalHeader()->length())
                                       .arg(table->viewport()->width()));
        if (!parent->rect().contains(w->geometry()))
            problems.append(name
                            + QStringLiteral(": geometry %1,%2 %3x%4 outside %5x%6")
                                  .arg(w->x())
                                  .arg(w->y())
                                  .arg(w->width())
                                  .arg(w->height())
                                  .arg(parent->width())
                                  .arg(parent->height()));
        if (auto *combo = qobject_cast<QComboBox *>(w))
            problems.append(comboProblems(combo, name));
        if (const auto *label = qobject_cast<const QLabel *>(w); label && !label->text().isEmpty()
                                                                 && label->pixmap().isNull()) {
            if (!label->wordWrap() && label->width() + 1 < label->sizeHint().width())
                problems.append(name + QStringLiteral(": text needs %1 px, has %2 px and does not wrap")
                                           .arg(label->sizeHint().width())
                                           .arg(label->width()));
            else if (label->wordWrap() && label->height() + 1 < label->heightForWidth(label->width()))
                problems.append(name + QStringLiteral(": wrapped text needs %1 px high, has %2 px")
                                           .arg(label->heightForWidth(label->width()))
                                           .arg(label->height()));
        }
    }
    return problems;
}

void checkNothingClipped(QWidget *top, const QString &where)
{
    settle();
    const QStringList problems = clippedWidgets(top, where);
    CAPTURE(problems.join(QLatin1Char('\n')).toStdString());
    CHECK(problems.isEmpty());
}

} // namespace

TEST_CASE("At 1024 x 700 every toolbar control is on screen, none behind the extension menu", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    settle();
    const bool llm = GENERATE(false, true);
    if (llm) {
        // The language model's four choosers widen the first row.
        ViewOptions view = window.workspace()->view();
        view.llm = LlmWorkload{};
        window.workspace()->setView(view);
        settle();
    }
    CAPTURE(llm);
    const QList<QToolBar *> bars = window.findChildren<QToolBar *>();
    REQUIRE_FALSE(bars.isEmpty());
    QStringList hidden;
    for (QToolBar *bar : bars) {
        if (!bar->isVisible())
            continue;
        for (QAction *action : bar->actions()) {
            QWidget *widget = bar->widgetForAction(action);
            if (!action->isVisible() || !widget)
                continue;
            // An overflowing toolbar hides what does not fit and offers it
            // behind "»" instead.
            if (!widget->isVisible() || !bar->rect().contains(widget->geometry()))
                hidden.append(describe(widget));
        }
        const auto *extension = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
        if (extension && extension->isVisible())
            hidden.append(QStringLiteral("the extension button of ") + bar->windowTitle());
    }
    CAPTURE(hidden.join(QLatin1Char('\n')).toStdString());
    CHECK(hidden.isEmpty());
    // The currency and the as-of date in particular: they change every number.
    for (const char *name : {"Currency", "As-of date"}) {
        QWidget *control = nullptr;
        for (QWidget *w : window.findChildren<QWidget *>())
            if (w->accessibleName() == QLatin1String(name))
                control = w;
        CAPTURE(name);
        REQUIRE(control);
        CHECK(control->isVisible());
        const QRect onWindow(control->mapTo(&window, QPoint(0, 0)), control->size());
        CHECK(window.rect().contains(onWindow));
    }
}

TEST_CASE("At 1024 x 700 the sorted Perf./$ column shows without scrolling sideways", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    settle();
    QTableView *view = window.deviceView();
    REQUIRE(view->horizontalHeader()->sortIndicatorSection() == ui::RankingModel::PerDollar);
    REQUIRE(view->horizontalScrollBar()->value() == 0);
    const int right = view->columnViewportPosition(ui::RankingModel::PerDollar)
                      + view->columnWidth(ui::RankingModel::PerDollar);
    CAPTURE(right, view->viewport()->width());
    CHECK(view->columnViewportPosition(ui::RankingModel::PerDollar) >= 0);
    CHECK(right <= view->viewport()->width());
}

TEST_CASE("The Name column stays at the left edge while the table scrolls sideways", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    settle();
    window.selectDevice("rtx-4090");
    settle();
    QTableView *view = window.deviceView();
    QScrollBar *bar = view->horizontalScrollBar();
    REQUIRE(bar->maximum() > 0); // at 1024 px the table is wider than its place
    bar->setValue(bar->maximum());
    settle();
    REQUIRE(view->columnViewportPosition(ui::RankingModel::Name) < 0); // scrolled away in the table itself

    // What the user sees at the left edge of the table's rows is the name.
    const QPoint leftEdge = view->viewport()->mapTo(&window, QPoint(4, 4));
    QWidget *under = window.childAt(leftEdge);
    REQUIRE(under);
    CAPTURE(describe(under).toStdString(), describe(under->parentWidget()).toStdString());
    auto *frozen = qobject_cast<QTableView *>(under->parentWidget());
    REQUIRE(frozen);
    CHECK(frozen != view);
    CHECK(frozen->model() == view->model());
    CHECK(frozen->selectionModel() == view->selectionModel());
    const QModelIndex index = frozen->indexAt(frozen->viewport()->mapFrom(&window, leftEdge));
    CHECK(index.column() == ui::RankingModel::Name);
    CHECK(index.row() == view->rowAt(4));
    CHECK(frozen->columnViewportPosition(ui::RankingModel::Name) == 0);
    CHECK(frozen->columnWidth(ui::RankingModel::Name) == view->columnWidth(ui::RankingModel::Name));

    // Scrolling scrolls the names along with their rows.
    view->verticalScrollBar()->setValue(3);
    settle();
    CHECK(frozen->verticalScrollBar()->value() == 3);
    CHECK(frozen->indexAt(QPoint(4, 4)).row() == view->rowAt(4));
    const QModelIndex current = view->currentIndex();
    CHECK(current.data(ui::RankingModel::DeviceIdRole).toString() == QLatin1String("rtx-4090"));
}

namespace {

// A delegate that counts the cells it draws.
class CountingDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    mutable int painted = 0;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        ++painted;
        QStyledItemDelegate::paint(painter, option, index);
    }
};

} // namespace

TEST_CASE("The table does not draw the cells its frozen Name column covers", "[ui][layout]")
{
    // Long names are elided at every paint: drawn under the frozen column
    // too, they were drawn twice.
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    settle();
    QTableView *view = window.deviceView();
    CountingDelegate names;
    CountingDelegate figures;
    view->setItemDelegateForColumn(ui::RankingModel::Name, &names);
    view->setItemDelegateForColumn(ui::RankingModel::PerDollar, &figures);
    // Until the table first scrolls sideways the names are in their place,
    // under nothing, drawn by the table (the window's start makes no view
    // to cover them).
    REQUIRE(view->horizontalScrollBar()->value() == 0);
    CHECK_FALSE(view->findChild<QTableView *>(QStringLiteral("frozenColumn")));
    view->viewport()->repaint();
    CHECK(names.painted > 10);
    // Scrolled, and back: covered, not drawn twice.
    for (const int scroll : {40, 0}) {
        CAPTURE(scroll);
        view->horizontalScrollBar()->setValue(scroll);
        settle();
        names.painted = figures.painted = 0;
        view->viewport()->repaint();
        CHECK(names.painted == 0);
        CHECK(figures.painted > 10);
    }
    // Where nothing covers it (the frozen column hidden), the table draws it.
    view->horizontalScrollBar()->setValue(0);
    auto *frozen = view->findChild<QTableView *>(QStringLiteral("frozenColumn"));
    REQUIRE(frozen);
    frozen->hide();
    names.painted = 0;
    view->viewport()->repaint();
    CHECK(names.painted > 10);
    view->setItemDelegateForColumn(ui::RankingModel::Name, nullptr);
    view->setItemDelegateForColumn(ui::RankingModel::PerDollar, nullptr);
}

TEST_CASE("At 1024 x 700 a Plans table shows four rows and more before it scrolls", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    window.selectDevice("rtx-3060-12gb");
    window.showTab(2);
    window.plansPanel()->showTool(ui::PlansPanel::Upgrade);
    settle();
    QTableWidget *table = window.plansPanel()->currentTool()->table();
    REQUIRE(table->isVisible());
    const int rowHeight = table->verticalHeader()->defaultSectionSize();
    CAPTURE(table->viewport()->height(), rowHeight);
    // 3 rows before: 68 px of viewport at 22 px a row.
    CHECK(table->viewport()->height() >= 4 * rowHeight);
}

TEST_CASE("At 1024 x 700 the Multi-GPU tool's card boxes show the card's whole name", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    // "GeForce RTX 3060 12GB" was cut to "GeForce RTX 3060 12GI" in a box
    // 14 characters wide; the Xeon Phi's name is longer still.
    const auto [id, name] = GENERATE(table<const char *, const char *>({
        {"rtx-3060-12gb", "GeForce RTX 3060 12GB"},
        {"rtx-4070-ti-super", "GeForce RTX 4070 Ti SUPER"},
        {"xeon-phi-7250", "Intel Xeon Phi 7250 (Knights Landing)"},
    }));
    CAPTURE(id);
    window.selectDevice(id);
    window.showTab(2);
    window.plansPanel()->showTool(ui::PlansPanel::System);
    settle();
    QComboBox *box = window.plansPanel()->systemTool()->deviceBox(0);
    REQUIRE(box->isVisible());
    REQUIRE(box->currentText() == QLatin1String(name));
    const QStringList problems = comboProblems(box, QStringLiteral("first card"))
        + comboProblems(window.plansPanel()->systemTool()->deviceBox(1), QStringLiteral("second card"));
    CAPTURE(problems.join(QLatin1Char('\n')).toStdString());
    CHECK(problems.isEmpty());
    // Shown whole, not shortened: the inputs column widens for it.
    auto *fitting = qobject_cast<ui::FittingComboBox *>(box);
    REQUIRE(fitting);
    CHECK_FALSE(fitting->isElided());
    checkNothingClipped(&window, QStringLiteral("plans, system tool"));
}

TEST_CASE("A fitting combo box elides only where its panel lacks room, its tooltip and popup show all", "[ui][layout]")
{
    QWidget panel;
    auto *layout = new QVBoxLayout(&panel);
    auto *box = new ui::FittingComboBox(20, &panel);
    box->setToolTip(QStringLiteral("The card you own"));
    const QString longName = QStringLiteral("NVIDIA GH200 Grace Hopper (GPU part, 96 GB HBM3)");
    box->addItems({QStringLiteral("GeForce RTX 3060 12GB"), longName});
    layout->addWidget(box);
    panel.show();
    settle();
    // As wide as its current text when nothing holds it back.
    CHECK(comboProblems(box, QStringLiteral("short name")).isEmpty());
    CHECK_FALSE(box->isElided());
    const int shortWidth = box->sizeHint().width();
    box->setCurrentIndex(1);
    settle();
    CHECK(box->sizeHint().width() > shortWidth);
    panel.resize(panel.sizeHint());
    settle();
    CHECK_FALSE(box->isElided());
    CHECK(comboProblems(box, QStringLiteral("long name, room enough")).isEmpty());
    // A panel narrower than the name: its minimum asks for 20 characters,
    // not the 48 of the name, and the text is shortened in the middle.
    CHECK(box->minimumSizeHint().width() < box->sizeHint().width());
    panel.setMaximumWidth(box->minimumSizeHint().width() + 20);
    panel.resize(panel.maximumWidth(), panel.height());
    settle();
    CHECK(box->isElided());
    // The walker accepts it because the tooltip has the whole name...
    CHECK(comboProblems(box, QStringLiteral("long name, narrow")).isEmpty());
    QHelpEvent help(QEvent::ToolTip, QPoint(4, 4), box->mapToGlobal(QPoint(4, 4)));
    QApplication::sendEvent(box, &help);
    CHECK(QToolTip::text() == longName + QStringLiteral("\n\nThe card you own"));
    QToolTip::hideText();
    // ...and the popup list is as wide as the name though the box is not.
    box->showPopup();
    settle();
    CHECK(box->view()->viewport()->width() >= box->fontMetrics().horizontalAdvance(longName));
    CHECK(box->view()->width() > box->width());
    box->hidePopup();
}

TEST_CASE("A drop-down list as narrow as its box is found, and a fitting box widens its list", "[ui][layout]")
{
    // combobox-popup: 0 asks the style for a drop-down list (as most
    // platform styles show one) instead of Fusion's popup menu, which Qt
    // widens by itself.
    QWidget panel;
    panel.setStyleSheet(QStringLiteral("QComboBox { combobox-popup: 0; }"));
    auto *layout = new QVBoxLayout(&panel);
    auto *plain = new QComboBox(&panel);
    auto *fitting = new ui::FittingComboBox(12, &panel);
    const QString longName = QStringLiteral("NVIDIA GH200 Grace Hopper (GPU part, 96 GB HBM3)");
    for (QComboBox *box : {plain, static_cast<QComboBox *>(fitting)}) {
        box->addItems({QStringLiteral("RTX 3060"), longName});
        box->setMaximumWidth(160);
        layout->addWidget(box);
    }
    panel.show();
    settle();
    const QStringList plainProblems = comboProblems(plain, QStringLiteral("plain"));
    CAPTURE(plainProblems.join(QLatin1Char('\n')).toStdString());
    REQUIRE(plainProblems.size() == 1);
    CHECK(plainProblems.first().contains(QLatin1String("popup list")));
    const QStringList fittingProblems = comboProblems(fitting, QStringLiteral("fitting"));
    CAPTURE(fittingProblems.join(QLatin1Char('\n')).toStdString());
    CHECK(fittingProblems.isEmpty());
}

TEST_CASE("At 1024 x 700 no page of the main window clips a widget or cuts a label", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    window.selectDevice("rtx-4090");
    const QStringList tabs{QStringLiteral("devices"), QStringLiteral("charts"), QStringLiteral("plans"),
                           QStringLiteral("cloud offers")};
    for (int tab = 0; tab < tabs.size(); ++tab) {
        window.showTab(tab);
        if (tab == 2) {
            for (const auto tool : {ui::PlansPanel::Upgrade, ui::PlansPanel::System, ui::PlansPanel::Hybrid,
                                    ui::PlansPanel::Llm}) {
                window.plansPanel()->showTool(tool);
                checkNothingClipped(&window, QStringLiteral("plans tool %1").arg(tool));
            }
        } else {
            checkNothingClipped(&window, tabs.at(tab));
        }
    }
}

namespace {

// Shows a dialog as the window system would on a 1024 x 700 screen: at the
// size it opens with, no larger than the screen, and walks each tab of it.
void checkDialog(QDialog *dialog, const QString &where)
{
    dialog->show();
    settle();
    dialog->resize(dialog->size().boundedTo(kLaptop).expandedTo(dialog->minimumSize()));
    CAPTURE(where.toStdString(), dialog->minimumSizeHint().width(), dialog->minimumSizeHint().height());
    CHECK(dialog->minimumSizeHint().width() <= kLaptop.width());
    CHECK(dialog->minimumSizeHint().height() <= kLaptop.height());
    const QList<QTabWidget *> tabWidgets = dialog->findChildren<QTabWidget *>();
    if (tabWidgets.isEmpty())
        checkNothingClipped(dialog, where);
    for (QTabWidget *tabs : tabWidgets) {
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            checkNothingClipped(dialog, where + QStringLiteral(", tab ") + tabs->tabText(i));
        }
    }
    dialog->hide();
}

} // namespace

TEST_CASE("At 1024 x 700 no dialog or wizard page clips a widget or cuts a label", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    ui::Workspace *workspace = window.workspace();
    const Device *device = workspace->data().device("rtx-4090");
    REQUIRE(device);

    ui::DeviceDialog addDevice(workspace, nullptr, &window);
    checkDialog(&addDevice, QStringLiteral("add device"));
    ui::DeviceDialog editDevice(workspace, device, &window);
    checkDialog(&editDevice, QStringLiteral("edit device"));
    ui::SettingsDialog settings(workspace, &window);
    checkDialog(&settings, QStringLiteral("preferences"));
    ui::QuoteDialog quote(QStringLiteral("GeForce RTX 4090"), {QStringLiteral("USD"), QStringLiteral("CNY")},
                          QStringLiteral("USD"), [](double, const QString &) { return std::optional<QString>(); },
                          &window);
    checkDialog(&quote, QStringLiteral("add price"));
    ui::PastePricesDialog paste(workspace, QStringLiteral("rtx-4090\t1599\nno-such-card\t100\n"), &window);
    checkDialog(&paste, QStringLiteral("paste prices"));
    ui::ImportDialog import(workspace, test::fixtureFile(QStringLiteral("import/aws-vms.csv")), &window);
    checkDialog(&import, QStringLiteral("import"));
    ui::TeamDialog team(QString(), &window);
    checkDialog(&team, QStringLiteral("team catalogue"));
    ui::ExportChartDialog exportChart(&window);
    checkDialog(&exportChart, QStringLiteral("export chart"));
    ui::SavePersonaDialog persona({QStringLiteral("cheap")}, {}, &window);
    checkDialog(&persona, QStringLiteral("save persona"));
    ui::WorkloadMixDialog mix(WorkloadMix{2.0, 1.0, 1.0}, &window);
    checkDialog(&mix, QStringLiteral("workload mix"));

    ui::RecommendationWizard wizard(workspace, &window);
    wizard.show();
    wizard.resize(wizard.size().boundedTo(kLaptop));
    wizard.selectPersona(QStringLiteral("cheap"));
    for (int page = 0; page < 7; ++page) {
        checkNothingClipped(&wizard, QStringLiteral("wizard page %1 at %2x%3").arg(wizard.currentId()).arg(wizard.width()).arg(wizard.height()));
        wizard.next();
    }
}

TEST_CASE("The details pane shows prices in the chosen currency, not in USD", "[ui][details]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    ViewOptions view = window.workspace()->view();
    view.currency = "CNY";
    window.workspace()->setView(view);
    // Shown: the specification sheet is filled after the first frame.
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.selectDevice("rtx-4090");
    settle();
    REQUIRE(window.detailsPane()->deviceId() == "rtx-4090");
    QStringList texts;
    for (const QLabel *label : window.detailsPane()->findChildren<QLabel *>())
        texts.append(label->text());
    const QString all = texts.join(QLatin1Char('\n'));
    CAPTURE(all.toStdString());
    // The bundled rate: 7.1647 CNY to the dollar (ECB, 30 June 2025).
    // Today's price: (1,900 new + median of 1,900 and 1,550 used) / 2 =
    // $1,812.50 x 7.1647 = ¥12,985.02; the engine converts through its rate
    // table, within a yuan of that.
    const auto *rule = window.detailsPane()->findChild<QLabel *>(QStringLiteral("priceRule"));
    REQUIRE(rule);
    const QRegularExpression price(QStringLiteral("¥([0-9,]+)"));
    const QRegularExpressionMatch match = price.match(rule->text());
    REQUIRE(match.hasMatch());
    CHECK_THAT(match.captured(1).remove(QLatin1Char(',')).toDouble(), Catch::Matchers::WithinAbs(12985.02, 1.0));
    // The table says the same.
    const QModelIndex row = window.deviceView()->currentIndex();
    CHECK(row.siblingAtColumn(ui::RankingModel::Price).data().toString().startsWith(match.captured(0)));
    // Launch price: $1,599 x 7.1647 = ¥11,456.
    CHECK(all.contains(QStringLiteral("¥11,456")));
    CHECK_FALSE(all.contains(QLatin1String("$1,599")));
}

TEST_CASE("At 1024 x 700 Plans take the filters' width, so chart legends show in full", "[ui][layout]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(kLaptop);
    window.show();
    window.selectDevice("rtx-3060-12gb");
    settle();
    auto *filters = window.findChild<QDockWidget *>(QStringLiteral("filterDock"));
    REQUIRE(filters);
    REQUIRE(filters->isVisible());
    window.showTab(2);
    for (const auto tool : {ui::PlansPanel::Upgrade, ui::PlansPanel::System, ui::PlansPanel::Hybrid}) {
        window.plansPanel()->showTool(tool);
        settle();
        CAPTURE(tool);
        CHECK_FALSE(filters->isVisible()); // Plans do not use the filters
        auto *chartView = qobject_cast<QChartView *>(window.plansPanel()->currentTool()->chart()->chartView());
        REQUIRE(chartView);
        const QLegend *legend = chartView->chart()->legend();
        REQUIRE(legend->isVisible());
        // Qt elides a label that does not fit ("Own card o..."): the text
        // items the legend draws must be the full labels.
        QStringList drawn;
        QList<QGraphicsItem *> items = legend->childItems();
        while (!items.isEmpty()) {
            QGraphicsItem *item = items.takeFirst();
            items.append(item->childItems());
            if (const auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && item->isVisible())
                drawn.append(text->toPlainText());
        }
        CAPTURE(drawn.join(QLatin1String(" | ")).toStdString());
        REQUIRE(drawn.size() >= 2);
        for (const QString &label : drawn)
            CHECK_FALSE(label.endsWith(QLatin1String("...")));
    }

    window.showTab(0); // the devices bring the filters back
    settle();
    CHECK(filters->isVisible());

    // A wide window keeps them everywhere.
    window.resize(1500, 900);
    window.showTab(2);
    settle();
    CHECK(filters->isVisible());
}

TEST_CASE("A window opens no larger than the screen's available area less its frame", "[ui][layout]")
{
    struct Row
    {
        QSize wanted, minimum;
        QRect available;
        QSize frame, expected;
    };
    const Row rows[] = {
        // The wizard's 1060 x 720 on a 1024 x 700 laptop screen with a 30 px
        // title bar: 1024 x (700 - 30) = 1024 x 670.
        {{1060, 720}, {600, 400}, {0, 0, 1024, 700}, {0, 30}, {1024, 670}},
        // Room enough: the size asked for.
        {{640, 420}, {300, 200}, {0, 0, 1920, 1080}, {4, 4}, {640, 420}},
        // A second screen at x = 1920, 1366 x 768 less 8 x 31 of frame:
        // 1358 x 737.
        {{1400, 820}, {500, 300}, {1920, 0, 1366, 768}, {8, 31}, {1358, 737}},
        // Never below the layout's minimum, even where the screen is smaller.
        {{1060, 720}, {1100, 500}, {0, 0, 1024, 700}, {0, 0}, {1100, 700}},
    };
    for (const Row &row : rows) {
        CAPTURE(row.wanted.width(), row.available.width(), row.frame.height());
        CHECK(ui::fittedWindowSize(row.wanted, row.minimum, row.available, row.frame) == row.expected);
    }
}

// Hidden: runs as "ui-layout-tests on a 1024 x 700 screen", where the
// offscreen platform has a screen of that size.
TEST_CASE("On a 1024 x 700 screen the wizard and every dialog open inside it, centred on the window", "[.][screen]")
{
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    REQUIRE(available.size() == kLaptop);
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    CHECK(window.width() <= available.width());
    CHECK(window.height() <= available.height());
    window.show();
    settle();
    // As a window manager keeps it: its frame inside the screen.
    window.resize(available.size() - (window.frameGeometry().size() - window.size()));
    window.move(available.topLeft());
    settle();
    REQUIRE(available.contains(window.frameGeometry()));
    ui::Workspace *workspace = window.workspace();

    const auto check = [&](QWidget *dialog, const char *what) {
        dialog->show();
        settle();
        CAPTURE(what, dialog->width(), dialog->height(), dialog->frameGeometry().x(), dialog->frameGeometry().y());
        CHECK(dialog->width() <= available.width());
        CHECK(dialog->height() <= available.height());
        CHECK(available.contains(dialog->frameGeometry()));
        // Centred on the window (within a frame's width).
        CHECK(std::abs(dialog->frameGeometry().center().x() - window.frameGeometry().center().x()) <= 4);
        CHECK(std::abs(dialog->frameGeometry().center().y() - window.frameGeometry().center().y()) <= 4);
        dialog->hide();
    };
    ui::RecommendationWizard wizard(workspace, &window);
    check(&wizard, "wizard");
    // Every page fits in it: none widens the wizard past the screen.
    wizard.show();
    wizard.selectPersona(QStringLiteral("cheap"));
    for (int page = 0; page < 7; ++page) {
        settle();
        CAPTURE(wizard.currentId(), wizard.width(), wizard.height(), wizard.currentPage()->minimumSizeHint().width(),
                wizard.currentPage()->minimumSizeHint().height(), wizard.minimumSizeHint().width());
        QStringList wide;
        for (QWidget *w : wizard.currentPage()->findChildren<QWidget *>())
            if (w->isVisible() && w->minimumSizeHint().width() > 400)
                wide << describe(w) + QStringLiteral(" %1").arg(w->minimumSizeHint().width());
        CAPTURE(wide.join(QLatin1Char('\n')).toStdString());
        CHECK(available.contains(wizard.frameGeometry()));
        wizard.next();
    }
    wizard.hide();
    ui::ImportDialog import(workspace, test::fixtureFile(QStringLiteral("import/aws-vms.csv")), &window);
    check(&import, "import");
    ui::PastePricesDialog paste(workspace, QStringLiteral("rtx-4090\t1599\n"), &window);
    check(&paste, "paste prices");
    ui::SavePersonaDialog persona({QStringLiteral("cheap")}, {}, &window);
    check(&persona, "save persona");
    ui::CompareView compare(workspace, {"rtx-4090", "rtx-3090", "rtx-3060-12gb", "rtx-3070"}, &window);
    check(&compare, "compare");
}
