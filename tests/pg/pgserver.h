#pragma once

#include <QString>
#include <QStringList>

// The throwaway server tests/pg/with-postgres.sh started for this run. Every
// helper refuses to run without it: the tests never touch another server.
namespace gpa::test::pg {

// Whether with-postgres.sh started a server for this process.
bool available();
// A new, empty database on that server; its URL, connecting as `user`
// (default: the cluster's superuser gpa_test).
QString freshDatabase(const QString &user = {});
// The URL of `database` for `user`.
QString url(const QString &database, const QString &user = {});
// The database a URL names.
QString databaseOf(const QString &url);
// Runs SQL statements as the superuser on `database`; the first error, or empty.
QString exec(const QString &database, const QStringList &statements);
// The first column of the first row of `query` on `database` (as the superuser).
QString value(const QString &database, const QString &query);

} // namespace gpa::test::pg
