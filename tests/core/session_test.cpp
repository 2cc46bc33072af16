// The engine session: its evaluations agree with evaluating the catalogue
// from scratch, and each change recomputes exactly what it touches.
#include "bundleddata.h"
#include "core/enginesettings.h"
#include "core/session.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gpa;
using gpa::test::bundled;

namespace {

const EngineSettings &defaults()
{
    static const EngineSettings settings;
    return settings;
}

Session bundledSession()
{
    Session session(bundled(), defaults(), gpa::test::bundledModel());
    session.setToday(dayNumber(2026, 12, 1));
    return session;
}

// Every number of two evaluations, compared exactly: the session must give
// what a fresh evaluate() of the same data and view gives.
void requireSame(const DeviceEvaluation &a, const DeviceEvaluation &b)
{
    CAPTURE(a.device->id);
    REQUIRE(a.device->id == b.device->id);
    REQUIRE(a.performance.has_value() == b.performance.has_value());
    if (a.performance) {
        CHECK(a.performance->relative == Approx(b.performance->relative).epsilon(1e-12));
        CHECK(a.performance->provenance == b.performance->provenance);
        CHECK(a.performance->uncertainty == Approx(b.performance->uncertainty).epsilon(1e-12));
    }
    CHECK(a.price.usd == b.price.usd);
    CHECK(a.price.rule == b.price.rule);
    CHECK(a.priceInCurrency == b.priceInCurrency);
    REQUIRE(a.performancePerDollar.has_value() == b.performancePerDollar.has_value());
    if (a.performancePerDollar)
        CHECK(*a.performancePerDollar == Approx(*b.performancePerDollar).epsilon(1e-12));
    CHECK(a.effectiveMemoryGb == b.effectiveMemoryGb);
}

void requireMatchesFreshEvaluation(const Session &session)
{
    ViewOptions view = session.view();
    view.today = session.today();
    const std::vector<DeviceEvaluation> fresh = evaluate(session.data(), PriceBook(session.data()), session.model(),
                                                         view, session.assumptions());
    const std::vector<DeviceEvaluation> &cached = session.evaluations();
    REQUIRE(cached.size() == fresh.size());
    for (std::size_t i = 0; i < fresh.size(); ++i)
        requireSame(cached[i], fresh[i]);
}

ViewOptions view2019()
{
    ViewOptions view;
    view.asOfDay = dayNumber(2019, 4, 30);
    return view;
}

PriceQuote quote(const std::string &deviceId, double amount)
{
    PriceQuote q;
    q.id = 900001;
    q.deviceId = deviceId;
    q.amount = amount;
    q.observed = PartialDate::ymd(2026, 11, 30);
    return q;
}

} // namespace

TEST_CASE("Session: evaluations equal a fresh evaluation under every kind of view", "[session]")
{
    Session session = bundledSession();
    requireMatchesFreshEvaluation(session);

    ViewOptions view = session.view();
    view.mix = WorkloadMix{1.0, 0.0, 3.0}; // a weighted mix
    view.precision = Precision::Fp32;
    view.referenceId = "rtx-2060";
    view.policy = PricePolicy::Cheapest;
    view.currency = "EUR";
    const SessionChange change = session.setView(view);
    CHECK(change.figures);
    CHECK_FALSE(change.devices);
    requireMatchesFreshEvaluation(session);

    // A date moves devices in and out.
    CHECK(session.setView(view2019()).devices);
    requireMatchesFreshEvaluation(session);
    CHECK_FALSE(session.evaluation("rtx-3090")); // released 2020
    CHECK(session.evaluation("rtx-2060"));
}

TEST_CASE("Session: the same view again changes nothing", "[session]")
{
    Session session = bundledSession();
    (void)session.evaluations();
    CHECK(session.setView(session.view()).none());
    CHECK(session.setSettings(session.settings()).none());
}

TEST_CASE("Session: a price edit re-prices one row and leaves the figures alone", "[session]")
{
    Session session = bundledSession();
    const auto row = session.rowOf("rtx-2070");
    REQUIRE(row);
    const double relative = session.evaluations()[*row].performance->relative;

    std::vector<PriceQuote> quotes = session.prices().quotes("rtx-2070");
    PriceQuote mine = quote("rtx-2070", 321.0);
    mine.kind = QuoteKind::RetailNew;
    mine.origin = Origin::User;
    quotes.push_back(mine);
    const SessionChange change = session.setQuotes("rtx-2070", quotes);
    REQUIRE(change.rows == std::vector<std::size_t>{*row});
    CHECK_FALSE(change.figures);
    CHECK_FALSE(change.devices);

    const DeviceEvaluation &e = session.evaluations()[*row];
    CHECK(*e.price.usd == 321.0); // the user's own quote wins (default policy)
    CHECK(e.performance->relative == relative);
    // 1 / 321 of the relative figure per dollar.
    CHECK(*e.performancePerDollar == Approx(relative / 321.0));
    requireMatchesFreshEvaluation(session);
}

TEST_CASE("Session: settings reach the effective memory and the view's defaults", "[session]")
{
    Session session = bundledSession();
    EngineSettings settings = session.settings();
    settings.assumptions.memoryFactor16Bit = 2.0;
    settings.currency = "CNY";
    settings.policy = PricePolicy::Latest;
    CHECK_FALSE(session.setSettings(settings).none());
    CHECK(session.view().currency == "CNY");
    CHECK(session.view().policy == PricePolicy::Latest);
    // 11 GB at 16-bit with the factor 2 behaves like 22 GB (seed §6.3 uses 1.5).
    CHECK(*session.evaluation("rtx-2080-ti")->effectiveMemoryGb == Approx(22.0));
    requireMatchesFreshEvaluation(session);
}

TEST_CASE("Session: an edited unmeasured device is estimated from its new sheet without a refit", "[session]")
{
    Session session = bundledSession();
    const Device *original = session.data().device("rtx-5070");
    REQUIRE(original);
    const double before = session.evaluation("rtx-5070")->performance->relative;

    Device faster = *original;
    *faster.tensorFp16TflopsDense *= 2.0;
    *faster.fp32Tflops *= 2.0;
    *faster.memoryBandwidthGbs *= 2.0;
    const SessionChange change = session.setDevice(faster);
    REQUIRE(change.rows == std::vector<std::size_t>{*session.rowOf("rtx-5070")});
    CHECK_FALSE(session.modelIsStale()); // it has no benchmark: the calibration stands

    const double after = session.evaluation("rtx-5070")->performance->relative;
    CHECK(after > before * 1.5);
    // The same figure the model gives for that sheet directly.
    const auto direct = session.model().relative(faster, Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(direct);
    CHECK(after == Approx(direct->relative).epsilon(1e-12));
}

TEST_CASE("Session: editing a measured device marks the calibration stale", "[session]")
{
    Session session = bundledSession();
    Device edited = *session.data().device("rtx-3090");
    edited.name = "My RTX 3090";
    (void)session.setDevice(edited); // the name is not part of the calibration
    CHECK_FALSE(session.modelIsStale());
    *edited.memoryBandwidthGbs += 1.0;
    (void)session.setDevice(edited);
    CHECK(session.modelIsStale());
    // A fresh calibration clears it, and the figures follow it.
    CHECK(session.setModel(PerformanceModel::calibrate(session.data())).figures);
    CHECK_FALSE(session.modelIsStale());
    requireMatchesFreshEvaluation(session);
}

TEST_CASE("Session: adding and removing devices", "[session]")
{
    Session session = bundledSession();
    const std::size_t before = session.evaluations().size();

    Device mine = *session.data().device("rtx-2070");
    mine.id = "my-card";
    mine.name = "My card";
    mine.origin = Origin::User;
    CHECK(session.setDevice(mine).devices);
    REQUIRE(session.evaluations().size() == before + 1);
    // The same sheet as the RTX 2070: the same estimate (the 2070 itself is
    // measured, so compare with the model's estimate of that sheet).
    const auto expected = session.model().relative(mine, Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(expected);
    CHECK(session.evaluation("my-card")->performance->relative == Approx(expected->relative));

    CHECK(session.removeDevice("my-card").devices);
    CHECK(session.evaluations().size() == before);
    CHECK_FALSE(session.evaluation("my-card"));
    requireMatchesFreshEvaluation(session);
}

TEST_CASE("Session: a device is found by its id whether or not the view's date lists it", "[session]")
{
    Session session = bundledSession();
    (void)session.setView(view2019());
    // Listed in 2019: the row's device, the very object of the data.
    REQUIRE(session.evaluation("rtx-2080-ti"));
    CHECK(session.device("rtx-2080-ti") == session.evaluation("rtx-2080-ti")->device);
    CHECK(session.device("rtx-2080-ti") == session.data().device("rtx-2080-ti"));
    // Released later: no row as of 2019, but still the data's device.
    CHECK_FALSE(session.evaluation("rtx-4090"));
    REQUIRE(session.device("rtx-4090"));
    CHECK(session.device("rtx-4090") == session.data().device("rtx-4090"));
    CHECK(session.device("rtx-4090")->name == session.data().device("rtx-4090")->name);
    CHECK_FALSE(session.device("no-such-card"));
    // Added and removed: found, then gone, through the rows' index.
    Device mine = *session.data().device("rtx-2070");
    mine.id = "my-card";
    mine.origin = Origin::User;
    (void)session.setDevice(mine);
    REQUIRE(session.device("my-card"));
    CHECK(session.device("my-card")->origin == Origin::User);
    CHECK(session.device("my-card") == session.data().device("my-card"));
    (void)session.removeDevice("my-card");
    CHECK_FALSE(session.device("my-card"));
}

TEST_CASE("Session: a copy evaluates its own devices", "[session]")
{
    Session original = bundledSession();
    (void)original.evaluations();
    Session copy = original;
    ViewOptions view = copy.view();
    view.currency = "EUR";
    (void)copy.setView(view);
    // The copy's rows point into the copy's data.
    for (const DeviceEvaluation &e : copy.evaluations())
        CHECK(e.device == copy.data().device(e.device->id));
    CHECK(original.view().currency == "USD");
    requireMatchesFreshEvaluation(copy);
    requireMatchesFreshEvaluation(original);
}

TEST_CASE("Session: per-workload figures equal the model's", "[session]")
{
    Session session = bundledSession();
    const auto row = session.rowOf("rtx-2060");
    REQUIRE(row);
    const auto &figures = session.workloadFigures(*row);
    for (Workload w : kAllWorkloads) {
        const auto expected = session.model().relative("rtx-2060", w, Precision::Fp16, "rtx-2080-ti");
        REQUIRE(expected);
        REQUIRE(figures[static_cast<std::size_t>(w)]);
        CHECK(figures[static_cast<std::size_t>(w)]->relative == Approx(expected->relative).epsilon(1e-12));
    }
}

namespace {

// workloadRelative() of every row is workloadFigures()'s relative value.
void requireRelativesMatchFigures(const Session &session)
{
    std::size_t withFigure = 0;
    for (Workload w : kAllWorkloads) {
        for (std::size_t row = 0; row < session.evaluations().size(); ++row) {
            CAPTURE(row, session.evaluations()[row].device->id, toString(w));
            const std::optional<double> relative = session.workloadRelative(row, w);
            const auto &figure = session.workloadFigures(row)[static_cast<std::size_t>(w)];
            REQUIRE(relative.has_value() == figure.has_value());
            if (figure) {
                CHECK(*relative == figure->relative);
                ++withFigure;
            }
        }
    }
    CHECK(withFigure > 3 * 60);
}

} // namespace

TEST_CASE("Session: each workload's relative value of every row follows edits and views", "[session]")
{
    Session session = bundledSession();
    // Asked before and after the full figures, so both orders are covered.
    CHECK(session.workloadRelative(0, Workload::Rnn).has_value() == session.workloadFigures(0)[1].has_value());
    requireRelativesMatchFigures(session);

    // An edited sheet changes its row's values and no other's.
    const std::size_t row = *session.rowOf("rtx-5070");
    const double before = *session.workloadRelative(row, Workload::Transformer);
    const double other = *session.workloadRelative(*session.rowOf("rtx-4090"), Workload::Transformer);
    Device faster = *session.data().device("rtx-5070");
    *faster.tensorFp16TflopsDense *= 2.0;
    *faster.memoryBandwidthGbs *= 2.0;
    (void)session.setDevice(faster);
    CHECK(*session.workloadRelative(row, Workload::Transformer) > before * 1.3);
    CHECK(*session.workloadRelative(*session.rowOf("rtx-4090"), Workload::Transformer) == other);
    requireRelativesMatchFigures(session);

    // Another reference and precision: every value again.
    ViewOptions view = session.view();
    view.referenceId = "rtx-3090";
    view.precision = Precision::Fp32;
    (void)session.setView(view);
    CHECK(*session.workloadRelative(*session.rowOf("rtx-3090"), Workload::Cnn) == 1.0);
    requireRelativesMatchFigures(session);
}

TEST_CASE("Session: while a calibration is pending, figures wait with a reason", "[session]")
{
    Session session(bundled(), defaults());
    session.setCalibrationPending(true);
    const DeviceEvaluation *e = session.evaluation("rtx-2070");
    REQUIRE(e);
    CHECK_FALSE(e->performance);
    REQUIRE(e->performanceUnavailable);
    CHECK(e->performanceUnavailable->english() == "The performance model is being calibrated.");
    CHECK(e->price.usd); // prices need no model
    CHECK_FALSE(session.hasModel());

    CHECK(session.setModel(gpa::test::bundledModel()).figures);
    CHECK(session.evaluation("rtx-2070")->performance);
}

TEST_CASE("Session: exchange rates re-price every row", "[session]")
{
    Session session = bundledSession();
    ViewOptions view = session.view();
    view.currency = "EUR";
    (void)session.setView(view);
    const double before = *session.evaluation("rtx-2070")->priceInCurrency;
    std::vector<ExchangeRate> rates = session.data().exchangeRates;
    for (ExchangeRate &rate : rates) {
        if (rate.currency == "EUR")
            rate.perUsd *= 2.0;
    }
    CHECK(session.setExchangeRates(rates).figures);
    CHECK(*session.evaluation("rtx-2070")->priceInCurrency == Approx(before * 2.0));
}

TEST_CASE("EngineSettings: written rows read back to the same settings", "[session][settings]")
{
    EngineSettings settings;
    settings.assumptions.electricityUsdPerKwh = 0.3141592653589793;
    settings.assumptions.utilisation = 0.5;
    settings.assumptions.cnnSpeedUp = {1.95, 2.9, 3.7};
    settings.assumptions.referenceDeviceId = "rtx-2060";
    settings.policy = PricePolicy::UsedOnly;
    settings.currency = "CNY";
    const EngineSettingsRead read = readEngineSettings(toSettingRows(settings));
    CHECK(read.problems.empty());
    CHECK(read.settings == settings); // exactly: numbers are written to read back bit for bit
}

TEST_CASE("EngineSettings: a bad value keeps its default and is named, other keys are ignored",
          "[session][settings]")
{
    SettingRows rows = toSettingRows(EngineSettings{});
    rows["engine.utilisation"] = "7.5";         // out of range: 750% of the year
    rows["engine.price_policy"] = "free";       // not a policy
    rows["engine.electricity_usd_per_kwh"] = "0.25";
    rows["engine.cnn_speed_up"] = "1.9 2.8";    // two values of three
    rows["personas"] = "[]";                    // not the engine's
    const EngineSettingsRead read = readEngineSettings(rows);
    CHECK(read.settings.assumptions.utilisation == Assumptions{}.utilisation);
    CHECK(read.settings.policy == PricePolicy::Default);
    CHECK(read.settings.assumptions.cnnSpeedUp == Assumptions{}.cnnSpeedUp);
    CHECK(read.settings.assumptions.electricityUsdPerKwh == 0.25);
    REQUIRE(read.problems.size() == 3);
    const auto names = [&](const char *key) {
        return std::any_of(read.problems.begin(), read.problems.end(),
                           [&](const Message &m) { return m.english().find(key) != std::string::npos; });
    };
    CHECK(names("engine.utilisation"));
    CHECK(names("engine.price_policy"));
    CHECK(names("engine.cnn_speed_up"));
}

TEST_CASE("EngineSettings: validate names a bad currency", "[session][settings]")
{
    EngineSettings settings;
    settings.currency = "usd";
    REQUIRE(validate(settings).size() == 1);
    settings.currency = "USD";
    CHECK(validate(settings).empty());
}
