#include "commands.h"
#include "enginecontext.h"

#include "core/dataexchange.h"
#include "database/qtconvert.h"

#include <QSaveFile>

namespace gpa::cli {

namespace {

class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    static CommandSpec spec()
    {
        return {QStringLiteral("export"),
                tr("write price quotes, devices, benchmarks or cloud offers as CSV or JSON, as "
                   "import reads them"),
                {},
                {{QStringLiteral("what"), QStringLiteral("quotes|devices|benchmarks|cloud|all"),
                  tr("what to write (default all)")},
                 {QStringLiteral("format"), QStringLiteral("csv|json"), tr("file format (default csv)")},
                 {QStringLiteral("output"), QStringLiteral("FILE"), tr("write to FILE instead of the standard output")}},
                &ExportCommand::run};
    }

    static int run(Invocation &invocation)
    {
        const QString what = invocation.value(QStringLiteral("what"), QStringLiteral("all"));
        const auto table = exchange::parseTable(what.toStdString());
        if (!table)
            invocation.fail(tr("--what: '%1' is not quotes, devices, benchmarks, cloud or all").arg(what));
        const QString format = invocation.value(QStringLiteral("format"), QStringLiteral("csv"));
        if (format != QLatin1String("csv") && format != QLatin1String("json"))
            invocation.fail(tr("--format: '%1' is not csv or json").arg(format));
        if (invocation.has(QStringLiteral("output")) && invocation.value(QStringLiteral("output")).isEmpty())
            invocation.fail(tr("--output: the file name is empty"));
        if (invocation.failed())
            return invocation.reportUsage();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        const std::string text = format == QLatin1String("json") ? exchange::exportJson(context->data(), *table)
                                                                 : exchange::exportCsv(context->data(), *table);
        if (!invocation.has(QStringLiteral("output"))) {
            printOut(text);
            return ExitOk;
        }
        // Written whole or not at all: a failed export never leaves half a file.
        QSaveFile file(invocation.value(QStringLiteral("output")));
        if (!file.open(QIODevice::WriteOnly)
            || file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())
            || !file.commit()) {
            printError(tr("cannot write %1: %2").arg(file.fileName(), file.errorString()));
            return ExitFailure;
        }
        return ExitOk;
    }
};

} // namespace

CommandSpec exportCommand()
{
    return ExportCommand::spec();
}

} // namespace gpa::cli
