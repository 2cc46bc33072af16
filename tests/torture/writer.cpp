// A program that writes to a catalogue for the torture tests, to be killed:
//
//   gpa-torture-writer --database PATH --mode MODE --tag TAG [--count N]
//
// It opens the catalogue (creating or migrating it when that is what the
// file needs) and prints "opened <outcome>", then makes up to N writes of one
// kind (or of every kind in turn, mode "mixed"). After each write has been
// committed it prints one line "ack <kind> <key> [value]" and flushes, so a
// test that kills it knows exactly which edits were acknowledged: each of
// those must be in the catalogue afterwards.
//
// Kinds: quote, remove-quote, device, update, delete, revert, rate, setting,
// persona, engine, llm, remove-llm. Keys carry TAG and a counter, so that
// every run writes rows of its own.
#include "core/date.h"
#include "core/enginesettings.h"
#include "core/llmmodel.h"
#include "core/personas.h"
#include "database/catalogue.h"
#include "database/personastore.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QStringList>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using namespace gpa;

const std::vector<std::string> kKinds {"quote", "remove-quote", "device", "update", "delete",
                                       "revert",  "rate",         "setting", "persona", "engine",
                                       "llm",     "remove-llm"};

void ack(const std::string &kind, const std::string &key, const std::string &value = {})
{
    std::printf("ack %s %s%s%s\n", kind.c_str(), key.c_str(), value.empty() ? "" : " ",
                value.c_str());
    std::fflush(stdout);
}

[[noreturn]] void fail(const std::string &what, const std::string &message)
{
    std::fprintf(stderr, "torture writer: %s: %s\n", what.c_str(), message.c_str());
    std::exit(3);
}

template<typename R> void check(const R &result, const std::string &what)
{
    if (!result)
        fail(what, result.message());
}

PriceQuote quote(const std::string &device, const std::string &source, int k)
{
    PriceQuote q;
    q.deviceId = device;
    q.amount = 300.0 + k;
    q.kind = QuoteKind::RetailNew;
    q.origin = Origin::User;
    q.observed = PartialDate::ymd(2026, 11, 1 + k % 28);
    q.source = source;
    return q;
}

Device device(const std::string &id, double memory)
{
    Device d;
    d.id = id;
    d.name = "Torture " + id;
    d.vendor = "NVIDIA";
    d.releaseYear = 2024;
    d.memoryGb = memory;
    d.memoryBandwidthGbs = 500.0;
    d.fp32Tflops = 20.0;
    return d;
}

LlmModel model(const std::string &id)
{
    LlmModel m;
    m.id = id;
    m.name = "Torture " + id;
    m.paramsB = 7.0;
    m.layers = 32;
    m.hiddenSize = 4096;
    m.intermediateSize = 11008;
    m.attentionHeads = 32;
    m.kvHeads = 32;
    m.headDim = 128;
    m.vocabSize = 32000;
    m.nativeContext = 4096;
    return m;
}

// Three capital letters from a tag and a counter ("QAB"), distinct within a run.
std::string currencyCode(const std::string &tag, int k)
{
    unsigned hash = 0;
    for (const char c : tag)
        hash = hash * 31 + static_cast<unsigned char>(c);
    const unsigned n = (hash + static_cast<unsigned>(k)) % (26 * 26);
    return std::string {'Q', static_cast<char>('A' + n / 26), static_cast<char>('A' + n % 26)};
}

void write(db::Catalogue &c, const std::string &kind, const std::string &tag, int k)
{
    const std::string key = tag + "-" + std::to_string(k);
    if (kind == "quote") {
        check(c.addPriceQuote(quote("rtx-2060", "torture " + key, k)), kind);
        ack(kind, key);
    } else if (kind == "remove-quote") {
        const auto id = c.addPriceQuote(quote("rtx-2070", "torture-removed " + key, k));
        check(id, kind);
        check(c.removePriceQuote(*id), kind);
        ack(kind, key);
    } else if (kind == "device") {
        check(c.addDevice(device("t-" + key, 8.0)), kind);
        ack(kind, "t-" + key);
    } else if (kind == "update") {
        // Ever larger values: whatever wins, it is at least the last acknowledged.
        Device d = *c.device(QStringLiteral("rtx-2080-ti"));
        const auto now = std::chrono::duration_cast<std::chrono::microseconds>(
                             std::chrono::system_clock::now().time_since_epoch())
                             .count();
        d.memoryGb = 11.0 + static_cast<double>(now % 100000000000) / 1e6;
        check(c.updateDevice(d), kind);
        ack(kind, "rtx-2080-ti", std::to_string(*d.memoryGb));
    } else if (kind == "delete") {
        check(c.addDevice(device("d-" + key, 8.0)), kind);
        check(c.deleteDevice(QString::fromStdString("d-" + key)), kind);
        ack(kind, "d-" + key);
    } else if (kind == "revert") {
        Device d = *c.device(QStringLiteral("gtx-1080-ti"));
        d.memoryGb = 99.0;
        check(c.updateDevice(d), kind);
        check(c.revertDevice(QStringLiteral("gtx-1080-ti")), kind);
        ack(kind, "gtx-1080-ti");
    } else if (kind == "rate") {
        const std::string code = currencyCode(tag, k);
        check(c.setExchangeRate({code, 2.0 + k, "2026-11-30", "torture " + key}), kind);
        ack(kind, code);
    } else if (kind == "setting") {
        check(c.setSetting(QString::fromStdString("torture." + key), QStringLiteral("v")), kind);
        ack(kind, "torture." + key);
    } else if (kind == "persona") {
        Persona p = *findBuiltInPersona("cheap");
        p.id = "t-" + key;
        p.name = "Torture " + key;
        p.builtIn = false;
        check(db::PersonaStore(c).save(p), kind);
        ack(kind, p.id);
    } else if (kind == "engine") {
        EngineSettings settings = c.engineSettings().settings;
        settings.assumptions.electricityUsdPerKwh = 0.1 + (k % 50) / 100.0;
        check(c.setEngineSettings(settings), kind);
        ack(kind, key);
    } else if (kind == "llm") {
        check(c.addLlmModel(model("t-" + key)), kind);
        ack(kind, "t-" + key);
    } else if (kind == "remove-llm") {
        check(c.addLlmModel(model("r-" + key)), kind);
        check(c.removeLlmModel(QString::fromStdString("r-" + key)), kind);
        ack(kind, "r-" + key);
    } else {
        fail("mode", "unknown kind " + kind);
    }
}

const char *outcomeName(db::OpenReport::Outcome outcome)
{
    switch (outcome) {
    case db::OpenReport::Outcome::Opened:
        return "opened";
    case db::OpenReport::Outcome::Created:
        return "created";
    case db::OpenReport::Outcome::Migrated:
        return "migrated";
    case db::OpenReport::Outcome::ReadOnlyNewer:
        return "read-only-newer";
    case db::OpenReport::Outcome::ReadOnly:
        return "read-only";
    case db::OpenReport::Outcome::SetAsideAndCreated:
        return "set-aside";
    }
    return "?";
}

} // namespace

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication application(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*=false"));
    const QStringList args = QCoreApplication::arguments();
    QString path;
    std::string mode = "mixed";
    std::string tag = "t";
    int count = 1000000;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args.at(i) == QLatin1String("--database"))
            path = args.at(i + 1);
        else if (args.at(i) == QLatin1String("--mode"))
            mode = args.at(i + 1).toStdString();
        else if (args.at(i) == QLatin1String("--tag"))
            tag = args.at(i + 1).toStdString();
        else if (args.at(i) == QLatin1String("--count"))
            count = args.at(i + 1).toInt();
    }
    if (path.isEmpty())
        fail("usage", "--database PATH is required");

    db::OpenReport report;
    auto opened = db::Catalogue::open(path, &report);
    if (!opened)
        fail("open", opened.message());
    std::string line = std::string("opened ") + outcomeName(report.outcome);
    if (report.checked)
        line += " checked";
    line += '\n';
    std::fputs(line.c_str(), stdout);
    std::fflush(stdout);
    db::Catalogue &catalogue = **opened;
    for (int k = 0; k < count; ++k) {
        const std::string kind
            = mode == "mixed" ? kKinds[static_cast<std::size_t>(k) % kKinds.size()] : mode;
        write(catalogue, kind, tag, k);
    }
    return 0;
}
