// Directed channels and ECMP shortest-path routing for the flow-level simulator.
#include "sim/simrouting.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "common/error.h"
#include "common/limits.h"

namespace topoopt::sim {

namespace {

/// 1 Gbps = 1e9 bit/s = 125,000 bytes per ms.
constexpr double kBytesPerMsPerGbps = 125000.0;

std::uint64_t pairKey(int a, int b)
{
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) |
           static_cast<std::uint32_t>(b);
}

} // namespace

SimRouting::SimRouting(const Topology& topology, int maxPaths)
    : m_nodes(topology.nodes()), m_servers(topology.servers), m_maxPaths(std::max(1, maxPaths))
{
    if (topology.servers < 1)
        throw FabricError("/servers", TOPOOPT_WORDING("Problem", "must be at least 1"), {});
    const std::string maxGbps = std::to_string(static_cast<long long>(limits::kMaxLinkGbps));
    //: %1 the most Gbps a link may have
    if (!(topology.linkGbps > 0 && topology.linkGbps <= limits::kMaxLinkGbps))
        throw FabricError("/link_gbps",
                          TOPOOPT_WORDING("Problem", "must be a number > 0 and <= %1 Gbps"),
                          {maxGbps});
    // Merge every entry between one pair into one channel per direction.
    std::map<std::pair<int, int>, double> gbps;
    for (std::size_t i = 0; i < topology.links.size(); ++i) {
        const Link& l = topology.links[i];
        const std::string p = "/links/" + std::to_string(i);
        if (l.a < 0 || l.b < 0 || l.a >= m_nodes || l.b >= m_nodes)
            throw FabricError(
                p, TOPOOPT_WORDING("Problem", "node out of range (the topology has %1 nodes)"),
                {std::to_string(m_nodes)});
        if (l.a == l.b)
            throw FabricError(p, TOPOOPT_WORDING("Problem", "joins node %1 to itself"),
                              {std::to_string(l.a)});
        if (l.count < 1)
            throw FabricError(p + "/count", TOPOOPT_WORDING("Problem", "must be at least 1"), {});
        //: %1 the most Gbps a link may have
        if (!(l.gbps >= 0 && l.gbps <= limits::kMaxLinkGbps))
            throw FabricError(p + "/gbps",
                              TOPOOPT_WORDING("Problem", "must be a number >= 0 and <= %1 Gbps"),
                              {maxGbps});
        gbps[{std::min(l.a, l.b), std::max(l.a, l.b)}] +=
            l.count * (l.gbps > 0 ? l.gbps : topology.linkGbps);
    }
    // One graph serves both the channel lookup (a channel id per edge of its rows) and the
    // shares of paths outside the plan (its parallel-link counts). Its rows hold the same
    // pairs as `gbps`: both skip nothing once the links have passed the checks above.
    m_graph = Multigraph::fromLinks(m_nodes, topology.links);
    m_edgeChannel.assign(m_graph.neighbour.size(), -1);
    for (const auto& [pair, g] : gbps) {
        const int c = static_cast<int>(m_capacity.size());
        m_capacity.push_back(g * kBytesPerMsPerGbps);
        m_from.push_back(pair.first);
        m_to.push_back(pair.second);
        m_capacity.push_back(g * kBytesPerMsPerGbps);
        m_from.push_back(pair.second);
        m_to.push_back(pair.first);
        m_edgeChannel[static_cast<std::size_t>(edgeIndex(pair.first, pair.second))] = c;
        m_edgeChannel[static_cast<std::size_t>(edgeIndex(pair.second, pair.first))] = c + 1;
    }
    // Small fabrics (a 128-server fat-tree has 151 nodes) get a dense channel table: routing
    // plans look a channel up per hop of every path of every pair.
    if (m_nodes <= kDenseNodes) {
        m_dense.assign(static_cast<std::size_t>(m_nodes) * static_cast<std::size_t>(m_nodes), -1);
        for (int c = 0; c < static_cast<int>(m_from.size()); ++c)
            m_dense[static_cast<std::size_t>(m_from[static_cast<std::size_t>(c)]) *
                        static_cast<std::size_t>(m_nodes) +
                    static_cast<std::size_t>(m_to[static_cast<std::size_t>(c)])] = c;
    }

    // The topology's own routing plan takes precedence over shortest paths.
    // Error paths are built only when thrown: a fat-tree plan has a route per server pair.
    m_routes.reserve(topology.routes.size());
    for (std::size_t i = 0; i < topology.routes.size(); ++i) {
        const Route& r = topology.routes[i];
        const auto p = [i] { return "/routes/" + std::to_string(i); };
        if (r.src < 0 || r.dst < 0 || r.src >= m_servers || r.dst >= m_servers || r.src == r.dst)
            throw FabricError(p(), TOPOOPT_WORDING("Problem", "must join two distinct servers"),
                              {});
        if (r.paths.empty()) continue;
        std::vector<ChannelPath> list;
        list.reserve(r.paths.size());
        double total = 0;
        for (std::size_t k = 0; k < r.paths.size(); ++k) {
            const Path& path = r.paths[k];
            const auto pp = [&p, k] { return p() + "/paths/" + std::to_string(k); };
            if (path.hops.size() < 2 || path.hops.front() != r.src || path.hops.back() != r.dst)
                throw FabricError(pp() + "/hops",
                                  TOPOOPT_WORDING("Problem", "must run from %1 to %2"),
                                  {std::to_string(r.src), std::to_string(r.dst)});
            if (!std::isfinite(path.share) || path.share <= 0)
                throw FabricError(pp() + "/share",
                                  TOPOOPT_WORDING("Problem", "must be a finite number > 0"), {});
            ChannelPath cp;
            cp.offset = static_cast<int>(m_pool.size());
            for (std::size_t h = 1; h < path.hops.size(); ++h) {
                const int c = (path.hops[h - 1] >= 0 && path.hops[h - 1] < m_nodes)
                                  ? channel(path.hops[h - 1], path.hops[h])
                                  : -1;
                if (c < 0)
                    throw FabricError(
                        pp() + "/hops", TOPOOPT_WORDING("Problem", "hop %1 -> %2 is not a link"),
                        {std::to_string(path.hops[h - 1]), std::to_string(path.hops[h])});
                m_pool.push_back(c);
            }
            cp.length = static_cast<int>(path.hops.size()) - 1;
            cp.share = path.share;
            total += path.share;
            list.push_back(cp);
        }
        // Shares are normalised so a route always carries all of its pair's bytes.
        for (ChannelPath& cp : list)
            cp.share /= total;
        m_routes[pairKey(r.src, r.dst)] = std::move(list);
    }
}

int SimRouting::channel(int a, int b) const
{
    if (!m_dense.empty())
        return b < 0 || b >= m_nodes
                   ? -1
                   : m_dense[static_cast<std::size_t>(a) * static_cast<std::size_t>(m_nodes) +
                             static_cast<std::size_t>(b)];
    const int e = edgeIndex(a, b);
    return e < 0 ? -1 : m_edgeChannel[static_cast<std::size_t>(e)];
}

int SimRouting::edgeIndex(int a, int b) const
{
    if (b < 0 || b >= m_nodes) return -1;
    const auto first = m_graph.neighbour.begin() + m_graph.offset[static_cast<std::size_t>(a)];
    const auto last = m_graph.neighbour.begin() + m_graph.offset[static_cast<std::size_t>(a) + 1];
    const auto it = std::lower_bound(first, last, b);
    return it != last && *it == b ? static_cast<int>(it - m_graph.neighbour.begin()) : -1;
}

const std::vector<ChannelPath>& SimRouting::paths(int src, int dst)
{
    dropTransient();
    const std::uint64_t key = pairKey(src, dst);
    auto it = m_routes.find(key);
    if (it == m_routes.end()) it = m_routes.emplace(key, shortestPaths(src, dst)).first;
    return it->second;
}

const std::vector<ChannelPath>& SimRouting::transientPaths(int src, int dst)
{
    dropTransient();
    const auto it = m_routes.find(pairKey(src, dst));
    if (it != m_routes.end()) return it->second;
    m_transientFrom = m_pool.size();
    m_hasTransient = true;
    m_transient = shortestPaths(src, dst);
    return m_transient;
}

void SimRouting::dropTransient()
{
    if (!m_hasTransient) return;
    m_pool.resize(m_transientFrom);
    m_hasTransient = false;
}

const std::vector<int>& SimRouting::distancesFrom(int src)
{
    auto it = m_dist.find(src);
    if (it != m_dist.end()) return it->second;
    // One array of all nodes per source: 65,536 of 65,536 nodes would take 16 GB (the studio
    // was killed for it on a 65,536-server BERT). Past the budget the cache starts over, which
    // costs only time; no reference into it outlives the caller's use.
    if ((m_dist.size() + 1) * static_cast<std::size_t>(m_nodes) > kDistanceCacheInts)
        m_dist.clear();
    return m_dist.emplace(src, m_graph.distances(src)).first->second;
}

std::vector<ChannelPath> SimRouting::shortestPaths(int src, int dst)
{
    const std::vector<int>& dist = distancesFrom(src);
    if (dist[static_cast<std::size_t>(dst)] < 0)
        throw FabricError("/links",
                          TOPOOPT_WORDING("Problem", "servers %1 and %2 are not connected"),
                          {std::to_string(src), std::to_string(dst)});
    std::vector<ChannelPath> out;
    for (const Path& path : shortestPathsFrom(m_graph, dist, src, dst, m_maxPaths)) {
        ChannelPath cp;
        cp.offset = static_cast<int>(m_pool.size());
        cp.length = static_cast<int>(path.hops.size()) - 1;
        cp.share = path.share;
        for (std::size_t h = 1; h < path.hops.size(); ++h)
            m_pool.push_back(channel(path.hops[h - 1], path.hops[h]));
        out.push_back(cp);
    }
    return out;
}

} // namespace topoopt::sim
