// Traffic of one training iteration from model + strategy + cluster (issue 4, item 5;
// topologyfinder.md 2): AllReduce groups and the MP demand matrix, at server level.
#pragma once

#include <cstddef>
#include <functional>

#include "common/cancel.h"
#include "common/limits.h"
#include "strategy/strategy.h"
#include "traffic/traffic.h"

namespace topoopt {

/// Activations of one producer -> consumer edge that one server sends another in the forward
/// pass (the backward pass sends the same bytes back as gradients). src == dst is a local
/// hand-over (same server: NVLink or the same GPU), which is not network traffic.
struct ActivationFlow {
    int producer = -1; ///< operator index
    int consumer = -1; ///< operator index
    int src = -1;      ///< server holding the producer's output
    int dst = -1;      ///< server running the consumer on those samples
    int srcPos = -1;   ///< position of src in the producer's placement
    int dstPos = -1;   ///< position of dst in the consumer's placement
    double bytes = 0;  ///< samples exchanged x output bytes per sample
};

/// Calls `visit` for every activation flow with bytes > 0, in a deterministic order (consumer
/// by consumer, producers in input order, then by placement position). The sample-split rule of
/// OpPlacement decides the bytes:
/// - a Replicated producer's server servers[i] holds the outputs of its sample range;
///   a Partitioned producer's every server holds a partial output of every sample;
/// - a Replicated consumer's server needs its own sample range; a Partitioned consumer's every
///   server needs every sample;
/// - each consumer server receives, from each producer server, the samples both hold/need.
/// Input operators (data loaders) produce no flows: every server reads its own input samples
/// from storage, so their outputs are available wherever they are consumed.
void forEachActivationFlow(const Model& model, const Strategy& strategy, const Cluster& cluster,
                           const std::function<void(const ActivationFlow&)>& visit);

/// The AllReduce groups of a strategy: one per distinct set of servers among the Replicated
/// operators with parameters placed on >= 2 servers; bytes = sum of those operators'
/// parameter bytes; members sorted; groups ordered by their first operator; named
/// "dp:<first operator name>". `opsOfGroup`, when given, receives each group's operators.
std::vector<AllReduceGroup> allreduceGroups(const Model& model, const Strategy& strategy,
                                            std::vector<std::vector<int>>* opsOfGroup = nullptr);

/// The compute tasks of one iteration's task graph (buildTaskGraph): a forward and a backward
/// task on each server of every operator but the inputs.
std::size_t computeTaskCount(const Model& model, const Strategy& strategy);

/// Throws TooLargeError at /cluster/servers when an iteration's task graph of `tasks` tasks on
/// `servers` servers passes `limit`: the one check of extractTraffic() and buildTaskGraph().
void requireTaskGraphRoom(std::size_t tasks, int servers, std::size_t limit = limits::kMaxTasks);

/// Server-level traffic: allreduceGroups() plus the MP matrix, i.e. every activation flow
/// between distinct servers in the forward direction and the same bytes back (gradients),
/// summed per ordered pair. GPU-local and same-server flows produce no network traffic.
/// The strategy must be structurally valid (checkStrategyStructure); throws InputError if not,
/// or when the MP pairs or the iteration's task graph (buildTaskGraph) would pass their limits
/// (limits::kMaxMpPairs, kMaxTasks): the traffic comes first in every pipeline, so an
/// oversized scenario stops here, before the topology and the simulation spend minutes on it.
/// Throws Cancelled when `cancel` is set.
Traffic extractTraffic(const Model& model, const Strategy& strategy, const Cluster& cluster,
                       const CancelToken* cancel = nullptr);

} // namespace topoopt
