#include "devicetablemodel.h"

#include "database/qtconvert.h"

#include <QApplication>
#include <QLocale>
#include <QPalette>

namespace gpa::ui {

namespace {

std::optional<double> numeric(const Device &d, int column)
{
    switch (column) {
    case DeviceTableModel::Memory:
        return d.memoryGb;
    case DeviceTableModel::Bandwidth:
        return d.memoryBandwidthGbs;
    case DeviceTableModel::Fp32:
        return d.fp32Tflops;
    case DeviceTableModel::Tensor:
        return d.tensorFp16TflopsDense;
    case DeviceTableModel::Tdp:
        return d.tdpW;
    case DeviceTableModel::ReleaseYear:
        if (d.releaseYear)
            return *d.releaseYear;
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

bool isNumericColumn(int column)
{
    return column >= DeviceTableModel::Memory && column <= DeviceTableModel::ReleaseYear;
}

int decimals(int column)
{
    switch (column) {
    case DeviceTableModel::Fp32:
    case DeviceTableModel::Tensor:
        return 1;
    default:
        return 0;
    }
}

QString text(const Device &d, int column)
{
    switch (column) {
    case DeviceTableModel::Name:
        return toQString(d.name);
    case DeviceTableModel::Vendor:
        return toQString(d.vendor);
    case DeviceTableModel::Kind:
        return toQString(toString(d.kind));
    case DeviceTableModel::Segment:
        return toQString(toString(d.segment));
    case DeviceTableModel::Architecture:
        return toQString(d.architecture);
    default:
        return {};
    }
}

} // namespace

DeviceTableModel::DeviceTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void DeviceTableModel::setDevices(std::vector<Device> devices)
{
    beginResetModel();
    m_devices = std::move(devices);
    endResetModel();
}

int DeviceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_devices.size());
}

int DeviceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DeviceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Device &d = m_devices[static_cast<size_t>(index.row())];
    const int column = index.column();
    const bool numericColumn = isNumericColumn(column);
    const std::optional<double> value = numericColumn ? numeric(d, column) : std::nullopt;

    switch (role) {
    case Qt::DisplayRole:
        if (!numericColumn)
            return text(d, column);
        if (!value)
            return QStringLiteral("\u2014");
        if (column == ReleaseYear)
            return QString::number(static_cast<int>(*value));
        return QLocale().toString(*value, 'f', decimals(column));
    case SortRole:
        if (!numericColumn)
            return text(d, column).toLower();
        return value ? QVariant(*value) : QVariant();
    case Qt::TextAlignmentRole:
        return numericColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole:
        if (numericColumn && !value)
            return tr("Unknown: not in the reference data");
        if (column == Name)
            return toQString(d.id);
        return {};
    case Qt::ForegroundRole:
        if (numericColumn && !value)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    default:
        return {};
    }
}

QVariant DeviceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Vendor:
        return tr("Vendor");
    case Kind:
        return tr("Kind");
    case Segment:
        return tr("Segment");
    case Architecture:
        return tr("Architecture");
    case Memory:
        return tr("Memory (GB)");
    case Bandwidth:
        return tr("Bandwidth (GB/s)");
    case Fp32:
        return tr("FP32 TFLOPS");
    case Tensor:
        return tr("Tensor TFLOPS");
    case Tdp:
        return tr("TDP (W)");
    case ReleaseYear:
        return tr("Year");
    default:
        return {};
    }
}

} // namespace gpa::ui
