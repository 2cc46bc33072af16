#pragma once

#include "database/catalogue.h"

#include <QMainWindow>

#include <memory>

class QSortFilterProxyModel;
class QTableView;

namespace gpa::ui {

class DeviceTableModel;

// The application window: the catalogue's devices in a sortable table.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(std::unique_ptr<db::Catalogue> catalogue, const db::OpenReport &report,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] QTableView *deviceView() const { return m_view; }

private:
    void createActions();
    void showAbout();

    std::unique_ptr<db::Catalogue> m_catalogue;
    DeviceTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace gpa::ui
