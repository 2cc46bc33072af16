#pragma once

#include "chartdata.h"
#include "llmplans.h"
#include "session.h"

#include <string>
#include <vector>

namespace gpa {

// The bar charts of the view's LLM workload (ViewOptions::llm): tokens a
// second, and tokens a second per 1,000 of the view's currency, of every
// device that fits and runs it, best first, like the ranking. The window's
// chart panel and export draw these values; devices that cannot fit or run
// the workload are counted, not drawn.
enum class LlmBarMetric { TokensPerS, TokensPerThousand };

struct LlmBarRow
{
    std::string deviceId;
    std::string name;
    ChartValue value; // an estimate, with the speed model's uncertainty
    bool isSelected = false;
};

struct LlmBarChartData
{
    LlmBarMetric metric = LlmBarMetric::TokensPerS;
    std::vector<LlmBarRow> rows; // best first, capped to `n` (selected devices kept)
    int candidates = 0;  // devices that passed the filter and have the value
    int cannotRun = 0;   // devices that passed the filter but do not fit or run it
    std::string modelName;
    std::string task;    // "inference", ...
    std::string format;  // "q4_k_m", ...
    int count = 1;       // devices of each kind; 0: the smallest system of each (llmSystemBars)
    std::string currency; // TokensPerThousand: per 1,000 of it
};

// Empty (no rows, no candidates) when the view has no LLM workload.
LlmBarChartData llmBars(const Session &session, const ChartDevices &devices, LlmBarMetric metric);

// The same bars for the smallest systems of `workload` (smallestLlmSystems):
// one bar a system ("2 x RTX 3090"), its tokens/s or its tokens/s per 1,000
// of the view's currency of the whole system's price, best first, at most
// `n` (the `selected` devices' systems kept).
LlmBarChartData llmSystemBars(const Session &session, const LlmWorkload &workload,
                              const std::vector<LlmSystemOption> &systems, LlmBarMetric metric, int n,
                              const std::vector<std::string> &selected = {});

} // namespace gpa
