// Group classes, the apportionment of rings and the choice of permutations.
#include "topology/ringplan.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <utility>

#include "topology/coinchange.h"
#include "topology/metrics.h"

namespace topoopt {

namespace {

std::size_t u(int i)
{
    return static_cast<std::size_t>(i);
}

struct GroupClass {
    int size = 0;
    int stride = 0; ///< common difference of the sorted members, -1 when irregular
    std::vector<std::size_t> groups;
    std::set<int> servers;
    double bytes = 0;
    bool spansAll = false;
    int rings = 0;
};

int strideOf(const std::vector<int>& sorted)
{
    if (sorted.size() < 2) return 0;
    const int d = sorted[1] - sorted[0];
    for (std::size_t i = 2; i < sorted.size(); ++i)
        if (sorted[i] - sorted[i - 1] != d) return -1;
    return d;
}

/// Demand-weighted coin-change hops of MP demand between positions of one group.
double ringHops(const std::vector<double>& demandByResidue, int k, const std::vector<int>& perms)
{
    const CoinChange cc(k, perms);
    double total = 0, hops = 0;
    for (int r = 1; r < k; ++r) {
        const double d = demandByResidue[u(r)];
        if (d <= 0) continue;
        total += d;
        hops += d * cc.hops(r);
    }
    return total > 0 ? hops / total : 0.0;
}

void choosePermutations(const Traffic& traffic, const std::vector<int>& members, int rings,
                        PlannedRing& planned)
{
    const int k = static_cast<int>(members.size());
    const std::vector<int> candidates = totientPerms(k);
    std::vector<int> perms = chooseGeometric(candidates, rings);
    // MP demand inside the group, by position difference (the ring union is circulant over
    // positions, so coin change gives its hop counts, 3.5).
    std::map<int, int> position;
    for (int i = 0; i < k; ++i)
        position[members[u(i)]] = i;
    std::vector<double> byResidue(u(k), 0.0);
    bool internal = false;
    for (const MpFlow& f : mergedMpFlows(traffic)) {
        auto a = position.find(f.src);
        auto b = position.find(f.dst);
        if (a == position.end() || b == position.end()) continue;
        byResidue[u(((b->second - a->second) % k + k) % k)] += f.bytes;
        internal = true;
    }
    if (internal) {
        double best = ringHops(byResidue, k, perms);
        planned.hopsBefore = best;
        // [ours] one pass of single swaps, bounded so it stays interactive.
        const bool searchable = k <= 2048 && rings < static_cast<int>(candidates.size());
        for (std::size_t i = 1; searchable && i < perms.size(); ++i)
            for (std::size_t c = 0; c < candidates.size() && c < 512; ++c) {
                if (std::find(perms.begin(), perms.end(), candidates[c]) != perms.end()) continue;
                std::vector<int> trial = perms;
                trial[i] = candidates[c];
                const double h = ringHops(byResidue, k, trial);
                if (h < best - 1e-12) {
                    best = h;
                    perms = trial;
                }
            }
        planned.hopsAfter = best;
    }
    planned.ring.members = members;
    planned.ring.permutations = perms;
}

/// [ours] For each class, the larger class whose rings it shares (-1: none), and each sharing
/// group with the group it lies within (RingPlan::sharing). A class shares when every group of
/// it lies within one group of a larger class, short of at most an eighth of its servers: it
/// runs on that group's rings in their cycle order (RingIndex), where each server it lacks
/// lengthens one hop, and its bytes count for that class's share of the budget. A ring of its
/// own would mostly lay the larger ring's links again: after a search moved two MLP layers off
/// one server each, their 127-server groups took two of DLRM-128's four ports and the fabric's
/// diameter went from 8 to 64.
std::vector<int> coveringClasses(std::vector<GroupClass>& classes,
                                 const std::vector<std::vector<int>>& sortedMembers,
                                 std::vector<std::pair<std::size_t, std::size_t>>& sharing)
{
    std::vector<int> coverOf(classes.size(), -1);
    std::vector<std::size_t> bySize(classes.size());
    std::iota(bySize.begin(), bySize.end(), std::size_t{0});
    std::stable_sort(bySize.begin(), bySize.end(), [&](std::size_t a, std::size_t b) {
        return classes[a].size > classes[b].size;
    });
    // The group of class `big` that group g lies within, if any.
    const auto coveringGroup = [&](std::size_t big, std::size_t g) -> std::optional<std::size_t> {
        const std::vector<int>& m = sortedMembers[g];
        const std::size_t slack = std::max<std::size_t>(1, m.size() / 8);
        for (std::size_t h : classes[big].groups) {
            const std::vector<int>& w = sortedMembers[h];
            if (w.size() <= m.size() + slack &&
                std::includes(w.begin(), w.end(), m.begin(), m.end()))
                return h;
        }
        return std::nullopt;
    };
    for (std::size_t i = 0; i < bySize.size(); ++i) {
        const std::size_t c = bySize[i];
        for (std::size_t j = 0; j < i; ++j) {
            const std::size_t big = bySize[j];
            if (coverOf[big] >= 0 || classes[big].size <= classes[c].size) continue;
            std::vector<std::pair<std::size_t, std::size_t>> pairs;
            for (std::size_t g : classes[c].groups) {
                const std::optional<std::size_t> h = coveringGroup(big, g);
                if (!h) break;
                pairs.emplace_back(g, *h);
            }
            if (pairs.size() != classes[c].groups.size()) continue;
            coverOf[c] = static_cast<int>(big);
            classes[big].bytes += classes[c].bytes;
            sharing.insert(sharing.end(), pairs.begin(), pairs.end());
            break;
        }
    }
    return coverOf;
}

/// [ours] Whether a class's disjoint groups share one cycle over all their servers instead of
/// each getting rings of its own. On the shared cycle a group's hop skips the others' servers,
/// so with m groups it crosses m links: when all m run at once each gets r / m of the r rings'
/// bandwidth, where rings of its own would give it r; when one runs alone it gets all of it.
/// Own rings of disjoint groups also leave their servers in m islands, which cost one ring of
/// the budget to join (MP links or a backbone, TopologyFinder::run), so they give r - 1. The
/// shared cycle never gives less while r / m >= r - 1: two groups on four ports, as GPT's
/// pipeline halves on the even and the odd servers, whose AllReduces run one after the other
/// (GPT-128 at d = 4, default strategy: 1010 ms on own rings, 896 ms shared).
/// `policy` Always shares whenever there are two groups or more (groups whose AllReduces take
/// turns, as GPT's, lose nothing), Never never does.
bool sharesOneCycle(const GroupClass& c, SharedCycle policy)
{
    const int m = static_cast<int>(c.groups.size());
    if (m < 2 || policy == SharedCycle::Never) return false;
    return policy == SharedCycle::Always || c.rings * (m - 1) <= m;
}

/// The shared cycle of a class (sharesOneCycle): the members of its groups in turn (the first
/// of each group, then the second of each, ...), so that each group's servers lie m places
/// apart, with the class's r rings as r parallel links on every hop. It is not a ring of the
/// topology: a topology's rings are each one group's (interfaces.md), so the groups run in
/// member order over these links, one hop of theirs a path of m links.
PlannedRing sharedCycle(const GroupClass& c, const std::vector<std::vector<int>>& sortedMembers)
{
    PlannedRing planned;
    planned.group = c.groups.front();
    planned.sharedBy = c.groups;
    planned.parallelLinks = c.rings;
    for (std::size_t i = 0; i < u(c.size); ++i)
        for (std::size_t g : c.groups)
            planned.ring.members.push_back(sortedMembers[g][i]);
    return planned;
}

} // namespace

RingPlan planRings(const Traffic& traffic, int ringBudget, bool forceBackbone, SharedCycle policy)
{
    RingPlan plan;
    const int n = traffic.servers;
    std::vector<GroupClass> classes;
    std::vector<std::vector<int>> sortedMembers(traffic.allreduce.size());
    for (std::size_t g = 0; g < traffic.allreduce.size(); ++g) {
        std::vector<int> m = traffic.allreduce[g].members;
        std::sort(m.begin(), m.end());
        sortedMembers[g] = m;
        if (m.size() < 2) continue;
        const int size = static_cast<int>(m.size());
        const int stride = strideOf(m);
        GroupClass* home = nullptr;
        for (GroupClass& c : classes) {
            if (c.size != size || c.stride != stride) continue;
            const bool disjoint =
                std::none_of(m.begin(), m.end(), [&](int s) { return c.servers.count(s) > 0; });
            if (disjoint) {
                home = &c;
                break;
            }
        }
        if (!home) {
            classes.push_back({size, stride, {}, {}, 0.0, size == n, 0});
            home = &classes.back();
        }
        home->groups.push_back(g);
        home->servers.insert(m.begin(), m.end());
        home->bytes += traffic.allreduce[g].wireBytes();
    }
    plan.classes = static_cast<int>(classes.size());
    const std::vector<int> coverOf = coveringClasses(classes, sortedMembers, plan.sharing);
    const bool anySpanning =
        std::any_of(classes.begin(), classes.end(), [](const GroupClass& c) { return c.spansAll; });
    plan.backbone = forceBackbone && ringBudget >= 1 && n >= 2 && !anySpanning;
    int budget = ringBudget - (plan.backbone ? 1 : 0);
    // Priority: spanning classes first, then by bytes (ties: first seen).
    std::vector<std::size_t> order;
    for (std::size_t c = 0; c < classes.size(); ++c)
        if (coverOf[c] < 0) order.push_back(c);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (classes[a].spansAll != classes[b].spansAll) return classes[a].spansAll;
        return classes[a].bytes > classes[b].bytes;
    });
    const std::size_t served =
        std::min<std::size_t>(order.size(), static_cast<std::size_t>(std::max(budget, 0)));
    for (std::size_t i = 0; i < served; ++i)
        classes[order[i]].rings = 1;
    budget -= static_cast<int>(served);
    // The rest in proportion to bytes, largest remainder first.
    double totalBytes = 0;
    for (std::size_t i = 0; i < served; ++i)
        totalBytes += classes[order[i]].bytes;
    if (budget > 0 && served > 0) {
        std::vector<std::pair<double, std::size_t>> remainders;
        int given = 0;
        for (std::size_t i = 0; i < served; ++i) {
            GroupClass& c = classes[order[i]];
            const double exact = totalBytes > 0
                                     ? budget * c.bytes / totalBytes
                                     : static_cast<double>(budget) / static_cast<double>(served);
            const int whole = static_cast<int>(exact);
            c.rings += whole;
            given += whole;
            remainders.emplace_back(exact - whole, i);
        }
        std::stable_sort(remainders.begin(), remainders.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        for (std::size_t i = 0; given < budget; ++i, ++given)
            classes[order[remainders[i % remainders.size()].second]].rings += 1;
    }
    for (std::size_t ci = 0; ci < classes.size(); ++ci) {
        const GroupClass& c = classes[ci];
        if (c.rings == 0) {
            if (coverOf[ci] < 0) plan.groupsWithoutRing += static_cast<int>(c.groups.size());
            continue;
        }
        if (c.groups.size() >= 2) ++plan.sharableClasses;
        if (sharesOneCycle(c, policy)) {
            plan.rings.push_back(sharedCycle(c, sortedMembers));
            continue;
        }
        for (std::size_t g : c.groups) {
            PlannedRing planned;
            planned.group = g;
            planned.ring.group = traffic.allreduce[g].name;
            choosePermutations(traffic, sortedMembers[g], c.rings, planned);
            plan.rings.push_back(std::move(planned));
        }
    }
    std::stable_sort(plan.rings.begin(), plan.rings.end(),
                     [](const PlannedRing& a, const PlannedRing& b) { return a.group < b.group; });
    return plan;
}

} // namespace topoopt
