#pragma once

#include "core/personas.h"

#include <QStringList>
#include <QWizardPage>

#include <vector>

class QCheckBox;
class QLabel;
class QListWidget;

namespace gpa::ui {

// The first page: start from one of the seed's personas (seed §7.8), one
// the user saved, or from scratch. Choosing one fills every later page;
// its answers stay editable.
class PersonaPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit PersonaPage(QWidget *parent = nullptr);

    // The personas to offer; `problems` (saved personas that could not be
    // read) are shown under the list. Keeps the selection when it is still offered.
    void setPersonas(const std::vector<Persona> &personas, const QStringList &problems);
    // Selects a persona by id; "" is "from scratch". False when not offered.
    bool select(const QString &id);
    // The id of the selected persona: "" from scratch, nullopt when none is selected.
    [[nodiscard]] std::optional<QString> selectedId() const;

    [[nodiscard]] QListWidget *list() const { return m_list; }
    [[nodiscard]] QCheckBox *straightToResultsBox() const { return m_straight; }

    bool validatePage() override;
    void cleanupPage() override { } // keeps the choice
    [[nodiscard]] int nextId() const override;

signals:
    // On Next: the pages are to be filled from this persona ("" from scratch).
    void personaChosen(const QString &id);

private:
    void showDescription();

    std::vector<Persona> m_personas;
    QListWidget *m_list = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_problems = nullptr;
    QCheckBox *m_straight = nullptr;
};

} // namespace gpa::ui
