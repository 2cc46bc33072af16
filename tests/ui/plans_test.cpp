// The Plans view driven offscreen in the window, on the seed's own view
// (devices and prices as of 2019-04-30): upgrade advice (seed §7.5), two
// multi-GPU systems and their break-even host cost (seed §4.5c), the hybrid
// own card / cloud plans (seed §7.6), the workspace's selection and settings
// filling the tools in, and each tool's chart exported like every chart.
#include "catchqt.h"
#include "core/hostprofile.h"
#include "core/hybridplan.h"
#include "core/systemplan.h"
#include "core/upgrade.h"
#include "database/qtconvert.h"
#include "testsupport.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/charts/planchartview.h"
#include "ui/mainwindow.h"
#include "ui/plans/hybridtool.h"
#include "ui/plans/moneyspinbox.h"
#include "ui/plans/planspanel.h"
#include "ui/plans/systemtool.h"
#include "ui/plans/upgradetool.h"
#include "ui/settingsdialog.h"
#include "ui/workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProcess>
#include <QSet>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpa;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using Catch::Matchers::WithinRel;

namespace {

// The window over a scratch catalogue, shown offscreen at 1400 x 850 with
// the Plans tab in front, on the view of the seed article (2019-04-30).
struct Fixture
{
    test::ScratchCatalogue scratch;
    std::unique_ptr<ui::MainWindow> window;

    Fixture()
    {
        REQUIRE(scratch.ok());
        const QString path = scratch.path();
        scratch.close();
        auto catalogue = db::Catalogue::open(path);
        REQUIRE(catalogue.ok());
        window = std::make_unique<ui::MainWindow>(std::move(catalogue).value(), db::OpenReport {});
        window->resize(1400, 850);
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get()));
        window->showTab(2);
        setView(Workload::Cnn, Precision::Fp16);
    }

    [[nodiscard]] ui::Workspace *workspace() const { return window->workspace(); }
    [[nodiscard]] ui::PlansPanel *plans() const { return window->plansPanel(); }

    void setView(Workload workload, Precision precision, const std::string &currency = "USD")
    {
        ViewOptions view = workspace()->view();
        view.mix = WorkloadMix::only(workload);
        view.precision = precision;
        view.asOfDay = dayNumber(2019, 4, 30);
        view.currency = currency;
        workspace()->setView(view);
    }

    ui::UpgradeTool *upgrade() const
    {
        plans()->showTool(ui::PlansPanel::Upgrade);
        return plans()->upgradeTool();
    }
    ui::SystemTool *system() const
    {
        plans()->showTool(ui::PlansPanel::System);
        return plans()->systemTool();
    }
    ui::HybridTool *hybrid() const
    {
        plans()->showTool(ui::PlansPanel::Hybrid);
        return plans()->hybridTool();
    }
};

void choose(QComboBox *box, const char *id)
{
    const int index = box->findData(QString::fromLatin1(id));
    REQUIRE(index >= 0);
    box->setCurrentIndex(index);
}

// Types into a spin box as a user does: select all, type, Enter.
void type(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

QString cell(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QString();
}

QString usd(double amount, int decimals = 0)
{
    return toQString(formatMoney(amount, "USD", decimals));
}

bool anyContains(const QStringList &lines, const QString &text)
{
    return std::any_of(lines.begin(), lines.end(),
                       [&](const QString &line) { return line.contains(text); });
}

int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); y += 3)
        for (int x = 0; x < rgb.width(); x += 3)
            colours.insert(rgb.pixel(x, y));
    return static_cast<int>(colours.size());
}

// The core's advice for the inputs the tool shows.
UpgradeAdvice coreAdvice(const Fixture &f, const char *owned, double budget)
{
    UpgradeRequest request;
    request.owned = *f.workspace()->data().device(owned);
    request.budgetUsd = budget;
    return adviseUpgrade(f.workspace()->data(), f.workspace()->prices(), f.workspace()->model(),
                         f.workspace()->view(), f.workspace()->settings().assumptions, request);
}

} // namespace

TEST_CASE("Upgrade tool on the 2019 view: a GTX 1070 owner with $500 waits for convnets at "
          "fp32 and upgrades for Transformers at fp16 (seed §7.5)",
          "[ui][plans]")
{
    Fixture f;
    ui::UpgradeTool *tool = f.upgrade();
    f.window->selectDevice("gtx-1070");
    CHECK(tool->ownedBox()->currentData().toString() == QStringLiteral("gtx-1070"));
    type(tool->budgetBox(), QStringLiteral("500"));
    REQUIRE(tool->budgetBox()->usd() == 500.0);
    CHECK(tool->thresholdBox()->value() == 1.5); // Preferences' default

    SECTION("convnets at 32-bit: wait")
    {
        f.setView(Workload::Cnn, Precision::Fp32);
        CHECK(tool->verdict() == UpgradeVerdict::Wait);
        // The best card within $500 is the GTX 1080: 1.29x for $450 - $289.62 = $160 net.
        CHECK_THAT(tool->verdictText().toStdString(),
                   StartsWith("Wait: the best upgrade within budget is 1.29x (GeForce GTX 1080)")
                       && Contains("$160 net") && Contains("(Dettmers 2019, §7.5)"));
        // The resale value shown is core's: the GTX 1070's $379 launch price on
        // the depreciation curve at 2.87 years, 76.4%.
        CHECK(tool->resaleBox()->usd() == Approx(289.62).epsilon(0.001));
        CHECK_FALSE(tool->resaleBox()->isEnabled());

        // The table lists core's candidates in core's order.
        const UpgradeAdvice advice = coreAdvice(f, "gtx-1070", 500.0);
        QTableWidget *table = tool->table();
        REQUIRE(table->rowCount() == static_cast<int>(advice.candidates.size()));
        REQUIRE(table->rowCount() > 5);
        for (int row = 0; row < table->rowCount(); ++row) {
            const UpgradeCandidate &c = advice.candidates[static_cast<std::size_t>(row)];
            CAPTURE(row, c.device->id);
            CHECK(cell(table, row, 0) == toQString(c.device->name));
            CHECK(cell(table, row, 2) == usd(c.priceUsd));
            CHECK(cell(table, row, 3) == usd(c.netCostUsd));
            CHECK(cell(table, row, 1).contains(QChar(0x2713)) == c.meetsThreshold);
            CHECK(table->item(row, 0)->font().bold() == false); // nothing recommended
        }
        CHECK(cell(table, 0, 1) == QStringLiteral("1.29x"));
        CHECK(cell(table, 0, 3) == QStringLiteral("$160"));

        // The chart: every candidate on it, the budget at $500 - $289.62 net.
        const ui::ChartSnapshot &chart = tool->chart()->snapshot();
        REQUIRE(chart.upgrade);
        CHECK(chart.upgrade->budgetNetCost == Approx(210.38).epsilon(0.001));
        CHECK(chart.upgrade->threshold == 1.5);
        CHECK(static_cast<int>(chart.upgrade->points.size()) == table->rowCount());
    }
    SECTION("Transformers at 16-bit: upgrade to the RTX 2060")
    {
        f.setView(Workload::Transformer, Precision::Fp16);
        CHECK(tool->verdict() == UpgradeVerdict::Upgrade);
        CHECK_THAT(tool->verdictText().toStdString(),
                   StartsWith("Upgrade: the GeForce RTX 2060 is 1.66x as fast as the GeForce GTX "
                              "1070 for $59 net ($349 minus $290 resale)")
                       && Contains("(Dettmers 2019, §7.5)"));
        QTableWidget *table = tool->table();
        CHECK(cell(table, 0, 0) == QStringLiteral("GeForce RTX 2060"));
        CHECK(table->item(0, 0)->font().bold()); // the recommended card
        CHECK(cell(table, 0, 1) == QStringLiteral("1.66x \u2713"));
        // Each sentence cites the rule it applies.
        const QStringList why = tool->explanationTexts();
        CHECK(anyContains(why, QStringLiteral("faster precision for each workload")));
        CHECK(anyContains(why, QStringLiteral("(Dettmers 2019, §4.1)")));
        CHECK(anyContains(why, QStringLiteral("6 GB against 8 GB")));
        CHECK(anyContains(why, QStringLiteral("(Dettmers 2019, §3.3)")));
        REQUIRE(tool->chart()->snapshot().upgrade);
        const auto &points = tool->chart()->snapshot().upgrade->points;
        CHECK(std::count_if(points.begin(), points.end(),
                            [](const UpgradeChartPoint &p) { return p.recommended; })
              == 1);
    }
    SECTION("no budget: the Titan RTX, never the over-priced Quadro RTX 8000 (seed §7.1)")
    {
        f.setView(Workload::Transformer, Precision::Fp16);
        type(tool->budgetBox(), QStringLiteral("0"));
        REQUIRE(tool->budgetBox()->isSpecial());
        CHECK(tool->verdict() == UpgradeVerdict::Upgrade);
        // The Titan RTX is 95% as fast as the Quadro RTX 8000 for $2,499
        // against $10,000 (25% of its price).
        CHECK_THAT(tool->verdictText().toStdString(),
                   StartsWith("Upgrade: the NVIDIA TITAN RTX is 6.43x as fast"));
        QTableWidget *table = tool->table();
        for (int row = 0; row < table->rowCount(); ++row) {
            CAPTURE(row);
            CHECK_FALSE(cell(table, row, 0).startsWith(QStringLiteral("Quadro")));
            CHECK_FALSE(cell(table, row, 0).startsWith(QStringLiteral("Tesla")));
        }
        const QStringList why = tool->explanationTexts();
        CHECK(anyContains(why, QStringLiteral("Left out: The Quadro RTX 8000 is over-priced for "
                                              "what it gives: the NVIDIA TITAN RTX is 95% as fast "
                                              "for 25% of its price")));
        CHECK(anyContains(why, QStringLiteral("Based on: Host: a desktop")));
    }
    SECTION("a threshold above every card within budget turns it into a wait")
    {
        f.setView(Workload::Transformer, Precision::Fp16);
        type(tool->thresholdBox(), QStringLiteral("1.8"));
        CHECK(tool->thresholdBox()->value() == 1.8);
        CHECK(tool->verdict() == UpgradeVerdict::Wait);
        CHECK_THAT(tool->verdictText().toStdString(), Contains("below the 1.8x threshold"));
    }
    SECTION("a resale value of your own")
    {
        f.setView(Workload::Transformer, Precision::Fp16);
        tool->ownResaleBox()->setChecked(true);
        CHECK(tool->resaleBox()->isEnabled());
        type(tool->resaleBox(), QStringLiteral("100"));
        // $349 - $100 = $249 net.
        CHECK_THAT(tool->verdictText().toStdString(), Contains("$249 net"));
        CHECK(anyContains(tool->explanationTexts(), QStringLiteral("sell for $100, your figure")));
    }
}

TEST_CASE("System tool: 4x RTX 2080 Ti in one machine against 8x RTX 2060 in two, the break-even "
          "host cost and the flip on either side of it (seed §4.5c)",
          "[ui][plans]")
{
    Fixture f;
    ui::SystemTool *tool = f.system();
    choose(tool->deviceBox(0), "rtx-2080-ti");
    tool->cardsBox(0)->setValue(4);
    tool->hostsBox(0)->setValue(1);
    REQUIRE(tool->compareBox()->isChecked());
    choose(tool->deviceBox(1), "rtx-2060");
    tool->cardsBox(1)->setValue(8);
    tool->hostsBox(1)->setValue(2);

    // Core on the same inputs (convnets at 16-bit, the 2019 view's host price).
    SystemRequest a;
    a.deviceId = "rtx-2080-ti";
    a.cards = 4;
    SystemRequest b;
    b.deviceId = "rtx-2060";
    b.cards = 8;
    b.hosts = 2;
    const SystemComparison c
        = compareSystems(f.workspace()->data(), f.workspace()->prices(), f.workspace()->model(),
                         f.workspace()->view(), f.workspace()->settings().assumptions, a, b);
    REQUIRE(c.breakEven);
    REQUIRE(c.breakEven->hostCostUsd);
    const double h = *c.breakEven->hostCostUsd;
    // (3.74176 x 4800 - 3.5170 x 2792) / (2 x 3.5170 - 3.74176) = $2,473
    CHECK(h == Approx(2473.0).epsilon(0.005));

    REQUIRE(tool->breakEvenHostCostUsd());
    CHECK_THAT(*tool->breakEvenHostCostUsd(), WithinRel(h, 1e-12));
    CHECK_THAT(tool->verdictText().toStdString(),
               Contains(("Break-even host cost: " + usd(h)).toStdString()));
    const ui::ChartSnapshot &chart = tool->chart()->snapshot();
    REQUIRE(chart.systems);
    REQUIRE(chart.systems->breakEvenHostCost);
    CHECK_THAT(*chart.systems->breakEvenHostCost, WithinRel(h, 1e-12));
    CHECK(anyContains(tool->explanationTexts(),
                      QStringLiteral("Equally cost-efficient when a host "
                                     "machine costs ")
                          + usd(h)));

    // At the 2019 view's host price, $2,630 (above the break-even), the
    // single machine of RTX 2080 Tis gives more per dollar ...
    CHECK(tool->hostCostBox()->usd() == 2630.0);
    CHECK(tool->morePerDollar() == 1);
    QTableWidget *systems = tool->table();
    REQUIRE(systems->rowCount() == 2);
    CHECK(cell(systems, 0, 0) == QStringLiteral("4x GeForce RTX 2080 Ti / 1 host"));
    CHECK(cell(systems, 1, 0) == QStringLiteral("8x GeForce RTX 2060 / 2 hosts"));
    CHECK(cell(systems, 1, 2) == QStringLiteral("$8,052")); // 8 x $349 + 2 x $2,630
    CHECK(systems->item(0, 0)->font().bold());

    // ... and the order flips on either side of the break-even.
    using Row = std::tuple<double, int, const char *>;
    const auto [offset, better, winner] = GENERATE(table<double, int, const char *>({
        Row {-100.0, 2, "8x GeForce RTX 2060 / 2 hosts gives more"},
        Row {+100.0, 1, "4x GeForce RTX 2080 Ti / 1 host gives more"},
    }));
    CAPTURE(offset);
    type(tool->hostCostBox(), QString::number(std::round(h + offset)));
    CHECK(tool->hostCostBox()->usd() == std::round(h + offset));
    CHECK(tool->morePerDollar() == better);
    CHECK_THAT(tool->verdictText().toStdString(), Contains(winner));
    CHECK(systems->item(better - 1, 0)->font().bold());
    CHECK_FALSE(systems->item(2 - better, 0)->font().bold());
    // The host cost does not move the break-even.
    CHECK_THAT(*tool->breakEvenHostCostUsd(), WithinRel(h, 1e-12));
}

TEST_CASE("System tool: a power supply too small is reported, and no machine can stay empty",
          "[ui][plans]")
{
    Fixture f;
    ui::SystemTool *tool = f.system();
    tool->compareBox()->setChecked(false);
    // TITAN RTX: 280 W a card, 650 W supply recommended for a one-card build.
    // 3 cards in one machine (more than a desktop's two slots: checked as a
    // workstation, whose 1,600 W holds them): 3 x 280 + 100 = 940 W.
    choose(tool->deviceBox(0), "titan-rtx");
    tool->cardsBox(0)->setValue(3);
    tool->hostsBox(0)->setValue(1);
    CHECK(tool->psuBox(0)->value() == 0); // "Recommended"
    CHECK(tool->psuBox(0)->text() == QStringLiteral("Recommended"));
    CHECK(anyContains(tool->warningTexts(),
                      QStringLiteral("draws about 940 W (cards at full power plus the host), "
                                     "more than its 650 W power supply")));
    CHECK(cell(tool->table(), 0, 5) == QStringLiteral("650 W: too small"));

    type(tool->psuBox(0), QStringLiteral("1600"));
    CHECK(tool->psuBox(0)->value() == 1600);
    CHECK_FALSE(anyContains(tool->warningTexts(), QStringLiteral("power supply")));
    CHECK(cell(tool->table(), 0, 5)
          == QLocale().toString(1600.0, 'f', 0) + QStringLiteral(" W: enough"));

    // Machines never outnumber the cards: the range follows the count.
    tool->cardsBox(0)->setValue(2);
    CHECK(tool->hostsBox(0)->maximum() == 2);
    type(tool->hostsBox(0), QStringLiteral("5"));
    CHECK(tool->hostsBox(0)->value() <= 2);
    tool->cardsBox(0)->setValue(0);
    CHECK(tool->cardsBox(0)->value() == 1);
}

TEST_CASE("Hybrid tool: own card, cloud only and hybrid with the cheapest and the fastest named "
          "(seed §7.6)",
          "[ui][plans]")
{
    Fixture f;
    ui::HybridTool *tool = f.hybrid();
    f.window->selectDevice("rtx-2070");
    CHECK(tool->deviceBox()->currentData().toString() == QStringLiteral("rtx-2070"));
    choose(tool->offerBox(), "aws-p3-2xlarge");
    tool->pricingBox()->setCurrentIndex(0); // on demand
    type(tool->prototypeBox(), QStringLiteral("80"));
    type(tool->trainingBox(), QStringLiteral("120"));
    type(tool->monthsBox(), QStringLiteral("24"));

    // By hand: the RTX 2070 at $600 (2019), 175 W + 100 W host at $0.12/kWh
    // = $0.033 an hour; p3.2xlarge at $3.06 an hour, one V100.
    //   cloud only: (80 + 120) h x $3.06 = $612.00 a month, $14,688 in 24 months
    //   hybrid:     $600 + (80 h x $0.033 + 120 h x $3.06) = $600 + $369.84 a month
    //               = $9,476 in 24 months
    QTableWidget *table = tool->table();
    REQUIRE(table->rowCount() == 3);
    CHECK(cell(table, 1, 0) == QStringLiteral("Cloud only"));
    CHECK(cell(table, 1, 2) == QStringLiteral("$612.00"));
    CHECK(cell(table, 1, 3) == QStringLiteral("$14,688"));
    CHECK(cell(table, 1, 4) == QStringLiteral("120 h"));
    CHECK(cell(table, 2, 1) == QStringLiteral("$600"));
    CHECK(cell(table, 2, 2) == QStringLiteral("$369.84"));
    CHECK(cell(table, 2, 3) == QStringLiteral("$9,476"));

    // The own card alone is cheapest (electricity only); cloud and hybrid
    // train equally fast, and the cheaper of the two, hybrid, is named.
    HybridRequest request;
    request.deviceId = "rtx-2070";
    request.offerId = "aws-p3-2xlarge";
    request.prototypeHoursPerMonth = 80.0;
    request.trainingGpuHoursPerMonth = 120.0;
    request.months = 24;
    const HybridSetup setup
        = hybridSetup(f.workspace()->data(), f.workspace()->prices(), f.workspace()->model(),
                      f.workspace()->view(), f.workspace()->settings().assumptions, request);
    REQUIRE_FALSE(setup.problem);
    const HybridComparison c = compareHybridPlans(setup.input);
    CHECK(c.cheapest == HybridPlanKind::OwnOnly);
    CHECK(c.fastest == HybridPlanKind::Hybrid);
    CHECK(tool->cheapest() == c.cheapest);
    CHECK(tool->fastest() == c.fastest);
    CHECK(cell(table, 0, 0) == QStringLiteral("Own card only (cheapest)"));
    CHECK(cell(table, 2, 0) == QStringLiteral("Hybrid (fastest)"));
    CHECK(cell(table, 0, 3) == usd(c.plan(HybridPlanKind::OwnOnly).totalCostUsd));
    CHECK(table->item(0, 0)->font().bold());
    CHECK(tool->verdictText()
          == QStringLiteral("Cheapest over 24 months: Own card only (%1)\nFastest final training: "
                            "Hybrid (120 h a month)")
                 .arg(usd(c.plan(HybridPlanKind::OwnOnly).totalCostUsd)));
    CHECK(anyContains(tool->explanationTexts(), QStringLiteral("(Dettmers 2019, §7.6)")));
    CHECK(anyContains(tool->explanationTexts(), QStringLiteral("(Dettmers 2019, §7.7)")));

    // The chart: the three plans month by month.
    const ui::ChartSnapshot &chart = tool->chart()->snapshot();
    REQUIRE(chart.planCosts);
    CHECK(chart.planCosts->months == 24);
    CHECK(chart.planCosts->plans[1].cumulative.size() == 25);
    CHECK(chart.planCosts->plans[1].cumulative[24] == Approx(14688.0));

    SECTION("a card already owned costs nothing up front")
    {
        tool->ownedBox()->setChecked(true);
        CHECK(cell(table, 2, 1) == QStringLiteral("$0"));
        CHECK(cell(table, 2, 3) == QStringLiteral("$8,876")); // 24 x $369.84
    }
    SECTION("spot pricing on an offer without a spot price is reported inline")
    {
        choose(tool->offerBox(), "aws-p3-16xlarge");
        tool->pricingBox()->setCurrentIndex(1);
        CHECK_THAT(tool->verdictText().toStdString(),
                   Contains("The offer aws-p3-16xlarge has no spot price"));
        CHECK(table->rowCount() == 0);
        CHECK_FALSE(tool->cheapest());
        REQUIRE(tool->chart()->snapshot().planCosts);
        CHECK(tool->chart()->snapshot().planCosts->unavailable);
    }
}

TEST_CASE("Selecting a device in the workspace fills in each tool's device", "[ui][plans]")
{
    Fixture f;
    using Row = std::tuple<const char *>;
    const auto [id] = GENERATE(table<const char *>({Row {"rtx-2080"}, Row {"gtx-1080-ti"}}));
    CAPTURE(id);
    f.window->selectDevice(id);
    const QString expected = QString::fromLatin1(id);
    CHECK(f.plans()->upgradeTool()->ownedBox()->currentData().toString() == expected);
    CHECK(f.plans()->systemTool()->deviceBox(0)->currentData().toString() == expected);
    CHECK(f.plans()->hybridTool()->deviceBox()->currentData().toString() == expected);
    // The tool on screen recomputed for it.
    ui::UpgradeTool *tool = f.upgrade();
    REQUIRE(tool->chart()->snapshot().upgrade);
    CHECK(tool->chart()->snapshot().upgrade->ownedName == f.workspace()->data().device(id)->name);
}

TEST_CASE("System tool: the host price starts from the view's date and says where it comes "
          "from (seed §4.5c)",
          "[ui][plans]")
{
    Fixture f;
    ui::SystemTool *tool = f.system();
    choose(tool->deviceBox(0), "rtx-2080-ti");
    tool->cardsBox(0)->setValue(4);
    tool->hostsBox(0)->setValue(1);
    tool->compareBox()->setChecked(false);

    // The 2019 view: $6,200 workstation less three RTX 2080 Ti at $1,190 =
    // $2,630, seen 2019-01-31.
    CHECK(tool->hostCostBox()->usd() == 2630.0);
    CHECK(anyContains(tool->explanationTexts(),
                      QStringLiteral("Host machine: $2,630 each, as seen on 2019-01-31")));
    CHECK(anyContains(tool->explanationTexts(), QStringLiteral("in Preferences")));
    REQUIRE(tool->table()->rowCount() == 1);
    // The RTX 2080 Ti's $1,200 street price of the 2019 view: 4 x $1,200 + $2,630.
    CHECK(cell(tool->table(), 0, 2) == QStringLiteral("$7,430"));

    // Today: Lambda's ($2,125 - $1,599) x 4 = $2,104, seen 2024-07-24.
    ViewOptions today = f.workspace()->view();
    today.asOfDay.reset();
    f.workspace()->setView(today);
    CHECK(tool->hostCostBox()->usd() == 2104.0);
    CHECK(anyContains(tool->explanationTexts(),
                      QStringLiteral("Host machine: $2,104 each, as seen on 2024-07-24")));

    // A price typed in is kept across views and named as the user's.
    type(tool->hostCostBox(), QStringLiteral("1000"));
    CHECK(tool->hostCostBox()->usd() == 1000.0);
    CHECK(anyContains(tool->explanationTexts(),
                      QStringLiteral("Host machine: $1,000 each, your figure")));
    f.setView(Workload::Cnn, Precision::Fp16);
    CHECK(tool->hostCostBox()->usd() == 1000.0);
}

TEST_CASE("The settings give the tools their defaults", "[ui][plans]")
{
    Fixture f;
    ui::Settings settings = f.workspace()->settings();
    settings.assumptions.upgradeThreshold = 2.0;
    settings.assumptions.multiGpuHostCostUsd = 3000.0;
    f.workspace()->setSettings(settings);

    CHECK(f.plans()->upgradeTool()->thresholdBox()->value() == 2.0);
    ui::SystemTool *system = f.system();
    choose(system->deviceBox(0), "rtx-2080-ti");
    choose(system->deviceBox(1), "rtx-2060");
    CHECK(system->cardsBox(1)->value() == 8); // the seed's example by default
    CHECK(system->hostsBox(1)->value() == 2);
    system->cardsBox(0)->setValue(4);
    CHECK(system->hostCostBox()->usd() == 3000.0);
    // Hosts at $3,000, above the $2,473 break-even: the single machine wins.
    CHECK(system->morePerDollar() == 1);
    CHECK(anyContains(system->explanationTexts(),
                      QStringLiteral("Host machine: $3,000 each, from your settings")));
}

TEST_CASE("The tools show amounts in the view's currency", "[ui][plans]")
{
    Fixture f;
    ui::UpgradeTool *tool = f.upgrade();
    f.window->selectDevice("gtx-1070");
    type(tool->budgetBox(), QStringLiteral("500"));
    f.setView(Workload::Transformer, Precision::Fp16, "EUR");
    const double perUsd = 0.8532; // database/seed/exchange_rates.csv
    // The budget stays $500, shown in euros.
    CHECK(tool->budgetBox()->usd() == Approx(500.0));
    CHECK(tool->budgetBox()->suffix() == QStringLiteral(" EUR"));
    CHECK(tool->budgetBox()->text() == QStringLiteral("427 EUR")); // 500 x 0.8532 = 426.6
    CHECK(cell(tool->table(), 0, 2) == toQString(formatMoney(349.0 * perUsd, "EUR")));
    REQUIRE(tool->chart()->snapshot().upgrade);
    CHECK(tool->chart()->snapshot().upgrade->currency == "EUR");
    CHECK(anyContains(tool->explanationTexts(), QStringLiteral("in US dollars")));
}

TEST_CASE("Each plan chart exports to PNG and SVG and copies to the clipboard", "[ui][plans]")
{
    Fixture f;
    f.window->selectDevice("rtx-2070");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto tool
        = GENERATE(ui::PlansPanel::Upgrade, ui::PlansPanel::System, ui::PlansPanel::Hybrid);
    f.plans()->showTool(tool);
    ui::PlanChartView *chart = f.plans()->currentTool()->chart();
    const QString name = ui::chartKindId(chart->kind());
    CAPTURE(name);
    REQUIRE_FALSE(ui::chartUnavailableReason(chart->snapshot(), chart->kind(), {}));

    const QString png = dir.filePath(name + QStringLiteral(".png"));
    REQUIRE_FALSE(chart->exportTo(png, QSize(900, 560)));
    const QImage image(png);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(900, 560));
    CHECK(distinctColours(image) > 20); // text, lines, points: not blank

    const QString svg = dir.filePath(name + QStringLiteral(".svg"));
    REQUIRE_FALSE(chart->exportTo(svg, QSize(900, 560)));
    QSvgRenderer renderer(svg);
    CHECK(renderer.isValid());
    CHECK(renderer.defaultSize() == QSize(900, 560));

    // A wrong extension leaves nothing behind.
    CHECK(chart->exportTo(dir.filePath(name + QStringLiteral(".gif")), QSize(900, 560)));
    CHECK_FALSE(QFile::exists(dir.filePath(name + QStringLiteral(".gif"))));

    QApplication::clipboard()->clear();
    QTest::mouseClick(chart->copyButton(), Qt::LeftButton);
    CHECK_FALSE(QApplication::clipboard()->image().isNull());
}

TEST_CASE("Out-of-range inputs cannot be entered", "[ui][plans]")
{
    Fixture f;
    ui::UpgradeTool *upgrade = f.upgrade();
    type(upgrade->thresholdBox(), QStringLiteral("0.5"));
    CHECK(upgrade->thresholdBox()->value() >= 1.0);
    type(upgrade->budgetBox(), QStringLiteral("-200"));
    CHECK(upgrade->budgetBox()->value() >= 0.0);
    upgrade->budgetBox()->setValue(0.0);
    CHECK(upgrade->budgetBox()->text() == QStringLiteral("No limit"));
    CHECK(upgrade->budgetBox()->isSpecial());

    ui::HybridTool *hybrid = f.hybrid();
    type(hybrid->prototypeBox(), QStringLiteral("1000"));
    CHECK(hybrid->prototypeBox()->value() <= 730.0); // hours in a month
    type(hybrid->monthsBox(), QStringLiteral("0"));
    CHECK(hybrid->monthsBox()->value() >= 1);
    // Every card offered has a board power: electricity can be counted.
    for (int i = 0; i < hybrid->deviceBox()->count(); ++i) {
        const Device *d = f.workspace()->data().device(
            hybrid->deviceBox()->itemData(i).toString().toStdString());
        REQUIRE(d);
        CHECK(d->tdpW.has_value());
    }
}

TEST_CASE("Every control of the Plans view has an accessible name", "[ui][plans]")
{
    Fixture f;
    for (QWidget *widget : f.plans()->findChildren<QWidget *>()) {
        const bool control = qobject_cast<QAbstractSpinBox *>(widget)
            || qobject_cast<QComboBox *>(widget) || qobject_cast<QCheckBox *>(widget)
            || qobject_cast<QTableWidget *>(widget);
        if (!control || widget->objectName() == QStringLiteral("qt_spinbox_lineedit"))
            continue;
        CAPTURE(widget->metaObject()->className(), widget->toolTip());
        CHECK_FALSE(widget->accessibleName().isEmpty());
    }
}

TEST_CASE("Preferences: the machine and the maturity switch change what Plans and recommend offer",
          "[ui][plans][preferences]")
{
    Fixture f;
    ui::UpgradeTool *tool = f.upgrade();
    f.window->selectDevice("gtx-1070");
    f.setView(Workload::Transformer, Precision::Fp16);
    CHECK(anyContains(tool->explanationTexts(),
                      QStringLiteral("Based on: Host: a desktop with a 850 W power supply and 2 "
                                     "card slots")));
    CHECK(anyContains(tool->explanationTexts(), QStringLiteral("has no fan of its own")));

    ui::SettingsDialog dialog(f.workspace());
    CHECK(dialog.hostKindBox()->currentData().toInt() == static_cast<int>(HostKind::Desktop));
    CHECK(dialog.psuBox()->value() == 850.0);
    CHECK(dialog.cardSlotsBox()->value() == 2);
    CHECK(dialog.maturityBox()->isChecked());
    // Choosing a server brings a server's defaults: passive cards, 8 slots.
    const int server = dialog.hostKindBox()->findData(static_cast<int>(HostKind::Server));
    dialog.hostKindBox()->setCurrentIndex(server);
    emit dialog.hostKindBox()->activated(server);
    CHECK(dialog.cardSlotsBox()->value() == defaultHostProfile(HostKind::Server).cardSlots);
    dialog.maturityBox()->setChecked(false);
    const ui::Settings chosen = dialog.settings();
    CHECK(chosen.assumptions.host.kind == HostKind::Server);
    CHECK(chosen.assumptions.host.airflow == Airflow::Server);
    CHECK_FALSE(chosen.assumptions.softwareMaturity.enabled);
    const double radeonBefore = f.workspace()->evaluation("radeon-vii")->performance->relative;

    // What the main window does on OK: stored in the catalogue and applied.
    REQUIRE(f.workspace()->setSettings(chosen));
    CHECK(f.workspace()->settings().assumptions.host.kind == HostKind::Server);
    // Plans > Upgrade now checks a server: the passive Tesla V100 PCIe,
    // left out of a desktop for want of a fan, is no longer left out for fit.
    const QStringList why = tool->explanationTexts();
    CHECK(anyContains(why, QStringLiteral("Based on: Host: a server")));
    CHECK_FALSE(anyContains(why, QStringLiteral("has no fan of its own")));
    // recommend on the workspace's session takes the same machine.
    RecommendationInputs in;
    in.asOfDay = dayNumber(2019, 4, 30);
    const auto r = f.workspace()->session().recommend(in);
    REQUIRE(r.ok());
    CHECK(r.value().host.kind == HostKind::Server);
    // Maturity off: the Radeon VII's spec-sheet estimate is no longer scaled
    // down (0.48 for Transformers, softwaresupport.h).
    const double radeonAfter = f.workspace()->evaluation("radeon-vii")->performance->relative;
    CHECK(radeonAfter > radeonBefore);
}

namespace {

// `gpu-advisor recommend --json <arguments>` on a catalogue file, as a script
// runs it (no display).
QJsonObject recommendJson(const QString &database, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    const QTemporaryDir cache;
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GPA_EXECUTABLE),
                  QStringList {QStringLiteral("recommend"), QStringLiteral("--json")} + arguments
                      + QStringList {QStringLiteral("--database"), database});
    REQUIRE(process.waitForStarted());
    REQUIRE(process.waitForFinished(120000));
    INFO(process.readAllStandardError().toStdString());
    REQUIRE(process.exitCode() == 0);
    const QJsonDocument document = QJsonDocument::fromJson(process.readAllStandardOutput());
    REQUIRE(document.isObject());
    return document.object();
}

QStringList pickIds(const QJsonObject &o)
{
    QStringList ids;
    for (const QJsonValue &p : o.value(QStringLiteral("picks")).toArray())
        ids << p.toObject().value(QStringLiteral("id")).toString();
    return ids;
}

} // namespace

TEST_CASE("Preferences: offering cards whose software support has ended is stored in the "
          "catalogue and followed by recommend",
          "[ui][plans][preferences][support]")
{
    // Today's view: the just-trying persona ($200, 75 W) does not get the
    // GTX 1050 Ti, a Pascal card current CUDA releases no longer support ...
    Fixture f;
    const QString database = f.scratch.path();
    const QStringList justTrying {QStringLiteral("--persona"), QStringLiteral("just-trying")};
    CHECK_FALSE(pickIds(recommendJson(database, justTrying)).contains(QStringLiteral("gtx-1050-ti")));

    // ... until the box is ticked in Preferences (Multi-GPU tab, beside the
    // machine and the maturity switch).
    ui::SettingsDialog dialog(f.workspace());
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    QCheckBox *legacy = dialog.legacyBox();
    CHECK(legacy->text().remove(QLatin1Char('&'))
          == QStringLiteral("Offer cards whose software support has ended"));
    CHECK_FALSE(legacy->isChecked());
    auto *tabs = dialog.findChild<QTabWidget *>();
    REQUIRE(tabs);
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->widget(i)->isAncestorOf(legacy))
            tabs->setCurrentIndex(i);
    }
    REQUIRE(legacy->isVisible());
    QTest::mouseClick(legacy, Qt::LeftButton, {}, QPoint(6, legacy->height() / 2));
    CHECK(legacy->isChecked());
    const ui::Settings chosen = dialog.settings();
    CHECK(chosen.assumptions.legacyCardsAllowed);
    // What the main window does on OK: stored in the catalogue and applied.
    REQUIRE(f.workspace()->setSettings(chosen));
    CHECK(f.workspace()->settings().assumptions.legacyCardsAllowed);
    // Plans > Upgrade follows it too.
    f.window->selectDevice("gtx-1070");
    CHECK(anyContains(f.upgrade()->explanationTexts(), QStringLiteral("Legacy cards allowed")));

    // The command line reads the same catalogue setting.
    const QJsonObject after = recommendJson(database, justTrying);
    CHECK(after.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("legacy_allowed")).toBool());
    const QStringList ids = pickIds(after);
    REQUIRE_FALSE(ids.isEmpty());
    CHECK(ids.first() == QStringLiteral("gtx-1050-ti"));

    // A new dialog shows the stored value.
    ui::SettingsDialog again(f.workspace());
    CHECK(again.legacyBox()->isChecked());
}
