#pragma once

#include "core/device.h"

#include <QAbstractTableModel>

#include <vector>

namespace gpa::ui {

// The catalogue's devices with their main specifications, one row each.
// Unknown values display as a dash with an "unknown" tooltip and sort last.
class DeviceTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Vendor,
        Kind,
        Segment,
        Architecture,
        Memory,
        Bandwidth,
        Fp32,
        Tensor,
        Tdp,
        ReleaseYear,
        ColumnCount
    };
    // The raw value for sorting: a double for numbers, text otherwise,
    // invalid when unknown.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit DeviceTableModel(QObject *parent = nullptr);

    void setDevices(std::vector<Device> devices);
    [[nodiscard]] const Device &device(int row) const { return m_devices.at(static_cast<size_t>(row)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<Device> m_devices;
};

} // namespace gpa::ui
