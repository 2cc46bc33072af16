#include "softwaresupport.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gpa {

namespace {

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// ASCII letters compared without case, as lower(text) == lowered.
bool equalsLowered(std::string_view text, std::string_view lowered)
{
    return std::equal(text.begin(), text.end(), lowered.begin(), lowered.end(), [](char a, char b) {
        return (a >= 'A' && a <= 'Z' ? static_cast<char>(a - 'A' + 'a') : a) == b;
    });
}

// A milestone counts from the last day of its (partial) date: "2025-08"
// applies from 2025-08-31, never before it happened.
bool reached(const PartialDate &date, std::optional<int> asOfDay)
{
    return date.isValid() && (!asOfDay || date.lastDayNumber() <= *asOfDay);
}

SupportVerdict fromMilestones(const Device &d, const SupportMilestones &m, std::optional<int> asOfDay,
                              SupportStatus before)
{
    SupportVerdict v;
    v.platform = m.platform;
    v.source = m.source;
    if (reached(m.ended, asOfDay)) {
        v.status = SupportStatus::Ended;
        v.since = m.ended;
        v.lastRelease = m.lastRelease;
        v.explanation = Message{QT_TRANSLATE_NOOP("core", "Software support ended: %1 dropped %2 (%3); %4 is the last release for %5. Not advised for a new purchase"),
                                {m.endedIn, m.architectures, m.ended.toString(), m.lastRelease, d.name},
                                ""};
    } else if (reached(m.announced, asOfDay)) {
        v.status = SupportStatus::Ending;
        v.since = m.announced;
        v.lastRelease = m.lastRelease;
        v.explanation = Message{QT_TRANSLATE_NOOP("core", "Software support ending: %1 (%2) announced the end of %3; %4 will be the last release for %5. Not advised for a new purchase"),
                                {m.announcedIn, m.announced.toString(), m.architectures, m.lastRelease, d.name},
                                ""};
    } else {
        v.status = before;
        if (before == SupportStatus::Supported)
            v.explanation = Message{QT_TRANSLATE_NOOP("core", "Supported by current %1 releases"), {m.platform}, ""};
    }
    return v;
}

SupportVerdict nvidia(const Device &d, std::optional<int> asOfDay)
{
    const auto cc = d.capability();
    if (!cc) {
        SupportVerdict v;
        if (!d.lastSupportedRelease.empty()) {
            v.status = SupportStatus::Ended;
            v.lastRelease = d.lastSupportedRelease;
            v.explanation = Message{QT_TRANSLATE_NOOP("core", "Software support ended: %1 is the last release for %2"),
                                    {d.lastSupportedRelease, d.name},
                                    ""};
        }
        return v;
    }
    for (const CudaMilestones &row : cudaMilestones()) {
        if (row.from <= *cc && *cc <= row.to)
            return fromMilestones(d, row.milestones, asOfDay, SupportStatus::Supported);
    }
    SupportVerdict v;
    v.status = SupportStatus::Supported;
    v.platform = "CUDA";
    v.explanation = Message{QT_TRANSLATE_NOOP("core", "Supported by current %1 releases (compute capability %2)"),
                            {"CUDA", d.computeCapability},
                            ""};
    return v;
}

SupportVerdict amd(const Device &d, std::optional<int> asOfDay)
{
    const std::string arch = lower(d.architecture);
    for (const RocmMilestones &row : rocmMilestones()) {
        if (arch.find(lower(row.architectureMatch)) != std::string::npos)
            return fromMilestones(d, row.milestones, asOfDay, SupportStatus::Supported);
    }
    SupportVerdict v;
    v.platform = "ROCm";
    switch (d.rocmSupport) {
    case RocmSupport::Supported:
        v.status = SupportStatus::Supported;
        v.explanation = Message{QT_TRANSLATE_NOOP("core", "Supported by current %1 releases"), {"ROCm"}, ""};
        break;
    case RocmSupport::Maintenance:
        v.status = SupportStatus::Ending;
        v.lastRelease = d.lastSupportedRelease;
        v.explanation = Message{QT_TRANSLATE_NOOP("core", "Software support ending: ROCm keeps %1 in maintenance (fixes only). Not advised for a new purchase"),
                                {d.name},
                                ""};
        break;
    case RocmSupport::Ended:
        v.status = SupportStatus::Ended;
        v.lastRelease = d.lastSupportedRelease;
        v.explanation = Message{QT_TRANSLATE_NOOP("core", "Software support ended: current ROCm releases no longer support %1 (last: %2). Not advised for a new purchase"),
                                {d.name, d.lastSupportedRelease.empty() ? std::string("?") : d.lastSupportedRelease},
                                ""};
        break;
    case RocmSupport::Unlisted:
        v.status = SupportStatus::Unofficial;
        v.explanation = Message{QT_TRANSLATE_NOOP("core", "Not on AMD's ROCm support list: %1 may run with workarounds, without AMD's support"),
                                {d.name},
                                ""};
        break;
    case RocmSupport::Unknown:
        v.platform.clear();
        break;
    }
    return v;
}

} // namespace

std::string_view toString(SupportStatus status)
{
    switch (status) {
    case SupportStatus::Unknown:
        return "unknown";
    case SupportStatus::Supported:
        return "supported";
    case SupportStatus::Ending:
        return "ending";
    case SupportStatus::Ended:
        return "ended";
    case SupportStatus::Unofficial:
        return "unofficial";
    }
    return {};
}

const std::vector<CudaMilestones> &cudaMilestones()
{
    static const std::vector<CudaMilestones> rows{
        // Kepler (sm_35, sm_37): deprecated in CUDA 11.0, removed in 12.0.
        {{3, 0},
         {3, 7},
         {"CUDA", "Kepler", PartialDate::yearMonth(2020, 5), "CUDA 11.0", PartialDate::yearMonth(2022, 12),
          "CUDA 12.0", "CUDA 11.8",
          "cuFFT deprecated functionality: SM35/SM37 deprecated from CUDA 11.0, no longer supported from CUDA 12.0 "
          "(docs.nvidia.com/cuda/archive/12.6.3/cufft/deprecated-functionality.html)"}},
        // Maxwell, Pascal and Volta (sm_50 to sm_72): "feature-complete" in
        // CUDA 12.8 (January 2025), offline compilation and library support
        // removed in CUDA 13.0 (August 2025).
        {{5, 0},
         {7, 2},
         {"CUDA", "Maxwell, Pascal and Volta", PartialDate::yearMonth(2025, 1), "CUDA 12.8",
          PartialDate::yearMonth(2025, 8), "CUDA 13.0", "CUDA 12.9",
          "CUDA 12.8 release notes, deprecated architectures (docs.nvidia.com/cuda/archive/12.8.0/"
          "cuda-toolkit-release-notes); CUDA 13.0 release notes (docs.nvidia.com/cuda/archive/13.0.0/"
          "cuda-toolkit-release-notes); cuFFT: Maxwell, Pascal and Volta no longer supported from CUDA 13.0, "
          "minimum Turing (docs.nvidia.com/cuda/cufft/deprecated-functionality.html)"}},
    };
    return rows;
}

const std::vector<RocmMilestones> &rocmMilestones()
{
    static const std::vector<RocmMilestones> rows{
        // gfx906: Instinct MI50/MI60, Radeon Pro VII, Radeon VII.
        {"Vega 20",
         "gfx906",
         {"ROCm", "gfx906 (Instinct MI50, Radeon Pro VII, Radeon VII)", PartialDate::ymd(2023, 7, 27), "ROCm 5.6",
          PartialDate::yearMonth(2024, 6), "the end of ROCm maintenance", "ROCm 5.7",
          "ROCm 5.6 release notes: gfx906 in maintenance mode from ROCm 5.7, no new features after it, end of "
          "maintenance Q2 2024 (rocm.docs.amd.com/en/docs-5.6.0/release.html)"}},
    };
    return rows;
}

SupportVerdict softwareSupport(const Device &device, std::optional<int> asOfDay)
{
    switch (softwareStack(device)) {
    case SoftwareStack::Cuda:
        return nvidia(device, asOfDay);
    case SoftwareStack::Rocm:
        return amd(device, asOfDay);
    case SoftwareStack::OneApi:
    case SoftwareStack::Tpu:
    case SoftwareStack::Other:
        break;
    }
    SupportVerdict v;
    if (!device.lastSupportedRelease.empty()) {
        v.status = SupportStatus::Ended;
        v.lastRelease = device.lastSupportedRelease;
        v.explanation = Message{QT_TRANSLATE_NOOP("core", "Software support ended: %1 is the last release for %2"),
                                {device.lastSupportedRelease, device.name},
                                ""};
    }
    return v;
}

double MaturityFactor::of(Workload workload) const
{
    switch (workload) {
    case Workload::Cnn:
        return cnn;
    case Workload::Rnn:
        return rnn;
    case Workload::Transformer:
        return transformer;
    }
    return 1.0;
}

SoftwareStack softwareStack(const Device &device)
{
    if (device.kind == DeviceKind::Tpu)
        return SoftwareStack::Tpu;
    // Called for every device at every view change: no lowered copy.
    if (equalsLowered(device.vendor, "nvidia"))
        return SoftwareStack::Cuda;
    if (equalsLowered(device.vendor, "amd"))
        return SoftwareStack::Rocm;
    if (equalsLowered(device.vendor, "intel"))
        return SoftwareStack::OneApi;
    return SoftwareStack::Other;
}

const MaturityFactor *SoftwareMaturity::factor(SoftwareStack stack) const
{
    switch (stack) {
    case SoftwareStack::Cuda:
        return nullptr;
    case SoftwareStack::Rocm:
        return &rocm;
    case SoftwareStack::OneApi:
        return &oneApi;
    case SoftwareStack::Tpu:
        return &tpu;
    case SoftwareStack::Other:
        return &other;
    }
    return nullptr;
}

double maturityFactor(const Device &device, const WorkloadMix &mix, const SoftwareMaturity &maturity)
{
    if (!maturity.enabled)
        return 1.0;
    const MaturityFactor *f = maturity.factor(softwareStack(device));
    if (!f)
        return 1.0;
    if (const auto single = mix.single())
        return f->of(*single);
    // Weighted geometric mean, as PerformanceModel combines a mix.
    const WorkloadMix w = mix.normalised();
    double logSum = 0.0;
    for (const Workload workload : {Workload::Cnn, Workload::Rnn, Workload::Transformer}) {
        const double weight = w.weight(workload);
        if (weight > 0.0)
            logSum += weight * std::log(std::max(f->of(workload), 1e-9));
    }
    return std::exp(logSum);
}

std::optional<Message> maturityBasis(const Device &device, double factor)
{
    if (std::fabs(factor - 1.0) < 1e-12)
        return std::nullopt;
    std::string stack;
    const char *rule = "";
    switch (softwareStack(device)) {
    case SoftwareStack::Rocm:
        stack = "ROCm";
        rule = "§2.2";
        break;
    case SoftwareStack::OneApi:
        stack = "oneAPI";
        rule = "§2.3";
        break;
    case SoftwareStack::Tpu:
        stack = "TPU";
        rule = "§2.4";
        break;
    case SoftwareStack::Other:
        stack = device.vendor;
        rule = "§2.6";
        break;
    case SoftwareStack::Cuda:
        return std::nullopt;
    }
    return Message{QT_TRANSLATE_NOOP("core", "Software maturity applied: the spec-sheet estimate is multiplied by %1 for the %2 software stack (it turns less of the hardware into training speed than CUDA does); switch it off in the assumptions"),
                   {formatFixed(factor, 2), stack},
                   rule};
}

} // namespace gpa
