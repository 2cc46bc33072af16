#include "ranking.h"

#include "costmetrics.h"
#include "memory.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpa {

PriceBook::PriceBook(const DataSet &data)
    : m_rates(data.exchangeRates)
{
    if (quotesGroupedByDevice(data.priceQuotes)) {
        bind(data.priceQuotes);
    } else {
        auto copy = std::make_shared<std::vector<PriceQuote>>(data.priceQuotes);
        groupQuotesByDevice(*copy);
        m_ownCopy = std::move(copy);
        bind(*m_ownCopy);
    }
    noteNewest(m_all);
}

void PriceBook::bind(std::span<const PriceQuote> all)
{
    m_all = all;
    m_runs.clear();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (m_runs.empty() || all[i].deviceId != all[m_runs.back().first].deviceId)
            m_runs.push_back({i, 0});
        ++m_runs.back().count;
    }
}

void PriceBook::rebind(const std::vector<PriceQuote> &all)
{
    m_ownCopy.reset();
    bind(all);
}

bool PriceBook::pointsInto(const std::vector<PriceQuote> &all) const
{
    return !m_ownCopy && m_all.data() == all.data() && m_all.size() == all.size();
}

void PriceBook::noteNewest(std::span<const PriceQuote> quotes)
{
    for (const PriceQuote &q : quotes) {
        if (q.observed.isValid())
            m_newestDay = std::max(m_newestDay, q.observed.lastDayNumber());
    }
}

std::vector<PriceBook::Run>::const_iterator PriceBook::runAtOrAfter(std::string_view deviceId) const
{
    return std::lower_bound(
        m_runs.begin(), m_runs.end(), deviceId,
        [this](const Run &run, std::string_view id) { return m_all[run.first].deviceId < id; });
}

QuoteSpan PriceBook::quotes(std::string_view deviceId) const
{
    const auto run = runAtOrAfter(deviceId);
    if (run == m_runs.end() || m_all[run->first].deviceId != deviceId)
        return {};
    return m_all.subspan(run->first, run->count);
}

void PriceBook::replaceQuotes(std::vector<PriceQuote> &all, const std::string &deviceId,
                              std::vector<PriceQuote> quotes)
{
    noteNewest(quotes);
    const bool ownQuotesOnly = std::all_of(
        quotes.begin(), quotes.end(), [&](const PriceQuote &q) { return q.deviceId == deviceId; });
    if (!pointsInto(all) || !ownQuotesOnly) {
        // Not the list the book points into, or quotes filed under another
        // device: put them in their place the long way.
        std::erase_if(all, [&](const PriceQuote &q) { return q.deviceId == deviceId; });
        all.insert(all.end(), std::make_move_iterator(quotes.begin()),
                   std::make_move_iterator(quotes.end()));
        groupQuotesByDevice(all);
        rebind(all);
        return;
    }
    const auto at = runAtOrAfter(deviceId);
    const bool had = at != m_runs.end() && m_all[at->first].deviceId == deviceId;
    const std::size_t first = at == m_runs.end() ? all.size() : at->first;
    const std::size_t before = had ? at->count : 0;
    const std::size_t after = quotes.size();
    const std::size_t kept = std::min(before, after);
    const auto from = all.begin() + static_cast<std::ptrdiff_t>(first);
    std::move(quotes.begin(), quotes.begin() + static_cast<std::ptrdiff_t>(kept), from);
    if (after < before) {
        all.erase(from + static_cast<std::ptrdiff_t>(after),
                  from + static_cast<std::ptrdiff_t>(before));
    } else if (after > before) {
        all.insert(from + static_cast<std::ptrdiff_t>(before),
                   std::make_move_iterator(quotes.begin() + static_cast<std::ptrdiff_t>(kept)),
                   std::make_move_iterator(quotes.end()));
    }
    // The devices after this one moved by the difference.
    auto index = static_cast<std::size_t>(at - m_runs.cbegin());
    if (had && after == 0) {
        m_runs.erase(m_runs.begin() + static_cast<std::ptrdiff_t>(index));
    } else if (had) {
        m_runs[index++].count = after;
    } else if (after > 0) {
        m_runs.insert(m_runs.begin() + static_cast<std::ptrdiff_t>(index), Run {first, after});
        ++index;
    }
    for (; index < m_runs.size(); ++index)
        m_runs[index].first = m_runs[index].first + after - before;
    m_all = all;
}

PriceQuery priceQuery(const ViewOptions &view, const Assumptions &assumptions,
                      const PriceBook &prices)
{
    PriceQuery query;
    query.policy = view.policy;
    query.asOfDay = view.asOfDay;
    query.today = view.today;
    if (!query.today && prices.newestDay() > 0)
        query.today = prices.newestDay();
    query.freshnessMonths = assumptions.priceFreshnessMonths;
    query.systemShareAsNew = assumptions.systemShareAsCardPrice;
    return query;
}

void DeviceEvaluation::judgeSupport(std::optional<int> asOfDay)
{
    supportDay = asOfDay;
    supportStatus = device ? softwareSupport(*device, asOfDay).status : SupportStatus::Unknown;
}

void DeviceEvaluation::setPerformanceUnavailable(std::optional<Message> reason)
{
    performanceUnavailable = reason ? std::make_shared<const Message>(std::move(*reason)) : nullptr;
}

SupportVerdict DeviceEvaluation::support() const
{
    return device ? softwareSupport(*device, supportDay) : SupportVerdict{};
}

std::string DeviceEvaluation::supportSentence() const
{
    const SupportVerdict verdict = support();
    return verdict.explanation ? verdict.explanation->english() : std::string();
}

std::optional<double> DeviceEvaluation::perThousandInCurrency() const
{
    if (!performance || !priceInCurrency || !(*priceInCurrency > 0.0))
        return std::nullopt;
    return performance->relative / *priceInCurrency * 1000.0;
}

std::optional<FigureRange> figureRange(const PerformanceFigure &figure)
{
    if (figure.bound == FigureBound::Lower)
        return FigureRange{figure.intervalLow, std::numeric_limits<double>::infinity(), true};
    // A point (or an interval that prints as one at 3 significant digits).
    if (!(figure.intervalHigh > figure.intervalLow * 1.0005) || !std::isfinite(figure.intervalHigh))
        return std::nullopt;
    return FigureRange{figure.intervalLow, figure.intervalHigh, false};
}

std::optional<FigureRange> DeviceEvaluation::perThousandRange() const
{
    const std::optional<double> central = perThousandInCurrency();
    if (!central || !(performance->relative > 0.0))
        return std::nullopt;
    std::optional<FigureRange> range = figureRange(*performance);
    if (!range)
        return std::nullopt;
    // Per-dollar = relative / price: the same factor scales both ends.
    const double scale = *central / performance->relative;
    range->low *= scale;
    if (!range->lowerBound)
        range->high *= scale;
    return range;
}

PriceAgeSummary summarisePriceAges(const std::vector<DeviceEvaluation> &evaluations)
{
    std::vector<const EffectivePrice *> prices;
    prices.reserve(evaluations.size());
    for (const DeviceEvaluation &e : evaluations)
        prices.push_back(&e.price);
    return summarisePriceAges(prices);
}

PriceAgeSummary summarisePriceAges(const std::vector<const DeviceEvaluation *> &evaluations)
{
    std::vector<const EffectivePrice *> prices;
    prices.reserve(evaluations.size());
    for (const DeviceEvaluation *e : evaluations)
        prices.push_back(&e->price);
    return summarisePriceAges(prices);
}

double applySoftwareMaturity(PerformanceFigure &figure, const Device &device, const WorkloadMix &mix,
                             double referenceFactor, const SoftwareMaturity &maturity, bool withBasis)
{
    const double own = figure.provenance == Provenance::Estimated ? maturityFactor(device, mix, maturity) : 1.0;
    const double factor = own / (referenceFactor > 0.0 ? referenceFactor : 1.0);
    if (factor == 1.0)
        return 1.0;
    // The interval is the figure's: it moves with it (a ratio of the two
    // ends is kept; +infinity stays so for a lower bound).
    figure.relative *= factor;
    figure.intervalLow *= factor;
    figure.intervalHigh *= factor;
    if (!withBasis)
        return factor;
    if (auto basis = maturityBasis(device, own))
        figure.basis.push_back(std::move(*basis));
    if (referenceFactor != 1.0)
        figure.basis.push_back({QT_TRANSLATE_NOOP("core", "The reference's own estimate carries a software maturity factor of %1: figures are relative to its adjusted speed."),
                                {formatFixed(referenceFactor, 2)},
                                "§2.2"});
    return factor;
}

double referenceMaturityFactor(const DataSet &data, const PerformanceModel &model, const WorkloadMix &mix,
                               Precision precision, const std::string &referenceId,
                               const SoftwareMaturity &maturity)
{
    return referenceMaturityFactor(data.device(referenceId), model, mix, precision, referenceId, maturity);
}

double referenceMaturityFactor(const Device *ref, const PerformanceModel &model, const WorkloadMix &mix,
                               Precision precision, const std::string &referenceId,
                               const SoftwareMaturity &maturity)
{
    if (!ref || !maturity.enabled)
        return 1.0;
    const auto figure = model.figure(referenceId, mix, precision, referenceId);
    if (!figure || figure->provenance != Provenance::Estimated)
        return 1.0;
    return maturityFactor(*ref, mix, maturity);
}

std::optional<PerformanceFigure> relativeWithMaturity(const DataSet &data, const PerformanceModel &model,
                                                      const std::string &deviceId, const WorkloadMix &mix,
                                                      Precision precision, const std::string &referenceId,
                                                      const SoftwareMaturity &maturity)
{
    return relativeWithMaturity(model, data.device(deviceId), data.device(referenceId), deviceId, mix, precision,
                                referenceId, maturity);
}

std::optional<PerformanceFigure> relativeWithMaturity(const PerformanceModel &model, const Device *device,
                                                      const Device *reference, const std::string &deviceId,
                                                      const WorkloadMix &mix, Precision precision,
                                                      const std::string &referenceId,
                                                      const SoftwareMaturity &maturity)
{
    auto figure = model.relative(deviceId, mix, precision, referenceId);
    if (!figure || !device)
        return figure;
    applySoftwareMaturity(*figure, *device, mix,
                          referenceMaturityFactor(reference, model, mix, precision, referenceId, maturity), maturity);
    return figure;
}

std::optional<PerformanceFigure> relativeWithMaturity(const DataSet &data, const PerformanceModel &model,
                                                      const std::string &deviceId, Workload workload,
                                                      Precision precision, const std::string &referenceId,
                                                      const SoftwareMaturity &maturity)
{
    return relativeWithMaturity(data, model, deviceId, WorkloadMix::only(workload), precision, referenceId,
                                maturity);
}

DeviceEvaluation evaluateDevice(const Device &device, const PriceBook &prices, const PerformanceModel &model,
                                const ViewOptions &view, const Assumptions &assumptions, double referenceFactor)
{
    const std::optional<Workload> single = view.mix.single();
    DeviceEvaluation e;
    e.device = &device;
    // Numbers only: the basis sentences are built when someone looks at them
    // (the maturity factor's too).
    e.performance = model.figure(device.id, view.mix, view.precision, view.referenceId);
    if (e.performance)
        e.softwareFactor = applySoftwareMaturity(*e.performance, device, view.mix, referenceFactor,
                                                 assumptions.softwareMaturity, false);
    e.judgeSupport(view.asOfDay);
    if (!e.performance) {
        e.setPerformanceUnavailable(model.unavailableReason(device.id, single.value_or(Workload::Cnn),
                                                            view.precision, view.referenceId));
    }
    e.price = effectivePrice(prices.quotes(device.id), device.id, prices.rates(),
                             priceQuery(view, assumptions, prices));
    if (e.price.usd)
        e.priceInCurrency = prices.rates().fromUsd(*e.price.usd, view.currency);
    if (e.performance)
        e.performancePerDollar = performancePerDollar(e.performance->relative, e.price.usd);
    if (device.memoryGb)
        e.effectiveMemoryGb = effectiveMemoryGb(*device.memoryGb, view.precision, assumptions.memoryFactor16Bit);
    return e;
}

std::vector<DeviceEvaluation> evaluate(const DataSet &data, const PriceBook &prices,
                                       const PerformanceModel &model, const ViewOptions &view,
                                       const Assumptions &assumptions)
{
    std::vector<DeviceEvaluation> out;
    out.reserve(data.devices.size());
    const double referenceFactor = referenceMaturityFactor(data, model, view.mix, view.precision, view.referenceId,
                                                           assumptions.softwareMaturity);
    for (const Device &device : data.devices) {
        if (availableAsOf(device, view.asOfDay))
            out.push_back(evaluateDevice(device, prices, model, view, assumptions, referenceFactor));
    }
    return out;
}

std::optional<double> DeviceEvaluation::llmPerThousandInCurrency() const
{
    if (!llm || !llm->ranked() || !priceInCurrency || !(*priceInCurrency > 0.0))
        return std::nullopt;
    return *llm->speed.tokensPerS / (*priceInCurrency * llm->count) * 1000.0;
}

namespace {

// rankByValue()'s order when every device is evaluated for a language model.
bool llmBefore(const DeviceEvaluation &a, const DeviceEvaluation &b)
{
    const auto tier = [](const DeviceEvaluation &e) {
        if (!e.llm->ranked())
            return 2;
        return e.llm->tokensPerSPerDollar ? 0 : 1;
    };
    const int ta = tier(a);
    const int tb = tier(b);
    if (ta != tb)
        return ta < tb;
    if (ta == 0 && *a.llm->tokensPerSPerDollar != *b.llm->tokensPerSPerDollar)
        return *a.llm->tokensPerSPerDollar > *b.llm->tokensPerSPerDollar;
    if (ta == 1 && *a.llm->speed.tokensPerS != *b.llm->speed.tokensPerS)
        return *a.llm->speed.tokensPerS > *b.llm->speed.tokensPerS;
    if (ta == 2) {
        // Supported devices first, then the smallest shortfall.
        if (a.llm->supported != b.llm->supported)
            return a.llm->supported;
        const double ma = a.llm->marginGiB.value_or(-1e300);
        const double mb = b.llm->marginGiB.value_or(-1e300);
        if (ma != mb)
            return ma > mb;
    }
    return a.device->name < b.device->name;
}

bool allLlm(const auto &evaluations, const auto &get)
{
    return !evaluations.empty()
        && std::all_of(evaluations.begin(), evaluations.end(), [&](const auto &e) { return get(e).llm != nullptr; });
}

} // namespace

bool valueBefore(const DeviceEvaluation &a, const DeviceEvaluation &b)
{
    const auto tier = [](const DeviceEvaluation &e) {
        if (e.performancePerDollar)
            return 0;
        return e.performance ? 1 : 2;
    };
    const int ta = tier(a);
    const int tb = tier(b);
    if (ta != tb)
        return ta < tb;
    if (ta == 0 && *a.performancePerDollar != *b.performancePerDollar)
        return *a.performancePerDollar > *b.performancePerDollar;
    if (ta <= 1 && a.performance->relative != b.performance->relative)
        return a.performance->relative > b.performance->relative;
    return a.device->name < b.device->name;
}

void rankByValue(std::vector<DeviceEvaluation> &evaluations)
{
    const auto self = [](const DeviceEvaluation &e) -> const DeviceEvaluation & { return e; };
    std::stable_sort(evaluations.begin(), evaluations.end(), allLlm(evaluations, self) ? llmBefore : valueBefore);
}

std::vector<const DeviceEvaluation *> rankedByValue(const std::vector<DeviceEvaluation> &evaluations,
                                                    const DeviceFilter &filter)
{
    std::vector<const DeviceEvaluation *> out;
    out.reserve(evaluations.size());
    for (const DeviceEvaluation &e : evaluations) {
        if (filter.matches(*e.device, e.price.usd))
            out.push_back(&e);
    }
    const auto deref = [](const DeviceEvaluation *e) -> const DeviceEvaluation & { return *e; };
    const auto before = allLlm(out, deref) ? llmBefore : valueBefore;
    std::stable_sort(out.begin(), out.end(),
                     [&](const DeviceEvaluation *a, const DeviceEvaluation *b) { return before(*a, *b); });
    return out;
}

std::vector<DeviceEvaluation> filtered(const std::vector<DeviceEvaluation> &evaluations,
                                       const DeviceFilter &filter)
{
    std::vector<DeviceEvaluation> out;
    out.reserve(evaluations.size());
    for (const DeviceEvaluation &e : evaluations) {
        if (filter.matches(*e.device, e.price.usd))
            out.push_back(e);
    }
    return out;
}

} // namespace gpa
