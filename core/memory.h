#pragma once

#include "message.h"
#include "workload.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// Memory a device offers in 32-bit terms. With 16-bit (mixed-precision)
// training activations and weights take about half the space, yet
// frameworks keep 32-bit master weights, so in practice N GB at 16-bit hold
// what about factor x N GB hold at 32-bit (seed §6.3: 8 GB ~= 12 GB, factor
// 1.5, editable in Assumptions). At fp32 it is the physical memory.
double effectiveMemoryGb(double physicalGb, Precision training, double factor16Bit);

// What a model needs, in GB, and the precision that figure was measured at.
// A need stated at 32-bit is the common case (published batch-size tables);
// a need measured while training in 16-bit is already the smaller figure.
struct MemoryRequirement
{
    double gb = 0.0;
    Precision statedAt = Precision::Fp32;
};

// Both sides are compared in 32-bit terms:
//   capacity = memory x factor when training in 16-bit, else memory;
//   need     = gb x factor when stated at 16-bit, else gb.
// (Training in 16-bit a need stated at 16-bit compares memory with gb
// directly; training at 32-bit a need stated at 16-bit needs gb x factor.)
struct MemoryFit
{
    std::optional<bool> fits; // nullopt when the memory size is unknown
    std::optional<double> capacityFp32Gb; // the device's memory in 32-bit terms
    double requiredFp32Gb = 0.0; // the need in 32-bit terms
    std::optional<double> headroomFp32Gb; // capacity - need (negative: short)
    Message verdict; // "Fits" / "Does not fit: 2.5 GB short"
    Message detail; // how the factor applied
};

MemoryFit checkMemoryFit(std::optional<double> deviceMemoryGb, Precision training,
                         const MemoryRequirement &need, double factor16Bit);

// A common model with the memory it needs at 32-bit and where the number
// comes from. `estimate` marks numbers without a published source; `basis`
// says how they were derived.
struct ModelPreset
{
    std::string id;
    const char *name = ""; // translatable, QT_TRANSLATE_NOOP("core", ...)
    double fp32Gb = 0.0; // per device
    int devices = 1; // devices of the published setup (per-device need above)
    bool estimate = false;
    const char *basis = ""; // translatable: what the number means and how it was found
    std::string source; // where it was published ("" for estimates)

    [[nodiscard]] MemoryRequirement requirement() const { return {fp32Gb, Precision::Fp32}; }
};

const std::vector<ModelPreset> &modelPresets();
const ModelPreset *findModelPreset(std::string_view id);

} // namespace gpa
