#include "appearance.h"

#include "appstyle.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTranslator>

namespace gpa::ui {

QString storedLanguage()
{
    const QString value = QSettings().value(QLatin1String(keys::kLanguage)).toString();
    if (value == QLatin1String(kLanguageEnglish) || value == QLatin1String(kLanguageChinese))
        return value;
    return QString::fromLatin1(kLanguageSystem);
}

void storeLanguage(const QString &language)
{
    QSettings().setValue(QLatin1String(keys::kLanguage), language);
}

QString themeId(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme storedTheme()
{
    const QString value = QSettings().value(QLatin1String(keys::kTheme)).toString();
    if (value == themeId(Theme::Light))
        return Theme::Light;
    if (value == themeId(Theme::Dark))
        return Theme::Dark;
    return Theme::System;
}

void storeTheme(Theme theme)
{
    QSettings().setValue(QLatin1String(keys::kTheme), themeId(theme));
}

bool installTranslators(QCoreApplication &app, const QString &language)
{
    // Earlier translators (a language chosen before) go first.
    for (QTranslator *old : app.findChildren<QTranslator *>(QStringLiteral("gpaTranslator"), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    const bool english = language == QLatin1String(kLanguageEnglish);
    const QLocale locale = english ? QLocale(QLocale::English) : language.isEmpty() ? QLocale() : QLocale(language);
    auto *own = new QTranslator(&app);
    own->setObjectName(QStringLiteral("gpaTranslator"));
    const bool found = own->load(locale, QStringLiteral("gpu-advisor"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    // A language without a translation of its own reads English, with
    // English plural forms ("1 device", "2 devices").
    if (found || own->load(QStringLiteral("gpu-advisor_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    if (english)
        return true;
    // Qt's own strings: the wizard's Next and Back, the buttons of message
    // boxes and of Preferences (OK, Cancel, Restore Defaults), file dialogs.
    auto *qt = new QTranslator(&app);
    qt->setObjectName(QStringLiteral("gpaTranslator"));
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return found || locale.language() == QLocale::English;
}

namespace {

QPalette darkPalette()
{
    // Contrast of text on window and base is above 10:1; links and the
    // highlight stay readable on the dark base.
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2c));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3a));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x45, 0x48, 0x4b));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x40));
    p.setColor(QPalette::Mid, QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x8c, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

QPalette lightPalette()
{
    QPalette p;
    const QColor text(0x1f, 0x1f, 0x1f);
    p.setColor(QPalette::Window, QColor(0xef, 0xf0, 0xf1));
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf6, 0xf7));
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xe1));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xf2, 0xf3, 0xf4));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xe3, 0xe4, 0xe5));
    p.setColor(QPalette::Mid, QColor(0xa0, 0xa1, 0xa2));
    p.setColor(QPalette::Dark, QColor(0x80, 0x81, 0x82));
    p.setColor(QPalette::Shadow, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x1d, 0x65, 0xb5));
    p.setColor(QPalette::LinkVisited, QColor(0x7b, 0x3f, 0xb0));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0xa0, 0xa0, 0xa0));
    return p;
}

// The style in use by its QStyleFactory name, lower case.
QString styleInUse()
{
    const QStyle *style = QApplication::style();
    if (const auto *own = qobject_cast<const AppStyle *>(style))
        return own->baseName();
    return style->name().toLower();
}

void useStyle(const QString &key)
{
    const auto *own = qobject_cast<const AppStyle *>(QApplication::style());
    if (!own || own->baseName() != key.toLower())
        QApplication::setStyle(new AppStyle(key));
}

} // namespace

void applyTheme(Theme theme)
{
    // The style the platform chose, kept for going back to System.
    static const QString platformStyle = styleInUse();
    if (theme == Theme::System) {
        useStyle(platformStyle.isEmpty() ? QStringLiteral("fusion") : platformStyle);
        QApplication::setPalette(QPalette()); // the platform's own again
        return;
    }
    useStyle(QStringLiteral("fusion"));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
}

} // namespace gpa::ui
