// Ring AllReduce plans over the topology's rings, or in member order over the fabric.
#include "sim/allreduce.h"

#include <algorithm>

#include "common/error.h"
#include "topology/topologycheck.h"

namespace topoopt::sim {

RingPlanner::RingPlanner(const Topology& topology) : m_index(topology.rings)
{
    for (std::size_t i = 0; i < topology.rings.size(); ++i) {
        const Ring& ring = topology.rings[i];
        const int k = static_cast<int>(ring.members.size());
        for (std::size_t j = 0; j < ring.permutations.size(); ++j) {
            const int p = ring.permutations[j];
            if (k >= 2 && (p <= 0 || p >= k || gcd(p, k) != 1))
                throw FabricError(
                    "/rings/" + std::to_string(i) + "/permutations/" + std::to_string(j),
                    //: %1 the permutation, %2 the group's size k
                    TOPOOPT_WORDING("Problem", "permutation %1 must be in 1..k-1 and coprime with "
                                               "the group size %2"),
                    {std::to_string(p), std::to_string(k)});
        }
        for (int m : ring.members)
            if (m < 0 || m >= topology.servers)
                throw FabricError("/rings/" + std::to_string(i) + "/members",
                                  TOPOOPT_WORDING("Problem", "server %1 is out of range"),
                                  {std::to_string(m)});
    }
    m_directConnect = !topology.links.empty();
    for (const Link& link : topology.links)
        m_directConnect = m_directConnect && link.a < topology.servers && link.b < topology.servers;
}

std::vector<DirectedRing> RingPlanner::plan(const SimTask& task, int chunks) const
{
    chunks = std::max(1, chunks);
    const int k = static_cast<int>(task.members.size());
    std::vector<DirectedRing> rings;

    // Directed rings as (server order, successor position) before splitting bytes. Without
    // rings, member order; backwards too only on a direct-connect fabric (see the header).
    std::vector<RingCycle> cycles = m_index.cycles(task.group, task.members);
    const bool backwards = !cycles.empty() || (m_directConnect && k > 2);
    if (cycles.empty()) cycles.push_back({task.members, 1});
    std::vector<std::pair<std::vector<int>, std::vector<int>>> shapes;
    for (RingCycle& cycle : cycles) {
        const int n = static_cast<int>(cycle.order.size());
        std::vector<int> fwd(static_cast<std::size_t>(n)), bwd(fwd.size());
        for (int i = 0; i < n; ++i) {
            fwd[static_cast<std::size_t>(i)] = (i + cycle.step) % n;
            bwd[static_cast<std::size_t>(i)] = (i - cycle.step + n) % n;
        }
        shapes.push_back({cycle.order, std::move(fwd)});
        if (backwards) shapes.push_back({std::move(cycle.order), std::move(bwd)});
    }
    const double perRing = task.bytes / static_cast<double>(shapes.size()) / chunks;
    for (const auto& [servers, next] : shapes)
        for (int c = 0; c < chunks; ++c)
            rings.push_back({servers, next, perRing / k});
    return rings;
}

} // namespace topoopt::sim
