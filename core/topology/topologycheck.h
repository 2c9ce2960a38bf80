// Structural rules every topology must satisfy (interfaces.md, "topology").
#pragma once

#include <string>
#include <vector>

#include "common/error.h"
#include "topology/topology.h"

namespace topoopt {

/// Checks port budgets (direct-connect kinds), ring permutations (coprime with the group
/// size, every ring hop a link) and routes (ends, hops are links, shares sum to 1). Paths
/// name the offending entry, e.g. "/rings/0/permutations/1".
Problems checkTopology(const Topology& topology);

/// Adds the problems of a ring's member list on `servers` servers under `path` + "/members"
/// (a server listed twice, a member outside 0..servers-1); returns whether every member is a
/// server. checkTopology applies it to built rings, a manual design to rings before they are
/// built.
bool checkRingMembers(const std::vector<int>& members, int servers, const std::string& path,
                      Problems& problems);

int gcd(int a, int b);

} // namespace topoopt
