#include "logging.h"

Q_LOGGING_CATEGORY(lcDatabase, "gpa.database")
