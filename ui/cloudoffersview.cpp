#include "cloudoffersview.h"

#include "richtext.h"
#include "workspace.h"

#include "core/costmetrics.h"
#include "database/qtconvert.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {

QVariant dash()
{
    return QStringLiteral("—");
}

} // namespace

CloudOfferModel::CloudOfferModel(Workspace *workspace, QObject *parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace)
{
    connect(workspace, &Workspace::devicesReset, this, &CloudOfferModel::rebuild);
    connect(workspace, &Workspace::evaluationsChanged, this, &CloudOfferModel::rebuild);
    rebuild();
}

void CloudOfferModel::rebuild()
{
    std::vector<Row> rows;
    const ViewOptions &view = m_workspace->view();
    for (const CloudOffer &offer : m_workspace->data().cloudOffers) {
        Row row;
        row.offer = &offer;
        const gpa::Device *device = m_workspace->data().device(offer.acceleratorId);
        row.deviceName = toQString(device ? device->name : offer.acceleratorId);
        const auto figure = m_workspace->model().relative(offer.acceleratorId, view.mix, view.precision, view.referenceId);
        if (figure)
            row.relative = figure->relative;
        row.value = cloudValue(offer, figure ? figure->relative : 0.0);
        if (!figure) {
            row.value.performancePerOnDemandDollarHour.reset();
            row.value.performancePerSpotDollarHour.reset();
        }
        rows.push_back(std::move(row));
    }
    if (rows.size() == m_rows.size()) {
        m_rows = std::move(rows);
        if (!m_rows.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int CloudOfferModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CloudOfferModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CloudOfferModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[static_cast<size_t>(index.row())];
    const CloudOffer &o = *row.offer;
    const std::string &currency = m_workspace->view().currency;
    const CurrencyTable &rates = m_workspace->prices().rates();
    const auto money = [&](const std::optional<double> &usd) -> QVariant {
        if (!usd)
            return dash();
        const auto amount = rates.fromUsd(*usd, currency);
        return amount ? QVariant(toQString(formatMoney(*amount, currency, 2))) : dash();
    };
    const auto ratio = [](const std::optional<double> &v) -> QVariant {
        return v ? QVariant(QLocale().toString(*v, 'f', 2)) : dash();
    };
    const auto raw = [](const std::optional<double> &v) { return v ? QVariant(*v) : QVariant(); };
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Provider:
            return toQString(o.provider);
        case Instance:
            return toQString(o.instance);
        case Device:
            return row.deviceName;
        case Count:
            return o.acceleratorCount;
        case OnDemand:
            return money(o.usdPerHourOnDemand);
        case Spot:
            return money(o.usdPerHourSpot);
        case PerDeviceHour:
            return money(row.value.perDeviceHour.onDemandUsd);
        case PerformancePerDollarHour:
            return ratio(row.value.performancePerOnDemandDollarHour);
        case PerformancePerSpotDollarHour:
            return ratio(row.value.performancePerSpotDollarHour);
        case Region:
            return toQString(o.region);
        default:
            return {};
        }
    }
    if (role == SortRole) {
        switch (column) {
        case Count:
            return o.acceleratorCount;
        case OnDemand:
            return raw(o.usdPerHourOnDemand);
        case Spot:
            return raw(o.usdPerHourSpot);
        case PerDeviceHour:
            return raw(row.value.perDeviceHour.onDemandUsd);
        case PerformancePerDollarHour:
            return raw(row.value.performancePerOnDemandDollarHour);
        case PerformancePerSpotDollarHour:
            return raw(row.value.performancePerSpotDollarHour);
        default:
            return data(index, Qt::DisplayRole).toString().toLower();
        }
    }
    if (role == Qt::TextAlignmentRole && column >= Count && column <= PerformancePerSpotDollarHour)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (column == Region || column == Instance)
            return plainAsRichText(toQString(o.priceDate + "\n" + o.source));
        if (column == PerformancePerDollarHour || column == PerformancePerSpotDollarHour)
            return tr("Relative performance of one device per dollar of one device-hour");
    }
    return {};
}

QVariant CloudOfferModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString currency = toQString(m_workspace->view().currency);
    switch (section) {
    case Provider:
        return tr("Provider");
    case Instance:
        return tr("Instance");
    case Device:
        return tr("Device");
    case Count:
        return tr("Devices");
    case OnDemand:
        return tr("On demand (%1/h)").arg(currency);
    case Spot:
        return tr("Spot (%1/h)").arg(currency);
    case PerDeviceHour:
        return tr("Per device-hour (%1)").arg(currency);
    case PerformancePerDollarHour:
        return tr("Performance per $/h");
    case PerformancePerSpotDollarHour:
        return tr("Performance per spot $/h");
    case Region:
        return tr("Region");
    default:
        return {};
    }
}

CloudOffersView::CloudOffersView(Workspace *workspace, QWidget *parent)
    : QWidget(parent)
    , m_model(new CloudOfferModel(workspace, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_table(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    m_search->setPlaceholderText(tr("Filter by provider, instance or device"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Filter cloud offers"));
    layout->addWidget(m_search);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CloudOfferModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setDynamicSortFilter(true);
    m_table->setObjectName(QStringLiteral("cloudOffers"));
    m_table->setAccessibleName(tr("Cloud offers"));
    m_table->setModel(m_proxy);
    // Enabling sorting sorts by the header's indicator (set first: one sort).
    m_table->horizontalHeader()->setSortIndicator(CloudOfferModel::PerformancePerDollarHour, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeColumnsToContents();
    layout->addWidget(m_table);
    auto *note = new QLabel(tr("Prices are per hour of the whole instance; performance is per device, relative to the "
                               "reference device in the current view. Cloud GPUs suit deadlines and one-off large "
                               "runs (Dettmers 2019, §2.5)."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    connect(m_search, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
}

} // namespace gpa::ui
