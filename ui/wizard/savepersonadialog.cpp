#include "savepersonadialog.h"

#include "core/personas.h"
#include "core/validation.h"
#include "database/qtconvert.h"
#include "ui/windowsizing.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gpa::ui {

SavePersonaDialog::SavePersonaDialog(const QSet<QString> &builtInIds, const QSet<QString> &savedIds,
                                     QWidget *parent)
    : QDialog(parent)
    , m_builtInIds(builtInIds)
    , m_savedIds(savedIds)
    , m_name(new QLineEdit(this))
    , m_id(new QLineEdit(this))
    , m_description(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Save as persona"));
    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(tr("Save the current answers as your own persona, to start from "
                               "next time (kept in this catalogue)."),
                            this));
    m_name->setAccessibleName(tr("Persona name"));
    m_name->setPlaceholderText(tr("e.g. Lab workstation 2024"));
    m_id->setAccessibleName(tr("Persona id"));
    m_id->setPlaceholderText(tr("lower-case letters, digits and '-'"));
    m_id->setMaxLength(static_cast<int>(kMaxIdLength));
    m_name->setMaxLength(static_cast<int>(kMaxNameLength));
    m_description->setMaxLength(static_cast<int>(kMaxTextLength));
    m_description->setAccessibleName(tr("Persona description"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(link)"));
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Save);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!m_idEdited) {
            const QSignalBlocker blocker(m_id);
            m_id->setText(slug(text));
        }
        validate();
    });
    connect(m_id, &QLineEdit::textEdited, this, [this] {
        m_idEdited = !m_id->text().isEmpty();
        validate();
    });
    connect(m_description, &QLineEdit::textChanged, this, &SavePersonaDialog::validate);
    validate();
    resizeToFitScreen(this, QSize(460, sizeHint().height()));
}

QString SavePersonaDialog::name() const
{
    return m_name->text().trimmed();
}

QString SavePersonaDialog::id() const
{
    return m_id->text().trimmed();
}

QString SavePersonaDialog::description() const
{
    return m_description->text().trimmed();
}

QString SavePersonaDialog::slug(const QString &text)
{
    QString out;
    for (const QChar c : text.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out.left(64);
}

void SavePersonaDialog::validate()
{
    QString problem;
    bool ok = true;
    if (name().isEmpty()) {
        problem = tr("Enter a name.");
        ok = false;
    } else if (const auto reason = checkText(name().toStdString(), kMaxNameLength, TextKind::Line, true)) {
        problem = tr("Name: %1").arg(translated(*reason));
        ok = false;
    } else if (const auto why = checkText(description().toStdString(), kMaxTextLength, TextKind::Block, false)) {
        problem = tr("Description: %1").arg(translated(*why));
        ok = false;
    } else if (!isValidPersonaId(id().toStdString())) {
        problem = tr("The id may hold only lower-case letters a-z, digits and '-'.");
        ok = false;
    } else if (m_savedIds.contains(id())) {
        problem = tr("Replaces your persona \"%1\".").arg(id());
    } else if (m_builtInIds.contains(id())) {
        problem = tr("Replaces the built-in persona \"%1\" in this catalogue; removing yours "
                     "later brings it back.")
                      .arg(id());
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(ok);
}

} // namespace gpa::ui
