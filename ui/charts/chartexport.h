#pragma once

#include "chartcontext.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <optional>

namespace gpa::ui {

struct ChartSnapshot;

enum class ChartFileFormat { Png, Svg };

// The format a file name asks for, from its extension (".png", ".svg", in
// any case); nullopt for any other.
std::optional<ChartFileFormat> chartFileFormat(const QString &path);

// Limits of an export, checked before anything is drawn.
inline constexpr int kMinChartSide = 200;
inline constexpr int kMaxChartSide = 10000;
inline constexpr double kMinChartScale = 0.5;
inline constexpr double kMaxChartScale = 4.0;

// Draws the chart without any window: `size` in logical pixels, `scale` the
// device pixel ratio (the image is size x scale pixels, text and lines scaled
// with it). Null image when the size or scale is out of range.
QImage renderChart(const ChartSnapshot &snapshot, ChartKind kind, const ChartOptions &options,
                   QSize size, double scale = 1.0);

// Writes the chart to `path`: PNG (size x scale pixels) or SVG (size, in
// vector form), the format from the extension. The file is written
// atomically (QSaveFile): on any failure (unknown extension, size out of
// range, unwritable folder, full disk) nothing is left at `path` and the
// result is a one-line translated reason; nullopt on success.
std::optional<QString> exportChart(const ChartSnapshot &snapshot, ChartKind kind,
                                   const ChartOptions &options, const QString &path, QSize size,
                                   double scale = 1.0);

// The same from the workspace's context: computes only what `kind` needs.
std::optional<QString> exportChart(ChartKind kind, const ChartContext &context, const QString &path,
                                   QSize size, double scale = 1.0,
                                   const ChartOptions &options = {});

} // namespace gpa::ui
