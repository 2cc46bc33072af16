#pragma once

class QCoreApplication;

namespace gpa::app {

// Organisation, name and version: the catalogue's and settings' folders
// follow from them, for the command line and the window alike.
void describeApplication();
// English and Simplified Chinese, following the system locale: the
// program's own strings (compiled into the executable) and Qt's.
void installTranslators(QCoreApplication &app);

} // namespace gpa::app
