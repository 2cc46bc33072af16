#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "devicefilter.h"
#include "message.h"
#include "performancemodel.h"
#include "ranking.h"
#include "session.h"
#include "tco.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// What the charts plot, computed from the catalogue and the view. The UI
// only draws these values; every choice of devices, every normalisation and
// the default cloud offer are made here so that the window and the
// `export-chart` command agree and tests can check them.

// One plotted value with where it comes from.
struct ChartValue
{
    double value = 0.0;
    Provenance provenance = Provenance::Estimated;
    double uncertainty = 0.0; // ±fraction, as PerformanceFigure::uncertainty
    // The 80% interval on the same scale as `value` (the whisker of a bar);
    // low == high == value for a point. `high` is +infinity for a lower bound.
    double low = 0.0;
    double high = 0.0;
    bool lowerBound = false;

    // True when the interval is wider than a point (a whisker is drawn).
    [[nodiscard]] bool hasInterval() const { return lowerBound || high > low; }
};

// `figure` as a chart value.
ChartValue chartValue(const PerformanceFigure &figure);
// `figure` drawn as a bar of `value` (a per-dollar bar scales the relative
// figure): the interval scales by value / relative, the value is kept exact.
ChartValue scaledChartValue(const PerformanceFigure &figure, double value);

// Scales `values` so that the largest is exactly 1.0 (seed §4.4: Figure 3
// gives its most cost-efficient card 1). Missing, non-finite and negative
// entries come back missing; all missing when no entry is positive.
std::vector<std::optional<double>>
normaliseToBest(const std::vector<std::optional<double>> &values);

// The first `n` ids of `ranked` (best first). Ids of `forced` (the reference
// device, the user's selection) that rank below the first `n` take the last
// places, so that the list stays `n` long unless more than `n` are forced.
// Forced ids not in `ranked` are ignored; the result keeps the ranking order.
// n <= 0 keeps every id.
std::vector<std::string> topN(const std::vector<std::string> &ranked, int n,
                              const std::vector<std::string> &forced);

// Which devices a chart considers and keeps.
struct ChartDevices
{
    DeviceFilter filter; // the workspace's filters
    std::vector<std::string> selected; // kept when capping, and marked
    std::vector<std::string> only; // when not empty: these devices and no other
    int n = 15; // the cap (topN); 0 = none
    // Performance bars: only what a buyer can put into the assumptions' host
    // (one card that fits: a PCIe card with its own fans in a desktop, see
    // checkFit()), unless asked for: devices in `only` or `selected`, an id
    // filter, or a segment filter naming data-centre or cloud parts.
    bool fitHostOnly = false;
};

// Performance (Figure 2, seed §4.1) and performance per dollar (Figure 3,
// seed §4.4) bars: one row per device with the three workloads side by side.
struct BarRow
{
    std::string deviceId;
    std::string name;
    std::array<std::optional<ChartValue>, 3> values; // indexed by Workload
    std::optional<ChartValue> sortValue; // the view's workload mix: the order
    bool isReference = false;
    bool isSelected = false;
    // Performance per dollar only: the row's 80% interval of the mix figure
    // reaches the leader's (its high end is at or above the leader's low
    // end), so the data cannot tell it from the best device. The leader
    // itself is marked too.
    bool tiesWithLeader = false;
};

enum class PerDollarScale {
    Best, // the most cost-efficient device of each workload = 1.0 (seed §4.4)
    Reference, // the reference device = 1.0
};

struct BarChartData
{
    std::vector<BarRow> rows; // best first
    int candidates = 0; // devices that passed the filter and have a value
    std::string referenceId;
    std::string referenceName;
    Precision precision = Precision::Fp16;
    PerDollarScale scale = PerDollarScale::Best; // performance per dollar only
    std::optional<Message> note; // e.g. why the reference could not be the scale
    // Performance per dollar only: the best of all the candidates (whether
    // or not it is shown) and how many candidates tie with it (itself included).
    std::string leaderId;
    int tiedWithLeader = 0;
    // Performance bars with ChartDevices::fitHostOnly: the candidates left
    // out because one card does not go into the host (SXM modules, passive
    // data-centre cards, cloud-only parts, ...).
    int leftOutUnfit = 0;
};

// Relative performance of each workload against the reference device (1.0),
// for the devices available as of the view's date that pass the filter (and
// are among `only`) and have a figure for the view's mix; ordered by that
// mix figure (the workspace's workload), fastest first, capped to the top
// `n` (the reference and the selected devices kept, see topN()).
BarChartData performanceBars(const Session &session, const ChartDevices &devices);

// Relative performance per dollar of each workload, for the priced devices
// among those above, scaled per workload so that the best device of all the
// candidates (not only the `n` shown) is 1.0, or the reference device is
// (falls back to Best with a note when the reference has no price or
// figure). Ordered by the view's mix per dollar, like `rank`.
BarChartData performancePerDollarBars(const Session &session, const ChartDevices &devices,
                                      PerDollarScale scale = PerDollarScale::Best);

// The price-age facts of the devices a chart considers (those that pass its
// filter and have a price): what an exported chart's footer says, "prices as
// of DATE; N of M older than 12 months" (pricing.h priceAgeText()).
PriceAgeSummary chartPriceAges(const Session &session, const ChartDevices &devices);

// What an exported chart's footer states, so that a picture can be cited
// on its own: the date of the view, the price basis (policy and freshness
// window) with the age of the prices, and the sources: the 2019 article for
// a view of its time (seed §4.1-§4.4), else the catalogue's sources behind
// the devices shown.
struct ChartFooterFacts
{
    std::optional<int> viewDay; // the as-of date, else today, else the prices' window end
    bool pastMarket = false; // the view is as of a past date
    PricePolicy policy = PricePolicy::Default;
    int freshnessMonths = kDefaultFreshnessMonths;
    PriceAgeSummary prices;
    // The view's date falls before the article's first update (2020-09-07):
    // its figures are the ones the article discusses.
    bool articleView = false;
    // Where the benchmarks and the prices of the devices shown come from,
    // most used first: a web site's host ("techpowerup.com"), a repository
    // ("lambdal/deeplearning-benchmark") or the start of the source text.
    std::vector<std::string> sources;
    int moreSources = 0; // beyond those listed
};
inline constexpr int kFooterSources = 3;
// The prices are summarised over the chart's candidates (`devices`), the
// sources over the devices it shows (`shown`).
ChartFooterFacts chartFooterFacts(const Session &session, const ChartDevices &devices,
                                  const std::vector<std::string> &shown);
// The short name of a source for a footer (see ChartFooterFacts::sources);
// empty for an empty source.
std::string shortSourceName(std::string_view source);

// Performance versus price, with the Pareto frontier (pareto.h).
struct ScatterPoint
{
    std::string deviceId;
    std::string name;
    double priceUsd = 0.0;
    double price = 0.0; // in ScatterData::currency
    ChartValue performance; // the view's mix, relative to the reference
    bool onFrontier = false;
    bool isReference = false;
    bool isSelected = false;
};

struct ScatterData
{
    // The frontier devices, the reference, the selected devices, then the
    // best by performance per dollar until `n` are shown. Frontier points
    // are always all shown: the frontier of the subset is the frontier of all
    // the candidates.
    std::vector<ScatterPoint> points; // by price
    std::vector<std::string> frontier; // ids, by price (cheapest first)
    int candidates = 0; // devices with a price and a figure that passed the filter
    std::string currency;
    std::string referenceId;
    std::string referenceName;
    Precision precision = Precision::Fp16;
};

ScatterData pricePerformanceScatter(const Session &session, const ChartDevices &devices);

// Price history: the quotes of a device of one kind over time.
struct PriceHistoryPoint
{
    int day = 0; // PartialDate::firstDayNumber(): a partial date at its period's start
    double amount = 0.0; // in PriceHistoryData::currency
    PriceQuote quote;
};

struct PriceHistorySeries
{
    std::string deviceId;
    std::string name;
    QuoteKind kind = QuoteKind::RetailNew;
    std::vector<PriceHistoryPoint> points; // by day, then quote id
};

struct PriceHistoryData
{
    std::vector<PriceHistorySeries> series; // by device (as asked), then kind
    std::vector<std::string> devices; // the devices shown, as asked
    std::vector<std::string> withoutQuotes; // asked for but with no usable quote
    int requested = 0; // devices asked for before the cap
    std::string currency;
    std::optional<int> asOfDay;
};

// A price-history line does not bridge years without a quote as if they
// were a trend: the points of a series split into runs wherever two quotes
// in a row are more than kPriceHistoryMaxGapDays apart (12 months; a leap
// year's 366 days still join). Each run is drawn as its own line.
inline constexpr int kPriceHistoryMaxGapDays = 366;
std::vector<std::vector<PriceHistoryPoint>>
priceHistoryRuns(const PriceHistorySeries &series, int maxGapDays = kPriceHistoryMaxGapDays);

// Devices whose history the chart shows when none is selected: the
// reference device and the first three of the ranking (`rank` order) that
// have a quote, without duplicates.
std::vector<std::string> defaultPriceHistoryDevices(const std::vector<DeviceEvaluation> &ranked,
                                                    const PriceBook &prices,
                                                    const ViewOptions &view);

// Quotes of `deviceIds` (at most `n` of them) observed by the view's as-of
// date (a partial date counting as the end of its period, as pricing does),
// converted to the view's currency; quotes in an unknown currency are left
// out. Unknown device ids are left out too.
PriceHistoryData priceHistory(const DataSet &data, const PriceBook &prices,
                              const std::vector<std::string> &deviceIds, const ViewOptions &view,
                              int n);

// Default cloud offer for buy versus rent.
//
// An instance's throughput is its device's relative performance for the
// view's mix and precision times the multi-GPU speed-up of its device count
// (multigpu.h; the view's single workload, convnets for a mix), as `tco`
// computes it. An offer is of COMPARABLE performance when its throughput is
// within a factor kComparableFactor of the owned device's, i.e.
// 1/1.5 <= instance / own <= 1.5. Among the comparable offers with an
// on-demand price, the default is the cheapest for the same work: the lowest
// on-demand $/hour divided by throughput (what the buy-versus-rent curve
// charges, tco.h "Work factor"); ties go to the lower $/hour, then the id.
// When no offer is comparable, the one whose throughput is nearest to the
// owned device's (in ratio) is taken, and the choice says so.
inline constexpr double kComparableFactor = 1.5;

struct CloudCandidate
{
    std::string offerId;
    std::optional<double> usdPerHour; // on demand
    std::optional<double> throughput; // instance throughput, reference = 1
};

struct CloudChoice
{
    std::string offerId;
    double throughputRatio = 1.0; // instance / own
    bool comparable = true;
    Message reason; // why this offer
};

// The rule above on precomputed candidates; nullopt when the own throughput
// is unknown or no candidate has both a price and a throughput.
std::optional<CloudChoice> chooseComparableOffer(std::optional<double> ownThroughput,
                                                 const std::vector<CloudCandidate> &candidates);

// The instance throughput described above; nullopt when its device has no figure.
std::optional<double> instanceThroughput(const DataSet &data, const PerformanceModel &model,
                                         const CloudOffer &offer, const ViewOptions &view,
                                         const Assumptions &assumptions);

std::vector<CloudCandidate> cloudCandidates(const DataSet &data, const PerformanceModel &model,
                                            const ViewOptions &view,
                                            const Assumptions &assumptions);

// Cumulative cost of owning a device against renting a cloud offer.
struct BuyVsRentChartData
{
    std::string deviceId;
    std::string deviceName;
    std::string offerId;
    std::string provider;
    std::string instance;
    int acceleratorCount = 1;
    bool defaultOffer = false; // chosen by chooseComparableOffer()
    std::optional<CloudChoice> choice; // when defaultOffer
    std::string currency;
    double purchase = 0.0; // in currency
    double rentPerHour = 0.0; // in currency, on demand
    BuyVsRentInput input; // USD
    BuyVsRentBreakEven breakEven;
    std::optional<double> breakEvenCost; // in currency: what both have cost by then
    int horizonDays = 0;
    std::vector<CostPoint> curve; // in currency (CostPoint's fields hold it)
    bool tdpUnknown = false; // electricity counted for the host only
    // Set when no chart can be drawn (unknown device or offer, no price, no
    // on-demand rate, no offer to compare with); the rest is then incomplete.
    std::optional<Message> unavailable;
};

// One buy-versus-rent question as the session answers it: the device's
// effective price under the view's policy and date, its board power, the
// offer's rate (on demand, or spot) and the assumptions give the
// BuyVsRentInput; the work is normalised (the cloud instance's throughput
// against the device's, at the view's workload) unless asked not to. The
// chart and `tco` both start here. An empty offerId takes the default offer
// (chooseComparableOffer()).
struct BuyVsRentCase
{
    const Device *device = nullptr;
    const CloudOffer *offer = nullptr;
    bool defaultOffer = false;
    std::optional<CloudChoice> choice; // when defaultOffer
    bool spot = false;
    EffectivePrice price;
    BuyVsRentInput input; // USD
    bool tdpUnknown = false; // electricity counted for the host only
    // Why there is no answer (unknown device or offer, no price, no rate,
    // no offer to compare with); the rest is then incomplete.
    std::optional<Message> unavailable;
};
struct BuyVsRentQuestion
{
    std::string deviceId;
    std::string offerId; // empty: the default offer
    bool spot = false;
    bool normaliseWork = true;
};
BuyVsRentCase buyVsRentCase(const Session &session, const BuyVsRentQuestion &question);

// The chart of that case over a horizon that shows the break-even: 1.5
// times the break-even day rounded up to whole quarters (91 days), at least
// a year and at most ten; three years when renting stays cheaper.
BuyVsRentChartData buyVsRentChart(const Session &session, std::string_view deviceId, std::string_view offerId);

// The horizon rule above, on its own.
int buyVsRentHorizonDays(std::optional<double> breakEvenDay);

} // namespace gpa
