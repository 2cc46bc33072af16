#include "commands.h"
#include "core/performancemodel.h"
#include "core/ranking.h"
#include "database/qtconvert.h"
#include "enginecontext.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/chartsnapshot.h"
#include "viewoptions.h"

namespace gpa::cli {

namespace {

class ExportChartCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportChartCommand)

public:
    static int run(Invocation &invocation)
    {
        // Everything that needs no catalogue first, so that a typo fails fast.
        const QString chartText = invocation.value(QStringLiteral("chart"));
        std::optional<ui::ChartKind> kind;
        if (!invocation.has(QStringLiteral("chart")))
            invocation.fail(tr("--chart is required"));
        else if (kind = ui::parseChartKind(chartText); !kind)
            invocation.fail(tr("--chart: '%1' is not performance, performance-per-dollar, scatter, "
                               "price-history or buy-vs-rent")
                                .arg(chartText));
        const QString output = invocation.value(QStringLiteral("output"));
        if (!invocation.has(QStringLiteral("output")))
            invocation.fail(tr("--output is required"));
        else if (!ui::chartFileFormat(output))
            invocation.fail(tr("--output: '%1' must end in .png or .svg").arg(output));
        const int width
            = invocation.integer(QStringLiteral("width"), ui::kMinChartSide, ui::kMaxChartSide)
                  .value_or(1600);
        const int height
            = invocation.integer(QStringLiteral("height"), ui::kMinChartSide, ui::kMaxChartSide)
                  .value_or(900);
        const double scale
            = invocation.number(QStringLiteral("scale"), ui::kMinChartScale, ui::kMaxChartScale)
                  .value_or(1.0);
        const int top = invocation.integer(QStringLiteral("top"), 1, 200).value_or(15);
        ui::ChartOptions options;
        options.theme = ui::ChartTheme::Light;
        if (invocation.has(QStringLiteral("theme"))) {
            const QString theme = invocation.value(QStringLiteral("theme"));
            if (theme == QLatin1String("dark"))
                options.theme = ui::ChartTheme::Dark;
            else if (theme != QLatin1String("light"))
                invocation.fail(tr("--theme: '%1' is not light or dark").arg(theme));
        }
        if (invocation.has(QStringLiteral("per-dollar"))) {
            const QString scaleText = invocation.value(QStringLiteral("per-dollar"));
            if (scaleText == QLatin1String("reference"))
                options.perDollarScale = PerDollarScale::Reference;
            else if (scaleText != QLatin1String("best"))
                invocation.fail(tr("--per-dollar: '%1' is not best or reference").arg(scaleText));
        }
        options.allParts = invocation.has(QStringLiteral("all-parts"));
        if (invocation.failed())
            return invocation.reportUsage();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        const DataSet &data = context->data();
        if (!context->readView(invocation))
            return invocation.reportUsage();
        // An LLM has tokens a second, not the relative performance the
        // scatter and buy-versus-rent charts are drawn from.
        if (context->session->view().llm && (*kind == ui::ChartKind::Scatter || *kind == ui::ChartKind::BuyVsRent)) {
            invocation.fail(tr("--chart: '%1' is not drawn for --workload llm (performance, "
                               "performance-per-dollar or price-history)")
                                .arg(chartText));
            return invocation.reportUsage();
        }
        std::vector<std::string> devices;
        if (invocation.has(QStringLiteral("devices"))) {
            const QStringList ids = invocation.value(QStringLiteral("devices"))
                                        .split(QLatin1Char(','), Qt::SkipEmptyParts);
            if (ids.isEmpty())
                invocation.fail(tr("--devices: no device id given"));
            for (const QString &id : ids) {
                if (!data.device(id.trimmed().toStdString())) {
                    invocation.fail(
                        tr("--devices: no device '%1' in the catalogue%2 (see 'gpu-advisor list')")
                            .arg(id.trimmed(), didYouMean(id.trimmed(), deviceIds(data))));
                    break;
                }
                devices.push_back(id.trimmed().toStdString());
            }
        }
        const QString cloud = invocation.value(QStringLiteral("cloud"));
        if (invocation.has(QStringLiteral("cloud")))
            readCloudOffer(invocation, QStringLiteral("cloud"), data);
        if (invocation.failed())
            return invocation.reportUsage();

        ui::ChartContext chart;
        chart.session = context->session.get();
        chart.topN = top;
        chart.cloudOfferId = cloud.toStdString();
        // Price history and buy versus rent take the devices as the window
        // takes its selection; the other charts show those devices only.
        chart.selectedDeviceIds = devices;
        if (*kind != ui::ChartKind::PriceHistory && *kind != ui::ChartKind::BuyVsRent)
            chart.onlyDeviceIds = devices;

        // A chart that could only say why it is empty is not written.
        const ui::ChartSnapshot snapshot = ui::takeChartSnapshot(chart, *kind);
        if (const auto reason = ui::chartUnavailableReason(snapshot, *kind, options)) {
            printError(*reason);
            return ExitFailure;
        }
        if (const auto error
            = ui::exportChart(snapshot, *kind, options, output, QSize(width, height), scale)) {
            printError(*error);
            return ExitFailure;
        }
        return ExitOk;
    }
};

} // namespace

int runExportChart(Invocation &invocation)
{
    return ExportChartCommand::run(invocation);
}

} // namespace gpa::cli
