#pragma once

#include "core/recommender.h"

#include <QLabel>
#include <QWizardPage>

namespace gpa::ui {

class Workspace;

// A wizard page that edits part of the recommender's inputs: the wizard
// loads every page from the chosen persona and collects the answers back.
class AnswerPage : public QWizardPage
{
public:
    AnswerPage(const Workspace *workspace, QWidget *parent)
        : QWizardPage(parent)
        , m_workspace(workspace)
    { }

    // Shows the answers this page edits.
    virtual void load(const RecommendationInputs &inputs) = 0;
    // Writes this page's answers into `inputs`, leaving the rest alone.
    virtual void store(RecommendationInputs &inputs) const = 0;

    // Going back keeps the answers (QWizard would reset the page's fields to
    // their values at registration, dropping the persona's).
    void cleanupPage() override { }

protected:
    [[nodiscard]] const Workspace &workspace() const { return *m_workspace; }
    // A word-wrapped explanation in the palette's secondary text colour.
    static QLabel *hintLabel(const QString &text, QWidget *parent);

private:
    const Workspace *m_workspace;
};

} // namespace gpa::ui
