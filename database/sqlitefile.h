#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

// The file-level side of a catalogue, read without SQLite so that a foreign
// or damaged file is judged without being opened for writing.
namespace gpa::db::sqlitefile {

// The fields of the 100-byte SQLite header that tell whether a file is ours.
struct Header
{
    std::int64_t fileSize = 0;
    std::int64_t pageSize = 0;
    std::int64_t pageCount = 0; // 0 when the header's count is not reliable
    std::int32_t userVersion = 0;
    std::int32_t applicationId = 0;
};

enum class HeaderStatus { Ok, Empty, NotSqlite, Unreadable };

// Reads the header of `path`. Empty: a zero-byte file; NotSqlite: shorter
// than a header or without SQLite's magic string; Unreadable: `error` says why.
HeaderStatus readHeader(const QString &path, Header &header, QString *error);

// Files SQLite keeps beside a database: a journal that is rolled back into
// whatever file next takes the name, so they move with the file they belong to.
const QStringList &sidecarSuffixes();

// "yyyyMMdd-HHmmss" local time, for names of backups and files set aside.
QString timestamp();

// `base` if no such file exists, else base-2, base-3, ...: never an existing name.
QString unusedName(const QString &base);

} // namespace gpa::db::sqlitefile
