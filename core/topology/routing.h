// Shortest-path routing with ECMP on any topology (topologyfinder.md 3.7).
#pragma once

#include <memory>
#include <mutex>
#include <vector>

#include "topology/topology.h"

namespace topoopt {

/// The undirected multigraph of a topology in adjacency form: for each node its neighbours in
/// ascending order and the number of parallel links to each (roles merged).
struct Multigraph {
    int nodes = 0;
    std::vector<int> offset; ///< neighbours of v are [offset[v], offset[v+1])
    std::vector<int> neighbour;
    std::vector<int> count;

    static Multigraph fromLinks(int nodes, const std::vector<Link>& links);
    /// Hop distances from `src` (-1 when unreachable).
    std::vector<int> distances(int src) const;
    /// Parallel links between a and b (0 when not adjacent).
    int links(int a, int b) const;
};

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

private:
    struct Tree {
        std::vector<int> dist;
        std::vector<int> predOffset; ///< predecessors of v on shortest paths from the source
        std::vector<int> pred;
    };
    const Tree& tree(int src) const;

    Multigraph m_graph;
    mutable std::mutex m_mutex;
    mutable std::vector<std::unique_ptr<Tree>> m_trees;
};

} // namespace topoopt
