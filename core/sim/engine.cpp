// The event loop: tasks become ready, compute on their devices, send flows and run ring
// collectives over the flow network, whose rates it reallocates as flows come and go.
#include "sim/engine.h"

#include <algorithm>

#include "common/error.h"
#include "common/prefetch.h"
#include "common/slots.h"
#include "common/splitmix.h"
#include "sim/allreduce.h"

namespace topoopt::sim {

Engine::Engine(const TaskGraph& g, SimFabric& fabric, const SimOptions& o, const CancelToken* c,
               const SimCutoff* cutoff)
    : m_g(g), m_opt(o), m_cancel(c), m_cutoff(cutoff), m_fabric(fabric),
      m_routing(fabric.routing()), m_planner(fabric.planner()),
      m_net(capacities(), o.mergeResources, &fabric.networkStorage()),
      m_ringUses(static_cast<std::size_t>(fabric.routing().channels() + g.servers))
{
    m_latencyMs = o.latencyUs / 1000.0;
    m_batchMs = std::max(kSameTimeMs, o.timeResolutionMs);
    m_task.resize(g.tasks.size());
    std::size_t edges = 0;
    for (const SimTask& t : g.tasks)
        edges += t.successors.size();
    m_succ.reserve(edges);
    for (std::size_t i = 0; i < g.tasks.size(); ++i) {
        const SimTask& t = g.tasks[i];
        TaskState& s = m_task[i];
        s.durationMs = t.durationMs;
        s.bytes = t.bytes;
        s.device = t.device;
        s.src = t.src;
        s.dst = t.dst;
        s.kind = t.kind;
        s.succBegin = static_cast<int>(m_succ.size());
        m_succ.insert(m_succ.end(), t.successors.begin(), t.successors.end());
        s.succEnd = static_cast<int>(m_succ.size());
    }
    for (int s : m_succ)
        ++m_task[static_cast<std::size_t>(s)].indeg;
    if (cutoff) m_capacity = capacities();
    m_devQueue.resize(static_cast<std::size_t>(std::max(0, g.devices)));
    m_devBusy.assign(m_devQueue.size(), 0);
    m_devLast.assign(m_devQueue.size(), -1);
    m_devStart.assign(m_devQueue.size(), 0);
}

std::vector<double> Engine::capacities() const
{
    std::vector<double> cap;
    for (int c = 0; c < m_routing.channels(); ++c)
        cap.push_back(m_routing.capacity(c));
    // One NVLink resource per server, numbered after the channels.
    for (int s = 0; s < m_g.servers; ++s)
        cap.push_back(m_opt.nvlinkGbps * kBytesPerMsPerGbps);
    return cap;
}

const PairUse& Engine::pairUse(int src, int dst, std::uint64_t salt)
{
    // Which path a hashed flow takes (ECMP by hashing): drawn by share from a hash of the
    // pair and the salt; -1 means all paths by share.
    int choice = -1;
    if (src != dst && !m_opt.ecmpSplit) {
        const std::vector<ChannelPath>& paths = m_routing.paths(src, dst);
        if (paths.size() > 1) {
            const std::uint64_t h =
                splitmix64(splitmix64(salt) ^ (static_cast<std::uint64_t>(src) << 32) ^
                           static_cast<std::uint64_t>(dst));
            const double u = static_cast<double>(h >> 11) * 0x1.0p-53;
            double cumulative = 0;
            choice = static_cast<int>(paths.size()) - 1;
            for (std::size_t k = 0; k < paths.size(); ++k) {
                cumulative += paths[k].share;
                if (u < cumulative) {
                    choice = static_cast<int>(k);
                    break;
                }
            }
        }
    }
    return m_fabric.pairUse(src, dst, choice);
}

void Engine::addFlow(const std::vector<ResourceUse>& uses, double amount, const FlowInfo& info)
{
    const int id = m_net.addFlow(uses, amount);
    if (static_cast<std::size_t>(id) >= m_flowInfo.size())
        m_flowInfo.resize(static_cast<std::size_t>(id) + 1);
    const int slot = takeSlot(m_infos, m_freeInfos);
    m_infos[static_cast<std::size_t>(slot)] = info;
    m_flowInfo[static_cast<std::size_t>(id)] = slot;
    ++m_flowsAdded;
    m_sent += info.bytes;
    m_dirty = true;
    if (m_cutoff) {
        // A slot reused before the list is next pruned is listed twice, for the same flow:
        // the bound takes a maximum, so that changes nothing.
        FlowInfo& f = m_infos[static_cast<std::size_t>(slot)];
        f.flow = id;
        f.fastest = std::numeric_limits<double>::infinity();
        for (const ResourceUse& u : uses)
            f.fastest =
                std::min(f.fastest, m_capacity[static_cast<std::size_t>(u.resource)] / u.weight);
        m_inFlight.push_back(slot);
    }
}

void Engine::makeReady(int i, double t)
{
    TaskState& task = m_task[static_cast<std::size_t>(i)];
    switch (task.kind) {
    case TaskKind::Compute:
        m_devQueue[static_cast<std::size_t>(task.device)].push({t, i});
        tryStartDevice(task.device, t);
        break;
    case TaskKind::Transfer: {
        task.begun = true;
        double bytes = task.bytes;
        if (task.src != task.dst) bytes = std::max(bytes, m_opt.minFlowBytes);
        const PairUse& use = pairUse(task.src, task.dst, static_cast<std::uint64_t>(i));
        const double delay = use.hops * m_latencyMs;
        if (bytes <= 0) { // nothing to send: only the path latency remains
            push(t + delay, EventType::TransferDone, i);
            break;
        }
        addFlow(use.uses, bytes,
                {.task = i,
                 .delayMs = delay,
                 .bytes = bytes,
                 .succBegin = task.succBegin,
                 .succEnd = task.succEnd});
        break;
    }
    case TaskKind::AllReduce:
        task.begun = true;
        push(t + task.durationMs, EventType::AllReduceStart, i);
        break;
    }
}

void Engine::startAllReduce(int i, double t)
{
    const SimTask& task = m_g.tasks[static_cast<std::size_t>(i)];
    const int k = static_cast<int>(task.members.size());
    if (k < 2 || task.bytes <= 0) {
        complete(i, t);
        return;
    }
    // Each directed ring is one flow that crosses every channel of every hop of the ring,
    // weighted by how many of its hop transfers use it. In each of the 2 (k-1) steps all k
    // hops move stepBytes and the step ends at a barrier, so the ring advances at the pace
    // of its slowest hop: while rates hold, that is exactly one flow of 2 (k-1) stepBytes at
    // the rate its tightest channel allows, plus one hop latency per step.
    const std::vector<DirectedRing> rings = m_planner.plan(task, m_opt.chunksPerRing);
    m_task[static_cast<std::size_t>(i)].pendingRings = static_cast<int>(rings.size());
    const double steps = 2.0 * (k - 1);
    std::vector<ResourceUse> uses;
    std::uint64_t ringIndex = 0;
    for (const DirectedRing& ring : rings) {
        ++ringIndex;
        int hops = 0;
        for (std::size_t p = 0; p < ring.servers.size(); ++p) {
            const PairUse& use = pairUse(
                ring.servers[p], ring.servers[static_cast<std::size_t>(ring.next[p])],
                splitmix64(static_cast<std::uint64_t>(i)) + ringIndex * ring.servers.size() + p);
            hops = std::max(hops, use.hops);
            m_ringUses.add(use.uses);
        }
        m_ringUses.take(uses);
        const double amount = steps * ring.stepBytes;
        addFlow(
            uses, amount,
            {.task = i, .ring = true, .delayMs = steps * hops * m_latencyMs, .bytes = amount * k});
    }
}

void Engine::tryStartDevice(int device, double t)
{
    const std::size_t d = static_cast<std::size_t>(device);
    if (m_devBusy[d] || m_devQueue[d].empty()) return;
    const auto [ready, i] = m_devQueue[d].top();
    m_devQueue[d].pop();
    TaskState& task = m_task[static_cast<std::size_t>(i)];
    task.begun = true;
    // Waited for the device: the task that held it is on this task's critical chain.
    if (t > ready + kSameTimeMs) task.deviceWait = m_devLast[d];
    m_devLast[d] = i;
    m_devStart[d] = t;
    m_devBusy[d] = 1;
    push(t + task.durationMs, EventType::ComputeDone, i);
}

void Engine::complete(int i, double t)
{
    const TaskState& done = m_task[static_cast<std::size_t>(i)];
    complete(i, t, done.succBegin, done.succEnd);
}

void Engine::complete(int i, double t, int succBegin, int succEnd)
{
    m_task[static_cast<std::size_t>(i)].finish = t;
    ++m_done;
    for (int k = succBegin; k < succEnd; ++k) {
        const int s = m_succ[static_cast<std::size_t>(k)];
        TaskState& next = m_task[static_cast<std::size_t>(s)];
        if (--next.indeg == 0) {
            next.cause = i;
            makeReady(s, t);
        }
    }
}

void Engine::delivered(int info, double t)
{
    const FlowInfo& f = m_infos[static_cast<std::size_t>(info)];
    m_delivered += f.bytes;
    const int task = f.task;
    m_freeInfos.push_back(info); // before complete(), whose new flows may take it
    if (!f.ring)
        complete(task, t, f.succBegin, f.succEnd);
    else if (--m_task[static_cast<std::size_t>(task)].pendingRings == 0)
        complete(task, t);
}

void Engine::handle(const Event& e, double t)
{
    switch (e.type) {
    case EventType::ComputeDone: {
        const int device = m_task[static_cast<std::size_t>(e.id)].device;
        m_devBusy[static_cast<std::size_t>(device)] = 0;
        complete(e.id, t);
        tryStartDevice(device, t);
        break;
    }
    case EventType::Deliver:
        delivered(e.id, t);
        break;
    case EventType::AllReduceStart:
        startAllReduce(e.id, t);
        break;
    case EventType::TransferDone:
        complete(e.id, t);
        break;
    }
}

SimResult Engine::run()
{
    if (m_cancel) m_cancel->check();
    const int n = static_cast<int>(m_g.tasks.size());
    for (int i = 0; i < n; ++i)
        if (m_task[static_cast<std::size_t>(i)].indeg == 0) makeReady(i, 0);
    constexpr double inf = std::numeric_limits<double>::infinity();
    for (;;) {
        // New or departed flows: recompute every rate and the next flow to finish.
        // With a time resolution, flows that only arrived within it after the last
        // reallocation wait for the next (at most the resolution later, sooner when a flow
        // ends first): the embedding all-to-all starts as each GPU's lookups end, and one
        // reallocation of every active flow per start is what a search would spend most on.
        double deferredUntil = inf;
        if (m_dirty) {
            if (!m_net.departedSinceReallocation() &&
                m_net.now() < m_lastReallocMs + m_opt.timeResolutionMs) {
                deferredUntil = m_lastReallocMs + m_opt.timeResolutionMs;
            } else {
                m_dirty = false;
                m_lastReallocMs = m_net.now();
                m_net.reallocate();
            }
        }
        const double nextFlow = m_net.nextFinish();
        const double nextEvent = m_events.empty() ? inf : m_events.top().time;
        const double now = std::min({nextFlow, nextEvent, deferredUntil});
        if (now == inf) break;
        m_net.advanceTo(now);
        ++m_eventCount;
        // At every time step: it is one relaxed load, and on thousands of servers one step can
        // take 50 ms (a refill of half a million flows), so checking every 1,024 steps let a
        // cancelled DLRM on 4,096 servers run on for 34 s, a core busy beside the next run.
        if (m_cancel) m_cancel->check();
        if (m_opt.progress && (m_eventCount & 4095) == 0)
            m_opt.progress(static_cast<double>(m_done) / static_cast<double>(n), "simulation");
        // Proving the bound costs a pass over the tasks; every tasks / 4 events (at least 64)
        // keeps that within a few operations per event.
        if (m_cutoff && m_eventCount >= m_nextCutoffCheck) {
            m_nextCutoffCheck =
                m_eventCount +
                std::max<long long>(64, static_cast<long long>(m_g.tasks.size() / 4));
            const double proven = provenIterationMs(now);
            if (proven >= m_cutoff->atLeastMs) {
                SimResult r;
                r.iterationMs = proven;
                r.cutOff = true;
                r.bytesSent = m_sent;
                r.bytesDelivered = m_delivered;
                r.flows = m_flowsAdded;
                r.events = m_eventCount;
                return r;
            }
        }
        // Everything due now (up to rounding), or within the time resolution, is handled
        // before one reallocation. A flow due later than now is still delivered at its own
        // finish time.
        if (nextFlow <= now + kSameTimeMs) {
            m_net.finishedBy(now + m_batchMs, m_finished);
            // Their infos were written when they started, and are seldom still in cache:
            // asking for all of them first lets the removals below hide the wait.
            for (int id : m_finished)
                prefetch(
                    &m_infos[static_cast<std::size_t>(m_flowInfo[static_cast<std::size_t>(id)])]);
            for (int id : m_finished) {
                const double finish = m_net.finishTime(id);
                const double at = finish > now + kSameTimeMs ? finish : now;
                m_net.removeFlow(id);
                m_dirty = true;
                const int info = m_flowInfo[static_cast<std::size_t>(id)];
                m_infos[static_cast<std::size_t>(info)].flow = -1;
                const double delay = m_infos[static_cast<std::size_t>(info)].delayMs;
                if (delay > 0 || at > now)
                    push(at + delay, EventType::Deliver, info);
                else
                    delivered(info, now);
            }
        }
        while (!m_events.empty() && m_events.top().time <= now + kSameTimeMs) {
            const Event e = m_events.top();
            m_events.pop();
            ++m_eventCount;
            handle(e, now);
        }
    }
    if (m_done != m_g.tasks.size()) {
        int first = 0;
        while (m_task[static_cast<std::size_t>(first)].finish >= 0)
            ++first;
        //: %1 how many tasks, %2 the index of one of them
        throw InputError("/tasks",
                         TOPOOPT_WORDING("Problem", "the dependencies form a cycle: %1 tasks never "
                                                    "became ready (e.g. task %2)"),
                         {std::to_string(m_g.tasks.size() - m_done), std::to_string(first)});
    }
    return collect();
}

} // namespace topoopt::sim
