// Max-min fair rate allocation by progressive filling, with exact byte/busy-time integration.
#include "sim/flownetwork.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace topoopt::sim {

FlowNetwork::FlowNetwork(std::vector<double> capacityBytesPerMs, const std::vector<int>* pool)
    : m_capacity(std::move(capacityBytesPerMs)), m_pool(pool)
{
    const std::size_t n = m_capacity.size();
    m_load.assign(n, 0);
    m_bytes.assign(n, 0);
    m_busy.assign(n, 0);
    m_residual.assign(n, 0);
    m_unfrozen.assign(n, 0);
    m_start.assign(n, 0);
    m_fill.assign(n, 0);
    m_saturated.assign(n, 0);
}

int FlowNetwork::addFlow(int offset, int length, double bytes, int owner)
{
    int id;
    if (!m_freeIds.empty()) {
        id = m_freeIds.back();
        m_freeIds.pop_back();
    } else {
        id = static_cast<int>(m_flows.size());
        m_flows.emplace_back();
    }
    Flow& f = m_flows[static_cast<std::size_t>(id)];
    f.offset = offset;
    f.length = length;
    f.owner = owner;
    ++f.version;
    f.remaining = bytes;
    f.t0 = m_now;
    f.rate = 0;
    f.activeIndex = static_cast<int>(m_active.size());
    m_active.push_back(id);
    return id;
}

void FlowNetwork::removeFlow(int id)
{
    Flow& f = m_flows[static_cast<std::size_t>(id)];
    const int pos = f.activeIndex;
    const int last = m_active.back();
    m_active[static_cast<std::size_t>(pos)] = last;
    m_flows[static_cast<std::size_t>(last)].activeIndex = pos;
    m_active.pop_back();
    f.activeIndex = -1;
    f.rate = 0;
    ++f.version; // invalidates any scheduled finish event
    m_freeIds.push_back(id);
}

double FlowNetwork::remaining(int id) const
{
    const Flow& f = m_flows[static_cast<std::size_t>(id)];
    return std::max(0.0, f.remaining - f.rate * (m_now - f.t0));
}

double FlowNetwork::finishTime(int id) const
{
    const Flow& f = m_flows[static_cast<std::size_t>(id)];
    if (f.rate <= 0) return std::numeric_limits<double>::infinity();
    return f.t0 + f.remaining / f.rate;
}

void FlowNetwork::advanceTo(double timeMs)
{
    const double dt = timeMs - m_now;
    if (dt > 0)
        for (int r : m_loaded) {
            m_bytes[static_cast<std::size_t>(r)] += m_load[static_cast<std::size_t>(r)] * dt;
            m_busy[static_cast<std::size_t>(r)] += dt;
        }
    m_now = std::max(m_now, timeMs);
}

void FlowNetwork::reallocate(std::vector<int>& changed)
{
    const std::vector<int>& pool = *m_pool;
    // Count the flows on every resource in use.
    m_touched.clear();
    for (int id : m_active) {
        const Flow& f = m_flows[static_cast<std::size_t>(id)];
        for (int k = 0; k < f.length; ++k) {
            const int r = pool[static_cast<std::size_t>(f.offset + k)];
            if (m_unfrozen[static_cast<std::size_t>(r)]++ == 0) m_touched.push_back(r);
        }
    }
    // Flows of each resource, as positions in m_active (compressed rows).
    int total = 0;
    for (int r : m_touched) {
        const std::size_t u = static_cast<std::size_t>(r);
        m_start[u] = m_fill[u] = total;
        total += m_unfrozen[u];
        m_residual[u] = m_capacity[u];
    }
    m_members.resize(static_cast<std::size_t>(total));
    for (std::size_t a = 0; a < m_active.size(); ++a) {
        const Flow& f = m_flows[static_cast<std::size_t>(m_active[a])];
        for (int k = 0; k < f.length; ++k) {
            const int r = pool[static_cast<std::size_t>(f.offset + k)];
            m_members[static_cast<std::size_t>(m_fill[static_cast<std::size_t>(r)]++)] =
                static_cast<int>(a);
        }
    }
    m_frozen.assign(m_active.size(), 0);

    // Progressive filling: the resource with the smallest fair share saturates first; its
    // unfrozen flows get that share, which is removed from every resource they cross. Stale
    // heap entries (the resource's share changed since) are skipped. Ties break on the
    // resource id, so the allocation is deterministic.
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
    for (int r : m_touched)
        heap.push({m_residual[static_cast<std::size_t>(r)] / m_unfrozen[static_cast<std::size_t>(r)],
                   r});
    double level = 0;
    while (!heap.empty()) {
        const auto [share, r] = heap.top();
        heap.pop();
        const std::size_t u = static_cast<std::size_t>(r);
        if (m_saturated[u] || m_unfrozen[u] == 0) continue;
        const double current = m_residual[u] / m_unfrozen[u];
        if (current != share) continue;
        // Rounding may leave a share a hair below the last level; rates never decrease in
        // progressive filling, so clamp.
        level = std::max(level, current);
        m_saturated[u] = 1;
        for (int m = m_start[u]; m < m_fill[u]; ++m) {
            const int a = m_members[static_cast<std::size_t>(m)];
            if (m_frozen[static_cast<std::size_t>(a)]) continue;
            m_frozen[static_cast<std::size_t>(a)] = 1;
            const int id = m_active[static_cast<std::size_t>(a)];
            Flow& f = m_flows[static_cast<std::size_t>(id)];
            for (int k = 0; k < f.length; ++k) {
                const std::size_t v = static_cast<std::size_t>(pool[static_cast<std::size_t>(f.offset + k)]);
                m_residual[v] -= level;
                if (--m_unfrozen[v] > 0 && !m_saturated[v])
                    heap.push({m_residual[v] / m_unfrozen[v], static_cast<int>(v)});
            }
            if (f.rate != level) {
                f.remaining = std::max(0.0, f.remaining - f.rate * (m_now - f.t0));
                f.t0 = m_now;
                f.rate = level;
                ++f.version;
                changed.push_back(id);
            }
        }
    }
    // Reset the scratch state and record the loads for integration.
    for (int r : m_loaded) m_load[static_cast<std::size_t>(r)] = 0;
    m_loaded.assign(m_touched.begin(), m_touched.end());
    for (int r : m_touched) {
        m_unfrozen[static_cast<std::size_t>(r)] = 0;
        m_saturated[static_cast<std::size_t>(r)] = 0;
    }
    for (int id : m_active) {
        const Flow& f = m_flows[static_cast<std::size_t>(id)];
        for (int k = 0; k < f.length; ++k)
            m_load[static_cast<std::size_t>(pool[static_cast<std::size_t>(f.offset + k)])] += f.rate;
    }
}

} // namespace topoopt::sim
