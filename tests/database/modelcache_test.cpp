// The calibration cache: a shortcut that is never wrong and never an error.
#include "database/catalogue.h"
#include "database/modelcache.h"

#include "core/calibrationcache.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace gpa;

namespace {

DataSet bundledData()
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue);
    auto data = (*catalogue)->load();
    REQUIRE(data);
    return std::move(data).value();
}

} // namespace

TEST_CASE("Model cache: a stored calibration is read back for the same data only", "[modelcache]")
{
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const db::ModelCache cache(folder.path());
    const DataSet data = bundledData();
    CHECK_FALSE(cache.load(data, {})); // empty cache: calibrate

    const PerformanceModel model = PerformanceModel::calibrate(data);
    cache.store(data, model);
    CHECK(QFile::exists(cache.fileFor(data, {})));
    const auto restored = cache.load(data, {});
    REQUIRE(restored);
    CHECK(encodeModelState(restored->state()) == encodeModelState(model.state()));

    // Other benchmark data: another file, not found.
    DataSet changed = data;
    changed.benchmarks.pop_back();
    CHECK(cache.fileFor(changed, {}) != cache.fileFor(data, {}));
    CHECK_FALSE(cache.load(changed, {}));
}

TEST_CASE("Model cache: a damaged, foreign or misplaced file means calibrate, never a failure",
          "[modelcache]")
{
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const db::ModelCache cache(folder.path());
    const DataSet data = bundledData();
    const QString path = cache.fileFor(data, {});
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        // A header this version writes, then what it never writes.
        file.write("gpu-advisor performance model state " + QByteArray::number(gpa::kPerformanceModelVersion)
                   + "\n0x1p+0 garbage");
    }
    CHECK_FALSE(cache.load(data, {}));
    // A directory where the file should be.
    REQUIRE(QFile::remove(path));
    REQUIRE(QDir().mkpath(path));
    CHECK_FALSE(cache.load(data, {}));
    // A folder that cannot be created: storing is skipped quietly.
    const db::ModelCache nowhere(QStringLiteral("/proc/gpu-advisor-cache"));
    nowhere.store(data, PerformanceModel::calibrate(data));
    CHECK_FALSE(nowhere.load(data, {}));
}

TEST_CASE("Model cache: only the newest four calibrations are kept", "[modelcache]")
{
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const db::ModelCache cache(folder.path());
    for (int i = 0; i < 6; ++i) {
        QFile old(QDir(folder.path()).filePath(QStringLiteral("performance-model-%1.state").arg(i, 16, 10, QLatin1Char('0'))));
        REQUIRE(old.open(QIODevice::WriteOnly));
        old.write("old");
    }
    const DataSet data = bundledData();
    cache.store(data, PerformanceModel::calibrate(data));
    const QStringList left = QDir(folder.path()).entryList({QStringLiteral("performance-model-*.state")}, QDir::Files);
    CHECK(left.size() == 4);
    CHECK(left.contains(QFileInfo(cache.fileFor(data, {})).fileName()));
}
