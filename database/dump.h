#pragma once

#include <QString>

namespace gpa::db {

class Connection;

// The text dump of the database behind `connection` (see dumpText(path)).
QString dumpConnection(Connection &connection);

} // namespace gpa::db
