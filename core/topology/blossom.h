// Exact maximum weight matching on general graphs: Edmonds' blossom algorithm with duals.
#pragma once

#include <cstdint>
#include <vector>

#include "topology/matching.h"

namespace topoopt::detail {

/// O(V^3) primal-dual blossom algorithm (Galil, "Efficient algorithms for finding maximum
/// matching in graphs", 1986) on integer weights; our own implementation because Boost 1.74's
/// maximum_weighted_matching hangs on equal weights and crashes or returns sub-optimal
/// matchings on some small graphs (found while building this; see tst_topologymatching).
/// `edges` must be canonical (u < v, distinct pairs, positive weights). Returns mate[v].
std::vector<int> blossomMatching(int nodes, const std::vector<WeightedEdge>& edges);

} // namespace topoopt::detail
