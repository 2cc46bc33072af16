#include "commands.h"
#include "enginecontext.h"
#include "viewoptions.h"

#include "core/compare.h"
#include "core/json.h"
#include "core/llmmodel.h"
#include "database/qtconvert.h"

#include <QLocale>

#include <cmath>

namespace gpa::cli {

namespace {

// `gpu-advisor compare ID ID [ID ID]`: devices side by side, as the window's
// compare view shows them.
class CompareCommand
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)

public:
    static CommandSpec spec()
    {
        QList<OptionSpec> options = viewOptionSpecs(OptWorkload | OptPrecision | OptReference | OptAsOf | OptPolicy);
        options.append({QStringLiteral("model"), QStringLiteral("ID"),
                        tr("the LLM whose memory fit is compared (default qwen2.5-32b; see 'gpu-advisor llm "
                           "--list-models')")});
        options.append({QStringLiteral("weights"), QStringLiteral("FORMAT"),
                        tr("its weight format (default q4_k_m)")});
        options.append({QStringLiteral("differences"), QString(), tr("show only the rows where the devices differ")});
        options.append({QStringLiteral("json"), QString(), tr("print a JSON object")});
        return {QStringLiteral("compare"),
                tr("compare 2 to 4 devices side by side: specifications, performance, price, memory fit, "
                   "power and software support"),
                {QStringLiteral("ID"), QStringLiteral("ID"), QStringLiteral("[ID]"), QStringLiteral("[ID]")},
                options,
                &CompareCommand::run,
                false,
                false};
    }

    static int run(Invocation &invocation)
    {
        QStringList ids = invocation.positionals();
        if (ids.size() < 2 || ids.size() > 4) {
            invocation.fail(tr("compare takes 2 to 4 device ids, got %1").arg(ids.size()));
            return invocation.reportUsage();
        }
        auto context = EngineContext::open(invocation);
        if (!context)
            return ExitFailure;
        if (!context->readView(invocation))
            return invocation.reportUsage();
        const DataSet &data = context->data();
        std::vector<std::string> deviceIdList;
        for (const QString &id : ids) {
            if (!data.device(id.toStdString())) {
                invocation.fail(tr("ID: no device '%1' in the catalogue%2 (see 'gpu-advisor list')")
                                    .arg(id, didYouMean(id, deviceIds(data))));
                return invocation.reportUsage();
            }
            deviceIdList.push_back(id.toStdString());
        }
        CompareOptions options;
        if (invocation.has(QStringLiteral("model"))) {
            const QString model = invocation.value(QStringLiteral("model"));
            if (!data.llmModel(model.toStdString())) {
                invocation.fail(tr("--model: unknown model '%1'%2 (see 'gpu-advisor llm --list-models')")
                                    .arg(model, didYouMean(model, llmModelIds(data))));
                return invocation.reportUsage();
            }
            options.llmModelId = model.toStdString();
        }
        if (invocation.has(QStringLiteral("weights"))) {
            const QString weights = invocation.value(QStringLiteral("weights"));
            if (!findWeightFormat(weights.toStdString())) {
                invocation.fail(tr("--weights: unknown format '%1'").arg(weights));
                return invocation.reportUsage();
            }
            options.weights = weights.toStdString();
        }
        const auto comparison = compareDevices(*context->session, deviceIdList, options);
        if (!comparison) {
            invocation.fail(QString::fromStdString(comparison.message()));
            return invocation.reportUsage();
        }
        if (invocation.has(QStringLiteral("json")))
            printOut(json(*comparison).dump(2) + "\n");
        else
            printOut(table(*comparison, invocation.has(QStringLiteral("differences"))));
        return ExitOk;
    }

private:
    static json::Value json(const DeviceComparison &c)
    {
        json::Value devices = json::Value::array();
        for (const Device *d : c.devices)
            devices.push(json::Value::object().set("id", d->id).set("name", d->name));
        json::Value rows = json::Value::array();
        for (const ComparisonRow &row : c.rows) {
            json::Value values = json::Value::array();
            for (const ComparedValue &v : row.values) {
                if (v.number) {
                    json::Value o = json::Value::object();
                    o.set("value", *v.number);
                    if (v.low)
                        o.set("low", *v.low);
                    if (v.high)
                        o.set("high", *v.high);
                    if (v.low || v.high)
                        o.set("estimated", v.estimated);
                    values.push(std::move(o));
                } else if (!v.text.empty()) {
                    values.push(json::Value::object().set("value", v.text));
                } else {
                    values.push(json::Value::object().set("value", json::Value()));
                }
            }
            json::Value o = json::Value::object();
            o.set("key", row.key)
                .set("section", row.section)
                .set("label", row.label.english())
                .set("unit", row.unit)
                .set("differs", row.differs)
                .set("best", row.best ? json::Value(c.devices[*row.best]->id) : json::Value())
                .set("values", std::move(values));
            rows.push(std::move(o));
        }
        json::Value history = json::Value::object();
        for (std::size_t i = 0; i < c.devices.size(); ++i) {
            json::Value quotes = json::Value::array();
            for (const ComparedPrice &p : c.priceHistory[i])
                quotes.push(json::Value::object().set("date", p.date).set("usd", p.usd).set("kind", p.kind));
            history.set(c.devices[i]->id, std::move(quotes));
        }
        json::Value out = json::Value::object();
        out.set("devices", std::move(devices))
            .set("llm_model", c.llmModelId.empty() ? json::Value() : json::Value(c.llmModelId))
            .set("llm_weights", c.weights)
            .set("llm_need_gib", c.llmNeedGiB)
            .set("rows", std::move(rows))
            .set("price_history", std::move(history));
        return out;
    }

    static QString cell(const ComparisonRow &row, const ComparedValue &v, bool best)
    {
        const QLocale c = QLocale::c();
        QString text;
        if (v.number) {
            text = row.key == "price_usd" ? toQString(formatMoney(*v.number, "USD"))
                                          : c.toString(*v.number, 'f', row.decimals);
            if (v.low && v.high && v.estimated)
                text += QStringLiteral(" (%1–%2)").arg(c.toString(*v.low, 'f', row.decimals),
                                                      c.toString(*v.high, 'f', row.decimals));
        } else if (!v.text.empty()) {
            text = toQString(v.text);
        } else {
            text = QStringLiteral("?");
        }
        // The marker sits after every value, so numbers still align.
        return text + (best ? QStringLiteral(" *") : QStringLiteral("  "));
    }

    static QString table(const DeviceComparison &c, bool differencesOnly)
    {
        QStringList header{QString()};
        for (const Device *d : c.devices)
            header.append(toQString(d->name) + QStringLiteral("  "));
        QList<QStringList> rows;
        for (const ComparisonRow &row : c.rows) {
            if (differencesOnly && !row.differs)
                continue;
            QString label = translated(row.label);
            if (!row.unit.empty())
                label += QStringLiteral(" (%1)").arg(toQString(row.unit));
            QStringList cells{label};
            for (std::size_t i = 0; i < row.values.size(); ++i)
                cells.append(cell(row, row.values[i], row.best == i));
            rows.append(cells);
        }
        QString out = formatTable(header, rows, 1);
        out += tr("* best of the compared devices; ? unknown; (low–high) the 80% range of an estimate\n");
        if (!c.llmModelId.empty())
            out += tr("Memory fit: %1 at %2 for inference with 4,096 tokens of context needs %3 GiB on one device\n")
                       .arg(toQString(c.llmModelId), toQString(c.weights), QLocale::c().toString(c.llmNeedGiB, 'f', 1));
        for (std::size_t i = 0; i < c.devices.size(); ++i) {
            const auto &history = c.priceHistory[i];
            QStringList points;
            // The latest six quotes: enough to see the trend in a terminal.
            const std::size_t from = history.size() > 6 ? history.size() - 6 : 0;
            for (std::size_t k = from; k < history.size(); ++k)
                points.append(QStringLiteral("%1 %2 (%3)").arg(toQString(history[k].date),
                                                               toQString(formatMoney(history[k].usd, "USD")),
                                                               toQString(history[k].kind)));
            out += tr("Prices of %1: %2\n")
                       .arg(toQString(c.devices[i]->name),
                            points.isEmpty() ? tr("none in the catalogue") : points.join(QStringLiteral("; ")));
        }
        return out;
    }
};

} // namespace

CommandSpec compareCommand()
{
    return CompareCommand::spec();
}

} // namespace gpa::cli
