#pragma once

#include "core/personas.h"
#include "core/result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpa::db {

class Catalogue;

// The user's own personas (recommender presets), kept as one JSON document
// in the catalogue's settings table:
//   {"version": 1, "personas": [{"id", "name", "description", "inputs": {...}}]}
// with "inputs" as core/recommendationjson.h writes them. A persona saved
// under a built-in id replaces that preset for this catalogue (the presets
// are editable); removing it brings the built-in one back.
//
// Each save or remove is one write of the setting, so one transaction. A
// stored value that is not such a document is reported and never
// overwritten; an entry that cannot be read is skipped with a problem, and
// kept as it is when other personas are saved.
class PersonaStore
{
    Q_DECLARE_TR_FUNCTIONS(gpa::db::PersonaStore)

public:
    static constexpr const char *kSettingKey = "user_personas";
    static constexpr int kFormatVersion = 1;

    explicit PersonaStore(Catalogue &catalogue);

    struct Loaded
    {
        std::vector<Persona> personas; // in the order saved
        QStringList problems; // one translated line per entry that could not be read
    };

    [[nodiscard]] Result<Loaded> load() const;
    // Reads a stored document (the setting's text), as load() does: the
    // reader of saved personas, whatever the text holds.
    [[nodiscard]] static Result<Loaded> read(const QString &document);
    // Adds the persona, or replaces the one with the same id.
    Status save(const Persona &persona);
    // Error when no saved persona has this id.
    Status remove(const QString &id);

    // The saved persona with this id, else the built-in one; nullopt when
    // neither exists. An unreadable store is an Error (the built-in personas
    // are still at hand through core).
    [[nodiscard]] Result<std::optional<Persona>> find(const QString &id) const;

private:
    Catalogue &m_catalogue;
};

} // namespace gpa::db
