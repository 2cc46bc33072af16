#include "specs.h"

#include <cmath>
#include <optional>

namespace gpa {

namespace {

// The numeric columns of a device row a supplement may fill.
std::optional<double> *numericField(Device &d, std::string_view field)
{
    if (field == "memory_gb")
        return &d.memoryGb;
    if (field == "memory_bandwidth_gbs")
        return &d.memoryBandwidthGbs;
    if (field == "fp32_tflops")
        return &d.fp32Tflops;
    if (field == "fp16_tflops_nontensor")
        return &d.fp16TflopsNonTensor;
    if (field == "tensor_fp16_tflops_dense")
        return &d.tensorFp16TflopsDense;
    if (field == "int8_tops_dense")
        return &d.int8TopsDense;
    if (field == "l2_cache_mb")
        return &d.l2CacheMb;
    if (field == "tdp_w")
        return &d.tdpW;
    if (field == "pcie_gen")
        return &d.pcieGen;
    if (field == "launch_msrp_usd")
        return &d.launchMsrpUsd;
    if (field == "typical_used_price_usd")
        return &d.typicalUsedPriceUsd;
    if (field == "board_slots")
        return &d.boardSlots;
    if (field == "length_mm")
        return &d.lengthMm;
    if (field == "psu_recommended_w")
        return &d.psuRecommendedW;
    if (field == kGpuMemoryField)
        return &d.gpuMemoryGb;
    return nullptr;
}

} // namespace

const SpecSupplement *SpecSheet::supplement(std::string_view field) const
{
    for (const SpecSupplement &s : supplied) {
        if (s.field == field)
            return &s;
    }
    return nullptr;
}

SpecSheet withSupplements(const Device &device, const std::vector<SpecSupplement> &supplements)
{
    SpecSheet sheet{device, {}};
    for (const SpecSupplement &s : supplements) {
        if (s.deviceId != device.id || !std::isfinite(s.value) || sheet.supplement(s.field))
            continue;
        if (s.field == "tensor_cores") {
            // 1 = yes, 0 = no, as a number column would hold it.
            if (sheet.device.tensorCores || (s.value != 0.0 && s.value != 1.0))
                continue;
            sheet.device.tensorCores = s.value == 1.0;
        } else if (s.field == "release_year") {
            if (sheet.device.releaseYear || s.value != std::floor(s.value))
                continue;
            sheet.device.releaseYear = static_cast<int>(s.value);
        } else {
            std::optional<double> *field = numericField(sheet.device, s.field);
            if (!field || field->has_value())
                continue;
            *field = s.value;
        }
        sheet.supplied.push_back(s);
    }
    return sheet;
}

} // namespace gpa
