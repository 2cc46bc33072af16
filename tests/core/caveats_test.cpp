#include "core/caveats.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>

using namespace gpa;

namespace {

// Fields of database/seed/devices.csv that the caveats read.
struct Row
{
    std::string id;
    std::string name;
    std::string vendor;
    DeviceKind kind;
    Segment segment;
    std::string architecture;
    std::optional<double> memoryGb;
    std::optional<double> fp32;
    std::optional<double> fp16NonTensor;
    std::optional<bool> tensorCores;
    std::string cooling;
};

Device device(const Row &r)
{
    Device d;
    d.id = r.id;
    d.name = r.name;
    d.vendor = r.vendor;
    d.kind = r.kind;
    d.segment = r.segment;
    d.architecture = r.architecture;
    d.memoryGb = r.memoryGb;
    d.fp32Tflops = r.fp32;
    d.fp16TflopsNonTensor = r.fp16NonTensor;
    d.tensorCores = r.tensorCores;
    d.cooling = r.cooling;
    return d;
}

std::vector<std::string> rules(const std::vector<Message> &messages)
{
    std::vector<std::string> out;
    for (const Message &m : messages)
        out.push_back(m.rule);
    return out;
}

using G = DeviceKind;
using S = Segment;
using Rules = std::vector<std::string>;

} // namespace

TEST_CASE("Caveats: the seed's rules that apply to bundled-like devices", "[caveats]")
{
    const auto [row, expected] = GENERATE(table<Row, Rules>({
        // licence (§2.1), 8 GB with tensor cores (§6.3), open-air (§5.1)
        {{"rtx-2070", "GeForce RTX 2070", "NVIDIA", G::Gpu, S::Consumer, "Turing", 8, 7.88, 15.76,
          true, "open-air"},
         {"§2.1", "§6.3", "§5.1"}},
        // 11 GB is still "small"; open-air
        {{"rtx-2080-ti", "GeForce RTX 2080 Ti", "NVIDIA", G::Gpu, S::Consumer, "Turing", 11, 13.45,
          26.9, true, "open-air"},
         {"§2.1", "§6.3", "§5.1"}},
        // Pascal GeForce: 11.34 / 0.177 = 64x slower 16-bit (§3.1); no tensor cores: no §6.3
        {{"gtx-1080-ti", "GeForce GTX 1080 Ti", "NVIDIA", G::Gpu, S::Consumer, "Pascal", 11, 11.34,
          0.177, false, "blower"},
         {"§2.1", "§3.1"}},
        {{"gtx-1060-6gb", "GeForce GTX 1060 6GB", "NVIDIA", G::Gpu, S::Consumer, "Pascal", 6, 4.38,
          0.068, false, "blower"},
         {"§2.1", "§3.1"}},
        // "varies" cooling: the softer §5.1 warning
        {{"gtx-1050-ti", "GeForce GTX 1050 Ti", "NVIDIA", G::Gpu, S::Consumer, "Pascal", 4, 2.138,
          0.033, false, "varies"},
         {"§2.1", "§3.1", "§5.1"}},
        {{"rtx-4060", "GeForce RTX 4060", "NVIDIA", G::Gpu, S::Consumer, "Ada Lovelace", 8, 15.11,
          15.11, true, "varies"},
         {"§2.1", "§6.3", "§5.1"}},
        // 24 GB: no memory caveat
        {{"titan-rtx", "TITAN RTX", "NVIDIA", G::Gpu, S::Consumer, "Turing", 24, 16.31, 32.6, true,
          "open-air"},
         {"§2.1", "§5.1"}},
        // Data-centre: cost up to 10x (§2.1); passive cooling, 16 GB
        {{"tesla-v100-pcie-16gb", "Tesla V100 PCIe 16 GB", "NVIDIA", G::Gpu, S::Datacenter, "Volta",
          16, 14.13, 28.26, true, "passive"},
         {"§2.1"}},
        // Pascal data-centre card with full-rate 16-bit: no §3.1
        {{"tesla-p100-pcie-16gb", "Tesla P100 PCIe 16 GB", "NVIDIA", G::Gpu, S::Datacenter,
          "Pascal", 16, 9.3, 18.7, false, "passive"},
         {"§2.1"}},
        // Workstation with a blower and 24 GB: nothing applies
        {{"quadro-rtx-6000", "Quadro RTX 6000", "NVIDIA", G::Gpu, S::Workstation, "Turing", 24,
          16.31, 32.62, true, "blower"},
         {}},
        // Cloud-only NVIDIA GPU: neither bought nor put in one's own data centre
        {{"a10g", "A10G", "NVIDIA", G::Gpu, S::CloudOnly, "Ampere", 24, 31.5, std::nullopt, true,
          "passive"},
         {}},
        // AMD without tensor cores: support and no tensor cores (§2.2), open-air
        {{"radeon-vii", "Radeon VII", "AMD", G::Gpu, S::Consumer, "Vega 20 (GCN 5)", 16, 13.8, 27.7,
          false, "open-air"},
         {"§2.2", "§2.2", "§5.1"}},
        // AMD with matrix cores: support only
        {{"rx-7900-xtx", "Radeon RX 7900 XTX", "AMD", G::Gpu, S::Consumer, "RDNA 3", 24, 61.42,
          122.8, true, "open-air"},
         {"§2.2", "§5.1"}},
        {{"mi300x", "Instinct MI300X", "AMD", G::Accelerator, S::Datacenter, "CDNA 3", 192, 163.4,
          std::nullopt, true, "passive"},
         {"§2.2"}},
        // Xeon Phi, decided from the architecture
        {{"xeon-phi-7250", "Xeon Phi 7250", "Intel", G::Accelerator, S::Datacenter,
          "Knights Landing (MIC)", 16, 6.09, std::nullopt, false, "n/a (socketed CPU)"},
         {"§2.3"}},
        // Other Intel accelerators and GPUs: the software stack (§2.6)
        {{"gaudi-2", "Gaudi 2", "Intel", G::Accelerator, S::Datacenter, "Gaudi 2", 96, std::nullopt,
          std::nullopt, true, "passive"},
         {"§2.6"}},
        {{"arc-a770-16gb", "Arc A770 16GB", "Intel", G::Gpu, S::Consumer, "Xe-HPG (Alchemist)", 16,
          17.2, 34.4, true, "open-air"},
         {"§2.6", "§5.1"}},
        // TPU: cloud only, and the 2019 framework remark (§2.4)
        {{"tpu-v3", "TPU v3", "Google", G::Tpu, S::CloudOnly, "TPU v3", 32, std::nullopt,
          std::nullopt, true, ""},
         {"§2.4", "§2.4"}},
    }));
    CAPTURE(row.id);
    const auto caveats = deviceCaveats(device(row));
    CHECK(rules(caveats) == expected);
}

TEST_CASE("Caveats: sentences name no card and carry their numbers", "[caveats]")
{
    const Row rtx2070{
        "rtx-2070", "GeForce RTX 2070", "NVIDIA", G::Gpu, S::Consumer, "Turing", 8, 7.88, 15.76,
        true,       "open-air"};
    const auto caveats = deviceCaveats(device(rtx2070));
    REQUIRE(caveats.size() == 3);
    CHECK(caveats[1].english()
          == "With 16-bit training its 8 GB hold about as much as 12 GB at 32-bit"); // 8 x 1.5

    Assumptions a;
    a.memoryFactor16Bit = 2.0; // seed §6.2's "almost like 16 GB"
    CHECK(deviceCaveats(device(rtx2070), a)[1].english()
          == "With 16-bit training its 8 GB hold about as much as 16 GB at 32-bit");

    const Row gtx1050ti{"gtx-1050-ti",
                        "GeForce GTX 1050 Ti",
                        "NVIDIA",
                        G::Gpu,
                        S::Consumer,
                        "Pascal",
                        4,
                        2.138,
                        0.033,
                        false,
                        "varies"};
    // 2.138 / 0.033 = 64.8 -> "1/65"
    CHECK(deviceCaveats(device(gtx1050ti))[1].english()
          == "16-bit arithmetic runs at only 1/65 of the 32-bit rate: no speed-up from 16-bit "
             "training");

    // No sentence names a card or a product line.
    for (const Row &r : {rtx2070, gtx1050ti}) {
        for (const Message &m : deviceCaveats(device(r))) {
            std::string text = m.english();
            std::transform(text.begin(), text.end(), text.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            for (const char *word : {"rtx", "gtx", "tesla", "titan", "quadro", "geforce", "2070"}) {
                CAPTURE(text, word);
                CHECK(text.find(word) == std::string::npos);
            }
        }
    }
}

TEST_CASE("Caveats: unknown values add no caveat", "[caveats]")
{
    Device d;
    d.vendor = "NVIDIA";
    d.segment = Segment::Workstation; // no licence or price caveat
    // memory, rates, tensor cores and cooling all unknown
    CHECK(deviceCaveats(d).empty());
}

TEST_CASE("Caveats are dated: the article's 2019 remarks are facts on the 2019 view only", "[caveats]")
{
    const Row h100{"h100-sxm", "H100 SXM", "NVIDIA", G::Gpu, S::Datacenter, "Hopper", 80, 67.0, std::nullopt,
                   true, "passive"};
    const Row v100{"tesla-v100-pcie-16gb", "Tesla V100 PCIe 16GB", "NVIDIA", G::Gpu, S::Datacenter, "Volta", 16,
                   14.0, 28.0, true, "passive"};
    const Row radeon{"radeon-vii", "Radeon VII", "AMD", G::Gpu, S::Consumer, "Vega 20 (GCN 5)", 16, 13.8, 27.6,
                     false, "open-air"};
    const std::string fact = "Data-centre cards cost up to 10 times as much as consumer cards with no real "
                             "advantage for deep learning";
    const int view2019 = dayNumber(2019, 4, 30);

    // 2019 view: the remark about the V100 is the article's statement of fact.
    const auto then = datedCaveats(device(v100), {}, view2019);
    REQUIRE(then.size() == 1);
    CHECK(then[0].message.english() == fact);
    CHECK(then[0].message.rule == "§2.1");
    CHECK_FALSE(then[0].historical);
    CHECK(then[0].speaksFor == kSeedArticleDate);

    // Today's view (and any view from the article's 2020 update on): the
    // same remark is shown as the article's 2019 view, never as a fact.
    for (const std::optional<int> day : {std::optional<int>{}, std::optional<int>{dayNumber(2020, 9, 7)},
                                         std::optional<int>{dayNumber(2024, 6, 1)}}) {
        CAPTURE(day.value_or(-1));
        for (const Row &r : {h100, v100}) {
            CAPTURE(r.id);
            const auto caveats = datedCaveats(device(r), {}, day);
            REQUIRE(caveats.size() == 1);
            CHECK(caveats[0].historical);
            CHECK(caveats[0].message.english() != fact);
            CHECK(caveats[0].message.english().rfind("The article's 2019 view: ", 0) == 0);
        }
    }
    // The day before the update the remark still holds as the article's.
    CHECK_FALSE(datedCaveats(device(v100), {}, dayNumber(2020, 9, 6))[0].historical);

    // AMD: the software remark is dated, the missing tensor cores are not.
    const auto amd = datedCaveats(device(radeon), {}, std::nullopt);
    REQUIRE(amd.size() == 3);
    CHECK(amd[0].historical);
    CHECK(amd[0].message.rule == "§2.2");
    CHECK_FALSE(amd[1].historical);
    CHECK_FALSE(amd[1].speaksFor);
    CHECK(amd[1].message.english().rfind("No tensor cores", 0) == 0);

    // The GeForce licence term still stands: it is never historical.
    const Row rtx2070{"rtx-2070", "GeForce RTX 2070", "NVIDIA", G::Gpu, S::Consumer, "Turing", 8, 7.88, 15.76,
                      true, "open-air"};
    for (const Caveat &c : datedCaveats(device(rtx2070), {}, std::nullopt))
        CHECK_FALSE(c.historical);
}
