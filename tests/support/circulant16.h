// A hand-countable direct-connect topology shared by the cost suites (core and CLI).
#pragma once

#include <algorithm>

#include "topology/topology.h"

namespace topoopt::test {

/// 16 servers, d = 4: rings with permutations 1 and 3 (both coprime with 16), 32 links at
/// 100 Gbps.
inline Topology direct16d4()
{
    Topology t;
    t.kind = "topoopt";
    t.servers = 16;
    t.degree = 4;
    t.linkGbps = 100;
    for (int p : {1, 3})
        for (int i = 0; i < 16; ++i) {
            const int j = (i + p) % 16;
            t.links.push_back({std::min(i, j), std::max(i, j), 1, LinkRole::AllReduce, 0});
        }
    return t;
}

} // namespace topoopt::test
