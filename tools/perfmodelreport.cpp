// Regenerates the tables of docs/performance-model.md from the bundled data:
// held-out errors (leave one device out, leave one architecture out) of the
// candidate forms, the chosen form's errors per workload, precision and
// architecture, the coverage of its 80% intervals, and the same for figures
// as the user sees them (an estimated device against a measured reference).
//
//   gpa-perfmodel-report database/seed > report.md
#include "core/performancemodel.h"
#include "core/tableio.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace gpa;

namespace {

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

double quantile(std::vector<double> values, double q)
{
    if (values.empty())
        return std::nan("");
    std::sort(values.begin(), values.end());
    const double position = q * static_cast<double>(values.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const auto above = std::min(below + 1, values.size() - 1);
    return values[below] + (position - static_cast<double>(below)) * (values[above] - values[below]);
}

struct Summary
{
    std::vector<double> absErrors;
    int covered = 0;

    void add(double error, bool inside)
    {
        absErrors.push_back(std::fabs(error));
        covered += inside ? 1 : 0;
    }
    [[nodiscard]] std::string text() const
    {
        if (absErrors.empty())
            return "– | – | –";
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "%.1f%% | %.1f%% | %.0f%% (%zu)", 100.0 * quantile(absErrors, 0.5),
                      100.0 * quantile(absErrors, 0.9), 100.0 * covered / static_cast<double>(absErrors.size()),
                      absErrors.size());
        return buffer;
    }
};

std::string generation(const std::string &architectureKey)
{
    const auto slash = architectureKey.find('/');
    std::string name = slash == std::string::npos ? architectureKey : architectureKey.substr(slash + 1);
    if (!name.empty())
        name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

// Held-out summaries of one calibrated model.
struct HeldOut
{
    Summary lodo;
    Summary loao;
    std::map<std::string, Summary> lodoByGeneration;
    std::map<std::string, Summary> loaoByGeneration;
};

HeldOut heldOut(const PerformanceModel &model)
{
    HeldOut h;
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            const auto &r = model.fitReport(w, p);
            for (const auto &e : r.leaveOneOut) {
                h.lodo.add(e.error, e.covered());
                h.lodoByGeneration[generation(e.architecture)].add(e.error, e.covered());
            }
            for (const auto &e : r.leaveOneArchitectureOut) {
                h.loao.add(e.error, e.covered());
                h.loaoByGeneration[generation(e.architecture)].add(e.error, e.covered());
            }
        }
    }
    return h;
}

// Figures as a user sees them in the estimated-only view: every measured
// device, estimated without its own rows, against every other measured
// device as the reference (measured), set against the measured ratio.
Summary userFigures(const DataSet &data, const PerformanceModel &measured, const PerformanceModel &estimated,
                    std::map<std::string, Summary> *byGeneration)
{
    Summary s;
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            const auto &r = measured.fitReport(w, p);
            for (const auto &device : r.leaveOneOut) {
                for (const auto &reference : r.leaveOneOut) {
                    if (device.deviceId == reference.deviceId)
                        continue;
                    const auto truth = measured.relative(device.deviceId, w, p, reference.deviceId);
                    const auto f = estimated.figure(device.deviceId, WorkloadMix::only(w), p, reference.deviceId);
                    if (!truth || !f || truth->provenance != Provenance::Measured)
                        continue;
                    const double error = f->relative / truth->relative - 1.0;
                    const bool inside = truth->relative >= f->intervalLow && truth->relative <= f->intervalHigh;
                    s.add(error, inside);
                    if (byGeneration)
                        (*byGeneration)[generation(device.architecture)].add(error, inside);
                }
            }
        }
    }
    (void)data;
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    const std::string seed = argc > 1 ? argv[1] : "database/seed";
    auto tables = tableio::readBundledTables(readFile(seed + "/devices.csv"), readFile(seed + "/cloud_offers.csv"),
                                             readFile(seed + "/price_quotes.csv"), readFile(seed + "/benchmarks.csv"),
                                             readFile(seed + "/scaling.csv"), readFile(seed + "/exchange_rates.csv"),
                                             readFile(seed + "/spec_supplements.csv"));
    if (!tables) {
        std::fprintf(stderr, "%s\n", tables.message().c_str());
        return 1;
    }
    const DataSet data = std::move(tables).value();

    std::printf("## Candidate forms\n\nHeld-out absolute error (median, 90th percentile) and the share of measurements inside "
                "the 80%% interval (n = predictions). LODO: leave one device out; LOAO: leave one architecture out; "
                "user: every measured device estimated without its rows against every other measured device as the "
                "reference (estimated-only view).\n\n");
    std::printf("| form | LODO median | p90 | inside (n) | LOAO median | p90 | inside (n) | user median | p90 | inside (n) |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|\n");
    struct Form
    {
        const char *name;
        PerformanceModelOptions options;
    };
    const Form forms[] = {
        {"spec sheet only (no pooling)", {false, 0.0, false}},
        {"+ architecture pooling, no carry", {false, 0.0, true}},
        {"+ architecture pooling, carry 0.5", {false, 0.5, true}},
        {"+ architecture pooling, carry 1", {false, 1.0, true}},
    };
    for (const Form &form : forms) {
        const auto model = PerformanceModel::calibrate(data, form.options);
        auto estimatedOptions = form.options;
        estimatedOptions.estimatedOnly = true;
        const auto estimated = PerformanceModel::calibrate(data, estimatedOptions);
        const HeldOut h = heldOut(model);
        std::printf("| %s | %s | %s | %s |\n", form.name, h.lodo.text().c_str(), h.loao.text().c_str(),
                    userFigures(data, model, estimated, nullptr).text().c_str());
    }

    const PerformanceModelOptions chosen;
    const auto started = std::chrono::steady_clock::now();
    const std::clock_t cpuStarted = std::clock();
    const auto model = PerformanceModel::calibrate(data, chosen);
    const double cpu = 1000.0 * static_cast<double>(std::clock() - cpuStarted) / CLOCKS_PER_SEC;
    const auto elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    auto estimatedOptions = chosen;
    estimatedOptions.estimatedOnly = true;
    const auto estimated = PerformanceModel::calibrate(data, estimatedOptions);
    const HeldOut h = heldOut(model);

    std::printf("\n## Chosen form, per workload and precision\n\n");
    std::printf("| workload / precision | sigma | tau | LODO median | p90 | inside (n) | LOAO median | p90 | inside (n) |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|\n");
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            const auto &r = model.fitReport(w, p);
            Summary lodo;
            Summary loao;
            for (const auto &e : r.leaveOneOut)
                lodo.add(e.error, e.covered());
            for (const auto &e : r.leaveOneArchitectureOut)
                loao.add(e.error, e.covered());
            std::printf("| %s %s | %.3f | %.3f | %s | %s |\n", std::string(toString(w)).c_str(),
                        std::string(toString(p)).c_str(), r.deviceSd, r.architectureSd, lodo.text().c_str(),
                        loao.text().c_str());
        }
    }
    std::printf("| **all** | | | %s | %s |\n", h.lodo.text().c_str(), h.loao.text().c_str());

    std::map<std::string, Summary> userByGeneration;
    const Summary user = userFigures(data, model, estimated, &userByGeneration);
    std::printf("\n## Per generation\n\n");
    std::printf("| generation | LODO median | p90 | inside (n) | LOAO median | p90 | inside (n) | user median | p90 | inside (n) |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|\n");
    for (const auto &[name, s] : h.lodoByGeneration) {
        const auto loao = h.loaoByGeneration.find(name);
        const auto userIt = userByGeneration.find(name);
        std::printf("| %s | %s | %s | %s |\n", name.c_str(), s.text().c_str(),
                    loao == h.loaoByGeneration.end() ? "– | – | –" : loao->second.text().c_str(),
                    userIt == userByGeneration.end() ? "– | – | –" : userIt->second.text().c_str());
    }
    std::printf("| **all** | %s | %s | %s |\n", h.lodo.text().c_str(), h.loao.text().c_str(), user.text().c_str());

    const auto coverage = model.coverage();
    std::printf("\n## Interval calibration\n\ninterval scale %.3f standard deviations; coverage of the 80%% intervals: "
                "leave one device out %.1f%% (%d), leave one architecture out %.1f%% (%d)\n",
                coverage.intervalScale, 100.0 * coverage.leaveOneOut, coverage.leaveOneOutCount,
                100.0 * coverage.leaveOneArchitectureOut, coverage.leaveOneArchitectureOutCount);

    std::printf("\n## Vector rate standing in for the tensor rate (held out)\n\n| workload / precision | checked | below the measurement | mean shortfall |\n|---|---|---|---|\n");
    const PerformanceModelState state = model.state();
    for (Workload w : kAllWorkloads) {
        for (Precision p : kAllPrecisions) {
            const auto &c = state.calibrations[static_cast<std::size_t>(w) * 2 + static_cast<std::size_t>(p)];
            std::printf("| %s %s | %d | %.0f%% | %.0f%% |\n", std::string(toString(w)).c_str(),
                        std::string(toString(p)).c_str(), c.substitutionCount, 100.0 * c.substitutionBelowFraction,
                        100.0 * (1.0 - std::exp(c.substitutionMeanLog)));
        }
    }
    std::printf("\ncalibration took %.0f ms (%.0f ms of processor time)\n", elapsed, cpu);
    return 0;
}
