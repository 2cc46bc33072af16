#pragma once

#include "dataset.h"
#include "devicefilter.h"
#include "enginesettings.h"
#include "hybridplan.h"
#include "llmspeed.h"
#include "llmworkload.h"
#include "performancemodel.h"
#include "ranking.h"
#include "recommender.h"
#include "result.h"
#include "systemplan.h"
#include "upgrade.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace gpa {

// What a change to the session touched, so that a view repaints only that.
struct SessionChange
{
    // Rows were added, removed or reordered: views of evaluations() reset.
    bool devices = false;
    // Every row's figures may have changed (same rows, same order).
    bool figures = false;
    // Otherwise only these rows of evaluations() changed.
    std::vector<std::size_t> rows;

    [[nodiscard]] bool none() const { return !devices && !figures && rows.empty(); }
};

// The engine as the window and every command use it: the catalogue's data,
// the calibrated performance model, the prices, the settings that change
// numbers, what the user is looking at (the view), and the evaluation of
// every device under them — computed once, kept, and updated for exactly
// what a change touches (one device's quotes re-price one row; a new
// currency re-prices every row but re-estimates nothing; a new precision
// re-estimates every row but re-prices nothing).
//
// Reads are const and cheap once computed; the first read after a change
// computes what the change invalidated. A Session is used from one thread.
class Session
{
public:
    // `model`: a calibration of this data taken from the catalogue's cache;
    // without one, model() calibrates on first use (setModel() installs one
    // computed elsewhere, e.g. in the background).
    explicit Session(DataSet data, EngineSettings settings = {}, std::optional<PerformanceModel> model = std::nullopt,
                     PerformanceModel::Options modelOptions = {});
    // A copy recomputes its evaluations (they point into its own devices).
    Session(const Session &other);
    Session &operator=(const Session &other);
    Session(Session &&) noexcept = default;
    Session &operator=(Session &&) noexcept = default;
    ~Session() = default;

    // The data as given, except that its quotes are ordered by device id
    // (each device's in the order given), for the price book to point into.
    [[nodiscard]] const DataSet &data() const { return m_data; }
    [[nodiscard]] const EngineSettings &settings() const { return m_settings; }
    [[nodiscard]] const Assumptions &assumptions() const { return m_settings.assumptions; }
    [[nodiscard]] const ViewOptions &view() const { return m_view; }
    [[nodiscard]] const PriceBook &prices() const { return m_prices; }
    [[nodiscard]] const PerformanceModel::Options &modelOptions() const { return m_modelOptions; }

    // The calibrated model; calibrates now when none was given.
    [[nodiscard]] const PerformanceModel &model() const;
    [[nodiscard]] bool hasModel() const { return m_model.has_value(); }
    // While a calibration runs elsewhere (the window calibrates in the
    // background after its first paint), reads do not calibrate: devices
    // show no performance figure, with the reason, until setModel().
    void setCalibrationPending(bool pending);
    [[nodiscard]] bool calibrationPending() const { return m_calibrationPending && !m_model; }
    // True when the data changed since the model was calibrated in a way
    // that changes the calibration (a measured device or a benchmark): a
    // fresh calibration should replace it (setModel).
    [[nodiscard]] bool modelIsStale() const { return m_modelStale; }

    // The LLM speed model calibrated on the data's LLM measurements:
    // calibrated on first use (about 0.4 s) and kept until the measurements
    // or a measured device's sheet change.
    [[nodiscard]] const LlmSpeedModel &llmSpeedModel() const;
    [[nodiscard]] bool hasLlmSpeedModel() const { return m_llmSpeed.has_value(); }
    // The view's LLM workload as a setup, or why it cannot be evaluated
    // (nullopt setup and problem when the view has no LLM workload).
    [[nodiscard]] LlmWorkloadSetup llmSetup() const;
    // What owning costs by the hour under the session's assumptions.
    [[nodiscard]] LlmCostAssumptions llmCosts() const;

    // Every device available as of the view's date, in catalogue order.
    [[nodiscard]] const std::vector<DeviceEvaluation> &evaluations() const;
    [[nodiscard]] const DeviceEvaluation *evaluation(std::string_view deviceId) const;
    // The data's device of that id (nullptr: none): found through the rows'
    // index, not by a scan of every device.
    [[nodiscard]] const Device *device(std::string_view deviceId) const;
    [[nodiscard]] std::optional<std::size_t> rowOf(std::string_view deviceId) const;
    // The figure of each workload for row `row` at the view's precision and
    // reference (what the performance charts draw beside the mix).
    [[nodiscard]] const std::array<std::optional<PerformanceFigure>, kWorkloadCount> &
    workloadFigures(std::size_t row) const;
    // Only the relative value of workloadFigures(row)[workload] (nullopt
    // without a figure), kept for every row at 8 bytes each: for a scan of
    // all rows, such as a chart's scale.
    [[nodiscard]] std::optional<double> workloadRelative(std::size_t row, Workload workload) const;
    // The evaluations the filter lets through, in `rank` order (best
    // performance per dollar first; see rankByValue()).
    [[nodiscard]] std::vector<DeviceEvaluation> ranking(const DeviceFilter &filter = {}) const;
    // The same order, pointing into evaluations() (valid until the next change).
    [[nodiscard]] std::vector<const DeviceEvaluation *> rankedView(const DeviceFilter &filter = {}) const;
    // The figure of one device with its basis sentences (for the details
    // and the tooltips: formatted only when someone looks).
    [[nodiscard]] std::optional<PerformanceFigure> explainedFigure(std::string_view deviceId) const;

    // Answers: the recommender and the plans on the session's data, model,
    // prices, view and settings (the charts are in chartdata.h) -----------
    [[nodiscard]] Result<Recommendation> recommend(const RecommendationInputs &inputs,
                                                   const RecommendOptions &options = {}) const;
    [[nodiscard]] UpgradeAdvice upgrade(const UpgradeRequest &request) const;
    [[nodiscard]] SystemPlan system(const SystemRequest &request) const;
    [[nodiscard]] SystemComparison compareSystems(const SystemRequest &first, const SystemRequest &second) const;
    [[nodiscard]] HybridSetup hybrid(const HybridRequest &request) const;

    // Changes -------------------------------------------------------------
    SessionChange setView(const ViewOptions &view);
    // New settings; the view takes their price policy, currency and
    // reference device (the toolbar can change them again for the session).
    SessionChange setSettings(const EngineSettings &settings);
    SessionChange setModel(PerformanceModel model);
    // One device's whole quote history (after an edit of its prices).
    SessionChange setQuotes(const std::string &deviceId, std::vector<PriceQuote> quotes);
    // Adds a device, or replaces the one with its id.
    SessionChange setDevice(const Device &device);
    SessionChange removeDevice(const std::string &deviceId);
    SessionChange setExchangeRates(std::vector<ExchangeRate> rates);
    SessionChange setCloudOffers(std::vector<CloudOffer> offers);
    // Everything at once (after an outside change of the catalogue).
    SessionChange setData(DataSet data);

    // "Today" for ages of prices, as a day number (core/date.h); set by the
    // caller (core has no clock).
    void setToday(int day) { m_today = day; }
    [[nodiscard]] std::optional<int> today() const { return m_today; }

private:
    void invalidateAll() const;
    void rebuild() const;
    void evaluateRow(std::size_t row) const;
    [[nodiscard]] const PerformanceModel *readyModel() const;
    [[nodiscard]] double workloadReferenceFactor(Workload workload) const;
    [[nodiscard]] std::optional<PerformanceFigure> mixFigure(const Device &device) const;
    [[nodiscard]] std::optional<PerformanceFigure> workloadFigure(const Device &device, Workload workload) const;
    [[nodiscard]] double workloadRelativeOf(std::size_t row, Workload workload) const; // NaN: no figure
    void repriceRow(std::size_t row) const;
    void refigureRow(std::size_t row) const;
    // The row's figure is `figure` (the model's mixFigure() of its device):
    // software maturity, the reason when there is none.
    void setRowFigure(std::size_t row, std::optional<PerformanceFigure> figure) const;
    [[nodiscard]] bool affectsCalibration(const Device &device) const;
    void evaluateLlmRow(std::size_t row, const LlmWorkloadSetup &setup) const;
    void updatePerDollar(DeviceEvaluation &e) const;

    DataSet m_data;
    EngineSettings m_settings;
    ViewOptions m_view;
    PriceBook m_prices;
    PerformanceModel::Options m_modelOptions;
    mutable std::optional<PerformanceModel> m_model;
    bool m_modelStale = false;
    // Devices changed since the calibration: estimated from their own sheet.
    std::unordered_set<std::string> m_editedSinceCalibration;
    bool m_calibrationPending = false;
    std::optional<int> m_today;

    // What is computed, and what a change made stale.
    mutable std::vector<DeviceEvaluation> m_evaluations;
    // Each workload's figure of a row, for the rows someone asked about
    // (charts, tooltips): most rows never are.
    mutable std::unordered_map<std::size_t, std::array<std::optional<PerformanceFigure>, kWorkloadCount>>
        m_workloadFigures;
    // workloadRelative() per workload and row, NaN without a figure; empty
    // until asked for.
    mutable std::array<std::vector<double>, kWorkloadCount> m_workloadRelatives;
    mutable std::unordered_map<std::string, std::size_t> m_rowOf;
    mutable PerformanceModel::RowLookups m_rowLookups; // the model's lookups of m_evaluations' devices
    mutable bool m_rowsStale = true;    // the list of devices itself
    mutable bool m_figuresStale = true; // every row's performance
    mutable bool m_pricesStale = true;  // every row's price
    mutable bool m_memoryStale = true;  // every row's effective memory
    mutable bool m_llmStale = true;     // every row's LLM evaluation
    mutable std::optional<LlmSpeedModel> m_llmSpeed;
    // The reference's software maturity factor for the view's mix and for
    // each workload alone (figures are relative to its adjusted speed).
    mutable double m_referenceFactor = 1.0;
    mutable std::array<std::optional<double>, kWorkloadCount> m_workloadReferenceFactor;
};

} // namespace gpa
