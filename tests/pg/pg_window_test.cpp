// The window's workspace on a team catalogue: what another program writes
// shows within two seconds, without a restart; a connection the server drops
// is reported, edits are refused while it is down, and it comes back by itself.
#include "pgserver.h"

#include "database/catalogue.h"
#include "ui/workspace.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using gpa::db::Catalogue;
namespace pg = gpa::test::pg;

namespace {

std::unique_ptr<Catalogue> openOrFail(const QString &url)
{
    auto opened = Catalogue::open(url);
    INFO(url.toStdString() << ": " << (opened ? std::string() : opened.message()));
    REQUIRE(opened);
    return std::move(opened).value();
}

// Waits, running the event loop, until `done` holds or `ms` pass; the time taken.
template<typename Done>
qint64 waitFor(Done done, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < ms)
        QTest::qWait(20);
    return timer.elapsed();
}

} // namespace

TEST_CASE("The window follows the team catalogue live and reconnects by itself", "[pg][window]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    openOrFail(url); // created from the bundled data
    gpa::ui::Workspace workspace(openOrFail(url));
    const gpa::DeviceEvaluation *before = workspace.evaluation("rtx-3090");
    REQUIRE(before);
    REQUIRE(before->price.usd);
    REQUIRE(*before->price.usd != 777.0);

    SECTION("another program's quote shows within two seconds")
    {
        auto other = openOrFail(url);
        gpa::PriceQuote quote;
        quote.deviceId = "rtx-3090";
        quote.amount = 777.0;
        quote.currency = "USD";
        quote.kind = gpa::QuoteKind::RetailNew;
        quote.origin = gpa::Origin::User;
        quote.observed = gpa::PartialDate::ymd(2026, 11, 30);
        quote.source = "a colleague's shop quote";
        QSignalSpy status(&workspace, &gpa::ui::Workspace::statusMessage);
        REQUIRE(other->addPriceQuote(quote));
        const qint64 took = waitFor(
            [&] {
                const auto *e = workspace.evaluation("rtx-3090");
                return e && e->price.usd && *e->price.usd == 777.0;
            },
            5000);
        INFO("shown after " << took << " ms");
        CHECK(took < 2000);
        const auto *after = workspace.evaluation("rtx-3090");
        REQUIRE(after);
        REQUIRE(after->price.usd);
        CHECK(*after->price.usd == 777.0);
        CHECK(status.count() >= 1);
    }

    SECTION("a dropped connection is reported, edits wait for it, and it comes back")
    {
        QSignalSpy changed(&workspace, &gpa::ui::Workspace::connectionChanged);
        QSignalSpy failed(&workspace, &gpa::ui::Workspace::editFailed);
        // The server ends every session on this database and takes no new
        // one for a while (as a restart or a network cut would for the window).
        const QString database = pg::databaseOf(url);
        const QString admin = QStringLiteral("postgres");
        REQUIRE(pg::exec(admin, {QStringLiteral("ALTER DATABASE \"%1\" ALLOW_CONNECTIONS false").arg(database),
                                 QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                                "WHERE datname = '%1'").arg(database)})
                    .isEmpty());
        waitFor([&] { return changed.count() >= 1; }, 10000);
        REQUIRE(changed.count() >= 1);
        CHECK(changed.at(0).at(0).toBool() == false);
        CHECK(changed.at(0).at(1).toString().contains(QStringLiteral("lost")));
        // While it is down an edit is refused with the reason, never queued.
        CHECK(workspace.isReadOnly());
        CHECK_FALSE(workspace.setPrice("rtx-2070", 333.0));
        REQUIRE(failed.count() == 1);
        const QString reason = failed.at(0).at(0).toString();
        CAPTURE(reason.toStdString());
        CHECK_FALSE(reason.isEmpty());
        CHECK_FALSE(reason.contains(QLatin1Char('\n')));
        REQUIRE(pg::exec(admin, {QStringLiteral("ALTER DATABASE \"%1\" ALLOW_CONNECTIONS true").arg(database)})
                    .isEmpty());
        waitFor([&] { return changed.count() >= 2; }, 20000);
        REQUIRE(changed.count() >= 2);
        CHECK(changed.at(1).at(0).toBool() == true);
        CHECK(changed.at(1).at(1).toString().contains(QStringLiteral("Reconnected")));
        // Back: edits are accepted again and reach the server.
        CHECK_FALSE(workspace.isReadOnly());
        REQUIRE(workspace.setPrice("rtx-2070", 444.0));
        auto other = openOrFail(url);
        const auto quotes = other->priceQuotes(QStringLiteral("rtx-2070"));
        CHECK(std::any_of(quotes.begin(), quotes.end(),
                          [](const gpa::PriceQuote &q) { return q.amount == 444.0; }));
        CHECK(std::none_of(quotes.begin(), quotes.end(),
                           [](const gpa::PriceQuote &q) { return q.amount == 333.0; }));
    }
}
