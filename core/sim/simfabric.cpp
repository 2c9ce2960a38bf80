// Routing state of one topology kept across simulations (SimFabric).
#include "sim/simfabric.h"

#include <algorithm>
#include <map>

namespace topoopt::sim {

SimFabric::SimFabric(const Topology& topology, int maxEcmpPaths)
    : m_topology(topology), m_maxEcmpPaths(maxEcmpPaths), m_routing(m_topology, maxEcmpPaths),
      m_planner(m_topology)
{
}

const PairUse& SimFabric::pairUse(int src, int dst, int choice)
{
    const std::uint64_t key = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(src)) << 42) |
                              (static_cast<std::uint64_t>(static_cast<std::uint32_t>(dst)) << 21) |
                              static_cast<std::uint64_t>(choice + 1);
    auto it = m_pairUse.find(key);
    if (it != m_pairUse.end()) return it->second;
    PairUse use;
    if (src == dst) {
        use.uses.push_back({m_routing.channels() + src, 1.0}); // NVLink: no network hop
    } else {
        // Ordered map: the uses come out sorted by channel, whatever the path order.
        std::map<int, double> weight;
        const std::vector<ChannelPath>& paths = m_routing.paths(src, dst);
        for (std::size_t k = 0; k < paths.size(); ++k) {
            if (choice >= 0 && static_cast<int>(k) != choice) continue;
            const ChannelPath& p = paths[k];
            const double share = choice >= 0 ? 1.0 : p.share;
            for (int h = 0; h < p.length; ++h)
                weight[m_routing.channelPool()[static_cast<std::size_t>(p.offset + h)]] += share;
            use.hops = std::max(use.hops, p.length);
        }
        for (const auto& [c, w] : weight)
            use.uses.push_back({c, w});
    }
    return m_pairUse.emplace(key, std::move(use)).first->second;
}

} // namespace topoopt::sim
