// The system keychain store: QtKeychain lives in a module of its own, loaded
// on the first password asked for.
#include "database/credentials.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <string>

namespace {

// This process's mapped files, to see whether a library was loaded.
bool processHasLoaded(const std::string &fileName)
{
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line)) {
        if (line.find(fileName) != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("The system keychain module is loaded only when a password is first asked for",
          "[credentials]")
{
    // No session bus: the keychain answers at once that it cannot be reached.
    ::setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/gpu-advisor-test-bus", 1);
    const QString module = QStringLiteral(GPA_TEST_KEYCHAIN_MODULE);
    REQUIRE(QFileInfo::exists(module));
    const bool loadedBefore = processHasLoaded("libqt6keychain");

    auto store = gpa::db::systemPasswordStore(module);
    CHECK(processHasLoaded("libqt6keychain") == loadedBefore);

    QString error;
    const auto password = store->read(QStringLiteral("postgresql://ana@db.lab/gpa"), &error);
    CHECK_FALSE(password);
    CHECK(processHasLoaded("libqt6keychain"));
    // A write without a keychain service fails with one line; never a file.
    error.clear();
    CHECK_FALSE(store->write(QStringLiteral("postgresql://ana@db.lab/gpa"), QStringLiteral("s3cret"), &error));
    CHECK_FALSE(error.isEmpty());
    CHECK_FALSE(error.contains(QLatin1Char('\n')));
}

TEST_CASE("Without the keychain module every password call fails, naming the missing file",
          "[credentials]")
{
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString missing = QDir(folder.path()).filePath(QStringLiteral("gpu-advisor-keychain.so"));
    auto store = gpa::db::systemPasswordStore(missing);
    QString error;
    CHECK_FALSE(store->read(QStringLiteral("postgresql://ana@db.lab/gpa"), &error));
    CHECK(error.contains(missing));
    error.clear();
    CHECK_FALSE(store->write(QStringLiteral("postgresql://ana@db.lab/gpa"), QStringLiteral("s3cret"), &error));
    CHECK(error.contains(missing));
    error.clear();
    CHECK_FALSE(store->remove(QStringLiteral("postgresql://ana@db.lab/gpa"), &error));
    CHECK(error.contains(missing));
}
