#include "compare.h"

#include "currency.h"
#include "llmmemory.h"
#include "session.h"
#include "softwaresupport.h"

#include <algorithm>
#include <cmath>

namespace gpa {

namespace {

ComparedValue number(std::optional<double> value)
{
    ComparedValue v;
    v.number = value;
    return v;
}

ComparedValue text(std::string value)
{
    ComparedValue v;
    v.text = std::move(value);
    return v;
}

// Marks whether the values differ and which is best. Numbers within 0.5% of
// each other count as equal: two cards both listed at 24 GB, or figures
// that differ only in rounding, are "the same".
void judge(ComparisonRow &row)
{
    const auto &values = row.values;
    const bool anyKnown = std::any_of(values.begin(), values.end(), [](const ComparedValue &v) { return v.known(); });
    const bool allKnown = std::all_of(values.begin(), values.end(), [](const ComparedValue &v) { return v.known(); });
    if (!anyKnown)
        return;
    if (!allKnown) {
        row.differs = true;
    } else if (values.front().number) {
        double low = *values.front().number;
        double high = low;
        for (const ComparedValue &v : values) {
            low = std::min(low, v.number.value_or(low));
            high = std::max(high, v.number.value_or(high));
        }
        row.differs = std::abs(high - low) > 0.005 * std::max(std::abs(high), std::abs(low));
    } else {
        row.differs = std::any_of(values.begin(), values.end(),
                                  [&](const ComparedValue &v) { return v.text != values.front().text; });
    }
    if (!row.differs || row.better == Better::None)
        return;
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!values[i].number)
            continue;
        if (!best
            || (row.better == Better::Higher ? *values[i].number > *values[*best].number
                                             : *values[i].number < *values[*best].number))
            best = i;
    }
    row.best = best;
}

struct RowBuilder
{
    std::vector<ComparisonRow> rows;
    std::string section;

    ComparisonRow &add(std::string key, Message label, std::string unit, Better better, int decimals)
    {
        ComparisonRow row;
        row.key = std::move(key);
        row.section = section;
        row.label = std::move(label);
        row.unit = std::move(unit);
        row.better = better;
        row.decimals = decimals;
        rows.push_back(std::move(row));
        return rows.back();
    }
};

Message label(const char *text)
{
    return Message{text, {}, ""};
}

} // namespace

Result<DeviceComparison> compareDevices(const Session &session, const std::vector<std::string> &deviceIds,
                                        const CompareOptions &options)
{
    if (deviceIds.size() < kMinCompared || deviceIds.size() > kMaxCompared)
        return makeError("compare 2 to 4 devices, got " + std::to_string(deviceIds.size()));
    DeviceComparison out;
    const DataSet &data = session.data();
    std::vector<const DeviceEvaluation *> evaluations;
    std::vector<std::optional<std::size_t>> rows;
    for (const std::string &id : deviceIds) {
        const Device *device = data.device(id);
        if (!device)
            return makeError("no device '" + id + "' in the catalogue");
        if (std::find(out.devices.begin(), out.devices.end(), device) != out.devices.end())
            return makeError("the device '" + id + "' is given twice");
        out.devices.push_back(device);
        // A device not yet released on the view's date has no evaluation:
        // its specifications still compare.
        evaluations.push_back(session.evaluation(id));
        rows.push_back(session.rowOf(id));
    }
    const auto each = [&](auto &&value) {
        std::vector<ComparedValue> values;
        for (std::size_t i = 0; i < out.devices.size(); ++i)
            values.push_back(value(i, *out.devices[i]));
        return values;
    };

    RowBuilder b; // NOLINT(readability-identifier-length)
    b.section = "specifications";
    b.add("vendor", label(QT_TRANSLATE_NOOP("core", "Vendor")), "", Better::None, 0).values
        = each([](std::size_t, const Device &d) { return text(d.vendor); });
    b.add("architecture", label(QT_TRANSLATE_NOOP("core", "Architecture")), "", Better::None, 0).values
        = each([](std::size_t, const Device &d) { return text(d.architecture); });
    b.add("segment", label(QT_TRANSLATE_NOOP("core", "Segment")), "", Better::None, 0).values
        = each([](std::size_t, const Device &d) { return text(std::string(toString(d.segment))); });
    b.add("release_year", label(QT_TRANSLATE_NOOP("core", "Released")), "", Better::None, 0).values
        = each([](std::size_t, const Device &d) {
              return number(d.releaseYear ? std::optional<double>(*d.releaseYear) : std::nullopt);
          });
    b.add("memory_gb", label(QT_TRANSLATE_NOOP("core", "Memory")), "GB", Better::Higher, 0).values
        = each([](std::size_t, const Device &d) { return number(d.memoryGb); });
    b.add("memory_type", label(QT_TRANSLATE_NOOP("core", "Memory type")), "", Better::None, 0).values
        = each([](std::size_t, const Device &d) { return text(d.memoryType); });
    b.add("memory_bandwidth_gbs", label(QT_TRANSLATE_NOOP("core", "Memory bandwidth")), "GB/s", Better::Higher, 0)
        .values = each([](std::size_t, const Device &d) { return number(d.memoryBandwidthGbs); });
    b.add("fp32_tflops", label(QT_TRANSLATE_NOOP("core", "FP32 compute")), "TFLOPS", Better::Higher, 1).values
        = each([](std::size_t, const Device &d) { return number(d.fp32Tflops); });
    b.add("tensor_fp16_tflops_dense", label(QT_TRANSLATE_NOOP("core", "16-bit tensor compute (dense)")), "TFLOPS",
          Better::Higher, 1)
        .values = each([](std::size_t, const Device &d) { return number(d.tensorFp16TflopsDense); });
    b.add("l2_cache_mb", label(QT_TRANSLATE_NOOP("core", "L2 cache")), "MB", Better::Higher, 0).values
        = each([](std::size_t, const Device &d) { return number(d.l2CacheMb); });
    b.add("pcie_gen", label(QT_TRANSLATE_NOOP("core", "PCIe generation")), "", Better::Higher, 0).values
        = each([](std::size_t, const Device &d) { return number(d.pcieGen); });

    // Per workload at the view's precision, relative to the view's reference
    // (seed §4.1), with the 80% range of an estimate.
    b.section = "performance";
    const auto figureValue = [](const std::optional<PerformanceFigure> &f) {
        ComparedValue v;
        if (!f)
            return v;
        v.number = f->relative;
        v.low = f->intervalLow;
        if (std::isfinite(f->intervalHigh))
            v.high = f->intervalHigh;
        v.estimated = f->provenance == Provenance::Estimated;
        return v;
    };
    b.add("relative_mix", label(QT_TRANSLATE_NOOP("core", "Relative performance, the view's workload")), "",
          Better::Higher, 2)
        .values = each([&](std::size_t i, const Device &) {
        return evaluations[i] ? figureValue(evaluations[i]->performance) : ComparedValue{};
    });
    const Message workloadLabels[] = {label(QT_TRANSLATE_NOOP("core", "Relative performance, convnets")),
                                      label(QT_TRANSLATE_NOOP("core", "Relative performance, recurrent networks")),
                                      label(QT_TRANSLATE_NOOP("core", "Relative performance, Transformers"))};
    for (std::size_t w = 0; w < kWorkloadCount; ++w) {
        b.add("relative_" + std::string(toString(kAllWorkloads[w])), workloadLabels[w], "", Better::Higher, 2).values
            = each([&](std::size_t i, const Device &) {
                  return rows[i] ? figureValue(session.workloadFigures(*rows[i])[w]) : ComparedValue{};
              });
    }

    b.section = "price";
    b.add("price_usd", label(QT_TRANSLATE_NOOP("core", "Price")), "USD", Better::Lower, 0).values
        = each([&](std::size_t i, const Device &) {
              return number(evaluations[i] ? evaluations[i]->price.usd : std::nullopt);
          });
    b.add("price_date", label(QT_TRANSLATE_NOOP("core", "Price observed")), "", Better::None, 0).values
        = each([&](std::size_t i, const Device &) {
              return text(evaluations[i] && evaluations[i]->price.date ? evaluations[i]->price.date->toString()
                                                                       : std::string());
          });
    // Relative performance per $1,000: the article's performance per cost
    // (seed §4.4).
    b.add("performance_per_1000_usd", label(QT_TRANSLATE_NOOP("core", "Performance per $1,000")), "",
          Better::Higher, 2)
        .values = each([&](std::size_t i, const Device &) {
        const DeviceEvaluation *e = evaluations[i];
        if (!e || !e->performancePerDollar)
            return ComparedValue{};
        ComparedValue v = number(*e->performancePerDollar * 1000.0);
        v.estimated = e->performanceEstimated();
        return v;
    });

    // Memory fit for one LLM: what one device must hold against what it
    // offers (llmmemory.h).
    b.section = "memory_fit";
    const LlmModel *model = data.llmModel(options.llmModelId);
    const WeightFormat *format = findWeightFormat(options.weights);
    if (model && format) {
        LlmSetup setup;
        setup.model = model;
        setup.format = format;
        setup.task = options.task;
        setup.context = options.context;
        if (!checkSetup(setup)) {
            const LlmMemory memory = llmMemory(setup);
            out.llmModelId = model->id;
            out.weights = std::string(format->id);
            out.llmNeedGiB = memory.perDeviceGiB;
            std::vector<LlmFit> fits;
            for (const Device *d : out.devices)
                fits.push_back(llmFit(memory, *d));
            b.add("llm_usable_gib", label(QT_TRANSLATE_NOOP("core", "Memory for the model")), "GiB", Better::Higher, 1)
                .values = each([&](std::size_t i, const Device &) { return number(fits[i].usableGiB); });
            b.add("llm_margin_gib", label(QT_TRANSLATE_NOOP("core", "Room left after the model")), "GiB",
                  Better::Higher, 1)
                .values = each([&](std::size_t i, const Device &) { return number(fits[i].marginGiB); });
            b.add("llm_fits", label(QT_TRANSLATE_NOOP("core", "The model fits")), "", Better::None, 0).values
                = each([&](std::size_t i, const Device &) {
                      return text(!fits[i].fits ? std::string() : *fits[i].fits ? "yes" : "no");
                  });
        }
    }

    b.section = "power";
    b.add("tdp_w", label(QT_TRANSLATE_NOOP("core", "Board power (TDP)")), "W", Better::Lower, 0).values
        = each([](std::size_t, const Device &d) { return number(d.tdpW); });
    // Relative performance per kilowatt of board power.
    b.add("performance_per_kw", label(QT_TRANSLATE_NOOP("core", "Performance per kW of board power")), "",
          Better::Higher, 2)
        .values = each([&](std::size_t i, const Device &d) {
        const DeviceEvaluation *e = evaluations[i];
        if (!e || !e->performance || !d.tdpW || *d.tdpW <= 0.0)
            return ComparedValue{};
        ComparedValue v = number(e->performance->relative / *d.tdpW * 1000.0);
        v.estimated = e->performanceEstimated();
        return v;
    });

    b.section = "support";
    b.add("software_support", label(QT_TRANSLATE_NOOP("core", "Software support")), "", Better::None, 0).values
        = each([&](std::size_t i, const Device &d) {
              const SupportVerdict verdict = evaluations[i] ? evaluations[i]->support() : softwareSupport(d);
              return verdict.status == SupportStatus::Unknown ? ComparedValue{}
                                                              : text(std::string(toString(verdict.status)));
          });

    for (ComparisonRow &row : b.rows)
        judge(row);
    out.rows = std::move(b.rows);

    // Every quote of each device in USD, oldest first (a quote in a
    // currency without a rate is left out).
    const CurrencyTable rates(data.exchangeRates);
    out.priceHistory.resize(out.devices.size());
    for (const PriceQuote &q : data.priceQuotes) {
        for (std::size_t i = 0; i < out.devices.size(); ++i) {
            if (q.deviceId != out.devices[i]->id)
                continue;
            if (const auto usd = rates.toUsd(q.amount, q.currency))
                out.priceHistory[i].push_back({q.observed.toString(), *usd, std::string(toString(q.kind)), q.source});
        }
    }
    for (auto &history : out.priceHistory)
        std::stable_sort(history.begin(), history.end(),
                         [](const ComparedPrice &x, const ComparedPrice &y) { return x.date < y.date; });
    return out;
}

} // namespace gpa
