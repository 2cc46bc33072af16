#pragma once

#include <optional>

#include "database/catalogue.h"

#include <QByteArray>
#include <QMainWindow>

#include <memory>
#include <string>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;
class QTableView;

namespace gpa::ui {

class ChartPanel;
class LazyTab;
struct ChartContext;
class CloudOffersView;
class CompareView;
class DetailsPane;
class DeviceProxyModel;
class FilterPanel;
class ImportDialog;
class PastePricesDialog;
class PlansPanel;
class PriceDelegate;
class RankingModel;
class RecommendationWizard;
class ViewToolBar;
class Workspace;
class WorkspaceLoader;
struct WorkspaceStart;

// The workspace window: filters on the left, the device table with the
// selected device's details in the middle, cloud offers and charts in tabs,
// and the view selectors in the toolbar. It wires the panels together and
// owns the menus; the panels do the work.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(std::unique_ptr<db::Catalogue> catalogue, const db::OpenReport &report, QWidget *parent = nullptr);
    // The window for the catalogue `loader` opens on its thread: the widgets
    // that need no data are made while it reads. Why the catalogue could not
    // be opened, when it could not.
    static Result<std::unique_ptr<MainWindow>> open(WorkspaceLoader &loader);
    ~MainWindow() override;

    [[nodiscard]] Workspace *workspace() const { return m_workspace; }
    [[nodiscard]] QTableView *deviceView() const { return m_view; }
    [[nodiscard]] RankingModel *rankingModel() const { return m_model; }
    [[nodiscard]] DeviceProxyModel *proxyModel() const { return m_proxy; }
    [[nodiscard]] FilterPanel *filterPanel() const { return m_filters; }
    [[nodiscard]] ViewToolBar *viewToolBar() const { return m_toolBar; }
    [[nodiscard]] DetailsPane *detailsPane() const { return m_details; }
    // Plans and Cloud offers are made when first shown or asked for.
    [[nodiscard]] CloudOffersView *cloudOffersView() const;
    [[nodiscard]] ChartPanel *chartPanel() const { return m_charts; }
    [[nodiscard]] PlansPanel *plansPanel() const;
    // Shows a tab of the central area: 0 devices, 1 charts, 2 plans, 3 cloud offers.
    void showTab(int index);
    [[nodiscard]] QAction *undoAction() const { return m_undo; }
    [[nodiscard]] QAction *redoAction() const { return m_redo; }

    // Selects a device's row (clearing filters that hide it).
    void selectDevice(const std::string &deviceId);
    // The device of the current row when it is visible and selected; empty
    // otherwise.
    [[nodiscard]] std::string selectedDeviceId() const;
    // Copies the selected rows as tab-separated text with a header.
    void copySelection();
    // File > Import… on `path`: the dry-run dialog (open, not modal to the
    // caller), applied on confirmation.
    ImportDialog *importFile(const QString &path);
    // Edit > Paste prices… with `text` (the clipboard's): the preview dialog.
    PastePricesDialog *pastePrices(const QString &text);
    // Shows exactly these devices in the table (a filter the panel's "clear"
    // lifts), all selected, the first current.
    void showDevices(const QStringList &deviceIds);
    // Compare… (the table's context menu, Tools > Compare): the devices side
    // by side in a window of their own; 2 to 4 ids, else nothing opens and
    // the status bar says why.
    CompareView *openCompare(const QStringList &deviceIds);
    // The ids of the selected rows, in the table's order.
    [[nodiscard]] QStringList selectedDeviceIds() const;
    // Tools > Recommendation wizard: opens it window-modal on the workspace.
    RecommendationWizard *openRecommendationWizard();

    // The settings key of the team catalogue the window opens (a URL
    // without a password); absent: the user's own file.
    static QString teamSettingKey();

signals:
    // File > Connect to team catalogue… / Use my own catalogue: the
    // application opens `location` (a URL or a file; empty: the user's own)
    // in a new window and closes this one.
    void switchCatalogueRequested(const QString &location);

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The widgets that need no data, made before the workspace; build()
    // places them in the window.
    struct Unplaced;
    explicit MainWindow(QWidget *parent);
    void build(WorkspaceStart start, const db::OpenReport &report);
    void createActions();
    void createColumnsMenu(QMenu *view);
    void refreshChoices();
    // The table's columns for the view's workload: tokens/s under an LLM,
    // relative performance otherwise.
    void showWorkloadColumns();
    // The details pane, the plans and every action follow the table's
    // current row only while it is visible and selected: a row a filter hid
    // or a cleared selection leaves the pane empty, so nothing edits a
    // device the user cannot see.
    void onSelectionChanged();
    // Charts follow the workspace; they are rebuilt when visible (or about to
    // be exported), not on every edit made while another tab is shown.
    [[nodiscard]] ChartContext chartContext() const;
    void addDevice();
    void editDevice(const std::string &deviceId);
    void showPreferences();
    void showAbout();
    void updateToolBarRows();
    void fitFiltersToTab();
    void restoreLayout();
    void saveLayout() const;
    void addTeamActions(QMenu *file);
    void connectToTeam();

    std::unique_ptr<Unplaced> m_unplaced;
    Workspace *m_workspace = nullptr;
    RankingModel *m_model = nullptr;
    DeviceProxyModel *m_proxy = nullptr;
    PriceDelegate *m_priceDelegate = nullptr;
    QTableView *m_view = nullptr;
    FilterPanel *m_filters = nullptr;
    QDockWidget *m_filterDock = nullptr;
    ViewToolBar *m_toolBar = nullptr;
    DetailsPane *m_details = nullptr;
    LazyTab *m_cloudTab = nullptr; // a CloudOffersView
    QByteArray m_cloudHeaderState; // restored when the view is made
    ChartPanel *m_charts = nullptr;
    LazyTab *m_plansTab = nullptr; // a PlansPanel
    std::string m_plansDevice; // the selected device, given to Plans when it is made
    // Below this width Plans and Cloud offers set the filter dock aside.
    static constexpr int kNarrowWindow = 1280;
    bool m_filtersSetAside = false; // hidden by fitFiltersToTab(), not by the user
    std::optional<bool> m_llmColumns; // which columns showWorkloadColumns() last set
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_splitter = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_updateData = nullptr; // File > Update Bundled Data
    QAction *m_editDevice = nullptr; // Edit > Edit Device, with a device selected
    QAction *m_redo = nullptr;
    QLabel *m_connection = nullptr; // a team catalogue: where, as whom, and whether live
};

} // namespace gpa::ui
