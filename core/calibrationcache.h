#pragma once

#include "dataset.h"
#include "performancemodel.h"
#include "performancemodelstate.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// What a calibration cache needs from core: a key that changes whenever
// anything PerformanceModel::calibrate() reads changes (the devices' sheets,
// the benchmark rows, the spec supplements, the model's version and fitting
// options), and a lossless text form of the fitted state. Where the text is
// kept (a file per user) is the caller's business; core has no I/O.

// 64-bit FNV-1a over every field calibrate() can read, in catalogue order.
// Prices, cloud offers and settings do not enter: they change no fitted value.
std::uint64_t calibrationKey(const DataSet &data, const PerformanceModelOptions &options);
// The key as 16 lower-case hex digits (a file-name part).
std::string calibrationKeyText(const DataSet &data, const PerformanceModelOptions &options);

// The state as text: a header line naming the format and the model version,
// then whitespace-separated tokens. Doubles are written in hexadecimal
// floating point, so that decode(encode(s)) == s bit for bit (NaN and
// infinities included).
std::string encodeModelState(const PerformanceModelState &state);
// nullopt for any text encode() did not write for this model version
// (truncated, edited, another version): the caller calibrates afresh.
std::optional<PerformanceModelState> decodeModelState(std::string_view text);
// The same, but each calibration's leave-one-device-out folds (most of the
// text, read only by an estimated-only model) are left encoded in
// `deferredFolds`, in the state's calibration order, and the state's own
// are empty: for PerformanceModel::fromState(), which decodes them when
// first read.
std::optional<PerformanceModelState> decodeModelState(std::string_view text, std::vector<std::string> &deferredFolds);
// One calibration's folds left encoded by the above; nullopt when damaged.
std::optional<std::vector<FoldState>> decodeFolds(std::string_view text);
// How many folds that text holds, read from its first token only.
std::optional<std::size_t> foldCount(std::string_view text);

} // namespace gpa
