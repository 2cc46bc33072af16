#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace gpa {

// The three workload families of seed §3: convnets, recurrent networks and
// Transformers. Their speed depends on different parts of a chip (§3.1, §3.2).
enum class Workload { Cnn, Rnn, Transformer };
inline constexpr std::array kAllWorkloads{Workload::Cnn, Workload::Rnn, Workload::Transformer};
inline constexpr std::size_t kWorkloadCount = kAllWorkloads.size();

// fp32, or 16-bit mixed precision (fp16/bf16 with 32-bit master weights).
enum class Precision { Fp32, Fp16 };
inline constexpr std::array kAllPrecisions{Precision::Fp32, Precision::Fp16};

std::string_view toString(Workload workload);   // "cnn", "rnn", "transformer"
std::string_view toString(Precision precision); // "fp32", "fp16"
std::optional<Workload> parseWorkload(std::string_view text);
std::optional<Precision> parsePrecision(std::string_view text);

// A user's blend of workloads, e.g. 50% cnn + 50% transformer. Weights need
// not sum to one; normalised() makes them.
struct WorkloadMix
{
    double cnn = 1.0;
    double rnn = 1.0;
    double transformer = 1.0;

    static WorkloadMix only(Workload workload);
    [[nodiscard]] double weight(Workload workload) const;
    [[nodiscard]] WorkloadMix normalised() const;
    [[nodiscard]] bool isValid() const; // non-negative, finite, not all zero
    [[nodiscard]] std::optional<Workload> single() const; // the one workload with weight, if only one
    friend bool operator==(const WorkloadMix &, const WorkloadMix &) = default;
};

} // namespace gpa
