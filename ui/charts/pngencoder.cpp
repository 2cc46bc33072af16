#include "pngencoder.h"

#include <QImage>

#include <zlib.h>

#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace gpa::ui {

namespace {

// PNG's numbers are big-endian (PNG specification, section 7.1).
void appendUint32(QByteArray &out, quint32 value)
{
    const char bytes[4] = {char(value >> 24), char(value >> 16), char(value >> 8), char(value)};
    out.append(bytes, 4);
}

// One chunk: length, type, data, and the CRC of type and data (section 5.3).
void appendChunk(QByteArray &out, const char type[4], const unsigned char *data, quint32 size)
{
    appendUint32(out, size);
    out.append(type, 4);
    if (size > 0)
        out.append(reinterpret_cast<const char *>(data), size);
    uLong crc = crc32(0L, reinterpret_cast<const Bytef *>(type), 4);
    if (size > 0)
        crc = crc32(crc, data, size);
    appendUint32(out, quint32(crc));
}

bool everyPixelOpaque(const QImage &image)
{
    if (!image.hasAlphaChannel())
        return true;
    const int width = image.width();
    const int height = image.height();
    for (int y = 0; y < height; ++y) {
        const auto *pixels = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < width; ++x)
            if (qAlpha(pixels[x]) != 255)
                return false;
    }
    return true;
}

// One row as PNG stores it: its filter type, 0 (None), then the pixels as
// RGB or RGBA bytes.
void packRow(const QImage &source, int y, bool opaque, unsigned char *row)
{
    const int width = source.width();
    const auto *pixels = reinterpret_cast<const QRgb *>(source.constScanLine(y));
    unsigned char *to = row;
    *to++ = 0;
    if (opaque) {
        for (int x = 0; x < width; ++x, to += 3) {
            to[0] = uchar(qRed(pixels[x]));
            to[1] = uchar(qGreen(pixels[x]));
            to[2] = uchar(qBlue(pixels[x]));
        }
    } else {
        for (int x = 0; x < width; ++x, to += 4) {
            to[0] = uchar(qRed(pixels[x]));
            to[1] = uchar(qGreen(pixels[x]));
            to[2] = uchar(qBlue(pixels[x]));
            to[3] = uchar(qAlpha(pixels[x]));
        }
    }
}

// Which part of the zlib stream a run of rows makes: all of it; its start
// (the zlib header, ending on a byte boundary without closing the stream);
// or its end (raw deflate data closing the stream, without the checksum,
// which the caller combines).
enum class StreamPart { Whole, Head, Tail };

struct DeflatedRows
{
    QByteArray bytes;
    uLong adler = 1; // Adler-32 of the rows (for a head or a tail)
    bool ok = false;
};

DeflatedRows deflateRows(const QImage &source, bool opaque, int level, int first, int end,
                         StreamPart part)
{
    DeflatedRows result;
    z_stream zlib {};
    const int windowBits = part == StreamPart::Tail ? -15 : 15;
    if (deflateInit2(&zlib, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return result;
    const size_t rowBytes = 1 + size_t(source.width()) * (opaque ? 3u : 4u);
    std::vector<unsigned char> row(rowBytes);
    std::vector<unsigned char> buffer(64 * 1024);
    uLong adler = adler32(0L, nullptr, 0);
    int status = Z_OK;
    for (int y = first; y < end && status != Z_STREAM_ERROR; ++y) {
        packRow(source, y, opaque, row.data());
        if (part == StreamPart::Tail)
            adler = adler32(adler, row.data(), uInt(rowBytes));
        zlib.next_in = row.data();
        zlib.avail_in = uInt(rowBytes);
        const int flush = y + 1 < end           ? Z_NO_FLUSH
            : part == StreamPart::Head ? Z_SYNC_FLUSH
                                       : Z_FINISH;
        do {
            zlib.next_out = buffer.data();
            zlib.avail_out = uInt(buffer.size());
            status = deflate(&zlib, flush);
            if (status == Z_STREAM_ERROR)
                break;
            result.bytes.append(reinterpret_cast<const char *>(buffer.data()),
                                qsizetype(buffer.size() - zlib.avail_out));
        } while (zlib.avail_out == 0);
    }
    result.ok = part == StreamPart::Head ? status == Z_OK || status == Z_BUF_ERROR
                                         : status == Z_STREAM_END;
    result.adler = part == StreamPart::Tail ? adler : zlib.adler;
    deflateEnd(&zlib);
    return result;
}

// From this many pixels on (a 1600 x 900 chart has 1,440,000), the rows
// are compressed in two halves at once, on two cores: each half costs
// several milliseconds, a thread a few tens of microseconds.
constexpr qint64 kTwoHalvesPixels = 500000;

// The image data: one zlib stream of every row. In two halves where that
// pays, the first ending on a byte boundary (a sync flush), the second raw
// deflate data, and the stream's checksum combined from both halves'.
std::optional<QByteArray> compressRows(const QImage &source, bool opaque, int level)
{
    const int height = source.height();
    const bool twoHalves = height >= 2 && qint64(source.width()) * height >= kTwoHalvesPixels
        && std::thread::hardware_concurrency() > 1;
    if (twoHalves) {
        const int middle = height / 2;
        DeflatedRows tail;
        std::optional<std::thread> worker;
        try {
            worker.emplace([&] {
                tail = deflateRows(source, opaque, level, middle, height, StreamPart::Tail);
            });
        } catch (const std::system_error &) {
            // No thread to be had: everything on this one.
        }
        if (worker) {
            DeflatedRows head = deflateRows(source, opaque, level, 0, middle, StreamPart::Head);
            worker->join();
            if (!head.ok || !tail.ok)
                return std::nullopt;
            const auto tailLength = z_off_t(height - middle)
                * z_off_t(1 + size_t(source.width()) * (opaque ? 3u : 4u));
            QByteArray stream = std::move(head.bytes);
            stream.append(tail.bytes);
            appendUint32(stream, quint32(adler32_combine(head.adler, tail.adler, tailLength)));
            return stream;
        }
    }
    DeflatedRows whole = deflateRows(source, opaque, level, 0, height, StreamPart::Whole);
    if (!whole.ok)
        return std::nullopt;
    return std::move(whole.bytes);
}

} // namespace

QByteArray encodePng(const QImage &image, int level)
{
    if (image.isNull() || level < 0 || level > 9)
        return {};
    // The three 32-bit formats are read directly; anything else once
    // converted (a chart is drawn in one of them).
    const QImage::Format format = image.format();
    QImage source = format == QImage::Format_ARGB32_Premultiplied
            || format == QImage::Format_ARGB32 || format == QImage::Format_RGB32
        ? image
        : image.convertToFormat(image.hasAlphaChannel() ? QImage::Format_ARGB32
                                                        : QImage::Format_RGB32);
    if (source.isNull())
        return {};
    const bool opaque = everyPixelOpaque(source);
    // Translucent premultiplied pixels are stored straight, through Qt's own
    // conversion so that they round as QImage::save rounds them.
    if (!opaque && source.format() == QImage::Format_ARGB32_Premultiplied)
        source = source.convertToFormat(QImage::Format_ARGB32);
    if (source.isNull())
        return {};
    const int width = source.width();
    const int height = source.height();

    QByteArray out;
    out.reserve(64 * 1024);
    out.append("\x89PNG\r\n\x1a\n", 8);

    unsigned char header[13];
    const auto put32 = [](unsigned char *at, quint32 value) {
        at[0] = uchar(value >> 24);
        at[1] = uchar(value >> 16);
        at[2] = uchar(value >> 8);
        at[3] = uchar(value);
    };
    put32(header, quint32(width));
    put32(header + 4, quint32(height));
    header[8] = 8;                 // bits per channel
    header[9] = opaque ? 2 : 6;    // truecolour, with alpha when needed
    header[10] = 0;                // deflate
    header[11] = 0;                // adaptive filtering (each row names its filter)
    header[12] = 0;                // not interlaced
    appendChunk(out, "IHDR", header, sizeof header);

    if (source.dotsPerMeterX() > 0 || source.dotsPerMeterY() > 0) {
        unsigned char physical[9];
        put32(physical, quint32(qMax(0, source.dotsPerMeterX())));
        put32(physical + 4, quint32(qMax(0, source.dotsPerMeterY())));
        physical[8] = 1; // per metre
        appendChunk(out, "pHYs", physical, sizeof physical);
    }

    // Filter type 0 (None) on every row: a chart's rows are mostly runs of
    // one colour, which deflate finds as they are; libpng's per-row choice
    // among five filters costs more than the whole compression and, on such
    // pictures, gives a larger file.
    const std::optional<QByteArray> stream = compressRows(source, opaque, level);
    if (!stream)
        return {};
    // IDAT chunks of at most 1 MiB: a reader needs no huge chunk buffer.
    constexpr qsizetype kChunk = 1 << 20;
    for (qsizetype at = 0; at < stream->size(); at += kChunk)
        appendChunk(out, "IDAT", reinterpret_cast<const unsigned char *>(stream->constData() + at),
                    quint32(qMin(kChunk, stream->size() - at)));
    appendChunk(out, "IEND", nullptr, 0);
    return out;
}

} // namespace gpa::ui
