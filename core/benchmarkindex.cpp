#include "benchmarkindex.h"

#include "leastsquares.h"

#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <tuple>

namespace gpa {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool isFlagged(const Benchmark &b)
{
    return b.qualityFlag.rfind("outlier", 0) == 0;
}

class UnionFind
{
public:
    explicit UnionFind(std::size_t n) : m_parent(n) { std::iota(m_parent.begin(), m_parent.end(), 0); }
    std::size_t find(std::size_t x)
    {
        while (m_parent[x] != x) {
            m_parent[x] = m_parent[m_parent[x]];
            x = m_parent[x];
        }
        return x;
    }
    void unite(std::size_t a, std::size_t b) { m_parent[find(a)] = find(b); }

private:
    std::vector<std::size_t> m_parent;
};

} // namespace

BenchmarkIndex BenchmarkIndex::build(const std::vector<Benchmark> &benchmarks, Workload workload,
                                     Precision precision)
{
    struct Replicates
    {
        std::vector<double> clean;
        std::vector<double> flagged;
    };
    // Ordered maps keep the index deterministic whatever the row order.
    std::map<std::string, std::size_t> deviceIds;
    std::map<std::tuple<std::string, std::string, std::string>, std::size_t> groupIds;
    std::map<std::pair<std::size_t, std::size_t>, Replicates> replicates;
    BenchmarkIndex index;
    for (const Benchmark &b : benchmarks) {
        if (b.workload != workload || b.precision != precision || b.numDevices != 1
            || !(b.throughput > 0.0) || !std::isfinite(b.throughput) || b.deviceId.empty())
            continue;
        const auto [d, newDevice] = deviceIds.try_emplace(b.deviceId, index.m_devices.size());
        if (newDevice)
            index.m_devices.push_back(b.deviceId);
        const auto [g, newGroup] = groupIds.try_emplace({b.suite, b.software, b.model}, index.m_groups.size());
        if (newGroup)
            index.m_groups.push_back({b.suite, b.software, b.model});
        Replicates &r = replicates[{d->second, g->second}];
        (isFlagged(b) ? r.flagged : r.clean).push_back(std::log(b.throughput));
    }
    index.m_cellsByDevice.resize(index.m_devices.size());
    for (const auto &[key, r] : replicates) {
        const bool clean = !r.clean.empty();
        const std::vector<double> &values = clean ? r.clean : r.flagged;
        BenchmarkCell cell;
        cell.device = key.first;
        cell.group = key.second;
        cell.logThroughput = leastsquares::median(values);
        cell.weight = clean ? 1.0 : kFlaggedRowWeight;
        cell.rows = static_cast<int>(values.size());
        index.m_cellsByDevice[cell.device].push_back(index.m_cells.size());
        index.m_cells.push_back(cell);
    }
    return index;
}

std::optional<std::size_t> BenchmarkIndex::deviceIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < m_devices.size(); ++i) {
        if (m_devices[i] == id)
            return i;
    }
    return std::nullopt;
}

FixedEffects fitFixedEffects(const BenchmarkIndex &index, std::optional<std::size_t> excluded)
{
    std::vector<char> mask(index.devices().size(), 0);
    if (excluded && *excluded < mask.size())
        mask[*excluded] = 1;
    return fitFixedEffects(index, mask);
}

FixedEffects fitFixedEffects(const BenchmarkIndex &index, const std::vector<char> &excludedMask)
{
    const std::size_t deviceCount = index.devices().size();
    const std::size_t groupCount = index.groups().size();
    const auto &cells = index.cells();
    const auto isExcluded = [&](std::size_t d) { return d < excludedMask.size() && excludedMask[d] != 0; };
    const auto used = [&](const BenchmarkCell &c) { return !isExcluded(c.device); };

    std::vector<std::vector<std::size_t>> cellsByGroup(groupCount);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (used(cells[i]))
            cellsByGroup[cells[i].group].push_back(i);
    }

    // Components: devices joined by the groups they share.
    UnionFind sets(deviceCount);
    for (const auto &members : cellsByGroup) {
        for (std::size_t k = 1; k < members.size(); ++k)
            sets.unite(cells[members[0]].device, cells[members[k]].device);
    }
    FixedEffects fit;
    fit.effect.assign(deviceCount, kNaN);
    fit.offset.assign(groupCount, kNaN);
    fit.deviceComponent.assign(deviceCount, -1);
    fit.groupComponent.assign(groupCount, -1);
    std::map<std::size_t, int> componentOfRoot;
    for (std::size_t d = 0; d < deviceCount; ++d) {
        if (isExcluded(d))
            continue;
        const auto [it, added] = componentOfRoot.try_emplace(sets.find(d), static_cast<int>(fit.componentSize.size()));
        if (added)
            fit.componentSize.push_back(0);
        fit.deviceComponent[d] = it->second;
        ++fit.componentSize[static_cast<std::size_t>(it->second)];
    }

    // Normal equations with the group offsets eliminated:
    // M·s = b, M = diag(Σw) - Σ_g w·wᵀ/W_g, b = Σ w·(y - ȳ_g).
    // M is singular along each component's constant vector; adding
    // (1/n)·1·1ᵀ per component pins the component mean to zero and makes the
    // system positive definite without changing the fitted differences.
    const std::size_t n = deviceCount;
    std::vector<double> m(n * n, 0.0);
    std::vector<double> b(n, 0.0);
    for (std::size_t g = 0; g < groupCount; ++g) {
        const auto &members = cellsByGroup[g];
        if (members.empty())
            continue;
        double total = 0.0;
        double mean = 0.0;
        for (std::size_t i : members) {
            total += cells[i].weight;
            mean += cells[i].weight * cells[i].logThroughput;
        }
        mean /= total;
        for (std::size_t i : members) {
            const BenchmarkCell &c = cells[i];
            m[c.device * n + c.device] += c.weight;
            b[c.device] += c.weight * (c.logThroughput - mean);
            for (std::size_t j : members)
                m[c.device * n + cells[j].device] -= c.weight * cells[j].weight / total;
        }
    }
    for (std::size_t a = 0; a < n; ++a) {
        if (fit.deviceComponent[a] < 0) {
            m[a * n + a] = 1.0; // an excluded device: a free unknown pinned to 0
            continue;
        }
        for (std::size_t c = 0; c < n; ++c) {
            if (fit.deviceComponent[c] == fit.deviceComponent[a])
                m[a * n + c] += 1.0 / fit.componentSize[static_cast<std::size_t>(fit.deviceComponent[a])];
        }
    }
    const auto solution = leastsquares::solveSymmetric(std::move(m), std::move(b));
    for (std::size_t d = 0; d < n; ++d) {
        if (fit.deviceComponent[d] >= 0)
            fit.effect[d] = solution ? (*solution)[d] : 0.0;
    }
    for (std::size_t g = 0; g < groupCount; ++g) {
        const auto &members = cellsByGroup[g];
        if (members.empty())
            continue;
        double total = 0.0;
        double sum = 0.0;
        for (std::size_t i : members) {
            total += cells[i].weight;
            sum += cells[i].weight * (cells[i].logThroughput - fit.effect[cells[i].device]);
        }
        fit.offset[g] = sum / total;
        fit.groupComponent[g] = fit.deviceComponent[cells[members.front()].device];
    }
    return fit;
}

} // namespace gpa
