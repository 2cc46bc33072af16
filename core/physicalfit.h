#pragma once

#include "device.h"
#include "hostprofile.h"
#include "message.h"

#include <optional>
#include <vector>

namespace gpa {

// Why a device does not go into a host (or goes in with a risk).
enum class FitIssueKind {
    CloudOnly,       // rented only: cannot be bought
    WholeMachine,    // a system or SoC: bought as a machine, not a card
    NeedsBaseboard,  // an SXM or OAM module without a matching baseboard
    NeedsServerAirflow, // a passive card outside a server chassis
    Slots,           // more cards than the slots take at this width
    TooLong,         // longer than the case takes
    Power,           // cards and host above the supply with the margin
    AdjacentOpenAir, // three or more open-air cards side by side (seed §5.1)
};

struct FitIssue
{
    FitIssueKind kind = FitIssueKind::Slots;
    // A blocking issue means the requested count does not go in; the others
    // are warnings (it goes in, with a risk the message names).
    bool blocking = true;
    Message message; // names the fix: "H100 SXM needs an HGX server ..."
};

struct FitResult
{
    // No blocking issue for the requested count.
    bool fits = false;
    // The most cards of this device the host takes, by slots, baseboard and
    // power; 0 when none goes in (wrong form factor, too long, passive in a
    // desktop). Replaces a constant per-host card limit.
    int maxCards = 0;
    std::optional<int> maxBySlots; // nullopt when the form factor rules out any
    std::optional<int> maxByPower; // nullopt when power is not checked
    // Supply the requested count needs (cards with the transient margin plus
    // the host); nullopt when the board power is unknown or not checked.
    std::optional<double> requiredPsuWatts;
    std::vector<FitIssue> issues;  // blocking ones first, in checking order
    // Defaults the verdict relied on, for the "based on" line: an unknown
    // slot width taken as two, an unknown board power not checked, ...
    std::vector<Message> assumptions;

    [[nodiscard]] bool hasBlocking() const;
};

// Checks `count` cards of `device` in `host` (physical and electrical fit):
// - form factor: cloud-only devices cannot be bought; systems and SoCs are
//   whole machines; SXM and OAM modules need a server with that baseboard;
// - slots: a card `w` slot widths wide covers ceil(w / spacing) of the
//   host's slots, so floor(slots / that) cards fit (an unknown width is
//   taken as two slots, and said so);
// - length, where both the card's and the case's are known;
// - cooling: a passive card needs a server's forced airflow;
// - power: count x board power x (1 + transientMargin) + host peak must not
//   exceed the supply (transient spikes of the cards; the margin is an
//   assumption, Assumptions::powerTransientMargin);
// - seed §5.1: three or more open-air cards in adjacent slots overheat (a
//   warning: blower versions exist for many cards); "varies" a softer one.
FitResult checkFit(const Device &device, int count, const HostProfile &host, double transientMargin);

} // namespace gpa
