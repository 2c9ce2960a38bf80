// Demand matrices and link loads computed from Traffic and Topology values.
#include "trafficmatrices.h"

#include <algorithm>
#include <deque>

#include "topology/ringcycles.h"

namespace topoopt::ui {

double SquareMatrix::total() const
{
    double sum = 0;
    for (double v : values)
        sum += v;
    return sum;
}

double SquareMatrix::maxValue() const
{
    double best = 0;
    for (double v : values)
        best = std::max(best, v);
    return best;
}

int SquareMatrix::nonZeroCount() const
{
    return static_cast<int>(
        std::count_if(values.begin(), values.end(), [](double v) { return v > 0; }));
}

namespace {
bool validServer(int v, int servers)
{
    return v >= 0 && v < servers;
}
} // namespace

std::vector<RingHop> allreduceHops(const Traffic& traffic, const Topology* topology)
{
    std::vector<RingHop> hops;
    static const std::vector<Ring> noRings;
    const RingIndex rings(topology ? topology->rings : noRings);
    for (const AllReduceGroup& g : traffic.allreduce) {
        const std::size_t k = g.members.size();
        if (k < 2) continue;
        // Every member sends 2 (k-1)/k S per iteration with the ring algorithm (spec 2).
        const double perMember = g.wireBytes() / static_cast<double>(k);
        const std::vector<RingCycle> cycles = rings.cycles(g.name, g.members);
        if (cycles.empty()) {
            for (std::size_t i = 0; i < k; ++i)
                hops.push_back({g.members[i], g.members[(i + 1) % k], perMember});
            continue;
        }
        const double share = perMember / (2.0 * static_cast<double>(cycles.size()));
        for (const RingCycle& cycle : cycles) {
            const std::size_t rk = cycle.order.size();
            for (std::size_t i = 0; i < rk; ++i) {
                const int a = cycle.order[i];
                const int b = cycle.order[(i + static_cast<std::size_t>(cycle.step)) % rk];
                if (a == b) continue;
                hops.push_back({a, b, share});
                hops.push_back({b, a, share});
            }
        }
    }
    return hops;
}

SquareMatrix allreduceMatrix(const Traffic& traffic, const Topology* topology)
{
    SquareMatrix m(traffic.servers);
    for (const RingHop& h : allreduceHops(traffic, topology))
        if (validServer(h.src, m.nodes) && validServer(h.dst, m.nodes))
            m.add(h.src, h.dst, h.bytes);
    return m;
}

SquareMatrix mpMatrix(const Traffic& traffic)
{
    SquareMatrix m(traffic.servers);
    for (const MpFlow& f : traffic.mp)
        if (validServer(f.src, m.nodes) && validServer(f.dst, m.nodes))
            m.add(f.src, f.dst, f.bytes);
    return m;
}

namespace {
/// Shortest paths by BFS over the multigraph, one tree per source, built on demand.
class PathFinder {
public:
    explicit PathFinder(const Topology& t) : m_adj(static_cast<std::size_t>(t.nodes()))
    {
        for (const Link& l : t.links) {
            if (l.a < 0 || l.b < 0 || l.a >= t.nodes() || l.b >= t.nodes()) continue;
            m_adj[static_cast<std::size_t>(l.a)].push_back(l.b);
            m_adj[static_cast<std::size_t>(l.b)].push_back(l.a);
        }
        for (auto& list : m_adj) {
            std::sort(list.begin(), list.end());
            list.erase(std::unique(list.begin(), list.end()), list.end());
        }
    }

    /// Node ids from src to dst inclusive; empty when unreachable.
    std::vector<int> path(int src, int dst)
    {
        const std::vector<int>& parent = tree(src);
        if (parent[static_cast<std::size_t>(dst)] < 0) return {};
        std::vector<int> hops{dst};
        for (int v = dst; v != src; v = parent[static_cast<std::size_t>(v)])
            hops.push_back(parent[static_cast<std::size_t>(v)]);
        std::reverse(hops.begin(), hops.end());
        return hops;
    }

private:
    const std::vector<int>& tree(int src)
    {
        auto it = m_trees.find(src);
        if (it != m_trees.end()) return it->second;
        std::vector<int> parent(m_adj.size(), -1);
        parent[static_cast<std::size_t>(src)] = src;
        std::deque<int> queue{src};
        while (!queue.empty()) {
            const int u = queue.front();
            queue.pop_front();
            for (int v : m_adj[static_cast<std::size_t>(u)])
                if (parent[static_cast<std::size_t>(v)] < 0) {
                    parent[static_cast<std::size_t>(v)] = u;
                    queue.push_back(v);
                }
        }
        return m_trees.emplace(src, std::move(parent)).first->second;
    }

    std::vector<std::vector<int>> m_adj;
    std::map<int, std::vector<int>> m_trees;
};
} // namespace

LinkLoads computeLinkLoads(const Topology& topology, const Traffic& traffic)
{
    const int nodes = topology.nodes();
    const std::size_t un = static_cast<std::size_t>(std::max(nodes, 0));
    LinkLoads loads;
    loads.sentBytes.assign(un, 0.0);
    loads.receivedBytes.assign(un, 0.0);
    loads.forwardedBytes.assign(un, 0.0);

    std::map<std::pair<int, int>, const Route*> routes;
    for (const Route& r : topology.routes)
        routes.emplace(std::make_pair(r.src, r.dst), &r);
    PathFinder finder(topology);

    auto addPath = [&](const std::vector<int>& hops, double bytes) {
        for (std::size_t i = 0; i + 1 < hops.size(); ++i) {
            loads.directed[{hops[i], hops[i + 1]}] += bytes;
            if (i > 0 && hops[i] >= 0 && hops[i] < nodes)
                loads.forwardedBytes[static_cast<std::size_t>(hops[i])] += bytes;
        }
    };
    auto send = [&](int src, int dst, double bytes) {
        if (src < 0 || dst < 0 || src >= nodes || dst >= nodes || src == dst || bytes <= 0) return;
        loads.sentBytes[static_cast<std::size_t>(src)] += bytes;
        loads.receivedBytes[static_cast<std::size_t>(dst)] += bytes;
        auto it = routes.find({src, dst});
        if (it != routes.end() && !it->second->paths.empty()) {
            for (const Path& p : it->second->paths)
                addPath(p.hops, bytes * p.share);
            return;
        }
        const std::vector<int> hops = finder.path(src, dst);
        if (hops.empty())
            loads.unroutedBytes += bytes;
        else
            addPath(hops, bytes);
    };

    for (const RingHop& h : allreduceHops(traffic, &topology))
        send(h.src, h.dst, h.bytes);
    for (const MpFlow& f : traffic.mp)
        send(f.src, f.dst, f.bytes);

    for (const auto& [key, bytes] : loads.directed)
        loads.maxDirectedBytes = std::max(loads.maxDirectedBytes, bytes);

    // Parallel entries between one pair (e.g. a ring link and an MP link) share its load by
    // their link counts.
    std::map<std::pair<int, int>, int> pairCount;
    for (const Link& l : topology.links)
        pairCount[{std::min(l.a, l.b), std::max(l.a, l.b)}] += l.count;
    loads.perLinkBytes.reserve(topology.links.size());
    loads.perLinkRelative.reserve(topology.links.size());
    for (const Link& l : topology.links) {
        const auto find = [&](int u, int v) {
            auto it = loads.directed.find({u, v});
            return it == loads.directed.end() ? 0.0 : it->second;
        };
        const double ab = find(l.a, l.b);
        const double ba = find(l.b, l.a);
        const int total = pairCount[{std::min(l.a, l.b), std::max(l.a, l.b)}];
        const double fraction = total > 0 ? static_cast<double>(l.count) / total : 1.0;
        loads.perLinkBytes.push_back((ab + ba) * fraction);
        loads.perLinkRelative.push_back(
            loads.maxDirectedBytes > 0 ? std::max(ab, ba) / loads.maxDirectedBytes : 0.0);
    }
    return loads;
}

std::vector<int> shortestPath(const Topology& topology, int src, int dst)
{
    if (src < 0 || dst < 0 || src >= topology.nodes() || dst >= topology.nodes()) return {};
    PathFinder finder(topology);
    return finder.path(src, dst);
}

SquareMatrix linkLoadMatrix(const Topology& topology, const LinkLoads& loads)
{
    SquareMatrix m(topology.nodes());
    for (const auto& [key, bytes] : loads.directed)
        if (key.first >= 0 && key.second >= 0 && key.first < m.nodes && key.second < m.nodes)
            m.add(key.first, key.second, bytes);
    return m;
}

} // namespace topoopt::ui
