// Max-min fair rate allocation by weighted progressive filling, with exact integration.
#include "sim/flownetwork.h"

#include <algorithm>
#include <limits>

#include "sim/shareheap.h"

namespace topoopt::sim {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
} // namespace

double FlowNetwork::arrivalShare() const
{
    // A share at or below the slowest kept rate keeps nothing, whatever the smaller ones are:
    // stopping there saves most of the pass, since a wave of arrivals (an all-to-all in
    // DLRM-128, thousands of flows) usually keeps nothing.
    if (m_orderRate.empty()) return 0.0;
    const double keepsNothing = m_orderRate.front();
    double share = kInf;
    for (int id : m_arrivals) {
        const Flow& f = m_flows[static_cast<std::size_t>(id)];
        if (f.activeIndex < 0) continue;
        for (int k = f.offset; k < f.offset + f.length; ++k) {
            const std::size_t c = static_cast<std::size_t>(m_poolRes[static_cast<std::size_t>(k)]);
            // The sum includes the new flow; if rounding ate it, keep nothing.
            if (!(m_weightSum[c] > 0)) return 0.0;
            share = std::min(share, m_capacity[c] / m_weightSum[c]);
        }
        if (share <= keepsNothing) return share;
    }
    return share;
}

void FlowNetwork::threadUse(int c, double w, double rate, Link link, Scratch* __restrict scratch,
                            Link* __restrict links, int& row, int* __restrict touched,
                            std::size_t& count, const double* __restrict load,
                            const int* __restrict flowCount, int entities, int* __restrict rowBegin)
{
    Scratch& s = scratch[c];
    if (s.count++ == 0) { // weight 0 already (reset after each filling)
        touched[count++] = c;
        s.residual = load[c];
        rowBegin[c] = row;
        s.end = row;
        row += std::min(flowCount[c], entities);
    }
    s.weight += w;
    s.residual -= rate * w;
    links[s.end++] = link;
}

int FlowNetwork::threadUses(const int* __restrict res, const double* __restrict weight, int length,
                            double rate, int flow, Scratch* __restrict scratch,
                            Link* __restrict links, int row, int* __restrict touched,
                            std::size_t& count, const double* __restrict load,
                            const int* __restrict flowCount, int entities, int* __restrict rowBegin)
{
    for (int k = 0; k < length; ++k)
        threadUse(res[k], weight[k], rate, {flow, -1}, scratch, links, row, touched, count, load,
                  flowCount, entities, rowBegin);
    return row;
}

int FlowNetwork::threadEntries(const GroupEntry* __restrict entries, std::size_t size, double level,
                               int group, Scratch* __restrict scratch, Link* __restrict links,
                               int row, int* __restrict touched, std::size_t& count,
                               const double* __restrict load, const int* __restrict flowCount,
                               int entities, int* __restrict rowBegin)
{
    for (std::size_t e = 0; e < size; ++e) // every member crosses each (dropLeftEntries())
        threadUse(entries[e].cls, entries[e].weight, level, {~group, static_cast<int>(e)}, scratch,
                  links, row, touched, count, load, flowCount, entities, rowBegin);
    return row;
}

void FlowNetwork::reallocate()
{
    if (!m_arrived && m_minDeparted == kInf) return; // same flows, same rates
    if (m_splitPending) retranslate();
    if (m_poolEnd > 4 * m_livePool + 65536) compactPool();
    // The flows to refill: those at or above the smallest departed rate and the arrivals'
    // share, and the arrivals; the ones below keep their rates and their load (class doc).
    // An arrival that keeps nothing refills everything afresh.
    const double keepBelow = m_arrived ? std::min(m_minDeparted, arrivalShare()) : m_minDeparted;
    const std::size_t cut = static_cast<std::size_t>(
        std::lower_bound(m_orderRate.begin(), m_orderRate.end(), keepBelow) - m_orderRate.begin());
    const bool partial = !m_arrived || cut > 0;
    // Flows in a group are refilled with it: a group's flows share one rate, so all of them
    // are at or above the cut or none is.
    ++m_refills;
    m_refill.clear();
    m_refillGroups.clear();
    const auto take = [this](int id) {
        Flow& f = m_flows[static_cast<std::size_t>(id)];
        if (f.activeIndex < 0 || f.refillStamp == m_refills) return;
        f.refillStamp = m_refills;
        if (f.group < 0) {
            m_refill.push_back(id);
            return;
        }
        Group& g = m_groups[static_cast<std::size_t>(f.group)];
        if (g.refillStamp == m_refills) return;
        g.refillStamp = m_refills;
        m_refillGroups.push_back(f.group);
    };
    if (partial) {
        // The order from the cut, entity by entity: a group is taken without reading its flows.
        // A single flow removed since the last refill may have left its id to an arrival, which
        // is then taken here rather than with the arrivals below; either way once.
        for (std::size_t k = cut; k < m_order.size(); ++k) {
            const int entity = m_order[k];
            if (entity >= 0) {
                take(entity);
                continue;
            }
            Group& group = m_groups[static_cast<std::size_t>(~entity)];
            // A group whose flows have all gone was freed; no filling has run since to reuse it.
            if (group.members.empty() || group.refillStamp == m_refills) continue;
            group.refillStamp = m_refills;
            m_refillGroups.push_back(~entity);
        }
        for (int id : m_arrivals)
            take(id);
    } else {
        for (int id : m_active)
            take(id);
        for (int c : m_loaded)
            settle(static_cast<std::size_t>(c));
        std::fill(m_load.begin(), m_load.end(), 0.0);
    }
    m_arrived = false;
    m_arrivals.clear();
    m_minDeparted = kInf;

    // One pass over the refilled entities' uses: per class, the refilled weight and count of
    // entities, the load the other flows keep there (residual holds it until the capacity is
    // applied), and its entities, in a row of m_links. A row has room for every active flow
    // crossing the class, or every refilled entity if fewer (no refill has more entities there:
    // a group crossing it has a member crossing it), so the rows fit in the live pool and are
    // laid out on the way, without a counting pass; the second bound keeps a departure's few
    // entities together. Rows, not lists threaded through each class: an arrival's filling walks
    // thousands of entities per class, and a list's walk waits on every node (in DLRM-128's
    // all-to-alls, a fifth of the arrivals' refills).
    m_links.resize(m_livePool);
    m_touched.resize(m_capacity.size()); // each class at most once
    // Raw pointers: through the vectors the compiler reloads every base after each store.
    const int* const poolRes = m_poolRes.data();
    const double* const poolWeight = m_poolWeight.data();
    Scratch* const scratch = m_scratch.data();
    Link* const links = m_links.data();
    const double* const load = m_load.data();
    const int* const flowCount = m_flowCount.data();
    m_rowBegin.resize(m_capacity.size());
    int* const rowBegin = m_rowBegin.data();
    const int entities = static_cast<int>(m_refill.size() + m_refillGroups.size());
    int row = 0;
    std::size_t touched = 0;
    for (int g : m_refillGroups) {
        const Group& group = m_groups[static_cast<std::size_t>(g)];
        row = threadEntries(group.entries.data(), group.entries.size(), group.level, g, scratch,
                            links, row, m_touched.data(), touched, load, flowCount, entities,
                            rowBegin);
    }
    m_span.resize(m_refill.size());
    for (std::size_t a = m_refill.size(); a-- > 0;) {
        const Flow& f = m_flows[static_cast<std::size_t>(m_refill[a])];
        m_span[a] = {f.offset, f.length};
        row = threadUses(poolRes + f.offset, poolWeight + f.offset, f.length, f.rate,
                         static_cast<int>(a), scratch, links, row, m_touched.data(), touched, load,
                         flowCount, entities, rowBegin);
    }
    m_touched.resize(touched);
    m_frozen.assign(m_refill.size(), 0);
    std::size_t unfrozen = m_refill.size() + m_refillGroups.size();
    // The order keeps its prefix [0, cut); the records below resize it and overwrite the rest.
    double minFinish = cut > 0 ? m_orderMinFinish[cut - 1] : kInf;

    // Progressive filling: the class whose residual capacity per unit of unfrozen weight is
    // smallest saturates first; its unfrozen flows get that level, which is removed (times
    // their weights) from every class they cross. Ties break on the class id, so the
    // allocation is deterministic.
    //
    // The heap holds one entry per unsaturated class (bar those waiting, below), keyed by its
    // share when pushed. Freezing a flow at the current level L <= share removes L x w of
    // residual and w of weight, so a share only rises (up to rounding). Keys are therefore lower
    // bounds and need no update when flows freeze: a top entry whose share has changed gets its
    // current share and sinks to its place, and one whose share is unchanged is a true minimum.
    // This visits each class's key only when it reaches the top, instead of once per frozen flow
    // crossing it. The filling stops when every entity is frozen; the classes left in the heap
    // have no flow left.
    std::vector<ShareEntry>& heap = m_shareHeap; // storage reused across calls
    heap.clear();
    m_waiting.clear();
    // Classes whose share starts above the filling's last level never saturate (shares only
    // rise), so they need not be in the heap. That level is not known in advance, but after a
    // departure the refilled flows mostly freeze near where they did: classes above a quarter
    // more than the last filling's top level wait outside the heap, and are taken in if the
    // filling gets there (the top above `bound`). In DLRM-128's departure refills 18 of 145
    // classes are taken in at first, and the rest in one refill of ten. Their counts carry
    // kWaitingCount meanwhile, so that their deaths are not counted as the heap's.
    const double bound = m_orderRate.empty() ? kInf : 1.25 * m_orderRate.back();
    const double admit = bound * (1 + 1e-6);
    for (int r : m_touched) {
        const std::size_t u = static_cast<std::size_t>(r);
        Scratch& s = m_scratch[u];
        settle(u); // at the load it had until now
        m_load[u] = partial ? std::max(0.0, s.residual) : 0.0;
        s.residual = m_capacity[u] - m_load[u];
        // The test multiplies rather than divides (most classes wait, and a division is slow):
        // rounding can move a share across `admit` only by far less than its margin over
        // `bound`, so a class on the edge waits or not with the same filling.
        const bool admitted = s.weight > 0 ? s.residual <= admit * s.weight
                                           : s.residual / s.weight <= admit; // rounding only
        if (admitted) {
            heap.emplace_back(s.residual / s.weight, r);
        } else {
            m_waiting.push_back(r);
            s.count += kWaitingCount;
        }
    }
    makeHeap(heap);
    double level = cut > 0 ? m_orderRate[cut - 1] : 0;
    char* const frozen = m_frozen.data();
    const Span* const spans = m_span.data();
    m_freezeFlows.clear();
    m_freezeGroups.clear();
    m_freezeLog.clear();
    m_splitGroups.clear();
    // Classes whose entities all froze elsewhere ("dead") stay in the heap until they reach the
    // top. On a searched DLRM-128 strategy they were 93 of a refill's 193 pops out of 225
    // entries, each a sift through every level; once they are half the heap it is cheaper to
    // filter them out at once. Deaths are counted without a branch: a class's count reaches 0
    // once, and the class that saturates dies too, after it left the heap. (A miscount would
    // only filter at another time: the filter drops nothing a pop would not.)
    std::size_t deadInHeap = 0;
    m_splitDeaths = 0;
    while (unfrozen > 0) {
        // The waiting classes start above the bound by a millionth, far more than rounding
        // moves a share (unless a class's weight all but cancels out): while the top is
        // within the bound, none of them is the least.
        if ((heap.empty() || heap.front().first > bound) && !m_waiting.empty()) {
            for (int c : m_waiting) {
                Scratch& t = m_scratch[static_cast<std::size_t>(c)];
                t.count -= kWaitingCount;
                if (t.count > 0) heap.emplace_back(t.residual / t.weight, c);
            }
            m_waiting.clear();
            makeHeap(heap);
        }
        if (heap.empty()) break;
        const auto [share, r] = heap.front();
        Scratch& s = m_scratch[static_cast<std::size_t>(r)];
        if (s.count <= 0) { // every entity crossing it froze elsewhere
            popTop(heap);
            --deadInHeap;
            continue;
        }
        if (s.weight <= 0) s.weight = 1e-300; // rounding guard
        const double current = s.residual / s.weight;
        if (current != share) { // stale key: back in with its current share
            heap.front() = {current, r};
            siftDown(heap.data(), heap.size(), 0);
            continue;
        }
        popTop(heap);
        // Rounding may leave a level a hair below the last one; levels never decrease in
        // progressive filling, so clamp.
        level = std::max(level, current);
        const int aloneBegin = static_cast<int>(m_freezeFlows.size());
        const int wholeBegin = static_cast<int>(m_freezeGroups.size());
        std::size_t deaths = 0;
        // Last in first: the flows in refill order, then the groups (how lists walked them,
        // which sets the order of the flows frozen at one level).
        for (int n = s.end, first = rowBegin[r]; n-- > first;) {
            const int a = links[n].entity;
            if (a < 0) {
                const int g = ~a;
                Group& group = m_groups[static_cast<std::size_t>(g)];
                if (group.frozenStamp == m_refills) continue;
                const GroupEntry& here = group.entries[static_cast<std::size_t>(links[n].entry)];
                if (here.count == 0) continue; // its flows crossing here froze alone
                if (static_cast<std::size_t>(here.count) < group.members.size()) {
                    splitOff(g, links[n].entry, level);
                    continue;
                }
                group.frozenStamp = m_refills;
                --unfrozen;
                // An entry its members all left has weight exactly 0 (releaseUse), so it
                // changes nothing here and needs no test: that test was a tenth of the
                // mispredicted branches in a searched DLRM-128 strategy's simulation.
                for (const GroupEntry& e : group.entries) {
                    Scratch& t = scratch[e.cls];
                    t.residual -= level * e.weight;
                    t.weight -= e.weight;
                    const bool crossed = e.count > 0;
                    t.count -= crossed;
                    deaths += crossed & (t.count == 0);
                }
                m_freezeGroups.push_back(g);
                continue;
            }
            if (frozen[a]) continue;
            frozen[a] = 1;
            --unfrozen;
            const Span span = spans[a];
            const int end = span.offset + span.length;
            for (int k = span.offset; k < end; ++k) {
                const double w = poolWeight[k];
                Scratch& t = scratch[poolRes[k]];
                t.residual -= level * w;
                t.weight -= w;
                deaths += --t.count == 0;
            }
            m_freezeFlows.push_back(m_refill[static_cast<std::size_t>(a)]);
        }
        deadInHeap += deaths + static_cast<std::size_t>(m_splitDeaths) - 1; // r is out already
        m_splitDeaths = 0;
        if (2 * deadInHeap > heap.size() + 16) {
            filterHeap(heap,
                       [this](int c) { return m_scratch[static_cast<std::size_t>(c)].count > 0; });
            deadInHeap = 0;
        }
        const int aloneEnd = static_cast<int>(m_freezeFlows.size());
        const int wholeEnd = static_cast<int>(m_freezeGroups.size());
        if (aloneEnd > aloneBegin || wholeEnd > wholeBegin)
            m_freezeLog.push_back({wholeBegin, wholeEnd, aloneBegin, aloneEnd, level});
    }
    // The rows are done with: what splitOff() left of the groups goes, before flows join them.
    for (int g : m_splitGroups)
        dropLeftEntries(m_groups[static_cast<std::size_t>(g)]);
    // The records, one entity per saturation in freeze order (ascending rate): what froze at
    // one saturation becomes one group, so that the next filling meets it as one entity (the
    // largest group frozen there takes in the others and the flows frozen alone), or stays a
    // single flow if it froze alone there. A group frozen whole only has its clock set (its
    // flows are not visited); flows joining a group get targets on its clock. Kept out of the
    // filling, which reads only the refill's compact arrays, the groups and the classes.
    const std::size_t recorded = cut + m_freezeLog.size();
    m_order.resize(recorded);
    m_orderRate.resize(recorded);
    m_orderMinFinish.resize(recorded);
    m_orderFinish.resize(recorded);
    std::size_t pos = cut;
    const auto list = [&](int entity, double rate, double finish) {
        minFinish = std::min(minFinish, finish);
        m_order[pos] = entity;
        m_orderRate[pos] = rate;
        m_orderMinFinish[pos] = minFinish;
        m_orderFinish[pos] = finish;
        ++pos;
    };
    for (const Freeze& z : m_freezeLog) {
        int largest = -1;
        std::size_t largestSize = 0;
        for (int q = z.groupsBegin; q < z.groupsEnd; ++q) {
            const int g = m_freezeGroups[static_cast<std::size_t>(q)];
            Group& group = m_groups[static_cast<std::size_t>(g)];
            setLevel(group, z.level);
            if (group.members.size() > largestSize) {
                largest = g;
                largestSize = group.members.size();
            }
        }
        for (int q = z.flowsBegin; q < z.flowsEnd; ++q)
            setRate(m_flows[static_cast<std::size_t>(m_freezeFlows[static_cast<std::size_t>(q)])],
                    z.level);
        // A flow that froze alone stays single: as a group it would be filled the same way,
        // and joining and leaving one would cost two more passes over its uses.
        if (largest < 0 && z.flowsEnd - z.flowsBegin == 1) {
            const int id = m_freezeFlows[static_cast<std::size_t>(z.flowsBegin)];
            list(id, z.level, m_flows[static_cast<std::size_t>(id)].finish);
            continue;
        }
        const int into = largest >= 0 ? largest : newGroup(z.level);
        const double progress = progressAt(m_groups[static_cast<std::size_t>(into)], m_now);
        for (int q = z.groupsBegin; q < z.groupsEnd; ++q) {
            const int g = m_freezeGroups[static_cast<std::size_t>(q)];
            if (g == into) continue;
            Group& other = m_groups[static_cast<std::size_t>(g)];
            // Same level, so only the clocks' origins differ.
            const double shift = progress - progressAt(other, m_now);
            m_targetScratch.resize(other.targets.size());
            for (std::size_t m = 0; m < other.targets.size(); ++m)
                m_targetScratch[m] = other.targets[m] + shift;
            m_mergeScratch.swap(other.members);
            freeGroup(g);
            addToGroup(into, m_mergeScratch.data(), m_targetScratch.data(), m_mergeScratch.size());
        }
        if (z.flowsEnd > z.flowsBegin) {
            const int* const flows = m_freezeFlows.data() + z.flowsBegin;
            const std::size_t count = static_cast<std::size_t>(z.flowsEnd - z.flowsBegin);
            m_targetScratch.resize(count);
            for (std::size_t m = 0; m < count; ++m) {
                const Flow& f = m_flows[static_cast<std::size_t>(flows[m])];
                m_targetScratch[m] = progress + singleRemaining(f);
            }
            addToGroup(into, flows, m_targetScratch.data(), count);
        }
        list(~into, z.level, groupFinish(m_groups[static_cast<std::size_t>(into)]));
    }
    // Every refilled entity is frozen now, so what a touched class carries is its capacity
    // less its residual: the kept load plus level x weight of each flow frozen on it. Taking it
    // here instead of adding to m_load on every freeze saves one read-modify-write per visit
    // (the filling's hottest line). Reset the scratch state; m_loaded is kept up to date by add
    // and remove.
    for (int r : m_touched) {
        Scratch& t = m_scratch[static_cast<std::size_t>(r)];
        m_load[static_cast<std::size_t>(r)] = m_capacity[static_cast<std::size_t>(r)] - t.residual;
        t = Scratch{}; // what threadUses() expects of a class it has not touched yet
    }
    m_nextFinish = minFinish;
}

} // namespace topoopt::sim
