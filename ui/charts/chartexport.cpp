#include "chartexport.h"

#include "chartbuilder.h"
#include "chartdrawing.h"
#include "chartsnapshot.h"
#include "pngencoder.h"
#include "ui/logging.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSaveFile>

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
    QString error;
    const ChartDrawing *drawing = chartDrawing(&error);
    if (!drawing) {
        qCWarning(lcUi) << error;
        return {};
    }
    QElapsedTimer timer;
    timer.start();
    QImage image = drawing->render(snapshot, kind, options, size, scale);
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
        QString error;
        if (!chartDrawing(&error))
            return error;
        const QImage image = renderChart(snapshot, kind, options, size, scale);
        if (image.isNull())
            return ChartExport::tr("not enough memory for a %1 x %2 image")
                .arg(size.width() * scale)
                .arg(size.height() * scale);
        bytes = encodePng(image);
        if (bytes.isEmpty())
            return ChartExport::tr("the PNG image could not be encoded");
    } else {
        QString error;
        const ChartDrawing *drawing = chartDrawing(&error);
        if (drawing)
            bytes = drawing->svg(snapshot, kind, options, size, &error);
        if (bytes.isEmpty())
            return error;
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
