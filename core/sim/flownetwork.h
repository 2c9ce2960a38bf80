// Max-min fair sharing of directed channels by fluid flows (progressive filling).
#pragma once

#include <vector>

namespace topoopt::sim {

/// Active flows over capacity-limited resources (directed link channels, NVLink of a server).
/// Rates are the max-min fair allocation (progressive filling: raise every unfrozen flow's rate
/// together; when a resource saturates, freeze the flows crossing it), recomputed by
/// `reallocate()` whenever the set of flows changes (topologyfinder.md 5). Between two
/// reallocations rates are constant, so bytes and busy time are integrated exactly.
class FlowNetwork {
public:
    /// `pool` holds the resource ids of every path (offset/length pairs index into it); it must
    /// outlive this object and may grow but never change what is stored.
    FlowNetwork(std::vector<double> capacityBytesPerMs, const std::vector<int>* pool);

    /// Adds a flow of `bytes` (> 0) over resources pool[offset .. offset+length) at time now().
    /// Returns its id. Its rate is 0 until the next reallocate().
    int addFlow(int offset, int length, double bytes, int owner);
    /// Removes a finished (or abandoned) flow.
    void removeFlow(int id);

    /// Integrates bytes and busy time up to `timeMs` at the current rates.
    void advanceTo(double timeMs);
    /// Recomputes the max-min fair rates of all active flows. Appends to `changed` the ids of
    /// flows whose rate changed (their finish time must be rescheduled).
    void reallocate(std::vector<int>& changed);

    double now() const { return m_now; }
    int activeFlows() const { return static_cast<int>(m_active.size()); }
    double rate(int id) const { return m_flows[static_cast<std::size_t>(id)].rate; }
    int owner(int id) const { return m_flows[static_cast<std::size_t>(id)].owner; }
    int version(int id) const { return m_flows[static_cast<std::size_t>(id)].version; }
    /// Bytes still to send at now().
    double remaining(int id) const;
    /// When the flow finishes at its current rate (infinity when the rate is 0).
    double finishTime(int id) const;

    /// Bytes carried and time with at least one flow, per resource, since construction.
    const std::vector<double>& resourceBytes() const { return m_bytes; }
    const std::vector<double>& resourceBusyMs() const { return m_busy; }

private:
    struct Flow {
        int offset = 0, length = 0, owner = -1;
        int version = 0;
        int activeIndex = -1;
        double remaining = 0; // at time t0
        double t0 = 0;
        double rate = 0;
    };

    std::vector<double> m_capacity;
    const std::vector<int>* m_pool;
    std::vector<Flow> m_flows;
    std::vector<int> m_freeIds;
    std::vector<int> m_active;
    double m_now = 0;
    // Integration state: load per resource under the current allocation.
    std::vector<double> m_load;
    std::vector<int> m_loaded;
    std::vector<double> m_bytes, m_busy;
    // Scratch of reallocate(), kept to avoid allocations.
    std::vector<double> m_residual;
    std::vector<int> m_unfrozen, m_start, m_fill, m_members, m_touched;
    std::vector<char> m_frozen, m_saturated;
};

} // namespace topoopt::sim
