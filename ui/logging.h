#pragma once

#include <QLoggingCategory>

// Diagnostics of the screens: what was loaded and recomputed, and how long it
// took. Enable with QT_LOGGING_RULES="gpa.ui.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcUi)
