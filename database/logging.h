#pragma once

#include <QLoggingCategory>

// Diagnostics of the catalogue: opening, creating, migrating, files set aside.
// Enable with QT_LOGGING_RULES="gpa.database.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcDatabase)
