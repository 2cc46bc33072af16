#include "core/memory.h"

#include <catch2/catch.hpp>

#include <cstring>

using namespace gpa;
using Catch::Matchers::WithinRel;

TEST_CASE("Memory: 16-bit training stretches memory by the factor (seed §6.3)", "[memory]")
{
    const auto [physical, precision, factor, expected]
        = GENERATE(table<double, Precision, double, double>({
            {8.0, Precision::Fp16, 1.5, 12.0}, // 8 x 1.5: the seed's own example
            {11.0, Precision::Fp16, 1.5, 16.5}, // 11 x 1.5
            {8.0, Precision::Fp32, 1.5, 8.0}, // 32-bit: physical
            {8.0, Precision::Fp16, 2.0, 16.0}, // edited factor: 8 x 2 ("almost like 16 GB", §6.2)
        }));
    CAPTURE(physical, toString(precision), factor);
    CHECK(effectiveMemoryGb(physical, precision, factor) == expected);
}

TEST_CASE("Memory: fit check in 32-bit terms", "[memory]")
{
    const auto [memory, training, needGb, statedAt, fits, required, headroom]
        = GENERATE(table<double, Precision, double, Precision, bool, double, double>({
            // 8 GB at 16-bit = 12 GB >= 12 GB at 32-bit: fits exactly
            {8.0, Precision::Fp16, 12.0, Precision::Fp32, true, 12.0, 0.0},
            // 8 GB at 32-bit < 12 GB: 4 GB short
            {8.0, Precision::Fp32, 12.0, Precision::Fp32, false, 12.0, -4.0},
            // 6 GB at 16-bit = 9 GB < 11 GB: 2 GB short
            {6.0, Precision::Fp16, 11.0, Precision::Fp32, false, 11.0, -2.0},
            // need measured in 16-bit training, trained in 16-bit: 8 >= 8; in 32-bit
            // terms capacity 12, need 8 x 1.5 = 12, headroom 0
            {8.0, Precision::Fp16, 8.0, Precision::Fp16, true, 12.0, 0.0},
            // same need trained at 32-bit: 8 x 1.5 = 12 GB needed, 11 GB card: 1 short
            {11.0, Precision::Fp32, 8.0, Precision::Fp16, false, 12.0, -1.0},
            // 12 GB card at 32-bit: 12 / 1.5 = 8 >= 8 fits
            {12.0, Precision::Fp32, 8.0, Precision::Fp16, true, 12.0, 0.0},
            // 24 GB at 32-bit vs BERT-large's 16 GB: 8 GB to spare
            {24.0, Precision::Fp32, 16.0, Precision::Fp32, true, 16.0, 8.0},
        }));
    CAPTURE(memory, toString(training), needGb, toString(statedAt));
    const MemoryFit fit = checkMemoryFit(memory, training, {needGb, statedAt}, 1.5);
    REQUIRE(fit.fits);
    CHECK(*fit.fits == fits);
    CHECK_THAT(fit.requiredFp32Gb, WithinRel(required, 1e-12));
    REQUIRE(fit.headroomFp32Gb);
    CHECK(*fit.headroomFp32Gb == Approx(headroom).margin(1e-12));
}

TEST_CASE("Memory: the sentences say how the factor applied", "[memory]")
{
    const MemoryFit fp16 = checkMemoryFit(8.0, Precision::Fp16, {12.0, Precision::Fp32}, 1.5);
    CHECK(fp16.verdict.english() == "Fits in memory");
    CHECK(fp16.detail.english()
          == "With 16-bit training the card's 8 GB hold about as much as 12 GB at 32-bit (factor "
             "1.5); the model needs 12 GB at 32-bit");
    CHECK(fp16.detail.rule == "§6.3");

    const MemoryFit short32 = checkMemoryFit(6.0, Precision::Fp32, {11.0, Precision::Fp32}, 1.5);
    CHECK(short32.verdict.english()
          == "Does not fit in memory: about 5 GB short (in 32-bit terms)");
    CHECK(short32.detail.english() == "The model needs 11 GB at 32-bit; the card has 6 GB");

    const MemoryFit stated16 = checkMemoryFit(11.0, Precision::Fp32, {8.0, Precision::Fp16}, 1.5);
    CHECK(stated16.detail.english()
          == "The model's 8 GB in 16-bit training are about 12 GB at 32-bit (factor 1.5); the card "
             "has 11 GB");
}

TEST_CASE("Memory: unknown memory size gives no verdict", "[memory]")
{
    const MemoryFit fit
        = checkMemoryFit(std::nullopt, Precision::Fp16, {12.0, Precision::Fp32}, 1.5);
    CHECK_FALSE(fit.fits);
    CHECK_FALSE(fit.capacityFp32Gb);
    CHECK(fit.requiredFp32Gb == 12.0);
    CHECK(fit.verdict.english() == "Unknown whether it fits: the card's memory size is not known");
}

TEST_CASE("Memory: presets carry a source or are marked as estimates", "[memory]")
{
    const auto &presets = modelPresets();
    REQUIRE(presets.size() == 6);
    for (const ModelPreset &p : presets) {
        CAPTURE(p.id);
        CHECK(p.fp32Gb > 0.0);
        CHECK(p.devices >= 1);
        CHECK(std::strlen(p.name) > 0);
        CHECK(std::strlen(p.basis) > 0);
        // A published number names where; an estimate says so in its basis.
        if (p.estimate)
            CHECK(std::string(p.basis).rfind("Estimate", 0) == 0);
        else
            CHECK_FALSE(p.source.empty());
    }
    const auto [id, gb, devices, estimate] = GENERATE(table<std::string, double, int, bool>({
        {"resnet50-training", 11.0, 1, false},
        {"bert-base-finetuning", 12.0, 1, false},
        {"bert-large-finetuning", 16.0, 1, false},
        {"transformer-xl-base", 11.0, 4, false},
        {"gpt2-small-finetuning", 11.0, 1, false},
        {"kaggle-image-competition", 12.0, 1, true}, // 8 GB x 1.5 (§7.8, §6.3)
    }));
    CAPTURE(id);
    const ModelPreset *preset = findModelPreset(id);
    REQUIRE(preset);
    CHECK(preset->fp32Gb == gb);
    CHECK(preset->devices == devices);
    CHECK(preset->estimate == estimate);
    CHECK(preset->requirement().statedAt == Precision::Fp32);
    CHECK_FALSE(findModelPreset("no-such-model"));
}

TEST_CASE("Memory: seed §6.2 - an 8 GB card in 16-bit fits a 12 GB (32-bit) preset", "[memory]")
{
    const ModelPreset *kaggle = findModelPreset("kaggle-image-competition");
    REQUIRE(kaggle);
    CHECK(checkMemoryFit(8.0, Precision::Fp16, kaggle->requirement(), 1.5).fits == true);
    CHECK(checkMemoryFit(8.0, Precision::Fp32, kaggle->requirement(), 1.5).fits == false);
    // BERT-large (16 GB at 32-bit): an 11 GB card needs 16-bit (16.5 GB), a 8 GB one
    // falls short even then (12 GB).
    const ModelPreset *bertLarge = findModelPreset("bert-large-finetuning");
    REQUIRE(bertLarge);
    CHECK(checkMemoryFit(11.0, Precision::Fp16, bertLarge->requirement(), 1.5).fits == true);
    CHECK(checkMemoryFit(8.0, Precision::Fp16, bertLarge->requirement(), 1.5).fits == false);
}
