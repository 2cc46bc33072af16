#include "personastore.h"

#include "catalogue.h"
#include "core/date.h"
#include "core/recommendationjson.h"
#include "core/validation.h"
#include "qtconvert.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cmath>

namespace gpa::db {

namespace {

const QString kPersonas = QStringLiteral("personas");
const QString kVersion = QStringLiteral("version");
const QString kId = QStringLiteral("id");
const QString kName = QStringLiteral("name");
const QString kDescription = QStringLiteral("description");
const QString kInputs = QStringLiteral("inputs");

// Reads the fields of a stored "inputs" object onto the defaults; the first
// field of the wrong type or out of range is the error.
class InputsReader
{
    Q_DECLARE_TR_FUNCTIONS(gpa::db::PersonaStore)

public:
    explicit InputsReader(const QJsonObject &object)
        : m_object(object)
    { }

    Result<RecommendationInputs> read()
    {
        RecommendationInputs in;
        text("objective", [&](const QString &v) {
            const auto o = parseObjective(v.toStdString());
            if (o)
                in.objective = *o;
            return o.has_value();
        });
        // The bounds are those of the command line's options, so that a
        // saved persona never holds what could not be typed.
        optionalNumber("budget", in.budget, 0.0, 1e12);
        text("currency", [&](const QString &v) {
            in.currency = v.toUpper().toStdString();
            return !checkCurrencyCode(in.currency);
        });
        if (m_object.contains(QStringLiteral("workload"))) {
            const QJsonValue w = m_object.value(QStringLiteral("workload"));
            if (!w.isObject()) {
                fail(QStringLiteral("workload"));
            } else {
                const QJsonObject o = w.toObject();
                in.mix = WorkloadMix{o.value(QStringLiteral("cnn")).toDouble(0.0),
                                      o.value(QStringLiteral("rnn")).toDouble(0.0),
                                      o.value(QStringLiteral("transformer")).toDouble(0.0)};
                if (!in.mix.isValid())
                    fail(QStringLiteral("workload"));
            }
        }
        text("precision", [&](const QString &v) {
            const auto p = parsePrecision(v.toStdString());
            if (p)
                in.precision = *p;
            return p.has_value();
        });
        number("min_memory_gb", in.minMemoryGb, 0.0, 1e6);
        if (m_object.contains(QStringLiteral("model"))) {
            const QJsonValue v = m_object.value(QStringLiteral("model"));
            if (v.isString() && !checkText(v.toString().toStdString(), kMaxIdLength, TextKind::Line, false))
                in.modelPreset = v.toString().toStdString();
            else if (!v.isNull())
                fail(QStringLiteral("model"));
        }
        boolean("tensor_cores_required", in.tensorCoresRequired);
        double gpus = in.gpus;
        number("gpus", gpus, 1.0, 1024.0);
        if (gpus != std::floor(gpus) || gpus > 1024.0)
            fail(QStringLiteral("gpus"));
        else
            in.gpus = static_cast<int>(gpus);
        text("multi_gpu", [&](const QString &v) {
            const auto m = parseMultiGpuMode(v.toStdString());
            if (m)
                in.multiGpuMode = *m;
            return m.has_value();
        });
        boolean("datacenter", in.dataCentre);
        optionalNumber("max_power_w", in.maxPowerW, 1e-9, 1e5);
        boolean("used_allowed", in.usedAllowed);
        if (m_object.contains(QStringLiteral("vendors"))) {
            const QJsonValue v = m_object.value(QStringLiteral("vendors"));
            in.vendors.clear();
            if (!v.isArray())
                fail(QStringLiteral("vendors"));
            for (const QJsonValue &vendor : v.toArray()) {
                if (!vendor.isString()
                    || checkText(vendor.toString().toStdString(), kMaxNameLength, TextKind::Line, true))
                    fail(QStringLiteral("vendors"));
                else
                    in.vendors.push_back(vendor.toString().toStdString());
            }
            if (in.vendors.empty())
                fail(QStringLiteral("vendors"));
        }
        optionalNumber("cloud_hours_per_month", in.cloudHoursPerMonth, 0.0, 730.0);
        if (m_object.contains(QStringLiteral("as_of"))) {
            const QJsonValue v = m_object.value(QStringLiteral("as_of"));
            const auto date = PartialDate::parse(v.toString().toStdString());
            if (v.isString() && date && date->precision() == PartialDate::Precision::Day)
                in.asOfDay = date->lastDayNumber();
            else if (!v.isNull())
                fail(QStringLiteral("as_of"));
        }
        boolean("add_cards_later", in.addCardsLater);
        boolean("free_alternatives", in.freeAlternatives);
        if (m_object.contains(QStringLiteral("llm")) && !m_object.value(QStringLiteral("llm")).isNull()) {
            // An LLM need; the model and format are checked by the
            // recommender's validator against the catalogue.
            const QJsonValue v = m_object.value(QStringLiteral("llm"));
            const QJsonObject o = v.toObject();
            LlmWorkload llm;
            const auto task = parseLlmTask(o.value(QStringLiteral("task")).toString().toStdString());
            const QString model = o.value(QStringLiteral("model")).toString();
            const QString format = o.value(QStringLiteral("format")).toString();
            const double context = o.value(QStringLiteral("context")).toDouble(llm.context);
            const double batch = o.value(QStringLiteral("batch")).toDouble(llm.batch);
            if (!v.isObject() || !task || checkLlmModelId(model.toStdString()) || !findWeightFormat(format.toStdString())
                || !(context >= 1.0 && context <= 1 << 24 && context == std::floor(context))
                || !(batch >= 1.0 && batch <= 4096.0 && batch == std::floor(batch))) {
                fail(QStringLiteral("llm"));
            } else {
                llm.modelId = model.toStdString();
                llm.task = *task;
                llm.formatId = format.toStdString();
                llm.context = static_cast<int>(context);
                llm.batch = static_cast<int>(batch);
                in.llm = llm;
            }
        }
        if (!m_error.isEmpty())
            return makeError(m_error.toStdString());
        return in;
    }

private:
    void fail(const QString &field)
    {
        if (m_error.isEmpty())
            m_error = tr("the field '%1' has an unusable value").arg(field);
    }

    template<typename Apply> void text(const char *key, Apply apply)
    {
        const QString k = QLatin1String(key);
        if (!m_object.contains(k))
            return;
        const QJsonValue v = m_object.value(k);
        if (!v.isString() || !apply(v.toString()))
            fail(k);
    }

    void number(const char *key, double &out, double min, double max)
    {
        const QString k = QLatin1String(key);
        if (!m_object.contains(k))
            return;
        const QJsonValue v = m_object.value(k);
        if (!v.isDouble() || checkNumber(v.toDouble(), min, max))
            fail(k);
        else
            out = v.toDouble();
    }

    void optionalNumber(const char *key, std::optional<double> &out, double min, double max)
    {
        const QString k = QLatin1String(key);
        if (!m_object.contains(k))
            return;
        const QJsonValue v = m_object.value(k);
        if (v.isNull()) {
            out.reset();
            return;
        }
        double value = 0.0;
        number(key, value, min, max);
        if (v.isDouble())
            out = value;
    }

    void boolean(const char *key, bool &out)
    {
        const QString k = QLatin1String(key);
        if (!m_object.contains(k))
            return;
        const QJsonValue v = m_object.value(k);
        if (!v.isBool())
            fail(k);
        else
            out = v.toBool();
    }

    QJsonObject m_object;
    QString m_error;
};

QString entryId(const QJsonValue &entry)
{
    return entry.toObject().value(kId).toString();
}

// A persona's name and description as every other name and note are checked.
std::optional<QString> checkPersonaTexts(const Persona &persona)
{
    if (auto problem = checkText(persona.name, kMaxNameLength, TextKind::Line, false))
        return PersonaStore::tr("the name: %1").arg(translated(*problem));
    if (auto problem = checkText(persona.description, kMaxTextLength, TextKind::Block, false))
        return PersonaStore::tr("the description: %1").arg(translated(*problem));
    return std::nullopt;
}

} // namespace

PersonaStore::PersonaStore(Catalogue &catalogue)
    : m_catalogue(catalogue)
{ }

namespace {

// The stored entries, or why the stored value is not ours to read or rewrite.
Result<QJsonArray> readEntries(const QString &text)
{
    if (text.trimmed().isEmpty())
        return QJsonArray();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        return makeError(PersonaStore::tr("the saved personas are not valid JSON (%1 at offset %2)")
                             .arg(error.errorString())
                             .arg(error.offset)
                             .toStdString());
    const QJsonObject root = document.object();
    if (!document.isObject() || !root.value(kPersonas).isArray())
        return makeError(
            PersonaStore::tr("the saved personas are not a list of personas").toStdString());
    if (root.value(kVersion).toInt(0) > PersonaStore::kFormatVersion)
        return makeError(
            PersonaStore::tr(
                "the saved personas were written by a newer version of the application")
                .toStdString());
    return root.value(kPersonas).toArray();
}

Result<Persona> readPersona(const QJsonValue &entry)
{
    if (!entry.isObject())
        return makeError(PersonaStore::tr("an entry is not an object").toStdString());
    const QJsonObject o = entry.toObject();
    Persona p;
    p.id = o.value(kId).toString().toStdString();
    if (!isValidPersonaId(p.id))
        return makeError(
            PersonaStore::tr("'%1' is not a persona id").arg(toQString(p.id)).toStdString());
    p.name = o.value(kName).toString().toStdString();
    p.description = o.value(kDescription).toString().toStdString();
    if (auto problem = checkPersonaTexts(p))
        return makeError(PersonaStore::tr("persona '%1': %2")
                             .arg(toQString(p.id), *problem)
                             .toStdString());
    if (!o.value(kInputs).isObject())
        return makeError(
            PersonaStore::tr("persona '%1': no inputs").arg(toQString(p.id)).toStdString());
    auto inputs = InputsReader(o.value(kInputs).toObject()).read();
    if (!inputs)
        return makeError(PersonaStore::tr("persona '%1': %2")
                             .arg(toQString(p.id), toQString(inputs.message()))
                             .toStdString());
    p.inputs = std::move(inputs).value();
    p.builtIn = false;
    return p;
}

QString documentText(const QJsonArray &entries)
{
    QJsonObject root;
    root.insert(kVersion, PersonaStore::kFormatVersion);
    root.insert(kPersonas, entries);
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Compact));
}

} // namespace

Result<PersonaStore::Loaded> PersonaStore::load() const
{
    return read(m_catalogue.setting(QLatin1String(kSettingKey)));
}

Result<PersonaStore::Loaded> PersonaStore::read(const QString &document)
{
    auto entries = readEntries(document);
    if (!entries)
        return entries.error();
    Loaded loaded;
    for (const QJsonValue &entry : *entries) {
        auto persona = readPersona(entry);
        if (persona)
            loaded.personas.push_back(std::move(persona).value());
        else
            loaded.problems.append(toQString(persona.message()));
    }
    return loaded;
}

Status PersonaStore::save(const Persona &persona)
{
    if (!isValidPersonaId(persona.id))
        return makeError(tr("'%1' is not a persona id: use lower-case letters, digits and '-'")
                             .arg(toQString(persona.id))
                             .toStdString());
    if (persona.name.empty())
        return makeError(
            tr("the persona '%1' needs a name").arg(toQString(persona.id)).toStdString());
    if (auto problem = checkPersonaTexts(persona))
        return makeError(tr("the persona '%1': %2").arg(toQString(persona.id), *problem).toStdString());

    QJsonObject entry;
    entry.insert(kId, toQString(persona.id));
    entry.insert(kName, toQString(persona.name));
    entry.insert(kDescription, toQString(persona.description));
    entry.insert(kInputs,
                 QJsonDocument::fromJson(QByteArray::fromStdString(toJson(persona.inputs).dump(-1)))
                     .object());

    // Read and written in one transaction: a persona saved meanwhile by
    // another program is kept.
    return m_catalogue.updateSetting(
        QLatin1String(kSettingKey), [&](const QString &current) -> Result<QString> {
            auto entries = readEntries(current);
            if (!entries)
                return makeError(tr("not saved: %1").arg(toQString(entries.message())).toStdString());
            QJsonArray updated = *entries;
            bool replaced = false;
            for (qsizetype i = 0; i < updated.size(); ++i) {
                if (entryId(updated.at(i)) == toQString(persona.id)) {
                    updated.replace(i, entry);
                    replaced = true;
                    break;
                }
            }
            if (!replaced)
                updated.append(entry);
            return documentText(updated);
        });
}

Status PersonaStore::remove(const QString &id)
{
    return m_catalogue.updateSetting(
        QLatin1String(kSettingKey), [&](const QString &current) -> Result<QString> {
            auto entries = readEntries(current);
            if (!entries)
                return makeError(tr("not removed: %1").arg(toQString(entries.message())).toStdString());
            QJsonArray updated = *entries;
            for (qsizetype i = 0; i < updated.size(); ++i) {
                if (entryId(updated.at(i)) == id) {
                    updated.removeAt(i);
                    return documentText(updated);
                }
            }
            return makeError(tr("no saved persona '%1'").arg(id).toStdString());
        });
}

Result<std::optional<Persona>> PersonaStore::find(const QString &id) const
{
    auto loaded = load();
    if (!loaded)
        return loaded.error();
    for (const Persona &p : loaded->personas) {
        if (toQString(p.id) == id)
            return std::optional<Persona>(p);
    }
    if (const Persona *builtIn = findBuiltInPersona(id.toStdString()))
        return std::optional<Persona>(*builtIn);
    return std::optional<Persona>();
}

} // namespace gpa::db
