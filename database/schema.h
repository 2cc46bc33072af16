#pragma once

#include <QString>
#include <QStringList>

#include <vector>

class QSqlDatabase;

namespace gpa::db::schema {

// One step of the schema's history: the statements that bring a catalogue
// from `version - 1` to `version` (step 1 creates the first release's tables).
// A fresh catalogue runs every step in order, so a new file and a migrated one
// end up with the same schema. Each step ends by setting PRAGMA user_version.
struct Step
{
    int version = 0;
    std::vector<const char *> statements;
    // Data a migrated catalogue needs after the statements (e.g. new columns
    // of the bundled rows); not run when a new catalogue is built, which is
    // filled afterwards. Returns an error or an empty string.
    QString (*fill)(QSqlDatabase &db) = nullptr;
};

// The step that adds the LLM tables; migrating to it also inserts the
// bundled LLM rows (they are data, not schema).
inline constexpr int kLlmSchemaVersion = 3;

// Every step, oldest first; the last one's version is Catalogue::kSchemaVersion.
const std::vector<Step> &steps();

// Runs the statements of every step after `fromVersion` up to `toVersion`, on
// an open connection, without transaction handling (the caller owns it).
// Returns an empty string on success, else the failing statement's error.
QString apply(QSqlDatabase &db, int fromVersion, int toVersion);

// The team catalogue on a PostgreSQL server (schema_pg.cpp): its steps have
// the same version numbers as the file's and start at the first version a
// server could hold. Each step records its version in gpa_schema.
inline constexpr int kFirstServerSchemaVersion = 6;
const std::vector<Step> &serverSteps();
QString applyServer(QSqlDatabase &db, int fromVersion, int toVersion);

// Tables a valid catalogue of `version` holds (sqlite_sequence aside).
QStringList tables(int version);

} // namespace gpa::db::schema
