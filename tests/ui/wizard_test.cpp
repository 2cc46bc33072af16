// The recommendation wizard driven like a user would: a persona on the 2019
// view, every page walked with Next, the seed's picks on the results page,
// an edit that leaves nothing qualifying, the report written and refused,
// the picks shown in the main window and a persona saved.
#include "catchqt.h"
#include "core/date.h"
#include "core/personas.h"
#include "database/qtconvert.h"
#include "testsupport.h"
#include "ui/deviceproxymodel.h"
#include "ui/filterpanel.h"
#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"
#include "ui/wizard/budgetpage.h"
#include "ui/wizard/cloudpage.h"
#include "ui/wizard/gpuspage.h"
#include "ui/wizard/memorypage.h"
#include "ui/wizard/personapage.h"
#include "ui/wizard/recommendationtext.h"
#include "ui/wizard/recommendationwizard.h"
#include "ui/wizard/reportwriter.h"
#include "ui/wizard/resultspage.h"
#include "ui/wizard/savepersonadialog.h"
#include "ui/wizard/workloadpage.h"
#include "ui/workspace.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gpa;
using gpa::test::ScratchCatalogue;
using ui::RecommendationWizard;

namespace {

// A main window over a scratch catalogue whose view is the seed's: April 2019.
struct Fixture
{
    ScratchCatalogue scratch;
    std::unique_ptr<ui::MainWindow> window;

    Fixture()
    {
        REQUIRE(scratch.ok());
        const QString path = scratch.path();
        scratch.close();
        auto catalogue = db::Catalogue::open(path);
        REQUIRE(catalogue.ok());
        window = std::make_unique<ui::MainWindow>(std::move(catalogue).value(), db::OpenReport {});
        ViewOptions view = workspace()->view();
        view.asOfDay = dayNumber(2019, 4, 30);
        workspace()->setView(view);
    }

    ui::Workspace *workspace() const { return window->workspace(); }
};

// Clicks Next as a user would: only when the button is enabled.
void clickNext(RecommendationWizard &wizard)
{
    QAbstractButton *next = wizard.button(QWizard::NextButton);
    INFO("page " << wizard.currentId());
    REQUIRE(next->isVisible());
    REQUIRE(next->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton);
}

// Chooses a persona on the first page and walks every page to the results.
void walkToResults(RecommendationWizard &wizard, const QString &personaId)
{
    REQUIRE(wizard.currentId() == RecommendationWizard::PersonaPageId);
    REQUIRE(wizard.selectPersona(personaId));
    while (wizard.currentId() != RecommendationWizard::ResultsPageId)
        clickNext(wizard);
}

QString pageText(const RecommendationWizard &wizard)
{
    return wizard.resultsPage()->resultView()->toPlainText();
}

} // namespace

TEST_CASE("The cheap persona fills every page and gets the RTX 2060 on the 2019 view (seed §7.8)",
          "[ui][wizard]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    REQUIRE(wizard.currentId() == RecommendationWizard::PersonaPageId);
    REQUIRE(wizard.selectPersona(QStringLiteral("cheap")));
    clickNext(wizard);

    // Workloads: the even mix, 16-bit, tensor cores not required.
    REQUIRE(wizard.currentId() == RecommendationWizard::WorkloadPageId);
    for (const Workload w : kAllWorkloads)
        CHECK(wizard.workloadPage()->weightSlider(w)->value() == 33);
    CHECK(wizard.field(QStringLiteral("fp16")).toBool());
    clickNext(wizard);

    // Budget: $400 a card, ranked by performance per dollar.
    REQUIRE(wizard.currentId() == RecommendationWizard::BudgetPageId);
    CHECK(wizard.budgetPage()->budgetField()->value() == 400.0);
    CHECK(wizard.field(QStringLiteral("budget")).toDouble() == 400.0);
    CHECK(wizard.field(QStringLiteral("currency")).toString() == QStringLiteral("USD"));
    CHECK_FALSE(wizard.budgetPage()->noLimitBox()->isChecked());
    clickNext(wizard);

    // Memory: at least 6 GB; training in 16-bit, the factor is explained.
    REQUIRE(wizard.currentId() == RecommendationWizard::MemoryPageId);
    CHECK(wizard.memoryPage()->minimumField()->value() == 6.0);
    CHECK(wizard.memoryPage()->presetBox()->currentIndex() == 0);
    CHECK(wizard.memoryPage()->explanation().contains(QStringLiteral("8 GB behave like 12 GB")));
    CHECK(wizard.memoryPage()->explanation().contains(QStringLiteral("Dettmers 2019, §6.3")));
    clickNext(wizard);

    // GPUs: one card, home, used cards welcome, NVIDIA only.
    REQUIRE(wizard.currentId() == RecommendationWizard::GpusPageId);
    CHECK(wizard.gpusPage()->countField()->value() == 1);
    REQUIRE(wizard.gpusPage()->amdSwitch());
    CHECK_FALSE(wizard.gpusPage()->amdSwitch()->isChecked());
    CHECK(wizard.gpusPage()->vendorBox(QStringLiteral("NVIDIA"))->isChecked());
    clickNext(wizard);

    REQUIRE(wizard.currentId() == RecommendationWizard::CloudPageId);
    CHECK_FALSE(wizard.cloudPage()->ownHoursButton()->isChecked());
    clickNext(wizard);

    // Walking the pages without an edit gives back the persona's answers.
    RecommendationInputs expected = findBuiltInPersona("cheap")->inputs;
    expected.asOfDay = dayNumber(2019, 4, 30);
    RecommendationInputs answers = wizard.inputs();
    CHECK(answers.mix.normalised() == expected.mix.normalised());
    answers.mix = expected.mix;
    CHECK(answers == expected);

    REQUIRE(wizard.currentId() == RecommendationWizard::ResultsPageId);
    const ui::ResultsPage *results = wizard.resultsPage();
    REQUIRE(results->recommendation());
    const Recommendation &r = *results->recommendation();
    REQUIRE_FALSE(r.picks.empty());
    CHECK(r.picks.front().deviceId == "rtx-2060");
    const QString text = pageText(wizard);
    CHECK(text.contains(QStringLiteral("1. GeForce RTX 2060")));
    CHECK(text.contains(QStringLiteral("The best performance per dollar of the")));
    CHECK(text.contains(QStringLiteral("(Dettmers 2019, §4.4)")));
    CHECK(text.contains(QStringLiteral("What bound the choice:")));
    CHECK(text.contains(QStringLiteral("Renting instead")));
    CHECK(text.contains(QStringLiteral("Break-even:")));
    CHECK(text.contains(QStringLiteral("As of 2019-04-30"))); // the note of the as-of date
    CHECK(results->showInTableButton()->isEnabled());
    REQUIRE(results->chartLabel()->pixmap().isNull() == false);
    CHECK(results->chartLabel()->pixmap().width() >= 360);
    CHECK(wizard.button(QWizard::FinishButton)->isVisible());
}

TEST_CASE("The vision researcher gets the RTX 2080 Ti with the cooling warning (seed §5.1)",
          "[ui][wizard]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    walkToResults(wizard, QStringLiteral("vision-research"));
    CHECK(wizard.gpusPage()->countField()->value() == 4);
    CHECK(wizard.inputs().multiGpuMode == MultiGpuMode::SeparateExperiments);
    CHECK_FALSE(wizard.field(QStringLiteral("fp16")).toBool());
    CHECK(wizard.budgetPage()->budgetField()->value() == 1300.0);

    const auto &r = wizard.resultsPage()->recommendation();
    REQUIRE(r);
    REQUIRE_FALSE(r->picks.empty());
    CHECK(r->picks.front().deviceId == "rtx-2080-ti");
    CHECK(r->inputs.objective == Objective::Performance);
    const QString html = wizard.resultsPage()->resultHtml();
    // The warning, its rule set apart, in the warnings list of the first pick.
    const qsizetype warnings = html.indexOf(QStringLiteral("<ul class=\"warnings\">"));
    REQUIRE(warnings > 0);
    const qsizetype cooling = html.indexOf(QStringLiteral("open-air cards next to each other"));
    CHECK(cooling > warnings);
    CHECK(html.indexOf(QStringLiteral("(Dettmers 2019, §5.1)"), cooling) > cooling);
    CHECK(pageText(wizard).contains(QStringLiteral("4 cards:")));
}

TEST_CASE("A budget below every card gives the unmet sentence and the nearest options",
          "[ui][wizard]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    REQUIRE(wizard.selectPersona(QStringLiteral("cheap")));
    clickNext(wizard);
    clickNext(wizard);
    REQUIRE(wizard.currentId() == RecommendationWizard::BudgetPageId);
    QDoubleSpinBox *budget = wizard.budgetPage()->budgetField();
    budget->selectAll();
    QTest::keyClicks(budget, QStringLiteral("50"));
    CHECK(budget->value() == 50.0);
    while (wizard.currentId() != RecommendationWizard::ResultsPageId)
        clickNext(wizard);

    const auto &r = wizard.resultsPage()->recommendation();
    REQUIRE(r);
    CHECK(r->picks.empty());
    REQUIRE(r->unmet);
    REQUIRE_FALSE(r->nearest.empty());
    const QString text = pageText(wizard);
    CHECK(text.contains(QStringLiteral("Nothing qualifies.")));
    CHECK(text.contains(
        QStringLiteral("No card that meets your other needs costs $50 or less per card")));
    CHECK(text.contains(QStringLiteral("What bound the choice: the budget")));
    CHECK(text.contains(QStringLiteral("Nearest options")));
    CHECK(text.contains(ui::RecommendationText::cited(r->nearest.front().explanation.front())));
    CHECK(text.contains(QStringLiteral("over the budget of $50 per card")));
    // The nearest can still be shown in the table.
    CHECK(wizard.resultsPage()->showInTableButton()->isEnabled());
    CHECK(wizard.resultsPage()->showInTableButton()->text().contains(QStringLiteral("nearest")));

    // Back to the budget and up again: the picks return.
    wizard.back();
    wizard.back();
    wizard.back();
    wizard.back();
    REQUIRE(wizard.currentId() == RecommendationWizard::BudgetPageId);
    CHECK(budget->value() == 50.0); // edits survive going back
    budget->setValue(400.0);
    while (wizard.currentId() != RecommendationWizard::ResultsPageId)
        clickNext(wizard);
    REQUIRE(wizard.resultsPage()->recommendation());
    CHECK(wizard.resultsPage()->recommendation()->picks.front().deviceId == "rtx-2060");
}

TEST_CASE("Going back keeps the edits and another persona replaces them", "[ui][wizard]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    REQUIRE(wizard.selectPersona(QStringLiteral("best")));
    clickNext(wizard);
    clickNext(wizard);
    REQUIRE(wizard.currentId() == RecommendationWizard::BudgetPageId);
    wizard.budgetPage()->budgetField()->setValue(700.0);
    // Back past the workload page to the persona, and on again.
    wizard.back();
    wizard.back();
    REQUIRE(wizard.currentId() == RecommendationWizard::PersonaPageId);
    clickNext(wizard);
    CHECK(wizard.field(QStringLiteral("fp16")).toBool()); // not reset to its first value
    clickNext(wizard);
    CHECK(wizard.budgetPage()->budgetField()->value() == 700.0);
    CHECK(wizard.inputs().tensorCoresRequired); // the persona's, kept
    CHECK(wizard.inputs().minMemoryGb == 8.0);

    wizard.back();
    wizard.back();
    REQUIRE(wizard.selectPersona(QStringLiteral("vision-research")));
    clickNext(wizard);
    CHECK_FALSE(wizard.field(QStringLiteral("fp16")).toBool());
    clickNext(wizard);
    CHECK(wizard.budgetPage()->budgetField()->value() == 1300.0);
    CHECK_FALSE(wizard.inputs().tensorCoresRequired);
    CHECK(wizard.appliedPersona()->id == "vision-research");
}

TEST_CASE("From scratch the budget is a mandatory field unless there is no limit", "[ui][wizard]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    QAbstractButton *next = wizard.button(QWizard::NextButton);
    // The persona is a mandatory field too: without a selection Next waits.
    wizard.personaPage()->list()->setCurrentRow(-1);
    CHECK_FALSE(next->isEnabled());
    REQUIRE(wizard.selectPersona(QString()));
    clickNext(wizard);
    clickNext(wizard);
    REQUIRE(wizard.currentId() == RecommendationWizard::BudgetPageId);
    CHECK_FALSE(next->isEnabled());
    wizard.budgetPage()->budgetField()->setValue(700.0);
    CHECK(next->isEnabled());
    wizard.budgetPage()->budgetField()->setValue(0.0);
    CHECK_FALSE(next->isEnabled());
    wizard.budgetPage()->noLimitBox()->setChecked(true);
    CHECK(next->isEnabled());
    CHECK_FALSE(wizard.inputs().budget);

    // Switching currency converts the amount at the catalogue's rate:
    // $400 at 0.8532 EUR per USD = 341.28, rounded to EUR 341.
    wizard.budgetPage()->noLimitBox()->setChecked(false);
    wizard.budgetPage()->budgetField()->setValue(400.0);
    wizard.budgetPage()->currencyBox()->setCurrentText(QStringLiteral("EUR"));
    CHECK(wizard.budgetPage()->budgetField()->value() == 341.0);
    CHECK(wizard.inputs().currency == "EUR");
    CHECK(wizard.inputs().budget == 341.0);
}

TEST_CASE("Going straight to the results skips the pages the persona filled", "[ui][wizard]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    REQUIRE(wizard.selectPersona(QStringLiteral("little-money")));
    wizard.personaPage()->straightToResultsBox()->setChecked(true);
    clickNext(wizard);
    REQUIRE(wizard.currentId() == RecommendationWizard::ResultsPageId);
    REQUIRE(wizard.resultsPage()->recommendation());
    CHECK(wizard.resultsPage()->recommendation()->picks.front().deviceId == "gtx-1060-6gb");
    // Another persona on the way back fills the pages afresh.
    wizard.back();
    REQUIRE(wizard.selectPersona(QStringLiteral("just-trying")));
    clickNext(wizard);
    CHECK(wizard.inputs().maxPowerW == 75.0);
    REQUIRE(wizard.resultsPage()->recommendation());
    CHECK(wizard.resultsPage()->recommendation()->picks.front().deviceId == "gtx-1050-ti");
}

TEST_CASE("The report is self-contained HTML with the chart and a PDF", "[ui][wizard][report]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    walkToResults(wizard, QStringLiteral("cheap"));
    const ui::ResultsPage *results = wizard.resultsPage();
    REQUIRE(results->recommendation());
    const Recommendation &r = *results->recommendation();

    QTemporaryDir dir;
    const QString htmlPath = dir.filePath(QStringLiteral("report.html"));
    const auto problem = results->exportReport(htmlPath);
    INFO(problem.value_or(QString()).toStdString());
    REQUIRE_FALSE(problem);
    QFile file(htmlPath);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    CHECK(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    CHECK(html.contains(QStringLiteral("<style>"))); // inline CSS
    CHECK_FALSE(html.contains(QStringLiteral("<link"))); // nothing outside the file
    CHECK(html.contains(QStringLiteral("GeForce RTX 2060")));
    CHECK(html.contains(QStringLiteral("Cost-efficient and cheap"))); // the persona
    CHECK(html.contains(QStringLiteral("2019-04-30")));
    for (const Message &m : r.picks.front().reasons)
        CHECK(html.contains(translated(m).toHtmlEscaped()));
    CHECK(html.contains(QStringLiteral("(Dettmers 2019, §4.4)")));
    CHECK(html.contains(QStringLiteral("Your answers")));
    CHECK(html.contains(QStringLiteral("Data sources")));
    CHECK(html.contains(QStringLiteral("Renting instead")));
    // The chart, embedded: a PNG that decodes.
    static const QRegularExpression image(
        QStringLiteral("<img class=\"chart\" src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""));
    const QRegularExpressionMatch match = image.match(html);
    REQUIRE(match.hasMatch());
    const QImage chart
        = QImage::fromData(QByteArray::fromBase64(match.captured(1).toLatin1()), "PNG");
    CHECK(chart.width() == 1440); // 720 logical pixels at scale 2
    CHECK(chart.height() == 720);

    const QString pdfPath = dir.filePath(QStringLiteral("report.pdf"));
    REQUIRE_FALSE(results->exportReport(pdfPath));
    QFile pdf(pdfPath);
    REQUIRE(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    CHECK(bytes.startsWith("%PDF"));
    CHECK(bytes.contains("%%EOF"));
    CHECK(bytes.size() > 20000); // text and the chart image, not an empty page
}

TEST_CASE("A report that cannot be written says why and leaves no file", "[ui][wizard][report]")
{
    Fixture f;
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    walkToResults(wizard, QStringLiteral("best"));
    QTemporaryDir dir;
    // A folder that is a file: no one can write under it, root included.
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    REQUIRE(test::writeAll(blocker, "x"));
    const QString path = blocker + QStringLiteral("/report.html");
    const auto problem = wizard.resultsPage()->exportReport(path);
    REQUIRE(problem);
    CHECK(problem->contains(path));
    CHECK_FALSE(QFileInfo::exists(path));

    const auto wrongType
        = wizard.resultsPage()->exportReport(dir.filePath(QStringLiteral("r.docx")));
    REQUIRE(wrongType);
    CHECK(wrongType->contains(QStringLiteral(".html or .pdf")));
    CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList {QStringLiteral("not-a-folder")});
}

TEST_CASE("Show in the table selects the picks in the main window and closes the wizard",
          "[ui][wizard][mainwindow]")
{
    Fixture f;
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get()));
    RecommendationWizard *wizard = f.window->openRecommendationWizard();
    REQUIRE(wizard);
    QPointer<RecommendationWizard> guard(wizard);
    walkToResults(*wizard, QStringLiteral("cheap"));
    const std::vector<Pick> picks = wizard->resultsPage()->recommendation()->picks;
    REQUIRE(picks.size() == 3);

    QTest::mouseClick(wizard->resultsPage()->showInTableButton(), Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CHECK(guard.isNull()); // closed and deleted

    const QTableView *view = f.window->deviceView();
    CHECK(view->currentIndex().data(ui::RankingModel::DeviceIdRole).toString()
          == QStringLiteral("rtx-2060"));
    CHECK(f.window->proxyModel()->rowCount() == 3);
    CHECK(view->selectionModel()->selectedRows().size() == 3);
    const DeviceFilter &filter = f.workspace()->filter();
    REQUIRE(filter.ids);
    CHECK(filter.ids->size() == 3);
    for (const Pick &p : picks)
        CHECK(filter.ids->count(p.deviceId) == 1);

    // Clearing the filters shows every device again.
    f.window->filterPanel()->clear();
    CHECK(f.window->proxyModel()->rowCount() == f.window->rankingModel()->rowCount());
}

TEST_CASE("Tools > Recommendation wizard opens it with Ctrl+R", "[ui][wizard][mainwindow]")
{
    Fixture f;
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get()));
    QAction *action = nullptr;
    for (QAction *a : f.window->findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_R))
            action = a;
    }
    REQUIRE(action);
    CHECK(action->text().contains(QStringLiteral("Recommendation wizard")));
    action->trigger();
    auto *wizard = f.window->findChild<RecommendationWizard *>();
    REQUIRE(wizard);
    CHECK(wizard->isVisible());
    CHECK(wizard->isModal());
    wizard->reject();
}

TEST_CASE("A saved persona is offered the next time the wizard opens", "[ui][wizard][persona]")
{
    Fixture f;
    {
        RecommendationWizard wizard(f.workspace());
        wizard.show();
        REQUIRE(wizard.selectPersona(QStringLiteral("cheap")));
        clickNext(wizard);
        clickNext(wizard);
        wizard.budgetPage()->budgetField()->setValue(450.0);
        clickNext(wizard);
        wizard.memoryPage()->minimumField()->setValue(8.0);

        // Refused: a bad id, no name.
        const auto badId = wizard.saveAsPersona(QStringLiteral("My Lab"), QStringLiteral("My lab"));
        REQUIRE(badId);
        CHECK(badId->contains(QStringLiteral("not a valid id")));
        CHECK(wizard.saveAsPersona(QStringLiteral("my-lab"), QStringLiteral("  ")));

        const auto saved = wizard.saveAsPersona(QStringLiteral("my-lab"), QStringLiteral("My lab"),
                                                QStringLiteral("The lab's spare-money card"));
        INFO(saved.value_or(QString()).toStdString());
        REQUIRE_FALSE(saved);
        CHECK(wizard.appliedPersonaName() == QStringLiteral("My lab"));
    }

    RecommendationWizard reopened(f.workspace());
    reopened.show();
    const auto &personas = reopened.personas();
    const auto mine = std::find_if(personas.begin(), personas.end(),
                                   [](const Persona &p) { return p.id == "my-lab"; });
    REQUIRE(mine != personas.end());
    CHECK_FALSE(mine->builtIn);
    CHECK(mine->inputs.budget == 450.0);
    CHECK(mine->inputs.minMemoryGb == 8.0);
    CHECK(mine->inputs.usedAllowed); // kept from the persona it started from
    CHECK_FALSE(mine->inputs.asOfDay); // the workspace's view decides the date
    CHECK(personas.size() == builtInPersonas().size() + 1);
    CHECK_FALSE(reopened.personaPage()
                    ->list()
                    ->findItems(QStringLiteral("My lab"), Qt::MatchExactly)
                    .isEmpty());

    // Chosen, it fills the pages with the saved answers.
    REQUIRE(reopened.selectPersona(QStringLiteral("my-lab")));
    clickNext(reopened);
    clickNext(reopened);
    CHECK(reopened.budgetPage()->budgetField()->value() == 450.0);
}

TEST_CASE("The persona id follows the name as a slug", "[ui][wizard][persona]")
{
    const auto [name, slug] = GENERATE(table<const char *, const char *>({
        {"My lab", "my-lab"},
        {"  Kaggle 2024!  ", "kaggle-2024"},
        {"RTX -- budget", "rtx-budget"},
        {"???", ""},
    }));
    CAPTURE(name);
    CHECK(ui::SavePersonaDialog::slug(QString::fromUtf8(name)) == QString::fromUtf8(slug));
}

TEST_CASE("The LLM personas: a 70B model on two cards, then QLoRA of an 8B model", "[ui][wizard][llm]")
{
    // Today's view: the question of large language models is today's.
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString path = scratch.path();
    scratch.close();
    auto catalogue = db::Catalogue::open(path);
    REQUIRE(catalogue.ok());
    ui::MainWindow window(std::move(catalogue).value(), db::OpenReport {});
    RecommendationWizard wizard(window.workspace());
    wizard.show();
    REQUIRE(wizard.selectPersona(QStringLiteral("llm-local-70b")));
    clickNext(wizard);

    // The workload page holds the persona's model and task.
    REQUIRE(wizard.currentId() == RecommendationWizard::WorkloadPageId);
    ui::WorkloadPage *workload = wizard.workloadPage();
    CHECK(workload->llmBox()->isChecked());
    CHECK(workload->llmModelBox()->currentData().toString() == QStringLiteral("llama-3.1-70b"));
    CHECK(workload->llmTaskBox()->currentData().toInt() == static_cast<int>(LlmTask::Inference));
    while (wizard.currentId() != RecommendationWizard::ResultsPageId)
        clickNext(wizard);

    // Two cards that each hold 21.3 GiB of Llama 3.1 70B at q4_k_m (see
    // core's recommender test): 24 GB cards and up, ranked by tokens/s.
    const std::optional<Recommendation> &r = wizard.resultsPage()->recommendation();
    REQUIRE(r);
    REQUIRE(r->inputs.llm);
    CHECK(r->inputs.gpus == 2);
    REQUIRE_FALSE(r->picks.empty());
    for (const Pick &p : r->picks) {
        CAPTURE(p.deviceId);
        CHECK(*window.workspace()->data().device(p.deviceId)->memoryGb >= 22.0);
    }
    const QString text = pageText(wizard);
    CHECK(text.contains(QStringLiteral("cards that hold the model")));
    CHECK(text.contains(QStringLiteral("tokens a second")));
    CHECK(text.contains(QStringLiteral("cannot hold llama-3.1-70b")));

    // Back to the workload page: fine-tune an 8B model with QLoRA instead.
    while (wizard.currentId() != RecommendationWizard::WorkloadPageId)
        wizard.back();
    workload->llmModelBox()->setCurrentIndex(workload->llmModelBox()->findData(QStringLiteral("llama-3.1-8b")));
    workload->llmTaskBox()->setCurrentIndex(workload->llmTaskBox()->findData(static_cast<int>(LlmTask::Qlora)));
    while (wizard.currentId() != RecommendationWizard::ResultsPageId)
        clickNext(wizard);
    const std::optional<Recommendation> &q = wizard.resultsPage()->recommendation();
    REQUIRE(q);
    REQUIRE(q->inputs.llm);
    CHECK(q->inputs.llm->modelId == "llama-3.1-8b");
    CHECK(q->inputs.llm->formatId == "nf4"); // QLoRA's own format, not the 70B's q4_k_m
    REQUIRE_FALSE(q->picks.empty());
    CHECK(pageText(wizard).contains(QStringLiteral("for qlora")));

    // Without the LLM box the workloads rank the cards again.
    while (wizard.currentId() != RecommendationWizard::WorkloadPageId)
        wizard.back();
    workload->llmBox()->setChecked(false);
    CHECK_FALSE(wizard.inputs().llm);
}

namespace {

// Today's view (no as-of date) instead of the fixture's 2019 one.
void viewToday(const Fixture &f)
{
    ViewOptions view = f.workspace()->view();
    view.asOfDay.reset();
    f.workspace()->setView(view);
}

// Walks from the current page to `pageId` with Next.
void nextTo(RecommendationWizard &wizard, int pageId)
{
    while (wizard.currentId() != pageId)
        clickNext(wizard);
}

void chooseHost(RecommendationWizard &wizard, const QString &kind)
{
    QComboBox *box = wizard.gpusPage()->hostBox();
    const int index = box->findData(kind);
    REQUIRE(index >= 0);
    box->setCurrentIndex(index);
}

bool picked(const Recommendation &r, const std::string &id)
{
    return std::any_of(r.picks.begin(), r.picks.end(),
                       [&](const Pick &p) { return p.deviceId == id; });
}

const Exclusion *excluded(const Recommendation &r, const std::string &id)
{
    const auto it = std::find_if(r.excluded.begin(), r.excluded.end(),
                                 [&](const Exclusion &e) { return e.deviceId == id; });
    return it == r.excluded.end() ? nullptr : &*it;
}

} // namespace

TEST_CASE("The wizard's machine: a card a desktop cannot power is left out with why, a server "
          "takes it",
          "[ui][wizard][fit]")
{
    // Today's view, the large-memory persona with no budget limit. In a
    // desktop (850 W supply, 300 W for the rest) the RTX 5090 needs
    // 575 W x 1.2 + 300 W = 990 W: left out for fit although it would rank
    // higher. A server's supplies are sized for its cards: it is offered.
    Fixture f;
    viewToday(f);
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    REQUIRE(wizard.selectPersona(QStringLiteral("large-memory")));
    nextTo(wizard, RecommendationWizard::BudgetPageId);
    wizard.budgetPage()->noLimitBox()->setChecked(true);
    REQUIRE(wizard.budgetPage()->noLimitBox()->isChecked());
    nextTo(wizard, RecommendationWizard::GpusPageId);
    chooseHost(wizard, QStringLiteral("desktop"));
    nextTo(wizard, RecommendationWizard::ResultsPageId);

    const auto &desktop = wizard.resultsPage()->recommendation();
    REQUIRE(desktop);
    CHECK(desktop->host.kind == HostKind::Desktop);
    CHECK_FALSE(picked(*desktop, "rtx-5090"));
    const Exclusion *why = excluded(*desktop, "rtx-5090");
    REQUIRE(why);
    CHECK(why->reason == Constraint::Fit);
    CHECK(why->message.english().find("990 W") != std::string::npos);
    CHECK(pageText(wizard).contains(QStringLiteral("990 W")));

    // Back to the cards page: a server.
    while (wizard.currentId() != RecommendationWizard::GpusPageId)
        wizard.back();
    chooseHost(wizard, QStringLiteral("server"));
    nextTo(wizard, RecommendationWizard::ResultsPageId);
    const auto &server = wizard.resultsPage()->recommendation();
    REQUIRE(server);
    CHECK(server->host.kind == HostKind::Server);
    CHECK(picked(*server, "rtx-5090"));
    CHECK_FALSE(excluded(*server, "rtx-5090"));
}

TEST_CASE("The wizard's legacy box, ticked, offers a card whose software support has ended, and "
          "starts from Preferences",
          "[ui][wizard][support]")
{
    // Today's view, just-trying ($200, 75 W): the GTX 1050 Ti (Pascal, no
    // longer supported by current CUDA releases) is left out of new
    // purchases until legacy cards are allowed; then it is the first pick.
    Fixture f;
    viewToday(f);
    {
        RecommendationWizard wizard(f.workspace());
        wizard.show();
        REQUIRE(wizard.selectPersona(QStringLiteral("just-trying")));
        nextTo(wizard, RecommendationWizard::GpusPageId);
        CHECK_FALSE(wizard.gpusPage()->legacyBox()->isChecked());
        nextTo(wizard, RecommendationWizard::ResultsPageId);
        const auto &without = wizard.resultsPage()->recommendation();
        REQUIRE(without);
        CHECK_FALSE(without->inputs.legacyAllowed);
        CHECK_FALSE(picked(*without, "gtx-1050-ti"));

        while (wizard.currentId() != RecommendationWizard::GpusPageId)
            wizard.back();
        // A click on the box's indicator, as a user does.
        QCheckBox *legacy = wizard.gpusPage()->legacyBox();
        QTest::mouseClick(legacy, Qt::LeftButton, {}, QPoint(6, legacy->height() / 2));
        REQUIRE(wizard.gpusPage()->legacyBox()->isChecked());
        nextTo(wizard, RecommendationWizard::ResultsPageId);
        const auto &with = wizard.resultsPage()->recommendation();
        REQUIRE(with);
        CHECK(with->inputs.legacyAllowed);
        REQUIRE_FALSE(with->picks.empty());
        CHECK(with->picks.front().deviceId == "gtx-1050-ti");
    }

    // Stored in Preferences: the box starts ticked, and the result follows.
    ui::Settings settings = f.workspace()->settings();
    settings.assumptions.legacyCardsAllowed = true;
    REQUIRE(f.workspace()->setSettings(settings));
    RecommendationWizard wizard(f.workspace());
    wizard.show();
    REQUIRE(wizard.selectPersona(QStringLiteral("just-trying")));
    nextTo(wizard, RecommendationWizard::GpusPageId);
    CHECK(wizard.gpusPage()->legacyBox()->isChecked());
    nextTo(wizard, RecommendationWizard::ResultsPageId);
    const auto &stored = wizard.resultsPage()->recommendation();
    REQUIRE(stored);
    REQUIRE_FALSE(stored->picks.empty());
    CHECK(stored->picks.front().deviceId == "gtx-1050-ti");
}
