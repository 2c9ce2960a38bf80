// The baseline fabrics TopoOpt is compared with (topologyfinder.md 1): links only; routes and
// metrics are added by buildTopology().
#pragma once

#include <cstdint>

#include "topology/topology.h"

namespace topoopt {

/// Random d-regular multigraph (Jellyfish style): a random Hamiltonian cycle (so the fabric is
/// connected whenever d >= 2) plus a random pairing of the remaining ports, with self-loops
/// and parallel links repaired by random swaps where possible. When n * d is odd one port
/// stays idle. Deterministic for a seed.
Topology buildExpander(int servers, int degree, std::uint64_t seed);

/// Servers 0..n-1 in a cycle, floor(d/2) parallel links per neighbour pair (d = 1: a matching
/// of neighbours).
Topology buildRing(int servers, int degree);

/// 2D torus on a rows x cols grid as square as n allows (wrap-around links), d/2 port pairs
/// split between the two dimensions; a ring when d < 4 or n is prime.
Topology buildTorus(int servers, int degree);

/// k-ary three-tier fat-tree with the servers as hosts (smallest even k with k^3/4 >= n),
/// switches numbered after the servers (edge, then aggregation, then core), unused pods
/// pruned. Server links are uplinks at link_gbps; switch-to-switch links are fabric links at
/// link_gbps / oversubscription (r:1 at the ToR uplinks).
Topology buildFatTree(int servers, double linkGbps, double oversubscription);

/// One non-blocking switch (node n); each server has one uplink of d x link_gbps.
Topology buildIdealSwitch(int servers, int degree, double linkGbps);

} // namespace topoopt
