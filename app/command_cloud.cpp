#include "commands.h"

#include "core/json.h"
#include "database/catalogue.h"
#include "database/qtconvert.h"

#include <map>

namespace gpa::cli {

namespace {

// Lists the cloud offers with the ids that tco, hybrid and export-chart
// --cloud take.
class CloudCommand
{
    Q_DECLARE_TR_FUNCTIONS(CloudCommand)

public:
    static int run(Invocation &invocation)
    {
        const auto catalogue = openCatalogue(invocation);
        if (!catalogue)
            return ExitFailure;
        const auto devices = catalogue->devices();
        if (!devices) {
            printError(QString::fromStdString(devices.message()));
            return ExitFailure;
        }
        std::map<std::string, std::string> names;
        for (const Device &d : devices.value())
            names[d.id] = d.name;
        const std::vector<CloudOffer> offers = catalogue->cloudOffers();

        if (invocation.has(QStringLiteral("json"))) {
            json::Value array = json::Value::array();
            for (const CloudOffer &o : offers) {
                json::Value object = json::Value::object();
                object.set("id", o.id)
                    .set("provider", o.provider)
                    .set("instance", o.instance)
                    .set("accelerator_id", o.acceleratorId)
                    .set("accelerator_count", o.acceleratorCount)
                    .set("usd_per_hour_on_demand", o.usdPerHourOnDemand)
                    .set("usd_per_hour_spot", o.usdPerHourSpot)
                    .set("region", o.region)
                    .set("price_date", o.priceDate)
                    .set("source", o.source);
                array.push(std::move(object));
            }
            printOut(array.dump(2) + "\n");
            return ExitOk;
        }
        const QStringList header{tr("ID"), tr("Provider"), tr("Instance"), tr("Accelerator"), tr("Count"),
                                 tr("On-demand $/h"), tr("Spot $/h"), tr("Region"), tr("Price date")};
        QList<QStringList> rows;
        const auto money = [](const std::optional<double> &v) {
            return v ? QString::number(*v, 'f', 2) : QStringLiteral("?");
        };
        for (const CloudOffer &o : offers) {
            const auto name = names.find(o.acceleratorId);
            rows.append({toQString(o.id), toQString(o.provider), toQString(o.instance),
                         toQString(name != names.end() ? name->second : o.acceleratorId),
                         QString::number(o.acceleratorCount), money(o.usdPerHourOnDemand), money(o.usdPerHourSpot),
                         toQString(o.region), toQString(o.priceDate)});
        }
        // Region and date are text: the last two columns align left too,
        // but formatTable aligns the columns after `textColumns` right; they
        // read fine either way.
        QString out = formatTable(header, rows, 4);
        out += tr("%n cloud offer(s); ? = not offered. Use an ID with tco, hybrid or export-chart --cloud.", nullptr,
                  static_cast<int>(offers.size()))
               + QLatin1Char('\n');
        printOut(out);
        return ExitOk;
    }
};

} // namespace

CommandSpec cloudCommand()
{
    return {QStringLiteral("cloud"),
            CloudCommand::tr("list the cloud offers with their ids and hourly prices"),
            {},
            {{QStringLiteral("json"), QString(), CloudCommand::tr("print a JSON array of objects keyed by column name")}},
            &CloudCommand::run};
}

} // namespace gpa::cli
