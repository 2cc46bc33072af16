#include "commands.h"

#include "database/catalogue.h"

namespace gpa::cli {

namespace {

// Brings a catalogue made by an earlier release up to this release's bundled
// devices, prices, benchmarks and cloud offers; the user's own rows stay.
class UpdateDataCommand
{
    Q_DECLARE_TR_FUNCTIONS(UpdateDataCommand)

public:
    static int run(Invocation &invocation)
    {
        const auto catalogue = openCatalogue(invocation);
        if (!catalogue)
            return ExitFailure;
        if (!catalogue->bundledDataIsNewer()) {
            printOut(tr("The catalogue already holds this release's bundled data.") + QLatin1Char('\n'));
            return ExitOk;
        }
        const auto refreshed = catalogue->refreshBundledData();
        if (!refreshed) {
            printError(QString::fromStdString(refreshed.message()));
            return ExitFailure;
        }
        const db::Catalogue::BundledRefresh &r = *refreshed;
        QStringList parts;
        const auto part = [&](int n, const QString &text) {
            if (n > 0)
                parts << text;
        };
        part(r.devicesAdded, tr("%n device(s) added", nullptr, r.devicesAdded));
        part(r.devicesUpdated, tr("%n device(s) updated", nullptr, r.devicesUpdated));
        part(r.quotesAdded, tr("%n price quote(s) added", nullptr, r.quotesAdded));
        part(r.offersAdded, tr("%n cloud offer(s) added", nullptr, r.offersAdded));
        part(r.offersUpdated, tr("%n cloud offer(s) updated", nullptr, r.offersUpdated));
        part(r.benchmarksAdded, tr("%n benchmark(s) added", nullptr, r.benchmarksAdded));
        part(r.cloudPricesAdded, tr("%n cloud price(s) added", nullptr, r.cloudPricesAdded));
        if (parts.isEmpty())
            parts << tr("nothing was missing");
        printOut(tr("Updated the bundled data: %1. Your own devices, offers and quotes are unchanged.")
                     .arg(parts.join(QStringLiteral(", ")))
                 + QLatin1Char('\n'));
        return ExitOk;
    }
};

} // namespace

CommandSpec updateDataCommand()
{
    return {QStringLiteral("update-data"),
            UpdateDataCommand::tr("bring the catalogue up to this release's bundled devices, prices, "
                                  "benchmarks and cloud offers (your own rows stay)"),
            {},
            {},
            &UpdateDataCommand::run};
}

} // namespace gpa::cli
