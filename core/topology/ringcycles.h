// Which cyclic orders a collective runs in on a topology's rings (topologyfinder.md 2, 3.7).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "topology/topology.h"

namespace topoopt {

/// One cyclic order of a collective's k members: order[i] sends to order[(i + step) % k].
struct RingCycle {
    std::vector<int> order;
    int step = 1;
};

/// The topology's rings indexed for collectives. Any cyclic order of a group's members works
/// for a ring AllReduce, so a group runs on its own rings when the topology has them and
/// otherwise borrows the rings of another set of servers rather than walking its members in id
/// order, which on a direct-connect fabric crosses several links per hop.
class RingIndex {
public:
    /// Keeps pointers into `rings` (a topology's): they must outlive the index.
    explicit RingIndex(const std::vector<Ring>& rings);

    /// The cycles of a collective of `group` over `members` (any order, no repeats):
    /// - the rings of `group` over the same member set: (ring members, p) per permutation;
    /// - else the rings of any group over the same member set, likewise;
    /// - else, for k > 2, the rings over the fewest servers that include every member (the
    ///   first such set in the topology's order on a tie): per permutation p, the members in
    ///   the ring's cycle order m_0, m_p, m_2p, ..., the others skipped, with step 1. Most hops
    ///   stay on the ring's links; each skipped server lengthens one hop.
    /// Empty when none applies (no rings, or none covers the members): the caller picks.
    std::vector<RingCycle> cycles(const std::string& group, const std::vector<int>& members) const;

    /// Where cycles() takes them from: the rings (with permutations), whether they are the
    /// group's own, and whether they cover more servers than the group has.
    struct Source {
        std::vector<const Ring*> rings;
        bool own = false;
        bool subset = false;
    };
    Source source(const std::string& group, const std::vector<int>& members) const;

private:
    std::map<std::string, std::vector<const Ring*>> m_byGroup;
    /// Rings by sorted member set, in the topology's order of first appearance.
    std::vector<std::pair<std::vector<int>, std::vector<const Ring*>>> m_bySet;
};

} // namespace topoopt
