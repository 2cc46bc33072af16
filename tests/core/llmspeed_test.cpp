#include "bundleddata.h"

#include "core/llm.h"
#include "core/llmspeed.h"

#include <catch2/catch.hpp>

#include <cstdio>

using namespace gpa;

TEST_CASE("LLM speed: leave-one-device-out table over the bundled measurements", "[llm][print]")
{
    const LlmSpeedModel model = LlmSpeedModel::calibrate(test::bundled());
    const auto &c = model.coefficients();
    std::printf("eta gddr %.3f hbm %.3f unified %.3f layer %.4f ms prefill mfu %.3f %.3f %.3f training mfu %.3f\n",
                c.etaGddr, c.etaHbm, c.etaUnified, c.layerOverheadMs, c.prefillMfuGddr, c.prefillMfuHbm,
                c.prefillMfuUnified, c.trainingMfu);
    for (const auto &e : model.rowErrors())
        std::printf("%-8s %-18s %-14s %-7s b%-3d n%-2d meas %9.2f fit %9.2f loo %9.2f err %+6.1f%%\n",
                    std::string(toString(e.metric)).c_str(), e.deviceId.c_str(), e.modelId.c_str(),
                    e.format.c_str(), e.batch, e.count, e.measured, e.fitted, e.estimated, e.error * 100);
    for (LlmMetric m : {LlmMetric::Decode, LlmMetric::Prefill, LlmMetric::Training}) {
        const auto &r = model.report(m);
        std::printf("%s: rows %d devices %d median %.1f%% mean %.1f%% rms %.1f%% max %.1f%% fitted median %.1f%%\n",
                    std::string(toString(m)).c_str(), r.rows, r.devices, r.medianAbsError * 100,
                    r.meanAbsError * 100, r.rmsLogError * 100, r.maxAbsError * 100, r.fittedMedianAbsError * 100);
    }
    for (const auto &s : model.skipped())
        std::printf("skipped %s\n", s.c_str());
    CHECK(model.skipped().empty());
}
