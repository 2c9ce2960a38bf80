// The task graph of one training iteration at server level: what the simulator executes.
// Built from model + strategy + cluster by the workload code, or imported from FlexNet files.
#pragma once

#include <string>
#include <vector>

namespace topoopt {

enum class TaskKind : unsigned char {
    /// Holds `device` exclusively for `durationMs` (forward, backward, update).
    Compute,
    /// Sends `bytes` from server `src` to server `dst` over the network; src == dst means an
    /// intra-server (NVLink) copy at the cluster's NVLink bandwidth.
    Transfer,
    /// Ring AllReduce of `bytes` per member over `members`, after a local reduction delay of
    /// `durationMs`. Executed on the topology's rings for `group` or its member set, or in the
    /// order of a ring over more servers, when it has them (RingIndex), else as a ring in member
    /// order routed over the fabric (both ways on direct-connect fabrics).
    AllReduce,
};

struct SimTask {
    TaskKind kind = TaskKind::Compute;
    /// For people: shown in the critical path, e.g. "bwd dense_3 @ s5".
    std::string label;
    /// Compute: the device index (0 .. TaskGraph::devices-1).
    int device = -1;
    /// Compute: run time; AllReduce: local reduction delay before the network phase. In ms.
    double durationMs = 0;
    /// Transfer: source and destination servers.
    int src = -1;
    int dst = -1;
    /// Transfer: bytes; AllReduce: bytes each member contributes (S).
    double bytes = 0;
    /// AllReduce: member servers in ring order, and the traffic group name.
    std::vector<int> members;
    std::string group;
    /// Tasks that wait for this one, by index; repeated entries count as repeated edges.
    std::vector<int> successors;

    bool operator==(const SimTask&) const = default;
};

struct TaskGraph {
    int servers = 0;
    /// Compute devices; device d belongs to server d / (devices / servers).
    int devices = 0;
    std::vector<SimTask> tasks;

    bool operator==(const TaskGraph&) const = default;
};

} // namespace topoopt
