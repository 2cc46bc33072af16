// The charts module (gpu-advisor-charts.so): everything that draws with Qt
// Charts and Qt SVG, behind ChartDrawing (chartdrawing.h). The window loads it
// on the first chart the user asks for.
#include "chartbuilder.h"
#include "chartdrawing.h"
#include "chartsnapshot.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cstdlib>
#include <memory>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gpa::ui {

namespace {

// The texts of an export keep the translation context they have in
// chartexport.cpp.
struct ExportText
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::ChartExport)
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

class QtChartDrawing final : public ChartDrawing
{
public:
    QWidget *createView(QWidget *parent) const override
    {
        auto *view = new QChartView(parent);
        view->setRenderHint(QPainter::Antialiasing);
        return view;
    }

    void show(QWidget *widget, const ChartSnapshot &snapshot, ChartKind kind,
              const ChartOptions &options, QSizeF size) const override
    {
        auto *view = qobject_cast<QChartView *>(widget);
        if (!view)
            return;
        QChart *old = view->chart();
        if (!updateChart(old, snapshot, kind, options, size)) {
            view->setChart(buildChart(snapshot, kind, options, size));
            delete old; // the view gives up ownership of the chart it replaces
        }
    }

    QImage render(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                  QSize size, double scale) const override
    {
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
        return image;
    }

    QByteArray svg(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                   QSize size, QString *error) const override
    {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(chartKindTitle(kind));
        generator.setDescription(ExportText::tr("Chart exported by GPU Advisor"));
        LaidOutChart chart(snapshot, kind, options, size);
        QPainter painter;
        if (!painter.begin(&generator)) {
            *error = ExportText::tr("the SVG drawing could not be started");
            return {};
        }
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
        return bytes;
    }
};

} // namespace

const ChartDrawing &linkedChartDrawing()
{
    static const QtChartDrawing drawing;
    return drawing;
}

} // namespace gpa::ui
