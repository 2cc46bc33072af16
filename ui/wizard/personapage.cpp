#include "personapage.h"

#include "database/qtconvert.h"
#include "recommendationtext.h"
#include "ui/richtext.h"
#include "recommendationwizard.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {

constexpr int kIdRole = Qt::UserRole;
const QString kScratch; // the id of "from scratch"

QString personaName(const Persona &p)
{
    return p.builtIn ? QCoreApplication::translate(kMessageContext, p.name.c_str())
                     : toQString(p.name);
}

QString personaDescription(const Persona &p)
{
    return p.builtIn ? QCoreApplication::translate(kMessageContext, p.description.c_str())
                     : toQString(p.description);
}

} // namespace

PersonaPage::PersonaPage(QWidget *parent)
    : QWizardPage(parent)
{
    setTitle(tr("Who are you?"));
    setSubTitle(tr("Start from a persona of Dettmers' article (Dettmers 2019, §7.8), one you saved, or "
                   "from scratch. Every answer can be changed on the next pages."));

    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Personas"));
    m_list->setMinimumWidth(250);
    m_list->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_list->setSpacing(2);

    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::RichText);
    m_description->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_description->setAccessibleName(tr("Persona description"));
    m_description->setMargin(4);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_description);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    m_problems = new QLabel(this);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: palette(link)"));
    m_problems->hide();

    m_straight = new QCheckBox(tr("Go &straight to the results (you can come back to edit)"), this);
    m_straight->setAccessibleName(tr("Go straight to the results"));

    auto *columns = new QHBoxLayout;
    columns->addWidget(m_list, 2);
    columns->addWidget(scroll, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_problems);
    layout->addWidget(m_straight);

    // Mandatory: Next waits until a persona (or "from scratch") is chosen.
    registerField(QStringLiteral("persona*"), m_list, "currentRow", SIGNAL(currentRowChanged(int)));
    connect(m_list, &QListWidget::currentRowChanged, this, &PersonaPage::showDescription);
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this] {
        if (wizard())
            wizard()->next();
    });
    showDescription();
}

void PersonaPage::setPersonas(const std::vector<Persona> &personas, const QStringList &problems)
{
    const std::optional<QString> selected = selectedId();
    m_personas = personas;
    m_list->clear();

    const auto header = [this](const QString &text) {
        auto *item = new QListWidgetItem(text, m_list);
        item->setFlags(Qt::NoItemFlags);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        // A heading, not a disabled entry: drawn in the normal text colour.
        item->setForeground(m_list->palette().brush(QPalette::Active, QPalette::Text));
    };
    auto *scratch = new QListWidgetItem(tr("From scratch"), m_list);
    scratch->setData(kIdRole, kScratch);
    header(tr("The article's personas"));
    bool ownHeader = false;
    for (const Persona &p : m_personas) {
        if (!p.builtIn && !findBuiltInPersona(p.id) && !ownHeader) {
            header(tr("Your personas"));
            ownHeader = true;
        }
        auto *item = new QListWidgetItem(personaName(p), m_list);
        item->setData(kIdRole, toQString(p.id));
        item->setToolTip(plainAsRichText(personaDescription(p)));
        // A saved persona in the place of a built-in one: the user's version.
        if (!p.builtIn && findBuiltInPersona(p.id))
            item->setText(tr("%1 (your version)").arg(personaName(p)));
    }
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
    if (selected)
        select(*selected);
}

bool PersonaPage::select(const QString &id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        if ((item->flags() & Qt::ItemIsSelectable) && item->data(kIdRole).toString() == id) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

std::optional<QString> PersonaPage::selectedId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsSelectable))
        return std::nullopt;
    return item->data(kIdRole).toString();
}

bool PersonaPage::validatePage()
{
    const auto id = selectedId();
    if (!id)
        return false;
    emit personaChosen(*id);
    return true;
}

int PersonaPage::nextId() const
{
    return m_straight->isChecked() ? RecommendationWizard::ResultsPageId
                                   : RecommendationWizard::WorkloadPageId;
}

void PersonaPage::showDescription()
{
    const auto id = selectedId();
    if (!id) {
        m_description->setText(tr("Choose a persona on the left."));
        return;
    }
    const Persona *persona = nullptr;
    for (const Persona &p : m_personas) {
        if (toQString(p.id) == *id)
            persona = &p;
    }
    if (!persona) {
        m_description->setText(
            QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                .arg(tr("From scratch").toHtmlEscaped(),
                     tr("Start from the defaults: NVIDIA cards, 16-bit training, one GPU, no "
                        "memory minimum. You will be asked for a budget.")
                         .toHtmlEscaped()));
        return;
    }
    QString html = QStringLiteral("<p><b>%1</b></p><p>%2</p><table>")
                       .arg(personaName(*persona).toHtmlEscaped(),
                            personaDescription(*persona).toHtmlEscaped());
    // Without a date: the workspace's view decides it.
    for (const auto &[key, value] : RecommendationText::inputRows(persona->inputs, false)) {
        html += QStringLiteral("<tr><td style=\"padding-right:12px\">%1</td><td>%2</td></tr>")
                    .arg(key.toHtmlEscaped(), value.toHtmlEscaped());
    }
    m_description->setText(html + QStringLiteral("</table>"));
}

} // namespace gpa::ui
