// Strategy helpers: sample ranges, parameter mode names and the validity checks (issue 4).
#include "strategy/strategy.h"

#include <algorithm>
#include <vector>

#include "cluster/cluster.h"
#include "device/devicemodel.h"
#include "model/model.h"
#include "strategy/memory.h"

namespace topoopt {

const char* paramModeName(ParamMode mode)
{
    return mode == ParamMode::Partitioned ? "partitioned" : "replicated";
}

bool paramModeFromName(const std::string& name, ParamMode& mode)
{
    if (name == "replicated") {
        mode = ParamMode::Replicated;
        return true;
    }
    if (name == "partitioned") {
        mode = ParamMode::Partitioned;
        return true;
    }
    return false;
}

long long globalBatch(const Model& model, const Cluster& cluster)
{
    return static_cast<long long>(cluster.servers) * cluster.gpusPerServer * model.perGpuBatch;
}

std::pair<long long, long long> sampleRange(long long batch, int k, int index)
{
    if (k <= 0) return {0, 0};
    return {batch * index / k, batch * (index + 1) / k};
}

void checkPlacement(const Operator& op, const OpPlacement& p, const Cluster& cluster,
                    const std::string& path, Problems& problems)
{
    const int g = cluster.gpusPerServer;
    if (p.servers.empty())
        problems.add(path + "/servers",
                     TOPOOPT_WORDING("Problem", "operator \"%1\" is placed on no server"),
                     {op.name});
    std::vector<int> sorted;
    sorted.reserve(p.servers.size());
    for (std::size_t j = 0; j < p.servers.size(); ++j) {
        const int s = p.servers[j];
        if (s < 0 || s >= cluster.servers) {
            problems.add(path + "/servers/" + std::to_string(j),
                         TOPOOPT_WORDING("Problem", "server id must be between 0 and %1, got %2"),
                         {std::to_string(cluster.servers - 1), std::to_string(s)});
            continue;
        }
        sorted.push_back(s);
    }
    std::sort(sorted.begin(), sorted.end());
    const auto dup = std::adjacent_find(sorted.begin(), sorted.end());
    if (dup != sorted.end())
        problems.add(path + "/servers",
                     TOPOOPT_WORDING("Problem", "server %1 is listed twice for operator \"%2\""),
                     {std::to_string(*dup), op.name});
    if (p.gpusPerServer < 1 || p.gpusPerServer > g || g % p.gpusPerServer != 0)
        problems.add(
            path + "/gpus",
            TOPOOPT_WORDING("Problem", "tensor split must divide the %1 GPUs per server, got %2"),
            {std::to_string(g), std::to_string(p.gpusPerServer)});
    if (op.kind == OpKind::Input) return; // data loaders run wherever they are needed
    if (p.params == ParamMode::Partitioned && !(op.allowed & AllowShard))
        problems.add(
            path + "/params",
            TOPOOPT_WORDING("Problem", "operator \"%1\" does not allow partitioned parameters"),
            {op.name});
    if (p.params == ParamMode::Replicated && p.servers.size() >= 2 &&
        !(op.allowed & AllowDataParallel))
        problems.add(path + "/params",
                     TOPOOPT_WORDING("Problem",
                                     "operator \"%1\" does not allow data parallelism (replicated "
                                     "over %2 servers)"),
                     {op.name, std::to_string(p.servers.size())});
    if (p.gpusPerServer > 1 && !(op.allowed & AllowTensorSplit))
        problems.add(
            path + "/gpus",
            TOPOOPT_WORDING("Problem", "operator \"%1\" does not allow a tensor split over GPUs"),
            {op.name});
}

bool placementAllowed(const Operator& op, const OpPlacement& placement, const Cluster& cluster)
{
    Problems problems;
    checkPlacement(op, placement, cluster, {}, problems);
    return problems.empty();
}

Problems checkStrategyStructure(const Strategy& strategy, const Model& model,
                                const Cluster& cluster)
{
    Problems problems;
    if (strategy.ops.size() != model.ops.size()) {
        //: %1 operators placed, %2 the model's name, %3 its operators
        problems.add(
            "/ops",
            TOPOOPT_WORDING("Problem", "the strategy places %1 operators, the model \"%2\" has %3"),
            {std::to_string(strategy.ops.size()), model.name, std::to_string(model.ops.size())});
        return problems;
    }
    for (std::size_t i = 0; i < strategy.ops.size(); ++i)
        checkPlacement(model.ops[i], strategy.ops[i], cluster, "/ops/" + std::to_string(i),
                       problems);
    return problems;
}

Problems checkStrategy(const Strategy& strategy, const Model& model, const Cluster& cluster,
                       double gpuMemoryBytes)
{
    Problems problems = checkStrategyStructure(strategy, model, cluster);
    if (!problems.empty()) return problems;
    const MemoryUse use = memoryUse(strategy, model, cluster, gpuMemoryBytes);
    addMemoryProblem(problems, "/ops", use);
    return problems;
}

Problems checkStrategy(const Strategy& strategy, const Model& model, const Cluster& cluster)
{
    return checkStrategy(strategy, model, cluster, DeviceModel::byName(cluster.gpu).memoryBytes());
}

StrategyShape strategyShape(const Strategy& strategy, const Model& model)
{
    StrategyShape shape;
    std::vector<std::vector<int>> replicatedSets;
    std::vector<int> partitionedServers;
    const std::size_t n = std::min(strategy.ops.size(), model.ops.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (model.ops[i].kind == OpKind::Input) continue;
        const OpPlacement& p = strategy.ops[i];
        shape.tensorSplit += p.gpusPerServer > 1;
        std::vector<int> servers = p.servers;
        std::sort(servers.begin(), servers.end());
        if (p.params == ParamMode::Partitioned) {
            ++shape.partitioned;
            partitionedServers.insert(partitionedServers.end(), servers.begin(), servers.end());
            continue;
        }
        ++shape.replicated;
        if (std::find(replicatedSets.begin(), replicatedSets.end(), servers) ==
            replicatedSets.end())
            replicatedSets.push_back(std::move(servers));
    }
    std::sort(partitionedServers.begin(), partitionedServers.end());
    shape.replicatedSets = static_cast<int>(replicatedSets.size());
    shape.partitionedServers =
        static_cast<int>(std::unique(partitionedServers.begin(), partitionedServers.end()) -
                         partitionedServers.begin());
    return shape;
}

std::string describeStrategy(const Strategy& strategy, const Model& model)
{
    const StrategyShape shape = strategyShape(strategy, model);
    std::string text = std::to_string(shape.replicated) + " replicated operators on " +
                       std::to_string(shape.replicatedSets) + " server set" +
                       (shape.replicatedSets == 1 ? "" : "s");
    if (shape.partitioned > 0)
        text += "; " + std::to_string(shape.partitioned) + " partitioned on " +
                std::to_string(shape.partitionedServers) + " servers";
    if (shape.tensorSplit > 0) text += "; tensor split on " + std::to_string(shape.tensorSplit);
    return text;
}

} // namespace topoopt
