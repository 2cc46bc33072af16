#include "workload.h"

#include "validation.h"

#include <cmath>

namespace gpa {

std::string_view toString(Workload workload)
{
    switch (workload) {
    case Workload::Cnn:
        return "cnn";
    case Workload::Rnn:
        return "rnn";
    case Workload::Transformer:
        return "transformer";
    }
    return {};
}

std::string_view toString(Precision precision)
{
    return precision == Precision::Fp16 ? "fp16" : "fp32";
}

std::optional<Workload> parseWorkload(std::string_view text)
{
    for (const Workload w : kAllWorkloads) {
        if (toString(w) == text)
            return w;
    }
    return std::nullopt;
}

std::optional<Precision> parsePrecision(std::string_view text)
{
    if (text == "fp32")
        return Precision::Fp32;
    if (text == "fp16" || text == "mixed" || text == "bf16")
        return Precision::Fp16;
    return std::nullopt;
}

WorkloadMix WorkloadMix::only(Workload workload)
{
    WorkloadMix mix{0.0, 0.0, 0.0};
    switch (workload) {
    case Workload::Cnn:
        mix.cnn = 1.0;
        break;
    case Workload::Rnn:
        mix.rnn = 1.0;
        break;
    case Workload::Transformer:
        mix.transformer = 1.0;
        break;
    }
    return mix;
}

double WorkloadMix::weight(Workload workload) const
{
    switch (workload) {
    case Workload::Cnn:
        return cnn;
    case Workload::Rnn:
        return rnn;
    case Workload::Transformer:
        return transformer;
    }
    return 0.0;
}

bool WorkloadMix::isValid() const
{
    // Bounded weights keep their sum finite, so normalised() never divides
    // by infinity (1e308 + 1e308) and silently returns zeros.
    return !checkWorkloadWeights(cnn, rnn, transformer);
}

WorkloadMix WorkloadMix::normalised() const
{
    const double total = cnn + rnn + transformer;
    if (!(total > 0.0))
        return {};
    return {cnn / total, rnn / total, transformer / total};
}

std::optional<Workload> WorkloadMix::single() const
{
    std::optional<Workload> found;
    for (const Workload w : kAllWorkloads) {
        if (weight(w) > 0.0) {
            if (found)
                return std::nullopt;
            found = w;
        }
    }
    return found;
}

} // namespace gpa
