#pragma once

#include "hostprofile.h"
#include "depreciation.h"
#include "message.h"
#include "softwaresupport.h"
#include "workload.h"

#include <optional>
#include <string>
#include <vector>

namespace gpa {

// Data-parallel speed-up of one job on 2, 3 and 4 devices in one machine,
// relative to one device (seed §1.2-§1.4). Beyond 4 devices the 4-device
// per-device efficiency is kept (see multigpu.h).
struct SpeedUpDefaults
{
    double two = 1.0;
    double three = 1.0;
    double four = 1.0;
    friend bool operator==(const SpeedUpDefaults &, const SpeedUpDefaults &) = default;
};

// Every editable default of the cost side of the engine, with where it comes
// from. Money is USD. The settings screen edits a copy and validate()s it.
struct Assumptions
{
    // Electricity price, $/kWh: the rate of Dettmers' 2020 buy-versus-rent
    // worked example (timdettmers.com, "Which GPU for deep learning", 2020).
    double electricityUsdPerKwh = 0.12;
    // Power of the host machine around the cards (CPU, board, disks), W: the
    // 100 W of the same worked example (350 W card + 100 W host).
    double hostWatts = 100.0;
    // Share of the hours in a year the hardware is busy: the same example's
    // 15% (a researcher's desktop, not a shared cluster).
    double utilisation = 0.15;
    // Buy versus rent: a fixed share of the purchase price got back by
    // selling at the end. nullopt (the default): the card's resale value
    // from the depreciation curve at the day it is sold.
    std::optional<double> resaleFraction;
    // Used price / launch price by card age, fitted on the bundled used
    // quotes (docs/pricing.md): resale values in buy versus rent and in
    // upgrades.
    DepreciationCurve depreciation = kBundledDepreciation;

    // Prices: quotes observed in the months up to the view's date are
    // current (docs/pricing.md); older ones are used only when nothing newer
    // exists, and flagged.
    int priceFreshnessMonths = 12;
    // A machine's price divided by its GPUs (a system-share quote) never
    // stands for a card's price unless this is set.
    bool systemShareAsCardPrice = false;

    // 16-bit training: 8 GB at 16-bit ~= 12 GB at 32-bit (seed §6.3).
    double memoryFactor16Bit = 1.5;

    // Convnets: 1.9x / 2.8x / 3.5x (seed §1.2, quoted).
    SpeedUpDefaults cnnSpeedUp{1.9, 2.8, 3.5};
    // RNNs: "similar to or slightly worse than convnets" (seed §1.3). Taken
    // as 90% of the convnet's extra speed-up: S = 1 + 0.9 (S_cnn - 1), so
    // 1 + 0.9 x 0.9 = 1.81, 1 + 0.9 x 1.8 = 2.62, 1 + 0.9 x 2.5 = 3.25.
    SpeedUpDefaults rnnSpeedUp{1.81, 2.62, 3.25};
    // Transformers: "generally poor" data-parallel performance (seed §1.4).
    // Taken as half the ideal extra speed-up: S = 1 + (N - 1) / 2, so 1.5 /
    // 2.0 / 2.5, clearly below the convnet line yet still worth more than
    // one card. (Measured rows replace these where they exist.)
    SpeedUpDefaults transformerSpeedUp{1.5, 2.0, 2.5};

    // Price of one host machine for a multi-GPU system (seed §4.5c: the host
    // costs money too). An ESTIMATE at early-2019 US street prices for a
    // 4-slot build: 12-core CPU with enough PCIe lanes $400, 4-slot X399-class
    // board $300, 1600 W PSU $350, case $150, 32 GB RAM $250, 1 TB SSD $150
    // = $1,600. The user should enter their own.
    double multiGpuHostCostUsd = 1600.0;
    // The host price a plan uses: the user's own figure when it differs from
    // the default above, else the bundled host price observed by the view's
    // date (hostprofile.h hostPriceAsOf: the 2019 figure on the 2019 view,
    // the latest today).
    [[nodiscard]] double hostCostUsd(std::optional<int> viewDay) const;
    [[nodiscard]] bool hostCostIsUsers() const;

    // Upgrade advice: a new card is worth buying when it is at least this
    // many times faster than the one owned (the owned card sells for its
    // used price, else its value on the depreciation curve).
    double upgradeThreshold = 1.5;

    // Device all performance figures are normalised to (seed §4.1 normalises
    // to its fastest consumer card of 2019).
    std::string referenceDeviceId = "rtx-2080-ti";

    // The machine the cards go into: what fits and how many (physicalfit.h).
    HostProfile host = defaultHostProfile(HostKind::Desktop);
    // Power spikes of the cards above their board power, as a share of it,
    // that the supply must carry: 20%. With 300 W for the rest of a desktop
    // this asks for 840 W for an RTX 4090 (NVIDIA: 850 W), 990 W for an RTX
    // 5090 (1000 W) and 720 W for an RTX 3090 (750 W).
    double powerTransientMargin = 0.2;
    // Software maturity of non-NVIDIA stacks, applied to spec-sheet
    // estimates (seed §2.2-§2.4); values and sources in softwaresupport.h.
    SoftwareMaturity softwareMaturity;
    // Offer cards whose software support has ended or is ending
    // (softwaresupport.h) for new purchases: the default of recommend,
    // upgrade, the wizard and Plans (each can still allow them for one run).
    // Off: they are left out, with the reason and this way back.
    bool legacyCardsAllowed = false;

    [[nodiscard]] const SpeedUpDefaults &speedUps(Workload workload) const;
    friend bool operator==(const Assumptions &, const Assumptions &) = default;
};

// One out-of-range value: the field's name (as in the struct) and a sentence
// for the user.
struct AssumptionProblem
{
    std::string field;
    Message message;
};

// Every value that is out of range (negative price, utilisation outside
// [0, 1], 16-bit factor below 1, speed-ups not in (0, N] or decreasing, ...).
// Empty when all are valid.
std::vector<AssumptionProblem> validate(const Assumptions &assumptions);

} // namespace gpa
