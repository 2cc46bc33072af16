#pragma once

#include <QString>

class QSqlDatabase;

namespace gpa::db {

class Connection;

// The text dump of the database behind `connection` (see dumpText(path)).
QString dumpConnection(Connection &connection);
// The rows of a team catalogue on a server, per table, sorted.
QString dumpServer(QSqlDatabase &db);

} // namespace gpa::db
