// The MCMC loop: propose, simulate, accept by the Metropolis rule, restart from the best.
#include "strategysearch.h"

#include <cmath>
#include <random>

#include "device/devicemodel.h"
#include "strategy/neighbour.h"
#include "traffic/extract.h"

namespace topoopt::ui {

SearchJob strategySearchJob(std::shared_ptr<const PipelineContext> context)
{
    return [context](SearchObserver& observer, const CancelToken& cancel, PauseGate&) {
        const Scenario& s = context->scenario;
        const SearchSpec& spec = s.search;
        const double memory = DeviceModel::byName(s.cluster.gpu).memoryBytes();
        std::mt19937_64 rng(spec.seed);
        // A uniform draw in [0, 1) from rng() directly: the same on every standard library.
        auto uniform = [&rng] { return static_cast<double>(rng() >> 11) * 0x1.0p-53; };

        Topology topology = context->topology;
        Strategy current = context->strategy;
        double currentMs = context->simulation.iterationMs;
        Strategy best = current;
        double bestMs = currentMs;
        const int rounds = std::max(spec.rounds, 1);
        const int perRound = std::max(spec.proposals / rounds, 1);
        // spec 4: every budget / 100 proposals, restart from the best.
        const int restartEvery = std::max(spec.proposals / 100, 1);
        int step = 0;      // event index, both planes
        int evaluated = 0; // strategy proposals, against the budget
        for (int round = 0; round < rounds && evaluated < spec.proposals; ++round) {
            // The last round also takes what the division left over.
            for (int i = 0; (i < perRound || round == rounds - 1) && evaluated < spec.proposals;
                 ++i, ++step, ++evaluated) {
                cancel.check();
                Strategy candidate = current;
                const std::string move =
                    proposeNeighbour(candidate, context->model, s.cluster, memory, rng);
                const double ms = simulateStrategy(context->model, candidate, s.cluster, topology,
                                                   cancel, context->measurements.get())
                                      .iterationMs;
                double delta = ms - currentMs;
                if (spec.relative && currentMs > 0) delta /= currentMs;
                const bool accepted = ms < currentMs || uniform() < std::exp(-spec.alpha * delta);
                if (accepted) {
                    current = std::move(candidate);
                    currentMs = ms;
                }
                if (ms < bestMs) {
                    best = current;
                    bestMs = ms;
                }
                observer.onProposal(
                    {round, step, SearchPlane::Strategy, ms, bestMs, accepted, move});
                if ((evaluated + 1) % restartEvery == 0) {
                    current = best;
                    currentMs = bestMs;
                }
            }
            // Topology plane: rebuild the fabric for the best strategy's traffic; keep it if
            // the iteration gets faster.
            cancel.check();
            Scenario sc = s;
            QString why;
            const std::optional<Topology> rebuilt =
                buildFabric(sc, extractTraffic(context->model, best, s.cluster), cancel, &why);
            bool kept = true;
            if (rebuilt) {
                const double ms = simulateStrategy(context->model, best, s.cluster, *rebuilt,
                                                   cancel, context->measurements.get())
                                      .iterationMs;
                const bool better = ms < bestMs;
                if (better) {
                    topology = *rebuilt;
                    bestMs = ms;
                    kept = false;
                }
                observer.onProposal({round, step, SearchPlane::Topology, ms, bestMs, better,
                                     "rebuild fabric for the best strategy"});
                ++step;
            }
            current = best;
            currentMs = bestMs;
            observer.onAlternation({round, currentMs, bestMs, kept, topology});
        }
    };
}

} // namespace topoopt::ui
