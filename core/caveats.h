#pragma once

#include "assumptions.h"
#include "device.h"
#include "message.h"

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
std::vector<Message> deviceCaveats(const Device &device, const Assumptions &assumptions = {});

} // namespace gpa
