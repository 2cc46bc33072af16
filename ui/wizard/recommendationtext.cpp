#include "recommendationtext.h"

#include "core/costtext.h"
#include "core/date.h"
#include "core/memory.h"
#include "database/qtconvert.h"

#include <QLocale>

namespace gpa::ui {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// A list item for a sentence, its seed rule set apart.
QString item(const Message &message)
{
    QString html = QStringLiteral("<li>") + escaped(translated(message));
    if (!message.rule.empty())
        html += QStringLiteral(" <span class=\"rule\">")
            + escaped(RecommendationText::tr("(Dettmers 2019, %1)").arg(toQString(message.rule)))
            + QStringLiteral("</span>");
    return html + QStringLiteral("</li>\n");
}

QString list(const std::vector<Message> &messages, const char *cssClass)
{
    if (messages.empty())
        return {};
    QString html = QStringLiteral("<ul class=\"%1\">\n").arg(QLatin1String(cssClass));
    for (const Message &m : messages)
        html += item(m);
    return html + QStringLiteral("</ul>\n");
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

QString RecommendationText::cited(const Message &message)
{
    QString text = translated(message);
    if (!message.rule.empty())
        text += QLatin1Char(' ') + tr("(Dettmers 2019, %1)").arg(toQString(message.rule));
    return text;
}

QString RecommendationText::constraintName(Constraint constraint)
{
    switch (constraint) {
    case Constraint::Budget:
        return tr("the budget");
    case Constraint::Memory:
        return tr("the memory needed");
    case Constraint::TensorCores:
        return tr("requiring tensor cores");
    case Constraint::Power:
        return tr("the board-power limit");
    case Constraint::Licence:
        return tr("the data-centre licence");
    case Constraint::Vendor:
        return tr("the vendors allowed");
    case Constraint::Fit:
        return tr("the host the cards go into");
    case Constraint::Support:
        return tr("current software support");
    case Constraint::Overpriced:
        return tr("value for money");
    }
    return {};
}

QString RecommendationText::constraintList(const std::vector<Constraint> &constraints)
{
    QStringList names;
    for (const Constraint c : constraints)
        names.append(constraintName(c));
    if (names.size() <= 1)
        return names.value(0);
    const QString last = names.takeLast();
    return tr("%1 and %2").arg(names.join(tr(", ")), last);
}

QString RecommendationText::score(const Pick &pick, Objective objective,
                                  const QString &referenceName)
{
    if (objective == Objective::PerDollar)
        return tr("%1 per $1,000").arg(number(pick.score, 3));
    return tr("%1x the %2").arg(number(pick.score, 2), referenceName);
}

QString RecommendationText::money(std::optional<double> local, double usd,
                                  const std::string &currency)
{
    return local ? toQString(formatMoney(*local, currency)) : toQString(formatMoney(usd, "USD"));
}

QList<QPair<QString, QString>> RecommendationText::inputRows(const RecommendationInputs &in,
                                                             bool withDate)
{
    QList<QPair<QString, QString>> rows;
    rows.append({tr("Ranked by"),
                 in.objective == Objective::PerDollar ? tr("performance per dollar")
                                                      : tr("performance within the budget")});
    rows.append({tr("Budget per card"),
                 in.budget ? toQString(formatMoney(*in.budget, in.currency)) : tr("no limit")});

    QStringList mix;
    const WorkloadMix n = in.mix.normalised();
    const std::pair<Workload, QString> names[] = {{Workload::Cnn, tr("convnets")},
                                                  {Workload::Rnn, tr("RNNs")},
                                                  {Workload::Transformer, tr("Transformers")}};
    for (const auto &[workload, name] : names) {
        if (n.weight(workload) > 0.0)
            mix.append(tr("%1 %2%").arg(name, number(n.weight(workload) * 100.0, 0)));
    }
    rows.append({tr("Workloads"), mix.join(tr(", "))});
    rows.append({tr("Training"),
                 in.precision == Precision::Fp16 ? tr("16-bit (mixed precision)") : tr("32-bit")});
    rows.append({tr("Tensor cores"), in.tensorCoresRequired ? tr("required") : tr("not required")});

    QStringList memory;
    if (in.minMemoryGb > 0.0)
        memory.append(tr("at least %1 GB per card").arg(number(in.minMemoryGb, 0)));
    if (const ModelPreset *preset = findModelPreset(in.modelPreset))
        memory.append(
            tr("enough for %1").arg(QCoreApplication::translate(kMessageContext, preset->name)));
    rows.append({tr("Memory"), memory.isEmpty() ? tr("no minimum") : memory.join(tr(", "))});

    QString gpus = QLocale().toString(in.gpus);
    if (in.gpus > 1)
        gpus = in.multiGpuMode == MultiGpuMode::SeparateExperiments
            ? tr("%1, separate experiments").arg(in.gpus)
            : tr("%1, one model on all cards").arg(in.gpus);
    if (in.addCardsLater)
        gpus += tr("; more of the same card later");
    rows.append({tr("GPUs"), gpus});
    rows.append({tr("Setting"), in.dataCentre ? tr("data centre") : tr("home or office")});
    rows.append({tr("Board power per card"),
                 in.maxPowerW ? tr("at most %1 W").arg(number(*in.maxPowerW, 0)) : tr("no limit")});
    rows.append({tr("Used cards"), in.usedAllowed ? tr("welcome") : tr("new cards only")});
    QStringList vendors;
    for (const std::string &v : in.vendors)
        vendors.append(toQString(v));
    rows.append({tr("Vendors"), vendors.join(tr(", "))});
    rows.append({tr("Cloud hours a month"),
                 in.cloudHoursPerMonth ? number(*in.cloudHoursPerMonth, 0)
                                       : tr("the default utilisation")});
    if (in.freeAlternatives)
        rows.append({tr("Free alternatives"), tr("shown")});
    if (withDate)
        rows.append(
            {tr("As of"), in.asOfDay ? toQString(isoDateFromDayNumber(*in.asOfDay)) : tr("today")});
    return rows;
}

QString RecommendationText::resultHtml(const Recommendation &r, const QString &referenceName)
{
    const RecommendationInputs &in = r.inputs;
    QString html;

    if (!r.picks.empty()) {
        const Pick &top = r.picks.front();
        html += QStringLiteral("<p class=\"bound\"><b>%1</b> ")
                    .arg(escaped(tr("What bound the choice:")));
        if (top.boundBy.empty())
            html += escaped(tr("no single need kept out a better card."));
        else if (top.boundBy.size() == 1)
            html += escaped(tr("%1 kept out a card that would have ranked higher.")
                                .arg(constraintList(top.boundBy)));
        else
            html += escaped(tr("%1 each kept out a card that would have ranked higher.")
                                .arg(constraintList(top.boundBy)));
        html += QStringLiteral(" ")
            + escaped(tr("Cards for sale that meet every need: %1.").arg(r.qualifying))
            + QStringLiteral("</p>\n");

        int index = 0;
        for (const Pick &p : r.picks) {
            html += QStringLiteral("<h3 class=\"pick\">%1. %2</h3>\n")
                        .arg(++index)
                        .arg(escaped(toQString(p.name)));
            QStringList figures;
            figures.append(tr("Score %1").arg(score(p, in.objective, referenceName)));
            figures.append(tr("%1 per card").arg(money(p.price, p.priceUsd, in.currency)));
            figures.append(
                tr("%1x the %2 per card").arg(number(p.relativePerformance, 2), referenceName));
            if (in.gpus > 1)
                figures.append(tr("%1 cards: %2x the %3 for %4 with the host machines")
                                   .arg(in.gpus)
                                   .arg(number(p.systemThroughput, 2), referenceName,
                                        toQString(formatMoney(p.systemCostUsd, "USD"))));
            html += QStringLiteral("<p class=\"figures\">%1</p>\n")
                        .arg(escaped(figures.join(QStringLiteral(" · "))));
            if (!p.reasons.empty())
                html += QStringLiteral("<p class=\"label\">%1</p>\n").arg(escaped(tr("Why")))
                    + list(p.reasons, "reasons");
            if (!p.warnings.empty())
                html += QStringLiteral("<p class=\"label warn\">%1</p>\n").arg(escaped(tr("Mind")))
                    + list(p.warnings, "warnings");
        }
    }

    if (r.nearTie)
        html += QStringLiteral("<p class=\"bound\">%1</p>\n").arg(escaped(cited(*r.nearTie)));
    if (r.unmet) {
        html += QStringLiteral("<p class=\"unmet\"><b>%1</b> %2</p>\n")
                    .arg(escaped(tr("Nothing qualifies.")), escaped(cited(*r.unmet)));
        if (!r.binding.empty())
            html += QStringLiteral("<p class=\"bound\"><b>%1</b> %2</p>\n")
                        .arg(escaped(tr("What bound the choice:")),
                             escaped(constraintList(r.binding)));
        if (!r.nearest.empty()) {
            html += QStringLiteral("<h3>%1</h3>\n<ul class=\"nearest\">\n")
                        .arg(escaped(tr("Nearest options")));
            for (const NearestOption &n : r.nearest) {
                QStringList facts;
                if (n.priceUsd)
                    facts.append(tr("%1 per card").arg(money(n.price, *n.priceUsd, in.currency)));
                if (n.memoryGb)
                    facts.append(tr("%1 GB").arg(number(*n.memoryGb, 0)));
                facts.append(tr("%1x the %2").arg(number(n.relativePerformance, 2), referenceName));
                html += QStringLiteral("<li><b>%1</b> (%2)")
                            .arg(escaped(toQString(n.name)), escaped(facts.join(tr(", "))));
                html += list(n.explanation, "misses") + QStringLiteral("</li>\n");
            }
            html += QStringLiteral("</ul>\n");
        }
    }

    html += QStringLiteral("<h3>%1</h3>\n").arg(escaped(tr("Renting instead")));
    if (!r.cloud && !r.cloudSpot)
        html += QStringLiteral("<p>%1</p>\n")
                    .arg(escaped(tr("No cloud GPU in the catalogue meets these needs.")));
    for (const auto *cloud : {&r.cloud, &r.cloudSpot}) {
        if (!*cloud)
            continue;
        const CloudAlternative &a = **cloud;
        QString breakEven;
        if (r.picks.empty())
            breakEven = tr("no card to compare with");
        else if (a.breakEvenMonths)
            breakEven = tr("buying the %1 pays off after about %2 months")
                            .arg(toQString(r.picks.front().name), number(*a.breakEvenMonths, 1));
        else
            breakEven = tr("buying the %1 does not pay off at %2 hours a month")
                            .arg(toQString(r.picks.front().name), number(a.hoursPerMonth, 0));
        html += QStringLiteral("<p class=\"cloud\"><b>%1</b> %2<br/><b>%3</b> %4</p>\n")
                    .arg(escaped(a.spot ? tr("At spot prices:") : tr("On demand:")),
                         escaped(tr("the %1 (%2 %3), %4 per GPU-hour")
                                     .arg(toQString(a.deviceName), toQString(a.provider),
                                          toQString(a.instance),
                                          toQString(dollarsAndCents(a.usdPerDeviceHour)))),
                         escaped(tr("Break-even:")), escaped(breakEven));
        html += list(a.explanation, "cloud");
    }
    if (r.tpu)
        html += QStringLiteral("<h3>%1</h3>\n<ul class=\"tpu\">%2</ul>\n")
                    .arg(escaped(tr("TPUs")), item(*r.tpu));
    if (!r.notes.empty())
        html += QStringLiteral("<h3>%1</h3>\n").arg(escaped(tr("Notes"))) + list(r.notes, "notes");
    if (!r.excluded.empty()) {
        std::vector<Message> left;
        for (const Exclusion &e : r.excluded)
            left.push_back(e.message);
        html += QStringLiteral("<h3>%1</h3>\n")
                    .arg(escaped(tr("Left out although they would rank higher")))
            + list(left, "excluded");
    }
    if (!r.basedOn.empty())
        html += QStringLiteral("<h3>%1</h3>\n").arg(escaped(tr("Based on")))
            + list(r.basedOn, "based-on");
    return html;
}

} // namespace gpa::ui
