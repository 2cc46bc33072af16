// The price book points into the data set's own quote list (no second copy
// of the history) and stays right when a session's quotes or devices change.
#include "bundleddata.h"
#include "core/calibrationcache.h"
#include "core/enginesettings.h"
#include "core/session.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>

using namespace gpa;
using gpa::test::bundled;

namespace {

PriceQuote quote(std::int64_t id, const std::string &deviceId, double amount,
                 const std::string &observed = "2025-01")
{
    PriceQuote q;
    q.id = id;
    q.deviceId = deviceId;
    q.amount = amount;
    q.observed = *PartialDate::parse(observed);
    return q;
}

std::vector<std::int64_t> idsOf(std::span<const PriceQuote> quotes)
{
    std::vector<std::int64_t> ids;
    for (const PriceQuote &q : quotes)
        ids.push_back(q.id);
    return ids;
}

// True when `part` lies inside `all`'s buffer.
bool pointsInto(std::span<const PriceQuote> part, const std::vector<PriceQuote> &all)
{
    return !part.empty() && part.data() >= all.data()
        && part.data() + part.size() <= all.data() + all.size();
}

// Every device's run in the book equals the device's quotes in `all`, in
// their order, and lies inside `all`.
void requireBookMatches(const PriceBook &book, const std::vector<PriceQuote> &all)
{
    std::map<std::string, std::vector<std::int64_t>> expected;
    for (const PriceQuote &q : all)
        expected[q.deviceId].push_back(q.id);
    for (const auto &[deviceId, ids] : expected) {
        CAPTURE(deviceId);
        const QuoteSpan run = book.quotes(deviceId);
        CHECK(idsOf(run) == ids);
        CHECK(pointsInto(run, all));
    }
}

Session bundledSession()
{
    Session session(bundled(), EngineSettings {}, gpa::test::bundledModel());
    session.setToday(dayNumber(2026, 12, 1));
    return session;
}

} // namespace

TEST_CASE("PriceBook: quotes in device order are pointed into, others copied once in that order",
          "[pricebook]")
{
    DataSet data;
    data.priceQuotes = {quote(1, "b", 10), quote(2, "a", 20), quote(3, "b", 30), quote(4, "c", 40)};
    SECTION("out of order: the book keeps its own ordered copy")
    {
        const PriceBook book(data);
        CHECK_FALSE(book.pointsInto(data.priceQuotes));
        CHECK(idsOf(book.quotes("a")) == std::vector<std::int64_t> {2});
        CHECK(idsOf(book.quotes("b")) == std::vector<std::int64_t> {1, 3});
        CHECK(idsOf(book.quotes("c")) == std::vector<std::int64_t> {4});
        CHECK(book.quotes("d").empty());
        // A copy of the book shares that list: its runs stay valid.
        const PriceBook copy = book;
        CHECK(copy.quotes("b").data() == book.quotes("b").data());
    }
    SECTION("in device order: no copy, each run is a view into the list")
    {
        groupQuotesByDevice(data.priceQuotes); // a2 b1 b3 c4
        const PriceBook book(data);
        CHECK(book.pointsInto(data.priceQuotes));
        CHECK(book.quotes("a").data() == data.priceQuotes.data());
        CHECK(book.quotes("b").data() == data.priceQuotes.data() + 1);
        CHECK(book.quotes("b").size() == 2);
        CHECK(book.quotes("c").data() == data.priceQuotes.data() + 3);
        CHECK(book.quotes("").empty());
        CHECK(book.quotes("bb").empty());
        CHECK(book.quotes("zz").empty());
        // A caller that wants its own copy gets one.
        const std::vector<PriceQuote> mine = book.quotes("b");
        CHECK(mine.size() == 2);
        CHECK(mine.data() != data.priceQuotes.data() + 1);
    }
}

TEST_CASE(
    "PriceBook: replacing a device's quotes keeps the list in device order and the views in it",
    "[pricebook]")
{
    DataSet data;
    data.priceQuotes = {quote(2, "a", 20), quote(1, "b", 10), quote(3, "b", 30), quote(4, "c", 40)};
    PriceBook book(data);
    auto &all = data.priceQuotes;
    REQUIRE(book.pointsInto(all));

    // An added quote: a grows from 1 to 2, b and c move one place on.
    book.replaceQuotes(all, "a", {quote(2, "a", 20), quote(5, "a", 25, "2026-06")});
    CHECK(idsOf(all) == std::vector<std::int64_t> {2, 5, 1, 3, 4});
    CHECK(book.quotes("b").data() == all.data() + 2);
    CHECK(book.quotes("c").data() == all.data() + 4);
    CHECK(book.newestDay() == PartialDate::parse("2026-06")->lastDayNumber());
    requireBookMatches(book, all);

    // The same quote undone: back to one.
    book.replaceQuotes(all, "a", {quote(2, "a", 20)});
    CHECK(idsOf(all) == std::vector<std::int64_t> {2, 1, 3, 4});
    CHECK(book.quotes("c").data() == all.data() + 3);
    requireBookMatches(book, all);

    // Every quote of b removed (a removed device): its run goes.
    book.replaceQuotes(all, "b", {});
    CHECK(idsOf(all) == std::vector<std::int64_t> {2, 4});
    CHECK(book.quotes("b").empty());
    CHECK(book.quotes("c").data() == all.data() + 1);
    requireBookMatches(book, all);

    // Devices without quotes so far, between two runs, first and last.
    book.replaceQuotes(all, "bb", {quote(6, "bb", 60)});
    book.replaceQuotes(all, "0", {quote(7, "0", 70), quote(8, "0", 80)});
    book.replaceQuotes(all, "d", {quote(9, "d", 90)});
    CHECK(idsOf(all) == std::vector<std::int64_t> {7, 8, 2, 6, 4, 9});
    CHECK(quotesGroupedByDevice(all));
    CHECK(book.pointsInto(all));
    requireBookMatches(book, all);

    // Nothing for a device that had nothing changes nothing.
    book.replaceQuotes(all, "e", {});
    CHECK(idsOf(all) == std::vector<std::int64_t> {7, 8, 2, 6, 4, 9});
    requireBookMatches(book, all);

    // A quote filed under another device's id still lands in device order.
    book.replaceQuotes(all, "a", {quote(2, "a", 20), quote(10, "c", 100)});
    CHECK(idsOf(all) == std::vector<std::int64_t> {7, 8, 2, 6, 4, 10, 9});
    CHECK(book.pointsInto(all));
    requireBookMatches(book, all);
}

TEST_CASE("PriceBook: a session's book holds no copy and stays right through edits",
          "[pricebook][session]")
{
    Session session = bundledSession();
    const std::vector<PriceQuote> &all = session.data().priceQuotes;
    REQUIRE(all.size() == bundled().priceQuotes.size());
    CHECK(quotesGroupedByDevice(all));
    CHECK(session.prices().pointsInto(all));
    requireBookMatches(session.prices(), all);
    // Each device keeps its quotes in the catalogue's order.
    for (const Device &device : bundled().devices) {
        std::vector<std::int64_t> loaded;
        for (const PriceQuote &q : bundled().priceQuotes) {
            if (q.deviceId == device.id)
                loaded.push_back(q.id);
        }
        CAPTURE(device.id);
        CHECK(idsOf(session.prices().quotes(device.id)) == loaded);
    }

    const std::vector<PriceQuote> before = session.prices().quotes("rtx-2070");
    REQUIRE(before.size() >= 2);
    const auto row = session.rowOf("rtx-2070");
    REQUIRE(row);
    const std::optional<double> priceBefore = session.evaluations()[*row].price.usd;
    REQUIRE(priceBefore);

    SECTION("an added quote, then undone")
    {
        std::vector<PriceQuote> added = before;
        PriceQuote mine = quote(1000000, "rtx-2070", 321.0, "2026-11");
        mine.origin = Origin::User;
        added.push_back(mine);
        (void)session.setQuotes("rtx-2070", added);
        const QuoteSpan run = session.prices().quotes("rtx-2070");
        CHECK(run.size() == before.size() + 1);
        CHECK(run.back().id == 1000000);
        CHECK(session.prices().pointsInto(session.data().priceQuotes));
        CHECK(quotesGroupedByDevice(session.data().priceQuotes));
        requireBookMatches(session.prices(), session.data().priceQuotes);
        // The user's own quote prices the card (default policy).
        CHECK(*session.evaluations()[*row].price.usd == 321.0);

        (void)session.setQuotes("rtx-2070", before);
        CHECK(idsOf(session.prices().quotes("rtx-2070")) == idsOf(before));
        CHECK(session.data().priceQuotes.size() == bundled().priceQuotes.size());
        requireBookMatches(session.prices(), session.data().priceQuotes);
        CHECK(session.evaluations()[*row].price.usd == priceBefore);
    }
    SECTION("a removed quote")
    {
        std::vector<PriceQuote> fewer(before.begin() + 1, before.end());
        (void)session.setQuotes("rtx-2070", fewer);
        CHECK(idsOf(session.prices().quotes("rtx-2070")) == idsOf(fewer));
        CHECK(session.data().priceQuotes.size() == bundled().priceQuotes.size() - 1);
        requireBookMatches(session.prices(), session.data().priceQuotes);
    }
    SECTION("a device edit leaves the book pointing at the same quotes")
    {
        const PriceQuote *first = session.prices().quotes("rtx-2070").data();
        Device edited = *session.data().device("rtx-2070");
        edited.name = "RTX 2070 (edited)";
        (void)session.setDevice(edited);
        CHECK(session.prices().quotes("rtx-2070").data() == first);
        requireBookMatches(session.prices(), session.data().priceQuotes);
    }
    SECTION("a removed device takes its quotes with it")
    {
        const std::size_t count = session.prices().quotes("gtx-1080-ti").size();
        REQUIRE(count > 0);
        (void)session.removeDevice("gtx-1080-ti");
        CHECK(session.prices().quotes("gtx-1080-ti").empty());
        CHECK(session.data().priceQuotes.size() == bundled().priceQuotes.size() - count);
        CHECK(session.prices().pointsInto(session.data().priceQuotes));
        requireBookMatches(session.prices(), session.data().priceQuotes);
    }
    SECTION("a copied session's book points into the copy")
    {
        const Session copy = session;
        CHECK(copy.prices().pointsInto(copy.data().priceQuotes));
        CHECK_FALSE(copy.prices().pointsInto(session.data().priceQuotes));
        requireBookMatches(copy.prices(), copy.data().priceQuotes);
        // A moved session keeps its book: the quotes' buffer moves with it.
        const PriceQuote *first = copy.prices().quotes("rtx-2070").data();
        const Session moved = Session(copy);
        CHECK(moved.prices().pointsInto(moved.data().priceQuotes));
        Session target = Session(copy);
        const PriceQuote *targetFirst = target.prices().quotes("rtx-2070").data();
        Session taken = std::move(target);
        CHECK(taken.prices().quotes("rtx-2070").data() == targetFirst);
        CHECK(taken.prices().pointsInto(taken.data().priceQuotes));
        CHECK(first != targetFirst);
    }
}

TEST_CASE("DataSet: the calibration's copy leaves only the quotes out", "[pricebook]")
{
    const DataSet &data = bundled();
    REQUIRE_FALSE(data.priceQuotes.empty());
    const DataSet copy = data.withoutPriceQuotes();
    CHECK(copy.priceQuotes.empty());
    CHECK(copy.devices.size() == data.devices.size());
    CHECK(copy.benchmarks.size() == data.benchmarks.size());
    CHECK(copy.specSupplements.size() == data.specSupplements.size());
    CHECK(copy.exchangeRates.size() == data.exchangeRates.size());
    CHECK(copy.cloudOffers.size() == data.cloudOffers.size());
    CHECK(copy.llmBenchmarks.size() == data.llmBenchmarks.size());
    // The calibration reads no price: same key, so the same cached model.
    CHECK(calibrationKey(copy, {}) == calibrationKey(data, {}));
}
