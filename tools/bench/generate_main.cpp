// Writes a catalogue of a given size for the benchmarks:
//   gpa-bench-generate --output FILE [--devices N] [--quotes N]
// N are totals, bundled rows included (84 devices and their quotes); see
// cataloguegenerator.h for what the synthetic rows are. Prints the totals
// the catalogue then holds: "devices N quotes M".
#include "cataloguegenerator.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QString output;
    gpa::bench::CatalogueSize size;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (arg == QLatin1String("--output") && hasValue)
            output = args.at(++i);
        else if (arg == QLatin1String("--devices") && hasValue)
            size.devices = args.at(++i).toInt(&ok);
        else if (arg == QLatin1String("--quotes") && hasValue)
            size.quotes = args.at(++i).toInt(&ok);
        else
            ok = false;
        if (!ok || size.devices < 0 || size.quotes < 0) {
            std::fprintf(stderr, "gpa-bench-generate: unexpected argument '%s'\n", qPrintable(arg));
            return 2;
        }
    }
    if (output.isEmpty()) {
        std::fprintf(stderr,
                     "usage: gpa-bench-generate --output FILE [--devices N] [--quotes N]\n");
        return 2;
    }
    gpa::bench::CatalogueSize totals;
    const QString error = gpa::bench::generateCatalogue(output, size, &totals);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "gpa-bench-generate: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("devices %d quotes %d\n", totals.devices, totals.quotes);
    return 0;
}
