// The depreciation curve: forms, fits checked by hand, and the bundled fit
// that Assumptions' default is.
#include "bundleddata.h"

#include "core/depreciation.h"
#include "core/tco.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpa;
using Catch::Matchers::WithinRel;

TEST_CASE("Depreciation: the forms of the curve", "[depreciation]")
{
    DepreciationCurve c;
    c.form = DepreciationForm::ExponentialFromLaunch;
    c.yearlyDecay = 0.1;
    // exp(-0.1 x 2) = 0.818730753
    CHECK_THAT(c.retained(2.0, Segment::Consumer), WithinRel(0.818730753, 1e-9));
    CHECK(c.retained(-1.0, Segment::Consumer) == 1.0); // a negative age is launch day
    c.form = DepreciationForm::PowerFromLaunch;
    c.yearlyDecay = 0.5;
    // (1 + 3)^-0.5 = 0.5
    CHECK_THAT(c.retained(3.0, Segment::Consumer), WithinRel(0.5, 1e-12));
    c.form = DepreciationForm::ExponentialBySegment;
    c.yearlyDecay = 0.1;
    c.datacenterRetainedAtLaunch = 1.0;
    c.datacenterYearlyDecay = 0.5;
    // desktop exp(-0.1), data centre exp(-0.5)
    CHECK_THAT(c.retained(1.0, Segment::Workstation), WithinRel(std::exp(-0.1), 1e-12));
    CHECK_THAT(c.retained(1.0, Segment::Datacenter), WithinRel(std::exp(-0.5), 1e-12));
    for (const DepreciationForm form : kAllDepreciationForms)
        CHECK(parseDepreciationForm(toString(form)) == form);
}

TEST_CASE("Depreciation: fits by hand", "[depreciation]")
{
    // r = 0.8 at 1 year and 0.4 at 3 years.
    // Free exponential: ln r = ln a - k t through (1, ln 0.8), (3, ln 0.4):
    // k = (ln 0.8 - ln 0.4) / 2 = ln 2 / 2 = 0.34657; a = 0.8 e^k = 1.13137.
    // From launch (a = 1): k = -(1 ln 0.8 + 3 ln 0.4) / (1 + 9)
    //                       = -(-0.22314 - 2.74887) / 10 = 0.297201.
    const std::vector<DepreciationSample> samples{{"a", Segment::Consumer, 1.0, 0.8},
                                                  {"b", Segment::Consumer, 3.0, 0.4}};
    const auto free = fitDepreciation(samples, DepreciationForm::Exponential);
    REQUIRE(free);
    CHECK_THAT(free->yearlyDecay, WithinRel(std::log(2.0) / 2.0, 1e-9));
    CHECK_THAT(free->retainedAtLaunch, WithinRel(0.8 * std::sqrt(2.0), 1e-9));
    const auto anchored = fitDepreciation(samples, DepreciationForm::ExponentialFromLaunch);
    REQUIRE(anchored);
    CHECK(anchored->retainedAtLaunch == 1.0);
    CHECK_THAT(anchored->yearlyDecay, WithinRel(-(std::log(0.8) + 3.0 * std::log(0.4)) / 10.0, 1e-12));
    CHECK_THAT(anchored->yearlyDecay, WithinRel(0.297201, 1e-5));
    // No data-centre sample: the by-segment form cannot be fitted.
    CHECK_FALSE(fitDepreciation(samples, DepreciationForm::ExponentialBySegment));
    CHECK_FALSE(fitDepreciation({}, DepreciationForm::Exponential));
}

TEST_CASE("Depreciation: the default curve is the one fitted on the bundled used quotes",
          "[depreciation][seed]")
{
    const DataSet &data = test::bundled();
    const auto samples = depreciationSamples(data.devices, data.priceQuotes, CurrencyTable(data.exchangeRates));
    // Used quotes of devices with a launch price: RTX 3060 12GB, 3090 (2),
    // 3090 Ti, 4090 (2). The Tesla P40's have no launch price to divide by.
    REQUIRE(samples.size() == 6);
    const auto fit = chooseDepreciation(samples);
    REQUIRE(fit);
    CHECK(fit->devices == 4);
    CHECK(fit->curve.form == kBundledDepreciation.form);
    CHECK_THAT(fit->curve.yearlyDecay, WithinRel(kBundledDepreciation.yearlyDecay, 1e-9));
    CHECK(fit->curve.retainedAtLaunch == kBundledDepreciation.retainedAtLaunch);
    // Leave one device out: the figures docs/pricing.md reports.
    CHECK(fit->looRmsLog == Approx(0.393).epsilon(0.01));
    CHECK(fit->looMedianRelative == Approx(0.280).epsilon(0.01));
    for (const DepreciationForm form : kAllDepreciationForms) {
        const auto other = validateDepreciation(samples, form);
        if (other && other->looPredicted == other->samples)
            CHECK(other->looRmsLog >= fit->looRmsLog);
    }
}

TEST_CASE("Depreciation: resale in buy versus rent follows the curve to the day of sale", "[depreciation][tco]")
{
    BuyVsRentInput in;
    in.purchaseUsd = 1000.0;
    in.deviceWatts = 250.0;
    in.rentUsdPerHour = 3.0;
    in.resaleCurve = BuyVsRentInput::ResaleCurve{1200.0, 1.0, Segment::Consumer, {}};
    in.resaleCurve->curve.form = DepreciationForm::ExponentialFromLaunch;
    in.resaleCurve->curve.yearlyDecay = 0.2;
    // Day 0: 1200 x exp(-0.2) = 982.49; after 365.25 days 1200 x exp(-0.4) = 804.38.
    CHECK_THAT(in.resaleUsd(0.0), WithinRel(1200.0 * std::exp(-0.2), 1e-12));
    CHECK_THAT(in.resaleUsd(365.25), WithinRel(1200.0 * std::exp(-0.4), 1e-12));
    // Never more than the purchase price.
    in.resaleCurve->launchUsd = 5000.0;
    CHECK(in.resaleUsd(0.0) == 1000.0);
    in.resaleCurve->launchUsd = 1200.0;
    // The break-even day is where owning and renting cost the same.
    const BuyVsRentBreakEven b = buyVsRentBreakEven(in);
    REQUIRE(b.day);
    CHECK(std::fabs(ownCostUsd(in, *b.day) - rentCostUsd(in, *b.day)) < 0.05);
    CHECK(ownCostUsd(in, *b.day - 1.0) > rentCostUsd(in, *b.day - 1.0));
}
