#include "upgrade.h"

#include "costtext.h"
#include "depreciation.h"
#include "physicalfit.h"
#include "pricing.h"
#include "recommender.h"

#include <algorithm>
#include <cmath>

namespace gpa {

namespace {

std::string lowerAscii(std::string_view text)
{
    std::string out(text);
    for (char &c : out) {
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

} // namespace

namespace {

std::string workloadText(const WorkloadMix &mix)
{
    const auto single = mix.single();
    return single ? std::string(toString(*single)) : std::string("mix");
}

std::string speedText(double speedUp)
{
    return compactNumber(speedUp) + "x";
}

std::string deviceName(const Device &device)
{
    return device.name.empty() ? device.id : device.name;
}

// The owned card at the precision its owner would use for each workload
// (see upgrade.h); nullopt for a workload the model cannot estimate.
std::optional<OwnedFigure> ownedFigure(const PerformanceModel &model, const Device &owned,
                                       Workload workload, double weight, Precision precision,
                                       const std::string &referenceId, bool &estimated)
{
    std::optional<OwnedFigure> best;
    bool bestEstimated = false;
    for (const Precision p : kAllPrecisions) {
        if (precision == Precision::Fp32 && p != Precision::Fp32)
            continue;
        const auto f = model.relative(owned, workload, p, referenceId, Precision::Fp32);
        if (!f || !(f->relative > 0.0) || !std::isfinite(f->relative))
            continue;
        if (!best || f->relative > best->relative) {
            best = OwnedFigure {workload, weight, p, f->relative};
            bestEstimated = f->provenance == Provenance::Estimated;
        }
    }
    estimated = estimated || bestEstimated;
    return best;
}

bool betterCandidate(const UpgradeCandidate &a, const UpgradeCandidate &b)
{
    if (a.withinBudget != b.withinBudget)
        return a.withinBudget;
    if (a.speedUp != b.speedUp)
        return a.speedUp > b.speedUp;
    if (a.netCostUsd != b.netCostUsd)
        return a.netCostUsd < b.netCostUsd;
    return a.device->name < b.device->name;
}

} // namespace

std::string_view toString(ResaleSource source)
{
    switch (source) {
    case ResaleSource::User:
        return "user";
    case ResaleSource::UsedQuote:
        return "used-quote";
    case ResaleSource::Depreciation:
        return "depreciation";
    case ResaleSource::Unknown:
        return "unknown";
    }
    return {};
}

std::string_view toString(UpgradeVerdict verdict)
{
    switch (verdict) {
    case UpgradeVerdict::Upgrade:
        return "upgrade";
    case UpgradeVerdict::Wait:
        return "wait";
    case UpgradeVerdict::CannotTell:
        return "cannot-tell";
    }
    return {};
}

ResaleValue defaultResale(const Device &owned, const PriceBook &prices, const ViewOptions &view,
                          const Assumptions &assumptions)
{
    const auto &quotes = prices.quotes(owned.id);
    PriceQuery query = priceQuery(view, assumptions, prices);
    query.policy = PricePolicy::UsedOnly;
    const EffectivePrice used = effectivePrice(quotes, owned.id, prices.rates(), query);
    ResaleValue resale;
    if (used.usd && !used.olderThanWindow) {
        resale.usd = *used.usd;
        resale.source = ResaleSource::UsedQuote;
        resale.explanation = {QT_TRANSLATE_NOOP("core",
                                                "The %1 is counted to sell for %2, its used "
                                                "price within %3 months"),
                              {deviceName(owned), formatMoney(resale.usd, "USD"),
                               std::to_string(assumptions.priceFreshnessMonths)},
                              ""};
        return resale;
    }
    const auto launch = launchPriceUsd(owned, quotes, prices.rates());
    const auto year = launchYear(owned);
    const auto day = query.viewDay();
    if (launch && year && day) {
        const double age = std::max(1970.0 + (*day + 0.5) / 365.2425 - *year, 0.0);
        const double share = assumptions.depreciation.retained(age, owned.segment);
        resale.usd = *launch * share;
        resale.source = ResaleSource::Depreciation;
        resale.explanation
            = {QT_TRANSLATE_NOOP("core",
                                 "The %1 is counted to sell for %2: %3% of its %4 launch price "
                                 "at %5 years old, on the depreciation curve of the catalogue's "
                                 "used prices (no used quote within %6 months; enter your own "
                                 "figure)"),
               {deviceName(owned), formatMoney(resale.usd, "USD"), compactNumber(share * 100.0, 0),
                formatMoney(*launch, "USD"), compactNumber(age, 1),
                std::to_string(assumptions.priceFreshnessMonths)},
               ""};
        return resale;
    }
    resale.explanation = {QT_TRANSLATE_NOOP("core",
                                            "No used price or launch price is known for the "
                                            "%1, so its resale value is counted as $0; enter "
                                            "what it would sell for"),
                          {deviceName(owned)},
                          ""};
    return resale;
}

UpgradeAdvice adviseUpgrade(const DataSet &data, const PriceBook &prices,
                            const PerformanceModel &model, const ViewOptions &view,
                            const Assumptions &assumptions, const UpgradeRequest &request)
{
    UpgradeAdvice advice;
    advice.threshold = assumptions.upgradeThreshold;
    advice.budgetUsd = request.budgetUsd;
    const std::string ownedName = deviceName(request.owned);
    const std::string workload = workloadText(view.mix);
    const std::string precision(toString(view.precision));

    if (request.resaleUsd) {
        advice.resale.usd = *request.resaleUsd;
        advice.resale.source = ResaleSource::User;
        advice.resale.explanation = {QT_TRANSLATE_NOOP("core",
                                                       "The %1 is counted to sell for %2, "
                                                       "your figure"),
                                     {ownedName, formatMoney(*request.resaleUsd, "USD")},
                                     ""};
    } else {
        advice.resale = defaultResale(request.owned, prices, view, assumptions);
    }

    if (!view.mix.isValid()) {
        advice.reason
            = {QT_TRANSLATE_NOOP("core", "Cannot advise: the workload mix is empty"), {}, ""};
        return advice;
    }

    // The owned card, workload by workload.
    const WorkloadMix weights = view.mix.normalised();
    bool ownedEstimated = false;
    for (const Workload w : kAllWorkloads) {
        const double weight = weights.weight(w);
        if (!(weight > 0.0))
            continue;
        const auto figure = ownedFigure(model, request.owned, w, weight, view.precision,
                                        view.referenceId, ownedEstimated);
        if (!figure) {
            advice.verdict = UpgradeVerdict::CannotTell;
            advice.reason = {QT_TRANSLATE_NOOP("core",
                                               "Cannot advise: the model has no performance "
                                               "figure for the %1 for %2 at %3"),
                             {ownedName, std::string(toString(w)), precision},
                             ""};
            if (data.device(request.owned.id)) {
                if (auto why = model.unavailableReason(request.owned.id, w, view.precision,
                                                       view.referenceId, Precision::Fp32))
                    advice.notes.push_back(std::move(*why));
            } else {
                advice.notes.push_back(
                    {QT_TRANSLATE_NOOP("core",
                                       "Estimating a card needs its memory bandwidth and its "
                                       "compute rates; fill them in on its sheet"),
                     {},
                     ""});
            }
            advice.owned.clear();
            return advice;
        }
        advice.owned.push_back(*figure);
    }

    const HostProfile host = request.host.value_or(assumptions.host);
    std::string joinedVendors;
    for (const std::string &v : request.vendors)
        joinedVendors += (joinedVendors.empty() ? "" : ", ") + v;
    std::vector<std::pair<double, UpgradeAdvice::Exclusion>> excluded;

    // Every card on sale by the view's date, against it.
    const std::vector<DeviceEvaluation> evaluations
        = evaluate(data, prices, model, view, assumptions);
    for (const DeviceEvaluation &e : evaluations) {
        // Cloud-only devices (TPUs) cannot be bought.
        if (e.device->id == request.owned.id || e.device->segment == Segment::CloudOnly)
            continue;
        double logSpeedUp = 0.0;
        bool estimated = ownedEstimated;
        bool known = true;
        for (const OwnedFigure &o : advice.owned) {
            const auto f = model.relative(e.device->id, o.workload, view.precision,
                                          view.referenceId, Precision::Fp32);
            if (!f || !(f->relative > 0.0) || !std::isfinite(f->relative)) {
                known = false;
                break;
            }
            estimated = estimated || f->provenance == Provenance::Estimated;
            logSpeedUp += o.weight * std::log(f->relative / o.relative);
        }
        if (!known) {
            ++advice.withoutFigure;
            continue;
        }
        const double speedUp = std::exp(logSpeedUp);
        if (!(speedUp > 1.0))
            continue;
        if (!e.price.usd) {
            ++advice.unpricedFaster;
            continue;
        }
        // Only what the owner can install and run: the host takes it,
        // current software supports it, its vendor is one allowed.
        const Device &d = *e.device;
        const bool vendorAllowed
            = std::any_of(request.vendors.begin(), request.vendors.end(), [&](const std::string &v) {
                  return lowerAscii(v) == lowerAscii(d.vendor);
              });
        if (!vendorAllowed) {
            excluded.push_back({speedUp,
                                {d.id, "vendor",
                                 {QT_TRANSLATE_NOOP("core",
                                                    "The %1 is made by %2, not among the vendors "
                                                    "allowed (%3): allow %2 if you are experienced "
                                                    "with its software"),
                                  {d.name, d.vendor, joinedVendors},
                                  "§2.2"}}});
            continue;
        }
        const FitResult fit = checkFit(d, 1, host, assumptions.powerTransientMargin);
        if (!fit.fits) {
            const auto blocking = std::find_if(fit.issues.begin(), fit.issues.end(),
                                               [](const FitIssue &i) { return i.blocking; });
            if (blocking != fit.issues.end())
                excluded.push_back({speedUp, {d.id, "fit", blocking->message}});
            continue;
        }
        if (!request.legacyAllowed && !e.fitForNewPurchase()) {
            excluded.push_back(
                {speedUp,
                 {d.id, "support",
                  {QT_TRANSLATE_NOOP("core",
                                     "The %1 is left out of new purchases: %2; allow legacy "
                                     "cards to include it"),
                   {d.name, e.supportSentence()},
                   ""}}});
            continue;
        }
        UpgradeCandidate c;
        c.device = e.device;
        c.speedUp = speedUp;
        c.priceUsd = *e.price.usd;
        c.netCostUsd = c.priceUsd - advice.resale.usd;
        c.netCostPerSpeedUp = c.netCostUsd / (speedUp - 1.0);
        c.memoryGb = e.device->memoryGb;
        if (e.device->memoryGb && request.owned.memoryGb)
            c.memoryGrows = *e.device->memoryGb > *request.owned.memoryGb;
        c.estimated = estimated;
        c.withinBudget = !request.budgetUsd || c.priceUsd <= *request.budgetUsd;
        c.meetsThreshold = speedUp >= advice.threshold;
        advice.candidates.push_back(c);
    }
    // The recommender's over-priced rule (seed §7.1, §2.1), among the cards
    // the owner can install and run: a card nearly as fast for far less, or
    // as fast for the same money, leaves the dearer one out. It is judged on
    // the card's price (what is paid) and its speed-up over the owned card.
    {
        const auto offer = [](const UpgradeCandidate &c) {
            return ValueOffer {c.device, c.speedUp, c.priceUsd};
        };
        std::vector<bool> overpriced(advice.candidates.size(), false);
        for (std::size_t i = 0; i < advice.candidates.size(); ++i) {
            const UpgradeCandidate &c = advice.candidates[i];
            for (const OverpricedKind kind :
                 {OverpricedKind::SameForLess, OverpricedKind::NearlyAsFast}) {
                const auto by = std::find_if(
                    advice.candidates.begin(), advice.candidates.end(),
                    [&](const UpgradeCandidate &o) {
                        return overpricedAgainst(offer(c), offer(o)) == kind;
                    });
                if (by != advice.candidates.end()) {
                    overpriced[i] = true;
                    excluded.push_back({c.speedUp,
                                        {c.device->id, "overpriced",
                                         overpricedSentence(offer(c), offer(*by), kind)}});
                    break;
                }
            }
        }
        std::vector<UpgradeCandidate> kept;
        for (std::size_t i = 0; i < advice.candidates.size(); ++i) {
            if (!overpriced[i])
                kept.push_back(advice.candidates[i]);
        }
        advice.candidates = std::move(kept);
    }
    std::sort(advice.candidates.begin(), advice.candidates.end(), betterCandidate);
    std::stable_sort(excluded.begin(), excluded.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    const double fastestKept = advice.candidates.empty() ? 0.0 : advice.candidates.front().speedUp;
    for (auto &[speedUp, exclusion] : excluded) {
        // Those that would have beaten the fastest card offered.
        if (speedUp > fastestKept)
            advice.excluded.push_back(std::move(exclusion));
    }
    advice.basedOn.push_back(
        {host.psuWatts > 0.0
             ? QT_TRANSLATE_NOOP("core",
                                 "Host: a %1 with a %2 W power supply and %3 card slots; choose "
                                 "another host or edit it in Preferences")
             : QT_TRANSLATE_NOOP("core",
                                 "Host: a %1 with a module baseboard; choose another host or edit "
                                 "it in Preferences"),
         {std::string(toString(host.kind)), compactNumber(host.psuWatts, 0),
          std::to_string(host.cardSlots)},
         "§5.1"});
    advice.basedOn.push_back(
        request.legacyAllowed
            ? Message{QT_TRANSLATE_NOOP("core",
                                        "Legacy cards allowed: cards whose software support has "
                                        "ended or is ending are offered too"),
                      {},
                      ""}
            : Message{QT_TRANSLATE_NOOP("core",
                                        "Cards whose software support has ended or is ending are "
                                        "left out; allow legacy cards to include them"),
                      {},
                      ""});
    advice.basedOn.push_back({QT_TRANSLATE_NOOP("core",
                                                "Vendors offered: %1; allow others if you are "
                                                "experienced with their software"),
                              {joinedVendors},
                              "§2.2"});

    if (request.budgetUsd)
        advice.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                  "The budget of %1 is the most you pay for the "
                                                  "new card (its price), not the net cost after "
                                                  "selling the %2"),
                                {formatMoney(*request.budgetUsd, "USD"), ownedName},
                                ""});
    advice.notes.push_back(advice.resale.explanation);
    if (view.precision == Precision::Fp16) {
        std::string used;
        for (const OwnedFigure &o : advice.owned) {
            if (!used.empty())
                used += ", ";
            used += std::string(toString(o.workload)) + " " + std::string(toString(o.precision));
        }
        advice.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                  "Each card at 16-bit is set against the %1 at "
                                                  "its faster precision for each workload (%2)"),
                                {ownedName, used},
                                "§4.1"});
    }
    if (advice.unpricedFaster > 0)
        advice.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                  "Faster cards without a price were left out "
                                                  "(%1); add a quote to compare them"),
                                {std::to_string(advice.unpricedFaster)},
                                ""});
    if (advice.withoutFigure > 0)
        advice.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                  "Cards the model cannot estimate for this "
                                                  "workload were left out (%1)"),
                                {std::to_string(advice.withoutFigure)},
                                ""});

    advice.verdict = UpgradeVerdict::Wait;
    const std::string threshold = speedText(advice.threshold);
    if (advice.candidates.empty()) {
        advice.reason = {QT_TRANSLATE_NOOP("core",
                                           "Wait: no priced card available is faster than the "
                                           "%1 for %2 at %3"),
                         {ownedName, workload, precision},
                         "§7.5"};
        return advice;
    }
    const UpgradeCandidate &best = advice.candidates.front();
    if (!best.withinBudget) {
        // Every faster card costs more than the budget: name the cheapest.
        const auto cheapest
            = std::min_element(advice.candidates.begin(), advice.candidates.end(),
                               [](const UpgradeCandidate &a, const UpgradeCandidate &b) {
                                   return a.priceUsd < b.priceUsd;
                               });
        advice.reason = {QT_TRANSLATE_NOOP("core",
                                           "Wait: no faster card costs %1 or less; the "
                                           "cheapest faster one, the %2, costs %3 for %4"),
                         {formatMoney(*request.budgetUsd, "USD"), deviceName(*cheapest->device),
                          formatMoney(cheapest->priceUsd, "USD"), speedText(cheapest->speedUp)},
                         "§7.5"};
        return advice;
    }
    if (!best.meetsThreshold) {
        advice.reason = {QT_TRANSLATE_NOOP("core",
                                           "Wait: the best upgrade within budget is %1 (%2) "
                                           "for %3 net, below the %4 threshold"),
                         {speedText(best.speedUp), deviceName(*best.device),
                          formatMoney(best.netCostUsd, "USD"), threshold},
                         "§7.5"};
        return advice;
    }
    advice.verdict = UpgradeVerdict::Upgrade;
    advice.recommended = 0;
    advice.reason = {QT_TRANSLATE_NOOP("core",
                                       "Upgrade: the %1 is %2 as fast as the %3 for %4 net (%5 "
                                       "minus %6 resale), at least the %7 threshold"),
                     {deviceName(*best.device), speedText(best.speedUp), ownedName,
                      formatMoney(best.netCostUsd, "USD"), formatMoney(best.priceUsd, "USD"),
                      formatMoney(advice.resale.usd, "USD"), threshold},
                     "§7.5"};
    if (best.memoryGb && request.owned.memoryGb && *best.memoryGb < *request.owned.memoryGb)
        advice.notes.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "The %1 has less memory than the %2 (%3 GB "
                               "against %4 GB): check that your models fit"),
             {deviceName(*best.device), ownedName, compactNumber(*best.memoryGb, 1),
              compactNumber(*request.owned.memoryGb, 1)},
             "§3.3"});
    return advice;
}

} // namespace gpa
