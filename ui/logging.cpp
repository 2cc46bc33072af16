#include "logging.h"

Q_LOGGING_CATEGORY(lcUi, "gpa.ui", QtInfoMsg)
