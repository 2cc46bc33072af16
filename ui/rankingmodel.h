#pragma once

#include "core/ranking.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QPointer>
#include <QStyle>

#include <vector>

namespace gpa::ui {

class Workspace;

// The device table: one row per device available in the current view, with
// the engine's figures. Reads the workspace's evaluations and follows its
// changes (same devices: dataChanged, so selection and scroll stay; new
// device list: reset). The price column is editable: setData() does not
// change anything itself, it asks the workspace for an undoable price edit.
class RankingModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Vendor,
        Memory,
        EffectiveMemory,
        Bandwidth,
        TensorTflops,
        Relative,
        Price,
        PerDollar,
        Tdp,
        ReleaseYear,
        // The view's LLM workload (empty without one): decode or training
        // tokens/s of `count` devices, and that per 1,000 of the currency.
        LlmTokensPerS,
        LlmPerThousand,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // a double, lower-case text, or invalid when unknown
        DeviceIdRole,                // QString
        EstimatedRole,               // bool: the performance figure is an estimate
        LlmUnrankedRole,             // bool: the view's LLM does not fit or run on the device
        // QString: "ended" or "ending" when current software no longer
        // supports the device or its end is announced (on the view's date),
        // else empty. The name cell carries the mark and says why.
        SupportRole,
    };

    explicit RankingModel(Workspace *workspace, QObject *parent = nullptr);

    [[nodiscard]] const DeviceEvaluation &evaluation(int row) const;
    [[nodiscard]] int rowOf(const std::string &deviceId) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    // Sort keys without QVariant, for the proxy, which reads every row's key
    // at each sort and after each edited row: a number, or nothing when
    // unknown; text columns compare their lower-case text instead.
    [[nodiscard]] static bool isTextColumn(int column) { return column == Name || column == Vendor; }
    [[nodiscard]] std::optional<double> numberKey(int row, int column) const
    {
        if (column != m_keyColumn)
            fillNumberKeys(column);
        return m_keys.at(static_cast<std::size_t>(row));
    }
    [[nodiscard]] const QString &textKey(int row, int column) const;
    // Whether the text keys are made (a sort by name or vendor since the
    // rows last changed).
    [[nodiscard]] bool hasTextKeys() const { return !m_textKeys.empty(); }

    // Tab-separated text of the given rows with a header line, as displayed.
    [[nodiscard]] QString toTsv(const QList<int> &rows) const;

private:
    [[nodiscard]] QVariant display(const DeviceEvaluation &e, int column) const;
    [[nodiscard]] QVariant sortValue(int row, int column) const;
    [[nodiscard]] QString toolTip(int row, int column) const;
    [[nodiscard]] QString llmToolTip(const DeviceEvaluation &e) const;
    // "support ended" / "support ending" on the view's date, else empty.
    [[nodiscard]] QString supportMark(const DeviceEvaluation &e) const;
    void onEvaluationsChanged();
    void onDevicesReset();

    void resetRows(); // counts the rows and forgets the text keys

    Workspace *m_workspace;
    int m_rowCount = 0;
    // Lower-case name and vendor per row, made on the first sort by either
    // (10,000 rows: 1.7 MB that a sort by numbers never reads).
    mutable std::vector<std::pair<QString, QString>> m_textKeys;
    // One column's number keys for every row, made on the first key asked
    // for after a change and kept up to date for an edited row: the proxy
    // reads all of them again after every price edit.
    [[nodiscard]] std::optional<double> computeNumberKey(int row, int column) const;
    void fillNumberKeys(int column) const;
    void forgetNumberKeys() { m_keyColumn = -1; }
    mutable std::vector<std::optional<double>> m_keys;
    mutable int m_keyColumn = -1;
    // The support marks (warning, stop), made once per style: a standard
    // icon is a new QIcon that reads its image files at each call. Guarded:
    // a style set later may take the address of a deleted one.
    mutable QPointer<QStyle> m_markStyle;
    mutable QIcon m_endingMark;
    mutable QIcon m_endedMark;
};

} // namespace gpa::ui
