// Command-line values: the arguments a script passes, split at NUL bytes (or
// line breaks), through the parser (options, values, positionals, --help)
// and the typed readers every command uses (numbers, whole numbers, dates,
// workload mixes, the view options against a small catalogue). Besides not
// crashing, whatever a reader accepts is within the bounds it was given.
#include "app/commandline.h"
#include "app/viewoptions.h"
#include "core/dataset.h"
#include "core/validation.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

gpa::DataSet smallCatalogue()
{
    gpa::DataSet data;
    for (const char *id : {"rtx-2080-ti", "rtx-2060"}) {
        gpa::Device d;
        d.id = id;
        d.name = id;
        d.vendor = "NVIDIA";
        d.releaseYear = 2019;
        data.devices.push_back(d);
    }
    data.exchangeRates = {{"USD", 1.0, "2025-06-30", ""}, {"EUR", 0.8532, "2025-06-30", ""}};
    return data;
}

int probe(gpa::cli::Invocation &invocation)
{
    using namespace gpa;
    static const DataSet data = smallCatalogue();
    if (const auto n = invocation.number(QStringLiteral("amount"), 1.0, 1e6))
        require(std::isfinite(*n) && *n >= 1.0 && *n <= 1e6);
    if (const auto i = invocation.integer(QStringLiteral("count"), 1, 1024))
        require(*i >= 1 && *i <= 1024);
    if (const auto day = invocation.date(QStringLiteral("date")))
        require(std::isfinite(static_cast<double>(*day)));
    if (invocation.has(QStringLiteral("mix"))) {
        WorkloadMix mix;
        if (!readWorkloadMix(invocation.value(QStringLiteral("mix")).toStdString(), mix)) {
            require(mix.isValid());
            const WorkloadMix n = mix.normalised();
            require(std::fabs(n.cnn + n.rnn + n.transformer - 1.0) < 1e-9);
        }
    }
    if (const auto view = cli::readViewOptions(invocation, data)) {
        require(view->mix.isValid());
        require(data.device(view->referenceId) != nullptr);
        require(view->currency == "USD" || view->currency == "EUR");
    }
    return invocation.failed() ? invocation.reportUsage() : 0;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication application(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpa::cli;
    QStringList arguments;
    QByteArray current;
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == 0 || data[i] == '\n') {
            arguments << QString::fromUtf8(current);
            current.clear();
        } else {
            current += static_cast<char>(data[i]);
        }
    }
    if (!current.isEmpty())
        arguments << QString::fromUtf8(current);

    CommandLine::wantsCommandLine(arguments);
    QList<OptionSpec> options = viewOptionSpecs(OptAllView);
    options.append({QStringLiteral("amount"), QStringLiteral("N"), QString()});
    options.append({QStringLiteral("count"), QStringLiteral("N"), QString()});
    options.append({QStringLiteral("date"), QStringLiteral("YYYY-MM-DD"), QString()});
    options.append({QStringLiteral("mix"), QStringLiteral("W=N,..."), QString()});
    options.append({QStringLiteral("json"), QString(), QString()});
    const CommandSpec probeCommand {QStringLiteral("probe"), QStringLiteral("reads every value"),
                                    {QStringLiteral("DEVICE")}, options, &probe};
    const CommandSpec bare {QStringLiteral("bare"), QStringLiteral("takes nothing"), {}, {},
                            [](Invocation &) { return 0; }};
    CommandLine commandLine({probeCommand, bare});
    const int code = commandLine.run(arguments);
    require(code == ExitOk || code == ExitUsage);
    return 0;
}
