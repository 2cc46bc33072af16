#include "importdialog.h"

#include "workspace.h"

#include "core/date.h"
#include "database/qtconvert.h"
#include "ui/windowsizing.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpa::ui {

ImportDialog::ImportDialog(Workspace *workspace, const QString &path, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_path(path)
    , m_headline(new QLabel(this))
    , m_report(new QPlainTextEdit(this))
{
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    auto *layout = new QVBoxLayout(this);
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    m_report->setReadOnly(true);
    m_report->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_report->setAccessibleName(tr("Import report"));
    auto *undoNote = new QLabel(tr("The whole file is imported as one change, or nothing is. An import cannot be "
                                   "undone with Edit > Undo; your own rows can be removed in the details."),
                                this);
    undoNote->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    layout->addWidget(m_headline);
    layout->addWidget(m_report, 1);
    layout->addWidget(undoNote);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_import, &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    resizeToFitScreen(this, QSize(640, 420));
    read(path);
}

QString ImportDialog::report() const
{
    return m_headline->text() + QLatin1Char('\n') + m_report->toPlainText();
}

void ImportDialog::read(const QString &path)
{
    m_plan.reset();
    const exchange::Limits limits;
    const QFileInfo info(path);
    QFile file(path);
    QString problem;
    if (!info.isFile())
        problem = tr("Cannot read %1: there is no such file.").arg(path);
    else if (static_cast<std::size_t>(info.size()) > limits.maxBytes)
        problem = tr("%1 is larger than %2 MiB; nothing can be imported from it.").arg(path).arg(limits.maxBytes >> 20);
    else if (!file.open(QIODevice::ReadOnly))
        problem = tr("Cannot read %1: %2").arg(path, file.errorString());
    if (!problem.isEmpty()) {
        m_headline->setText(problem);
        m_import->setEnabled(false);
        return;
    }
    const QByteArray bytes = file.readAll();
    exchange::ImportOptions options;
    options.limits = limits;
    const QDate today = QDate::currentDate();
    options.today = dayNumber(today.year(), today.month(), today.day());
    const DataSet &catalogue = m_workspace->data();
    exchange::ImportFile parsed
        = exchange::parse(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                          info.fileName().toStdString(), options, &catalogue);
    exchange::validate(parsed, catalogue);

    QString text;
    if (!parsed.ok()) {
        m_headline->setText(tr("%1 has %n bad row(s); nothing can be imported until they are corrected:", nullptr,
                               static_cast<int>(parsed.problems.size()))
                                .arg(info.fileName()));
        for (const tableio::RowProblem &p : parsed.problems)
            text += toQString(p.text()) + QLatin1Char('\n');
    } else {
        const exchange::Plan plan = exchange::plan(parsed, catalogue);
        if (plan.changesNothing()) {
            m_headline->setText(tr("Nothing to import from %1: every row is already in the catalogue.")
                                    .arg(info.fileName()));
        } else {
            m_headline->setText(tr("Dry run of %1 (%2): nothing has changed yet. Import would change:")
                                    .arg(info.fileName(), toQString(exchange::toString(parsed.format))));
        }
        text += toQString(plan.summary()) + QLatin1Char('\n');
        m_plan = plan;
    }
    for (const tableio::RowProblem &skip : parsed.skipped)
        text += tr("skipped: %1").arg(toQString(skip.text())) + QLatin1Char('\n');
    m_report->setPlainText(text);
    m_import->setEnabled(canApply() && !m_workspace->isReadOnly());
}

bool ImportDialog::apply()
{
    if (!canApply())
        return false;
    QString reason;
    const auto connection = connect(m_workspace, &Workspace::editFailed, this,
                                    [&reason](const QString &why) { reason = why; });
    const bool applied = m_workspace->applyImport(
        *m_plan, tr("Imported %1: %2").arg(QFileInfo(m_path).fileName(), toQString(m_plan->summary())));
    disconnect(connection);
    if (!applied) {
        m_headline->setText(tr("Nothing was imported: %1").arg(reason));
        m_import->setEnabled(false);
        return false;
    }
    m_plan.reset();
    m_import->setEnabled(false);
    return true;
}

} // namespace gpa::ui
