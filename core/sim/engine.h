// The simulator's event loop: a task graph run on a fabric's flow network, event by event.
// simulate() (simulator.h) is its entry point; engine.cpp holds the loop, engineresult.cpp what
// it reports at the end (and the bound a cut-off search checks on the way).
#pragma once

#include <cstdint>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

#include "common/cancel.h"
#include "sim/eventqueue.h"
#include "sim/flownetwork.h"
#include "sim/simfabric.h"
#include "sim/simrouting.h"
#include "sim/simulator.h"

namespace topoopt::sim {

/// Bytes per ms that one Gbps carries.
inline constexpr double kBytesPerMsPerGbps = 125000.0;
/// Events closer than this (ms, one picosecond) are processed together: the flows of a ring
/// step finish "at once" up to rounding, and one reallocation then serves them all.
inline constexpr double kSameTimeMs = 1e-9;

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

/// One simulation: built for one task graph on one fabric (whose routes, ring plans and flow
/// network storage it borrows), run once.
class Engine {
public:
    Engine(const TaskGraph& g, SimFabric& fabric, const SimOptions& o, const CancelToken* c,
           const SimCutoff* cutoff = nullptr);

    SimResult run();

private:
    std::vector<double> capacities() const;

    void push(double time, EventType type, int id) { m_events.push({time, m_seq++, type, id}); }

    const PairUse& pairUse(int src, int dst, std::uint64_t salt);
    void addFlow(const std::vector<ResourceUse>& uses, double amount, const FlowInfo& info);
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
    SimFabric& m_fabric;
    SimRouting& m_routing;
    const RingPlanner& m_planner;
    FlowNetwork m_net;
    double m_latencyMs = 0;
    double m_batchMs = 0; // how far past now finishedBy() looks: rounding or the resolution

    EventQueue m_events;
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
    UseSum m_ringUses;              // one directed ring's hops, summed
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

} // namespace topoopt::sim
