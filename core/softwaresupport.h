#pragma once

#include "date.h"
#include "device.h"
#include "message.h"
#include "workload.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// Whether current software still supports a device, as of a date.
enum class SupportStatus {
    Unknown,    // nothing recorded
    Supported,  // in the vendor's current releases
    Ending,     // end announced (deprecated, or in maintenance: fixes only)
    Ended,      // current releases no longer support it
    Unofficial, // never on the vendor's support list (may run unofficially)
};
std::string_view toString(SupportStatus status); // "supported", "ending", ...

// One architecture's support history in a vendor stack: when its end was
// announced, the release that dropped it and the last one that supports it.
// The table is small and sourced (softwaresupport.cpp).
struct SupportMilestones
{
    std::string platform;          // "CUDA", "ROCm"
    std::string architectures;     // "Maxwell, Pascal and Volta"
    PartialDate announced;         // deprecation / maintenance announced
    std::string announcedIn;       // "CUDA 12.8"
    PartialDate ended;             // first release without it
    std::string endedIn;           // "CUDA 13.0"
    std::string lastRelease;       // "CUDA 12.9"
    std::string source;
};

// NVIDIA: by compute capability range [from, to].
struct CudaMilestones
{
    ComputeCapability from;
    ComputeCapability to;
    SupportMilestones milestones;
};
const std::vector<CudaMilestones> &cudaMilestones();

// AMD: by GPU target, matched on the device's architecture text (the
// catalogue has no gfx column): "Vega 20" is gfx906.
struct RocmMilestones
{
    std::string architectureMatch; // case-insensitive part of Device::architecture
    std::string target;            // "gfx906"
    SupportMilestones milestones;
};
const std::vector<RocmMilestones> &rocmMilestones();

struct SupportVerdict
{
    SupportStatus status = SupportStatus::Unknown;
    std::string platform;    // "CUDA", "ROCm"; empty when unknown
    std::string lastRelease; // where support has ended or its end is announced
    std::optional<PartialDate> since; // the announcement or the end, when dated
    std::string source;
    // One sentence for the table tooltip and the details pane; nullopt for
    // Unknown.
    std::optional<Message> explanation;

    // Fit for a new purchase: not ending, not ended (unofficial counts as
    // fit, with its caveat; unknown too, as nothing says otherwise).
    [[nodiscard]] bool fitForNewPurchase() const;
};

// A status fit for a new purchase (SupportVerdict::fitForNewPurchase()).
inline bool fitForNewPurchase(SupportStatus status)
{
    return status != SupportStatus::Ending && status != SupportStatus::Ended;
}
inline bool SupportVerdict::fitForNewPurchase() const
{
    return gpa::fitForNewPurchase(status);
}

// The device's support as of `asOfDay` (days since 1970-01-01; nullopt:
// today, every milestone in the table applies). NVIDIA from its compute
// capability and the CUDA table; AMD from its ROCm status, dated by the ROCm
// table where its architecture is in it (the status column says what holds
// today: a device "unlisted" today was never listed); otherwise a recorded
// last supporting release means Ended.
SupportVerdict softwareSupport(const Device &device, std::optional<int> asOfDay = std::nullopt);

// How much of a spec-sheet estimate a vendor's software stack turns into
// training speed, relative to CUDA on NVIDIA (the estimate is calibrated on
// NVIDIA measurements): seed §2.2-§2.4 as a number, so that rankings and
// charts, not only caveats, follow it. Values and sources in assumptions.h.
struct MaturityFactor
{
    double cnn = 1.0;
    double rnn = 1.0;
    double transformer = 1.0;
    [[nodiscard]] double of(Workload workload) const;
    friend bool operator==(const MaturityFactor &, const MaturityFactor &) = default;
};

enum class SoftwareStack { Cuda, Rocm, OneApi, Tpu, Other };
// NVIDIA -> Cuda, AMD -> Rocm, Intel -> OneApi, TPUs -> Tpu, anyone else
// (Trainium, start-ups) -> Other.
SoftwareStack softwareStack(const Device &device);

// The factors per stack, with an off switch; part of the assumptions.
struct SoftwareMaturity
{
    bool enabled = true;
    // AMD ROCm: published measurements of the MI300X reach about 45% of its
    // peak FLOPS on real training and inference work where NVIDIA's H100 and
    // B200 sustain up to 93%, and about 81% of its memory bandwidth
    // (aiweekly.co/alerts/amd-mi300x-hits-only-45-of-peak-flops-in-practice,
    // summarising a peer-reviewed study; SemiAnalysis, "MI300X vs H100
    // vs H200 Benchmark Part 1: Training", 2024-12, found the same gap from
    // the software stack). Compute-bound work (convnets, Transformers, seed
    // §3.1): 0.45 / 0.93 = 0.48; bandwidth-bound RNNs (seed §3.2): 0.81 /
    // 0.93 = 0.87.
    MaturityFactor rocm{0.48, 0.87, 0.48};
    // Intel (oneAPI, PyTorch XPU, Gaudi's SynapseAI) and other vendors'
    // stacks (seed §2.3, §2.6): no comparable published study; ESTIMATE:
    // taken as AMD's, whose stack is older.
    MaturityFactor oneApi{0.48, 0.87, 0.48};
    MaturityFactor other{0.48, 0.87, 0.48};
    // Google TPUs: "mature" for convnets and Transformers (seed §2.4: TPU v2
    // about a Tensor-Core V100 on ResNet-50, large Transformers train very
    // well), so 1; LSTMs had trouble converging (seed §2.4): ESTIMATE 0.5.
    MaturityFactor tpu{1.0, 0.5, 1.0};

    [[nodiscard]] const MaturityFactor *factor(SoftwareStack stack) const; // nullptr for CUDA
    friend bool operator==(const SoftwareMaturity &, const SoftwareMaturity &) = default;
};

// The factor applied to a spec-sheet estimate of `device` for a workload mix
// (the weighted geometric mean of the per-workload factors, as figures of a
// mix are combined); 1 for NVIDIA or when switched off.
double maturityFactor(const Device &device, const WorkloadMix &mix, const SoftwareMaturity &maturity);

// The sentence for a figure's basis saying the factor was applied; nullopt
// when it is 1.
std::optional<Message> maturityBasis(const Device &device, double factor);

} // namespace gpa
