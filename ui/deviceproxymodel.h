#pragma once

#include "core/devicefilter.h"

#include <QAbstractProxyModel>
#include <QList>
#include <QPersistentModelIndex>

#include <vector>

namespace gpa::ui {

class RankingModel;

// Filters the device table with core's DeviceFilter and sorts it, numbers as
// numbers (RankingModel::SortRole), unknown values after known ones in
// either direction, equal values in the order they had.
//
// The order QSortFilterProxyModel gives, without its cost: it compares two
// rows through two model indexes and a virtual call, about 130,000 times for
// 10,000 rows after every change of view. Here each row's key is read once
// per sort and the rows are sorted on the keys. Like QSortFilterProxyModel,
// a change of every row re-filters and re-sorts as one layout change (with
// the rows' persistent indexes moved), a change of one row moves or removes
// only that row, and an explicit sort keeps equal rows in their shown order.
class DeviceProxyModel : public QAbstractProxyModel
{
    Q_OBJECT

public:
    explicit DeviceProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;
    void setDeviceFilter(const DeviceFilter &filter);
    [[nodiscard]] const DeviceFilter &deviceFilter() const { return m_filter; }

    [[nodiscard]] int sortColumn() const { return m_sortColumn; }
    [[nodiscard]] Qt::SortOrder sortOrder() const { return m_sortOrder; }
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;

private:
    // Each source row's sort key for the sort column, read once per sort.
    struct Keys;
    [[nodiscard]] Keys keys() const;
    [[nodiscard]] bool accepts(int sourceRow) const;
    // All accepted source rows, from `order` (source rows) filtered and sorted.
    [[nodiscard]] std::vector<int> arranged(std::vector<int> order, bool filter) const;
    // Shows `rows` (proxy row -> source row) as one layout change, moving
    // the persistent indexes with their rows; nothing when they are shown.
    void setRows(std::vector<int> rows, QAbstractItemModel::LayoutChangeHint hint);
    void indexRows(); // m_proxyRows from m_sourceRows
    void rebuild();   // from the source, without signals

    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    void sourceRowChanged(int sourceRow, int firstColumn, int lastColumn, const QList<int> &roles);
    void sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last);
    void sourceLayoutAboutToBeChanged();
    void sourceLayoutChanged();

    RankingModel *m_ranking = nullptr;
    DeviceFilter m_filter;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    std::vector<int> m_sourceRows; // proxy row -> source row
    std::vector<int> m_proxyRows;  // source row -> proxy row, -1 when filtered out
    int m_columns = 0;
    // Across a layout change of the source: the persistent indexes and
    // where they were in the source.
    QModelIndexList m_layoutProxy;
    QList<QPersistentModelIndex> m_layoutSource;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace gpa::ui
