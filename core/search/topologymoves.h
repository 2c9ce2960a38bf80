// [beyond the paper] Local moves on a direct-connect fabric for the co-optimizer's topology
// plane (topologyfinder.md 3.4 "let a local search swap permutations"; issue 6 item 2).
#pragma once

#include <optional>
#include <random>
#include <string>

#include "topology/topologyoptions.h"
#include "traffic/traffic.h"

namespace topoopt {

/// A changed fabric and what changed, for the history ("ring dp:top_3: permutation 5 -> 7").
struct TopologyMove {
    Topology topology;
    std::string description;
};

/// One random change of `current` (a fabric of rings and direct links built for `traffic`)
/// that keeps every server's ports: either one AllReduce group's ring permutation p is
/// replaced by another q coprime with the group size and not yet used, or two model-parallel
/// (or fill) links a-b and c-d become a-c and b-d (or a-d and b-c). The new fabric is built
/// like a manual design (rings, then the links; routes and metrics recomputed) and keeps
/// current's kind. Nothing when the fabric offers no such move. Deterministic for a given
/// `rng` state.
std::optional<TopologyMove> proposeTopologyMove(const Topology& current, const Traffic& traffic,
                                                const TopologyOptions& options,
                                                std::mt19937_64& rng);

} // namespace topoopt
