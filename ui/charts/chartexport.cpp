#include "chartexport.h"

#include "chartbuilder.h"
#include "chartsnapshot.h"
#include "pngencoder.h"
#include "ui/logging.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cstdlib>
#include <memory>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gpa::ui {

namespace {

class ChartExport
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::ChartExport)

public:
    static std::optional<QString> checkSize(QSize size, double scale)
    {
        if (size.width() < kMinChartSide || size.height() < kMinChartSide
            || size.width() > kMaxChartSide || size.height() > kMaxChartSide)
            return tr("the chart size must be between %1 and %2 pixels a side, not %3 x %4")
                .arg(kMinChartSide)
                .arg(kMaxChartSide)
                .arg(size.width())
                .arg(size.height());
        if (!(scale >= kMinChartScale && scale <= kMaxChartScale))
            return tr("the scale must be between %1 and %2, not %3")
                .arg(kMinChartScale)
                .arg(kMaxChartScale)
                .arg(scale);
        return std::nullopt;
    }
};

// What a file gets: no screen selection marks, a footer, fonts that grow
// with the picture.
ChartOptions forFile(ChartOptions options, QSize size)
{
    options.forFile = true;
    if (options.fontPixelSize <= 0)
        options.fontPixelSize = chartFontPixelSize(size);
    return options;
}

// A chart laid out at `size` in a scene of its own, ready to be drawn.
class LaidOutChart
{
public:
    LaidOutChart(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                 QSize size)
        : m_chart(buildChart(snapshot, kind, forFile(options, size), QSizeF(size)))
    {
        m_scene.addItem(m_chart); // the scene owns it from here
        m_chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
        // Qt Charts lays out on the next event loop pass; a file is written
        // now, so the layout runs here.
        if (QGraphicsLayout *layout = m_chart->layout())
            layout->activate();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        m_rect = QRectF(QPointF(0, 0), QSizeF(size));
    }

    void render(QPainter *painter, const QRectF &target)
    {
        m_scene.render(painter, target, m_rect);
    }

private:
    QGraphicsScene m_scene;
    QChart *m_chart;
    QRectF m_rect;
};

// An empty (transparent) image of `pixels`. A 1600 x 900 chart is 5.6 MiB,
// touched once by the painter: asked for in huge pages where the system
// gives them on request, the first touch costs three page faults instead of
// 1,400 (most of the time the fill took). Otherwise an ordinary QImage.
QImage newTransparentImage(QSize pixels)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr size_t kHugePage = size_t(2) << 20;
    const size_t bytes = size_t(pixels.width()) * size_t(pixels.height()) * 4;
    if (pixels.width() > 0 && pixels.height() > 0 && bytes >= kHugePage) {
        const size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
        if (void *memory = std::aligned_alloc(kHugePage, rounded)) {
            madvise(memory, rounded, MADV_HUGEPAGE); // a hint: ignored where unsupported
            QImage image(static_cast<uchar *>(memory), pixels.width(), pixels.height(),
                         qsizetype(pixels.width()) * 4, QImage::Format_ARGB32_Premultiplied,
                         [](void *data) { std::free(data); }, memory);
            if (image.isNull()) {
                std::free(memory);
                return {};
            }
            image.fill(Qt::transparent);
            return image;
        }
    }
#endif
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (!image.isNull())
        image.fill(Qt::transparent);
    return image;
}

} // namespace

std::optional<ChartFileFormat> chartFileFormat(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ChartFileFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ChartFileFormat::Svg;
    return std::nullopt;
}

QImage renderChart(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                   QSize size, double scale)
{
    if (ChartExport::checkSize(size, scale))
        return {};
    QElapsedTimer timer;
    timer.start();
    LaidOutChart chart(snapshot, kind, options, size);
    const QSize pixels(qRound(size.width() * scale), qRound(size.height() * scale));
    QImage image = newTransparentImage(pixels);
    if (image.isNull())
        return {};
    image.setDevicePixelRatio(scale);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        chart.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    qCDebug(lcUi) << "rendered" << chartKindId(kind) << size << "x" << scale << "in"
                  << timer.elapsed() << "ms";
    return image;
}

std::optional<QString> exportChart(const ChartSnapshot &snapshot, ChartKind kind,
                                   const ChartOptions &options, const QString &path, QSize size,
                                   double scale)
{
    const auto format = chartFileFormat(path);
    if (!format)
        return ChartExport::tr("'%1': unknown file type, the name must end in .png or .svg")
            .arg(path);
    if (auto problem = ChartExport::checkSize(size, scale))
        return problem;

    QByteArray bytes;
    if (*format == ChartFileFormat::Png) {
        const QImage image = renderChart(snapshot, kind, options, size, scale);
        if (image.isNull())
            return ChartExport::tr("not enough memory for a %1 x %2 image")
                .arg(size.width() * scale)
                .arg(size.height() * scale);
        bytes = encodePng(image);
        if (bytes.isEmpty())
            return ChartExport::tr("the PNG image could not be encoded");
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(chartKindTitle(kind));
        generator.setDescription(ChartExport::tr("Chart exported by GPU Advisor"));
        LaidOutChart chart(snapshot, kind, options, size);
        QPainter painter;
        if (!painter.begin(&generator))
            return ChartExport::tr("the SVG drawing could not be started");
        chart.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.end();
        // QSvgGenerator states the size in millimetres at its resolution;
        // the size asked for is in pixels, which is what viewers expect.
        static const QRegularExpression physical(
            QStringLiteral("<svg width=\"[0-9.]+mm\" height=\"[0-9.]+mm\""));
        const QString head = QString::fromUtf8(bytes.left(512));
        const QRegularExpressionMatch match = physical.match(head);
        if (match.hasMatch()) {
            const QByteArray pixels = QStringLiteral("<svg width=\"%1\" height=\"%2\"")
                                          .arg(size.width())
                                          .arg(size.height())
                                          .toUtf8();
            bytes.replace(head.left(match.capturedStart()).toUtf8().size(), match.capturedLength(),
                          pixels);
        }
    }

    // Everything is in memory: the file appears complete or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ChartExport::tr("cannot write %1: %2").arg(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return ChartExport::tr("cannot write %1: %2").arg(path, reason);
    }
    if (!file.commit())
        return ChartExport::tr("cannot write %1: %2").arg(path, file.errorString());
    return std::nullopt;
}

std::optional<QString> exportChart(ChartKind kind, const ChartContext &context, const QString &path,
                                   QSize size, double scale, const ChartOptions &options)
{
    if (!chartFileFormat(path))
        return ChartExport::tr("'%1': unknown file type, the name must end in .png or .svg")
            .arg(path);
    const ChartSnapshot snapshot = takeChartSnapshot(context, kind);
    return exportChart(snapshot, kind, options, path, size, scale);
}

} // namespace gpa::ui
