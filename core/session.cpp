#include "session.h"

#include "memory.h"
#include "costmetrics.h"
#include "pricing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpa {

namespace {

bool hasBenchmarks(const DataSet &data, std::string_view deviceId)
{
    return std::any_of(data.benchmarks.begin(), data.benchmarks.end(),
                       [&](const Benchmark &b) { return b.deviceId == deviceId; });
}

bool hasLlmBenchmarks(const DataSet &data, std::string_view deviceId)
{
    return std::any_of(data.llmBenchmarks.begin(), data.llmBenchmarks.end(),
                       [&](const LlmBenchmark &b) { return b.deviceId == deviceId; });
}

// The specification fields the calibration reads (a change elsewhere, e.g.
// the name or the price, leaves a calibrated model valid).
bool sameSheet(const Device &a, const Device &b)
{
    return a.vendor == b.vendor && a.kind == b.kind && a.architecture == b.architecture
           && a.memoryGb == b.memoryGb && a.memoryBandwidthGbs == b.memoryBandwidthGbs
           && a.fp32Tflops == b.fp32Tflops && a.fp16TflopsNonTensor == b.fp16TflopsNonTensor
           && a.tensorFp16TflopsDense == b.tensorFp16TflopsDense && a.tensorCores == b.tensorCores
           && a.l2CacheMb == b.l2CacheMb && a.tdpW == b.tdpW && a.segment == b.segment
           && a.releaseYear == b.releaseYear;
}

// The data with its quotes ordered by device, for the price book to point
// into (the catalogue reads them in the order they were stored).
DataSet withQuotesByDevice(DataSet data)
{
    groupQuotesByDevice(data.priceQuotes);
    return data;
}

} // namespace

Session::Session(DataSet data, EngineSettings settings, std::optional<PerformanceModel> model,
                 PerformanceModel::Options modelOptions)
    : m_data(withQuotesByDevice(std::move(data)))
    , m_settings(std::move(settings))
    , m_prices(m_data)
    , m_modelOptions(modelOptions)
    , m_model(std::move(model))
{
    m_view.referenceId = m_settings.assumptions.referenceDeviceId;
    m_view.policy = m_settings.policy;
    m_view.currency = m_settings.currency;
    if (!m_prices.rates().knows(m_view.currency))
        m_view.currency = "USD";
    if (!m_data.device(m_view.referenceId) && !m_data.devices.empty())
        m_view.referenceId = Assumptions{}.referenceDeviceId;
}

Session::Session(const Session &other)
    : m_data(other.m_data)
    , m_settings(other.m_settings)
    , m_view(other.m_view)
    , m_prices(other.m_prices)
    , m_modelOptions(other.m_modelOptions)
    , m_model(other.m_model)
    , m_modelStale(other.m_modelStale)
    , m_editedSinceCalibration(other.m_editedSinceCalibration)
    , m_calibrationPending(other.m_calibrationPending)
    , m_today(other.m_today)
    , m_llmSpeed(other.m_llmSpeed)
{
    m_prices.rebind(m_data.priceQuotes); // the copy's own quotes, not other's
}

Session &Session::operator=(const Session &other)
{
    if (this != &other) {
        Session copy(other);
        *this = std::move(copy);
    }
    return *this;
}

const PerformanceModel &Session::model() const
{
    if (!m_model)
        m_model = PerformanceModel::calibrate(m_data, m_modelOptions);
    return *m_model;
}

const PerformanceModel *Session::readyModel() const
{
    if (!m_model && m_calibrationPending)
        return nullptr;
    return &model();
}

void Session::setCalibrationPending(bool pending)
{
    if (pending == m_calibrationPending)
        return;
    m_calibrationPending = pending;
    if (!m_model)
        m_figuresStale = true;
}

const LlmSpeedModel &Session::llmSpeedModel() const
{
    if (!m_llmSpeed)
        m_llmSpeed = LlmSpeedModel::calibrate(m_data);
    return *m_llmSpeed;
}

LlmWorkloadSetup Session::llmSetup() const
{
    if (!m_view.llm)
        return {};
    return llmWorkloadSetup(m_data, *m_view.llm);
}

LlmCostAssumptions Session::llmCosts() const
{
    return LlmCostAssumptions::fromAssumptions(m_settings.assumptions);
}

void Session::evaluateLlmRow(std::size_t row, const LlmWorkloadSetup &setup) const
{
    DeviceEvaluation &e = m_evaluations[row];
    e.llm.reset();
    if (!m_view.llm)
        return;
    e.llm = std::make_shared<const LlmEvaluation>(
        setup.setup ? evaluateLlmWorkload(m_data, llmSpeedModel(), *setup.setup, *e.device)
                    : unavailableLlmWorkload(*m_view.llm, setup.problem.value_or(Message{})));
}

void Session::updatePerDollar(DeviceEvaluation &e) const
{
    e.performancePerDollar.reset();
    if (e.performance)
        e.performancePerDollar = performancePerDollar(e.performance->relative, e.price.usd);
    if (e.llm) {
        // Shared with copies of earlier rankings: a new price makes a new one.
        const std::optional<double> perDollar = llmPerDollar(*e.llm, e.price.usd);
        if (perDollar != e.llm->tokensPerSPerDollar) {
            auto repriced = std::make_shared<LlmEvaluation>(*e.llm);
            repriced->tokensPerSPerDollar = perDollar;
            e.llm = std::move(repriced);
        }
    }
}

// ------------------------------------------------------------------ reads

void Session::invalidateAll() const
{
    m_rowsStale = true;
}

void Session::rebuild() const
{
    if (m_rowsStale) {
        m_evaluations.clear();
        m_rowOf.clear();
        m_evaluations.reserve(m_data.devices.size());
        for (const Device &device : m_data.devices) {
            if (!availableAsOf(device, m_view.asOfDay))
                continue;
            m_rowOf.emplace(device.id, m_evaluations.size());
            DeviceEvaluation e;
            e.device = &device;
            e.judgeSupport(m_view.asOfDay);
            m_evaluations.push_back(std::move(e));
        }
        m_workloadFigures.clear();
        m_workloadRelatives = {};
        m_rowsStale = false;
        m_figuresStale = m_pricesStale = m_memoryStale = m_llmStale = true;
    }
    if (!m_figuresStale && !m_pricesStale && !m_memoryStale && !m_llmStale)
        return;
    const LlmWorkloadSetup llm = m_llmStale ? llmSetup() : LlmWorkloadSetup{};
    if (m_figuresStale) {
        const PerformanceModel *ready = readyModel();
        m_referenceFactor = ready ? referenceMaturityFactor(m_data, *ready, m_view.mix, m_view.precision,
                                                            m_view.referenceId, m_settings.assumptions.softwareMaturity)
                                  : 1.0;
        m_workloadReferenceFactor = {};
        m_workloadFigures.clear();
        m_workloadRelatives = {};
    }
    // The model's figures a chunk of rows at a time (figures() looks the
    // reference up once per chunk, not once per device, and keeps each row's
    // lookups in m_rowLookups for the next view); a device edited
    // since the calibration is estimated from its own sheet (mixFigure()).
    constexpr std::size_t kChunk = 512;
    const PerformanceModel *batchModel = m_figuresStale ? readyModel() : nullptr;
    std::vector<std::string_view> chunkIds;
    std::vector<std::optional<PerformanceFigure>> chunkFigures;
    for (std::size_t row = 0; row < m_evaluations.size(); ++row) {
        if (batchModel && row % kChunk == 0) {
            const std::size_t end = std::min(row + kChunk, m_evaluations.size());
            chunkIds.clear();
            for (std::size_t r = row; r < end; ++r)
                chunkIds.push_back(m_evaluations[r].device->id);
            chunkFigures = batchModel->figures(chunkIds, row, m_rowLookups, m_view.mix, m_view.precision,
                                               m_view.referenceId);
        }
        if (batchModel
            && (m_editedSinceCalibration.empty()
                || m_editedSinceCalibration.count(m_evaluations[row].device->id) == 0))
            setRowFigure(row, std::move(chunkFigures[row % kChunk]));
        else if (m_figuresStale)
            refigureRow(row);
        if (m_pricesStale)
            repriceRow(row);
        DeviceEvaluation &e = m_evaluations[row];
        if (m_memoryStale) {
            e.effectiveMemoryGb.reset();
            if (e.device->memoryGb) {
                e.effectiveMemoryGb = effectiveMemoryGb(*e.device->memoryGb, m_view.precision,
                                                        m_settings.assumptions.memoryFactor16Bit);
            }
        }
        if (m_llmStale)
            evaluateLlmRow(row, llm);
        updatePerDollar(e);
    }
    m_figuresStale = m_pricesStale = m_memoryStale = m_llmStale = false;
}

double Session::workloadReferenceFactor(Workload workload) const
{
    auto &cached = m_workloadReferenceFactor[static_cast<std::size_t>(workload)];
    if (!cached) {
        const PerformanceModel *ready = readyModel();
        cached = ready ? referenceMaturityFactor(m_data, *ready, WorkloadMix::only(workload), m_view.precision,
                                                 m_view.referenceId, m_settings.assumptions.softwareMaturity)
                       : 1.0;
    }
    return *cached;
}

std::optional<PerformanceFigure> Session::workloadFigure(const Device &device, Workload workload) const
{
    const PerformanceModel *ready = readyModel();
    if (!ready)
        return std::nullopt;
    const PerformanceModel &m = *ready;
    std::optional<PerformanceFigure> f;
    if (m_editedSinceCalibration.count(device.id) != 0) {
        f = m.relative(device, workload, m_view.precision, m_view.referenceId);
        if (f)
            f->basis.clear();
    } else {
        f = m.figure(device.id, WorkloadMix::only(workload), m_view.precision, m_view.referenceId);
    }
    // Software maturity (seed §2.2-§2.4), as the ranking applies it.
    if (f) {
        applySoftwareMaturity(*f, device, WorkloadMix::only(workload), workloadReferenceFactor(workload),
                              m_settings.assumptions.softwareMaturity, false);
        f->basis.clear();
    }
    return f;
}

std::optional<PerformanceFigure> Session::mixFigure(const Device &device) const
{
    const PerformanceModel *ready = readyModel();
    if (!ready)
        return std::nullopt;
    if (m_editedSinceCalibration.count(device.id) == 0)
        return ready->figure(device.id, m_view.mix, m_view.precision, m_view.referenceId);
    std::array<std::optional<PerformanceFigure>, kWorkloadCount> figures;
    for (Workload w : kAllWorkloads) {
        if (m_view.mix.weight(w) > 0.0)
            figures[static_cast<std::size_t>(w)] = workloadFigure(device, w);
    }
    return PerformanceModel::combine(m_view.mix, figures);
}

void Session::refigureRow(std::size_t row) const
{
    setRowFigure(row, mixFigure(*m_evaluations[row].device));
}

void Session::setRowFigure(std::size_t row, std::optional<PerformanceFigure> figure) const
{
    DeviceEvaluation &e = m_evaluations[row];
    e.performance = std::move(figure);
    e.softwareFactor = 1.0;
    if (e.performance) {
        // The basis is formatted when someone looks (explainedFigure).
        e.softwareFactor = applySoftwareMaturity(*e.performance, *e.device, m_view.mix, m_referenceFactor,
                                                 m_settings.assumptions.softwareMaturity, false);
        e.performance->basis.clear();
    }
    e.performanceUnavailable.reset();
    if (!e.performance && !readyModel()) {
        e.setPerformanceUnavailable(Message{QT_TRANSLATE_NOOP("core", "The performance model is being calibrated."), {}, ""});
    } else if (!e.performance) {
        e.setPerformanceUnavailable(model().unavailableReason(
            e.device->id, m_view.mix.single().value_or(Workload::Cnn), m_view.precision, m_view.referenceId));
    }
    m_workloadFigures.erase(row);
    for (Workload w : kAllWorkloads) {
        std::vector<double> &relatives = m_workloadRelatives[static_cast<std::size_t>(w)];
        if (!relatives.empty())
            relatives[row] = workloadRelativeOf(row, w);
    }
}

void Session::repriceRow(std::size_t row) const
{
    DeviceEvaluation &e = m_evaluations[row];
    // The view's date, else today, ends the price freshness window.
    ViewOptions view = m_view;
    if (!view.today)
        view.today = m_today;
    e.price = effectivePrice(m_prices.quotes(e.device->id), e.device->id, m_prices.rates(),
                             priceQuery(view, m_settings.assumptions, m_prices));
    e.priceInCurrency.reset();
    if (e.price.usd)
        e.priceInCurrency = m_prices.rates().fromUsd(*e.price.usd, m_view.currency);
}

void Session::evaluateRow(std::size_t row) const
{
    m_evaluations[row].judgeSupport(m_view.asOfDay);
    refigureRow(row);
    repriceRow(row);
    DeviceEvaluation &e = m_evaluations[row];
    e.effectiveMemoryGb.reset();
    if (e.device->memoryGb)
        e.effectiveMemoryGb = effectiveMemoryGb(*e.device->memoryGb, m_view.precision,
                                                m_settings.assumptions.memoryFactor16Bit);
    evaluateLlmRow(row, llmSetup());
    updatePerDollar(e);
}

const std::vector<DeviceEvaluation> &Session::evaluations() const
{
    rebuild();
    return m_evaluations;
}

std::optional<std::size_t> Session::rowOf(std::string_view deviceId) const
{
    rebuild();
    const auto it = m_rowOf.find(std::string(deviceId));
    if (it == m_rowOf.end())
        return std::nullopt;
    return it->second;
}

const DeviceEvaluation *Session::evaluation(std::string_view deviceId) const
{
    const auto row = rowOf(deviceId);
    return row ? &m_evaluations[*row] : nullptr;
}

const Device *Session::device(std::string_view deviceId) const
{
    if (const DeviceEvaluation *e = evaluation(deviceId))
        return e->device;
    // Not available as of the view's date (or no such device).
    return m_data.device(deviceId);
}

const std::array<std::optional<PerformanceFigure>, kWorkloadCount> &Session::workloadFigures(std::size_t row) const
{
    rebuild();
    const Device &device = *m_evaluations.at(row).device;
    const auto [cached, made] = m_workloadFigures.try_emplace(row);
    if (made) {
        for (Workload w : kAllWorkloads)
            cached->second[static_cast<std::size_t>(w)] = workloadFigure(device, w);
    }
    return cached->second;
}

double Session::workloadRelativeOf(std::size_t row, Workload workload) const
{
    if (const auto cached = m_workloadFigures.find(row); cached != m_workloadFigures.end()) {
        const auto &figure = cached->second[static_cast<std::size_t>(workload)];
        return figure ? figure->relative : std::numeric_limits<double>::quiet_NaN();
    }
    const auto figure = workloadFigure(*m_evaluations[row].device, workload);
    return figure ? figure->relative : std::numeric_limits<double>::quiet_NaN();
}

std::optional<double> Session::workloadRelative(std::size_t row, Workload workload) const
{
    rebuild();
    std::vector<double> &relatives = m_workloadRelatives[static_cast<std::size_t>(workload)];
    if (relatives.empty()) {
        relatives.resize(m_evaluations.size());
        for (std::size_t r = 0; r < m_evaluations.size(); ++r)
            relatives[r] = workloadRelativeOf(r, workload);
    }
    const double relative = relatives.at(row);
    if (std::isnan(relative))
        return std::nullopt;
    return relative;
}

std::vector<DeviceEvaluation> Session::ranking(const DeviceFilter &filter) const
{
    std::vector<DeviceEvaluation> out = filtered(evaluations(), filter);
    rankByValue(out);
    return out;
}

std::vector<const DeviceEvaluation *> Session::rankedView(const DeviceFilter &filter) const
{
    return rankedByValue(evaluations(), filter);
}

std::optional<PerformanceFigure> Session::explainedFigure(std::string_view deviceId) const
{
    const Device *device = m_data.device(deviceId);
    if (!device)
        return std::nullopt;
    const PerformanceModel *ready = readyModel();
    if (!ready)
        return std::nullopt;
    const PerformanceModel &m = *ready;
    std::optional<PerformanceFigure> f;
    if (m_editedSinceCalibration.count(device->id) != 0) {
        if (const auto single = m_view.mix.single())
            f = m.relative(*device, *single, m_view.precision, m_view.referenceId);
        else
            f = mixFigure(*device);
    } else {
        f = m.relative(deviceId, m_view.mix, m_view.precision, m_view.referenceId);
    }
    if (f) {
        (void)evaluations(); // the reference factor of the view
        applySoftwareMaturity(*f, *device, m_view.mix, m_referenceFactor, m_settings.assumptions.softwareMaturity);
    }
    return f;
}

// ---------------------------------------------------------------- answers

Result<Recommendation> Session::recommend(const RecommendationInputs &inputs, const RecommendOptions &options) const
{
    return gpa::recommend(*this, inputs, options);
}

UpgradeAdvice Session::upgrade(const UpgradeRequest &request) const
{
    return adviseUpgrade(m_data, m_prices, model(), m_view, m_settings.assumptions, request);
}

SystemPlan Session::system(const SystemRequest &request) const
{
    return planSystem(m_data, m_prices, model(), m_view, m_settings.assumptions, request);
}

SystemComparison Session::compareSystems(const SystemRequest &first, const SystemRequest &second) const
{
    return gpa::compareSystems(m_data, m_prices, model(), m_view, m_settings.assumptions, first, second);
}

HybridSetup Session::hybrid(const HybridRequest &request) const
{
    return hybridSetup(m_data, m_prices, model(), m_view, m_settings.assumptions, request);
}

// ---------------------------------------------------------------- changes

SessionChange Session::setView(const ViewOptions &view)
{
    SessionChange change;
    if (view == m_view)
        return change;
    const ViewOptions old = m_view;
    m_view = view;
    if (!m_prices.rates().knows(m_view.currency))
        m_view.currency = "USD";
    if (old.asOfDay != m_view.asOfDay) {
        // A different date can add or remove devices.
        m_rowsStale = true;
        change.devices = true;
        return change;
    }
    if (old.mix != m_view.mix || old.precision != m_view.precision || old.referenceId != m_view.referenceId)
        m_figuresStale = true;
    if (old.precision != m_view.precision)
        m_memoryStale = true;
    if (old.llm != m_view.llm)
        m_llmStale = true;
    if (old.policy != m_view.policy || old.currency != m_view.currency)
        m_pricesStale = true;
    change.figures = true;
    return change;
}

SessionChange Session::setSettings(const EngineSettings &settings)
{
    SessionChange change;
    if (settings == m_settings)
        return change;
    m_settings = settings;
    ViewOptions view = m_view;
    view.policy = settings.policy;
    view.currency = settings.currency;
    if (m_data.device(settings.assumptions.referenceDeviceId))
        view.referenceId = settings.assumptions.referenceDeviceId;
    change = setView(view);
    // The assumptions reach the effective memory, the software maturity of
    // the figures (and the plans, which are computed when asked).
    m_memoryStale = true;
    m_figuresStale = true;
    m_pricesStale = true; // the freshness window and the system-share switch
    if (change.none())
        change.figures = true;
    return change;
}

SessionChange Session::setModel(PerformanceModel model)
{
    m_model = std::move(model);
    m_rowLookups.clear(); // they point into the model they were made with
    m_modelStale = false;
    m_editedSinceCalibration.clear();
    m_figuresStale = true;
    SessionChange change;
    change.figures = true;
    return change;
}

SessionChange Session::setQuotes(const std::string &deviceId, std::vector<PriceQuote> quotes)
{
    const int newestBefore = m_prices.newestDay();
    m_prices.replaceQuotes(m_data.priceQuotes, deviceId, std::move(quotes));
    SessionChange change;
    if (!m_today && !m_view.today && m_prices.newestDay() != newestBefore) {
        // Without a clock, today's view ends at the newest quote: a newer
        // one moves every device's freshness window.
        m_pricesStale = true;
        change.figures = true;
        return change;
    }
    if (m_rowsStale) {
        change.devices = true;
        return change;
    }
    if (const auto it = m_rowOf.find(deviceId); it != m_rowOf.end()) {
        // Only this row's price and per-dollar figure move.
        repriceRow(it->second);
        updatePerDollar(m_evaluations[it->second]);
        change.rows.push_back(it->second);
    }
    return change;
}

bool Session::affectsCalibration(const Device &device) const
{
    // The calibration reads the sheets of measured devices only.
    return hasBenchmarks(m_data, device.id);
}

SessionChange Session::setDevice(const Device &device)
{
    SessionChange change;
    auto it = std::find_if(m_data.devices.begin(), m_data.devices.end(),
                           [&](const Device &d) { return d.id == device.id; });
    if (it != m_data.devices.end()) {
        const bool sheetChanged = !sameSheet(*it, device);
        const bool availabilityChanged = it->releaseYear != device.releaseYear || it->releaseDate != device.releaseDate;
        *it = device; // in place: evaluations keep pointing at it
        if (sheetChanged) {
            if (hasLlmBenchmarks(m_data, device.id))
                m_llmSpeed.reset();
            m_editedSinceCalibration.insert(device.id);
            if (affectsCalibration(device) || device.id == m_view.referenceId)
                m_modelStale = true;
        }
        if (availabilityChanged || m_rowsStale || device.id == m_view.referenceId) {
            // The reference moves every figure; a new date can hide the device.
            if (availabilityChanged)
                m_rowsStale = true;
            else
                m_figuresStale = true;
            change.devices = availabilityChanged;
            change.figures = !availabilityChanged;
            return change;
        }
        if (const auto row = m_rowOf.find(device.id); row != m_rowOf.end()) {
            evaluateRow(row->second);
            change.rows.push_back(row->second);
        }
        return change;
    }
    // A new device: evaluations point into the device list, which may move.
    m_data.devices.push_back(device);
    m_editedSinceCalibration.insert(device.id);
    m_rowsStale = true;
    change.devices = true;
    return change;
}

SessionChange Session::removeDevice(const std::string &deviceId)
{
    SessionChange change;
    auto it = std::find_if(m_data.devices.begin(), m_data.devices.end(),
                           [&](const Device &d) { return d.id == deviceId; });
    if (it == m_data.devices.end())
        return change;
    if (hasBenchmarks(m_data, deviceId))
        m_modelStale = true;
    if (hasLlmBenchmarks(m_data, deviceId))
        m_llmSpeed.reset();
    m_data.devices.erase(it);
    // The catalogue deletes what hangs on the device with it.
    m_prices.replaceQuotes(m_data.priceQuotes, deviceId, {});
    std::erase_if(m_data.benchmarks, [&](const Benchmark &b) { return b.deviceId == deviceId; });
    std::erase_if(m_data.scaling, [&](const ScalingRow &s) { return s.deviceId == deviceId; });
    std::erase_if(m_data.cloudOffers, [&](const CloudOffer &o) { return o.acceleratorId == deviceId; });
    std::erase_if(m_data.specSupplements, [&](const SpecSupplement &s) { return s.deviceId == deviceId; });
    std::erase_if(m_data.llmBenchmarks, [&](const LlmBenchmark &b) { return b.deviceId == deviceId; });
    m_editedSinceCalibration.erase(deviceId);
    if (deviceId == m_view.referenceId && !m_data.devices.empty())
        m_view.referenceId = m_data.device(Assumptions{}.referenceDeviceId) ? Assumptions{}.referenceDeviceId
                                                                             : m_data.devices.front().id;
    m_rowsStale = true;
    change.devices = true;
    return change;
}

SessionChange Session::setExchangeRates(std::vector<ExchangeRate> rates)
{
    m_data.exchangeRates = std::move(rates);
    m_prices.setRates(CurrencyTable(m_data.exchangeRates));
    if (!m_prices.rates().knows(m_view.currency))
        m_view.currency = "USD";
    m_pricesStale = true;
    SessionChange change;
    change.figures = true;
    return change;
}

SessionChange Session::setCloudOffers(std::vector<CloudOffer> offers)
{
    // Offers are read by the plans when asked: nothing in the table moves.
    m_data.cloudOffers = std::move(offers);
    return {};
}

SessionChange Session::setData(DataSet data)
{
    m_data = withQuotesByDevice(std::move(data));
    m_prices = PriceBook(m_data);
    if (!m_prices.rates().knows(m_view.currency))
        m_view.currency = "USD";
    if (!m_data.device(m_view.referenceId) && !m_data.devices.empty())
        m_view.referenceId = Assumptions{}.referenceDeviceId;
    m_editedSinceCalibration.clear();
    m_modelStale = m_model.has_value();
    m_llmSpeed.reset(); // recalibrated on the new measurements when next needed
    for (const Device &device : m_data.devices)
        m_editedSinceCalibration.insert(device.id);
    m_rowsStale = true;
    SessionChange change;
    change.devices = true;
    return change;
}

} // namespace gpa
