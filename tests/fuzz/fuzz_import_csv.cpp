// Fuzz target: the CSV importers (catalogue tables, Lambda's benchmark CSV,
// SkyPilot's catalogue) must reject, never crash on, any bytes.
#include "core/dataexchange.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace gpa;
    static const DataSet catalogue = [] {
        DataSet d;
        Device device;
        device.id = "rtx-3090";
        device.name = "GeForce RTX 3090";
        device.vendor = "NVIDIA";
        device.releaseYear = 2020;
        d.devices.push_back(device);
        d.exchangeRates.push_back({"EUR", 0.85, "2025-06-30", ""});
        return d;
    }();
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    exchange::ImportOptions options;
    options.today = 20'000;
    options.limits.maxLines = 2'000;
    // The file name decides how Lambda and SkyPilot files are read.
    static const char *const kNames[] = {"quotes.csv", "pytorch-train-throughput-fp16.csv",
                                         "aws/vms.csv", "gcp-vms.csv"};
    const char *name = kNames[size == 0 ? 0 : data[0] % 4];
    exchange::ImportFile file = exchange::parse(bytes, name, options, &catalogue);
    exchange::validate(file, catalogue);
    if (file.ok())
        (void)exchange::plan(file, catalogue).summary();
    return 0;
}
