#include "hostprofile.h"

#include "date.h"

#include <cmath>

namespace gpa {

std::string_view toString(HostKind kind)
{
    switch (kind) {
    case HostKind::Desktop:
        return "desktop";
    case HostKind::Workstation:
        return "workstation";
    case HostKind::Server:
        return "server";
    }
    return {};
}

std::optional<HostKind> parseHostKind(std::string_view text)
{
    for (const HostKind kind : {HostKind::Desktop, HostKind::Workstation, HostKind::Server}) {
        if (toString(kind) == text)
            return kind;
    }
    return std::nullopt;
}

HostProfile defaultHostProfile(HostKind kind)
{
    HostProfile host;
    host.kind = kind;
    switch (kind) {
    case HostKind::Desktop:
        // A desktop built for one high-end graphics card: NVIDIA asks for an
        // 850 W supply for the RTX 4090 Founders Edition (and 1000 W for the
        // RTX 5090), so 850 W; 300 W for the rest of the machine reproduces
        // NVIDIA's "recommended system power" of its cards within 15% under
        // the fit rule (see physicalfit.h; checked in the tests). An ATX
        // board's two full-length slots three slot widths apart, and a
        // mid-tower case taking cards up to 330 mm: ESTIMATES of a common
        // build.
        host.psuWatts = 850.0;
        host.hostPeakWatts = 300.0;
        host.cardSlots = 2;
        host.slotSpacing = 3.0;
        host.maxCardLengthMm = 330.0;
        host.airflow = Airflow::Standard;
        break;
    case HostKind::Workstation:
        // Four double-width cards on a workstation board (Threadripper PRO /
        // Xeon W boards have seven x16 slots, one slot apart: every second
        // one takes a double-width card). 1600 W is the largest supply for a
        // 120 V / 15 A household circuit (1800 W peak) and the PSU of the
        // 2019 four-GPU build in Assumptions::multiGpuHostCostUsd; 350 W for
        // a 280-350 W workstation CPU with its board, memory and drives.
        host.psuWatts = 1600.0;
        host.hostPeakWatts = 350.0;
        host.cardSlots = 4;
        host.slotSpacing = 2.0;
        host.maxCardLengthMm = 330.0;
        host.airflow = Airflow::Standard;
        break;
    case HostKind::Server:
        // A 4U eight-GPU PCIe server such as Supermicro's SYS-4029GP-TRT:
        // eight double-width full-length cards, four 2000 W supplies in 2+2
        // redundancy (4000 W usable), chassis fans for passive cards; 600 W
        // for two Xeon CPUs, memory, drives and those fans (ESTIMATE). PCIe
        // CEM full-length cards are at most 312 mm.
        host.psuWatts = 4000.0;
        host.hostPeakWatts = 600.0;
        host.cardSlots = 8;
        host.slotSpacing = 2.0;
        host.maxCardLengthMm = 312.0;
        host.airflow = Airflow::Server;
        break;
    }
    return host;
}

HostProfile moduleServerProfile(FormFactor baseboard)
{
    // An NVIDIA HGX (SXM) or OAM server is built around its eight modules:
    // its supplies are sized for them (DGX H100: 10.2 kW for eight 700 W
    // GPUs), so power is not checked, and it has no slot for a graphics card.
    HostProfile host;
    host.kind = HostKind::Server;
    host.psuWatts = 0.0;
    host.hostPeakWatts = 0.0;
    host.cardSlots = 0;
    host.slotSpacing = 2.0;
    host.maxCardLengthMm = std::nullopt;
    host.airflow = Airflow::Server;
    host.baseboard = baseboard;
    host.baseboardModules = 8;
    return host;
}

std::vector<HostProblem> validate(const HostProfile &h)
{
    std::vector<HostProblem> problems;
    const auto number = [](double value) { return formatFixed(value, 0); };
    if (!(std::isfinite(h.psuWatts) && h.psuWatts >= 0.0 && h.psuWatts <= 100'000.0))
        problems.push_back({"psuWatts",
                            {QT_TRANSLATE_NOOP("core", "The power supply must be between 0 and 100,000 W, got %1 W"),
                             {number(h.psuWatts)},
                             ""}});
    if (!(std::isfinite(h.hostPeakWatts) && h.hostPeakWatts >= 0.0
          && (h.psuWatts == 0.0 || h.hostPeakWatts < h.psuWatts)))
        problems.push_back({"hostPeakWatts",
                            {QT_TRANSLATE_NOOP("core",
                                               "The rest of the machine must draw at least 0 W and less than "
                                               "its power supply, got %1 W"),
                             {number(h.hostPeakWatts)},
                             ""}});
    if (h.cardSlots < 0 || h.cardSlots > 64)
        problems.push_back({"cardSlots",
                            {QT_TRANSLATE_NOOP("core", "The card slots must be between 0 and 64, got %1"),
                             {std::to_string(h.cardSlots)},
                             ""}});
    if (!(std::isfinite(h.slotSpacing) && h.slotSpacing >= 1.0 && h.slotSpacing <= 8.0))
        problems.push_back({"slotSpacing",
                            {QT_TRANSLATE_NOOP("core",
                                               "The spacing of the card slots must be between 1 and 8 slot "
                                               "widths, got %1"),
                             {formatFixed(h.slotSpacing, 1)},
                             ""}});
    if (h.maxCardLengthMm && !(std::isfinite(*h.maxCardLengthMm) && *h.maxCardLengthMm > 0.0))
        problems.push_back({"maxCardLengthMm",
                            {QT_TRANSLATE_NOOP("core", "The longest card must be more than 0 mm, got %1 mm"),
                             {number(*h.maxCardLengthMm)},
                             ""}});
    const bool moduleBoard = h.baseboard == FormFactor::Sxm || h.baseboard == FormFactor::Oam;
    if ((h.baseboard != FormFactor::Unknown && !moduleBoard) || h.baseboardModules < 0
        || (moduleBoard && h.baseboardModules == 0))
        problems.push_back({"baseboard",
                            {QT_TRANSLATE_NOOP("core",
                                               "A module baseboard is SXM or OAM and holds at least one "
                                               "module"),
                             {},
                             ""}});
    return problems;
}

const std::vector<HostPrice> &bundledHostPrices()
{
    static const std::vector<HostPrice> prices {
        // A four-GPU workstation built from parts bought at Newegg on
        // 2019-01-31: $6,200 in all, of which three RTX 2080 Ti cost $3,570
        // ($1,190 each); the rest of the machine $6,200 - $3,570 = $2,630.
        {2630.0, "2019-01-31",
         "https://l7.curtisnorthcutt.com/build-pro-deep-learning-workstation",
         "Parts of a four-GPU deep-learning workstation other than the cards: $6,200 in all less "
         "three RTX 2080 Ti at $1,190 each (Newegg prices of 2019-01-31)"},
        // Lambda's benchmark tables of 2024-07-24 give $2,125 per GPU for its
        // RTX 4090 workstation (machine price / GPU count); less the card's
        // $1,599 launch price that leaves $526 of machine per card, $2,104
        // for a four-card machine.
        {2104.0, "2024-07-24",
         "lambdal/deeplearning-benchmark:pytorch/scripts/compile_results_pytorch.py@4e11f6891ada",
         "Lambda's RTX 4090 workstation price per GPU ($2,125) less the card's $1,599 launch "
         "price, times four cards: the machine's share of a four-card workstation"},
    };
    return prices;
}

const HostPrice &hostPriceAsOf(std::optional<int> day)
{
    const auto &all = bundledHostPrices();
    if (!day)
        return all.back();
    const HostPrice *found = &all.front();
    for (const HostPrice &p : all) {
        const auto observed = PartialDate::parse(p.observed);
        if (observed && observed->firstDayNumber() <= *day)
            found = &p;
    }
    return *found;
}

} // namespace gpa
