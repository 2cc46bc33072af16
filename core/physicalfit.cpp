#include "physicalfit.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gpa {

namespace {

// A card of unknown width is taken as a common double-width card.
constexpr double kAssumedSlotWidth = 2.0;
// seed §5.1: two open-air cards side by side are fine, more overheat.
constexpr int kAdjacentOpenAirLimit = 2;

std::string count(int n)
{
    return std::to_string(n);
}

std::string watts(double w)
{
    return formatFixed(std::round(w), 0);
}

std::string slots(double width)
{
    // 2 -> "2", 2.5 -> "2.5"
    return width == std::floor(width) ? formatFixed(width, 0) : formatFixed(width, 1);
}

void add(FitResult &r, FitIssueKind kind, bool blocking, Message message)
{
    r.issues.push_back({kind, blocking, std::move(message)});
}

// Cards by the host's slots (PCIe) or its baseboard (modules); nullopt when
// the device cannot go in at all (reported by the caller).
void formFactorAndSlots(const Device &d, int n, const HostProfile &host, FitResult &r)
{
    switch (d.formFactor) {
    case FormFactor::CloudOnly:
        add(r, FitIssueKind::CloudOnly, true,
            {QT_TRANSLATE_NOOP("core", "%1 is only rented in the cloud: it cannot be bought; compare its cloud offers instead"),
             {d.name},
             ""});
        r.maxBySlots = 0;
        return;
    case FormFactor::System:
    case FormFactor::Soc:
        add(r, FitIssueKind::WholeMachine, true,
            {QT_TRANSLATE_NOOP("core", "%1 is a whole machine, not a card: buy the system it comes in instead of putting it in this host"),
             {d.name},
             ""});
        r.maxBySlots = 0;
        return;
    case FormFactor::Sxm:
    case FormFactor::Oam: {
        const bool sxm = d.formFactor == FormFactor::Sxm;
        if (host.baseboard != d.formFactor) {
            add(r, FitIssueKind::NeedsBaseboard, true,
                {sxm ? QT_TRANSLATE_NOOP("core", "%1 is an SXM module: it needs an HGX server (an SXM baseboard), not a PCIe slot")
                     : QT_TRANSLATE_NOOP("core", "%1 is an OAM module: it needs an OAM server (an OAM baseboard), not a PCIe slot"),
                 {d.name},
                 ""});
            r.maxBySlots = 0;
            return;
        }
        r.maxBySlots = host.baseboardModules;
        if (n > host.baseboardModules)
            add(r, FitIssueKind::Slots, true,
                {QT_TRANSLATE_NOOP("core", "The server's baseboard holds %1 modules, not %2: use several servers"),
                 {count(host.baseboardModules), count(n)},
                 ""});
        return;
    }
    case FormFactor::Pcie:
    case FormFactor::Unknown:
        break;
    }
    // PCIe card (an unknown form factor is checked as one, and said so).
    if (d.formFactor == FormFactor::Unknown)
        r.assumptions.push_back({QT_TRANSLATE_NOOP("core", "The form factor of %1 is unknown: it is checked as a PCIe card"),
                                 {d.name},
                                 ""});
    double width = kAssumedSlotWidth;
    if (d.boardSlots && *d.boardSlots > 0.0)
        width = *d.boardSlots;
    else
        r.assumptions.push_back({QT_TRANSLATE_NOOP("core", "The slot width of %1 is unknown: taken as %2 slots"),
                                 {d.name, slots(kAssumedSlotWidth)},
                                 ""});
    // 1e-9: a 2-slot card at spacing 2 covers exactly one slot.
    const int covered = std::max(1, static_cast<int>(std::ceil(width / host.slotSpacing - 1e-9)));
    const int bySlots = host.cardSlots / covered;
    r.maxBySlots = bySlots;
    if (n > bySlots) {
        if (bySlots == 0)
            add(r, FitIssueKind::Slots, true,
                {QT_TRANSLATE_NOOP("core", "This host has no slot for a %1-slot card such as %2: choose a host with a free x16 slot"),
                 {slots(width), d.name},
                 ""});
        else
            add(r, FitIssueKind::Slots, true,
                {QT_TRANSLATE_NOOP("core", "This host takes %1 of %2 (%3 slots wide, %4 slots %5 widths apart), not %6: choose a workstation or server host, or fewer cards"),
                 {count(bySlots), d.name, slots(width), count(host.cardSlots), slots(host.slotSpacing), count(n)},
                 ""});
    }
    if (d.lengthMm && host.maxCardLengthMm && *d.lengthMm > *host.maxCardLengthMm) {
        add(r, FitIssueKind::TooLong, true,
            {QT_TRANSLATE_NOOP("core", "%1 is %2 mm long; this case takes cards up to %3 mm: choose a larger case or a shorter version"),
             {d.name, formatFixed(*d.lengthMm, 0), formatFixed(*host.maxCardLengthMm, 0)},
             ""});
        r.maxBySlots = 0;
    }
}

void cooling(const Device &d, int n, const HostProfile &host, FitResult &r)
{
    if (d.formFactor != FormFactor::Pcie && d.formFactor != FormFactor::Unknown)
        return; // modules go into servers; machines cool themselves
    const Cooling c = d.coolingType();
    if (c == Cooling::Passive && host.airflow != Airflow::Server) {
        add(r, FitIssueKind::NeedsServerAirflow, true,
            {QT_TRANSLATE_NOOP("core", "%1 has no fan of its own: it needs a server chassis that forces air through it; in a desktop or workstation it overheats"),
             {d.name},
             ""});
        r.maxBySlots = 0;
        return;
    }
    // Cards in adjacent slots: the card covers the gap to the next slot.
    const double width = d.boardSlots.value_or(kAssumedSlotWidth);
    const bool adjacent = width >= host.slotSpacing;
    if (n > kAdjacentOpenAirLimit && adjacent && host.airflow != Airflow::Server) {
        if (c == Cooling::OpenAir)
            add(r, FitIssueKind::AdjacentOpenAir, false,
                {QT_TRANSLATE_NOOP("core", "%1 open-air cards side by side overheat: for more than two adjacent cards choose blower-style versions of %2"),
                 {count(n), d.name},
                 "§5.1"});
        else if (c == Cooling::Varies)
            add(r, FitIssueKind::AdjacentOpenAir, false,
                {QT_TRANSLATE_NOOP("core", "Cooling of %1 depends on the board partner: for %2 adjacent cards choose blower-style versions, as open-air ones overheat"),
                 {d.name, count(n)},
                 "§5.1"});
    }
}

void power(const Device &d, int n, const HostProfile &host, double margin, FitResult &r)
{
    if (host.psuWatts <= 0.0) {
        r.assumptions.push_back({QT_TRANSLATE_NOOP("core", "Power is not checked: the server's supplies are sized for its modules"),
                                 {},
                                 ""});
        return;
    }
    if (!d.tdpW || *d.tdpW <= 0.0) {
        r.assumptions.push_back({QT_TRANSLATE_NOOP("core", "The board power of %1 is unknown: power is not checked"),
                                 {d.name},
                                 ""});
        return;
    }
    const double perCard = *d.tdpW * (1.0 + margin);
    const double required = n * perCard + host.hostPeakWatts;
    r.requiredPsuWatts = required;
    const double room = host.psuWatts - host.hostPeakWatts;
    r.maxByPower = room > 0.0 ? static_cast<int>(std::floor(room / perCard + 1e-9)) : 0;
    if (required > host.psuWatts + 1e-9) {
        add(r, FitIssueKind::Power, true,
            {QT_TRANSLATE_NOOP("core", "%1x %2 need a power supply of at least %3 W (%4 W each with a %5% margin for power spikes, plus %6 W for the rest of the machine); this host's is %7 W: fit a larger supply or use fewer cards"),
             {count(n), d.name, watts(required), watts(*d.tdpW), formatFixed(margin * 100.0, 0), watts(host.hostPeakWatts),
              watts(host.psuWatts)},
             ""});
    }
}

} // namespace

bool FitResult::hasBlocking() const
{
    return std::any_of(issues.begin(), issues.end(), [](const FitIssue &i) { return i.blocking; });
}

FitResult checkFit(const Device &device, int count, const HostProfile &host, double transientMargin)
{
    FitResult r;
    const int n = std::max(1, count);
    formFactorAndSlots(device, n, host, r);
    const bool placeable = r.maxBySlots.value_or(0) > 0;
    if (placeable)
        cooling(device, n, host, r);
    if (r.maxBySlots.value_or(0) > 0)
        power(device, n, host, transientMargin, r);
    r.maxCards = std::min(r.maxBySlots.value_or(0), r.maxByPower.value_or(r.maxBySlots.value_or(0)));
    r.maxCards = std::max(0, r.maxCards);
    std::stable_partition(r.issues.begin(), r.issues.end(), [](const FitIssue &i) { return i.blocking; });
    r.fits = !r.hasBlocking();
    return r;
}

} // namespace gpa
