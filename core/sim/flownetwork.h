// Max-min fair sharing of directed channels by fluid flows (weighted progressive filling).
#pragma once

#include <utility>
#include <vector>

namespace topoopt::sim {

/// A resource a flow crosses and how much of it one unit of the flow's rate uses.
struct ResourceUse {
    int resource = 0;
    double weight = 1.0;
};

/// Active flows over capacity-limited resources (directed link channels, NVLink of a server).
/// A flow has one rate r and uses weight x r of each resource it crosses: a transfer split by
/// ECMP uses share-weighted channels of all its paths; a ring uses every channel of every hop.
/// Rates are the max-min fair allocation by progressive filling: all unfrozen rates rise
/// together; when a resource saturates, the flows crossing it freeze at that level
/// (topologyfinder.md 5). `reallocate()` is called whenever the set of flows changes; between
/// two reallocations rates are constant, so bytes and busy time are integrated exactly.
///
/// Incremental reallocation: when flows only departed since the last reallocation, every flow
/// whose rate was below the smallest departed rate keeps its rate (progressive filling reaches
/// the same saturations in the same order up to that level: the resources that saturated below
/// it carried no departed flow, and the departed flows' resources only got looser). Only the
/// flows at or above that level are refilled, starting from the residual capacity the others
/// leave. Flows usually finish fastest first, so this refills few flows per departure. Any
/// arrival refills everything.
class FlowNetwork {
public:
    explicit FlowNetwork(std::vector<double> capacityBytesPerMs);

    /// Adds a flow that must progress by `amount` units (bytes per hop) over `uses` (each
    /// resource at most once, weights > 0) at time now(). Its rate is 0 until reallocate().
    int addFlow(const std::vector<ResourceUse>& uses, double amount);
    /// Removes a finished (or abandoned) flow.
    void removeFlow(int id);

    /// Integrates bytes and busy time up to `timeMs` at the current rates.
    void advanceTo(double timeMs);
    /// Recomputes the max-min fair rates of all active flows and the next finish time.
    void reallocate();
    /// Earliest finish time of an active flow (infinity when none).
    double nextFinish() const { return m_nextFinish; }
    /// Active flows finishing no later than `timeMs`, ascending by id (deterministic). They are
    /// no longer finish candidates: the caller removes them.
    void finishedBy(double timeMs, std::vector<int>& out);

    double now() const { return m_now; }
    int activeFlows() const { return static_cast<int>(m_active.size()); }
    double rate(int id) const { return m_flows[static_cast<std::size_t>(id)].rate; }
    /// What an active flow still has to move at now().
    double remaining(int id) const
    {
        const Flow& f = m_flows[static_cast<std::size_t>(id)];
        return f.remaining > f.rate * (m_now - f.t0) ? f.remaining - f.rate * (m_now - f.t0) : 0.0;
    }

    /// Bytes carried and time with at least one flow, per resource, since construction.
    const std::vector<double>& resourceBytes() const { return m_bytes; }
    const std::vector<double>& resourceBusyMs() const { return m_busy; }

private:
    struct Flow {
        int offset = 0, length = 0;
        int activeIndex = -1;
        double remaining = 0; // at time t0
        double t0 = 0;
        double rate = 0;
        unsigned stamp = 0; // bumped when the finish time changes; tells stale heap entries
    };
    struct Finish {
        double timeMs;
        int id;
        unsigned stamp;
        bool operator>(const Finish& o) const
        {
            return timeMs != o.timeMs ? timeMs > o.timeMs : id > o.id;
        }
    };
    void compactPool();
    void pushFinish(int id);
    void rebuildFinishHeap();

    std::vector<double> m_capacity;
    std::vector<ResourceUse> m_pool;
    std::size_t m_livePool = 0;
    std::vector<Flow> m_flows;
    std::vector<int> m_freeIds;
    std::vector<int> m_active;
    double m_now = 0;
    double m_nextFinish;
    // Integration state: load per resource under the current allocation.
    std::vector<double> m_load;
    std::vector<int> m_loaded;
    std::vector<int> m_flowCount; // active flows per resource
    // Active flows in the order the last filling froze them (ascending rate), their rates.
    std::vector<int> m_order;
    std::vector<double> m_orderRate;
    bool m_arrived = false;           // a flow was added since the last reallocation
    double m_minDeparted;             // smallest rate of a flow removed since then
    std::vector<Finish> m_finishHeap; // min-heap with stale entries (Finish::stamp)
    std::vector<double> m_bytes, m_busy;
    // Scratch of reallocate(), kept to avoid allocations.
    std::vector<double> m_residual, m_weight;
    std::vector<int> m_count, m_start, m_fill, m_members, m_touched, m_refill, m_newOrder;
    std::vector<char> m_frozen;
    std::vector<std::pair<double, int>> m_shareHeap;
};

} // namespace topoopt::sim
