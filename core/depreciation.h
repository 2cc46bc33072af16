#pragma once

#include "currency.h"
#include "device.h"
#include "records.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// How a card's second-hand value falls with its age: the share of its launch
// price a used card sells for, r(t), t in years since launch. Fitted to the
// catalogue's used quotes (docs/pricing.md has the fit and its errors).
enum class DepreciationForm {
    // r(t) = a * exp(-k t)
    Exponential,
    // r(t) = exp(-k t): worth its launch price at launch (a = 1)
    ExponentialFromLaunch,
    // r(t) = exp(-k t) with its own k for data-centre cards, which leave
    // service in bulk and lose value faster than desktop cards (a = 1)
    ExponentialBySegment,
    // r(t) = a * (1 + t)^-k
    Power,
    // r(t) = (1 + t)^-k (a = 1)
    PowerFromLaunch,
};
inline constexpr std::array kAllDepreciationForms{
    DepreciationForm::Exponential, DepreciationForm::ExponentialFromLaunch,
    DepreciationForm::ExponentialBySegment, DepreciationForm::Power,
    DepreciationForm::PowerFromLaunch};

// "exponential", "exponential-from-launch", "exponential-by-segment",
// "power", "power-from-launch".
std::string_view toString(DepreciationForm form);
std::optional<DepreciationForm> parseDepreciationForm(std::string_view text);

struct DepreciationCurve
{
    DepreciationForm form = DepreciationForm::ExponentialFromLaunch;
    // Desktop cards (consumer and workstation), and every card for the forms
    // without segments.
    double retainedAtLaunch = 1.0; // a
    double yearlyDecay = 0.0; // k
    // Data-centre cards (ExponentialBySegment only).
    double datacenterRetainedAtLaunch = 1.0;
    double datacenterYearlyDecay = 0.0;

    // r(t) for a card of `segment` at `ageYears` (negative ages count as 0).
    [[nodiscard]] double retained(double ageYears, Segment segment) const;
    friend bool operator==(const DepreciationCurve &, const DepreciationCurve &) = default;
};

// One used quote as a fraction of the card's launch price.
struct DepreciationSample
{
    std::string deviceId;
    Segment segment = Segment::Consumer;
    double ageYears = 0.0; // observation (middle of its period) - launch
    double retained = 0.0; // used price / launch price, both in USD
};

// The launch price of a device in USD: its earliest msrp quote, else its
// earliest list quote, else the device sheet's launch price.
std::optional<double> launchPriceUsd(const Device &device, std::span<const PriceQuote> quotes,
                                     const CurrencyTable &rates);
// When the card was launched: its release date (year only: mid-year), as a
// fractional year ("2020-09" = 2020 + 8.5/12).
std::optional<double> launchYear(const Device &device);
// A partial date as a fractional year, at the middle of its period.
double fractionalYear(const PartialDate &date);

// Every bundled used quote of a device with a launch price and date, as a
// sample. User quotes are left out: the curve is fitted on bundled data only.
std::vector<DepreciationSample> depreciationSamples(const std::vector<Device> &devices,
                                                    const std::vector<PriceQuote> &quotes,
                                                    const CurrencyTable &rates);

// Least squares on ln r: ln r = ln a - k t (exponential) or ln a - k ln(1+t)
// (power); the forms from launch fix a = 1 and fit k alone. nullopt when the
// samples cannot determine the curve (fewer than two ages for a free a, no
// age above 0, or a segment of the by-segment form without samples).
std::optional<DepreciationCurve> fitDepreciation(const std::vector<DepreciationSample> &samples,
                                                 DepreciationForm form);

struct DepreciationFit
{
    DepreciationCurve curve; // fitted on every sample
    int samples = 0;
    int devices = 0;
    // Leave one device out: each device's quotes predicted by the curve
    // fitted on the other devices. Errors of ln r (root mean square), and
    // the median of |predicted / actual - 1|.
    double looRmsLog = 0.0;
    double looMedianRelative = 0.0;
    int looPredicted = 0; // samples predicted (devices whose fold could be fitted)
};

// Fits `form` and measures its leave-one-device-out error.
std::optional<DepreciationFit> validateDepreciation(const std::vector<DepreciationSample> &samples,
                                                    DepreciationForm form);
// The form with the lowest leave-one-device-out RMS error of ln r, fitted.
std::optional<DepreciationFit> chooseDepreciation(const std::vector<DepreciationSample> &samples);

// The curve fitted on the bundled used quotes (docs/pricing.md), the default
// of Assumptions::depreciation. A test refits it from database/seed and
// checks these numbers.
// Fitted on 6 used quotes of 4 consumer cards (RTX 3060 12GB, 3090, 3090 Ti,
// 4090, 2025-12 to 2026-05): r(t) = exp(-0.0937 t), leave-one-device-out
// RMS error of ln r 0.39 (median 28%).
inline constexpr DepreciationCurve kBundledDepreciation{DepreciationForm::ExponentialFromLaunch,
                                                        1.0, 0.09369518284999756, 1.0,
                                                        0.09369518284999756};

// What a card sells for second-hand at `ageYears` after its launch: launch
// price x r(age). nullopt without a launch price.
std::optional<double> resaleValueUsd(std::optional<double> launchUsd, double ageYears,
                                     Segment segment, const DepreciationCurve &curve);

} // namespace gpa
