#include "commands.h"

#include "core/json.h"
#include "core/tableio.h"
#include "database/catalogue.h"
#include "database/qtconvert.h"

#include <QLocale>

namespace gpa::cli {

namespace {

class ListCommand
{
    Q_DECLARE_TR_FUNCTIONS(ListCommand)

public:
    static int run(Invocation &invocation)
    {
        const auto catalogue = openCatalogue(invocation);
        if (!catalogue)
            return ExitFailure;
        const auto read = catalogue->devices();
        if (!read) {
            printError(QString::fromStdString(read.message()));
            return ExitFailure;
        }
        const std::vector<Device> &devices = *read;

        if (invocation.has(QStringLiteral("json"))) {
            json::Value array = json::Value::array();
            for (const Device &d : devices)
                array.push(tableio::deviceJson(d));
            printOut(array.dump(2) + "\n");
            return ExitOk;
        }
        printOut(table(devices));
        return ExitOk;
    }

private:
    static QString number(const std::optional<double> &value, int decimals)
    {
        return value ? QString::number(*value, 'f', decimals) : QStringLiteral("?");
    }

    // A plain-text table for terminals; "?" marks an unknown value.
    static QString table(const std::vector<Device> &devices)
    {
        const QStringList header{tr("ID"), tr("Name"), tr("Vendor"), tr("Kind"), tr("Memory GB"),
                                 tr("Bandwidth GB/s"), tr("FP32 TFLOPS"), tr("Tensor TFLOPS"),
                                 tr("TDP W"), tr("Year")};
        QList<QStringList> rows;
        for (const Device &d : devices) {
            rows.append({toQString(d.id), toQString(d.name), toQString(d.vendor),
                         toQString(toString(d.kind)),
                         number(d.memoryGb, 0), number(d.memoryBandwidthGbs, 0),
                         number(d.fp32Tflops, 1), number(d.tensorFp16TflopsDense, 1),
                         number(d.tdpW, 0),
                         d.releaseYear ? QString::number(*d.releaseYear) : QStringLiteral("?")});
        }
        QString out = formatTable(header, rows, 4);
        out += tr("%n device(s); ? = unknown", nullptr, static_cast<int>(devices.size())) + QLatin1Char('\n');
        return out;
    }
};

} // namespace

CommandSpec listCommand()
{
    return {QStringLiteral("list"),
            ListCommand::tr("list every device of the catalogue with its specifications"),
            {},
            {{QStringLiteral("json"), QString(),
              ListCommand::tr("print a JSON array of objects keyed by column name")}},
            &ListCommand::run};
}

} // namespace gpa::cli
