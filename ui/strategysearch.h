// The studio's search job: the core's alternating co-optimizer (topologyfinder.md 4) started
// from the design on screen, reporting through the worker's observer.
#pragma once

#include <memory>
#include <string>

#include "pipelinestages.h"
#include "search/optimizer.h"
#include "searchworker.h"

namespace topoopt::ui {

/// The run a search made, for the project's topoopt-result/1. Written on the search thread
/// when the run ends (also when stopped); read after SearchWorker::finished.
struct SearchOutcome {
    OptimizeResult result;
};

/// Threads a search and the Comparison tab use (Edit > Preferences; 0, the default: one per
/// hardware thread). Results do not depend on it; fewer threads leave cores to other programs.
int searchThreadsSetting();
void setSearchThreadsSetting(int threads);

/// How many proposal events a search with `spec` reports at most, for the progress bar and the
/// convergence view's axis: the strategy proposals, plus per round, when the search
/// `alternates` (kind topoopt), TopologyFinder's step and the topology moves. Patience may end
/// a run earlier.
int expectedSearchEvents(const SearchSpec& spec, bool alternates);

/// Runs the Optimizer with `context.scenario.search` (proposals, rounds, seed, alpha,
/// relative, patience, topology moves: optimizerOptionsFor), starting from the context's
/// strategy and fabric. The topology plane rebuilds the fabric with `rebuildKind` (empty: the
/// scenario's kind; only "topoopt" alternates), so "Re-optimize from here" can start from an
/// edited manual design and let TopologyFinder replace it when that is faster. Deterministic
/// for a seed. When `outcome` is given it holds the best point reached (the start when nothing
/// beat it).
SearchJob strategySearchJob(std::shared_ptr<const PipelineContext> context,
                            std::shared_ptr<SearchOutcome> outcome = nullptr,
                            std::string rebuildKind = {});

} // namespace topoopt::ui
