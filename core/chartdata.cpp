#include "chartdata.h"

#include "costmetrics.h"
#include "costtext.h"
#include "multigpu.h"
#include "pareto.h"
#include "pricing.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace gpa {

namespace {

bool contains(const std::vector<std::string> &ids, std::string_view id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

std::optional<ChartValue> toChartValue(const std::optional<PerformanceFigure> &figure)
{
    if (!figure || !std::isfinite(figure->relative))
        return std::nullopt;
    return ChartValue {figure->relative, figure->provenance, figure->uncertainty};
}

std::vector<std::string> forcedIds(const ViewOptions &view,
                                   const std::vector<std::string> &selected)
{
    std::vector<std::string> forced {view.referenceId};
    for (const std::string &id : selected) {
        if (!contains(forced, id))
            forced.push_back(id);
    }
    return forced;
}

std::string deviceName(const DataSet &data, std::string_view id)
{
    const Device *device = data.device(id);
    return device ? device->name : std::string(id);
}

std::vector<DeviceEvaluation> chosen(const std::vector<DeviceEvaluation> &all,
                                     const ChartDevices &devices)
{
    std::vector<DeviceEvaluation> out = filtered(all, devices.filter);
    if (!devices.only.empty())
        std::erase_if(
            out, [&](const DeviceEvaluation &e) { return !contains(devices.only, e.device->id); });
    return out;
}

std::vector<DeviceEvaluation> candidates(const DataSet &data, const PriceBook &prices,
                                         const PerformanceModel &model, const ViewOptions &view,
                                         const Assumptions &assumptions,
                                         const ChartDevices &devices)
{
    return chosen(evaluate(data, prices, model, view, assumptions), devices);
}

std::vector<std::string> idsOf(const std::vector<DeviceEvaluation> &evaluations)
{
    std::vector<std::string> ids;
    ids.reserve(evaluations.size());
    for (const DeviceEvaluation &e : evaluations)
        ids.push_back(e.device->id);
    return ids;
}

const DeviceEvaluation *findEvaluation(const std::vector<DeviceEvaluation> &evaluations,
                                       std::string_view id)
{
    for (const DeviceEvaluation &e : evaluations) {
        if (e.device->id == id)
            return &e;
    }
    return nullptr;
}

std::size_t workloadIndex(Workload workload)
{
    return static_cast<std::size_t>(workload);
}

} // namespace

std::vector<std::optional<double>> normaliseToBest(const std::vector<std::optional<double>> &values)
{
    double best = 0.0;
    for (const auto &v : values) {
        if (v && std::isfinite(*v) && *v > best)
            best = *v;
    }
    std::vector<std::optional<double>> out(values.size());
    if (!(best > 0.0))
        return out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto &v = values[i];
        if (v && std::isfinite(*v) && *v >= 0.0)
            out[i] = *v == best ? 1.0 : *v / best;
    }
    return out;
}

std::vector<std::string> topN(const std::vector<std::string> &ranked, int n,
                              const std::vector<std::string> &forced)
{
    if (n <= 0 || ranked.size() <= static_cast<std::size_t>(n))
        return ranked;
    // Every forced id keeps its place; the best of the others fill the rest.
    std::size_t forcedCount = 0;
    for (const std::string &id : ranked) {
        if (contains(forced, id))
            ++forcedCount;
    }
    const auto limit = static_cast<std::size_t>(n);
    std::size_t freeSlots = forcedCount >= limit ? 0 : limit - forcedCount;
    std::vector<std::string> out;
    out.reserve(std::max(limit, forcedCount));
    for (const std::string &id : ranked) {
        if (contains(forced, id)) {
            out.push_back(id);
        } else if (freeSlots > 0) {
            out.push_back(id);
            --freeSlots;
        }
    }
    return out;
}

BarChartData performanceBars(const DataSet &data, const PriceBook &prices,
                             const PerformanceModel &model, const ViewOptions &view,
                             const Assumptions &assumptions, const ChartDevices &devices)
{
    BarChartData out;
    out.referenceId = view.referenceId;
    out.referenceName = deviceName(data, view.referenceId);
    out.precision = view.precision;

    std::vector<DeviceEvaluation> evaluations
        = candidates(data, prices, model, view, assumptions, devices);
    std::erase_if(evaluations, [](const DeviceEvaluation &e) { return !e.performance; });
    // Fastest first, then by name: sorted through keys, the figures stay put.
    std::vector<std::pair<double, std::size_t>> order;
    order.reserve(evaluations.size());
    for (std::size_t i = 0; i < evaluations.size(); ++i)
        order.emplace_back(evaluations[i].performance->relative, i);
    std::sort(order.begin(), order.end(), [&](const auto &a, const auto &b) {
        if (a.first != b.first)
            return a.first > b.first;
        return evaluations[a.second].device->name < evaluations[b.second].device->name;
    });
    std::vector<DeviceEvaluation> sorted;
    sorted.reserve(evaluations.size());
    for (const auto &[value, i] : order)
        sorted.push_back(std::move(evaluations[i]));
    evaluations = std::move(sorted);
    out.candidates = static_cast<int>(evaluations.size());

    for (const std::string &id :
         topN(idsOf(evaluations), devices.n, forcedIds(view, devices.selected))) {
        const DeviceEvaluation &e = *findEvaluation(evaluations, id);
        BarRow row;
        row.deviceId = id;
        row.name = e.device->name;
        for (Workload w : kAllWorkloads)
            row.values[workloadIndex(w)]
                = toChartValue(model.relative(id, w, view.precision, view.referenceId));
        row.sortValue = toChartValue(e.performance);
        row.isReference = id == view.referenceId;
        row.isSelected = contains(devices.selected, id);
        out.rows.push_back(std::move(row));
    }
    return out;
}

BarChartData performancePerDollarBars(const DataSet &data, const PriceBook &prices,
                                      const PerformanceModel &model, const ViewOptions &view,
                                      const Assumptions &assumptions, const ChartDevices &devices,
                                      PerDollarScale scale)
{
    BarChartData out;
    out.referenceId = view.referenceId;
    out.referenceName = deviceName(data, view.referenceId);
    out.precision = view.precision;
    out.scale = scale;

    const std::vector<DeviceEvaluation> all = evaluate(data, prices, model, view, assumptions);
    std::vector<DeviceEvaluation> evaluations = chosen(all, devices);
    std::erase_if(evaluations, [](const DeviceEvaluation &e) { return !e.performancePerDollar; });
    rankByValue(evaluations); // every one has a per-dollar figure: best first, then by name
    out.candidates = static_cast<int>(evaluations.size());

    // Raw per-dollar figures of every candidate, per workload and for the mix.
    const std::size_t count = evaluations.size();
    std::array<std::vector<std::optional<double>>, 3> raw;
    std::array<std::vector<std::optional<PerformanceFigure>>, 3> figures;
    std::vector<std::optional<double>> rawMix(count);
    for (Workload w : kAllWorkloads) {
        raw[workloadIndex(w)].resize(count);
        figures[workloadIndex(w)].resize(count);
    }
    for (std::size_t i = 0; i < count; ++i) {
        const DeviceEvaluation &e = evaluations[i];
        rawMix[i] = e.performancePerDollar;
        for (Workload w : kAllWorkloads) {
            auto figure = model.relative(e.device->id, w, view.precision, view.referenceId);
            if (figure)
                raw[workloadIndex(w)][i] = performancePerDollar(figure->relative, e.price.usd);
            figures[workloadIndex(w)][i] = std::move(figure);
        }
    }

    std::array<std::vector<std::optional<double>>, 3> scaled;
    std::vector<std::optional<double>> scaledMix;
    bool byReference = scale == PerDollarScale::Reference;
    if (byReference) {
        // The reference's own figures, whether or not the filter shows it.
        const DeviceEvaluation *ref = findEvaluation(all, view.referenceId);
        std::array<std::optional<double>, 3> refPerDollar;
        for (Workload w : kAllWorkloads) {
            const auto figure
                = model.relative(view.referenceId, w, view.precision, view.referenceId);
            if (ref && figure)
                refPerDollar[workloadIndex(w)]
                    = performancePerDollar(figure->relative, ref->price.usd);
        }
        const std::optional<double> refMix = ref ? ref->performancePerDollar : std::nullopt;
        if (refMix) {
            for (Workload w : kAllWorkloads) {
                const std::size_t k = workloadIndex(w);
                scaled[k].resize(count);
                for (std::size_t i = 0; i < count; ++i)
                    scaled[k][i] = relativeTo(raw[k][i], refPerDollar[k]);
            }
            scaledMix.resize(count);
            for (std::size_t i = 0; i < count; ++i)
                scaledMix[i] = relativeTo(rawMix[i], refMix);
        } else {
            byReference = false;
            out.scale = PerDollarScale::Best;
            out.note = Message {QT_TRANSLATE_NOOP("core",
                                                  "The reference device %1 has no price or no "
                                                  "performance figure here, so the most "
                                                  "cost-efficient device is 1.0 instead"),
                                {out.referenceName},
                                "§4.4"};
        }
    }
    if (!byReference) {
        for (Workload w : kAllWorkloads)
            scaled[workloadIndex(w)] = normaliseToBest(raw[workloadIndex(w)]);
        scaledMix = normaliseToBest(rawMix);
    }

    std::vector<std::string> ids = idsOf(evaluations);
    for (const std::string &id : topN(ids, devices.n, forcedIds(view, devices.selected))) {
        const auto i
            = static_cast<std::size_t>(std::find(ids.begin(), ids.end(), id) - ids.begin());
        const DeviceEvaluation &e = evaluations[i];
        BarRow row;
        row.deviceId = id;
        row.name = e.device->name;
        for (Workload w : kAllWorkloads) {
            const std::size_t k = workloadIndex(w);
            if (scaled[k][i] && figures[k][i])
                row.values[k] = ChartValue {*scaled[k][i], figures[k][i]->provenance,
                                            figures[k][i]->uncertainty};
        }
        if (scaledMix[i] && e.performance)
            row.sortValue
                = ChartValue {*scaledMix[i], e.performance->provenance, e.performance->uncertainty};
        row.isReference = id == view.referenceId;
        row.isSelected = contains(devices.selected, id);
        out.rows.push_back(std::move(row));
    }
    return out;
}

ScatterData pricePerformanceScatter(const DataSet &data, const PriceBook &prices,
                                    const PerformanceModel &model, const ViewOptions &view,
                                    const Assumptions &assumptions, const ChartDevices &devices)
{
    ScatterData out;
    out.currency = view.currency;
    out.referenceId = view.referenceId;
    out.referenceName = deviceName(data, view.referenceId);
    out.precision = view.precision;

    std::vector<DeviceEvaluation> evaluations
        = candidates(data, prices, model, view, assumptions, devices);
    std::erase_if(evaluations, [](const DeviceEvaluation &e) { return !e.performancePerDollar; });
    rankByValue(evaluations);
    out.candidates = static_cast<int>(evaluations.size());

    std::vector<PricePerformancePoint> points;
    points.reserve(evaluations.size());
    for (const DeviceEvaluation &e : evaluations)
        points.push_back({e.device->id, *e.price.usd, e.performance->relative});
    for (const PricePerformancePoint &p : paretoFrontier(points))
        out.frontier.push_back(p.id);

    std::vector<std::string> shown = out.frontier;
    for (const std::string &id : forcedIds(view, devices.selected)) {
        if (findEvaluation(evaluations, id) && !contains(shown, id))
            shown.push_back(id);
    }
    for (const DeviceEvaluation &e : evaluations) {
        if (devices.n > 0 && shown.size() >= static_cast<std::size_t>(devices.n))
            break;
        if (!contains(shown, e.device->id))
            shown.push_back(e.device->id);
    }

    for (const std::string &id : shown) {
        const DeviceEvaluation &e = *findEvaluation(evaluations, id);
        ScatterPoint p;
        p.deviceId = id;
        p.name = e.device->name;
        p.priceUsd = *e.price.usd;
        p.price = e.priceInCurrency.value_or(*e.price.usd);
        p.performance = *toChartValue(e.performance);
        p.onFrontier = contains(out.frontier, id);
        p.isReference = id == view.referenceId;
        p.isSelected = contains(devices.selected, id);
        out.points.push_back(std::move(p));
    }
    std::sort(out.points.begin(), out.points.end(),
              [](const ScatterPoint &a, const ScatterPoint &b) {
                  if (a.priceUsd != b.priceUsd)
                      return a.priceUsd < b.priceUsd;
                  return a.deviceId < b.deviceId;
              });
    return out;
}

namespace {

bool observedBy(const PriceQuote &quote, std::optional<int> asOfDay)
{
    return quote.observed.isValid() && (!asOfDay || quote.observed.lastDayNumber() <= *asOfDay);
}

bool hasQuote(const PriceBook &prices, std::string_view deviceId, std::optional<int> asOfDay)
{
    const auto &quotes = prices.quotes(deviceId);
    return std::any_of(quotes.begin(), quotes.end(),
                       [&](const PriceQuote &q) { return observedBy(q, asOfDay); });
}

} // namespace

std::vector<std::string> defaultPriceHistoryDevices(const std::vector<DeviceEvaluation> &ranked,
                                                    const PriceBook &prices,
                                                    const ViewOptions &view)
{
    constexpr int kFromRanking = 3;
    std::vector<std::string> out;
    if (hasQuote(prices, view.referenceId, view.asOfDay))
        out.push_back(view.referenceId);
    int added = 0;
    for (const DeviceEvaluation &e : ranked) {
        if (added == kFromRanking)
            break;
        if (e.device->id == view.referenceId || !hasQuote(prices, e.device->id, view.asOfDay))
            continue;
        out.push_back(e.device->id);
        ++added;
    }
    return out;
}

PriceHistoryData priceHistory(const DataSet &data, const PriceBook &prices,
                              const std::vector<std::string> &deviceIds, const ViewOptions &view,
                              int n)
{
    PriceHistoryData out;
    out.currency = view.currency;
    out.asOfDay = view.asOfDay;
    const CurrencyTable &rates = prices.rates();
    if (!rates.knows(view.currency))
        out.currency = "USD";

    std::vector<std::string> known;
    for (const std::string &id : deviceIds) {
        if (data.device(id) && !contains(known, id))
            known.push_back(id);
    }
    out.requested = static_cast<int>(known.size());
    if (n > 0 && known.size() > static_cast<std::size_t>(n))
        known.resize(static_cast<std::size_t>(n));

    constexpr std::array kKinds {QuoteKind::Msrp, QuoteKind::List, QuoteKind::SystemShare,
                                 QuoteKind::RetailNew, QuoteKind::Used};
    for (const std::string &id : known) {
        out.devices.push_back(id);
        std::map<QuoteKind, std::vector<PriceHistoryPoint>> byKind;
        for (const PriceQuote &quote : prices.quotes(id)) {
            if (!observedBy(quote, view.asOfDay))
                continue;
            const auto amount = rates.convert(quote.amount, quote.currency, out.currency);
            if (!amount || !std::isfinite(*amount) || *amount <= 0.0)
                continue;
            byKind[quote.kind].push_back({quote.observed.firstDayNumber(), *amount, quote});
        }
        if (byKind.empty()) {
            out.withoutQuotes.push_back(id);
            continue;
        }
        for (QuoteKind kind : kKinds) {
            auto it = byKind.find(kind);
            if (it == byKind.end())
                continue;
            std::sort(it->second.begin(), it->second.end(),
                      [](const PriceHistoryPoint &a, const PriceHistoryPoint &b) {
                          if (a.day != b.day)
                              return a.day < b.day;
                          return a.quote.id < b.quote.id;
                      });
            out.series.push_back({id, data.device(id)->name, kind, std::move(it->second)});
        }
    }
    return out;
}

std::optional<double> instanceThroughput(const DataSet &data, const PerformanceModel &model,
                                         const CloudOffer &offer, const ViewOptions &view,
                                         const Assumptions &assumptions)
{
    const auto figure
        = model.relative(offer.acceleratorId, view.mix, view.precision, view.referenceId);
    if (!figure)
        return std::nullopt;
    const Workload workload = view.mix.single().value_or(Workload::Cnn);
    const SpeedUp s = speedUp(data.scaling, offer.acceleratorId, workload, view.precision,
                              std::max(offer.acceleratorCount, 1), assumptions);
    return figure->relative * s.factor;
}

std::vector<CloudCandidate> cloudCandidates(const DataSet &data, const PerformanceModel &model,
                                            const ViewOptions &view, const Assumptions &assumptions)
{
    std::vector<CloudCandidate> out;
    out.reserve(data.cloudOffers.size());
    for (const CloudOffer &offer : data.cloudOffers) {
        // Accelerator-only prices leave out the VM: never compared with
        // whole instances.
        if (offer.priceScope == PriceScope::Accelerator)
            continue;
        out.push_back({offer.id, offer.usdPerHourOnDemand,
                       instanceThroughput(data, model, offer, view, assumptions)});
    }
    return out;
}

std::optional<CloudChoice> chooseComparableOffer(std::optional<double> ownThroughput,
                                                 const std::vector<CloudCandidate> &candidates)
{
    const auto usable
        = [](const std::optional<double> &v) { return v && std::isfinite(*v) && *v > 0.0; };
    if (!usable(ownThroughput))
        return std::nullopt;
    const double own = *ownThroughput;

    const CloudCandidate *best = nullptr; // cheapest for the same work among the comparable
    const CloudCandidate *nearest = nullptr;
    double nearestDistance = std::numeric_limits<double>::infinity();
    const auto costPerWork = [](const CloudCandidate &c) { return *c.usdPerHour / *c.throughput; };
    for (const CloudCandidate &c : candidates) {
        if (!usable(c.usdPerHour) || !usable(c.throughput))
            continue;
        const double ratio = *c.throughput / own;
        const double distance = std::abs(std::log(ratio));
        if (distance < nearestDistance
            || (distance == nearestDistance && nearest && costPerWork(c) < costPerWork(*nearest))) {
            nearest = &c;
            nearestDistance = distance;
        }
        // A small tolerance so that exactly 1.5x counts as comparable.
        if (ratio > kComparableFactor * (1.0 + 1e-12)
            || ratio < 1.0 / kComparableFactor * (1.0 - 1e-12))
            continue;
        if (!best) {
            best = &c;
            continue;
        }
        const double a = costPerWork(c);
        const double b = costPerWork(*best);
        if (a < b
            || (a == b
                && (*c.usdPerHour < *best->usdPerHour
                    || (*c.usdPerHour == *best->usdPerHour && c.offerId < best->offerId))))
            best = &c;
    }
    if (best) {
        const double ratio = *best->throughput / own;
        return CloudChoice {best->offerId, ratio, true,
                            Message {QT_TRANSLATE_NOOP("core",
                                                       "The cheapest cloud offer for the same work "
                                                       "among those within %1x of the device's "
                                                       "performance (this one: %2x)"),
                                     {compactNumber(kComparableFactor), compactNumber(ratio)},
                                     ""}};
    }
    if (nearest) {
        const double ratio = *nearest->throughput / own;
        return CloudChoice {nearest->offerId, ratio, false,
                            Message {QT_TRANSLATE_NOOP("core",
                                                       "No cloud offer is within %1x of the "
                                                       "device's performance; the nearest one "
                                                       "(%2x) is shown"),
                                     {compactNumber(kComparableFactor), compactNumber(ratio)},
                                     ""}};
    }
    return std::nullopt;
}

int buyVsRentHorizonDays(std::optional<double> breakEvenDay)
{
    constexpr int kQuarter = 91;
    constexpr int kMin = 365;
    constexpr int kMax = 3650;
    if (!breakEvenDay || !std::isfinite(*breakEvenDay))
        return 3 * 365;
    const double wanted = std::ceil(*breakEvenDay * 1.5 / kQuarter) * kQuarter;
    if (wanted >= kMax)
        return kMax;
    return std::max(kMin, static_cast<int>(wanted));
}

BuyVsRentChartData buyVsRentChart(const DataSet &data, const PriceBook &prices,
                                  const PerformanceModel &model, const ViewOptions &view,
                                  const Assumptions &assumptions, std::string_view deviceId,
                                  std::string_view offerId)
{
    BuyVsRentChartData out;
    out.deviceId = std::string(deviceId);
    out.offerId = std::string(offerId);
    const CurrencyTable &rates = prices.rates();
    out.currency = rates.knows(view.currency) ? view.currency : std::string("USD");
    const double perUsd = rates.perUsd(out.currency).value_or(1.0);

    const Device *device = data.device(deviceId);
    if (!device) {
        out.unavailable = Message {QT_TRANSLATE_NOOP("core", "No device '%1' in the catalogue"),
                                   {std::string(deviceId)},
                                   ""};
        return out;
    }
    out.deviceName = device->name;
    const PriceQuery query = priceQuery(view, assumptions, prices);
    const EffectivePrice price
        = effectivePrice(prices.quotes(device->id), device->id, rates, query);
    if (!price.usd) {
        out.unavailable = Message {QT_TRANSLATE_NOOP("core",
                                                     "%1 has no price under this view's price "
                                                     "policy and date"),
                                   {device->name},
                                   ""};
        return out;
    }
    const auto own = model.relative(device->id, view.mix, view.precision, view.referenceId);

    const CloudOffer *offer = nullptr;
    if (offerId.empty()) {
        out.defaultOffer = true;
        out.choice
            = chooseComparableOffer(own ? std::optional<double>(own->relative) : std::nullopt,
                                    cloudCandidates(data, model, view, assumptions));
        if (!out.choice) {
            out.unavailable = Message {QT_TRANSLATE_NOOP("core",
                                                         "No cloud offer to compare %1 with: "
                                                         "its performance or the offers' "
                                                         "performance and prices are unknown"),
                                       {device->name},
                                       ""};
            return out;
        }
        out.offerId = out.choice->offerId;
    }
    offer = data.cloudOffer(out.offerId);
    if (!offer) {
        out.unavailable = Message {
            QT_TRANSLATE_NOOP("core", "No cloud offer '%1' in the catalogue"), {out.offerId}, ""};
        return out;
    }
    out.provider = offer->provider;
    out.instance = offer->instance;
    out.acceleratorCount = offer->acceleratorCount;
    if (!offer->usdPerHourOnDemand || !(*offer->usdPerHourOnDemand > 0.0)) {
        out.unavailable
            = Message {QT_TRANSLATE_NOOP("core", "The cloud offer %1 has no on-demand price"),
                       {offer->id},
                       ""};
        return out;
    }

    BuyVsRentInput input = BuyVsRentInput::fromAssumptions(assumptions);
    input.purchaseUsd = *price.usd;
    if (const auto day = query.viewDay())
        input.resaleCurve
            = resaleCurveFor(*device, prices.quotes(device->id), rates, *day, assumptions);
    out.tdpUnknown = !device->tdpW;
    input.deviceWatts = device->tdpW.value_or(0.0);
    input.rentUsdPerHour = *offer->usdPerHourOnDemand;
    input.normaliseWork = true;
    if (own)
        input.ownThroughput = own->relative;
    input.instanceThroughput = instanceThroughput(data, model, *offer, view, assumptions);
    out.input = input;
    out.purchase = *price.usd * perUsd;
    out.rentPerHour = *offer->usdPerHourOnDemand * perUsd;
    out.breakEven = buyVsRentBreakEven(input);
    if (out.breakEven.day)
        out.breakEvenCost = ownCostUsd(input, *out.breakEven.day) * perUsd;
    out.horizonDays = buyVsRentHorizonDays(out.breakEven.day);
    // About 200 points: smooth enough, cheap to draw.
    out.curve = costCurve(input, out.horizonDays, std::max(1, out.horizonDays / 200));
    for (CostPoint &p : out.curve) {
        p.ownUsd *= perUsd;
        p.rentUsd *= perUsd;
    }
    return out;
}

} // namespace gpa
