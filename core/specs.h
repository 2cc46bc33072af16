#pragma once

#include "device.h"
#include "records.h"

#include <string_view>
#include <vector>

namespace gpa {

// A supplement-only field (no devices column): the part of a unified memory
// the GPU can use, GB, for machines whose CPU and GPU share it.
inline constexpr std::string_view kGpuMemoryField = "gpu_memory_gb";

// A device's specification sheet with the vendor-document supplements applied
// (database/seed/spec_supplements.csv). A supplement only fills a value the
// device leaves unknown: a value in the device row, bundled or typed by the
// user, always wins. `supplied` lists the supplements that were used, so the
// UI can show where such a value comes from.
struct SpecSheet
{
    Device device;
    std::vector<SpecSupplement> supplied;

    // The supplement that filled `field` (a devices column name such as
    // "l2_cache_mb"), or nullptr when the value is the device's own.
    [[nodiscard]] const SpecSupplement *supplement(std::string_view field) const;
};

// Applies the supplements whose device_id is device.id. Supplements for a
// field the device already knows, or for a field that is not a number on the
// sheet, are ignored. The first supplement for a field wins.
SpecSheet withSupplements(const Device &device, const std::vector<SpecSupplement> &supplements);

} // namespace gpa
