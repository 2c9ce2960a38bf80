// What to build: the topology kind and its parameters (interfaces.md, `topoopt topology`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "scenario/scenario.h"
#include "topology/topology.h"

namespace topoopt {

/// Parameters of buildTopology(); defaults are the paper's d = 4, 100 Gbps.
struct TopologyOptions {
    /// topoopt, manual, expander, ring, torus, fattree, ideal.
    std::string kind = "topoopt";
    /// Ports per server (d), 1..64.
    int degree = 4;
    /// Per-direction bandwidth of one port, Gbps.
    double linkGbps = 100;
    DegreeSplit degreeSplit = DegreeSplit::Proportional;
    SharedCycle sharedCycle = SharedCycle::Auto;
    /// Fat-tree oversubscription ratio r:1 at the ToR uplinks (>= 1).
    double oversubscription = 1.0;
    std::uint64_t seed = 1;
    /// Kind "manual": the user's rings (members in ring order, permutations; empty members
    /// mean the group's members in ascending order) and the other links (mp or fill; links
    /// with role allreduce count only beyond what the rings lay between their servers, such
    /// as a cycle several groups share).
    std::vector<Ring> rings;
    std::vector<Link> links;
    /// Where `rings` and `links` sit in the document they came from: "" for a topology file,
    /// "/topology" for a scenario's. Problems of the design carry it ("/topology/rings/0/..."),
    /// so they point into that document.
    std::string designPath;
    /// TopologyFinder: always use the exact (blossom) matching, whatever the size.
    bool matchingExact = false;
    /// TopologyFinder: above this many candidate pairs in a round the greedy
    /// 1/2-approximation replaces the exact matching (about 256 servers of all-to-all demand).
    int exactMatchingMaxEdges = 40000;
};

} // namespace topoopt
