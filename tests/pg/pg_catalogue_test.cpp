// The catalogue on a PostgreSQL server: every Catalogue operation against the
// throwaway cluster tests/pg/with-postgres.sh starts, compared with the same
// operation on an SQLite file where the result must be the same.
#include "pgserver.h"
#include "testsupport.h"

#include "core/tableio.h"
#include "database/catalogue.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>

using gpa::db::Catalogue;
using gpa::db::OpenReport;
namespace pg = gpa::test::pg;

namespace {

std::unique_ptr<Catalogue> openOrFail(const QString &url, OpenReport *report = nullptr)
{
    auto opened = Catalogue::open(url, report);
    INFO(url.toStdString() << ": " << (opened ? std::string() : opened.message()));
    REQUIRE(opened);
    return std::move(opened).value();
}

gpa::PriceQuote usedQuote(const std::string &device = "rtx-2080-ti")
{
    gpa::PriceQuote quote;
    quote.deviceId = device;
    quote.amount = 520.0;
    quote.currency = "USD";
    quote.kind = gpa::QuoteKind::Used;
    quote.origin = gpa::Origin::User;
    quote.observed = gpa::PartialDate::ymd(2026, 11, 2);
    quote.source = "eBay sold listing";
    quote.notes = "blower card, \"as new\"";
    return quote;
}

// Everything of a data set as text, in catalogue order: equal texts mean the
// two catalogues hold the same rows (row versions and who entered a quote
// aside: they are per catalogue).
std::string fingerprint(const gpa::DataSet &data)
{
    std::string out;
    for (const auto &device : data.devices) {
        for (const auto &[field, value] : gpa::tableio::deviceFields(device))
            out += field + "=" + value + ";";
        out += "\n";
    }
    for (const auto &q : data.priceQuotes) {
        out += std::to_string(q.id) + " " + q.deviceId + " " + std::to_string(q.amount) + " "
            + q.currency + " " + std::string(gpa::toString(q.kind)) + " "
            + q.observed.toString() + " " + q.source + " " + q.notes + "\n";
    }
    for (const auto &o : data.cloudOffers)
        out += o.id + " " + o.acceleratorId + " " + std::to_string(o.usdPerHourOnDemand.value_or(-1)) + "\n";
    for (const auto &b : data.benchmarks)
        out += b.deviceId + " " + b.model + " " + std::to_string(b.throughput) + "\n";
    for (const auto &s : data.scaling)
        out += s.deviceId + " " + std::to_string(s.scalingRatio) + "\n";
    for (const auto &r : data.exchangeRates)
        out += r.currency + " " + std::to_string(r.perUsd) + "\n";
    for (const auto &s : data.specSupplements)
        out += s.deviceId + " " + s.field + " " + std::to_string(s.value) + "\n";
    for (const auto &p : data.cloudPriceHistory)
        out += p.offerId + " " + p.priceDate + "\n";
    for (const auto &m : data.llmModels)
        out += m.id + " " + std::to_string(m.paramsB) + "\n";
    for (const auto &b : data.llmBenchmarks)
        out += b.deviceId + " " + b.modelId + " " + std::to_string(b.tokensPerS) + "\n";
    return out;
}

} // namespace

TEST_CASE("A team catalogue is created from the bundled data and reads like a new file",
          "[pg][open]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    REQUIRE_FALSE(url.isEmpty());
    OpenReport report;
    auto server = openOrFail(url, &report);
    CHECK(report.outcome == OpenReport::Outcome::Created);
    CHECK(report.fileVersion == Catalogue::kSchemaVersion);
    CHECK(server->isShared());
    CHECK_FALSE(server->isReadOnly());
    CHECK(server->userName() == QStringLiteral("gpa_test"));
    CHECK(pg::value(pg::databaseOf(url), QStringLiteral("SELECT max(version) FROM gpa_schema"))
          == QString::number(Catalogue::kSchemaVersion));

    gpa::test::ScratchCatalogue file;
    REQUIRE(file.ok());
    const auto fromServer = server->load();
    const auto fromFile = file->load();
    REQUIRE(fromServer);
    REQUIRE(fromFile);
    CHECK(fromServer->devices.size() == fromFile->devices.size());
    CHECK(fromServer->priceQuotes.size() == fromFile->priceQuotes.size());
    CHECK(fingerprint(*fromServer) == fingerprint(*fromFile));

    // A second program opens what the first created: no second copy.
    OpenReport again;
    auto second = openOrFail(url, &again);
    CHECK(again.outcome == OpenReport::Outcome::Opened);
    CHECK(second->devices()->size() == fromFile->devices.size());
}

TEST_CASE("The URL shown never carries the password", "[pg][open]")
{
    CHECK(Catalogue::shownLocation(QStringLiteral("postgresql://ana:s3cret@db.lab:5433/gpa?sslmode=require"))
          == QStringLiteral("postgresql://ana@db.lab:5433/gpa?sslmode=require"));
    CHECK_FALSE(Catalogue::shownLocation(QStringLiteral("postgres://ana:s3cret@db/gpa")).contains(QStringLiteral("s3cret")));
    OpenReport report;
    const auto refused = Catalogue::open(QStringLiteral("postgresql://ana:s3cret@db.lab/"), &report);
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.message(), Catch::Contains("names no database"));
    CHECK_THAT(refused.message(), !Catch::Contains("s3cret"));
    const auto option = Catalogue::open(QStringLiteral("postgresql://db.lab/gpa?options=-c%20x"));
    REQUIRE_FALSE(option);
    CHECK_THAT(option.message(), Catch::Contains("'options' is not supported"));
}

TEST_CASE("Quotes on the server carry who entered them; an undo takes back only one's own",
          "[pg][quotes]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    auto server = openOrFail(url);
    const std::size_t before = server->priceQuotes().size();
    const auto id = server->addPriceQuote(usedQuote());
    INFO((id ? std::string() : id.message()));
    REQUIRE(id);
    // The ids continue above the bundled ones (the sequence was moved past them).
    CHECK(*id == static_cast<std::int64_t>(before) + 1);
    const auto quotes = server->priceQuotes(QStringLiteral("rtx-2080-ti"));
    REQUIRE(quotes.size() == 4);
    CHECK(quotes.back().id == *id);
    CHECK(quotes.back().amount == 520.0);
    CHECK(quotes.back().notes == "blower card, \"as new\"");
    CHECK(quotes.back().enteredBy == "gpa_test");
    CHECK(quotes.back().enteredAt.size() == 20); // 2026-12-01T12:00:00Z

    // History: an UPDATE is refused by the server's trigger.
    const QString database = pg::databaseOf(url);
    CHECK_FALSE(pg::exec(database, {QStringLiteral("UPDATE price_quotes SET amount = 1 WHERE id = %1").arg(*id)}).isEmpty());

    // Someone else's quote stays; one's own goes and comes back under its id.
    REQUIRE(pg::exec(database, {QStringLiteral("CREATE ROLE bea LOGIN"),
                                QStringLiteral("INSERT INTO price_quotes (device_id, amount, currency, kind, origin, observed, entered_by) "
                                               "VALUES ('rtx-2080-ti', 600, 'USD', 'used', 'user', '2026-11', 'bea')")}).isEmpty());
    const auto all = server->priceQuotes(QStringLiteral("rtx-2080-ti"));
    REQUIRE(all.size() == 5);
    const auto theirs = server->removePriceQuote(all.back().id);
    REQUIRE_FALSE(theirs);
    CHECK_THAT(theirs.message(), Catch::Contains("entered by bea; only they can remove it"));
    CHECK(server->priceQuotes().size() == before + 2);
    const gpa::PriceQuote mine = all[3];
    REQUIRE(server->removePriceQuote(mine.id));
    CHECK(server->priceQuotes().size() == before + 1);
    REQUIRE(server->restorePriceQuote(mine));
    CHECK(server->priceQuotes(QStringLiteral("rtx-2080-ti"))[3].id == mine.id);

    // An invalid quote is refused and changes nothing.
    gpa::PriceQuote bad = usedQuote();
    bad.currency = "XYZ";
    const auto refused = server->addPriceQuote(bad);
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.message(), Catch::Contains("has no exchange rate"));
    CHECK(server->priceQuotes().size() == before + 2);
}

TEST_CASE("A stale device edit on the server is refused with who changed it, and nothing is lost",
          "[pg][devices]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    auto ana = openOrFail(url);
    auto bea = openOrFail(url);
    const QString id = QStringLiteral("rtx-2080-ti");
    gpa::Device anaCopy = *ana->device(id);
    gpa::Device beaCopy = *bea->device(id);
    CHECK(anaCopy.rowVersion == 1);

    anaCopy.memoryGb = 22.0;
    REQUIRE(ana->updateDevice(anaCopy));
    beaCopy.notes = "bea's note";
    const auto stale = bea->updateDevice(beaCopy);
    REQUIRE_FALSE(stale);
    CHECK_THAT(stale.message(), Catch::Contains("'rtx-2080-ti' was changed by gpa_test at 20"));
    CHECK_THAT(stale.message(), Catch::EndsWith("reloaded"));
    // Ana's edit stands; Bea's reloaded copy goes through.
    gpa::Device reloaded = *bea->device(id);
    CHECK(reloaded.memoryGb == 22.0);
    CHECK(reloaded.rowVersion == 2);
    CHECK(reloaded.origin == gpa::Origin::Modified);
    reloaded.notes = "bea's note";
    REQUIRE(bea->updateDevice(reloaded));
    const auto final = ana->device(id);
    CHECK(final->memoryGb == 22.0);
    CHECK(final->notes == "bea's note");
    CHECK(final->rowVersion == 3);

    // Revert, add, delete (with its rows), rates and settings.
    REQUIRE(ana->revertDevice(id));
    CHECK(ana->device(id)->memoryGb == 11.0);
    CHECK(ana->device(id)->origin == gpa::Origin::Bundled);
    gpa::Device own = *ana->device(id);
    own.id = "lab-card";
    own.name = "Lab card";
    REQUIRE(ana->addDevice(own));
    CHECK(ana->device(QStringLiteral("lab-card"))->origin == gpa::Origin::User);
    CHECK_FALSE(ana->addDevice(own));
    REQUIRE(ana->addPriceQuote(usedQuote("lab-card")));
    REQUIRE(ana->deleteDevice(QStringLiteral("lab-card")));
    CHECK(ana->priceQuotes(QStringLiteral("lab-card")).empty());
    CHECK_FALSE(ana->deleteDevice(QStringLiteral("lab-card")));

    gpa::ExchangeRate rate {"CHF", 0.8, "2026-11-30", "test rate"};
    REQUIRE(ana->setExchangeRate(rate));
    rate.perUsd = 0.85;
    REQUIRE(ana->setExchangeRate(rate));
    bool found = false;
    for (const auto &r : bea->exchangeRates())
        found = found || (r.currency == "CHF" && r.perUsd == 0.85);
    CHECK(found);

    REQUIRE(ana->setSetting(QStringLiteral("reference"), QStringLiteral("rtx-4090")));
    CHECK(bea->setting(QStringLiteral("reference")) == QStringLiteral("rtx-4090"));
    REQUIRE(bea->updateSetting(QStringLiteral("reference"), [](const QString &current) {
        return gpa::Result<QString>(current + QStringLiteral("+"));
    }));
    CHECK(ana->setting(QStringLiteral("reference")) == QStringLiteral("rtx-4090+"));
    gpa::EngineSettings settings = ana->engineSettings().settings;
    REQUIRE(ana->setEngineSettings(settings));
    CHECK(bea->engineSettings().settings == settings);
    CHECK(pg::value(pg::databaseOf(url), QStringLiteral("SELECT row_version FROM settings WHERE key = 'reference'")) == QStringLiteral("2"));
}

TEST_CASE("Models and imports work on the server as on a file", "[pg][import]")
{
    REQUIRE(pg::available());
    auto server = openOrFail(pg::freshDatabase());
    gpa::test::ScratchCatalogue file;
    REQUIRE(file.ok());
    const auto models = server->llmModels();
    REQUIRE_FALSE(models.empty());
    gpa::LlmModel own = models.front();
    own.id = "lab-model";
    own.name = "Lab model";
    REQUIRE(server->addLlmModel(own));
    REQUIRE(file->addLlmModel(own));
    CHECK(server->llmModels().size() == file->llmModels().size());
    REQUIRE(server->removeLlmModel(QStringLiteral("lab-model")));
    REQUIRE(file->removeLlmModel(QStringLiteral("lab-model")));
    CHECK_FALSE(server->removeLlmModel(QString::fromStdString(models.front().id)));

    // The same import plan, applied to both.
    gpa::exchange::Plan plan;
    gpa::Device changed = *file->device(QStringLiteral("rtx-3090"));
    changed.notes = "imported note";
    changed.rowVersion = 0; // a file's row: the import does not know the server's version
    plan.changeDevices.push_back(changed);
    plan.addQuotes.push_back(usedQuote());
    auto offer = file->cloudOffers().front();
    offer.usdPerHourOnDemand = 9.99;
    offer.rowVersion = 0;
    plan.changeOffers.push_back(offer);
    REQUIRE(server->applyImport(plan));
    REQUIRE(file->applyImport(plan));
    const auto a = server->load();
    const auto b = file->load();
    REQUIRE(a);
    REQUIRE(b);
    const std::string fa = fingerprint(*a);
    const std::string fb = fingerprint(*b);
    if (fa != fb) {
        const auto at = std::mismatch(fa.begin(), fa.end(), fb.begin(), fb.end());
        const auto offset = static_cast<std::size_t>(std::max<std::ptrdiff_t>(0, at.first - fa.begin() - 200));
        FAIL_CHECK("the server and the file differ here:\nserver: " << fa.substr(offset, 400)
                                                                 << "\nfile:   " << fb.substr(offset, 400));
    }
    CHECK(server->device(QStringLiteral("rtx-3090"))->rowVersion == 2);
    CHECK(server->cloudOffers().front().rowVersion == 2);
}

TEST_CASE("Push and pull skip quotes the other catalogue already holds", "[pg][push]")
{
    REQUIRE(pg::available());
    auto server = openOrFail(pg::freshDatabase());
    gpa::test::ScratchCatalogue file;
    REQUIRE(file.ok());
    REQUIRE(file->addPriceQuote(usedQuote()));
    gpa::PriceQuote other = usedQuote("rtx-3090");
    other.amount = 700.0;
    REQUIRE(file->addPriceQuote(other));
    std::vector<gpa::PriceQuote> own;
    for (const auto &q : file->priceQuotes())
        if (q.isUsers())
            own.push_back(q);
    REQUIRE(own.size() == 2);
    const auto pushed = server->mergePriceQuotes(own);
    REQUIRE(pushed);
    CHECK(pushed->added == 2);
    CHECK(pushed->duplicates == 0);
    const auto again = server->mergePriceQuotes(own);
    REQUIRE(again);
    CHECK(again->added == 0);
    CHECK(again->duplicates == 2);
    // Pulling everything back into the file adds nothing new: the bundled
    // quotes and the pushed ones are all there already.
    const auto pulled = file->mergePriceQuotes(server->priceQuotes());
    REQUIRE(pulled);
    CHECK(pulled->added == 0);
    CHECK(pulled->duplicates == static_cast<int>(server->priceQuotes().size()));
}

TEST_CASE("A server schema newer than the program opens read-only with a message", "[pg][open]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    openOrFail(url).reset();
    REQUIRE(pg::exec(pg::databaseOf(url), {QStringLiteral("INSERT INTO gpa_schema (version) VALUES (%1)").arg(Catalogue::kSchemaVersion + 1)}).isEmpty());
    OpenReport report;
    auto newer = openOrFail(url, &report);
    CHECK(report.outcome == OpenReport::Outcome::ReadOnlyNewer);
    CHECK(newer->isReadOnly());
    CHECK(report.message().contains(QStringLiteral("newer version")));
    const auto refused = newer->addPriceQuote(usedQuote());
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.message(), Catch::Contains("newer version of GPU Advisor"));
}

TEST_CASE("Roles: a viewer reads only, an editor adds quotes, an admin edits devices",
          "[pg][roles]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    const QString database = pg::databaseOf(url);
    {
        auto owner = openOrFail(url);
        REQUIRE(owner->applyTeamSetup());
        REQUIRE(owner->applyTeamSetup()); // idempotent
    }
    REQUIRE(pg::exec(database, {QStringLiteral("DROP ROLE IF EXISTS vic"), QStringLiteral("DROP ROLE IF EXISTS eda"),
                                QStringLiteral("DROP ROLE IF EXISTS ada"),
                                QStringLiteral("CREATE ROLE vic LOGIN IN ROLE gpa_viewer"),
                                QStringLiteral("CREATE ROLE eda LOGIN IN ROLE gpa_editor"),
                                QStringLiteral("CREATE ROLE ada LOGIN IN ROLE gpa_admin")}).isEmpty());

    OpenReport report;
    auto viewer = openOrFail(pg::url(database, QStringLiteral("vic")), &report);
    CHECK(viewer->isReadOnly());
    CHECK(report.outcome == OpenReport::Outcome::ReadOnly);
    CHECK_THAT(viewer->readOnlyReason().toStdString(), Catch::Contains("your database role vic may only read it"));
    CHECK_FALSE(viewer->load()->devices.empty());
    CHECK_FALSE(viewer->addPriceQuote(usedQuote()));

    auto editor = openOrFail(pg::url(database, QStringLiteral("eda")));
    CHECK_FALSE(editor->isReadOnly());
    CHECK_FALSE(editor->mayEditDevices());
    const auto added = editor->addPriceQuote(usedQuote());
    REQUIRE(added);
    CHECK(editor->priceQuotes(QStringLiteral("rtx-2080-ti")).back().enteredBy == "eda");
    gpa::Device device = *editor->device(QStringLiteral("rtx-2080-ti"));
    device.notes = "editor's change";
    const auto denied = editor->updateDevice(device);
    REQUIRE_FALSE(denied);
    CHECK_THAT(denied.message(), Catch::Contains("your database role may not do this"));

    auto admin = openOrFail(pg::url(database, QStringLiteral("ada")));
    CHECK(admin->mayEditDevices());
    REQUIRE(admin->updateDevice(device));
    // The admin cannot take back the editor's quote through an undo either.
    CHECK_FALSE(admin->removePriceQuote(*added));
    REQUIRE(editor->removePriceQuote(*added));
}

TEST_CASE("A change committed by one program reaches another through the server", "[pg][live]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    auto writer = openOrFail(url);
    auto watcher = openOrFail(url);
    std::vector<gpa::db::CatalogueChange> seen;
    REQUIRE(watcher->watch([&](const gpa::db::CatalogueChange &change) { seen.push_back(change); }));
    REQUIRE(writer->addPriceQuote(usedQuote()));
    QElapsedTimer timer;
    timer.start();
    while (seen.empty() && timer.elapsed() < 10000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10);
    }
    REQUIRE(seen.size() == 1);
    CHECK(seen.front().table == QStringLiteral("price_quotes"));
    CHECK(seen.front().key == QStringLiteral("rtx-2080-ti"));
    CHECK(watcher->isConnected());
}
