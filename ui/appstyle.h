#pragma once

#include <QIcon>
#include <QPixmap>
#include <QProxyStyle>
#include <QRect>

#include <vector>

namespace gpa::ui {

// The window's style: the platform's (Fusion unless the desktop chose
// another) as it is, except how Fusion reads the few images it draws before
// the first frame: the overflow arrows of every tool bar and of the menu bar,
// and the group box frame. Qt reads each by file name, and a PNG read that way
// first asks every image-format plugin whether it claims the file, loading the
// JPEG, GIF, ICO and SVG readers (and libjpeg) at start for none of them.
// This style reads the same files as the PNGs they are: the same pixels, no
// plugin. (docs/performance.md: about 3 ms of the first paint.) And Fusion's
// main-window tool bars, group box frames and scroll bars are painted in
// tiles (paintTiles()): the same pixels, without waiting for other threads.
class AppStyle : public QProxyStyle
{
    Q_OBJECT

public:
    // `key` as QStyleFactory knows it ("Fusion", "Windows", a plugin's).
    explicit AppStyle(const QString &key);

    // The name of the style underneath ("fusion"): QStyle::name() of a proxy
    // is empty.
    [[nodiscard]] QString baseName() const;

    [[nodiscard]] QIcon standardIcon(StandardPixmap icon, const QStyleOption *option,
                                     const QWidget *widget) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                            QPainter *painter, const QWidget *widget) const override;

    // The tiles in which the style paints a main window's tool bar, a group
    // box frame and a scroll bar (with Fusion, on the raster engine), at
    // `scale` device pixels to the painter's unit: `rect` cut in the `cut`
    // directions where it is 96 device pixels or more, into pieces of at most
    // 95 / `crossings` (47 for a fill that may cross a tile twice, a
    // rectangle's outline; 95 for one that crosses it once, each stretched
    // image of a group box frame); no fill of Qt's raster engine then reaches
    // the 96 spans it hands to other threads. In rows from the top, left to
    // right; `rect` itself when it is not cut.
    [[nodiscard]] static std::vector<QRect> paintTiles(const QRect &rect, int scale,
                                                       Qt::Orientations cut, int crossings = 2);

    // The key under which QPixmap(fileName) finds an image it has read in
    // QPixmapCache (QPixmap::load's, Qt 6).
    [[nodiscard]] static QString pixmapLoadKey(const QString &fileName);

private:
    bool m_fusion = false;
    mutable QIcon m_extension[3]; // horizontal, horizontal right to left, vertical
    mutable QPixmap m_groupBoxFrame;
    mutable QString m_groupBoxFrameKey;
};

} // namespace gpa::ui
