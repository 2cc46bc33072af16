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
    // A full invalidate reports one layout change; a rows-only re-filter
    // reports every removed range, which costs the view O(ranges x rows)
    // at thousands of devices.
    invalidate();
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
    if (m_ranking && sortRole() == RankingModel::SortRole) {
        // The fast path: keys straight from the model, no QVariant.
        const int column = left.column();
        if (RankingModel::isTextColumn(column))
            return m_ranking->textKey(left.row(), column) < m_ranking->textKey(right.row(), column);
        const std::optional<double> a = m_ranking->numberKey(left.row(), column);
        const std::optional<double> b = m_ranking->numberKey(right.row(), column);
        if (!a || !b) // unknown values last, whichever the direction
            return sortOrder() == Qt::AscendingOrder ? (a && !b) : (!a && b);
        return *a < *b;
    }
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
