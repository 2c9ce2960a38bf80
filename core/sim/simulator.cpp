// Event loop of the flow-level simulator: devices, transfers, ring collectives, critical path.
#include "sim/simulator.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <queue>

#include "cluster/cluster.h"
#include "common/error.h"
#include "common/slots.h"
#include "common/splitmix.h"
#include "sim/allreduce.h"
#include "sim/flownetwork.h"
#include "sim/simfabric.h"
#include "sim/simrouting.h"

namespace topoopt {

namespace {

constexpr double kBytesPerMsPerGbps = 125000.0;
/// Events closer than this (ms, one picosecond) are processed together: the flows of a ring
/// step finish "at once" up to rounding, and one reallocation then serves them all.
constexpr double kSameTimeMs = 1e-9;

enum class EventType { ComputeDone, Deliver, AllReduceStart, TransferDone };

struct Event {
    double time;
    long long seq;
    EventType type;
    int id;
    bool operator>(const Event& o) const { return time != o.time ? time > o.time : seq > o.seq; }
};

/// What a network flow stands for: a Transfer task, or one directed ring of an AllReduce.
struct FlowInfo {
    int task = 0;
    bool ring = false;
    /// Delivery delay after the last byte leaves: hops x latency (rings: per step, x steps).
    double delayMs = 0;
    /// Bytes the flow puts into the network: its amount x the hop transfers it stands for.
    double bytes = 0;
    /// For SimCutoff: its flow id while it moves (-1 after), and the rate it would get alone.
    int flow = -1;
    double fastest = 0;
    /// The task's successors in Engine::m_succ, copied here so that a transfer's delivery need
    /// not wait for the task's own record, last touched when the transfer started.
    int succBegin = 0, succEnd = 0;
};

using sim::PairUse;

/// What the event loop reads and writes of one task, together: a task's events touch one cache
/// line instead of a line of each of eight per-task arrays and two of the SimTask (its
/// successors behind a pointer). In DLRM-128's 23,000-task graph those loads were most of the
/// loop's own samples in `perf`; its share of the simulation fell from 15 % to 12 %. At 80 bytes
/// most records straddled two lines; the ready and start times went to where they are read (the
/// device queue's entries and Engine::m_devStart) to make it one.
struct alignas(64) TaskState {
    double durationMs = 0; // compute time, or an AllReduce's reduction delay
    double bytes = 0;      // a transfer's
    double finish = -1;
    int succBegin = 0, succEnd = 0; // in Engine::m_succ
    int indeg = 0;
    int cause = -1;      // the predecessor whose completion made it ready
    int deviceWait = -1; // the task that held its device while it waited
    int pendingRings = 0;
    int device = -1, src = -1, dst = -1;
    TaskKind kind = TaskKind::Compute;
    bool begun = false; // for SimCutoff: started (a compute task holds its device)
};
static_assert(sizeof(TaskState) == 64);

class Engine {
public:
    Engine(const TaskGraph& g, sim::SimFabric& fabric, const SimOptions& o, const CancelToken* c,
           const SimCutoff* cutoff = nullptr)
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

    SimResult run();

private:
    std::vector<double> capacities() const
    {
        std::vector<double> cap;
        for (int c = 0; c < m_routing.channels(); ++c)
            cap.push_back(m_routing.capacity(c));
        // One NVLink resource per server, numbered after the channels.
        for (int s = 0; s < m_g.servers; ++s)
            cap.push_back(m_opt.nvlinkGbps * kBytesPerMsPerGbps);
        return cap;
    }

    void push(double time, EventType type, int id) { m_events.push({time, m_seq++, type, id}); }

    const PairUse& pairUse(int src, int dst, std::uint64_t salt);
    void addFlow(const std::vector<sim::ResourceUse>& uses, double amount, const FlowInfo& info);
    void makeReady(int i, double t);
    void tryStartDevice(int device, double t);
    void complete(int i, double t);
    /// complete() with the task's successors at hand.
    void complete(int i, double t, int succBegin, int succEnd);
    void startAllReduce(int i, double t);
    void delivered(int info, double t);
    void handle(const Event& e, double t);
    SimResult collect();
    double provenIterationMs(double now);

    const TaskGraph& m_g;
    SimOptions m_opt;
    const CancelToken* m_cancel;
    const SimCutoff* m_cutoff;
    sim::SimFabric& m_fabric;
    sim::SimRouting& m_routing;
    const sim::RingPlanner& m_planner;
    sim::FlowNetwork m_net;
    double m_latencyMs = 0;
    double m_batchMs = 0; // how far past now finishedBy() looks: rounding or the resolution

    std::priority_queue<Event, std::vector<Event>, std::greater<Event>> m_events;
    long long m_seq = 0;
    bool m_dirty = false;
    double m_lastReallocMs = -std::numeric_limits<double>::infinity(); // for timeResolutionMs

    std::vector<TaskState> m_task;
    std::vector<int> m_succ;     // the tasks' successors, task after task
    std::vector<int> m_inFlight; // for SimCutoff: infos of flows that may still move
    std::vector<double> m_capacity;
    using Waiting = std::pair<double, int>; // ready time, task
    std::vector<std::priority_queue<Waiting, std::vector<Waiting>, std::greater<Waiting>>>
        m_devQueue;
    std::vector<char> m_devBusy;
    std::vector<int> m_devLast;
    std::vector<double> m_devStart; // when the device's last task started
    sim::UseSum m_ringUses; // one directed ring's hops, summed
    // A slot is reused once its flow is delivered, so the infos are about as many as the flows
    // in flight, not every flow ever added (17,000 in DLRM-128, 680 KB): the reads at a flow's
    // finish and at its delivery find them in cache more often (the loop's share of the
    // simulation's perf samples, with delivered(), fell from 15.2 % to 13.9 %).
    std::vector<FlowInfo> m_infos;
    std::vector<int> m_freeInfos;
    std::vector<int> m_flowInfo; // flow id -> index in m_infos
    long long m_flowsAdded = 0;
    std::vector<int> m_finished;
    double m_sent = 0, m_delivered = 0;
    long long m_eventCount = 0;
    long long m_nextCutoffCheck = 0;
    std::size_t m_done = 0;
};

const PairUse& Engine::pairUse(int src, int dst, std::uint64_t salt)
{
    // Which path a hashed flow takes (ECMP by hashing): drawn by share from a hash of the
    // pair and the salt; -1 means all paths by share.
    int choice = -1;
    if (src != dst && !m_opt.ecmpSplit) {
        const std::vector<sim::ChannelPath>& paths = m_routing.paths(src, dst);
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

void Engine::addFlow(const std::vector<sim::ResourceUse>& uses, double amount, const FlowInfo& info)
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
        for (const sim::ResourceUse& u : uses)
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
    const std::vector<sim::DirectedRing> rings = m_planner.plan(task, m_opt.chunksPerRing);
    m_task[static_cast<std::size_t>(i)].pendingRings = static_cast<int>(rings.size());
    const double steps = 2.0 * (k - 1);
    std::vector<sim::ResourceUse> uses;
    std::uint64_t ringIndex = 0;
    for (const sim::DirectedRing& ring : rings) {
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
                __builtin_prefetch(
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
        throw InputError(
            "/tasks",
            "the dependencies form a cycle: " + std::to_string(m_g.tasks.size() - m_done) +
                " tasks never became ready (e.g. task " + std::to_string(first) + ")");
    }
    return collect();
}

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
    for (int i = 0; i < n; ++i) {
        const double finish = m_task[static_cast<std::size_t>(i)].finish;
        if (last < 0 || finish > lastFinish) {
            last = i;
            lastFinish = finish;
        }
    }
    r.iterationMs = last >= 0 ? lastFinish : 0;

    std::vector<double> busy(static_cast<std::size_t>(std::max(0, m_g.devices)), 0);
    for (const TaskState& t : m_task) // the engine's copy: under half the graph's bytes
        if (t.kind == TaskKind::Compute) busy[static_cast<std::size_t>(t.device)] += t.durationMs;
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

} // namespace

SimOptions simOptionsFor(const Cluster& cluster, SimOptions options)
{
    options.latencyUs = cluster.latencyUs;
    options.nvlinkGbps = cluster.nvlinkGbps;
    return options;
}

SimResult simulate(const TaskGraph& graph, const Topology& topology, const SimOptions& options,
                   const CancelToken* cancel)
{
    checkSimOptions(options);
    validateTaskGraph(graph, topology); // graph errors first, as before the fabric existed
    sim::SimFabric fabric(topology, options.maxEcmpPaths);
    Engine engine(graph, fabric, options, cancel);
    return engine.run();
}

SimResult simulate(const TaskGraph& graph, sim::SimFabric& fabric, const SimOptions& options,
                   const CancelToken* cancel, const SimCutoff* cutoff)
{
    checkSimOptions(options, fabric);
    validateTaskGraph(graph, fabric.topology());
    if (cutoff && (cutoff->durationMs.size() != graph.tasks.size() ||
                   cutoff->tailMs.size() != graph.tasks.size()))
        throw InputError("cutoff", "needs one duration and one tail per task");
    Engine engine(graph, fabric, options, cancel, cutoff);
    return engine.run();
}

} // namespace topoopt
