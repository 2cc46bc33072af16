// AppStyle: Fusion's own images, read without asking every image-format
// plugin; and work put off until the window has painted.
#include "ui/afterfirstpaint.h"
#include "ui/appearance.h"
#include "ui/appstyle.h"
#include "ui/mainwindow.h"

#include "database/catalogue.h"

#include <QApplication>
#include <QGroupBox>
#include <QImage>
#include <QPainter>
#include <QPixmapCache>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTemporaryDir>
#include <QTest>

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
