#include "appstyle.h"

#include <QApplication>
#include <QFileInfo>
#include <QImageReader>
#include <QPixmapCache>
#include <QStyleFactory>
#include <QStyleOption>
#include <QThread>

#include <array>
#include <cstring>

namespace gpa::ui {

namespace {

QString styleImage(QLatin1String name)
{
    return QLatin1String(":/qt-project.org/styles/commonstyle/images/") + name;
}

// A PNG by its format: QImageReader then asks no plugin.
QPixmap readPng(const QString &fileName)
{
    QImageReader reader(fileName, "png");
    reader.setAutoDetectImageFormat(false);
    return QPixmap::fromImage(reader.read());
}

// Qt's HexString: the value's bytes in memory order, each as its low then its
// high hexadecimal digit.
template <typename T>
void appendHex(QString &to, T value)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::array<unsigned char, sizeof(T)> bytes{};
    std::memcpy(bytes.data(), &value, sizeof(T));
    for (const unsigned char byte : bytes) {
        to += QLatin1Char(digits[byte & 0xf]);
        to += QLatin1Char(digits[byte >> 4]);
    }
}

} // namespace

AppStyle::AppStyle(const QString &key)
    : QProxyStyle(QStyleFactory::create(key))
{
    m_fusion = baseName() == QLatin1String("fusion");
}

QString AppStyle::baseName() const
{
    return baseStyle()->name().toLower();
}

QString AppStyle::pixmapLoadKey(const QString &fileName)
{
    const QFileInfo info(fileName);
    QString key = QLatin1String("qt_pixmap") + info.absoluteFilePath();
    appendHex(key, static_cast<uint>(info.lastModified().toSecsSinceEpoch()));
    appendHex(key, static_cast<quint64>(info.size()));
    appendHex(key, uint{0}); // QPlatformPixmap::PixmapType
    return key;
}

QIcon AppStyle::standardIcon(StandardPixmap icon, const QStyleOption *option,
                             const QWidget *widget) const
{
    if (!m_fusion || (icon != SP_ToolBarHorizontalExtensionButton && icon != SP_ToolBarVerticalExtensionButton))
        return QProxyStyle::standardIcon(icon, option, widget);
    // The files and sizes QCommonStyle gives Fusion, by m_extension's index.
    static const std::array<std::array<QLatin1String, 3>, 3> files {{
        {QLatin1String("toolbar-ext-h-8.png"), QLatin1String("toolbar-ext-h-16.png"),
         QLatin1String("toolbar-ext-h-32.png")},
        {QLatin1String("toolbar-ext-h-rtl-8.png"), QLatin1String("toolbar-ext-h-rtl-16.png"),
         QLatin1String("toolbar-ext-h-rtl-32.png")},
        {QLatin1String("toolbar-ext-v-5.png"), QLatin1String("toolbar-ext-v-10.png"),
         QLatin1String("toolbar-ext-v-20.png")},
    }};
    const bool rightToLeft = option ? option->direction == Qt::RightToLeft : QGuiApplication::isRightToLeft();
    const std::size_t which = icon == SP_ToolBarVerticalExtensionButton ? 2 : (rightToLeft ? 1 : 0);
    QIcon &cached = m_extension[which];
    if (cached.isNull()) {
        for (const QLatin1String name : files[which])
            cached.addPixmap(readPng(styleImage(name)));
    }
    return cached;
}

void AppStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                             const QWidget *widget) const
{
    // Fusion draws the frame from QPixmap(fileName), which looks in
    // QPixmapCache before it reads the file: the image is put there, read as
    // a PNG (again if the cache let it go).
    if (m_fusion && element == PE_FrameGroupBox && QThread::currentThread() == qApp->thread()) {
        if (m_groupBoxFrameKey.isEmpty()) {
            const QString fileName = styleImage(QLatin1String("fusion_groupbox.png"));
            m_groupBoxFrameKey = pixmapLoadKey(fileName);
            m_groupBoxFrame = readPng(fileName);
        }
        QPixmap cached;
        if (!QPixmapCache::find(m_groupBoxFrameKey, &cached))
            QPixmapCache::insert(m_groupBoxFrameKey, m_groupBoxFrame);
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
}

} // namespace gpa::ui
