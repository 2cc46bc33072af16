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

} // namespace

std::string_view toString(DeviceKind kind) { return name(kKinds, kind); }
std::string_view toString(Segment segment) { return name(kSegments, segment); }
std::string_view toString(Cooling cooling) { return name(kCoolings, cooling); }
std::string_view toString(Origin origin) { return name(kOrigins, origin); }
std::optional<DeviceKind> parseDeviceKind(std::string_view text) { return lookup(kKinds, text); }
std::optional<Segment> parseSegment(std::string_view text) { return lookup(kSegments, text); }
std::optional<Origin> parseOrigin(std::string_view text) { return lookup(kOrigins, text); }

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
