#include "commands.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include "core/chartdata.h"
#include "core/json.h"
#include "core/multigpu.h"
#include "core/performancemodel.h"
#include "core/pricing.h"
#include "core/tco.h"
#include "database/qtconvert.h"

namespace gpa::cli {

namespace {

class TcoCommand
{
    Q_DECLARE_TR_FUNCTIONS(TcoCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options{
            {QStringLiteral("device"), QStringLiteral("ID"), tr("the device you would buy (required)")},
            {QStringLiteral("cloud"), QStringLiteral("OFFER_ID"), tr("the cloud offer you would rent (required)")},
            {QStringLiteral("utilisation"), QStringLiteral("F"),
             tr("share of the year the hardware is busy, 0 to 1 (default: Preferences, initially 0.15)")},
            {QStringLiteral("electricity"), QStringLiteral("USD_PER_KWH"), tr("electricity price (default: Preferences, initially 0.12)")},
            {QStringLiteral("years"), QStringLiteral("Y"), tr("horizon for the totals (default 3)")},
            {QStringLiteral("host-watts"), QStringLiteral("W"), tr("power of the host machine (default: Preferences, initially 100)")},
            {QStringLiteral("resale"), QStringLiteral("F"),
             tr("share of the purchase price got back by selling, 0 to 1 (default: Preferences, initially 0)")},
            {QStringLiteral("spot"), QString(), tr("rent at the spot price instead of on demand")},
            {QStringLiteral("same-hours"), QString(),
             tr("compare hour for hour instead of for the same amount of work")},
        };
        options.append(viewOptionSpecs(OptWorkload | OptPrecision, true));
        options.append({QStringLiteral("json"), QString(), tr("print the result as JSON")});
        return {QStringLiteral("tco"), tr("buy a device or rent a cloud offer: total costs and the break-even day"),
                {}, options, &TcoCommand::run};
    }

    static int run(Invocation &invocation)
    {
        invocation.require({"device", "cloud"});
        const auto utilisation = invocation.number(QStringLiteral("utilisation"), 0.0, 1.0);
        const auto electricity = invocation.number(QStringLiteral("electricity"), 0.0, 10.0);
        const auto years = invocation.number(QStringLiteral("years"), 0.01, 50.0);
        const auto hostWatts = invocation.number(QStringLiteral("host-watts"), 0.0, 10000.0);
        const auto resale = invocation.number(QStringLiteral("resale"), 0.0, 1.0);
        if (invocation.failed())
            return invocation.reportUsage();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        Session &session = *context->session;
        const Device *device = readDevice(invocation, QStringLiteral("device"), session.data());
        const CloudOffer *offer = readCloudOffer(invocation, QStringLiteral("cloud"), session.data());
        // The options override the catalogue's settings for this run only.
        EngineSettings settings = session.settings();
        Assumptions &a = settings.assumptions;
        a.utilisation = utilisation.value_or(a.utilisation);
        a.electricityUsdPerKwh = electricity.value_or(a.electricityUsdPerKwh);
        a.hostWatts = hostWatts.value_or(a.hostWatts);
        a.resaleFraction = resale.value_or(a.resaleFraction);
        session.setSettings(settings);
        // Buy versus rent weighs every workload alike unless told otherwise.
        if (!context->readView(invocation, [](ViewOptions &view) { view.mix = WorkloadMix{}; }) || invocation.failed())
            return invocation.reportUsage();

        const bool spot = invocation.has(QStringLiteral("spot"));
        const BuyVsRentCase c = buyVsRentCase(
            session, {device->id, offer->id, spot, !invocation.has(QStringLiteral("same-hours"))});
        if (c.unavailable) {
            printError(translated(*c.unavailable));
            return ExitFailure;
        }
        if (!device->tdpW) {
            printError(tr("the board power (TDP) of %1 is unknown, so its electricity cost cannot be computed")
                           .arg(toQString(device->id)));
            return ExitFailure;
        }
        const BuyVsRentInput &input = c.input;
        const double rate = input.rentUsdPerHour;
        const double horizonDays = years.value_or(3.0) * 365.0;
        const BuyVsRentSummary summary = summarise(input, horizonDays);
        const BuyVsRentBreakEven &breakEven = summary.breakEven;
        const double ownTotal = summary.ownTotalUsd;
        const double rentTotal = summary.rentTotalUsd;

        if (invocation.has(QStringLiteral("json"))) {
            json::Value o = json::Value::object();
            o.set("device", json::Value::object()
                                .set("id", device->id)
                                .set("name", device->name)
                                .set("price_usd", input.purchaseUsd)
                                .set("tdp_w", *device->tdpW));
            o.set("cloud", json::Value::object()
                               .set("id", offer->id)
                               .set("provider", offer->provider)
                               .set("instance", offer->instance)
                               .set("devices", offer->acceleratorCount)
                               .set("pricing", spot ? "spot" : "on-demand")
                               .set("usd_per_hour", rate));
            o.set("utilisation", input.utilisation)
                .set("electricity_usd_per_kwh", input.electricityUsdPerKwh)
                .set("host_watts", input.hostWatts)
                .set("resale_fraction", input.resaleFraction)
                .set("years", summary.years)
                .set("hours_used_per_year", summary.hoursUsedPerYear)
                .set("electricity_kwh_per_year", summary.electricityKwhPerYear)
                .set("electricity_usd_per_year", summary.electricityUsdPerYear)
                .set("work_normalised", breakEven.normalised)
                .set("rent_hours_per_own_hour", summary.rentHoursPerOwnHour)
                .set("own_total_usd", ownTotal)
                .set("rent_total_usd", rentTotal)
                .set("break_even_day", breakEven.day)
                .set("cheaper_over_horizon", ownTotal < rentTotal ? "own" : "rent")
                .set("explanation", breakEven.explanation.english());
            printOut(o.dump(2) + "\n");
            return ExitOk;
        }

        QString text;
        text += tr("Buy %1 for %2, or rent %3 %4 at %5/hour (%6)\n")
                    .arg(toQString(device->name), toQString(formatMoney(input.purchaseUsd, "USD")),
                         toQString(offer->provider), toQString(offer->instance),
                         QString::number(rate, 'f', 2), spot ? tr("spot") : tr("on demand"));
        text += tr("Use: %1% of the year = %2 hours; electricity %3 kWh a year at $%4/kWh\n")
                    .arg(qRound(input.utilisation * 100))
                    .arg(qRound(summary.hoursUsedPerYear))
                    .arg(QString::number(summary.electricityKwhPerYear, 'f', 0),
                         QString::number(input.electricityUsdPerKwh, 'f', 2));
        text += tr("Over %1 years: owning %2, renting %3\n")
                    .arg(QString::number(summary.years, 'g', 3), toQString(formatMoney(ownTotal, "USD")),
                         toQString(formatMoney(rentTotal, "USD")));
        text += translated(breakEven.explanation) + QLatin1Char('\n');
        if (breakEven.normalisation)
            text += translated(*breakEven.normalisation) + QLatin1Char('\n');
        printOut(text);
        return ExitOk;
    }
};

} // namespace

CommandSpec tcoCommand()
{
    return TcoCommand::spec();
}

} // namespace gpa::cli
