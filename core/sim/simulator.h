// The flow-level, event-driven simulator of one training iteration (topologyfinder.md 5).
#pragma once

#include "common/cancel.h"
#include "sim/simresult.h"
#include "sim/taskgraph.h"
#include "topology/topology.h"

namespace topoopt {

struct SimOptions {
    /// Latency per hop (link crossed), in microseconds; a flow is delivered hops x latency
    /// after its last byte leaves. NVLink copies cross no hop.
    double latencyUs = 1;
    /// Intra-server copy bandwidth (Transfer with src == dst), shared max-min fairly by the
    /// copies of one server, in Gbps.
    double nvlinkGbps = 1600;
    /// Independent rings each directed ring of an AllReduce is split into (1 = the plain
    /// algorithm; more lets chunks proceed at their own pace).
    int chunksPerRing = 1;
    /// Transfer flows smaller than this are padded to it, in bytes (FlexNet: one MSS, 8,936).
    double minFlowBytes = 0;
    /// Most equal-cost shortest paths a pair's traffic is split over when the topology has no
    /// route for it.
    int maxEcmpPaths = 16;
};

/// Simulates one iteration of `graph` on `topology`. Compute tasks hold their device
/// exclusively, first ready first served (ties by task index). Transfers are flows along their
/// route's paths (split by ECMP share); AllReduce tasks run ring steps (see sim::RingPlanner).
/// All active flows share every link direction max-min fairly, recomputed at every flow
/// arrival and departure; the clock jumps from event to event. Deterministic.
/// Throws InputError for an invalid graph or topology (ids out of range, negative durations,
/// a dependency cycle, servers that are not connected) and Cancelled when `cancel` is set.
SimResult simulate(const TaskGraph& graph, const Topology& topology, const SimOptions& options,
                   const CancelToken* cancel = nullptr);

} // namespace topoopt
