#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>

// The file-level side of a catalogue, handled without SQLite: what kind of
// file a path names, the header bytes that tell whether a file is ours, and
// the files the program keeps beside a catalogue while it works (a new
// catalogue being built, a marker per open catalogue, a short-lived lock).
//
// Every such file is named "<catalogue>.<kind>-<pid>-<random>" and its owner
// holds an flock() on it while alive; the kernel drops that lock when the
// process ends, however it ends, so any file whose lock can be taken has no
// owner any more and is removed at the next start.
namespace gpa::db::sqlitefile {

// What a catalogue path names, judged with stat() before any byte is read: a
// FIFO or a device would block or never end, so they are refused up front.
enum class PathKind {
    Missing,      // nothing there: a catalogue may be created
    Regular,      // a regular file (or a symbolic link to one)
    Folder,       // a directory
    Special,      // a FIFO, socket or device
    DanglingLink, // a symbolic link to nothing
    Unusable,     // stat() failed for another reason (loop, name too long, no access)
};

struct PathInfo
{
    PathKind kind = PathKind::Missing;
    QString target; // the regular file a symbolic link leads to; else the path
    QString reason; // Special, Unusable: one line, e.g. "it is a named pipe (FIFO)"
    std::uint64_t device = 0; // st_dev / st_ino of a Regular file, to notice a swap
    std::uint64_t inode = 0;
};

PathInfo inspectPath(const QString &path);

// Creates `folder` and its parents; on failure, why (one line, e.g. "the
// path is too long for the file system"), else an empty string.
QString makeFolder(const QString &folder);

// The fields of the 100-byte SQLite header that tell whether a file is ours.
struct Header
{
    std::int64_t fileSize = 0;
    std::int64_t pageSize = 0;
    std::int32_t userVersion = 0;
    std::int32_t applicationId = 0;
};

enum class HeaderStatus { Ok, Empty, NotSqlite, Unreadable };

// Reads the header of `path` without blocking, only from a regular file.
// Empty: a zero-byte file; NotSqlite: shorter than a header or without
// SQLite's magic string; Unreadable: `error` says why.
HeaderStatus readHeader(const QString &path, Header &header, QString *error);

// Files SQLite keeps beside a database (rollback journal, write-ahead log and
// its index): they belong to the file they sit beside and move with it.
const QStringList &sidecarSuffixes();

// "yyyyMMdd-HHmmss" local time, for names of backups and files set aside.
QString timestamp();

// `base` if no such file exists, else base-2, base-3, ...: never an existing name.
QString unusedName(const QString &base);

// A file of our own beside a catalogue, created with a unique name and locked
// for as long as this object lives. Destroying it closes the file (releasing
// the lock); remove() also deletes it first.
class OwnedFile
{
public:
    // Creates "<catalogue>.<kind>-<pid>-XXXXXX"; nullptr with `error` on
    // failure. `stamp` writes the owner's process id into it once locked (for
    // markers: a file with content was locked by a process that has lived).
    static std::unique_ptr<OwnedFile> create(const QString &catalogue, const QString &kind,
                                             bool stamp, QString *error);
    ~OwnedFile();
    OwnedFile(const OwnedFile &) = delete;
    OwnedFile &operator=(const OwnedFile &) = delete;

    [[nodiscard]] const QString &path() const { return m_path; }
    // Deletes the file (and any SQLite sidecars of it), then releases the lock.
    void remove();
    // Releases the lock, keeping the file (it has been renamed into place).
    void release();

private:
    OwnedFile(QString path, int fd);
    QString m_path;
    int m_fd = -1;
};

// What the start-up sweep found beside a catalogue.
struct Leftovers
{
    int removed = 0;           // abandoned temporary files deleted
    int abandonedMarkers = 0;  // programs that had the catalogue open and died
};

// Deletes every file beside `catalogue` named "<catalogue>.new-*",
// "<catalogue>.check-*" or "<catalogue>.open-*" (with their SQLite sidecars)
// whose owner is gone. Files whose owner still runs are left alone.
Leftovers removeAbandoned(const QString &catalogue);

// The copies "<catalogue>.backup-*" a migration was taking when its program
// ended: whether each is a backup to keep depends on whether the migration
// committed, which only the catalogue's schema version tells.
QStringList abandonedBackups(const QString &catalogue);

// An exclusive lock that serialises creating, setting aside and migrating a
// catalogue between processes: "<catalogue>.lock", deleted when released.
class CatalogueLock
{
public:
    // Waits up to `timeoutMs` for the lock; nullptr with `error` when it
    // cannot be had (busy: `*busy` is set).
    static std::unique_ptr<CatalogueLock> acquire(const QString &catalogue, int timeoutMs,
                                                  QString *error, bool *busy);
    ~CatalogueLock();
    CatalogueLock(const CatalogueLock &) = delete;
    CatalogueLock &operator=(const CatalogueLock &) = delete;

private:
    CatalogueLock(QString path, int fd);
    QString m_path;
    int m_fd = -1;
};

// Renames `from` to `to` only if `to` does not exist (atomically); false with
// `error` otherwise.
bool renameNoReplace(const QString &from, const QString &to, QString *error);

// The C library's text for `errno`-style codes, as one line.
QString systemError(int code);

} // namespace gpa::db::sqlitefile
