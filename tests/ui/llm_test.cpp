// The "Large language model" workload in the window: the toolbar's choosers
// change the table's tokens/s columns, devices that cannot fit are greyed
// with the reason, and the toolbar still fits a 1024 px wide window.
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/mainwindow.h"
#include "ui/rankingmodel.h"
#include "ui/viewtoolbar.h"

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
#include <QTemporaryDir>

using namespace gpa;

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
