#include "deviceproxymodel.h"

#include "rankingmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace gpa::ui {

namespace {

// The comparison of the sort role's values for models other than the
// ranking: unknown values after known ones whichever the direction, text
// by the locale, the rest as numbers.
bool variantLess(const QVariant &a, const QVariant &b, bool ascending)
{
    if (!a.isValid() || !b.isValid())
        return ascending ? (a.isValid() && !b.isValid()) : (!a.isValid() && b.isValid());
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString)
        return QString::localeAwareCompare(a.toString(), b.toString()) < 0;
    return a.toDouble() < b.toDouble();
}

std::vector<int> sourceOrder(int rows)
{
    std::vector<int> order(static_cast<std::size_t>(std::max(rows, 0)));
    std::iota(order.begin(), order.end(), 0);
    return order;
}

} // namespace

struct DeviceProxyModel::Keys
{
    enum class Kind { SourceOrder, Number, Text, Variant };
    Kind kind = Kind::SourceOrder;
    bool ascending = true;
    std::vector<double> numbers; // NaN: unknown
    std::vector<const QString *> texts;
    std::vector<QVariant> variants;

    // Whether source row a is shown before source row b: a strict weak
    // order, so equal rows keep their order in a stable sort.
    [[nodiscard]] bool precedes(int a, int b) const
    {
        const auto i = static_cast<std::size_t>(a);
        const auto j = static_cast<std::size_t>(b);
        switch (kind) {
        case Kind::SourceOrder:
            return ascending ? a < b : b < a;
        case Kind::Number: {
            const double x = numbers[i];
            const double y = numbers[j];
            if (std::isnan(x) || std::isnan(y))
                return !std::isnan(x) && std::isnan(y); // unknown last either way
            return ascending ? x < y : y < x;
        }
        case Kind::Text:
            return ascending ? *texts[i] < *texts[j] : *texts[j] < *texts[i];
        case Kind::Variant:
            return ascending ? variantLess(variants[i], variants[j], true) : variantLess(variants[j], variants[i], false);
        }
        return false;
    }
};

DeviceProxyModel::DeviceProxyModel(QObject *parent) : QAbstractProxyModel(parent) {}

void DeviceProxyModel::setSourceModel(QAbstractItemModel *model)
{
    beginResetModel();
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    QAbstractProxyModel::setSourceModel(model);
    m_ranking = qobject_cast<RankingModel *>(model);
    if (model) {
        const auto resetBegins = [this] { beginResetModel(); };
        const auto resetEnds = [this] {
            rebuild();
            endResetModel();
        };
        m_connections = {
            connect(model, &QAbstractItemModel::dataChanged, this, &DeviceProxyModel::sourceDataChanged),
            connect(model, &QAbstractItemModel::headerDataChanged, this, &DeviceProxyModel::sourceHeaderDataChanged),
            connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this,
                    &DeviceProxyModel::sourceLayoutAboutToBeChanged),
            connect(model, &QAbstractItemModel::layoutChanged, this, &DeviceProxyModel::sourceLayoutChanged),
            connect(model, &QAbstractItemModel::modelAboutToBeReset, this, resetBegins),
            connect(model, &QAbstractItemModel::modelReset, this, resetEnds),
            // Rows and columns that come and go (the ranking model resets
            // instead): shown anew.
            connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, resetBegins),
            connect(model, &QAbstractItemModel::rowsInserted, this, resetEnds),
            connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, resetBegins),
            connect(model, &QAbstractItemModel::rowsRemoved, this, resetEnds),
            connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, resetBegins),
            connect(model, &QAbstractItemModel::rowsMoved, this, resetEnds),
            connect(model, &QAbstractItemModel::columnsAboutToBeInserted, this, resetBegins),
            connect(model, &QAbstractItemModel::columnsInserted, this, resetEnds),
            connect(model, &QAbstractItemModel::columnsAboutToBeRemoved, this, resetBegins),
            connect(model, &QAbstractItemModel::columnsRemoved, this, resetEnds),
            connect(model, &QAbstractItemModel::columnsAboutToBeMoved, this, resetBegins),
            connect(model, &QAbstractItemModel::columnsMoved, this, resetEnds),
            // Quietly, as QSortFilterProxyModel: the source usually goes
            // with its window, whose slots must not run half destroyed.
            connect(model, &QObject::destroyed, this,
                    [this] {
                        m_ranking = nullptr;
                        m_sourceRows.clear();
                        m_proxyRows.clear();
                        m_columns = 0;
                    }),
        };
    }
    rebuild();
    endResetModel();
}

void DeviceProxyModel::setDeviceFilter(const DeviceFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    // One layout change (as QSortFilterProxyModel's invalidate()): a removal
    // per filtered-out range costs the views O(ranges x rows) at thousands
    // of devices.
    setRows(arranged(sourceOrder(sourceModel() ? sourceModel()->rowCount() : 0), true),
            QAbstractItemModel::NoLayoutChangeHint);
}

void DeviceProxyModel::sort(int column, Qt::SortOrder order)
{
    if (column == m_sortColumn && order == m_sortOrder)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    // Equal rows keep the order they are shown in (a sort by name, then by
    // memory, lists each memory size by name).
    setRows(arranged(m_sourceRows, false), QAbstractItemModel::VerticalSortHint);
}

DeviceProxyModel::Keys DeviceProxyModel::keys() const
{
    Keys k;
    k.ascending = m_sortOrder == Qt::AscendingOrder;
    const QAbstractItemModel *source = sourceModel();
    if (!source || m_sortColumn < 0 || m_sortColumn >= m_columns)
        return k;
    const int rows = source->rowCount();
    const auto count = static_cast<std::size_t>(rows);
    if (!m_ranking) {
        k.kind = Keys::Kind::Variant;
        k.variants.reserve(count);
        for (int r = 0; r < rows; ++r)
            k.variants.push_back(source->index(r, m_sortColumn).data(RankingModel::SortRole));
    } else if (RankingModel::isTextColumn(m_sortColumn)) {
        k.kind = Keys::Kind::Text;
        k.texts.reserve(count);
        for (int r = 0; r < rows; ++r)
            k.texts.push_back(&m_ranking->textKey(r, m_sortColumn));
    } else {
        k.kind = Keys::Kind::Number;
        k.numbers.reserve(count);
        for (int r = 0; r < rows; ++r)
            k.numbers.push_back(m_ranking->numberKey(r, m_sortColumn).value_or(std::numeric_limits<double>::quiet_NaN()));
    }
    return k;
}

bool DeviceProxyModel::accepts(int sourceRow) const
{
    if (!m_ranking || !m_filter.isActive())
        return true;
    const DeviceEvaluation &e = m_ranking->evaluation(sourceRow);
    return m_filter.matches(*e.device, e.price.usd);
}

std::vector<int> DeviceProxyModel::arranged(std::vector<int> order, bool filter) const
{
    if (filter)
        std::erase_if(order, [this](int row) { return !accepts(row); });
    const Keys k = keys();
    if (k.kind == Keys::Kind::Number) {
        // The order precedes() gives, on (key, row) pairs side by side:
        // known keys first, then the unknown ones as they came.
        std::vector<std::pair<double, int>> known;
        known.reserve(order.size());
        std::vector<int> unknown;
        for (const int row : order) {
            const double key = k.numbers[static_cast<std::size_t>(row)];
            if (std::isnan(key))
                unknown.push_back(row);
            else
                known.emplace_back(key, row);
        }
        if (k.ascending)
            std::stable_sort(known.begin(), known.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        else
            std::stable_sort(known.begin(), known.end(), [](const auto &a, const auto &b) { return b.first < a.first; });
        std::transform(known.begin(), known.end(), order.begin(), [](const auto &pair) { return pair.second; });
        std::copy(unknown.begin(), unknown.end(), order.begin() + static_cast<std::ptrdiff_t>(known.size()));
        return order;
    }
    if (k.kind != Keys::Kind::SourceOrder || !k.ascending || !std::is_sorted(order.begin(), order.end()))
        std::stable_sort(order.begin(), order.end(), [&k](int a, int b) { return k.precedes(a, b); });
    return order;
}

void DeviceProxyModel::indexRows()
{
    const int sourceRows = sourceModel() ? sourceModel()->rowCount() : 0;
    m_proxyRows.assign(static_cast<std::size_t>(std::max(sourceRows, 0)), -1);
    for (std::size_t p = 0; p < m_sourceRows.size(); ++p)
        m_proxyRows[static_cast<std::size_t>(m_sourceRows[p])] = static_cast<int>(p);
}

void DeviceProxyModel::rebuild()
{
    const QAbstractItemModel *source = sourceModel();
    m_columns = source ? source->columnCount() : 0;
    m_sourceRows = arranged(sourceOrder(source ? source->rowCount() : 0), true);
    indexRows();
}

void DeviceProxyModel::setRows(std::vector<int> rows, QAbstractItemModel::LayoutChangeHint hint)
{
    if (rows == m_sourceRows)
        return;
    emit layoutAboutToBeChanged({}, hint);
    const QModelIndexList from = persistentIndexList();
    std::vector<int> sourceRowOf;
    sourceRowOf.reserve(static_cast<std::size_t>(from.size()));
    for (const QModelIndex &index : from) {
        const bool mapped = index.row() >= 0 && static_cast<std::size_t>(index.row()) < m_sourceRows.size();
        sourceRowOf.push_back(mapped ? m_sourceRows[static_cast<std::size_t>(index.row())] : -1);
    }
    m_sourceRows = std::move(rows);
    indexRows();
    QModelIndexList to;
    to.reserve(from.size());
    for (qsizetype i = 0; i < from.size(); ++i) {
        const int sourceRow = sourceRowOf[static_cast<std::size_t>(i)];
        const int row = sourceRow < 0 ? -1 : m_proxyRows[static_cast<std::size_t>(sourceRow)];
        to.append(row < 0 ? QModelIndex() : index(row, from.at(i).column()));
    }
    changePersistentIndexList(from, to);
    emit layoutChanged({}, hint);
}

void DeviceProxyModel::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                         const QList<int> &roles)
{
    if (!topLeft.isValid() || topLeft.parent().isValid())
        return;
    const int first = topLeft.row();
    const int last = bottomRight.row();
    if (first == last) {
        sourceRowChanged(first, topLeft.column(), bottomRight.column(), roles);
        return;
    }
    // Many rows: filtered and sorted again from the source's order, as
    // QSortFilterProxyModel re-sorts the rows of a change.
    const bool sortTouched = m_sortColumn >= topLeft.column() && m_sortColumn <= bottomRight.column();
    if (sortTouched || m_filter.isActive())
        setRows(arranged(sourceOrder(sourceModel()->rowCount()), true), QAbstractItemModel::VerticalSortHint);
    if (m_sourceRows.empty())
        return;
    int low = rowCount();
    int high = -1;
    for (int r = first; r <= last && static_cast<std::size_t>(r) < m_proxyRows.size(); ++r) {
        const int row = m_proxyRows[static_cast<std::size_t>(r)];
        if (row >= 0) {
            low = std::min(low, row);
            high = std::max(high, row);
        }
    }
    if (high >= 0)
        emit dataChanged(index(low, topLeft.column()), index(high, bottomRight.column()), roles);
}

void DeviceProxyModel::sourceRowChanged(int sourceRow, int firstColumn, int lastColumn, const QList<int> &roles)
{
    if (sourceRow < 0 || static_cast<std::size_t>(sourceRow) >= m_proxyRows.size())
        return;
    const int shownAt = m_proxyRows[static_cast<std::size_t>(sourceRow)];
    const bool accepted = accepts(sourceRow);
    if (shownAt < 0 && !accepted)
        return;
    if (shownAt < 0 || !accepted) {
        const Keys k = keys();
        if (shownAt < 0) {
            // Now let through: at its place in the order (after equal rows).
            const auto at = std::upper_bound(m_sourceRows.begin(), m_sourceRows.end(), sourceRow,
                                             [&k](int a, int b) { return k.precedes(a, b); });
            const int row = static_cast<int>(at - m_sourceRows.begin());
            beginInsertRows({}, row, row);
            m_sourceRows.insert(at, sourceRow);
            indexRows();
            endInsertRows();
        } else {
            beginRemoveRows({}, shownAt, shownAt);
            m_sourceRows.erase(m_sourceRows.begin() + shownAt);
            indexRows();
            endRemoveRows();
        }
        return;
    }
    int row = shownAt;
    if (m_sortColumn >= firstColumn && m_sortColumn <= lastColumn) {
        // Moved only when out of order with its neighbours, then after the
        // rows equal to it (as QSortFilterProxyModel).
        const Keys k = keys();
        const auto before = [&k](int a, int b) { return k.precedes(a, b); };
        const auto shown = static_cast<std::size_t>(shownAt);
        const bool inOrder = (shown == 0 || !before(sourceRow, m_sourceRows[shown - 1]))
                             && (shown + 1 == m_sourceRows.size() || !before(m_sourceRows[shown + 1], sourceRow));
        if (!inOrder) {
            std::vector<int> rows = m_sourceRows;
            rows.erase(rows.begin() + shownAt);
            rows.insert(std::upper_bound(rows.begin(), rows.end(), sourceRow, before), sourceRow);
            setRows(std::move(rows), QAbstractItemModel::VerticalSortHint);
            row = m_proxyRows[static_cast<std::size_t>(sourceRow)];
        }
    }
    emit dataChanged(index(row, firstColumn), index(row, lastColumn), roles);
}

void DeviceProxyModel::sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last)
{
    if (orientation == Qt::Horizontal)
        emit headerDataChanged(orientation, first, last);
    else if (!m_sourceRows.empty())
        emit headerDataChanged(orientation, 0, rowCount() - 1);
}

void DeviceProxyModel::sourceLayoutAboutToBeChanged()
{
    emit layoutAboutToBeChanged();
    m_layoutProxy = persistentIndexList();
    m_layoutSource.clear();
    for (const QModelIndex &index : std::as_const(m_layoutProxy))
        m_layoutSource.append(QPersistentModelIndex(mapToSource(index)));
}

void DeviceProxyModel::sourceLayoutChanged()
{
    rebuild();
    QModelIndexList to;
    to.reserve(m_layoutSource.size());
    for (const QPersistentModelIndex &index : std::as_const(m_layoutSource))
        to.append(mapFromSource(index));
    changePersistentIndexList(m_layoutProxy, to);
    m_layoutProxy.clear();
    m_layoutSource.clear();
    emit layoutChanged();
}

QModelIndex DeviceProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= m_columns)
        return {};
    return createIndex(row, column);
}

QModelIndex DeviceProxyModel::parent(const QModelIndex &) const
{
    return {};
}

int DeviceProxyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_sourceRows.size());
}

int DeviceProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

bool DeviceProxyModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0 && m_columns > 0;
}

QVariant DeviceProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const QAbstractItemModel *source = sourceModel();
    if (!source)
        return {};
    if (orientation == Qt::Horizontal)
        return source->headerData(section, orientation, role);
    if (section < 0 || section >= rowCount())
        return {};
    return source->headerData(m_sourceRows[static_cast<std::size_t>(section)], orientation, role);
}

QModelIndex DeviceProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || proxyIndex.model() != this || !sourceModel())
        return {};
    const auto row = static_cast<std::size_t>(proxyIndex.row());
    if (row >= m_sourceRows.size())
        return {};
    return sourceModel()->index(m_sourceRows[row], proxyIndex.column());
}

QModelIndex DeviceProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel() || sourceIndex.parent().isValid())
        return {};
    const auto sourceRow = static_cast<std::size_t>(sourceIndex.row());
    if (sourceRow >= m_proxyRows.size())
        return {};
    const int row = m_proxyRows[sourceRow];
    return row < 0 ? QModelIndex() : index(row, sourceIndex.column());
}

} // namespace gpa::ui
