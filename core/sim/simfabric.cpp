// Routing state of one topology kept across simulations (SimFabric).
#include "sim/simfabric.h"

#include <algorithm>

namespace topoopt::sim {

SimFabric::SimFabric(const Topology& topology, int maxEcmpPaths)
    : m_topology(topology), m_maxEcmpPaths(maxEcmpPaths), m_routing(m_topology, maxEcmpPaths),
      m_planner(m_topology)
{
    // The routing holds the routes now, as channel paths; a second copy of every pair's hops
    // was 190 MB of a DLRM search's peak on 1,024 servers. The rings stay: the planner points
    // into them.
    m_topology.routes = {};
}

const PairUse& SimFabric::pairUse(int src, int dst, int choice)
{
    int* slot = nullptr;
    const int servers = m_topology.servers;
    if (choice < 0 && servers <= kDenseIndexServers && src >= 0 && src < servers && dst >= 0 &&
        dst < servers) {
        if (m_pairIndex.empty()) m_pairIndex.resize(static_cast<std::size_t>(servers));
        std::vector<int>& row = m_pairIndex[static_cast<std::size_t>(src)];
        if (row.empty()) row.assign(static_cast<std::size_t>(servers), -1);
        slot = &row[static_cast<std::size_t>(dst)];
    } else {
        const std::uint64_t key =
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(src)) << 42) |
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(dst)) << 21) |
            static_cast<std::uint64_t>(choice + 1);
        slot = &m_choiceIndex.try_emplace(key, -1).first->second;
    }
    if (*slot >= 0) return m_pairUses[static_cast<std::size_t>(*slot)];
    PairUse use;
    if (src == dst) {
        use.uses.push_back({m_routing.channels() + src, 1.0}); // NVLink: no network hop
    } else {
        // Weights summed per channel in path order, then sorted by channel (whatever the path
        // order); a scratch array instead of a map: this runs for every pair the traffic uses.
        if (m_weight.size() < static_cast<std::size_t>(m_routing.channels()))
            m_weight.assign(static_cast<std::size_t>(m_routing.channels()), 0);
        std::vector<int>& touched = m_touched;
        touched.clear();
        // All paths by share: this pair's use is kept below, so its routes need not be.
        const std::vector<ChannelPath>& paths =
            choice >= 0 ? m_routing.paths(src, dst) : m_routing.transientPaths(src, dst);
        for (std::size_t k = 0; k < paths.size(); ++k) {
            if (choice >= 0 && static_cast<int>(k) != choice) continue;
            const ChannelPath& p = paths[k];
            const double share = choice >= 0 ? 1.0 : p.share;
            for (int h = 0; h < p.length; ++h) {
                const int c = m_routing.channelPool()[static_cast<std::size_t>(p.offset + h)];
                double& w = m_weight[static_cast<std::size_t>(c)];
                if (w == 0) touched.push_back(c);
                w += share;
            }
            use.hops = std::max(use.hops, p.length);
        }
        std::sort(touched.begin(), touched.end());
        use.uses.reserve(touched.size());
        for (int c : touched) {
            const double weight = m_weight[static_cast<std::size_t>(c)];
            use.uses.push_back({c, weight});
            use.aloneBytesPerMs = std::min(use.aloneBytesPerMs, m_routing.capacity(c) / weight);
            m_weight[static_cast<std::size_t>(c)] = 0;
        }
    }
    *slot = static_cast<int>(m_pairUses.size()); // only once the use is made: it may throw
    return m_pairUses.emplace_back(std::move(use));
}

void UseSum::add(const std::vector<ResourceUse>& uses)
{
    for (const ResourceUse& u : uses) {
        double& w = m_weight[static_cast<std::size_t>(u.resource)];
        if (w == 0) m_touched.push_back(u.resource);
        w += u.weight;
    }
}

void UseSum::take(std::vector<ResourceUse>& out)
{
    std::sort(m_touched.begin(), m_touched.end());
    out.clear();
    for (int r : m_touched) {
        out.push_back({r, m_weight[static_cast<std::size_t>(r)]});
        m_weight[static_cast<std::size_t>(r)] = 0;
    }
    m_touched.clear();
}

} // namespace topoopt::sim
