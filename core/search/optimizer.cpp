// MCMC strategy search (FlexFlow-style Metropolis) alternated with TopologyFinder.
#include "search/optimizer.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <random>
#include <utility>

#include "common/parallel.h"
#include "search/topologymoves.h"
#include "sim/taskgraphbuilder.h"
#include "sim/taskgraphkey.h"
#include "strategy/defaultstrategy.h"
#include "strategy/neighbour.h"
#include "traffic/extract.h"

namespace topoopt {

OptimizerOptions optimizerOptionsFor(const Scenario& s)
{
    OptimizerOptions o;
    o.proposals = s.search.proposals;
    o.rounds = s.search.rounds;
    o.seed = s.search.seed;
    o.alpha = s.search.alpha;
    o.relative = s.search.relative;
    o.patience = s.search.patience;
    o.topologyMoves = s.search.topologyMoves;
    o.timeResolutionUs = s.search.timeResolutionUs;
    return o;
}

double autoTimeResolutionUs(double exactIterationMs)
{
    return std::round(exactIterationMs * 1000.0 * 0.003);
}

/// The state of the Markov chain and the best point seen, carried across rounds.
struct Optimizer::Chain {
    std::mt19937_64 rng;
    Strategy current;
    double currentMs = 0;
    Strategy best;
    double bestMs = 0;
    Topology topology;
    /// `topology` prepared for the simulator, reused by every proposal on it.
    std::unique_ptr<sim::SimFabric> fabric;
    SimResult bestSimulation;
    int step = 0;
    OptimizeResult* result = nullptr;
    /// Iteration times of the task graphs simulated on `topology` (cleared when it changes),
    /// by taskGraphKey: a proposal that returns to a visited strategy, or whose move changes
    /// nothing the simulator sees (an operator on one server made replicated), is not
    /// simulated again. About a tenth of a DLRM-128 search's proposals are such moves.
    std::map<TaskGraphKey, double> evaluated;
    /// More fabrics of `topology` for proposals evaluated at once (a fabric's route caches
    /// are not shared between threads); `sparesOf` is the fabric they were made beside.
    std::vector<std::unique_ptr<sim::SimFabric>> spares;
    const sim::SimFabric* sparesOf = nullptr;
};

Optimizer::Optimizer(const Model& model, const Cluster& cluster, const DeviceModel& device,
                     TopologyOptions topologyOptions, OptimizerOptions options)
    : m_evaluator(
          model, cluster, device,
          options.timeResolutionUs == kAutoTimeResolution ? 0 : options.timeResolutionUs / 1000.0,
          options.maxTasks),
      m_topologyOptions(std::move(topologyOptions)), m_options(options)
{
}

double Optimizer::acceptance(double ms, double currentMs) const
{
    const double delta = ms - currentMs;
    return std::exp(-m_options.alpha * (m_options.relative ? delta / currentMs : delta));
}

SimResult Optimizer::evaluateUnlessDecided(const TaskGraph& graph, sim::SimFabric& fabric,
                                           double currentMs, double draw,
                                           const CancelToken& cancel) const
{
    // Any time at or above `decided` is rejected by this draw (exp(-alpha (t' - t)) <= draw)
    // and is no new best (t' > current >= best). The bound may already be there; if not, the
    // simulation stops as soon as it proves the time is.
    const bool rejects = draw > 0 && m_options.alpha > 0;
    double decided = std::numeric_limits<double>::infinity();
    if (rejects) {
        const double margin = std::log(1.0 / draw) / m_options.alpha;
        decided = m_options.relative ? currentMs * (1.0 + margin) : currentMs + margin;
        decided *= 1.0 + 1e-9; // clear of rounding: the test below must agree
    }
    const auto isDecided = [&](double ms) {
        return ms >= decided && ms > currentMs && !(draw < acceptance(ms, currentMs));
    };
    IterationBound bound = m_evaluator.bound(graph, fabric);
    if (isDecided(bound.iterationMs)) {
        SimResult r;
        r.iterationMs = bound.iterationMs;
        r.cutOff = true;
        return r;
    }
    SimCutoff cutoff;
    cutoff.atLeastMs = decided;
    cutoff.durationMs = std::move(bound.taskDurationMs);
    cutoff.tailMs = std::move(bound.taskTailMs);
    cutoff.resourceBytes = std::move(bound.resourceBytes);
    cutoff.resourceTailMs = std::move(bound.resourceTailMs);
    SimResult r = m_evaluator.simulate(graph, fabric, &cancel, rejects ? &cutoff : nullptr);
    if (r.cutOff && !isDecided(r.iterationMs)) // cannot happen past the margin; stay exact
        r = m_evaluator.simulate(graph, fabric, &cancel);
    return r;
}

/// A strategy proposal drawn ahead of its turn, and what evaluating it gave.
struct Optimizer::Proposal {
    Strategy candidate;
    std::string move;
    double draw = 0;
    /// Of its task graph, set when it is evaluated.
    TaskGraphKey key;
    /// The chain's time it is judged against when every proposal before it is rejected.
    double currentMs = 0;
    /// Why its task graph was refused as too large (ProposalEvent::refused), if it was.
    std::string refused;
    SimResult sim;
    /// The chain's random stream after this proposal's draws.
    std::mt19937_64 rngAfter;
};

sim::SimFabric& Optimizer::fabricFor(Chain& chain, int slot) const
{
    if (slot == 0) return *chain.fabric;
    if (chain.sparesOf != chain.fabric.get()) { // the topology changed since they were made
        chain.spares.clear();
        chain.sparesOf = chain.fabric.get();
    }
    while (static_cast<int>(chain.spares.size()) < slot)
        chain.spares.push_back(m_evaluator.prepare(chain.topology));
    return *chain.spares[static_cast<std::size_t>(slot - 1)];
}

bool Optimizer::judge(Chain& chain, Proposal& p, ProposalEvent& event) const
{
    // A task graph seen before on this topology cannot become a new best (its time was
    // compared with the best then, and the best only falls), so its time is all we need. It
    // may have been evaluated by a proposal just before it in this window.
    SimResult sim;
    const auto seen =
        m_options.reuseEvaluations ? chain.evaluated.find(p.key) : chain.evaluated.end();
    const bool reused = seen != chain.evaluated.end();
    if (reused) {
        sim.iterationMs = seen->second;
        ++chain.result->reusedEvaluations;
    } else {
        sim = std::move(p.sim);
        if (sim.cutOff) {
            event.lowerBound = true;
            ++chain.result->decidedByBound;
        } else {
            ++chain.result->simulations;
            if (m_options.reuseEvaluations) chain.evaluated.emplace(p.key, sim.iterationMs);
        }
    }
    const double t = sim.iterationMs;
    event.iterationMs = t;
    event.accepted = t < chain.currentMs || p.draw < acceptance(t, chain.currentMs);
    if (event.accepted) {
        chain.current = std::move(p.candidate);
        chain.currentMs = t;
    }
    if (!(t < chain.bestMs && !reused && !event.lowerBound)) return false;
    chain.best = event.accepted ? chain.current : p.candidate;
    chain.bestMs = t;
    chain.bestSimulation = std::move(sim);
    return true;
}

void Optimizer::searchStrategies(Chain& chain, int round, int budget, SearchObserver* observer,
                                 const CancelToken& cancel) const
{
    // Restart from the best every budget/100 proposals, as the published runs do.
    const int restartEvery = std::max(1, m_options.proposals / 100);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    const int threads = workerCount(m_options.threads, budget);
    int sinceImprovement = 0;
    std::vector<Proposal> ahead;
    // One task graph per job slot, rebuilt in place for each proposal (Evaluator::proposalGraph).
    std::vector<TaskGraph> graphs(static_cast<std::size_t>(threads));
    for (int i = 0; i < budget;) {
        if (cancel.isCancelled()) return;
        // Draw the next proposals as the chain would if each were rejected: from the current
        // strategy, or from the best after a restart (a rejected proposal changes neither).
        const int window = std::min(threads, budget - i);
        ahead.assign(static_cast<std::size_t>(window), Proposal{});
        std::vector<std::reference_wrapper<sim::SimFabric>> fabrics;
        for (int k = 0; k < window; ++k)
            fabrics.emplace_back(fabricFor(chain, k));
        std::mt19937_64 rng = chain.rng;
        bool fromBest = false;
        for (int k = 0; k < window; ++k) {
            Proposal& p = ahead[static_cast<std::size_t>(k)];
            fromBest = fromBest || (k > 0 && (i + k) % restartEvery == 0);
            p.candidate = fromBest ? chain.best : chain.current;
            p.currentMs = fromBest ? chain.bestMs : chain.currentMs;
            p.move = proposeNeighbour(p.candidate, m_evaluator.model(), m_evaluator.cluster(),
                                      m_evaluator.device().memoryBytes(), rng);
            // Drawn before evaluating (the random stream is the same: evaluation draws
            // nothing), so a lower bound can settle the Metropolis test before any simulation.
            p.draw = uniform(rng);
            p.rngAfter = rng;
        }
        runJobs(window, window, [&](int k) {
            Proposal& p = ahead[static_cast<std::size_t>(k)];
            try {
                // Unnamed: the names are only read on the best's critical path, which run()
                // names at the end.
                TaskGraph& graph = graphs[static_cast<std::size_t>(k)];
                m_evaluator.proposalGraph(p.candidate, graph);
                p.key = taskGraphKey(graph);
                // The cache is only written between windows, so every job may read it.
                if (m_options.reuseEvaluations && chain.evaluated.contains(p.key)) return;
                sim::SimFabric& fabric = fabrics[static_cast<std::size_t>(k)].get();
                p.sim = m_options.skipDecidedProposals
                            ? evaluateUnlessDecided(graph, fabric, p.currentMs, p.draw, cancel)
                            : m_evaluator.simulate(graph, fabric, &cancel);
            } catch (const Cancelled&) {
                // The loop below stops at the token before it reaches this proposal.
            } catch (const TooLargeError& e) {
                // One move can spread an operator over thousands of servers; the chain
                // stays where it is, as for any rejected proposal.
                p.refused = failureText(e);
            }
        });
        // Take them in order, as one at a time would, up to the first the chain accepts.
        for (Proposal& p : ahead) {
            if (cancel.isCancelled()) return; // stop where one at a time would stop
            ProposalEvent event;
            event.round = round;
            event.step = chain.step++;
            event.plane = SearchPlane::Strategy;
            event.move = std::move(p.move);
            chain.rng = p.rngAfter;
            bool improved = false;
            if (p.refused.empty()) {
                improved = judge(chain, p, event);
            } else {
                event.refused = std::move(p.refused);
                ++chain.result->refused;
            }
            sinceImprovement = improved ? 0 : sinceImprovement + 1;
            event.bestMs = chain.bestMs;
            const bool accepted = event.accepted;
            chain.result->history.push_back(event);
            if (observer) observer->onProposal(event);
            if (++i % restartEvery == 0) {
                chain.current = chain.best;
                chain.currentMs = chain.bestMs;
            }
            if (m_options.patience > 0 && sinceImprovement >= m_options.patience) return;
            if (accepted) break; // the proposals after it were drawn from another state
        }
    }
}

void Optimizer::searchTopology(Chain& chain, int round, const Traffic& traffic,
                               SearchObserver* observer, const CancelToken& cancel) const
{
    // A random stream of its own, so turning moves on leaves the strategy proposals' draws
    // where they were.
    std::mt19937_64 rng(m_options.seed ^
                        (0x9e3779b97f4a7c15ull * static_cast<unsigned>(round + 1)));
    for (int i = 0; i < m_options.topologyMoves && !cancel.isCancelled(); ++i) {
        std::optional<TopologyMove> move =
            proposeTopologyMove(chain.topology, traffic, m_topologyOptions, rng);
        if (!move) return;
        ProposalEvent event;
        event.round = round;
        event.step = chain.step++;
        event.plane = SearchPlane::Topology;
        event.move = move->description;
        try {
            std::unique_ptr<sim::SimFabric> fabric = m_evaluator.prepare(move->topology);
            const TaskGraph graph = m_evaluator.taskGraph(chain.best);
            SimResult sim = m_evaluator.simulate(graph, *fabric, &cancel);
            ++chain.result->simulations;
            event.iterationMs = sim.iterationMs;
            event.accepted = sim.iterationMs < chain.bestMs;
            if (event.accepted) {
                chain.topology = std::move(move->topology);
                chain.fabric = std::move(fabric);
                chain.evaluated.clear(); // times were for the old topology
                if (m_options.reuseEvaluations)
                    chain.evaluated.emplace(taskGraphKey(graph), sim.iterationMs);
                chain.bestMs = chain.currentMs = sim.iterationMs;
                chain.current = chain.best;
                chain.bestSimulation = std::move(sim);
            }
        } catch (const Cancelled&) {
            return;
        }
        event.bestMs = chain.bestMs;
        chain.result->history.push_back(event);
        if (observer) observer->onProposal(event);
    }
}

OptimizeResult Optimizer::runAtAutoResolution(SearchObserver* observer,
                                              const CancelToken& cancel) const
{
    const Model& model = m_evaluator.model();
    const Cluster& cluster = m_evaluator.cluster();
    OptimizerOptions resolved = m_options;
    resolved.startStrategy = startStrategy();
    if (!resolved.startTopology)
        resolved.startTopology = buildTopology(
            extractTraffic(model, *resolved.startStrategy, cluster), m_topologyOptions, &cancel);
    const Evaluator exact(model, cluster, m_evaluator.device(), 0, m_options.maxTasks);
    const double startMs =
        exact.simulate(*resolved.startStrategy, *resolved.startTopology, &cancel).iterationMs;
    resolved.timeResolutionUs = autoTimeResolutionUs(startMs);
    return Optimizer(model, cluster, m_evaluator.device(), m_topologyOptions, std::move(resolved))
        .search(observer, cancel, startMs);
}

Strategy Optimizer::startStrategy() const
{
    if (m_options.startStrategy) return *m_options.startStrategy;
    const Model& model = m_evaluator.model();
    const Cluster& cluster = m_evaluator.cluster();
    return m_options.startFromDefault
               ? defaultStrategy(model, cluster, m_evaluator.device().memoryBytes())
               : dataParallelStrategy(model, cluster);
}

OptimizeResult Optimizer::run(SearchObserver* observer, const CancelToken& cancel) const
{
    if (m_options.timeResolutionUs == kAutoTimeResolution)
        return runAtAutoResolution(observer, cancel);
    return search(observer, cancel, 0);
}

OptimizeResult Optimizer::search(SearchObserver* observer, const CancelToken& cancel,
                                 double exactStartMs) const
{
    const Model& model = m_evaluator.model();
    const Cluster& cluster = m_evaluator.cluster();
    OptimizeResult result;
    result.timeResolutionUs = m_options.timeResolutionUs;
    Chain chain;
    chain.rng.seed(m_options.seed);
    chain.result = &result;
    chain.current = startStrategy();
    chain.topology = m_options.startTopology
                         ? *m_options.startTopology
                         : buildTopology(extractTraffic(model, chain.current, cluster),
                                         m_topologyOptions, &cancel);
    chain.fabric = m_evaluator.prepare(chain.topology);
    {
        const TaskGraph graph = m_evaluator.taskGraph(chain.current);
        chain.bestSimulation = m_evaluator.simulate(graph, *chain.fabric, &cancel);
        if (m_options.reuseEvaluations)
            chain.evaluated.emplace(taskGraphKey(graph), chain.bestSimulation.iterationMs);
    }
    ++result.simulations;
    chain.currentMs = chain.bestMs = chain.bestSimulation.iterationMs;
    chain.best = chain.current;
    result.startStrategy = chain.current;
    result.startMs = chain.currentMs;
    // At a resolution the start is also simulated exactly at the end, on its own fabric.
    std::optional<Topology> startTopology;
    if (m_options.timeResolutionUs > 0) startTopology = chain.topology;

    const bool alternate = m_topologyOptions.kind == "topoopt";
    const int rounds = alternate ? std::max(1, m_options.rounds) : 1;
    const int perRound = m_options.proposals / rounds;
    int round = 0;
    for (; round < rounds && !cancel.isCancelled(); ++round) {
        const double bestBefore = chain.bestMs;
        const int budget = round + 1 == rounds ? m_options.proposals - perRound * round : perRound;
        searchStrategies(chain, round, budget, observer, cancel);
        if (!alternate || cancel.isCancelled()) break;
        // Communication x topology plane: TopologyFinder for the best strategy's traffic.
        AlternationEvent alt;
        alt.round = round;
        Traffic traffic;
        std::string choice; // the kept fabric's shared-cycle choice, when not the options' own
        try {
            traffic = extractTraffic(model, chain.best, cluster);
            const TaskGraph graph = m_evaluator.taskGraph(chain.best);
            // The fastest of TopologyFinder's fabrics for this traffic (one, unless disjoint
            // groups could share a cycle); a tie keeps the earlier, the rule's own.
            Topology candidate;
            std::unique_ptr<sim::SimFabric> fabric;
            SimResult sim;
            for (TopologyCandidate& c :
                 buildTopologyCandidates(traffic, m_topologyOptions, &cancel)) {
                std::unique_ptr<sim::SimFabric> f = m_evaluator.prepare(c.topology);
                SimResult s = m_evaluator.simulate(graph, *f, &cancel);
                ++result.simulations;
                if (fabric && !(s.iterationMs < sim.iterationMs)) continue;
                // Another choice than the options' own says so in the history.
                choice =
                    c.sharedCycle == m_topologyOptions.sharedCycle
                        ? std::string()
                        : std::string(" (shared cycle: ") + sharedCycleName(c.sharedCycle) + ")";
                candidate = std::move(c.topology);
                fabric = std::move(f);
                sim = std::move(s);
            }
            alt.iterationMs = sim.iterationMs;
            alt.topologyKept = sim.iterationMs < chain.bestMs;
            if (alt.topologyKept) {
                chain.topology = std::move(candidate);
                chain.fabric = std::move(fabric);
                chain.evaluated.clear(); // times were for the old topology
                if (m_options.reuseEvaluations)
                    chain.evaluated.emplace(taskGraphKey(graph), sim.iterationMs);
                chain.bestMs = sim.iterationMs;
                chain.bestSimulation = std::move(sim);
                chain.current = chain.best;
                chain.currentMs = chain.bestMs;
            }
        } catch (const Cancelled&) {
            break;
        }
        alt.bestMs = chain.bestMs;
        ProposalEvent event;
        event.round = round;
        event.step = chain.step++;
        event.plane = SearchPlane::Topology;
        event.iterationMs = alt.iterationMs;
        event.bestMs = chain.bestMs;
        event.accepted = alt.topologyKept;
        event.move = alt.topologyKept ? "new topology for the best strategy" + choice
                                      : "new topology rejected";
        result.history.push_back(event);
        if (observer) observer->onProposal(event);
        if (m_options.topologyMoves > 0 && !cancel.isCancelled()) {
            const double beforeMoves = chain.bestMs;
            searchTopology(chain, round, traffic, observer, cancel);
            if (chain.bestMs < beforeMoves) { // the round ends on the moved fabric
                alt.topologyKept = true;
                alt.bestMs = chain.bestMs;
            }
        }
        if (observer) {
            AlternationEvent withTopology = alt;
            withTopology.topology = chain.topology;
            observer->onAlternation(withTopology);
        }
        result.alternations.push_back(alt);
        if (!(chain.bestMs < bestBefore)) break; // neither plane improved this round
    }
    // The alternation converged before the proposal budget was spent: spend the rest on the
    // strategy, on the final topology, so every fabric of a comparison gets the same budget
    // ([ours]; the paper stops). A search with patience asked to stop on stagnation instead.
    const long long spent =
        std::count_if(result.history.begin(), result.history.end(),
                      [](const ProposalEvent& e) { return e.plane == SearchPlane::Strategy; });
    if (alternate && m_options.patience == 0 && spent < m_options.proposals &&
        !cancel.isCancelled())
        searchStrategies(chain, round + 1, m_options.proposals - static_cast<int>(spent), observer,
                         cancel);
    result.cancelled = cancel.isCancelled();
    result.simulation = std::move(chain.bestSimulation);
    if (m_options.timeResolutionUs > 0 && !result.cancelled) {
        try {
            // Both checks or neither, so a result never holds one exact end without the other.
            const Evaluator exact(model, cluster, m_evaluator.device());
            SimResult best = exact.simulate(chain.best, *chain.fabric, &cancel);
            const double startMs =
                exactStartMs > 0
                    ? exactStartMs
                    : exact.simulate(result.startStrategy, *startTopology, &cancel).iterationMs;
            if (best.iterationMs > startMs) {
                // The resolution flattered a design that is slower exactly: the start is the
                // better result (at 20 ms on a 64 ms iteration every "improvement" is such).
                chain.best = result.startStrategy;
                chain.bestMs = result.startMs;
                chain.topology = std::move(*startTopology);
                best = exact.simulate(chain.best, chain.topology, &cancel);
            }
            result.exactStartMs = startMs;
            result.exactBestMs = best.iterationMs;
            result.simulation = std::move(best);
        } catch (const Cancelled&) {
            result.cancelled = true; // stopped during the check: the search itself is complete
        }
    }
    result.bestStrategy = chain.best;
    result.bestMs = chain.bestMs;
    result.topology = chain.topology;
    labelCriticalPath(result.simulation, m_evaluator.taskGraph(chain.best));
    result.traffic = extractTraffic(model, chain.best, cluster);
    return result;
}

} // namespace topoopt
