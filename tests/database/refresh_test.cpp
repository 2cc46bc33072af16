// A catalogue made with an earlier release's bundled data takes this
// release's (update-data): what it lacks is added, rows still as shipped take
// the new values, and the user's own rows and changes stay.
#include "database/catalogue.h"
#include "testsupport.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gpa;
using gpa::db::Catalogue;

namespace {

// Raw edits that stand for what an earlier release shipped.
void runSql(const QString &path, const QStringList &statements)
{
    if (test::onServer()) {
        // The server checks its foreign keys always.
        for (const QString &statement : statements) {
            INFO(statement.toStdString());
            CHECK(test::runSql(path, statement).toStdString().empty());
        }
        return;
    }
    const QString name = QStringLiteral("refresh-test-edit");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery query(db);
        REQUIRE(query.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
        for (const QString &statement : statements) {
            INFO(statement.toStdString());
            const bool ok = query.exec(statement);
            INFO(query.lastError().text().toStdString());
            REQUIRE(ok);
        }
    }
    QSqlDatabase::removeDatabase(name);
}

template<typename Records>
long countOf(const Records &records, const std::string &deviceId)
{
    return std::count_if(records.begin(), records.end(),
                         [&](const auto &r) { return r.deviceId == deviceId; });
}

const Device &deviceIn(const DataSet &data, const std::string &id)
{
    const Device *d = data.device(id);
    REQUIRE(d);
    return *d;
}

} // namespace

TEST_CASE("update-data brings an older catalogue to this release's bundled rows and keeps the user's",
          "[catalogue][bundled]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // Two catalogues: files here, or databases of their own on the test server.
    const QString freshPath = test::onServer() ? test::freshServerCatalogue()
                                               : dir.filePath(QStringLiteral("fresh.sqlite"));
    const QString oldPath = test::onServer() ? test::freshServerCatalogue()
                                             : dir.filePath(QStringLiteral("old.sqlite"));
    REQUIRE_FALSE(freshPath.isEmpty());
    REQUIRE_FALSE(oldPath.isEmpty());
    DataSet fresh;
    {
        auto catalogue = Catalogue::open(freshPath);
        REQUIRE(catalogue);
        CHECK_FALSE((*catalogue)->bundledDataIsNewer()); // a new catalogue takes this release's
        fresh = (*catalogue)->load().value();
    }
    { auto created = Catalogue::open(oldPath); REQUIRE(created); }
    // The earlier release: no H100 SXM (with its quotes, benchmarks, offers,
    // cloud prices, scaling rows), one quote and one benchmark fewer, older
    // notes on a shipped device and on a shipped copy, another fingerprint.
    runSql(oldPath,
           {QStringLiteral("DELETE FROM devices WHERE id = 'h100-sxm'"),
            QStringLiteral("DELETE FROM price_quotes WHERE id = (SELECT min(id) FROM price_quotes "
                           "WHERE device_id = 'rtx-3090')"),
            QStringLiteral("DELETE FROM benchmarks WHERE id = (SELECT min(id) FROM benchmarks "
                           "WHERE device_id = 'rtx-2080-ti')"),
            QStringLiteral("UPDATE devices SET notes = 'older notes' WHERE id = 'rtx-4090'"),
            QStringLiteral("UPDATE bundled_devices SET notes = 'older notes' WHERE id = 'rtx-3060-12gb'"),
            QStringLiteral("UPDATE settings SET value = '0' WHERE key = 'bundled_data_version'")});

    auto opened = Catalogue::open(oldPath);
    REQUIRE(opened);
    Catalogue &catalogue = **opened;
    // The user's own changes: a renamed shipped card and a used quote.
    Device renamed = deviceIn(catalogue.load().value(), "rtx-3060-12gb");
    renamed.name = "My RTX 3060";
    REQUIRE(catalogue.updateDevice(renamed));
    PriceQuote used;
    used.deviceId = "rtx-3090";
    used.amount = 777.0;
    used.currency = "USD";
    used.kind = QuoteKind::Used;
    used.origin = Origin::User;
    used.observed = PartialDate::yearMonth(2026, 11);
    REQUIRE(catalogue.addPriceQuote(used));

    REQUIRE(catalogue.bundledDataIsNewer());
    const auto refreshed = catalogue.refreshBundledData();
    INFO((refreshed ? std::string() : refreshed.message()));
    REQUIRE(refreshed);
    const Catalogue::BundledRefresh &r = *refreshed;
    CHECK(r.devicesAdded == 1);
    CHECK(r.devicesUpdated == 1); // the RTX 4090's notes; the renamed 3060 is the user's
    CHECK(r.quotesAdded == countOf(fresh.priceQuotes, "h100-sxm") + 1);
    CHECK(r.benchmarksAdded == countOf(fresh.benchmarks, "h100-sxm") + 1);
    const long h100Offers = std::count_if(fresh.cloudOffers.begin(), fresh.cloudOffers.end(),
                                          [](const CloudOffer &o) { return o.acceleratorId == "h100-sxm"; });
    REQUIRE(h100Offers > 0);
    CHECK(r.offersAdded == h100Offers);
    CHECK(r.offersUpdated == 0);
    CHECK(r.cloudPricesAdded > 0);

    const DataSet now = catalogue.load().value();
    CHECK(now.devices.size() == fresh.devices.size());
    CHECK(now.priceQuotes.size() == fresh.priceQuotes.size() + 1); // and the user's
    CHECK(now.benchmarks.size() == fresh.benchmarks.size());
    CHECK(now.cloudOffers.size() == fresh.cloudOffers.size());
    CHECK(now.cloudPriceHistory.size() == fresh.cloudPriceHistory.size());
    CHECK(now.scaling.size() == fresh.scaling.size());
    CHECK(now.specSupplements.size() == fresh.specSupplements.size());
    CHECK(now.llmBenchmarks.size() == fresh.llmBenchmarks.size());
    CHECK(deviceIn(now, "rtx-4090").notes == deviceIn(fresh, "rtx-4090").notes);
    CHECK(deviceIn(now, "rtx-4090").origin == Origin::Bundled);
    // The user's change stays; its shipped copy (what revert restores) is new.
    CHECK(deviceIn(now, "rtx-3060-12gb").name == "My RTX 3060");
    CHECK(deviceIn(now, "rtx-3060-12gb").origin == Origin::Modified);
    const auto shipped = catalogue.bundledDevice(QStringLiteral("rtx-3060-12gb"));
    REQUIRE(shipped);
    CHECK(shipped->notes == deviceIn(fresh, "rtx-3060-12gb").notes);
    CHECK(std::count_if(now.priceQuotes.begin(), now.priceQuotes.end(), [](const PriceQuote &q) {
              return q.deviceId == "rtx-3090" && q.amount == 777.0 && q.origin == Origin::User;
          }) == 1);

    // Once taken, nothing more to do: a second run changes nothing.
    CHECK_FALSE(catalogue.bundledDataIsNewer());
    const auto again = catalogue.refreshBundledData();
    REQUIRE(again);
    CHECK(again->total() == 0);
    CHECK(catalogue.load().value().priceQuotes.size() == now.priceQuotes.size());
}
