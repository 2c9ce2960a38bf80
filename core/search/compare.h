// `topoopt compare`: one row per fabric, the paper's comparison (topologyfinder.md 6-7).
#pragma once

#include <string>
#include <vector>

#include "common/cancel.h"
#include "cost/costmodel.h"
#include "scenario/scenario.h"
#include "search/optimizer.h"

namespace topoopt {

struct ComparisonRow {
    /// topoopt, topoopt-default-strategy, expander, ring, torus, fattree-equal-cost,
    /// fattree-full, ideal.
    std::string kind;
    std::string label;
    double iterationMs = 0;
    double computeMs = 0;
    double exposedCommMs = 0;
    double costUsd = 0;
    /// Network cost per unit of training throughput: USD x seconds per iteration.
    double costPerThroughput = 0;
    double speedupVsEqualCostFatTree = 0;
    /// What was held equal for this fabric.
    double linkGbps = 0;
    double oversubscription = 1;
    std::string heldEqual;
};

/// Network cost per unit of training throughput (ComparisonRow::costPerThroughput): the cost
/// times the seconds one iteration takes.
inline double costPerThroughput(double costUsd, double iterationMs)
{
    return costUsd * iterationMs / 1000.0;
}

struct Comparison {
    std::string scenario;
    std::vector<ComparisonRow> rows;
    /// The TopoOpt result the rows were built around (its topology sets the cost budget).
    OptimizeResult topoopt;
    /// The time resolution every fabric's search was simulated at, in microseconds (0: exact;
    /// kAutoTimeResolution: each its own, from its start). The rows are exact either way.
    double timeResolutionUs = 0;
};

struct CompareOptions {
    /// Proposals of the strategy search run for every fabric (default: the scenario's).
    int proposals = -1;
    /// OptimizerOptions::topologyMoves for the TopoOpt fabric's search (default, -1: the
    /// scenario's).
    int topologyMoves = -1;
    /// OptimizerOptions::patience of every fabric's strategy search (default, -1: the
    /// scenario's).
    int patience = -1;
    /// OptimizerOptions::timeResolutionUs of every fabric's search (default, empty: the
    /// scenario's).
    std::optional<double> timeResolutionUs;
    /// Threads that search fabrics at once (0: one per hardware thread). The table does not
    /// depend on it.
    int jobs = 0;
    PriceTable prices = PriceTable::defaults();
};

/// Optimizes the scenario on every fabric kind with the same search budget and prices them.
/// `progress` gets (rows done, rows total), from the searching threads but one call at a time.
Comparison compareFabrics(const Scenario& scenario, const std::string& scenarioDir,
                          const CompareOptions& options, const CancelToken& cancel,
                          const std::function<void(int, int)>& progress = {});

/// The comparison `topoopt optimize` writes into its result (interfaces.md, result): the
/// result's best strategy on every fabric of compareFabrics(), built for its traffic, without a
/// search of its own on each (so it takes seconds, not a search per fabric). The TopoOpt row
/// is the result itself; topoopt-default-strategy is the starting strategy on the TopoOpt
/// fabric built for it. Every row is simulated exactly, on up to `threads` threads (0: one per
/// hardware thread; the rows do not depend on it). Kinds these servers and ports cannot make
/// are left out. Throws Cancelled when `cancel` is set.
Comparison compareBestOnFabrics(const Scenario& scenario, const Model& model,
                                const DeviceModel& device, const OptimizeResult& result,
                                const PriceTable& prices, int threads, const CancelToken& cancel);

} // namespace topoopt
