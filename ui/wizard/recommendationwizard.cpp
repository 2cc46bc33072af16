#include "recommendationwizard.h"

#include "budgetpage.h"
#include "cloudpage.h"
#include "database/catalogue.h"
#include "database/personastore.h"
#include "database/qtconvert.h"
#include "gpuspage.h"
#include "memorypage.h"
#include "personapage.h"
#include "resultspage.h"
#include "savepersonadialog.h"
#include "ui/richtext.h"
#include "ui/windowsizing.h"
#include "ui/workspace.h"
#include "workloadpage.h"

#include <QAbstractButton>
#include <QMessageBox>

#include <algorithm>

namespace gpa::ui {

RecommendationWizard::RecommendationWizard(Workspace *workspace, QWidget *parent)
    : QWizard(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("recommendationWizard"));
    setWindowTitle(tr("Recommendation wizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveCustomButton1);
    setButtonText(QWizard::CustomButton1, tr("Save as &persona…"));
    setButtonText(QWizard::FinishButton, tr("&Close"));
    setButtonLayout({QWizard::CustomButton1, QWizard::Stretch, QWizard::BackButton,
                     QWizard::NextButton, QWizard::FinishButton, QWizard::CancelButton});
    button(QWizard::CustomButton1)->setAccessibleName(tr("Save the answers as a persona"));

    m_personaPage = new PersonaPage(this);
    m_workloadPage = new WorkloadPage(workspace, this);
    m_budgetPage = new BudgetPage(workspace, this);
    m_memoryPage = new MemoryPage(workspace, this);
    m_gpusPage = new GpusPage(workspace, this);
    m_cloudPage = new CloudPage(workspace, this);
    m_resultsPage = new ResultsPage(workspace, this);
    setPage(PersonaPageId, m_personaPage);
    setPage(WorkloadPageId, m_workloadPage);
    setPage(BudgetPageId, m_budgetPage);
    setPage(MemoryPageId, m_memoryPage);
    setPage(GpusPageId, m_gpusPage);
    setPage(CloudPageId, m_cloudPage);
    setPage(ResultsPageId, m_resultsPage);
    setStartId(PersonaPageId);

    loadPersonas();
    applyPersona(QString());

    // Going back to the persona page and on without another choice keeps
    // the edits; another persona fills the pages afresh.
    connect(m_personaPage, &PersonaPage::personaChosen, this, [this](const QString &id) {
        const QString applied = m_applied ? toQString(m_applied->id) : QString();
        if (id != applied || !m_appliedOnce)
            applyPersona(id);
        m_appliedOnce = true;
    });
    connect(m_resultsPage, &ResultsPage::showInTableRequested, this,
            &RecommendationWizard::showInTableRequested);
    connect(this, &QWizard::customButtonClicked, this, [this](int which) {
        if (which == QWizard::CustomButton1)
            savePersonaInteractively();
    });
    connect(this, &QWizard::currentIdChanged, this,
            [this](int id) { button(QWizard::CustomButton1)->setVisible(id != PersonaPageId); });
    button(QWizard::CustomButton1)->setEnabled(!workspace->isReadOnly());
    resizeToFitScreen(this, QSize(1060, 720));
}

RecommendationWizard::~RecommendationWizard() = default;

void RecommendationWizard::loadPersonas()
{
    m_personas.clear();
    m_personaProblems.clear();
    std::vector<Persona> saved;
    const db::PersonaStore store(*m_workspace->catalogue());
    if (auto loaded = store.load()) {
        saved = std::move(loaded->personas);
        m_personaProblems = loaded->problems;
    } else {
        m_personaProblems.append(
            tr("Your saved personas could not be read: %1").arg(toQString(loaded.message())));
    }
    // The seed's personas in their order, a saved one in the place of its namesake.
    for (const Persona &builtIn : builtInPersonas()) {
        const auto own = std::find_if(saved.begin(), saved.end(),
                                      [&](const Persona &p) { return p.id == builtIn.id; });
        m_personas.push_back(own == saved.end() ? builtIn : *own);
    }
    for (const Persona &p : saved) {
        if (!findBuiltInPersona(p.id))
            m_personas.push_back(p);
    }
    m_personaPage->setPersonas(m_personas, m_personaProblems);
}

bool RecommendationWizard::selectPersona(const QString &id)
{
    return m_personaPage->select(id);
}

void RecommendationWizard::applyPersona(const QString &id)
{
    m_applied.reset();
    for (const Persona &p : m_personas) {
        if (toQString(p.id) == id)
            m_applied = p;
    }
    RecommendationInputs inputs;
    if (m_applied) {
        inputs = m_applied->inputs;
    } else {
        inputs.currency = m_workspace->view().currency;
    }
    // Legacy cards: the box starts from Preferences (a persona may allow them
    // on its own).
    if (m_workspace->settings().assumptions.legacyCardsAllowed)
        inputs.legacyAllowed = true;
    for (AnswerPage *page : answerPages())
        page->load(inputs);
    if (!m_applied) {
        // From scratch the budget is asked for: the mandatory field starts empty.
        m_budgetPage->clearBudget();
    }
}

std::optional<Persona> RecommendationWizard::appliedPersona() const
{
    return m_applied;
}

QString RecommendationWizard::appliedPersonaName() const
{
    if (!m_applied)
        return {};
    return m_applied->builtIn
        ? QCoreApplication::translate(kMessageContext, m_applied->name.c_str())
        : toQString(m_applied->name);
}

RecommendationInputs RecommendationWizard::inputs() const
{
    RecommendationInputs inputs = m_applied ? m_applied->inputs : RecommendationInputs {};
    for (const AnswerPage *page : answerPages())
        page->store(inputs);
    inputs.asOfDay = m_workspace->view().asOfDay;
    return inputs;
}

std::optional<QString> RecommendationWizard::saveAsPersona(const QString &id, const QString &name,
                                                           const QString &description)
{
    if (m_workspace->isReadOnly())
        return tr("the catalogue is read-only");
    if (name.trimmed().isEmpty())
        return tr("a persona needs a name");
    if (!isValidPersonaId(toStdString(id)))
        return tr("'%1' is not a valid id: use lower-case letters a-z, digits and '-'").arg(id);
    Persona persona;
    persona.id = toStdString(id);
    persona.name = toStdString(name.trimmed());
    persona.description = toStdString(description.trimmed());
    persona.inputs = inputs();
    persona.inputs.asOfDay.reset(); // the workspace's view decides the date
    persona.builtIn = false;
    db::PersonaStore store(*m_workspace->catalogue());
    const Status saved = store.save(persona);
    if (!saved)
        return toQString(saved.message());
    loadPersonas();
    m_applied = persona;
    m_appliedOnce = true;
    m_personaPage->select(id);
    return std::nullopt;
}

void RecommendationWizard::savePersonaInteractively()
{
    QSet<QString> builtInIds;
    for (const Persona &p : builtInPersonas())
        builtInIds.insert(toQString(p.id));
    QSet<QString> savedIds;
    for (const Persona &p : m_personas) {
        if (!p.builtIn)
            savedIds.insert(toQString(p.id));
    }
    SavePersonaDialog dialog(builtInIds, savedIds, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const auto problem = saveAsPersona(dialog.id(), dialog.name(), dialog.description()))
        QMessageBox::warning(this, tr("Persona not saved"), plainAsRichText(tr("Not saved: %1").arg(*problem)));
}

std::vector<AnswerPage *> RecommendationWizard::answerPages() const
{
    return {m_workloadPage, m_budgetPage, m_memoryPage, m_gpusPage, m_cloudPage};
}

} // namespace gpa::ui
