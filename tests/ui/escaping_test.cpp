// Catalogue text is data, never markup: a device, a quote, a cloud offer and a
// persona whose every text field is HTML are shown through every view,
// tool tip, chart and dialog of the window, and each place must show the
// characters as they are (the tags visible, no image loaded).
#include "catchqt.h"
#include "testsupport.h"

#include "core/date.h"
#include "core/personas.h"
#include "database/personastore.h"
#include "ui/charts/chartcontext.h"
#include "ui/charts/chartpanel.h"
#include "ui/detailspane.h"
#include "ui/mainwindow.h"
#include "ui/plans/hybridtool.h"
#include "ui/plans/planspanel.h"
#include "ui/plans/systemtool.h"
#include "ui/plans/upgradetool.h"
#include "ui/rankingmodel.h"
#include "ui/wizard/recommendationwizard.h"
#include "ui/wizard/resultspage.h"
#include "ui/workspace.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTextDocument>
#include <QTextEdit>
#include <QTimer>
#include <QWizard>

#include <catch2/catch.hpp>

#include <map>

using namespace gpa;

namespace {

// Each text field gets its own tag around its own word: wherever the word
// is shown, its tag must be shown with it.
struct Probe
{
    const char *tag;
    const char *word;
};
const Probe kProbes[] = {
    {"<b>", "ZqName"},       {"<i>", "ZqVendor"},     {"<u>", "ZqArch"},
    {"<s>", "ZqMemory"},     {"<code>", "ZqSpecSource"}, {"<small>", "ZqNotes"},
    {"<sub>", "ZqQuoteSource"}, {"<big>", "ZqProvider"}, {"<em>", "ZqInstance"},
    {"<tt>", "ZqPersona"},   {"<h1>", "ZqHeadline"},
};

QString field(const char *tag, const char *word)
{
    const QString open = QLatin1String(tag);
    return open + QLatin1String(word) + QStringLiteral("</") + open.mid(1);
}

// The name also carries an image that must never load.
const QString kName = field("<b>", "ZqName")
    + QStringLiteral(" <img src=\"file:///nonexistent/gpa-probe.png\"> 9000");

// What a user sees of `text` in a place that takes it as `format`, decided
// as Qt decides it (Qt::AutoText guesses from the text itself).
QString shown(const QString &text, Qt::TextFormat format)
{
    const bool rich = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// Counts, per kind of place, how often a probe word was seen, so that a place
// the probes never reached cannot pass unnoticed.
struct Sightings
{
    std::map<std::string, int> byPlace;

    void check(const std::string &place, const QString &text, Qt::TextFormat format)
    {
        const QString seen = shown(text, format);
        for (const Probe &probe : kProbes) {
            const QString word = QLatin1String(probe.word);
            const qsizetype all = seen.count(word);
            if (all == 0)
                continue;
            byPlace[place] += static_cast<int>(all);
            // Every sighting of the word comes with its tag, as characters.
            const qsizetype tagged = seen.count(QLatin1String(probe.tag) + word);
            CAPTURE(place, text.left(300).toStdString(), seen.left(300).toStdString());
            CHECK(tagged == all);
        }
        // An image that loaded shows as the object replacement character.
        CAPTURE(place, seen.left(300).toStdString());
        CHECK_FALSE(seen.contains(QChar(0xFFFC)));
    }

    // Every label, tool tip, text view, item-view tool tip and chart text
    // below `root`.
    void walk(const std::string &place, QWidget *root)
    {
        check(place + " tool tip", root->toolTip(), Qt::AutoText);
        for (QWidget *widget : root->findChildren<QWidget *>()) {
            check(place + " tool tip", widget->toolTip(), Qt::AutoText);
            if (auto *label = qobject_cast<QLabel *>(widget))
                check(place + " label", label->text(), label->textFormat());
            if (auto *text = qobject_cast<QTextEdit *>(widget))
                check(place + " text", text->toHtml(), Qt::RichText);
            if (auto *view = qobject_cast<QAbstractItemView *>(widget); view && view->model())
                walkModel(place, view->model());
            if (auto *graphics = qobject_cast<QGraphicsView *>(widget); graphics && graphics->scene()) {
                for (QGraphicsItem *item : graphics->scene()->items()) {
                    // Chart titles, legends and axis labels are rich text items.
                    if (auto *textItem = dynamic_cast<QGraphicsTextItem *>(item))
                        check(place + " chart", textItem->toHtml(), Qt::RichText);
                }
            }
        }
    }

    void walkModel(const std::string &place, const QAbstractItemModel *model)
    {
        const int rows = std::min(model->rowCount(), 400);
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                check(place + " cell tool tip", index.data(Qt::ToolTipRole).toString(), Qt::AutoText);
            }
        }
    }
};

// A catalogue holding one device, one quote, one cloud offer and one persona
// whose texts are all HTML; the device is the view's reference.
struct Fixture
{
    test::ScratchCatalogue scratch;
    std::unique_ptr<ui::MainWindow> window;

    Fixture()
    {
        REQUIRE(scratch.ok());
        Device d = *scratch->device(QStringLiteral("rtx-2080-ti"));
        d.id = "html-probe";
        d.name = kName.toStdString();
        d.vendor = field("<i>", "ZqVendor").toStdString();
        d.architecture = field("<u>", "ZqArch").toStdString();
        d.memoryType = field("<s>", "ZqMemory").toStdString();
        d.source = field("<code>", "ZqSpecSource").toStdString();
        d.notes = field("<small>", "ZqNotes").toStdString();
        const auto added = scratch->addDevice(d);
        INFO((added ? std::string() : added.message()));
        REQUIRE(added);
        PriceQuote quote;
        quote.deviceId = d.id;
        quote.amount = 700.0;
        quote.kind = QuoteKind::RetailNew;
        quote.observed = PartialDate::ymd(2019, 3, 1);
        quote.source = field("<sub>", "ZqQuoteSource").toStdString();
        REQUIRE(scratch->addPriceQuote(quote));
        Persona persona = *findBuiltInPersona("cheap");
        persona.id = "html-persona";
        persona.name = field("<tt>", "ZqPersona").toStdString();
        persona.description = field("<h1>", "ZqHeadline").toStdString();
        persona.builtIn = false;
        REQUIRE(db::PersonaStore(scratch.catalogue()).save(persona));
        const QString path = scratch.path();
        scratch.close();
        // Cloud offers come with the bundled data only: this one is written
        // as another program could have written it.
        REQUIRE(test::runSql(path, QStringLiteral(
                                       "INSERT INTO cloud_offers (id, provider, instance, accelerator_id, "
                                       "accelerator_count, usd_per_hour_on_demand, price_date, source, origin) "
                                       "VALUES ('probe-offer', '%1', '%2', 'html-probe', 1, 1.5, '2019-03', "
                                       "'%3', 'user')")
                                       .arg(field("<big>", "ZqProvider"), field("<em>", "ZqInstance"),
                                            field("<sub>", "ZqQuoteSource")))
                    .isEmpty());

        auto catalogue = db::Catalogue::open(path);
        REQUIRE(catalogue);
        window = std::make_unique<ui::MainWindow>(std::move(catalogue).value(), db::OpenReport {});
        window->resize(1400, 850);
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get()));
        ViewOptions view = window->workspace()->view();
        view.referenceId = "html-probe";
        view.asOfDay = dayNumber(2019, 4, 30);
        window->workspace()->setView(view);
        window->selectDevice("html-probe");
    }
};

} // namespace

TEST_CASE("HTML in catalogue text shows as text in every view, tool tip, chart and dialog",
          "[ui][escaping]")
{
    Fixture f;
    Sightings seen;

    // The table, its tool tips and the details pane of the selected device.
    f.window->showTab(0);
    seen.walk("devices", f.window.get());
    CHECK(seen.byPlace["devices label"] > 0);          // details title, subtitle, specs
    CHECK(seen.byPlace["devices cell tool tip"] > 0);  // the ranking's and the quotes' tool tips

    // Every chart of the chart panel.
    f.window->showTab(1);
    for (const ui::ChartKind kind : {ui::ChartKind::Performance, ui::ChartKind::PerformancePerDollar,
                                     ui::ChartKind::Scatter, ui::ChartKind::PriceHistory,
                                     ui::ChartKind::BuyVsRent}) {
        CAPTURE(static_cast<int>(kind));
        f.window->chartPanel()->setKind(kind);
        QCoreApplication::processEvents();
        seen.walk("charts", f.window->chartPanel());
    }
    CHECK(seen.byPlace["charts chart"] > 0); // axis labels, axis titles, legends

    // The plan tools, each with the device and the offer chosen.
    f.window->showTab(2);
    ui::PlansPanel *plans = f.window->plansPanel();
    plans->setSelectedDevice("html-probe");
    for (const auto tool : {ui::PlansPanel::Upgrade, ui::PlansPanel::System, ui::PlansPanel::Hybrid}) {
        plans->showTool(tool);
        if (tool == ui::PlansPanel::Hybrid) {
            QComboBox *offers = plans->hybridTool()->offerBox();
            const int index = offers->findData(QStringLiteral("probe-offer"));
            REQUIRE(index >= 0);
            offers->setCurrentIndex(index);
        }
        QCoreApplication::processEvents();
        seen.walk("plans", plans);
    }
    CHECK(seen.byPlace["plans label"] + seen.byPlace["plans chart"] > 0);

    // The cloud offers and their tool tips.
    f.window->showTab(3);
    seen.walk("cloud", f.window.get());
    CHECK(seen.byPlace["cloud cell tool tip"] > 0);

    // The wizard, on the HTML persona: its list, its tool tips, the results.
    ui::RecommendationWizard *wizard = f.window->openRecommendationWizard();
    REQUIRE(wizard);
    seen.walk("wizard", wizard);
    REQUIRE(wizard->selectPersona(QStringLiteral("html-persona")));
    while (wizard->currentId() != ui::RecommendationWizard::ResultsPageId) {
        QAbstractButton *next = wizard->button(QWizard::NextButton);
        REQUIRE(next->isEnabled());
        QTest::mouseClick(next, Qt::LeftButton);
    }
    // The subtitle is shown by a label QWizard owns.
    seen.check("wizard subtitle", wizard->currentPage()->subTitle(), wizard->subTitleFormat());
    seen.walk("wizard", wizard);
    CHECK(seen.byPlace["wizard subtitle"] > 0);
    CHECK(seen.byPlace["wizard cell tool tip"] > 0); // the persona list's tool tip
    wizard->close();

    // The delete dialog names the device.
    f.window->showTab(0);
    f.window->selectDevice("html-probe");
    QPushButton *remove = nullptr;
    for (QPushButton *button : f.window->detailsPane()->findChildren<QPushButton *>()) {
        if (button->text() == ui::DetailsPane::tr("&Delete"))
            remove = button;
    }
    REQUIRE(remove);
    REQUIRE(remove->isVisible());
    bool asked = false;
    QTimer::singleShot(0, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        REQUIRE(box);
        asked = true;
        seen.check("dialog", box->text(), box->textFormat());
        box->button(QMessageBox::No)->click();
    });
    QTest::mouseClick(remove, Qt::LeftButton);
    CHECK(asked);
    CHECK(seen.byPlace["dialog"] > 0);
    // Answered no: the device is still there.
    CHECK(f.window->workspace()->data().device("html-probe"));
}
