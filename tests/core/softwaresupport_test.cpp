// Software support as of a date (CUDA and ROCm milestones) and the software
// maturity factor applied to spec-sheet estimates (seed §2.2-§2.4).
#include "core/ranking.h"
#include "core/softwaresupport.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpa;

namespace {

Device nvidia(const std::string &name, const std::string &cc)
{
    Device d;
    d.id = "test";
    d.name = name;
    d.vendor = "NVIDIA";
    d.computeCapability = cc;
    return d;
}

Device amd(const std::string &name, const std::string &architecture, RocmSupport support,
           const std::string &last = "")
{
    Device d;
    d.id = "test";
    d.name = name;
    d.vendor = "AMD";
    d.architecture = architecture;
    d.rocmSupport = support;
    d.lastSupportedRelease = last;
    return d;
}

int day(int y, int m, int d)
{
    return dayNumber(y, m, d);
}

} // namespace

TEST_CASE("Software support: CUDA milestones by compute capability and date", "[support]")
{
    using S = SupportStatus;
    const auto [cc, asOf, expected, last] = GENERATE(table<std::string, std::optional<int>, S, std::string>({
        // Pascal on the 2019 view: supported
        {"6.1", day(2019, 4, 30), S::Supported, ""},
        // CUDA 12.8 (January 2025) announced the end: ending from 2025-01-31
        {"6.1", day(2025, 1, 30), S::Supported, ""},
        {"6.1", day(2025, 1, 31), S::Ending, "CUDA 12.9"},
        {"7.0", day(2025, 6, 1), S::Ending, "CUDA 12.9"},
        // CUDA 13.0 (August 2025) dropped them
        {"6.0", day(2025, 8, 31), S::Ended, "CUDA 12.9"},
        {"7.0", std::nullopt, S::Ended, "CUDA 12.9"},
        {"5.2", std::nullopt, S::Ended, "CUDA 12.9"},
        // Kepler: ended with CUDA 12.0 (December 2022)
        {"3.7", day(2023, 1, 1), S::Ended, "CUDA 11.8"},
        // Turing and later: supported today
        {"7.5", std::nullopt, S::Supported, ""},
        {"8.9", std::nullopt, S::Supported, ""},
        {"10.3", std::nullopt, S::Supported, ""},
        {"12.0", std::nullopt, S::Supported, ""},
    }));
    CAPTURE(cc, asOf);
    const SupportVerdict v = softwareSupport(nvidia("Card", cc), asOf);
    CHECK(v.status == expected);
    CHECK(v.lastRelease == last);
    CHECK(v.platform == "CUDA");
    REQUIRE(v.explanation);
    CHECK(v.fitForNewPurchase() == (expected == S::Supported));
}

TEST_CASE("Software support: an ended card says which release dropped it and the last one", "[support]")
{
    const SupportVerdict v = softwareSupport(nvidia("GeForce GTX 1080", "6.1"));
    REQUIRE(v.explanation);
    CHECK(v.explanation->english()
          == "Software support ended: CUDA 13.0 dropped Maxwell, Pascal and Volta (2025-08); CUDA 12.9 "
             "is the last release for GeForce GTX 1080. Not advised for a new purchase");
    REQUIRE(v.since);
    CHECK(*v.since == PartialDate::yearMonth(2025, 8));
    CHECK_FALSE(v.source.empty());
}

TEST_CASE("Software support: ROCm status, dated where the architecture is in the table", "[support]")
{
    using S = SupportStatus;
    // gfx906: maintenance announced 2023-07-27 (ROCm 5.6), ended Q2 2024
    const Device radeonVii = amd("AMD Radeon VII", "Vega 20 (GCN 5)", RocmSupport::Ended, "ROCm 5.7");
    CHECK(softwareSupport(radeonVii, day(2019, 4, 30)).status == S::Supported);
    CHECK(softwareSupport(radeonVii, day(2023, 7, 27)).status == S::Ending);
    const SupportVerdict ended = softwareSupport(radeonVii);
    CHECK(ended.status == S::Ended);
    CHECK(ended.lastRelease == "ROCm 5.7");
    CHECK(ended.platform == "ROCm");

    // No milestones for the architecture: the status column decides.
    CHECK(softwareSupport(amd("RX 7900 XTX", "RDNA 3", RocmSupport::Supported)).status == S::Supported);
    const SupportVerdict unlisted = softwareSupport(amd("RX 6900 XT", "RDNA 2", RocmSupport::Unlisted));
    CHECK(unlisted.status == S::Unofficial);
    CHECK(unlisted.fitForNewPurchase());
    CHECK(softwareSupport(amd("Old", "GCN", RocmSupport::Maintenance)).status == S::Ending);
    CHECK(softwareSupport(amd("Unknown", "", RocmSupport::Unknown)).status == S::Unknown);
}

TEST_CASE("Software support: other vendors end only where a last release is recorded", "[support]")
{
    Device tpu;
    tpu.name = "TPU";
    tpu.vendor = "Google";
    tpu.kind = DeviceKind::Tpu;
    CHECK(softwareSupport(tpu).status == SupportStatus::Unknown);
    tpu.lastSupportedRelease = "JAX 0.4";
    CHECK(softwareSupport(tpu).status == SupportStatus::Ended);
}

TEST_CASE("Software maturity: factors per stack and workload, off switch", "[support][maturity]")
{
    const SoftwareMaturity m;
    const Device radeon = amd("Radeon", "RDNA 3", RocmSupport::Supported);
    CHECK(maturityFactor(radeon, WorkloadMix::only(Workload::Cnn), m) == 0.48);
    CHECK(maturityFactor(radeon, WorkloadMix::only(Workload::Rnn), m) == 0.87);
    // equal weights: geometric mean (0.48 x 0.87 x 0.48)^(1/3) = 0.200448^(1/3) = 0.585240
    CHECK_THAT(maturityFactor(radeon, WorkloadMix{}, m), Catch::Matchers::WithinRel(0.585240, 1e-5));
    CHECK(maturityFactor(nvidia("Card", "8.9"), WorkloadMix{}, m) == 1.0);
    Device tpu;
    tpu.kind = DeviceKind::Tpu;
    tpu.vendor = "Google";
    CHECK(maturityFactor(tpu, WorkloadMix::only(Workload::Cnn), m) == 1.0);
    CHECK(maturityFactor(tpu, WorkloadMix::only(Workload::Rnn), m) == 0.5);

    SoftwareMaturity off;
    off.enabled = false;
    CHECK(maturityFactor(radeon, WorkloadMix::only(Workload::Cnn), off) == 1.0);
}

TEST_CASE("Software maturity: applied to estimates only, relative to the reference, and said",
          "[support][maturity]")
{
    const SoftwareMaturity m;
    const Device radeon = amd("Radeon VII", "Vega 20 (GCN 5)", RocmSupport::Ended);
    const WorkloadMix cnn = WorkloadMix::only(Workload::Cnn);

    PerformanceFigure estimate;
    estimate.relative = 1.12;
    estimate.provenance = Provenance::Estimated;
    CHECK(applySoftwareMaturity(estimate, radeon, cnn, 1.0, m) == 0.48);
    CHECK_THAT(estimate.relative, Catch::Matchers::WithinRel(0.5376, 1e-12)); // 1.12 x 0.48
    REQUIRE(estimate.basis.size() == 1);
    CHECK(estimate.basis[0].english().find("multiplied by 0.48 for the ROCm software stack")
          != std::string::npos);
    CHECK(estimate.basis[0].rule == "§2.2");
    Device tpu;
    tpu.kind = DeviceKind::Tpu;
    tpu.vendor = "Google";
    REQUIRE(maturityBasis(tpu, 0.5));
    CHECK(maturityBasis(tpu, 0.5)->rule == "§2.4");
    CHECK_FALSE(maturityBasis(tpu, 1.0));

    PerformanceFigure measured;
    measured.relative = 0.9;
    measured.provenance = Provenance::Measured;
    CHECK(applySoftwareMaturity(measured, radeon, cnn, 1.0, m) == 1.0);
    CHECK(measured.relative == 0.9);
    CHECK(measured.basis.empty());

    // An AMD reference: an AMD estimate keeps its ratio to it (0.48 / 0.48)
    PerformanceFigure same = estimate;
    same.relative = 1.5;
    same.basis.clear();
    CHECK(applySoftwareMaturity(same, radeon, cnn, 0.48, m) == 1.0);
    CHECK(same.relative == 1.5);
}

TEST_CASE("Software stack: the vendor decides it whatever its case and the whole name must match",
          "[support][maturity]")
{
    Device d;
    d.kind = DeviceKind::Gpu;
    const auto stackOf = [&d](const char *vendor) {
        d.vendor = vendor;
        return softwareStack(d);
    };
    CHECK(stackOf("NVIDIA") == SoftwareStack::Cuda);
    CHECK(stackOf("nVidia") == SoftwareStack::Cuda);
    CHECK(stackOf("AMD") == SoftwareStack::Rocm);
    CHECK(stackOf("amd") == SoftwareStack::Rocm);
    CHECK(stackOf("Intel") == SoftwareStack::OneApi);
    CHECK(stackOf("NVIDIA Corporation") == SoftwareStack::Other);
    CHECK(stackOf("nvidi") == SoftwareStack::Other);
    CHECK(stackOf("") == SoftwareStack::Other);
    CHECK(stackOf("Apple") == SoftwareStack::Other);
    d.kind = DeviceKind::Tpu;
    CHECK(stackOf("NVIDIA") == SoftwareStack::Tpu);
}
