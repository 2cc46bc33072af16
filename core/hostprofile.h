#pragma once

#include "device.h"
#include "message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

enum class HostKind { Desktop, Workstation, Server };
std::string_view toString(HostKind kind); // "desktop", "workstation", "server"
std::optional<HostKind> parseHostKind(std::string_view text);

// Air through the cards: a desktop or workstation case moves air past cards
// that bring their own fans; a server chassis forces air through passive
// (fanless) cards and modules, which overheat anywhere else.
enum class Airflow { Standard, Server };

// The machine the cards go into. A number-changing setting (it lives with
// the assumptions): what fits, and how many, follows from it.
struct HostProfile
{
    HostKind kind = HostKind::Desktop;
    // Rated output of the power supply, W. 0: the server's supplies are sized
    // for the modules of its baseboard, so power is not checked.
    double psuWatts = 850.0;
    // Peak draw of everything but the cards (CPU, board, memory, drives,
    // fans), W: what the supply must carry besides the cards.
    double hostPeakWatts = 300.0;
    // Full-length PCIe x16 slots a graphics card can use, and the distance
    // between two of them in slot widths: a card wider than the spacing
    // covers the next slot too.
    int cardSlots = 2;
    double slotSpacing = 3.0;
    // Longest card the case takes, mm; nullopt: not checked.
    std::optional<double> maxCardLengthMm;
    Airflow airflow = Airflow::Standard;
    // A server's module baseboard: FormFactor::Sxm (NVIDIA HGX) or
    // FormFactor::Oam (OCP accelerator module), with how many modules it
    // holds; Unknown for none.
    FormFactor baseboard = FormFactor::Unknown;
    int baseboardModules = 0;

    friend bool operator==(const HostProfile &, const HostProfile &) = default;
};

// The defaults for each kind, with where their numbers come from (see
// hostprofile.cpp): a desktop built for one high-end graphics card, a
// four-card workstation on one 120 V circuit, an eight-card PCIe server.
HostProfile defaultHostProfile(HostKind kind);
// An eight-module server with an HGX (SXM) or OAM baseboard.
HostProfile moduleServerProfile(FormFactor baseboard);

// The price of the rest of a multi-GPU machine (CPU, board, power supply,
// case, memory, disk: everything but the cards), as observed on a date, with
// its source (seed §4.5c: the host machine costs money too). Bundled data:
// see hostprofile.cpp for each figure's derivation.
struct HostPrice
{
    double usd = 0.0;
    std::string observed; // YYYY-MM-DD
    std::string source; // URL or document
    std::string note; // what the figure is and how it is derived
};
// Every bundled host price, oldest first.
const std::vector<HostPrice> &bundledHostPrices();
// The latest bundled host price observed on or before `day` (core/date.h
// dayNumber); before the first, the first; nullopt (today): the latest.
const HostPrice &hostPriceAsOf(std::optional<int> day);

// One out-of-range value of a profile: its field and a sentence.
struct HostProblem
{
    std::string field;
    Message message;
};
// Negative or absurd wattages, no slots with a spacing below one slot, a
// baseboard that is not SXM or OAM ... Empty when the profile is usable.
std::vector<HostProblem> validate(const HostProfile &host);

} // namespace gpa
