// Builds the simulator's task graph of one training iteration from model + strategy + cluster
// (topologyfinder.md 5; flexnet-taskgraph.md for the imported equivalent).
#pragma once

#include <cstddef>
#include <functional>

#include "common/limits.h"
#include "sim/taskgraph.h"
#include "strategy/strategy.h"

namespace topoopt {

struct Operator;
class DeviceModel;

/// Forward and backward time of one operator task, in ms.
struct OpDurations {
    double forwardMs = 0;
    double backwardMs = 0;
};

/// Time of `op` on one GPU for `samples` samples with its work split over `split` GPUs
/// (the device model's contract).
using OpTimer = std::function<OpDurations(const Operator& op, double samples, int split)>;

struct TaskGraphOptions {
    /// GPU-to-GPU bandwidth inside a server in Gbps; 0 takes the cluster's.
    double nvlinkGbps = 0;
    /// NVLink all-reduces of its output activations per tensor-split operator with parameters,
    /// per pass. Megatron pairs a column-parallel with a row-parallel layer and all-reduces once
    /// per pair, hence 0.5.
    double tensorAllReducesPerOp = 0.5;
    /// The most tasks the graph may have (TooLargeError past it). Every run has
    /// limits::kMaxTasks; a search's tests lower it to reach a refused proposal on a small
    /// cluster.
    std::size_t maxTasks = limits::kMaxTasks;
    /// Name every task for people (SimTask::label; the critical path shows them). Labels are
    /// half of the time a DLRM-128 graph takes to build; a search, which builds one graph per
    /// proposal and reads the names only on its best's critical path, builds without them and
    /// names that path afterwards (labelCriticalPath).
    bool labels = true;
};

/// The task graph of one iteration at server level (TaskGraph::devices == servers).
///
/// Devices are servers: a server's GPUs run their data-parallel shares at the same time, so one
/// server-level compute task lasts the per-GPU time. For an operator on k servers with tensor
/// split t on a server with g GPUs and S samples (sampleRange), the g / t GPU groups each take
/// S t / g samples: duration = timer(op, S t / g, t). A Partitioned operator's shard does 1 / k
/// of the work for every sample of the batch B, i.e. the work of B / k samples.
///
/// Tasks, in index order: forward compute per operator (model order) and placement server;
/// backward compute in reverse operator order; transfers; AllReduces. Input operators get no
/// tasks (see forEachActivationFlow). For every activation flow between distinct servers there
/// is a forward transfer (producer fwd -> transfer -> consumer fwd) and a backward one with the
/// same bytes (consumer bwd -> transfer -> producer bwd); same-server flows are direct
/// dependencies (the hand-over is local). Each server's fwd task of an operator precedes its
/// bwd task. One AllReduce task per group of allreduceGroups() (same name and members, bytes =
/// the group's bytes) depends on the backward tasks of its operators on every member; its
/// durationMs is the intra-server NVLink reduction over the server's g / t data-parallel GPU
/// groups before the network phase: sum over its operators of 2 (r-1)/r x paramBytes / t /
/// NVLink bandwidth, r = g / t. Tensor-split operators add their NVLink all-reduces
/// (tensorAllReducesPerOp x 2 (t-1)/t x output bytes of the group's samples / NVLink bandwidth)
/// to their forward and backward durations.
///
/// So the transfer bytes add up to extractTraffic().mpBytes() and the AllReduce tasks match
/// extractTraffic().allreduce. Throws InputError when the strategy is structurally invalid.
TaskGraph buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                         const OpTimer& timer, const TaskGraphOptions& options = {});

/// buildTaskGraph with the device model's operator times (DeviceModel::time).
TaskGraph buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                         const DeviceModel& device, const TaskGraphOptions& options = {});

/// The same graph built into `graph`, whose tasks' storage is reused: what a search that builds
/// one graph per proposal calls. After an exception `graph` holds part of a graph.
void buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                    const OpTimer& timer, const TaskGraphOptions& options, TaskGraph& graph);
void buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                    const DeviceModel& device, const TaskGraphOptions& options, TaskGraph& graph);

/// Compute time of the busiest device: the largest per-device sum of compute durations (ms).
double busiestDeviceComputeMs(const TaskGraph& graph);

} // namespace topoopt
