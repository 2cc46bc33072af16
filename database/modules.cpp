#include "modules.h"

#include "catalogue.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>

namespace gpa::db {

QStringList moduleCandidates(const QString &name)
{
    const QFileInfo self(QStringLiteral("/proc/self/exe"));
    const QDir here(QFileInfo(self.symLinkTarget()).absolutePath());
    return {here.filePath(name), here.filePath(QStringLiteral(GPA_MODULE_RELDIR "/") + name)};
}

QFunctionPointer resolveModuleEntry(const QStringList &candidates, const char *entry, QString *reason)
{
    for (const QString &path : candidates) {
        if (!QFileInfo::exists(path))
            continue;
        QLibrary library(path);
        if (const QFunctionPointer function = library.resolve(entry))
            return function;
        *reason = library.errorString();
        return nullptr;
    }
    *reason = Catalogue::tr("%1 is not installed").arg(candidates.constLast());
    return nullptr;
}

} // namespace gpa::db
