#pragma once

// The repository's bundled catalogue (database/seed/, never the reference-data
// folder), read once per test executable with core's own CSV readers, and the
// performance model calibrated on it. Needs GPA_SEED_DIR.
#include "core/performancemodel.h"
#include "core/tableio.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

namespace gpa::test {

inline std::string readSeed(const std::string &name)
{
    std::ifstream file(std::string(GPA_SEED_DIR) + "/" + name, std::ios::binary);
    REQUIRE(file.good());
    std::stringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

inline const DataSet &bundled()
{
    static const DataSet data = [] {
        auto result = tableio::readBundledTables(
            readSeed("devices.csv"), readSeed("cloud_offers.csv"), readSeed("price_quotes.csv"),
            readSeed("benchmarks.csv"), readSeed("scaling.csv"), readSeed("exchange_rates.csv"),
            readSeed("spec_supplements.csv"));
        REQUIRE(result.ok());
        DataSet loaded = std::move(result).value();
        const auto llmError = tableio::readLlmTables(readSeed("llm_models.csv"),
                                                     readSeed("llm_benchmarks.csv"), loaded);
        if (llmError)
            FAIL(llmError->message);
        return loaded;
    }();
    return data;
}

inline const PerformanceModel &bundledModel()
{
    static const PerformanceModel model = PerformanceModel::calibrate(bundled());
    return model;
}

} // namespace gpa::test
