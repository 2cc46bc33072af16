#include "mainwindow.h"

#include "devicetablemodel.h"
#include "logging.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>

namespace gpa::ui {

MainWindow::MainWindow(std::unique_ptr<db::Catalogue> catalogue, const db::OpenReport &report,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_catalogue(std::move(catalogue))
{
    setWindowTitle(tr("GPU Advisor"));

    m_model = new DeviceTableModel(this);
    m_model->setDevices(m_catalogue->devices());
    qCDebug(lcUi) << "loaded" << m_model->rowCount() << "devices from" << m_catalogue->path();

    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DeviceTableModel::SortRole);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("deviceView"));
    m_view->setAccessibleName(tr("Devices"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(DeviceTableModel::Name, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->resizeColumnsToContents();
    // A few long product names should not push the numbers off screen.
    m_view->setColumnWidth(DeviceTableModel::Name, std::min(m_view->columnWidth(DeviceTableModel::Name), 260));
    setCentralWidget(m_view);

    createActions();

    QString status = report.message();
    if (status.isEmpty())
        status = tr("%n device(s) in the catalogue", nullptr, m_model->rowCount());
    statusBar()->showMessage(status);
    if (m_catalogue->isReadOnly())
        setWindowTitle(tr("GPU Advisor (read-only)"));
    resize(1100, 650);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About GPU Advisor"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About GPU Advisor"),
        tr("<h3>GPU Advisor %1</h3>"
           "<p>Choose hardware for deep learning: GPUs, TPUs and cloud offers compared by "
           "performance, performance per dollar and total cost.</p>"
           "<p>Built on Tim Dettmers' analysis \"Which GPU(s) to Get for Deep Learning\" (2019).</p>"
           "<p>Data sources: vendor specifications and whitepapers; Lambda's deep-learning "
           "benchmarks (lambdal/deeplearning-benchmark); SkyPilot's cloud price catalogue; "
           "Epoch AI, Data on Machine Learning Hardware (CC BY 4.0); each value names its "
           "source in the catalogue.</p>"
           "<p>Catalogue: %2</p>")
            .arg(QApplication::applicationVersion(), m_catalogue->path().toHtmlEscaped()));
}

} // namespace gpa::ui
