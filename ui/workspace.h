#pragma once

#include "pricecommands.h"
#include "settings.h"

#include "core/dataset.h"
#include "core/devicefilter.h"
#include "core/performancemodel.h"
#include "core/ranking.h"
#include "core/result.h"
#include "core/session.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QTimer;
class QUndoStack;

namespace gpa::exchange {
struct Plan;
}

namespace gpa::db {
class Catalogue;
}

namespace gpa::ui {

// What a workspace starts from: its catalogue, and the session read from it
// once (the data, the settings that change numbers, the calibration).
// Prepared on any thread (Workspace::prepare()); the workspace then takes it
// on its own.
struct WorkspaceStart
{
    WorkspaceStart(std::unique_ptr<db::Catalogue> catalogue, Session session);
    WorkspaceStart(WorkspaceStart &&) noexcept;
    WorkspaceStart &operator=(WorkspaceStart &&) noexcept;
    ~WorkspaceStart();

    std::unique_ptr<db::Catalogue> catalogue;
    Session session;
    // Found out with the rest, off the window's thread: comparing this
    // release's bundled data with the catalogue's fingerprints the data.
    bool bundledDataIsNewer = false;
};

// The engine session (core/session.h) as the window's screens share it: a
// thin QObject that turns the session's incremental changes into signals,
// keeps the filters, and routes every edit through the undo stack into the
// catalogue (one transaction each) and then into the session. The settings
// that change numbers are the catalogue's, so the window and the command
// line give the same figures for the same catalogue.
class Workspace : public QObject
{
    Q_OBJECT

public:
    // Owns the catalogue: an editor still open when the window closes commits
    // into it while the widgets are torn down.
    explicit Workspace(std::unique_ptr<db::Catalogue> catalogue, QObject *parent = nullptr);
    explicit Workspace(WorkspaceStart start, QObject *parent = nullptr);
    ~Workspace() override;

    // Reads the catalogue's data and settings, and its calibration from the
    // cache (calibrated and kept there when missing). It makes no QObject, so
    // it runs on whichever thread uses the catalogue (WorkspaceLoader).
    static WorkspaceStart prepare(std::unique_ptr<db::Catalogue> catalogue);

    [[nodiscard]] db::Catalogue *catalogue() const { return m_catalogue.get(); }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undoStack; }
    [[nodiscard]] const Session &session() const { return m_session; }
    [[nodiscard]] const DataSet &data() const { return m_session.data(); }
    [[nodiscard]] const PerformanceModel &model() const { return m_session.model(); }
    [[nodiscard]] const PriceBook &prices() const { return m_session.prices(); }
    [[nodiscard]] const ViewOptions &view() const { return m_session.view(); }
    [[nodiscard]] const DeviceFilter &filter() const { return m_filter; }
    [[nodiscard]] const Settings &settings() const { return m_session.settings(); }
    [[nodiscard]] bool isReadOnly() const;

    // Every device available as of the view's date, in catalogue order
    // (unfiltered: the table's proxy filters).
    [[nodiscard]] const std::vector<DeviceEvaluation> &evaluations() const { return m_session.evaluations(); }
    [[nodiscard]] const DeviceEvaluation *evaluation(const std::string &deviceId) const;
    [[nodiscard]] const Device *device(const std::string &deviceId) const { return m_session.device(deviceId); }

    void setView(const ViewOptions &view);
    void setFilter(const DeviceFilter &filter);
    // Saves the settings in the catalogue (they are its data) and applies
    // them; false, with editFailed(), when the catalogue refused them.
    bool setSettings(const Settings &settings);

    // Calibrations run on a worker thread from now on: the window stays
    // responsive and shows the previous figures (or none, with the reason,
    // on a first start) until the new model arrives. Off by default, so that
    // a workspace without an event loop (tests, tools) calibrates at once.
    void setBackgroundCalibration(bool on);
    [[nodiscard]] bool isCalibrating() const;

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
    // Many quotes as one undoable step, in one transaction (Edit > Paste
    // prices): all of them or none.
    bool addQuotes(const std::vector<PriceQuote> &quotes);
    // Applies a checked import (File > Import) in one transaction and updates
    // what it touched: only the re-priced rows when it holds only quotes.
    // Not undoable.
    bool applyImport(const exchange::Plan &plan, const QString &summary);
    // This release's bundled data is newer than the catalogue's (update-data).
    [[nodiscard]] bool bundledDataIsNewer() const;
    // Takes it (Catalogue::refreshBundledData), then reloads; the sentence
    // saying what changed, or nothing when it was refused (editFailed says why).
    std::optional<QString> updateBundledData();
    // Device edits (not undoable: they ask for confirmation instead).
    bool addDevice(const Device &device);
    bool updateDevice(const Device &device);
    bool deleteDevice(const std::string &deviceId);
    bool revertDevice(const std::string &deviceId);
    bool setExchangeRate(const ExchangeRate &rate);

    // Reloads everything from the catalogue (after an outside change).
    void reload();

    // A team catalogue on a server: whether it answers (always true for a
    // file). While it does not, every edit is refused (never queued).
    [[nodiscard]] bool isConnected() const { return m_connected; }

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

    // The model was (re)calibrated and the figures follow it.
    void calibrated();

    // A team catalogue's connection was lost or is back; `text` says so.
    void connectionChanged(bool connected, const QString &text);

private:
    CatalogueCallbacks quoteCallbacks(const QString &text, const std::string &deviceId);
    void reloadPrices(const std::string &deviceId);
    void reloadPrices(const std::vector<PriceQuote> &quotes);
    void apply(const SessionChange &change);
    bool report(const Status &status, const QString &success);
    void deviceChanged(const std::string &deviceId);
    void recalibrateIfStale();
    void startCalibration();
    // A team catalogue: others' changes arrive through the server and are
    // applied incrementally; the connection is watched and re-made.
    void followServer();
    void applyRemoteChanges();
    void checkConnection();

    std::unique_ptr<db::Catalogue> m_catalogue;
    QUndoStack *m_undoStack;
    Session m_session;
    bool m_bundledDataIsNewer = false;
    DeviceFilter m_filter;
    bool m_lastEditFailed = false;
    bool m_backgroundCalibration = false;
    QFutureWatcher<PerformanceModel> *m_calibration = nullptr;
    bool m_calibrateAgain = false; // the data changed while a calibration ran
    QTimer *m_remoteTimer = nullptr;
    QTimer *m_healthTimer = nullptr;
    QStringList m_remoteChanges; // "table:key" announced, not applied yet
    bool m_connected = true;
    int m_retryMs = 0; // the wait before the next reconnect attempt
};

} // namespace gpa::ui
