// Measures the catalogue's own cost, without any engine work:
//   gpa-bench-catalogue [--quotes N] [--repeats K]
// - open: Catalogue::open of an existing, cleanly closed catalogue;
// - load: Catalogue::load() of the bundled 84 devices with N price quotes
//   (default 100,000) spread over them;
// - write: one addPriceQuote (one transaction, committed).
// Prints min / median / max milliseconds of K runs (default 9).
#include "testsupport.h"

#include "database/catalogue.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

struct Figures
{
    double min = 0.0;
    double median = 0.0;
    double max = 0.0;
};

Figures summarise(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    if (values.empty())
        return {};
    return {values.front(), values[values.size() / 2], values.back()};
}

void print(const char *what, const Figures &f)
{
    std::printf("%-34s min %8.2f  median %8.2f  max %8.2f ms\n", what, f.min, f.median, f.max);
}

// Adds `count` dated quotes spread over every device, in one transaction.
QString addQuotes(const QString &path, int count)
{
    QString script = QStringLiteral(
        "BEGIN;\n"
        "CREATE TEMP TABLE n (i INTEGER PRIMARY KEY);\n"
        "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < %1) "
        "INSERT INTO n SELECT i FROM c;\n"
        "INSERT INTO price_quotes (device_id, amount, currency, kind, origin, observed, "
        "source, notes) SELECT d.id, 100 + (n.i % 2000), 'USD', 'retail-new', 'user', "
        "printf('%04d-%02d-%02d', 2015 + n.i % 11, 1 + n.i % 12, 1 + n.i % 28), "
        "'street price at a shop', NULL FROM n JOIN (SELECT id, row_number() OVER () - 1 AS k, "
        "count(*) OVER () AS total FROM devices) d ON d.k = n.i % d.total;\n"
        "COMMIT;\n")
                         .arg(count);
    return gpa::test::runSql(path, script);
}

} // namespace

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*.debug=false\ngpa.*.info=false"));
    int quotes = 100000;
    int repeats = 9;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--quotes"))
            quotes = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--repeats"))
            repeats = std::max(1, args.at(i + 1).toInt());
    }

    gpa::test::ScratchCatalogue scratch;
    if (!scratch.ok()) {
        std::fprintf(stderr, "cannot create a catalogue: %s\n", qPrintable(scratch.error()));
        return 1;
    }
    scratch.close();
    if (const QString error = addQuotes(scratch.path(), quotes); !error.isEmpty()) {
        std::fprintf(stderr, "cannot add quotes: %s\n", qPrintable(error));
        return 1;
    }

    std::vector<double> open;
    std::vector<double> load;
    std::vector<double> write;
    std::size_t rows = 0;
    for (int r = 0; r < repeats; ++r) {
        QElapsedTimer timer;
        timer.start();
        auto catalogue = gpa::db::Catalogue::open(scratch.path());
        open.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (!catalogue) {
            std::fprintf(stderr, "cannot open: %s\n", catalogue.message().c_str());
            return 1;
        }
        timer.restart();
        const gpa::DataSet data = (*catalogue)->load().value();
        load.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        rows = data.priceQuotes.size();

        gpa::PriceQuote quote;
        quote.deviceId = data.devices.front().id;
        quote.amount = 500.0 + r;
        quote.kind = gpa::QuoteKind::RetailNew;
        quote.origin = gpa::Origin::User;
        quote.observed = gpa::PartialDate::ymd(2026, 11, 1);
        timer.restart();
        const auto id = (*catalogue)->addPriceQuote(quote);
        write.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (!id) {
            std::fprintf(stderr, "cannot write: %s\n", id.message().c_str());
            return 1;
        }
    }
    std::printf("catalogue: %d extra quotes, %zu quotes loaded, %d runs\n", quotes, rows, repeats);
    print("open (existing file)", summarise(open));
    print("load() everything", summarise(load));
    print("addPriceQuote (committed)", summarise(write));
    return 0;
}
