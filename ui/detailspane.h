#pragma once

#include <QWidget>

#include <string>

class QGridLayout;
class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace gpa::ui {

class Workspace;

// Everything about the selected device: its specification sheet (unknown
// shown as unknown, filled values with their source), every price quote with
// add and remove, the measured benchmarks and the estimate with its
// uncertainty, and the seed's caveats that apply, each citing its rule.
class DetailsPane : public QWidget
{
    Q_OBJECT

public:
    // Shows no device until it has its workspace (setWorkspace()): the
    // window makes the pane while the catalogue is still being read. With no
    // device (nothing selected) the pane shows its title and a line asking
    // for a row, and none of its sections.
    explicit DetailsPane(QWidget *parent = nullptr);
    // The workspace whose devices the pane shows, set once; the pane is
    // filled then, with the device set before if there is one.
    void setWorkspace(Workspace *workspace);

    void setDevice(const std::string &deviceId);
    [[nodiscard]] const std::string &deviceId() const { return m_deviceId; }

    [[nodiscard]] QTableWidget *quoteTable() const { return m_quotes; }
    // The caveats box's rich text (support mark first), for tests.
    [[nodiscard]] QString caveatsText() const;
    // The specification sheet as plain text, a row per line ("Memory: 24 GB
    // GDDR6X"; the source and notes under their names), as Copy
    // Specifications puts it on the clipboard.
    [[nodiscard]] QString specsText();
    // The line shown under "No device selected": what selecting does (the
    // window names its own shortcuts in it).
    void setNoDeviceHint(const QString &hint);

signals:
    void editDeviceRequested(const std::string &deviceId);

private:
    // An amount in USD in the view's currency: "¥13,024".
    [[nodiscard]] QString displayMoney(double usd, int decimals = 0) const;
    void refresh();
    void refreshFigures();
    void fillSheet();
    // The sheet whose first fill waits for the first frame, now.
    void fillWaitingSheet();
    // The specifications and the measured benchmarks out of sight.
    void hideSheet();
    void fillSpecs();
    void fillPerformance();
    void fillLlm();
    void fillQuotes();
    void fillBenchmarks();
    void fillCaveats();
    void addQuote();
    void removeSelectedQuote();
    void revertDevice();
    void deleteDevice();

    // The specification sheet and the measured benchmarks lie below the
    // fold of a window that shows the pane's top: their first fill waits
    // for the window's first frame (fillSheet()).
    enum class Sheet { BeforeFirstFrame, Waiting, Filled };

    Workspace *m_workspace = nullptr;
    std::string m_deviceId;
    Sheet m_sheet = Sheet::BeforeFirstFrame;
    QLabel *m_title;
    QLabel *m_subtitle;
    QPushButton *m_edit;
    QPushButton *m_revert;
    QPushButton *m_delete;
    QString m_noDeviceHint; // under "No device selected"
    QGridLayout *m_specs;
    QWidget *m_performanceBox;
    QTableWidget *m_performance;
    QLabel *m_estimate;
    QWidget *m_llmBox;
    QLabel *m_llm;
    QWidget *m_pricesBox;
    QLabel *m_priceRule;
    QTableWidget *m_quotes;
    QPushButton *m_addQuote;
    QPushButton *m_removeQuote;
    QWidget *m_benchmarksBox;
    QTableWidget *m_benchmarks = nullptr;
    QWidget *m_caveatsBox;
    QLabel *m_caveats;
};

} // namespace gpa::ui
