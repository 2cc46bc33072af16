#include "mainwindow.h"
#include "teamdialog.h"

#include "charts/chartpanel.h"
#include "charts/planchartview.h"
#include "appearance.h"
#include "celldelegate.h"
#include "cloudoffersview.h"
#include "compareview.h"
#include "detailspane.h"
#include "devicedialog.h"
#include "deviceproxymodel.h"
#include "filterpanel.h"
#include "frozencolumntableview.h"
#include "importdialog.h"
#include "lazytab.h"
#include "logging.h"
#include "pastepricesdialog.h"
#include "plans/plantool.h"
#include "plans/planspanel.h"
#include "pricedelegate.h"
#include "rankingmodel.h"
#include "richtext.h"
#include "settingsdialog.h"
#include "viewtoolbar.h"
#include "wizard/recommendationwizard.h"
#include "workspace.h"
#include "workspaceloader.h"

#include "database/credentials.h"
#include "database/qtconvert.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDate>
#include <QDockWidget>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QStatusBar>
#include <QStackedWidget>
#include <QStyleOptionTabWidgetFrame>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

#include <set>

namespace gpa::ui {

namespace {

// A QTabWidget that places its pages before they are first shown.
//
// QTabWidget gives its pages their geometry only once it is visible, after
// they have been shown; a widget shown without a layout to place it is
// first sized to its own size hint. So at start the Devices page was laid
// out at its size hint, then at the size the tab widget gives it: every
// wrapped label of the details pane measured at two widths, one of which
// was never seen. Here the pages get the tab widget's contents rectangle
// (as QTabWidget computes it) as soon as the tab widget has its size.
class PagePlacingTabWidget : public QTabWidget
{
public:
    using QTabWidget::QTabWidget;

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QTabWidget::resizeEvent(event);
        if (isVisible())
            return; // QTabWidget places them itself
        auto *pages = findChild<QStackedWidget *>(QStringLiteral("qt_tabwidget_stackedwidget"),
                                                  Qt::FindDirectChildrenOnly);
        if (!pages)
            return;
        QStyleOptionTabWidgetFrame option;
        initStyleOption(&option);
        pages->setGeometry(style()->subElementRect(QStyle::SE_TabWidgetTabContents, &option, this));
    }
};

} // namespace

struct MainWindow::Unplaced
{
    std::unique_ptr<FrozenColumnTableView> view;
    std::unique_ptr<ChartPanel> charts;
    std::unique_ptr<FilterPanel> filters;
    std::unique_ptr<DetailsPane> details;
    std::unique_ptr<ViewToolBar> toolBar;
};

MainWindow::MainWindow(std::unique_ptr<db::Catalogue> catalogue, const db::OpenReport &report, QWidget *parent)
    : MainWindow(parent)
{
    build(Workspace::prepare(std::move(catalogue)), report);
}

Result<std::unique_ptr<MainWindow>> MainWindow::open(WorkspaceLoader &loader)
{
    std::unique_ptr<MainWindow> window(new MainWindow(nullptr));
    auto opened = loader.opened();
    if (!opened)
        return opened.error();
    window->build(loader.start(), opened.value());
    return window;
}

// The widgets that need no data are made first, the view tool bars among
// them: while the catalogue may still be read on another thread, and the
// first table view alone takes Qt's fonts and style in. Each joins the
// window in build() where it always did, so the keyboard's order through the
// window stays that of the layout.
MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_unplaced(new Unplaced {std::make_unique<FrozenColumnTableView>(RankingModel::Name),
                               std::make_unique<ChartPanel>(), std::make_unique<FilterPanel>(),
                               std::make_unique<DetailsPane>(), std::make_unique<ViewToolBar>()})
{ }

void MainWindow::build(WorkspaceStart start, const db::OpenReport &report)
{
    m_workspace = new Workspace(std::move(start), this);
    setWindowTitle(m_workspace->catalogue()->isReadOnly() ? tr("GPU Advisor (read-only)") : tr("GPU Advisor"));
    // Preferences of an earlier version lived in QSettings: carry them into
    // the catalogue once, where the command line reads them too.
    QSettings store;
    if (const auto legacy = legacySettings(store); legacy && !m_workspace->isReadOnly()) {
        if (m_workspace->setSettings(*legacy))
            removeLegacySettings(store);
    }

    m_model = new RankingModel(m_workspace, this);
    m_proxy = new DeviceProxyModel(this);
    m_proxy->setSourceModel(m_model);

    // The name stays in view while the figures scroll sideways.
    FrozenColumnTableView *view = m_unplaced->view.release();
    view->setParent(this);
    m_view = view;
    m_view->setObjectName(QStringLiteral("deviceView"));
    m_view->setAccessibleName(tr("Devices"));
    // The rows' height before the rows: set afterwards, it resizes every row
    // one by one (and the frozen name column's with it).
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    // Uniform row heights: re-sorting and filtering thousands of rows then
    // costs no per-row layout.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // The column header is hidden until its columns are arranged: the table
    // then does not measure it again at every move and resize.
    m_view->horizontalHeader()->hide();
    m_view->setModel(m_proxy);
    // Enabling sorting sorts by the header's indicator: set first, or every
    // start would sort all rows by name before sorting them by Perf./$.
    m_view->horizontalHeader()->setSortIndicator(RankingModel::PerDollar, Qt::DescendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    // Cells keep their laid-out text between repaints (a re-sort or a
    // scroll shows many of the same texts again).
    auto *cells = new CellDelegate(this);
    m_view->setItemDelegate(cells);
    m_priceDelegate = new PriceDelegate([this](double amount) { return m_workspace->checkPrice(amount); }, this);
    m_view->setItemDelegateForColumn(RankingModel::Price, m_priceDelegate);
    // The figure the table is sorted by (value for money) beside the name,
    // so a 1024 px window shows it without scrolling sideways; then the
    // engine's other figures, the specifications after them. Users can drag
    // columns; their order is remembered.
    QHeaderView *header = m_view->horizontalHeader();
    const int order[] = {RankingModel::Name, RankingModel::PerDollar, RankingModel::LlmPerThousand, RankingModel::Relative,
                         RankingModel::LlmTokensPerS, RankingModel::Price, RankingModel::Memory, RankingModel::EffectiveMemory, RankingModel::Bandwidth,
                         RankingModel::TensorTflops, RankingModel::Tdp, RankingModel::ReleaseYear, RankingModel::Vendor};
    static_assert(std::size(order) == RankingModel::ColumnCount);
    // The user's columns as they left them (order, widths, hidden ones); at
    // the first start, or when the saved layout does not fit this version's
    // columns, in the order above and fitted to their contents. (Each move
    // lays the frozen column out again: none when the saved order is taken.)
    const bool restored = view->restoreHeaderState(store.value(QLatin1String(keys::kDeviceTableHeader)).toByteArray());
    showWorkloadColumns();
    if (!restored) {
        for (int visual = 0; visual < RankingModel::ColumnCount; ++visual)
            header->moveSection(header->visualIndex(order[visual]), visual);
        view->fitColumnsToContents();
        m_view->setColumnWidth(RankingModel::Name, std::min(m_view->columnWidth(RankingModel::Name), 190));
    }
    header->show();

    m_details = m_unplaced->details.release();
    m_details->setParent(this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 5);
    m_splitter->setStretchFactor(1, 2);
    // The pane keeps room for its tables in a 1024 px window.
    m_splitter->setSizes({760, 480});

    m_charts = m_unplaced->charts.release();
    m_charts->setParent(this);
    m_plansTab = new LazyTab([this](QWidget *page) {
        auto *plans = new PlansPanel(m_workspace, page);
        if (!m_plansDevice.empty())
            plans->setSelectedDevice(m_plansDevice);
        return plans;
    }, this);
    m_cloudTab = new LazyTab([this](QWidget *page) {
        auto *cloud = new CloudOffersView(m_workspace, page);
        cloud->table()->horizontalHeader()->restoreState(m_cloudHeaderState);
        return cloud;
    }, this);
    m_tabs = new PagePlacingTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_splitter, tr("&Devices"));
    m_tabs->addTab(m_charts, tr("C&harts"));
    m_tabs->addTab(m_plansTab, tr("Pla&ns"));
    m_tabs->addTab(m_cloudTab, tr("C&loud offers"));
    setCentralWidget(m_tabs);

    m_filters = m_unplaced->filters.release();
    m_filters->setParent(this);
    m_filterDock = new QDockWidget(tr("Filters"), this);
    m_filterDock->setObjectName(QStringLiteral("filterDock"));
    m_filterDock->setWidget(m_filters);
    addDockWidget(Qt::LeftDockWidgetArea, m_filterDock);

    // The tool bars are filled before they join the window, which lays them
    // out: a chooser measured while empty keeps that width until it shows.
    m_toolBar = m_unplaced->toolBar.release();
    refreshChoices();
    addToolBar(m_toolBar);
    addToolBar(m_toolBar->pricesToolBar());

    createActions();
    m_toolBar->setView(m_workspace->view());

    connect(m_toolBar, &ViewToolBar::viewChanged, m_workspace, &Workspace::setView);
    // The LLM choosers make the first row wider or narrower.
    connect(m_toolBar, &ViewToolBar::viewChanged, this, &MainWindow::updateToolBarRows, Qt::QueuedConnection);
    connect(m_filters, &FilterPanel::filterChanged, m_workspace, &Workspace::setFilter);
    connect(m_workspace, &Workspace::filterChanged, this, [this] {
        m_proxy->setDeviceFilter(m_workspace->filter());
        statusBar()->showMessage(tr("%n of %1 device(s) shown", nullptr, m_proxy->rowCount()).arg(m_model->rowCount()), 4000);
    });
    connect(m_workspace, &Workspace::devicesReset, this, &MainWindow::refreshChoices);
    connect(m_workspace, &Workspace::evaluationsChanged, this, [this] {
        // Currency or policy may have changed in Preferences.
        m_toolBar->setView(m_workspace->view());
        QMetaObject::invokeMethod(this, &MainWindow::updateToolBarRows, Qt::QueuedConnection);
        showWorkloadColumns();
        m_filters->setCurrency(toQString(m_workspace->view().currency), m_workspace->usdPerDisplayUnit());
        m_proxy->setDeviceFilter(m_workspace->filter());
    });
    connect(m_workspace, &Workspace::statusMessage, this, [this](const QString &message) {
        statusBar()->showMessage(message, 8000);
    });
    connect(m_workspace, &Workspace::editFailed, this, [this](const QString &reason) {
        statusBar()->showMessage(tr("Not saved: %1").arg(reason), 10000);
    });
    connect(m_priceDelegate, &PriceDelegate::rejected, this, [this](const QString &reason) {
        statusBar()->showMessage(tr("Price refused: %1").arg(reason), 10000);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::onSelectionChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::onSelectionChanged);
    // A filter or a reset can take the current row away without a change of
    // the current index being reported.
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::onSelectionChanged);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &MainWindow::onSelectionChanged);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::onSelectionChanged);
    // The chart panel computes what it shows when it is shown.
    m_charts->setContextSource([this] { return chartContext(); });
    for (auto signal : {&Workspace::evaluationsChanged, &Workspace::devicesReset, &Workspace::filterChanged})
        connect(m_workspace, signal, m_charts, &ChartPanel::invalidate);
    connect(m_workspace, &Workspace::evaluationChanged, m_charts, &ChartPanel::invalidate);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, m_charts, &ChartPanel::invalidate);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::fitFiltersToTab);
    connect(m_details, &DetailsPane::editDeviceRequested, this, &MainWindow::editDevice);
    connect(m_view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        createColumnsMenu(&menu);
        menu.exec(m_view->horizontalHeader()->mapToGlobal(pos));
    });

    QString status = report.message();
    if (status.isEmpty())
        status = tr("%n device(s) in the catalogue", nullptr, static_cast<int>(m_workspace->data().devices.size()));
    if (m_workspace->isReadOnly())
        status = m_workspace->catalogue()->readOnlyReason();
    else if (m_updateData->isEnabled()) // the catalogue's bundled data is older (createActions)
        status = tr("%1 · This version brings newer bundled prices and devices: File > Update Bundled Data")
                     .arg(status);
    statusBar()->showMessage(status);
    if (m_workspace->catalogue()->isShared()) {
        // A team catalogue: where, as whom, and whether it is live, always in view.
        const db::Catalogue *shared = m_workspace->catalogue();
        const QString live = shared->isReadOnly()
            ? tr("Team catalogue %1 as %2 (read-only)")
            : tr("Team catalogue %1 as %2, live");
        m_connection = new QLabel(live.arg(shared->path(), shared->userName()), this);
        m_connection->setToolTip(shared->isReadOnly() ? shared->readOnlyReason() : QString());
        statusBar()->addPermanentWidget(m_connection);
        connect(m_workspace, &Workspace::connectionChanged, this,
                [this, live](bool connected, const QString &text) {
                    const db::Catalogue *c = m_workspace->catalogue();
                    m_connection->setText(connected ? live.arg(c->path(), c->userName()) : text);
                    statusBar()->showMessage(text, connected ? 6000 : 0);
                });
    }

    resize(QSize(1400, 820).boundedTo(screen()->availableGeometry().size())); // a laptop screen holds it whole
    restoreLayout();
    // No row is selected at start: the details pane shows the device the
    // user picks, and its sections (laid out, drawn and filled for a device)
    // wait until then.
    m_details->setWorkspace(m_workspace);
    m_unplaced.reset(); // every widget is in place
}

MainWindow::~MainWindow()
{
    // An editor still open commits while the widgets are torn down; the
    // catalogue (owned by the workspace) takes the edit, but no panel may
    // rebuild itself inside a window that is being destroyed.
    if (m_workspace)
        m_workspace->blockSignals(true);
}

QString MainWindow::teamSettingKey()
{
    return QStringLiteral("catalogue/team");
}

void MainWindow::addTeamActions(QMenu *file)
{
    file->addAction(tr("Connect to &team catalogue…"), this, &MainWindow::connectToTeam);
    QAction *own = file->addAction(tr("Use my &own catalogue"), this, [this] {
        QSettings().remove(teamSettingKey());
        emit switchCatalogueRequested(QString());
    });
    own->setEnabled(m_workspace->catalogue()->isShared());
}

void MainWindow::connectToTeam()
{
    const auto passwords = db::systemPasswordStore();
    TeamDialog dialog(QSettings().value(teamSettingKey()).toString(), this, passwords.get());
    if (dialog.exec() != QDialog::Accepted)
        return;
    // Remembered without its password; a password that cannot be kept still
    // serves this connection.
    QSettings settings;
    QString problem;
    const QString location = dialog.remember(settings, teamSettingKey(), &problem);
    if (!problem.isEmpty())
        QMessageBox::warning(this, tr("Connect to team catalogue"), problem);
    emit switchCatalogueRequested(location);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *exportChart = file->addAction(tr("&Export chart…"), this, [this] {
        if (m_tabs->currentWidget() == m_plansTab) {
            plansPanel()->currentTool()->chart()->exportChartInteractively();
            return;
        }
        m_charts->exportChartInteractively();
    });
    exportChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction *importAction = file->addAction(tr("&Import…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import prices, devices, benchmarks or cloud offers"), QString(),
            tr("Catalogue files (*.csv *.json);;All files (*)"));
        if (!path.isEmpty())
            importFile(path);
    });
    importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    importAction->setEnabled(!m_workspace->isReadOnly());
    m_updateData = file->addAction(tr("&Update Bundled Data"), this, [this] {
        if (const auto summary = m_workspace->updateBundledData()) {
            m_updateData->setEnabled(false);
            QMessageBox::information(this, tr("Bundled data updated"), *summary);
        }
    });
    m_updateData->setStatusTip(tr("Add this version's bundled devices, prices, benchmarks and cloud offers "
                                  "that the catalogue lacks; your own rows stay"));
    m_updateData->setEnabled(m_workspace->bundledDataIsNewer());
    file->addSeparator();
    addTeamActions(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_workspace->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_workspace->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    // The status bar names what was taken back, not the edit it reported
    // before. After undo the stack's index points at the undone command;
    // after redo, one past the redone one.
    connect(m_undo, &QAction::triggered, this, [this] {
        const QUndoStack *stack = m_workspace->undoStack();
        if (const QUndoCommand *undone = stack->command(stack->index()))
            statusBar()->showMessage(tr("Undone: %1").arg(undone->text()), 8000);
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        const QUndoStack *stack = m_workspace->undoStack();
        if (const QUndoCommand *redone = stack->command(stack->index() - 1))
            statusBar()->showMessage(tr("Redone: %1").arg(redone->text()), 8000);
    });
    edit->addSeparator();
    QAction *pasteAction = edit->addAction(tr("Paste pri&ces…"), this,
                                           [this] { pastePrices(QGuiApplication::clipboard()->text()); });
    pasteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    pasteAction->setEnabled(!m_workspace->isReadOnly());
    m_view->addAction(pasteAction);
    QAction *copy = edit->addAction(tr("&Copy rows"), this, &MainWindow::copySelection);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(copy);
    edit->addAction(tr("Copy c&hart"), this, [this] {
        if (m_tabs->currentWidget() == m_plansTab) {
            plansPanel()->currentTool()->chart()->copyChart();
        } else {
            m_charts->copyChart();
        }
        statusBar()->showMessage(tr("Chart copied to the clipboard"), 4000);
    });
    QAction *find = edit->addAction(tr("&Find…"), this, [this] {
        m_filterDock->show();
        m_filters->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_filters->searchField()->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    QAction *clear = edit->addAction(tr("C&lear filters"), m_filters, &FilterPanel::clear);
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    edit->addSeparator();
    QAction *price = edit->addAction(tr("Edit &price"), this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid())
            m_view->edit(current.siblingAtColumn(RankingModel::Price));
    });
    price->setShortcut(QKeySequence(Qt::Key_F2));
    price->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(price);
    QAction *addDeviceAction = edit->addAction(tr("&Add device…"), this, &MainWindow::addDevice);
    addDeviceAction->setShortcut(QKeySequence::New);
    addDeviceAction->setEnabled(!m_workspace->isReadOnly());
    m_editDevice
        = edit->addAction(tr("Edit &device…"), this, [this] { editDevice(selectedDeviceId()); });
    m_editDevice->setEnabled(false); // a device is selected first
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pr&eferences…"), this, &MainWindow::showPreferences);
    preferences->setShortcut(QKeySequence::Preferences);
    if (preferences->shortcut().isEmpty())
        preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_filterDock->toggleViewAction());
    view->addAction(m_toolBar->toggleViewAction());
    view->addAction(m_toolBar->pricesToolBar()->toggleViewAction());
    createColumnsMenu(view->addMenu(tr("&Columns")));

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    QAction *compare = tools->addAction(tr("&Compare selected devices…"), this,
                                        [this] { openCompare(selectedDeviceIds()); });
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_details->setNoDeviceHint(
        tr("Select a row of the table to see its performance, prices, caveats and specifications. "
           "Select two to four rows and press %1 to compare them.")
            .arg(compare->shortcut().toString(QKeySequence::NativeText)));
    // Right-clicking the table: compare (2-4 rows), copy, edit.
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QStringList ids = selectedDeviceIds();
        QMenu menu(this);
        QAction *compareRows = menu.addAction(tr("&Compare…"), this, [this, ids] { openCompare(ids); });
        compareRows->setEnabled(ids.size() >= 2 && ids.size() <= 4);
        if (!compareRows->isEnabled())
            compareRows->setText(tr("&Compare… (select 2 to 4 rows)"));
        menu.addAction(tr("&Copy rows"), this, &MainWindow::copySelection);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
    QAction *wizard = tools->addAction(tr("&Recommendation wizard…"), this,
                                       &MainWindow::openRecommendationWizard);
    wizard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About GPU Advisor"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

ImportDialog *MainWindow::importFile(const QString &path)
{
    auto *dialog = new ImportDialog(m_workspace, path, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

PastePricesDialog *MainWindow::pastePrices(const QString &text)
{
    auto *dialog = new PastePricesDialog(m_workspace, text, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void MainWindow::createColumnsMenu(QMenu *menu)
{
    QHeaderView *header = m_view->horizontalHeader();
    for (int c = 0; c < RankingModel::ColumnCount; ++c) {
        QAction *action = menu->addAction(m_model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(c));
        action->setEnabled(c != RankingModel::Name); // the name always stays
        connect(action, &QAction::toggled, header, [header, c](bool on) { header->setSectionHidden(c, !on); });
    }
}

void MainWindow::refreshChoices()
{
    const DataSet &catalogueData = m_workspace->data();
    std::set<std::string> vendors;
    for (const Device &d : catalogueData.devices)
        vendors.insert(d.vendor);
    QStringList vendorList;
    for (const std::string &v : vendors)
        vendorList.append(toQString(v));
    m_filters->setVendors(vendorList);
    m_filters->setCurrency(toQString(m_workspace->view().currency), m_workspace->usdPerDisplayUnit());
    QStringList currencies;
    for (const ExchangeRate &r : catalogueData.exchangeRates)
        currencies.append(toQString(r.currency));
    std::vector<std::pair<std::string, std::string>> llmModels;
    for (const LlmModel &m : catalogueData.llmModels)
        llmModels.emplace_back(m.id, m.name);
    m_toolBar->setLlmModels(llmModels);
    m_toolBar->setView(m_workspace->view());
    m_toolBar->setDevices(catalogueData.devices);
    m_toolBar->setCurrencies(currencies);
    m_proxy->setDeviceFilter(m_workspace->filter());
}

void MainWindow::showWorkloadColumns()
{
    const bool llm = m_workspace->view().llm.has_value();
    if (m_llmColumns == llm)
        return; // the user's own column choices stay until the workload kind changes
    m_llmColumns = llm;
    QHeaderView *header = m_view->horizontalHeader();
    for (const int column : {RankingModel::Relative, RankingModel::PerDollar, RankingModel::EffectiveMemory})
        header->setSectionHidden(column, llm);
    for (const int column : {RankingModel::LlmTokensPerS, RankingModel::LlmPerThousand}) {
        header->setSectionHidden(column, !llm);
        if (llm)
            m_view->resizeColumnToContents(column);
    }
    // Best value first: the devices that cannot fit have no figure and sort last.
    m_view->sortByColumn(llm ? RankingModel::LlmPerThousand : RankingModel::PerDollar, Qt::DescendingOrder);
}

std::string MainWindow::selectedDeviceId() const
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || !m_view->selectionModel()->isRowSelected(current.row(), current.parent()))
        return {};
    return current.data(RankingModel::DeviceIdRole).toString().toStdString();
}

void MainWindow::onSelectionChanged()
{
    const std::string id = selectedDeviceId();
    // The pane builds its text only when its device changes.
    m_details->setDevice(id);
    if (m_editDevice)
        m_editDevice->setEnabled(!id.empty() && !m_workspace->isReadOnly());
    if (!id.empty()) {
        m_plansDevice = id;
        if (m_plansTab->isBuilt())
            plansPanel()->setSelectedDevice(id);
    }
}

PlansPanel *MainWindow::plansPanel() const
{
    return static_cast<PlansPanel *>(m_plansTab->content());
}

CloudOffersView *MainWindow::cloudOffersView() const
{
    return static_cast<CloudOffersView *>(m_cloudTab->content());
}

ChartContext MainWindow::chartContext() const
{
    ChartContext context;
    context.session = &m_workspace->session();
    context.filter = m_workspace->filter();
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        context.selectedDeviceIds.push_back(index.data(RankingModel::DeviceIdRole).toString().toStdString());
    return context;
}

void MainWindow::showTab(int index)
{
    m_tabs->setCurrentIndex(index);
}

void MainWindow::selectDevice(const std::string &deviceId)
{
    const int sourceRow = m_model->rowOf(deviceId);
    if (sourceRow < 0)
        return;
    QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid()) {
        m_filters->clear();
        index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    }
    m_view->setCurrentIndex(index);
    m_view->selectRow(index.row());
    m_view->scrollTo(index);
}

void MainWindow::showDevices(const QStringList &deviceIds)
{
    if (deviceIds.isEmpty())
        return;
    m_filters->clear();
    DeviceFilter filter;
    filter.ids.emplace();
    for (const QString &id : deviceIds)
        filter.ids->insert(id.toStdString());
    m_workspace->setFilter(filter);
    showTab(0);
    selectDevice(deviceIds.first().toStdString());
    for (const QString &id : deviceIds) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(m_model->rowOf(id.toStdString()), 0));
        if (index.isValid())
            m_view->selectionModel()->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    statusBar()->showMessage(
        tr("Showing the %n recommended device(s); Edit > Clear filters shows them all", nullptr,
           static_cast<int>(deviceIds.size())),
        10000);
}

QStringList MainWindow::selectedDeviceIds() const
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList ids;
    for (const QModelIndex &index : rows)
        ids.append(index.data(RankingModel::DeviceIdRole).toString());
    return ids;
}

CompareView *MainWindow::openCompare(const QStringList &deviceIds)
{
    if (deviceIds.size() < 2 || deviceIds.size() > 4) {
        statusBar()->showMessage(tr("Select 2 to 4 rows to compare (Ctrl+click adds a row)"), 8000);
        return nullptr;
    }
    std::vector<std::string> ids;
    for (const QString &id : deviceIds)
        ids.push_back(id.toStdString());
    auto *view = new CompareView(m_workspace, ids, this);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->show();
    return view;
}

RecommendationWizard *MainWindow::openRecommendationWizard()
{
    auto *wizard = new RecommendationWizard(m_workspace, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &RecommendationWizard::showInTableRequested, this, &MainWindow::showDevices);
    wizard->open();
    return wizard;
}

void MainWindow::copySelection()
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    QList<int> sourceRows;
    for (const int row : rows)
        sourceRows.append(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    if (sourceRows.isEmpty())
        return;
    QApplication::clipboard()->setText(m_model->toTsv(sourceRows));
    statusBar()->showMessage(tr("Copied %n row(s)", nullptr, static_cast<int>(sourceRows.size())), 4000);
}

void MainWindow::addDevice()
{
    DeviceDialog dialog(m_workspace, nullptr, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Device device = dialog.device();
    if (m_workspace->addDevice(device))
        selectDevice(device.id);
}

void MainWindow::editDevice(const std::string &deviceId)
{
    const Device *current = m_workspace->data().device(deviceId);
    if (!current)
        return;
    DeviceDialog dialog(m_workspace, current, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_workspace->updateDevice(dialog.device()))
        selectDevice(deviceId);
}

void MainWindow::showPreferences()
{
    SettingsDialog dialog(m_workspace, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.theme() != storedTheme()) {
        storeTheme(dialog.theme());
        applyTheme(dialog.theme());
    }
    const bool languageChanged = dialog.language() != storedLanguage();
    if (languageChanged)
        storeLanguage(dialog.language());
    for (const auto &[currency, perUsd] : dialog.changedRates()) {
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        m_workspace->setExchangeRate({currency, perUsd, today.toStdString(), tr("entered in Preferences").toStdString()});
    }
    // Saved in the catalogue: `gpu-advisor` commands on it use them too.
    if (m_workspace->setSettings(dialog.settings()))
        statusBar()->showMessage(languageChanged
                                     ? tr("Preferences saved; the new language applies at the next start")
                                     : tr("Preferences saved"),
                                 6000);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About GPU Advisor"),
        tr("<h3>GPU Advisor %1</h3>"
           "<p>Choose hardware for deep learning: GPUs, TPUs and cloud offers compared by "
           "performance, performance per dollar and total cost.</p>"
           "<p>Built on Tim Dettmers' article <a href=\"%3\">\"Which GPU(s) to Get for Deep Learning\"</a> "
           "(2019), cited in the app as \"Dettmers 2019, §N\" by its sections.</p>"
           "<p>Data sources: vendor specifications and whitepapers; Lambda's deep-learning "
           "benchmarks (lambdal/deeplearning-benchmark); SkyPilot's cloud price catalogue; "
           "Epoch AI, Data on Machine Learning Hardware (CC BY 4.0); each value names its "
           "source in the catalogue.</p>"
           "<p>Catalogue: %2</p>")
            .arg(QApplication::applicationVersion(), m_workspace->catalogue()->path().toHtmlEscaped(),
                 QLatin1String(kArticleUrl)));
}

void MainWindow::restoreLayout()
{
    const QSettings store;
    restoreGeometry(store.value(QLatin1String(keys::kWindowGeometry)).toByteArray());
    restoreState(store.value(QLatin1String(keys::kWindowState)).toByteArray());
    m_cloudHeaderState = store.value(QLatin1String(keys::kCloudTableHeader)).toByteArray();
    if (m_cloudTab->isBuilt())
        cloudOffersView()->table()->horizontalHeader()->restoreState(m_cloudHeaderState);
    m_splitter->restoreState(store.value(QLatin1String(keys::kSplitter)).toByteArray());
    if (const auto kind = parseChartKind(store.value(QLatin1String(keys::kChartKind)).toString()))
        m_charts->setKind(*kind);
}

void MainWindow::saveLayout() const
{
    QSettings store;
    store.setValue(QLatin1String(keys::kWindowGeometry), saveGeometry());
    store.setValue(QLatin1String(keys::kWindowState), saveState());
    store.setValue(QLatin1String(keys::kDeviceTableHeader), m_view->horizontalHeader()->saveState());
    // A view never made keeps the layout it was given.
    store.setValue(QLatin1String(keys::kCloudTableHeader),
                   m_cloudTab->isBuilt() ? cloudOffersView()->table()->horizontalHeader()->saveState()
                                         : m_cloudHeaderState);
    store.setValue(QLatin1String(keys::kSplitter), m_splitter->saveState());
    store.setValue(QLatin1String(keys::kChartKind), chartKindId(m_charts->kind()));
}

void MainWindow::fitFiltersToTab()
{
    // The filters choose the table's and the charts' devices; Plans and the
    // cloud offers do not use them. In a narrow window (a 1024 px laptop)
    // those tabs get the dock's width for their tables and chart legends,
    // and the dock comes back with the devices.
    const bool usesFilters = m_tabs->currentWidget() == m_splitter || m_tabs->currentWidget() == m_charts;
    if (!usesFilters && width() < kNarrowWindow && m_filterDock->isVisible() && !m_filterDock->isFloating()) {
        m_filterDock->hide();
        m_filtersSetAside = true;
    } else if ((usesFilters || width() >= kNarrowWindow) && m_filtersSetAside) {
        m_filterDock->show();
        m_filtersSetAside = false;
    }
}

void MainWindow::updateToolBarRows()
{
    // One row while both toolbars fit; a second row for the prices when the
    // window is too narrow, rather than hiding them behind "»" (a narrow
    // window is where the currency and date are easiest to lose).
    QToolBar *prices = m_toolBar->pricesToolBar();
    if (toolBarArea(prices) != toolBarArea(m_toolBar) || toolBarArea(prices) == Qt::NoToolBarArea)
        return;
    const bool horizontal = toolBarArea(prices) == Qt::TopToolBarArea || toolBarArea(prices) == Qt::BottomToolBarArea;
    if (!horizontal)
        return;
    const int needed = m_toolBar->sizeHint().width() + prices->sizeHint().width()
                       + 2 * style()->pixelMetric(QStyle::PM_ToolBarHandleExtent);
    const bool wrap = needed > width();
    if (wrap == toolBarBreak(prices))
        return;
    if (wrap)
        insertToolBarBreak(prices);
    else
        removeToolBarBreak(prices);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateToolBarRows();
    fitFiltersToTab();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_filtersSetAside) // the user's choice is saved, not the tab's
        m_filterDock->show();
    saveLayout();
    event->accept();
}

} // namespace gpa::ui
