// FlowNetwork's bottleneck groups: flows filled as one entity while they keep freezing together.
#include <algorithm>
#include <cassert>

#include "common/prefetch.h"
#include "common/slots.h"
#include "sim/flownetwork.h"

namespace topoopt::sim {

int FlowNetwork::newGroup(double level)
{
    const int g = takeSlot(m_groups, m_freeGroups);
    Group& group = m_groups[static_cast<std::size_t>(g)]; // empty: new, or freeGroup() left it so
    group.level = level;
    group.t0 = m_now;
    group.progress = 0;
    group.minTarget = std::numeric_limits<double>::infinity();
    group.minStale = false;
    group.due = 0;
    group.refillStamp = 0;
    group.frozenStamp = 0;
    return g;
}

void FlowNetwork::setLevel(Group& group, double level)
{
    if (group.level == level) return;
    group.progress = progressAt(group, m_now);
    group.t0 = m_now;
    group.level = level;
}

double FlowNetwork::groupFinish(Group& group)
{
    if (group.minStale) {
        // Contiguous, so this is cheap next to the members' flows; it runs about once a
        // departure, when the first member to finish has left.
        double least = std::numeric_limits<double>::infinity();
        for (double t : group.targets)
            least = std::min(least, t);
        group.minTarget = least;
        group.minStale = false;
    }
    return memberFinish(group, group.minTarget);
}

void FlowNetwork::detach(Flow& f, const Group& group, double target)
{
    f.remaining = std::max(0.0, target - progressAt(group, m_now));
    f.t0 = m_now;
    f.rate = group.level;
    f.finish = f.rate > 0 ? m_now + f.remaining / f.rate : std::numeric_limits<double>::infinity();
}

void FlowNetwork::setRate(Flow& f, double rate)
{
    if (f.rate == rate) return;
    f.remaining = singleRemaining(f);
    f.t0 = m_now;
    f.rate = rate;
    f.finish = rate > 0 ? m_now + f.remaining / rate : std::numeric_limits<double>::infinity();
}

void FlowNetwork::freeGroup(int g)
{
    Group& group = m_groups[static_cast<std::size_t>(g)];
    group.members.clear();
    group.spans.clear();
    group.memberClasses.clear();
    group.targets.clear();
    group.entries.clear();
    group.ids.clear();
    group.slot.clear();
    group.freeIds.clear();
    m_freeGroups.push_back(g);
}

void FlowNetwork::freeAllGroups()
{
    // Last freed is taken first, so the free list descends.
    m_freeGroups.clear();
    for (std::size_t g = m_groups.size(); g-- > 0;)
        freeGroup(static_cast<int>(g));
}

void FlowNetwork::addToGroup(int g, const int* flows, const double* targets, std::size_t count)
{
    // Bounds and bases in locals: through the members, the compiler reloaded them after every
    // store (the use loop's own test was over a quarter of its instructions).
    Group& group = m_groups[static_cast<std::size_t>(g)];
    std::vector<GroupEntry>& entries = group.entries;
    std::vector<int>& ids = group.ids;
    int* const entryPos = m_entryPos.data();
    const int* const poolRes = m_poolRes.data();
    const double* const poolWeight = m_poolWeight.data();
    int* const poolEntry = m_poolEntry.data();
    for (std::size_t e = 0; e < entries.size(); ++e)
        entryPos[entries[e].cls] = static_cast<int>(e);
    double least = group.minTarget;
    for (std::size_t m = 0; m < count; ++m) {
        // The flows, then their uses, lie anywhere: ask for both ahead of their turn (with the
        // same in recording, 1-2 % of an exact DLRM-128 simulation's time).
        if (m + 8 < count) prefetch(&m_flows[static_cast<std::size_t>(flows[m + 8])]);
        if (m + 4 < count) {
            const Flow& ahead = m_flows[static_cast<std::size_t>(flows[m + 4])];
            prefetch(poolRes + ahead.offset);
            prefetch(poolWeight + ahead.offset);
            prefetchForWrite(poolEntry + ahead.offset);
        }
        Flow& f = m_flows[static_cast<std::size_t>(flows[m])];
        f.group = g;
        f.memberIndex = static_cast<int>(group.members.size());
        group.members.push_back(flows[m]);
        group.spans.push_back({f.offset, f.length});
        group.targets.push_back(targets[m]);
        least = std::min(least, targets[m]);
        std::uint64_t classes = 0;
        const int end = f.offset + f.length;
        for (int k = f.offset; k < end; ++k) {
            const int c = poolRes[k];
            classes |= classBit(c);
            int pos = entryPos[c];
            if (pos < 0) {
                pos = static_cast<int>(entries.size());
                entryPos[c] = pos;
                entries.push_back({c, 0, 0.0});
                const int id = takeSlot(group.slot, group.freeIds);
                group.slot[static_cast<std::size_t>(id)] = pos;
                ids.push_back(id);
            }
            GroupEntry& e = entries[static_cast<std::size_t>(pos)];
            e.weight += poolWeight[k];
            ++e.count;
            poolEntry[k] = ids[static_cast<std::size_t>(pos)];
        }
        group.memberClasses.push_back(classes);
    }
    group.minTarget = least; // a stale minimum stays stale: it is at most the true one
    for (const GroupEntry& e : entries)
        entryPos[e.cls] = -1;
}

bool FlowNetwork::releaseUse(Group& group, int id, double weight)
{
    GroupEntry& e =
        group.entries[static_cast<std::size_t>(group.slot[static_cast<std::size_t>(id)])];
    e.weight -= weight;
    if (--e.count > 0) return false;
    e.weight = 0; // exactly nothing left, whatever rounding says
    return true;
}

void FlowNetwork::dropEntry(Group& group, std::size_t pos)
{
    const int id = group.ids[pos];
    group.entries[pos] = group.entries.back();
    group.ids[pos] = group.ids.back();
    group.slot[static_cast<std::size_t>(group.ids[pos])] = static_cast<int>(pos);
    group.entries.pop_back();
    group.ids.pop_back();
    group.slot[static_cast<std::size_t>(id)] = -1;
    group.freeIds.push_back(id);
}

void FlowNetwork::dropLeftEntries(Group& group)
{
    // From the back, so that the entry moved into a dropped one's place was looked at already.
    for (std::size_t pos = group.entries.size(); pos-- > 0;)
        if (group.entries[pos].count == 0) dropEntry(group, pos);
}

void FlowNetwork::dropMember(Group& group, Flow& f, std::size_t index)
{
    const int last = group.members.back();
    group.minStale = group.minStale || group.targets[index] == group.minTarget;
    group.members[index] = last;
    group.spans[index] = group.spans.back();
    group.memberClasses[index] = group.memberClasses.back();
    group.targets[index] = group.targets.back();
    m_flows[static_cast<std::size_t>(last)].memberIndex = static_cast<int>(index);
    group.members.pop_back();
    group.spans.pop_back();
    group.memberClasses.pop_back();
    group.targets.pop_back();
    f.group = -1;
    f.memberIndex = -1;
}

void FlowNetwork::leaveGroup(Flow& f)
{
    const int g = f.group;
    Group& group = m_groups[static_cast<std::size_t>(g)];
    const int* const poolEntry = m_poolEntry.data();
    const double* const poolWeight = m_poolWeight.data();
    const int end = f.offset + f.length;
    for (int k = f.offset; k < end; ++k)
        if (releaseUse(group, poolEntry[k], poolWeight[k]))
            dropEntry(group,
                      static_cast<std::size_t>(group.slot[static_cast<std::size_t>(poolEntry[k])]));
    dropMember(group, f, static_cast<std::size_t>(f.memberIndex));
    if (group.members.empty()) freeGroup(g);
}

void FlowNetwork::dissolveGroups()
{
    for (Group& group : m_groups)
        for (std::size_t m = 0; m < group.members.size(); ++m) {
            Flow& f = m_flows[static_cast<std::size_t>(group.members[m])];
            detach(f, group, group.targets[m]);
            f.group = -1;
            f.memberIndex = -1;
        }
    // The order lists each group as one entity: list its flows instead, where it stood.
    std::vector<int> order;
    std::vector<double> rate, finish, minFinish;
    double least = std::numeric_limits<double>::infinity();
    const auto list = [&](int id, double r) {
        const double t = m_flows[static_cast<std::size_t>(id)].finish;
        least = std::min(least, t);
        order.push_back(id);
        rate.push_back(r);
        finish.push_back(t);
        minFinish.push_back(least);
    };
    for (std::size_t k = 0; k < m_order.size(); ++k) {
        if (m_order[k] >= 0) {
            list(m_order[k], m_orderRate[k]);
            continue;
        }
        for (int id : m_groups[static_cast<std::size_t>(~m_order[k])].members)
            list(id, m_orderRate[k]);
    }
    m_order.swap(order);
    m_orderRate.swap(rate);
    m_orderFinish.swap(finish);
    m_orderMinFinish.swap(minFinish);
    freeAllGroups(); // kept, with their arrays' room
}

void FlowNetwork::splitOff(int g, int entry, double level)
{
    Group& group = m_groups[static_cast<std::size_t>(g)];
    m_splitGroups.push_back(g);
    const int* const poolRes = m_poolRes.data();
    const double* const poolWeight = m_poolWeight.data();
    const int* const poolEntry = m_poolEntry.data();
    Scratch* const scratch = m_scratch.data();
    // The entry counts the members crossing its class: the walk ends at the last of them.
    // Entries keep their positions until the filling ends (dropLeftEntries()).
    int crossing = group.entries[static_cast<std::size_t>(entry)].count;
    const std::uint64_t bit = classBit(group.entries[static_cast<std::size_t>(entry)].cls);
    const int entryId = group.ids[static_cast<std::size_t>(entry)];
    for (std::size_t m = 0; crossing > 0 && m < group.members.size();) {
        if ((group.memberClasses[m] & bit) == 0) { // misses the class for certain
            ++m;
            continue;
        }
        const int begin = group.spans[m].offset;
        const int end = begin + group.spans[m].length;
        // The group's copy must follow the flow's uses when the pool moves them (compactPool()).
        assert(begin == m_flows[static_cast<std::size_t>(group.members[m])].offset);
        int k = begin;
        while (k < end && poolEntry[k] != entryId)
            ++k;
        if (k == end) {
            ++m;
            continue;
        }
        --crossing;
        const int id = group.members[m];
        Flow& f = m_flows[static_cast<std::size_t>(id)];
        detach(f, group, group.targets[m]); // at the rate it had, until the filling's record
        // It freezes here, as it would have alone; what it leaves of the group fills on.
        for (k = begin; k < end; ++k) {
            const double w = poolWeight[k];
            Scratch& t = scratch[poolRes[k]];
            t.residual -= level * w;
            t.weight -= w;
            // The group no longer crosses it; reaching 0 there, the class is dead (see reallocate)
            if (releaseUse(group, poolEntry[k], w) && --t.count == 0) ++m_splitDeaths;
        }
        dropMember(group, f, m); // the last member moves to m, which is looked at next
        m_freezeFlows.push_back(id);
    }
}

} // namespace topoopt::sim
