// The user's personas in the catalogue's settings: round trip, replacement,
// removal, and stored values that cannot be read.
#include "database/catalogue.h"
#include "database/personastore.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

using gpa::db::PersonaStore;
using namespace gpa;
using namespace gpa::test;

namespace {

// Every input away from its default, with numbers that must come back exactly.
Persona labPersona()
{
    Persona p;
    p.id = "my-lab";
    p.name = "Our lab, \"vision\" group";
    p.description = "Four cards, 视觉 research";
    RecommendationInputs &in = p.inputs;
    in.objective = Objective::Performance;
    in.budget = 9000.5;
    in.currency = "CNY";
    in.mix = WorkloadMix{0.7, 0.1, 0.2};
    in.precision = Precision::Fp32;
    in.minMemoryGb = 10.5;
    in.modelPreset = "resnet50-training";
    in.tensorCoresRequired = true;
    in.gpus = 4;
    in.multiGpuMode = MultiGpuMode::SeparateExperiments;
    in.dataCentre = true;
    in.maxPowerW = 250.0;
    in.usedAllowed = true;
    in.vendors = {"NVIDIA", "AMD"};
    in.cloudHoursPerMonth = 42.25;
    in.asOfDay = dayNumber(2019, 4, 30);
    in.addCardsLater = true;
    in.freeAlternatives = true;
    return p;
}

QString stored(ScratchCatalogue &scratch)
{
    return scratch->setting(QLatin1String(PersonaStore::kSettingKey));
}

} // namespace

TEST_CASE("Personas: save, load, replace and remove round trip", "[database][personas]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    PersonaStore store(scratch.catalogue());

    auto empty = store.load();
    REQUIRE(empty.ok());
    CHECK(empty->personas.empty());
    CHECK(empty->problems.isEmpty());

    const Persona lab = labPersona();
    Persona quick;
    quick.id = "quick";
    quick.name = "Quick check";
    REQUIRE(store.save(lab).ok());
    REQUIRE(store.save(quick).ok());

    // Through a fresh connection: what was committed is what comes back.
    scratch.close();
    REQUIRE(scratch.reopen());
    PersonaStore reopened(scratch.catalogue());
    auto loaded = reopened.load();
    REQUIRE(loaded.ok());
    CHECK(loaded->problems.isEmpty());
    REQUIRE(loaded->personas.size() == 2);
    CHECK(loaded->personas[0] == lab);
    CHECK(loaded->personas[1] == quick);
    CHECK_FALSE(loaded->personas[0].builtIn);

    // Saving under the same id replaces, in place.
    Persona changed = lab;
    changed.inputs.budget.reset();
    changed.inputs.maxPowerW.reset();
    changed.inputs.asOfDay.reset();
    changed.inputs.modelPreset.clear();
    REQUIRE(reopened.save(changed).ok());
    loaded = reopened.load();
    REQUIRE(loaded.ok());
    REQUIRE(loaded->personas.size() == 2);
    CHECK(loaded->personas[0] == changed);

    REQUIRE(reopened.remove(QStringLiteral("my-lab")).ok());
    loaded = reopened.load();
    REQUIRE(loaded.ok());
    REQUIRE(loaded->personas.size() == 1);
    CHECK(loaded->personas[0].id == "quick");

    const auto missing = reopened.remove(QStringLiteral("my-lab"));
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.message() == "no saved persona 'my-lab'");
}

TEST_CASE("Personas: find prefers the user's own over the built-in one", "[database][personas]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    PersonaStore store(scratch.catalogue());

    auto builtIn = store.find(QStringLiteral("best"));
    REQUIRE(builtIn.ok());
    REQUIRE(builtIn->has_value());
    CHECK((*builtIn)->builtIn);
    CHECK((*builtIn)->inputs.budget == 800.0);

    Persona edited = *findBuiltInPersona("best");
    edited.builtIn = false;
    edited.inputs.budget = 700.0;
    REQUIRE(store.save(edited).ok());
    auto found = store.find(QStringLiteral("best"));
    REQUIRE(found.ok());
    REQUIRE(found->has_value());
    CHECK_FALSE((*found)->builtIn);
    CHECK((*found)->inputs.budget == 700.0);

    // Removing the edit brings the preset back.
    REQUIRE(store.remove(QStringLiteral("best")).ok());
    found = store.find(QStringLiteral("best"));
    REQUIRE(found.ok());
    CHECK((*found)->inputs.budget == 800.0);

    auto none = store.find(QStringLiteral("nobody"));
    REQUIRE(none.ok());
    CHECK_FALSE(none->has_value());
}

TEST_CASE("Personas: bad ids and names are refused without writing", "[database][personas]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    PersonaStore store(scratch.catalogue());
    Persona p = labPersona();
    p.id = "My Lab";
    CHECK_FALSE(store.save(p).ok());
    p.id = "my-lab";
    p.name.clear();
    CHECK_FALSE(store.save(p).ok());
    CHECK(stored(scratch).isEmpty());
}

TEST_CASE("Personas: a corrupt stored value is reported and never overwritten",
          "[database][personas]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString corrupt = GENERATE(
        QStringLiteral("{\"version\": 1, \"personas\": [{\"id\": "), QStringLiteral("[1, 2, 3]"),
        QStringLiteral("{\"version\": 1}"), QStringLiteral("{\"version\": 99, \"personas\": []}"));
    CAPTURE(corrupt.toStdString());
    REQUIRE(scratch->setSetting(QLatin1String(PersonaStore::kSettingKey), corrupt).ok());
    PersonaStore store(scratch.catalogue());

    const auto loaded = store.load();
    REQUIRE_FALSE(loaded.ok());
    CHECK(loaded.message().find("the saved personas") == 0);
    CHECK_FALSE(store.find(QStringLiteral("best")).ok());

    const auto saved = store.save(labPersona());
    REQUIRE_FALSE(saved.ok());
    CHECK(saved.message().find("not saved: the saved personas") == 0);
    CHECK_FALSE(store.remove(QStringLiteral("my-lab")).ok());
    CHECK(stored(scratch) == corrupt);
}

TEST_CASE("Personas: an unreadable entry is skipped, reported and kept", "[database][personas]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const QString text = QStringLiteral(
        "{\"version\": 1, \"personas\": ["
        "{\"id\": \"broke\", \"name\": \"Broke\", \"inputs\": {\"budget\": \"lots\"}},"
        "{\"id\": \"ok\", \"name\": \"Fine\", \"inputs\": {\"budget\": 300, \"precision\": "
        "\"fp32\"}},"
        "{\"id\": \"Bad Id\", \"name\": \"x\", \"inputs\": {}},"
        "{\"id\": \"odd\", \"name\": \"Odd\", \"inputs\": {\"workload\": {\"cnn\": 0}}}"
        "]}");
    REQUIRE(scratch->setSetting(QLatin1String(PersonaStore::kSettingKey), text).ok());
    PersonaStore store(scratch.catalogue());

    auto loaded = store.load();
    REQUIRE(loaded.ok());
    REQUIRE(loaded->personas.size() == 1);
    const Persona &ok = loaded->personas[0];
    CHECK(ok.id == "ok");
    CHECK(ok.inputs.budget == 300.0);
    CHECK(ok.inputs.precision == Precision::Fp32);
    CHECK(ok.inputs.objective == Objective::PerDollar); // missing fields keep their defaults
    CHECK(ok.inputs.vendors == std::vector<std::string>{"NVIDIA"});
    REQUIRE(loaded->problems.size() == 3);
    CHECK(loaded->problems[0]
          == QStringLiteral("persona 'broke': the field 'budget' has an unusable value"));
    CHECK(loaded->problems[1] == QStringLiteral("'Bad Id' is not a persona id"));
    CHECK(loaded->problems[2]
          == QStringLiteral("persona 'odd': the field 'workload' has an unusable value"));

    // Saving another persona keeps the unreadable entries as they were.
    Persona extra;
    extra.id = "extra";
    extra.name = "Extra";
    REQUIRE(store.save(extra).ok());
    loaded = store.load();
    REQUIRE(loaded.ok());
    CHECK(loaded->personas.size() == 2);
    CHECK(loaded->problems.size() == 3);
    CHECK(stored(scratch).contains(QStringLiteral("\"lots\"")));
}
