// export-chart through the real executable, with no display: every chart
// kind to a file of the right size, and every bad input refused in one line.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QRegularExpression>

#include <catch2/catch.hpp>

namespace {

QSize imageSize(const QString &path)
{
    QImageReader reader(path);
    return reader.size();
}

QStringList chartArguments(const QString &chart, const QString &output)
{
    return {QStringLiteral("export-chart"), QStringLiteral("--chart"), chart,
            QStringLiteral("--output"), output};
}

QStringList llmArguments(const QString &model, const QString &task, const QString &format)
{
    return {QStringLiteral("--workload"), QStringLiteral("llm"), QStringLiteral("--model"), model,
            QStringLiteral("--task"), task, QStringLiteral("--format"), format};
}

} // namespace

TEST_CASE("export-chart --workload llm draws tokens a second and tokens a second per dollar",
          "[cli][export-chart][llm]")
{
    CliRunner cli;
    // PNG: the per-dollar chart of Llama 3.1 70B at q4_k_m, read back.
    const QString png = QDir(cli.dir()).filePath(QStringLiteral("llm.png"));
    CliResult result = cli.run(chartArguments(QStringLiteral("performance-per-dollar"), png)
                               + llmArguments(QStringLiteral("llama-3.1-70b"), QStringLiteral("inference"),
                                              QStringLiteral("q4_k_m"))
                               + QStringList {QStringLiteral("--width"), QStringLiteral("800"),
                                              QStringLiteral("--height"), QStringLiteral("450")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    CHECK(result.err.isEmpty());
    QImage image(png);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(800, 450));
    // Bars, labels and axes: a good share of the pixels differ from the
    // background of the top-left corner (an empty chart would be one colour).
    const QRgb background = image.pixel(0, 0);
    int drawn = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            drawn += image.pixel(x, y) != background ? 1 : 0;
    }
    CHECK(drawn > image.width() * image.height() / 20);

    // SVG: tokens a second of QLoRA on Llama 3.1 8B; the model is named.
    const QString svg = QDir(cli.dir()).filePath(QStringLiteral("llm.svg"));
    result = cli.run(chartArguments(QStringLiteral("performance"), svg)
                     + llmArguments(QStringLiteral("llama-3.1-8b"), QStringLiteral("qlora"), QStringLiteral("nf4")));
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QFile file(svg);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    CHECK(bytes.startsWith("<?xml"));
    CHECK(bytes.contains("Llama 3.1 8B"));
    CHECK(bytes.contains("qlora"));
    CHECK(bytes.contains("Tokens a second"));

    // --weights and --format name the same option.
    const QString both = QDir(cli.dir()).filePath(QStringLiteral("both.png"));
    result = cli.run(chartArguments(QStringLiteral("performance"), both)
                     + llmArguments(QStringLiteral("llama-3-8b"), QStringLiteral("inference"), QStringLiteral("q8_0"))
                     + QStringList {QStringLiteral("--weights"), QStringLiteral("fp16")});
    CHECK(result.exitCode == 2);
    CHECK(result.stderrText().contains(QStringLiteral("different formats")));
}

TEST_CASE("export-chart writes every chart kind headless at the requested size",
          "[cli][export-chart]")
{
    CliRunner cli;
    const QString chart = GENERATE(
        QStringLiteral("performance"), QStringLiteral("performance-per-dollar"),
        QStringLiteral("scatter"), QStringLiteral("price-history"), QStringLiteral("buy-vs-rent"));
    CAPTURE(chart.toStdString());
    const QString output = QDir(cli.dir()).filePath(chart + QStringLiteral(".png"));
    const CliResult result
        = cli.run(chartArguments(chart, output)
                  + QStringList {QStringLiteral("--workload"), QStringLiteral("cnn"),
                                 QStringLiteral("--precision"), QStringLiteral("fp16"),
                                 QStringLiteral("--width"), QStringLiteral("800"),
                                 QStringLiteral("--height"), QStringLiteral("450")});
    INFO(result.stderrText().toStdString());
    CHECK(result.exitCode == 0);
    CHECK(result.err.isEmpty()); // not even Qt's notes about the environment
    CHECK(result.out.isEmpty());
    CHECK(imageSize(output) == QSize(800, 450));
}

TEST_CASE("export-chart defaults to 1600 x 900 and takes the format from the extension",
          "[cli][export-chart]")
{
    CliRunner cli;
    const QString png = QDir(cli.dir()).filePath(QStringLiteral("chart.png"));
    REQUIRE(cli.run(chartArguments(QStringLiteral("scatter"), png)).exitCode == 0);
    CHECK(imageSize(png) == QSize(1600, 900));

    const QString svg = QDir(cli.dir()).filePath(QStringLiteral("chart.SVG"));
    const CliResult result
        = cli.run(chartArguments(QStringLiteral("buy-vs-rent"), svg)
                  + QStringList {QStringLiteral("--devices"), QStringLiteral("rtx-2070"),
                                 QStringLiteral("--cloud"), QStringLiteral("aws-g4dn-xlarge"),
                                 QStringLiteral("--as-of"), QStringLiteral("2019-04-30"),
                                 QStringLiteral("--currency"), QStringLiteral("EUR")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QFile file(svg);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    CHECK(bytes.startsWith("<?xml"));
    CHECK(bytes.contains("<svg width=\"1600\" height=\"900\""));
    CHECK(bytes.contains("EUR")); // the cost axis is in euros
}

TEST_CASE("export-chart with devices, reference, scale, theme and per-dollar scale",
          "[cli][export-chart]")
{
    CliRunner cli;
    const QString output = QDir(cli.dir()).filePath(QStringLiteral("chart.png"));
    const CliResult result = cli.run(
        chartArguments(QStringLiteral("performance-per-dollar"), output)
        + QStringList {QStringLiteral("--devices"), QStringLiteral("rtx-2060,rtx-2070,gtx-1080-ti"),
                       QStringLiteral("--reference"), QStringLiteral("gtx-1080-ti"),
                       QStringLiteral("--per-dollar"), QStringLiteral("reference"),
                       QStringLiteral("--theme"), QStringLiteral("dark"), QStringLiteral("--width"),
                       QStringLiteral("500"), QStringLiteral("--height"), QStringLiteral("300"),
                       QStringLiteral("--scale"), QStringLiteral("2")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    CHECK(imageSize(output) == QSize(1000, 600));
}

TEST_CASE("export-chart refuses bad input with one line and leaves no file", "[cli][export-chart]")
{
    // "@/" stands for the scratch folder, which is new for each row.
    const QString good = QStringLiteral("@/chart.png");
    using Row = std::tuple<std::string, QStringList, int, QString>;
    const auto [what, arguments, exitCode, mention]
        = GENERATE_COPY(table<std::string, QStringList, int, QString>({
            Row {"unknown chart", chartArguments(QStringLiteral("pie"), good), 2,
                 QStringLiteral("pie")},
            Row {"missing chart",
                 QStringList {QStringLiteral("export-chart"), QStringLiteral("--output"), good}, 2,
                 QStringLiteral("--chart")},
            Row {"missing output",
                 QStringList {QStringLiteral("export-chart"), QStringLiteral("--chart"),
                              QStringLiteral("scatter")},
                 2, QStringLiteral("--output")},
            Row {"bad extension",
                 chartArguments(QStringLiteral("scatter"), QStringLiteral("@/chart.jpg")), 2,
                 QStringLiteral(".png")},
            Row {"unknown device",
                 chartArguments(QStringLiteral("performance"), good)
                     + QStringList {QStringLiteral("--devices"),
                                    QStringLiteral("rtx-2060,no-such-card")},
                 2, QStringLiteral("no-such-card")},
            Row {"unknown cloud offer",
                 chartArguments(QStringLiteral("buy-vs-rent"), good)
                     + QStringList {QStringLiteral("--cloud"), QStringLiteral("nope")},
                 2, QStringLiteral("nope")},
            Row {"unknown workload",
                 chartArguments(QStringLiteral("scatter"), good)
                     + QStringList {QStringLiteral("--workload"), QStringLiteral("gan")},
                 2, QStringLiteral("gan")},
            Row {"width too small",
                 chartArguments(QStringLiteral("scatter"), good)
                     + QStringList {QStringLiteral("--width"), QStringLiteral("10")},
                 2, QStringLiteral("--width")},
            Row {"bad theme",
                 chartArguments(QStringLiteral("scatter"), good)
                     + QStringList {QStringLiteral("--theme"), QStringLiteral("blue")},
                 2, QStringLiteral("blue")},
            Row {"unwritable output",
                 chartArguments(QStringLiteral("scatter"),
                                QStringLiteral("@/missing/folder/chart.png")),
                 1, QStringLiteral("missing/folder")},
            Row {"unknown LLM model",
                 chartArguments(QStringLiteral("performance"), good) + llmArguments(QStringLiteral("llama-9"),
                     QStringLiteral("inference"), QStringLiteral("q4_k_m")),
                 2, QStringLiteral("llama-9")},
            Row {"unknown LLM task",
                 chartArguments(QStringLiteral("performance"), good) + llmArguments(QStringLiteral("llama-3-8b"),
                     QStringLiteral("chat"), QStringLiteral("q4_k_m")),
                 2, QStringLiteral("chat")},
            Row {"unknown LLM format",
                 chartArguments(QStringLiteral("performance"), good) + llmArguments(QStringLiteral("llama-3-8b"),
                     QStringLiteral("inference"), QStringLiteral("q3_k")),
                 2, QStringLiteral("--format: unknown format 'q3_k'")},
            Row {"a format the task cannot train",
                 chartArguments(QStringLiteral("performance"), good) + llmArguments(QStringLiteral("llama-3-8b"),
                     QStringLiteral("full"), QStringLiteral("q4_0")),
                 2, QStringLiteral("q4_0")},
            Row {"LLM without a model",
                 chartArguments(QStringLiteral("performance"), good)
                     + QStringList {QStringLiteral("--workload"), QStringLiteral("llm"), QStringLiteral("--task"),
                                    QStringLiteral("inference"), QStringLiteral("--format"), QStringLiteral("fp16")},
                 2, QStringLiteral("--model")},
            Row {"LLM options without --workload llm",
                 chartArguments(QStringLiteral("performance"), good)
                     + QStringList {QStringLiteral("--model"), QStringLiteral("llama-3-8b")},
                 2, QStringLiteral("--model needs --workload llm")},
            Row {"a chart an LLM does not have",
                 chartArguments(QStringLiteral("scatter"), good) + llmArguments(QStringLiteral("llama-3-8b"),
                     QStringLiteral("inference"), QStringLiteral("q4_k_m")),
                 2, QStringLiteral("scatter")},
            Row {"nothing to draw: a device without a price",
                 chartArguments(QStringLiteral("buy-vs-rent"), good)
                     + QStringList {QStringLiteral("--devices"), QStringLiteral("tpu-v2")},
                 1, QStringLiteral("no price")},
        }));
    CAPTURE(what);
    CliRunner cli;
    QStringList resolved;
    for (const QString &a : arguments)
        resolved << (a.startsWith(QLatin1String("@/")) ? QDir(cli.dir()).filePath(a.mid(2)) : a);
    const CliResult result = cli.run(resolved);
    INFO(result.stderrText().toStdString());
    CHECK(result.exitCode == exitCode);
    CHECK(result.stderrLines() == 1);
    CHECK(result.stderrText().contains(mention));
    CHECK(
        QDir(cli.dir())
            .entryList({QStringLiteral("*.png"), QStringLiteral("*.jpg"), QStringLiteral("*.svg")},
                       QDir::Files)
            .isEmpty());
    CHECK(QDir(cli.dir())
              .entryList(QDir::Files | QDir::Hidden)
              .filter(QStringLiteral("chart"))
              .isEmpty());
}

TEST_CASE("export-chart --help lists its options", "[cli][export-chart]")
{
    const CliResult result
        = CliRunner::runRaw({QStringLiteral("export-chart"), QStringLiteral("--help")});
    CHECK(result.exitCode == 0);
    const QString text = QString::fromUtf8(result.out);
    for (const char *option : {"--chart", "--output", "--devices", "--cloud", "--width", "--height",
                               "--currency", "--reference", "--as-of", "--workload", "--precision", "--model",
                               "--task", "--format", "--weights"})
        CHECK(text.contains(QLatin1String(option)));
}

namespace {

// The text an SVG file shows: its <text> elements' contents joined (a line
// is split into runs of one script and format).
QString fileText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString svg = QString::fromUtf8(file.readAll());
    static const QRegularExpression element(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    QString text;
    for (const QRegularExpressionMatch &m : element.globalMatch(svg))
        text += m.captured(1).trimmed();
    return text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
}

} // namespace

TEST_CASE("export-chart writes a footer people can cite, in the user's language", "[cli][export-chart][footer]")
{
    CliRunner cli;
    const QString output = QDir(cli.dir()).filePath(QStringLiteral("chart.svg"));
    const QStringList arguments = chartArguments(QStringLiteral("performance"), output)
        + QStringList {QStringLiteral("--as-of"), QStringLiteral("2019-04-30"), QStringLiteral("--devices"),
                       QStringLiteral("rtx-2080-ti,rtx-2070")};

    SECTION("English")
    {
        const CliResult result = cli.run(arguments);
        INFO(result.stderrText().toStdString());
        REQUIRE(result.exitCode == 0);
        const QString text = fileText(output);
        CHECK(text.contains(QStringLiteral("The market as of 2019-04-30 · workload: CNN, 16-bit mixed precision")));
        CHECK(text.contains(QStringLiteral("Prices: new and used street prices mixed (Dettmers 2019, §4.3)")));
        CHECK(text.contains(QStringLiteral("prices as of 2019-04-30; ")));
        CHECK(text.contains(QStringLiteral("Source: Dettmers 2019, §4.1")));
    }
    SECTION("Simplified Chinese")
    {
        const CliResult result = cli.runInLocale(arguments, QStringLiteral("zh_CN.UTF-8"));
        INFO(result.stderrText().toStdString());
        REQUIRE(result.exitCode == 0);
        const QString text = fileText(output);
        CHECK(text.contains(QStringLiteral("2019-04-30 时的市场 · 工作负载：")));
        CHECK(text.contains(QStringLiteral("价格：新卡与二手市场价的平均（Dettmers 2019，§4.3）")));
        CHECK(text.contains(QStringLiteral("价格截至 2019-04-30")));
        CHECK(text.contains(QStringLiteral("来源：Dettmers 2019，§4.1")));
        CHECK_FALSE(text.contains(QStringLiteral("workload:")));
    }
}

TEST_CASE("export-chart: a selection is never marked, data-centre parts only when asked",
          "[cli][export-chart][parts]")
{
    CliRunner cli;
    const QString output = QDir(cli.dir()).filePath(QStringLiteral("chart.svg"));
    CliResult result = cli.run(chartArguments(QStringLiteral("performance"), output));
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QString text = fileText(output);
    CHECK_FALSE(text.contains(QStringLiteral("SXM")));
    CHECK_FALSE(text.contains(QStringLiteral("▶")));
    CHECK(text.contains(QStringLiteral("left out: one card does not go into the host machine")));

    result = cli.run(chartArguments(QStringLiteral("performance"), output) + QStringList {QStringLiteral("--all-parts")});
    REQUIRE(result.exitCode == 0);
    text = fileText(output);
    CHECK(text.contains(QStringLiteral("SXM")));
    CHECK_FALSE(text.contains(QStringLiteral("left out: one card")));
}

TEST_CASE("export-chart without the charts module says so in one line and writes nothing",
          "[cli][export-chart][module]")
{
    // The executable and its window module, without the charts module.
    QTemporaryDir dir;
    const QFileInfo executable(QStringLiteral(GPA_EXECUTABLE));
    const QString gui = executable.absoluteDir().filePath(QStringLiteral("gpu-advisor-gui.so"));
    REQUIRE(QFile::copy(executable.absoluteFilePath(), dir.filePath(QStringLiteral("gpu-advisor"))));
    REQUIRE(QFile::copy(gui, dir.filePath(QStringLiteral("gpu-advisor-gui.so"))));
    REQUIRE(QFile::setPermissions(dir.filePath(QStringLiteral("gpu-advisor")),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    CliRunner catalogue;
    REQUIRE(catalogue.run({QStringLiteral("list")}).exitCode == 0); // creates it
    for (const QString &name : {QStringLiteral("chart.png"), QStringLiteral("chart.svg")}) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        process.start(dir.filePath(QStringLiteral("gpu-advisor")),
                      chartArguments(QStringLiteral("performance"), dir.filePath(name))
                          + QStringList {QStringLiteral("--database"), catalogue.databasePath()});
        REQUIRE(process.waitForFinished(120000));
        const QString err = QString::fromUtf8(process.readAllStandardError()).trimmed();
        CAPTURE(err);
        CHECK(process.exitCode() == 1);
        CHECK(err.count(QLatin1Char('\n')) == 0);
        CHECK(err.contains(QStringLiteral("charts cannot be drawn")));
        CHECK(err.contains(QStringLiteral("gpu-advisor-charts.so is not installed")));
        CHECK_FALSE(QFileInfo::exists(dir.filePath(name)));
    }
}
