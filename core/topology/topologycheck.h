// Structural rules every topology must satisfy (interfaces.md, "topology").
#pragma once

#include "common/error.h"
#include "topology/topology.h"

namespace topoopt {

/// Checks port budgets (direct-connect kinds), ring permutations (coprime with the group
/// size, every ring hop a link) and routes (ends, hops are links, shares sum to 1). Paths
/// name the offending entry, e.g. "/rings/0/permutations/1".
Problems checkTopology(const Topology& topology);

int gcd(int a, int b);

} // namespace topoopt
