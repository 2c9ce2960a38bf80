// What the event loop reports: at the end, the iteration and its critical path; on the way,
// for a search that cuts off slow proposals, a proven lower bound on the iteration.
#include <algorithm>

#include "sim/engine.h"

namespace topoopt::sim {

double Engine::provenIterationMs(double now)
{
    // Every unfinished task still has to end (no earlier than now plus what is left of it) and
    // be followed by its tail of dependent work. For a begun transfer or collective, what is
    // left is each of its moving flows' remaining bytes at the rate it would get alone, plus
    // its delivery latency.
    double proven = now;
    std::erase_if(m_inFlight,
                  [&](int info) { return m_infos[static_cast<std::size_t>(info)].flow < 0; });
    for (int info : m_inFlight) {
        const FlowInfo& f = m_infos[static_cast<std::size_t>(info)];
        proven = std::max(proven, now + m_net.remaining(f.flow) / f.fastest + f.delayMs +
                                      m_cutoff->tailMs[static_cast<std::size_t>(f.task)]);
    }
    // A resource carries at most its capacity: what it has still to carry takes at least that
    // long, and the flow that carries the last byte has its tail after it. Less a hair of the
    // total, for the rounding of the carried bytes (summed rate x time).
    if (!m_cutoff->resourceBytes.empty()) {
        const std::vector<double>& carried = m_net.resourceBytes();
        const std::size_t resources = std::min(carried.size(), m_cutoff->resourceBytes.size());
        for (std::size_t r = 0; r < resources; ++r) {
            const double total = m_cutoff->resourceBytes[r];
            const double left = total - carried[r] - 1e-9 * total;
            if (left > 0)
                proven = std::max(proven, now + left / m_capacity[r] + m_cutoff->resourceTailMs[r]);
        }
    }
    const std::vector<double>& duration = m_cutoff->durationMs;
    const std::vector<double>& tail = m_cutoff->tailMs;
    for (std::size_t i = 0; i < m_task.size(); ++i) {
        const TaskState& task = m_task[i];
        if (task.finish >= 0) continue;
        double left = 0;
        if (!task.begun)
            left = duration[i];
        else if (task.kind == TaskKind::Compute) // begun, unfinished: its device's current task
            left = std::max(0.0, m_devStart[static_cast<std::size_t>(task.device)] +
                                     task.durationMs - now);
        proven = std::max(proven, now + left + tail[i]);
    }
    return proven;
}

SimResult Engine::collect()
{
    SimResult r;
    const int n = static_cast<int>(m_g.tasks.size());
    int last = -1;
    double lastFinish = 0;
    std::vector<double> busy(static_cast<std::size_t>(std::max(0, m_g.devices)), 0);
    // One pass over the engine's copy of the tasks (under half the graph's bytes, but in
    // DLRM-128 still 1.5 MB, past the L2 cache).
    for (int i = 0; i < n; ++i) {
        const TaskState& t = m_task[static_cast<std::size_t>(i)];
        if (last < 0 || t.finish > lastFinish) {
            last = i;
            lastFinish = t.finish;
        }
        if (t.kind == TaskKind::Compute) busy[static_cast<std::size_t>(t.device)] += t.durationMs;
    }
    r.iterationMs = last >= 0 ? lastFinish : 0;
    r.computeMs = busy.empty() ? 0 : *std::max_element(busy.begin(), busy.end());

    // Walk back from the last task: through the device holder when the task waited for its
    // device, else through the predecessor whose completion made it ready.
    std::vector<int> chain;
    double criticalCompute = 0;
    for (int cur = last; cur >= 0;) {
        chain.push_back(cur);
        const SimTask& t = m_g.tasks[static_cast<std::size_t>(cur)];
        if (t.kind == TaskKind::Compute) criticalCompute += t.durationMs;
        const TaskState& state = m_task[static_cast<std::size_t>(cur)];
        cur = state.deviceWait >= 0 ? state.deviceWait : state.cause;
    }
    std::reverse(chain.begin(), chain.end());
    r.criticalTasks = std::move(chain);
    labelCriticalPath(r, m_g);
    r.exposedCommMs = std::max(0.0, r.iterationMs - criticalCompute);

    const std::vector<double>& bytes = m_net.resourceBytes();
    const std::vector<double>& busyMs = m_net.resourceBusyMs();
    for (int c = 0; c < m_routing.channels(); ++c) {
        LinkUse use;
        use.a = m_routing.channelFrom(c);
        use.b = m_routing.channelTo(c);
        use.bytes = bytes[static_cast<std::size_t>(c)];
        use.busyFraction = r.iterationMs > 0
                               ? std::min(1.0, busyMs[static_cast<std::size_t>(c)] / r.iterationMs)
                               : 0;
        use.capacityGbps = m_routing.capacity(c) / kBytesPerMsPerGbps;
        r.links.push_back(use);
    }
    r.bytesSent = m_sent;
    r.bytesDelivered = m_delivered;
    r.flows = m_flowsAdded;
    r.events = m_eventCount;
    return r;
}

} // namespace topoopt::sim
