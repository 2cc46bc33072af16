#include "resultspage.h"

#include "candidateschart.h"
#include "core/date.h"
#include "ui/richtext.h"
#include "database/qtconvert.h"
#include "recommendationtext.h"
#include "recommendationwizard.h"
#include "ui/workspace.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {

// The chart on the page and in the report, in logical pixels.
// Tall enough for a title and notes wrapped to its width above the bars.
const QSize kPageChartSize(440, 400);
const QSize kReportChartSize(720, 360);

// The page's colours follow the palette: light tints on a light base, dark
// ones on a dark base, so that the text stays readable in both.
QString pageCss(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    const QString muted = dark ? QStringLiteral("#9da7b3") : QStringLiteral("#6e7781");
    const QString warning = dark ? QStringLiteral("#e3b341") : QStringLiteral("#9a6700");
    const QString unmet = dark ? QStringLiteral("#4a2f1b") : QStringLiteral("#fff1e5");
    const QString bound = dark ? QStringLiteral("#1d3450") : QStringLiteral("#eef6ff");
    return QStringLiteral("h3 { margin-top: 12px; margin-bottom: 2px; }"
                          "p.figures { color: %1; margin-top: 0; }"
                          "p.label { font-weight: bold; margin-bottom: 0; }"
                          "ul { margin-top: 2px; margin-bottom: 4px; -qt-list-indent: 1; }"
                          "ul.misses { -qt-list-indent: 2; list-style-type: circle; }"
                          "span.rule { color: %1; }"
                          "ul.warnings li { color: %2; }"
                          "p.unmet { background-color: %3; }"
                          "p.bound { background-color: %4; }")
        .arg(muted, warning, unmet, bound);
}

} // namespace

ResultsPage::ResultsPage(const Workspace *workspace, QWidget *parent)
    : QWizardPage(parent)
    , m_workspace(workspace)
{
    setTitle(tr("Recommendation"));
    setFinalPage(true);

    m_text = new QTextBrowser(this);
    m_text->setAccessibleName(tr("Recommendation"));
    m_text->setOpenLinks(false);

    m_chart = new QLabel(this);
    m_chart->setAccessibleName(tr("Performance per dollar of the candidates"));
    m_chart->setAlignment(Qt::AlignCenter);
    m_chart->setFixedSize(kPageChartSize);
    m_chartCaption = new QLabel(
        tr("Performance per dollar of the candidates; the best of each workload = 1.0 (Dettmers 2019, "
           "§4.4)."),
        this);
    m_chartCaption->setWordWrap(true);
    m_chartCaption->setFixedWidth(kPageChartSize.width());

    m_showInTable = new QPushButton(tr("Show in the &table"), this);
    m_showInTable->setObjectName(QStringLiteral("showInTable"));
    m_showInTable->setToolTip(tr("Select the picks in the device table and close the wizard"));
    m_export = new QPushButton(tr("E&xport report…"), this);
    m_export->setObjectName(QStringLiteral("exportReport"));
    m_export->setToolTip(tr("Write the recommendation as an HTML page or a PDF document"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setFixedWidth(kPageChartSize.width());
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_showInTable);
    buttons->addWidget(m_export);
    buttons->addStretch(1);
    auto *side = new QVBoxLayout;
    side->addWidget(m_chart);
    side->addWidget(m_chartCaption);
    side->addSpacing(8);
    side->addLayout(buttons);
    side->addWidget(m_status);
    side->addStretch(1);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addLayout(side);

    connect(m_showInTable, &QPushButton::clicked, this, &ResultsPage::showInTable);
    connect(m_export, &QPushButton::clicked, this, &ResultsPage::exportInteractively);
}

void ResultsPage::initializePage()
{
    if (const auto *w = qobject_cast<RecommendationWizard *>(wizard()))
        showResult(w->inputs(), w->appliedPersonaName());
}

void ResultsPage::showResult(const RecommendationInputs &inputs, const QString &personaName)
{
    m_personaName = personaName;
    m_status->clear();
    const QString asOf = inputs.asOfDay ? tr("As of %1, the date of the workspace's view")
                                              .arg(toQString(isoDateFromDayNumber(*inputs.asOfDay)))
                                        : tr("As of today");
    setSubTitle(plainAsRichText(personaName.isEmpty()
                                    ? tr("%1; your own answers.").arg(asOf)
                                    : tr("%1; answers starting from \"%2\".").arg(asOf, personaName)));

    m_text->document()->setDefaultStyleSheet(pageCss(m_text->palette()));
    auto result = m_workspace->session().recommend(inputs);
    if (!result) {
        m_result.reset();
        m_problem = toQString(result.message());
        m_text->setHtml(QStringLiteral("<p class=\"unmet\"><b>%1</b> %2</p>")
                            .arg(tr("These answers cannot be used:").toHtmlEscaped(),
                                 m_problem.toHtmlEscaped()));
        m_chart->clear();
        m_chart->setText(tr("No chart"));
        m_showInTable->setEnabled(false);
        m_export->setEnabled(false);
        return;
    }
    m_problem.clear();
    m_result = std::move(result).value();
    m_text->setHtml(RecommendationText::resultHtml(*m_result, referenceName()));

    const qreal dpr = devicePixelRatioF();
    const QImage chart = renderCandidatesChart(*m_workspace, *m_result, kPageChartSize,
                                               std::clamp(dpr, 1.0, 4.0), ChartTheme::System);
    if (chart.isNull()) {
        m_chart->setPixmap({});
        m_chart->setText(tr("No card to chart"));
    } else {
        m_chart->setPixmap(QPixmap::fromImage(chart));
    }
    m_showInTable->setEnabled(!candidateDeviceIds(*m_result).empty());
    m_showInTable->setText(m_result->picks.empty() ? tr("Show the nearest in the &table")
                                                   : tr("Show in the &table"));
    m_export->setEnabled(true);
}

QString ResultsPage::resultHtml() const
{
    return m_result ? RecommendationText::resultHtml(*m_result, referenceName()) : QString();
}

QString ResultsPage::referenceName() const
{
    const std::string &id = m_workspace->settings().assumptions.referenceDeviceId;
    const Device *reference = m_workspace->data().device(id);
    return toQString(reference ? reference->name : id);
}

ReportDetails ResultsPage::reportDetails() const
{
    ReportDetails details;
    details.personaName = m_personaName;
    details.referenceName = referenceName();
    details.created = QDateTime::currentDateTime();
    if (m_result) {
        details.chart = renderCandidatesChart(*m_workspace, *m_result, kReportChartSize, 2.0,
                                              ChartTheme::Light);
        details.sources = recommendationSources(*m_result, m_workspace->data());
    }
    return details;
}

std::optional<QString> ResultsPage::exportReport(const QString &path) const
{
    if (!m_result)
        return tr("there is no recommendation to export");
    return writeRecommendationReport(*m_result, reportDetails(), path);
}

void ResultsPage::exportInteractively()
{
    if (!m_result)
        return;
    if (m_lastFolder.isEmpty())
        m_lastFolder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = m_result->picks.empty()
        ? tr("gpu-recommendation")
        : tr("gpu-recommendation-%1").arg(toQString(m_result->picks.front().deviceId));
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export report"), QDir(m_lastFolder).filePath(name + QStringLiteral(".html")),
        tr("HTML page (*.html);;PDF document (*.pdf)"), &filter);
    if (path.isEmpty())
        return;
    if (!reportFormat(path))
        path += filter.contains(QLatin1String("*.pdf")) ? QStringLiteral(".pdf")
                                                        : QStringLiteral(".html");
    m_lastFolder = QFileInfo(path).absolutePath();
    if (const auto problem = exportReport(path))
        m_status->setText(tr("Not exported: %1").arg(*problem));
    else
        m_status->setText(tr("Report written to %1").arg(QDir::toNativeSeparators(path)));
}

void ResultsPage::showInTable()
{
    if (!m_result)
        return;
    QStringList ids;
    for (const std::string &id : candidateDeviceIds(*m_result))
        ids.append(toQString(id));
    emit showInTableRequested(ids);
    if (wizard())
        wizard()->accept();
}

} // namespace gpa::ui
