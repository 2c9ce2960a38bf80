// Event loop of the flow-level simulator: devices, transfers, ring collectives, critical path.
#include "sim/simulator.h"

#include <algorithm>
#include <cmath>
#include <queue>

#include "common/error.h"
#include "common/limits.h"
#include "sim/allreduce.h"
#include "sim/flownetwork.h"
#include "sim/simrouting.h"

namespace topoopt {

namespace {

constexpr double kBytesPerMsPerGbps = 125000.0;
/// Events closer than this (ms, one picosecond) are processed together: the flows of a ring
/// step finish "at once" up to rounding, and one reallocation then serves them all.
constexpr double kSameTimeMs = 1e-9;

void validate(const TaskGraph& g, const Topology& topo)
{
    if (g.servers < 1 || g.servers > topo.servers)
        throw InputError("/servers", "the task graph has " + std::to_string(g.servers) +
                                         " servers; the topology has " +
                                         std::to_string(topo.servers));
    if (g.devices < 0 || (g.devices > 0 && g.devices % g.servers != 0))
        throw InputError("/devices", "must be a multiple of the server count, got " +
                                         std::to_string(g.devices));
    const auto finiteNonNeg = [](double v) { return std::isfinite(v) && v >= 0; };
    const int n = static_cast<int>(g.tasks.size());
    for (int i = 0; i < n; ++i) {
        const SimTask& t = g.tasks[static_cast<std::size_t>(i)];
        const std::string p = "/tasks/" + std::to_string(i);
        const auto server = [&](int s, const char* field) {
            if (s < 0 || s >= g.servers)
                throw InputError(p + "/" + field, "server " + std::to_string(s) +
                                                      " is out of range (0.." +
                                                      std::to_string(g.servers - 1) + ")");
        };
        if (!finiteNonNeg(t.durationMs))
            throw InputError(p + "/durationMs", "must be a finite number >= 0");
        if (!finiteNonNeg(t.bytes) || t.bytes >= limits::kMaxBytes)
            throw InputError(p + "/bytes", "must be a finite number in [0, 2^53)");
        switch (t.kind) {
        case TaskKind::Compute:
            if (t.device < 0 || t.device >= g.devices)
                throw InputError(p + "/device", "device " + std::to_string(t.device) +
                                                    " is out of range (0.." +
                                                    std::to_string(g.devices - 1) + ")");
            break;
        case TaskKind::Transfer:
            server(t.src, "src");
            server(t.dst, "dst");
            break;
        case TaskKind::AllReduce: {
            if (t.members.empty()) throw InputError(p + "/members", "must not be empty");
            for (int m : t.members) server(m, "members");
            std::vector<int> sorted = t.members;
            std::sort(sorted.begin(), sorted.end());
            if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
                throw InputError(p + "/members", "a server appears twice");
            break;
        }
        }
        for (int s : t.successors)
            if (s < 0 || s >= n || s == i)
                throw InputError(p + "/successors", "task " + std::to_string(s) +
                                                        " is not another task of the graph");
    }
}

enum class EventType { ComputeDone, FlowSent, Deliver, AllReduceStart, TransferDone };

struct Event {
    double time;
    long long seq;
    EventType type;
    int id;
    int version;
    double bytes;
    bool operator>(const Event& o) const
    {
        return time != o.time ? time > o.time : seq > o.seq;
    }
};

/// A set of flows whose joint delivery completes something: a Transfer task, or one step of
/// a directed ring.
struct Job {
    int pending = 0;
    bool ringStep = false;
    int ref = 0; // task index, or ring-run index
};

struct RingRun {
    int task = 0;
    sim::DirectedRing ring;
    int step = 0;
    int steps = 0;
};

class Engine {
public:
    Engine(const TaskGraph& g, const Topology& topo, const SimOptions& o, const CancelToken* c)
        : m_g(g), m_opt(o), m_cancel(c), m_routing(topo, o.maxEcmpPaths), m_planner(topo),
          m_net(capacities(), &m_routing.channelPool())
    {
        m_latencyMs = o.latencyUs / 1000.0;
        const std::size_t n = g.tasks.size();
        m_indeg.assign(n, 0);
        for (const SimTask& t : g.tasks)
            for (int s : t.successors) ++m_indeg[static_cast<std::size_t>(s)];
        m_ready.assign(n, 0);
        m_start.assign(n, 0);
        m_finish.assign(n, -1);
        m_cause.assign(n, -1);
        m_deviceWait.assign(n, -1);
        m_pendingRings.assign(n, 0);
        m_devQueue.resize(static_cast<std::size_t>(std::max(0, g.devices)));
        m_devBusy.assign(m_devQueue.size(), 0);
        m_devLast.assign(m_devQueue.size(), -1);
        m_nvlinkOffset.assign(static_cast<std::size_t>(g.servers), -1);
    }

    SimResult run();

private:
    std::vector<double> capacities() const
    {
        std::vector<double> cap;
        for (int c = 0; c < m_routing.channels(); ++c) cap.push_back(m_routing.capacity(c));
        // One NVLink resource per server, numbered after the channels.
        for (int s = 0; s < m_g.servers; ++s)
            cap.push_back(m_opt.nvlinkGbps * kBytesPerMsPerGbps);
        return cap;
    }

    void push(double time, EventType type, int id, int version = 0, double bytes = 0)
    {
        m_events.push({time, m_seq++, type, id, version, bytes});
    }

    void makeReady(int i, double t);
    void tryStartDevice(int device, double t);
    void complete(int i, double t);
    int addFlows(int job, int src, int dst, double bytes);
    void startRingStep(int run, double t);
    void jobDone(int job, double t);
    void handle(const Event& e, double t);
    SimResult collect(double end);

    const TaskGraph& m_g;
    SimOptions m_opt;
    const CancelToken* m_cancel;
    sim::SimRouting m_routing;
    sim::RingPlanner m_planner;
    sim::FlowNetwork m_net;
    double m_latencyMs = 0;

    std::priority_queue<Event, std::vector<Event>, std::greater<Event>> m_events;
    long long m_seq = 0;
    bool m_dirty = false;
    std::vector<int> m_changed;

    std::vector<int> m_indeg;
    std::vector<double> m_ready, m_start, m_finish;
    std::vector<int> m_cause, m_deviceWait, m_pendingRings;
    using Waiting = std::pair<double, int>; // ready time, task
    std::vector<std::priority_queue<Waiting, std::vector<Waiting>, std::greater<Waiting>>>
        m_devQueue;
    std::vector<char> m_devBusy;
    std::vector<int> m_devLast;
    std::vector<int> m_nvlinkOffset;
    std::vector<Job> m_jobs;
    std::vector<RingRun> m_runs;
    std::vector<double> m_flowBytes;
    std::vector<int> m_flowJob, m_flowHops;
    double m_sent = 0, m_delivered = 0;
    long long m_flowCount = 0, m_eventCount = 0;
    std::size_t m_done = 0;
};

void Engine::makeReady(int i, double t)
{
    const SimTask& task = m_g.tasks[static_cast<std::size_t>(i)];
    m_ready[static_cast<std::size_t>(i)] = t;
    switch (task.kind) {
    case TaskKind::Compute:
        m_devQueue[static_cast<std::size_t>(task.device)].push({t, i});
        tryStartDevice(task.device, t);
        break;
    case TaskKind::Transfer: {
        m_start[static_cast<std::size_t>(i)] = t;
        double bytes = task.bytes;
        if (task.src != task.dst) bytes = std::max(bytes, m_opt.minFlowBytes);
        if (bytes <= 0) {
            // Nothing to send: only the path latency remains.
            const double hops =
                task.src == task.dst ? 0 : m_routing.paths(task.src, task.dst).front().length;
            push(t + hops * m_latencyMs, EventType::TransferDone, i);
            break;
        }
        const int job = static_cast<int>(m_jobs.size());
        m_jobs.push_back({0, false, i});
        m_jobs.back().pending = addFlows(job, task.src, task.dst, bytes);
        break;
    }
    case TaskKind::AllReduce:
        m_start[static_cast<std::size_t>(i)] = t;
        push(t + task.durationMs, EventType::AllReduceStart, i);
        break;
    }
}

int Engine::addFlows(int job, int src, int dst, double bytes)
{
    // NVLink copies use one resource but cross no network hop (no latency).
    const auto add = [&](int offset, int length, double b, int hops) {
        const int id = m_net.addFlow(offset, length, b, job);
        if (static_cast<std::size_t>(id) >= m_flowBytes.size()) {
            m_flowBytes.resize(static_cast<std::size_t>(id) + 1);
            m_flowJob.resize(static_cast<std::size_t>(id) + 1);
            m_flowHops.resize(static_cast<std::size_t>(id) + 1);
        }
        m_flowHops[static_cast<std::size_t>(id)] = hops;
        m_flowBytes[static_cast<std::size_t>(id)] = b;
        m_flowJob[static_cast<std::size_t>(id)] = job;
        m_sent += b;
        ++m_flowCount;
    };
    m_dirty = true;
    if (src == dst) {
        int& offset = m_nvlinkOffset[static_cast<std::size_t>(src)];
        if (offset < 0) offset = m_routing.appendSingleton(m_routing.channels() + src);
        add(offset, 1, bytes, 0);
        return 1;
    }
    const std::vector<sim::ChannelPath>& paths = m_routing.paths(src, dst);
    for (const sim::ChannelPath& p : paths) add(p.offset, p.length, bytes * p.share, p.length);
    return static_cast<int>(paths.size());
}

void Engine::tryStartDevice(int device, double t)
{
    const std::size_t d = static_cast<std::size_t>(device);
    if (m_devBusy[d] || m_devQueue[d].empty()) return;
    const int i = m_devQueue[d].top().second;
    m_devQueue[d].pop();
    const std::size_t u = static_cast<std::size_t>(i);
    m_start[u] = t;
    // Waited for the device: the task that held it is on this task's critical chain.
    if (t > m_ready[u] + kSameTimeMs) m_deviceWait[u] = m_devLast[d];
    m_devLast[d] = i;
    m_devBusy[d] = 1;
    push(t + m_g.tasks[u].durationMs, EventType::ComputeDone, i);
}

void Engine::complete(int i, double t)
{
    m_finish[static_cast<std::size_t>(i)] = t;
    ++m_done;
    for (int s : m_g.tasks[static_cast<std::size_t>(i)].successors)
        if (--m_indeg[static_cast<std::size_t>(s)] == 0) {
            m_cause[static_cast<std::size_t>(s)] = i;
            makeReady(s, t);
        }
}

void Engine::startRingStep(int run, double /*t*/)
{
    const RingRun& r = m_runs[static_cast<std::size_t>(run)];
    const int job = static_cast<int>(m_jobs.size());
    m_jobs.push_back({0, true, run});
    int pending = 0;
    for (std::size_t i = 0; i < r.ring.servers.size(); ++i)
        pending += addFlows(job, r.ring.servers[i],
                            r.ring.servers[static_cast<std::size_t>(r.ring.next[i])],
                            r.ring.stepBytes);
    m_jobs[static_cast<std::size_t>(job)].pending = pending;
}

void Engine::jobDone(int job, double t)
{
    const Job& j = m_jobs[static_cast<std::size_t>(job)];
    if (!j.ringStep) {
        complete(j.ref, t);
        return;
    }
    RingRun& r = m_runs[static_cast<std::size_t>(j.ref)];
    if (++r.step < r.steps) {
        startRingStep(j.ref, t);
        return;
    }
    if (--m_pendingRings[static_cast<std::size_t>(r.task)] == 0) complete(r.task, t);
}

void Engine::handle(const Event& e, double t)
{
    switch (e.type) {
    case EventType::ComputeDone: {
        const int device = m_g.tasks[static_cast<std::size_t>(e.id)].device;
        m_devBusy[static_cast<std::size_t>(device)] = 0;
        complete(e.id, t);
        tryStartDevice(device, t);
        break;
    }
    case EventType::FlowSent: {
        if (m_net.version(e.id) != e.version) break; // rescheduled or already gone
        const int job = m_flowJob[static_cast<std::size_t>(e.id)];
        const double bytes = m_flowBytes[static_cast<std::size_t>(e.id)];
        const int hops = m_flowHops[static_cast<std::size_t>(e.id)];
        m_net.removeFlow(e.id);
        m_dirty = true;
        const double delay = hops * m_latencyMs;
        if (delay > 0) {
            push(t + delay, EventType::Deliver, job, 0, bytes);
        } else {
            m_delivered += bytes;
            if (--m_jobs[static_cast<std::size_t>(job)].pending == 0) jobDone(job, t);
        }
        break;
    }
    case EventType::Deliver:
        m_delivered += e.bytes;
        if (--m_jobs[static_cast<std::size_t>(e.id)].pending == 0) jobDone(e.id, t);
        break;
    case EventType::AllReduceStart: {
        const SimTask& task = m_g.tasks[static_cast<std::size_t>(e.id)];
        if (task.members.size() < 2 || task.bytes <= 0) {
            complete(e.id, t);
            break;
        }
        const std::vector<sim::DirectedRing> rings = m_planner.plan(task, m_opt.chunksPerRing);
        m_pendingRings[static_cast<std::size_t>(e.id)] = static_cast<int>(rings.size());
        const int steps = 2 * (static_cast<int>(task.members.size()) - 1);
        for (const sim::DirectedRing& ring : rings) {
            m_runs.push_back({e.id, ring, 0, steps});
            startRingStep(static_cast<int>(m_runs.size()) - 1, t);
        }
        break;
    }
    case EventType::TransferDone:
        complete(e.id, t);
        break;
    }
}

SimResult Engine::run()
{
    const int n = static_cast<int>(m_g.tasks.size());
    for (int i = 0; i < n; ++i)
        if (m_indeg[static_cast<std::size_t>(i)] == 0) makeReady(i, 0);
    double now = 0;
    while (!m_events.empty()) {
        now = m_events.top().time;
        m_net.advanceTo(now);
        // Everything due now (up to rounding) before one reallocation of the flow rates.
        while (!m_events.empty() && m_events.top().time <= now + kSameTimeMs) {
            const Event e = m_events.top();
            m_events.pop();
            ++m_eventCount;
            if ((m_eventCount & 4095) == 0 && m_cancel) m_cancel->check();
            handle(e, now);
        }
        if (m_dirty) {
            m_dirty = false;
            m_changed.clear();
            m_net.reallocate(m_changed);
            for (int id : m_changed)
                push(m_net.finishTime(id), EventType::FlowSent, id, m_net.version(id));
        }
    }
    if (m_done != m_g.tasks.size()) {
        int first = 0;
        while (m_finish[static_cast<std::size_t>(first)] >= 0) ++first;
        throw InputError("/tasks", "the dependencies form a cycle: " +
                                       std::to_string(m_g.tasks.size() - m_done) +
                                       " tasks never became ready (e.g. task " +
                                       std::to_string(first) + ")");
    }
    return collect(now);
}

SimResult Engine::collect(double /*end*/)
{
    SimResult r;
    const int n = static_cast<int>(m_g.tasks.size());
    int last = -1;
    for (int i = 0; i < n; ++i)
        if (last < 0 || m_finish[static_cast<std::size_t>(i)] > m_finish[static_cast<std::size_t>(last)])
            last = i;
    r.iterationMs = last >= 0 ? m_finish[static_cast<std::size_t>(last)] : 0;

    std::vector<double> busy(static_cast<std::size_t>(std::max(0, m_g.devices)), 0);
    for (const SimTask& t : m_g.tasks)
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
        const int viaDevice = m_deviceWait[static_cast<std::size_t>(cur)];
        cur = viaDevice >= 0 ? viaDevice : m_cause[static_cast<std::size_t>(cur)];
    }
    std::reverse(chain.begin(), chain.end());
    for (int i : chain) {
        const SimTask& t = m_g.tasks[static_cast<std::size_t>(i)];
        std::string label = t.label;
        if (label.empty()) {
            label = t.kind == TaskKind::Compute    ? "compute #" + std::to_string(i)
                    : t.kind == TaskKind::Transfer ? "transfer #" + std::to_string(i) + " s" +
                                                         std::to_string(t.src) + "->s" +
                                                         std::to_string(t.dst)
                                                   : "allreduce #" + std::to_string(i) + " " +
                                                         t.group;
        }
        r.criticalPath.push_back(std::move(label));
    }
    r.exposedCommMs = std::max(0.0, r.iterationMs - criticalCompute);

    const std::vector<double>& bytes = m_net.resourceBytes();
    const std::vector<double>& busyMs = m_net.resourceBusyMs();
    for (int c = 0; c < m_routing.channels(); ++c) {
        LinkUse use;
        use.a = m_routing.channelFrom(c);
        use.b = m_routing.channelTo(c);
        use.bytes = bytes[static_cast<std::size_t>(c)];
        use.busyFraction =
            r.iterationMs > 0 ? std::min(1.0, busyMs[static_cast<std::size_t>(c)] / r.iterationMs)
                              : 0;
        use.capacityGbps = m_routing.capacity(c) / kBytesPerMsPerGbps;
        r.links.push_back(use);
    }
    r.bytesSent = m_sent;
    r.bytesDelivered = m_delivered;
    r.flows = m_flowCount;
    r.events = m_eventCount;
    return r;
}

} // namespace

SimResult simulate(const TaskGraph& graph, const Topology& topology, const SimOptions& options,
                   const CancelToken* cancel)
{
    if (!std::isfinite(options.latencyUs) || options.latencyUs < 0)
        throw InputError("latency_us", "must be a finite number >= 0");
    if (!std::isfinite(options.nvlinkGbps) || options.nvlinkGbps <= 0)
        throw InputError("nvlink_gbps", "must be a finite number > 0");
    if (!std::isfinite(options.minFlowBytes) || options.minFlowBytes < 0)
        throw InputError("min_flow_bytes", "must be a finite number >= 0");
    validate(graph, topology);
    Engine engine(graph, topology, options, cancel);
    return engine.run();
}

} // namespace topoopt
