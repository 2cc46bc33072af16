#include "logging.h"

Q_LOGGING_CATEGORY(lcApp, "gpa.app", QtInfoMsg)
