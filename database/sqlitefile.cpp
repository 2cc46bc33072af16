#include "sqlitefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpa::db::sqlitefile {

namespace {

class FileText
{
    Q_DECLARE_TR_FUNCTIONS(gpa::db::Catalogue)
};

constexpr qsizetype kHeaderSize = 100;
// A file of ours younger than this may be between its creation and its lock
// (or the write that follows): it is left for a later start.
constexpr std::int64_t kGraceSeconds = 2;

QByteArray encoded(const QString &path)
{
    return QFile::encodeName(path);
}

std::uint32_t bigEndian32(const unsigned char *bytes)
{
    return (std::uint32_t {bytes[0]} << 24) | (std::uint32_t {bytes[1]} << 16)
        | (std::uint32_t {bytes[2]} << 8) | std::uint32_t {bytes[3]};
}

QString describeSpecial(mode_t mode)
{
    if (S_ISFIFO(mode))
        return FileText::tr("it is a named pipe (FIFO), not a file");
    if (S_ISSOCK(mode))
        return FileText::tr("it is a socket, not a file");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return FileText::tr("it is a device, not a file");
    return FileText::tr("it is not a regular file");
}

QString describeStatError(int code)
{
    switch (code) {
    case ELOOP:
        return FileText::tr("its symbolic links form a loop");
    case ENAMETOOLONG:
        return FileText::tr("the path is too long for the file system");
    case EACCES:
        return FileText::tr("permission to reach it is denied");
    case ENOTDIR:
        return FileText::tr("a part of its path is not a folder");
    default:
        return systemError(code);
    }
}

std::int64_t ageSeconds(const struct stat &st)
{
    return static_cast<std::int64_t>(std::time(nullptr)) - static_cast<std::int64_t>(st.st_mtime);
}

// Whether the owner of a file of ours is gone: its lock can be taken. A file
// still younger than the grace period that holds nothing yet may be one whose
// owner has not locked it so far, and counts as owned.
bool isAbandoned(const QString &path)
{
    const int fd = ::open(encoded(path).constData(),
                          O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return false;
    struct stat st {};
    bool abandoned = false;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::flock(fd, LOCK_EX | LOCK_NB) == 0)
        abandoned = st.st_size > 0 || ageSeconds(st) >= kGraceSeconds;
    ::close(fd);
    return abandoned;
}

// The names of the files in `folder` that start with `prefix`, hidden ones
// included, sorted. One plain pass over the folder: QDir's name filters
// compile a regular expression for each filter at every call.
QStringList namesStartingWith(const QDir &folder, const QString &prefix)
{
    QStringList names;
    QDirIterator entries(folder.path(), QDir::Files | QDir::Hidden | QDir::System);
    while (entries.hasNext()) {
        entries.next();
        if (QString name = entries.fileName(); name.startsWith(prefix))
            names << std::move(name);
    }
    names.sort();
    return names;
}

bool endsWithSidecar(const QString &name, QString *main)
{
    for (const QString &suffix : sidecarSuffixes()) {
        if (name.endsWith(suffix)) {
            *main = name.chopped(suffix.size());
            return true;
        }
    }
    return false;
}

} // namespace

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code)).simplified();
}

QString makeFolder(const QString &folder)
{
    if (QDir().mkpath(folder))
        return {};
    // QDir says only that it failed: walk down to the first part that cannot
    // be made and name its reason.
    const QString absolute = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    const QStringList parts = absolute.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QString at;
    for (const QString &part : parts) {
        at += QLatin1Char('/') + part;
        struct stat st {};
        if (::stat(encoded(at).constData(), &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                return describeStatError(ENOTDIR);
            continue;
        }
        if (errno != ENOENT)
            return describeStatError(errno);
        if (::mkdir(encoded(at).constData(), 0777) != 0 && errno != EEXIST)
            return describeStatError(errno);
    }
    return FileText::tr("the folder could not be made");
}

PathInfo inspectPath(const QString &path)
{
    PathInfo info;
    info.target = path;
    const QByteArray name = encoded(path);
    struct stat st {};
    if (::lstat(name.constData(), &st) != 0) {
        if (errno == ENOENT) {
            info.kind = PathKind::Missing;
            return info;
        }
        info.kind = PathKind::Unusable;
        info.reason = describeStatError(errno);
        return info;
    }
    if (S_ISLNK(st.st_mode)) {
        if (::stat(name.constData(), &st) != 0) {
            const int code = errno;
            info.kind = code == ENOENT ? PathKind::DanglingLink : PathKind::Unusable;
            info.reason = code == ENOENT
                ? FileText::tr("it is a symbolic link to a file that does not exist")
                : describeStatError(code);
            return info;
        }
        // Backups, markers and files set aside go beside the real file.
        const QString canonical = QFileInfo(path).canonicalFilePath();
        if (!canonical.isEmpty())
            info.target = canonical;
    }
    if (S_ISDIR(st.st_mode)) {
        info.kind = PathKind::Folder;
        return info;
    }
    if (!S_ISREG(st.st_mode)) {
        info.kind = PathKind::Special;
        info.reason = describeSpecial(st.st_mode);
        return info;
    }
    info.kind = PathKind::Regular;
    info.device = static_cast<std::uint64_t>(st.st_dev);
    info.inode = static_cast<std::uint64_t>(st.st_ino);
    return info;
}

HeaderStatus readHeader(const QString &path, Header &header, QString *error)
{
    // O_NONBLOCK: should a FIFO have taken the file's place since it was
    // inspected, opening it must not wait for a writer that never comes.
    const int fd = ::open(encoded(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        *error = systemError(errno);
        return HeaderStatus::Unreadable;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *error = S_ISREG(st.st_mode) ? systemError(errno) : describeSpecial(st.st_mode);
        ::close(fd);
        return HeaderStatus::Unreadable;
    }
    header.fileSize = static_cast<std::int64_t>(st.st_size);
    unsigned char bytes[kHeaderSize] = {};
    qsizetype got = 0;
    while (got < kHeaderSize) {
        const ssize_t n = ::read(fd, bytes + got, static_cast<size_t>(kHeaderSize - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            *error = systemError(errno);
            ::close(fd);
            return HeaderStatus::Unreadable;
        }
        if (n == 0)
            break;
        got += n;
    }
    ::close(fd);
    if (got == 0)
        return HeaderStatus::Empty;
    static const char magic[16] = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f',
                                   'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};
    if (got < kHeaderSize || std::memcmp(bytes, magic, sizeof magic) != 0)
        return HeaderStatus::NotSqlite;

    // Offsets from SQLite's "Database File Format", section 1.3.
    const std::uint32_t pageSize = (std::uint32_t {bytes[16]} << 8) | bytes[17];
    header.pageSize = pageSize == 1 ? 65536 : pageSize;
    header.userVersion = static_cast<std::int32_t>(bigEndian32(bytes + 60));
    header.applicationId = static_cast<std::int32_t>(bigEndian32(bytes + 68));
    return HeaderStatus::Ok;
}

const QStringList &sidecarSuffixes()
{
    static const QStringList suffixes {QStringLiteral("-journal"), QStringLiteral("-wal"),
                                       QStringLiteral("-shm")};
    return suffixes;
}

QString timestamp()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

QString unusedName(const QString &base)
{
    const auto taken = [](const QString &name) {
        if (QFileInfo::exists(name) || QFileInfo(name).isSymLink())
            return true;
        for (const QString &suffix : sidecarSuffixes()) {
            if (QFileInfo::exists(name + suffix))
                return true;
        }
        return false;
    };
    QString name = base;
    for (int n = 2; taken(name); ++n)
        name = base + QLatin1Char('-') + QString::number(n);
    return name;
}

// OwnedFile ---------------------------------------------------------------------

OwnedFile::OwnedFile(QString path, int fd)
    : m_path(std::move(path))
    , m_fd(fd)
{ }

std::unique_ptr<OwnedFile> OwnedFile::create(const QString &catalogue, const QString &kind,
                                             bool stamp, QString *error)
{
    QByteArray pattern = encoded(catalogue + QLatin1Char('.') + kind + QLatin1Char('-')
                                 + QString::number(::getpid()) + QStringLiteral("-XXXXXX"));
    const int fd = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (fd < 0) {
        *error = systemError(errno);
        return nullptr;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        *error = systemError(errno);
        ::unlink(pattern.constData());
        ::close(fd);
        return nullptr;
    }
    if (stamp) {
        const QByteArray pid = QByteArray::number(::getpid()) + '\n';
        if (::write(fd, pid.constData(), static_cast<size_t>(pid.size())) != pid.size()) {
            *error = systemError(errno);
            ::unlink(pattern.constData());
            ::close(fd);
            return nullptr;
        }
    }
    return std::unique_ptr<OwnedFile>(new OwnedFile(QFile::decodeName(pattern), fd));
}

OwnedFile::~OwnedFile()
{
    release();
}

void OwnedFile::remove()
{
    if (m_fd < 0)
        return;
    for (const QString &suffix : sidecarSuffixes())
        ::unlink(encoded(m_path + suffix).constData());
    ::unlink(encoded(m_path).constData());
    release();
}

void OwnedFile::release()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

// Leftovers -------------------------------------------------------------------------

Leftovers removeAbandoned(const QString &catalogue)
{
    Leftovers found;
    const QFileInfo info(catalogue);
    const QDir folder = info.absoluteDir();
    const QString prefix = info.fileName() + QLatin1Char('.');
    const QString opened = prefix + QStringLiteral("open-");
    const QString kinds[] {prefix + QStringLiteral("new-"), prefix + QStringLiteral("check-"), opened};
    const QString backups = prefix + QStringLiteral("backup-");
    for (const QString &name : namesStartingWith(folder, prefix)) {
        const bool backup = name.startsWith(backups);
        const auto isKind = [&](const QString &kind) { return name.startsWith(kind); };
        if (!backup && std::none_of(std::begin(kinds), std::end(kinds), isKind))
            continue;
        const QString path = folder.filePath(name);
        QString main;
        if (endsWithSidecar(name, &main)) {
            // A journal or log whose database is gone belongs to nobody (a
            // migration's backup copy's too).
            if (!QFileInfo::exists(folder.filePath(main)) && QFile::remove(path))
                ++found.removed;
            continue;
        }
        // A backup copy itself is kept or dropped by the catalogue, which
        // knows its version (abandonedBackups()).
        if (backup || !isAbandoned(path))
            continue;
        for (const QString &suffix : sidecarSuffixes())
            QFile::remove(path + suffix);
        if (!QFile::remove(path))
            continue;
        ++found.removed;
        if (name.startsWith(opened))
            ++found.abandonedMarkers;
    }
    // A lock whose holder was killed: taken and released (which deletes it)
    // as its holder would have done.
    if (QFileInfo::exists(catalogue + QStringLiteral(".lock"))) {
        QString error;
        bool busy = false;
        if (CatalogueLock::acquire(catalogue, 0, &error, &busy))
            ++found.removed;
    }
    return found;
}

QStringList abandonedBackups(const QString &catalogue)
{
    const QFileInfo info(catalogue);
    const QDir folder = info.absoluteDir();
    QStringList found;
    for (const QString &name : namesStartingWith(folder, info.fileName() + QStringLiteral(".backup-"))) {
        QString main;
        const QString path = folder.filePath(name);
        if (!endsWithSidecar(name, &main) && isAbandoned(path))
            found << path;
    }
    return found;
}

// CatalogueLock -----------------------------------------------------------------

CatalogueLock::CatalogueLock(QString path, int fd)
    : m_path(std::move(path))
    , m_fd(fd)
{ }

std::unique_ptr<CatalogueLock> CatalogueLock::acquire(const QString &catalogue, int timeoutMs,
                                                      QString *error, bool *busy)
{
    *busy = false;
    const QString path = catalogue + QStringLiteral(".lock");
    const QByteArray name = encoded(path);
    const QDateTime deadline = QDateTime::currentDateTimeUtc().addMSecs(timeoutMs);
    for (;;) {
        const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
        if (fd < 0) {
            *error = systemError(errno);
            return nullptr;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
            // The holder before us deletes the file when it is done: the lock
            // counts only on the file that still has the name.
            struct stat held {};
            struct stat named {};
            if (::fstat(fd, &held) == 0 && ::stat(name.constData(), &named) == 0
                && held.st_dev == named.st_dev && held.st_ino == named.st_ino)
                return std::unique_ptr<CatalogueLock>(new CatalogueLock(path, fd));
        }
        ::close(fd);
        if (QDateTime::currentDateTimeUtc() >= deadline) {
            *busy = true;
            *error = FileText::tr("another GPU Advisor is creating or updating it");
            return nullptr;
        }
        QThread::msleep(10);
    }
}

CatalogueLock::~CatalogueLock()
{
    ::unlink(encoded(m_path).constData());
    ::close(m_fd);
}

bool renameNoReplace(const QString &from, const QString &to, QString *error)
{
    const QByteArray source = encoded(from);
    const QByteArray target = encoded(to);
    if (::renameat2(AT_FDCWD, source.constData(), AT_FDCWD, target.constData(), RENAME_NOREPLACE)
        == 0)
        return true;
    if (errno != EINVAL && errno != ENOSYS) {
        *error = systemError(errno);
        return false;
    }
    // A file system without RENAME_NOREPLACE: a hard link fails on an
    // existing name just the same.
    if (::link(source.constData(), target.constData()) != 0) {
        *error = systemError(errno);
        return false;
    }
    ::unlink(source.constData());
    return true;
}

} // namespace gpa::db::sqlitefile
