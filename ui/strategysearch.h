// A real search job for the worker until the co-optimizer (issue 6) lands: Metropolis MCMC over
// strategies with the core's neighbour move, simulated on the current fabric, alternating with
// a rebuild of the fabric for the best strategy's traffic (topologyfinder.md 4).
#pragma once

#include <memory>

#include "pipelinestages.h"
#include "searchworker.h"

namespace topoopt::ui {

/// The best point a search reached so far, for the project's topoopt-result/1. Written on the
/// search thread whenever the best improves; read after SearchWorker::finished.
struct SearchOutcome {
    Strategy bestStrategy;
    double bestMs = 0;
    Topology topology;    ///< the fabric the best time was simulated on
    SimResult simulation; ///< of the best strategy on that fabric
};

/// Runs `context.scenario.search` (proposals, rounds, seed, alpha, relative) from the
/// context's strategy and fabric. Deterministic for a seed. When `outcome` is given it holds
/// the best point reached (the start when nothing beat it), also after a stop.
SearchJob strategySearchJob(std::shared_ptr<const PipelineContext> context,
                            std::shared_ptr<SearchOutcome> outcome = nullptr);

} // namespace topoopt::ui
