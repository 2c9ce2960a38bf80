// The simulator's view of a fabric: directed link channels and ECMP routes between nodes.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "topology/routing.h"
#include "topology/topology.h"

namespace topoopt::sim {

/// One path of a route as the flow network sees it: the directed channels it crosses.
struct ChannelPath {
    /// Offset and length of its channel ids in SimRouting::channelPool().
    int offset = 0;
    int length = 0;
    /// Fraction of the pair's bytes sent along it (ECMP share).
    double share = 1.0;
};

/// Directed channels of a topology and routes over them. Parallel links (and several Link
/// entries) between one pair merge into one channel per direction whose capacity is the sum of
/// count x (gbps or link_gbps). Routes come from Topology::routes when the pair has one (the
/// topology's routing plan); otherwise they are the shortest paths by hop count that the
/// topology builder would have planned for the pair (shortestPathsFrom over the multigraph,
/// switches included, servers may forward: topologyfinder.md 1 and 3.7), at most `maxPaths` of
/// them, shares weighted by parallel links. So a design whose plan lacks some pairs (a search
/// ran strategies the plan was not built for) is simulated as its builder would route them.
class SimRouting {
public:
    /// Throws FabricError (path into the topology) for links or routes that are not valid.
    SimRouting(const Topology& topology, int maxPaths);

    int nodes() const { return m_nodes; }
    int servers() const { return m_servers; }
    int channels() const { return static_cast<int>(m_capacity.size()); }
    /// Capacity of a directed channel in bytes per ms.
    double capacity(int channel) const { return m_capacity[static_cast<std::size_t>(channel)]; }
    int channelFrom(int channel) const { return m_from[static_cast<std::size_t>(channel)]; }
    int channelTo(int channel) const { return m_to[static_cast<std::size_t>(channel)]; }
    /// The directed channel from a to b, or -1 when they are not adjacent.
    int channel(int a, int b) const;

    /// Routes from server src to server dst (src != dst). Throws FabricError when no path
    /// exists. The reference stays valid for the lifetime of this object.
    const std::vector<ChannelPath>& paths(int src, int dst);
    /// The same routes, not kept when they were not already: for a caller that keeps what it
    /// derives from them (SimFabric's uses of a pair, made once per pair). Keeping both took
    /// 650 MB of a DLRM search's 1.77 GB on 1,024 servers, the routes of the pairs its
    /// proposals added to the fabric's plan. Valid, with the pool entries they point to, until
    /// the next paths() or transientPaths().
    const std::vector<ChannelPath>& transientPaths(int src, int dst);
    const std::vector<int>& channelPool() const { return m_pool; }

private:
    std::vector<ChannelPath> shortestPaths(int src, int dst);
    /// Takes the last transientPaths() routes' channels off the end of the pool.
    void dropTransient();
    const std::vector<int>& distancesFrom(int src);
    /// Position of the edge a -> b in m_graph's rows, -1 when they are not adjacent.
    int edgeIndex(int a, int b) const;

    int m_nodes = 0;
    int m_servers = 0;
    int m_maxPaths = 1;
    std::vector<double> m_capacity;
    std::vector<int> m_from, m_to;
    /// Sorted neighbours with parallel-link counts (for the shares of paths outside the plan),
    /// and the directed channel of each of its edges.
    Multigraph m_graph;
    std::vector<int> m_edgeChannel;
    static constexpr int kDenseNodes = 512;
    std::vector<int> m_dense; // channel of (a, b) at a x nodes + b, when nodes <= kDenseNodes
    std::vector<int> m_pool;
    std::unordered_map<std::uint64_t, std::vector<ChannelPath>> m_routes;
    std::vector<ChannelPath> m_transient;
    std::size_t m_transientFrom = 0; // pool size before the transient routes' channels
    bool m_hasTransient = false;
    std::unordered_map<int, std::vector<int>> m_dist;
    static constexpr std::size_t kDistanceCacheInts = std::size_t{1} << 26; // 256 MB
};

} // namespace topoopt::sim
