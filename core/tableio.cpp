#include "tableio.h"

#include "specs.h"
#include "validation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace gpa::tableio {

namespace {

// 'text' in single quotes, for messages.
std::string quoted(const std::string &text)
{
    std::string out;
    out.reserve(text.size() + 2);
    out += '\'';
    out += text;
    out += '\'';
    return out;
}

// Reads the fields of one table by column name and collects every problem:
// each with its line, column and reason (up to kMaxProblems, so a hostile
// file cannot make the report itself huge).
class RowReader
{
public:
    RowReader(const csv::Table &table, std::string fileName, const std::vector<std::string> &allowed,
              const std::vector<std::string> &required)
        : m_table(table)
        , m_fileName(std::move(fileName))
    {
        for (std::size_t i = 0; i < table.header.size(); ++i) {
            const std::string &name = table.header[i];
            if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
                fail(1, name, "unknown column " + quoted(name));
                continue;
            }
            if (m_columns.count(name) != 0) {
                fail(1, name, "column " + quoted(name) + " appears twice");
                continue;
            }
            m_columns[name] = i;
        }
        for (const std::string &name : required) {
            if (m_columns.count(name) == 0)
                fail(1, name, "missing column " + quoted(name));
        }
        m_headerFailed = !m_problems.empty();
    }

    [[nodiscard]] bool failed() const { return !m_problems.empty(); }
    [[nodiscard]] bool headerFailed() const { return m_headerFailed; }
    [[nodiscard]] bool rowFailed() const { return m_rowFailed; }
    [[nodiscard]] Error error() const
    {
        return makeError(m_problems.empty() ? std::string() : m_problems.front().text());
    }
    [[nodiscard]] const std::vector<RowProblem> &problems() const { return m_problems; }
    [[nodiscard]] std::size_t rowCount() const { return m_table.rows.size(); }
    [[nodiscard]] bool has(const std::string &column) const { return m_columns.count(column) != 0; }

    void setRow(std::size_t row)
    {
        m_row = row;
        m_rowFailed = false;
    }
    [[nodiscard]] int line() const
    {
        return m_table.lineNumbers.size() > m_row ? m_table.lineNumbers[m_row] : 0;
    }

    std::string text(const std::string &column)
    {
        const auto it = m_columns.find(column);
        if (it == m_columns.end())
            return {};
        const std::string &value = m_table.rows[m_row][it->second];
        // No cell of any table is longer than a note, or anything but text.
        if (auto problem = checkText(value, kMaxTextLength, TextKind::Block, false)) {
            failField(column, problem->english());
            return {};
        }
        return value;
    }

    // The first problem core's validator finds in a whole record.
    void check(const std::vector<FieldProblem> &problems)
    {
        if (!problems.empty() && !rowFailed())
            failField(problems.front().field, problems.front().message.english());
    }

    std::string requiredText(const std::string &column)
    {
        std::string value = text(column);
        if (value.empty())
            failField(column, "a value is required");
        return value;
    }

    std::optional<double> optionalNumber(const std::string &column, double min = 0.0)
    {
        const std::string value = text(column);
        if (value.empty())
            return std::nullopt;
        const auto number = parseNumber(value);
        if (!number) {
            failField(column, quoted(value) + " is not a number");
            return std::nullopt;
        }
        if (*number < min) {
            failField(column, quoted(value) + " is below the allowed minimum");
            return std::nullopt;
        }
        return number;
    }

    double requiredNumber(const std::string &column, double min = 0.0)
    {
        const std::string value = text(column);
        if (value.empty()) {
            failField(column, "a value is required");
            return 0.0;
        }
        return optionalNumber(column, min).value_or(0.0);
    }

    std::optional<int> optionalInt(const std::string &column, int min = 0)
    {
        const auto number = optionalNumber(column, min);
        if (!number)
            return std::nullopt;
        if (*number != std::floor(*number) || std::fabs(*number) > 1e9) {
            failField(column, quoted(text(column)) + " is not a whole number");
            return std::nullopt;
        }
        return static_cast<int>(*number);
    }

    template<typename T, typename Parse>
    T enumValue(const std::string &column, Parse parse, T fallback)
    {
        const std::string value = text(column);
        if (value.empty()) {
            failField(column, "a value is required");
            return fallback;
        }
        const auto parsed = parse(value);
        if (!parsed) {
            failField(column, quoted(value) + " is not a known value");
            return fallback;
        }
        return *parsed;
    }

    std::optional<PartialDate> optionalDate(const std::string &column)
    {
        const std::string value = text(column);
        if (value.empty())
            return std::nullopt;
        auto date = PartialDate::parse(value);
        if (!date)
            failField(column, quoted(value) + " is not YYYY, YYYY-MM or YYYY-MM-DD");
        return date;
    }

    void failField(const std::string &column, const std::string &message)
    {
        m_rowFailed = true;
        fail(line(), column, message);
    }

    void fail(int line, const std::string &column, const std::string &message)
    {
        if (m_problems.size() >= kMaxProblems) {
            m_truncated = true;
            return;
        }
        m_problems.push_back({m_fileName, line, column, message});
    }

private:
    const csv::Table &m_table;
    std::string m_fileName;
    std::map<std::string, std::size_t> m_columns;
    std::size_t m_row = 0;
    std::vector<RowProblem> m_problems;
    bool m_headerFailed = false;
    bool m_rowFailed = false;
    bool m_truncated = false;
};

template<typename Record, typename ReadOne>
Rows<Record> readEvery(const csv::Table &table, const std::string &fileName,
                       const std::vector<std::string> &columns,
                       const std::vector<std::string> &required, ReadOne readOne)
{
    RowReader reader(table, fileName, columns, required);
    Rows<Record> out;
    if (reader.headerFailed()) {
        out.problems = reader.problems();
        return out;
    }
    out.records.reserve(reader.rowCount());
    out.lines.reserve(reader.rowCount());
    for (std::size_t i = 0; i < reader.rowCount(); ++i) {
        reader.setRow(i);
        Record record = readOne(reader);
        if (!reader.rowFailed()) {
            out.records.push_back(std::move(record));
            out.lines.push_back(reader.line());
        }
    }
    out.problems = reader.problems();
    return out;
}

template<typename Record, typename ReadOne>
Result<std::vector<Record>> readAll(const csv::Table &table, const std::string &fileName,
                                    const std::vector<std::string> &columns,
                                    const std::vector<std::string> &required, ReadOne readOne)
{
    Rows<Record> rows = readEvery<Record>(table, fileName, columns, required, readOne);
    if (!rows.problems.empty())
        return makeError(rows.problems.front().text());
    return std::move(rows.records);
}

std::optional<bool> parseYesNo(std::string_view text)
{
    if (text == "yes")
        return true;
    if (text == "no")
        return false;
    return std::nullopt;
}

} // namespace

std::optional<double> parseNumber(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    double value = 0.0;
    const char *begin = text.data();
    const char *end = text.data() + text.size();
    if (*begin == '+')
        ++begin;
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc{} || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string formatOptional(const std::optional<double> &value)
{
    if (!value)
        return {};
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, *value);
    if (ec != std::errc{})
        return {};
    return std::string(buffer, end);
}

const std::vector<std::string> &deviceColumns()
{
    static const std::vector<std::string> columns{
        "id", "name", "vendor", "kind", "segment", "architecture", "release_year", "release_date",
        "memory_gb", "memory_type", "memory_bandwidth_gbs", "fp32_tflops", "fp16_tflops_nontensor",
        "tensor_fp16_tflops_dense", "int8_tops_dense", "tensor_cores", "l2_cache_mb", "tdp_w",
        "pcie_gen", "interconnect", "launch_msrp_usd", "typical_used_price_usd", "cooling",
        "source", "notes", "board_slots", "length_mm", "psu_recommended_w", "form_factor",
        "power_connectors", "compute_capability", "rocm_support", "last_supported_release",
        "platform_source", "platform_notes", "origin"};
    return columns;
}

const std::vector<std::string> &cloudOfferColumns()
{
    static const std::vector<std::string> columns{
        "id", "provider", "instance", "accelerator_id", "accelerator_count",
        "usd_per_hour_on_demand", "usd_per_hour_spot", "region", "price_date", "price_scope",
        "source", "notes", "origin"};
    return columns;
}

const std::vector<std::string> &cloudPriceColumns()
{
    static const std::vector<std::string> columns{"offer_id", "usd_per_hour_on_demand",
                                                  "usd_per_hour_spot", "price_date", "source",
                                                  "notes"};
    return columns;
}

const std::vector<std::string> &priceQuoteColumns()
{
    static const std::vector<std::string> columns{
        "device_id", "amount", "currency", "kind", "origin", "observed", "source", "notes"};
    return columns;
}

const std::vector<std::string> &benchmarkColumns()
{
    static const std::vector<std::string> columns{
        "device_id", "workload", "model", "precision", "num_devices", "throughput", "unit",
        "batch_size", "suite", "software", "platform", "quality_flag", "source"};
    return columns;
}

const std::vector<std::string> &scalingColumns()
{
    static const std::vector<std::string> columns{
        "device_id", "workload", "model", "precision", "num_devices", "scaling_ratio",
        "efficiency_per_device", "interconnect", "platform", "suite", "baseline_match", "flag",
        "source"};
    return columns;
}

const std::vector<std::string> &exchangeRateColumns()
{
    static const std::vector<std::string> columns{"currency", "per_usd", "as_of", "source"};
    return columns;
}

const std::vector<std::string> &specSupplementColumns()
{
    static const std::vector<std::string> columns{"device_id", "field", "value", "source"};
    return columns;
}

namespace {

const std::vector<std::string> kDeviceRequired{"id", "name", "vendor", "kind", "segment"};
const std::vector<std::string> kCloudOfferRequired{"id", "provider", "instance", "accelerator_id",
                                                   "accelerator_count"};
const std::vector<std::string> kPriceQuoteRequired{"device_id", "amount", "currency", "kind",
                                                   "observed"};
const std::vector<std::string> kBenchmarkRequired{"device_id", "workload", "model", "precision",
                                                  "num_devices", "throughput", "suite"};
const std::vector<std::string> kCloudPriceRequired{"offer_id", "price_date"};

Device deviceRow(RowReader &r)
{
    Device d;
    d.id = r.requiredText("id");
    d.name = r.requiredText("name");
    d.vendor = r.requiredText("vendor");
    d.kind = r.enumValue("kind", parseDeviceKind, DeviceKind::Gpu);
    d.segment = r.enumValue("segment", parseSegment, Segment::Consumer);
    d.architecture = r.text("architecture");
    d.releaseYear = r.optionalInt("release_year", 1990);
    d.releaseDate = r.optionalDate("release_date");
    d.memoryGb = r.optionalNumber("memory_gb");
    d.memoryType = r.text("memory_type");
    d.memoryBandwidthGbs = r.optionalNumber("memory_bandwidth_gbs");
    d.fp32Tflops = r.optionalNumber("fp32_tflops");
    d.fp16TflopsNonTensor = r.optionalNumber("fp16_tflops_nontensor");
    d.tensorFp16TflopsDense = r.optionalNumber("tensor_fp16_tflops_dense");
    d.int8TopsDense = r.optionalNumber("int8_tops_dense");
    if (const std::string tc = r.text("tensor_cores"); !tc.empty()) {
        d.tensorCores = parseYesNo(tc);
        if (!d.tensorCores)
            r.failField("tensor_cores", quoted(tc) + " is not yes or no");
    }
    d.l2CacheMb = r.optionalNumber("l2_cache_mb");
    d.tdpW = r.optionalNumber("tdp_w");
    d.pcieGen = r.optionalNumber("pcie_gen");
    d.interconnect = r.text("interconnect");
    d.launchMsrpUsd = r.optionalNumber("launch_msrp_usd");
    d.typicalUsedPriceUsd = r.optionalNumber("typical_used_price_usd");
    d.cooling = r.text("cooling");
    d.source = r.text("source");
    d.notes = r.text("notes");
    d.boardSlots = r.optionalNumber("board_slots");
    d.lengthMm = r.optionalNumber("length_mm");
    d.psuRecommendedW = r.optionalNumber("psu_recommended_w");
    if (const std::string text = r.text("form_factor"); !text.empty())
        d.formFactor = r.enumValue("form_factor", parseFormFactor, FormFactor::Unknown);
    d.powerConnectors = r.text("power_connectors");
    d.computeCapability = r.text("compute_capability");
    if (!d.computeCapability.empty() && !parseComputeCapability(d.computeCapability))
        r.failField("compute_capability",
                    quoted(d.computeCapability) + " is not a compute capability such as 8.9");
    if (const std::string text = r.text("rocm_support"); !text.empty())
        d.rocmSupport = r.enumValue("rocm_support", parseRocmSupport, RocmSupport::Unknown);
    d.lastSupportedRelease = r.text("last_supported_release");
    d.platformSource = r.text("platform_source");
    d.platformNotes = r.text("platform_notes");
    if (const std::string origin = r.text("origin"); !origin.empty())
        d.origin = r.enumValue("origin", parseOrigin, Origin::Bundled);
    r.check(checkDevice(d));
    return d;
}

CloudOffer cloudOfferRow(RowReader &r)
{
    CloudOffer o;
    o.id = r.requiredText("id");
    o.provider = r.requiredText("provider");
    o.instance = r.requiredText("instance");
    o.acceleratorId = r.requiredText("accelerator_id");
    o.acceleratorCount = r.optionalInt("accelerator_count", 1).value_or(1);
    o.usdPerHourOnDemand = r.optionalNumber("usd_per_hour_on_demand");
    o.usdPerHourSpot = r.optionalNumber("usd_per_hour_spot");
    o.region = r.text("region");
    o.priceDate = r.text("price_date");
    r.optionalDate("price_date");
    o.source = r.text("source");
    o.notes = r.text("notes");
    if (r.has("price_scope") || !r.text("price_scope").empty())
        o.priceScope = r.enumValue("price_scope", parsePriceScope, PriceScope::Instance);
    if (const std::string origin = r.text("origin"); !origin.empty())
        o.origin = r.enumValue("origin", parseOrigin, Origin::Bundled);
    r.check(checkCloudOffer(o));
    return o;
}

PriceQuote priceQuoteRow(RowReader &r)
{
    PriceQuote q;
    q.deviceId = r.requiredText("device_id");
    q.amount = r.requiredNumber("amount");
    q.currency = r.requiredText("currency");
    q.kind = r.enumValue("kind", parseQuoteKind, QuoteKind::RetailNew);
    if (const std::string origin = r.text("origin"); !origin.empty())
        q.origin = r.enumValue("origin", parseOrigin, Origin::Bundled);
    const std::string observed = r.requiredText("observed");
    if (const auto date = PartialDate::parse(observed))
        q.observed = *date;
    else if (!observed.empty())
        r.failField("observed", quoted(observed) + " is not YYYY, YYYY-MM or YYYY-MM-DD");
    q.source = r.text("source");
    q.notes = r.text("notes");
    // The currency's rate is not known here: the bounds in USD are
    // checked where the quote is stored.
    r.check(checkQuote(q, std::nullopt));
    return q;
}

Benchmark benchmarkRow(RowReader &r)
{
    Benchmark b;
    b.deviceId = r.requiredText("device_id");
    b.workload = r.enumValue("workload", parseWorkload, Workload::Cnn);
    b.model = r.requiredText("model");
    b.precision = r.enumValue("precision", parsePrecision, Precision::Fp32);
    b.numDevices = r.optionalInt("num_devices", 1).value_or(1);
    const std::string throughput = r.text("throughput");
    b.throughput = r.requiredNumber("throughput");
    if (!r.rowFailed() && !(b.throughput > 0.0))
        r.failField("throughput", "a throughput must be greater than zero");
    b.unit = r.text("unit");
    b.batchSize = r.optionalInt("batch_size", 1);
    b.suite = r.requiredText("suite");
    b.software = r.text("software");
    b.platform = r.text("platform");
    b.qualityFlag = r.text("quality_flag");
    b.source = r.text("source");
    return b;
}

CloudPricePoint cloudPriceRow(RowReader &r)
{
    CloudPricePoint p;
    p.offerId = r.requiredText("offer_id");
    p.usdPerHourOnDemand = r.optionalNumber("usd_per_hour_on_demand");
    p.usdPerHourSpot = r.optionalNumber("usd_per_hour_spot");
    p.priceDate = r.requiredText("price_date");
    r.optionalDate("price_date");
    p.source = r.text("source");
    p.notes = r.text("notes");
    return p;
}

} // namespace

std::string RowProblem::text() const
{
    std::string out = file;
    if (line > 0)
        out += " line " + std::to_string(line);
    out += ": ";
    if (!column.empty() && message.rfind("unknown column", 0) != 0
        && message.rfind("missing column", 0) != 0 && message.rfind("column ", 0) != 0)
        out += column + ": ";
    return out + message;
}

Result<std::vector<Device>> readDevices(const csv::Table &table, const std::string &fileName)
{
    return readAll<Device>(table, fileName, deviceColumns(), kDeviceRequired, deviceRow);
}

Rows<Device> readDeviceRows(const csv::Table &table, const std::string &fileName)
{
    return readEvery<Device>(table, fileName, deviceColumns(), kDeviceRequired, deviceRow);
}

Result<std::vector<CloudOffer>> readCloudOffers(const csv::Table &table, const std::string &fileName)
{
    return readAll<CloudOffer>(table, fileName, cloudOfferColumns(), kCloudOfferRequired,
                               cloudOfferRow);
}

Rows<CloudOffer> readCloudOfferRows(const csv::Table &table, const std::string &fileName)
{
    return readEvery<CloudOffer>(table, fileName, cloudOfferColumns(), kCloudOfferRequired,
                                 cloudOfferRow);
}

Result<std::vector<PriceQuote>> readPriceQuotes(const csv::Table &table, const std::string &fileName)
{
    return readAll<PriceQuote>(table, fileName, priceQuoteColumns(), kPriceQuoteRequired,
                               priceQuoteRow);
}

Rows<PriceQuote> readPriceQuoteRows(const csv::Table &table, const std::string &fileName)
{
    return readEvery<PriceQuote>(table, fileName, priceQuoteColumns(), kPriceQuoteRequired,
                                 priceQuoteRow);
}

Result<std::vector<Benchmark>> readBenchmarks(const csv::Table &table, const std::string &fileName)
{
    return readAll<Benchmark>(table, fileName, benchmarkColumns(), kBenchmarkRequired, benchmarkRow);
}

Rows<Benchmark> readBenchmarkRows(const csv::Table &table, const std::string &fileName)
{
    return readEvery<Benchmark>(table, fileName, benchmarkColumns(), kBenchmarkRequired,
                                benchmarkRow);
}

Result<std::vector<CloudPricePoint>> readCloudPriceHistory(const csv::Table &table,
                                                           const std::string &fileName)
{
    return readAll<CloudPricePoint>(table, fileName, cloudPriceColumns(), kCloudPriceRequired,
                                    cloudPriceRow);
}

Rows<CloudPricePoint> readCloudPriceRows(const csv::Table &table, const std::string &fileName)
{
    return readEvery<CloudPricePoint>(table, fileName, cloudPriceColumns(), kCloudPriceRequired,
                                      cloudPriceRow);
}

Result<std::vector<ScalingRow>> readScaling(const csv::Table &table, const std::string &fileName)
{
    return readAll<ScalingRow>(
        table, fileName, scalingColumns(),
        {"device_id", "workload", "model", "precision", "num_devices", "scaling_ratio"},
        [](RowReader &r) {
            ScalingRow s;
            s.deviceId = r.requiredText("device_id");
            s.workload = r.enumValue("workload", parseWorkload, Workload::Cnn);
            s.model = r.requiredText("model");
            s.precision = r.enumValue("precision", parsePrecision, Precision::Fp32);
            s.numDevices = r.optionalInt("num_devices", 2).value_or(2);
            s.scalingRatio = r.requiredNumber("scaling_ratio");
            if (!r.failed() && !(s.scalingRatio > 0.0))
                r.failField("scaling_ratio", "must be greater than zero");
            s.efficiencyPerDevice = r.optionalNumber("efficiency_per_device");
            s.interconnect = r.text("interconnect");
            s.platform = r.text("platform");
            s.suite = r.text("suite");
            s.baselineMatch = r.text("baseline_match");
            s.flag = r.text("flag");
            s.source = r.text("source");
            return s;
        });
}

Result<std::vector<ExchangeRate>> readExchangeRates(const csv::Table &table, const std::string &fileName)
{
    return readAll<ExchangeRate>(table, fileName, exchangeRateColumns(), {"currency", "per_usd"},
                                 [](RowReader &r) {
                                     ExchangeRate e;
                                     e.currency = r.requiredText("currency");
                                     if (e.currency.size() != 3)
                                         r.failField("currency", quoted(e.currency) + " is not a three-letter code");
                                     e.perUsd = r.requiredNumber("per_usd");
                                     if (!r.failed() && !(e.perUsd > 0.0))
                                         r.failField("per_usd", "a rate must be greater than zero");
                                     e.asOf = r.text("as_of");
                                     e.source = r.text("source");
                                     r.check(checkExchangeRate(e));
                                     return e;
                                 });
}

Result<std::vector<SpecSupplement>> readSpecSupplements(const csv::Table &table,
                                                        const std::string &fileName)
{
    return readAll<SpecSupplement>(table, fileName, specSupplementColumns(),
                                   {"device_id", "field", "value", "source"}, [](RowReader &r) {
                                       SpecSupplement s;
                                       s.deviceId = r.requiredText("device_id");
                                       s.field = r.requiredText("field");
                                       const auto &cols = deviceColumns();
                                       if (!s.field.empty() && s.field != kGpuMemoryField
                                           && std::find(cols.begin(), cols.end(), s.field) == cols.end())
                                           r.failField("field", quoted(s.field) + " is not a device column");
                                       s.value = r.requiredNumber("value");
                                       s.source = r.requiredText("source");
                                       return s;
                                   });
}

const std::vector<std::string> &llmModelColumns()
{
    static const std::vector<std::string> columns{
        "id", "name", "family", "params_b", "active_params_b", "layers", "hidden_size",
        "intermediate_size", "attention_heads", "kv_heads", "head_dim", "vocab_size",
        "native_context", "experts", "active_experts", "tied_embeddings", "kv_cache_dim",
        "sliding_window", "sliding_layers", "source", "notes", "origin"};
    return columns;
}

const std::vector<std::string> &llmBenchmarkColumns()
{
    static const std::vector<std::string> columns{
        "device_id", "device_count", "split", "model_id", "format", "task", "metric", "context",
        "batch", "tokens_per_s", "software", "observed", "source", "notes"};
    return columns;
}

Result<std::vector<LlmModel>> readLlmModels(const csv::Table &table, const std::string &fileName)
{
    return readAll<LlmModel>(
        table, fileName, llmModelColumns(),
        {"id", "name", "params_b", "layers", "hidden_size", "intermediate_size", "attention_heads",
         "kv_heads", "head_dim", "vocab_size", "native_context"},
        [](RowReader &r) {
            LlmModel m;
            m.id = r.requiredText("id");
            m.name = r.requiredText("name");
            m.family = r.text("family");
            m.paramsB = r.requiredNumber("params_b");
            m.activeParamsB = r.optionalNumber("active_params_b");
            m.layers = r.optionalInt("layers", 1).value_or(0);
            m.hiddenSize = r.optionalInt("hidden_size", 1).value_or(0);
            m.intermediateSize = r.optionalInt("intermediate_size", 1).value_or(0);
            m.attentionHeads = r.optionalInt("attention_heads", 1).value_or(0);
            m.kvHeads = r.optionalInt("kv_heads", 1).value_or(0);
            m.headDim = r.optionalInt("head_dim", 1).value_or(0);
            m.vocabSize = r.optionalInt("vocab_size", 1).value_or(0);
            m.nativeContext = r.optionalInt("native_context", 1).value_or(0);
            m.experts = r.optionalInt("experts", 1);
            m.activeExperts = r.optionalInt("active_experts", 1);
            if (const std::string tied = r.text("tied_embeddings"); !tied.empty()) {
                const auto value = parseYesNo(tied);
                if (!value)
                    r.failField("tied_embeddings", quoted(tied) + " is not yes or no");
                m.tiedEmbeddings = value.value_or(false);
            }
            m.kvCacheDim = r.optionalInt("kv_cache_dim", 1);
            m.slidingWindow = r.optionalInt("sliding_window", 1);
            m.slidingLayers = r.optionalInt("sliding_layers", 0);
            m.source = r.text("source");
            m.notes = r.text("notes");
            if (const std::string origin = r.text("origin"); !origin.empty())
                m.origin = r.enumValue("origin", parseOrigin, Origin::Bundled);
            if (!r.failed()) {
                // The one validator every entry path shares.
                const auto problems = checkLlmModel(m);
                if (!problems.empty())
                    r.failField(problems.front().field, problems.front().message.english());
            }
            return m;
        });
}

Result<std::vector<LlmBenchmark>> readLlmBenchmarks(const csv::Table &table,
                                                    const std::string &fileName)
{
    return readAll<LlmBenchmark>(
        table, fileName, llmBenchmarkColumns(),
        {"device_id", "model_id", "format", "task", "metric", "context", "tokens_per_s", "source"},
        [](RowReader &r) {
            LlmBenchmark b;
            b.deviceId = r.requiredText("device_id");
            b.deviceCount = r.optionalInt("device_count", 1).value_or(1);
            b.split = r.text("split").empty() ? LlmSplit::Single
                                              : r.enumValue("split", parseLlmSplit, LlmSplit::Single);
            b.modelId = r.requiredText("model_id");
            b.format = r.requiredText("format");
            if (!b.format.empty() && !findWeightFormat(b.format))
                r.failField("format", quoted(b.format) + " is not a known weight format");
            b.task = r.enumValue("task", parseLlmTask, LlmTask::Inference);
            b.metric = r.enumValue("metric", parseLlmMetric, LlmMetric::Decode);
            b.context = r.optionalInt("context", 1).value_or(1);
            b.batch = r.optionalInt("batch", 1).value_or(1);
            b.tokensPerS = r.requiredNumber("tokens_per_s");
            if (!r.failed() && !(b.tokensPerS > 0.0))
                r.failField("tokens_per_s", "a throughput must be greater than zero");
            b.software = r.text("software");
            b.observed = r.text("observed");
            if (!b.observed.empty() && !PartialDate::parse(b.observed))
                r.failField("observed", quoted(b.observed) + " is not YYYY, YYYY-MM or YYYY-MM-DD");
            b.source = r.requiredText("source");
            b.notes = r.text("notes");
            return b;
        });
}

json::Value llmModelJson(const LlmModel &m)
{
    json::Value o = json::Value::object();
    o.set("id", m.id)
        .set("name", m.name)
        .set("family", m.family)
        .set("params_b", m.paramsB)
        .set("active_params_b", m.activeParamsB)
        .set("layers", m.layers)
        .set("hidden_size", m.hiddenSize)
        .set("intermediate_size", m.intermediateSize)
        .set("attention_heads", m.attentionHeads)
        .set("kv_heads", m.kvHeads)
        .set("head_dim", m.headDim)
        .set("vocab_size", m.vocabSize)
        .set("native_context", m.nativeContext)
        .set("experts", m.experts)
        .set("active_experts", m.activeExperts)
        .set("tied_embeddings", m.tiedEmbeddings)
        .set("kv_cache_dim", m.kvCacheDim)
        .set("sliding_window", m.slidingWindow)
        .set("sliding_layers", m.slidingLayers)
        .set("source", m.source)
        .set("notes", m.notes)
        .set("origin", toString(m.origin));
    return o;
}

namespace {

std::string fieldText(const std::string &text)
{
    return text;
}

std::string fieldText(std::string_view word)
{
    return std::string(word);
}

std::string fieldText(const std::optional<double> &value)
{
    return formatOptional(value);
}

std::string fieldText(const std::optional<int> &value)
{
    return value ? std::to_string(*value) : std::string();
}

std::string fieldText(const std::optional<bool> &value)
{
    return value ? (*value ? "yes" : "no") : "";
}

std::string fieldText(const std::optional<PartialDate> &value)
{
    return value ? value->toString() : std::string();
}

} // namespace

std::vector<std::pair<std::string, std::string>> deviceFields(const Device &d)
{
    std::vector<std::pair<std::string, std::string>> fields;
    fields.reserve(deviceColumns().size());
    visitDeviceFields(d, [&](const char *column, const auto &value) {
        fields.emplace_back(column, fieldText(value));
    });
    return fields;
}

json::Value deviceJson(const Device &d)
{
    json::Value o = json::Value::object();
    o.set("id", d.id)
        .set("name", d.name)
        .set("vendor", d.vendor)
        .set("kind", toString(d.kind))
        .set("segment", toString(d.segment))
        .set("architecture", d.architecture)
        .set("release_year", d.releaseYear)
        .set("release_date", d.releaseDate ? json::Value(d.releaseDate->toString()) : json::Value())
        .set("memory_gb", d.memoryGb)
        .set("memory_type", d.memoryType)
        .set("memory_bandwidth_gbs", d.memoryBandwidthGbs)
        .set("fp32_tflops", d.fp32Tflops)
        .set("fp16_tflops_nontensor", d.fp16TflopsNonTensor)
        .set("tensor_fp16_tflops_dense", d.tensorFp16TflopsDense)
        .set("int8_tops_dense", d.int8TopsDense)
        .set("tensor_cores", d.tensorCores)
        .set("l2_cache_mb", d.l2CacheMb)
        .set("tdp_w", d.tdpW)
        .set("pcie_gen", d.pcieGen)
        .set("interconnect", d.interconnect)
        .set("launch_msrp_usd", d.launchMsrpUsd)
        .set("typical_used_price_usd", d.typicalUsedPriceUsd)
        .set("cooling", d.cooling)
        .set("source", d.source)
        .set("notes", d.notes)
        .set("board_slots", d.boardSlots)
        .set("length_mm", d.lengthMm)
        .set("psu_recommended_w", d.psuRecommendedW)
        .set("form_factor", d.formFactor == FormFactor::Unknown ? json::Value() : json::Value(toString(d.formFactor)))
        .set("power_connectors", d.powerConnectors)
        .set("compute_capability", d.computeCapability)
        .set("rocm_support", d.rocmSupport == RocmSupport::Unknown ? json::Value() : json::Value(toString(d.rocmSupport)))
        .set("last_supported_release", d.lastSupportedRelease)
        .set("platform_source", d.platformSource)
        .set("platform_notes", d.platformNotes)
        .set("origin", toString(d.origin));
    return o;
}

namespace {

// Parses one file's text and reads its rows into `out`; the error names the file.
template<typename Record, typename Reader>
std::optional<Error> readTable(const std::string &text, const std::string &fileName, Reader reader,
                               std::vector<Record> &out)
{
    csv::Table table;
    csv::ParseError parseError;
    if (!csv::parse(text, table, parseError))
        return makeError(fileName + " line " + std::to_string(parseError.line) + ": "
                         + parseError.message);
    auto rows = reader(table, fileName);
    if (!rows)
        return rows.error();
    out = std::move(rows).value();
    return std::nullopt;
}

} // namespace

std::optional<Error> readLlmTables(const std::string &modelsCsv, const std::string &benchmarksCsv,
                                   DataSet &data)
{
    std::vector<LlmModel> models;
    std::vector<LlmBenchmark> benchmarks;
    if (auto error = readTable(modelsCsv, "llm_models.csv", readLlmModels, models))
        return error;
    if (auto error = readTable(benchmarksCsv, "llm_benchmarks.csv", readLlmBenchmarks, benchmarks))
        return error;
    for (std::size_t i = 0; i < models.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (models[j].id == models[i].id)
                return makeError("llm_models.csv: the id '" + models[i].id + "' appears twice");
        }
    }
    for (const LlmBenchmark &b : benchmarks) {
        const bool known = std::any_of(models.begin(), models.end(),
                                       [&b](const LlmModel &m) { return m.id == b.modelId; });
        if (!known)
            return makeError("llm_benchmarks.csv: model '" + b.modelId + "' is not in llm_models.csv");
    }
    data.llmModels = std::move(models);
    data.llmBenchmarks = std::move(benchmarks);
    return std::nullopt;
}

Result<DataSet> readBundledTables(const std::string &devicesCsv, const std::string &cloudOffersCsv,
                                  const std::string &priceQuotesCsv, const std::string &benchmarksCsv,
                                  const std::string &scalingCsv, const std::string &exchangeRatesCsv,
                                  const std::string &specSupplementsCsv,
                                  const std::string &cloudPriceHistoryCsv)
{
    DataSet data;
    std::optional<Error> error;
    if (!error)
        error = readTable(devicesCsv, "devices.csv", readDevices, data.devices);
    if (!error)
        error = readTable(cloudOffersCsv, "cloud_offers.csv", readCloudOffers, data.cloudOffers);
    if (!error)
        error = readTable(priceQuotesCsv, "price_quotes.csv", readPriceQuotes, data.priceQuotes);
    if (!error)
        error = readTable(benchmarksCsv, "benchmarks.csv", readBenchmarks, data.benchmarks);
    if (!error)
        error = readTable(scalingCsv, "scaling.csv", readScaling, data.scaling);
    if (!error)
        error = readTable(exchangeRatesCsv, "exchange_rates.csv", readExchangeRates, data.exchangeRates);
    if (!error)
        error = readTable(specSupplementsCsv, "spec_supplements.csv", readSpecSupplements,
                          data.specSupplements);
    if (!error && !cloudPriceHistoryCsv.empty())
        error = readTable(cloudPriceHistoryCsv, "cloud_price_history.csv", readCloudPriceHistory,
                          data.cloudPriceHistory);
    if (error)
        return *error;
    return data;
}

} // namespace gpa::tableio
