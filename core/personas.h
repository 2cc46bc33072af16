#pragma once

#include "recommender.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// A preset of the recommender's inputs: the seed's personas (seed §7.8) are
// built in; users edit them and save their own (database/personastore.h).
struct Persona
{
    std::string id; // slug: lower-case letters, digits and '-'
    // Built-in personas hold English marked with QT_TRANSLATE_NOOP("core", ...)
    // (the UI translates them); the user's own hold what the user typed.
    std::string name;
    std::string description;
    RecommendationInputs inputs;
    bool builtIn = false;

    friend bool operator==(const Persona &, const Persona &) = default;
};

// The seed's personas, budgets in US dollars of April 2019, no card named.
const std::vector<Persona> &builtInPersonas();
const Persona *findBuiltInPersona(std::string_view id);

// True for a non-empty slug of at most 64 characters: a-z, 0-9 and '-'.
bool isValidPersonaId(std::string_view id);

} // namespace gpa
