#pragma once

#include "core/costmetrics.h"

#include <QAbstractTableModel>
#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QCheckBox;

namespace gpa::ui {

class Workspace;

// Rentable instances: provider, device, count, on-demand and spot prices,
// price per device-hour and relative performance per dollar-hour.
class CloudOfferModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Provider,
        Instance,
        Device,
        Count,
        OnDemand,
        Spot,
        PerDeviceHour,
        PerformancePerDollarHour,
        PerformancePerSpotDollarHour,
        Region,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit CloudOfferModel(Workspace *workspace, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        const CloudOffer *offer = nullptr;
        QString deviceName;
        CloudValue value;
        std::optional<double> relative; // one device of the instance vs the reference
    };
    void rebuild();
    std::vector<Row> m_rows;
    Workspace *m_workspace;
};

// The cloud offers tab: a filterable, sortable table.
class CloudOffersView : public QWidget
{
    Q_OBJECT

public:
    explicit CloudOffersView(Workspace *workspace, QWidget *parent = nullptr);

    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] QSortFilterProxyModel *proxy() const { return m_proxy; }
    [[nodiscard]] CloudOfferModel *model() const { return m_model; }

private:
    CloudOfferModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_search;
    QTableView *m_table;
};

} // namespace gpa::ui
