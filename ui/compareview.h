#pragma once

#include <QDialog>

#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

namespace gpa::ui {

class Workspace;

// Two to four devices side by side (as TechPowerUp's comparison shows
// them): specifications, the figures per workload with their 80% ranges,
// price now and its history, memory fit for a chosen language model, power
// and software support. The best value of a row where the devices differ is
// highlighted, and rows where they differ have a bold label. The figures
// come from core's compareDevices(), the same as `gpu-advisor compare`.
class CompareView : public QDialog
{
    Q_OBJECT

public:
    // The cells' roles: whether a cell holds its row's best value, and the
    // row's key ("memory_gb") on the label cell.
    enum Role { BestRole = Qt::UserRole + 1, RowKeyRole, DiffersRole };

    CompareView(Workspace *workspace, const std::vector<std::string> &deviceIds, QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    [[nodiscard]] QComboBox *modelBox() const { return m_model; }
    [[nodiscard]] QCheckBox *differencesOnlyBox() const { return m_differencesOnly; }
    [[nodiscard]] const std::vector<std::string> &deviceIds() const { return m_deviceIds; }
    // The table row of a comparison row ("memory_gb"); -1 when not shown.
    [[nodiscard]] int rowOf(const std::string &key) const;

    // Renders the whole comparison (every row, not only those in view)
    // under a title line to a PNG file; the reason when it cannot be written.
    std::optional<QString> exportPng(const QString &path) const;
    // The rendering exportPng() writes.
    [[nodiscard]] QImage render() const;

private:
    void rebuild();
    void exportWithDialog();

    Workspace *m_workspace;
    std::vector<std::string> m_deviceIds;
    QLabel *m_title;
    QComboBox *m_model;
    QComboBox *m_weights;
    QCheckBox *m_differencesOnly;
    QTableWidget *m_table;
    QLabel *m_problem;
    int m_historyRow = -1;
};

} // namespace gpa::ui
