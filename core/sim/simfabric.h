// A topology prepared once for the simulator (channels, routes, ring plans, per-pair resource
// uses) and reused by every simulation on it, as the strategy search does thousands of times.
#pragma once

#include <cstdint>
#include <deque>
#include <limits>
#include <unordered_map>
#include <vector>

#include "sim/allreduce.h"
#include "sim/flownetwork.h"
#include "sim/simrouting.h"
#include "topology/topology.h"

namespace topoopt::sim {

/// Resources a server pair's traffic uses, merged over its ECMP paths by share.
struct PairUse {
    std::vector<ResourceUse> uses;
    /// Hops of the pair's longest path (0 for an intra-server copy).
    int hops = 0;
    /// The rate the pair's traffic gets alone, bytes per ms: the smallest capacity / weight
    /// over its channels. Infinity for an intra-server copy, whose NVLink capacity is a
    /// simulation option. Kept with the uses because the lower bound needs it for every
    /// transfer of every proposal, and the loop over the uses was a sixth of its time.
    double aloneBytesPerMs = std::numeric_limits<double>::infinity();
};

/// Sums resource uses (the hops of one directed ring) into one list sorted by resource, a
/// resource used by several hops counting once per use. What the simulator and the lower bound
/// both need for a ring flow; the scratch is kept across sums.
class UseSum {
public:
    explicit UseSum(std::size_t resources) : m_weight(resources, 0.0) {}
    void add(const std::vector<ResourceUse>& uses);
    /// The sum so far into `out` (replaced); starts the next sum.
    void take(std::vector<ResourceUse>& out);

private:
    std::vector<double> m_weight;
    std::vector<int> m_touched;
};

/// The simulator's view of one topology. Building it validates the topology (links, routes,
/// ring permutations: FabricError with paths into the topology); routes and pair uses are filled
/// in lazily and kept, so later simulations on the same fabric skip that work. Not thread-safe:
/// one fabric per thread. Holds its own copy of the topology, without its routes (the routing
/// has them).
class SimFabric {
public:
    SimFabric(const Topology& topology, int maxEcmpPaths);
    // The ring plans point into the fabric's own topology copy.
    SimFabric(const SimFabric&) = delete;
    SimFabric& operator=(const SimFabric&) = delete;

    /// The topology it was made of, but with no routes.
    const Topology& topology() const { return m_topology; }
    int maxEcmpPaths() const { return m_maxEcmpPaths; }
    const SimRouting& routing() const { return m_routing; }
    SimRouting& routing() { return m_routing; }
    const RingPlanner& planner() const { return m_planner; }
    /// What the flow network of one simulation on the fabric leaves for the next.
    FlowNetwork::Storage& networkStorage() { return m_networkStorage; }

    /// The resources traffic from server `src` to server `dst` uses: src == dst is the source
    /// server's NVLink (resource channels() + src, no hop); otherwise every path of the route
    /// carries its share (`choice` -1), or only path `choice` carries everything (ECMP by
    /// hashing). A channel on several paths carries the sum of their shares. Throws FabricError
    /// when the servers are not connected. The reference stays valid while the fabric lives.
    const PairUse& pairUse(int src, int dst, int choice);

private:
    Topology m_topology;
    int m_maxEcmpPaths;
    SimRouting m_routing;
    RingPlanner m_planner;
    /// Stable storage: callers hold the references pairUse() returns.
    std::deque<PairUse> m_pairUses;
    /// Where a pair's all-paths use is in m_pairUses, per source a row over the destinations
    /// (made on its first use; -1 until the pair's use is made). Every flow looks its pair up,
    /// and a hash map's lookup was 6 % of simulating the default DLRM-128 strategy. Only up to
    /// kDenseIndexServers (all rows: 256 MB): a ring over all 65,536 servers of a VGG-16 made
    /// every row and ran out of memory at 17 GB; larger fabrics use m_choiceIndex.
    static constexpr int kDenseIndexServers = 8192;
    std::vector<std::vector<int>> m_pairIndex;
    /// The same for one path of a pair (ECMP by hashing), keyed by src, dst and path + 1 (0 for
    /// all paths, on fabrics past kDenseIndexServers).
    std::unordered_map<std::uint64_t, int> m_choiceIndex;
    FlowNetwork::Storage m_networkStorage;
    std::vector<double> m_weight; // pairUse() scratch, per channel
    std::vector<int> m_touched;
};

} // namespace topoopt::sim
