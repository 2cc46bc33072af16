#include "sqlitefile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

namespace gpa::db::sqlitefile {

namespace {

constexpr qsizetype kHeaderSize = 100;

std::uint32_t bigEndian32(const QByteArray &bytes, qsizetype offset)
{
    std::uint32_t value = 0;
    for (qsizetype i = 0; i < 4; ++i)
        value = (value << 8) | static_cast<std::uint8_t>(bytes[offset + i]);
    return value;
}

std::uint32_t bigEndian16(const QByteArray &bytes, qsizetype offset)
{
    return (static_cast<std::uint32_t>(static_cast<std::uint8_t>(bytes[offset])) << 8)
        | static_cast<std::uint8_t>(bytes[offset + 1]);
}

} // namespace

HeaderStatus readHeader(const QString &path, Header &header, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return HeaderStatus::Unreadable;
    }
    header.fileSize = file.size();
    if (header.fileSize == 0)
        return HeaderStatus::Empty;
    const QByteArray bytes = file.read(kHeaderSize);
    static const QByteArray magic("SQLite format 3\0", 16);
    if (bytes.size() < kHeaderSize || !bytes.startsWith(magic))
        return HeaderStatus::NotSqlite;

    // Offsets from SQLite's "Database File Format", section 1.3.
    const std::uint32_t pageSize = bigEndian16(bytes, 16);
    header.pageSize = pageSize == 1 ? 65536 : pageSize;
    const std::uint32_t changeCounter = bigEndian32(bytes, 24);
    const std::uint32_t versionValidFor = bigEndian32(bytes, 92);
    // The in-header page count is only valid when the two counters agree.
    header.pageCount = changeCounter == versionValidFor ? bigEndian32(bytes, 28) : 0;
    header.userVersion = static_cast<std::int32_t>(bigEndian32(bytes, 60));
    header.applicationId = static_cast<std::int32_t>(bigEndian32(bytes, 68));
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
        if (QFileInfo::exists(name))
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

} // namespace gpa::db::sqlitefile
