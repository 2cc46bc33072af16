#pragma once

#include "core/personas.h"

#include <QStringList>
#include <QWizard>

#include <optional>
#include <vector>

namespace gpa::ui {

class AnswerPage;
class BudgetPage;
class CloudPage;
class GpusPage;
class MemoryPage;
class PersonaPage;
class ResultsPage;
class WorkloadPage;
class Workspace;

// Tools > Recommendation wizard: a persona (the seed's, the user's own or
// none), then the workloads, budget, memory, GPUs and setting, and cloud
// usage, each pre-filled from the persona and editable, then the results.
// The answers can be saved as the user's own persona. The workspace's
// as-of date applies: on the 2019 view the seed's own picks come out.
class RecommendationWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId {
        PersonaPageId,
        WorkloadPageId,
        BudgetPageId,
        MemoryPageId,
        GpusPageId,
        CloudPageId,
        ResultsPageId,
    };

    explicit RecommendationWizard(Workspace *workspace, QWidget *parent = nullptr);
    ~RecommendationWizard() override;

    // The personas offered: the seed's (a saved one with the same id in its
    // place), then the user's own.
    [[nodiscard]] const std::vector<Persona> &personas() const { return m_personas; }
    // Selects a persona on the first page ("" = from scratch); false when not offered.
    bool selectPersona(const QString &id);
    // Fills every page from the persona with this id ("" or unknown: the defaults).
    void applyPersona(const QString &id);
    // The persona the pages were filled from; nullopt when from scratch.
    [[nodiscard]] std::optional<Persona> appliedPersona() const;
    [[nodiscard]] QString appliedPersonaName() const;

    // The answers as the pages hold them, with the workspace's as-of date.
    [[nodiscard]] RecommendationInputs inputs() const;

    // Saves the answers as the user's persona (one write to the catalogue);
    // the translated reason on failure. The persona list is refreshed and
    // the new persona selected.
    std::optional<QString> saveAsPersona(const QString &id, const QString &name,
                                         const QString &description = {});

    [[nodiscard]] PersonaPage *personaPage() const { return m_personaPage; }
    [[nodiscard]] WorkloadPage *workloadPage() const { return m_workloadPage; }
    [[nodiscard]] BudgetPage *budgetPage() const { return m_budgetPage; }
    [[nodiscard]] MemoryPage *memoryPage() const { return m_memoryPage; }
    [[nodiscard]] GpusPage *gpusPage() const { return m_gpusPage; }
    [[nodiscard]] CloudPage *cloudPage() const { return m_cloudPage; }
    [[nodiscard]] ResultsPage *resultsPage() const { return m_resultsPage; }

signals:
    // "Show in the table": the picks (or the nearest options), best first.
    void showInTableRequested(const QStringList &deviceIds);

private:
    void loadPersonas();
    void savePersonaInteractively();
    [[nodiscard]] std::vector<AnswerPage *> answerPages() const;

    Workspace *m_workspace;
    std::vector<Persona> m_personas;
    QStringList m_personaProblems;
    std::optional<Persona> m_applied;
    bool m_appliedOnce = false; // a choice of the persona page was applied
    PersonaPage *m_personaPage = nullptr;
    WorkloadPage *m_workloadPage = nullptr;
    BudgetPage *m_budgetPage = nullptr;
    MemoryPage *m_memoryPage = nullptr;
    GpusPage *m_gpusPage = nullptr;
    CloudPage *m_cloudPage = nullptr;
    ResultsPage *m_resultsPage = nullptr;
};

} // namespace gpa::ui
