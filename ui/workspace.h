#pragma once

#include "pricecommands.h"
#include "settings.h"

#include "core/dataset.h"
#include "core/devicefilter.h"
#include "core/performancemodel.h"
#include "core/ranking.h"
#include "core/result.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace gpa::db {
class Catalogue;
}

namespace gpa::ui {

// The state every screen shares: the catalogue's data, the calibrated
// performance model, the user's view (workload, precision, reference, price
// policy, currency, as-of date), filters and settings, and the evaluation of
// every device under them. Screens read it and ask it to change things; all
// edits go through its undo stack and land in the catalogue at once, one
// transaction each.
class Workspace : public QObject
{
    Q_OBJECT

public:
    // Owns the catalogue: an editor still open when the window closes commits
    // into it while the widgets are torn down.
    Workspace(std::unique_ptr<db::Catalogue> catalogue, Settings settings, QObject *parent = nullptr);
    ~Workspace() override;

    [[nodiscard]] db::Catalogue *catalogue() const { return m_catalogue.get(); }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undoStack; }
    [[nodiscard]] const DataSet &data() const { return m_data; }
    [[nodiscard]] const PerformanceModel &model() const { return m_model; }
    [[nodiscard]] const PriceBook &prices() const { return m_prices; }
    [[nodiscard]] const ViewOptions &view() const { return m_view; }
    [[nodiscard]] const DeviceFilter &filter() const { return m_filter; }
    [[nodiscard]] const Settings &settings() const { return m_settings; }
    [[nodiscard]] bool isReadOnly() const;

    // Every device available as of the view's date, in catalogue order
    // (unfiltered: the table's proxy filters).
    [[nodiscard]] const std::vector<DeviceEvaluation> &evaluations() const { return m_evaluations; }
    [[nodiscard]] const DeviceEvaluation *evaluation(const std::string &deviceId) const;

    void setView(const ViewOptions &view);
    void setFilter(const DeviceFilter &filter);
    void setSettings(const Settings &settings);

    // Checks an amount typed in the display currency: the translated reason
    // it is refused, or nothing.
    [[nodiscard]] std::optional<QString> checkPrice(double amountInDisplayCurrency) const;
    // The display currency's value of one unit in USD (1 for USD).
    [[nodiscard]] double usdPerDisplayUnit() const;

    // Edits: each is an undoable command, saved at once. The price is in the
    // display currency and becomes a user quote dated today.
    bool setPrice(const std::string &deviceId, double amountInDisplayCurrency);
    bool addQuote(const PriceQuote &quote);
    bool removeQuote(const PriceQuote &quote);
    // Device edits (not undoable: they ask for confirmation instead).
    bool addDevice(const Device &device);
    bool updateDevice(const Device &device);
    bool deleteDevice(const std::string &deviceId);
    bool revertDevice(const std::string &deviceId);
    bool setExchangeRate(const ExchangeRate &rate);

    // Reloads everything from the catalogue (after an outside change).
    void reload();

signals:
    // The device list itself may have changed (rows added, removed, reordered).
    void devicesReset();
    // Figures changed for the same devices (the view, the settings).
    void evaluationsChanged();
    // One device's figures changed (its prices were edited); `index` is its
    // position in evaluations().
    void evaluationChanged(int index);
    void filterChanged();
    // Something happened worth a line in the status bar.
    void statusMessage(const QString &message);
    // The catalogue refused a change.
    void editFailed(const QString &reason);

private:
    CatalogueCallbacks quoteCallbacks(const QString &text, const std::string &deviceId);
    void reloadPrices(const std::string &deviceId);
    void reevaluate(bool devicesMayChange);
    bool report(const Status &status, const QString &success);

    std::unique_ptr<db::Catalogue> m_catalogue;
    QUndoStack *m_undoStack;
    Settings m_settings;
    DataSet m_data;
    PerformanceModel m_model;
    PriceBook m_prices;
    ViewOptions m_view;
    DeviceFilter m_filter;
    std::vector<DeviceEvaluation> m_evaluations;
    bool m_lastEditFailed = false;
};

} // namespace gpa::ui
