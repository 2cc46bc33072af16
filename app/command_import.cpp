#include "commands.h"
#include "enginecontext.h"

#include "core/dataexchange.h"
#include "core/date.h"
#include "database/qtconvert.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>

namespace gpa::cli {

namespace {

class ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)

public:
    static CommandSpec spec()
    {
        return {QStringLiteral("import"),
                tr("add price quotes, devices, benchmarks or cloud offers from a CSV or JSON file "
                   "(all of it or nothing)"),
                {QStringLiteral("FILE")},
                {{QStringLiteral("dry-run"), QString(), tr("only report what would change")}},
                &ImportCommand::run};
    }

    static int run(Invocation &invocation)
    {
        const QString path = invocation.positional(0);
        const exchange::Limits limits;
        const QFileInfo info(path);
        if (!info.isFile()) {
            printError(tr("cannot read %1: there is no such file").arg(path));
            return ExitFailure;
        }
        if (static_cast<std::size_t>(info.size()) > limits.maxBytes) {
            printError(tr("%1 is larger than %2 MiB; nothing was imported").arg(path).arg(limits.maxBytes >> 20));
            return ExitFailure;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            printError(tr("cannot read %1: %2").arg(path, file.errorString()));
            return ExitFailure;
        }
        const QByteArray bytes = file.readAll();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        exchange::ImportOptions options;
        options.limits = limits;
        const QDate today = QDate::currentDate();
        options.today = dayNumber(today.year(), today.month(), today.day());
        const std::string name = info.fileName().toStdString();
        exchange::ImportFile parsed = exchange::parse(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                                                      path.toStdString(), options, &context->data());
        (void)name;
        // Every bad row at once: the rows that parsed are checked against the
        // catalogue too.
        exchange::validate(parsed, context->data());

        QString report;
        for (const tableio::RowProblem &skip : parsed.skipped)
            report += tr("skipped: %1\n").arg(toQString(skip.text()));
        if (!parsed.ok()) {
            for (const tableio::RowProblem &problem : parsed.problems)
                report += toQString(problem.text()) + QLatin1Char('\n');
            printOut(report);
            printError(tr("%1 has %n bad row(s); nothing was imported", nullptr,
                          static_cast<int>(parsed.problems.size()))
                           .arg(path));
            return ExitFailure;
        }
        const exchange::Plan plan = exchange::plan(parsed, context->data());
        const bool dryRun = invocation.has(QStringLiteral("dry-run"));
        if (dryRun) {
            printOut(report + tr("Dry run, nothing changed. %1 would change: %2\n")
                                  .arg(path, toQString(plan.summary())));
            return ExitOk;
        }
        if (plan.changesNothing()) {
            printOut(report + tr("Nothing to import from %1: every row is already in the catalogue (%2)\n")
                                  .arg(path, toQString(plan.summary())));
            return ExitOk;
        }
        if (context->catalogue->isReadOnly()) {
            printError(context->catalogue->readOnlyReason());
            return ExitFailure;
        }
        if (Status applied = context->catalogue->applyImport(plan); !applied) {
            printError(toQString(applied.message()));
            return ExitFailure;
        }
        printOut(report + tr("Imported %1 (%2): %3\n")
                              .arg(path, toQString(exchange::toString(parsed.format)), toQString(plan.summary())));
        return ExitOk;
    }
};

} // namespace

CommandSpec importCommand()
{
    return ImportCommand::spec();
}

} // namespace gpa::cli
