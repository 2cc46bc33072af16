#pragma once

#include <QFunctionPointer>
#include <QString>
#include <QStringList>

namespace gpa::db {

// Our modules (the window, the charts, the system keychain) are loaded when
// first needed. Where `name` is looked for: beside the executable (a build),
// then in the executable's folder's module directory (an installation).
QStringList moduleCandidates(const QString &name);

// Loads the first of `candidates` that exists (never unloaded: what it makes
// runs its code) and resolves `entry` in it. Null when it cannot, with the
// reason, translated, in `reason`: the loader's error, or "<the last
// candidate> is not installed".
QFunctionPointer resolveModuleEntry(const QStringList &candidates, const char *entry, QString *reason);

} // namespace gpa::db
