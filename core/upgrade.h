#pragma once

#include "assumptions.h"
#include "dataset.h"
#include "device.h"
#include "hostprofile.h"
#include "message.h"
#include "performancemodel.h"
#include "ranking.h"
#include "workload.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gpa {

// Upgrade advice (seed §7.5: "already own a GTX 1070 or better: wait;
// upgrading is not worth it unless you train large Transformers"), turned
// into numbers: how much faster each card is than the one owned, what it
// costs after selling the old one, and whether the best affordable card
// passes a threshold (Assumptions::upgradeThreshold, 1.5x by default).
//
// What "precision" means here. At fp32 both cards train in 32 bits. At fp16
// the user means "I would train in 16-bit on a new card", yet on the card
// they own they already use whatever is fastest: each new card at 16-bit is
// set against the owned card at its faster precision for each workload. A
// Pascal GeForce runs convnets no faster in 16-bit (the model gives it less
// than its 32-bit speed), while its Transformers and RNNs do gain from the
// halved memory traffic (measured on the GTX 1080 Ti: BERT and
// Transformer-XL 1.2x to 2x in mixed precision); either way the owned card
// is not handicapped by a precision its owner would not choose. Candidates
// are taken at the chosen precision, as the workspace's ranking shows them.
//
// A workload mix combines the per-workload speed-ups by the mix's weighted
// geometric mean, as PerformanceModel combines a mix.
struct UpgradeRequest
{
    // The card owned: a catalogue device or the user's own sheet. Its id's
    // benchmarks and quotes are used when the catalogue has them.
    Device owned;
    // What the owned card sells for; nullopt: the median of its used quotes
    // within the view's freshness window, else its value on the depreciation
    // curve (launch price x r(age), Assumptions::depreciation), else 0 (and a
    // note says so).
    std::optional<double> resaleUsd;
    // The most the user will pay for the new card: its price, not the net
    // cost after selling the owned one. nullopt: no limit.
    std::optional<double> budgetUsd;
    // The machine the new card goes into; nullopt: Assumptions::host (a
    // desktop unless changed). Cards that do not fit it are left out, named.
    std::optional<HostProfile> host;
    // Offer cards whose software support has ended or is ending.
    bool legacyAllowed = false;
    // Vendors offered, matched case-insensitively: NVIDIA by default, as for
    // recommendations (seed §2.2: AMD for experienced users).
    std::vector<std::string> vendors{"NVIDIA"};
};

enum class ResaleSource {
    User, // entered by the user
    UsedQuote, // the used quotes within the freshness window
    Depreciation, // launch price x the depreciation curve at the card's age
    Unknown, // no used quote, launch price or date: counted as 0
};
std::string_view toString(ResaleSource source); // "user", "used-quote", "depreciation", "unknown"

struct ResaleValue
{
    double usd = 0.0;
    ResaleSource source = ResaleSource::Unknown;
    Message explanation;
};

// The default resale value described at UpgradeRequest::resaleUsd.
ResaleValue defaultResale(const Device &owned, const PriceBook &prices, const ViewOptions &view,
                          const Assumptions &assumptions);

// The owned card's figure for one workload: the precision it is compared at
// and its performance relative to the view's reference at fp32.
struct OwnedFigure
{
    Workload workload = Workload::Cnn;
    double weight = 0.0; // in the normalised mix
    Precision precision = Precision::Fp32;
    double relative = 0.0;
};

struct UpgradeCandidate
{
    const Device *device = nullptr; // into the DataSet given to adviseUpgrade()
    double speedUp = 1.0; // candidate / owned card, over the mix
    double priceUsd = 0.0; // under the view's policy and date
    double netCostUsd = 0.0; // price - resale (negative: the sale pays for it)
    double netCostPerSpeedUp = 0.0; // net cost / (speed-up - 1): per 1x gained
    std::optional<double> memoryGb;
    // Whether the new card has more memory than the owned one; both train at
    // the same precision, so the 16-bit factor (seed §6.3) applies to both
    // and the physical sizes decide. nullopt when either is unknown.
    std::optional<bool> memoryGrows;
    bool estimated = false; // any figure involved is a spec-sheet estimate
    bool withinBudget = true;
    bool meetsThreshold = false;
};

enum class UpgradeVerdict {
    Upgrade, // the fastest card within budget reaches the threshold
    Wait, // it does not, or no faster card fits the budget, or none is faster
    CannotTell, // the owned card's performance cannot be estimated
};
std::string_view toString(UpgradeVerdict verdict); // "upgrade", "wait", "cannot-tell"

struct UpgradeAdvice
{
    UpgradeVerdict verdict = UpgradeVerdict::CannotTell;
    Message reason; // one sentence: e.g. "Wait: the best upgrade within budget is 1.29x ..."
    std::vector<Message> notes; // budget meaning, precisions compared, memory, left-out cards
    ResaleValue resale;
    double threshold = 1.5;
    std::optional<double> budgetUsd;
    std::vector<OwnedFigure> owned; // one per workload of the mix
    // Priced cards faster than the owned one, best first: those within budget
    // before the others, each group by speed-up (fastest first), then by net
    // cost. The first one is the one the verdict speaks of when it is within
    // budget.
    std::vector<UpgradeCandidate> candidates;
    std::optional<std::size_t> recommended; // index into candidates (verdict Upgrade)
    int unpricedFaster = 0; // faster cards left out for want of a price
    int withoutFigure = 0; // cards the model cannot estimate, left out
    // Faster cards left out because the host does not take them, current
    // software no longer supports them, their vendor was not allowed or they
    // are over-priced (the recommender's rule, overpricedAgainst()): one
    // sentence each with the fix, fastest first.
    struct Exclusion
    {
        std::string deviceId;
        std::string reason; // "fit", "support", "vendor", "overpriced"
        Message message;
    };
    std::vector<Exclusion> excluded;
    // The defaults the advice relied on (host, support policy, vendors).
    std::vector<Message> basedOn;
};

// Cards available as of the view's date and priced under its policy
// (ranking.h evaluate()), compared with the owned card for the view's mix and
// precision. The view's reference only anchors the figures; speed-ups do not
// depend on it. The owned card itself (same id) and cloud-only devices are
// never candidates.
UpgradeAdvice adviseUpgrade(const DataSet &data, const PriceBook &prices,
                            const PerformanceModel &model, const ViewOptions &view,
                            const Assumptions &assumptions, const UpgradeRequest &request);

} // namespace gpa
