// Fuzz target: the JSON importer must reject, never crash on, any bytes.
#include "core/dataexchange.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace gpa;
    static const DataSet catalogue;
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    exchange::ImportOptions options;
    options.limits.maxLines = 2'000;
    exchange::ImportFile file = exchange::parse(bytes, "catalogue.json", options, &catalogue);
    exchange::validate(file, catalogue);
    if (file.ok())
        (void)exchange::plan(file, catalogue).summary();
    return 0;
}
