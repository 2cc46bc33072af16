#include "depreciation.h"

#include "pricing.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

namespace gpa {

namespace {

bool isDatacenter(Segment segment)
{
    return segment == Segment::Datacenter || segment == Segment::CloudOnly;
}

// x of the linear fit ln r = ln a - k x.
double regressor(DepreciationForm form, double ageYears)
{
    const double t = std::max(ageYears, 0.0);
    const bool power = form == DepreciationForm::Power || form == DepreciationForm::PowerFromLaunch;
    return power ? std::log1p(t) : t;
}

bool anchored(DepreciationForm form)
{
    return form == DepreciationForm::ExponentialFromLaunch
        || form == DepreciationForm::ExponentialBySegment
        || form == DepreciationForm::PowerFromLaunch;
}

// Least squares of y = -k x through the origin (a = 1): k = -sum(xy) / sum(x^2).
std::optional<std::pair<double, double>> originFit(const std::vector<std::pair<double, double>> &xy)
{
    double sxx = 0.0;
    double sxy = 0.0;
    for (const auto &[x, y] : xy) {
        sxx += x * x;
        sxy += x * y;
    }
    if (!(sxx > 1e-12))
        return std::nullopt;
    return std::pair{1.0, -sxy / sxx};
}

// Ordinary least squares of y = c - k x; nullopt with fewer than two
// distinct x.
std::optional<std::pair<double, double>> lineFit(const std::vector<std::pair<double, double>> &xy)
{
    if (xy.size() < 2)
        return std::nullopt;
    double mx = 0.0;
    double my = 0.0;
    for (const auto &[x, y] : xy) {
        mx += x;
        my += y;
    }
    mx /= static_cast<double>(xy.size());
    my /= static_cast<double>(xy.size());
    double sxx = 0.0;
    double sxy = 0.0;
    for (const auto &[x, y] : xy) {
        sxx += (x - mx) * (x - mx);
        sxy += (x - mx) * (y - my);
    }
    if (!(sxx > 1e-12))
        return std::nullopt;
    const double slope = sxy / sxx;
    return std::pair{std::exp(my - slope * mx), -slope}; // (a, k)
}

std::optional<std::pair<double, double>> fitGroup(const std::vector<DepreciationSample> &samples,
                                                  DepreciationForm form, bool datacenter,
                                                  bool allSegments)
{
    std::vector<std::pair<double, double>> xy;
    for (const DepreciationSample &s : samples) {
        if (!(s.retained > 0.0))
            continue;
        if (!allSegments && isDatacenter(s.segment) != datacenter)
            continue;
        xy.emplace_back(regressor(form, s.ageYears), std::log(s.retained));
    }
    return anchored(form) ? originFit(xy) : lineFit(xy);
}

} // namespace

std::string_view toString(DepreciationForm form)
{
    switch (form) {
    case DepreciationForm::Exponential:
        return "exponential";
    case DepreciationForm::ExponentialFromLaunch:
        return "exponential-from-launch";
    case DepreciationForm::ExponentialBySegment:
        return "exponential-by-segment";
    case DepreciationForm::Power:
        return "power";
    case DepreciationForm::PowerFromLaunch:
        return "power-from-launch";
    }
    return {};
}

std::optional<DepreciationForm> parseDepreciationForm(std::string_view text)
{
    for (const DepreciationForm form : kAllDepreciationForms) {
        if (toString(form) == text)
            return form;
    }
    return std::nullopt;
}

double DepreciationCurve::retained(double ageYears, Segment segment) const
{
    const double t = std::max(ageYears, 0.0);
    switch (form) {
    case DepreciationForm::Exponential:
    case DepreciationForm::ExponentialFromLaunch:
        return retainedAtLaunch * std::exp(-yearlyDecay * t);
    case DepreciationForm::ExponentialBySegment:
        if (isDatacenter(segment))
            return datacenterRetainedAtLaunch * std::exp(-datacenterYearlyDecay * t);
        return retainedAtLaunch * std::exp(-yearlyDecay * t);
    case DepreciationForm::Power:
    case DepreciationForm::PowerFromLaunch:
        return retainedAtLaunch * std::pow(1.0 + t, -yearlyDecay);
    }
    return 0.0;
}

double fractionalYear(const PartialDate &date)
{
    const double first = date.firstDayNumber();
    const double last = date.lastDayNumber();
    // Day numbers count from 1970-01-01; 365.2425 days a Gregorian year.
    return 1970.0 + ((first + last) / 2.0 + 0.5) / 365.2425;
}

std::optional<double> launchYear(const Device &device)
{
    if (device.releaseDate && device.releaseDate->isValid())
        return fractionalYear(*device.releaseDate);
    if (device.releaseYear)
        return fractionalYear(PartialDate::yearOnly(*device.releaseYear));
    return std::nullopt;
}

std::optional<double> launchPriceUsd(const Device &device, std::span<const PriceQuote> quotes,
                                     const CurrencyTable &rates)
{
    for (const QuoteKind kind : {QuoteKind::Msrp, QuoteKind::List}) {
        const PriceQuote *earliest = nullptr;
        for (const PriceQuote &q : quotes) {
            if (q.deviceId != device.id || q.kind != kind || !q.observed.isValid()
                || q.origin != Origin::Bundled)
                continue;
            if (!earliest || q.observed.lastDayNumber() < earliest->observed.lastDayNumber())
                earliest = &q;
        }
        if (earliest) {
            if (const auto usd = rates.toUsd(earliest->amount, earliest->currency); usd && *usd > 0)
                return usd;
        }
    }
    if (device.launchMsrpUsd && *device.launchMsrpUsd > 0.0)
        return device.launchMsrpUsd;
    return std::nullopt;
}

std::vector<DepreciationSample> depreciationSamples(const std::vector<Device> &devices,
                                                    const std::vector<PriceQuote> &quotes,
                                                    const CurrencyTable &rates)
{
    std::vector<DepreciationSample> samples;
    for (const Device &device : devices) {
        const auto launch = launchPriceUsd(device, quotes, rates);
        const auto year = launchYear(device);
        if (!launch || !year)
            continue;
        for (const PriceQuote &q : quotes) {
            if (q.deviceId != device.id || q.kind != QuoteKind::Used || q.origin != Origin::Bundled
                || !q.observed.isValid())
                continue;
            const auto usd = rates.toUsd(q.amount, q.currency);
            if (!usd || !(*usd > 0.0))
                continue;
            samples.push_back({device.id, device.segment,
                               std::max(fractionalYear(q.observed) - *year, 0.0), *usd / *launch});
        }
    }
    return samples;
}

std::optional<DepreciationCurve> fitDepreciation(const std::vector<DepreciationSample> &samples,
                                                 DepreciationForm form)
{
    DepreciationCurve curve;
    curve.form = form;
    if (form == DepreciationForm::ExponentialBySegment) {
        const auto desktop = fitGroup(samples, form, false, false);
        const auto datacenter = fitGroup(samples, form, true, false);
        if (!desktop || !datacenter)
            return std::nullopt;
        std::tie(curve.retainedAtLaunch, curve.yearlyDecay) = *desktop;
        std::tie(curve.datacenterRetainedAtLaunch, curve.datacenterYearlyDecay) = *datacenter;
        return curve;
    }
    const auto all = fitGroup(samples, form, false, true);
    if (!all)
        return std::nullopt;
    std::tie(curve.retainedAtLaunch, curve.yearlyDecay) = *all;
    curve.datacenterRetainedAtLaunch = curve.retainedAtLaunch;
    curve.datacenterYearlyDecay = curve.yearlyDecay;
    return curve;
}

std::optional<DepreciationFit> validateDepreciation(const std::vector<DepreciationSample> &samples,
                                                    DepreciationForm form)
{
    const auto curve = fitDepreciation(samples, form);
    if (!curve)
        return std::nullopt;
    DepreciationFit fit;
    fit.curve = *curve;
    fit.samples = static_cast<int>(samples.size());
    std::set<std::string> devices;
    for (const DepreciationSample &s : samples)
        devices.insert(s.deviceId);
    fit.devices = static_cast<int>(devices.size());

    double squares = 0.0;
    std::vector<double> relative;
    for (const std::string &left : devices) {
        std::vector<DepreciationSample> training;
        for (const DepreciationSample &s : samples) {
            if (s.deviceId != left)
                training.push_back(s);
        }
        const auto fold = fitDepreciation(training, form);
        if (!fold)
            continue;
        for (const DepreciationSample &s : samples) {
            if (s.deviceId != left)
                continue;
            const double predicted = fold->retained(s.ageYears, s.segment);
            if (!(predicted > 0.0) || !(s.retained > 0.0))
                continue;
            const double error = std::log(predicted) - std::log(s.retained);
            squares += error * error;
            relative.push_back(std::fabs(predicted / s.retained - 1.0));
        }
    }
    fit.looPredicted = static_cast<int>(relative.size());
    if (relative.empty())
        return std::nullopt;
    fit.looRmsLog = std::sqrt(squares / static_cast<double>(relative.size()));
    fit.looMedianRelative = median(relative).value_or(0.0);
    return fit;
}

std::optional<DepreciationFit> chooseDepreciation(const std::vector<DepreciationSample> &samples)
{
    std::optional<DepreciationFit> best;
    for (const DepreciationForm form : kAllDepreciationForms) {
        const auto fit = validateDepreciation(samples, form);
        // Forms are compared on the same samples: a form that cannot predict
        // every device when it is left out is not compared.
        if (fit && fit->looPredicted == fit->samples
            && (!best || fit->looRmsLog < best->looRmsLog))
            best = fit;
    }
    return best;
}

std::optional<double> resaleValueUsd(std::optional<double> launchUsd, double ageYears,
                                     Segment segment, const DepreciationCurve &curve)
{
    if (!launchUsd || !(*launchUsd > 0.0))
        return std::nullopt;
    return *launchUsd * curve.retained(ageYears, segment);
}

} // namespace gpa
