#pragma once

#include "core/devicefilter.h"

#include <QSortFilterProxyModel>

namespace gpa::ui {

class RankingModel;

// Filters the device table with core's DeviceFilter and sorts numbers as
// numbers (RankingModel::SortRole), unknown values after known ones.
class DeviceProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit DeviceProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;
    void setDeviceFilter(const DeviceFilter &filter);
    [[nodiscard]] const DeviceFilter &deviceFilter() const { return m_filter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    RankingModel *m_ranking = nullptr;
    DeviceFilter m_filter;
};

} // namespace gpa::ui
