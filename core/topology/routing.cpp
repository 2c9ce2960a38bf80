// Breadth-first shortest paths and ECMP path enumeration on topology multigraphs.
#include "topology/routing.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/visitors.hpp>

namespace topoopt {

namespace {
std::size_t u(int i)
{
    return static_cast<std::size_t>(i);
}
} // namespace

void setShares(std::vector<Path>& paths, const std::vector<double>& logWeights)
{
    if (paths.empty()) return;
    const double top = *std::max_element(logWeights.begin(), logWeights.end());
    double total = 0;
    for (double w : logWeights)
        total += std::exp(w - top);
    for (std::size_t i = 0; i < paths.size(); ++i)
        paths[i].share = std::exp(logWeights[i] - top) / total;
}

Multigraph Multigraph::fromLinks(int nodes, const std::vector<Link>& links)
{
    Multigraph g;
    g.nodes = std::max(nodes, 0);
    std::vector<std::map<int, int>> adj(u(g.nodes));
    for (const Link& l : links) {
        if (l.a < 0 || l.b < 0 || l.a >= g.nodes || l.b >= g.nodes || l.a == l.b || l.count < 1)
            continue;
        adj[u(l.a)][l.b] += l.count;
        adj[u(l.b)][l.a] += l.count;
    }
    g.offset.assign(u(g.nodes) + 1, 0);
    std::vector<std::pair<int, int>> arcs;
    for (int v = 0; v < g.nodes; ++v) {
        g.offset[u(v) + 1] = g.offset[u(v)] + static_cast<int>(adj[u(v)].size());
        for (const auto& [w, c] : adj[u(v)]) {
            g.neighbour.push_back(w);
            g.count.push_back(c);
            arcs.emplace_back(v, w);
        }
    }
    g.csr = decltype(g.csr)(boost::edges_are_sorted, arcs.begin(), arcs.end(), g.nodes);
    return g;
}

std::vector<int> Multigraph::distances(int src) const
{
    std::vector<int> dist(u(nodes), -1);
    if (src < 0 || src >= nodes) return dist;
    dist[u(src)] = 0;
    // Each tree edge sets its target one hop further than its source; unreached stay -1.
    boost::breadth_first_search(csr, src,
                                boost::visitor(boost::make_bfs_visitor(
                                    boost::record_distances(dist.data(), boost::on_tree_edge()))));
    return dist;
}

int Multigraph::links(int a, int b) const
{
    if (a < 0 || a >= nodes) return 0;
    const auto first = neighbour.begin() + offset[u(a)];
    const auto last = neighbour.begin() + offset[u(a) + 1];
    const auto it = std::lower_bound(first, last, b);
    return it != last && *it == b ? count[u(static_cast<int>(it - neighbour.begin()))] : 0;
}

RoutingTable::RoutingTable(const Topology& topology)
    : RoutingTable(topology.nodes(), topology.links)
{
}

RoutingTable::RoutingTable(int nodes, const std::vector<Link>& links)
    : m_graph(Multigraph::fromLinks(nodes, links)), m_trees(u(std::max(nodes, 0)))
{
}

const RoutingTable::Tree& RoutingTable::tree(int src) const
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_trees[u(src)]) return *m_trees[u(src)];
    }
    auto t = std::make_unique<Tree>();
    t->dist = m_graph.distances(src);
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_trees[u(src)]) m_trees[u(src)] = std::move(t);
    return *m_trees[u(src)];
}

void RoutingTable::release(int src) const
{
    if (src < 0 || src >= m_graph.nodes) return;
    std::lock_guard<std::mutex> lock(m_mutex);
    m_trees[u(src)].reset();
}

const std::vector<int>& RoutingTable::distances(int src) const
{
    return tree(src).dist;
}

int RoutingTable::hops(int src, int dst) const
{
    if (src < 0 || dst < 0 || src >= m_graph.nodes || dst >= m_graph.nodes) return -1;
    return tree(src).dist[u(dst)];
}

std::vector<Path> RoutingTable::paths(int src, int dst, int maxPaths) const
{
    if (src < 0 || dst < 0 || src >= m_graph.nodes || dst >= m_graph.nodes) return {};
    return shortestPathsFrom(m_graph, tree(src).dist, src, dst, maxPaths);
}

std::vector<Path> shortestPathsFrom(const Multigraph& g, const std::vector<int>& dist, int src,
                                    int dst, int maxPaths)
{
    std::vector<Path> out;
    if (src == dst || maxPaths < 1 || dist[u(dst)] < 0) return out;
    // Depth-first walk of the shortest-path DAG back from dst, iterative: a path may cross
    // thousands of servers (one ring of a large manual design), too deep for recursion on a
    // worker thread's stack. Every branch reaches src, so this costs O(maxPaths x length x
    // degree). Each frame is a node, the next neighbour edge to try, and the log of the number
    // of link-level paths from it to dst (parallel links multiply).
    struct Frame {
        int node;
        int edge;
        double logWeight;
    };
    std::vector<Frame> stack{{dst, g.offset[u(dst)], 0.0}};
    std::vector<double> weights;
    while (!stack.empty() && static_cast<int>(out.size()) < maxPaths) {
        Frame& f = stack.back();
        if (f.node == src) {
            Path p;
            p.hops.reserve(stack.size());
            for (auto it = stack.rbegin(); it != stack.rend(); ++it)
                p.hops.push_back(it->node);
            out.push_back(std::move(p));
            weights.push_back(f.logWeight);
            stack.pop_back();
            continue;
        }
        const int want = dist[u(f.node)] - 1;
        const int end = g.offset[u(f.node) + 1];
        while (f.edge < end && dist[u(g.neighbour[u(f.edge)])] != want)
            ++f.edge;
        if (f.edge == end) {
            stack.pop_back();
            continue;
        }
        const int e = f.edge++;
        const int w = g.neighbour[u(e)];
        // Most links are single, and log(1) = 0 exactly: skip the call there (it was a third of
        // the time to plan routes at 65,536 servers).
        const int parallel = g.count[u(e)];
        const double logWeight =
            parallel == 1 ? f.logWeight : f.logWeight + std::log(static_cast<double>(parallel));
        stack.push_back({w, g.offset[u(w)], logWeight}); // f is invalid from here
    }
    setShares(out, weights);
    return out;
}

} // namespace topoopt
