// The performance model on the bundled catalogue (database/seed): the
// leave-one-device-out table, its error bound, and the seed's claims.
#include "core/calibrationcache.h"
#include "core/performancemodel.h"
#include "core/specmodel.h"
#include "core/tableio.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>

using namespace gpa;

namespace {

std::string readSeed(const std::string &name)
{
    std::ifstream in(std::string(GPA_SEED_DIR) + "/" + name);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

const DataSet &bundled()
{
    static const DataSet data = [] {
        auto tables = tableio::readBundledTables(readSeed("devices.csv"), readSeed("cloud_offers.csv"),
                                                 readSeed("price_quotes.csv"), readSeed("benchmarks.csv"),
                                                 readSeed("scaling.csv"), readSeed("exchange_rates.csv"),
                                                 readSeed("spec_supplements.csv"));
        if (!tables)
            FAIL(tables.message());
        return std::move(tables).value();
    }();
    return data;
}

const PerformanceModel &model()
{
    static const PerformanceModel m = PerformanceModel::calibrate(bundled());
    return m;
}

double rel(const char *device, Workload w, Precision p, const char *reference = "rtx-2080-ti",
           std::optional<Precision> referencePrecision = std::nullopt)
{
    const auto f = model().relative(device, w, p, reference, referencePrecision);
    INFO(device << " vs " << reference);
    REQUIRE(f);
    return f->relative;
}

// Fraction of the step time spent on the memory side (bandwidth and the
// per-step weight traffic) for a device, with the fitted coefficients.
double memorySideShare(const Device &device, Workload w, Precision p)
{
    const auto &report = model().fitReport(w, p);
    SpecCoefficients c;
    for (std::size_t k = 0; k < kSpecTermCount; ++k)
        c.value[k] = report.coefficients[k].value;
    const auto inputs = specInputs(device, p);
    REQUIRE(std::holds_alternative<SpecInputs>(inputs));
    const auto share = specTimeShares(c, std::get<SpecInputs>(inputs).features());
    return share[static_cast<std::size_t>(SpecTerm::Bandwidth)] + share[static_cast<std::size_t>(SpecTerm::StepTraffic)];
}

} // namespace

TEST_CASE("Bundled data: leave-one-device-out table", "[performance][bundled]")
{
    std::vector<double> all;
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            const auto &r = model().fitReport(w, p);
            std::printf("\n%s %s: %d devices, %d benchmark groups, %d component(s), relative to %s\n",
                        std::string(toString(w)).c_str(), std::string(toString(p)).c_str(), r.measuredDevices,
                        r.benchmarkGroups, r.components, r.referenceId.c_str());
            for (const auto &c : r.coefficients)
                std::printf("  %-17s coefficient %-10.4g mean share of step time %5.1f%%\n", c.term.c_str(), c.value,
                            100.0 * c.share);
            std::printf("  %-22s %9s %9s %8s\n", "device", "measured", "LOO est.", "error");
            for (const auto &e : r.leaveOneOut) {
                std::printf("  %-22s %9.3f %9.3f %+7.1f%%\n", e.deviceId.c_str(), e.measured, e.estimated, 100.0 * e.error);
                all.push_back(std::fabs(e.error));
            }
            std::printf("  median |error| %.1f%%, RMS %.1f%%, worst %.1f%%\n", 100.0 * r.medianAbsError,
                        100.0 * r.rmsError, 100.0 * r.maxAbsError);
            CAPTURE(toString(w), toString(p));
            CHECK(r.fitted);
            CHECK(r.components == 1); // quadro-rtx-8000 and the Ampere cards link the suites
            // 26 measured devices at 16-bit, 25 at fp32 (the RTX A4000 has no
            // fp32 rows), and the TPU v2 for convnets at 16-bit (its ResNet-50
            // row beside the V100's).
            const bool tpu = w == Workload::Cnn && p == Precision::Fp16;
            CHECK(r.leaveOneOut.size() == (p == Precision::Fp16 ? (tpu ? 27U : 26U) : 25U));
            CHECK(r.medianAbsError < 0.15);
        }
    }
    std::sort(all.begin(), all.end());
    const double median = all[all.size() / 2];
    std::printf("\nall workloads and precisions: median |error| %.1f%% over %zu leave-one-out estimates\n",
                100.0 * median, all.size());
    std::fflush(stdout);
    CHECK(median < 0.10);

    // No regression: the architecture level must not make the held-out error
    // worse than the spec-sheet model alone on the same table.
    PerformanceModel::Options specOnly;
    specOnly.architecturePooling = false;
    const auto unpooled = PerformanceModel::calibrate(bundled(), specOnly);
    std::vector<double> unpooledErrors;
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            for (const auto &e : unpooled.fitReport(w, p).leaveOneOut)
                unpooledErrors.push_back(std::fabs(e.error));
        }
    }
    std::sort(unpooledErrors.begin(), unpooledErrors.end());
    const double unpooledMedian = unpooledErrors[unpooledErrors.size() / 2];
    std::printf("spec sheet alone: median |error| %.1f%%\n", 100.0 * unpooledMedian);
    CHECK(unpooledErrors.size() == all.size());
    CHECK(median < unpooledMedian);
}

TEST_CASE("Bundled data: measured cards are measured, others estimated", "[performance][bundled]")
{
    const auto measured = model().relative("rtx-3090", Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(measured);
    CHECK(measured->provenance == Provenance::Measured);
    CHECK(measured->uncertainty == 0.0);

    const auto estimated = model().relative("rtx-2070", Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(estimated);
    CHECK(estimated->provenance == Provenance::Estimated);
    CHECK(estimated->uncertainty > 0.0);
    CHECK(estimated->uncertainty < 0.3);

    // TPUs and AMD and Intel devices get estimates too (no hidden software factor).
    for (const char *id : {"tpu-v3", "tpu-v5e", "mi250x", "rx-7900-xtx", "gaudi-3"}) {
        CAPTURE(id);
        const auto f = model().relative(id, Workload::Transformer, Precision::Fp16, "rtx-2080-ti");
        REQUIRE(f);
        CHECK(f->provenance == Provenance::Estimated);
    }
    // Gaudi 2 has no FP32 rate in the catalogue: no fp32 figure, a reason.
    CHECK_FALSE(model().relative("gaudi-2", Workload::Cnn, Precision::Fp32, "rtx-2080-ti"));
    CHECK(model().unavailableReason("gaudi-2", Workload::Cnn, Precision::Fp32, "rtx-2080-ti")->english()
          == "No FP32 compute rate is known for this device.");
    // A tensor-core card without a tensor rate: a lower bound, flagged.
    const auto a10g = model().relative("a10g", Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(a10g);
    bool flagged = false;
    for (const Message &m : a10g->basis)
        flagged = flagged || m.english().find("lower bound") != std::string::npos;
    CHECK(flagged);
}

TEST_CASE("Bundled data: any device can be the reference", "[performance][bundled]")
{
    // Ratios chain: a/b = (a/ref) / (b/ref) for measured devices.
    const double viaRef = rel("a100-80gb-sxm", Workload::Transformer, Precision::Fp16)
                          / rel("quadro-rtx-8000", Workload::Transformer, Precision::Fp16);
    CHECK_THAT(rel("a100-80gb-sxm", Workload::Transformer, Precision::Fp16, "quadro-rtx-8000"),
               Catch::Matchers::WithinRel(viaRef, 1e-9));
    // An estimated reference works too; the reference itself is 1.
    CHECK(rel("rtx-2070", Workload::Rnn, Precision::Fp32, "rtx-2070") == 1.0);
    CHECK(rel("rtx-2080-ti", Workload::Rnn, Precision::Fp32, "rtx-2070") > 1.0);
}

TEST_CASE("Bundled data: figures of many devices at once are figure() of each, bit for bit", "[performance][bundled]")
{
    std::vector<std::string_view> ids;
    for (const Device &d : bundled().devices)
        ids.push_back(d.id);
    ids.push_back("not-in-the-catalogue");
    const WorkloadMix mix = GENERATE(WorkloadMix::only(Workload::Cnn), WorkloadMix::only(Workload::Transformer),
                                     WorkloadMix{1.0, 1.0, 1.0}, WorkloadMix{0.5, 0.0, 2.0});
    const Precision precision = GENERATE(Precision::Fp16, Precision::Fp32);
    const std::string reference = GENERATE(std::string("rtx-2080-ti"), std::string("rtx-2070"),
                                           std::string("no-such-reference"));
    const auto all = model().figures(ids, mix, precision, reference);
    REQUIRE(all.size() == ids.size());
    int figures = 0;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        CAPTURE(ids[i], reference);
        const auto one = model().figure(ids[i], mix, precision, reference);
        REQUIRE(all[i].has_value() == one.has_value());
        if (!one)
            continue;
        ++figures;
        CHECK(all[i]->relative == one->relative);
        CHECK(all[i]->intervalLow == one->intervalLow);
        CHECK(all[i]->intervalHigh == one->intervalHigh);
        CHECK(all[i]->uncertainty == one->uncertainty);
        CHECK(all[i]->provenance == one->provenance);
        CHECK(all[i]->bound == one->bound);
    }
    // Most devices have a figure, except against a reference not in the catalogue.
    CHECK((reference == "no-such-reference" ? figures == 0 : figures > 80));
    CHECK_FALSE(all.back().has_value());

    // The same through kept lookups, asked for in two chunks: made on the
    // first pass, read on the second, redone for a list in another order
    // (every row's device differs) and after clear().
    PerformanceModel::RowLookups rows;
    const auto viaRows = [&](std::span<const std::string_view> list) {
        const std::size_t half = list.size() / 2;
        auto front = model().figures(list.first(half), 0, rows, mix, precision, reference);
        const auto rest = model().figures(list.subspan(half), half, rows, mix, precision, reference);
        front.insert(front.end(), rest.begin(), rest.end());
        return front;
    };
    const auto checkSame = [](const std::vector<std::optional<PerformanceFigure>> &a,
                              const std::vector<std::optional<PerformanceFigure>> &b) {
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            CAPTURE(i);
            REQUIRE(a[i].has_value() == b[i].has_value());
            if (!a[i])
                continue;
            CHECK(a[i]->relative == b[i]->relative);
            CHECK(a[i]->intervalLow == b[i]->intervalLow);
            CHECK(a[i]->intervalHigh == b[i]->intervalHigh);
            CHECK(a[i]->uncertainty == b[i]->uncertainty);
            CHECK(a[i]->provenance == b[i]->provenance);
            CHECK(a[i]->bound == b[i]->bound);
        }
    };
    checkSame(viaRows(ids), all);
    checkSame(viaRows(ids), all);
    std::vector<std::string_view> reversed(ids.rbegin(), ids.rend());
    std::vector<std::optional<PerformanceFigure>> allReversed(all.rbegin(), all.rend());
    checkSame(viaRows(reversed), allReversed);
    const PerformanceModel::RowLookups copy = rows; // a copy starts empty and still gives the figures
    rows = copy;
    checkSame(viaRows(ids), all);
    rows.clear();
    checkSame(viaRows(ids), all);
}

TEST_CASE("Bundled data: kept lookups made with one model give another model's own figures", "[performance][bundled]")
{
    std::vector<std::string_view> ids;
    for (const Device &d : bundled().devices)
        ids.push_back(d.id);
    PerformanceModel::RowLookups rows;
    const WorkloadMix cnn = WorkloadMix::only(Workload::Cnn);
    (void)model().figures(ids, 0, rows, cnn, Precision::Fp16, "rtx-2080-ti");
    PerformanceModelOptions unpooled;
    unpooled.architecturePooling = false;
    int differ = 0;
    {
        // A model that gives other numbers, used with the same lookups and
        // then dropped while they still refer to it.
        const PerformanceModel other = PerformanceModel::calibrate(bundled(), unpooled);
        const auto viaRows = other.figures(ids, 0, rows, cnn, Precision::Fp16, "rtx-2080-ti");
        for (std::size_t i = 0; i < ids.size(); ++i) {
            CAPTURE(ids[i]);
            const auto own = other.figure(ids[i], cnn, Precision::Fp16, "rtx-2080-ti");
            const auto first = model().figure(ids[i], cnn, Precision::Fp16, "rtx-2080-ti");
            REQUIRE(viaRows[i].has_value() == own.has_value());
            if (own)
                CHECK(viaRows[i]->relative == own->relative);
            if (own && first && own->relative != first->relative)
                ++differ;
        }
    }
    CHECK(differ > 10);
    // Back to the first model: its own figures again.
    const auto again = model().figures(ids, 0, rows, cnn, Precision::Fp16, "rtx-2080-ti");
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const auto own = model().figure(ids[i], cnn, Precision::Fp16, "rtx-2080-ti");
        REQUIRE(again[i].has_value() == own.has_value());
        if (own)
            CHECK(again[i]->relative == own->relative);
    }
}

TEST_CASE("Bundled data: the seed's memory-bandwidth priority for RNNs emerges from the fit", "[performance][bundled]")
{
    // seed §3.2: recurrent networks depend on memory bandwidth first. On the
    // seed's reference card the fitted memory-side share of the step time is
    // the largest for rnn, at both precisions.
    const Device &reference = *bundled().device("rtx-2080-ti");
    for (Precision p : kAllPrecisions) {
        CAPTURE(toString(p));
        const double rnn = memorySideShare(reference, Workload::Rnn, p);
        const double cnn = memorySideShare(reference, Workload::Cnn, p);
        const double transformer = memorySideShare(reference, Workload::Transformer, p);
        std::printf("memory-side share on the RTX 2080 Ti at %s: cnn %.2f rnn %.2f transformer %.2f\n",
                    std::string(toString(p)).c_str(), cnn, rnn, transformer);
        CHECK(rnn > cnn);
        CHECK(rnn > transformer);
    }
    // seed §3.3 / §6: memory size matters most for rnn at 16-bit.
    const auto &rnn = model().fitReport(Workload::Rnn, Precision::Fp16);
    const auto &cnn = model().fitReport(Workload::Cnn, Precision::Fp16);
    CHECK(rnn.coefficients[static_cast<std::size_t>(SpecTerm::StepTraffic)].share
          > cnn.coefficients[static_cast<std::size_t>(SpecTerm::StepTraffic)].share);
}

TEST_CASE("Bundled data: the seed's 2019 conclusions hold", "[performance][bundled]")
{
    // seed §4.4: the RTX 2060 is the most cost-efficient RTX 20 card at
    // 16-bit (2019 prices: 2060 $349, 2070 $600, 2080 $790, 2080 Ti $1200).
    const std::pair<const char *, double> cards[] = {{"rtx-2060", 349}, {"rtx-2070", 600}, {"rtx-2080", 790}, {"rtx-2080-ti", 1200}};
    for (Workload w : {Workload::Cnn, Workload::Transformer}) {
        CAPTURE(toString(w));
        const double best = rel("rtx-2060", w, Precision::Fp16) / 349.0;
        for (const auto &[id, price] : cards) {
            CAPTURE(id);
            if (std::string(id) != "rtx-2060")
                CHECK(best > rel(id, w, Precision::Fp16) / price);
        }
    }
    // seed §7.5: from a GTX 1070, an upgrade of $500 or less is not worth it
    // for convnets at fp32 ...
    for (const char *upgrade : {"rtx-2060", "gtx-1070-ti", "gtx-1080"}) {
        CAPTURE(upgrade);
        CHECK(rel(upgrade, Workload::Cnn, Precision::Fp32, "gtx-1070") < 1.5);
    }
    // ... unless one trains Transformers on tensor cores at 16-bit.
    CHECK(rel("rtx-2060", Workload::Transformer, Precision::Fp16, "gtx-1070") > 1.5);
    CHECK(rel("rtx-2060", Workload::Transformer, Precision::Fp16, "gtx-1070", Precision::Fp32) > 1.5);

    // seed §4.4: more tensor cores matter less than having them: the RTX 2080
    // is not 1.35x an RTX 2070 although it has 1.35x the tensor rate.
    for (Workload w : kAllWorkloads) {
        CAPTURE(toString(w));
        const double ratio = rel("rtx-2080", w, Precision::Fp16, "rtx-2070");
        CHECK(ratio > 1.0);
        CHECK(ratio < 1.3);
    }
    // seed §7.1: an RTX 2070 at 16-bit clearly beats a GTX 1070 or 1080 at fp32.
    for (Workload w : kAllWorkloads) {
        for (const char *old : {"gtx-1070", "gtx-1080"}) {
            CAPTURE(toString(w), old);
            CHECK(rel("rtx-2070", w, Precision::Fp16, old, Precision::Fp32) > 1.5);
        }
    }
}

TEST_CASE("Calibration cache: the state round-trips bit for bit and gives the same figures",
          "[performance][cache]")
{
    const std::string text = encodeModelState(model().state());
    const auto state = decodeModelState(text);
    REQUIRE(state);
    // Every double (NaN and infinities included) comes back exactly: the
    // text of the decoded state is the text of the original.
    CHECK(encodeModelState(*state) == text);
    const auto restored = PerformanceModel::fromState(bundled(), *state);
    REQUIRE(restored);
    for (const Device &d : bundled().devices) {
        for (const Workload w : kAllWorkloads) {
            for (const Precision p : kAllPrecisions) {
                const auto a = model().relative(d.id, w, p, "rtx-2080-ti");
                const auto b = restored->relative(d.id, w, p, "rtx-2080-ti");
                CAPTURE(d.id, toString(w), toString(p));
                REQUIRE(a.has_value() == b.has_value());
                if (!a)
                    continue;
                CHECK(a->relative == b->relative);
                CHECK(a->intervalLow == b->intervalLow);
                CHECK(a->intervalHigh == b->intervalHigh);
                CHECK(a->provenance == b->provenance);
            }
        }
    }
}

TEST_CASE("Calibration cache: folds left encoded decode when first needed, to the same figures and state",
          "[performance][cache]")
{
    const std::string text = encodeModelState(model().state());
    std::vector<std::string> folds;
    auto state = decodeModelState(text, folds);
    REQUIRE(state);
    REQUIRE(folds.size() == state->calibrations.size());
    for (std::size_t k = 0; k < folds.size(); ++k) {
        CAPTURE(k);
        CHECK(state->calibrations[k].leaveOneDevice.empty());
        const auto decoded = decodeFolds(folds[k]);
        REQUIRE(decoded);
        CHECK(decoded->size() == *foldCount(folds[k]));
        CHECK(decoded->size() == model().state().calibrations[k].leaveOneDevice.size());
    }
    CHECK_FALSE(decodeFolds(folds[0].substr(0, folds[0].size() / 2)));

    // An estimated-only model reads the folds: from deferred text, its
    // figures are the freshly calibrated model's, bit for bit.
    PerformanceModelOptions estimatedOnly;
    estimatedOnly.estimatedOnly = true;
    const PerformanceModel fresh = PerformanceModel::calibrate(bundled(), estimatedOnly);
    const auto restored = PerformanceModel::fromState(bundled(), *state, folds, estimatedOnly);
    REQUIRE(restored);
    int estimated = 0;
    for (const Device &d : bundled().devices) {
        for (const Workload w : kAllWorkloads) {
            const auto a = fresh.relative(d.id, w, Precision::Fp16, "rtx-2080-ti");
            const auto b = restored->relative(d.id, w, Precision::Fp16, "rtx-2080-ti");
            CAPTURE(d.id, toString(w));
            REQUIRE(a.has_value() == b.has_value());
            if (!a)
                continue;
            CHECK(a->relative == b->relative);
            CHECK(a->intervalLow == b->intervalLow);
            CHECK(a->intervalHigh == b->intervalHigh);
            estimated += a->provenance == Provenance::Estimated ? 1 : 0;
        }
    }
    CHECK(estimated > 200);
    // state() holds the folds again, as the cache wrote them.
    CHECK(encodeModelState(restored->state()) == text);
    // And a model that never needed them gives them too.
    const auto untouched = PerformanceModel::fromState(bundled(), *state, folds);
    REQUIRE(untouched);
    CHECK(encodeModelState(untouched->state()) == text);

    // Folds for other devices are refused at once.
    std::vector<std::string> wrong = folds;
    wrong[2] = std::to_string(*foldCount(folds[2]) + 1) + " ";
    CHECK_FALSE(PerformanceModel::fromState(bundled(), *state, wrong));
    // Damaged folds that still count right leave every fold unfitted: an
    // estimated-only figure of a measured device then says why there is none.
    std::vector<std::string> damaged = folds;
    for (std::size_t k = 0; k < damaged.size(); ++k)
        damaged[k] = std::to_string(*foldCount(folds[k])) + " x";
    const auto hurt = PerformanceModel::fromState(bundled(), *state, damaged, estimatedOnly);
    REQUIRE(hurt);
    REQUIRE(fresh.relative("rtx-3090", Workload::Cnn, Precision::Fp16, "rtx-2080-ti"));
    CHECK_FALSE(hurt->relative("rtx-3090", Workload::Cnn, Precision::Fp16, "rtx-2080-ti"));
    const auto why = hurt->unavailableReason("rtx-3090", Workload::Cnn, Precision::Fp16, "rtx-2080-ti");
    REQUIRE(why);
    CHECK(why->english().find("Too few other devices are measured") != std::string::npos);
}

TEST_CASE("Calibration cache: damaged or foreign text is refused, never half-read", "[performance][cache]")
{
    const std::string text = encodeModelState(model().state());
    CHECK_FALSE(decodeModelState(""));
    CHECK_FALSE(decodeModelState("not a model state\n"));
    CHECK_FALSE(decodeModelState(text.substr(0, text.size() / 2))); // truncated
    CHECK_FALSE(decodeModelState(text + " 1"));                   // trailing token
    // Another model version's file.
    std::string other = text;
    const std::size_t newline = other.find('\n');
    other.replace(newline - 1, 1, "9");
    CHECK_FALSE(decodeModelState(other));
    // A count that claims more elements than the text could hold (the first
    // calibration's device list, after carry, pooling, workload and
    // precision): refused before anything is allocated.
    CHECK_FALSE(decodeModelState(text.substr(0, newline + 1) + "0x0p+0 1 0 0 999999999999 "));
}

TEST_CASE("Calibration cache: the key follows what the model is fitted on, and nothing else",
          "[performance][cache]")
{
    const std::uint64_t key = calibrationKey(bundled(), {});
    CHECK(calibrationKeyText(bundled(), {}).size() == 16);
    DataSet data = bundled();
    CHECK(calibrationKey(data, {}) == key);

    // Prices and cloud offers change no fitted value.
    PriceQuote quote;
    quote.deviceId = "rtx-3090";
    quote.amount = 750.0;
    quote.kind = QuoteKind::Used;
    data.priceQuotes.push_back(quote);
    data.cloudOffers.clear();
    CHECK(calibrationKey(data, {}) == key);

    // A benchmark, a device's sheet, a supplement or an option does.
    DataSet benchmark = bundled();
    benchmark.benchmarks.front().throughput *= 1.0000001;
    CHECK(calibrationKey(benchmark, {}) != key);
    DataSet sheet = bundled();
    sheet.devices.back().memoryBandwidthGbs = sheet.devices.back().memoryBandwidthGbs.value_or(0.0) + 1.0;
    CHECK(calibrationKey(sheet, {}) != key);
    // Any column of a device (tableio::visitDeviceFields() lists them all),
    // whatever its type: text, a year, a yes/no, a date, an enumeration.
    const auto keyAfter = [](const std::function<void(Device &)> &change) {
        DataSet changed = bundled();
        change(changed.devices.front());
        return calibrationKey(changed, {});
    };
    CHECK(keyAfter([](Device &d) { d.notes += " "; }) != key);
    CHECK(keyAfter([](Device &d) { d.releaseYear = d.releaseYear.value_or(2000) + 1; }) != key);
    CHECK(keyAfter([](Device &d) { d.tensorCores = !d.tensorCores.value_or(false); }) != key);
    CHECK(keyAfter([](Device &d) { d.releaseDate = PartialDate::yearMonth(2001, 2); }) != key);
    CHECK(keyAfter([](Device &d) {
              d.segment = d.segment == Segment::Consumer ? Segment::Workstation : Segment::Consumer;
          })
          != key);
    // A year known where none was differs from the year 0.
    CHECK(keyAfter([](Device &d) { d.releaseYear.reset(); })
          != keyAfter([](Device &d) { d.releaseYear = 0; }));
    DataSet supplement = bundled();
    supplement.specSupplements.push_back({"rtx-3090", "l2_cache_mb", 6.0, "NVIDIA"});
    CHECK(calibrationKey(supplement, {}) != key);
    PerformanceModelOptions pooled;
    pooled.architecturePooling = false;
    CHECK(calibrationKey(bundled(), pooled) != key);
    // estimatedOnly changes no fitted value (fromState accepts it).
    PerformanceModelOptions estimatedOnly;
    estimatedOnly.estimatedOnly = true;
    CHECK(calibrationKey(bundled(), estimatedOnly) == key);
}
