// The chart export's PNG encoder: lossless (Qt's reader gives back every
// pixel), RGB for opaque pictures and RGBA otherwise, a well-formed file.
#include "ui/charts/pngencoder.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>

#include <catch2/catch.hpp>

using gpa::ui::encodePng;

namespace {

// Every pixel a different colour along both axes, so that a swapped channel,
// a shifted row or a lost column shows.
QImage pattern(int width, int height, QImage::Format format)
{
    QImage image(width, height, QImage::Format_ARGB32);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.setPixel(x, y, qRgb((x * 7) % 256, (y * 13) % 256, (x * y + 31) % 256));
    return image.convertToFormat(format);
}

// A picture like a chart: mostly one colour, a few bars and antialiased text.
QImage chartLike(QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 8; ++i)
        painter.fillRect(QRect(120, 40 + i * 60, 200 + i * 90, 40), QColor(0, 114, 178));
    painter.setPen(Qt::black);
    painter.drawText(QRect(10, 10, size.width() - 20, 30), Qt::AlignLeft,
                     QStringLiteral("Performance per dollar relative to the best device"));
    painter.drawLine(QPointF(100.5, 20.25), QPointF(size.width() - 50.0, size.height() - 30.5));
    return image;
}

QImage decode(const QByteArray &bytes)
{
    return QImage::fromData(bytes, "PNG");
}

// IHDR's colour type: signature (8) + length (4) + "IHDR" (4) + width,
// height (8) + bit depth (1) = byte 25.
int colourType(const QByteArray &png)
{
    return png.size() > 25 ? int(uchar(png.at(25))) : -1;
}

QByteArray qtWriterBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

TEST_CASE("An opaque image is written as RGB that reads back pixel for pixel", "[png]")
{
    // Odd sizes: rows whose byte count is no multiple of 4 or 8. 1000 x 701
    // is past the size compressed in two halves on a machine of two cores
    // or more (351 and 350 rows).
    const auto format = GENERATE(QImage::Format_RGB32, QImage::Format_ARGB32,
                                 QImage::Format_ARGB32_Premultiplied, QImage::Format_RGB888);
    const QSize size = GENERATE(QSize(1, 1), QSize(37, 5), QSize(200, 123), QSize(1000, 701));
    CAPTURE(int(format), size.width(), size.height());
    const QImage image = pattern(size.width(), size.height(), format);

    const QByteArray png = encodePng(image);
    REQUIRE_FALSE(png.isEmpty());
    CHECK(png.startsWith("\x89PNG\r\n\x1a\n"));
    CHECK(colourType(png) == 2); // truecolour, no alpha
    // IEND and its CRC (of the 4 bytes "IEND"): 0xAE426082, the same in every PNG.
    CHECK(png.endsWith(QByteArray::fromHex("0000000049454e44ae426082")));
    const QImage back = decode(png);
    REQUIRE(back.size() == size);
    CHECK(back.convertToFormat(QImage::Format_RGB32) == image.convertToFormat(QImage::Format_RGB32));
}

TEST_CASE("Translucent pixels are written as RGBA, as Qt's own writer writes them", "[png]")
{
    QImage image(40, 30, QImage::Format_ARGB32);
    for (int y = 0; y < 30; ++y)
        for (int x = 0; x < 40; ++x)
            image.setPixel(x, y, qRgba(x * 6, y * 8, 200, (x * 7 + y) % 256));
    // Straight alpha: every value is stored as it is.
    const QByteArray png = encodePng(image);
    CHECK(colourType(png) == 6);
    CHECK(decode(png).convertToFormat(QImage::Format_ARGB32) == image);

    // Premultiplied: un-premultiplied on the way out, as QImage::save does,
    // so the file reads back as Qt's own file of the same image.
    const QImage premultiplied = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const QImage ours = decode(encodePng(premultiplied));
    const QImage qts = decode(qtWriterBytes(premultiplied));
    REQUIRE_FALSE(qts.isNull());
    CHECK(ours.convertToFormat(QImage::Format_ARGB32) == qts.convertToFormat(QImage::Format_ARGB32));

    // The same in two halves.
    QImage large(1000, 600, QImage::Format_ARGB32);
    for (int y = 0; y < 600; ++y)
        for (int x = 0; x < 1000; ++x)
            large.setPixel(x, y, qRgba(x % 256, y % 256, (x + y) % 256, (x * 3 + y) % 256));
    const QByteArray largePng = encodePng(large);
    CHECK(colourType(largePng) == 6);
    CHECK(decode(largePng).convertToFormat(QImage::Format_ARGB32) == large);

    // One transparent pixel in an otherwise opaque picture keeps the alpha.
    QImage almost = pattern(20, 20, QImage::Format_ARGB32);
    almost.setPixel(19, 19, qRgba(0, 0, 0, 0));
    const QByteArray withHole = encodePng(almost);
    CHECK(colourType(withHole) == 6);
    CHECK(decode(withHole).convertToFormat(QImage::Format_ARGB32) == almost);
}

TEST_CASE("Every zlib level gives the same pixels, and the fast one a file of reasonable size",
          "[png]")
{
    const QImage image = chartLike(QSize(800, 500));
    const QImage expected = image.convertToFormat(QImage::Format_RGB32);
    qsizetype stored = 0;
    for (int level = 0; level <= 9; ++level) {
        CAPTURE(level);
        const QByteArray png = encodePng(image, level);
        REQUIRE_FALSE(png.isEmpty());
        CHECK(decode(png).convertToFormat(QImage::Format_RGB32) == expected);
        if (level == 0)
            stored = png.size();
    }
    // Level 0 stores the rows: 500 x (1 + 800 x 3) = 1,200,500 bytes and a
    // little framing.
    CHECK(stored > 1200500);
    CHECK(stored < 1200500 + 1000);
    // Unfiltered rows at the fastest level against libpng's filters at
    // zlib's default level: not the smallest file, but of the same order
    // (19,004 against 15,423 bytes with Debian 12's zlib 1.2.13, 1.23x).
    CHECK(double(encodePng(image).size()) < 1.3 * double(qtWriterBytes(image).size()));
}

TEST_CASE("The image's resolution is kept, and bad input gives no file", "[png]")
{
    QImage image = pattern(10, 10, QImage::Format_RGB32);
    image.setDotsPerMeterX(3780); // 96 dots per inch
    image.setDotsPerMeterY(7559);
    const QImage back = decode(encodePng(image));
    CHECK(back.dotsPerMeterX() == 3780);
    CHECK(back.dotsPerMeterY() == 7559);

    CHECK(encodePng(QImage()).isEmpty());
    CHECK(encodePng(image, -1).isEmpty());
    CHECK(encodePng(image, 10).isEmpty());
}
