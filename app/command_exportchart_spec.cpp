// The export-chart command's options and help, known to the command line of
// both the executable (which lists it and passes it on to the window module)
// and the window module (which draws: command_exportchart.cpp).
#include "commands.h"
#include "viewoptions.h"

#include <QCoreApplication>

namespace gpa::cli {

namespace {

class ExportChartCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportChartCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options {
            {QStringLiteral("chart"),
             QStringLiteral("performance|performance-per-dollar|scatter|price-history|buy-vs-rent"),
             tr("the chart to draw (required)")},
            {QStringLiteral("output"), QStringLiteral("FILE.png|FILE.svg"),
             tr("the file to write (required); its extension chooses the format")},
            {QStringLiteral("devices"), QStringLiteral("ID,ID,..."),
             tr("the devices to chart (default: the best of the ranking; price history: the "
                "reference and "
                "the best three; buy-vs-rent: the first, else the reference)")},
            {QStringLiteral("cloud"), QStringLiteral("OFFER_ID"),
             tr("buy-vs-rent: the cloud offer (default: the cheapest for the same work among those "
                "within 1.5x of the device's performance)")},
            {QStringLiteral("width"), QStringLiteral("N"), tr("width in pixels (default 1600)")},
            {QStringLiteral("height"), QStringLiteral("N"), tr("height in pixels (default 900)")},
            {QStringLiteral("scale"), QStringLiteral("F"),
             tr("PNG: pixels per unit, e.g. 2 for a high-density screen (default 1)")},
            {QStringLiteral("top"), QStringLiteral("N"),
             tr("at most this many devices (default 15)")},
            {QStringLiteral("per-dollar"), QStringLiteral("best|reference"),
             tr("performance-per-dollar: the best device or the reference is 1.0 (default best, "
                "Dettmers 2019, §4.4)")},
            {QStringLiteral("theme"), QStringLiteral("light|dark"), tr("colours (default light)")},
            {QStringLiteral("all-parts"), QString(),
             tr("performance: data-centre modules and passive cards too (default: the cards that go "
                "into the host machine of the assumptions)")},
        };
        // With --workload llm the performance charts draw tokens a second
        // and tokens a second per 1,000 of the currency.
        options.append(viewOptionSpecs(OptAllView | OptLlm));
        CommandSpec spec {QStringLiteral("export-chart"),
                          tr("draw a chart to a PNG or SVG file, without a window"),
                          {},
                          options,
                          &runExportChart};
        spec.needsGui = true;
        return spec;
    }
};

} // namespace

CommandSpec exportChartCommand()
{
    return ExportChartCommand::spec();
}

} // namespace gpa::cli
