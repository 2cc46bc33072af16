#include "appstyle.h"

#include <QApplication>
#include <QFileInfo>
#include <QImageReader>
#include <QLinearGradient>
#include <QPaintEngine>
#include <QPainter>
#include <QPixmapCache>
#include <QStyleFactory>
#include <QStyleOption>
#include <QThread>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <vector>

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

// Qt 6.4's raster paint engine splits every fill of kParallelSpans spans or
// more (a span: one row of a filled area, or one pixel of a line) among the
// threads of QThreadPool::globalInstance() and waits for them
// (QT_THREAD_PARALLEL_FILLS in qdrawhelper.cpp). Each hand-over costs more
// than such a fill: the threads sleep between them. The window's first frame
// made 54, nearly all for three things Fusion draws: the lines along a main
// window's tool bars (across the window), the sides of group box frames, and
// scroll bars; 2 are left, the table header's (docs/performance.md). Painted
// in tiles, these make none, in the same pixels.
constexpr int kParallelSpans = 96;
// How far past its rectangle Fusion may draw a part of a scroll bar (none is
// known to: a margin for safety), in the painter's units.
constexpr int kPartMargin = 2;

// Draws with `draw` in the tiles of `rect` (AppStyle::paintTiles()) when the
// painter paints pixels on the raster engine at a whole scale, each clipped
// to its tile; else once. `draw` is given its tile (an invalid rectangle when
// it draws the whole, untiled).
template<typename Draw>
void paintInTiles(QPainter *painter, const QRect &rect, Qt::Orientations cut, Draw draw,
                  int crossings = 2)
{
    const QPaintEngine *engine = painter->paintEngine();
    const QTransform transform = painter->deviceTransform();
    const qreal scale = transform.m11();
    // Tiles meet on pixel edges only when the painter's units are whole
    // pixels, with no rotation and no fraction of a pixel shifting them.
    const bool whole = transform.type() <= QTransform::TxScale && scale >= 1
        && scale == transform.m22() && scale == std::floor(scale)
        && transform.dx() == std::floor(transform.dx())
        && transform.dy() == std::floor(transform.dy());
    if (!engine || engine->type() != QPaintEngine::Raster || !whole) {
        draw(QRect());
        return;
    }
    const std::vector<QRect> tiles
        = AppStyle::paintTiles(rect, static_cast<int>(scale), cut, crossings);
    if (tiles.size() <= 1) { // not cut, or an empty rectangle: as Fusion draws it
        draw(QRect());
        return;
    }
    for (const QRect &tile : tiles) {
        painter->save();
        painter->setClipRect(tile, Qt::IntersectClip);
        draw(tile);
        painter->restore();
    }
}

// A scroll bar's groove as Fusion draws it, within the painter's clip (Fusion's
// own replaces it).
void drawScrollBarGroove(const QStyleOptionSlider &bar, const QRect &groove, QPainter *painter)
{
    // Qt 6.4's QFusionStyle (CC_ScrollBar, SC_ScrollBarGroove, not
    // transient), with its outline and button colours; the tests hold the
    // pixels to Fusion's.
    const QPalette &palette = bar.palette;
    QColor outline = palette.window().style() == Qt::TexturePattern
        ? QColor(0, 0, 0, 160)
        : palette.window().color().darker(140);
    outline.setAlpha(180);
    QColor button = palette.button().color();
    button = button.lighter(100 + std::max(1, (180 - qGray(button.rgb())) / 6));
    button.setHsv(button.hue(), static_cast<int>(button.saturation() * 0.75), button.value());

    const QRect &rect = bar.rect;
    const bool horizontal = bar.orientation == Qt::Horizontal;
    QLinearGradient gradient = horizontal
        ? QLinearGradient(rect.center().x(), rect.top(), rect.center().x(), rect.bottom())
        : QLinearGradient(rect.left(), rect.center().y(), rect.right(), rect.center().y());
    gradient.setColorAt(0, button.darker(107));
    gradient.setColorAt(0.1, button.darker(105));
    gradient.setColorAt(0.9, button.darker(105));
    gradient.setColorAt(1, button.darker(107));

    painter->save();
    painter->fillRect(rect, gradient);
    painter->setPen(outline);
    if (horizontal)
        painter->drawLine(rect.topLeft(), rect.topRight());
    else
        painter->drawLine(rect.topLeft(), rect.bottomLeft());
    QColor subtleEdge = outline;
    subtleEdge.setAlpha(40);
    painter->setPen(subtleEdge);
    painter->setBrush(Qt::NoBrush);
    painter->setClipRect(groove.adjusted(1, 0, -1, -3), Qt::IntersectClip);
    painter->drawRect(groove.adjusted(1, 0, -1, -1));
    painter->restore();
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

std::vector<QRect> AppStyle::paintTiles(const QRect &rect, int scale, Qt::Orientations cut,
                                        int crossings)
{
    std::vector<QRect> tiles;
    if (rect.isEmpty())
        return tiles;
    // Only a side of kParallelSpans device pixels or more is cut.
    const int pixels = (kParallelSpans - 1) / std::max(1, crossings);
    const int side = std::max(1, pixels / std::max(1, scale));
    const auto step = [&](Qt::Orientation along, int length) {
        return cut.testFlag(along) && length * scale >= kParallelSpans ? side : length;
    };
    const int width = step(Qt::Horizontal, rect.width());
    const int height = step(Qt::Vertical, rect.height());
    for (int y = rect.top(); y <= rect.bottom(); y += height) {
        for (int x = rect.left(); x <= rect.right(); x += width)
            tiles.push_back(QRect(x, y, width, height).intersected(rect));
    }
    return tiles;
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
        // Its sides are stretched images, each a fill of its own that
        // crosses a tile once: a fill's spans are its rows in the tile.
        paintInTiles(
            painter, option->rect, Qt::Vertical,
            [&](const QRect &) { QProxyStyle::drawPrimitive(element, option, painter, widget); },
            1);
        return;
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
}

void AppStyle::drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                           const QWidget *widget) const
{
    if (m_fusion && element == CE_ToolBar) {
        // Lines along it, each pixel a span.
        const Qt::Orientation along
            = option->state.testFlag(State_Horizontal) ? Qt::Horizontal : Qt::Vertical;
        paintInTiles(painter, option->rect, along,
                     [&](const QRect &) {
                         QProxyStyle::drawControl(element, option, painter, widget);
                     });
        return;
    }
    QProxyStyle::drawControl(element, option, painter, widget);
}

void AppStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                                  QPainter *painter, const QWidget *widget) const
{
    const auto *bar = qstyleoption_cast<const QStyleOptionSlider *>(option);
    if (m_fusion && control == CC_ScrollBar && bar
        && !proxy()->styleHint(SH_ScrollBar_Transient, option, widget)) {
        // Fusion replaces the painter's clip with one of its own to draw the
        // groove's inner edge, which each tile would then draw over the whole
        // bar: the groove is drawn here, as Fusion draws it but within the
        // tile. Then the handle and the arrows, by Fusion, in the tiles they
        // reach only (a tall bar's middle tiles hold the groove alone).
        const bool groove = bar->subControls.testFlag(SC_ScrollBarGroove);
        const QRect grooveRect
            = proxy()->subControlRect(CC_ScrollBar, bar, SC_ScrollBarGroove, widget);
        struct Part
        {
            SubControl control;
            QRect reach; // where Fusion may draw it: its rectangle and a margin
        };
        std::vector<Part> parts;
        for (const SubControl part :
             {SC_ScrollBarSlider, SC_ScrollBarSubLine, SC_ScrollBarAddLine}) {
            if (bar->subControls.testFlag(part)) {
                const QRect rect = proxy()->subControlRect(CC_ScrollBar, bar, part, widget);
                parts.push_back(
                    {part, rect.adjusted(-kPartMargin, -kPartMargin, kPartMargin, kPartMargin)});
            }
        }
        QStyleOptionSlider rest(*bar);
        paintInTiles(painter, option->rect, bar->orientation, [&](const QRect &tile) {
            if (groove)
                drawScrollBarGroove(*bar, grooveRect, painter);
            rest.subControls = {};
            for (const Part &part : parts) {
                if (!tile.isValid() || part.reach.intersects(tile))
                    rest.subControls |= part.control;
            }
            if (rest.subControls != SubControls {})
                QProxyStyle::drawComplexControl(control, &rest, painter, widget);
        });
        return;
    }
    QProxyStyle::drawComplexControl(control, option, painter, widget);
}

} // namespace gpa::ui
