#include "device.h"

#include <algorithm>
#include <array>
#include <utility>

namespace gpa {

namespace {

template<typename Enum, std::size_t N>
std::optional<Enum> lookup(const std::array<std::pair<Enum, std::string_view>, N> &table,
                           std::string_view text)
{
    const auto it = std::find_if(table.begin(), table.end(),
                                 [text](const auto &entry) { return entry.second == text; });
    if (it == table.end())
        return std::nullopt;
    return it->first;
}

template<typename Enum, std::size_t N>
std::string_view name(const std::array<std::pair<Enum, std::string_view>, N> &table, Enum value)
{
    for (const auto &[e, text] : table) {
        if (e == value)
            return text;
    }
    return {};
}

constexpr std::array kKinds{
    std::pair{DeviceKind::Gpu, std::string_view{"gpu"}},
    std::pair{DeviceKind::Tpu, std::string_view{"tpu"}},
    std::pair{DeviceKind::Accelerator, std::string_view{"accelerator"}},
    std::pair{DeviceKind::Cpu, std::string_view{"cpu"}},
};

constexpr std::array kSegments{
    std::pair{Segment::Consumer, std::string_view{"consumer"}},
    std::pair{Segment::Workstation, std::string_view{"workstation"}},
    std::pair{Segment::Datacenter, std::string_view{"datacenter"}},
    std::pair{Segment::CloudOnly, std::string_view{"cloud-only"}},
};

constexpr std::array kCoolings{
    std::pair{Cooling::Unknown, std::string_view{"unknown"}},
    std::pair{Cooling::Blower, std::string_view{"blower"}},
    std::pair{Cooling::OpenAir, std::string_view{"open-air"}},
    std::pair{Cooling::Passive, std::string_view{"passive"}},
    std::pair{Cooling::Varies, std::string_view{"varies"}},
    std::pair{Cooling::Other, std::string_view{"other"}},
};

constexpr std::array kOrigins{
    std::pair{Origin::Bundled, std::string_view{"bundled"}},
    std::pair{Origin::User, std::string_view{"user"}},
    std::pair{Origin::Modified, std::string_view{"modified"}},
};

constexpr std::array kFormFactors{
    std::pair{FormFactor::Unknown, std::string_view{""}},
    std::pair{FormFactor::Pcie, std::string_view{"pcie"}},
    std::pair{FormFactor::Sxm, std::string_view{"sxm"}},
    std::pair{FormFactor::Oam, std::string_view{"oam"}},
    std::pair{FormFactor::System, std::string_view{"system"}},
    std::pair{FormFactor::Soc, std::string_view{"soc"}},
    std::pair{FormFactor::CloudOnly, std::string_view{"cloud-only"}},
};

constexpr std::array kRocmSupports{
    std::pair{RocmSupport::Unknown, std::string_view{""}},
    std::pair{RocmSupport::Supported, std::string_view{"supported"}},
    std::pair{RocmSupport::Maintenance, std::string_view{"maintenance"}},
    std::pair{RocmSupport::Ended, std::string_view{"ended"}},
    std::pair{RocmSupport::Unlisted, std::string_view{"unlisted"}},
};

} // namespace

std::string_view toString(DeviceKind kind) { return name(kKinds, kind); }
std::string_view toString(Segment segment) { return name(kSegments, segment); }
std::string_view toString(Cooling cooling) { return name(kCoolings, cooling); }
std::string_view toString(Origin origin) { return name(kOrigins, origin); }
std::optional<DeviceKind> parseDeviceKind(std::string_view text) { return lookup(kKinds, text); }
std::optional<Segment> parseSegment(std::string_view text) { return lookup(kSegments, text); }
std::optional<Origin> parseOrigin(std::string_view text) { return lookup(kOrigins, text); }
std::string_view toString(FormFactor formFactor) { return name(kFormFactors, formFactor); }
std::string_view toString(RocmSupport support) { return name(kRocmSupports, support); }
std::optional<FormFactor> parseFormFactor(std::string_view text) { return lookup(kFormFactors, text); }
std::optional<RocmSupport> parseRocmSupport(std::string_view text) { return lookup(kRocmSupports, text); }

std::optional<ComputeCapability> parseComputeCapability(std::string_view text)
{
    const auto dot = text.find('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 1 >= text.size() || dot > 2
        || text.size() - dot - 1 > 2)
        return std::nullopt;
    const auto digits = [](std::string_view part) {
        int value = 0;
        for (const char c : part) {
            if (c < '0' || c > '9')
                return -1;
            value = value * 10 + (c - '0');
        }
        return value;
    };
    const int major = digits(text.substr(0, dot));
    const int minor = digits(text.substr(dot + 1));
    if (major < 0 || minor < 0)
        return std::nullopt;
    return ComputeCapability{major, minor};
}

Cooling coolingFromText(std::string_view text)
{
    if (text.empty())
        return Cooling::Unknown;
    if (const auto known = lookup(kCoolings, text))
        return *known;
    return Cooling::Other;
}

std::optional<PartialDate> Device::availableFrom() const
{
    if (releaseDate && releaseDate->isValid())
        return releaseDate;
    if (releaseYear)
        return PartialDate::yearOnly(*releaseYear);
    return std::nullopt;
}

} // namespace gpa
