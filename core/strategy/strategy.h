// A parallelization strategy: where each operator runs and how its parameters are held.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "common/error.h"

namespace topoopt {

struct Model;
struct Operator;
struct Cluster;

/// How an operator's parameters are held across the servers of its placement.
enum class ParamMode {
    Replicated,  ///< full copy on every server; gradients all-reduced over the placement
    Partitioned, ///< split evenly over the servers (sharded embedding tables); no AllReduce
};

/// The placement of one operator. The global batch is split evenly, in order, over `servers`:
/// server servers[i] processes samples [i B/k, (i+1) B/k) of the operator (B the global batch,
/// k the number of servers; both bounds rounded down to whole samples, see sampleRange()). A
/// producer and a consumer exchange, for every pair of servers, the activations of the samples both
/// ranges share (backward: the gradients, in reverse). Partitioned operators process every sample
/// on every server of the placement for their share of the parameters, so each consumer receives
/// one output per sample from each shard.
struct OpPlacement {
    /// Ordered server ids; never empty, no duplicates.
    std::vector<int> servers;
    ParamMode params = ParamMode::Replicated;
    /// GPUs of each server the operator's work is split over (tensor parallelism, 1..g).
    int gpusPerServer = 1;

    bool operator==(const OpPlacement&) const = default;
};

/// One placement per operator of the model, in the model's operator order.
struct Strategy {
    std::vector<OpPlacement> ops;
    bool operator==(const Strategy&) const = default;
};

const char* paramModeName(ParamMode mode);
bool paramModeFromName(const std::string& name, ParamMode& mode);

/// Global batch of one iteration: servers x GPUs per server x per-GPU batch (workloads.md).
long long globalBatch(const Model& model, const Cluster& cluster);

/// Half-open sample range [first, second) that position `index` of a placement of `k` servers
/// processes: [floor(index B / k), floor((index + 1) B / k)), so ranges are whole samples,
/// disjoint and cover the batch exactly.
std::pair<long long, long long> sampleRange(long long batch, int k, int index);

/// Structural validity of a strategy (without memory): one placement per operator, server ids
/// in range and unique, parameter mode and tensor split allowed by the operator's flags, tensor
/// split dividing the cluster's GPUs per server. Paths are those of strategyjson
/// ("/ops/3/servers/1").
///
/// Rules where the operator flags leave room: Partitioned needs AllowShard; Replicated over two
/// or more servers needs AllowDataParallel (one server is a plain placement, always allowed);
/// gpusPerServer > 1 needs AllowTensorSplit. Input operators accept any placement.
Problems checkStrategyStructure(const Strategy& strategy, const Model& model,
                                const Cluster& cluster);

/// The checks of checkStrategyStructure for one operator's placement; problems are reported
/// under `path` (e.g. "/ops/3").
void checkPlacement(const Operator& op, const OpPlacement& placement, const Cluster& cluster,
                    const std::string& path, Problems& problems);
bool placementAllowed(const Operator& op, const OpPlacement& placement, const Cluster& cluster);

/// How a strategy places the model, counted over its non-input operators: what
/// describeStrategy says, as numbers the studio words in the interface's language.
struct StrategyShape {
    int replicated = 0;         // operators with replicated parameters
    int replicatedSets = 0;     // distinct server sets they run on
    int partitioned = 0;        // operators with partitioned (sharded) parameters
    int partitionedServers = 0; // servers holding a shard of one of them
    int tensorSplit = 0;        // operators split over more than one GPU of a server
};
StrategyShape strategyShape(const Strategy& strategy, const Model& model);

/// One line for people: "12 replicated operators on 1 server set; 64 partitioned on 64 servers;
/// tensor split on 8" (input operators not counted).
std::string describeStrategy(const Strategy& strategy, const Model& model);

/// checkStrategyStructure plus the memory check against `gpuMemoryBytes` per GPU (memory.h).
Problems checkStrategy(const Strategy& strategy, const Model& model, const Cluster& cluster,
                       double gpuMemoryBytes);
/// checkStrategy with the memory of the cluster's GPU (DeviceModel::byName(cluster.gpu)).
Problems checkStrategy(const Strategy& strategy, const Model& model, const Cluster& cluster);

} // namespace topoopt
