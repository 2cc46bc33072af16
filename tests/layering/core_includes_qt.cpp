// Must not compile: core is plain C++ (DESIGN.md), so no Qt header is found.
#include <QString>
