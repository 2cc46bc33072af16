#include "settings.h"

#include <QSettings>

namespace gpa::ui {

namespace {

// Keys of the stored settings, one place for all of them.
constexpr const char *kElectricity = "engine/electricityUsdPerKwh";
constexpr const char *kHostWatts = "engine/hostWatts";
constexpr const char *kUtilisation = "engine/utilisation";
constexpr const char *kResale = "engine/resaleFraction";
constexpr const char *kMemoryFactor = "engine/memoryFactor16Bit";
constexpr const char *kHostCost = "engine/multiGpuHostCostUsd";
constexpr const char *kUpgradeThreshold = "engine/upgradeThreshold";
constexpr const char *kResaleShare = "engine/resaleShareOfCurrentPrice";
constexpr const char *kReference = "engine/referenceDeviceId";
constexpr const char *kCnnSpeedUp = "engine/cnnSpeedUp";
constexpr const char *kRnnSpeedUp = "engine/rnnSpeedUp";
constexpr const char *kTransformerSpeedUp = "engine/transformerSpeedUp";
constexpr const char *kCurrency = "view/currency";
constexpr const char *kPolicy = "view/pricePolicy";

void readDouble(const QSettings &store, const char *key, double &value)
{
    bool ok = false;
    const double stored = store.value(QLatin1String(key)).toDouble(&ok);
    if (ok)
        value = stored;
}

void readSpeedUp(const QSettings &store, const char *key, SpeedUpDefaults &value)
{
    const QStringList parts = store.value(QLatin1String(key)).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.size() != 3)
        return;
    bool ok2 = false;
    bool ok3 = false;
    bool ok4 = false;
    const SpeedUpDefaults read{parts[0].toDouble(&ok2), parts[1].toDouble(&ok3), parts[2].toDouble(&ok4)};
    if (ok2 && ok3 && ok4)
        value = read;
}

} // namespace

std::optional<Settings> legacySettings(const QSettings &store)
{
    if (!store.childGroups().contains(QLatin1String("engine")) && !store.contains(QLatin1String(kCurrency))
        && !store.contains(QLatin1String(kPolicy)))
        return std::nullopt;
    Settings s;
    Assumptions &a = s.assumptions;
    readDouble(store, kElectricity, a.electricityUsdPerKwh);
    readDouble(store, kHostWatts, a.hostWatts);
    readDouble(store, kUtilisation, a.utilisation);
    readDouble(store, kResale, a.resaleFraction);
    readDouble(store, kMemoryFactor, a.memoryFactor16Bit);
    readDouble(store, kHostCost, a.multiGpuHostCostUsd);
    readDouble(store, kUpgradeThreshold, a.upgradeThreshold);
    readDouble(store, kResaleShare, a.resaleShareOfCurrentPrice);
    readSpeedUp(store, kCnnSpeedUp, a.cnnSpeedUp);
    readSpeedUp(store, kRnnSpeedUp, a.rnnSpeedUp);
    readSpeedUp(store, kTransformerSpeedUp, a.transformerSpeedUp);
    const QString reference = store.value(QLatin1String(kReference)).toString();
    if (!reference.isEmpty())
        a.referenceDeviceId = reference.toStdString();
    // Out-of-range values (a hand-edited file) fall back to the defaults.
    if (!validate(a).empty())
        s.assumptions = Assumptions{};

    const QString currency = store.value(QLatin1String(kCurrency)).toString();
    if (currency.size() == 3)
        s.currency = currency.toUpper().toStdString();
    if (const auto policy = parsePricePolicy(store.value(QLatin1String(kPolicy)).toString().toStdString()))
        s.policy = *policy;
    return s;
}

void removeLegacySettings(QSettings &store)
{
    store.remove(QStringLiteral("engine"));
    store.remove(QLatin1String(kCurrency));
    store.remove(QLatin1String(kPolicy));
}

} // namespace gpa::ui
