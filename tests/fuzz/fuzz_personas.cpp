// Saved personas are a JSON document in the catalogue's settings, which any
// program can write. Besides not crashing, every persona the reader accepts
// is one the program could have saved: a persona id, a name and description
// within the text limits, inputs within the command line's bounds and a
// workload mix whose weights sum to a finite number above zero.
#include "core/personas.h"
#include "core/recommender.h"
#include "core/validation.h"
#include "database/personastore.h"

#include <QCoreApplication>
#include <QString>

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

bool within(const std::optional<double> &value, double min, double max)
{
    return !value || (std::isfinite(*value) && *value >= min && *value <= max);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpa;
    const QString document
        = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto loaded = db::PersonaStore::read(document);
    if (!loaded)
        return 0;
    for (const Persona &p : loaded->personas) {
        require(isValidPersonaId(p.id));
        require(!checkText(p.name, kMaxNameLength, TextKind::Line, false));
        require(!checkText(p.description, kMaxTextLength, TextKind::Block, false));
        const RecommendationInputs &in = p.inputs;
        require(in.mix.isValid());
        const WorkloadMix normalised = in.mix.normalised();
        require(std::isfinite(normalised.cnn + normalised.rnn + normalised.transformer));
        require(within(in.budget, 0.0, 1e12));
        require(within(in.minMemoryGb, 0.0, 1e6));
        require(in.gpus >= 1 && in.gpus <= 1024);
        require(within(in.maxPowerW, 1e-9, 1e5));
        require(within(in.cloudHoursPerMonth, 0.0, 730.0));
        require(!checkCurrencyCode(in.currency));
    }
    return 0;
}
