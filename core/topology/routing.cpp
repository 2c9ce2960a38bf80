// Breadth-first shortest paths and ECMP path enumeration on topology multigraphs.
#include "topology/routing.h"

#include <algorithm>
#include <map>

namespace topoopt {

namespace {
std::size_t u(int i)
{
    return static_cast<std::size_t>(i);
}
} // namespace

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
    for (int v = 0; v < g.nodes; ++v) {
        g.offset[u(v) + 1] = g.offset[u(v)] + static_cast<int>(adj[u(v)].size());
        for (const auto& [w, c] : adj[u(v)]) {
            g.neighbour.push_back(w);
            g.count.push_back(c);
        }
    }
    return g;
}

std::vector<int> Multigraph::distances(int src) const
{
    std::vector<int> dist(u(nodes), -1);
    if (src < 0 || src >= nodes) return dist;
    std::vector<int> queue{src};
    dist[u(src)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int v = queue[head];
        for (int e = offset[u(v)]; e < offset[u(v) + 1]; ++e) {
            const int w = neighbour[u(e)];
            if (dist[u(w)] < 0) {
                dist[u(w)] = dist[u(v)] + 1;
                queue.push_back(w);
            }
        }
    }
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
    const int n = m_graph.nodes;
    t->predOffset.assign(u(n) + 1, 0);
    for (int v = 0; v < n; ++v) {
        int preds = 0;
        if (t->dist[u(v)] > 0)
            for (int e = m_graph.offset[u(v)]; e < m_graph.offset[u(v) + 1]; ++e)
                if (t->dist[u(m_graph.neighbour[u(e)])] == t->dist[u(v)] - 1) ++preds;
        t->predOffset[u(v) + 1] = t->predOffset[u(v)] + preds;
    }
    t->pred.reserve(u(t->predOffset[u(n)]));
    for (int v = 0; v < n; ++v)
        if (t->dist[u(v)] > 0)
            for (int e = m_graph.offset[u(v)]; e < m_graph.offset[u(v) + 1]; ++e)
                if (t->dist[u(m_graph.neighbour[u(e)])] == t->dist[u(v)] - 1)
                    t->pred.push_back(m_graph.neighbour[u(e)]);
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_trees[u(src)]) m_trees[u(src)] = std::move(t);
    return *m_trees[u(src)];
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
    std::vector<Path> out;
    if (src < 0 || dst < 0 || src >= m_graph.nodes || dst >= m_graph.nodes || src == dst ||
        maxPaths < 1)
        return out;
    const Tree& t = tree(src);
    const int length = t.dist[u(dst)];
    if (length < 0) return out;
    // Walk the predecessor DAG back from dst; every branch reaches src, so the enumeration
    // costs O(maxPaths x length).
    std::vector<int> reversed{dst};
    std::vector<double> weights;
    auto walk = [&](auto&& self, int v, double weight) -> void {
        if (static_cast<int>(out.size()) >= maxPaths) return;
        if (v == src) {
            Path p;
            p.hops.assign(reversed.rbegin(), reversed.rend());
            out.push_back(std::move(p));
            weights.push_back(weight);
            return;
        }
        for (int e = t.predOffset[u(v)]; e < t.predOffset[u(v) + 1]; ++e) {
            const int w = t.pred[u(e)];
            reversed.push_back(w);
            self(self, w, weight * m_graph.links(w, v));
            reversed.pop_back();
        }
    };
    walk(walk, dst, 1.0);
    double total = 0;
    for (double w : weights)
        total += w;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].share = weights[i] / total;
    return out;
}

} // namespace topoopt
