// What a simulation reports: iteration time, its breakdown, link use and the critical path.
#pragma once

#include <string>
#include <vector>

namespace topoopt {

/// Use of one link direction a -> b over the iteration.
struct LinkUse {
    int a = 0;
    int b = 0;
    /// Bytes carried in this direction during the iteration.
    double bytes = 0;
    /// Fraction of the iteration time during which at least one flow crossed it.
    double busyFraction = 0;
    /// Capacity of the direction (all parallel links together), in Gbps.
    double capacityGbps = 0;
    bool operator==(const LinkUse&) const = default;
};

/// The result of simulating one training iteration (topologyfinder.md 5).
struct SimResult {
    /// Time at which the last task finishes, in ms.
    double iterationMs = 0;
    /// Compute time of the busiest device (sum of its compute task durations), in ms.
    double computeMs = 0;
    /// Communication time the iteration cannot hide: iterationMs minus the durations of the
    /// compute tasks on the critical path. The critical path is gapless (each task on it starts
    /// when its predecessor on it ends), so this is exactly the time the path spends in
    /// transfers and collectives (including an AllReduce's local reduction delay), in ms.
    double exposedCommMs = 0;
    /// Every link direction of the topology (switch links included), in channel order.
    std::vector<LinkUse> links;
    /// Labels of the tasks that set the iteration time, first to last; a task without a label
    /// is named by its kind and index ("transfer #812 s3->s9").
    std::vector<std::string> criticalPath;
    /// The graph's index of each of those tasks, in the same order.
    std::vector<int> criticalTasks;
    /// Bytes injected into and delivered by the flow network (network flows, NVLink copies
    /// and every ring step; padding included). Equal when the run completes.
    double bytesSent = 0;
    double bytesDelivered = 0;
    /// Work done, for benchmarks: flows simulated and events processed.
    long long flows = 0;
    long long events = 0;
    /// The run stopped early at SimCutoff::atLeastMs (simulator.h): iterationMs is a proven
    /// lower bound on the iteration time, and the other figures cover only what ran.
    bool cutOff = false;
    bool operator==(const SimResult&) const = default;
};

/// A human-readable summary: the figures, the busiest links (at most `maxLinks`) and the
/// critical path (at most `maxPath` entries, the middle elided).
std::string simResultTable(const SimResult& result, int maxLinks = 10, int maxPath = 20);

} // namespace topoopt
