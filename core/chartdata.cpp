#include "chartdata.h"

#include "caveats.h"
#include "costmetrics.h"
#include "costtext.h"
#include "multigpu.h"
#include "pareto.h"
#include "physicalfit.h"
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
    return chartValue(*figure);
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

// Rows of the session's evaluations that pass the chart's filter (and are
// among `only` when it is given), in catalogue order.
std::vector<std::size_t> chosenRows(const Session &session, const ChartDevices &devices)
{
    const std::vector<DeviceEvaluation> &all = session.evaluations();
    std::vector<std::size_t> rows;
    rows.reserve(all.size());
    for (std::size_t row = 0; row < all.size(); ++row) {
        const DeviceEvaluation &e = all[row];
        if (!devices.filter.matches(*e.device, e.price.usd))
            continue;
        if (!devices.only.empty() && !contains(devices.only, e.device->id))
            continue;
        rows.push_back(row);
    }
    return rows;
}

// rankByValue()'s order on rows of `all` (every one has a per-dollar figure).
void sortByValue(std::vector<std::size_t> &rows, const std::vector<DeviceEvaluation> &all)
{
    std::stable_sort(rows.begin(), rows.end(),
                     [&](std::size_t a, std::size_t b) { return valueBefore(all[a], all[b]); });
}

// What topN() keeps of `rows` ranked by `before` (a strict weak order; ties
// keep the rows' own order, as a stable sort would), in ranked order: every
// forced row and the best of the others up to `n`. Sorts only what it keeps,
// so that a chart of 15 bars out of 10,000 candidates does not rank them all.
template <class IsForced, class Before>
std::vector<std::size_t> topRows(std::vector<std::size_t> rows, int n, IsForced isForced, Before before)
{
    const auto order = [&](std::size_t a, std::size_t b) {
        if (before(a, b))
            return true;
        if (before(b, a))
            return false;
        return a < b; // rows come in catalogue order
    };
    if (n <= 0 || rows.size() <= static_cast<std::size_t>(n)) {
        std::sort(rows.begin(), rows.end(), order);
        return rows;
    }
    std::vector<std::size_t> kept;
    std::vector<std::size_t> others;
    others.reserve(rows.size());
    for (std::size_t row : rows)
        (isForced(row) ? kept : others).push_back(row);
    const auto limit = static_cast<std::size_t>(n);
    const std::size_t freeSlots = kept.size() >= limit ? 0 : std::min(limit - kept.size(), others.size());
    std::partial_sort(others.begin(), others.begin() + static_cast<std::ptrdiff_t>(freeSlots), others.end(), order);
    kept.insert(kept.end(), others.begin(), others.begin() + static_cast<std::ptrdiff_t>(freeSlots));
    std::sort(kept.begin(), kept.end(), order);
    return kept;
}

std::size_t workloadIndex(Workload workload)
{
    return static_cast<std::size_t>(workload);
}

// The user named the devices or asked for data-centre or cloud parts: the
// chart shows them whether or not they go into the host.
bool askedForAnyPart(const ChartDevices &devices)
{
    if (!devices.only.empty() || devices.filter.ids)
        return true;
    const auto &segments = devices.filter.segments;
    return segments
        && (segments->count(Segment::Datacenter) > 0 || segments->count(Segment::CloudOnly) > 0);
}

} // namespace

ChartValue chartValue(const PerformanceFigure &figure)
{
    return scaledChartValue(figure, figure.relative);
}

ChartValue scaledChartValue(const PerformanceFigure &figure, double value)
{
    const double scale = figure.relative > 0.0 ? value / figure.relative : 1.0;
    ChartValue out;
    out.value = value;
    out.provenance = figure.provenance;
    out.uncertainty = figure.uncertainty;
    // A figure without an interval (0, or not around the value) is a point.
    const bool hasLow = figure.intervalLow > 0.0 && figure.intervalLow < figure.relative;
    out.low = hasLow ? figure.intervalLow * scale : out.value;
    out.lowerBound = figure.bound == FigureBound::Lower;
    if (out.lowerBound)
        out.high = std::numeric_limits<double>::infinity();
    else if (std::isfinite(figure.intervalHigh) && figure.intervalHigh > figure.relative)
        out.high = figure.intervalHigh * scale;
    else
        out.high = out.value;
    return out;
}

PriceAgeSummary chartPriceAges(const Session &session, const ChartDevices &devices)
{
    const std::vector<DeviceEvaluation> &all = session.evaluations();
    std::vector<const EffectivePrice *> prices;
    for (std::size_t row : chosenRows(session, devices))
        prices.push_back(&all[row].price);
    return summarisePriceAges(prices);
}

std::string shortSourceName(std::string_view source)
{
    const auto trim = [](std::string_view text) {
        while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
            text.remove_prefix(1);
        while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
            text.remove_suffix(1);
        return text;
    };
    source = trim(source);
    for (std::string_view scheme : {"https://", "http://"}) {
        if (source.substr(0, scheme.size()) == scheme) {
            std::string_view host = source.substr(scheme.size());
            host = host.substr(0, host.find_first_of("/?# "));
            if (host.substr(0, 4) == "www.")
                host.remove_prefix(4);
            return std::string(host);
        }
    }
    // "owner/repo:path@commit", as the benchmark rows name their files.
    const auto colon = source.find(':');
    if (colon != std::string_view::npos && source.substr(0, colon).find('/') != std::string_view::npos
        && source.substr(0, colon).find(' ') == std::string_view::npos)
        return std::string(source.substr(0, colon));
    // Free text: up to its first bracket, quotation, semicolon or comma, at
    // most 40 characters ("Epoch AI \"Data on ...\"" -> "Epoch AI").
    std::string_view head = trim(source.substr(0, source.find_first_of("(;,\"")));
    if (head.size() > 40) {
        head = head.substr(0, 40);
        // Not in the middle of a UTF-8 sequence.
        while (!head.empty() && (static_cast<unsigned char>(head.back()) & 0xC0) == 0x80)
            head.remove_suffix(1);
        if (!head.empty() && (static_cast<unsigned char>(head.back()) & 0x80))
            head.remove_suffix(1);
        return std::string(trim(head)) + "...";
    }
    return std::string(head);
}

ChartFooterFacts chartFooterFacts(const Session &session, const ChartDevices &devices,
                                  const std::vector<std::string> &shown)
{
    const ViewOptions &view = session.view();
    ChartFooterFacts out;
    out.policy = view.policy;
    const PriceQuery query = priceQuery(view, session.assumptions(), session.prices());
    out.freshnessMonths = query.freshnessMonths;
    out.prices = chartPriceAges(session, devices);
    out.pastMarket = view.asOfDay.has_value();
    // The day the prices were evaluated for (the age sentence's "as of"),
    // else the view's own.
    out.viewDay = view.asOfDay ? view.asOfDay : out.prices.viewDay;
    if (!out.viewDay)
        out.viewDay = query.viewDay();
    out.articleView = out.viewDay && *out.viewDay < kSeedViewUntil.firstDayNumber();

    // Each source counted once per device whose figures or price it gave.
    const std::vector<DeviceEvaluation> &all = session.evaluations();
    std::map<std::string, int> uses;
    std::set<std::string> seen;
    const auto count = [&](const std::string &deviceId, std::string_view source) {
        const std::string name = shortSourceName(source);
        if (!name.empty() && seen.insert(deviceId + '\n' + name).second)
            ++uses[name];
    };
    const std::set<std::string> ids(shown.begin(), shown.end());
    for (const std::string &id : ids) {
        if (const auto row = session.rowOf(id)) {
            for (const PricedQuote &q : all[*row].price.quotes)
                count(id, q.quote.source);
        }
    }
    for (const Benchmark &b : session.data().benchmarks) {
        if (ids.count(b.deviceId))
            count(b.deviceId, b.source);
    }
    std::vector<std::pair<std::string, int>> ranked(uses.begin(), uses.end());
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    for (const auto &[name, n] : ranked) {
        if (static_cast<int>(out.sources.size()) < kFooterSources)
            out.sources.push_back(name);
        else
            ++out.moreSources;
    }
    return out;
}

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

BarChartData performanceBars(const Session &session, const ChartDevices &devices)
{
    const ViewOptions &view = session.view();
    BarChartData out;
    out.referenceId = view.referenceId;
    out.referenceName = deviceName(session.data(), view.referenceId);
    out.precision = view.precision;

    const std::vector<DeviceEvaluation> &all = session.evaluations();
    std::vector<std::size_t> rows = chosenRows(session, devices);
    std::erase_if(rows, [&](std::size_t row) { return !all[row].performance; });
    if (devices.fitHostOnly && !askedForAnyPart(devices)) {
        const Assumptions &assumptions = session.assumptions();
        const auto before = rows.size();
        std::erase_if(rows, [&](std::size_t row) {
            const Device &device = *all[row].device;
            return !contains(devices.selected, device.id)
                && !checkFit(device, 1, assumptions.host, assumptions.powerTransientMargin).fits;
        });
        out.leftOutUnfit = static_cast<int>(before - rows.size());
    }
    out.candidates = static_cast<int>(rows.size());

    // Fastest first, then by name.
    const std::vector<std::string> forced = forcedIds(view, devices.selected);
    const auto isForced = [&](std::size_t row) { return contains(forced, all[row].device->id); };
    const auto faster = [&](std::size_t a, std::size_t b) {
        const double x = all[a].performance->relative;
        const double y = all[b].performance->relative;
        if (x != y)
            return x > y;
        return all[a].device->name < all[b].device->name;
    };
    for (std::size_t row : topRows(std::move(rows), devices.n, isForced, faster)) {
        const DeviceEvaluation &e = all[row];
        BarRow bar;
        bar.deviceId = e.device->id;
        bar.name = e.device->name;
        const auto &figures = session.workloadFigures(row);
        for (Workload w : kAllWorkloads)
            bar.values[workloadIndex(w)] = toChartValue(figures[workloadIndex(w)]);
        bar.sortValue = toChartValue(e.performance);
        bar.isReference = bar.deviceId == view.referenceId;
        bar.isSelected = contains(devices.selected, bar.deviceId);
        out.rows.push_back(std::move(bar));
    }
    return out;
}

BarChartData performancePerDollarBars(const Session &session, const ChartDevices &devices, PerDollarScale scale)
{
    const ViewOptions &view = session.view();
    BarChartData out;
    out.referenceId = view.referenceId;
    out.referenceName = deviceName(session.data(), view.referenceId);
    out.precision = view.precision;
    out.scale = scale;

    const std::vector<DeviceEvaluation> &all = session.evaluations();
    std::vector<std::size_t> rows = chosenRows(session, devices);
    std::erase_if(rows, [&](std::size_t row) { return !all[row].performancePerDollar; });
    out.candidates = static_cast<int>(rows.size());
    if (rows.empty())
        return out;

    // A workload's figure per dollar for a row (from the session's cache).
    const auto perDollarOf = [&](std::size_t row, std::size_t k) -> std::optional<double> {
        const auto &figure = session.workloadFigures(row)[k];
        if (!figure)
            return std::nullopt;
        return performancePerDollar(figure->relative, all[row].price.usd);
    };

    // What 1.0 is, per workload and for the mix: the reference's own figures
    // (whether or not the filter shows it), or the best candidate's.
    std::array<std::optional<double>, 3> unit;
    std::optional<double> unitMix;
    bool byReference = scale == PerDollarScale::Reference;
    if (byReference) {
        const auto refRow = session.rowOf(view.referenceId);
        if (refRow) {
            unitMix = all[*refRow].performancePerDollar;
            for (Workload w : kAllWorkloads)
                unit[workloadIndex(w)] = perDollarOf(*refRow, workloadIndex(w));
        }
        if (!unitMix) {
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
    // normaliseToBest()'s rule: the largest finite value is 1.0.
    const auto usable = [](const std::optional<double> &v) { return v && std::isfinite(*v); };
    if (!byReference) {
        const auto raise = [&](std::optional<double> &best, const std::optional<double> &v) {
            if (usable(v) && *v > 0.0 && (!best || *v > *best))
                best = v;
        };
        // Every candidate's figures: only their relative values (a chart of
        // 10,000 devices keeps the full figures of the 15 it draws).
        for (std::size_t row : rows) {
            raise(unitMix, all[row].performancePerDollar);
            for (Workload w : kAllWorkloads) {
                const std::optional<double> relative = session.workloadRelative(row, w);
                raise(unit[workloadIndex(w)],
                      relative ? performancePerDollar(*relative, all[row].price.usd) : std::nullopt);
            }
        }
    }
    const auto scaled = [&](const std::optional<double> &v, const std::optional<double> &one) -> std::optional<double> {
        if (byReference)
            return relativeTo(v, one);
        if (!one || !usable(v) || *v < 0.0)
            return std::nullopt;
        return *v == *one ? 1.0 : *v / *one;
    };

    // Best first, then faster, then by name (rankByValue()'s order).
    const auto better = [&](std::size_t a, std::size_t b) { return valueBefore(all[a], all[b]); };
    // Which candidates the intervals cannot tell from the leader (best by the
    // central value): per dollar = relative / price, so a row's interval is
    // [low, high] · perDollar / relative; it ties when its high end reaches
    // the leader's low end.
    const auto ends = [&](std::size_t row) {
        const DeviceEvaluation &e = all[row];
        if (!e.performance || !(e.performance->relative > 0.0))
            return std::pair {*e.performancePerDollar, *e.performancePerDollar};
        const ChartValue v = scaledChartValue(*e.performance, *e.performancePerDollar);
        return std::pair {v.low, v.high};
    };
    const std::size_t leader = *std::min_element(rows.begin(), rows.end(), [&](std::size_t a, std::size_t b) {
        return better(a, b) || (!better(b, a) && a < b);
    });
    const double leaderLow = ends(leader).first;
    out.leaderId = all[leader].device->id;
    const auto ties = [&](std::size_t row) { return row == leader || ends(row).second >= leaderLow; };
    for (std::size_t row : rows)
        out.tiedWithLeader += ties(row) ? 1 : 0;

    const std::vector<std::string> forced = forcedIds(view, devices.selected);
    const auto isForced = [&](std::size_t row) { return contains(forced, all[row].device->id); };
    for (std::size_t r : topRows(std::move(rows), devices.n, isForced, better)) {
        const DeviceEvaluation &e = all[r];
        BarRow row;
        row.deviceId = e.device->id;
        row.name = e.device->name;
        // The interval scales with the bar: scaled = relative · factor.
        const auto &figures = session.workloadFigures(r);
        for (Workload w : kAllWorkloads) {
            const std::size_t k = workloadIndex(w);
            const std::optional<double> value = scaled(perDollarOf(r, k), unit[k]);
            if (value && figures[k] && figures[k]->relative > 0.0)
                row.values[k] = scaledChartValue(*figures[k], *value);
        }
        const std::optional<double> mix = scaled(e.performancePerDollar, unitMix);
        if (mix && e.performance && e.performance->relative > 0.0)
            row.sortValue = scaledChartValue(*e.performance, *mix);
        row.tiesWithLeader = ties(r);
        row.isReference = row.deviceId == view.referenceId;
        row.isSelected = contains(devices.selected, row.deviceId);
        out.rows.push_back(std::move(row));
    }
    return out;
}

ScatterData pricePerformanceScatter(const Session &session, const ChartDevices &devices)
{
    const ViewOptions &view = session.view();
    ScatterData out;
    out.currency = view.currency;
    out.referenceId = view.referenceId;
    out.referenceName = deviceName(session.data(), view.referenceId);
    out.precision = view.precision;

    const std::vector<DeviceEvaluation> &all = session.evaluations();
    std::vector<std::size_t> rows = chosenRows(session, devices);
    std::erase_if(rows, [&](std::size_t row) { return !all[row].performancePerDollar; });
    sortByValue(rows, all);
    out.candidates = static_cast<int>(rows.size());
    std::vector<const DeviceEvaluation *> evaluations;
    evaluations.reserve(rows.size());
    for (std::size_t row : rows)
        evaluations.push_back(&all[row]);
    const auto find = [&](std::string_view id) -> const DeviceEvaluation * {
        for (const DeviceEvaluation *e : evaluations) {
            if (e->device->id == id)
                return e;
        }
        return nullptr;
    };

    std::vector<PricePerformancePoint> points;
    points.reserve(evaluations.size());
    for (const DeviceEvaluation *e : evaluations)
        points.push_back({e->device->id, *e->price.usd, e->performance->relative});
    for (const PricePerformancePoint &p : paretoFrontier(points))
        out.frontier.push_back(p.id);

    std::vector<std::string> shown = out.frontier;
    for (const std::string &id : forcedIds(view, devices.selected)) {
        if (find(id) && !contains(shown, id))
            shown.push_back(id);
    }
    for (const DeviceEvaluation *e : evaluations) {
        if (devices.n > 0 && shown.size() >= static_cast<std::size_t>(devices.n))
            break;
        if (!contains(shown, e->device->id))
            shown.push_back(e->device->id);
    }

    for (const std::string &id : shown) {
        const DeviceEvaluation &e = *find(id);
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

std::vector<std::vector<PriceHistoryPoint>> priceHistoryRuns(const PriceHistorySeries &series, int maxGapDays)
{
    std::vector<std::vector<PriceHistoryPoint>> runs;
    for (const PriceHistoryPoint &p : series.points) {
        if (runs.empty() || p.day - runs.back().back().day > maxGapDays)
            runs.emplace_back();
        runs.back().push_back(p);
    }
    return runs;
}

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
        = model.figure(offer.acceleratorId, view.mix, view.precision, view.referenceId);
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

namespace {

// The session's view with its today: the end of the price freshness window.
ViewOptions pricedView(const Session &session)
{
    ViewOptions view = session.view();
    if (!view.today)
        view.today = session.today();
    return view;
}

} // namespace

BuyVsRentCase buyVsRentCase(const Session &session, const BuyVsRentQuestion &question)
{
    const DataSet &data = session.data();
    const ViewOptions &view = session.view();
    BuyVsRentCase out;
    out.spot = question.spot;
    out.device = data.device(question.deviceId);
    if (!out.device) {
        out.unavailable = Message {QT_TRANSLATE_NOOP("core", "No device '%1' in the catalogue"),
                                   {question.deviceId},
                                   ""};
        return out;
    }
    const Device &device = *out.device;
    if (const DeviceEvaluation *e = session.evaluation(device.id))
        out.price = e->price;
    else // not on sale at the view's date: priced all the same, as asked
        out.price = effectivePrice(session.prices().quotes(device.id), device.id, session.prices().rates(),
                                   priceQuery(pricedView(session), session.assumptions(), session.prices()));
    if (!out.price.usd) {
        out.unavailable = Message {QT_TRANSLATE_NOOP("core",
                                                     "%1 has no price under this view's price "
                                                     "policy and date"),
                                   {device.name},
                                   ""};
        return out;
    }
    const PerformanceModel &model = session.model();
    const auto own = model.figure(device.id, view.mix, view.precision, view.referenceId);

    std::string offerId = question.offerId;
    if (offerId.empty()) {
        out.defaultOffer = true;
        out.choice = chooseComparableOffer(own ? std::optional<double>(own->relative) : std::nullopt,
                                           cloudCandidates(data, model, view, session.assumptions()));
        if (!out.choice) {
            out.unavailable = Message {QT_TRANSLATE_NOOP("core",
                                                         "No cloud offer to compare %1 with: "
                                                         "its performance or the offers' "
                                                         "performance and prices are unknown"),
                                       {device.name},
                                       ""};
            return out;
        }
        offerId = out.choice->offerId;
    }
    out.offer = data.cloudOffer(offerId);
    if (!out.offer) {
        out.unavailable = Message {QT_TRANSLATE_NOOP("core", "No cloud offer '%1' in the catalogue"), {offerId}, ""};
        return out;
    }
    const std::optional<double> rate = question.spot ? out.offer->usdPerHourSpot : out.offer->usdPerHourOnDemand;
    if (!rate || !(*rate > 0.0)) {
        out.unavailable = question.spot
            ? Message {QT_TRANSLATE_NOOP("core", "The cloud offer %1 has no spot price"), {out.offer->id}, ""}
            : Message {QT_TRANSLATE_NOOP("core", "The cloud offer %1 has no on-demand price"), {out.offer->id}, ""};
        return out;
    }

    BuyVsRentInput &input = out.input;
    input = BuyVsRentInput::fromAssumptions(session.assumptions());
    input.purchaseUsd = *out.price.usd;
    // Resale from the depreciation curve at the day of sale (unless the
    // assumptions fix a share of the purchase price).
    if (const auto day = priceQuery(pricedView(session), session.assumptions(), session.prices()).viewDay())
        input.resaleCurve = resaleCurveFor(device, session.prices().quotes(device.id),
                                           session.prices().rates(), *day, session.assumptions());
    out.tdpUnknown = !device.tdpW;
    input.deviceWatts = device.tdpW.value_or(0.0);
    input.rentUsdPerHour = *rate;
    input.normaliseWork = question.normaliseWork;
    if (input.normaliseWork) {
        if (own)
            input.ownThroughput = own->relative;
        input.instanceThroughput = instanceThroughput(data, model, *out.offer, view, session.assumptions());
    }
    return out;
}

BuyVsRentChartData buyVsRentChart(const Session &session, std::string_view deviceId, std::string_view offerId)
{
    BuyVsRentChartData out;
    out.deviceId = std::string(deviceId);
    out.offerId = std::string(offerId);
    const CurrencyTable &rates = session.prices().rates();
    out.currency = rates.knows(session.view().currency) ? session.view().currency : std::string("USD");
    const double perUsd = rates.perUsd(out.currency).value_or(1.0);

    const BuyVsRentCase c = buyVsRentCase(session, {std::string(deviceId), std::string(offerId), false, true});
    if (c.device)
        out.deviceName = c.device->name;
    out.defaultOffer = c.defaultOffer;
    out.choice = c.choice;
    if (c.offer) {
        out.offerId = c.offer->id;
        out.provider = c.offer->provider;
        out.instance = c.offer->instance;
        out.acceleratorCount = c.offer->acceleratorCount;
    }
    if (c.unavailable) {
        out.unavailable = c.unavailable;
        return out;
    }
    const BuyVsRentInput &input = c.input;
    out.tdpUnknown = c.tdpUnknown;
    out.input = input;
    out.purchase = input.purchaseUsd * perUsd;
    out.rentPerHour = input.rentUsdPerHour * perUsd;
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
