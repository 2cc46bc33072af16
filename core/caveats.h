#pragma once

#include "assumptions.h"
#include "date.h"
#include "device.h"
#include "message.h"

#include <optional>
#include <vector>

namespace gpa {

// The seed's caveats that apply to a device, each citing its rule. They are
// decided from the device's data (vendor, kind, segment, architecture,
// cooling, memory, tensor cores, 16-bit rate), never from its name:
// - §2.1 NVIDIA data-centre GPUs cost up to 10x for no real advantage;
//   NVIDIA consumer cards are not licensed for data-centre use;
// - §2.2 AMD: little software support (ROCm/HIP); without tensor cores also
//   slower for Transformers and convnets;
// - §2.3 Intel Xeon Phi (architecture "Knights ..." / "Xeon Phi"): poor support;
// - §2.6 other vendors' GPUs and accelerators: the software stack decides;
// - §2.4 TPUs: cloud only, PyTorch support experimental, LSTM trouble;
// - §6.3 GPUs of at most 11 GB with tensor cores: 16-bit training stretches
//   the memory by the factor (1.5);
// - §3.1 16-bit rate far below the 32-bit rate (Pascal GeForce: 1/64): no
//   speed-up from 16-bit training;
// - §5.1 open-air cooling overheats three or more adjacent cards ("varies":
//   a softer warning).
// Order: platform and vendor, memory, precision, cooling.
//
// Caveats know the date they speak for. The article's remarks about the
// market and the software of its time (§2.1 prices, §2.2 AMD's software,
// §2.3 Xeon Phi, §2.4 TPUs) are facts on views dated before the article's
// 2020 update (kSeedViewUntil); on later views, and on today's
// (asOfDay nullopt), they are shown as the article's 2019 view, not as a
// statement about the card. Licence, memory, precision and cooling caveats
// hold at any date.
struct Caveat
{
    Message message;
    // The date the remark speaks for (the article's, April 2019); nullopt
    // for caveats that hold at any date.
    std::optional<PartialDate> speaksFor;
    // Shown as the article's 2019 view rather than as a fact.
    bool historical = false;
};

// The article (timdettmers.com, 2019-04-03) and its first update
// (2020-09-07), from which on its 2019 market remarks are history.
inline const PartialDate kSeedArticleDate = PartialDate::ymd(2019, 4, 3);
inline const PartialDate kSeedViewUntil = PartialDate::ymd(2020, 9, 7);

std::vector<Caveat> datedCaveats(const Device &device, const Assumptions &assumptions = {},
                                 std::optional<int> asOfDay = std::nullopt);
// The messages of datedCaveats().
std::vector<Message> deviceCaveats(const Device &device, const Assumptions &assumptions = {},
                                   std::optional<int> asOfDay = std::nullopt);

} // namespace gpa
