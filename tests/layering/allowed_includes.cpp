// Must compile: what each layer may include, through the same include roots
// as the negative cases (so that their failures are about the rule, not the
// set-up).
#include "core/dataset.h"
#include "database/catalogue.h"
#include "ui/workspace.h"

#include <QWidget>

int gpaLayeringAllowedIncludes()
{
    return 0;
}
