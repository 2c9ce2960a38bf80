// The flow-level, event-driven simulator of one training iteration (topologyfinder.md 5).
#pragma once

#include "common/cancel.h"
#include "sim/simresult.h"
#include "sim/taskgraph.h"
#include "topology/routing.h"
#include "topology/topology.h"

namespace topoopt {

struct Cluster;

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
    /// Most shortest paths a pair's traffic is split over when the topology has no route for it:
    /// the builder's most per planned route, so such a pair is routed as a plan would route it.
    int maxEcmpPaths = kMaxEcmpPaths;
    /// true: a transfer (or ring hop) with several paths sends each path its share (fluid
    /// ECMP). false: each one takes a single path drawn by share from a fixed hash of its pair
    /// and task (ECMP by flow hashing, as switches and the FlexNet consumer do), so collisions
    /// show. Hashing breaks the symmetry that lets many flows finish together, so on large
    /// all-to-all graphs it is slower to simulate, not faster.
    bool ecmpSplit = true;
    /// Merge channels that every flow loads in the same proportion (sim::FlowNetwork): exact,
    /// only faster. false simulates every channel on its own (the reference in tests).
    bool mergeResources = true;
    /// Time resolution of the max-min reallocations, in ms; 0 (the default) is exact. When the
    /// first flow finishes, every flow due within this much after it finishes in the same
    /// batch: each is still delivered at its own finish time at the rate it had, but the
    /// bandwidth it held is shared out among the others at the batch, up to this much early.
    /// A flow that starts within this much after the last reallocation, with no flow finished
    /// since, gets its rate at the next one (up to this much late). One reallocation then
    /// serves many starts and ends, which is what an all-to-all on a multi-hop fabric spends
    /// its time on (thousands of distinct times). Used by strategy searches that ask for it
    /// (OptimizerOptions::timeResolutionUs).
    double timeResolutionMs = 0;
    /// Called from the simulating thread every 4,096 time steps with the share of the tasks
    /// done and "simulation", so that a command line can show a run of minutes going (DLRM on
    /// 4,096 servers simulates for 9 min); empty: not called.
    ProgressCallback progress;
};

/// `options` with the per-hop latency and NVLink bandwidth of `cluster`: a scenario's
/// simulations take these two from its cluster, whatever else their caller chooses.
SimOptions simOptionsFor(const Cluster& cluster, SimOptions options = {});

/// Simulates one iteration of `graph` on `topology`. Compute tasks hold their device
/// exclusively, first ready first served (ties by task index). A Transfer is one flow over its
/// route's paths, each path carrying its ECMP share of the bytes (the paths progress together,
/// as a sprayed transfer does), delivered hops x latency after its last byte leaves.
/// An AllReduce waits its local delay, then runs its directed rings (sim::RingPlanner): 2 (k-1)
/// steps of S / (k R) bytes per hop with a barrier per ring per step. Because of the barrier a
/// ring advances at the pace of its slowest hop, so each directed ring is simulated as one flow
/// that uses every channel of all its hops (a channel used by two hops counts twice) and moves
/// 2 (k-1) S / (k R) bytes, followed by 2 (k-1) x (hops of its longest hop) latencies. This is
/// exact while the rates of a step are constant (all closed forms of topologyfinder.md 5 hold)
/// and avoids simulating k x 2 (k-1) flows per ring, which would make 128-server graphs far
/// too slow for a strategy search. All active flows share every link direction max-min fairly
/// (weighted progressive filling), recomputed once per event time with arrivals or departures,
/// or less often with SimOptions::timeResolutionMs (after departures only, just the flows at or
/// above the slowest departed rate are refilled: sim::FlowNetwork); the clock jumps from event
/// to event. Deterministic.
/// Throws InputError for an invalid graph (ids out of range, negative durations, a dependency
/// cycle), FabricError, an InputError, for a topology that cannot carry it (too few servers,
/// servers that are not connected, invalid links, routes or rings), and Cancelled when
/// `cancel` is set.
SimResult simulate(const TaskGraph& graph, const Topology& topology, const SimOptions& options,
                   const CancelToken* cancel = nullptr);

/// The checks simulate() makes before running: ids in range, finite non-negative durations
/// and bytes, AllReduce members distinct (InputError with a path into the graph; FabricError
/// when the topology has too few servers). Dependency
/// cycles are found only by running.
void validateTaskGraph(const TaskGraph& graph, const Topology& topology);

/// The checks simulate() makes on its options: every bound that keeps its times and rates
/// finite (InputError naming the option as the scenario and CLI spell it).
void checkSimOptions(const SimOptions& options);

namespace sim {
class SimFabric;
}
/// The same, and that `fabric` was prepared for options.maxEcmpPaths.
void checkSimOptions(const SimOptions& options, const sim::SimFabric& fabric);

/// Lets a simulation stop as soon as its iteration time is proven to reach `atLeastMs`, for a
/// search that only needs to know the time is that large. The proof, checked every so many
/// events: an unfinished task ends no earlier than now plus what is left of it (all of
/// `durationMs` when it has not started; the rest of a running compute task) and is followed by
/// at least `tailMs` of dependent work (per task, as iterationLowerBound computes them). With
/// `resourceBytes` (per network resource, the bytes every flow of the iteration puts on it) and
/// `resourceTailMs` (the shortest tail of a flow crossing it), also: a resource still has to
/// carry what it has not yet carried, at its capacity, and then its last flow's tail follows.
struct SimCutoff {
    double atLeastMs = 0;
    std::vector<double> durationMs, tailMs;
    std::vector<double> resourceBytes, resourceTailMs;
};

/// The same on a prepared fabric (sim/simfabric.h), which keeps its routes and pair uses for
/// the next simulation: what a search simulating many graphs on one topology calls. The
/// results are those of simulate(graph, fabric.topology(), options). `options.maxEcmpPaths`
/// must be the fabric's (InputError otherwise).
/// With a `cutoff` (durations and tails sized like the graph's tasks), a run that reaches it
/// returns early with SimResult::cutOff set and the proven bound as iterationMs.
SimResult simulate(const TaskGraph& graph, sim::SimFabric& fabric, const SimOptions& options,
                   const CancelToken* cancel = nullptr, const SimCutoff* cutoff = nullptr);

/// Names `result`'s critical path after the tasks of `graph` (SimResult::criticalTasks), as
/// simulating `graph` would have: for a result simulated on the same tasks without their
/// labels (TaskGraphOptions::labels). InputError when a task index is not in `graph`.
void labelCriticalPath(SimResult& result, const TaskGraph& graph);

} // namespace topoopt
