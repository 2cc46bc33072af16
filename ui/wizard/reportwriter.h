#pragma once

#include "core/dataset.h"
#include "core/recommender.h"

#include <QDateTime>
#include <QImage>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpa::ui {

// What a report shows beside the recommendation itself.
struct ReportDetails
{
    QString personaName; // the persona the answers started from; empty: from scratch
    QString referenceName; // the device performance is relative to
    QDateTime created; // when the report was made
    QImage chart; // the candidates' performance per dollar; null: none
    QStringList sources; // one line each (see recommendationSources)
};

enum class ReportFormat { Html, Pdf };

// The format a file name asks for, from its extension (".html", ".htm",
// ".pdf", in any case); nullopt for any other.
std::optional<ReportFormat> reportFormat(const QString &path);

// Where the figures come from: each candidate's specifications and the price
// quotes used (under the recommender's policy and date), the cloud offers'
// sources, and the catalogue's origins.
QStringList recommendationSources(const Recommendation &recommendation, const DataSet &data);

// The report as one self-contained HTML page: inline CSS, the chart as a
// base64 PNG, the picks with reasons and warnings, the alternatives, the
// inputs, the date and the data sources.
QString recommendationReportHtml(const Recommendation &recommendation,
                                 const ReportDetails &details);

// Writes the report to `path`, HTML or PDF by the extension, atomically
// (QSaveFile): on failure nothing is left at `path` and the result is a
// one-line translated reason; nullopt on success. Needs a QGuiApplication
// (fonts), not a window.
std::optional<QString> writeRecommendationReport(const Recommendation &recommendation,
                                                 const ReportDetails &details, const QString &path);

} // namespace gpa::ui
