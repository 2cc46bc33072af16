#include "caveats.h"

#include "costtext.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

namespace gpa {

namespace {

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool contains(std::string_view text, std::string_view part)
{
    return lower(text).find(part) != std::string::npos;
}

// Plain 16-bit arithmetic this much slower than 32-bit means 16-bit training
// gains nothing (Pascal GeForce runs it at 1/64).
constexpr double kSlowHalfPrecisionRatio = 8.0;
// seed §6.2 speaks of 8-11 GB cards.
constexpr double kSmallMemoryGb = 11.0;

bool isXeonPhi(const Device &d)
{
    return contains(d.architecture, "knights") || contains(d.architecture, "xeon phi")
        || contains(d.name, "xeon phi");
}

// A remark of the article about its own time: a fact on views before
// kSeedViewUntil, else the `history` sentence (the article's 2019 view).
void dated(std::vector<Caveat> &out, bool current, const char *fact, const char *history, const char *rule)
{
    out.push_back({Message{current ? fact : history, {}, rule}, kSeedArticleDate, !current});
}

void timeless(std::vector<Caveat> &out, Message message)
{
    out.push_back({std::move(message), std::nullopt, false});
}

void vendorCaveats(const Device &d, bool current, std::vector<Caveat> &out)
{
    const std::string vendor = lower(d.vendor);
    if (d.kind == DeviceKind::Tpu) {
        timeless(out, {QT_TRANSLATE_NOOP("core", "Cloud only: TPUs are rented, not bought"), {}, "§2.4"});
        dated(out, current,
              QT_TRANSLATE_NOOP("core",
                                "Full features mostly with TensorFlow; PyTorch support is "
                                "experimental, and LSTMs have had trouble converging"),
              QT_TRANSLATE_NOOP("core",
                                "The article's 2019 view: full TPU features mostly with "
                                "TensorFlow, PyTorch support experimental, LSTMs had trouble "
                                "converging; check today's framework support"),
              "§2.4");
        return;
    }
    if (vendor == "nvidia") {
        if (d.segment == Segment::Datacenter && d.kind == DeviceKind::Gpu)
            dated(out, current,
                  QT_TRANSLATE_NOOP("core",
                                    "Data-centre cards cost up to 10 times as "
                                    "much as consumer cards with no real "
                                    "advantage for deep learning"),
                  QT_TRANSLATE_NOOP("core",
                                    "The article's 2019 view: data-centre cards then cost up to "
                                    "10 times as much as consumer cards with no real advantage "
                                    "for deep learning; not a statement about this card, whose "
                                    "memory, interconnect and price are compared here"),
                  "§2.1");
        if (d.segment == Segment::Consumer)
            timeless(out, {QT_TRANSLATE_NOOP("core",
                                             "Not licensed for data-centre use: NVIDIA's "
                                             "driver licence allows only its data-centre "
                                             "cards there"),
                           {},
                           "§2.1"});
        return;
    }
    if (vendor == "amd") {
        dated(out, current,
              QT_TRANSLATE_NOOP("core",
                                "Little software support: ROCm/HIP runs the main "
                                "networks in TensorFlow and PyTorch, but new work "
                                "may hit missing pieces and the community is "
                                "small; fine for experienced users, not for "
                                "ordinary ones"),
              QT_TRANSLATE_NOOP("core",
                                "The article's 2019 view: little ROCm/HIP software support, new "
                                "work may hit missing pieces; fine for experienced users, not "
                                "for ordinary ones. Today's gap is in the software maturity "
                                "factor applied to its estimate"),
              "§2.2");
        if (d.tensorCores == false)
            timeless(out, {QT_TRANSLATE_NOOP("core",
                                             "No tensor cores: slower for Transformers and "
                                             "convnets than cards that have them; less gap "
                                             "for word-level RNNs"),
                           {},
                           "§2.2"});
        return;
    }
    if (vendor == "intel" && isXeonPhi(d)) {
        dated(out, current,
              QT_TRANSLATE_NOOP("core",
                                "Poor support: code can run slower than on a CPU, "
                                "is hard to optimise, and BLAS-based libraries "
                                "such as NumPy and SciPy have trouble"),
              QT_TRANSLATE_NOOP("core",
                                "The article's 2019 view: poor support, code could run slower "
                                "than on a CPU, and BLAS-based libraries such as NumPy and SciPy "
                                "had trouble"),
              "§2.3");
        return;
    }
    if (d.kind == DeviceKind::Gpu || d.kind == DeviceKind::Accelerator)
        timeless(out, {QT_TRANSLATE_NOOP("core",
                                         "Check the software stack first: without complete "
                                         "framework support even strong hardware cannot "
                                         "compete"),
                       {},
                       "§2.6"});
}

void memoryCaveat(const Device &d, const Assumptions &a, std::vector<Caveat> &out)
{
    if (d.kind != DeviceKind::Gpu || !d.hasTensorCores() || !d.memoryGb
        || *d.memoryGb > kSmallMemoryGb)
        return;
    timeless(out, {QT_TRANSLATE_NOOP("core",
                                     "With 16-bit training its %1 GB hold about as much "
                                     "as %2 GB at 32-bit"),
                   {compactNumber(*d.memoryGb), compactNumber(*d.memoryGb * a.memoryFactor16Bit)},
                   "§6.3"});
}

void precisionCaveat(const Device &d, std::vector<Caveat> &out)
{
    if (!d.fp32Tflops || !d.fp16TflopsNonTensor || d.hasTensorCores()
        || *d.fp16TflopsNonTensor <= 0.0)
        return;
    const double ratio = *d.fp32Tflops / *d.fp16TflopsNonTensor;
    if (ratio < kSlowHalfPrecisionRatio)
        return;
    timeless(out, {QT_TRANSLATE_NOOP("core",
                                     "16-bit arithmetic runs at only 1/%1 of the 32-bit "
                                     "rate: no speed-up from 16-bit training"),
                   {compactNumber(ratio, 0)},
                   "§3.1"});
}

void coolingCaveat(const Device &d, std::vector<Caveat> &out)
{
    switch (d.coolingType()) {
    case Cooling::OpenAir:
        timeless(out, {QT_TRANSLATE_NOOP("core",
                                         "Open-air cooling: three or more of these next to "
                                         "each other overheat; for several cards prefer "
                                         "blower-style versions"),
                       {},
                       "§5.1"});
        break;
    case Cooling::Varies:
        timeless(out, {QT_TRANSLATE_NOOP("core",
                                         "Cooling depends on the board partner: for three "
                                         "or more adjacent cards choose blower-style "
                                         "versions, as open-air ones overheat"),
                       {},
                       "§5.1"});
        break;
    default:
        break;
    }
}

} // namespace

std::vector<Caveat> datedCaveats(const Device &device, const Assumptions &assumptions, std::optional<int> asOfDay)
{
    // Today's view (nullopt) is after the article's 2020 update.
    const bool current = asOfDay && *asOfDay < kSeedViewUntil.firstDayNumber();
    std::vector<Caveat> caveats;
    vendorCaveats(device, current, caveats);
    memoryCaveat(device, assumptions, caveats);
    precisionCaveat(device, caveats);
    coolingCaveat(device, caveats);
    return caveats;
}

std::vector<Message> deviceCaveats(const Device &device, const Assumptions &assumptions, std::optional<int> asOfDay)
{
    std::vector<Message> messages;
    for (Caveat &caveat : datedCaveats(device, assumptions, asOfDay))
        messages.push_back(std::move(caveat.message));
    return messages;
}

} // namespace gpa
