#include "commands.h"
#include "core/hybridplan.h"
#include "core/json.h"
#include "core/performancemodel.h"
#include "core/validation.h"
#include "database/qtconvert.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include <QLocale>

namespace gpa::cli {

namespace {

class HybridCommand
{
    Q_DECLARE_TR_FUNCTIONS(HybridCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options {
            {QStringLiteral("device"), QStringLiteral("ID"),
             tr("your own card, bought or already owned (required)")},
            {QStringLiteral("cloud"), QStringLiteral("OFFER_ID"),
             tr("the cloud offer for final training (required)")},
            {QStringLiteral("prototype-hours"), QStringLiteral("H"),
             tr("hours of prototyping per month, on your card (required)")},
            {QStringLiteral("training-hours"), QStringLiteral("H"),
             tr("GPU-hours of final training per month on the cloud offer: its devices x hours "
                "(required)")},
            {QStringLiteral("months"), QStringLiteral("M"),
             tr("horizon for the totals (default 24)")},
            {QStringLiteral("spot"), QString(), tr("rent at the spot price instead of on demand")},
            {QStringLiteral("card-price"), QStringLiteral("USD"),
             tr("what the card costs you (default: its catalogue price; 0 for a card you own)")},
        };
        options.append(viewOptionSpecs(OptWorkload | OptPrecision | OptAsOf | OptPolicy, true));
        options.append({QStringLiteral("json"), QString(), tr("print the result as JSON")});
        return {QStringLiteral("hybrid"),
                tr("own card, cloud, or prototype locally and train in the cloud: costs and "
                   "training time"),
                {},
                options,
                &HybridCommand::run};
    }

    static int run(Invocation &invocation)
    {
        invocation.require({"device", "cloud", "prototype-hours", "training-hours"});
        // Bounded so that no total can overflow: a month has 730 hours, and a
        // million GPU-hours a month is a cluster of 1,400 cards.
        const auto prototype = invocation.number(QStringLiteral("prototype-hours"), 0.0, 730.0);
        const auto training = invocation.number(QStringLiteral("training-hours"), 0.0, 1e6);
        const auto months = invocation.integer(QStringLiteral("months"), 1, 1200);
        const auto cardPrice = invocation.number(QStringLiteral("card-price"), 0.0, kMaxDevicePriceUsd);
        if (invocation.failed())
            return invocation.reportUsage();

        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        const Session &session = *context->session;
        const Device *device = readDevice(invocation, QStringLiteral("device"), session.data());
        const QString offerId = invocation.value(QStringLiteral("cloud"));
        readCloudOffer(invocation, QStringLiteral("cloud"), session.data());
        if (!context->readView(invocation) || invocation.failed())
            return invocation.reportUsage();
        const ViewOptions *view = &session.view();

        HybridRequest request;
        request.deviceId = device->id;
        request.offerId = offerId.toStdString();
        request.spot = invocation.has(QStringLiteral("spot"));
        request.prototypeHoursPerMonth = *prototype;
        request.trainingGpuHoursPerMonth = *training;
        request.months = months.value_or(request.months);
        request.cardPriceUsd = cardPrice;

        const HybridSetup setup = session.hybrid(request);
        if (setup.problem) {
            printError(translated(*setup.problem));
            return ExitFailure;
        }
        const HybridComparison comparison = compareHybridPlans(setup.input);
        if (invocation.has(QStringLiteral("json")))
            printOut(json(setup, comparison, request, *view).dump(2) + "\n");
        else
            printOut(text(setup, comparison));
        return ExitOk;
    }

private:
    static json::Value breakEvenMonth(const HybridBreakEven &b)
    {
        return b.month ? json::Value(*b.month) : json::Value();
    }

    static json::Value json(const HybridSetup &setup, const HybridComparison &c,
                            const HybridRequest &request, const ViewOptions &view)
    {
        const HybridInput &in = setup.input;
        const auto single = view.mix.single();
        json::Value o = json::Value::object();
        o.set("device",
              json::Value::object()
                  .set("id", setup.device->id)
                  .set("name", setup.device->name)
                  .set("price_usd", in.cardPriceUsd)
                  .set("tdp_w", in.cardWatts)
                  .set("relative_performance", in.ownThroughput));
        o.set("cloud",
              json::Value::object()
                  .set("id", setup.offer->id)
                  .set("provider", setup.offer->provider)
                  .set("instance", setup.offer->instance)
                  .set("device", setup.offer->acceleratorId)
                  .set("devices", in.instanceDevices)
                  .set("pricing", request.spot ? "spot" : "on-demand")
                  .set("usd_per_hour", in.instanceUsdPerHour)
                  .set("device_relative_performance", in.deviceThroughput)
                  .set("speedup", in.instanceSpeedUp));
        o.set("workload", single ? std::string(toString(*single)) : std::string("mix"))
            .set("precision", toString(view.precision))
            .set("reference", view.referenceId)
            .set("months", in.months)
            .set("prototype_hours_per_month", in.prototypeHoursPerMonth)
            .set("training_gpu_hours_per_month", in.trainingGpuHoursPerMonth)
            .set("electricity_usd_per_kwh", in.electricityUsdPerKwh)
            .set("host_watts", in.hostWatts);
        json::Value plans = json::Value::array();
        for (const HybridPlanCost &p : c.plans) {
            json::Value warnings = json::Value::array();
            for (const Message &m : p.warnings)
                warnings.push(m.english());
            plans.push(json::Value::object()
                           .set("plan", toString(p.kind))
                           .set("upfront_usd", p.upfrontUsd)
                           .set("prototype_usd_per_month", p.prototypeUsdPerMonth)
                           .set("training_usd_per_month", p.trainingUsdPerMonth)
                           .set("monthly_usd", p.monthlyUsd)
                           .set("total_cost_usd", p.totalCostUsd)
                           .set("final_training_wall_clock_hours", p.finalTrainingWallClockHours)
                           .set("own_card_hours_per_month", p.ownCardHoursPerMonth)
                           .set("warnings", std::move(warnings))
                           .set("explanation", p.explanation.english()));
        }
        o.set("plans", std::move(plans))
            .set("cheapest", toString(c.cheapest))
            .set("fastest", toString(c.fastest))
            .set("break_even_month", breakEvenMonth(c.ownVersusCloud))
            .set("break_even_months", c.ownVersusCloud.months)
            .set("hybrid_break_even_month", breakEvenMonth(c.hybridVersusCloud))
            .set("hybrid_break_even_months", c.hybridVersusCloud.months);
        json::Value explanations = json::Value::array();
        for (const Message &m : c.explanations)
            explanations.push(m.english());
        explanations.push(c.ownVersusCloud.explanation.english());
        explanations.push(c.hybridVersusCloud.explanation.english());
        json::Value notes = json::Value::array();
        for (const Message &m : setup.notes)
            notes.push(m.english());
        o.set("explanations", std::move(explanations)).set("notes", std::move(notes));
        return o;
    }

    static QString text(const HybridSetup &setup, const HybridComparison &c)
    {
        const QLocale locale = QLocale::c();
        const HybridInput &in = setup.input;
        QString out = tr("%1 (%2) against %3 %4, over %5 months\n")
                          .arg(toQString(setup.device->name),
                               toQString(formatMoney(in.cardPriceUsd, "USD")),
                               toQString(setup.offer->provider), toQString(setup.offer->instance))
                          .arg(in.months);
        const QStringList header {tr("Plan"), tr("Up front"), tr("Per month"), tr("Total"),
                                  tr("Final training")};
        QList<QStringList> rows;
        for (const HybridPlanCost &p : c.plans) {
            QString name = translated(gpa::planName(p.kind));
            if (p.kind == c.cheapest)
                name += tr(" (cheapest)");
            if (p.kind == c.fastest)
                name += tr(" (fastest)");
            rows.append(
                {name, toQString(formatMoney(p.upfrontUsd, "USD")),
                 QStringLiteral("$") + locale.toString(p.monthlyUsd, 'f', 2),
                 toQString(formatMoney(p.totalCostUsd, "USD")),
                 tr("%1 h/month").arg(locale.toString(p.finalTrainingWallClockHours, 'f', 1))});
        }
        out += formatTable(header, rows);
        for (const HybridPlanCost &p : c.plans) {
            out += QStringLiteral("  - ") + translated(p.explanation) + QLatin1Char('\n');
            for (const Message &w : p.warnings)
                out += QStringLiteral("    ! ") + translated(w) + QLatin1Char('\n');
        }
        for (const Message &m : c.explanations)
            out += translated(m) + QLatin1Char('\n');
        out += translated(c.ownVersusCloud.explanation) + QLatin1Char('\n');
        out += translated(c.hybridVersusCloud.explanation) + QLatin1Char('\n');
        for (const Message &m : setup.notes)
            out += QStringLiteral("  - ") + translated(m) + QLatin1Char('\n');
        return out;
    }
};

} // namespace

CommandSpec hybridCommand()
{
    return HybridCommand::spec();
}

} // namespace gpa::cli
