#include "deviceproxymodel.h"

#include "rankingmodel.h"

namespace gpa::ui {

DeviceProxyModel::DeviceProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(RankingModel::SortRole);
    // Re-sort and re-filter when a price edit changes the figures.
    setDynamicSortFilter(true);
}

void DeviceProxyModel::setSourceModel(QAbstractItemModel *model)
{
    m_ranking = qobject_cast<RankingModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void DeviceProxyModel::setDeviceFilter(const DeviceFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    invalidateRowsFilter();
}

bool DeviceProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    if (!m_ranking || !m_filter.isActive())
        return true;
    const DeviceEvaluation &e = m_ranking->evaluation(sourceRow);
    return m_filter.matches(*e.device, e.price.usd);
}

bool DeviceProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    // Unknown values go after every known one, whichever the direction.
    if (!a.isValid() || !b.isValid()) {
        if (sortOrder() == Qt::AscendingOrder)
            return a.isValid() && !b.isValid();
        return !a.isValid() && b.isValid();
    }
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString)
        return QString::localeAwareCompare(a.toString(), b.toString()) < 0;
    return a.toDouble() < b.toDouble();
}

} // namespace gpa::ui
