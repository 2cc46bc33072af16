#include "workspace.h"

#include "logging.h"
#include "pricecommands.h"

#include "core/dataexchange.h"
#include "core/validation.h"
#include "database/catalogue.h"
#include "database/modelcache.h"
#include "database/qtconvert.h"

#include <QDate>
#include <QElapsedTimer>
#include <QLocale>
#include <QtConcurrentRun>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace gpa::ui {

namespace {

PartialDate today()
{
    const QDate date = QDate::currentDate();
    return PartialDate::ymd(date.year(), date.month(), date.day());
}

QString deviceName(const DataSet &data, const std::string &id)
{
    const Device *device = data.device(id);
    return toQString(device ? device->name : id);
}

// The catalogue's data at start; a file damaged since it was opened gives an
// empty workspace (and is checked at the next start) instead of a crash.
DataSet initialData(const db::Catalogue &catalogue)
{
    auto data = catalogue.load();
    if (!data) {
        qCWarning(lcUi) << "cannot load the catalogue:" << QString::fromStdString(data.message());
        return {};
    }
    return std::move(data).value();
}

// Whether File > Update Bundled Data has something to add to the catalogue.
bool canTakeNewerBundledData(const db::Catalogue &catalogue)
{
    return !catalogue.isReadOnly() && catalogue.bundledDataIsNewer();
}

} // namespace

WorkspaceStart::WorkspaceStart(std::unique_ptr<db::Catalogue> catalogue_, Session session_)
    : catalogue(std::move(catalogue_))
    , session(std::move(session_))
{ }

WorkspaceStart::WorkspaceStart(WorkspaceStart &&) noexcept = default;
WorkspaceStart &WorkspaceStart::operator=(WorkspaceStart &&) noexcept = default;
WorkspaceStart::~WorkspaceStart() = default;

WorkspaceStart Workspace::prepare(std::unique_ptr<db::Catalogue> catalogue)
{
    Session session(initialData(*catalogue), catalogue->engineSettings().settings);
    session.setToday(today().lastDayNumber());
    // An earlier run's calibration of this very data: no refit at start.
    // Without one the figures need it at once: calibrated here, and kept for
    // the next start (the session would otherwise calibrate on first use and
    // keep it to itself).
    const db::ModelCache cache;
    if (auto cached = cache.load(session.data(), session.modelOptions())) {
        session.setModel(std::move(*cached));
    } else {
        PerformanceModel model = PerformanceModel::calibrate(session.data(), session.modelOptions());
        cache.store(session.data(), model);
        session.setModel(std::move(model));
    }
    const bool bundledDataIsNewer = canTakeNewerBundledData(*catalogue);
    WorkspaceStart start(std::move(catalogue), std::move(session));
    start.bundledDataIsNewer = bundledDataIsNewer;
    return start;
}

Workspace::Workspace(std::unique_ptr<db::Catalogue> catalogue, QObject *parent)
    : Workspace(prepare(std::move(catalogue)), parent)
{ }

Workspace::Workspace(WorkspaceStart start, QObject *parent)
    : QObject(parent)
    , m_catalogue(std::move(start.catalogue))
    , m_undoStack(new QUndoStack(this))
    , m_session(std::move(start.session))
    , m_bundledDataIsNewer(start.bundledDataIsNewer)
{
    if (m_catalogue->isShared())
        followServer();
}

namespace {
// How often the server is asked whether it still answers, and the longest
// wait between two attempts to reconnect (the wait doubles from one second).
constexpr int kHealthCheckMs = 2000;
constexpr int kMaxRetryMs = 30000;
// Changes announced together are applied together.
constexpr int kRemoteBatchMs = 150;
} // namespace

void Workspace::followServer()
{
    m_remoteTimer = new QTimer(this);
    m_remoteTimer->setSingleShot(true);
    m_remoteTimer->setInterval(kRemoteBatchMs);
    connect(m_remoteTimer, &QTimer::timeout, this, &Workspace::applyRemoteChanges);
    const Status watching = m_catalogue->watch([this](const db::CatalogueChange &change) {
        const QString entry = change.table + QLatin1Char(':') + change.key;
        if (!m_remoteChanges.contains(entry))
            m_remoteChanges << entry;
        m_remoteTimer->start();
    });
    if (!watching)
        qCWarning(lcUi) << "not following the team catalogue:" << QString::fromStdString(watching.message());
    m_healthTimer = new QTimer(this);
    m_healthTimer->setSingleShot(true);
    m_healthTimer->setInterval(kHealthCheckMs);
    connect(m_healthTimer, &QTimer::timeout, this, &Workspace::checkConnection);
    m_healthTimer->start();
}

void Workspace::applyRemoteChanges()
{
    const QStringList changes = std::exchange(m_remoteChanges, {});
    bool everything = false;
    for (const QString &entry : changes) {
        const QString table = entry.section(QLatin1Char(':'), 0, 0);
        const QString key = entry.section(QLatin1Char(':'), 1);
        if (table == QLatin1String("price_quotes") && !key.isEmpty()) {
            reloadPrices(key.toStdString()); // one device's quotes and figures
        } else if (table == QLatin1String("devices") && !key.isEmpty()) {
            if (const auto device = m_catalogue->device(key))
                apply(m_session.setDevice(*device));
            else
                apply(m_session.removeDevice(key.toStdString()));
        } else if (table == QLatin1String("exchange_rates")) {
            apply(m_session.setExchangeRates(m_catalogue->exchangeRates()));
        } else if (table == QLatin1String("cloud_offers")) {
            apply(m_session.setCloudOffers(m_catalogue->cloudOffers()));
        } else if (table == QLatin1String("settings")) {
            apply(m_session.setSettings(m_catalogue->engineSettings().settings));
        } else {
            everything = true; // benchmarks and models change the calibration
        }
    }
    if (everything)
        reload();
    else if (!changes.isEmpty())
        emit statusMessage(tr("Updated with changes from the team catalogue"));
}

void Workspace::checkConnection()
{
    const bool up = m_catalogue->isConnected();
    if (up) {
        m_retryMs = 0;
        m_healthTimer->start(kHealthCheckMs);
        return;
    }
    if (m_connected) {
        m_connected = false;
        emit connectionChanged(false, tr("Connection to the team catalogue lost: changes are "
                                         "refused until it is back; reconnecting…"));
    }
    const Status again = m_catalogue->reconnect();
    if (again) {
        m_connected = true;
        m_retryMs = 0;
        reload(); // what others changed meanwhile was not announced to us
        emit connectionChanged(true, tr("Reconnected to the team catalogue"));
        m_healthTimer->start(kHealthCheckMs);
        return;
    }
    m_retryMs = std::min(m_retryMs == 0 ? 1000 : m_retryMs * 2, kMaxRetryMs);
    m_healthTimer->start(m_retryMs);
}

Workspace::~Workspace()
{
    if (m_calibration)
        m_calibration->waitForFinished();
}

bool Workspace::isReadOnly() const
{
    return m_catalogue->isReadOnly() || !m_connected;
}

void Workspace::apply(const SessionChange &change)
{
    if (change.devices)
        emit devicesReset();
    else if (change.figures)
        emit evaluationsChanged();
    else
        for (std::size_t row : change.rows)
            emit evaluationChanged(static_cast<int>(row));
}

void Workspace::reload()
{
    QElapsedTimer timer;
    timer.start();
    auto data = m_catalogue->load();
    if (!data) {
        // The figures stay those of the last good read; the reason is shown.
        qCWarning(lcUi) << "cannot reload:" << QString::fromStdString(data.message());
        emit editFailed(QString::fromStdString(data.message()));
        return;
    }
    m_session.setData(std::move(data).value());
    qCDebug(lcUi) << "reloaded" << m_session.data().devices.size() << "devices in" << timer.elapsed() << "ms";
    if (m_backgroundCalibration)
        startCalibration();
    apply({true, false, {}});
}

void Workspace::setBackgroundCalibration(bool on)
{
    m_backgroundCalibration = on;
    if (on && !m_session.hasModel())
        startCalibration();
}

bool Workspace::isCalibrating() const
{
    return m_calibration && m_calibration->isRunning();
}

void Workspace::startCalibration()
{
    if (isCalibrating()) {
        m_calibrateAgain = true;
        return;
    }
    if (!m_session.hasModel())
        m_session.setCalibrationPending(true);
    if (!m_calibration) {
        m_calibration = new QFutureWatcher<PerformanceModel>(this);
        connect(m_calibration, &QFutureWatcher<PerformanceModel>::finished, this, [this] {
            if (m_calibrateAgain) {
                // The data moved on while this one ran: its result is stale.
                m_calibrateAgain = false;
                startCalibration();
                return;
            }
            m_session.setCalibrationPending(false);
            apply(m_session.setModel(m_calibration->result()));
            emit calibrated();
        });
    }
    // The worker gets its own copy: the session keeps changing meanwhile.
    // Calibration reads no prices (see calibrationKey()): the quotes stay.
    m_calibration->setFuture(QtConcurrent::run(
        [data = m_session.data().withoutPriceQuotes(), options = m_session.modelOptions()] {
            PerformanceModel model = PerformanceModel::calibrate(data, options);
            db::ModelCache().store(data, model);
            return model;
        }));
}

void Workspace::recalibrateIfStale()
{
    if (!m_session.modelIsStale())
        return;
    if (m_backgroundCalibration) {
        startCalibration();
        return;
    }
    PerformanceModel model = PerformanceModel::calibrate(m_session.data(), m_session.modelOptions());
    db::ModelCache().store(m_session.data(), model);
    apply(m_session.setModel(std::move(model)));
    emit calibrated();
}

void Workspace::reloadPrices(const std::string &deviceId)
{
    // Only this device's quotes and figures change: re-read them (an indexed
    // query) and re-evaluate it alone, so an edit costs the same at 100 or
    // 10,000 devices.
    QElapsedTimer timer;
    timer.start();
    apply(m_session.setQuotes(deviceId, m_catalogue->priceQuotes(toQString(deviceId))));
    qCDebug(lcUi) << "re-priced" << toQString(deviceId) << "in" << timer.nsecsElapsed() / 1000 << "us";
}

const DeviceEvaluation *Workspace::evaluation(const std::string &deviceId) const
{
    return m_session.evaluation(deviceId);
}

void Workspace::setView(const ViewOptions &view)
{
    apply(m_session.setView(view));
}

void Workspace::setFilter(const DeviceFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    emit filterChanged();
}

bool Workspace::setSettings(const Settings &settings)
{
    if (settings == m_session.settings())
        return true;
    if (const Status saved = m_catalogue->setEngineSettings(settings); !saved) {
        emit editFailed(QString::fromStdString(saved.message()));
        return false;
    }
    apply(m_session.setSettings(settings));
    return true;
}

double Workspace::usdPerDisplayUnit() const
{
    const auto usd = prices().rates().toUsd(1.0, view().currency);
    return usd.value_or(1.0);
}

std::optional<QString> Workspace::checkPrice(double amountInDisplayCurrency) const
{
    if (const auto problem = gpa::checkPrice(amountInDisplayCurrency, usdPerDisplayUnit(), view().currency))
        return translated(*problem);
    return std::nullopt;
}

bool Workspace::setPrice(const std::string &deviceId, double amountInDisplayCurrency)
{
    if (const auto problem = checkPrice(amountInDisplayCurrency)) {
        emit editFailed(*problem);
        return false;
    }
    PriceQuote quote;
    quote.deviceId = deviceId;
    quote.amount = amountInDisplayCurrency;
    quote.currency = view().currency;
    quote.kind = QuoteKind::RetailNew;
    quote.origin = Origin::User;
    quote.observed = today();
    quote.source = tr("entered in GPU Advisor").toStdString();
    return addQuote(quote);
}

bool Workspace::addQuote(const PriceQuote &quote)
{
    const QString text = quote.isUsers() && quote.kind == QuoteKind::RetailNew
                             ? tr("Set price of %1 to %2")
                                   .arg(deviceName(data(), quote.deviceId),
                                        toQString(formatMoney(quote.amount, quote.currency)))
                             : tr("Add a %1 quote for %2")
                                   .arg(toQString(toString(quote.kind)), deviceName(data(), quote.deviceId));
    m_lastEditFailed = false;
    m_undoStack->push(new AddPriceQuoteCommand(m_catalogue.get(), quote, text, quoteCallbacks(text, quote.deviceId)));
    return !m_lastEditFailed;
}

CatalogueCallbacks Workspace::quoteCallbacks(const QString &text, const std::string &deviceId)
{
    return {[this, text, deviceId] {
                reloadPrices(deviceId);
                emit statusMessage(text);
            },
            [this](const QString &reason) {
                m_lastEditFailed = true;
                emit editFailed(reason);
            }};
}

bool Workspace::removeQuote(const PriceQuote &quote)
{
    const QString text = tr("Remove the %1 quote of %2 for %3")
                             .arg(toQString(quote.observed.toString()), toQString(formatMoney(quote.amount, quote.currency)),
                                  deviceName(data(), quote.deviceId));
    m_lastEditFailed = false;
    m_undoStack->push(new RemovePriceQuoteCommand(m_catalogue.get(), quote, text, quoteCallbacks(text, quote.deviceId)));
    return !m_lastEditFailed;
}

void Workspace::reloadPrices(const std::vector<PriceQuote> &quotes)
{
    std::vector<std::string> devices;
    for (const PriceQuote &quote : quotes) {
        if (std::find(devices.begin(), devices.end(), quote.deviceId) == devices.end())
            devices.push_back(quote.deviceId);
    }
    for (const std::string &deviceId : devices)
        reloadPrices(deviceId);
}

bool Workspace::addQuotes(const std::vector<PriceQuote> &quotes)
{
    if (quotes.empty())
        return true;
    const QString text = tr("Paste %n price(s)", nullptr, static_cast<int>(quotes.size()));
    m_lastEditFailed = false;
    m_undoStack->push(new AddPriceQuotesCommand(m_catalogue.get(), quotes, text,
                                                {[this, text, quotes] {
                                                     reloadPrices(quotes);
                                                     emit statusMessage(text);
                                                 },
                                                 [this](const QString &reason) {
                                                     m_lastEditFailed = true;
                                                     emit editFailed(reason);
                                                 }}));
    return !m_lastEditFailed;
}

bool Workspace::applyImport(const exchange::Plan &plan, const QString &summary)
{
    if (!report(m_catalogue->applyImport(plan), summary))
        return false;
    const bool onlyQuotes = plan.addDevices.empty() && plan.changeDevices.empty() && plan.addOffers.empty()
                            && plan.changeOffers.empty() && plan.addBenchmarks.empty()
                            && plan.addCloudPrices.empty();
    if (onlyQuotes) {
        reloadPrices(plan.addQuotes);
        return true;
    }
    reload();
    recalibrateIfStale();
    return true;
}

bool Workspace::bundledDataIsNewer() const
{
    return m_bundledDataIsNewer;
}

std::optional<QString> Workspace::updateBundledData()
{
    const auto refreshed = m_catalogue->refreshBundledData();
    if (!refreshed) {
        emit editFailed(QString::fromStdString(refreshed.message()));
        return std::nullopt;
    }
    m_bundledDataIsNewer = canTakeNewerBundledData(*m_catalogue);
    const QString summary = db::Catalogue::describe(*refreshed);
    if (refreshed->total() > 0) {
        reload();
        recalibrateIfStale();
    }
    emit statusMessage(summary);
    return summary;
}

bool Workspace::report(const Status &status, const QString &success)
{
    if (!status) {
        emit editFailed(QString::fromStdString(status.message()));
        // A team catalogue refuses a stale edit and says "reloaded": the
        // window then shows what the others saved.
        if (m_catalogue->isShared() && m_connected)
            reload();
        return false;
    }
    emit statusMessage(success);
    return true;
}

void Workspace::deviceChanged(const std::string &deviceId)
{
    // The catalogue's row as stored (origin, supplements applied by the
    // catalogue), then only what depends on it is recomputed.
    if (const auto stored = m_catalogue->device(toQString(deviceId)))
        apply(m_session.setDevice(*stored));
    else
        apply(m_session.removeDevice(deviceId));
    recalibrateIfStale();
}

bool Workspace::addDevice(const Device &device)
{
    if (!report(m_catalogue->addDevice(device), tr("Added %1").arg(toQString(device.name))))
        return false;
    deviceChanged(device.id);
    return true;
}

bool Workspace::updateDevice(const Device &device)
{
    if (!report(m_catalogue->updateDevice(device), tr("Saved %1").arg(toQString(device.name))))
        return false;
    deviceChanged(device.id);
    return true;
}

bool Workspace::deleteDevice(const std::string &deviceId)
{
    const QString name = deviceName(data(), deviceId);
    // Undo entries may refer to the device's quotes.
    m_undoStack->clear();
    if (!report(m_catalogue->deleteDevice(toQString(deviceId)), tr("Deleted %1").arg(name)))
        return false;
    apply(m_session.removeDevice(deviceId));
    recalibrateIfStale();
    return true;
}

bool Workspace::revertDevice(const std::string &deviceId)
{
    if (!report(m_catalogue->revertDevice(toQString(deviceId)),
                tr("%1 is back to its bundled values").arg(deviceName(data(), deviceId))))
        return false;
    deviceChanged(deviceId);
    return true;
}

bool Workspace::setExchangeRate(const ExchangeRate &rate)
{
    if (!report(m_catalogue->setExchangeRate(rate),
                tr("Exchange rate of %1 set to %2 per US dollar")
                    .arg(toQString(rate.currency), QLocale().toString(rate.perUsd, 'g', 6))))
        return false;
    apply(m_session.setExchangeRates(m_catalogue->exchangeRates()));
    return true;
}

} // namespace gpa::ui
