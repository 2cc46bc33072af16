#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

class QSqlDatabase;

// Whether a catalogue file holds exactly the schema this program creates.
// What is expected is never written down twice: it is the schema a private
// in-memory database gets from the program's own steps (schema::apply), read
// back from sqlite_schema and PRAGMA table_xinfo, so a new table or column of
// a later step is covered without touching this code.
namespace gpa::db::schemacheck {

// Where the schemas already compared and found the same are noted: the
// user's cache folder (QStandardPaths::CacheLocation).
QString checkedFolder();

// The first difference between the schema of `file` (an open connection,
// ideally inside a read transaction) and the one schema::apply() creates for
// `version`, as one translated clause naming it ("the column devices.notes
// is missing", "it carries a trigger x that GPU Advisor did not create");
// empty when they are the same. `failed` is set when the file could not be
// read (its error is then the returned text).
//
// A schema found the same is noted in `checked` (empty: nowhere) by its
// fingerprint(); a file whose schema has that fingerprint is not compared
// again. Building the expected schema is most of an open's time, and the
// note cannot go stale: any change to the file's schema, or to what this
// program creates, gives another fingerprint.
QString firstDifference(QSqlDatabase &file, int version, bool *failed,
                        const QString &checked = checkedFolder());

// A hash of the file's schema exactly as sqlite_schema stores it (the SQL
// text of every table, index, trigger and view, so the same text is the same
// schema) and of the statements this program runs to create `version`;
// empty when sqlite_schema cannot be read.
QString fingerprint(QSqlDatabase &file, int version);

// The columns of every real table of `file` (views and virtual tables left
// out), for reading a file whose schema differs: a missing column reads as
// NULL, a missing table as no rows.
QHash<QString, QStringList> tableColumns(QSqlDatabase &file);

} // namespace gpa::db::schemacheck
