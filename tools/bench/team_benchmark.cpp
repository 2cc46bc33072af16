// Load on a team catalogue: N clients, each its own connection on its own
// thread, add M price quotes each as fast as the server takes them. Reports
// the latency of one edit (one addPriceQuote: one write transaction) as
// median, p95 and maximum, the edits per second, and checks that every
// acknowledged quote is in the catalogue afterwards. Timings are reported,
// never asserted; the exit status is non-zero when a quote was lost or a
// client failed.
//
//   gpa-bench-team --database URL [--clients 20] [--quotes 1000]
//
// Run it on a server of its own: ./bench.sh starts one through
// tests/pg/with-postgres.sh (docs/performance.md, "Team catalogue").
#include "database/catalogue.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <vector>

namespace {

struct ClientResult
{
    int acknowledged = 0;
    int refused = 0;
    std::vector<double> latenciesMs;
    std::string firstError;
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    // Nearest rank: the smallest value with at least p of them at or below it.
    const auto rank = static_cast<std::size_t>(std::max(1.0, std::ceil(p * static_cast<double>(values.size()))));
    return values[std::min(rank, values.size()) - 1];
}

} // namespace

int main(int argc, char *argv[])
{
    // The report alone: the catalogue's notes on each connection it opens
    // (one per client) stay quiet unless QT_LOGGING_RULES asks for them, as
    // in gpu-advisor's commands.
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*.debug=false\ngpa.*.info=false"));
    QCoreApplication app(argc, argv);
    QString url;
    int clients = 20;
    int quotes = 1000;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--database"))
            url = args[i + 1];
        else if (args[i] == QLatin1String("--clients"))
            clients = std::max(1, args[i + 1].toInt());
        else if (args[i] == QLatin1String("--quotes"))
            quotes = std::max(1, args[i + 1].toInt());
    }
    if (url.isEmpty())
        url = qEnvironmentVariable("GPA_TEST_PG_URL");
    if (!gpa::db::Catalogue::isServerLocation(url)) {
        std::fprintf(stderr, "usage: gpa-bench-team --database postgresql://... [--clients N] [--quotes M]\n");
        return 2;
    }

    // Created once, before the clients start.
    std::size_t before = 0;
    {
        auto opened = gpa::db::Catalogue::open(url);
        if (!opened) {
            std::fprintf(stderr, "gpa-bench-team: %s\n", opened.message().c_str());
            return 1;
        }
        before = (*opened)->priceQuotes().size();
    }

    std::vector<ClientResult> results(static_cast<std::size_t>(clients));
    std::vector<QThread *> threads;
    std::atomic<int> ready {0};
    std::atomic<bool> go {false};
    QElapsedTimer wall;
    for (int c = 0; c < clients; ++c) {
        threads.push_back(QThread::create([&, c] {
            ClientResult &result = results[static_cast<std::size_t>(c)];
            auto opened = gpa::db::Catalogue::open(url);
            ++ready;
            if (!opened) {
                result.firstError = opened.message();
                return;
            }
            auto catalogue = std::move(opened).value();
            const auto devices = catalogue->devices();
            while (!go)
                QThread::yieldCurrentThread();
            result.latenciesMs.reserve(static_cast<std::size_t>(quotes));
            for (int q = 0; q < quotes; ++q) {
                gpa::PriceQuote quote;
                // Clients spread over the first devices, several on each:
                // concurrent inserts on the same device's rows.
                quote.deviceId = (*devices)[static_cast<std::size_t>(c % 8)].id;
                quote.amount = 100.0 + q;
                quote.kind = gpa::QuoteKind::Used;
                quote.origin = gpa::Origin::User;
                quote.observed = gpa::PartialDate::ymd(2026, 11, 1 + q % 28);
                quote.source = "load client " + std::to_string(c);
                QElapsedTimer timer;
                timer.start();
                const auto added = catalogue->addPriceQuote(quote);
                result.latenciesMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
                if (added) {
                    ++result.acknowledged;
                } else {
                    ++result.refused;
                    if (result.firstError.empty())
                        result.firstError = added.message();
                }
            }
        }));
        threads.back()->start();
    }
    while (ready < clients)
        QThread::msleep(5);
    wall.start();
    go = true;
    for (QThread *thread : threads) {
        thread->wait();
        delete thread;
    }
    const double seconds = static_cast<double>(wall.nsecsElapsed()) / 1e9;

    std::vector<double> all;
    int acknowledged = 0;
    int refused = 0;
    for (const ClientResult &r : results) {
        all.insert(all.end(), r.latenciesMs.begin(), r.latenciesMs.end());
        acknowledged += r.acknowledged;
        refused += r.refused;
        if (!r.firstError.empty())
            std::fprintf(stderr, "gpa-bench-team: a client: %s\n", r.firstError.c_str());
    }
    auto after = gpa::db::Catalogue::open(url);
    if (!after) {
        std::fprintf(stderr, "gpa-bench-team: %s\n", after.message().c_str());
        return 1;
    }
    const std::size_t present = (*after)->priceQuotes().size() - before;
    std::printf("Team catalogue load: %d clients x %d quotes on PostgreSQL\n", clients, quotes);
    std::printf("  acknowledged %d, refused %d, present afterwards %zu\n", acknowledged, refused,
                present);
    std::printf("  edit latency ms: median %.2f, p95 %.2f, max %.2f\n", percentile(all, 0.5),
                percentile(all, 0.95), all.empty() ? 0.0 : *std::max_element(all.begin(), all.end()));
    std::printf("  %.0f edits/s over %.2f s\n", seconds > 0 ? acknowledged / seconds : 0.0, seconds);
    const bool intact = static_cast<int>(present) == acknowledged && refused == 0;
    std::printf("  %s\n", intact ? "every acknowledged quote is present" : "QUOTES LOST OR REFUSED");
    return intact ? 0 : 1;
}
