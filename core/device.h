#pragma once

#include "date.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpa {

enum class DeviceKind { Gpu, Tpu, Accelerator, Cpu };
enum class Segment { Consumer, Workstation, Datacenter, CloudOnly };
// Reference-design cooling; what matters for multi-GPU builds (seed §5.1).
enum class Cooling { Unknown, Blower, OpenAir, Passive, Varies, Other };

// Where a catalogue row comes from: the bundled reference data, the user, or
// a bundled row the user changed (revertible).
enum class Origin { Bundled, User, Modified };

std::string_view toString(DeviceKind kind);
std::string_view toString(Segment segment);
std::string_view toString(Cooling cooling);
std::string_view toString(Origin origin);
std::optional<DeviceKind> parseDeviceKind(std::string_view text);
std::optional<Segment> parseSegment(std::string_view text);
std::optional<Origin> parseOrigin(std::string_view text);
// Free text such as "open-air", "blower" or "n/a (socketed CPU)".
Cooling coolingFromText(std::string_view text);

// One accelerator with its specification sheet. Every number is optional:
// an empty value is unknown and must never be read as zero.
struct Device
{
    std::string id; // stable slug, e.g. "rtx-2080-ti"
    std::string name;
    std::string vendor;
    DeviceKind kind = DeviceKind::Gpu;
    Segment segment = Segment::Consumer;
    std::string architecture;
    std::optional<int> releaseYear;
    std::optional<PartialDate> releaseDate; // YYYY-MM where known

    std::optional<double> memoryGb;
    // Of a unified memory shared with the CPU, the part the GPU can use; not
    // a devices column, filled from the gpu_memory_gb specification
    // supplement (specs.h). nullopt: all of memoryGb.
    std::optional<double> gpuMemoryGb;
    std::string memoryType;
    std::optional<double> memoryBandwidthGbs;
    std::optional<double> fp32Tflops;
    std::optional<double> fp16TflopsNonTensor;
    std::optional<double> tensorFp16TflopsDense;
    std::optional<double> int8TopsDense;
    std::optional<bool> tensorCores;
    std::optional<double> l2CacheMb;

    std::optional<double> tdpW;
    std::optional<double> pcieGen;
    std::string interconnect;
    std::optional<double> launchMsrpUsd;
    std::optional<double> typicalUsedPriceUsd;
    std::string cooling; // as recorded; see coolingType()
    std::optional<double> boardSlots;
    std::optional<double> lengthMm;
    std::optional<double> psuRecommendedW;

    std::string source;
    std::string notes;
    Origin origin = Origin::Bundled;

    [[nodiscard]] Cooling coolingType() const { return coolingFromText(cooling); }
    [[nodiscard]] bool hasTensorCores() const { return tensorCores.value_or(false); }
    // The date by which the device was on sale: the release month where known,
    // else the end of the release year (seed data often has only the year).
    [[nodiscard]] std::optional<PartialDate> availableFrom() const;
};

} // namespace gpa
