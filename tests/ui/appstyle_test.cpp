// AppStyle: Fusion's own images, read without asking every image-format
// plugin; and work put off until the window has painted.
#include "ui/afterfirstpaint.h"
#include "ui/appearance.h"
#include "ui/appstyle.h"
#include "ui/mainwindow.h"

#include "database/catalogue.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QMainWindow>
#include <QPainter>
#include <QPixmapCache>
#include <QScrollBar>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QVBoxLayout>

#include <catch2/catch.hpp>

#include <link.h>

#include <memory>
#include <string>
#include <vector>

using namespace gpa;

namespace {

// Shared objects this process has loaded from Qt's image-format plugin folder.
std::vector<std::string> imageFormatPlugins()
{
    std::vector<std::string> found;
    dl_iterate_phdr(
        [](dl_phdr_info *info, size_t, void *data) {
            const std::string name = info->dlpi_name ? info->dlpi_name : "";
            if (name.find("/imageformats/") != std::string::npos)
                static_cast<std::vector<std::string> *>(data)->push_back(name);
            return 0;
        },
        &found);
    return found;
}

// How many of this process's threads are Qt's pool threads ("Thread (pooled)").
int poolThreads()
{
    int count = 0;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "Thread (pooled)")
            ++count;
    }
    return count;
}

// `widget` painted by itself into an image of `ratio` device pixels to a unit.
QImage rendered(QWidget *widget, qreal ratio)
{
    QImage image(widget->size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    widget->render(&image);
    return image;
}

QImage iconImage(const QIcon &icon, QSize size, qreal ratio)
{
    return icon.pixmap(size, ratio).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

} // namespace

TEST_CASE("AppStyle draws the tool bar overflow arrows Fusion draws", "[ui][style]")
{
    ui::AppStyle style(QStringLiteral("Fusion"));
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    REQUIRE(style.baseName() == QLatin1String("fusion"));
    for (const auto icon : {QStyle::SP_ToolBarHorizontalExtensionButton, QStyle::SP_ToolBarVerticalExtensionButton}) {
        for (const auto direction : {Qt::LeftToRight, Qt::RightToLeft}) {
            QStyleOption option;
            option.direction = direction;
            const QIcon ours = style.standardIcon(icon, &option, nullptr);
            const QIcon qt = fusion->standardIcon(icon, &option, nullptr);
            REQUIRE_FALSE(ours.isNull());
            CHECK(ours.availableSizes() == qt.availableSizes());
            for (const int side : {5, 8, 10, 12, 16, 20, 24, 32, 48}) {
                for (const qreal ratio : {1.0, 2.0}) {
                    CAPTURE(int(icon), int(direction), side, ratio);
                    CHECK(iconImage(ours, QSize(side, side), ratio) == iconImage(qt, QSize(side, side), ratio));
                }
            }
        }
    }
    // Any other icon is Fusion's own.
    const QIcon other = style.standardIcon(QStyle::SP_DialogOkButton, nullptr, nullptr);
    CHECK(iconImage(other, QSize(16, 16), 1.0)
          == iconImage(fusion->standardIcon(QStyle::SP_DialogOkButton, nullptr, nullptr), QSize(16, 16), 1.0));
}

TEST_CASE("AppStyle's group box frame is the image QPixmap finds by its file name", "[ui][style]")
{
    const QString fileName = QStringLiteral(":/qt-project.org/styles/commonstyle/images/fusion_groupbox.png");
    QPixmapCache::clear();
    ui::AppStyle style(QStringLiteral("Fusion"));
    QGroupBox box(QStringLiteral("Vendor"));
    box.resize(120, 80);
    QStyleOptionFrame option;
    option.initFrom(&box);
    option.rect = QRect(0, 0, 120, 80);
    QImage ours(120, 80, QImage::Format_ARGB32_Premultiplied);
    ours.fill(Qt::white);
    {
        QPainter painter(&ours);
        style.drawPrimitive(QStyle::PE_FrameGroupBox, &option, &painter, &box);
    }
    QPixmap cached;
    REQUIRE(QPixmapCache::find(ui::AppStyle::pixmapLoadKey(fileName), &cached));
    // QPixmap(fileName) takes the one in the cache (the same pixmap) rather
    // than reading the file again: the key is Qt's.
    CHECK(QPixmap(fileName).cacheKey() == cached.cacheKey());
    CHECK(cached.toImage() == QImage(fileName).convertToFormat(cached.toImage().format()));

    // Drawn, it is Fusion's frame.
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QPixmapCache::clear();
    QImage qt(120, 80, QImage::Format_ARGB32_Premultiplied);
    qt.fill(Qt::white);
    {
        QPainter painter(&qt);
        fusion->drawPrimitive(QStyle::PE_FrameGroupBox, &option, &painter, &box);
    }
    CHECK(ours == qt);
}

TEST_CASE("The window paints its first frame without an image-format plugin", "[ui][style]")
{
    REQUIRE(imageFormatPlugins().empty());
    ui::applyTheme(ui::Theme::System);
    REQUIRE(qobject_cast<const ui::AppStyle *>(QApplication::style()) != nullptr);
    QTemporaryDir dir;
    auto catalogue = db::Catalogue::open(dir.filePath(QStringLiteral("catalogue.sqlite")));
    REQUIRE(catalogue.ok());
    ui::MainWindow window(std::move(catalogue).value(), db::OpenReport{});
    window.resize(1024, 700);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    const QImage shot = window.grab().toImage();
    REQUIRE_FALSE(shot.isNull());
    CHECK(imageFormatPlugins() == std::vector<std::string>{});

    // Light and Dark keep the wrapper (over Fusion); System goes back.
    ui::applyTheme(ui::Theme::Dark);
    const auto *dark = qobject_cast<const ui::AppStyle *>(QApplication::style());
    REQUIRE(dark != nullptr);
    CHECK(dark->baseName() == QLatin1String("fusion"));
    ui::applyTheme(ui::Theme::System);
    CHECK(qobject_cast<const ui::AppStyle *>(QApplication::style()) != nullptr);
}

TEST_CASE("Work put off until the first paint runs once the window has painted, once", "[ui][style]")
{
    QWidget window;
    window.resize(200, 100);
    int runs = 0;
    bool paintedBefore = false;
    struct Painted : QObject {
        bool *flag;
        explicit Painted(bool *f) : flag(f) {}
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                *flag = true;
            return false;
        }
    } watcher(&paintedBefore);
    window.installEventFilter(&watcher);
    ui::afterFirstPaint(&window, [&] {
        CHECK(paintedBefore);
        ++runs;
    });
    QCoreApplication::processEvents();
    CHECK(runs == 0); // not shown: nothing painted
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    for (int i = 0; i < 100 && runs == 0; ++i)
        QTest::qWait(20);
    CHECK(runs == 1);
    window.update();
    window.repaint();
    QTest::qWait(50);
    CHECK(runs == 1);

    // A window that goes before it paints runs nothing.
    int never = 0;
    {
        QWidget gone;
        ui::afterFirstPaint(&gone, [&] { ++never; });
    }
    QTest::qWait(20);
    CHECK(never == 0);
}

TEST_CASE("AppStyle cuts only the sides of 96 device pixels or more into tiles of at most 47 or 95",
          "[ui][style]")
{
    using ui::AppStyle;
    // A vertical scroll bar: rows of 47, the last one shorter; its width whole.
    const QRect bar(3, 10, 16, 600);
    const std::vector<QRect> tiles = AppStyle::paintTiles(bar, 1, Qt::Vertical);
    REQUIRE(tiles.size() == 13);
    CHECK(tiles.front() == QRect(3, 10, 16, 47));
    CHECK(tiles.back() == QRect(3, 574, 16, 36));
    QRegion covered;
    int area = 0;
    for (const QRect &tile : tiles) {
        CHECK(tile.width() == 16);
        CHECK(tile.height() <= 47);
        covered += tile;
        area += tile.width() * tile.height();
    }
    CHECK(covered == QRegion(bar));
    CHECK(area == 16 * 600); // no pixel twice

    // At twice the pixels, 23-unit tiles are 46 pixels.
    const std::vector<QRect> doubled = AppStyle::paintTiles(bar, 2, Qt::Vertical);
    REQUIRE(doubled.size() == 27);
    CHECK(doubled.front() == QRect(3, 10, 16, 23));
    // Cut both ways, the 16-unit width (32 pixels) stays whole.
    CHECK(AppStyle::paintTiles(bar, 2, Qt::Horizontal | Qt::Vertical) == doubled);

    // A fill that crosses a tile once (a group box frame's stretched images):
    // tiles of 95, at twice the pixels of 47 units (94 pixels).
    const std::vector<QRect> once = AppStyle::paintTiles(bar, 1, Qt::Vertical, 1);
    REQUIRE(once.size() == 7);
    CHECK(once.front() == QRect(3, 10, 16, 95));
    CHECK(once.back() == QRect(3, 580, 16, 30));
    CHECK(AppStyle::paintTiles(bar, 2, Qt::Vertical, 1).front() == QRect(3, 10, 16, 47));
    CHECK(AppStyle::paintTiles(QRect(0, 0, 300, 95), 1, Qt::Vertical, 1).size() == 1);

    // A tool bar across a window: columns; both ways: a grid, rows first.
    CHECK(AppStyle::paintTiles(QRect(0, 0, 1400, 35), 1, Qt::Horizontal).size() == 30);
    CHECK(AppStyle::paintTiles(QRect(0, 0, 1400, 35), 1, Qt::Vertical).size() == 1);
    const std::vector<QRect> grid
        = AppStyle::paintTiles(QRect(0, 0, 300, 200), 1, Qt::Horizontal | Qt::Vertical);
    REQUIRE(grid.size() == 7 * 5);
    CHECK(grid[1] == QRect(47, 0, 47, 47));
    CHECK(grid[7] == QRect(0, 47, 47, 47));
    CHECK(grid.back() == QRect(282, 188, 18, 12));
    // Under 96 pixels: the rectangle itself.
    CHECK(AppStyle::paintTiles(QRect(5, 5, 95, 95), 1, Qt::Horizontal | Qt::Vertical)
          == std::vector<QRect> {QRect(5, 5, 95, 95)});
    CHECK(AppStyle::paintTiles(QRect(5, 5, 47, 47), 2, Qt::Horizontal | Qt::Vertical)
          == std::vector<QRect> {QRect(5, 5, 47, 47)});
    CHECK(AppStyle::paintTiles(QRect(), 1, Qt::Vertical).empty());
}

TEST_CASE("AppStyle paints tool bars and group boxes and scroll bars in Fusion's pixels without "
          "other threads",
          "[ui][style]")
{
    // Painted with Fusion, a tall or wide thing hands its fills to Qt's
    // thread pool, which starts threads; painted by AppStyle, none.
    REQUIRE(poolThreads() == 0);
    ui::AppStyle ours(QStringLiteral("Fusion"));
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));

    QMainWindow window;
    auto *tools = new QToolBar(QStringLiteral("View"), &window);
    tools->setStyle(&ours); // shown, it paints before the comparison
    tools->addAction(QStringLiteral("Workload"));
    tools->addAction(QStringLiteral("Precision"));
    window.addToolBar(tools);
    auto *side = new QToolBar(QStringLiteral("Tools"), &window);
    side->setStyle(&ours);
    side->addAction(QStringLiteral("Zoom"));
    window.addToolBar(Qt::LeftToolBarArea, side);
    window.setCentralWidget(new QWidget(&window));
    // Not shown: nothing else paints (and starts the pool) meanwhile.
    window.resize(900, 300);

    QGroupBox box(QStringLiteral("Vendor"));
    box.setStyle(&ours);
    auto *layout = new QVBoxLayout(&box);
    layout->addWidget(new QCheckBox(QStringLiteral("NVIDIA"), &box));
    box.resize(300, 260);

    QScrollBar vertical(Qt::Vertical);
    QScrollBar horizontal(Qt::Horizontal);
    for (QScrollBar *bar : {&vertical, &horizontal}) {
        bar->setStyle(&ours);
        bar->setRange(0, 1000);
        bar->setPageStep(120);
        bar->setValue(300);
    }
    vertical.resize(16, 600);
    horizontal.resize(700, 16);

    const std::vector<QWidget *> widgets {&window, &box, &vertical, &horizontal};
    const std::vector<qreal> ratios {1.0, 2.0};
    std::vector<QImage> tiled;
    for (QWidget *widget : widgets) {
        for (const qreal ratio : ratios)
            tiled.push_back(rendered(widget, ratio));
    }
    CHECK(poolThreads() == 0);
    // Laid out when first painted: long enough to be cut.
    REQUIRE(tools->width() >= 96);
    REQUIRE(side->height() >= 96);
    for (QWidget *widget :
         std::initializer_list<QWidget *> {tools, side, &box, &vertical, &horizontal})
        widget->setStyle(fusion.get());
    std::size_t next = 0;
    for (QWidget *widget : widgets) {
        for (const qreal ratio : ratios) {
            CAPTURE(widget->metaObject()->className(), ratio);
            CHECK(rendered(widget, ratio) == tiled[next++]);
        }
    }
    // The test sees what it says: Fusion's own did start them.
    CHECK(poolThreads() > 0);
}

TEST_CASE(
    "AppStyle paints scroll bars and a group box frame around a table in the pixels Fusion paints",
    "[ui][style]")
{
    ui::AppStyle ours(QStringLiteral("Fusion"));
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    // The table's viewport paints its own background, so the frame is
    // painted around it (a clip that is not a rectangle).
    QGroupBox box(QStringLiteral("Prices"));
    auto *layout = new QVBoxLayout(&box);
    layout->addWidget(new QTableWidget(6, 3, &box));
    layout->addWidget(new QCheckBox(QStringLiteral("Used"), &box));
    box.resize(320, 400);
    // Fusion draws the groove's inner edge with a clip of its own in place
    // of the painter's; AppStyle draws the groove itself, tile by tile.
    QScrollBar vertical(Qt::Vertical);
    QScrollBar horizontal(Qt::Horizontal);
    for (QScrollBar *bar : {&vertical, &horizontal}) {
        bar->setRange(0, 1000);
        bar->setPageStep(120);
        bar->setValue(300);
    }
    vertical.resize(16, 600);
    horizontal.resize(700, 16);
    box.show();
    REQUIRE(QTest::qWaitForWindowExposed(&box));
    const auto same = [&](QWidget *widget, qreal ratio) {
        widget->setStyle(&ours);
        const QImage tiled = rendered(widget, ratio);
        widget->setStyle(fusion.get());
        return rendered(widget, ratio) == tiled;
    };
    for (const ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
        ui::applyTheme(theme);
        for (QWidget *widget : std::initializer_list<QWidget *> {&box, &vertical, &horizontal}) {
            for (const qreal ratio : {1.0, 2.0}) {
                CAPTURE(int(theme), widget->metaObject()->className(), ratio);
                CHECK(same(widget, ratio));
            }
        }
        // Pressed, the handle is drawn in another colour; disabled, the
        // arrows.
        for (QScrollBar *bar : {&vertical, &horizontal}) {
            CAPTURE(int(theme), int(bar->orientation()));
            bar->setSliderDown(true);
            CHECK(same(bar, 1.0));
            bar->setSliderDown(false);
            bar->setEnabled(false);
            CHECK(same(bar, 1.0));
            bar->setEnabled(true);
        }
    }
    ui::applyTheme(ui::Theme::System);
}
