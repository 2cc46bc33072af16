#include "reportwriter.h"

#include "candidateschart.h"
#include "core/currency.h"
#include "core/date.h"
#include "core/pricing.h"
#include "database/qtconvert.h"
#include "recommendationtext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <set>

namespace gpa::ui {

namespace {

class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::ReportWriter)

public:
    // `browser`: rules QTextDocument (the PDF) would misread are added.
    static QString css(bool browser)
    {
        // Plain selectors and properties: QTextDocument (the PDF) reads the
        // same sheet as a browser.
        return QStringLiteral(
                   "body { font-family: 'DejaVu Sans', 'Segoe UI', Helvetica, Arial, sans-serif;"
                   " color: #1f2328; max-width: 56em; margin: 1.5em auto; padding: 0 1em;"
                   " line-height: 1.45; }\n"
                   "h1 { font-size: 1.6em; margin-bottom: 0.1em; }\n"
                   "h2 { font-size: 1.25em; border-bottom: 1px solid #d0d7de; padding-bottom: "
                   "0.2em;"
                   " margin-top: 1.4em; }\n"
                   "h3 { font-size: 1.08em; margin-bottom: 0.2em; }\n"
                   "p.meta { color: #57606a; margin-top: 0; }\n"
                   "table.inputs { border-collapse: collapse; }\n"
                   "table.inputs td { padding: 2px 14px 2px 0; vertical-align: top; }\n"
                   "table.inputs td.key { color: #57606a; }\n"
                   "p.figures { color: #57606a; margin-top: 0; }\n"
                   "p.label { font-weight: bold; margin: 0.4em 0 0 0; }\n"
                   "p.warn { color: #9a6700; }\n"
                   "ul { margin-top: 0.2em; }\n"
                   "ul.warnings li { color: #9a6700; }\n"
                   "ul.misses { list-style-type: circle; -qt-list-indent: 2; }\n"
                   "span.rule { color: #57606a; }\n"
                   "p.unmet { background-color: #fff1e5; border: 1px solid #e8a87c; padding: "
                   "0.5em; }\n"
                   "p.bound { background-color: #eef6ff; padding: 0.4em; }\n")
            + (browser
                   ? QStringLiteral("img.chart { max-width: 100%; height: auto; border: 1px solid "
                                    "#d0d7de; }\n")
                   : QString())
            + QStringLiteral("ol.sources, ul.sources { font-size: 0.85em; color: #57606a; }\n"
                             "span.caption { font-size: 0.85em; color: #57606a; }\n"
                             // The body's line height would stretch the chart's line too.
                             "p.figure { line-height: 100%; }\n"
                             "p.footer { font-size: 0.85em; color: #57606a; margin-top: 2em; }\n");
    }

    static QString quoteLine(const Device &device, const PricedQuote &priced)
    {
        const UsedQuote &q = priced.quote;
        QString line = tr("%1, price: %2 %3 (%4, %5), seen %6")
                           .arg(toQString(device.name), QLocale::c().toString(q.amount, 'f', 2),
                                toQString(q.currency), toQString(toString(q.kind)),
                                toQString(toString(q.condition())), toQString(q.observed.toString()));
        if (!q.source.empty())
            line += QStringLiteral(": ") + toQString(q.source);
        return line;
    }

    static std::optional<QString> failure(const QString &path, const QString &reason)
    {
        return tr("cannot write %1: %2").arg(path, reason);
    }
};

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString pngDataUri(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return {};
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(bytes.toBase64());
}

const QString kChartResource = QStringLiteral("gpa-report-chart.png");

} // namespace

std::optional<ReportFormat> reportFormat(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    if (suffix == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    return std::nullopt;
}

QStringList recommendationSources(const Recommendation &r, const DataSet &data)
{
    QStringList lines;
    const RecommendationInputs &in = r.inputs;
    const CurrencyTable rates(data.exchangeRates);
    // The same query the recommender priced the cards with.
    const PriceBook book(data);
    ViewOptions view;
    view.policy = in.usedAllowed ? PricePolicy::Default : PricePolicy::NewOnly;
    view.asOfDay = in.asOfDay;
    const PriceQuery query = priceQuery(view, Assumptions{}, book);
    for (const std::string &id : candidateDeviceIds(r)) {
        const Device *device = data.device(id);
        if (!device)
            continue;
        if (!device->source.empty())
            lines.append(ReportWriter::tr("%1, specifications: %2")
                             .arg(toQString(device->name), toQString(device->source)));
        std::set<std::string> benchmarkSources;
        for (const Benchmark &b : data.benchmarks) {
            if (b.deviceId == id && !b.source.empty())
                benchmarkSources.insert(b.source);
        }
        for (const std::string &source : benchmarkSources)
            lines.append(ReportWriter::tr("%1, benchmark: %2")
                             .arg(toQString(device->name), toQString(source)));
        const EffectivePrice price = effectivePrice(book.quotes(id), id, rates, query);
        for (const PricedQuote &q : price.quotes)
            lines.append(ReportWriter::quoteLine(*device, q));
    }
    for (const auto *cloud : {&r.cloud, &r.cloudSpot}) {
        if (!*cloud)
            continue;
        for (const CloudOffer &offer : data.cloudOffers) {
            if (offer.id != (*cloud)->offerId)
                continue;
            QString line = ReportWriter::tr("%1 %2, cloud prices")
                               .arg(toQString(offer.provider), toQString(offer.instance));
            if (!offer.priceDate.empty())
                line += ReportWriter::tr(" of %1").arg(toQString(offer.priceDate));
            if (!offer.source.empty())
                line += QStringLiteral(": ") + toQString(offer.source);
            if (!lines.contains(line))
                lines.append(line);
        }
    }
    lines.append(ReportWriter::tr(
        "Performance: measured benchmarks where the catalogue has them, otherwise estimated "
        "from the specification sheets (Dettmers 2019, §4.2); relative to the reference device."));
    lines.append(ReportWriter::tr(
        "The catalogue's origins: vendor specifications and whitepapers; Lambda's deep-learning "
        "benchmarks (lambdal/deeplearning-benchmark); SkyPilot's cloud price catalogue; Epoch "
        "AI, Data on Machine Learning Hardware (CC BY 4.0)."));
    lines.append(ReportWriter::tr(
        "Rules: Tim Dettmers, \"Which GPU(s) to Get for Deep Learning\" (April 2019), cited as "
        "\"Dettmers 2019, §\" with the number of the rule."));
    return lines;
}

namespace {

// The page for a browser, or for QTextDocument (the PDF): there the chart is
// a resource, not a data: URI, and drawn narrower than the page's text.
QString reportHtml(const Recommendation &r, const ReportDetails &details, bool forPdf)
{
    const QString title = ReportWriter::tr("GPU recommendation");
    const QString lang = QLocale().bcp47Name();
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n"
                                  "<meta charset=\"utf-8\"/>\n<title>%2</title>\n"
                                  "<style>\n%3</style>\n</head>\n<body>\n")
                       .arg(lang, escaped(title), ReportWriter::css(!forPdf));
    html += QStringLiteral("<h1>%1</h1>\n").arg(escaped(title));
    QStringList meta;
    meta.append(ReportWriter::tr("Made on %1 with GPU Advisor %2")
                    .arg(QLocale().toString(details.created, QLocale::LongFormat),
                         QCoreApplication::applicationVersion()));
    meta.append(r.inputs.asOfDay ? ReportWriter::tr("Catalogue as of %1")
                                       .arg(toQString(isoDateFromDayNumber(*r.inputs.asOfDay)))
                                 : ReportWriter::tr("Catalogue as of today"));
    meta.append(details.personaName.isEmpty()
                    ? ReportWriter::tr("Answers given from scratch")
                    : ReportWriter::tr("Answers starting from the persona \"%1\"")
                          .arg(details.personaName));
    html += QStringLiteral("<p class=\"meta\">%1</p>\n")
                .arg(escaped(meta.join(QStringLiteral(" · "))));

    // The recommendation first, its chart at the top: what the reader came for.
    html += QStringLiteral("<h2>%1</h2>\n").arg(escaped(ReportWriter::tr("Recommendation")));
    if (!details.chart.isNull()) {
        const QString src = forPdf ? kChartResource : pngDataUri(details.chart);
        const qreal dpr
            = details.chart.devicePixelRatio() > 0 ? details.chart.devicePixelRatio() : 1.0;
        const int width = forPdf ? 520 : qRound(details.chart.width() / dpr);
        // Both sides: QTextDocument keeps the image's own height otherwise.
        const int height = qRound(width * static_cast<double>(details.chart.height())
                                  / std::max(details.chart.width(), 1));
        html
            += QStringLiteral(
                   "<p class=\"figure\"><img class=\"chart\" src=\"%1\" width=\"%2\" height=\"%3\" "
                   "alt=\"%4\"/><br/><span class=\"caption\">%5</span></p>\n")
                   .arg(src)
                   .arg(width)
                   .arg(height)
                   .arg(escaped(ReportWriter::tr(
                            "Bar chart: performance per dollar of each candidate for convnets, "
                            "RNNs and Transformers")),
                        escaped(ReportWriter::tr(
                            "Performance per dollar of the candidates; the best of each workload "
                            "= 1.0 (Dettmers 2019, §4.4).")));
    }
    html += RecommendationText::resultHtml(r, details.referenceName);

    html += QStringLiteral("<h2>%1</h2>\n<table class=\"inputs\">\n")
                .arg(escaped(ReportWriter::tr("Your answers")));
    for (const auto &[key, value] : RecommendationText::inputRows(r.inputs))
        html += QStringLiteral("<tr><td class=\"key\">%1</td><td>%2</td></tr>\n")
                    .arg(escaped(key), escaped(value));
    html += QStringLiteral("</table>\n");

    if (!details.sources.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>\n<ul class=\"sources\">\n")
                    .arg(escaped(ReportWriter::tr("Data sources")));
        for (const QString &line : details.sources)
            html += QStringLiteral("<li>%1</li>\n").arg(escaped(line));
        html += QStringLiteral("</ul>\n");
    }
    html += QStringLiteral("<p class=\"footer\">%1</p>\n</body>\n</html>\n")
                .arg(escaped(ReportWriter::tr(
                    "Estimates, not promises: prices change and estimated figures carry the "
                    "uncertainty stated beside them. Check the current prices before buying.")));
    return html;
}

} // namespace

QString recommendationReportHtml(const Recommendation &recommendation, const ReportDetails &details)
{
    return reportHtml(recommendation, details, false);
}

std::optional<QString> writeRecommendationReport(const Recommendation &recommendation,
                                                 const ReportDetails &details, const QString &path)
{
    const auto format = reportFormat(path);
    if (!format)
        return ReportWriter::tr("'%1': unknown file type, the name must end in .html or .pdf")
            .arg(path);

    QByteArray bytes;
    if (*format == ReportFormat::Html) {
        bytes = reportHtml(recommendation, details, false).toUtf8();
    } else {
        // QTextDocument does not read data: URIs; the chart goes in as a resource.
        QTextDocument document;
        document.setDefaultStyleSheet(ReportWriter::css(false));
        if (!details.chart.isNull()) {
            // Sized by the <img> attributes alone: a device pixel ratio
            // would make QTextDocument reserve a different height.
            QImage chart = details.chart;
            chart.setDevicePixelRatio(1.0);
            document.addResource(QTextDocument::ImageResource, QUrl(kChartResource), chart);
        }
        document.setHtml(reportHtml(recommendation, details, true));
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setTitle(ReportWriter::tr("GPU recommendation"));
        writer.setCreator(QStringLiteral("GPU Advisor"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        document.print(&writer);
    }
    if (bytes.isEmpty())
        return ReportWriter::tr("the report could not be drawn");

    // Everything is in memory: the file appears complete or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ReportWriter::failure(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return ReportWriter::failure(path, reason);
    }
    if (!file.commit())
        return ReportWriter::failure(path, file.errorString());
    return std::nullopt;
}

} // namespace gpa::ui
