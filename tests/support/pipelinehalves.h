// GPT's pipeline halves in small: the traffic whose disjoint data-parallel groups TopologyFinder
// joins by one shared cycle (d = 4) or by MP links (d = 8).
#pragma once

#include <vector>

#include "traffic/traffic.h"

namespace topoopt::test {

/// 16 servers: one AllReduce group on the even servers and one on the odd, 1 GB each; with
/// `mp`, 1 MB of MP demand from each even server to the next odd one (the pipeline pairs).
inline Traffic pipelineHalves(bool mp)
{
    Traffic traffic;
    traffic.servers = 16;
    std::vector<int> even, odd;
    for (int s = 0; s < 16; s += 2) {
        even.push_back(s);
        odd.push_back(s + 1);
        if (mp) traffic.mp.push_back({s, s + 1, 1e6});
    }
    traffic.allreduce = {{"even", even, 1e9}, {"odd", odd, 1e9}};
    return traffic;
}

} // namespace topoopt::test
