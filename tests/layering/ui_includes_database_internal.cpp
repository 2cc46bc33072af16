// Must not compile: database exposes only its public headers.
#include "database/sql.h"
