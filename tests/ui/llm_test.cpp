// The "Large language model" workload in the window: the toolbar's choosers
// change the table's tokens/s columns, devices that cannot fit are greyed
// with the reason, and the toolbar still fits a 1024 px wide window.
#include "core/costtext.h"
#include "core/pricing.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/charts/planchartview.h"
#include "ui/mainwindow.h"
#include "ui/plans/llmtool.h"
#include "ui/plans/planspanel.h"
#include "ui/rankingmodel.h"
#include "ui/viewtoolbar.h"
#include "ui/workspace.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QTableView>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpa;
using Catch::Matchers::WithinRel;

namespace {

std::unique_ptr<db::Catalogue> scratchCatalogue(const QTemporaryDir &dir)
{
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue.ok());
    return std::move(catalogue).value();
}

QComboBox *combo(QWidget *parent, const QString &accessibleName)
{
    for (QComboBox *box : parent->findChildren<QComboBox *>()) {
        if (box->accessibleName() == accessibleName)
            return box;
    }
    FAIL("no combo box " << accessibleName.toStdString());
    return nullptr;
}

// Chooses an item as a user does (activated follows the choice).
void choose(QComboBox *box, int index)
{
    REQUIRE(index >= 0);
    box->setCurrentIndex(index);
    emit box->activated(index);
}

QModelIndex cell(QTableView *view, const char *deviceId, int column)
{
    QAbstractItemModel *model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, column);
        if (index.data(ui::RankingModel::DeviceIdRole).toString() == QLatin1String(deviceId))
            return index;
    }
    FAIL("no row for " << deviceId);
    return {};
}

} // namespace

TEST_CASE("Choosing a large language model in the toolbar changes the table", "[ui][llm]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1024, 700);
    window.show();
    auto *toolBar = window.findChild<ui::ViewToolBar *>();
    REQUIRE(toolBar);
    QTableView *view = window.deviceView();
    QHeaderView *header = view->horizontalHeader();
    CHECK(header->isSectionHidden(ui::RankingModel::LlmTokensPerS));
    CHECK_FALSE(header->isSectionHidden(ui::RankingModel::Relative));
    QComboBox *model = combo(toolBar, QStringLiteral("Language model"));
    CHECK_FALSE(model->isVisible()); // only with the LLM workload

    QComboBox *workload = combo(toolBar, QStringLiteral("Workload"));
    choose(workload, workload->findText(QStringLiteral("Large language model")));
    REQUIRE(window.findChild<ui::ViewToolBar *>()->view().llm.has_value());
    QApplication::processEvents(); // the toolbar lays its items out
    CHECK(model->isVisible());
    CHECK_FALSE(combo(toolBar, QStringLiteral("Precision"))->isVisible());
    CHECK_FALSE(header->isSectionHidden(ui::RankingModel::LlmTokensPerS));
    CHECK_FALSE(header->isSectionHidden(ui::RankingModel::LlmPerThousand));
    CHECK(header->isSectionHidden(ui::RankingModel::Relative));
    // The toolbar with its LLM choosers fits the 1024 px window.
    CHECK(toolBar->sizeHint().width() <= 1024);

    // The default, Llama 3.1 8B at q4_k_m, fits a 24 GB card.
    const QModelIndex fast = cell(view, "rtx-4090", ui::RankingModel::LlmTokensPerS);
    CHECK(fast.data(ui::RankingModel::SortRole).toDouble() > 50.0);
    CHECK_FALSE(fast.data(ui::RankingModel::LlmUnrankedRole).toBool());

    // Llama 3 70B in fp16 (131 GiB of weights) does not.
    choose(model, model->findData(QStringLiteral("llama-3-70b")));
    QComboBox *format = combo(toolBar, QStringLiteral("Weight format"));
    format->setCurrentIndex(format->findData(QStringLiteral("fp16")));
    REQUIRE(toolBar->view().llm);
    CHECK(toolBar->view().llm->modelId == "llama-3-70b");
    CHECK(toolBar->view().llm->formatId == "fp16");
    const QModelIndex tooBig = cell(view, "rtx-4090", ui::RankingModel::LlmTokensPerS);
    CHECK(tooBig.data(ui::RankingModel::LlmUnrankedRole).toBool());
    CHECK_FALSE(tooBig.data(ui::RankingModel::SortRole).isValid());
    CHECK(tooBig.data(Qt::DisplayRole).toString() == QStringLiteral("does not fit"));
    CHECK(tooBig.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Does not fit")));
    // Greyed across the row, the name too.
    const QModelIndex name = cell(view, "rtx-4090", ui::RankingModel::Name);
    CHECK(name.data(Qt::ForegroundRole).value<QColor>()
          == QApplication::palette().color(QPalette::Disabled, QPalette::Text));
    // The 192 GB MI300X holds it and sorts before every device that cannot.
    const QModelIndex mi300x = cell(view, "mi300x", ui::RankingModel::LlmPerThousand);
    CHECK(mi300x.data(ui::RankingModel::SortRole).toDouble() > 0.0);
    CHECK(mi300x.row() < tooBig.row());

    // QLoRA picks nf4 weights; a Mac cannot run it.
    QComboBox *task = combo(toolBar, QStringLiteral("LLM task"));
    choose(task, task->findData(static_cast<int>(LlmTask::Qlora)));
    REQUIRE(toolBar->view().llm);
    CHECK(toolBar->view().llm->formatId == "nf4");
    const QModelIndex mac = cell(view, "apple-m4-max", ui::RankingModel::LlmTokensPerS);
    CHECK(mac.data(Qt::DisplayRole).toString() == QStringLiteral("not supported"));

    // Back to convnets: the relative columns return.
    choose(workload, 0);
    CHECK_FALSE(toolBar->view().llm.has_value());
    CHECK(header->isSectionHidden(ui::RankingModel::LlmTokensPerS));
    CHECK_FALSE(header->isSectionHidden(ui::RankingModel::Relative));
}

TEST_CASE("The details pane shows the LLM's memory and cost per million tokens", "[ui][llm]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1024, 700);
    window.show();
    auto *toolBar = window.findChild<ui::ViewToolBar *>();
    QComboBox *workload = combo(toolBar, QStringLiteral("Workload"));
    choose(workload, workload->findText(QStringLiteral("Large language model")));
    QTableView *view = window.deviceView();
    view->setCurrentIndex(cell(view, "rtx-3090", ui::RankingModel::Name));
    auto *details = window.findChild<QLabel *>(QStringLiteral("llmDetails"));
    REQUIRE(details);
    const QString text = details->text();
    CHECK(text.contains(QStringLiteral("Fits")));
    CHECK(text.contains(QStringLiteral("KV cache")));
    CHECK(text.contains(QStringLiteral("Owned: $")));
    CHECK(text.contains(QStringLiteral("Cloud ")));
}

TEST_CASE("The performance charts draw tokens/s bars under an LLM workload", "[ui][llm][charts]")
{
    QTemporaryDir dir;
    auto catalogue = scratchCatalogue(dir);
    Session session(catalogue->load().value());
    session.setCalibrationPending(true);
    ViewOptions view = session.view();
    view.llm = LlmWorkload{};
    view.llm->modelId = "llama-3.1-70b";
    session.setView(view);
    ui::ChartContext context;
    context.session = &session;
    context.topN = 8;
    const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(context);
    REQUIRE(snapshot.llmSpeed);
    REQUIRE(snapshot.llmValue);
    CHECK(snapshot.llmSpeed->rows.size() == 8);
    for (const ui::ChartKind kind : {ui::ChartKind::Performance, ui::ChartKind::PerformancePerDollar}) {
        CAPTURE(ui::chartKindId(kind).toStdString());
        CHECK_FALSE(ui::chartUnavailableReason(snapshot, kind, {}).has_value());
        std::unique_ptr<QChart> chart(ui::buildChart(snapshot, kind, {}, QSizeF(1000, 600)));
        REQUIRE(chart);
        REQUIRE(chart->series().size() == 1);
        auto *series = qobject_cast<QHorizontalBarSeries *>(chart->series().front());
        REQUIRE(series);
        REQUIRE(series->barSets().size() == 1);
        const QBarSet *set = series->barSets().front();
        const LlmBarChartData &data = kind == ui::ChartKind::Performance ? *snapshot.llmSpeed : *snapshot.llmValue;
        REQUIRE(set->count() == static_cast<int>(data.rows.size()));
        // Best at the top, which Qt draws from the last category.
        CHECK(set->at(set->count() - 1) == data.rows.front().value.value);
        CHECK(chart->title().contains(QStringLiteral("tokens a second")));
    }
}

// Plans > Language model: the smallest system of each device that holds
// Llama 3 70B at q4_k_m, in the window at 1024 x 700.
//
// Hand-checked from core's formulas (docs/llm-model.md section 2), inference
// at 4096 tokens, batch 1 (Llama 3 70B: P = 70.554 B, 80 layers, hidden 8192,
// feed-forward 28672, 64 heads, 8 KV heads of 128, vocabulary 128256):
//   weights   70.554e9 x 4.82 / 8 = 42.509e9 B = 39.589 GiB, less the input
//             table kept on the host 128256 x 8192 x 0.6025 B = 0.590 GiB
//   KV cache  80 layers x 4096 tokens x (2 x 8 x 128) values x 2 B = 1.25 GiB
//   working   512 x (4096 x 64 + 4 x 8192 + 2 x 28672) x 4 B + 128256 x 4 B
//             = 721,933,312 B = 0.672 GiB per device, + 0.5 GiB runtime
//   one card: 39.589 - 0.590 + 1.25 + 0.672 + 0.5 = 41.42 GiB  > 24: no
//   two, layers split: (39.589 - 0.590 + 1.25) / 2 + 0.672 + 0.5
//             = 20.125 + 1.172 = 21.30 GiB <= 24: two 24 GB cards
//   a 16 GB card: 40.249 / 3 + 1.172 = 14.59 GiB: three of them.
TEST_CASE("Plans: the smallest system that holds an LLM, its speed and cost per million tokens",
          "[ui][llm][plans]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1024, 700);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.showTab(2);
    ui::PlansPanel *plans = window.plansPanel();
    plans->showTool(ui::PlansPanel::Llm);
    ui::LlmTool *tool = plans->llmTool();
    REQUIRE(plans->currentTool() == tool);

    tool->modelBox()->setCurrentIndex(tool->modelBox()->findData(QStringLiteral("llama-3-70b")));
    tool->taskBox()->setCurrentIndex(tool->taskBox()->findData(static_cast<int>(LlmTask::Inference)));
    tool->formatBox()->setCurrentIndex(tool->formatBox()->findData(QStringLiteral("q4_k_m")));
    tool->contextBox()->setValue(4096);
    tool->batchBox()->setValue(1);
    QApplication::processEvents();
    const LlmWorkload w = tool->workload();
    CHECK(w.modelId == "llama-3-70b");
    CHECK(w.formatId == "q4_k_m");

    const auto systemOf = [&](const char *deviceId) -> const LlmSystemOption * {
        for (const LlmSystemOption &o : tool->systems()) {
            if (o.device->id == deviceId)
                return &o;
        }
        return nullptr;
    };
    const LlmSystemOption *rtx3090 = systemOf("rtx-3090");
    REQUIRE(rtx3090);
    CHECK(rtx3090->count == 2);
    CHECK(rtx3090->split == LlmSplit::Layer);
    CHECK_THAT(rtx3090->perDeviceGiB, WithinRel(21.297, 1e-3));
    CHECK_THAT(rtx3090->memory.kvCacheGiB, WithinRel(1.25, 1e-9));
    CHECK_THAT(rtx3090->memory.weightsGiB, WithinRel(39.589, 1e-3));
    CHECK_THAT(rtx3090->memory.activationsGiB, WithinRel(2 * 721933312.0 / (1024.0 * 1024 * 1024), 1e-9));
    const LlmSystemOption *rtx4080 = systemOf("rtx-4080");
    REQUIRE(rtx4080);
    CHECK(rtx4080->count == 3);
    CHECK_THAT(rtx4080->perDeviceGiB, WithinRel(14.59, 1e-3));
    // Cloud-only accelerators are not offered as systems to buy.
    CHECK_FALSE(systemOf("tpu-v3"));

    // Cheapest first; the verdict names the first system.
    const std::vector<LlmSystemOption> &systems = tool->systems();
    REQUIRE(systems.size() > 10);
    for (std::size_t i = 1; i < systems.size(); ++i) {
        if (systems[i].systemUsd && systems[i - 1].systemUsd)
            CHECK(*systems[i - 1].systemUsd <= *systems[i].systemUsd);
    }
    CHECK(tool->verdictText().contains(QString::fromStdString(systems.front().device->name)));
    CHECK(tool->verdictText().contains(QStringLiteral("per million tokens owned")));

    // The 3090 pair's row: memory of the card's 24 GiB, its tokens/s with the
    // range the uncertainty spans, and the owned cost a million tokens:
    //   $/hour = 2 x price / (3 years x 8760 h x 15%) + (2 x 350 W + 100 W) / 1000 x $0.12
    //   $/M    = $/hour / (tokens/s x 3600) x 1e6
    QTableWidget *table = tool->table();
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->text() == QStringLiteral("2 × GeForce RTX 3090"))
            row = r;
    }
    REQUIRE(row >= 0);
    CHECK(table->item(row, 1)->text() == QStringLiteral("layer"));
    CHECK(table->item(row, 2)->text() == QStringLiteral("21.3 of 24.0 GiB"));
    REQUIRE(rtx3090->priceUsd);
    REQUIRE(rtx3090->speed.tokensPerS);
    const double t = *rtx3090->speed.tokensPerS;
    const double u = rtx3090->speed.uncertainty;
    CHECK(t > 5.0);
    CHECK(t < 40.0);
    CHECK(u > 0.0);
    const QString speedText = table->item(row, 4)->text();
    CHECK(speedText
          == QStringLiteral("%1 (%2–%3)")
                 .arg(QLocale().toString(t, 'f', 1), QLocale().toString(t / (1 + u), 'f', t / (1 + u) < 10 ? 2 : 1),
                      QLocale().toString(t * (1 + u), 'f', 1)));
    const double perHour = 2 * *rtx3090->priceUsd / (3 * 8760 * 0.15) + (2 * 350.0 + 100.0) / 1000 * 0.12;
    REQUIRE(rtx3090->ownUsdPerMillionTokens);
    CHECK_THAT(*rtx3090->ownUsdPerMillionTokens, WithinRel(perHour / (t * 3600) * 1e6, 1e-9));
    CHECK(table->item(row, 5)->text().startsWith(QLatin1Char('$')));

    // Cloud: cheapest first, next to the owned cost in the explanation.
    REQUIRE_FALSE(tool->cloud().empty());
    REQUIRE(tool->cloud().front().usdPerMillionTokens);
    CHECK(tool->explanationTexts().join(QLatin1Char('\n')).contains(QStringLiteral("Cloud: ")));
    // The selected device's system is the one explained, term by term.
    tool->setSelectedDevice("rtx-3090");
    CHECK(tool->explanationTexts().front().startsWith(QStringLiteral("2 × GeForce RTX 3090: weights 39.59 GiB")));
    CHECK(tool->explanationTexts().front().contains(QStringLiteral("KV cache 1.25 GiB")));

    // The chart draws tokens/s per 1,000 of the systems' prices.
    const ui::ChartSnapshot &snapshot = tool->chart()->snapshot();
    REQUIRE(snapshot.llmValue);
    CHECK_FALSE(snapshot.llmValue->rows.empty());
    CHECK_FALSE(ui::chartUnavailableReason(snapshot, ui::ChartKind::PerformancePerDollar, {}).has_value());

    // QLoRA picks nf4; full fine-tuning of the 70B needs several 80 GB cards;
    // a format the task cannot use is said in one line.
    tool->taskBox()->setCurrentIndex(tool->taskBox()->findData(static_cast<int>(LlmTask::Qlora)));
    CHECK(tool->workload().formatId == "nf4");
    tool->taskBox()->setCurrentIndex(tool->taskBox()->findData(static_cast<int>(LlmTask::Full)));
    CHECK(tool->workload().formatId == "bf16");
    const LlmSystemOption *h100 = systemOf("h100-sxm");
    REQUIRE(h100);
    CHECK(h100->count > 8);
    tool->formatBox()->setCurrentIndex(tool->formatBox()->findData(QStringLiteral("q4_0")));
    CHECK(tool->systems().empty());
    CHECK(tool->verdictText()
          == QStringLiteral("full trains the weights themselves: use fp16, bf16 or fp32 weights, not q4_0"));

    // Everything fits the 1024 x 700 window: the tool is not wider than it.
    CHECK(tool->minimumSizeHint().width() <= 1024);
    CHECK(window.minimumSizeHint().width() <= 1024);
    CHECK(window.minimumSizeHint().height() <= 700);
}

TEST_CASE("The details pane's LLM cost uses the view's price policy", "[ui][llm]")
{
    QTemporaryDir dir;
    ui::MainWindow window(scratchCatalogue(dir), db::OpenReport{});
    window.resize(1024, 700);
    window.show();
    ui::Workspace *workspace = window.workspace();
    ViewOptions view = workspace->view();
    view.llm = LlmWorkload{}; // Llama 3.1 8B at q4_k_m: one RTX 3090 holds it
    view.policy = PricePolicy::Latest; // the newest quote of any kind
    workspace->setView(view);
    QTableView *table = window.deviceView();
    table->setCurrentIndex(cell(table, "rtx-3090", ui::RankingModel::Name));
    auto *details = window.findChild<QLabel *>(QStringLiteral("llmDetails"));
    REQUIRE(details);

    // The RTX 3090's quotes: used $800 (2025-12) and $850 (2026-05). The
    // default policy takes their median, $825; the latest, $850.
    const Session &session = workspace->session();
    const DeviceEvaluation *e = session.evaluation("rtx-3090");
    REQUIRE(e);
    REQUIRE(e->price.usd);
    CHECK(*e->price.usd == 850.0);
    const EffectivePrice byDefault
        = effectivePrice(session.data().priceQuotes, "rtx-3090", CurrencyTable(session.data().exchangeRates));
    REQUIRE(byDefault.usd);
    CHECK(*byDefault.usd == 825.0);

    // An hour of use: $850 / (3 years x 8760 h x 15%) + (350 W + 100 W) x $0.12/kWh
    //   = $0.21563 + $0.054 = $0.27 (the default policy's $825 gives $0.26).
    const double perHour = 850.0 / 3942.0 + 0.45 * 0.12;
    CHECK(QString::fromStdString(dollarsAndCents(perHour)) == QStringLiteral("$0.27"));
    const QString text = details->text();
    CHECK(text.contains(QStringLiteral("($0.27 an hour of use")));
    CHECK_FALSE(text.contains(QStringLiteral("($0.26 an hour of use")));

    // Another policy re-prices the details at once.
    view.policy = PricePolicy::Default;
    workspace->setView(view);
    CHECK(details->text().contains(QStringLiteral("($0.26 an hour of use")));
}
