#include "workspace.h"

#include "logging.h"
#include "pricecommands.h"

#include "core/validation.h"
#include "database/catalogue.h"
#include "database/qtconvert.h"

#include <QDate>
#include <QElapsedTimer>
#include <QLocale>
#include <QUndoStack>

#include <algorithm>

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

} // namespace

Workspace::Workspace(std::unique_ptr<db::Catalogue> catalogue, Settings settings, QObject *parent)
    : QObject(parent)
    , m_catalogue(std::move(catalogue))
    , m_undoStack(new QUndoStack(this))
    , m_settings(std::move(settings))
{
    m_view.referenceId = m_settings.assumptions.referenceDeviceId;
    m_view.currency = m_settings.currency;
    m_view.policy = m_settings.policy;
    reload();
}

Workspace::~Workspace() = default;

bool Workspace::isReadOnly() const
{
    return m_catalogue->isReadOnly();
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
    m_data = std::move(data).value();
    m_model = PerformanceModel::calibrate(m_data);
    m_prices = PriceBook(m_data);
    const CurrencyTable rates(m_data.exchangeRates);
    if (!rates.knows(m_view.currency))
        m_view.currency = "USD";
    if (!m_data.device(m_view.referenceId) && !m_data.devices.empty())
        m_view.referenceId = Assumptions{}.referenceDeviceId;
    qCDebug(lcUi) << "loaded and calibrated" << m_data.devices.size() << "devices in" << timer.elapsed() << "ms";
    reevaluate(true);
}

void Workspace::reloadPrices(const std::string &deviceId)
{
    // Only this device's quotes and figures change: re-read them (an indexed
    // query) and re-evaluate it alone, so an edit costs the same at 100 or
    // 10,000 devices.
    QElapsedTimer timer;
    timer.start();
    std::vector<PriceQuote> quotes = m_catalogue->priceQuotes(toQString(deviceId));
    auto &all = m_data.priceQuotes;
    all.erase(std::remove_if(all.begin(), all.end(), [&](const PriceQuote &q) { return q.deviceId == deviceId; }),
              all.end());
    all.insert(all.end(), quotes.begin(), quotes.end());
    m_prices.setQuotes(deviceId, std::move(quotes));
    for (size_t i = 0; i < m_evaluations.size(); ++i) {
        if (m_evaluations[i].device->id == deviceId) {
            m_evaluations[i] = evaluateDevice(*m_evaluations[i].device, m_prices, m_model, m_view, m_settings.assumptions);
            emit evaluationChanged(static_cast<int>(i));
            break;
        }
    }
    qCDebug(lcUi) << "re-priced" << toQString(deviceId) << "in" << timer.nsecsElapsed() / 1000 << "us";
}

void Workspace::reevaluate(bool devicesMayChange)
{
    std::vector<DeviceEvaluation> next = evaluate(m_data, m_prices, m_model, m_view, m_settings.assumptions);
    bool sameDevices = !devicesMayChange && next.size() == m_evaluations.size();
    for (size_t i = 0; sameDevices && i < next.size(); ++i)
        sameDevices = next[i].device == m_evaluations[i].device;
    m_evaluations = std::move(next);
    if (sameDevices)
        emit evaluationsChanged();
    else
        emit devicesReset();
}

const DeviceEvaluation *Workspace::evaluation(const std::string &deviceId) const
{
    for (const DeviceEvaluation &e : m_evaluations) {
        if (e.device->id == deviceId)
            return &e;
    }
    return nullptr;
}

void Workspace::setView(const ViewOptions &view)
{
    if (view == m_view)
        return;
    // A different date can add or remove devices; anything else only
    // changes figures.
    const bool devicesMayChange = view.asOfDay != m_view.asOfDay;
    m_view = view;
    reevaluate(devicesMayChange);
}

void Workspace::setFilter(const DeviceFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    emit filterChanged();
}

void Workspace::setSettings(const Settings &settings)
{
    if (settings == m_settings)
        return;
    m_settings = settings;
    ViewOptions view = m_view;
    view.currency = settings.currency;
    view.policy = settings.policy;
    if (m_data.device(settings.assumptions.referenceDeviceId))
        view.referenceId = settings.assumptions.referenceDeviceId;
    m_view = view;
    reevaluate(false);
}

double Workspace::usdPerDisplayUnit() const
{
    const auto usd = m_prices.rates().toUsd(1.0, m_view.currency);
    return usd.value_or(1.0);
}

std::optional<QString> Workspace::checkPrice(double amountInDisplayCurrency) const
{
    if (const auto problem = gpa::checkPrice(amountInDisplayCurrency, usdPerDisplayUnit(), m_view.currency))
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
    quote.currency = m_view.currency;
    quote.kind = QuoteKind::User;
    quote.condition = Condition::New;
    quote.observed = today();
    quote.source = tr("entered in GPU Advisor").toStdString();
    return addQuote(quote);
}

bool Workspace::addQuote(const PriceQuote &quote)
{
    const QString text = quote.kind == QuoteKind::User
                             ? tr("Set price of %1 to %2")
                                   .arg(deviceName(m_data, quote.deviceId),
                                        toQString(formatMoney(quote.amount, quote.currency)))
                             : tr("Add a %1 quote for %2")
                                   .arg(toQString(toString(quote.kind)), deviceName(m_data, quote.deviceId));
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
                                  deviceName(m_data, quote.deviceId));
    m_lastEditFailed = false;
    m_undoStack->push(new RemovePriceQuoteCommand(m_catalogue.get(), quote, text, quoteCallbacks(text, quote.deviceId)));
    return !m_lastEditFailed;
}

bool Workspace::report(const Status &status, const QString &success)
{
    if (!status) {
        emit editFailed(QString::fromStdString(status.message()));
        return false;
    }
    reload();
    emit statusMessage(success);
    return true;
}

bool Workspace::addDevice(const Device &device)
{
    return report(m_catalogue->addDevice(device), tr("Added %1").arg(toQString(device.name)));
}

bool Workspace::updateDevice(const Device &device)
{
    return report(m_catalogue->updateDevice(device), tr("Saved %1").arg(toQString(device.name)));
}

bool Workspace::deleteDevice(const std::string &deviceId)
{
    const QString name = deviceName(m_data, deviceId);
    // Undo entries may refer to the device's quotes.
    m_undoStack->clear();
    return report(m_catalogue->deleteDevice(toQString(deviceId)), tr("Deleted %1").arg(name));
}

bool Workspace::revertDevice(const std::string &deviceId)
{
    return report(m_catalogue->revertDevice(toQString(deviceId)),
                  tr("%1 is back to its bundled values").arg(deviceName(m_data, deviceId)));
}

bool Workspace::setExchangeRate(const ExchangeRate &rate)
{
    return report(m_catalogue->setExchangeRate(rate),
                  tr("Exchange rate of %1 set to %2 per US dollar")
                      .arg(toQString(rate.currency), QLocale().toString(rate.perUsd, 'g', 6)));
}

} // namespace gpa::ui
