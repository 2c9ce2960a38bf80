// MP routes, hop statistics, link loads and their lower bound.
#include "topology/metrics.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "topology/ringcycles.h"

namespace topoopt {

namespace {

std::size_t u(int i)
{
    return static_cast<std::size_t>(i);
}

void check(const CancelToken* cancel)
{
    if (cancel) cancel->check();
}

/// Bytes per ordered node pair (link direction, all parallel links together).
class LoadMap {
public:
    explicit LoadMap(const Multigraph& g) : m_graph(g), m_bytes(g.neighbour.size(), 0.0) {}
    void add(int from, int to, double bytes)
    {
        const auto first = m_graph.neighbour.begin() + m_graph.offset[u(from)];
        const auto last = m_graph.neighbour.begin() + m_graph.offset[u(from) + 1];
        const auto it = std::lower_bound(first, last, to);
        if (it == last || *it != to) return;
        m_bytes[u(static_cast<int>(it - m_graph.neighbour.begin()))] += bytes;
    }
    void addPaths(const std::vector<Path>& paths, double bytes)
    {
        for (const Path& p : paths)
            for (std::size_t h = 0; h + 1 < p.hops.size(); ++h)
                add(p.hops[h], p.hops[h + 1], bytes * p.share);
    }
    /// The busiest single link direction: a pair's bytes spread over its parallel links.
    double maxPerLink() const
    {
        double best = 0;
        for (std::size_t e = 0; e < m_bytes.size(); ++e)
            best = std::max(best, m_bytes[e] / m_graph.count[e]);
        return best;
    }

private:
    const Multigraph& m_graph;
    std::vector<double> m_bytes;
};

/// Shortest paths a -> b by a breadth-first search that stops once b's layer is done (cheap
/// for near pairs on large fabrics, where a full tree per ring hop would cost O(n) each).
/// Written out rather than Boost.Graph's breadth_first_search (Multigraph::distances), which
/// can only stop early by throwing from its visitor, once per pair.
/// `dist` must hold -1 everywhere and is restored before returning. The same paths as
/// RoutingTable::paths.
std::vector<Path> nearPaths(const Multigraph& g, int a, int b, int maxPaths, std::vector<int>& dist)
{
    std::vector<int> queue{a};
    dist[u(a)] = 0;
    int found = -1;
    // Once a node next to b is taken from the queue, every node of its layer is labelled,
    // which is all the path walk below needs: stop there.
    for (std::size_t head = 0; head < queue.size() && found < 0; ++head) {
        const int v = queue[head];
        if (g.links(v, b) > 0) {
            found = dist[u(v)] + 1;
            dist[u(b)] = found;
            queue.push_back(b);
            break;
        }
        for (int e = g.offset[u(v)]; e < g.offset[u(v) + 1]; ++e) {
            const int w = g.neighbour[u(e)];
            if (dist[u(w)] >= 0) continue;
            dist[u(w)] = dist[u(v)] + 1;
            queue.push_back(w);
        }
    }
    std::vector<Path> out;
    if (found >= 0) out = shortestPathsFrom(g, dist, a, b, maxPaths);
    for (int v : queue)
        dist[u(v)] = -1;
    return out;
}

/// Longest shortest path between servers; exact up to 4096 nodes, above that the largest
/// eccentricity found from 64 spread-out servers (a lower bound, keeps big fabrics fast).
int serverDiameter(const Topology& t, const RoutingTable& routing, bool& connected,
                   const CancelToken* cancel)
{
    connected = true;
    if (t.servers <= 1) return 0;
    const std::vector<int>& d0 = routing.distances(0);
    for (int s = 0; s < t.servers; ++s)
        if (d0[u(s)] < 0) connected = false;
    if (!connected) return -1;
    const int step = t.nodes() <= 4096 ? 1 : std::max(1, t.servers / 64);
    int diameter = 0;
    for (int s = 0; s < t.servers; s += step) {
        check(cancel);
        const std::vector<int> d = routing.graph().distances(s);
        for (int v = 0; v < t.servers; ++v)
            diameter = std::max(diameter, d[u(v)]);
    }
    return diameter;
}

} // namespace

std::vector<MpFlow> mergedMpFlows(const Traffic& traffic)
{
    std::vector<MpFlow> flows;
    flows.reserve(traffic.mp.size());
    for (const MpFlow& f : traffic.mp)
        if (f.bytes > 0 && f.src != f.dst) flows.push_back(f);
    std::stable_sort(flows.begin(), flows.end(), [](const MpFlow& a, const MpFlow& b) {
        return a.src != b.src ? a.src < b.src : a.dst < b.dst;
    });
    std::vector<MpFlow> out;
    out.reserve(flows.size());
    for (const MpFlow& f : flows) {
        if (!out.empty() && out.back().src == f.src && out.back().dst == f.dst)
            out.back().bytes += f.bytes;
        else
            out.push_back(f);
    }
    return out;
}

int maxPathsPerRoute(std::size_t pairs)
{
    const std::size_t budget = std::size_t{1} << 20;
    const auto most = static_cast<std::size_t>(kMaxEcmpPaths);
    if (pairs == 0) return kMaxEcmpPaths;
    return static_cast<int>(std::clamp<std::size_t>(budget / pairs, 1, most));
}

std::vector<Route> computeRoutes(const Traffic& traffic, const RoutingTable& routing,
                                 const CancelToken* cancel)
{
    const std::vector<MpFlow> flows = mergedMpFlows(traffic);
    const int maxPaths = maxPathsPerRoute(flows.size());
    const bool largeFabric = routing.graph().nodes > 4096;
    std::vector<Route> routes;
    routes.reserve(flows.size());
    for (std::size_t i = 0; i < flows.size(); ++i) {
        if ((i & 1023) == 0) check(cancel);
        const MpFlow& f = flows[i];
        Route r;
        r.src = f.src;
        r.dst = f.dst;
        r.paths = routing.paths(f.src, f.dst, maxPaths);
        if (!r.paths.empty()) routes.push_back(std::move(r));
        // Flows come sorted by source: a finished source's tree is not needed again, and
        // thousands of trees of a large fabric would not fit in memory.
        if (largeFabric && (i + 1 == flows.size() || flows[i + 1].src != f.src))
            routing.release(f.src);
    }
    return routes;
}

TopologyMetrics computeMetrics(const Topology& t, const Traffic& traffic,
                               const RoutingTable& routing, const CancelToken* cancel)
{
    TopologyMetrics m;
    m.matching = t.metrics.matching;
    m.diameter = serverDiameter(t, routing, m.connected, cancel);

    const Multigraph& g = routing.graph();
    LoadMap load(g);
    double byteHops = 0; // bytes x shortest hop count, for the lower bound

    // MP: hop statistics and loads from the routes.
    std::map<std::pair<int, int>, const Route*> routeOf;
    for (const Route& r : t.routes)
        routeOf[{r.src, r.dst}] = &r;
    double mpBytes = 0, hopBytes = 0, directBytes = 0;
    for (const MpFlow& f : mergedMpFlows(traffic)) {
        auto it = routeOf.find({f.src, f.dst});
        if (it == routeOf.end()) continue;
        const Route& r = *it->second;
        double hops = 0;
        int longest = 0;
        for (const Path& p : r.paths) {
            const int h = static_cast<int>(p.hops.size()) - 1;
            hops += p.share * h;
            longest = std::max(longest, h);
        }
        mpBytes += f.bytes;
        hopBytes += f.bytes * hops;
        if (r.paths.size() == 1 && r.paths[0].hops.size() == 2) directBytes += f.bytes;
        m.mpMaxHops = std::max(m.mpMaxHops, longest);
        load.addPaths(r.paths, f.bytes);
        byteHops += f.bytes * static_cast<double>(r.paths.front().hops.size() - 1); // shortest
    }
    if (mpBytes > 0) {
        m.mpAvgHops = hopBytes / mpBytes;
        m.mpDirectFraction = directBytes / mpBytes;
    }

    // AllReduce: each member sends 2 (k-1)/k S to its successor, split evenly over the
    // group's rings and over both directions of each duplex ring (3.3).
    std::vector<int> scratch(u(g.nodes), -1);
    const int maxPaths = RoutingTable::kDefaultMaxPaths;
    const RingIndex rings(t.rings);
    for (const AllReduceGroup& group : traffic.allreduce) {
        check(cancel);
        const int k = static_cast<int>(group.members.size());
        if (k < 2 || group.bytes <= 0) continue;
        const double perMember = 2.0 * (k - 1) / k * group.bytes;
        std::vector<RingCycle> cycles = rings.cycles(group.name, group.members);
        if (cycles.empty()) cycles.push_back({group.members, 1});
        const double share = perMember / (2.0 * static_cast<double>(cycles.size()));
        for (const RingCycle& cycle : cycles) {
            const int size = static_cast<int>(cycle.order.size());
            for (int i = 0; i < size; ++i) {
                const int a = cycle.order[u(i)];
                const int b = cycle.order[u((i + cycle.step) % size)];
                if (g.links(a, b) > 0) {
                    byteHops += 2.0 * share;
                    load.add(a, b, share);
                    load.add(b, a, share);
                    continue;
                }
                if ((i & 255) == 0) check(cancel);
                const std::vector<Path> forward = nearPaths(g, a, b, maxPaths, scratch);
                if (forward.empty()) continue;
                byteHops += 2.0 * share * static_cast<double>(forward.front().hops.size() - 1);
                load.addPaths(forward, share);
                load.addPaths(nearPaths(g, b, a, maxPaths, scratch), share);
            }
        }
    }
    m.maxLinkLoadBytes = load.maxPerLink();
    double directions = 0;
    for (int c : g.count)
        directions += c; // each undirected link appears twice in the adjacency: 2 directions
    m.loadLowerBoundBytes = directions > 0 ? byteHops / directions : 0.0;
    return m;
}

void finalizeTopology(Topology& topology, const Traffic& traffic, const CancelToken* cancel)
{
    const RoutingTable routing(topology);
    topology.routes = computeRoutes(traffic, routing, cancel);
    topology.metrics = computeMetrics(topology, traffic, routing, cancel);
}

} // namespace topoopt
