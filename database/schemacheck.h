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

// The first difference between the schema of `file` (an open connection,
// ideally inside a read transaction) and the one schema::apply() creates for
// `version`, as one translated clause naming it ("the column devices.notes
// is missing", "it carries a trigger x that GPU Advisor did not create");
// empty when they are the same. `failed` is set when the file could not be
// read (its error is then the returned text).
QString firstDifference(QSqlDatabase &file, int version, bool *failed);

// The columns of every real table of `file` (views and virtual tables left
// out), for reading a file whose schema differs: a missing column reads as
// NULL, a missing table as no rows.
QHash<QString, QStringList> tableColumns(QSqlDatabase &file);

} // namespace gpa::db::schemacheck
