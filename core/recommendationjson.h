#pragma once

#include "json.h"
#include "recommender.h"

#include <string>

namespace gpa {

// A sentence for JSON output: the English text, with its seed rule appended
// as " (seed §4.4)" when it has one.
std::string citedText(const Message &message);

// The inputs as a JSON object; the keys are those the persona store saves
// and `recommend --json` prints under "inputs":
//   objective ("per-dollar" | "performance"), budget (number | null),
//   currency, workload{cnn, rnn, transformer} (weights), precision
//   ("fp32" | "fp16"), min_memory_gb, model (preset id | null),
//   tensor_cores_required, gpus, multi_gpu ("data-parallel" | "separate"),
//   datacenter, max_power_w (number | null), used_allowed, vendors [..],
//   cloud_hours_per_month (number | null), as_of ("YYYY-MM-DD" | null),
//   add_cards_later, free_alternatives.
json::Value toJson(const RecommendationInputs &inputs);
// The same members, added to an existing object.
void setInputs(json::Value &object, const RecommendationInputs &inputs);

// The result as `recommend --json` prints it: picks (id, name, score,
// price_usd, price, relative_performance, system_throughput,
// system_cost_usd, reasons, warnings), alternatives{cloud{on_demand, spot},
// tpu, nearest}, notes, "unmet" only when nothing qualifies, and inputs
// (with "persona" first, the id or null, and budget_usd added).
json::Value toJson(const Recommendation &recommendation, const std::string &personaId = {});

} // namespace gpa
