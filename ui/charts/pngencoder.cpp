#include "pngencoder.h"

#include <QImage>

#include <zlib.h>

#include <array>
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

// Feeds zlib and writes what it gives back as IDAT chunks.
class IdatStream
{
public:
    IdatStream(QByteArray &out, int level)
        : m_out(out)
    {
        m_ok = deflateInit2(&m_zlib, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) == Z_OK;
    }
    ~IdatStream()
    {
        if (m_ok)
            deflateEnd(&m_zlib);
    }
    IdatStream(const IdatStream &) = delete;
    IdatStream &operator=(const IdatStream &) = delete;

    bool ok() const { return m_ok; }

    bool write(const unsigned char *data, size_t size, bool last)
    {
        m_zlib.next_in = const_cast<Bytef *>(data);
        m_zlib.avail_in = uInt(size);
        const int flush = last ? Z_FINISH : Z_NO_FLUSH;
        for (;;) {
            m_zlib.next_out = m_buffer.data() + m_used;
            m_zlib.avail_out = uInt(m_buffer.size() - m_used);
            const int status = deflate(&m_zlib, flush);
            if (status == Z_STREAM_ERROR)
                return false;
            m_used = m_buffer.size() - m_zlib.avail_out;
            if (m_used == m_buffer.size() || (last && status == Z_STREAM_END && m_used > 0)) {
                appendChunk(m_out, "IDAT", m_buffer.data(), quint32(m_used));
                m_used = 0;
            }
            if (last ? status == Z_STREAM_END : m_zlib.avail_in == 0)
                return true;
        }
    }

private:
    QByteArray &m_out;
    z_stream m_zlib {};
    bool m_ok = false;
    // Large enough that a chart's stream takes a few chunks.
    std::array<unsigned char, 64 * 1024> m_buffer {};
    size_t m_used = 0;
};

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
    const int channels = opaque ? 3 : 4;

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

    IdatStream idat(out, level);
    if (!idat.ok())
        return {};
    // Filter type 0 (None) on every row: a chart's rows are mostly runs of
    // one colour, which deflate finds as they are; libpng's per-row choice
    // among five filters costs more than the whole compression and, on such
    // pictures, gives a larger file.
    std::vector<unsigned char> row(1 + size_t(width) * size_t(channels));
    row[0] = 0;
    for (int y = 0; y < height; ++y) {
        const auto *pixels = reinterpret_cast<const QRgb *>(source.constScanLine(y));
        unsigned char *to = row.data() + 1;
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
        if (!idat.write(row.data(), row.size(), y == height - 1))
            return {};
    }
    appendChunk(out, "IEND", nullptr, 0);
    return out;
}

} // namespace gpa::ui
