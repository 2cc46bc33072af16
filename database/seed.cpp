#include "seed.h"

#include "core/tableio.h"

#include <QFile>
#include <QResource>
#include <QString>

#include <cstdint>
#include <cstdio>

namespace gpa::db {

namespace {

bool readResource(const char *name, std::string &text, std::string &error)
{
    QFile file(QStringLiteral(":/seed/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly)) {
        error = "bundled data: cannot read " + std::string(name) + ": "
            + file.errorString().toStdString();
        return false;
    }
    text = file.readAll().toStdString();
    return true;
}

const char *const kFiles[] = {"devices.csv",          "cloud_offers.csv",      "price_quotes.csv",
                              "benchmarks.csv",       "scaling.csv",           "exchange_rates.csv",
                              "spec_supplements.csv", "cloud_price_history.csv", "llm_models.csv",
                              "llm_benchmarks.csv"};

} // namespace

std::string bundledDataVersion()
{
    // The resources are compiled in: one fingerprint per process, of the
    // bytes as stored (compressed or not), read in place from the program's
    // image: unpacking a megabyte of CSV to hash it cost every window start.
    static const std::string version = [] {
        std::uint64_t hash = 14695981039346656037ull;
        const auto mix = [&hash](unsigned char c) {
            hash ^= c;
            hash *= 1099511628211ull;
        };
        for (const char *name : kFiles) {
            const QResource resource(QStringLiteral(":/seed/") + QLatin1String(name));
            if (!resource.isValid())
                continue;
            mix(static_cast<unsigned char>(resource.compressionAlgorithm()));
            const uchar *bytes = resource.data();
            // QResource::size() looks the entry up again at each call.
            const qint64 size = resource.size();
            for (qint64 i = 0; i < size; ++i)
                mix(bytes[i]);
            mix(0); // the files' boundaries count too
        }
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
        return std::string(hex);
    }();
    return version;
}

Result<DataSet> readBundledData()
{
    std::string devices;
    std::string offers;
    std::string quotes;
    std::string benchmarks;
    std::string scaling;
    std::string rates;
    std::string supplements;
    std::string cloudPrices;
    std::string llmModels;
    std::string llmBenchmarks;
    std::string error;
    if (!readResource("devices.csv", devices, error)
        || !readResource("cloud_offers.csv", offers, error)
        || !readResource("price_quotes.csv", quotes, error)
        || !readResource("benchmarks.csv", benchmarks, error)
        || !readResource("scaling.csv", scaling, error)
        || !readResource("exchange_rates.csv", rates, error)
        || !readResource("spec_supplements.csv", supplements, error)
        || !readResource("cloud_price_history.csv", cloudPrices, error)
        || !readResource("llm_models.csv", llmModels, error)
        || !readResource("llm_benchmarks.csv", llmBenchmarks, error))
        return makeError(error);
    auto data = tableio::readBundledTables(devices, offers, quotes, benchmarks, scaling, rates,
                                           supplements, cloudPrices);
    if (!data)
        return makeError("bundled data: " + data.message());
    if (auto llmError = tableio::readLlmTables(llmModels, llmBenchmarks, *data))
        return makeError("bundled data: " + llmError->message);
    return data;
}

} // namespace gpa::db
