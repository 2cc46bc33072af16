#include "costmetrics.h"
#include "costtext.h"
#include "recommender_p.h"
#include "tco.h"

#include <algorithm>
#include <cmath>

namespace gpa::detail {

bool Recommender::cloudDeviceFits(const Device &d) const
{
    if (d.kind != DeviceKind::Gpu || !availableAsOf(d, m_in.asOfDay))
        return false;
    if (m_vendors.count(lower(d.vendor)) == 0)
        return false;
    if (m_in.tensorCoresRequired && !d.hasTensorCores())
        return false;
    if (m_in.minMemoryGb > 0.0
        && !(d.memoryGb && *d.memoryGb + kMemoryTolerance >= m_in.minMemoryGb))
        return false;
    if (m_preset
        && !checkMemoryFit(d.memoryGb, m_in.precision, m_preset->requirement(),
                           m_assumptions.memoryFactor16Bit)
                .fits.value_or(false))
        return false;
    return true;
}

double Recommender::hoursPerMonth() const
{
    if (m_in.cloudHoursPerMonth)
        return *m_in.cloudHoursPerMonth;
    return m_assumptions.utilisation * kHoursPerMonth;
}

void Recommender::addCloud(Recommendation &r) const
{
    std::optional<CloudAlternative> onDemand;
    std::optional<CloudAlternative> spot;
    for (const CloudOffer &offer : m_data.cloudOffers) {
        // An accelerator-only price (the VM billed on top) is no instance
        // price and is never ranked against one.
        if (offer.priceScope == PriceScope::Accelerator)
            continue;
        const Device *d = m_data.device(offer.acceleratorId);
        if (!d || !cloudDeviceFits(*d))
            continue;
        const auto perf
            = m_model.relative(d->id, m_in.mix, m_in.precision, m_assumptions.referenceDeviceId);
        if (!perf)
            continue;
        const CloudValue value = cloudValue(offer, perf->relative);
        const auto consider
            = [&](std::optional<CloudAlternative> &best, std::optional<double> perDollarHour,
                  std::optional<double> usdPerHour, bool isSpot) {
                  if (!perDollarHour || !usdPerHour)
                      return;
                  if (best && best->performancePerDollarHour >= *perDollarHour)
                      return;
                  CloudAlternative a;
                  a.offerId = offer.id;
                  a.provider = offer.provider;
                  a.instance = offer.instance;
                  a.deviceId = d->id;
                  a.deviceName = d->name;
                  a.devices = offer.acceleratorCount;
                  a.spot = isSpot;
                  a.relativePerformance = perf->relative;
                  a.usdPerDeviceHour = *usdPerHour;
                  a.performancePerDollarHour = *perDollarHour;
                  best = std::move(a);
              };
        consider(onDemand, value.performancePerOnDemandDollarHour, value.perDeviceHour.onDemandUsd,
                 false);
        consider(spot, value.performancePerSpotDollarHour, value.perDeviceHour.spotUsd, true);
    }
    if (onDemand) {
        completeCloud(*onDemand, r);
        r.cloud = std::move(onDemand);
    }
    if (spot) {
        completeCloud(*spot, r);
        r.cloudSpot = std::move(spot);
    }
}

void Recommender::completeCloud(CloudAlternative &a, const Recommendation &r) const
{
    const int cards = std::max(m_in.gpus, 1);
    a.hoursPerMonth = hoursPerMonth();
    a.usdPerMonth = a.hoursPerMonth * a.usdPerDeviceHour * cards;
    a.explanation.push_back(
        {a.spot ? QT_TRANSLATE_NOOP("core",
                                    "Rent the %1 (%2 %3) at spot prices: %4 per GPU-hour, "
                                    "the most performance per dollar-hour among cloud "
                                    "GPUs that meet your needs (%5, relative to the %6)")
                : QT_TRANSLATE_NOOP("core",
                                    "Rent the %1 (%2 %3) on demand: %4 per GPU-hour, the "
                                    "most performance per dollar-hour among cloud GPUs "
                                    "that meet your needs (%5, relative to the %6)"),
         {a.deviceName, a.provider, a.instance, dollarsAndCents(a.usdPerDeviceHour),
          compactNumber(a.performancePerDollarHour, 3), referenceName()},
         "§2.5"});
    a.explanation.push_back(
        cards == 1 ? Message {QT_TRANSLATE_NOOP("core", "%1 hours a month cost %2"),
                              {compactNumber(a.hoursPerMonth, 0), money(a.usdPerMonth)},
                              ""}
                   : Message {QT_TRANSLATE_NOOP("core", "%1 hours a month on %2 GPUs cost %3"),
                              {compactNumber(a.hoursPerMonth, 0), std::to_string(cards),
                               money(a.usdPerMonth)},
                              ""});
    if (m_in.asOfDay)
        a.explanation.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Cloud prices are the catalogue's "
                                                   "current ones, not those of %1"),
                                 {isoDateFromDayNumber(*m_in.asOfDay)},
                                 ""});
    if (r.picks.empty())
        return;
    const Pick &top = r.picks.front();
    const Device *own = m_data.device(top.deviceId);
    if (!own || !own->tdpW) {
        a.explanation.push_back({QT_TRANSLATE_NOOP("core",
                                                   "No break-even with the %1: its board "
                                                   "power is not known"),
                                 {top.name},
                                 ""});
        return;
    }
    BuyVsRentInput input = BuyVsRentInput::fromAssumptions(m_assumptions);
    input.purchaseUsd = top.systemCostUsd;
    input.deviceWatts = *own->tdpW * cards;
    input.utilisation = std::clamp(a.hoursPerMonth / kHoursPerMonth, 0.0, 1.0);
    input.rentUsdPerHour = a.usdPerDeviceHour;
    input.ownThroughput = top.systemThroughput;
    input.instanceThroughput = a.relativePerformance;
    const BuyVsRentBreakEven b = buyVsRentBreakEven(input);
    if (b.day)
        a.breakEvenMonths = *b.day / kDaysPerMonth;
    if (a.breakEvenMonths)
        a.explanation.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Buying the %1 instead pays off after "
                               "about %2 months at %3 hours a month"),
             {top.name, compactNumber(*a.breakEvenMonths, 1), compactNumber(a.hoursPerMonth, 0)},
             "§7.6"});
    a.explanation.push_back(b.explanation);
    if (b.normalisation)
        a.explanation.push_back(*b.normalisation);
}

void Recommender::addTpu(Recommendation &r) const
{
    const WorkloadMix n = m_in.mix.normalised();
    // seed §2.4, §7.6: TPUs suit convnets (object recognition) and large
    // Transformers; the safer cloud GPU for the rest.
    if (n.cnn + n.transformer < 0.5)
        return;
    // seed §2.4 calls TPUs "more cost-effective": the offer named is the one
    // with the most of this workload's throughput per dollar of a chip-hour,
    // among TPUs on offer by the view's date. The throughput is the view's
    // evaluation of the device (the list the picks come from, with its
    // software maturity factor), looked up by the device's id. Without any
    // figure the cheapest chip-hour is named.
    const CloudOffer *best = nullptr;
    double bestHour = 0.0;
    double bestValue = 0.0; // relative performance per dollar-hour; 0: no figure
    for (const CloudOffer &offer : m_data.cloudOffers) {
        if (offer.priceScope == PriceScope::Accelerator)
            continue;
        const Device *d = m_data.device(offer.acceleratorId);
        if (!d || d->kind != DeviceKind::Tpu || !availableAsOf(*d, m_in.asOfDay))
            continue;
        const auto hour = pricePerDeviceHour(offer).onDemandUsd;
        if (!hour || !positiveFinite(*hour))
            continue;
        const DeviceEvaluation *e = m_session.evaluation(d->id);
        const double value = e && e->performance && positiveFinite(e->performance->relative)
            ? e->performance->relative / *hour
            : 0.0;
        const bool better = !best || value > bestValue || (value == bestValue && *hour < bestHour);
        if (better) {
            best = &offer;
            bestHour = *hour;
            bestValue = value;
        }
    }
    if (!best) {
        r.tpu = Message {QT_TRANSLATE_NOOP("core",
                                           "For convnets and large Transformers consider "
                                           "cloud TPUs: about as fast as a Tensor-Core V100 "
                                           "on ResNet-50 and more cost-effective, about 56% "
                                           "faster than GPUs on large Transformers; full "
                                           "features mostly with TensorFlow, and LSTMs "
                                           "have had trouble converging. Prototype on your "
                                           "own GPU, then train the final model on TPUs"),
                         {},
                         "§2.4"};
        return;
    }
    r.tpu = Message {QT_TRANSLATE_NOOP("core",
                                       "For convnets and large Transformers consider cloud "
                                       "TPUs: about as fast as a Tensor-Core V100 on "
                                       "ResNet-50 and more cost-effective, about 56% faster "
                                       "than GPUs on large Transformers; full features "
                                       "mostly with TensorFlow, and LSTMs have had trouble "
                                       "converging. Prototype on your own GPU, then train "
                                       "the final model on TPUs (e.g. %1 %2 at %3 an "
                                       "hour per chip)"),
                     {best->provider, best->instance, dollarsAndCents(bestHour)},
                     "§2.4"};
}

} // namespace gpa::detail
