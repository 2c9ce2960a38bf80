// Ring orders for collectives: their own rings, another group's, or a covering ring's order.
#include "topology/ringcycles.h"

#include <algorithm>

namespace topoopt {

namespace {

std::vector<int> sorted(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

RingIndex::RingIndex(const std::vector<Ring>& rings)
{
    for (const Ring& ring : rings) {
        if (ring.members.size() < 2) continue;
        m_byGroup[ring.group].push_back(&ring);
        std::vector<int> set = sorted(ring.members);
        const auto same = std::find_if(m_bySet.begin(), m_bySet.end(),
                                       [&](const auto& entry) { return entry.first == set; });
        if (same != m_bySet.end())
            same->second.push_back(&ring);
        else
            m_bySet.emplace_back(std::move(set), std::vector<const Ring*>{&ring});
    }
}

RingIndex::Source RingIndex::source(const std::string& group, const std::vector<int>& members) const
{
    Source out;
    const std::vector<int> set = sorted(members);
    const auto withPermutations = [](const Ring* ring) { return !ring->permutations.empty(); };
    if (const auto own = m_byGroup.find(group); own != m_byGroup.end()) {
        for (const Ring* ring : own->second)
            if (withPermutations(ring) && sorted(ring->members) == set) out.rings.push_back(ring);
        if (!out.rings.empty()) {
            out.own = true;
            return out;
        }
    }
    const std::vector<const Ring*>* cover = nullptr;
    std::size_t coverSize = 0;
    for (const auto& [ringSet, rings] : m_bySet)
        if ((!cover || ringSet.size() < coverSize) &&
            std::any_of(rings.begin(), rings.end(), withPermutations) &&
            std::includes(ringSet.begin(), ringSet.end(), set.begin(), set.end())) {
            cover = &rings;
            coverSize = ringSet.size();
        }
    // One pair has one order whatever the ring: nothing to borrow.
    if (!cover || (coverSize > set.size() && set.size() <= 2)) return out;
    for (const Ring* ring : *cover)
        if (withPermutations(ring)) out.rings.push_back(ring);
    out.subset = coverSize > set.size();
    return out;
}

std::vector<RingCycle> RingIndex::cycles(const std::string& group,
                                         const std::vector<int>& members) const
{
    std::vector<RingCycle> out;
    const Source from = source(group, members);
    if (!from.subset) {
        for (const Ring* ring : from.rings)
            for (int p : ring->permutations)
                out.push_back({ring->members, p});
        return out;
    }
    const std::vector<int> set = sorted(members);
    for (const Ring* ring : from.rings) {
        const int n = static_cast<int>(ring->members.size());
        for (int p : ring->permutations) {
            RingCycle cycle;
            cycle.order.reserve(set.size());
            for (int i = 0, at = 0; i < n; ++i, at = (at + p) % n) {
                const int server = ring->members[static_cast<std::size_t>(at)];
                if (std::binary_search(set.begin(), set.end(), server))
                    cycle.order.push_back(server);
            }
            // A permutation sharing a factor with n is not one cycle (checked elsewhere).
            if (cycle.order.size() == set.size()) out.push_back(std::move(cycle));
        }
    }
    return out;
}

} // namespace topoopt
