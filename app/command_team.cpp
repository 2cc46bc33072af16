#include "commands.h"

#include "database/catalogue.h"
#include "database/credentials.h"

namespace gpa::cli {

namespace {

// gpu-advisor team init [--apply] --database postgresql://...
class TeamCommand
{
    Q_DECLARE_TR_FUNCTIONS(TeamCommand)

public:
    static CommandSpec spec()
    {
        return {QStringLiteral("team"),
                tr("set up a team catalogue on PostgreSQL: 'team init' prints the SQL that creates "
                   "the roles gpa_viewer, gpa_editor and gpa_admin; --apply runs it"),
                {QStringLiteral("ACTION")},
                {{QStringLiteral("apply"), QString(),
                  tr("create the catalogue (if needed) and the roles on the server given with "
                     "--database, in one transaction")}},
                &TeamCommand::run,
                false,
                true};
    }

    static int run(Invocation &invocation)
    {
        if (invocation.positional(0) != QLatin1String("init"))
            invocation.fail(tr("ACTION: '%1' is not init").arg(invocation.positional(0)));
        const bool apply = invocation.has(QStringLiteral("apply"));
        if (apply && !db::Catalogue::isServerLocation(invocation.value(QStringLiteral("database"))))
            invocation.fail(tr("--apply needs --database postgresql://USER@HOST/DATABASE"));
        if (invocation.failed())
            return invocation.reportUsage();
        if (!apply) {
            QString text = tr("-- The roles of a GPU Advisor team catalogue (PostgreSQL 15).\n"
                              "-- Run as the catalogue's owner after its first start, or use\n"
                              "-- 'gpu-advisor --database URL team init --apply'. Then give each\n"
                              "-- person a login role in one of the three, e.g.:\n"
                              "--   CREATE ROLE ana LOGIN PASSWORD '...' IN ROLE gpa_editor;\n"
                              "-- gpa_viewer reads; gpa_editor adds quotes, benchmarks, settings;\n"
                              "-- gpa_admin also edits devices, offers and rates, runs migrations.\n");
            for (const QString &statement : db::teamSetupSql())
                text += statement + QStringLiteral(";\n");
            printOut(text);
            return ExitOk;
        }
        auto catalogue = openCatalogue(invocation);
        if (!catalogue)
            return ExitFailure;
        if (const Status done = catalogue->applyTeamSetup(); !done) {
            printError(QString::fromStdString(done.message()));
            return ExitFailure;
        }
        printOut(tr("The roles gpa_viewer, gpa_editor and gpa_admin are set up on %1.\n")
                     .arg(catalogue->path()));
        return ExitOk;
    }
};

// push --to URL / pull --from URL: quotes between the user's file and a team
// catalogue, duplicates skipped.
class MoveQuotesCommand
{
    Q_DECLARE_TR_FUNCTIONS(MoveQuotesCommand)

public:
    static CommandSpec push()
    {
        return {QStringLiteral("push"),
                tr("send your own price quotes to a team catalogue (quotes it holds already are "
                   "skipped)"),
                {},
                {{QStringLiteral("to"), QStringLiteral("URL"),
                  tr("the team catalogue, postgresql://USER@HOST/DATABASE")}},
                [](Invocation &invocation) { return run(invocation, true); },
                false,
                true};
    }

    static CommandSpec pull()
    {
        return {QStringLiteral("pull"),
                tr("bring the team catalogue's price quotes into your catalogue (quotes you hold "
                   "already are skipped)"),
                {},
                {{QStringLiteral("from"), QStringLiteral("URL"),
                  tr("the team catalogue, postgresql://USER@HOST/DATABASE")}},
                [](Invocation &invocation) { return run(invocation, false); },
                false,
                true};
    }

private:
    static int run(Invocation &invocation, bool pushing)
    {
        const QString option = pushing ? QStringLiteral("to") : QStringLiteral("from");
        invocation.require({pushing ? "to" : "from"});
        const QString remote = invocation.value(option);
        if (!invocation.failed() && remote.isEmpty())
            invocation.fail(tr("--%1: the location is empty").arg(option));
        if (invocation.failed())
            return invocation.reportUsage();
        auto own = openCatalogue(invocation);
        if (!own)
            return ExitFailure;
        db::OpenReport report;
        auto team = db::Catalogue::open(db::withStoredPassword(remote, *db::systemPasswordStore()), &report);
        if (!team) {
            printError(QString::fromStdString(team.message()));
            return ExitFailure;
        }
        db::Catalogue &from = pushing ? *own : **team;
        db::Catalogue &to = pushing ? **team : *own;
        std::vector<PriceQuote> quotes = from.priceQuotes();
        // Pushing sends one's own quotes; pulling brings everything the team
        // holds (the bundled ones are duplicates and skipped).
        if (pushing)
            std::erase_if(quotes, [](const PriceQuote &q) { return !q.isUsers(); });
        const auto merged = to.mergePriceQuotes(quotes);
        if (!merged) {
            printError(QString::fromStdString(merged.message()));
            return ExitFailure;
        }
        printOut(tr("%1: %2 added, %3 already there.\n")
                     .arg(to.path())
                     .arg(merged->added)
                     .arg(merged->duplicates));
        if (!merged->unknownDevices.isEmpty()) {
            printError(tr("skipped the quotes of devices %1 does not have: %2")
                           .arg(to.path(), merged->unknownDevices.join(QStringLiteral(", "))));
        }
        return ExitOk;
    }
};

} // namespace

CommandSpec teamCommand()
{
    return TeamCommand::spec();
}

CommandSpec pushCommand()
{
    return MoveQuotesCommand::push();
}

CommandSpec pullCommand()
{
    return MoveQuotesCommand::pull();
}

} // namespace gpa::cli
