// The standard strategies (issue 4, item 4).
#include "strategy/defaultstrategy.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

#include "cluster/cluster.h"
#include "device/devicemodel.h"
#include "model/model.h"
#include "strategy/memory.h"

namespace topoopt {

namespace {

std::vector<int> allServers(const Cluster& cluster)
{
    std::vector<int> servers(static_cast<std::size_t>(std::max(cluster.servers, 0)));
    std::iota(servers.begin(), servers.end(), 0);
    return servers;
}

bool isTable(const Operator& op)
{
    return op.kind == OpKind::Embedding && (op.allowed & AllowShard);
}

/// Number of non-input producers whose output crosses a cut before operator `pos`.
std::vector<int> crossingCounts(const Model& model)
{
    const std::size_t n = model.ops.size();
    std::vector<int> lastUse(n, -1);
    for (std::size_t v = 0; v < n; ++v)
        for (int u : model.ops[v].inputs)
            if (u >= 0 && static_cast<std::size_t>(u) < v)
                lastUse[static_cast<std::size_t>(u)] =
                    std::max(lastUse[static_cast<std::size_t>(u)], static_cast<int>(v));
    std::vector<int> crossing(n + 1, 0);
    for (std::size_t pos = 1; pos < n; ++pos)
        for (std::size_t u = 0; u < pos; ++u)
            if (model.ops[u].kind != OpKind::Input && lastUse[u] >= static_cast<int>(pos))
                ++crossing[pos];
    return crossing;
}

} // namespace

Strategy dataParallelStrategy(const Model& model, const Cluster& cluster)
{
    Strategy s;
    const std::vector<int> servers = allServers(cluster);
    s.ops.assign(model.ops.size(), OpPlacement{servers, ParamMode::Replicated, 1});
    return s;
}

Strategy shardedEmbeddingStrategy(const Model& model, const Cluster& cluster)
{
    Strategy s = dataParallelStrategy(model, cluster);
    int table = 0;
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        if (!isTable(model.ops[i])) continue;
        s.ops[i] = OpPlacement{{table % cluster.servers}, ParamMode::Partitioned, 1};
        ++table;
    }
    return s;
}

std::vector<int> pipelineStages(const Model& model, int stages)
{
    const std::size_t n = model.ops.size();
    std::vector<int> stage(n, 0);
    // Positions a cut may take: after the first and before the last operator with work.
    std::size_t firstWork = n, lastWork = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (model.ops[i].kind != OpKind::Input) {
            firstWork = std::min(firstWork, i);
            lastWork = i;
        }
    if (stages <= 1 || firstWork >= n) return stage;
    // Cost of each operator: FLOPs when the model has them, else parameters, else one each.
    std::vector<double> cost(n, 0.0);
    double flops = 0, params = 0;
    for (const Operator& op : model.ops) {
        flops += op.forwardFlopsPerSample + op.backwardFlopsPerSample;
        params += op.paramBytes;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Operator& op = model.ops[i];
        cost[i] = flops > 0    ? op.forwardFlopsPerSample + op.backwardFlopsPerSample
                  : params > 0 ? op.paramBytes
                               : (op.kind == OpKind::Input ? 0.0 : 1.0);
    }
    std::vector<double> prefix(n + 1, 0.0); // prefix[pos]: cost of operators before pos
    for (std::size_t i = 0; i < n; ++i)
        prefix[i + 1] = prefix[i] + cost[i];
    const double total = prefix[n];
    const std::vector<int> crossing = crossingCounts(model);

    std::vector<std::size_t> cuts;
    std::size_t previous = firstWork; // cuts at positions in (previous, lastWork]
    for (int b = 1; b < stages; ++b) {
        const std::size_t lo = previous + 1;
        const std::size_t hi = lastWork >= static_cast<std::size_t>(stages - b) - 1
                                   ? lastWork - static_cast<std::size_t>(stages - b - 1)
                                   : lo;
        if (lo > hi) break; // fewer operators than stages: the remaining stages stay empty
        const double target = total * b / stages;
        const double window = total / (2.0 * stages);
        std::size_t best = lo;
        auto better = [&](std::size_t a, std::size_t c) {
            const double da = std::fabs(prefix[a] - target), dc = std::fabs(prefix[c] - target);
            const bool inA = da <= window, inC = dc <= window;
            if (inA != inC) return inA;
            if (inA && crossing[a] != crossing[c]) return crossing[a] < crossing[c];
            return da < dc;
        };
        for (std::size_t pos = lo; pos <= hi; ++pos)
            if (better(pos, best)) best = pos;
        cuts.push_back(best);
        previous = best;
    }
    int current = 0;
    std::size_t next = 0;
    for (std::size_t i = 0; i < n; ++i) {
        while (next < cuts.size() && i >= cuts[next]) {
            ++current;
            ++next;
        }
        stage[i] = current;
    }
    return stage;
}

Strategy pipelineStrategy(const Model& model, const Cluster& cluster, int stages)
{
    Strategy s;
    if (stages < 1 || cluster.servers % stages != 0) stages = 1;
    const int replicas = cluster.servers / stages;
    const std::vector<int> stage = pipelineStages(model, stages);
    s.ops.reserve(model.ops.size());
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const Operator& op = model.ops[i];
        OpPlacement p;
        for (int r = 0; r < replicas; ++r)
            p.servers.push_back(r * stages + stage[i]);
        p.params = ParamMode::Replicated;
        if (replicas >= 2 && !(op.allowed & AllowDataParallel) && (op.allowed & AllowShard))
            p.params = ParamMode::Partitioned;
        p.gpusPerServer = (op.allowed & AllowTensorSplit) ? cluster.gpusPerServer : 1;
        s.ops.push_back(std::move(p));
    }
    return s;
}

namespace {
bool recommendationModel(const Model& model)
{
    return model.zoo == "dlrm" || model.zoo == "ncf" || model.zoo.empty();
}

std::optional<Strategy> fewestPipelineStagesThatFit(const Model& model, const Cluster& cluster,
                                                    double gpuMemoryBytes, int minStages,
                                                    Strategy* deepest)
{
    int workOps = 0;
    for (const Operator& op : model.ops)
        workOps += op.kind != OpKind::Input;
    std::vector<int> candidates;
    for (int st = 1; st <= cluster.servers && st <= std::max(workOps, 1); ++st)
        if (cluster.servers % st == 0 && st >= std::min(minStages, cluster.servers))
            candidates.push_back(st);
    if (candidates.empty()) candidates.push_back(1);
    for (int st : candidates) {
        Strategy s = pipelineStrategy(model, cluster, st);
        if (memoryUse(s, model, cluster, gpuMemoryBytes).fits()) return s;
    }
    if (deepest) *deepest = pipelineStrategy(model, cluster, candidates.back());
    return std::nullopt;
}

} // namespace

Strategy defaultStrategy(const Model& model, const Cluster& cluster, double gpuMemoryBytes)
{
    if (model.zoo == "gpt") {
        Strategy deepest;
        if (auto s = fewestPipelineStagesThatFit(model, cluster, gpuMemoryBytes, 2, &deepest))
            return *s;
        return deepest;
    }
    Strategy base = recommendationModel(model) ? shardedEmbeddingStrategy(model, cluster)
                                               : dataParallelStrategy(model, cluster);
    if (memoryUse(base, model, cluster, gpuMemoryBytes).fits()) return base;
    for (const OpPlacement& p : base.ops)
        if (p.params == ParamMode::Partitioned) return base; // tables do not fit: report it
    if (auto s = fewestPipelineStagesThatFit(model, cluster, gpuMemoryBytes, 1, nullptr)) return *s;
    return base;
}

Strategy defaultStrategy(const Model& model, const Cluster& cluster)
{
    return defaultStrategy(model, cluster, DeviceModel::byName(cluster.gpu).memoryBytes());
}

} // namespace topoopt
