#pragma once

#include "date.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpa {

enum class DeviceKind { Gpu, Tpu, Accelerator, Cpu };
enum class Segment { Consumer, Workstation, Datacenter, CloudOnly };
// Reference-design cooling; what matters for multi-GPU builds (seed §5.1).
enum class Cooling { Unknown, Blower, OpenAir, Passive, Varies, Other };
// How the device is built into a machine, which decides where it can go: a
// PCIe card into a free slot; an SXM or OAM module only onto the baseboard of
// an HGX or OAM server; a `system` or `soc` is a whole machine; a
// `cloud-only` device cannot be bought at all.
enum class FormFactor { Unknown, Pcie, Sxm, Oam, System, Soc, CloudOnly };
// AMD's ROCm support of a device, as its compatibility matrix and release
// notes state it: listed as supported; in maintenance (end of support
// announced: fixes only); support ended; or never listed (may run
// unofficially).
enum class RocmSupport { Unknown, Supported, Maintenance, Ended, Unlisted };

// Where a catalogue row comes from: the bundled reference data, the user, or
// a bundled row the user changed (revertible).
enum class Origin { Bundled, User, Modified };

std::string_view toString(DeviceKind kind);
std::string_view toString(Segment segment);
std::string_view toString(Cooling cooling);
std::string_view toString(Origin origin);
std::string_view toString(FormFactor formFactor); // "" for Unknown
std::string_view toString(RocmSupport support);   // "" for Unknown
std::optional<DeviceKind> parseDeviceKind(std::string_view text);
std::optional<Segment> parseSegment(std::string_view text);
std::optional<Origin> parseOrigin(std::string_view text);
// "" parses as Unknown; any other text not in the list is nullopt.
std::optional<FormFactor> parseFormFactor(std::string_view text);
std::optional<RocmSupport> parseRocmSupport(std::string_view text);

// An NVIDIA compute capability such as "8.9" or "12.0".
struct ComputeCapability
{
    int major = 0;
    int minor = 0;
    friend auto operator<=>(const ComputeCapability &, const ComputeCapability &) = default;
};
// "8.9" -> {8, 9}; nullopt for anything but digits, one dot, digits.
std::optional<ComputeCapability> parseComputeCapability(std::string_view text);
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

    // Physical and software fit (where it can be installed and what still
    // runs on it). board_slots, length_mm, cooling and tdp_w above belong
    // here too.
    FormFactor formFactor = FormFactor::Unknown;
    std::string powerConnectors;      // "1x 16-pin 12V-2x6", "2x 8-pin PCIe", "none (slot power)"
    std::string computeCapability;    // NVIDIA only, e.g. "8.9"
    RocmSupport rocmSupport = RocmSupport::Unknown; // AMD only
    // The last framework or driver release that supports the device, where
    // support has ended or its end is announced ("CUDA 12.9", "ROCm 5.7").
    std::string lastSupportedRelease;
    std::string platformSource; // where the fit and support values come from
    std::string platformNotes;  // facts about them; "<column> unknown: reason"

    Origin origin = Origin::Bundled;
    // The catalogue's row version when this device was read (0: not read
    // from a catalogue); an update of a newer row is refused as stale.
    std::int64_t rowVersion = 0;

    [[nodiscard]] Cooling coolingType() const { return coolingFromText(cooling); }
    [[nodiscard]] bool hasTensorCores() const { return tensorCores.value_or(false); }
    [[nodiscard]] std::optional<ComputeCapability> capability() const
    {
        return parseComputeCapability(computeCapability);
    }
    // The date by which the device was on sale: the release month where known,
    // else the end of the release year (seed data often has only the year).
    [[nodiscard]] std::optional<PartialDate> availableFrom() const;
};

} // namespace gpa
