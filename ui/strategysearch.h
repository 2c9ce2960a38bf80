// A real search job for the worker until the co-optimizer (issue 6) lands: Metropolis MCMC over
// strategies with the core's neighbour move, simulated on the current fabric, alternating with
// a rebuild of the fabric for the best strategy's traffic (topologyfinder.md 4).
#pragma once

#include <memory>
#include <string>

#include "pipelinestages.h"
#include "searchworker.h"

namespace topoopt::ui {

/// Runs `context.scenario.search` (proposals, rounds, seed, alpha, relative) from the
/// context's strategy and fabric. Deterministic for a seed. The topology plane rebuilds the
/// fabric with `rebuildKind` (empty: the scenario's kind); "Re-optimize from here" starts from
/// an edited manual design and rebuilds with TopologyFinder, keeping a rebuild only when faster.
SearchJob strategySearchJob(std::shared_ptr<const PipelineContext> context,
                            std::string rebuildKind = {});

} // namespace topoopt::ui
