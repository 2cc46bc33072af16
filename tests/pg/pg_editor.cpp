// One of two programs editing the same team catalogue at once (the
// concurrency test): reads a device, says "ready", waits for a barrier file,
// then changes the device's notes to its label and adds quotes, printing
// what the catalogue answered.
//
//   pg-editor URL DEVICE LABEL BARRIER QUOTES
#include "database/catalogue.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 6) {
        std::fprintf(stderr, "usage: pg-editor URL DEVICE LABEL BARRIER QUOTES\n");
        return 2;
    }
    auto opened = gpa::db::Catalogue::open(args[1]);
    if (!opened) {
        std::printf("open failed: %s\n", opened.message().c_str());
        return 1;
    }
    auto catalogue = std::move(opened).value();
    auto device = catalogue->device(args[2]);
    if (!device) {
        std::printf("no device\n");
        return 1;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    QElapsedTimer timer;
    timer.start();
    while (!QFileInfo::exists(args[4]) && timer.elapsed() < 60000)
        QThread::msleep(2);

    device->notes = args[3].toStdString();
    const auto edit = catalogue->updateDevice(*device);
    if (edit)
        std::printf("edit ok\n");
    else
        std::printf("edit refused: %s\n", edit.message().c_str());

    const int quotes = args[5].toInt();
    int acknowledged = 0;
    for (int i = 0; i < quotes; ++i) {
        gpa::PriceQuote quote;
        quote.deviceId = args[2].toStdString();
        quote.amount = 100.0 + i;
        quote.kind = gpa::QuoteKind::Used;
        quote.origin = gpa::Origin::User;
        quote.observed = gpa::PartialDate::ymd(2026, 11, 1 + i % 28);
        quote.source = args[3].toStdString();
        if (catalogue->addPriceQuote(quote))
            ++acknowledged;
    }
    std::printf("quotes %d\n", acknowledged);
    return 0;
}
