#pragma once

#include "core/message.h"
#include "ui/charts/chartcontext.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <string>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QSplitter;
class QTableWidget;
class QTextBrowser;
class QVBoxLayout;

namespace gpa {
struct Device;
}

namespace gpa::ui {

class PlanChartView;
class Workspace;
struct ChartSnapshot;

// What the three plan tools share: a column of inputs on the left; on the
// right a verdict in bold, a table, the explanation (core's sentences with
// the seed rule each applies) and a chart with Copy and Export. A tool reads
// the workspace's view (workload, precision, reference, price policy,
// currency, as-of date) and settings (Assumptions) at every computation;
// it recomputes at once when an input changes, and after a workspace change
// when it is next shown.
class PlanTool : public QWidget
{
    Q_OBJECT

public:
    PlanTool(Workspace *workspace, ChartKind chartKind, QWidget *parent = nullptr);
    ~PlanTool() override;

    // Recomputes now, visible or not.
    void refresh();
    [[nodiscard]] bool isDirty() const { return m_dirty; }
    // The device selected in the workspace pre-fills the tool's device.
    virtual void setSelectedDevice(const std::string &deviceId) = 0;

    // What the tool shows, as plain text (for tests and the clipboard).
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QStringList explanationTexts() const { return m_explanations; }
    [[nodiscard]] QStringList warningTexts() const { return m_warnings; }
    [[nodiscard]] QLabel *verdictLabel() const { return m_verdict; }
    [[nodiscard]] QTableWidget *table() const { return m_table; }
    [[nodiscard]] PlanChartView *chart() const { return m_chart; }

    // A core sentence in the user's language, with "(seed §x)" when it
    // applies a rule of the seed.
    static QString explain(const Message &message);

protected:
    // Reads the inputs, computes and shows the result.
    virtual void compute() = 0;
    // An input changed: recompute now when shown, else when next shown.
    void inputChanged();
    // The catalogue or the view changed: refill choices, update defaults.
    virtual void workspaceChanged(bool devicesChanged) = 0;

    // A titled group in the inputs column; returns its form.
    QFormLayout *addSection(const QString &title);
    // A note under the inputs (e.g. what follows the toolbar).
    QLabel *addInputsNote();
    void setTableCaption(const QString &caption);

    // Fills a device choice with the catalogue's devices that `accept`
    // admits, by name, keeping the current choice when it is still offered.
    void fillDevices(QComboBox *box, const std::function<bool(const Device &)> &accept) const;
    static std::string currentId(const QComboBox *box);
    static bool selectId(QComboBox *box, const std::string &id);

    void setVerdict(const QString &text, bool problem);
    // One line each; warnings are marked.
    void setExplanations(const QStringList &lines, const QStringList &warnings);
    enum class RowStyle {
        Normal,
        Strong, // the recommended card, the better system, the cheapest plan
        Muted, // e.g. over budget
    };
    void setTable(const QStringList &header, const std::vector<QStringList> &rows,
                  const std::vector<RowStyle> &styles);
    // A snapshot carrying the view, for the tool to add its chart data to.
    [[nodiscard]] ChartSnapshot snapshot() const;
    void setChart(const ChartSnapshot &snapshot);

    // Amounts in the display currency.
    [[nodiscard]] double toDisplay(double usd) const;
    [[nodiscard]] QString money(double usd, int decimals = 0) const;
    [[nodiscard]] QString currency() const;
    [[nodiscard]] QString viewSummary() const;

    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

    Workspace *m_workspace;

private:
    void markDirty(bool devicesChanged);
    void fitTableBox();
    void applySplits();
    void fitInputsWidth();

    QVBoxLayout *m_inputs = nullptr;
    QWidget *m_inputsWidget = nullptr;
    QSplitter *m_left = nullptr; // inputs over explanation
    QSplitter *m_right = nullptr; // table over chart
    bool m_inputsSized = false; // the user moved a handle: keep it there
    bool m_tableSized = false;
    QLabel *m_verdict = nullptr;
    QLabel *m_tableCaption = nullptr;
    QTableWidget *m_table = nullptr;
    QTextBrowser *m_explanation = nullptr;
    PlanChartView *m_chart = nullptr;
    QStringList m_explanations;
    QStringList m_warnings;
    bool m_dirty = true;
    bool m_computing = false;
};

} // namespace gpa::ui
