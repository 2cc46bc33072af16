// Must not compile: database links no widget module.
#include <QWidget>
