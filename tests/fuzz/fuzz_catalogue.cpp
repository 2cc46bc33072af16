// A catalogue file from anywhere (a copy from a colleague, a download, a
// damaged disk): its bytes are written to a file and opened for reading only
// (nothing is created or set aside, so each input costs a few milliseconds),
// then everything is read. Besides not crashing or hanging: a file that
// opens reads as one snapshot, and a read-only file refuses every write.
#include "database/catalogue.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    QStandardPaths::setTestModeEnabled(true);
    static QCoreApplication application(*argc, *argv);
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*=false"));
    static QTemporaryDir dir;
    folder = &dir;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpa;
    const QString path = folder->filePath(QStringLiteral("catalogue.sqlite"));
    for (const QString &name : QDir(folder->path()).entryList(QDir::Files | QDir::Hidden))
        QFile::remove(folder->filePath(name));
    {
        QFile file(path);
        require(file.open(QIODevice::WriteOnly));
        require(file.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size))
                == static_cast<qint64>(size));
    }

    db::OpenReport report;
    db::OpenOptions options;
    options.readOnly = true;
    options.checkIntegrity = size % 2 == 1; // both ways to open
    const auto opened = db::Catalogue::open(path, &report, options);
    if (!opened) {
        require(!opened.message().empty());
        require(opened.message().find('\n') == std::string::npos);
        return 0;
    }
    const db::Catalogue &catalogue = **opened;
    require(catalogue.isReadOnly());
    const auto loaded = catalogue.load();
    const auto devices = catalogue.devices();
    if (loaded && devices)
        require(loaded->devices.size() == devices->size()); // the same table, scanned twice
    // Through the index: a damaged file may disagree with the table scan.
    [[maybe_unused]] const auto quotes = catalogue.priceQuotes(QStringLiteral("rtx-2080-ti"));
    [[maybe_unused]] const QString personas = catalogue.setting(QStringLiteral("user_personas"));
    [[maybe_unused]] const auto settings = catalogue.engineSettings();
    require(!catalogue.dumpText().isEmpty());
    PriceQuote quote;
    quote.deviceId = "rtx-2080-ti";
    quote.amount = 500.0;
    quote.observed = PartialDate::ymd(2026, 1, 1);
    require(!(*opened)->addPriceQuote(quote));
    return 0;
}
