// FlowNetwork's flows coming and going: construction, adding and removing flows, and which
// flows are due. The rates themselves are reallocate()'s (flownetwork.cpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "common/slots.h"
#include "sim/flownetwork.h"

namespace topoopt::sim {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
} // namespace

FlowNetwork::FlowNetwork(std::vector<double> capacityBytesPerMs, bool mergeProportional,
                         Storage* storage)
    : m_resCapacity(std::move(capacityBytesPerMs)), m_merge(mergeProportional), m_nextFinish(kInf),
      m_minDeparted(kInf), m_storage(storage)
{
    if (m_storage) {
        swapStorage();
        // The pool's size is its room (m_poolEnd is 0); the others start empty, keeping their
        // capacity, and the groups all free (a network may be left mid-simulation).
        m_flows.clear();
        freeAllGroups();
        m_links.clear();
        m_order.clear();
        m_orderRate.clear();
        m_orderMinFinish.clear();
        m_orderFinish.clear();
    }
    const std::size_t n = m_resCapacity.size();
    m_classOf.resize(n);
    // Lists a network before this one left (with the room they grew to) may be longer than
    // the classes: classes are counted by m_capacity.
    for (std::vector<int>& members : m_classMembers)
        members.clear();
    if (m_merge && n > 0) { // one class until flows tell the resources apart
        if (m_classMembers.empty()) m_classMembers.resize(1);
        for (std::size_t r = 0; r < n; ++r)
            m_classMembers[0].push_back(static_cast<int>(r));
        double total = 0;
        for (double c : m_resCapacity)
            total += c;
        m_capacity.assign(1, total);
    } else {
        if (m_classMembers.size() < n) m_classMembers.resize(n);
        for (std::size_t r = 0; r < n; ++r) {
            m_classOf[r] = static_cast<int>(r);
            m_classMembers[r].push_back(static_cast<int>(r));
        }
        m_capacity = m_resCapacity;
    }
    m_flushedBytes.assign(n, 0);
    m_flushedBusy.assign(n, 0);
    m_inRun.assign(n, 0);
    m_seen.assign(n, 0);
    m_ratio.assign(n, 0);
    // Per class; there are never more classes than resources.
    m_load.assign(n, 0);
    m_loadedIndex.assign(n, -1);
    m_flowCount.assign(n, 0);
    m_bytes.assign(n, 0);
    m_busy.assign(n, 0);
    m_since.assign(n, 0);
    m_acc.assign(n, 0);
    m_weightSum.assign(n, 0);
    m_lastSplit.assign(n, -1);
    m_scratch.assign(n, Scratch{});
    m_entryPos.assign(n, -1);
}

FlowNetwork::~FlowNetwork()
{
    if (m_storage) swapStorage();
}

void FlowNetwork::swapStorage()
{
    m_poolRes.swap(m_storage->poolRes);
    m_poolWeight.swap(m_storage->poolWeight);
    m_poolEntry.swap(m_storage->poolEntry);
    m_flows.swap(m_storage->flows);
    m_groups.swap(m_storage->groups);
    m_classMembers.swap(m_storage->classMembers);
    m_links.swap(m_storage->links);
    m_order.swap(m_storage->order);
    m_orderRate.swap(m_storage->orderRate);
    m_orderMinFinish.swap(m_storage->orderMinFinish);
    m_orderFinish.swap(m_storage->orderFinish);
}

int FlowNetwork::addFlow(const std::vector<ResourceUse>& uses, double amount)
{
    if (m_merge) refine(uses);
    const int id = takeSlot(m_flows, m_freeIds);
    Flow& f = m_flows[static_cast<std::size_t>(id)];
    translate(uses, f);
    f.remaining = amount;
    f.t0 = m_now;
    f.rate = 0;
    f.activeIndex = static_cast<int>(m_active.size());
    m_active.push_back(id);
    f.finish = kInf;
    if (m_due.size() < m_flows.size()) m_due.resize(m_flows.size());
    m_due[static_cast<std::size_t>(id)] = 0;
    m_arrived = true;
    m_arrivals.push_back(id);
    return id;
}

void FlowNetwork::removeFlow(int id)
{
    if (m_splitPending) retranslate();
    Flow& f = m_flows[static_cast<std::size_t>(id)];
    const int pos = f.activeIndex;
    const int last = m_active.back();
    m_active[static_cast<std::size_t>(pos)] = last;
    m_flows[static_cast<std::size_t>(last)].activeIndex = pos;
    m_active.pop_back();
    f.activeIndex = -1;
    // A due flow that finishes after now (finishedBy() ahead of the clock) would still have
    // carried its remaining bytes, at its rate, by its finish time: count them now, so every
    // resource's bytes stay what the flows moved.
    const double carriedLater = m_due[static_cast<std::size_t>(id)] ? remaining(id) : 0.0;
    const double rate = this->rate(id);
    if (f.group >= 0) {
        const int g = f.group;
        Group& group = m_groups[static_cast<std::size_t>(g)];
        group.due -= m_due[static_cast<std::size_t>(id)];
        if (static_cast<std::size_t>(group.due) + 1 == group.members.size()) {
            // Its other members are due as well, and their removals empty the group before
            // anything reads its entries again, so those need no upkeep: in DLRM-128, 57 % of
            // the grouped removals are of such groups, and taking their uses out of the
            // entries and compacting these as they emptied was 2 % of a simulation.
            dropMember(group, f, static_cast<std::size_t>(f.memberIndex));
            if (group.members.empty()) freeGroup(g);
        } else {
            leaveGroup(f);
        }
    }
    // Its load leaves its resources now; the flows below its rate keep theirs (see class doc).
    const int end = f.offset + f.length;
    for (int k = f.offset; k < end; ++k) {
        const int c = m_poolRes[static_cast<std::size_t>(k)];
        const std::size_t u = static_cast<std::size_t>(c);
        settle(u);
        const double w = m_poolWeight[static_cast<std::size_t>(k)];
        m_bytes[u] += carriedLater * w;
        m_load[u] -= rate * w;
        m_weightSum[u] -= w;
        if (--m_flowCount[u] == 0) { // no flow left: no load (not even rounding), not busy
            m_load[u] = 0;
            m_weightSum[u] = 0;
            unmarkLoaded(c);
        }
    }
    m_minDeparted = std::min(m_minDeparted, rate);
    f.rate = 0;
    m_livePool -= static_cast<std::size_t>(f.length);
    m_freeIds.push_back(id);
}

double FlowNetwork::finishTime(int id) const
{
    const Flow& f = m_flows[static_cast<std::size_t>(id)];
    if (f.group < 0) return f.finish;
    const Group& group = m_groups[static_cast<std::size_t>(f.group)];
    return memberFinish(group, group.targets[static_cast<std::size_t>(f.memberIndex)]);
}

double FlowNetwork::rate(int id) const
{
    const Flow& f = m_flows[static_cast<std::size_t>(id)];
    return f.group < 0 ? f.rate : m_groups[static_cast<std::size_t>(f.group)].level;
}

double FlowNetwork::remaining(int id) const
{
    const Flow& f = m_flows[static_cast<std::size_t>(id)];
    if (f.group < 0) return singleRemaining(f);
    const Group& group = m_groups[static_cast<std::size_t>(f.group)];
    return std::max(0.0, group.targets[static_cast<std::size_t>(f.memberIndex)] -
                             progressAt(group, m_now));
}

void FlowNetwork::finishedBy(double timeMs, std::vector<int>& out)
{
    // The prefix minima fall along the order: entities before the first one at or below timeMs
    // all finish later.
    out.clear();
    const auto first = std::partition_point(m_orderMinFinish.begin(), m_orderMinFinish.end(),
                                            [timeMs](double t) { return t > timeMs; });
    const std::size_t size = m_order.size();
    const double* const finish = m_orderFinish.data();
    const auto due = [&](int id) {
        char& flag = m_due[static_cast<std::size_t>(id)];
        if (flag) return false;
        flag = 1; // no longer a candidate
        out.push_back(id);
        return true;
    };
    const auto check = [&](std::size_t k) {
        if (finish[k] > timeMs) return;
        const int entity = m_order[k];
        if (entity >= 0) {
            // A flow removed since may have left its id to a new flow (no rate yet: finish
            // infinity, until the refill that records it).
            const Flow& f = m_flows[static_cast<std::size_t>(entity)];
            if (f.group < 0 && f.finish <= timeMs && f.activeIndex >= 0) due(entity);
            return;
        }
        Group& group = m_groups[static_cast<std::size_t>(~entity)];
        if (group.level <= 0) return;
        // A member whose target lies past what the group moves by a little after timeMs (a
        // margin far above rounding) cannot be due; the few left are tested as finishTime()
        // computes, without a division for the others.
        const double bound =
            group.progress + group.level * (timeMs - group.t0 + 1e-9 * (std::abs(timeMs) + 1.0));
        for (std::size_t m = 0; m < group.targets.size(); ++m)
            if (group.targets[m] <= bound && memberFinish(group, group.targets[m]) <= timeMs &&
                due(group.members[m]))
                ++group.due;
    };
    // In blocks of eight, their compares or-ed together without a branch: a call scans about
    // a hundred recorded times to find a few due, and a branch on each was half its instructions.
    constexpr std::size_t kBlock = 8;
    std::size_t k = static_cast<std::size_t>(first - m_orderMinFinish.begin());
    for (; k + kBlock <= size; k += kBlock) {
        bool any = false;
        for (std::size_t j = 0; j < kBlock; ++j)
            any |= finish[k + j] <= timeMs;
        if (!any) continue;
        for (std::size_t j = 0; j < kBlock; ++j)
            check(k + j);
    }
    for (; k < size; ++k)
        check(k);
    std::sort(out.begin(), out.end());
}

} // namespace topoopt::sim
