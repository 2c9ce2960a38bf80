// Which rings each AllReduce group gets: group classes, the ring budget and the permutations
// (topologyfinder.md 3.2 to 3.5).
#pragma once

#include <utility>
#include <vector>

#include "scenario/scenario.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt {

/// The rings planned for one group: members in ring order (ascending server ids) and the
/// permutations; `hopsBefore` / `hopsAfter` are the demand-weighted coin-change hops of the
/// group's internal MP demand on the geometric choice and after the local search (0 without
/// internal demand).
struct PlannedRing {
    std::size_t group = 0; ///< index into Traffic::allreduce
    /// [ours] A cycle over the servers of several disjoint groups of one class, which all run on
    /// it: those groups (empty for a group's own rings). `ring.members` then holds the cycle's
    /// order (no permutations: each member joins the next), each hop `parallelLinks` links; it
    /// goes into the links, not into Topology::rings (a topology's rings are each one group's).
    std::vector<std::size_t> sharedBy;
    int parallelLinks = 0;
    Ring ring;
    double hopsBefore = 0;
    double hopsAfter = 0;
};

struct RingPlan {
    std::vector<PlannedRing> rings;
    /// One ring over all servers reserved for connectivity (no group spans all servers).
    bool backbone = false;
    int classes = 0;
    /// Groups of two or more members that got no ring because the budget ran out.
    int groupsWithoutRing = 0;
    /// [ours] Classes of two or more disjoint groups with rings: the ones SharedCycle decides.
    int sharableClasses = 0;
    /// [ours] Groups that share a larger group's rings instead of getting their own (indices
    /// into Traffic::allreduce: the group, then the one whose rings it runs on).
    std::vector<std::pair<std::size_t, std::size_t>> sharing;
};

/// Plans `ringBudget` (= d_A / 2) rings per server. Groups of the same size and stride that do
/// not overlap form a class and share a budget; classes get rings in proportion to their
/// AllReduce bytes, at least one each while the budget lasts (a class spanning all servers
/// first), except [ours] a class whose groups each lie within a group of a larger class short
/// of at most an eighth of their servers: it shares that class's rings and adds its bytes to
/// that class's share (RingPlan::sharing). With `forceBackbone` and no spanning group one ring is a
/// backbone over all servers: [ours] TopologyFinder asks for it only when a first build without it
/// came out disconnected (the spec reserves it always; rings for the groups serve them better when
/// MP and filled links already join the groups). Permutations are chosen geometrically, then [ours]
/// a local search swaps single permutations while that lowers the coin-change hops of the group's
/// internal MP demand. [ours] A class of m >= 2 groups gets one cycle over all its servers
/// instead, shared by its groups (PlannedRing::sharedBy): by `policy` Auto when its share of the
/// budget is at most m / (m - 1) rings, by Always whatever its share, by Never not at all.
RingPlan planRings(const Traffic& traffic, int ringBudget, bool forceBackbone,
                   SharedCycle policy = SharedCycle::Auto);

} // namespace topoopt
