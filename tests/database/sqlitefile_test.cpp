// The files a catalogue's programs leave beside it: which are taken away when
// the catalogue is next opened, and which stay.
#include "database/sqlitefile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace sqlitefile = gpa::db::sqlitefile;

namespace {

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// The lock a running owner holds on its file, for as long as this lives.
class Held
{
public:
    explicit Held(const QString &path)
        : m_fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC))
    {
        REQUIRE(m_fd >= 0);
        REQUIRE(::flock(m_fd, LOCK_EX | LOCK_NB) == 0);
    }
    ~Held() { ::close(m_fd); }
    Held(const Held &) = delete;
    Held &operator=(const Held &) = delete;

private:
    int m_fd;
};

QStringList names(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

} // namespace

TEST_CASE("Files of programs that ended are removed from beside a catalogue and no other file is",
          "[catalogue][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString catalogue = dir.filePath(QStringLiteral("cat.sqlite"));
    write(catalogue, "catalogue");
    const auto at = [&](const char *name) { return dir.filePath(QString::fromLatin1(name)); };
    // Whose owner is gone: a copy being written, with its journal; the mark
    // of a program that had the catalogue open; the log of a check whose copy
    // is gone; the journal of a migration's backup whose copy is gone.
    write(at("cat.sqlite.new-101-aa"), "partial copy");
    write(at("cat.sqlite.new-101-aa-journal"), "journal");
    write(at("cat.sqlite.open-102-bb"), "pid 102");
    write(at("cat.sqlite.check-103-cc-wal"), "log");
    write(at("cat.sqlite.backup-104-journal"), "journal");
    // To stay: a backup copy (the catalogue keeps or drops it, knowing its
    // version); a copy its owner still holds; a file just made that holds
    // nothing yet; another catalogue's copy; a name that only starts alike.
    write(at("cat.sqlite.backup-105"), "backup");
    write(at("cat.sqlite.new-106-held"), "being written");
    write(at("cat.sqlite.new-107-young"), "");
    write(at("other.sqlite.new-108"), "someone else's");
    write(at("cat.sqlitex.new-109"), "not ours");
    const Held held(at("cat.sqlite.new-106-held"));

    const sqlitefile::Leftovers found = sqlitefile::removeAbandoned(catalogue);
    CHECK(found.removed == 4);
    CHECK(found.abandonedMarkers == 1);
    CHECK(names(dir)
          == QStringList {QStringLiteral("cat.sqlite"), QStringLiteral("cat.sqlite.backup-105"),
                          QStringLiteral("cat.sqlite.new-106-held"), QStringLiteral("cat.sqlite.new-107-young"),
                          QStringLiteral("cat.sqlitex.new-109"), QStringLiteral("other.sqlite.new-108")});

    // The backup copies whose migration ended: the one nobody holds, not its
    // journal, not one still being written.
    write(at("cat.sqlite.backup-105-journal"), "journal");
    write(at("cat.sqlite.backup-110-held"), "being written");
    const Held writing(at("cat.sqlite.backup-110-held"));
    CHECK(sqlitefile::abandonedBackups(catalogue) == QStringList {at("cat.sqlite.backup-105")});
}
