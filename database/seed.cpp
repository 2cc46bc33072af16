#include "seed.h"

#include "core/tableio.h"

#include <QFile>
#include <QString>

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

} // namespace

Result<DataSet> readBundledData()
{
    std::string devices;
    std::string offers;
    std::string quotes;
    std::string benchmarks;
    std::string scaling;
    std::string rates;
    std::string supplements;
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
        || !readResource("llm_models.csv", llmModels, error)
        || !readResource("llm_benchmarks.csv", llmBenchmarks, error))
        return makeError(error);
    auto data = tableio::readBundledTables(devices, offers, quotes, benchmarks, scaling, rates,
                                           supplements);
    if (!data)
        return makeError("bundled data: " + data.message());
    if (auto llmError = tableio::readLlmTables(llmModels, llmBenchmarks, *data))
        return makeError("bundled data: " + llmError->message);
    return data;
}

} // namespace gpa::db
