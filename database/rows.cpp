#include "rows.h"

#include <QSqlQuery>
#include <QVariant>

namespace gpa::db::rows {

namespace {

// Values to bind ---------------------------------------------------------------
QVariant text(const std::string &value) // optional text: empty is NULL
{
    return value.empty() ? QVariant() : QVariant(QString::fromStdString(value));
}

QVariant requiredText(const std::string &value) // NOT NULL column: '' stays ''
{
    return QString::fromStdString(value);
}

QVariant requiredText(std::string_view value)
{
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

QVariant number(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QVariant number(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant();
}

// Values read ------------------------------------------------------------------
std::string text(const QSqlQuery &query, const QString &column)
{
    const QVariant value = query.value(column);
    return value.isNull() ? std::string() : value.toString().toStdString();
}

std::optional<double> optionalDouble(const QSqlQuery &query, const QString &column)
{
    const QVariant value = query.value(column);
    if (value.isNull())
        return std::nullopt;
    return value.toDouble();
}

std::optional<int> optionalInt(const QSqlQuery &query, const QString &column)
{
    const QVariant value = query.value(column);
    if (value.isNull())
        return std::nullopt;
    return value.toInt();
}

double requiredDouble(const QSqlQuery &query, const QString &column)
{
    return query.value(column).toDouble();
}

int requiredInt(const QSqlQuery &query, const QString &column)
{
    return query.value(column).toInt();
}

std::int64_t rowId(const QSqlQuery &query)
{
    return query.value(QStringLiteral("id")).toLongLong();
}

// The schema's CHECK constraints keep enumerations valid; the fallbacks only
// guard against a file written by hand.
Workload workload(const QSqlQuery &query)
{
    return parseWorkload(text(query, QStringLiteral("workload"))).value_or(Workload::Cnn);
}

Precision precision(const QSqlQuery &query)
{
    return parsePrecision(text(query, QStringLiteral("precision"))).value_or(Precision::Fp32);
}

Origin origin(const QSqlQuery &query)
{
    return parseOrigin(text(query, QStringLiteral("origin"))).value_or(Origin::Bundled);
}

} // namespace

void bindDevice(QSqlQuery &q, const Device &d)
{
    q.bindValue(QStringLiteral(":id"), requiredText(d.id));
    q.bindValue(QStringLiteral(":name"), requiredText(d.name));
    q.bindValue(QStringLiteral(":vendor"), requiredText(d.vendor));
    q.bindValue(QStringLiteral(":kind"), requiredText(toString(d.kind)));
    q.bindValue(QStringLiteral(":segment"), requiredText(toString(d.segment)));
    q.bindValue(QStringLiteral(":architecture"), text(d.architecture));
    q.bindValue(QStringLiteral(":release_year"), number(d.releaseYear));
    q.bindValue(QStringLiteral(":release_date"),
                d.releaseDate ? QVariant(QString::fromStdString(d.releaseDate->toString()))
                              : QVariant());
    q.bindValue(QStringLiteral(":memory_gb"), number(d.memoryGb));
    q.bindValue(QStringLiteral(":memory_type"), text(d.memoryType));
    q.bindValue(QStringLiteral(":memory_bandwidth_gbs"), number(d.memoryBandwidthGbs));
    q.bindValue(QStringLiteral(":fp32_tflops"), number(d.fp32Tflops));
    q.bindValue(QStringLiteral(":fp16_tflops_nontensor"), number(d.fp16TflopsNonTensor));
    q.bindValue(QStringLiteral(":tensor_fp16_tflops_dense"), number(d.tensorFp16TflopsDense));
    q.bindValue(QStringLiteral(":int8_tops_dense"), number(d.int8TopsDense));
    q.bindValue(QStringLiteral(":tensor_cores"),
                d.tensorCores ? QVariant(*d.tensorCores ? 1 : 0) : QVariant());
    q.bindValue(QStringLiteral(":l2_cache_mb"), number(d.l2CacheMb));
    q.bindValue(QStringLiteral(":tdp_w"), number(d.tdpW));
    q.bindValue(QStringLiteral(":pcie_gen"), number(d.pcieGen));
    q.bindValue(QStringLiteral(":interconnect"), text(d.interconnect));
    q.bindValue(QStringLiteral(":launch_msrp_usd"), number(d.launchMsrpUsd));
    q.bindValue(QStringLiteral(":typical_used_price_usd"), number(d.typicalUsedPriceUsd));
    q.bindValue(QStringLiteral(":cooling"), text(d.cooling));
    q.bindValue(QStringLiteral(":source"), text(d.source));
    q.bindValue(QStringLiteral(":notes"), text(d.notes));
    q.bindValue(QStringLiteral(":board_slots"), number(d.boardSlots));
    q.bindValue(QStringLiteral(":length_mm"), number(d.lengthMm));
    q.bindValue(QStringLiteral(":psu_recommended_w"), number(d.psuRecommendedW));
}

void bindOrigin(QSqlQuery &q, Origin origin)
{
    q.bindValue(QStringLiteral(":origin"), requiredText(toString(origin)));
}

Device readDevice(const QSqlQuery &q)
{
    Device d;
    d.id = text(q, QStringLiteral("id"));
    d.name = text(q, QStringLiteral("name"));
    d.vendor = text(q, QStringLiteral("vendor"));
    d.kind = parseDeviceKind(text(q, QStringLiteral("kind"))).value_or(DeviceKind::Gpu);
    d.segment = parseSegment(text(q, QStringLiteral("segment"))).value_or(Segment::Consumer);
    d.architecture = text(q, QStringLiteral("architecture"));
    d.releaseYear = optionalInt(q, QStringLiteral("release_year"));
    if (const std::string date = text(q, QStringLiteral("release_date")); !date.empty())
        d.releaseDate = PartialDate::parse(date);
    d.memoryGb = optionalDouble(q, QStringLiteral("memory_gb"));
    d.memoryType = text(q, QStringLiteral("memory_type"));
    d.memoryBandwidthGbs = optionalDouble(q, QStringLiteral("memory_bandwidth_gbs"));
    d.fp32Tflops = optionalDouble(q, QStringLiteral("fp32_tflops"));
    d.fp16TflopsNonTensor = optionalDouble(q, QStringLiteral("fp16_tflops_nontensor"));
    d.tensorFp16TflopsDense = optionalDouble(q, QStringLiteral("tensor_fp16_tflops_dense"));
    d.int8TopsDense = optionalDouble(q, QStringLiteral("int8_tops_dense"));
    if (const auto tc = optionalInt(q, QStringLiteral("tensor_cores")))
        d.tensorCores = *tc != 0;
    d.l2CacheMb = optionalDouble(q, QStringLiteral("l2_cache_mb"));
    d.tdpW = optionalDouble(q, QStringLiteral("tdp_w"));
    d.pcieGen = optionalDouble(q, QStringLiteral("pcie_gen"));
    d.interconnect = text(q, QStringLiteral("interconnect"));
    d.launchMsrpUsd = optionalDouble(q, QStringLiteral("launch_msrp_usd"));
    d.typicalUsedPriceUsd = optionalDouble(q, QStringLiteral("typical_used_price_usd"));
    d.cooling = text(q, QStringLiteral("cooling"));
    d.source = text(q, QStringLiteral("source"));
    d.notes = text(q, QStringLiteral("notes"));
    d.boardSlots = optionalDouble(q, QStringLiteral("board_slots"));
    d.lengthMm = optionalDouble(q, QStringLiteral("length_mm"));
    d.psuRecommendedW = optionalDouble(q, QStringLiteral("psu_recommended_w"));
    d.origin = origin(q);
    return d;
}

void bindCloudOffer(QSqlQuery &q, const CloudOffer &o)
{
    q.bindValue(QStringLiteral(":id"), requiredText(o.id));
    q.bindValue(QStringLiteral(":provider"), requiredText(o.provider));
    q.bindValue(QStringLiteral(":instance"), requiredText(o.instance));
    q.bindValue(QStringLiteral(":accelerator_id"), requiredText(o.acceleratorId));
    q.bindValue(QStringLiteral(":accelerator_count"), o.acceleratorCount);
    q.bindValue(QStringLiteral(":usd_per_hour_on_demand"), number(o.usdPerHourOnDemand));
    q.bindValue(QStringLiteral(":usd_per_hour_spot"), number(o.usdPerHourSpot));
    q.bindValue(QStringLiteral(":region"), text(o.region));
    q.bindValue(QStringLiteral(":price_date"), text(o.priceDate));
    q.bindValue(QStringLiteral(":source"), text(o.source));
    q.bindValue(QStringLiteral(":notes"), text(o.notes));
    bindOrigin(q, o.origin);
}

CloudOffer readCloudOffer(const QSqlQuery &q)
{
    CloudOffer o;
    o.id = text(q, QStringLiteral("id"));
    o.provider = text(q, QStringLiteral("provider"));
    o.instance = text(q, QStringLiteral("instance"));
    o.acceleratorId = text(q, QStringLiteral("accelerator_id"));
    o.acceleratorCount = requiredInt(q, QStringLiteral("accelerator_count"));
    o.usdPerHourOnDemand = optionalDouble(q, QStringLiteral("usd_per_hour_on_demand"));
    o.usdPerHourSpot = optionalDouble(q, QStringLiteral("usd_per_hour_spot"));
    o.region = text(q, QStringLiteral("region"));
    o.priceDate = text(q, QStringLiteral("price_date"));
    o.source = text(q, QStringLiteral("source"));
    o.notes = text(q, QStringLiteral("notes"));
    o.origin = origin(q);
    return o;
}

void bindPriceQuote(QSqlQuery &q, const PriceQuote &p)
{
    q.bindValue(QStringLiteral(":id"),
                p.id > 0 ? QVariant(static_cast<qlonglong>(p.id)) : QVariant());
    q.bindValue(QStringLiteral(":device_id"), requiredText(p.deviceId));
    q.bindValue(QStringLiteral(":amount"), p.amount);
    q.bindValue(QStringLiteral(":currency"), requiredText(p.currency));
    q.bindValue(QStringLiteral(":source_kind"), requiredText(toString(p.kind)));
    q.bindValue(QStringLiteral(":condition"), requiredText(toString(p.condition)));
    q.bindValue(QStringLiteral(":observed"), requiredText(p.observed.toString()));
    q.bindValue(QStringLiteral(":source"), text(p.source));
    q.bindValue(QStringLiteral(":notes"), text(p.notes));
}

PriceQuote readPriceQuote(const QSqlQuery &q)
{
    PriceQuote p;
    p.id = rowId(q);
    p.deviceId = text(q, QStringLiteral("device_id"));
    p.amount = requiredDouble(q, QStringLiteral("amount"));
    p.currency = text(q, QStringLiteral("currency"));
    p.kind = parseQuoteKind(text(q, QStringLiteral("source_kind"))).value_or(QuoteKind::Retail);
    p.condition = parseCondition(text(q, QStringLiteral("condition"))).value_or(Condition::New);
    p.observed = PartialDate::parse(text(q, QStringLiteral("observed"))).value_or(PartialDate());
    p.source = text(q, QStringLiteral("source"));
    p.notes = text(q, QStringLiteral("notes"));
    return p;
}

void bindBenchmark(QSqlQuery &q, const Benchmark &b)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(b.deviceId));
    q.bindValue(QStringLiteral(":workload"), requiredText(toString(b.workload)));
    q.bindValue(QStringLiteral(":model"), requiredText(b.model));
    q.bindValue(QStringLiteral(":precision"), requiredText(toString(b.precision)));
    q.bindValue(QStringLiteral(":num_devices"), b.numDevices);
    q.bindValue(QStringLiteral(":throughput"), b.throughput);
    q.bindValue(QStringLiteral(":unit"), text(b.unit));
    q.bindValue(QStringLiteral(":batch_size"), number(b.batchSize));
    q.bindValue(QStringLiteral(":suite"), requiredText(b.suite));
    q.bindValue(QStringLiteral(":software"), text(b.software));
    q.bindValue(QStringLiteral(":platform"), text(b.platform));
    q.bindValue(QStringLiteral(":quality_flag"), text(b.qualityFlag));
    q.bindValue(QStringLiteral(":source"), text(b.source));
}

Benchmark readBenchmark(const QSqlQuery &q)
{
    Benchmark b;
    b.id = rowId(q);
    b.deviceId = text(q, QStringLiteral("device_id"));
    b.workload = workload(q);
    b.model = text(q, QStringLiteral("model"));
    b.precision = precision(q);
    b.numDevices = requiredInt(q, QStringLiteral("num_devices"));
    b.throughput = requiredDouble(q, QStringLiteral("throughput"));
    b.unit = text(q, QStringLiteral("unit"));
    b.batchSize = optionalInt(q, QStringLiteral("batch_size"));
    b.suite = text(q, QStringLiteral("suite"));
    b.software = text(q, QStringLiteral("software"));
    b.platform = text(q, QStringLiteral("platform"));
    b.qualityFlag = text(q, QStringLiteral("quality_flag"));
    b.source = text(q, QStringLiteral("source"));
    return b;
}

void bindScaling(QSqlQuery &q, const ScalingRow &s)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(s.deviceId));
    q.bindValue(QStringLiteral(":workload"), requiredText(toString(s.workload)));
    q.bindValue(QStringLiteral(":model"), requiredText(s.model));
    q.bindValue(QStringLiteral(":precision"), requiredText(toString(s.precision)));
    q.bindValue(QStringLiteral(":num_devices"), s.numDevices);
    q.bindValue(QStringLiteral(":scaling_ratio"), s.scalingRatio);
    q.bindValue(QStringLiteral(":efficiency_per_device"), number(s.efficiencyPerDevice));
    q.bindValue(QStringLiteral(":interconnect"), text(s.interconnect));
    q.bindValue(QStringLiteral(":platform"), text(s.platform));
    q.bindValue(QStringLiteral(":suite"), text(s.suite));
    q.bindValue(QStringLiteral(":baseline_match"), text(s.baselineMatch));
    q.bindValue(QStringLiteral(":flag"), text(s.flag));
    q.bindValue(QStringLiteral(":source"), text(s.source));
}

ScalingRow readScaling(const QSqlQuery &q)
{
    ScalingRow s;
    s.id = rowId(q);
    s.deviceId = text(q, QStringLiteral("device_id"));
    s.workload = workload(q);
    s.model = text(q, QStringLiteral("model"));
    s.precision = precision(q);
    s.numDevices = requiredInt(q, QStringLiteral("num_devices"));
    s.scalingRatio = requiredDouble(q, QStringLiteral("scaling_ratio"));
    s.efficiencyPerDevice = optionalDouble(q, QStringLiteral("efficiency_per_device"));
    s.interconnect = text(q, QStringLiteral("interconnect"));
    s.platform = text(q, QStringLiteral("platform"));
    s.suite = text(q, QStringLiteral("suite"));
    s.baselineMatch = text(q, QStringLiteral("baseline_match"));
    s.flag = text(q, QStringLiteral("flag"));
    s.source = text(q, QStringLiteral("source"));
    return s;
}

void bindExchangeRate(QSqlQuery &q, const ExchangeRate &e)
{
    q.bindValue(QStringLiteral(":currency"), requiredText(e.currency));
    q.bindValue(QStringLiteral(":per_usd"), e.perUsd);
    q.bindValue(QStringLiteral(":as_of"), text(e.asOf));
    q.bindValue(QStringLiteral(":source"), text(e.source));
}

ExchangeRate readExchangeRate(const QSqlQuery &q)
{
    ExchangeRate e;
    e.currency = text(q, QStringLiteral("currency"));
    e.perUsd = requiredDouble(q, QStringLiteral("per_usd"));
    e.asOf = text(q, QStringLiteral("as_of"));
    e.source = text(q, QStringLiteral("source"));
    return e;
}

void bindSpecSupplement(QSqlQuery &q, const SpecSupplement &s)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(s.deviceId));
    q.bindValue(QStringLiteral(":field"), requiredText(s.field));
    q.bindValue(QStringLiteral(":value"), s.value);
    q.bindValue(QStringLiteral(":source"), requiredText(s.source));
}

SpecSupplement readSpecSupplement(const QSqlQuery &q)
{
    SpecSupplement s;
    s.deviceId = text(q, QStringLiteral("device_id"));
    s.field = text(q, QStringLiteral("field"));
    s.value = requiredDouble(q, QStringLiteral("value"));
    s.source = text(q, QStringLiteral("source"));
    return s;
}

void bindLlmModel(QSqlQuery &q, const LlmModel &m)
{
    q.bindValue(QStringLiteral(":id"), requiredText(m.id));
    q.bindValue(QStringLiteral(":name"), requiredText(m.name));
    q.bindValue(QStringLiteral(":family"), text(m.family));
    q.bindValue(QStringLiteral(":params_b"), m.paramsB);
    q.bindValue(QStringLiteral(":active_params_b"), number(m.activeParamsB));
    q.bindValue(QStringLiteral(":layers"), m.layers);
    q.bindValue(QStringLiteral(":hidden_size"), m.hiddenSize);
    q.bindValue(QStringLiteral(":intermediate_size"), m.intermediateSize);
    q.bindValue(QStringLiteral(":attention_heads"), m.attentionHeads);
    q.bindValue(QStringLiteral(":kv_heads"), m.kvHeads);
    q.bindValue(QStringLiteral(":head_dim"), m.headDim);
    q.bindValue(QStringLiteral(":vocab_size"), m.vocabSize);
    q.bindValue(QStringLiteral(":native_context"), m.nativeContext);
    q.bindValue(QStringLiteral(":experts"), number(m.experts));
    q.bindValue(QStringLiteral(":active_experts"), number(m.activeExperts));
    q.bindValue(QStringLiteral(":tied_embeddings"), m.tiedEmbeddings ? 1 : 0);
    q.bindValue(QStringLiteral(":kv_cache_dim"), number(m.kvCacheDim));
    q.bindValue(QStringLiteral(":sliding_window"), number(m.slidingWindow));
    q.bindValue(QStringLiteral(":sliding_layers"), number(m.slidingLayers));
    q.bindValue(QStringLiteral(":source"), text(m.source));
    q.bindValue(QStringLiteral(":notes"), text(m.notes));
    q.bindValue(QStringLiteral(":origin"), requiredText(toString(m.origin)));
}

LlmModel readLlmModel(const QSqlQuery &q)
{
    LlmModel m;
    m.id = text(q, QStringLiteral("id"));
    m.name = text(q, QStringLiteral("name"));
    m.family = text(q, QStringLiteral("family"));
    m.paramsB = requiredDouble(q, QStringLiteral("params_b"));
    m.activeParamsB = optionalDouble(q, QStringLiteral("active_params_b"));
    m.layers = requiredInt(q, QStringLiteral("layers"));
    m.hiddenSize = requiredInt(q, QStringLiteral("hidden_size"));
    m.intermediateSize = requiredInt(q, QStringLiteral("intermediate_size"));
    m.attentionHeads = requiredInt(q, QStringLiteral("attention_heads"));
    m.kvHeads = requiredInt(q, QStringLiteral("kv_heads"));
    m.headDim = requiredInt(q, QStringLiteral("head_dim"));
    m.vocabSize = requiredInt(q, QStringLiteral("vocab_size"));
    m.nativeContext = requiredInt(q, QStringLiteral("native_context"));
    m.experts = optionalInt(q, QStringLiteral("experts"));
    m.activeExperts = optionalInt(q, QStringLiteral("active_experts"));
    m.tiedEmbeddings = requiredInt(q, QStringLiteral("tied_embeddings")) != 0;
    m.kvCacheDim = optionalInt(q, QStringLiteral("kv_cache_dim"));
    m.slidingWindow = optionalInt(q, QStringLiteral("sliding_window"));
    m.slidingLayers = optionalInt(q, QStringLiteral("sliding_layers"));
    m.source = text(q, QStringLiteral("source"));
    m.notes = text(q, QStringLiteral("notes"));
    m.origin = origin(q);
    return m;
}

void bindLlmBenchmark(QSqlQuery &q, const LlmBenchmark &b)
{
    q.bindValue(QStringLiteral(":device_id"), requiredText(b.deviceId));
    q.bindValue(QStringLiteral(":device_count"), b.deviceCount);
    q.bindValue(QStringLiteral(":split"), requiredText(toString(b.split)));
    q.bindValue(QStringLiteral(":model_id"), requiredText(b.modelId));
    q.bindValue(QStringLiteral(":format"), requiredText(b.format));
    q.bindValue(QStringLiteral(":task"), requiredText(toString(b.task)));
    q.bindValue(QStringLiteral(":metric"), requiredText(toString(b.metric)));
    q.bindValue(QStringLiteral(":context"), b.context);
    q.bindValue(QStringLiteral(":batch"), b.batch);
    q.bindValue(QStringLiteral(":tokens_per_s"), b.tokensPerS);
    q.bindValue(QStringLiteral(":software"), text(b.software));
    q.bindValue(QStringLiteral(":observed"), text(b.observed));
    q.bindValue(QStringLiteral(":source"), requiredText(b.source));
    q.bindValue(QStringLiteral(":notes"), text(b.notes));
}

LlmBenchmark readLlmBenchmark(const QSqlQuery &q)
{
    LlmBenchmark b;
    b.deviceId = text(q, QStringLiteral("device_id"));
    b.deviceCount = requiredInt(q, QStringLiteral("device_count"));
    b.split = parseLlmSplit(text(q, QStringLiteral("split"))).value_or(LlmSplit::Single);
    b.modelId = text(q, QStringLiteral("model_id"));
    b.format = text(q, QStringLiteral("format"));
    b.task = parseLlmTask(text(q, QStringLiteral("task"))).value_or(LlmTask::Inference);
    b.metric = parseLlmMetric(text(q, QStringLiteral("metric"))).value_or(LlmMetric::Decode);
    b.context = requiredInt(q, QStringLiteral("context"));
    b.batch = requiredInt(q, QStringLiteral("batch"));
    b.tokensPerS = requiredDouble(q, QStringLiteral("tokens_per_s"));
    b.software = text(q, QStringLiteral("software"));
    b.observed = text(q, QStringLiteral("observed"));
    b.source = text(q, QStringLiteral("source"));
    b.notes = text(q, QStringLiteral("notes"));
    return b;
}

} // namespace gpa::db::rows
