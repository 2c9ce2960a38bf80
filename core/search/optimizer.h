// The alternating co-optimizer (topologyfinder.md 4): MCMC over parallelization strategies
// with the topology fixed, then TopologyFinder on the best strategy's traffic, repeated.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "common/cancel.h"
#include "common/limits.h"
#include "device/devicemodel.h"
#include "model/model.h"
#include "scenario/scenario.h"
#include "search/progress.h"
#include "sim/lowerbound.h"
#include "sim/simfabric.h"
#include "sim/simulator.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/strategy.h"
#include "topology/buildtopology.h"
#include "traffic/traffic.h"

namespace topoopt {

struct OptimizerOptions {
    /// Total proposals over the whole run, split evenly over the rounds.
    int proposals = 4000;
    /// Alternation rounds; only kind "topoopt" alternates, other kinds search strategies once.
    int rounds = 8;
    std::uint64_t seed = 1;
    /// Metropolis temperature: accept a worse t' with probability exp(-alpha (t' - t)), t in ms.
    double alpha = 1.0;
    /// Use exp(-alpha (t' - t) / t) instead ([ours]: the same behaviour for small and large
    /// models).
    bool relative = false;
    /// Stop a round's search after this many proposals without a new best (0: never).
    int patience = 0;
    /// Start from the zoo's default strategy (true) or from pure data parallelism.
    bool startFromDefault = true;
    /// Start from this strategy instead (the design on screen in the studio).
    std::optional<Strategy> startStrategy;
    /// Start on this topology instead of building one for the start strategy's traffic (a
    /// hand-edited design). The topology plane still rebuilds with the TopologyOptions' kind.
    std::optional<Topology> startTopology;
    /// Reuse the simulated time of a task graph already evaluated on the current topology
    /// (a proposal that returns to a visited strategy, or a move that changed nothing the
    /// simulator sees, such as the parameter mode of an operator on one server) instead of
    /// simulating it again. The simulator is deterministic, so the run is identical either
    /// way; only the number of simulations differs.
    bool reuseEvaluations = true;
    /// Draw the Metropolis number first, then skip or stop a proposal's simulation as soon as
    /// a proven lower bound on its time (iterationLowerBound before simulating, SimCutoff
    /// while simulating) is one at which that draw rejects it: it then cannot be accepted nor
    /// be a new best. The chain, the best strategy and every acceptance are identical either
    /// way; only the history differs: such a proposal records the bound, flagged
    /// ProposalEvent::lowerBound, instead of its exact time. With a time resolution the bound
    /// before simulating is still one on the exact time, which the resolution's time may
    /// undercut by a little, so there the two can differ in a close call.
    bool skipDecidedProposals = true;
    /// [beyond the paper] After each round's TopologyFinder step, try this many random local
    /// changes of the fabric (proposeTopologyMove: swap a ring permutation or two MP links)
    /// and keep each that lowers the best strategy's simulated time. Kind topoopt only.
    int topologyMoves = 0;
    /// [ours] Time resolution of every simulation of the run, in microseconds
    /// (SimOptions::timeResolutionMs; 0: exact). Flows starting or ending within it of each
    /// other share one rate reallocation: at 50 us a DLRM-128 search runs about 3.3x faster for
    /// times within about 0.2 % (README, "How the search saves time"). The start, the
    /// proposals and the history are all simulated at it, so they stay comparable; the best is
    /// simulated exactly at the end (OptimizeResult::simulation). kAutoTimeResolution (a
    /// scenario's default): autoTimeResolutionUs of the start's exact time on the start's
    /// fabric.
    double timeResolutionUs = 0;
    /// Threads that evaluate strategy proposals (0: one per hardware thread). With n > 1 the
    /// search evaluates the next n proposals at once, each drawn as if the ones before it were
    /// rejected (the usual outcome), and keeps the evaluations up to the first accepted one;
    /// the rest are drawn again from the new state. The run (history, best, counts) is the
    /// same for any n; only the wall time and the discarded work differ.
    int threads = 1;
    /// The most tasks a proposal's task graph may have. A proposal past it is refused without
    /// a simulation (ProposalEvent::refused) and the search goes on; a start past it fails the
    /// run. Every run has limits::kMaxTasks, which a move on thousands of servers can pass
    /// (one operator spread over all of them); tests lower it to reach one on a small cluster.
    std::size_t maxTasks = limits::kMaxTasks;
};

OptimizerOptions optimizerOptionsFor(const Scenario& scenario);

/// The resolution an automatic search runs at, for a start that takes `exactIterationMs`
/// exactly: 0.3 % of it, in whole microseconds (0, exact, below 167 us). Six DLRM-128
/// searches of 4,000 proposals at 200 us (0.29 % of 69.96 ms) ended on strategies as fast
/// as the exact searches of the same seeds, in a third of the CPU (docs/results-128.md 2j).
double autoTimeResolutionUs(double exactIterationMs);

/// Everything a run produced; a cancelled run still holds a valid best result.
struct OptimizeResult {
    Strategy startStrategy;
    double startMs = 0;
    Strategy bestStrategy;
    double bestMs = 0;
    Traffic traffic;   ///< of the best strategy
    Topology topology; ///< the topology the best time was simulated on
    SimResult simulation; ///< of the best strategy, exact unless the run was cancelled
    std::vector<ProposalEvent> history;
    std::vector<AlternationEvent> alternations; ///< topology left empty to keep results small
    bool cancelled = false;
    /// Iterations simulated, and proposals answered from earlier evaluations instead
    /// (OptimizerOptions::reuseEvaluations).
    long long simulations = 0;
    long long reusedEvaluations = 0;
    /// Proposals rejected on their lower bound without a simulation
    /// (OptimizerOptions::skipDecidedProposals).
    long long decidedByBound = 0;
    /// Proposals refused as too large to simulate (OptimizerOptions::maxTasks).
    long long refused = 0;
    /// When the search ran at a time resolution: the best strategy simulated exactly on
    /// `topology`, since the search may favour a strategy whose time the resolution flatters;
    /// `simulation` is then that exact simulation, and `bestMs` the time at the resolution.
    /// A best that is slower exactly than the start gives way to the start (its strategy,
    /// fabric and times), so the result is never slower than the start, exactly either.
    /// 0 for exact searches and cancelled runs.
    double exactBestMs = 0;
    /// The same for the start strategy on the start's fabric (what `startMs` is at the
    /// resolution).
    double exactStartMs = 0;
    /// The time resolution the search ran at, in microseconds (0: exact), auto resolved.
    double timeResolutionUs = 0;
};

/// One evaluation: the iteration time of a strategy on a topology, through the task graph.
class Evaluator {
public:
    /// `timeResolutionMs`: SimOptions::timeResolutionMs of every simulation; `maxTasks`:
    /// TaskGraphOptions::maxTasks of every task graph.
    Evaluator(const Model& model, const Cluster& cluster, const DeviceModel& device,
              double timeResolutionMs = 0, std::size_t maxTasks = limits::kMaxTasks);
    SimResult simulate(const Strategy& strategy, const Topology& topology,
                       const CancelToken* cancel = nullptr) const;
    /// The task graph of one iteration of `strategy`.
    TaskGraph taskGraph(const Strategy& strategy) const;
    /// The same into `graph`, reusing its storage (buildTaskGraph), with the tasks unnamed
    /// (TaskGraphOptions::labels): a search proposal's.
    void proposalGraph(const Strategy& strategy, TaskGraph& graph) const;
    /// simulate() and iterationLowerBound() on a graph from taskGraph().
    SimResult simulate(const TaskGraph& graph, sim::SimFabric& fabric,
                       const CancelToken* cancel = nullptr,
                       const SimCutoff* cutoff = nullptr) const;
    IterationBound bound(const TaskGraph& graph, sim::SimFabric& fabric) const;
    /// The same on a prepared fabric (its routes are kept for the next call).
    SimResult simulate(const Strategy& strategy, sim::SimFabric& fabric,
                       const CancelToken* cancel = nullptr) const;
    /// A fabric for `topology` with the evaluator's simulator options.
    std::unique_ptr<sim::SimFabric> prepare(const Topology& topology) const;
    const Model& model() const { return m_model; }
    const Cluster& cluster() const { return m_cluster; }
    const DeviceModel& device() const { return m_device; }

private:
    const Model& m_model;
    const Cluster& m_cluster;
    const DeviceModel& m_device;
    SimOptions m_simOptions;
    TaskGraphOptions m_graphOptions;
};

class Optimizer {
public:
    Optimizer(const Model& model, const Cluster& cluster, const DeviceModel& device,
              TopologyOptions topologyOptions, OptimizerOptions options);

    /// Runs the search. Events go to `observer` (may be null) on this thread. Cancelling
    /// returns the best result found so far with `cancelled` set.
    OptimizeResult run(SearchObserver* observer, const CancelToken& cancel) const;

private:
    /// run() for kAutoTimeResolution: the start simulated exactly picks the resolution.
    OptimizeResult runAtAutoResolution(SearchObserver* observer, const CancelToken& cancel) const;
    /// run() at a resolution in microseconds (or exact); `exactStartMs`: the start's exact
    /// time when known already (0: simulate it at the end when the resolution is not 0).
    OptimizeResult search(SearchObserver* observer, const CancelToken& cancel,
                          double exactStartMs) const;
    /// OptimizerOptions::startStrategy, or the one startFromDefault names.
    Strategy startStrategy() const;
    struct Chain;
    struct Proposal;
    /// The fabric proposal `slot` of a window is evaluated on (0: the chain's own).
    sim::SimFabric& fabricFor(Chain& chain, int slot) const;
    /// Metropolis acceptance probability of a time `ms` against the chain's current time.
    double acceptance(double ms, double currentMs) const;
    /// Takes an evaluated proposal's time into the chain and `event` (its time, whether it
    /// was accepted or decided by its bound); true when it is a new best.
    bool judge(Chain& chain, Proposal& proposal, ProposalEvent& event) const;
    /// The proposal's simulation, or (SimResult::cutOff) a proven bound at which `draw`
    /// already rejects it.
    SimResult evaluateUnlessDecided(const TaskGraph& graph, sim::SimFabric& fabric,
                                    double currentMs, double draw, const CancelToken& cancel) const;
    void searchStrategies(Chain& chain, int round, int budget, SearchObserver* observer,
                          const CancelToken& cancel) const;
    void searchTopology(Chain& chain, int round, const Traffic& traffic, SearchObserver* observer,
                        const CancelToken& cancel) const;

    Evaluator m_evaluator;
    TopologyOptions m_topologyOptions;
    OptimizerOptions m_options;
};

} // namespace topoopt
