#pragma once

#include "core/recommender.h"
#include "reportwriter.h"

#include <QImage>
#include <QStringList>
#include <QWizardPage>

#include <optional>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace gpa::ui {

class Workspace;

// The last page: the ranked picks with their score, reasons and warnings,
// what bound the choice, the unmet sentence and nearest options when nothing
// qualifies, a small performance-per-dollar chart of the candidates, the
// cloud alternative with its break-even and the TPU note. "Show in the
// table" hands the picks to the main window; "Export report…" writes them
// for a colleague.
class ResultsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ResultsPage(const Workspace *workspace, QWidget *parent = nullptr);

    // Runs the recommender on the wizard's answers.
    void initializePage() override;
    // Runs the recommender on these answers and shows the result.
    void showResult(const RecommendationInputs &inputs, const QString &personaName);

    // Nullopt when the answers cannot be used (see problem()).
    [[nodiscard]] const std::optional<Recommendation> &recommendation() const { return m_result; }
    [[nodiscard]] QString problem() const { return m_problem; }
    // What the page shows, as HTML (for tests and screen readers alike).
    [[nodiscard]] QString resultHtml() const;
    [[nodiscard]] QTextBrowser *resultView() const { return m_text; }
    [[nodiscard]] QLabel *chartLabel() const { return m_chart; }
    [[nodiscard]] QPushButton *showInTableButton() const { return m_showInTable; }
    [[nodiscard]] QPushButton *exportButton() const { return m_export; }

    // The report's contents beside the recommendation (chart, sources, date).
    [[nodiscard]] ReportDetails reportDetails() const;
    // Writes the report (HTML or PDF by the extension); the reason on failure.
    std::optional<QString> exportReport(const QString &path) const;

signals:
    // The picks (or, when nothing qualifies, the nearest options), best first.
    void showInTableRequested(const QStringList &deviceIds);

private:
    void exportInteractively();
    void showInTable();
    [[nodiscard]] QString referenceName() const;

    const Workspace *m_workspace;
    std::optional<Recommendation> m_result;
    QString m_problem;
    QString m_personaName;
    QTextBrowser *m_text = nullptr;
    QLabel *m_chart = nullptr;
    QLabel *m_chartCaption = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_showInTable = nullptr;
    QPushButton *m_export = nullptr;
    QString m_lastFolder;
};

} // namespace gpa::ui
