// Shortest-path routing with ECMP on any topology (topologyfinder.md 3.7).
#pragma once

#include <memory>
#include <mutex>
#include <vector>

#include <boost/graph/compressed_sparse_row_graph.hpp>

#include "topology/topology.h"

namespace topoopt {

/// Most shortest paths a pair's traffic is split over ([ours]): enough to spread load, where
/// listing every one costs memory and time on symmetric fabrics. The builder's routes
/// (maxPathsPerRoute) and the simulator's pairs outside a plan (SimOptions::maxEcmpPaths) both
/// stop here, so a pair is routed alike whether a plan lists it or not.
inline constexpr int kMaxEcmpPaths = 8;

/// Sets path shares proportional to exp(logWeights[i]) (log space: a product of parallel-link
/// counts over thousands of hops overflows a double), adding up to 1.
void setShares(std::vector<Path>& paths, const std::vector<double>& logWeights);

/// The undirected multigraph of a topology in adjacency form: for each node its neighbours in
/// ascending order and the number of parallel links to each (roles merged).
struct Multigraph {
    int nodes = 0;
    std::vector<int> offset; ///< neighbours of v are [offset[v], offset[v+1])
    std::vector<int> neighbour;
    std::vector<int> count;
    /// The same adjacency as a Boost.Graph graph (both directions of each pair), for its
    /// searches.
    boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property,
                                       boost::no_property, int, int>
        csr;

    static Multigraph fromLinks(int nodes, const std::vector<Link>& links);
    /// Hop distances from `src` (-1 when unreachable).
    std::vector<int> distances(int src) const;
    /// Parallel links between a and b (0 when not adjacent).
    int links(int a, int b) const;
};

/// Shortest paths src -> dst of `g` given hop distances from src (-1: not reached), which need
/// be exact only up to dst's layer (a search may stop there). At most `maxPaths`, the first in
/// a fixed order (walking back from dst through lower-numbered neighbours first), with shares
/// proportional to the link-level paths each stands for (setShares). Empty when dst is not
/// reached or is src. Every router of pairs (the builder's plans, the topology metrics, the
/// simulator's pairs outside a plan) enumerates through this, so a pair is routed one way.
std::vector<Path> shortestPathsFrom(const Multigraph& g, const std::vector<int>& dist, int src,
                                    int dst, int maxPaths);

/// Shortest paths with ECMP between any two nodes of a topology (switches included). A path's
/// share is proportional to the number of link-level paths it stands for (the product of the
/// parallel-link counts along it), so parallel links weigh as the capacity they add (3.7).
/// Breadth-first trees are computed lazily per source; const methods are safe to call from
/// several threads at once.
class RoutingTable {
public:
    /// Enough paths for ECMP without exploding on highly symmetric fabrics.
    static constexpr int kDefaultMaxPaths = 64;

    explicit RoutingTable(const Topology& topology);
    RoutingTable(int nodes, const std::vector<Link>& links);

    /// Shortest paths from src to dst with shares adding up to 1; empty if unreachable or
    /// src == dst. At most `maxPaths`, the first ones in a fixed order (shares renormalized).
    std::vector<Path> paths(int src, int dst, int maxPaths = kDefaultMaxPaths) const;
    /// Hop count of a shortest path; -1 if unreachable.
    int hops(int src, int dst) const;
    /// Distances from `src` to every node.
    const std::vector<int>& distances(int src) const;
    const Multigraph& graph() const { return m_graph; }
    /// Drops the cached tree of `src` (recomputed on demand): keeps memory bounded when a
    /// caller walks many sources once, e.g. routes for a large fabric.
    void release(int src) const;

private:
    struct Tree {
        std::vector<int> dist;
    };
    const Tree& tree(int src) const;

    Multigraph m_graph;
    mutable std::mutex m_mutex;
    mutable std::vector<std::unique_ptr<Tree>> m_trees;
};

} // namespace topoopt
