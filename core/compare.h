#pragma once

#include "llmmodel.h"
#include "message.h"
#include "result.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gpa {

class Session;
struct Device;

// Which way a row of a comparison is better, for highlighting the best.
enum class Better { Higher, Lower, None };

// One device's value in a comparison row: a number (with the 80% interval
// of an estimate) or a text; both unset when unknown.
struct ComparedValue
{
    std::optional<double> number;
    std::optional<double> low; // the interval of a performance figure
    std::optional<double> high;
    std::string text; // for text rows ("Ada Lovelace", "supported")
    // A performance figure from the spec sheet, not measured, or a figure
    // made from one (performance per price, per kW).
    bool estimated = false;

    [[nodiscard]] bool known() const { return number.has_value() || !text.empty(); }
};

// One row of a side-by-side comparison (TechPowerUp style): a quantity for
// every device, whether the devices differ in it, and which is best.
struct ComparisonRow
{
    std::string key;     // stable, for JSON: "memory_gb", "relative_cnn"
    std::string section; // "specifications", "performance", "price", "memory_fit", "power", "support"
    Message label;       // translatable
    std::string unit;    // "GB", "GB/s", "W", "" (relative figures, text)
    Better better = Better::None;
    int decimals = 0;
    std::vector<ComparedValue> values; // one per compared device, in order
    // The values are not all the same (numbers differ by more than 0.5%, an
    // unknown next to a known value counts as different).
    bool differs = false;
    std::optional<std::size_t> best; // the best device when `better` says and they differ
};

// One dated price of a device, in USD.
struct ComparedPrice
{
    std::string date; // as observed: YYYY, YYYY-MM or YYYY-MM-DD
    double usd = 0.0;
    std::string kind; // "retail-new", "used", "msrp", ...
    std::string source;
};

// What memory a chosen LLM takes, for the "memory fit" rows.
struct CompareOptions
{
    std::string llmModelId = "qwen2.5-32b";
    std::string weights = "q4_k_m";
    LlmTask task = LlmTask::Inference;
    int context = 4096;
};

struct DeviceComparison
{
    std::vector<const Device *> devices; // into the session's data
    std::vector<ComparisonRow> rows;
    std::vector<std::vector<ComparedPrice>> priceHistory; // per device, oldest first
    std::string llmModelId; // the model the fit rows are about (empty: none in the catalogue)
    std::string weights;
    double llmNeedGiB = 0.0; // what one device must hold
};

// The smallest and largest number of devices a comparison takes.
inline constexpr std::size_t kMinCompared = 2;
inline constexpr std::size_t kMaxCompared = 4;

// Compares 2-4 devices of the session side by side: specifications,
// figures per workload (at the view's precision, with their 80% ranges),
// price now and its history, memory fit for an LLM, power and software
// support. An unknown id or a wrong count is an error naming it.
Result<DeviceComparison> compareDevices(const Session &session, const std::vector<std::string> &deviceIds,
                                        const CompareOptions &options = {});

} // namespace gpa
