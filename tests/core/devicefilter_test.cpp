#include "core/devicefilter.h"

#include <catch2/catch.hpp>

using namespace gpa;

namespace {

Device makeDevice(std::string id, std::string vendor, std::optional<double> memory,
                  std::optional<int> year, bool tensor)
{
    Device d;
    d.id = id;
    d.name = "Card " + id;
    d.vendor = std::move(vendor);
    d.architecture = tensor ? "Turing" : "Pascal";
    d.memoryGb = memory;
    d.releaseYear = year;
    d.tensorCores = tensor;
    return d;
}

} // namespace

TEST_CASE("An empty filter lets everything through", "[filter]")
{
    const DeviceFilter filter;
    CHECK_FALSE(filter.isActive());
    CHECK(filter.matches(makeDevice("a", "NVIDIA", std::nullopt, std::nullopt, false), std::nullopt));
}

TEST_CASE("Each restriction filters on its own, unknown values never pass a bound", "[filter]")
{
    const Device pascal = makeDevice("gtx-1070", "NVIDIA", 8.0, 2016, false);
    const Device turing = makeDevice("rtx-2060", "NVIDIA", 6.0, 2019, true);
    const Device unknown = makeDevice("mystery", "AMD", std::nullopt, std::nullopt, false);

    DeviceFilter f;
    f.minMemoryGb = 8.0;
    CHECK(f.matches(pascal, 380.0));
    CHECK_FALSE(f.matches(turing, 349.0));
    CHECK_FALSE(f.matches(unknown, 100.0));
    CHECK(f.activeCount() == 1);

    f = {};
    f.maxPriceUsd = 350.0;
    CHECK(f.matches(turing, 349.0));
    CHECK_FALSE(f.matches(pascal, 380.0));
    CHECK_FALSE(f.matches(turing, std::nullopt)); // no price, cannot be under the limit

    f = {};
    f.tensorCoresOnly = true;
    CHECK(f.matches(turing, std::nullopt));
    CHECK_FALSE(f.matches(pascal, std::nullopt));

    f = {};
    f.minYear = 2017;
    f.maxYear = 2019;
    CHECK(f.matches(turing, std::nullopt));
    CHECK_FALSE(f.matches(pascal, std::nullopt));
    CHECK_FALSE(f.matches(unknown, std::nullopt));
    CHECK(f.activeCount() == 1);

    f = {};
    f.vendors = std::set<std::string>{"AMD"};
    CHECK(f.matches(unknown, std::nullopt));
    CHECK_FALSE(f.matches(turing, std::nullopt));

    f = {};
    f.segments = std::set<Segment>{}; // every box unchecked: nothing passes
    CHECK_FALSE(f.matches(turing, std::nullopt));
    CHECK(f.activeCount() == 1);

    f = {};
    f.text = "TURING";
    CHECK(f.matches(turing, std::nullopt)); // architecture, case-insensitive
    f.text = "1070";
    CHECK(f.matches(pascal, std::nullopt)); // name and id
    CHECK_FALSE(f.matches(turing, std::nullopt));
}

TEST_CASE("Restrictions combine", "[filter]")
{
    DeviceFilter f;
    f.kinds = std::set<DeviceKind>{DeviceKind::Gpu};
    f.minMemoryGb = 6.0;
    f.tensorCoresOnly = true;
    CHECK(f.activeCount() == 3);
    CHECK(f.matches(makeDevice("rtx-2060", "NVIDIA", 6.0, 2019, true), 349.0));
    Device tpu = makeDevice("tpu-v3", "Google", 32.0, 2018, true);
    tpu.kind = DeviceKind::Tpu;
    CHECK_FALSE(f.matches(tpu, std::nullopt));
}

TEST_CASE("An id set lets exactly those devices through, with the other restrictions", "[filter]")
{
    const Device rtx2060 = makeDevice("rtx-2060", "NVIDIA", 6.0, 2019, true);
    const Device rtx2070 = makeDevice("rtx-2070", "NVIDIA", 8.0, 2018, true);
    const Device gtx1070 = makeDevice("gtx-1070", "NVIDIA", 8.0, 2016, false);

    DeviceFilter f;
    f.ids = std::set<std::string>{"rtx-2060", "rtx-2070"};
    CHECK(f.isActive());
    CHECK(f.activeCount() == 1);
    CHECK(f.matches(rtx2060, std::nullopt));
    CHECK(f.matches(rtx2070, 499.0));
    CHECK_FALSE(f.matches(gtx1070, 380.0));
    // An id is matched whole: "rtx-20" is no device's id.
    f.ids = std::set<std::string>{"rtx-20"};
    CHECK_FALSE(f.matches(rtx2060, std::nullopt));

    // Combined with a bound, both must hold.
    f.ids = std::set<std::string>{"rtx-2060", "rtx-2070"};
    f.minMemoryGb = 8.0;
    CHECK(f.activeCount() == 2);
    CHECK_FALSE(f.matches(rtx2060, std::nullopt));
    CHECK(f.matches(rtx2070, std::nullopt));

    // An empty set lets nothing through, like every box unchecked.
    f = {};
    f.ids = std::set<std::string>{};
    CHECK_FALSE(f.matches(rtx2060, std::nullopt));
    CHECK(f != DeviceFilter{});
}
