// Circle and force-directed layouts of a topology's nodes.
#include "graphlayout.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/fruchterman_reingold.hpp>
#include <boost/graph/random_layout.hpp>
#include <boost/graph/topology.hpp>

namespace topoopt::ui {

std::vector<int> ringOrder(const Topology& topology)
{
    for (const Ring& r : topology.rings) {
        if (static_cast<int>(r.members.size()) != topology.servers) continue;
        std::vector<int> sorted = r.members;
        std::sort(sorted.begin(), sorted.end());
        bool isAll = true;
        for (int i = 0; i < topology.servers && isAll; ++i)
            isAll = sorted[static_cast<std::size_t>(i)] == i;
        if (isAll) return r.members;
    }
    std::vector<int> order(static_cast<std::size_t>(std::max(topology.servers, 0)));
    for (int i = 0; i < topology.servers; ++i)
        order[static_cast<std::size_t>(i)] = i;
    return order;
}

bool usesForceLayout(const Topology& topology)
{
    return topology.switches > 0 || topology.kind == "expander" || topology.kind == "fattree" ||
           topology.kind == "ideal";
}

namespace {
void placeOnCircle(std::vector<NodePosition>& pos, const std::vector<int>& nodes, double radius)
{
    const double n = static_cast<double>(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        // Start at 12 o'clock and go clockwise, as people read a ring.
        const double angle =
            2.0 * std::numbers::pi * static_cast<double>(i) / n - std::numbers::pi / 2;
        pos[static_cast<std::size_t>(nodes[i])] = {radius * std::cos(angle),
                                                   radius * std::sin(angle)};
    }
}

double radiusFor(std::size_t count)
{
    return std::max(260.0, static_cast<double>(count) * kNodeSpacing / (2.0 * std::numbers::pi));
}

/// Linear cooling that drops to zero (ending the layout loop) when the job is cancelled.
struct CancellableCooling {
    boost::linear_cooling<double> inner;
    const CancelToken* cancel;
    double operator()()
    {
        if (cancel && cancel->isCancelled()) return 0.0;
        return inner();
    }
};
} // namespace

std::vector<NodePosition> circleLayout(const Topology& topology)
{
    std::vector<NodePosition> pos(static_cast<std::size_t>(std::max(topology.nodes(), 0)));
    const std::vector<int> servers = ringOrder(topology);
    const double radius = radiusFor(servers.size());
    placeOnCircle(pos, servers, radius);
    std::vector<int> switches;
    for (int s = topology.servers; s < topology.nodes(); ++s)
        switches.push_back(s);
    if (!switches.empty()) placeOnCircle(pos, switches, radius * 0.5);
    return pos;
}

std::vector<NodePosition> forceLayout(const Topology& topology, std::uint64_t seed,
                                      const CancelToken* cancel)
{
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    using Space = boost::square_topology<std::mt19937_64>;
    const int n = std::max(topology.nodes(), 0);
    Graph g(static_cast<std::size_t>(n));
    std::vector<std::pair<int, int>> seen;
    for (const Link& l : topology.links) {
        if (l.a < 0 || l.b < 0 || l.a >= n || l.b >= n || l.a == l.b) continue;
        seen.emplace_back(std::min(l.a, l.b), std::max(l.a, l.b));
    }
    // Parallel links attract once: the layout shows adjacency, widths show multiplicity.
    std::sort(seen.begin(), seen.end());
    seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
    for (const auto& [a, b] : seen)
        boost::add_edge(static_cast<std::size_t>(a), static_cast<std::size_t>(b), g);

    std::mt19937_64 rng(seed);
    // FR's ideal edge length is sqrt(area / n): size the square so it is about kNodeSpacing*2.
    const double side =
        std::max(200.0, std::sqrt(static_cast<double>(std::max(n, 1))) * kNodeSpacing * 2.0);
    Space space(rng, side / 2.0);
    std::vector<Space::point_type> points(static_cast<std::size_t>(n));
    auto map =
        boost::make_iterator_property_map(points.begin(), boost::get(boost::vertex_index, g));
    boost::random_graph_layout(g, map, space);
    if (n > 1)
        boost::fruchterman_reingold_force_directed_layout(
            g, map, space,
            boost::cooling(
                CancellableCooling{boost::linear_cooling<double>(n > 600 ? 60 : 120), cancel}));
    std::vector<NodePosition> pos(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        pos[static_cast<std::size_t>(i)] = {points[static_cast<std::size_t>(i)][0],
                                            points[static_cast<std::size_t>(i)][1]};
    return pos;
}

std::vector<NodePosition> layoutFor(const Topology& topology, const CancelToken* cancel)
{
    return usesForceLayout(topology) ? forceLayout(topology, 1, cancel) : circleLayout(topology);
}

} // namespace topoopt::ui
