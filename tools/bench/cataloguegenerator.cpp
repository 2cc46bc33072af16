#include "cataloguegenerator.h"

#include "core/date.h"
#include "database/catalogue.h"
#include "database/qtconvert.h"

#include <QFileInfo>

#include <cmath>
#include <cstdint>
#include <vector>

namespace gpa::bench {

namespace {

// SplitMix64: the same sequence on every platform and library, so that a
// catalogue of a given size always holds the same rows.
class Sequence
{
public:
    explicit Sequence(std::uint64_t seed)
        : m_state(seed)
    { }

    double next() // in [0, 1)
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        return static_cast<double>(z >> 11) / 9007199254740992.0; // 2^53
    }

private:
    std::uint64_t m_state;
};

double cents(double amount)
{
    return std::round(amount * 100.0) / 100.0;
}

std::optional<double> scaled(const std::optional<double> &value, double factor)
{
    if (!value)
        return std::nullopt;
    return std::round(*value * factor * 1000.0) / 1000.0;
}

PartialDate dateOf(int dayNumber)
{
    return PartialDate::parse(isoDateFromDayNumber(dayNumber))
        .value_or(PartialDate::yearOnly(2026));
}

// A variation of a bundled GPU's sheet: every rate scaled by one factor, as
// a faster or slower sibling of the same architecture would be.
Device syntheticDevice(const Device &base, int number, double factor)
{
    Device d = base;
    d.id = QStringLiteral("bench-%1").arg(number, 5, 10, QLatin1Char('0')).toStdString();
    d.name = QStringLiteral("%1 (synthetic %2)")
                 .arg(toQString(base.name))
                 .arg(number, 5, 10, QLatin1Char('0'))
                 .toStdString();
    d.memoryBandwidthGbs = scaled(base.memoryBandwidthGbs, factor);
    d.fp32Tflops = scaled(base.fp32Tflops, factor);
    d.fp16TflopsNonTensor = scaled(base.fp16TflopsNonTensor, factor);
    d.tensorFp16TflopsDense = scaled(base.tensorFp16TflopsDense, factor);
    d.int8TopsDense = scaled(base.int8TopsDense, factor);
    d.tdpW = scaled(base.tdpW, std::sqrt(factor));
    d.launchMsrpUsd = cents(base.launchMsrpUsd.value_or(500.0) * factor);
    d.typicalUsedPriceUsd.reset();
    d.source = "synthetic benchmark row (tools/bench): a variation of " + base.id;
    d.notes.clear();
    d.origin = Origin::User;
    return d;
}

} // namespace

QString generateCatalogue(const QString &path, const CatalogueSize &size, CatalogueSize *totals)
{
    if (QFileInfo::exists(path))
        return QStringLiteral(
                   "%1 exists already: a generated catalogue starts from the bundled data")
            .arg(path);
    auto opened = db::Catalogue::open(path);
    if (!opened)
        return QStringLiteral("cannot create %1: %2").arg(path, toQString(opened.message()));
    db::Catalogue &catalogue = **opened;

    const auto shipped = catalogue.devices();
    if (!shipped)
        return QStringLiteral("cannot read %1: %2").arg(path, toQString(shipped.message()));
    const std::vector<Device> &bundled = *shipped;
    std::vector<Device> gpus;
    for (const Device &d : bundled) {
        if (d.kind == DeviceKind::Gpu && d.fp32Tflops && d.memoryBandwidthGbs && d.memoryGb)
            gpus.push_back(d);
    }
    if (gpus.empty())
        return QStringLiteral("the bundled data holds no GPU with a full sheet to vary");

    Sequence random(20261201);
    const int today = dayNumber(2026, 12, 1);
    const int synthetic = std::max(0, size.devices - static_cast<int>(bundled.size()));
    for (int i = 0; i < synthetic; ++i) {
        const Device &base = gpus[static_cast<std::size_t>(i) % gpus.size()];
        const Device device = syntheticDevice(base, i + 1, 0.6 + random.next());
        if (Status added = catalogue.addDevice(device); !added)
            return QStringLiteral("synthetic device %1: %2")
                .arg(i + 1)
                .arg(toQString(added.message()));
        PriceQuote quote;
        quote.deviceId = device.id;
        quote.amount = cents(device.launchMsrpUsd.value_or(500.0) * (0.8 + 0.4 * random.next()));
        quote.kind = QuoteKind::RetailNew;
        quote.origin = Origin::User;
        quote.observed = dateOf(today - 1 - static_cast<int>(random.next() * 365.0));
        quote.source = "synthetic benchmark quote (tools/bench)";
        if (auto id = catalogue.addPriceQuote(quote); !id)
            return QStringLiteral("quote of synthetic device %1: %2")
                .arg(i + 1)
                .arg(toQString(id.message()));
    }

    // Price history on the bundled devices: street quotes, new and used, in
    // dollars and euros, spread over the years since the article.
    const int existing = static_cast<int>(catalogue.priceQuotes().size());
    const int first = dayNumber(2019, 1, 1);
    for (int k = 0; k < size.quotes - existing; ++k) {
        const Device &device = bundled[static_cast<std::size_t>(k) % bundled.size()];
        const bool used = k % 4 == 3;
        PriceQuote quote;
        quote.deviceId = device.id;
        double amount = device.launchMsrpUsd.value_or(1000.0) * (0.7 + 0.6 * random.next())
            * (used ? 0.65 : 1.0);
        if (k % 10 == 9) {
            quote.currency = "EUR";
            amount *= 0.85;
        }
        quote.amount = cents(amount);
        quote.kind = used ? QuoteKind::Used : QuoteKind::RetailNew;
        quote.origin = Origin::User;
        quote.observed = dateOf(first + static_cast<int>(random.next() * (today - first)));
        quote.source = "synthetic benchmark quote (tools/bench)";
        if (auto id = catalogue.addPriceQuote(quote); !id)
            return QStringLiteral("synthetic quote %1: %2").arg(k + 1).arg(toQString(id.message()));
    }
    if (totals) {
        const auto devices = catalogue.devices();
        totals->devices = devices ? static_cast<int>(devices->size()) : 0;
        totals->quotes = static_cast<int>(catalogue.priceQuotes().size());
    }
    return {};
}

} // namespace gpa::bench
