#include "personas.h"

#include <algorithm>

namespace gpa {

namespace {

// Workload mixes:
// - an even mix for the general personas: the seed's picks for them (§7.8)
//   are meant for every kind of deep learning, and its cost figures (§4.4)
//   look at convnets, RNNs and Transformers alike;
// - convnets only for the computer-vision researcher;
// - Transformers and RNNs for the NLP researcher (seed §4.2 benchmarked
//   Transformer-XL/BERT and biLSTMs for language).
// Precision: 16-bit where the seed's advice says so (RTX with 16-bit, §7.1,
// §7.8), else fp32.
RecommendationInputs inputs(Objective objective, double budgetUsd, double minMemoryGb,
                            Precision precision)
{
    RecommendationInputs in;
    in.objective = objective;
    in.budget = budgetUsd;
    in.currency = "USD";
    in.minMemoryGb = minMemoryGb;
    in.precision = precision;
    in.mix = WorkloadMix{};
    return in;
}

std::vector<Persona> makeBuiltIns()
{
    std::vector<Persona> all;
    const auto add
        = [&](const char *id, const char *name, const char *description, RecommendationInputs in) {
              all.push_back({id, name, description, std::move(in), true});
          };

    {
        auto in = inputs(Objective::PerDollar, 800, 8, Precision::Fp16);
        in.tensorCoresRequired = true;
        add("best", QT_TRANSLATE_NOOP("core", "Best GPU"),
            QT_TRANSLATE_NOOP("core",
                              "The best value for most people: performance per dollar up to "
                              "$800 a card, at least 8 GB, 16-bit training on tensor cores "
                              "(Dettmers 2019, §7.1, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 650, 8, Precision::Fp16);
        in.tensorCoresRequired = true;
        add("cost-efficient", QT_TRANSLATE_NOOP("core", "Cost-efficient but expensive"),
            QT_TRANSLATE_NOOP("core",
                              "Performance per dollar up to $650 a card, at least 8 GB, 16-bit "
                              "training on tensor cores (Dettmers 2019, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 400, 6, Precision::Fp16);
        in.usedAllowed = true;
        add("cheap", QT_TRANSLATE_NOOP("core", "Cost-efficient and cheap"),
            QT_TRANSLATE_NOOP("core",
                              "Performance per dollar up to $400 a card, at least 6 GB, 16-bit "
                              "training, used cards welcome (Dettmers 2019, §7.4, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 250, 6, Precision::Fp32);
        in.usedAllowed = true;
        add("little-money", QT_TRANSLATE_NOOP("core", "A little money"),
            QT_TRANSLATE_NOOP("core",
                              "Performance per dollar up to $250 a card with at least 6 GB, "
                              "used cards welcome (Dettmers 2019, §7.4, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 200, 4, Precision::Fp32);
        in.usedAllowed = true;
        in.freeAlternatives = true;
        add("no-money", QT_TRANSLATE_NOOP("core", "No money"),
            QT_TRANSLATE_NOOP("core",
                              "Up to $200 a card with at least 4 GB; or prototype on the CPU "
                              "or in a free notebook and train in the cloud (Dettmers 2019, §7.4, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 800, 8, Precision::Fp16);
        add("kaggle", QT_TRANSLATE_NOOP("core", "Kaggle competitor"),
            QT_TRANSLATE_NOOP("core",
                              "Performance per dollar up to $800 a card, at least 8 GB, 16-bit "
                              "training; competitions span images, text and sequences "
                              "(Dettmers 2019, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::Performance, 1300, 11, Precision::Fp32);
        in.mix = WorkloadMix::only(Workload::Cnn);
        in.gpus = 4;
        // seed §1.5, §1.6: four GPUs mainly run more experiments.
        in.multiGpuMode = MultiGpuMode::SeparateExperiments;
        // Four cards need a four-slot workstation (a desktop takes two).
        in.host = HostKind::Workstation;
        add("vision-research", QT_TRANSLATE_NOOP("core", "Computer-vision researcher"),
            QT_TRANSLATE_NOOP("core",
                              "The fastest card up to $1,300 with at least 11 GB for "
                              "convnets, four of them for separate experiments: mind their "
                              "cooling (Dettmers 2019, §1.5, §5.1, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::Performance, 1300, 11, Precision::Fp16);
        in.mix = WorkloadMix{0.0, 1.0, 1.0};
        add("nlp-research", QT_TRANSLATE_NOOP("core", "NLP researcher"),
            QT_TRANSLATE_NOOP("core",
                              "The fastest card up to $1,300 with at least 11 GB for "
                              "Transformers and RNNs, trained in 16-bit (Dettmers 2019, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 650, 8, Precision::Fp16);
        in.addCardsLater = true;
        add("serious-learner", QT_TRANSLATE_NOOP("core", "Serious about deep learning"),
            QT_TRANSLATE_NOOP("core",
                              "Performance per dollar up to $650 a card, at least 8 GB, 16-bit "
                              "training; start with one card and add more later (Dettmers 2019, §7.8)"),
            in);
    }
    {
        // seed §7.5: "just starting: GTX 1060 6GB" - a cheap card with
        // enough memory to learn on; used cards welcome.
        auto in = inputs(Objective::PerDollar, 250, 6, Precision::Fp32);
        in.usedAllowed = true;
        add("just-starting", QT_TRANSLATE_NOOP("core", "Just starting"),
            QT_TRANSLATE_NOOP("core",
                              "A first card to learn on: performance per dollar up to $250 with "
                              "at least 6 GB, used cards welcome (Dettmers 2019, §7.5)"),
            in);
    }
    {
        // seed §7.5: "learn fast: several GTX 1060 6GB" - several cheap cards,
        // one experiment on each (§1.5), as many as a desktop takes.
        auto in = inputs(Objective::PerDollar, 250, 6, Precision::Fp32);
        in.usedAllowed = true;
        in.gpus = 2;
        in.multiGpuMode = MultiGpuMode::SeparateExperiments;
        add("learn-fast", QT_TRANSLATE_NOOP("core", "Learn fast"),
            QT_TRANSLATE_NOOP("core",
                              "Several cheap cards, one experiment on each, to learn faster: two "
                              "cards up to $250 each with at least 6 GB in one desktop, used "
                              "cards welcome (Dettmers 2019, §1.5, §7.5)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 200, 2, Precision::Fp32);
        in.maxPowerW = 75.0;
        add("just-trying", QT_TRANSLATE_NOOP("core", "Just trying deep learning"),
            QT_TRANSLATE_NOOP("core",
                              "Up to $200 for a card that fits a standard desktop: at most "
                              "75 W, so no new power supply and no new computer (Dettmers 2019, §7.8)"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 2500, 24, Precision::Fp16);
        in.tensorCoresRequired = true;
        add("large-memory", QT_TRANSLATE_NOOP("core", "A lot of memory"),
            QT_TRANSLATE_NOOP("core",
                              "At least 24 GB for very large networks, up to $2,500 a card, "
                              "16-bit training on tensor cores: be sure you need it (Dettmers 2019, §7.2, "
                              "§7.8)"),
            in);
    }
    // Large language models, today's question: the model's memory for the
    // task is the need, its tokens a second per dollar the ranking.
    {
        auto in = inputs(Objective::PerDollar, 2000, 0, Precision::Fp16);
        in.usedAllowed = true;
        in.gpus = 2;
        in.llm = LlmWorkload {};
        in.llm->modelId = "llama-3.1-70b";
        in.llm->formatId = "q4_k_m";
        in.llm->task = LlmTask::Inference;
        add("llm-local-70b", QT_TRANSLATE_NOOP("core", "Run a 70B model locally"),
            QT_TRANSLATE_NOOP("core",
                              "Two cards up to $2,000 each that hold Llama 3.1 70B at 4 bits "
                              "(q4_k_m, 4,096 tokens of context) between them, ranked by tokens "
                              "a second per dollar of the machine; used cards welcome"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 1500, 0, Precision::Fp16);
        in.usedAllowed = true;
        in.llm = LlmWorkload {};
        in.llm->modelId = "llama-3.1-8b";
        in.llm->formatId = "nf4";
        in.llm->task = LlmTask::Qlora;
        add("llm-qlora-8b", QT_TRANSLATE_NOOP("core", "Fine-tune an 8B model with QLoRA"),
            QT_TRANSLATE_NOOP("core",
                              "One card up to $1,500 that fine-tunes Llama 3.1 8B with QLoRA "
                              "(4-bit nf4 weights, 4,096-token sequences), ranked by trained "
                              "tokens a second per dollar; used cards welcome"),
            in);
    }
    {
        auto in = inputs(Objective::PerDollar, 100000, 0, Precision::Fp16);
        in.budget.reset();
        in.listWorst = true;
        add("worst", QT_TRANSLATE_NOOP("core", "Worst GPUs"),
            QT_TRANSLATE_NOOP("core",
                              "The cards to avoid: those with the least performance per dollar "
                              "for sale, each with its figure against the best value card; in "
                              "2019 the data-centre and workstation cards and the dearest "
                              "Titans (Dettmers 2019, §7.8)"),
            in);
    }
    return all;
}

} // namespace

const std::vector<Persona> &builtInPersonas()
{
    static const std::vector<Persona> personas = makeBuiltIns();
    return personas;
}

const Persona *findBuiltInPersona(std::string_view id)
{
    const auto &all = builtInPersonas();
    const auto it
        = std::find_if(all.begin(), all.end(), [id](const Persona &p) { return p.id == id; });
    return it == all.end() ? nullptr : &*it;
}

bool isValidPersonaId(std::string_view id)
{
    if (id.empty() || id.size() > 64)
        return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

} // namespace gpa
