#pragma once

#include <QDialog>
#include <QSet>

class QLabel;
class QLineEdit;
class QPushButton;

namespace gpa::ui {

// Asks for the name, id and description under which the wizard's answers
// are saved as the user's own persona. The id follows the name (as a slug)
// until edited by hand; saving over a built-in or saved persona is said.
class SavePersonaDialog : public QDialog
{
    Q_OBJECT

public:
    // `builtInIds` and `savedIds`: the ids already taken, to warn about.
    SavePersonaDialog(const QSet<QString> &builtInIds, const QSet<QString> &savedIds,
                      QWidget *parent = nullptr);

    [[nodiscard]] QString name() const;
    [[nodiscard]] QString id() const;
    [[nodiscard]] QString description() const;

    // "Mein Profil 2!" -> "mein-profil-2": lower-case letters, digits and '-'.
    static QString slug(const QString &text);

private:
    void validate();

    QSet<QString> m_builtInIds;
    QSet<QString> m_savedIds;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_description = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_ok = nullptr;
    bool m_idEdited = false;
};

} // namespace gpa::ui
