// The LLM tables of the catalogue: bundled rows, migration, the user's own models.
#include "database/catalogue.h"
#include "testsupport.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>

using gpa::db::Catalogue;
using gpa::db::OpenReport;
using namespace gpa::test;

namespace {

const gpa::LlmModel *find(const std::vector<gpa::LlmModel> &models, const std::string &id)
{
    const auto it = std::find_if(models.begin(), models.end(),
                                 [&id](const gpa::LlmModel &m) { return m.id == id; });
    return it == models.end() ? nullptr : &*it;
}

gpa::LlmModel ownModel()
{
    gpa::LlmModel m;
    m.id = "my-model-1.5b";
    m.name = "My model 1.5B";
    m.paramsB = 1.54;
    m.layers = 28;
    m.hiddenSize = 1536;
    m.intermediateSize = 8960;
    m.attentionHeads = 12;
    m.kvHeads = 2;
    m.headDim = 128;
    m.vocabSize = 151936;
    m.nativeContext = 32768;
    m.tiedEmbeddings = true;
    m.source = "config.json of my model";
    return m;
}

} // namespace

TEST_CASE("A new catalogue holds the bundled LLM models and measurements", "[catalogue][llm]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const auto counts = bundledRowCounts();
    REQUIRE(counts.at("llm_models") >= 20);
    const auto models = scratch->llmModels();
    CHECK(models.size() == static_cast<std::size_t>(counts.at("llm_models")));
    CHECK(scratch->llmBenchmarks().size() == static_cast<std::size_t>(counts.at("llm_benchmarks")));

    const gpa::LlmModel *mixtral = find(models, "mixtral-8x7b");
    REQUIRE(mixtral);
    CHECK(mixtral->paramsB == 46.703);
    CHECK(mixtral->activeParamsB == 12.88);
    CHECK(mixtral->experts == 8);
    CHECK(mixtral->activeExperts == 2);
    CHECK(mixtral->kvHeads == 8);
    CHECK(mixtral->origin == gpa::Origin::Bundled);
    const gpa::LlmModel *gemma = find(models, "gemma-2-9b");
    REQUIRE(gemma);
    CHECK(gemma->tiedEmbeddings);
    CHECK(gemma->slidingWindow == 4096);
    CHECK(find(models, "deepseek-r1")->kvCacheDim == 576);

    const gpa::DataSet data = scratch->load().value();
    CHECK(data.llmModels.size() == models.size());
    CHECK(data.llmBenchmarks.front().tokensPerS > 0.0);
}

// [sqlite-only]: the fixture is an SQLite catalogue of an older schema; a
// server catalogue starts at schema 6 (see database/schema_pg.cpp).
TEST_CASE("Migrating a version-1 catalogue adds the LLM tables with the bundled rows",
          "[catalogue][llm][migration][sqlite-only]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    REQUIRE(runSqlFile(path, fixtureFile(QStringLiteral("catalogue-v1.sql"))).isEmpty());

    OpenReport report;
    auto opened = Catalogue::open(path, &report);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    CHECK(report.outcome == OpenReport::Outcome::Migrated);
    CHECK((*opened)->llmModels().size()
          == static_cast<std::size_t>(bundledRowCounts().at("llm_models")));
    // Measurements of devices the old file does not hold stay out: of its
    // three devices only the RTX 2080 Ti has one.
    const auto benchmarks = (*opened)->llmBenchmarks();
    REQUIRE(benchmarks.size() == 1);
    CHECK(benchmarks.front().deviceId == "rtx-2080-ti");
    CHECK(benchmarks.front().modelId == "qwen2.5-14b");
}

TEST_CASE("The user's own LLM models: checked by the core validator, one transaction each",
          "[catalogue][llm][write]")
{
    ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    const std::size_t before = scratch->llmModels().size();

    const auto added = scratch->addLlmModel(ownModel());
    INFO((added ? std::string() : added.message()));
    REQUIRE(added);
    const auto models = scratch->llmModels();
    REQUIRE(models.size() == before + 1);
    const gpa::LlmModel *own = find(models, "my-model-1.5b");
    REQUIRE(own);
    CHECK(own->origin == gpa::Origin::User);
    CHECK(own->paramsB == 1.54);
    CHECK(own->tiedEmbeddings);

    // The same id again, a bad model: refused with the reason, nothing written.
    const QString dumpBefore = scratch->dumpText();
    const auto again = scratch->addLlmModel(ownModel());
    REQUIRE_FALSE(again);
    CHECK(again.message().find("already exists") != std::string::npos);
    gpa::LlmModel bad = ownModel();
    bad.id = "bad-heads";
    bad.kvHeads = 5;
    const auto refused = scratch->addLlmModel(bad);
    REQUIRE_FALSE(refused);
    CHECK(refused.message().find("kv_heads") != std::string::npos);
    CHECK(scratch->dumpText() == dumpBefore);

    // Bundled models stay; the user's own can go.
    const auto bundled = scratch->removeLlmModel(QStringLiteral("llama-2-7b"));
    REQUIRE_FALSE(bundled);
    CHECK(bundled.message().find("bundled") != std::string::npos);
    REQUIRE(scratch->removeLlmModel(QStringLiteral("my-model-1.5b")));
    CHECK(scratch->llmModels().size() == before);
    CHECK_FALSE(scratch->removeLlmModel(QStringLiteral("my-model-1.5b")));
}
