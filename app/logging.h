#pragma once

#include <QLoggingCategory>

// Diagnostics of start-up and the command line.
// Enable with QT_LOGGING_RULES="gpa.app.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcApp)
