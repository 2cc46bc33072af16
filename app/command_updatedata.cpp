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
        printOut(db::Catalogue::describe(*refreshed) + QLatin1Char('\n'));
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
