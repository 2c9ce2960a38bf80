// A proven lower bound on the simulated iteration time, far cheaper than simulating: what lets
// the strategy search skip simulations whose outcome is already decided.
#pragma once

#include <vector>

#include "sim/simulator.h"
#include "sim/taskgraph.h"

namespace topoopt {

namespace sim {
class SimFabric;
}

/// Parts of the bound, for tests and diagnostics; `iterationMs` is the largest of the others.
struct IterationBound {
    double iterationMs = 0;
    /// Longest dependency chain with every task at its fastest (compute at its duration, a flow
    /// at the rate it would get alone on the fabric, plus its latencies).
    double chainMs = 0;
    /// Busiest device: the tasks that must run on it back to back, after the earliest any of
    /// them can start and before the shortest remaining chain after them.
    double deviceMs = 0;
    /// Busiest network resource (directed channel or a server's NVLink): the bytes every flow
    /// must put on it at its capacity, with the same head and tail as for devices.
    double resourceMs = 0;
    /// Per task: the fastest it can take, and the longest chain of dependent work after it
    /// (what SimCutoff needs).
    std::vector<double> taskDurationMs, taskTailMs;
    /// Per network resource (channels, then each server's NVLink): the bytes all flows put on
    /// it, and the shortest tail after a flow crossing it (infinity when none does). Empty with
    /// ECMP by hashing. Also for SimCutoff.
    std::vector<double> resourceBytes, resourceTailMs;
};

/// A lower bound on simulate(graph, fabric, options).iterationMs: never larger, whatever the
/// contention, because each part only uses facts every schedule obeys: a task starts after its
/// predecessors end; a flow's rate never exceeds capacity / weight on any resource it crosses
/// (max-min fairness only lowers it); a device runs one task at a time; a resource carries at
/// most its capacity. Costs one pass over the tasks and the flows' resource uses, no event
/// loop. With ECMP by hashing (options.ecmpSplit false) the per-resource part is skipped (which
/// path a flow takes is the simulator's hash). Throws InputError for what simulate() rejects
/// (validated the same way) except dependency cycles, which give a bound of infinity.
IterationBound iterationLowerBound(const TaskGraph& graph, sim::SimFabric& fabric,
                                   const SimOptions& options);

} // namespace topoopt
