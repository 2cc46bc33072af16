// Prices and uncertainty where decisions are made, driven like a user would:
// the table's age badge, kind mark and 80% ranges, the price tooltip,
// File > Import's dry run then apply, Edit > Paste prices refused as a whole
// for one bad line and undone as one step.
#include "catchqt.h"
#include "testsupport.h"

#include "ui/importdialog.h"
#include "ui/mainwindow.h"
#include "ui/pastepricesdialog.h"
#include "ui/rankingmodel.h"
#include "ui/workspace.h"

#include "core/date.h"
#include "core/pricing.h"
#include "database/qtconvert.h"

#include <catch2/catch.hpp>

#include <QFont>
#include <QLocale>
#include <QTest>
#include <QUndoStack>

using namespace gpa;
using gpa::test::ScratchCatalogue;

namespace {

// A device of the user's own (no benchmark: estimated from its sheet) with
// one shop price of 2023-03-15, in a window over a scratch catalogue.
struct Fixture
{
    ScratchCatalogue scratch;
    std::unique_ptr<ui::MainWindow> window;

    Fixture()
    {
        REQUIRE(scratch.ok());
        Device lab;
        lab.id = "lab-card";
        lab.name = "Lab Card";
        lab.vendor = "ACME";
        lab.releaseYear = 2022;
        lab.memoryGb = 24;
        lab.memoryBandwidthGbs = 900;
        lab.fp32Tflops = 30;
        lab.tensorFp16TflopsDense = 120;
        lab.tensorCores = true;
        lab.tdpW = 300;
        REQUIRE(scratch->addDevice(lab).ok());
        PriceQuote quote;
        quote.deviceId = "lab-card";
        quote.amount = 1000.0;
        quote.kind = QuoteKind::RetailNew;
        quote.origin = Origin::User;
        quote.observed = PartialDate::ymd(2023, 3, 15);
        quote.source = "lab purchase";
        REQUIRE(scratch->addPriceQuote(quote).ok());
        const QString path = scratch.path();
        scratch.close();
        auto catalogue = db::Catalogue::open(path);
        REQUIRE(catalogue.ok());
        window = std::make_unique<ui::MainWindow>(std::move(catalogue).value(), db::OpenReport{});
        window->resize(1024, 700);
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get()));
    }

    ui::Workspace *workspace() const { return window->workspace(); }
    ui::RankingModel *model() const { return window->rankingModel(); }
    QString dump() const { return workspace()->catalogue()->dumpText(); }
    int quoteCount() const { return static_cast<int>(workspace()->data().priceQuotes.size()); }
    QModelIndex cell(const std::string &id, int column) const
    {
        const int row = model()->rowOf(id);
        REQUIRE(row >= 0);
        return model()->index(row, column);
    }
    void viewAsOf(int year, int month, int day)
    {
        ViewOptions view = workspace()->view();
        view.asOfDay = dayNumber(year, month, day);
        workspace()->setView(view);
    }
};

QString writeFile(const ScratchCatalogue &scratch, const QString &name, const QByteArray &bytes)
{
    const QString path = scratch.folder() + QLatin1Char('/') + name;
    REQUIRE(gpa::test::writeAll(path, bytes));
    return path;
}

} // namespace

TEST_CASE("Table: an old price shows its age and an estimate its mark and 80% range", "[ui][prices]")
{
    Fixture f;
    f.viewAsOf(2025, 6, 30);
    const DeviceEvaluation *e = f.workspace()->evaluation("lab-card");
    REQUIRE(e);
    REQUIRE(e->price.usd);
    // 2023-03-15 to 2025-06-30 is 838 days: 27.5 months, 28 rounded, 2 years.
    CHECK(e->price.ageDays == 838);
    CHECK(e->price.olderThanWindow);
    CHECK(f.cell("lab-card", ui::RankingModel::Price).data().toString() == QStringLiteral("$1,000 · 2y"));
    // Greyed: the disabled text colour.
    CHECK(f.cell("lab-card", ui::RankingModel::Price).data(Qt::ForegroundRole).isValid());

    REQUIRE(e->performance);
    REQUIRE(e->performance->provenance == Provenance::Estimated);
    const QLocale locale;
    const QString range = QStringLiteral("(%1–%2)").arg(locale.toString(e->performance->intervalLow, 'f', 2),
                                                        locale.toString(e->performance->intervalHigh, 'f', 2));
    CHECK(f.cell("lab-card", ui::RankingModel::Relative).data().toString()
          == QStringLiteral("≈ %1 %2").arg(locale.toString(e->performance->relative, 'f', 2), range));
    // At $1,000 per 1,000 dollars is the relative figure itself, and so is
    // its range; an estimate as its performance is, marked as that is.
    CHECK(f.cell("lab-card", ui::RankingModel::PerDollar).data().toString()
          == QStringLiteral("≈ %1 %2").arg(locale.toString(e->performance->relative, 'f', 3), range));
    // The mark alone tells an estimate: in the table's own face.
    CHECK_FALSE(f.cell("lab-card", ui::RankingModel::Relative).data(Qt::FontRole).isValid());
    CHECK_FALSE(f.cell("lab-card", ui::RankingModel::PerDollar).data(Qt::FontRole).isValid());
    // A measured figure has no mark; the reference device's name is bold.
    const std::string reference = f.workspace()->view().referenceId;
    const DeviceEvaluation *measured = f.workspace()->evaluation(reference);
    REQUIRE(measured);
    REQUIRE(measured->performance);
    REQUIRE(measured->performance->provenance == Provenance::Measured);
    CHECK_FALSE(f.cell(reference, ui::RankingModel::Relative).data().toString().contains(QStringLiteral("≈")));
    CHECK_FALSE(f.cell(reference, ui::RankingModel::PerDollar).data().toString().contains(QStringLiteral("≈")));
    CHECK(qvariant_cast<QFont>(f.cell(reference, ui::RankingModel::Name).data(Qt::FontRole)).bold());
    // Still sorted by the central value.
    CHECK(f.cell("lab-card", ui::RankingModel::Relative).data(ui::RankingModel::SortRole).toDouble()
          == e->performance->relative);
}

TEST_CASE("Table: the price tooltip gives kind, date, source, age and rule", "[ui][prices]")
{
    Fixture f;
    f.viewAsOf(2025, 6, 30);
    const QString tip = f.cell("lab-card", ui::RankingModel::Price).data(Qt::ToolTipRole).toString();
    CHECK(tip.contains(QStringLiteral("new, at a shop")));
    CHECK(tip.contains(QStringLiteral("2023-03-15")));
    CHECK(tip.contains(QStringLiteral("source: lab purchase")));
    CHECK(tip.contains(QStringLiteral("your own quote")));
    CHECK(tip.contains(QStringLiteral("Older than the 12-month window: 28 months old")));
    CHECK(tip.contains(QStringLiteral("Rule: ")));

    // Fresh again in a view of 2023-06-30: no badge, no grey.
    f.viewAsOf(2023, 6, 30);
    CHECK(f.cell("lab-card", ui::RankingModel::Price).data().toString() == QStringLiteral("$1,000"));
    CHECK_FALSE(f.cell("lab-card", ui::RankingModel::Price).data(Qt::ForegroundRole).isValid());
}

TEST_CASE("File > Import: a dry run first, the whole file on confirmation", "[ui][import]")
{
    Fixture f;
    const QString good = writeFile(f.scratch, QStringLiteral("quotes.csv"),
                                   "#table price_quotes\n"
                                   "device_id,amount,currency,kind,observed,source\n"
                                   "lab-card,950,USD,retail-new,2026-11-20,lab shop\n"
                                   "lab-card,700,USD,used,2026-11-21,lab resale\n");
    const QString before = f.dump();
    const int quotes = f.quoteCount();
    auto *dialog = f.window->importFile(good);
    REQUIRE(dialog);
    CHECK(dialog->report().contains(QStringLiteral("nothing has changed yet")));
    CHECK(dialog->report().contains(QStringLiteral("price quotes: 2 added")));
    CHECK(dialog->canApply());
    CHECK(f.dump() == before); // the dry run changed nothing

    REQUIRE(dialog->apply());
    CHECK(f.quoteCount() == quotes + 2);
    // The table follows: the row is re-priced from the newest of its quotes.
    const DeviceEvaluation *e = f.workspace()->evaluation("lab-card");
    REQUIRE(e);
    REQUIRE(e->price.date);
    CHECK(e->price.date->toString() >= "2026-11-20");
    dialog->close();

    // A file with one bad row: every problem named, nothing applied.
    const QString bad = writeFile(f.scratch, QStringLiteral("bad.csv"),
                                  "#table price_quotes\n"
                                  "device_id,amount,currency,kind,observed,source\n"
                                  "lab-card,940,USD,retail-new,2026-11-22,lab shop\n"
                                  "no-such-card,500,USD,retail-new,2026-11-22,lab shop\n");
    const QString afterGood = f.dump();
    auto *refused = f.window->importFile(bad);
    CHECK_FALSE(refused->canApply());
    CHECK(refused->report().contains(QStringLiteral("1 bad row")));
    CHECK(refused->report().contains(QStringLiteral("line 4")));
    CHECK(refused->report().contains(QStringLiteral("no-such-card")));
    CHECK_FALSE(refused->apply());
    CHECK(f.dump() == afterGood);
    refused->close();
}

TEST_CASE("Edit > Paste prices: one bad line and nothing is added", "[ui][paste]")
{
    Fixture f;
    const QString before = f.dump();
    auto *dialog = f.window->pastePrices(QStringLiteral("lab-card\t900\nno-such-card\t500\nLab Card\t650\tUSD\tused\n"));
    REQUIRE(dialog);
    CHECK(dialog->previewRows() == 3);
    CHECK_FALSE(dialog->canApply());
    CHECK(dialog->problems() == QStringLiteral("line 2: no device with the id or name 'no-such-card'"));
    CHECK_FALSE(dialog->apply());
    CHECK(f.dump() == before);
    dialog->close();
}

TEST_CASE("Edit > Paste prices: good lines are one change, undone in one step", "[ui][paste]")
{
    Fixture f;
    const int quotes = f.quoteCount();
    QUndoStack *undo = f.workspace()->undoStack();
    const int steps = undo->count();
    auto *dialog = f.window->pastePrices(
        QStringLiteral("lab-card\t900\nrtx-3090\t750\tUSD\tused\nrtx-4090\t$1,799\n"));
    REQUIRE(dialog->canApply());
    REQUIRE(dialog->apply());
    CHECK(f.quoteCount() == quotes + 3);
    CHECK(undo->count() == steps + 1);
    // The pasted price is the user's latest in the window: the row shows it.
    CHECK(f.workspace()->evaluation("lab-card")->price.usd == 900.0);

    undo->undo();
    CHECK(f.quoteCount() == quotes);
    CHECK(f.workspace()->evaluation("lab-card")->price.usd == 1000.0);
    undo->redo();
    CHECK(f.quoteCount() == quotes + 3);
    CHECK(f.workspace()->evaluation("lab-card")->price.usd == 900.0);
    dialog->close();
}

TEST_CASE("A price-age sentence in the window says month or months as English does", "[ui][prices][plural]")
{
    PriceAgeSummary summary;
    summary.viewDay = dayNumber(2026, 12, 1);
    summary.priced = 3;
    summary.olderThanWindow = 1;
    summary.freshnessMonths = 1;
    CHECK(translated(priceAgeText(summary)) == QStringLiteral("prices as of 2026-12-01; 1 of 3 older than 1 month"));
    summary.freshnessMonths = 6;
    CHECK(translated(priceAgeText(summary)) == QStringLiteral("prices as of 2026-12-01; 1 of 3 older than 6 months"));
}
