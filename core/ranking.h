#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "devicefilter.h"
#include "llmworkload.h"
#include "performancemodel.h"
#include "pricing.h"
#include "softwaresupport.h"

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpa {

// What the user is looking at: the workloads, the precision, the yardstick
// and how prices are read. The workspace's toolbar and the command line's
// --workload/--precision/--reference/--policy/--currency/--as-of map onto it.
struct ViewOptions
{
    WorkloadMix mix = WorkloadMix::only(Workload::Cnn);
    // 16-bit by default: RTX cards are assumed to train in 16-bit (seed §4.1).
    Precision precision = Precision::Fp16;
    std::string referenceId = "rtx-2080-ti";
    PricePolicy policy = PricePolicy::Default;
    std::optional<int> asOfDay; // nullopt: today, every quote and device
    // Today's day number from the caller (core has no clock): the end of the
    // price freshness window when asOfDay is not set. nullopt: the day of
    // the catalogue's newest quote.
    std::string currency = "USD"; // for display; ranking is in USD
    std::optional<int> today;
    // Set: the workload is this large language model; the table, the ranking
    // and the charts show its tokens/s and tokens/s per dollar instead of
    // the mix's relative performance.
    std::optional<LlmWorkload> llm;

    friend bool operator==(const ViewOptions &, const ViewOptions &) = default;
};

// An 80% interval as tables print it: "1.42 (1.21-1.66)", or for a lower
// bound "1.42 (>= 1.21)". `high` is +infinity for a lower bound.
struct FigureRange
{
    double low = 0.0;
    double high = 0.0;
    bool lowerBound = false;
};

// The figure's interval when it has one worth printing (not a point: a
// measurement against a measured reference in the same suites has none).
std::optional<FigureRange> figureRange(const PerformanceFigure &figure);

// One device as the workspace, the charts and `rank` show it.
struct DeviceEvaluation
{
    const Device *device = nullptr; // into the DataSet given to evaluate()
    // Without basis sentences (PerformanceModel::figure); ask relative() for them.
    std::optional<PerformanceFigure> performance;
    // Why there is no figure (null when there is one). Shared: a row keeps
    // 16 bytes for it, not the 72 of a message most rows never have.
    std::shared_ptr<const Message> performanceUnavailable;
    EffectivePrice price;                          // USD, with the rule and quotes used
    std::optional<double> priceInCurrency;         // the same in ViewOptions::currency
    std::optional<double> performancePerDollar;    // relative performance per USD
    std::optional<double> effectiveMemoryGb;       // at the view's precision (seed §6.3)

    // Whether the performance figure, and so every figure made from it (per
    // price, per kW), is estimated from the spec sheet rather than measured.
    [[nodiscard]] bool performanceEstimated() const
    {
        return performance && performance->provenance == Provenance::Estimated;
    }

    // Relative performance per 1,000 units of the view's currency: the "per
    // 1,000" column of the table and of `rank`.
    [[nodiscard]] std::optional<double> perThousandInCurrency() const;
    // The 80% interval of that figure: the performance interval over the same
    // price (the price itself carries no interval). nullopt without a figure,
    // a price, or a range (a measurement against a measured reference).
    [[nodiscard]] std::optional<FigureRange> perThousandRange() const;
    // The software maturity factor applied to `performance` (1: none; see
    // applySoftwareMaturity).
    double softwareFactor = 1.0;
    // Whether current software supports the device on the day it was judged
    // on (judgeSupport(), the view's date). The verdict with its sentence is
    // made when asked for: kept for every row it took 200 bytes of each.
    SupportStatus supportStatus = SupportStatus::Unknown;
    std::optional<int> supportDay;
    void judgeSupport(std::optional<int> asOfDay);
    [[nodiscard]] SupportVerdict support() const; // softwareSupport() of the device on that day
    [[nodiscard]] std::string supportSentence() const; // support()'s sentence in English, or ""
    [[nodiscard]] bool fitForNewPurchase() const { return gpa::fitForNewPurchase(supportStatus); }
    // Sets performanceUnavailable (nullopt: there is a figure).
    void setPerformanceUnavailable(std::optional<Message> reason);

    // The view's LLM workload on this device (set when the view has one).
    // Shared and immutable: most views have none, and a copy of a ranking
    // shares them (an LlmEvaluation is 168 bytes, the rest of a row 600).
    std::shared_ptr<const LlmEvaluation> llm;
    // Tokens/s per 1,000 units of the view's currency (of all `count`
    // devices): the LLM's "per 1,000" column.
    [[nodiscard]] std::optional<double> llmPerThousandInCurrency() const;
};

// Software maturity (seed §2.2-§2.4) on a figure: a spec-sheet estimate of a
// non-NVIDIA device is multiplied by its stack's factor, divided by the
// reference's own factor (so the reference stays at 1), and its basis says
// so. A measured figure already includes its software and is left alone.
// Returns the factor applied.
// `withBasis` false leaves the figure's basis alone (a caller that formats
// explanations only when shown).
double applySoftwareMaturity(PerformanceFigure &figure, const Device &device, const WorkloadMix &mix,
                             double referenceFactor, const SoftwareMaturity &maturity, bool withBasis = true);
// The factor of the reference device's own figure (1 when it is measured,
// NVIDIA, unknown or the factors are off).
double referenceMaturityFactor(const DataSet &data, const PerformanceModel &model, const WorkloadMix &mix,
                               Precision precision, const std::string &referenceId,
                               const SoftwareMaturity &maturity);
// The same with the reference already looked up (nullptr: not in the
// catalogue), for callers that find devices by their own index.
double referenceMaturityFactor(const Device *reference, const PerformanceModel &model, const WorkloadMix &mix,
                               Precision precision, const std::string &referenceId,
                               const SoftwareMaturity &maturity);
// model.relative() with the factor applied: for charts that show one
// workload at a time, so that they agree with the ranking.
std::optional<PerformanceFigure> relativeWithMaturity(const DataSet &data, const PerformanceModel &model,
                                                      const std::string &deviceId, Workload workload,
                                                      Precision precision, const std::string &referenceId,
                                                      const SoftwareMaturity &maturity);
// The same for a workload mix, with the detailed basis (tooltips, details).
std::optional<PerformanceFigure> relativeWithMaturity(const DataSet &data, const PerformanceModel &model,
                                                      const std::string &deviceId, const WorkloadMix &mix,
                                                      Precision precision, const std::string &referenceId,
                                                      const SoftwareMaturity &maturity);
// Either of the above with the device and the reference already looked up
// (nullptr: not in the catalogue; the figure then carries no factor).
std::optional<PerformanceFigure> relativeWithMaturity(const PerformanceModel &model, const Device *device,
                                                      const Device *reference, const std::string &deviceId,
                                                      const WorkloadMix &mix, Precision precision,
                                                      const std::string &referenceId,
                                                      const SoftwareMaturity &maturity);

// One device's quotes as a view into the quote list a PriceBook points into
// (no copy). It converts to a vector for a caller that wants its own copy to
// change, e.g. to add a quote before handing the history back.
class QuoteSpan : public std::span<const PriceQuote>
{
public:
    QuoteSpan() = default;
    QuoteSpan(std::span<const PriceQuote> quotes) // NOLINT(google-explicit-constructor): a view is a span
        : std::span<const PriceQuote>(quotes)
    {
    }
    // NOLINTNEXTLINE(google-explicit-constructor): copying out is the caller's choice
    operator std::vector<PriceQuote>() const { return {begin(), end()}; }
};

// Each device's quotes found once, so that re-pricing after an edit or a
// policy change does not scan the whole history for every device. The book
// holds no quotes of its own: it points into a quote list ordered by device
// (groupQuotesByDevice()), normally the data set's, which must outlive it and
// change only through replaceQuotes() (or be re-pointed with rebind()).
class PriceBook
{
public:
    PriceBook() = default;
    // Points into data.priceQuotes when they are ordered by device; a list in
    // any other order is copied once, in that order, into a list the book
    // keeps (a Session always passes its own ordered list).
    explicit PriceBook(const DataSet &data);

    // The device's quotes in the order of the list (empty when it has none).
    [[nodiscard]] QuoteSpan quotes(std::string_view deviceId) const;
    [[nodiscard]] const CurrencyTable &rates() const { return m_rates; }
    // The last day of the newest quote of any device (0 without quotes).
    [[nodiscard]] int newestDay() const { return m_newestDay; }
    void setRates(CurrencyTable rates) { m_rates = std::move(rates); }
    // Replaces one device's quotes (after an edit) in `all`, the list the book
    // points into, at their place in the device order, and re-points the book
    // (one pass over the devices, not over the quotes).
    void replaceQuotes(std::vector<PriceQuote> &all, const std::string &deviceId, std::vector<PriceQuote> quotes);
    // Points the book at `all`, an equal copy of the list it pointed into
    // (e.g. the data set of a copied session).
    void rebind(const std::vector<PriceQuote> &all);
    // True when the book points into `all` (no copy of its own).
    [[nodiscard]] bool pointsInto(const std::vector<PriceQuote> &all) const;

private:
    // One device's run in the list; the runs are in the list's order, which
    // is the order of device ids.
    struct Run
    {
        std::size_t first = 0;
        std::size_t count = 0;
    };

    void bind(std::span<const PriceQuote> all);
    [[nodiscard]] std::vector<Run>::const_iterator runAtOrAfter(std::string_view deviceId) const;
    void noteNewest(std::span<const PriceQuote> quotes);

    std::span<const PriceQuote> m_all;
    std::vector<Run> m_runs;
    // Only when the book was given quotes out of device order (shared by
    // copies of the book, never changed, so their views stay valid).
    std::shared_ptr<const std::vector<PriceQuote>> m_ownCopy;
    CurrencyTable m_rates;
    int m_newestDay = 0;
};

// The price query of a view: its policy and date, the freshness window and
// the system-share setting of the assumptions, and today (else the
// catalogue's newest quote day) as the end of the window of today's view.
PriceQuery priceQuery(const ViewOptions &view, const Assumptions &assumptions,
                      const PriceBook &prices);

// Evaluates one device under the view (whether or not it is available then).
// `referenceFactor`: referenceMaturityFactor() of the view (evaluate() finds
// it; 1 is right whenever the reference is a measured or NVIDIA device).
DeviceEvaluation evaluateDevice(const Device &device, const PriceBook &prices, const PerformanceModel &model,
                                const ViewOptions &view, const Assumptions &assumptions,
                                double referenceFactor = 1.0);

// Evaluates every device available as of the view's date (seed data of 2019
// must not show 2020 cards): performance from the model, the effective price
// under the policy, performance per dollar and effective memory. Devices keep
// the DataSet's order; see rankByValue() for the ranking order.
std::vector<DeviceEvaluation> evaluate(const DataSet &data, const PriceBook &prices,
                                       const PerformanceModel &model, const ViewOptions &view,
                                       const Assumptions &assumptions);

// The `rank` order: best performance per dollar first; devices without a
// price after them, fastest first; devices without a figure last, by name.
// Under an LLM workload (every evaluation has `llm`): best tokens/s per
// dollar among the devices that fit and run it, then those without a price,
// fastest first; the devices that cannot fit or run it last, closest to
// fitting first (they are not ranked, only listed).
void rankByValue(std::vector<DeviceEvaluation> &evaluations);
// rankByValue()'s order for training workloads: a figure per dollar first
// (best first), then a performance figure (fastest first), then by name.
bool valueBefore(const DeviceEvaluation &a, const DeviceEvaluation &b);
// The evaluations the filter keeps, in rankByValue()'s order, by pointer
// (no copy of the evaluations: what `rank` prints at 10,000 devices).
std::vector<const DeviceEvaluation *> rankedByValue(const std::vector<DeviceEvaluation> &evaluations,
                                                    const DeviceFilter &filter);

// The price-age facts of a table, a chart or a footer over these devices:
// "prices as of DATE; N of M older than 12 months" (pricing.h priceAgeText()).
PriceAgeSummary summarisePriceAges(const std::vector<DeviceEvaluation> &evaluations);
PriceAgeSummary summarisePriceAges(const std::vector<const DeviceEvaluation *> &evaluations);

// Keeps the evaluations the filter accepts (prices compared in USD).
std::vector<DeviceEvaluation> filtered(const std::vector<DeviceEvaluation> &evaluations,
                                       const DeviceFilter &filter);

} // namespace gpa
