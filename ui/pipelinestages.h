// The chain of core computations behind the views: scenario -> model -> strategy -> traffic ->
// topology -> task graph -> simulation. Plain functions run on a pool thread by PipelineWorker.
#pragma once

#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "common/cancel.h"
#include "device/flexflowmeasures.h"
#include "model/model.h"
#include "scenario/scenario.h"
#include "sim/simresult.h"
#include "strategy/strategy.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt::ui {

struct PipelineInput {
    Scenario scenario;
    /// Folder of the scenario file (model files are relative to it); empty when unsaved.
    std::string scenarioDir;
    /// Imported traffic replaces the model -> strategy -> traffic stages (no simulation then:
    /// there is no task graph without a model).
    std::optional<Traffic> traffic;
    /// Imported FlexFlow measurements (model editor): they replace the device model's estimates
    /// for the operators they cover in the simulation. Null: estimates only.
    std::shared_ptr<const FlexFlowMeasurements> measurements;
};

/// What a finished run knows, for the search job and the comparison (immutable, shared).
struct PipelineContext {
    Scenario scenario;
    Model model;
    Strategy strategy;
    Traffic traffic;
    Topology topology;
    SimResult simulation;
    /// The measurements the simulation used (null: device model estimates only).
    std::shared_ptr<const FlexFlowMeasurements> measurements;
};

/// Where each stage's result goes as soon as it is ready (called on the pipeline thread). A
/// callback left unset is skipped.
struct PipelineSink {
    std::function<void(const Traffic&)> traffic;
    std::function<void(const Topology&)> topology;
    std::function<void(const SimResult&)> simulation;
    std::function<void(std::shared_ptr<const PipelineContext>)> context;
    /// A stage begins (its name, as `stage` will give it): at 4,096 servers a simulation runs
    /// for minutes, and the window says what it is waiting for.
    std::function<void(const QString& stage)> stageStarted;
    /// A stage finished: its name, a one-line summary and its wall time in ms.
    std::function<void(const QString& stage, const QString& summary, double ms)> stage;
    /// A stage could not run: its name and why (an input error, or not in this build).
    std::function<void(const QString& stage, const QString& message)> failed;
};

/// Runs the stages in order, checking `cancel` between them (and inside those that take it).
void runPipeline(const PipelineInput& input, const CancelToken& cancel, const PipelineSink& sink);

/// The fabric of the scenario's kind for `traffic` (buildTopology); throws InputError for
/// impossible parameters.
Topology buildFabric(const Scenario& scenario, const Traffic& traffic, const CancelToken& cancel);

struct ComparisonRow;

/// The current strategy simulated on every fabric kind that can be built for the scenario, and
/// on the fat-tree that costs what the direct-connect design costs (kind "fattree-equal-cost"),
/// each with its cost at the built-in prices. Speedups are against that fat-tree (else the
/// fat-tree, else the slowest kind). Kinds these servers and ports cannot make are skipped.
std::vector<ComparisonRow> compareKinds(const PipelineContext& context, const CancelToken& cancel);

/// Simulates one iteration of `strategy` on `topology` (task graph from the device model).
/// `measurements`, when given, replace the device model's estimates where they cover an operator.
SimResult simulateStrategy(const Model& model, const Strategy& strategy, const Cluster& cluster,
                           const Topology& topology, const CancelToken& cancel,
                           const FlexFlowMeasurements* measurements = nullptr);

} // namespace topoopt::ui
