// The chain of core computations behind the views: scenario -> model -> strategy -> traffic ->
// topology -> task graph -> simulation. Plain functions run on a pool thread by PipelineWorker.
#pragma once

#include <QString>

#include <functional>
#include <optional>
#include <string>

#include "common/cancel.h"
#include "scenario/scenario.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt::ui {

struct PipelineInput {
    Scenario scenario;
    /// Folder of the scenario file (model files are relative to it); empty when unsaved.
    std::string scenarioDir;
    /// Imported traffic replaces the model -> strategy -> traffic stages.
    std::optional<Traffic> traffic;
};

/// Where each stage's result goes as soon as it is ready (called on the pipeline thread).
struct PipelineSink {
    std::function<void(const Traffic&)> traffic;
    std::function<void(const Topology&)> topology;
    /// A stage could not run: its name and why (an input error, or not in this build).
    std::function<void(const QString& stage, const QString& message)> failed;
};

/// Runs the stages in order, checking `cancel` between them (and inside those that take it).
void runPipeline(const PipelineInput& input, const CancelToken& cancel, const PipelineSink& sink);

} // namespace topoopt::ui
