// One evaluation of a scenario as it stands: model, default strategy, traffic, topology,
// task graph and simulated iteration. What `topoopt report` and `simulate --scenario` show.
#pragma once

#include <optional>
#include <string>

#include "common/cancel.h"
#include "model/model.h"
#include "scenario/scenario.h"
#include "sim/simresult.h"
#include "sim/simulator.h"
#include "sim/taskgraph.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt {

struct ScenarioRun {
    Model model;
    Strategy strategy;
    MemoryUse memory;
    Traffic traffic;
    Topology topology;
    TaskGraph graph;
    SimResult simulation;
};

/// Evaluates `scenario` with its strategy: the hand strategy it carries, else its model's
/// default strategy (resolveStrategy). The topology is built for the
/// traffic with the scenario's kind unless `topology` is given. `scenarioDir` resolves model
/// files. `simulation` carries the simulator settings a scenario has no field for (chunks per
/// ring, ECMP mode); its latency and NVLink bandwidth are the cluster's. `progress`, when set,
/// is told each stage as it starts ("traffic", "topology", "task graph", "simulation") and the
/// simulation's share of tasks done as it goes (SimOptions::progress). Throws InputError for
/// invalid inputs, Cancelled when cancelled.
ScenarioRun evaluateScenario(const Scenario& scenario, const std::string& scenarioDir,
                             const std::optional<Topology>& topology = std::nullopt,
                             const CancelToken* cancel = nullptr, SimOptions simulation = {},
                             const ProgressCallback& progress = {});

} // namespace topoopt
