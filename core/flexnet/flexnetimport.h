// Import of the paper's FlexNet task-graph FlatBuffers files (flexnet-taskgraph.md).
#pragma once

#include <cstdint>
#include <string>

#include "sim/taskgraph.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt {

/// One MSS of the packet-level consumer: smaller flows are padded to it (flexnet-taskgraph.md 5).
inline constexpr double kFlexNetMssBytes = 8936.0;

/// A FlexNet file as imported: the task graph plus the header and the file's own fabric.
struct FlexNetImport {
    TaskGraph graph;
    int servers = 0;
    int switches = 0;
    int gpusPerServer = 1;
    /// `netbw` converted from bytes per ms to Gbps (1.25e7 B/ms = 100 Gbps).
    double netGbps = 0;
    /// Number of `rings` entries (fancy-ring descriptors); none of the samples has any.
    int ringDescriptors = 0;
    /// Tasks per FlexNet type, for reports.
    int forwardTasks = 0, backwardTasks = 0, otherComputeTasks = 0, nominalCommTasks = 0,
        allreduceTasks = 0;
    /// The file's fabric from `conn` and `routes` (kind "flexnet"): servers, then switches;
    /// each conn entry is a link of `nconn` parallel links at netGbps. Empty links when the file
    /// has no conn.
    Topology topology;
};

/// Reads a FlexNet `.fbuf` file. The buffer is checked with the FlatBuffers verifier first, then
/// every id and value is checked; a corrupt, truncated or inconsistent file throws InputError
/// naming the field (e.g. "/tasks/12/nexttasks/0: no task has id 1234"). Semantics honoured:
/// successor edges with multiplicity; NOMINAL_COMM on NW_NOMINAL devices becomes a Transfer
/// decoded from `deviceproperty`; ALLREDUCE's `nexttasks` are its members (GPU indices mapped to
/// servers), `xfersize` the bytes per member and `runtime` the local delay; AllReduce tasks with
/// the same member set share one group name ("ar<N>", numbered by first appearance) so they
/// match flexNetTraffic's groups and a topology built for them. Transfer bytes are the file's
/// `xfersize`, unpadded (the simulator pads with SimOptions::minFlowBytes).
FlexNetImport importFlexNetFile(const std::string& path);

/// importFlexNetFile(path).graph.
TaskGraph importFlexNet(const std::string& path);

/// The traffic of a task graph (topologyfinder.md 2): its servers; one AllReduce group per
/// distinct member set of size >= 2 (tasks sharing a group name and member set are merged and
/// their per-member bytes summed, since they reduce over the same servers every iteration);
/// MP demand summed per ordered server pair from the Transfer tasks with src != dst.
Traffic flexNetTraffic(const TaskGraph& graph);

} // namespace topoopt
