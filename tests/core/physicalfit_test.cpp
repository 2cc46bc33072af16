// Physical fit: form factor, slots, length, cooling and power of N cards in
// a host profile, and the most cards the host takes.
#include "core/assumptions.h"
#include "core/physicalfit.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gpa;

namespace {

Device card(const std::string &name, FormFactor formFactor, std::optional<double> slots,
            std::optional<double> lengthMm, const std::string &cooling, std::optional<double> watts)
{
    Device d;
    d.id = "test-card";
    d.name = name;
    d.vendor = "NVIDIA";
    d.formFactor = formFactor;
    d.boardSlots = slots;
    d.lengthMm = lengthMm;
    d.cooling = cooling;
    d.tdpW = watts;
    return d;
}

std::vector<FitIssueKind> kinds(const FitResult &r)
{
    std::vector<FitIssueKind> out;
    for (const FitIssue &i : r.issues)
        out.push_back(i.kind);
    return out;
}

bool mentions(const FitResult &r, const std::string &text)
{
    return std::any_of(r.issues.begin(), r.issues.end(),
                       [&](const FitIssue &i) { return i.message.english().find(text) != std::string::npos; });
}

const Device kRtx4090 = card("RTX 4090", FormFactor::Pcie, 3, 304, "open-air", 450);
const Device kRtx5090 = card("RTX 5090", FormFactor::Pcie, 2, 304, "open-air", 575);
const Device kRtx2080Ti = card("RTX 2080 Ti", FormFactor::Pcie, 2, 267, "open-air", 250);
const Device kRtx3090 = card("RTX 3090", FormFactor::Pcie, 3, 313, "open-air", 350);
const Device kA100Pcie = card("A100 PCIe", FormFactor::Pcie, 2, 267, "passive", 250);
const Device kH100Sxm = card("H100 SXM", FormFactor::Sxm, std::nullopt, std::nullopt, "passive", 700);
const Device kMi300x = card("MI300X", FormFactor::Oam, std::nullopt, std::nullopt, "passive", 750);
const Device kTpu = card("TPU v4", FormFactor::CloudOnly, std::nullopt, std::nullopt, "", std::nullopt);
const Device kGb200 = card("GB200", FormFactor::System, std::nullopt, std::nullopt, "", 1200);

constexpr double kMargin = 0.2;

} // namespace

TEST_CASE("Physical fit: one RTX 4090-class card in the default desktop", "[fit]")
{
    const HostProfile desktop = defaultHostProfile(HostKind::Desktop);
    const FitResult r = checkFit(kRtx4090, 1, desktop, kMargin);
    CHECK(r.fits);
    CHECK(r.issues.empty());
    // 450 W x 1.2 + 300 W host = 840 W <= 850 W
    REQUIRE(r.requiredPsuWatts);
    CHECK_THAT(*r.requiredPsuWatts, Catch::Matchers::WithinRel(840.0, 1e-12));
    // slots: a 3-slot card covers ceil(3 / 3) = 1 of the 2 slots -> 2
    CHECK(r.maxBySlots == 2);
    // power: floor((850 - 300) / 540) = 1
    CHECK(r.maxByPower == 1);
    CHECK(r.maxCards == 1);
}

TEST_CASE("Physical fit: eight 575 W cards in a 1,600 W desktop are refused with every reason",
          "[fit]")
{
    HostProfile desktop = defaultHostProfile(HostKind::Desktop);
    desktop.psuWatts = 1600.0;
    const FitResult r = checkFit(kRtx5090, 8, desktop, kMargin);
    CHECK_FALSE(r.fits);
    CHECK(kinds(r) == std::vector{FitIssueKind::Slots, FitIssueKind::Power});
    // 8 x 575 x 1.2 + 300 = 5,820 W
    REQUIRE(r.requiredPsuWatts);
    CHECK_THAT(*r.requiredPsuWatts, Catch::Matchers::WithinRel(5820.0, 1e-12));
    CHECK(mentions(r, "at least 5820 W"));
    CHECK(mentions(r, "this host's is 1600 W"));
    CHECK(mentions(r, "This host takes 2 of RTX 5090"));
    // power: floor((1600 - 300) / 690) = 1; slots: 2
    CHECK(r.maxByPower == 1);
    CHECK(r.maxBySlots == 2);
    CHECK(r.maxCards == 1);
    for (const FitIssue &issue : r.issues)
        CHECK(issue.blocking);
}

TEST_CASE("Physical fit: form factors that no PCIe slot takes", "[fit]")
{
    const auto [device, host, kind, text] = GENERATE(table<Device, HostProfile, FitIssueKind, std::string>({
        {kH100Sxm, defaultHostProfile(HostKind::Desktop), FitIssueKind::NeedsBaseboard,
         "H100 SXM is an SXM module: it needs an HGX server"},
        {kH100Sxm, defaultHostProfile(HostKind::Server), FitIssueKind::NeedsBaseboard, "HGX server"},
        {kH100Sxm, moduleServerProfile(FormFactor::Oam), FitIssueKind::NeedsBaseboard, "HGX server"},
        {kMi300x, moduleServerProfile(FormFactor::Sxm), FitIssueKind::NeedsBaseboard,
         "MI300X is an OAM module: it needs an OAM server"},
        {kTpu, defaultHostProfile(HostKind::Server), FitIssueKind::CloudOnly, "cannot be bought"},
        {kGb200, defaultHostProfile(HostKind::Server), FitIssueKind::WholeMachine, "whole machine"},
    }));
    CAPTURE(device.name, text);
    const FitResult r = checkFit(device, 1, host, kMargin);
    CHECK_FALSE(r.fits);
    CHECK(r.maxCards == 0);
    REQUIRE(r.issues.size() == 1);
    CHECK(r.issues[0].kind == kind);
    CHECK(mentions(r, text));
}

TEST_CASE("Physical fit: modules go onto a matching baseboard, up to its module count", "[fit]")
{
    const HostProfile hgx = moduleServerProfile(FormFactor::Sxm);
    const FitResult eight = checkFit(kH100Sxm, 8, hgx, kMargin);
    CHECK(eight.fits);
    CHECK(eight.maxCards == 8);
    CHECK_FALSE(eight.maxByPower); // supplies sized for the modules
    CHECK_FALSE(eight.assumptions.empty());
    const FitResult nine = checkFit(kH100Sxm, 9, hgx, kMargin);
    CHECK_FALSE(nine.fits);
    CHECK(kinds(nine) == std::vector{FitIssueKind::Slots});
    CHECK(checkFit(kMi300x, 8, moduleServerProfile(FormFactor::Oam), kMargin).fits);
}

TEST_CASE("Physical fit: passive cards need a server's airflow", "[fit]")
{
    const FitResult ws = checkFit(kA100Pcie, 1, defaultHostProfile(HostKind::Workstation), kMargin);
    CHECK_FALSE(ws.fits);
    CHECK(kinds(ws) == std::vector{FitIssueKind::NeedsServerAirflow});
    CHECK(ws.maxCards == 0);

    const FitResult server = checkFit(kA100Pcie, 8, defaultHostProfile(HostKind::Server), kMargin);
    CHECK(server.fits);
    // 8 x 250 x 1.2 + 600 = 3,000 W <= 4,000 W; by power floor(3400 / 300) = 11, slots 8
    CHECK_THAT(*server.requiredPsuWatts, Catch::Matchers::WithinRel(3000.0, 1e-12));
    CHECK(server.maxByPower == 11);
    CHECK(server.maxCards == 8);
}

TEST_CASE("Physical fit: slots by card width and the seed's adjacent open-air rule", "[fit]")
{
    const HostProfile workstation = defaultHostProfile(HostKind::Workstation);
    // seed §4.5c's machine: 4 x 250 W dual-slot cards: 4 x 300 + 350 = 1,550 W <= 1,600 W
    const FitResult four = checkFit(kRtx2080Ti, 4, workstation, kMargin);
    CHECK(four.fits);
    CHECK(four.maxCards == 4);
    // seed §5.1: more than two open-air cards side by side: a warning, not a refusal
    REQUIRE(four.issues.size() == 1);
    CHECK(four.issues[0].kind == FitIssueKind::AdjacentOpenAir);
    CHECK_FALSE(four.issues[0].blocking);
    CHECK(four.issues[0].message.rule == "§5.1");
    // two open-air cards are fine (seed §5.1)
    CHECK(checkFit(kRtx2080Ti, 2, workstation, kMargin).issues.empty());

    // a 3-slot card covers ceil(3 / 2) = 2 of the 4 slots: 2 cards
    const FitResult wide = checkFit(kRtx3090, 4, workstation, kMargin);
    CHECK_FALSE(wide.fits);
    CHECK(wide.maxBySlots == 2);
    CHECK(kinds(wide)[0] == FitIssueKind::Slots);
}

TEST_CASE("Physical fit: too long for the case, and unknown values are said, not guessed silently",
          "[fit]")
{
    const Device longCard = card("Long card", FormFactor::Pcie, 3, 340, "open-air", 300);
    const FitResult tooLong = checkFit(longCard, 1, defaultHostProfile(HostKind::Desktop), kMargin);
    CHECK_FALSE(tooLong.fits);
    CHECK(kinds(tooLong) == std::vector{FitIssueKind::TooLong});
    CHECK(tooLong.maxCards == 0);

    const Device unknown = card("Mystery card", FormFactor::Unknown, std::nullopt, std::nullopt, "", std::nullopt);
    const FitResult r = checkFit(unknown, 1, defaultHostProfile(HostKind::Desktop), kMargin);
    CHECK(r.fits);
    CHECK(r.assumptions.size() == 3); // form factor, slot width (2), board power
    CHECK_FALSE(r.maxByPower);
    CHECK(r.maxCards == 2); // two slots, power not checked
}

TEST_CASE("Physical fit: the power rule stays within NVIDIA's recommended supplies", "[fit]")
{
    // NVIDIA's "required system power" on its GeForce product pages, for its
    // reference boards. The rule (board power x 1.2 + 300 W) must never ask
    // for more, and not for much less (at least 80%).
    const auto [name, watts, recommended] = GENERATE(table<const char *, double, double>({
        {"RTX 5090", 575, 1000},
        {"RTX 5080", 360, 850},
        {"RTX 5070", 250, 650},
        {"RTX 4090", 450, 850},
        {"RTX 4070", 200, 650},
        {"RTX 3090", 350, 750},
    }));
    CAPTURE(name);
    HostProfile desktop = defaultHostProfile(HostKind::Desktop);
    desktop.psuWatts = recommended;
    const Assumptions a;
    const FitResult r = checkFit(card(name, FormFactor::Pcie, 2, 300, "open-air", watts), 1, desktop,
                                 a.powerTransientMargin);
    CHECK(r.fits);
    REQUIRE(r.requiredPsuWatts);
    CHECK(*r.requiredPsuWatts <= recommended);
    CHECK(*r.requiredPsuWatts >= 0.8 * recommended);
}

TEST_CASE("Host profiles: defaults are valid and bad values are named", "[fit]")
{
    for (const HostKind kind : {HostKind::Desktop, HostKind::Workstation, HostKind::Server}) {
        CAPTURE(toString(kind));
        CHECK(validate(defaultHostProfile(kind)).empty());
        CHECK(parseHostKind(toString(kind)) == kind);
    }
    CHECK(validate(moduleServerProfile(FormFactor::Sxm)).empty());
    CHECK_FALSE(parseHostKind("laptop"));

    HostProfile bad = defaultHostProfile(HostKind::Desktop);
    bad.psuWatts = -5.0;
    bad.slotSpacing = 0.5;
    bad.baseboard = FormFactor::Pcie;
    const auto problems = validate(bad);
    std::vector<std::string> fields;
    for (const HostProblem &p : problems)
        fields.push_back(p.field);
    CHECK(fields == std::vector<std::string>{"psuWatts", "hostPeakWatts", "slotSpacing", "baseboard"});

    Assumptions a;
    a.host.cardSlots = -1;
    a.powerTransientMargin = -0.1;
    a.softwareMaturity.rocm.cnn = 0.0;
    std::vector<std::string> assumptionFields;
    for (const AssumptionProblem &p : validate(a))
        assumptionFields.push_back(p.field);
    CHECK(assumptionFields
          == std::vector<std::string>{"host.cardSlots", "powerTransientMargin", "softwareMaturity"});
}
