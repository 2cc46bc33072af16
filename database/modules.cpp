#include "modules.h"

#include "catalogue.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define GPA_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define GPA_SANITIZED 1
#endif
#endif
#ifndef GPA_SANITIZED
#define GPA_SANITIZED 0
#endif

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
        // A module's own references (thousands: every virtual function of
        // Qt's widgets its classes override) and those of the libraries it
        // brings (Qt Widgets, Qt GUI, Qt Charts) are looked up among its own
        // libraries first rather than after every library the executable
        // loaded: about 4 million instructions less to open the window
        // module. The sanitizers' runtimes refuse such a load.
#if !GPA_SANITIZED
        library.setLoadHints(QLibrary::DeepBindHint);
#endif
        if (const QFunctionPointer function = library.resolve(entry))
            return function;
        *reason = library.errorString();
        return nullptr;
    }
    *reason = Catalogue::tr("%1 is not installed").arg(candidates.constLast());
    return nullptr;
}

} // namespace gpa::db
