// Ring AllReduce plans: which directed rings a collective runs on (topologyfinder.md 2, 5).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "sim/taskgraph.h"
#include "topology/ringcycles.h"
#include "topology/topology.h"

namespace topoopt::sim {

/// One directed ring of a collective: in every step, servers[i] sends `stepBytes` to
/// servers[next[i]]. A ring AllReduce runs 2 (k-1) such steps (reduce-scatter then all-gather),
/// each ending at a barrier over the ring's k transfers. The simulator runs a directed ring as
/// one flow over all its hops' channels (see simulate()).
struct DirectedRing {
    std::vector<int> servers;
    std::vector<int> next;
    double stepBytes = 0;
};

/// How the collectives of a task graph map onto a topology's rings.
class RingPlanner {
public:
    /// Indexes the topology's rings by group; throws FabricError for a ring permutation that is
    /// not coprime with its group size (it would not be one cycle).
    explicit RingPlanner(const Topology& topology);

    /// The directed rings of an AllReduce task of k >= 2 members and S = task.bytes:
    /// - when the topology has rings for the members (RingIndex::cycles: the group's own, another
    ///   group's over the same servers, or a cyclic order borrowed from rings over more
    ///   servers), every cycle runs in both directions (order[i] to order[i + step] and to
    ///   order[i - step]), R = 2 x cycles directed rings, each carrying S / R;
    /// - otherwise a ring in member order (member i to i+1), routed over the fabric. On a
    ///   direct-connect fabric (every link joins two servers: ring, torus, expander, an edited
    ///   design without rings) it also runs backwards (i to i-1), each direction carrying S / 2,
    ///   because duplex links carry both at full rate; without this a ring fabric would idle
    ///   half its channels and miss the closed form 2 (k-1)/k S / (2 B). On a switch one
    ///   direction carries all of S: both directions would leave a server through the same
    ///   uplink, so a second one gains nothing. With k = 2 both directions are the same pair.
    /// Each directed ring is further split into `chunks` independent rings of S / (R chunks),
    /// each with its own barrier, so a chunk can run ahead when another is held up.
    /// Step bytes are S / (k R chunks).
    std::vector<DirectedRing> plan(const SimTask& task, int chunks) const;

private:
    RingIndex m_index;
    bool m_directConnect = false;
};

} // namespace topoopt::sim
