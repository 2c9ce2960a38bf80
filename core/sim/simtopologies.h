// Switched reference fabrics the simulator can run on by itself (ideal switch, leaf-spine).
#pragma once

#include "topology/topology.h"

namespace topoopt::sim {

/// Ideal switch (topologyfinder.md 1): one non-blocking switch (node `servers`), each server
/// attached by one uplink of degree x linkGbps per direction. No routes (all pairs: 2 hops).
Topology idealSwitchTopology(int servers, int degree, double linkGbps);

/// A full-bisection two-level Clos (leaf-spine), standing in for the three-tier fat-tree until
/// the TopologyFinder's builder is used: m = ceil(sqrt(servers)) servers per ToR, one spine per
/// ToR port, each server joined to its ToR by `degree` links of linkGbps and each ToR to every
/// spine by `degree` links of linkGbps, so every ToR has as much capacity up as down. Nodes:
/// servers, then ToRs, then spines; one ToR and no spine when all servers fit under it.
/// Routing is ECMP over the spines (the simulator's shortest paths).
Topology leafSpineTopology(int servers, int degree, double linkGbps);

} // namespace topoopt::sim
