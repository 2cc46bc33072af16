// Must not compile: core sits below database and cannot see it.
#include "database/catalogue.h"
