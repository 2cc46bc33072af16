#include "appsetup.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace gpa::app {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPA_VERSION));
}

void installTranslators(QCoreApplication &app)
{
    const QLocale locale;
    auto *own = new QTranslator(&app);
    // A language without a translation of its own reads English, with
    // English plural forms ("1 device", "2 devices").
    if (own->load(locale, QStringLiteral("gpu-advisor"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(QStringLiteral("gpu-advisor_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace gpa::app
