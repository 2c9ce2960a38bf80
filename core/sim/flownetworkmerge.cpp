// FlowNetwork's proportional merging: resource classes, their refinement, flow translation and
// the pool of merged uses.
#include <algorithm>

#include "sim/flownetwork.h"

namespace topoopt::sim {

// Why merging is exact: if every flow loads the members of a class with the same weight per
// unit of capacity q_f (0 when it misses them), member r carries load_r = c_r x sum_f q_f x
// rate_f, so residual_r / weight_r is one value for all members, equal to the merged resource's
// (capacity and weights summed). Progressive filling therefore saturates them at the same level
// and freezes the same flows, and bytes_r = bytes_class x c_r / c_class.
//
// Why refining on arrival is enough: a class is only ever assumed proportional for the flows
// added so far, and an arrival's refill runs on the refined classes (the flows it keeps keep
// their load, which a split shares out by capacity like everything else of the class). Classes
// never merge again, so a flow's merged uses stay valid until a class it crosses splits, after
// which they are expanded into the parts (retranslate): splits stop once the flows of the fabric's
// traffic pattern have all appeared, typically within the first few events.

void FlowNetwork::refine(const std::vector<ResourceUse>& uses)
{
    // Usual case, in one pass: every merged class the flow touches it loads whole, at one
    // weight / capacity (singletons cannot split). Classes are checked through m_seen (uses per
    // class) and m_ratio (the first ratio seen); only a class that fails is split, after sorting.
    bool split = false;
    m_seenClasses.clear();
    for (const ResourceUse& u : uses) {
        const std::size_t r = static_cast<std::size_t>(u.resource);
        const std::size_t c = static_cast<std::size_t>(m_classOf[r]);
        if (m_classMembers[c].size() == 1) continue;
        const double ratio = u.weight / m_resCapacity[r];
        if (m_seen[c]++ == 0) {
            m_seenClasses.push_back(static_cast<int>(c));
            m_ratio[c] = ratio;
        } else if (m_ratio[c] != ratio) {
            split = true; // exact on purpose: ratios apart by rounding only keep two classes
        }
    }
    for (int c : m_seenClasses) {
        const std::size_t uc = static_cast<std::size_t>(c);
        split = split || static_cast<std::size_t>(m_seen[uc]) != m_classMembers[uc].size();
        m_seen[uc] = 0;
    }
    if (!split) return;

    std::vector<Tag>& tags = m_refineScratch;
    tags.clear();
    for (const ResourceUse& u : uses) {
        const std::size_t r = static_cast<std::size_t>(u.resource);
        tags.push_back({m_classOf[r], u.weight / m_resCapacity[r], u.resource});
    }
    std::sort(tags.begin(), tags.end());
    for (std::size_t i = 0; i < tags.size();) {
        std::size_t j = i;
        while (j < tags.size() && tags[j].cls == tags[i].cls)
            ++j;
        const std::size_t members = m_classMembers[static_cast<std::size_t>(tags[i].cls)].size();
        if (j - i != members || tags[i].ratio != tags[j - 1].ratio) splitClass(tags[i].cls, i, j);
        i = j;
    }
}

void FlowNetwork::splitClass(int c, std::size_t begin, std::size_t end)
{
    const std::size_t uc = static_cast<std::size_t>(c);
    const double oldCapacity = m_capacity[uc];
    settle(uc);
    // What the class integrated so far belongs to its members by capacity share (nothing, in
    // the first wave of flows, when the early splits pass over hundreds of members).
    if (m_bytes[uc] != 0 || m_busy[uc] != 0)
        for (int r : m_classMembers[uc]) {
            const std::size_t ur = static_cast<std::size_t>(r);
            m_flushedBytes[ur] += m_classMembers[uc].size() == 1
                                      ? m_bytes[uc]
                                      : m_bytes[uc] * m_resCapacity[ur] / oldCapacity;
            m_flushedBusy[ur] += m_busy[uc];
        }
    m_bytes[uc] = 0;
    m_busy[uc] = 0;

    // The members the new flow misses keep the id; each ratio the flow uses gets a class. The
    // parts are listed in scratch lists that keep their room: grown afresh at each split, they
    // were most of the allocations of a DLRM-128 simulation (some 800 splits).
    std::size_t parts = 0;
    const auto newPart = [this, &parts]() -> std::vector<int>& {
        if (m_parts.size() == parts) m_parts.emplace_back();
        std::vector<int>& part = m_parts[parts++];
        part.clear();
        return part;
    };
    for (std::size_t k = begin; k < end; ++k)
        m_inRun[static_cast<std::size_t>(m_refineScratch[k].resource)] = 1;
    std::vector<int>& missed = newPart();
    for (int r : m_classMembers[uc])
        if (!m_inRun[static_cast<std::size_t>(r)]) missed.push_back(r);
    const std::size_t first = missed.empty() ? 1 : 0; // the id goes to the first part listed
    for (std::size_t k = begin; k < end; ++k) {
        const Tag& t = m_refineScratch[k];
        m_inRun[static_cast<std::size_t>(t.resource)] = 0;
        if (k == begin || t.ratio != m_refineScratch[k - 1].ratio) newPart();
        m_parts[parts - 1].push_back(t.resource);
    }

    const double load = m_load[uc];
    const double weight = m_weightSum[uc];
    const int count = m_flowCount[uc];
    const int partsBegin = static_cast<int>(m_splitParts.size());
    for (std::size_t g = first; g < parts; ++g) {
        const bool newClass = g > first;
        const int id = newClass ? static_cast<int>(m_capacity.size()) : c;
        const std::size_t ui = static_cast<std::size_t>(id);
        if (newClass) {
            m_capacity.push_back(0);
            if (m_classMembers.size() < m_capacity.size()) m_classMembers.emplace_back();
        }
        double capacity = 0;
        for (int r : m_parts[g]) {
            capacity += m_resCapacity[static_cast<std::size_t>(r)];
            m_classOf[static_cast<std::size_t>(r)] = id;
        }
        m_capacity[ui] = capacity;
        m_load[ui] = oldCapacity > 0 ? load * capacity / oldCapacity : 0;
        m_weightSum[ui] = oldCapacity > 0 ? weight * capacity / oldCapacity : 0;
        // The class's flows cross all its members (proportional, none misses one).
        m_flowCount[ui] = count;
        m_since[ui] = m_now;
        if (newClass && count > 0) markLoaded(id);
        m_classMembers[ui] = m_parts[g];
        m_splitParts.push_back({id, capacity});
    }
    m_splits.push_back({c, oldCapacity, partsBegin, static_cast<int>(m_splitParts.size())});
    m_splitPending = true;
}

void FlowNetwork::translate(const std::vector<ResourceUse>& uses, Flow& f)
{
    // Sum the flow's weights per class, in the order the classes first appear.
    const std::size_t offset = poolRoom(uses.size());
    int* const res = m_poolRes.data() + offset;
    int length = 0;
    for (const ResourceUse& u : uses) {
        const int c = m_classOf[static_cast<std::size_t>(u.resource)];
        double& acc = m_acc[static_cast<std::size_t>(c)];
        if (acc == 0) res[length++] = c;
        acc += u.weight;
    }
    f.offset = static_cast<int>(offset);
    f.length = length;
    f.epoch = static_cast<int>(m_splits.size());
    m_poolEnd = offset + static_cast<std::size_t>(length);
    double* const weight = m_poolWeight.data() + offset;
    int* const entry = m_poolEntry.data() + offset;
    for (int k = 0; k < length; ++k) {
        const std::size_t c = static_cast<std::size_t>(res[k]);
        weight[k] = m_acc[c];
        entry[k] = -1;
        m_weightSum[c] += m_acc[c];
        m_acc[c] = 0;
        // A new flow has no rate yet, so the class's load is unchanged; only a class that was
        // idle must start its clock here (it is busy from now). A loaded one's next settlement
        // integrates the same load over the whole interval: in an all-to-all, most classes
        // take many new flows at one time, and were settled for each.
        if (m_flowCount[c] == 0) {
            settle(c); // before the count: it was idle until now
            markLoaded(res[k]);
        }
        ++m_flowCount[c];
    }
    m_livePool += static_cast<std::size_t>(length);
}

void FlowNetwork::growPool(std::size_t count)
{
    const std::size_t room = std::max({2 * m_poolRes.size(), m_poolEnd + count, std::size_t{1024}});
    m_poolRes.resize(room);
    m_poolWeight.resize(room);
    m_poolEntry.resize(room);
}

void FlowNetwork::compactPool()
{
    // Removed (and translated again) flows leave holes in the pool; close them when it is
    // mostly holes, so that its room stays proportional to the most flows active at once. In
    // place, flows taken by offset so that each moves down only over holes and uses already
    // moved.
    m_compactOrder.assign(m_active.begin(), m_active.end());
    std::sort(m_compactOrder.begin(), m_compactOrder.end(), [this](int a, int b) {
        return m_flows[static_cast<std::size_t>(a)].offset <
               m_flows[static_cast<std::size_t>(b)].offset;
    });
    std::size_t end = 0;
    for (int id : m_compactOrder) {
        Flow& f = m_flows[static_cast<std::size_t>(id)];
        const std::size_t from = static_cast<std::size_t>(f.offset);
        const std::size_t length = static_cast<std::size_t>(f.length);
        if (from != end) {
            std::copy_n(m_poolRes.begin() + static_cast<std::ptrdiff_t>(from), length,
                        m_poolRes.begin() + static_cast<std::ptrdiff_t>(end));
            std::copy_n(m_poolWeight.begin() + static_cast<std::ptrdiff_t>(from), length,
                        m_poolWeight.begin() + static_cast<std::ptrdiff_t>(end));
            std::copy_n(m_poolEntry.begin() + static_cast<std::ptrdiff_t>(from), length,
                        m_poolEntry.begin() + static_cast<std::ptrdiff_t>(end));
            f.offset = static_cast<int>(end);
            if (f.group >= 0)
                m_groups[static_cast<std::size_t>(f.group)]
                    .spans[static_cast<std::size_t>(f.memberIndex)]
                    .offset = f.offset;
        }
        end += length;
    }
    m_poolEnd = end;
}

void FlowNetwork::retranslate()
{
    // The flows made before a split of a class they cross get that class's parts instead, each
    // with the weight its capacity share of the class carries (the flow loaded every member at
    // one weight / capacity). Replaying the splits in order also handles parts that split again.
    // Their flow counts are right already: splitClass gave every part the class's count. The
    // new uses are appended; the old ones become a hole for compactPool. Keeping the merged
    // uses only (not the uses as added) keeps the pool small: fat-tree rings cross ~500 channels.
    m_splitPending = false;
    dissolveGroups(); // their summed classes name classes that split
    // The last split of each class, so a flow that crosses none split since it was made is
    // passed over after one look at its uses: an all-to-all wave makes hundreds of splits and
    // thousands of flows, of which a few dozen cross a class split after them.
    for (std::size_t e = 0; e < m_splits.size(); ++e)
        m_lastSplit[static_cast<std::size_t>(m_splits[e].cls)] = static_cast<int>(e);
    for (int id : m_active) {
        Flow& f = m_flows[static_cast<std::size_t>(id)];
        std::size_t e = static_cast<std::size_t>(f.epoch);
        f.epoch = 0;
        bool stale = false;
        for (int k = f.offset; k < f.offset + f.length && !stale; ++k)
            stale = m_lastSplit[static_cast<std::size_t>(m_poolRes[static_cast<std::size_t>(k)])] >=
                    static_cast<int>(e);
        if (!stale) continue;
        bool changed = false;
        for (; e < m_splits.size(); ++e) {
            const Split& sp = m_splits[e];
            if (!changed) {
                int k = f.offset;
                while (k < f.offset + f.length && m_poolRes[static_cast<std::size_t>(k)] != sp.cls)
                    ++k;
                if (k == f.offset + f.length) continue;
                m_expand.clear();
                for (int j = f.offset; j < f.offset + f.length; ++j)
                    m_expand.emplace_back(m_poolRes[static_cast<std::size_t>(j)],
                                          m_poolWeight[static_cast<std::size_t>(j)]);
                changed = true;
            }
            auto it =
                std::find_if(m_expand.begin(), m_expand.end(),
                             [&](const std::pair<int, double>& u) { return u.first == sp.cls; });
            if (it == m_expand.end()) continue;
            const double weight = it->second;
            m_expand.erase(it);
            for (int q = sp.begin; q < sp.end; ++q) {
                const auto& [part, capacity] = m_splitParts[static_cast<std::size_t>(q)];
                m_expand.emplace_back(part, sp.capacity > 0 ? weight * capacity / sp.capacity : 0);
            }
        }
        if (!changed) continue;
        m_livePool -= static_cast<std::size_t>(f.length);
        const std::size_t offset = poolRoom(m_expand.size());
        f.offset = static_cast<int>(offset);
        f.length = static_cast<int>(m_expand.size());
        for (std::size_t k = 0; k < m_expand.size(); ++k) {
            m_poolRes[offset + k] = m_expand[k].first;
            m_poolWeight[offset + k] = m_expand[k].second;
            m_poolEntry[offset + k] = -1;
        }
        m_poolEnd = offset + m_expand.size();
        m_livePool += static_cast<std::size_t>(f.length);
    }
    for (const Split& sp : m_splits)
        m_lastSplit[static_cast<std::size_t>(sp.cls)] = -1;
    m_splits.clear();
    m_splitParts.clear();
}

void FlowNetwork::markLoaded(int c)
{
    int& index = m_loadedIndex[static_cast<std::size_t>(c)];
    if (index >= 0) return;
    index = static_cast<int>(m_loaded.size());
    m_loaded.push_back(c);
}

void FlowNetwork::unmarkLoaded(int c)
{
    int& index = m_loadedIndex[static_cast<std::size_t>(c)];
    if (index < 0) return;
    const int last = m_loaded.back();
    m_loaded[static_cast<std::size_t>(index)] = last;
    m_loadedIndex[static_cast<std::size_t>(last)] = index;
    m_loaded.pop_back();
    index = -1;
}

const std::vector<double>& FlowNetwork::resourceBytes() const
{
    m_outBytes.resize(m_resCapacity.size());
    for (std::size_t r = 0; r < m_resCapacity.size(); ++r) {
        const std::size_t c = static_cast<std::size_t>(m_classOf[r]);
        const double bytes = m_bytes[c] + m_load[c] * unsettledMs(c);
        m_outBytes[r] =
            m_flushedBytes[r] +
            (m_classMembers[c].size() == 1 ? bytes : bytes * m_resCapacity[r] / m_capacity[c]);
    }
    return m_outBytes;
}

const std::vector<double>& FlowNetwork::resourceBusyMs() const
{
    m_outBusy.resize(m_resCapacity.size());
    for (std::size_t r = 0; r < m_resCapacity.size(); ++r) {
        const std::size_t c = static_cast<std::size_t>(m_classOf[r]);
        m_outBusy[r] = m_flushedBusy[r] + m_busy[c] + unsettledMs(c);
    }
    return m_outBusy;
}

} // namespace topoopt::sim
